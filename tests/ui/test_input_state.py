"""The person's half-made choice and what clicks, drops and keys make of it, without Qt."""

from __future__ import annotations

import subprocess
import sys

from tarotdesk.core.actions import Action
from tarotdesk.core.cards import cards
from tarotdesk.core.message_params import Count
from tarotdesk.ui.model.input_state import NOTHING, HumanInput, Reply

A = Action.parse
H7, SK, D3, C7 = cards("H7 SK D3 C7")


def arrived(legal: list[str], hand: str = "H7 SK D3", params: dict | None = None) -> HumanInput:
    state = HumanInput()
    state.arrive((0, 0), [A(a) for a in legal], cards(hand), params or {})
    return state


def test_the_module_needs_no_qt():
    code = "import sys, tarotdesk.ui.model.input_state; print('PySide6' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "False"


def test_a_click_lifts_a_card_and_a_second_click_plays_it():
    state = arrived(["play:SK", "play:H7"])
    assert state.hand_clicked(SK) == Reply(clear_notice=True, refresh=True)
    assert state.pending is SK
    assert state.hand_clicked(SK) == Reply(send=A("play:SK"))


def test_the_felt_plays_the_lifted_card_and_a_double_click_plays_at_once():
    state = arrived(["play:SK", "play:H7"])
    assert state.felt_clicked() is NOTHING
    state.hand_clicked(H7)
    assert state.felt_clicked() == Reply(send=A("play:H7"))
    assert state.hand_double_clicked(SK) == Reply(send=A("play:SK"))


def test_a_card_that_cannot_be_played_is_checked_for_its_refusal():
    state = arrived(["play:SK"])
    assert state.hand_dropped(D3) == Reply(refuse=A("play:D3"))
    nothing_to_play = arrived(["pass", "bid:two"])
    assert nothing_to_play.hand_activated(SK) == Reply(no_play=True)


def test_a_card_with_several_captures_opens_the_choice_and_a_table_card_decides():
    state = arrived(["capture:H7:D3+C7", "capture:H7:SK"], hand="H7")
    reply = state.play(H7)
    assert reply == Reply(snap_back=True, refresh=True, capture_changed=True)
    assert state.capture == (H7, [A("capture:H7:D3+C7"), A("capture:H7:SK")])
    marks = state.marks(highlight_legal=True)
    assert marks.selected == {H7} and marks.table_marked == {D3: 0, C7: 0, SK: 1}
    assert state.pick_table(C7) == Reply(send=A("capture:H7:D3+C7"))


def test_a_click_on_the_played_card_closes_the_capture_choice():
    state = arrived(["capture:H7:D3", "capture:H7:SK"], hand="H7")
    state.play(H7)
    assert state.hand_clicked(H7) == Reply(clear_notice=True, refresh=True, capture_changed=True)
    assert state.capture is None


def test_selecting_keeps_the_most_recent_cards_the_prompt_asks_for():
    state = arrived(["discard:H7", "discard:SK", "discard:D3"], params={"count": Count(2)})
    assert state.select_kind == "discard" and state.need == 2
    for c in (H7, SK, D3):
        assert state.hand_clicked(c) == Reply(clear_notice=True, refresh=True)
    assert state.selected == [SK, D3]
    assert state.selection([]) == [A("discard:SK"), A("discard:D3")]
    assert state.hand_toggled(SK) == Reply(clear_notice=True, refresh=True)
    assert state.selected == [D3]


def test_a_dropped_card_that_is_only_selectable_goes_back_and_is_selected():
    state = arrived(["discard:H7", "discard:SK"])
    assert state.hand_dropped(SK) == Reply(snap_back=True, clear_notice=True, refresh=True)
    assert state.selected == [SK]


def test_a_new_position_forgets_the_choice_and_the_same_one_keeps_it():
    state = arrived(["discard:H7", "discard:SK"])
    state.toggle(H7)
    assert not state.arrive((0, 0), [A("discard:H7"), A("discard:SK")], cards("H7 SK"), {})
    assert state.selected == [H7]
    assert state.arrive((0, 1), [A("play:SK")], cards("SK"), {})
    assert state.selected == [] and state.select_kind is None


def test_without_decisions_input_does_nothing_and_marks_nothing():
    state = HumanInput()
    assert state.hand_clicked(SK) is NOTHING
    assert state.hand_dropped(SK) == Reply(snap_back=True)
    marks = state.marks(highlight_legal=True)
    assert marks.legal is None and marks.selected == frozenset() and marks.table_marked == {}


def test_switching_the_select_kind_starts_afresh_and_one_action_may_take_every_card():
    state = arrived(["discard:H7", "discard:SK", "skart:H7+SK", "skart:H7", "skart:SK"])
    state.toggle(H7)
    state.switch_select("skart")
    assert state.select_kind == "skart" and state.selected == []
    state.toggle(SK)
    state.toggle(H7)
    assert state.selection([A("skart:H7+SK")]) == [A("skart:H7+SK")]
