"""What a played card does: the resolution order of the spec and the capture of a run.

Pure functions on plain lists, shared by the deal and the rule-based player (which uses them
to look one play ahead without touching a state).
"""

from __future__ import annotations

from typing import Sequence

from ...core.cards import Card
from .rules import RANK, SUCC, VALUE

# How a play resolves (the chain states of the spec are named after them).
PLACE = "place"
CAPTURE = "capture"
PORRAZO = "porrazo"
COUNTER = "counter"
SAN_BENITO = "san_benito"

# The porrazo chain: what the previous play of the same deal was.
NO_CHAIN = ""
DISCARDED = "discarded"  # a non-capturing play: the next card of its rank makes a porrazo
PORRAZO_MADE = "porrazo"  # a porrazo: the next card of its rank counters it
COUNTERED = "countered"  # a counter-porrazo: the next card of its rank is a San Benito

#: What a card of the chain's rank does after each chain state.
NEXT_IN_CHAIN = {DISCARDED: PORRAZO, PORRAZO_MADE: COUNTER, COUNTERED: SAN_BENITO}

#: The resolutions that capture, i.e. that en su lugar may decline.
DECLINABLE = frozenset({CAPTURE, PORRAZO, COUNTER})


def resolution(table: Sequence[Card], chain: str, chain_rank: int, rank: int) -> str:
    """How a card of ``rank`` resolves on ``table`` after ``chain`` (spec 6.2, checked in order)."""
    if chain and rank == chain_rank:
        return NEXT_IN_CHAIN[chain]
    for c in table:
        if RANK[c.index] == rank:
            return CAPTURE
    return PLACE


def first_of_rank(table: Sequence[Card], rank: int) -> Card:
    """The card of ``rank`` that has lain on the table longest (the canonical one to take)."""
    for c in table:
        if RANK[c.index] == rank:
            return c
    raise ValueError(f"no card of rank {rank} on the table")


def capture_run(table: Sequence[Card], first: Card, rank: int) -> list[Card]:
    """``first`` (a table card of ``rank``) plus the ascending run above it, one card per rank.

    The run follows K with A and stops at the first missing rank; it never comes back to
    ``rank`` itself, so a second card of the matched rank stays on the table. Where a rank
    lies twice, the card that has been there longest is taken.
    """
    # Runs are short and tables small: scanning the table per rank beats building an index.
    taken = [first]
    n = SUCC[rank]
    while n != rank:
        for c in table:
            if RANK[c.index] == n:
                taken.append(c)
                break
        else:
            break
        n = SUCC[n]
    return taken


def limpia_value(captured: Sequence[Card], run_last: Card, mode: str) -> int:
    """A limpia's points: v of the highest captured rank, or of the run's last card (option)."""
    if mode == "last_of_run":
        return VALUE[RANK[run_last.index]]
    return VALUE[max(RANK[c.index] for c in captured)]
