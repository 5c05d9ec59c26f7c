"""Shared fixtures of the Mattazza tests: spec card ids, prearranged decks, deals, random matches."""

from __future__ import annotations

from collections.abc import Sequence

from tarotdesk.core.cards import Card, card
from tarotdesk.core.match import DealSetup, Match
from tarotdesk.games.mattazza import GAMES
from tarotdesk.games.mattazza.deal import MattazzaDeal
from tarotdesk.games.mattazza.rules import HAND_SIZE, PACK, PACKET

GAME = GAMES["mattazza"]

_SPECIAL = {"ANGEL": "T21", "WORLD": "T20", "SUN": "T19", "MOON": "T18", "BAGATTO": "T1", "MATTO": "FOOL"}


def spec_card(code: str) -> Card:
    """A card from the spec's ids (``B*`` batons, ``C*`` cups, ``T05``, ``MOOR1`` …)."""
    if code in _SPECIAL:
        return card(_SPECIAL[code])
    if code.startswith("MOOR"):
        return card("M" + code[4:])
    if code[0] == "T" and code[1:].isdigit():
        return card(f"T{int(code[1:])}")
    suit = {"S": "S", "B": "C", "C": "H", "D": "D"}[code[0]]
    return card(suit + code[1:])


def spec_cards(codes: str) -> list[Card]:
    """Several spec ids separated by spaces."""
    return [spec_card(c) for c in codes.split()]


def deck_for(hands: Sequence[Sequence[Card]], dealer: int, unused: Sequence[Card] = ()) -> list[Card]:
    """The deck order that deals exactly ``hands`` (two packets of five from the dealer's right)."""
    n = len(hands)
    deck: list[Card] = []
    for r in range(HAND_SIZE // PACKET):
        for k in range(n):
            deck.extend(hands[(dealer + 1 + k) % n][r * PACKET:(r + 1) * PACKET])
    used = set(deck)
    rest = list(unused) + [c for c in PACK.cards if c not in used and c not in unused]
    deck.extend(rest)
    assert sorted(deck) == sorted(PACK.cards)
    return deck


def fill_hands(partial: Sequence[Sequence[Card]], allowed: dict[int, str] | None = None) -> list[list[Card]]:
    """Complete hands to ten cards with unused cards; ``allowed[seat]`` limits a seat's filler to
    those suit letters (``T`` for trumps); the Matto is never added."""
    allowed = allowed or {}
    used = {c for h in partial for c in h}
    spare = [c for c in PACK.cards if c not in used and c.code != "FOOL"]
    out: list[list[Card]] = [list(h) for h in partial]
    # the most constrained seats pick first
    for seat in sorted(range(len(partial)), key=lambda s: len(allowed.get(s, "SCHDT"))):
        suits = allowed.get(seat, "SCHDT")
        while len(out[seat]) < HAND_SIZE:
            c = next(c for c in spare if c.suit in suits)
            spare.remove(c)
            out[seat].append(c)
    return out


def new_deal(hands: Sequence[Sequence[Card]], dealer: int, unused: Sequence[Card] = (),
             options: dict | None = None) -> MattazzaDeal:
    """A deal state with these hands."""
    n = len(hands)
    opts = GAME.resolve_options(n, options or {})
    return MattazzaDeal(n, dealer, deck_for(hands, dealer, unused), opts)


def match_with(hands: Sequence[Sequence[Card]], dealer: int, unused: Sequence[Card] = (),
               options: dict | None = None, seed: int = 0) -> Match:
    """A match whose first deal deals these hands."""
    deck = tuple(deck_for(hands, dealer, unused))
    return Match(GAME, len(hands), options, seed=seed, first_dealer=dealer,
                 prearranged=[DealSetup(0, deck, 0, dealer)])
