"""Building Porrazo positions for the tests: prearranged decks and mid-hand states."""

from __future__ import annotations

from typing import Any, Iterable

from tarotdesk.core.actions import Action
from tarotdesk.core.cards import Card, cards
from tarotdesk.core.events import Event
from tarotdesk.core.match import DealSetup, Match
from tarotdesk.games.porrazo import GAME
from tarotdesk.games.porrazo.deal import PACK, PorrazoDeal
from tarotdesk.games.porrazo.options import rules_of, uses_teams


def deck(n: int, dealer: int, deals: Iterable[dict[int, str]], then: str = "") -> list[Card]:
    """A deck whose first deals give these hands (seat -> codes), then ``then``, then the rest."""
    order = [(dealer + 1 + i) % n for i in range(n)]
    top: list[Card] = []
    for hands in deals:
        for seat in order:
            top += cards(hands[seat])
    top += cards(then)
    assert len(set(top)) == len(top)
    return top + [c for c in PACK.cards if c not in set(top)]


def match_with(n: int, dealer: int, top: list[Card], options: dict[str, Any] | None = None) -> Match:
    """A match whose first hand is dealt from ``top`` by ``dealer``."""
    return Match(GAME, n, options or {}, seed=0, prearranged=[DealSetup(0, tuple(top), 0, dealer)])


def position(n: int, dealer: int, hands: dict[int, str], table: str = "", scores: list[int] | None = None,
             options: dict[str, Any] | None = None, k: int = 1, plays: int = 0,
             played: dict[int, str] | None = None, pile_counts: dict[int, int] | None = None) -> PorrazoDeal:
    """A hand in its play phase: given hands, table (oldest first), side scores and piles.

    ``plays`` cards of deal ``k`` have been played already (``played`` says which, per seat);
    ``pile_counts`` fills side piles with unused cards; the remaining cards form the stock.
    """
    opts = GAME.resolve_options(n, options or {})
    n_sides = 2 if uses_teams(n, rules_of(opts)) else n
    deal = PorrazoDeal(n, dealer, opts, list(PACK.cards), scores or [0] * n_sides)
    deal.hands = [cards(hands.get(s, "")) for s in range(n)]
    deal.table = cards(table)
    deal.played = [cards((played or {}).get(s, "")) for s in range(n)]
    # Cards played earlier in this deal lie in the piles (or on the table): they fill piles first.
    used = {c for h in deal.hands for c in h} | set(deal.table)
    earlier = [c for p in deal.played for c in p if c not in used]
    free = earlier + [c for c in PACK.cards if c not in used and c not in set(earlier)]
    deal.piles = [[] for _ in range(n_sides)]
    for side, count in (pile_counts or {}).items():
        deal.piles[side], free = free[:count], free[count:]
    deal.stock = free
    deal.k = k
    deal.tendido_done = True
    deal.plays = plays
    deal.declared = [""] * n
    deal.decl_pos = n
    deal._phase = "play"
    deal.turn = deal.order[plays % n]
    deal._legal_cache = None
    return deal


def in_match(deal: PorrazoDeal, scores: list[int] | None = None, options: dict[str, Any] | None = None) -> Match:
    """A match whose current hand is ``deal`` (match scores per seat from the side scores)."""
    m = Match(GAME, deal.n_players, options or {}, seed=0, first_dealer=deal.dealer)
    m.deal = deal
    m.scores = [deal.scores[deal.side_of[s]] for s in range(deal.n_players)] if scores is None else scores
    return m


def act(state: Any, *texts: str) -> list[Event]:
    """Apply actions given as texts; return all their events."""
    events: list[Event] = []
    for t in texts:
        events += state.apply(Action.parse(t))
    return events


def kinds(events: list[Event]) -> list[str]:
    return [e.kind for e in events]


def scored(events: list[Event]) -> list[tuple[str, int | None, int | None]]:
    """(kind, seat, points) of the events that carry points."""
    return [(e.kind, e.seat, e.points) for e in events if e.points is not None]


def play_out_deal(state: PorrazoDeal) -> list[Event]:
    """Finish the current deal of three with the first legal play each time (declaring all)."""
    events: list[Event] = []
    k = state.k
    while state.current_player is not None and state.k == k:
        legal = state.legal_actions()
        events += state.apply(legal[0])
    return events


# Player counts and team settings of the random-play, record and view tests.
CONFIGS = [(2, False), (3, False), (4, False), (4, True), (5, False), (6, False), (6, True), (8, False),
           (8, True)]


def all_cards_once(deal: PorrazoDeal) -> None:
    places = list(deal.stock) + list(deal.table) + list(deal.dead)
    for h in deal.hands:
        places += h
    for p in deal.piles:
        places += p
    assert len(places) == 52 and set(places) == set(PACK.cards), "a card is missing or duplicated"
