import pickle

import pytest

from tarotdesk.core.actions import Action, ActionParseError, card_action, play
from tarotdesk.core.cards import card


@pytest.mark.parametrize("text", ["pass", "bid:two", "play:T21", "discard:S2+H3", "capture:H7:D3+S4",
                                  "declare:barsega:H7", "call:SKIZ", "play:M3"])
def test_text_round_trip(text):
    a = Action.parse(text)
    assert a.text == text
    assert Action.parse(a.text) == a
    assert pickle.loads(pickle.dumps(a)) == a


def test_accessors():
    a = Action.parse("capture:H7:D3+S4")
    assert a.kind == "capture"
    assert a.card is card("H7")
    assert a.card_args() == [(card("H7"),), (card("D3"), card("S4"))]
    assert Action.parse("bid:two").word == "two"
    assert Action("play", card("SK")) == play(card("SK"))
    assert card_action("discard", card("S2")) is card_action("discard", card("S2"))


def test_immutable():
    a = Action.parse("pass")
    with pytest.raises(AttributeError):
        a.kind = "x"  # type: ignore[misc]


@pytest.mark.parametrize("text", ["", " pass", "play:", "play:SK+ZZ", "a::b", "play:SK+"])
def test_bad_texts(text):
    with pytest.raises(ActionParseError):
        Action.parse(text)


def test_from_parts_equals_the_checked_constructor() -> None:
    """Engines' unchecked constructor gives the same value, text, hash and parts."""
    cases = [("pass", ()), ("bid", ("two",)), ("discard", ((card("S2"), card("H3")),)),
             ("capture", ((card("H7"),), (card("D3"), card("S4")))), ("declare", ("barsega", "H7=A"))]
    for kind, args in cases:
        checked = Action(kind, *args)
        for fast in (Action.from_parts(kind, args), Action.from_parts(kind, args, checked.text)):
            assert fast == checked and hash(fast) == hash(checked)
            assert (fast.kind, fast.args, fast.text) == (checked.kind, checked.args, checked.text)
