"""Refused actions: a specific reason naming a rule section, and the state left untouched."""

from __future__ import annotations

import pytest

from contract import assert_refused_unchanged
from porrazo_helpers import act, deck, match_with, position
from tarotdesk.core.actions import Action
from tarotdesk.games.porrazo import ANCHORS


def refuse(state, text: str, code: str, seat: int | None = None) -> None:
    refusal = assert_refused_unchanged(state, Action.parse(text), seat)
    assert refusal.code == code, (text, refusal)
    assert refusal.rule in ANCHORS, refusal


def tendido_state(k_last: bool = False):
    m = match_with(3, 2, deck(3, 2, [{0: "S4 H7 C10", 1: "SQ HQ D2", 2: "S6 H6 C9"}]))
    deal = m.deal
    if k_last:
        for _ in range(4):
            act(deal, "tendido:wait")
            while deal.phase != "tendido":
                deal.apply(deal.legal_actions()[0])
    return deal


@pytest.mark.parametrize("text,code", [
    ("play:S6", "tendido-first"),
    ("inplace:S6", "tendido-first"),
    ("declare:ronda", "tendido-first"),
    ("claim:ronda", "tendido-first"),
    ("pass", "tendido-first"),
    ("tendido:now", "tendido-choice"),
])
def test_tendido_phase(text, code):
    refuse(tendido_state(), text, code)


def test_tendido_is_compulsory_on_the_last_deal():
    deal = tendido_state(k_last=True)
    assert deal.k == deal.deals == 5
    refuse(deal, "tendido:wait", "tendido-compulsory")


def test_not_your_turn():
    deal = tendido_state()
    refuse(deal, "tendido:lay", "not-your-turn", seat=0)


def declare_state():
    deal = tendido_state()
    act(deal, "tendido:wait")
    assert deal.phase == "declare" and deal.current_player == 1
    return deal


@pytest.mark.parametrize("text,code", [
    ("play:SQ", "declarations-first"),
    ("tendido:lay", "declarations-first"),
    ("claim:ronda", "declarations-first"),
    ("declare:rondine", "declare-wrong-kind"),
    ("declare:loud", "declare-wrong-kind"),
])
def test_declare_phase(text, code):
    refuse(declare_state(), text, code)


def play_state():
    return position(2, 1, {0: "S2 H9 CK", 1: "S3 S4 S6"}, "H2")


@pytest.mark.parametrize("text,code", [
    ("play:D9", "card-not-in-hand"),
    ("inplace:D2", "card-not-in-hand"),
    ("inplace:H9", "inplace-rank"),
    ("inplace:CK", "inplace-rank"),
    ("tendido:lay", "tendido-closed"),
    ("declare:ronda", "declarations-closed"),
    ("claim:ronda", "claims-after-play"),
    ("pass", "play-a-card"),
    ("capture:S2:H2", "play-a-card"),
])
def test_play_phase(text, code):
    refuse(play_state(), text, code)


def test_in_place_needs_the_right_table_size():
    state = position(2, 1, {0: "S3 H9 CK", 1: "S5 S4 S6"}, "H3")
    refuse(state, "inplace:S3", "inplace-count")


def test_in_place_needs_a_capture_to_decline():
    state = position(2, 1, {0: "S3 H9 CK", 1: "S5 S4 S6"}, "H10 DJ")
    refuse(state, "inplace:S3", "inplace-nothing-to-decline")


def test_san_benito_cannot_be_declined():
    # Four aces in a row: place, porrazo, counter, and the fourth on an empty table.
    state = position(2, 1, {0: "SA HA C9", 1: "DA CA S8"}, "")
    act(state, "play:SA", "play:DA", "play:HA")
    assert state.chain == "countered" and not state.table
    refuse(state, "inplace:CA", "san-benito-compulsory")


def claim_state():
    m = match_with(3, 2, deck(3, 2, [{0: "S4 H7 C10", 1: "SQ HQ D2", 2: "S6 H6 C9"}]), {"claims": "manual"})
    deal = m.deal
    act(deal, "tendido:wait", "declare:silent", "declare:ronda")
    while deal.phase != "claim":
        deal.apply(deal.legal_actions()[0])
    return deal


@pytest.mark.parametrize("text,code", [
    ("claim:rondine", "claim-wrong-kind"),
    ("play:S4", "claim-pending"),
    ("declare:ronda", "claim-pending"),
])
def test_claim_phase(text, code):
    refuse(claim_state(), text, code)


def test_finished_hand_refuses_everything():
    state = position(3, 0, {0: "S5 S6 S7", 1: "C3 C8 D9", 2: "H5 H6 HK"}, "H9 SJ", scores=[50, 58, 30])
    act(state, "play:C3")
    assert state.is_over
    refusal = assert_refused_unchanged(state, Action.parse("play:S5"))
    assert refusal.code == "deal-over"
