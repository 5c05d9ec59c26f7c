"""Invitations (spec §5.3): XIX, XVIII, XX and the Pagat substitute, enforced both ways."""

from __future__ import annotations

from tarokk_helpers import A, B, C, D, cs, legal_texts, new_deal, run

from tarotdesk.core.actions import Action
from tarotdesk.core.cards import card
from tarotdesk.games.tarokk.rules import ONE, SOLO, TWO

REST = {C: "T8 T9 T10 T11 DK DQ DN DJ CN", D: "T12 T13 T14 T15 T16 T17 T20 CJ C10"}


def test_xviii_invitation_is_an_opening_one():
    deal = new_deal({A: "SKZ T18 T2 T3 HK HQ SK SQ CK", B: "T21 T1 T5 T6 HN HJ SN SJ CQ", **REST},
                    "T19 T4 T7 S10 HA DA")
    assert "bid:one" in legal_texts(deal)
    events = run(deal, "A:bid:one")
    assert any(e.kind == "invitation_xviii" and e.data["card"] == "T18" for e in events)
    assert deal.invitation == (card("T18"), A, "xviii") and not deal.inv_pagat
    assert legal_texts(deal) == {"pass", "bid:solo"}  # B cannot hold One, and Solo never invites
    run(deal, "B:pass C:pass D:pass")
    assert deal.declarer == A and deal.invitation_in_force() is None  # the inviter declares himself


def test_a_second_jump_after_an_invitation_means_nothing():
    deal = new_deal({A: "SKZ T19 T2 T3 HK HQ SK SQ CK", B: "T21 T5 T6 T7 HN HJ SN SJ CQ", **REST},
                    "T18 T4 T1 S10 HA DA")
    run(deal, "A:bid:two")
    assert deal.invitation == (card("T19"), A, "xix")
    # B lacks XIX and XVIII; after A's invitation every bid above the minimum is free.
    assert legal_texts(deal) == {"pass", "bid:one", "bid:solo"}
    run(deal, "B:bid:one")
    assert deal.invitation[1] == A and deal.must_pass == A


def test_a_jump_after_three_passes_is_no_invitation():
    deal = new_deal({A: "T2 T3 T4 T5 HK HQ SK SQ CK", B: "T6 T7 T8 T9 HN HJ SN SJ CQ",
                     C: "T10 T11 T12 T13 DK DQ DN DJ CN", D: "SKZ T14 T15 T16 T17 T20 CJ C10 DA"},
                    "T21 T1 T18 T19 S10 HA")
    run(deal, "A:pass B:pass C:pass")
    assert legal_texts(deal) == {"pass", "bid:three", "bid:two", "bid:one", "bid:solo"}
    run(deal, "D:bid:one")
    assert deal.invitation is None and deal.declarer == D and deal.contract == ONE


def test_an_accepted_xix_binds_the_call_and_makes_the_inviter_a_public_partner():
    deal = new_deal({A: "SKZ T2 T3 T4 HK HQ SK SQ CK", B: "T21 T19 T5 T6 HN HJ SN SJ CQ", **REST},
                    "T18 T7 T1 S10 HA DA")
    run(deal, "A:bid:three B:bid:one C:pass D:pass A:bid:one B:pass")
    run(deal, "A:discard:HQ B:discard:HN B:discard:HJ C:discard:DQ C:discard:DN D:discard:DA")
    run(deal, "A:pass B:pass C:pass D:pass")
    assert legal_texts(deal) == {"call:T19"}
    run(deal, "A:call:T19")
    assert deal.partner == B and deal.public_side == [0, 0, 1, 1]


def test_solo_over_an_invitation_voids_it():
    deal = new_deal({A: "SKZ T19 T2 T3 HK HQ SK SQ CK", B: "T21 T5 T6 T7 HN HJ SN SJ CQ", **REST},
                    "T18 T4 T1 S10 HA DA")
    run(deal, "A:bid:two B:bid:solo C:pass D:pass A:pass")
    assert deal.declarer == B and deal.contract == SOLO
    assert deal.invitation is not None and deal.invitation_in_force() is None


def test_xx_invitation_needs_a_high_honour_not_the_pagat():
    hands = {A: "T1 T20 T2 T3 HK HQ SK SQ CK", B: "T21 T5 T6 T7 HN HJ SN SJ CQ",
             C: "T8 T9 T10 T11 DK DQ DN DJ CN", D: "T12 T13 T14 T15 T16 T17 T19 CJ C10"}
    deal = new_deal(hands, "SKZ T18 T4 S10 HA DA")
    run(deal, "A:bid:three B:bid:two C:pass D:pass")
    assert "pass" not in legal_texts(deal)
    assert deal.check(Action("pass")).code == "xx-must-bid"
    run(deal, "A:bid:two")
    assert deal.declarer is None and deal.turn == B


def test_pagat_substitute_for_the_xix_is_hidden_from_the_others():
    deal = new_deal({A: "SKZ T2 T3 T4 HK HQ SK SQ CK", B: "T1 T19 T5 T6 HN HJ SN SJ CQ", **REST},
                    "T18 T7 T21 S10 HA DA")
    run(deal, "A:bid:three B:bid:one")
    assert deal.inv_pagat is True
    assert deal.view(A).inv_pagat is None and deal.view(B).inv_pagat is True
    assert card("T19") in deal.view(A).hands[B]  # the promised card is public knowledge


def test_declarer_inviter_keeps_only_the_discard_ban():
    deal = new_deal({A: "SKZ T19 T2 T3 HK HQ SK SQ CK", B: "T21 T5 T6 T7 HN HJ SN SJ CQ", **REST},
                    "T18 T4 T1 S10 HA DA")
    run(deal, "A:bid:two B:pass C:pass D:pass")
    assert deal.declarer == A and deal.contract == TWO and deal.invitation_in_force() is None
    assert deal.took[A] == cs("T18 T4")
    assert "discard:T19" not in legal_texts(deal)


def test_a_pagat_substitute_inviter_with_eight_tarokks_owes_the_declaration_then_the_pagat():
    deal = new_deal({A: "SKZ T21 T18 HK HQ SK SQ CK HA", B: "T1 T19 T2 T3 T4 T5 T6 T7 HN", **REST},
                    "HJ SN SJ CQ DA S10")
    run(deal, "A:bid:three B:bid:one C:pass D:pass A:bid:one B:pass")
    run(deal, "A:discard:HA B:discard:HN B:discard:SJ C:discard:CN C:discard:CQ D:discard:C10")
    run(deal, "A:pass B:pass C:pass D:pass A:call:T19 A:pass")
    assert deal.inv_pagat is True and deal.tarokks_in_hand(B) == 8
    # He may not pass before the Pagat, nor announce it before declaring his eight tarokks.
    assert "pass" not in legal_texts(deal) and "announce:pagat" not in legal_texts(deal)
    assert deal.owed_announcement(B) == Action("declare", "eight")
    run(deal, "B:declare:eight")
    assert deal.owed_announcement(B) == Action("announce", "pagat")
    run(deal, "B:announce:pagat")
    assert deal.owed_announcement(B) is None and "pass" in legal_texts(deal)
    assert deal.owed_announcement(C) is None
