"""Trick-taking shared by the tarot games: following, trumping, the excuse, winners, counting.

The functions work on plain lists of cards so that game states stay cheap to copy. A game
describes its trick rules once in a :class:`TrickRules` and calls these functions in its
play phase. What differs between games is data:

* ``excuse``: the card that may always be played and never wins (the Fool/Matto), or None
  (the Hungarian Skiz is an ordinary trump);
* ``fool_mode``: where the excuse goes after its trick: ``"exchange"`` (Lombard games: to the
  trick's winner, who gets a card of its player's own pile for it, possibly later) or
  ``"keep"`` (Bolognese: it stays with its player, who owes the winner one card);
* ``later_equal_trump_wins``: among trumps of equal strength the later one wins (the four
  Bolognese Moors).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from .cards import FOOL, TRUMP, Card
from .packs import Pack


@dataclass(frozen=True, eq=False)
class TrickRules:
    """How one game plays to tricks."""

    pack: Pack
    excuse: Card | None = FOOL
    must_trump: bool = True
    fool_mode: str = "exchange"  # or "keep"
    later_equal_trump_wins: bool = False


def lead_of(trick: Sequence[Card], excuse: Card | None) -> Card | None:
    """The card that sets the suit to follow: the first card that is not the excuse."""
    for c in trick:
        if c is not excuse:
            return c
    return None


def legal_cards(hand: Sequence[Card], trick: Sequence[Card], rules: TrickRules) -> list[Card]:
    """The cards of ``hand`` that may be played to ``trick`` (the cards already played, in order).

    Follow the suit of the first non-excuse card; if void, play a trump (when ``must_trump``);
    otherwise anything. The excuse may always be played. There is no duty to beat a card.
    """
    if not trick:
        return list(hand)
    excuse = rules.excuse
    lead = trick[0]
    if lead is excuse:
        lead = lead_of(trick, excuse)
        if lead is None:  # the excuse was led: the second player is free
            return list(hand)
    suit = lead.suit
    follow = [c for c in hand if c.suit == suit]
    if not follow and rules.must_trump and suit != TRUMP:
        follow = [c for c in hand if c.suit == TRUMP]
    if not follow:
        return list(hand)
    # Cards are ints (equal only to themselves), so ``in`` runs at C speed.
    if excuse is not None and excuse in hand:
        follow.append(excuse)
    return follow


def winning_index(trick: Sequence[Card], rules: TrickRules) -> int:
    """Position in ``trick`` of the winning card (never the excuse)."""
    excuse = rules.excuse
    strength = rules.pack.strength_table
    best = -1
    best_trump = -1
    later_wins = rules.later_equal_trump_wins
    for i, c in enumerate(trick):
        if c.suit == TRUMP:
            s = strength[c.index]
            if s > best_trump or (later_wins and s == best_trump):
                best_trump, best = s, i
    if best >= 0:
        return best
    lead = lead_of(trick, excuse)
    if lead is None:
        raise ValueError("a trick of excuses only has no winner")
    suit = lead.suit
    best_s = -1
    for i, c in enumerate(trick):
        if c.suit == suit and strength[c.index] > best_s:
            best_s, best = strength[c.index], i
    return best


def collect_trick(trick: Sequence[Card], seats: Sequence[int], winner: int,
                  piles: list[list[Card]], rules: TrickRules) -> int | None:
    """Move a finished trick into the piles; return the seat that played the excuse, if any.

    In ``exchange`` mode every card goes to the winner; in ``keep`` mode the excuse goes to
    the pile of the seat that played it and the rest to the winner.
    """
    excuse = rules.excuse
    fool_seat: int | None = None
    pile = piles[winner]
    for c, s in zip(trick, seats):
        if c is excuse:
            fool_seat = s
            if rules.fool_mode == "keep":
                piles[s].append(c)
                continue
        pile.append(c)
    return fool_seat


def give_for_excuse(piles: list[list[Card]], giver: int, receiver: int, given: Card,
                    rules: TrickRules) -> None:
    """Settle the excuse: ``given`` moves from the giver's pile to the receiver's.

    In ``exchange`` mode the excuse comes back from the receiver's pile to the giver's, so both
    piles keep their sizes. ``given`` may be the excuse itself in ``keep`` mode (a player whose
    pile holds nothing else hands the excuse over).
    """
    piles[giver].remove(given)
    piles[receiver].append(given)
    if rules.fool_mode == "exchange" and rules.excuse is not None and given is not rules.excuse:
        piles[receiver].remove(rules.excuse)
        piles[giver].append(rules.excuse)


def note_voids(voids: list[set[str]], seat: int, played: Card, trick_before: Sequence[Card],
               rules: TrickRules) -> None:
    """Record what a play proves about a hand: not following shows a void (public knowledge).

    ``trick_before`` is the trick before ``played``. ``voids[seat]`` holds suit letters and
    ``"T"`` for trumps.
    """
    if played is rules.excuse or not trick_before:
        return
    lead = lead_of(trick_before, rules.excuse)
    if lead is None:
        return
    if played.suit != lead.suit:
        voids[seat].add(lead.suit)
        if rules.must_trump and lead.suit != TRUMP and played.suit != TRUMP:
            voids[seat].add(TRUMP)


# -- counting card points in batches -------------------------------------------------------------

def batch_points(cards: Sequence[Card], values: Sequence[int], batch: int) -> int:
    """Card points counted in batches of ``batch`` cards (engine formula of the Lombard games).

    Each counting card is worth its value minus one and each complete batch adds one point:
    ``sum(values) - (counting cards) + floor(len(cards) / batch)``. It equals the traditional
    batch-by-batch count whenever the leftover cards can be blanks, and does not depend on how
    the batches are formed. ``values`` is indexed by ``Card.index``.
    """
    total = 0
    counting = 0
    for c in cards:
        v = values[c.index]
        if v:
            total += v
            counting += 1
    return total - counting + len(cards) // batch


def batch_groups(cards: Sequence[Card], values: Sequence[int], batch: int
                 ) -> tuple[list[tuple[list[Card], int]], list[Card]]:
    """The pile laid out in batches as players count it, for display.

    Returns ``(batches, leftover)``: each batch with its points (sum of values + 1 − counting
    cards), and the leftover cards (blanks where possible). Each batch gets at most one counting
    card while blanks last, as players usually pair honours with blanks; the total equals
    :func:`batch_points` whenever enough blanks exist.
    """
    counting = sorted((c for c in cards if values[c.index]), key=lambda c: -values[c.index])
    blanks = [c for c in cards if not values[c.index]]
    n_batches = len(cards) // batch
    leftover_n = len(cards) - n_batches * batch
    leftover = blanks[:leftover_n] if len(blanks) >= leftover_n else blanks + counting[: leftover_n - len(blanks)]
    rest_blanks = blanks[len(leftover):] if len(blanks) >= leftover_n else []
    rest_counting = counting if len(blanks) >= leftover_n else counting[leftover_n - len(blanks):]
    groups: list[list[Card]] = [[] for _ in range(n_batches)]
    for i, c in enumerate(rest_counting):  # spread honours one per batch first
        groups[i % n_batches].append(c)
    for c in rest_blanks:
        for g in groups:
            if len(g) < batch:
                g.append(c)
                break
    out = []
    for g in groups:
        counted = sum(1 for c in g if values[c.index])
        out.append((g, sum(values[c.index] for c in g) + 1 - counted))
    return out, leftover
