"""Building Lombard deals for tests: ordered decks, forced positions, quick action lists."""

from __future__ import annotations

from typing import Iterable, Sequence

from tarotdesk.core.actions import Action
from tarotdesk.core.cards import Card, card, cards
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
    deal.turn = turn
    deal._phase = "play"
    deal._legal_cache = None
