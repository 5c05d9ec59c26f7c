"""The table's layout: nothing overlaps and nothing leaves the view, for every seat count."""

from __future__ import annotations

import itertools
import math

import pytest

from tarotdesk.ui.model.table_geometry import Rect, TableGeometry, seat_angle

SIZES = [(960, 600), (900, 560), (1600, 1000), (700, 480)]


@pytest.mark.parametrize("n,size,direction", list(itertools.product(range(2, 9), SIZES, ("ccw", "cw"))))
def test_seats_hands_and_middle_do_not_overlap(n, size, direction):
    w, h = size
    for viewer in (0, n - 1):
        g = TableGeometry(w, h, 1.75, n, viewer, direction)
        fishing = TableGeometry(w, h, 1.55, n, viewer, direction, "table")
        view = Rect(0, 0, w, h)
        boxes = [g.seat_box(s) for s in range(n) if s != viewer]
        for b in boxes:
            assert view.contains(b), (n, b)
        for a, b in itertools.combinations(boxes, 2):
            assert not a.intersects(b), (n, a, b)
        hand = g.hand(25)
        own_plate = g.plate(viewer)
        for r in hand:
            assert view.contains(r)
            assert not r.intersects(own_plate)
            assert not r.intersects(g.pile(viewer))
        trick = [g.trick(s) for s in range(n)]
        room = g.table_room()
        for r in trick:
            for b in boxes:
                assert not r.intersects(b), (n, r, b)
        fishing_boxes = [fishing.seat_box(s) for s in range(n) if s != viewer]
        for r in fishing.table(8):
            assert view.contains(r)
            for b in fishing_boxes:
                assert not r.intersects(b), (n, r, b)
        for s in range(n):
            if s != viewer:
                assert g.seat_box(s).contains(g.pile(s))
                assert g.seat_box(s).contains(g.plate(s))
        assert room.w > 0 and room.h > 0


def test_the_next_seat_sits_on_the_right_when_play_goes_counter_clockwise():
    assert math.cos(seat_angle(1, 4, "ccw")) > 0.9  # right
    assert math.cos(seat_angle(1, 4, "cw")) < -0.9  # left


def test_known_cards_of_another_seat_stay_inside_its_box():
    g = TableGeometry(960, 600, 1.75, 4, 0)
    box = g.seat_box(2)
    for r in g.hidden_hand(2, 10, 5):
        assert box.contains(r)


@pytest.mark.parametrize("n,width", [(3, 590), (3, 960), (4, 590), (5, 1600)])
def test_a_long_group_in_the_top_strip_stops_before_the_last_trick(n, width):
    g = TableGeometry(width, 600, 1.75, n, 0)
    unused = g.strip_cards(22, right=False, end=g.strip_end(True))  # Mattazza's unused cards
    last = g.strip_cards(n, right=True)
    assert unused[-1].right <= last[0].x - g.m.small_w * 0.5 + 0.01
    assert unused[0].x == 8 and all(b.x > a.x for a, b in zip(unused, unused[1:]))
    alone = g.strip_cards(22, right=False, end=g.strip_end(False))
    assert alone[-1].right <= width - 8 + 0.01
    few = g.strip_cards(3, right=False, end=g.strip_end(True))
    assert few[1].x - few[0].x == pytest.approx(g.m.small_w * 0.7)  # short groups keep their spacing


@pytest.mark.parametrize("width", [590, 700, 960])
@pytest.mark.parametrize("label", [150.0, 190.0])  # "Card given for the Matto", 「マットの代わりに渡された札」
def test_a_long_group_leaves_the_next_group_room_for_its_whole_label(width, label):
    # Mattazza's unused cards, then the card given for the Matto: the one-card group's label
    # gets the room it needs before the last trick, the long group overlapping more closely.
    g = TableGeometry(width, 600, 1.75, 3, 0)
    (_, _, unused), (gift_x, room, gift) = g.strip_groups([32, 1], [90.0, label], True)
    assert room >= label - 0.01 and gift_x + label <= g.strip_end(True) + 0.01
    assert unused[-1].right < gift[0].x and all(b.x > a.x for a, b in zip(unused, unused[1:]))


def test_the_last_tricks_label_may_reach_over_the_free_strip():
    # 「直前のトリック」 over four small cards at twice the scale was cut: the label may use the
    # strip left of its cards as far as the groups leave it free, never over them.
    g = TableGeometry(540, 320, 1.0, 4, 0)
    own = g.m.width - g.strip_end(True) - 8
    groups = g.strip_groups([2], [70.0], True)
    room = g.last_trick_room(groups, [70.0])
    assert room > own and g.m.width - 8 - room >= groups[0][0] + 70.0
    crowded = g.strip_groups([60], [70.0], True)
    assert g.last_trick_room(crowded, [70.0]) == pytest.approx(own)


def test_a_long_seat_note_goes_on_over_a_spare_line(qtbot):
    from PySide6.QtGui import QFont, QFontMetricsF

    from tarotdesk.ui.scene.table_items import _wrap_into

    fm = QFontMetricsF(QFont())
    width = fm.horizontalAdvance("Invitation: tar")
    lines = _wrap_into(["Invitation: tarokk 18", "Defender"], 4, fm, width)
    assert lines == ["Invitation:", "tarokk 18", "Defender"]
    assert _wrap_into(["Invitation: tarokk 18", "Defender"], 2, fm, width) == ["Invitation: tarokk 18", "Defender"]
    ja = _wrap_into(["インビテーション：タロック18"], 3, fm, fm.horizontalAdvance("インビテーション"))
    assert "".join(ja) == "インビテーション：タロック18" and len(ja) == 2
    assert all(fm.horizontalAdvance(t) <= fm.horizontalAdvance("インビテーション") for t in ja[:1])


@pytest.mark.parametrize("width,height,count", [(400, 280, 25), (560, 420, 25), (700, 560, 19), (1000, 650, 25),
                                                (600, 500, 8)])
def test_every_card_of_the_hand_shows_its_index(width, height, count):
    from tarotdesk.ui.model.table_geometry import INDEX_HEIGHT, INDEX_SUIT, INDEX_TRUMP

    fractions = [INDEX_TRUMP] * (count // 2) + [INDEX_SUIT] * (count - count // 2)
    g = TableGeometry(width, height, 1.8, 4, 0, hand=fractions)
    rects = g.hand(count)
    view = Rect(0, 0, width, height)
    assert len(rects) == count and all(view.contains(r) for r in rects)
    rows: dict[float, list[tuple[Rect, float]]] = {}
    for r, f in zip(rects, fractions):
        rows.setdefault(r.y, []).append((r, f))
    assert len(rows) == g.hand_rows
    for row in rows.values():
        for (a, f), (b, _) in zip(row, row[1:]):
            assert b.x - a.x >= f * a.w - 1e-6  # the next card leaves the whole index in sight
    if g.hand_rows == 2:
        back, front = sorted(rows)
        assert front - back >= INDEX_HEIGHT * rects[0].h - 1e-6  # the front row leaves the back row's indices
        assert not any(r.intersects(g.plate(0)) for r in rects)
    # Cards shrink at most to HAND_MIN_SCALE before taking a second row.
    assert g.hand_scale >= 0.8 or g.hand_rows == 2


def test_a_long_hand_in_a_narrow_table_goes_over_two_rows_and_a_short_one_does_not():
    from tarotdesk.ui.model.table_geometry import INDEX_TRUMP

    narrow = TableGeometry(420, 330, 1.8, 3, 0, hand=[INDEX_TRUMP] * 25)
    assert narrow.hand_rows == 2
    wide = TableGeometry(1400, 700, 1.8, 3, 0, hand=[INDEX_TRUMP] * 25)
    assert wide.hand_rows == 1 and wide.hand_scale == 1.0
    assert TableGeometry(420, 330, 1.8, 3, 0, hand=[INDEX_TRUMP] * 5).hand_rows == 1


def test_the_seat_across_a_short_table_does_not_narrow_the_fishing_table():
    g = TableGeometry(764, 478, 1.4, 2, 0, "ccw", "table")
    room = g.table_room()
    assert room.x <= 8.01 and room.right >= 764 - 8.01
    cards = g.table(4)
    assert abs((cards[0].x + cards[-1].right) / 2 - 764 / 2) < 1


@pytest.mark.parametrize("count,known", [(19, 1), (25, 2), (10, 5), (2, 9), (0, 12)])
def test_a_long_hand_beside_known_cards_stays_inside_its_box(count, known):
    g = TableGeometry(624, 520, 1.8, 4, 0)
    for seat in (1, 2, 3):
        box = g.seat_box(seat)
        rects = g.hidden_hand(seat, count, known)
        assert all(box.contains(r) for r in rects), (seat, box, rects[-1])
        faces = rects[count:]
        assert all(b.x - a.x >= g.m.small_w * 0.2 - 1e-6 for a, b in zip(faces, faces[1:]))


def test_the_trick_of_a_large_table_opens_out():
    def covered(g: TableGeometry) -> int:
        cards = [g.trick(s) for s in range(g.n)]
        return sum(1 for a in cards for b in cards
                   if a is not b and b.intersects(Rect(a.x, a.y, a.w * 0.4, a.h * 0.3)))

    four = TableGeometry(1056, 656, 1.8, 4, 0)
    seven = TableGeometry(1056, 656, 1.8, 7, 0)
    # A trick overlaps by design (the later card on top), but at seven the ring of four covered
    # an index in 20 of the 42 ordered pairs of cards.
    assert covered(seven) <= 8 and covered(four) <= 3


@pytest.mark.parametrize("n,size", list(itertools.product(range(2, 9), SIZES)))
def test_the_notes_float_above_the_hand_and_clear_of_the_seats_beside_them(n, size):
    w, h = size
    g = TableGeometry(w, h, 1.75, n, 0, "ccw")
    lifted_top = min(r.y for r in g.hand(20)) - g.m.card_h * 0.16
    band = g.notes_band(60, 900, 300)
    assert band.bottom <= lifted_top and band.y >= 0 and 0 <= band.x and band.right <= w
    assert band.h == pytest.approx(min(60, band.bottom - 4))
    assert band.cx == pytest.approx(w / 2)
    boxes = [g.seat_box(s) for s in range(1, n)]
    # Clear of every seat, unless a seat beside it leaves less than the smallest width asked for:
    # then it keeps the table's width and floats over that seat.
    if any(band.intersects(b) for b in boxes):
        assert band.w == w - 16
        assert any(b.y < band.bottom and b.bottom > band.y and 2 * min(abs(b.right - w / 2), abs(b.x - w / 2)) < 316
                   for b in boxes), (n, band)
    # A band that cannot be narrowed enough keeps its smallest width (it floats over a seat).
    assert g.notes_band(60, 900, 10_000).w == w - 16
