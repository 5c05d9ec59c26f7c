"""Where each card of a deck goes when a deal is dealt, and the deck that deals given hands.

A game's dealing takes a deck (index 0 = first card dealt) and puts its cards in places: the
hands, the talon, the stock, the opening table, the cards not used. :class:`Place` names one
such place and the deck positions it receives, in the order the place holds them. A game gives
its places with :meth:`~tarotdesk.core.game.Game.deal_places`, which every family computes by
dealing its own pack in pack order with its own dealing code and reading where each card went
(:func:`locate`): the dealing rule stays in one place, and the inverse follows from it.

With the places, :func:`split` reads a deck as hands (and talon, stock ...), :func:`arrange`
turns hands back into the deck that deals them (a prearranged deck, as a practice deal or an
edited deal is played), and :func:`deal_problems` says why some hands cannot be a deal.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterable, Sequence

from .cards import Card

#: The kinds of place, in the order an editor lists them.
PLACE_KINDS = ("hand", "talon", "table", "stock", "unused")


@dataclass(frozen=True)
class Place:
    """One place a deal puts cards: ``kind`` (see :data:`PLACE_KINDS`), the seat of a hand, and
    the deck positions it receives, in the order the place holds them."""

    kind: str
    seat: int | None
    positions: tuple[int, ...]

    @property
    def size(self) -> int:
        """How many cards the place holds after the deal."""
        return len(self.positions)


@dataclass(frozen=True)
class DealProblem:
    """Why some cards cannot be dealt: ``code`` (``place-count``, ``card-twice``,
    ``card-missing``, ``card-foreign``) and its facts (cards as codes, places by index)."""

    code: str
    params: dict[str, Any] = field(default_factory=dict)


def locate(deck: Sequence[Card], parts: Iterable[tuple[str, int | None, Sequence[Card]]]) -> list[Place]:
    """The places of a deal of ``deck``, from what the dealing put in each place.

    ``parts`` are ``(kind, seat, cards)`` as the game's deal holds them; every card of the deck
    must be in exactly one part (a ValueError says which is not).
    """
    position = {c: i for i, c in enumerate(deck)}
    if len(position) != len(deck):
        raise ValueError("the deck used to locate the places holds a card twice")
    places = [Place(kind, seat, tuple(position[c] for c in cards)) for kind, seat, cards in parts]
    seen = sorted(p for place in places for p in place.positions)
    if seen != list(range(len(deck))):
        raise ValueError("the places do not take every card of the deck exactly once")
    return places


def split(places: Sequence[Place], deck: Sequence[Card]) -> list[list[Card]]:
    """The cards each place receives from ``deck``, in the places' order."""
    return [[deck[p] for p in place.positions] for place in places]


def arrange(places: Sequence[Place], contents: Sequence[Sequence[Card]]) -> list[Card]:
    """The deck that deals ``contents`` (one list per place) into ``places``.

    ``contents`` must fit the places (see :func:`deal_problems`); a ValueError otherwise.
    """
    size = sum(place.size for place in places)
    deck: list[Card | None] = [None] * size
    for place, cards in zip(places, contents, strict=True):
        if len(cards) != place.size:
            raise ValueError(f"a {place.kind} of {place.size} cards was given {len(cards)}")
        for p, c in zip(place.positions, cards):
            deck[p] = c
    return deck  # type: ignore[return-value]  # every position is filled: the places cover the deck


def deal_problems(places: Sequence[Place], contents: Sequence[Sequence[Card]],
                  pack_cards: Sequence[Card]) -> list[DealProblem]:
    """Why ``contents`` cannot be dealt into ``places`` with this pack (empty: it can).

    A card of another pack, a card given twice, a card of the pack given nowhere, and a place
    with the wrong number of cards are each told once, in that order.
    """
    in_pack = set(pack_cards)
    problems: list[DealProblem] = []
    given: list[Card] = [c for cards in contents for c in cards]
    problems += [DealProblem("card-foreign", {"card": c.code}) for c in dict.fromkeys(given) if c not in in_pack]
    counts: dict[Card, int] = {}
    for c in given:
        counts[c] = counts.get(c, 0) + 1
    problems += [DealProblem("card-twice", {"card": c.code, "count": k}) for c, k in counts.items() if k > 1]
    problems += [DealProblem("card-missing", {"card": c.code}) for c in pack_cards if c not in counts]
    for i, (place, cards) in enumerate(zip(places, contents, strict=True)):
        if len(cards) != place.size:
            problems.append(DealProblem("place-count", {"place": i, "count": len(cards), "size": place.size}))
    return problems
