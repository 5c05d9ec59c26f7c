"""The compiled trick rules of each pack: legal plays, winners, voids and the closing of a trick."""

from __future__ import annotations

from tarotdesk.core.cards import FOOL, SKIZ, cards
from tarotdesk.core.packs import bolognese62, hungarian42, tarot78
from tarotdesk.core.tricks import KEEP, HandIndex, TrickRules

TAROT = TrickRules(tarot78())
BOLOGNESE = TrickRules(bolognese62(), fool_mode=KEEP, later_equal_trump_wins=True)
HUNGARIAN = TrickRules(hungarian42(), excuse=None)


def test_tarot_follow_trump_and_the_excuse() -> None:
    hand = cards("SK S2 T5 FOOL HK")
    assert TAROT.legal_plays(hand, []) == hand
    assert TAROT.legal_plays(hand, cards("SA")) == cards("SK S2 FOOL")
    assert TAROT.legal_plays(hand, cards("CA")) == cards("T5 FOOL")
    assert TAROT.legal_plays(cards("SK HK"), cards("CA")) == cards("SK HK")
    # The excuse led: the next card sets the suit; alone it leaves the choice free.
    assert TAROT.legal_plays(hand, [FOOL]) == hand
    assert TAROT.legal_plays(hand, cards("FOOL HQ")) == cards("HK FOOL")
    # Round suits rank the ace above the ten; courts above every pip.
    assert TAROT.winner(cards("HA H10 HN")) == 2
    assert TAROT.winner(cards("H10 HA S2")) == 1
    assert TAROT.winner(cards("FOOL SA S2 T1")) == 3


def test_tarot_close_trick_gives_the_excuse_to_the_winner() -> None:
    piles: list[list] = [[] for _ in range(4)]
    assert TAROT.close_trick(cards("SA FOOL SK S2"), [1, 2, 3, 0], piles) == (3, 2)
    assert piles[3] == cards("SA FOOL SK S2") and not piles[2]
    piles[2] = cards("C3")
    TAROT.give_for_excuse(piles, 2, 3, piles[2][0])
    assert FOOL in piles[2] and FOOL not in piles[3] and len(piles[3]) == 4


def test_hungarian_skiz_is_the_highest_trump_and_no_excuse() -> None:
    assert HUNGARIAN.winner([cards("T21")[0], SKIZ, cards("SK")[0]]) == 1
    assert HUNGARIAN.winner(cards("SJ SK T1 S10")) == 2
    assert HUNGARIAN.legal_plays(cards("T21 HK"), cards("SK")) == cards("T21")
    piles: list[list] = [[] for _ in range(4)]
    assert HUNGARIAN.close_trick(cards("SJ SK HK S10"), [0, 1, 2, 3], piles) == (1, None)


def test_bolognese_later_equal_moor_wins_and_the_matto_stays() -> None:
    assert BOLOGNESE.winner(cards("SK M1 M3")) == 2
    assert BOLOGNESE.winner(cards("M2 T5 M1")) == 1
    piles: list[list] = [[] for _ in range(3)]
    assert BOLOGNESE.close_trick(cards("M1 FOOL M4"), [0, 1, 2], piles) == (2, 1)
    assert piles[1] == [FOOL] and piles[2] == cards("M1 M4")


def test_note_voids_records_what_a_play_proves() -> None:
    voids: set[str] = set()
    TAROT.note_voids(voids, cards("SK")[0], [])
    TAROT.note_voids(voids, FOOL, cards("SA"))
    TAROT.note_voids(voids, cards("S2")[0], cards("SA"))
    assert voids == set()
    TAROT.note_voids(voids, cards("T4")[0], cards("FOOL SA"))
    assert voids == {"S"}
    TAROT.note_voids(voids, cards("HK")[0], cards("CA"))
    assert voids == {"S", "C", "T"}
    hungarian: set[str] = set()
    HUNGARIAN.note_voids(hungarian, cards("HK")[0], [SKIZ])
    assert hungarian == {"T"}


def test_indexed_hand_gives_the_same_plays_as_its_values() -> None:
    hand = cards("SK S2 T5 FOOL HK")
    index = HandIndex(hand, TAROT, {c: c.code for c in hand})
    assert TAROT.legal_in(index, cards("SA")) == ["SK", "S2", "FOOL"]
    hand.remove(cards("SK")[0])
    assert not index.fits(hand)
    index.drop(cards("SK")[0])
    assert index.fits(hand) and TAROT.legal_in(index, cards("SA")) == ["S2", "FOOL"]
