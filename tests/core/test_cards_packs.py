import pickle

import pytest

from tarotdesk.core.cards import FOOL, SKIZ, UNKNOWN, Card, all_cards, card, cards, is_card_code
from tarotdesk.core.packs import PACKS, pack

SIZES = {"tarot78": 78, "ombre54": 54, "bolognese62": 62, "hungarian42": 42, "french52": 52, "genoese40": 40}


def test_universe_codes_are_unique_and_interned():
    codes = [c.code for c in all_cards()]
    assert len(codes) == len(set(codes)) == 83
    assert card("SK") is card("SK")
    assert pickle.loads(pickle.dumps(card("T21"))) is card("T21")
    assert UNKNOWN not in all_cards() and not is_card_code("?")


def test_unknown_code_is_a_clear_error():
    with pytest.raises(KeyError, match="unknown card code 'ZZ'"):
        card("ZZ")


@pytest.mark.parametrize("pack_id,size", SIZES.items())
def test_pack_sizes_and_no_duplicates(pack_id, size):
    p = pack(pack_id)
    assert len(p) == size == len(set(p.cards))
    assert set(PACKS) == set(SIZES)


def test_tarot_rank_orders():
    p = pack("tarot78")
    s = p.strength
    # long suits: K > Q > N > J > 10 > ... > A ; round suits: K > Q > N > J > A > 2 > ... > 10
    assert [s(c) for c in cards("SK SQ SN SJ S10 S9 SA")] == sorted([s(c) for c in cards("SK SQ SN SJ S10 S9 SA")], reverse=True)
    assert s(card("HA")) > s(card("H2")) > s(card("H10"))
    assert s(card("HJ")) > s(card("HA"))
    assert s(card("S10")) > s(card("SA"))
    assert s(card("T21")) > s(card("T1"))


def test_ombre54_contents():
    p = pack("ombre54")
    assert card("S7") in p and card("S6") not in p
    assert card("H4") in p and card("H5") not in p


def test_bolognese_and_hungarian_special_cards():
    b = pack("bolognese62")
    assert all(card(f"M{i}") in b for i in range(1, 5))
    assert card("T17") not in b and card("T4") not in b
    assert b.strength(card("M1")) == b.strength(card("M4")) == 2
    assert b.name(card("T21"), "en") == "Angel"
    h = pack("hungarian42")
    assert SKIZ in h and FOOL not in h
    assert h.strength(SKIZ) > h.strength(card("T21"))
    assert h.name(card("T1"), "ja").startswith("パガット")


def test_french_and_genoese():
    assert card("C10") in pack("french52") and card("CN") not in pack("french52")
    g = pack("genoese40")
    assert card("D8") not in g and card("DJ") in g


def test_names_in_both_languages():
    p = pack("tarot78")
    assert p.name(card("SK"), "en") == "King of Swords"
    assert p.name(card("SK"), "ja") == "ソードのキング"
    assert pack("french52").name(card("HA"), "en") == "Ace of Hearts"


def test_card_is_not_constructible_twice():
    assert Card("SK", "S", 14) is card("SK")
