"""What the table draws at one moment, and the moments between two layouts (no Qt).

A :class:`Frame` is a :class:`~tarotdesk.core.state.TableLayout` plus the table's own facts
(names, dealer, who is thinking, which cards are legal). :func:`frames_for_step` turns one
change of the game into the sequence of frames the table animates through: when a trick is
completed it first shows the full trick, then sweeps it to the winner's pile; when a fishing
capture happens it first shows the capturing card beside the cards it takes.
:func:`table_frame` builds the frame of a position, for the table at play and for the
replay viewer alike.
"""

from __future__ import annotations

import html
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, Callable, Iterable, Mapping

from ...core.cards import UNKNOWN, Card, card, is_card_code
from ...core.events import Event
from ...core.state import TableLayout
from .hand_order import sort_hand

if TYPE_CHECKING:
    from ...core.game import Game
    from ...table.state import TableState
    from .settings import Settings
    from .words import Words


@dataclass
class SeatInfo:
    """One seat's name plate."""

    name: str
    dealer: bool = False
    team: int | None = None  # index of the seat's known side, for its colour and letter
    notes: list[str] = field(default_factory=list)
    active: bool = True
    current: bool = False
    thinking: bool = False
    count_text: str = ""  # e.g. "12 cards", shown at the end of the name line


@dataclass
class Frame:
    """Everything the table shows at one moment."""

    pack_id: str
    n: int
    viewer: int
    direction: str
    layout: TableLayout
    seats: list[SeatInfo]
    hand: list[Card] = field(default_factory=list)  # the viewer's hand in display order
    legal: frozenset[Card] | None = None  # cards the viewer may use now (None: no highlighting)
    usable: frozenset[Card] | None = None  # the same whatever the highlighting (None: nothing to use now)
    selected: frozenset[Card] = frozenset()
    table_marked: dict[Card, int] = field(default_factory=dict)  # table cards offered, by option
    table_picked: frozenset[Card] = frozenset()
    group_labels: list[str] = field(default_factory=list)
    last_trick_label: str = ""
    show_last_trick: bool = True
    actor: int | None = None  # the seat whose action led to this frame (where new cards come from)
    dealing: bool = False  # a new deal: hand cards come from the dealer
    dealer: int = 0
    sink: int | None = None  # the seat whose pile receives the cards that leave the table
    card_tips: dict[Card, str] = field(default_factory=dict)  # a card's tooltip (face-up cards of a hand)
    card_badges: dict[Card, str] = field(default_factory=dict)  # what a card plays as (a designated Matta)
    card_rules: dict[Card, str] = field(default_factory=dict)  # the rule that shows a face-up card (a click opens it)


def seating_direction(game: "Game", options: Mapping[str, Any]) -> str:
    """The direction the table is drawn in for a match with these options (``"ccw"`` or ``"cw"``):
    a rule option may mirror the seating (Cirulla's ``direction``), so the game is asked."""
    found = game.effective_direction(dict(options))
    return found if found in ("ccw", "cw") else game.direction


def table_frame(state: "TableState", words: "Words", settings: "Settings", count_text: Callable[[int], str],
                last_trick_label: str, thinking: int | None = None,
                face_up_tip: Callable[[Card, int, str | None], str] | None = None, chair: int | None = None,
                **marks: Any) -> Frame:
    """The frame of the table ``state`` shows, drawn from ``chair`` (default: the state's own seat).

    ``state.layout`` is the table as shown (a seat's view, or every hand in a replay); it is
    completed in place to one hand and one pile per seat. ``count_text(n)`` labels a seat
    holding ``n`` cards; ``thinking`` is the seat the computer is deciding for. ``marks`` are
    the remaining :class:`Frame` fields of an interactive table (``legal``, ``usable``, ``selected``,
    ``table_marked``, ``table_picked``, ``actor``, ``dealing``). ``face_up_tip(card, seat, rule)``
    explains a card of a seat's hand that everybody has seen (drawn face up beside it), ``rule``
    being the section that says why (``TableLayout.card_rules``; None if the game names none).
    """
    layout = state.layout
    viewer = state.chair if chair is None else chair
    n = state.n_players
    while len(layout.hands) < n:
        layout.hands.append([])
    while len(layout.piles) < n:
        layout.piles.append(0)
    own = [c for c in layout.hands[viewer] if c is not UNKNOWN] if state.viewer in (None, viewer) else []
    hand = sort_hand(state.game.pack, own, settings.sort_order, settings.sort_descending)
    team_of = {s: i for i, t in enumerate(state.teams or []) for s in t}
    cp = state.current_player
    seats = []
    for s in range(n):
        raw = layout.notes[s] if s < len(layout.notes) else []
        # The plate's chip already marks the dealer: the "Dealer" note goes last, so that a small
        # plate shows the notes only it can give (the running score) before it runs out of lines.
        raw = [x for x in raw if x[0] != "note.dealer"] + [x for x in raw if x[0] == "note.dealer"]
        notes = [words.note(k, p) for k, p in raw]
        count = len(layout.hands[s])
        seats.append(SeatInfo(
            name=words.seat(s), dealer=s == state.dealer, team=team_of.get(s), notes=notes,
            active=layout.active[s] if s < len(layout.active) else True, current=s == cp,
            thinking=thinking is not None and s == thinking, count_text=count_text(count) if count else "",
        ))
    tips: dict[Card, str] = {}
    if face_up_tip is not None:
        exposed = layout.exposed or []
        for s in range(n):
            seen = list(exposed[s]) if s < len(exposed) else []
            if s != viewer:
                seen += layout.hands[s]
            for c in seen:
                if c is not UNKNOWN:
                    tips[c] = face_up_tip(c, s, layout.card_rules.get(c))
    badges: dict[Card, str] = {}
    for c, (badge, key, params) in layout.card_marks.items():
        badges[c] = badge
        tips[c] = "\n".join(t for t in (tips.get(c, ""), words.note(key, params)) if t)
    # A tooltip takes text that looks like markup for markup, and names come from the players:
    # the tips are given as escaped rich text.
    tips = {c: "<p>" + html.escape(t).replace("\n", "<br>") + "</p>" for c, t in tips.items()}
    return Frame(
        pack_id=state.game.pack_id, n=n, viewer=viewer, direction=seating_direction(state.game, state.options),
        layout=layout, seats=seats, hand=hand, group_labels=[words.text(k) for k, _ in layout.groups],
        last_trick_label=last_trick_label, show_last_trick=settings.show_last_trick, dealer=state.dealer,
        card_tips=tips, card_badges=badges, card_rules={c: r for c, r in layout.card_rules.items() if c in tips},
        **marks,
    )


def _grown_pile(before: TableLayout, after: TableLayout) -> int | None:
    best, seat = 0, None
    for s, (a, b) in enumerate(zip(before.piles, after.piles)):
        if b - a > best:
            best, seat = b - a, s
    return seat


def revealed_cards(events: Iterable[Event], viewer: int) -> list[Card]:
    """Cards named by the events the viewer may see (what was shown at the table), in order."""
    out: list[Card] = []

    def take(value: Any) -> None:
        if isinstance(value, Card) and value is not UNKNOWN:
            if value not in out:
                out.append(value)
        elif isinstance(value, str) and is_card_code(value):
            c = card(value)
            if c not in out:
                out.append(c)
        elif isinstance(value, (list, tuple)):
            for v in value:
                take(v)

    for e in events:
        if e.visible_to(viewer):
            for v in e.data.values():
                take(v)
    return out


def _cards_of(layout: TableLayout) -> set[Card]:
    out: set[Card] = set()
    for h in layout.hands:
        out.update(c for c in h if c is not UNKNOWN)
    out.update(c for _, c in layout.center if c is not UNKNOWN)
    for ex in layout.exposed:
        out.update(c for c in ex if c is not UNKNOWN)
    for _, cs in layout.groups:
        out.update(c for c in cs if c is not UNKNOWN)
    return out


def frames_for_step(before: Frame, after: Frame, events: list[Event]) -> list[tuple[Frame, bool]]:
    """The frames to show for one action, each with True if the table should pause on it.

    ``before`` is the frame shown now and ``after`` the frame of the new layout. Cards that
    leave the middle go to the pile that grew (``sink``).
    """
    b, a = before.layout, after.layout
    sink = _grown_pile(b, a)
    final = replace(after, sink=sink)
    if after.dealing:
        return [(final, False)]
    gone_trick = a.center_kind == "trick" and a.last_trick and a.last_trick != b.last_trick
    if gone_trick:
        shown = replace(after, layout=replace(a, center=list(a.last_trick), center_kind="trick",
                                              last_trick=list(b.last_trick), piles=list(b.piles)),
                        sink=None)
        return [(shown, True), (final, False)]
    if b.center_kind == "table":
        now = _cards_of(a)
        taken = [(s, c) for s, c in b.center if c not in now]
        if taken:
            played = [c for c in revealed_cards(events, after.viewer)
                      if c not in now and c not in {x for _, x in b.center}]
            center = [(s, c) for s, c in b.center] + [(after.actor, c) for c in played]
            shown = replace(after, layout=replace(a, center=center, center_kind="table",
                                                  piles=list(b.piles)),
                            table_marked={}, sink=None)
            return [(shown, True), (final, False)]
    return [(final, False)]
