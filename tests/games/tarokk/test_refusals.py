"""Refused actions: every phase answers with a specific reason and a rule anchor, and a refused
action leaves the state exactly as it was."""

from __future__ import annotations

from typing import Iterable

import pytest

from contract import assert_refused_unchanged
from tarokk_helpers import POOL, A, B, C, D, GAME, cs, new_deal, new_match, run

from tarotdesk.core.actions import PASS, Action
from tarotdesk.core.match import Match
from tarotdesk.core.rng import SeededRNG
from tarotdesk.games.tarokk import ANCHORS
from tarotdesk.games.tarokk.actions import SESSION_END
from tarotdesk.games.tarokk.rules import TWO

#: Codes the sweep below must meet in random play (the rarer ones have targeted tests).
EXPECTED_IN_SWEEP = {
    "no-honour", "bid-too-low", "invitation-not-qualified", "inviter-must-pass", "unknown-contract",
    "card-not-in-hand", "discard-honour", "discard-king", "discard-tarokk-while-plain", "annul-not-eligible",
    "surrender-not-eligible", "call-honour", "call-not-tarokk", "call-must-t20", "already-announced",
    "defender-not-public", "declarer-side-only", "contra-no-item", "contra-wrong-step", "contra-not-entitled",
    "must-follow", "must-trump", "must-play-tarokk", "circuit-first-decision", "circuit-pending", "wrong-phase",
    "unknown-word", "unknown-action", "not-your-turn",
}


def sweep(state, seat: int, pool: Iterable[Action], codes: set[str]) -> None:
    """Check every pooled action; a refusal must be specific to its kind and name a rule anchor."""
    for action in pool:
        refusal = state.check(action)
        if refusal is None:
            continue
        assert refusal.rule in ANCHORS, refusal
        codes.add(refusal.code)
        if refusal.code == "unknown-action":
            assert action.kind in ("shuffle",), (action, refusal)
    other = (seat + 1) % state.n_players
    codes.add(state.check(state.legal_actions()[0], other).code)


def test_sweep_every_phase_gives_specific_reasons():
    codes: set[str] = set()
    rng = SeededRNG("sweep")
    phases = set()
    for n, seed in [(4, s) for s in range(12)] + [(5, s) for s in range(4)]:
        match = Match(GAME, n, seed=f"sweep-{seed}")
        while not match.over and match.deal_index < 2:
            if match.deal_over:
                match.next_deal()
                continue
            deal = match.deal
            phases.add(deal.phase)
            sweep(deal, deal.current_player, POOL, codes)
            match.apply(rng.choice(match.legal_actions()))
    assert phases >= {"bidding", "contract", "discard", "annulment", "surrender", "call", "announcements", "play"}
    assert EXPECTED_IN_SWEEP <= codes, EXPECTED_IN_SWEEP - codes


def test_refused_actions_leave_the_state_unchanged_in_every_phase():
    rng = SeededRNG("unchanged")
    seen: set[str] = set()
    for seed in range(8):
        match = Match(GAME, 4, seed=f"unchanged-{seed}")
        while not match.deal_over:
            deal = match.deal
            legal = set(deal.legal_actions())
            refused = [a for a in POOL if a not in legal]
            for action in [refused[rng.below(len(refused))] for _ in range(2)]:
                refusal = assert_refused_unchanged(deal, action)
                assert refusal.code and refusal.rule in ANCHORS
            assert_refused_unchanged(deal, next(iter(legal)), (deal.current_player + 1) % 4)
            seen.add(deal.phase)
            match.apply(rng.choice(match.legal_actions()))
        assert_refused_unchanged(match.deal, PASS)
    assert {"bidding", "discard", "annulment", "call", "announcements", "play"} <= seen


# -- targeted refusals ------------------------------------------------------------------------------

def _code(state, text: str, seat: int | None = None) -> str:
    refusal = assert_refused_unchanged(state, Action.parse(text), seat)
    return refusal.code


def test_bidding_refusals():
    deal = new_deal({A: "SKZ T19 T2 T3 HK HQ SK SQ CK", B: "T21 T5 T6 T7 HN HJ SN SJ CQ",
                     C: "T8 T9 T10 T11 DK DQ DN DJ CN", D: "T1 T12 T13 T14 T15 T16 T17 T18 CJ"},
                    "T20 T4 S10 C10 HA DA")
    assert _code(deal, "bid:one") == "invitation-not-qualified"  # an opening One promises the XVIII
    run(deal, "A:bid:two")  # the XIX invitation
    assert _code(deal, "bid:two") == "bid-too-low"
    assert _code(deal, "bid:four") == "unknown-contract"
    assert _code(deal, "play:T21") == "wrong-phase"
    assert _code(deal, "pass", A) == "not-your-turn"
    run(deal, "B:pass")
    assert _code(deal, "bid:one") == "no-honour"
    run(deal, "C:pass D:bid:one")
    assert _code(deal, "bid:solo") == "inviter-must-pass"


def test_contract_refusal_with_the_option_off():
    m = new_match({A: "T2 T3 T4 T5 HQ SQ CQ DQ S10", B: "T6 T7 T8 T9 HN SN CN DN C10",
                   C: "T10 T11 T12 T13 HJ SJ CJ DJ HA", D: "T14 T15 T16 T17 T18 T19 T20 HK DA"},
                  "SKZ T21 T1 SK CK DK", options={"forced_three_may_change": False})
    run(m, "A:pass B:pass C:pass D:bid:three")
    assert {a.text for a in m.legal_actions() if a.kind != "session"} == {"contract:three"}
    refusal = assert_refused_unchanged(m.deal, Action.parse("contract:solo"))
    assert refusal.code == "forced-three-cannot-change" and refusal.rule == "options"


def test_discard_and_call_refusals():
    deal = new_deal({A: "SKZ T21 T19 T2 HK HQ SK SQ CK", B: "T1 T5 T6 T7 HN HJ SN SJ CQ",
                     C: "T8 T9 T10 T11 DK DQ DN DJ CN", D: "T12 T13 T14 T15 T16 T17 T18 T20 CJ"},
                    "T3 T4 S10 C10 HA DA")
    run(deal, "A:bid:three B:pass C:pass D:pass A:contract:two")
    assert _code(deal, "discard:SKIZ") == "discard-honour"
    assert _code(deal, "discard:HK") == "discard-king"
    assert _code(deal, "discard:T3") == "discard-tarokk-while-plain"
    assert _code(deal, "discard:DK") == "card-not-in-hand"
    assert _code(deal, "discard:HQ+SQ") == "discard-one-card"
    run(deal, "A:discard:HQ A:discard:SQ B:discard:HN B:discard:HJ C:discard:DQ D:discard:CJ")
    run(deal, "A:pass B:pass C:pass D:pass")
    assert deal.phase == "surrender"
    assert _code(deal, "surrender") == "surrender-not-eligible"
    run(deal, "A:pass")
    assert deal.phase == "call"
    assert _code(deal, "call:T21") == "call-honour"
    assert _code(deal, "call:SK") == "call-not-tarokk"
    assert _code(deal, "call:T17") == "call-must-t20"
    assert _code(deal, "call:T19+T20") == "call-one-card"


def test_announcement_refusals():
    deal = new_deal({A: "SKZ T21 T20 T19 HK SK CK DK HQ", B: "T2 T3 T4 T5 HN SN CN DN SQ",
                     C: "T18 T6 T7 T8 HJ SJ CJ DJ CQ", D: "T1 T9 T10 T11 T12 T13 T14 DQ HA"},
                    "S10 C10 T15 T16 T17 DA", options={"double_game": False, "max_contra": 2})
    run(deal, "A:bid:three B:pass C:pass D:pass A:contract:three")
    run(deal, "A:discard:HQ A:discard:S10 A:discard:C10 B:discard:SQ C:discard:HJ D:discard:DA")
    run(deal, "A:pass B:pass C:pass D:pass A:pass")
    # A holds XX and XIX, not XVIII: XVIII or XX; he calls the XVIII, held by C.
    run(deal, "A:call:T18")
    assert deal.partner == C
    assert _code(deal, "announce:double") == "double-game-disabled"
    assert _code(deal, "contra:game") == "contra-not-entitled"
    assert _code(deal, "recontra:game") == "contra-wrong-step"
    assert _code(deal, "contra:kings") == "contra-no-item"
    assert _code(deal, "declare:eight") == "declare-wrong-count"
    run(deal, "A:announce:volat A:announce:kings")
    assert _code(deal, "announce:kings") == "already-announced"
    assert _code(deal, "announce:volat") == "already-announced"
    run(deal, "A:pass")
    assert _code(deal, "announce:trull") == "defender-not-public"
    assert _code(deal, "announce:volat") == "declarer-side-only"
    run(deal, "B:contra:game B:contra:kings B:pass C:recontra:game")
    assert deal.game_level == 2 and deal.bonus_levels[0]["kings"] == 1
    assert _code(deal, "subcontra:game") == "contra-max"
    run(deal, "C:pass")
    assert _code(deal, "subcontra:game") == "contra-max" and deal.turn == D


def test_double_after_volat_and_declarations():
    deal = new_deal({A: "SKZ T21 T20 T19 T18 T17 T16 T15 HK", B: "T2 T3 T4 T5 HN SN CN DN SQ",
                     C: "T14 T6 T7 T8 HJ SJ CJ DJ CQ", D: "T1 T9 T10 T11 T12 T13 SK DQ HA"},
                    "S10 C10 HQ CK DK DA")
    run(deal, "A:bid:three B:pass C:pass D:pass A:contract:three")
    run(deal, "A:discard:S10 A:discard:C10 A:discard:HQ B:discard:SQ C:discard:HJ D:discard:DA")
    run(deal, "A:pass B:pass C:pass D:pass A:pass A:call:T20")
    assert deal.partner is None  # A called his own XX and plays alone
    run(deal, "A:announce:volat")
    assert _code(deal, "announce:double") == "double-after-volat"
    assert _code(deal, "announce:pagat") == "undeclared-tarokks"
    run(deal, "A:declare:eight")
    assert _code(deal, "declare:eight") == "already-declared"


def test_pagat_obligation_of_a_pagat_substitute_inviter():
    deal = new_deal({A: "SKZ T21 T2 T3 HK HQ SK SQ CK", B: "T1 T19 T5 T6 HN HJ SN SJ CQ",
                     C: "T8 T9 T10 T11 DK DQ DN DJ CN", D: "T12 T13 T14 T15 T16 T17 T18 T20 CJ"},
                    "T4 T7 S10 C10 HA DA")
    run(deal, "A:bid:three B:bid:one C:pass D:pass A:bid:one B:pass")
    assert deal.invitation == (cs("T19")[0], B, "xix") and deal.inv_pagat
    run(deal, "A:discard:HQ B:discard:HN B:discard:HJ C:discard:DQ C:discard:DN D:discard:CJ")
    run(deal, "A:pass B:pass C:pass D:pass A:call:T19 A:pass")
    assert deal.turn == B and deal.pagat_duty == B
    assert _code(deal, "pass") == "pagat-obligation"
    run(deal, "B:announce:pagat B:pass")
    assert deal.pagat_duty is None


def test_play_refusals():
    deal = new_deal({})
    deal.declarer, deal.contract, deal.partner = A, TWO, None
    deal._phase, deal.turn = "play", B
    deal.hands[B] = cs("HK T5 SK T1")
    deal.trick, deal.trick_seats = cs("HQ"), [A]
    assert _code(deal, "play:SK") == "must-follow"
    assert _code(deal, "play:CK") == "card-not-in-hand"
    assert _code(deal, "play:SK+HK") == "play-one-card"
    deal.hands[B] = cs("T5 SK T1")
    assert _code(deal, "play:SK") == "must-trump"
    deal.trick = cs("T9")
    assert _code(deal, "play:SK") == "must-play-tarokk"
    deal.bonus_levels[1]["pagat"] = 0
    assert _code(deal, "play:T1") == "pagat-must-wait"


def test_session_refusals():
    hands = {A: "SKZ T21 T2 T3 HK HQ SK SQ CK", B: "T1 T5 T6 T7 HN HJ SN SJ CQ"}
    m = new_match(hands, "T4 S10 C10 HA DA DK")
    assert SESSION_END in m.legal_actions()
    run(m, "A:bid:three B:pass C:pass D:pass")
    # A's second decision: the declaration is offered only at a player's first decision.
    assert SESSION_END not in m.legal_actions()
    assert assert_refused_unchanged(m.deal, SESSION_END).code == "circuit-first-decision"
    m = new_match(hands, "T4 S10 C10 HA DA DK")
    run(m, "A:session:end")
    assert m.deal.circuit_by == A and not m.deal.circuit_open and m.current_player == A
    run(m, "A:bid:three")
    assert SESSION_END not in m.legal_actions()
    assert assert_refused_unchanged(m.deal, SESSION_END).code == "circuit-pending"
    assert assert_refused_unchanged(m.deal, Action("session", "stop")).code == "unknown-word"


@pytest.mark.parametrize("text, code", [("annul", "annul-not-eligible"), ("annul:now", "unknown-word")])
def test_annulment_refusals(text, code):
    deal = new_deal({A: "SKZ T21 T2 T3 HK HQ SK SQ CK", B: "T1 T5 T6 T7 HN HJ SN SJ CQ"}, "T4 S10 C10 HA DA DK")
    run(deal, "A:bid:three B:pass C:pass D:pass A:contract:solo")
    for seat in (B, C, D):
        for _ in range(2):
            run(deal, "ABCD"[seat] + ":" + next(a.text for a in deal.legal_actions() if a.kind == "discard"))
    assert deal.phase == "annulment"
    assert _code(deal, text) == code


def test_an_annulment_refusal_and_a_lone_pass_name_the_condition():
    from tarotdesk.ui.model.words import Words

    deal = new_deal({A: "SKZ T21 T2 T3 HK HQ SK SQ CK", B: "T1 T5 T6 T7 HN HJ SN SJ CQ"}, "T4 S10 C10 HA DA DK")
    run(deal, "A:bid:three B:pass C:pass D:pass A:contract:solo")
    for seat in (B, C, D):
        for _ in range(2):
            run(deal, "ABCD"[seat] + ":" + next(a.text for a in deal.legal_actions() if a.kind == "discard"))
    assert deal.phase == "annulment" and deal.legal_actions() == [PASS]
    refusal = deal.check(Action.parse("annul"))
    assert refusal.code == "annul-not-eligible" and refusal.params == {"condition": "annul-lone"}
    words = Words(GAME, "en", ["You", "Bruno", "Carla", "Dario"])
    said = words.refusal(refusal)
    assert "only tarokk is the XXI or the Pagat" in said and "{" not in said, said
    key, params = deal.prompt()
    assert key == "prompt.annulment-pass"
    assert words.prompt(key, params).endswith("your hand does not qualify: pass.")
    # Another seat's view cannot judge the hand: it shows the plain prompt.
    assert deal.view((deal.current_player + 1) % 4).prompt()[0] == "prompt.annulment"


def test_a_card_played_before_the_play_says_what_is_being_decided():
    from tarotdesk.ui.model.words import Words

    deal = new_deal({A: "SKZ T19 T2 T3 HK HQ SK SQ CK", B: "T21 T5 T6 T7 HN HJ SN SJ CQ",
                     C: "T8 T9 T10 T11 DK DQ DN DJ CN", D: "T1 T12 T13 T14 T15 T16 T17 T18 CJ"},
                    "T20 T4 S10 C10 HA DA")
    refusal = deal.check(Action.parse("play:T19"))
    assert refusal.code == "wrong-phase" and refusal.params["now"] == "now-bidding"
    for lang, part in (("en", "This is the bidding"), ("ja", "ビッドの番")):
        assert part in Words(GAME, lang, ["You", "Bruno", "Carla", "Dario"]).refusal(refusal)
    # During the announcements a card dragged to the table is told the same (it was "not a choice").
    for seed in range(50):
        rng = SeededRNG(f"announcements-{seed}")
        match = Match(GAME, 4, seed=f"announcements-{seed}")
        while not match.deal_over and match.deal.phase != "announcements":
            match.apply(rng.choice(match.legal_actions()))
        if not match.deal_over:
            break
    seat = match.current_player
    refusal = match.check(Action("play", match.deal.hands[seat][0]), seat)
    assert refusal.code == "wrong-phase" and refusal.params["now"] == "now-announcements"
