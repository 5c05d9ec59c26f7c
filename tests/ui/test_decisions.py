"""Sorting legal actions by shape, without any game-specific knowledge."""

from __future__ import annotations

from tarotdesk.core.actions import Action
from tarotdesk.core.cards import UNKNOWN, cards
from tarotdesk.core.message_params import Count
from tarotdesk.ui.model.decisions import (
    actions_for_selection,
    capture_cards,
    classify,
    options_matching,
    select_count,
)

A = Action.parse


def test_plays_captures_and_variants_of_one_card_group_together():
    hand = cards("H7 SK D3")
    legal = [A("play:SK"), A("capture:H7:D3+S4"), A("capture:H7:C7"), A("play:H7"), A("inplace:H7")]
    d = classify(legal, hand)
    assert set(d.plays) == set(cards("H7 SK"))
    assert d.play_options(cards("H7")[0]) == [A("capture:H7:D3+S4"), A("capture:H7:C7"), A("play:H7"),
                                            A("inplace:H7")]
    assert not d.selects and not d.names and not d.words


def test_repeated_single_card_actions_are_a_selection():
    hand = cards("S2 H3 T21")
    d = classify([A("discard:S2"), A("discard:H3"), A("pass")], hand)
    assert d.select_cards("discard") == cards("S2 H3")
    assert d.words == [A("pass")]


def test_naming_a_card_outside_the_hand_is_a_picker_even_for_held_cards():
    hand = cards("T20 SK")
    d = classify([A("call:T20"), A("call:T19"), A("alone")], hand)
    assert d.name_cards("call") == cards("T20 T19")
    assert d.words == [A("alone")]
    assert not d.selects


def test_unknown_cards_in_the_hand_are_not_held():
    d = classify([A("call:SK")], [UNKNOWN, UNKNOWN])
    assert "call" in d.names


def test_counts_captures_and_selections():
    assert select_count({"count": Count(2)}) == 2
    assert select_count({"seat": 1, "remaining": Count(1), "word": "x"}) == 1
    assert select_count({"flag": True}) is None
    assert select_count({"count": 2}) is None  # a number that is not typed as a count
    assert capture_cards(A("capture:H7:D3+S4")) == tuple(cards("D3 S4"))
    options = [A("capture:H7:D3+S4"), A("capture:H7:C7"), A("play:H7")]
    assert options_matching(options, cards("D3")) == [A("capture:H7:D3+S4")]
    assert options_matching(options, []) == options
    assert actions_for_selection("discard", cards("S2 H3"), [A("discard:S2")]) == [A("discard:S2"), A("discard:H3")]
    assert actions_for_selection("discard", cards("S2 H3"), [A("discard:H3+S2")]) == [A("discard:H3+S2")]
