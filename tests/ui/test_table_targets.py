"""Where every card of a frame goes (table_geometry.card_targets), without Qt."""

from __future__ import annotations

import subprocess
import sys

from tarotdesk.core.cards import UNKNOWN, cards
from tarotdesk.core.state import TableLayout
from tarotdesk.ui.model.table_frame import Frame
from tarotdesk.ui.model.table_geometry import TableGeometry, card_targets

H7, SK, D3, C7, SA = cards("H7 SK D3 C7 SA")


def frame(layout: TableLayout, **marks) -> Frame:
    return Frame("genoese40", 3, 0, "ccw", layout, [], hand=list(layout.hands[0]), **marks)


def geometry(f: Frame) -> TableGeometry:
    return TableGeometry(900, 640, 1.6, f.n, f.viewer, f.direction, f.layout.center_kind)


def test_the_module_needs_no_qt():
    code = "import sys, tarotdesk.ui.model.table_geometry; print('PySide6' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "False"


def test_the_viewers_hand_is_dealt_in_order_with_the_selected_card_lifted_and_the_others_dimmed():
    f = frame(TableLayout(hands=[[H7, SK, D3], [UNKNOWN] * 2, [UNKNOWN]]), legal=frozenset({SK}),
              selected=frozenset({SK}), dealing=True)
    geo = geometry(f)
    out = card_targets(f, geo, [])
    plain = geo.hand(3)
    assert [out[c].order for c in (H7, SK, D3)] == [0, 1, 2]
    assert out[SK].rect.y < plain[1].y and out[H7].rect.y == plain[0].y
    assert out[H7].dim and not out[SK].dim and out[SK].selected and out[SK].interactive
    assert out[H7].origin == geo.seat_anchor(f.dealer)
    # The other seats' face-down cards follow in the dealing order.
    assert [out[("h", 1, i)].order for i in range(2)] == [3, 4] and out[("h", 2, 0)].order == 5
    assert out[("h", 1, 0)].code is None


def test_table_cards_carry_their_capture_option_and_come_from_the_seat_that_played_them():
    layout = TableLayout(hands=[[H7], [UNKNOWN], [UNKNOWN]], center=[(None, D3), (2, C7)], center_kind="table")
    f = frame(layout, table_marked={D3: 1}, table_picked=frozenset({D3}), actor=1)
    geo = geometry(f)
    out = card_targets(f, geo, [])
    assert out[D3].marked == 1 and out[D3].interactive and out[D3].picked and out[D3].on_table
    assert out[C7].marked is None and not out[C7].interactive
    assert out[D3].origin == geo.seat_anchor(1) and out[C7].origin == geo.seat_anchor(2)


def test_a_trick_card_goes_to_its_seats_place_and_the_strip_holds_groups_and_the_last_trick():
    layout = TableLayout(hands=[[H7], [UNKNOWN], [UNKNOWN]], center=[(1, SA)], groups=[("group.talon", [SK])],
                         last_trick=[(0, D3), (1, C7)])
    f = frame(layout)
    geo = geometry(f)
    strip = [geo.strip_cards(1, right=False)]
    out = card_targets(f, geo, strip)
    assert out[SA].rect == geo.trick(1) and out[SA].z == 200
    assert out[SK].rect == strip[0][0]
    assert out[("lt", "D3")].rect == geo.strip_cards(2, right=True)[0]
