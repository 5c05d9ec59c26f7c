"""The state contract on every game of the registry, at every player count and rule option.

Every game id of ``games.registry`` is played at each of its player counts with its default
options, a whole match of random legal actions to its end; and one deal is played with each
other value of each of its options (a flag turned over, every other choice, the bounds of a
number), at each player count the option is limited to, or else the first. So the options that
change a deal's shape (Porrazo's teams, its six players' dead leftovers, Tarokk's five players
whose dealer sits out and may or may not hand out the talon, the Lombard exposure, Monte and
packets) are all played, and an eleventh game gets every check below by its line in the registry.

At a fixed share of the positions (every position of a match's first deal and of an option's
deal, every ``LATER_EVERY``-th one after that) the complete state is checked:

* **Cards are conserved.** Every card the state holds is a card of the game's pack, every card
  of the pack is somewhere in it (hands, table, stock, talon, piles, cards left out) and no card
  is in two hands of the table's layout at once.
* **Refusals change nothing.** The first legal action made by another seat, actions of the match
  that are not legal now, a card played that the player does not hold, an action of no game, and
  after the end of a deal an action of the match: each is refused alike by ``check`` and
  ``apply``, with a reason worded in English and Japanese and a rule of the game's text, and the
  state (a deep snapshot) and its legal list are exactly as before.
* **Views hide what they must.** A seat's view holds a card that the complete state has in
  another seat's hand only when that seat has been shown the card: it was in its own hand during
  the deal, it lay open to everyone in the table's layout (the centre, the last trick, a seat's
  exposed cards), or an event the seat may see named it. That is everything a seat can know of
  another's hand; a view that holds any other card of it shows a hidden card. The view keeps what
  the seat does know: every hand's size, the centre and last trick, the exposed cards, the legal
  actions when it is the seat's turn (none otherwise), and of its own hand nothing but its cards
  (all of them but where the rules hide them from their holder: Porrazo's blind dealer).
* **Sampled worlds agree with the view.** A world sampled for a seat is a complete state with no
  placeholder left, conserves the cards, looks to that seat exactly as the state does (its view
  equals the state's view), lists the same legal actions when it is that seat's turn, and can be
  played to the end of the deal; so can a clone of the state. Views, worlds and clones leave the
  state itself unchanged.

At the end of a deal: it gives one score and one value (``Game.deal_values``) per seat, and
refuses every action without a change. At the end of a match: it is over, its winners are seats
of it, and its scores and its standing (``Game.standing``) are the sums of what its deals added.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

import pytest

from contract import fingerprint, reachable_cards
from tarotdesk import rules_text
from tarotdesk.core.actions import Action
from tarotdesk.core.cards import UNKNOWN, Card
from tarotdesk.core.events import GAME_OVER, NOT_YOUR_TURN, Event, IllegalAction
from tarotdesk.core.game import STANDING_KINDS, Game, OptionError, OptionSpec
from tarotdesk.core.match import Match
from tarotdesk.core.messages import LANGS, has_text
from tarotdesk.core.rng import SeededRNG
from tarotdesk.core.state import DealState
from tarotdesk.games.registry import all_games, get_game

#: The complete checks run at every position of a match's first deal, at every OPTION_EVERY-th
#: position of an option's deal and at every LATER_EVERY-th position after a match's first deal.
OPTION_EVERY = 3
LATER_EVERY = 17
#: A sampled world is played to the end of its deal at every WORLD_PLAYOUT_EVERY-th checked position.
WORLD_PLAYOUT_EVERY = 4
#: Illegal actions of the match tried at each checked position.
POOL_TRIES = 3
#: A match that has not ended after this many actions is a fault of the game.
MAX_ACTIONS = 20_000


@dataclass(frozen=True)
class Config:
    """One game, player count and set of options to play (``whole``: a match, else one deal)."""

    game_id: str
    n_players: int
    options: tuple[tuple[str, Any], ...]
    whole: bool

    @property
    def name(self) -> str:
        """The test id: ``game-N`` and the options that differ from the defaults."""
        opts = ",".join(f"{k}={v}" for k, v in self.options)
        return f"{self.game_id}-{self.n_players}" + (f"-{opts}" if opts else "")


def other_values(spec: OptionSpec) -> list[Any]:
    """The values of an option other than its default that a deal is played with."""
    if spec.kind == "bool":
        return [not spec.default]
    if spec.choices:
        return [c for c in spec.choices if c != spec.default]
    return [v for v in (spec.minimum, spec.maximum) if v is not None and v != spec.default]


def accepts(game: Game, n_players: int, options: dict[str, Any]) -> bool:
    """Whether the game plays with these options at this player count (a first dealer must be a seat)."""
    try:
        game.resolve_options(n_players, options)
    except OptionError:
        return False
    return True


def configurations() -> list[Config]:
    """Every game at every player count, then every other value of every option: at each player
    count the option is limited to, or else at the first player count that accepts the value."""
    found: list[Config] = []
    for game in all_games():
        found += [Config(game.id, n, (), True) for n in game.player_counts]
        for spec in game.option_specs:
            for value in other_values(spec):
                option = ((spec.name, value),)
                counts = [n for n in game.player_counts if (spec.players is None or n in spec.players)
                          and accepts(game, n, dict(option))]
                assert counts, f"{game.id}: no player count plays {spec.name}={value!r}"
                found += [Config(game.id, n, option, False) for n in (counts if spec.players else counts[:1])]
    return found


CONFIGS = configurations()


# -- what a seat has been shown ---------------------------------------------------------------------
_WORDS = re.compile(r"[^A-Za-z0-9?]+")


def named_cards(value: Any, codes: dict[str, Card], out: set[Card]) -> None:
    """Add to ``out`` every card of the pack that ``value`` (an event's data) names."""
    if isinstance(value, Card):
        out.add(value)
    elif isinstance(value, str):
        out.update(codes[w] for w in _WORDS.split(value) if w in codes)
    elif isinstance(value, dict):
        for k, v in value.items():
            named_cards(k, codes, out)
            named_cards(v, codes, out)
    elif isinstance(value, (list, tuple, set, frozenset)):
        for v in value:
            named_cards(v, codes, out)


def laid_open(layout: Any) -> set[Card]:
    """The cards a table layout lays open to everyone: the centre, the last trick, exposed cards."""
    out = {c for _, c in layout.center} | {c for _, c in layout.last_trick}
    out.update(c for cards in layout.exposed for c in cards)
    return out


class Shown:
    """For each seat, the cards it has been shown since the deal began (see the module docstring)."""

    def __init__(self, game: Game, n_players: int) -> None:
        self.codes = {c.code: c for c in game.pack.cards}
        self.seats: list[set[Card]] = [set() for _ in range(n_players)]

    def new_deal(self) -> None:
        """A new deal: nothing shown yet."""
        for cards in self.seats:
            cards.clear()

    def look(self, layout: Any) -> None:
        """What the complete state's table shows now: each seat's own hand, the open cards."""
        opened = laid_open(layout)
        for seat, cards in enumerate(self.seats):
            cards.update(layout.hands[seat])
            cards |= opened

    def hear(self, events: list[Event]) -> None:
        """The cards the events name, for each seat allowed to see them."""
        for event in events:
            named: set[Card] = set()
            named_cards(event.data, self.codes, named)
            if named:
                for seat, cards in enumerate(self.seats):
                    if event.visible_to(seat):
                        cards |= named


# -- the checks -------------------------------------------------------------------------------------
def check_cards(deal: DealState, pack: set[Card]) -> None:
    """Every card held is of the pack, every card of the pack is held, none is in two hands."""
    held = reachable_cards(deal)
    assert UNKNOWN not in held
    assert set(held) == pack, (sorted(c.code for c in pack - set(held)), sorted(c.code for c in set(held) - pack))
    in_hands = [c for hand in deal.layout().hands for c in hand]
    assert len(in_hands) == len(set(in_hands)), "a card is in two hands"


def refuse(game: Game, deal: DealState, before: Any, action: Action, seat: int | None = None) -> str:
    """``action`` is refused by check and apply alike and leaves the state exactly as it was
    (``before``: its :func:`fingerprint`)."""
    legal = deal.legal_actions()
    refusal = deal.check(action, seat)
    assert refusal is not None, f"{action} by {seat} was expected to be refused in {deal.phase}"
    with pytest.raises(IllegalAction) as raised:
        deal.apply(action, seat)
    assert raised.value.refusal == refusal
    assert fingerprint(deal) == before, f"refusing {action} changed the state"
    assert deal.legal_actions() == legal, f"refusing {action} changed the legal actions"
    for lang in LANGS:
        assert has_text("reason." + refusal.code, lang, (game.messages,)), (refusal.code, lang)
    anchors = rules_text.load(game.id, "en").anchors
    assert refusal.rule in anchors or any(a in anchors for a in rules_text.ANCHOR_ALIASES.get(refusal.rule, ())), \
        f"{refusal} names no section of the rules of {game.id}"
    return refusal.code


def check_refusals(game: Game, deal: DealState, before: Any, pool: dict[str, Action], rng: SeededRNG) -> None:
    """Illegal actions of every kind at a position where a seat is to act (``before``: its fingerprint)."""
    player = deal.current_player
    assert player is not None
    legal = deal.legal_actions()
    assert legal and all(deal.check(a) is None for a in legal) and all(deal.check(a, player) is None for a in legal)
    other = (player + 1) % deal.n_players
    assert refuse(game, deal, before, legal[0], other) == NOT_YOUR_TURN
    listed = {a.text for a in legal}
    illegal = [a for text, a in pool.items() if text not in listed]
    for _ in range(min(POOL_TRIES, len(illegal))):
        refuse(game, deal, before, illegal[rng.below(len(illegal))])
    hand = set(deal.layout().hands[player])
    absent = [c for c in game.pack.cards if c not in hand]
    refuse(game, deal, before, Action("play", absent[rng.below(len(absent))]))
    refuse(game, deal, before, Action("no-such-move", "at-all"))


def check_views(deal: DealState, shown: Shown) -> None:
    """Every seat's view hides what it must and keeps what the seat knows."""
    full = deal.layout()
    legal = deal.legal_actions()
    for seat in range(deal.n_players):
        view = deal.view(seat)
        assert view.viewer == seat
        held = set(reachable_cards(view))
        seen = view.layout()
        held.update(c for hand in seen.hands for c in hand if c is not UNKNOWN)
        for other, hand in enumerate(full.hands):
            if other != seat:
                leaked = (held & set(hand)) - shown.seats[seat]
                assert not leaked, f"seat {seat} sees {sorted(c.code for c in leaked)} of seat {other}'s hand"
        # Its own hand as far as it may see it (Porrazo's dealer takes his new cards up only after
        # the tendido, so they are placeholders until then).
        mine = [c for c in seen.hands[seat] if c is not UNKNOWN]
        assert len(set(mine)) == len(mine) and set(mine) <= set(full.hands[seat])
        assert [len(h) for h in seen.hands] == [len(h) for h in full.hands]
        assert seen.center == full.center and seen.last_trick == full.last_trick
        for mine, everyone in zip(seen.exposed, full.exposed):
            assert set(everyone) <= set(mine)
        assert view.legal_actions() == (legal if seat == deal.current_player else [])
        assert view.view(seat).viewer == seat
        if deal.n_players > 1:
            with pytest.raises(ValueError):
                view.view((seat + 1) % deal.n_players)


def play_out(deal: DealState, rng: SeededRNG) -> None:
    """Play ``deal`` to its end with random legal actions."""
    for _ in range(MAX_ACTIONS):
        if deal.is_over:
            return
        legal = deal.legal_actions()
        assert legal, f"no legal action in {deal.phase}"
        deal.apply(legal[rng.below(len(legal))])
    raise AssertionError(f"no end after {MAX_ACTIONS} actions")


def check_world(deal: DealState, seat: int, pack: set[Card], rng: SeededRNG, play_on: bool) -> None:
    """A world sampled for ``seat`` agrees with its view; with ``play_on`` the world and a clone
    of the state are played to the end of the deal (the caller sees the state unchanged)."""
    world = deal.sample_world(seat, rng.fork("world"))
    assert world.viewer is None and type(world) is type(deal)
    check_cards(world, pack)
    assert fingerprint(world.view(seat)) == fingerprint(deal.view(seat))
    if deal.current_player == seat:
        assert world.legal_actions() == deal.legal_actions()
    if play_on:
        play_out(world, rng)
        copy = deal.clone()
        assert fingerprint(copy) == fingerprint(deal)
        play_out(copy, rng)


def check_position(game: Game, deal: DealState, shown: Shown, pool: dict[str, Action], rng: SeededRNG,
                   checked: int) -> None:
    """Every check of the module docstring at one position where a seat is to act."""
    pack = set(game.pack.cards)
    before = fingerprint(deal)
    check_cards(deal, pack)
    check_views(deal, shown)
    check_world(deal, checked % deal.n_players, pack, rng, checked % WORLD_PLAYOUT_EVERY == 0)
    assert fingerprint(deal) == before, "a view or a sampled world changed the state"
    check_refusals(game, deal, before, pool, rng)


def check_deal_end(game: Game, match: Match, pool: dict[str, Action]) -> None:
    """A settled deal: one score and one value per seat; every action refused, nothing changed."""
    deal = match.deal
    assert deal.is_over and deal.current_player is None and deal.legal_actions() == []
    assert len(match.results[-1].deal_score) == match.n_players
    assert len(game.deal_values(deal)) == match.n_players
    before = fingerprint(deal)
    for action in list(pool.values())[:POOL_TRIES]:
        assert refuse(game, deal, before, action) == GAME_OVER


def check_match_end(game: Game, match: Match) -> None:
    """The match is over, its winners are its seats, its scores and its standing add up its deals."""
    n = match.n_players
    assert match.over and match.legal_actions() == []
    winners = match.winners()
    assert winners and set(winners) <= set(range(n))
    assert match.scores == [sum(r.deal_score[s] for r in match.results) for s in range(n)]
    standing = game.standing(match)
    assert standing.kind in STANDING_KINDS and len(standing.deals) == len(match.results)
    current = standing.current or [0] * n
    assert standing.totals == [sum(d[s] for d in standing.deals) + current[s] for s in range(n)]


# -- playing ----------------------------------------------------------------------------------------
def play(config: Config) -> int:
    """Play one configuration with random legal actions and its checks; return the positions checked."""
    game = get_game(config.game_id)
    match = Match(game, config.n_players, dict(config.options), seed=f"contract-{config.name}")
    rng = SeededRNG(f"contract-all-{config.name}")
    shown = Shown(game, config.n_players)
    pool: dict[str, Action] = {}  # every action listed so far in the match, by its text
    checked = steps = 0
    for _ in range(MAX_ACTIONS):
        if match.deal_over:
            check_deal_end(game, match, pool)
            if match.over or not config.whole:
                break
            shown.new_deal()
            shown.hear(match.next_deal())
            continue
        deal = match.deal
        shown.look(deal.layout())
        every = LATER_EVERY if match.deal_index else 1 if config.whole else OPTION_EVERY
        if steps % every == 0:
            check_position(game, deal, shown, pool, rng, checked)
            checked += 1
        steps += 1
        legal = match.legal_actions()
        for action in legal:
            pool.setdefault(action.text, action)
        shown.hear(match.apply(legal[rng.below(len(legal))]))
    else:
        raise AssertionError(f"{config.name}: no end after {MAX_ACTIONS} actions")
    if config.whole:
        check_match_end(game, match)
    return checked


@pytest.mark.parametrize("config", CONFIGS, ids=[c.name for c in CONFIGS])
def test_the_contract_holds(config: Config) -> None:
    assert play(config) > 0


#: The public entries of the state contract, which only DealState defines.
ENTRIES = ("legal_actions", "check", "apply", "apply_trusted", "view", "sample_world")


def deal_classes(cls: type[DealState] = DealState) -> list[type[DealState]]:
    """Every class of the package that derives from ``cls``, at any depth."""
    found = []
    for sub in cls.__subclasses__():
        if sub.__module__.startswith("tarotdesk."):
            found.append(sub)
        found += deal_classes(sub)
    return found


def test_no_deal_class_overrides_the_public_entries() -> None:
    played = {type(Match(game, n, seed=0).deal) for game in all_games() for n in game.player_counts}
    classes = set(deal_classes())
    assert played <= classes
    for deal_type in classes:
        for name in ENTRIES:
            assert getattr(deal_type, name) is getattr(DealState, name), f"{deal_type.__name__} overrides {name}"


def test_every_game_and_player_count_is_played_whole() -> None:
    whole = {(c.game_id, c.n_players) for c in CONFIGS if c.whole}
    assert whole == {(g.id, n) for g in all_games() for n in g.player_counts}
