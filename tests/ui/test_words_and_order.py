"""Texts with names and card names; the order of the hand."""

from __future__ import annotations

from tarotdesk.core.cards import cards
from tarotdesk.core.events import Event, Refusal
from tarotdesk.core.packs import tarot78
from tarotdesk.ui.hand_order import sort_hand
from tarotdesk.ui.words import Words
from toygame import GAME


def test_seat_numbers_become_names_and_codes_become_card_names():
    w = Words(GAME, "en", ["Anna", "Bruno", "Carla", "Dario"])
    assert w.event(Event("deal_started", 2, {"dealer": 2, "deal": 0})) == "New deal: Carla deals."
    assert w.refusal(Refusal("not-your-turn", "play", {"seat": 0, "current": 3})) == \
        "It is not your turn: Dario is to act."
    assert w.refusal(Refusal("card-not-in-hand", "play", {"card": "T21"})) == "You do not hold The World (XXI)."
    ja = Words(GAME, "ja", ["アンナ", "ブルーノ", "カルラ", "ダリオ"])
    assert ja.event(Event("deal_started", 1, {"dealer": 1, "deal": 0})) == "新しいディール:ブルーノが配ります。"


def test_the_hand_is_sorted_as_chosen():
    pack = tarot78()
    hand = cards("SK H2 T21 FOOL HA S10 T1")
    assert [c.code for c in sort_hand(pack, hand)] == ["T21", "T1", "FOOL", "SK", "S10", "HA", "H2"]
    assert [c.code for c in sort_hand(pack, hand, "trumps-last")] == ["SK", "S10", "HA", "H2", "T21", "T1", "FOOL"]
    assert [c.code for c in sort_hand(pack, hand, "trumps-first", descending=False)] == \
        ["FOOL", "T1", "T21", "S10", "SK", "H2", "HA"]
