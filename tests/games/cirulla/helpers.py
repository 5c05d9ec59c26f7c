"""Positions and checks shared by the Cirulla tests."""

from __future__ import annotations

from typing import Any, Sequence

from tarotdesk.core.cards import Card, card, cards
from tarotdesk.core.match import DealSetup, Match
from tarotdesk.games.cirulla import GAMES
from tarotdesk.games.cirulla.deal import CirullaDeal
from tarotdesk.games.cirulla.options import rules_of
from tarotdesk.games.cirulla.rules import CARDS, HAND_SIZE, PLAYS_PER_DEAL

GAME = GAMES["cirulla"]
RULES = rules_of({})


def quiet_deck(n: int) -> list[Card]:
    """A deck whose opening table neither redeals nor scores (table = pack positions 3n..3n+3)."""
    deck = list(CARDS)
    table = cards("S2 S3 S4 C2")  # total 11: no bonus, no Ace
    rest = [c for c in deck if c not in table]
    return rest[: HAND_SIZE * n] + table + rest[HAND_SIZE * n:]


def deal_from(deck: Sequence[Card], n: int = 2, dealer: int = 0, options: dict[str, Any] | None = None) -> CirullaDeal:
    """A deal of ``deck`` with the game's options (defaults overlaid with ``options``)."""
    resolved = GAME.resolve_options(n, options or {})
    return CirullaDeal(n, dealer, resolved, list(deck), (), rules_of(resolved))


def position(hands: dict[int, str], table: str, stock: str = "", n: int = 2, dealer: int = 0,
             turn: int | None = None, options: dict[str, Any] | None = None, fresh: bool = False) -> CirullaDeal:
    """A deal rearranged into a given position; every other card lies in the piles (split
    between the sides), so the 40 cards stay accounted for. ``plays`` follows from the cards
    still in hands and stock, so the final play is detected as in a real deal."""
    deal = deal_from(quiet_deck(n), n, dealer, options)
    deal.announced = True
    deal.hands = [cards(hands.get(s, "")) for s in range(n)]
    deal.table = cards(table)
    deal.table_values = tuple(deal.value(c) for c in deal.table)
    deal.stock = cards(stock)
    placed = set(deal.table) | set(deal.stock) | {c for h in deal.hands for c in h}
    rest = [c for c in CARDS if c not in placed]
    deal.piles = [rest[i::deal.n_sides] for i in range(deal.n_sides)]
    in_play = sum(len(h) for h in deal.hands) + len(deal.stock)
    deal.plays = PLAYS_PER_DEAL - in_play
    deal.round = deal.rounds - len(deal.stock) // (HAND_SIZE * n)
    deal.fresh = [fresh and len(h) == HAND_SIZE for h in deal.hands]
    deal.known_in_hand = [[] for _ in range(n)]
    deal.last_capturer = 0
    deal.table_bonus = None
    deal.current_player = (dealer + 1) % n if turn is None else turn
    deal._legal_cache = None
    return deal


def match_with_deck(deck: Sequence[Card], n: int, dealer: int = 0, options: dict[str, Any] | None = None,
                    more: Sequence[DealSetup] = ()) -> Match:
    """A match whose first deal is ``deck`` (and further prearranged decks)."""
    return Match(GAME, n, options, seed=1, first_dealer=dealer,
                 prearranged=[DealSetup(0, tuple(deck), 0, dealer), *more])


def texts(actions: Sequence[Any]) -> set[str]:
    return {a.text for a in actions}


def all_cards_of(deal: CirullaDeal) -> list[Card]:
    """Every card of a complete state, wherever it lies."""
    out = [c for h in deal.hands for c in h] + list(deal.table) + list(deal.stock)
    for p in deal.piles:
        out += p
    return out


def c(code: str) -> Card:
    return card(code)
