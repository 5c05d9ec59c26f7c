"""Replacing one member of a JSON object's text: every other byte stays as it was."""

from __future__ import annotations

import json

import pytest

from tarotdesk.core.json_members import NotAnObject, top_level_members, with_member

ODD = ('{"format" :"x",\n\t"comment": "caf\\u00e9 \\"quoted\\"",  "future": {"nested": [1, {"reviews": 2}]},\n'
       ' "players": [{"name": "A", "avatar": "owl.png"}]\n}\n')


def test_a_member_is_added_before_the_closing_brace_and_nothing_else_moves():
    out = with_member(ODD, "reviews", "[1]")
    assert out == ODD[:-3] + ',\n "reviews": [1]\n}\n'
    assert json.loads(out)["reviews"] == [1] and json.loads(out)["future"] == json.loads(ODD)["future"]


def test_a_member_is_replaced_where_it_is_and_a_nested_name_is_not_touched():
    text = with_member(ODD, "reviews", "[1]")
    again = with_member(text, "reviews", '[{"seat": 0}]')
    assert again == ODD[:-3] + ',\n "reviews": [{"seat": 0}]\n}\n'
    assert [name for name, _, _ in top_level_members(again)[0]] == ["format", "comment", "future", "players",
                                                                     "reviews"]


def test_of_a_name_given_twice_the_last_is_replaced_as_json_readers_keep_the_last():
    text = '{"reviews": 1, "a": 2, "reviews": 3}'
    assert with_member(text, "reviews", "9") == '{"reviews": 1, "a": 2, "reviews": 9}'
    assert with_member("{}", "reviews", "[]") == '{\n "reviews": []\n}'


@pytest.mark.parametrize("text", ["[1]", "", '{"a": 1', '{"a" 1}', '{"a": 1,}', "[" * 100_000])
def test_a_text_that_is_no_object_is_refused(text):
    with pytest.raises(NotAnObject):
        with_member(text, "reviews", "[]")
