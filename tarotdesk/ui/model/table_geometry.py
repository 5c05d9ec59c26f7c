"""Where things go on the table, for any number of seats and any view size (no Qt).

The viewer's hand runs along the bottom; the other seats sit on an ellipse above it in playing
order, going round to the right when the game plays counter-clockwise (``Game.direction ==
"ccw"``) and to the left otherwise; the trick or the face-up table is in the middle; a strip
along the top holds public card groups (left) and the last trick (right). Sizes follow the
view, so the same table serves a small window and a large screen; everything here is in
logical pixels with the origin at the top left.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ...core.cards import UNKNOWN, Card

if TYPE_CHECKING:
    from .table_frame import Frame


@dataclass(frozen=True)
class Rect:
    """An axis-aligned rectangle."""

    x: float
    y: float
    w: float
    h: float

    @property
    def right(self) -> float:
        return self.x + self.w

    @property
    def bottom(self) -> float:
        return self.y + self.h

    @property
    def cx(self) -> float:
        return self.x + self.w / 2

    @property
    def cy(self) -> float:
        return self.y + self.h / 2

    def intersects(self, other: "Rect") -> bool:
        """True if the two rectangles overlap (touching edges do not count)."""
        return self.x < other.right and other.x < self.right and self.y < other.bottom and other.y < self.bottom

    def contains(self, other: "Rect") -> bool:
        """True if ``other`` lies inside this rectangle."""
        eps = 0.01
        return (other.x >= self.x - eps and other.y >= self.y - eps and other.right <= self.right + eps
                and other.bottom <= self.bottom + eps)


#: How much of a card's width, from its left edge, its corner index takes in the card art (a
#: suit card's rank-and-sign column ends at 21 % of the width, a trump's numeral band at 37 %),
#: with a little air: a fanned hand shows at least this much of every card but the last.
INDEX_SUIT = 0.24
INDEX_TRUMP = 0.40
#: How much of a card's height, from its top, its corner index takes (rank over suit sign on
#: the shorter French packs is the tallest): the back row of a two-row hand shows this much.
INDEX_HEIGHT = 0.30
#: The smallest size of the viewer's cards, relative to the table's cards, before the hand
#: goes over two rows.
HAND_MIN_SCALE = 0.8
#: How many face-up table cards a fishing table must hold without touching the seats.
TYPICAL_TABLE = 8
#: Relative sizes of cards in the middle, in the other seats' hands and in the top strip.
CENTRE_SCALE = 0.86
SMALL_SCALE = 0.5


@dataclass(frozen=True)
class Metrics:
    """Sizes derived from the view: cards, text, the opponents' boxes, the bands."""

    width: float
    height: float
    card_w: float
    card_h: float
    font_px: int
    plate_w: float
    plate_h: float
    strip_h: float
    hand_top: float

    @property
    def centre_w(self) -> float:
        return self.card_w * CENTRE_SCALE

    @property
    def centre_h(self) -> float:
        return self.card_h * CENTRE_SCALE

    @property
    def small_w(self) -> float:
        return self.card_w * SMALL_SCALE

    @property
    def small_h(self) -> float:
        return self.card_h * SMALL_SCALE

    @property
    def box_w(self) -> float:
        """Width of another seat's box: its name plate plus the pile beside it."""
        return self.plate_w + 6 + self.small_w

    @property
    def box_h(self) -> float:
        """Height of another seat's box: its cards above its name plate."""
        return self.small_h + 4 + self.plate_h


def index_fraction(c: object) -> float:
    """The share of ``c``'s width that its corner index needs (a trump's numeral band is the
    widest); an unknown card counts as a trump."""
    suit = getattr(c, "suit", "T")
    return INDEX_SUIT if suit in ("S", "C", "H", "D") else INDEX_TRUMP


def metrics(width: float, height: float, aspect: float, n_seats: int, shrink: float = 1.0,
            second_row: float = 0.0) -> Metrics:
    """Sizes for a view of ``width`` x ``height`` showing a pack of this ``aspect`` (cards
    ``shrink`` times their natural size; ``second_row``: the hand's second row reaches this
    share of a card's height further down)."""
    font_px = max(11, min(15, round(height / 56)))
    plate_h = round(font_px * 5.5)
    # The hand takes about a fifth of the height; many seats leave less room for it.
    share = 0.2 if n_seats <= 4 else 0.18
    card_h = height * share * shrink
    card_w = card_h / aspect
    card_w = max(30.0, min(card_w, width / 10 * shrink, 150.0))
    card_h = card_w * aspect
    plate_w = max(font_px * 11.0, card_w * SMALL_SCALE * 4.2)
    plate_w = min(plate_w, width / 5.2)
    strip_h = card_h * SMALL_SCALE + font_px * 1.5 + 6
    hand_top = height - card_h - card_h * (0.16 + second_row) - 8
    return Metrics(width, height, card_w, card_h, font_px, plate_w, plate_h, strip_h, hand_top)


def seat_angle(offset: int, n_seats: int, direction: str) -> float:
    """Angle (radians, screen coordinates: 0 = right, pi/2 = down) of the seat ``offset``
    places after the viewer in playing order."""
    step = 2 * math.pi * offset / n_seats
    return math.pi / 2 - step if direction == "ccw" else math.pi / 2 + step


class TableGeometry:
    """Positions of every part of the table for one view size, seat count and viewer."""

    def __init__(self, width: float, height: float, aspect: float, n_seats: int, viewer: int,
                 direction: str = "ccw", centre_kind: str = "trick", hand: list[float] | None = None) -> None:
        """``hand``: the index share (:func:`index_fraction`) of each of the viewer's cards in
        display order, so that the hand can be laid out to show every index."""
        self.centre_kind = centre_kind
        self.n = n_seats
        self.viewer = viewer
        self.direction = direction
        self._hand_fr = list(hand) if hand is not None else None
        # The largest cards (in 6 % steps) with which the seats and the trick do not collide.
        shrink = 1.0
        while True:
            self.m = metrics(width, height, aspect, n_seats, shrink)
            self.hand_scale, self.hand_rows = self._hand_plan(self._hand_fr or [])
            if self.hand_rows == 2:
                self.m = metrics(width, height, aspect, n_seats, shrink, INDEX_HEIGHT * self.hand_scale)
            m = self.m
            self.area = Rect(0, m.strip_h, width, m.hand_top - m.strip_h)
            self.centre = (width / 2, self.area.cy)
            if shrink < 0.45 or self._fits():
                break
            shrink *= 0.94

    def _fits(self) -> bool:
        view = Rect(0, 0, self.m.width, self.m.height)
        boxes = [self.seat_box(s) for s in range(self.n) if s != self.viewer]
        if any(not view.contains(b) for b in boxes):
            return False
        if any(a.intersects(b) for i, a in enumerate(boxes) for b in boxes[i + 1:]):
            return False
        middle = [self.trick(s) for s in range(self.n)]
        if self.centre_kind == "table":
            middle = self.table(TYPICAL_TABLE)
        return not any(t.intersects(b) for t in middle for b in boxes)

    # -- seats ----------------------------------------------------------------------------------
    def angle(self, seat: int) -> float:
        """The direction of ``seat`` seen from the middle of the table."""
        return seat_angle((seat - self.viewer) % self.n, self.n, self.direction)

    def seat_box(self, seat: int) -> Rect:
        """The box of another seat: its cards and name plate (the viewer has none)."""
        m = self.m
        a = self.angle(seat)
        rx = max(0.0, m.width / 2 - m.box_w / 2 - 6)
        ry = max(0.0, self.area.h / 2 - m.box_h / 2 - 4)
        cx = self.centre[0] + rx * math.cos(a)
        cy = self.centre[1] + ry * math.sin(a)
        return Rect(cx - m.box_w / 2, cy - m.box_h / 2, m.box_w, m.box_h)

    def plate(self, seat: int) -> Rect:
        """The name plate of ``seat``."""
        m = self.m
        if seat == self.viewer:
            return Rect(8, m.height - m.plate_h - 8, m.plate_w, m.plate_h)
        box = self.seat_box(seat)
        return Rect(box.x, box.bottom - m.plate_h, m.plate_w, m.plate_h)

    def pile(self, seat: int) -> Rect:
        """Where ``seat``'s won cards lie (a small face-down stack)."""
        m = self.m
        if seat == self.viewer:
            return Rect(m.width - m.small_w - 12, m.height - m.small_h - 8, m.small_w, m.small_h)
        box = self.seat_box(seat)
        # Beside the name plate, no taller than it, so it never reaches the cards above.
        h = min(m.small_h, m.plate_h)
        w = h * m.small_w / m.small_h
        return Rect(box.right - w, box.bottom - h, w, h)

    def hidden_hand(self, seat: int, count: int, known: int) -> list[Rect]:
        """Positions of another seat's cards: ``count`` face-down ones, then ``known`` face-up."""
        m = self.m
        box = self.seat_box(seat)
        room = box.w
        k = count + known
        if k == 0:
            return []
        # Face-down cards overlap tightly; known cards are spaced enough to be read.
        back_step = min(m.small_w * 0.22, 6.0)
        back_w = m.small_w + back_step * max(0, count - 1) if count else 0.0
        gap = 4.0 if count and known else 0.0
        # A long face-down hand closes up so that the known cards keep their reading spacing
        # inside the box (19 backs beside a face-up card ran past the table's edge).
        known_w = m.small_w + m.small_w * 0.62 * (known - 1) if known else 0.0
        if count > 1 and back_w + gap + known_w > room:
            back_step = max(1.0, (room - gap - known_w - m.small_w) / (count - 1))
            back_w = m.small_w + back_step * (count - 1)
        known_room = room - back_w - gap
        if known > 1:
            known_step = min(m.small_w * 0.62, (known_room - m.small_w) / (known - 1))
            if known_step < m.small_w * 0.2:  # too many: squeeze the face-down part instead
                back_step = 1.0
                back_w = m.small_w + max(0, count - 1) if count else 0.0
                known_room = room - back_w - gap
                known_step = max(2.0, (known_room - m.small_w) / (known - 1))
        else:
            known_step = 0.0
        out = [Rect(box.x + i * back_step, box.y, m.small_w, m.small_h) for i in range(count)]
        start = box.x + back_w + gap
        out += [Rect(start + i * known_step, box.y, m.small_w, m.small_h) for i in range(known)]
        return out

    def _hand_room(self) -> tuple[float, float]:
        m = self.m
        left = 8 + m.plate_w + 12
        right = m.width - m.small_w - 24
        return left, max(m.card_w, right - left)

    @staticmethod
    def _span(fractions: list[float]) -> float:
        """The width of a fan showing every index, in card widths."""
        return 1.0 + sum(fractions[:-1]) if fractions else 0.0

    def _hand_plan(self, fractions: list[float]) -> tuple[float, int]:
        """The scale of the viewer's cards and the number of rows that show every index.

        A hand that does not fit with every index in sight first takes somewhat smaller cards
        (down to :data:`HAND_MIN_SCALE`), then goes over two rows, the second overlapping the
        first below its indices: narrower cards would make the indices too small to read,
        and a fan wider than the table would run under the name plates.
        """
        if len(fractions) < 2:
            return 1.0, 1
        _, room = self._hand_room()
        need = self._span(fractions) * self.m.card_w
        if need <= room:
            return 1.0, 1
        if need * HAND_MIN_SCALE <= room:
            return room / need, 1
        half = (len(fractions) + 1) // 2
        need = max(self._span(fractions[:half]), self._span(fractions[half:])) * self.m.card_w
        return min(1.0, room / need), 2

    def hand(self, count: int, fractions: list[float] | None = None) -> list[Rect]:
        """Positions of the viewer's cards, in display order, fanned along the bottom.

        Every card but the last of a row shows at least its corner index (``fractions``: each
        card's :func:`index_fraction`; by default those given to the constructor, or the
        widest index for every card). A long hand in a narrow view goes over two rows: the
        first half in the back row, the second half in front of it, lower by the height of an
        index.
        """
        m = self.m
        if count == 0:
            return []
        if fractions is None:
            fractions = self._hand_fr if self._hand_fr is not None and len(self._hand_fr) == count \
                else [INDEX_TRUMP] * count
        if fractions is self._hand_fr:
            scale, rows = self.hand_scale, self.hand_rows
        else:
            scale, rows = self._hand_plan(list(fractions))
        w, h = m.card_w * scale, m.card_h * scale
        left, room = self._hand_room()
        bottom = m.hand_top + m.card_h * 0.12 + m.card_h + (INDEX_HEIGHT * scale * m.card_h if rows == 2 else 0.0)
        half = (count + 1) // 2 if rows == 2 else count
        out: list[Rect] = []
        for r, part in enumerate((fractions[:half], fractions[half:]) if rows == 2 else (fractions,)):
            if not part:
                continue
            y = bottom - h - (INDEX_HEIGHT * h if rows == 2 and r == 0 else 0.0)
            # What the room leaves beyond the indices is shared out evenly, up to a little gap
            # between whole cards.
            spare = room - self._span(part) * w
            extra = spare / (len(part) - 1) if len(part) > 1 else 0.0
            steps = [min(w * 1.04, f * w + max(0.0, extra)) for f in part[:-1]]
            total = w + sum(steps)
            x = left + (room - total) / 2
            for i in range(len(part)):
                out.append(Rect(x, y, w, h))
                if i < len(steps):
                    x += steps[i]
        return out

    def seat_anchor(self, seat: int) -> tuple[float, float]:
        """A point standing for ``seat`` (where its played cards come from)."""
        if seat == self.viewer:
            return (self.m.width / 2, self.m.hand_top + self.m.card_h / 2)
        box = self.seat_box(seat)
        return (box.x + self.m.small_w / 2, box.y + self.m.small_h / 2)

    # -- the middle -----------------------------------------------------------------------------
    def trick(self, seat: int) -> Rect:
        """Where the card ``seat`` played to the current trick lies."""
        m = self.m
        a = self.angle(seat)
        # Round a table of more than four the trick opens out, so that its cards cover fewer
        # of each other's indices (seven cards on the four-seat ring hid most of them).
        extra = max(0, self.n - 4)
        cx = self.centre[0] + math.cos(a) * m.centre_w * (0.62 + 0.16 * extra)
        cy = self.centre[1] + math.sin(a) * m.centre_h * (0.3 + 0.09 * extra)
        return Rect(cx - m.centre_w / 2, cy - m.centre_h / 2, m.centre_w, m.centre_h)

    def table_room(self) -> Rect:
        """The free middle of the table, between the other seats' boxes."""
        m = self.m
        cx, cy = self.centre
        boxes = [self.seat_box(s) for s in range(self.n) if s != self.viewer]
        left, right = 8.0, m.width - 8.0
        top, bottom = self.area.y + 4.0, self.area.bottom - 4.0
        row_top, row_bottom = cy - m.centre_h / 2, cy + m.centre_h / 2
        # A box straddling the middle column (the seat across, on a short table) bounds the
        # room from above or below, never from the side.
        beside = [b for b in boxes if b.y < row_bottom and b.bottom > row_top and not b.x < cx < b.right]
        for b in beside:
            if b.cx < cx:
                left = max(left, b.right + 8)
            else:
                right = min(right, b.x - 8)
        for b in boxes:
            if b in beside or b.right <= left or b.x >= right:
                continue
            if b.cy < cy:
                top = max(top, b.bottom + 6)
            else:
                bottom = min(bottom, b.y - 6)
        return Rect(left, top, max(m.centre_w, right - left), max(m.centre_h, bottom - top))

    def table(self, count: int) -> list[Rect]:
        """Positions of the face-up table cards of a fishing game, in rows around the middle."""
        m = self.m
        if count == 0:
            return []
        room = self.table_room()
        cell_w = m.centre_w * 1.08
        cell_h = m.centre_h * 1.06
        cols = max(1, min(count, int((room.w - m.centre_w) // cell_w) + 1))
        rows = math.ceil(count / cols)
        if rows > 1 and rows * cell_h > room.h:  # overlap rows rather than leave the room
            cell_h = max(m.centre_h * 0.35, (room.h - m.centre_h) / (rows - 1))
        total_h = m.centre_h + cell_h * (rows - 1)
        y0 = room.cy - total_h / 2
        out = []
        for i in range(count):
            r, c = divmod(i, cols)
            in_row = min(cols, count - r * cols)
            row_w = m.centre_w + cell_w * (in_row - 1)
            x0 = room.cx - row_w / 2
            out.append(Rect(x0 + c * cell_w, y0 + r * cell_h, m.centre_w, m.centre_h))
        return out

    def stock(self, table_cards: int) -> Rect:
        """The face-down stock or talon, left of the middle."""
        m = self.m
        if table_cards:
            first = self.table(table_cards)
            left = min(r.x for r in first)
        else:
            left = self.centre[0] - m.centre_w * 1.3
        x = max(self.table_room().x, left - m.centre_w * 0.55 - m.small_w * 1.1)
        return Rect(x, self.centre[1] - m.small_h / 2, m.small_w, m.small_h)

    # -- the top strip ----------------------------------------------------------------------------
    def strip_cards(self, count: int, right: bool, start: float = 0.0, end: float | None = None) -> list[Rect]:
        """Small face-up cards in the top strip, from the left edge (or ending at the right).

        Cards from the left that would reach past ``end`` overlap more closely, so that a long
        group (Mattazza's unused cards) never runs under the last trick or off the table.
        """
        m = self.m
        step = m.small_w * 0.7
        y = m.font_px * 1.5 + 2
        if right:
            x0 = m.width - 8 - m.small_w - step * (count - 1)
        else:
            x0 = 8 + start
            if end is not None and count > 1 and x0 + m.small_w + step * (count - 1) > end:
                step = max(2.0, (end - x0 - m.small_w) / (count - 1))
        return [Rect(x0 + i * step, y, m.small_w, m.small_h) for i in range(count)]

    def strip_groups(self, counts: list[int], label_widths: list[float],
                     last_trick: bool) -> list[tuple[float, float, list[Rect]]]:
        """The left part of the top strip: for each public group its label's x, the room its
        label has, and its cards. A group is as wide as its cards or its label, whichever is
        wider, so that a short group (one discarded card) with a long label never runs its label
        into the next group's ("DiscardCalled card"). A long group (Mattazza's unused cards)
        overlaps its cards more closely to leave the groups after it the room they need, so that
        a one-card group's label ("Card given for the Matto") is never cut."""
        m = self.m
        gap = m.small_w * 0.5
        end = self.strip_end(last_trick)
        step = m.small_w * 0.7
        # What each group needs at full spacing: its cards or its label, and the gap after it.
        needs = [max(m.small_w + step * max(0, count - 1) if count else 0.0, label_w) + gap
                 for count, label_w in zip(counts, label_widths)]
        out: list[tuple[float, float, list[Rect]]] = []
        x = 0.0  # where the group starts, less the strip's margin of 8
        for i, (count, label_w) in enumerate(zip(counts, label_widths)):
            rects = self.strip_cards(count, right=False, start=x, end=end - sum(needs[i + 1:]))
            cards_right = rects[-1].right if rects else 8 + x
            out.append((8 + x, 0.0, rects))
            x = max(cards_right, 8 + x + label_w) - 8 + gap
        # Each label has the room up to the next group's label (or the strip's end).
        for i, (label_x, _, rects) in enumerate(out):
            limit = out[i + 1][0] - gap * 0.5 if i + 1 < len(out) else end
            out[i] = (label_x, max(0.0, limit - label_x), rects)
        return out

    def last_trick_room(self, groups: list[tuple[float, float, list[Rect]]], label_widths: list[float]) -> float:
        """The room of the last trick's label, which ends at the strip's right edge: the room
        above its own cards and the gap before them, and to the left as far as the strip's
        groups (their cards and labels, ``groups`` as :meth:`strip_groups` gives them) leave free."""
        m = self.m
        own = m.width - self.strip_end(True) - 8
        used = 8.0
        for (label_x, _room, rects), width in zip(groups, label_widths):
            used = max(used, label_x + width, rects[-1].right if rects else 0.0)
        return max(own, m.width - 8 - used - m.small_w * 0.5)

    def strip_end(self, last_trick: bool) -> float:
        """Where the left part of the top strip must end: before a last trick of every seat's card."""
        m = self.m
        if not last_trick:
            return m.width - 8
        return m.width - 8 - m.small_w - m.small_w * 0.7 * (self.n - 1) - m.small_w * 0.5

    def notes_band(self, height: float, max_width: float, min_width: float = 0.0) -> Rect:
        """Where notes floating over the table (a refusal, the hints) go: just above the hand, above
        even a lifted card, as wide as ``max_width`` allows, and narrowed (to no less than
        ``min_width``) so as to keep clear of the seats beside that band.

        Nothing on the table moves for them: a note taller than the felt free above the hand
        covers part of the middle, never the hand."""
        m = self.m
        bottom = m.hand_top - m.card_h * 0.04 - 4
        top = max(4.0, bottom - height)
        cx = m.width / 2
        half = min(max_width, m.width - 16) / 2
        for s in range(self.n):
            if s == self.viewer:
                continue
            b = self.seat_box(s)
            if b.bottom <= top or b.y >= bottom or b.x < cx < b.right:
                continue
            room = cx - b.right - 8 if b.cx < cx else b.x - cx - 8
            if room * 2 >= min_width:
                half = min(half, room)
        half = max(half, min(min_width, m.width - 16) / 2)
        return Rect(cx - half, top, half * 2, bottom - top)

    def drop_line(self) -> float:
        """A card dragged above this height is played to the table."""
        return self.m.hand_top - self.m.card_h * 0.1


# -- where every card of a frame goes -----------------------------------------------------------------

@dataclass
class CardTarget:
    """Where one card of a frame goes, how it is drawn and where it comes from when new.

    ``code`` is None for a face-down card; ``marked`` is the index of the capture option that
    offers a table card (the view picks its colour); ``order`` is the dealing order.
    """

    code: str | None
    rect: Rect
    z: float
    card: Card | None = None
    in_hand: bool = False
    on_table: bool = False
    interactive: bool = False
    dim: bool = False
    selected: bool = False
    shown: bool = False
    marked: int | None = None
    picked: bool = False
    origin: tuple[float, float] | None = None  # where a new card comes from
    order: int = 0  # dealing order, for staggering


def card_targets(frame: "Frame", geo: TableGeometry, strip_rects: list[list[Rect]]) -> dict[Any, CardTarget]:
    """Where every card of ``frame`` goes, keyed by the card (or a key of its own for a hidden one).

    ``strip_rects`` are the card places of the top strip's groups (their labels' widths are
    measured by the view, see :meth:`TableGeometry.strip_groups`).
    """
    lay = frame.layout
    out: dict[Any, CardTarget] = {}
    exposed = [list(e) for e in lay.exposed] if lay.exposed else [[] for _ in range(frame.n)]
    dealer_anchor = geo.seat_anchor(frame.dealer)
    stock_rect = geo.stock(len(lay.center) if lay.center_kind == "table" else 0)
    supply = (stock_rect.cx, stock_rect.cy) if lay.stock else dealer_anchor
    deal_origin = dealer_anchor if frame.dealing else supply
    order = _viewer_hand(frame, geo, exposed, deal_origin, out)
    _other_hands(frame, geo, exposed, deal_origin, order, out)
    if lay.center_kind == "trick":
        for i, (s, c) in enumerate(lay.center):
            seat = s if s is not None else frame.viewer
            out[c if c is not UNKNOWN else ("c", i)] = CardTarget(
                c.code if c is not UNKNOWN else None, geo.trick(seat), 200 + i, card=c, origin=geo.seat_anchor(seat))
    else:
        _table_cards(frame, geo, supply, out)
    _strip(frame, geo, strip_rects, out)
    return out


def _viewer_hand(frame: "Frame", geo: TableGeometry, exposed: list[list[Card]], deal_origin: tuple[float, float],
                 out: dict[Any, CardTarget]) -> int:
    # The viewer's hand, a selected card lifted; the dealing order it took.
    lift_by = -geo.m.card_h * 0.16
    legal = frame.legal
    shown = exposed[frame.viewer] if frame.viewer < len(exposed) else []
    placed = list(zip(frame.hand, geo.hand(len(frame.hand))))
    for i, (c, r) in enumerate(placed):
        lift = lift_by if c in frame.selected else 0.0
        out[c] = CardTarget(c.code, Rect(r.x, r.y + lift, r.w, r.h), 100 + i, card=c, in_hand=True,
                            interactive=True, dim=legal is not None and c not in legal,
                            selected=c in frame.selected, shown=c in shown, origin=deal_origin, order=i)
    return len(placed)


def _other_hands(frame: "Frame", geo: TableGeometry, exposed: list[list[Card]], deal_origin: tuple[float, float],
                 order: int, out: dict[Any, CardTarget]) -> None:
    # The other seats' hands: face-down cards, then the cards everyone has seen.
    hands = frame.layout.hands
    for s in range(frame.n):
        if s == frame.viewer or s >= len(hands):
            continue
        hand = hands[s]
        known = [c for c in hand if c is not UNKNOWN]
        if s < len(exposed):
            known += [c for c in exposed[s] if c not in known and c is not UNKNOWN]
        hidden = sum(1 for c in hand if c is UNKNOWN)
        rects = geo.hidden_hand(s, hidden, len(known))
        for i in range(hidden):
            out[("h", s, i)] = CardTarget(None, rects[i], 20 + i, origin=deal_origin, order=order)
            order += 1
        for j, c in enumerate(known):
            out[c] = CardTarget(c.code, rects[hidden + j], 60 + j, card=c, origin=geo.seat_anchor(s))


def _table_cards(frame: "Frame", geo: TableGeometry, supply: tuple[float, float],
                 out: dict[Any, CardTarget]) -> None:
    # Face-up table cards: they come from the seat that put them there, or from the supply.
    center = frame.layout.center
    for i, ((s, c), r) in enumerate(zip(center, geo.table(len(center)))):
        if s is not None:
            origin = geo.seat_anchor(s)
        elif frame.actor is not None:
            origin = geo.seat_anchor(frame.actor)
        else:
            origin = supply
        option = frame.table_marked.get(c)
        out[c if c is not UNKNOWN else ("c", i)] = CardTarget(
            c.code if c is not UNKNOWN else None, r, 200 + i, card=c, on_table=True,
            interactive=option is not None, marked=option, picked=c in frame.table_picked, origin=origin)


def _strip(frame: "Frame", geo: TableGeometry, strip_rects: list[list[Rect]], out: dict[Any, CardTarget]) -> None:
    # The top strip: public groups on the left, the last trick on the right.
    lay = frame.layout
    for gi, ((_, cards), rects) in enumerate(zip(lay.groups, strip_rects)):
        for i, (c, r) in enumerate(zip(cards, rects)):
            key = c if c is not UNKNOWN and c not in out else ("g", gi, i)
            out[key] = CardTarget(c.code if c is not UNKNOWN else None, r, 5 + i, card=c)
    if frame.show_last_trick and lay.last_trick:
        rects = geo.strip_cards(len(lay.last_trick), right=True)
        for i, ((_, c), r) in enumerate(zip(lay.last_trick, rects)):
            out[("lt", c.code)] = CardTarget(c.code if c is not UNKNOWN else None, r, 5 + i, card=c)
