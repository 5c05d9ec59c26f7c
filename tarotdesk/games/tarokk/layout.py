"""The table as a seat sees it, and the status-line prompt of a tarokk deal."""

from __future__ import annotations

from typing import Any

from ...core.cards import UNKNOWN, Card
from ...core.message_params import Count
from ...core.state import TableLayout
from .base import DealBase
from .rules import CONTRACTS, DF, DS, PACK


def _notes(d: DealBase) -> list[list[tuple[str, dict[str, Any]]]]:
    notes: list[list[tuple[str, dict[str, Any]]]] = [[] for _ in range(d.n_players)]
    if d.n_players == 5:
        notes[d.dealer].append(("note.sitting_out", {}))
    notes[d.dealer].append(("note.dealer", {}))
    if d.declarer is None:
        last: dict[int, int | None] = {}
        for seat, level in d.auction.history:
            last[seat] = level
        for seat, level in last.items():
            notes[seat].append(("note.passed", {}) if level is None else ("note.bid_" + CONTRACTS[level], {}))
    else:
        assert d.contract is not None
        notes[d.declarer].append(("note.declarer_" + CONTRACTS[d.contract], {}))
    if d.invitation is not None:
        card, seat, _ = d.invitation
        notes[seat].append(("note.invitation", {"card": card.code, "number": card.trump}))
    if d.called is not None and d.declarer is not None:
        notes[d.declarer].append(("note.called", {"card": d.called.code, "number": d.called.trump}))
    for s in d.active:
        if s == d.declarer:
            continue
        if d.public_side[s] == DS:
            notes[s].append(("note.partner", {}))
        elif d.public_side[s] == DF:
            notes[s].append(("note.defender", {}))
        if d.tarokk_counts[s] > 0:
            notes[s].append(("note.tarokks_discarded", {"count": d.tarokk_counts[s]}))
    if d.tarokk_total:
        notes[d.dealer].append(("note.tarokks_discarded_total", {"count": d.tarokk_total}))
    for s in d.active:
        if d.declared[s]:
            notes[s].append(("note.declared", {"count": d.declared[s]}))
    for seat, text in d.ann_log:
        kind, _, word = text.partition(":")
        if kind == "announce":
            notes[seat].append(("note.announced_" + word, {}))
        elif kind != "declare":
            notes[seat].append(("note." + kind + "_" + word, {}))
    return notes


def build_layout(d: DealBase) -> TableLayout:
    """What the table shows to ``d.viewer`` (everything for a complete state)."""
    viewer = d.viewer
    n = d.n_players
    hands: list[list[Card]] = []
    for s in range(n):
        if viewer is None or s == viewer:
            hands.append(PACK.sorted(list(d.hands[s])))
        else:
            hands.append([UNKNOWN] * len(d.hands[s]))
    groups: list[tuple[str, list[Card]]] = []
    if d.shown:
        groups.append(("group.declarer_tarokks", list(d.shown)))
    if viewer is None:
        if d.talon:
            groups.append(("group.talon", list(d.talon)))
        every = [c for s in d.active for c in d.discards[s]]
        if every:
            groups.append(("group.discards", every))
    elif viewer < n and d.discards[viewer]:  # a spectator (PUBLIC) has no discards of his own
        groups.append(("group.own_discards", list(d.discards[viewer])))
    last: list[tuple[int, Card]] = []
    if d.tricks:
        seats, cards, _ = d.tricks[-1]
        last = list(zip(seats, cards))
    return TableLayout(
        hands=hands,
        center=list(zip(d.trick_seats, d.trick)),
        center_kind="trick",
        piles=[len(p) for p in d.piles],
        stock=len(d.talon),
        exposed=[[] for _ in range(n)],
        groups=groups,
        last_trick=last,
        notes=_notes(d),
        active=[d.prio[s] >= 0 for s in range(n)],
    )


def prompt_of(d: DealBase) -> tuple[str, dict[str, Any]]:
    """The decision being made now, as a message key and its parameters."""
    phase = d.phase
    if phase == "bidding":
        return ("prompt.bid", {})
    if phase == "discard" and d.turn is not None:
        return ("prompt.discard", {"count": Count(d.to_discard[d.turn])})
    if phase == "over":
        return ("phase.over", {})
    if phase == "annulment" and d.turn is not None and d.viewer in (None, d.turn) \
            and not d.may_annul(d.turn):  # type: ignore[attr-defined]
        # A lone "Pass": the prompt says why the hand cannot annul.
        return ("prompt.annulment-pass", {"condition": d.annulment_condition()})  # type: ignore[attr-defined]
    return ("prompt." + phase, {})


def public_teams(d: DealBase) -> list[list[int]] | None:
    """The sides as the table knows them (players still unknown are in neither list)."""
    if d.declarer is None:
        return None
    ds = [s for s in d.active if s == d.declarer or d.public_side[s] == DS]
    df = [s for s in d.active if s != d.declarer and d.public_side[s] == DF]
    return [ds, df]
