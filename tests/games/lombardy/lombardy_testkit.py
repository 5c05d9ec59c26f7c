"""Building Lombard deals for tests: ordered decks, forced positions, quick action lists."""

from __future__ import annotations

from typing import Iterable, Sequence

from tarotdesk.core.actions import Action
from tarotdesk.core.cards import Card, card
from tarotdesk.core.events import Event
from tarotdesk.core.match import DealSetup, Match
from tarotdesk.games.lombardy import GAMES
from tarotdesk.games.lombardy.deal import LombardDeal

IDS = ("tarocco-lombardo", "reseghino", "taroccombre", "ombra-arrabbiata", "taroccombre-5", "taroccombre-7")


def spec_card(code: str) -> Card:
    """A card from the spec's notation (``S1``, ``T05``, ``EXC``) or the project's codes."""
    if code == "EXC":
        return card("FOOL")
    if code[0] == "T" and code[1:].isdigit():
        return card(f"T{int(code[1:])}")
    if code[0] in "SCHD" and code[1:] == "1":
        return card(code[0] + "A")
    return card(code)


def spec_cards(codes: str | Iterable[str]) -> list[Card]:
    """Several cards in the spec's notation."""
    if isinstance(codes, str):
        codes = codes.split()
    return [spec_card(c) for c in codes]


def ordered_deck(game_id: str, dealer: int, hands: dict[int, Sequence[Card]] | None = None,
                 extras: Sequence[Card] = (), at: dict[int, Card] | None = None) -> list[Card]:
    """A deck that deals (one card at a time) the given cards to the given seats.

    ``hands[s]`` are the first cards seat ``s`` receives (in deal order), ``extras`` the
    dealer's extra cards, ``at`` explicit deck positions; every other place gets the remaining
    cards of the pack in canonical order.
    """
    game = GAMES[game_id]
    v = game.variant  # type: ignore[attr-defined]
    n = v.n
    order = [(dealer + 1 + i) % n for i in range(n)]
    size = len(game.pack.cards)
    deck: list[Card | None] = [None] * size
    for seat, cs in (hands or {}).items():
        k = order.index(seat)
        for r, c in enumerate(cs):
            deck[n * r + k] = c
    for j, c in enumerate(extras):
        deck[n * v.hand + j] = c
    for i, c in (at or {}).items():
        deck[i] = c
    placed = {c for c in deck if c is not None}
    assert len(placed) == sum(1 for c in deck if c is not None), "a card is placed twice"
    rest = iter(c for c in game.pack.cards if c not in placed)
    return [c if c is not None else next(rest) for c in deck]


def match_with(game_id: str, dealer: int, deck: Sequence[Card], options: dict | None = None) -> Match:
    """A match whose first deal is dealt from ``deck`` by ``dealer``."""
    game = GAMES[game_id]
    return Match(game, game.player_counts[0], options, seed=0,
                 prearranged=[DealSetup(0, tuple(deck), 0, dealer)])


def act(target: Match | LombardDeal, *texts: str) -> list[Event]:
    """Apply actions given as texts (``"2 bid:due"`` also checks the seat); return all events."""
    events: list[Event] = []
    for text in texts:
        seat = None
        if " " in text:
            s, text = text.split(" ", 1)
            seat = int(s)
        events += target.apply(Action.parse(text), seat)
    return events


def codes(items: Iterable[Card]) -> set[str]:
    """Card codes as a set, for readable assertions."""
    return {c.code for c in items}


def legal_codes(state: LombardDeal) -> set[str]:
    """The cards of the current player's legal actions."""
    return {a.card.code for a in state.legal_actions() if a.card is not None}


def discard_plain(deal: LombardDeal) -> None:
    """Let the dealer discard his first legal cards (to reach the next phase quickly)."""
    while deal.phase == "discard":
        deal.apply(deal.legal_actions()[0])


def deal_in_play(game_id: str, dealer: int = 0, options: dict | None = None) -> LombardDeal:
    """A deal of ``game_id`` that has reached its play phase through ordinary first choices."""
    game = GAMES[game_id]
    m = Match(game, game.player_counts[0], options, seed=1, first_dealer=dealer)
    d = m.deal
    assert isinstance(d, LombardDeal)
    while d.phase != "play":
        legal = d.legal_actions()
        pick = next((a for a in legal if a.text in ("monte:no", "bid:niente", "surrender:no", "alone")), legal[0])
        d.apply(pick)
    return d


def set_play_position(deal: LombardDeal, hands: dict[int, Sequence[Card]], trick: Sequence[tuple[int, Card]],
                      turn: int) -> None:
    """Put a deal in play in a chosen position (hands and the current trick) for rule tests."""
    for seat, cs in hands.items():
        deal.hands[seat] = list(cs)
    deal.trick = [c for _, c in trick]
    deal.trick_seats = [s for s, _ in trick]
    deal.current_player = turn
    deal._phase = "play"
    deal._legal_cache = None


# -- random matches shared by the random-play and record tests -----------------------------------

MIN_DEALS = 2000
MIN_MATCHES = 200


def check_deal(deal: LombardDeal, result) -> None:
    """The invariants of spec §11.1 for a finished (or annulled) deal."""
    v = deal.rules
    everything = [c for h in deal.hands for c in h] + deal.discard + deal.trick + [c for p in deal.piles for c in p]
    # (sets, not sorting: cards compare fastest by identity)
    assert len(everything) == len(v.pack.cards) and set(everything) == set(v.pack.cards), \
        "every card in exactly one place"
    assert sum(result.deal_score) == 0, "game points are zero-sum"
    for seat in range(v.n):
        gp = sum(ln.points for ln in result.lines if ln.data.get("unit") == "gp" and seat in ln.seats)
        assert gp == result.deal_score[seat], "the gp lines add up to the deal score"
    summary = result.summary
    if deal.annulled:
        assert not any(deal.piles) and sum(deal.tricks_won) == 0
        sizes = sorted(len(h) for h in deal.hands)
        if deal.annulled == "monte":
            assert sizes == sorted([v.hand] * (v.n - 1) + [v.hand + v.extra]) and not deal.discard
        else:
            assert sizes == [v.hand] * v.n and len(deal.discard) == v.extra
        # nothing scored but, on Lombardy's last deal, the margin of the whole game
        assert all(ln.points == 0 for ln in result.lines
                   if ln.data.get("unit") == "gp" and ln.kind not in ("match_margin", "zero_bonus"))
        return
    if deal.surrendered:
        assert deal.declarer != deal.dealer and deal.dealer_bid
        assert result.deal_score[deal.declarer] == -v.base[deal.contract] * (v.n - 1)
        return
    assert not any(deal.hands) and not deal.trick and not deal.discard
    assert sum(deal.tricks_won) == v.hand
    holder = deal.discard_to
    assert holder == deal.dealer if deal.tricks_won[deal.dealer] else holder == deal.last_winner
    for s in range(v.n):
        assert len(deal.piles[s]) == v.n * deal.tricks_won[s] + (v.extra if s == holder else 0)
    assert not any(is_honour_card(c) for c in deal.piles[holder][len(deal.piles[holder]) - v.extra:])
    # the Fool never wins a trick and ends where its exchange put it
    if deal.fool_trick is not None:
        player, capturer = deal.fool_trick
        assert player != capturer
        owner = deal.fool_swap[0] if deal.fool_swap is not None else capturer
        assert FOOL_CARD in deal.piles[owner]
    if v.key == "lombardy4":
        a, b = summary["team_points"]
        assert a + b == 72
        assert summary["deal_points"] == [max(0, a - 36), max(0, b - 36)]
    elif v.key == "reseghino3":
        assert sum(summary["points"]) == 78
        assert result.deal_score == [p - 26 for p in summary["points"]]
    else:
        total = summary["points"] + summary["opponents_points"]
        if v.key == "ombre3":
            assert total == 70
        elif v.key == "ombra4":
            assert total == 66
        else:
            side = [deal.declarer] + ([deal.partner] if deal.partner is not None else [])
            side_cards = sum(len(deal.piles[s]) for s in side)
            assert total == (70 if side_cards % 4 == 3 else 71)
        assert summary["won"] == (summary["points"] >= deal.rules.win_min if not v.called_partner
                                  else summary["points"] >= deal.options["ombre57_win_min"])


def is_honour_card(c: Card) -> bool:
    from tarotdesk.games.lombardy.rules import is_honour
    return is_honour(c)


FOOL_CARD = card("FOOL")


def play_checked(game_id: str, seed: int, options: dict | None = None) -> tuple[Match, int]:
    """A random match of ``game_id`` with every deal checked as it ends; returns it and its deals."""
    from contract import random_match

    game = GAMES[game_id]
    match = Match(game, game.player_counts[0], options, seed=seed)
    state = {"deal": match.deal, "checked": 0}

    def each_step(m: Match, action: Action) -> None:
        if m.deal is not state["deal"]:
            check_deal(state["deal"], m.results[state["checked"]])
            state["deal"] = m.deal
            state["checked"] += 1

    random_match(match, seed, each_step=each_step)
    check_deal(match.deal, match.results[-1])
    return match, len(match.results)


_CACHE: dict[str, list[Match]] = {}


def checked_matches(game_id: str) -> list[Match]:
    """Random matches of ``game_id`` (at least 2,000 deals and 200 matches), every deal checked.

    Played once per test session: the random-play test and the record test share them.
    """
    if game_id not in _CACHE:
        matches: list[Match] = []
        deals = 0
        seed = 0
        while deals < MIN_DEALS or len(matches) < MIN_MATCHES:
            match, n = play_checked(game_id, 1000 * (IDS.index(game_id) + 1) + seed)
            matches.append(match)
            deals += n
            seed += 1
        _CACHE[game_id] = matches
    return _CACHE[game_id]
