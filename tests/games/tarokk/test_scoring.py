"""Settlement (spec §7): contra levels, announced and silent bonuses, volat and double game,
declarations, early ends, annulment and the five-player dealer fees."""

from __future__ import annotations

import pytest

from tarokk_helpers import A, B, C, D, GAME, cs, finished, new_match, run

from tarotdesk.games.tarokk.options import tarokk_rules
from tarotdesk.games.tarokk.rules import DF, DS, ONE, SOLO, TWO
from tarotdesk.games.tarokk.scoring import deal_result

# Nine tricks led by A (so A, B, C, D play the cards in that order) and the six discards of a
# Two: A's two count for the declarer's side, the other four for the defenders.
TRICKS = ["HK HQ HN HA", "DK DQ DN DA", "SK SQ SN T2", "CK CQ CN T3", "SKZ T4 T5 T6", "T21 T7 T8 T9",
          "T10 T11 T12 T13", "T14 T15 T16 T17", "T1 T18 T19 T20"]
POINTS = [13, 13, 13, 13, 8, 8, 4, 4, 8]
DISCARDS = {A: "S10 C10", B: "SJ CJ", C: "HJ", D: "DJ"}


def deal_with(winners: str, declarer: int = A, partner: int | None = C, contract: int = TWO,
              tricks: list[str] = TRICKS, options: dict | None = None):
    """A finished deal whose trick ``i`` was won by ``winners[i]`` (a letter A–D)."""
    lines = [f"A: {t} > {w}" for t, w in zip(tricks, winners)]
    d = finished(declarer, partner, contract, lines, DISCARDS)
    if options:
        d.rules = tarokk_rules(GAME.resolve_options(4, options))
    return d


def lines_of(d) -> dict[tuple[str, str], int]:
    """The settlement's lines summed by (kind, side), computed afresh (the tests change a finished
    deal and rescore it)."""
    out: dict[tuple[str, str], int] = {}
    for ln in deal_result(d).lines:
        key = (ln.kind, ln.data.get("side", ""))
        out[key] = out.get(key, 0) + ln.points
    return out


def team(d) -> int:
    return deal_result(d).summary["team_amount"]


# -- the game item -------------------------------------------------------------------------------------

def test_game_points_and_the_48_threshold():
    won = deal_with("ADCDAAADD")  # 13 + 13 + 8 + 8 + 4 = 46 in tricks, 2 in A's discard
    assert won.result().summary["card_points"] == [48, 46] and won.result().summary["won"]
    assert lines_of(won)[("game", "declarer")] == 2
    lost = deal_with("ADDDAAAAA")  # 13 + 8 + 8 + 4 + 4 + 8 = 45, and 2: a 47-47 split loses
    assert lost.result().summary["card_points"] == [47, 47] and not lost.result().summary["won"]
    assert lines_of(lost)[("game", "declarer")] == -2


@pytest.mark.parametrize("level", range(6))
def test_each_contra_level_multiplies_the_game(level):
    d = deal_with("AAADDDDDD")  # 39 + 2 = 41: lost
    d.game_level = level
    assert lines_of(d)[("game", "declarer")] == -2 * 2 ** level
    w = deal_with("AAAADDDDD")  # 52 + 2 = 54: won
    w.game_level = level
    assert lines_of(w)[("game", "declarer")] == 2 * 2 ** level


def test_silent_double_game_and_volat_and_the_option():
    double = deal_with("AAAAAADDD")  # 68 + 2 = 70: not yet
    assert lines_of(double)[("game", "declarer")] == 2
    double = deal_with("AAAAAAADD")  # 72 + 2 = 74
    assert lines_of(double)[("game", "declarer")] == 4
    off = deal_with("AAAAAAADD", options={"double_game": False})
    assert lines_of(off)[("game", "declarer")] == 2
    volat = deal_with("AAAAAAAAA")
    assert lines_of(volat)[("game", "declarer")] == 6
    volat.game_level = 1
    assert lines_of(volat)[("game", "declarer")] == 12  # silent volat × contra (G-17)


def test_announced_double_game_and_volat():
    d = deal_with("AAAAAAADD")  # 74
    d.game_mode = "double"
    assert lines_of(d)[("game", "declarer")] == 4 * 2
    d = deal_with("AAAAAADDD")  # 70: an announced double game fails
    d.game_mode = "double"
    assert lines_of(d)[("game", "declarer")] == -8
    d = deal_with("AAAAAAAAA")
    d.game_mode = "double"  # winning every trick adds nothing to an announced double game
    assert lines_of(d)[("game", "declarer")] == 8
    d.game_mode = "volat"
    d.game_level = 2
    assert lines_of(d)[("game", "declarer")] == 6 * 2 * 4
    d = deal_with("AAAAAAAAD")
    d.game_mode = "volat"
    assert lines_of(d)[("game", "declarer")] == -12


def test_defenders_double_game_and_volat_option():
    opts = {"defender_double_volat": True}
    assert lines_of(deal_with("DDDDDDDDD", options=opts))[("game", "declarer")] == -6
    assert lines_of(deal_with("DDDDDADDD", options=opts))[("game", "declarer")] == -4  # 8 + 2 = 10 ≤ 23
    assert lines_of(deal_with("DDDDDDDDD"))[("game", "declarer")] == -2


def test_without_double_game_the_defenders_keep_only_their_volat():
    # Defined, not refused: a double game exists only with double_game, for either side.
    opts = {"defender_double_volat": True, "double_game": False}
    assert lines_of(deal_with("DDDDDDDDD", options=opts))[("game", "declarer")] == -6
    assert lines_of(deal_with("DDDDDADDD", options=opts))[("game", "declarer")] == -2  # 10 points, no ×2


def test_alone_the_declarer_takes_three_times():
    d = deal_with("AAAADDDDD", partner=None)
    result = d.result()
    assert result.deal_score == [3 * team(d), -team(d), -team(d), -team(d)]


# -- bonuses ---------------------------------------------------------------------------------------------

def test_silent_trull_and_four_kings_either_side():
    d = deal_with("AAAAAAADA")  # DS holds every honour and every king, but loses trick 8
    lines = lines_of(d)
    assert lines[("trull", "declarer")] == 1 and lines[("kings", "declarer")] == 1
    d = deal_with("DDBBDDDDD")  # the defenders take them all
    lines = lines_of(d)
    assert lines[("trull", "declarer")] == -1 and lines[("kings", "declarer")] == -1


def test_no_silent_four_kings_with_all_nine_tricks():
    d = deal_with("AAAAAAAAA")
    lines = lines_of(d)
    assert ("kings", "declarer") not in lines and lines[("trull", "declarer")] == 1
    d.bonus_levels[DS]["kings"] = 0  # announced four kings still count
    assert lines_of(d)[("kings", "declarer")] == 2


PAGAT_TRICKS = {
    # The last trick as A, B, C, D play it, and the first trick that completes the pack.
    "A": ("T1 HA DA SN", "HK HQ HN T18"),  # the Pagat wins: nobody else has a tarokk
    "B": ("T1 T18 HA DA", "HK HQ HN SN"),  # captured by an opponent
    "C": ("T1 HA T18 DA", "HK HQ HN SN"),  # captured by the partner
}


@pytest.mark.parametrize("winner, silent, announced", [("A", 5, 10), ("B", -5, -10), ("C", 0, -10)])
def test_pagat_ultimo_silent_and_announced(winner, silent, announced):
    last, first = PAGAT_TRICKS[winner]
    tricks = [first, "DK DQ DN T19", "SK SQ T20 T2", *TRICKS[3:8], last]
    d = deal_with("AAAAAAAA" + winner, tricks=tricks)
    assert lines_of(d).get(("pagat", "declarer"), 0) == silent
    d.bonus_levels[DS]["pagat"] = 0
    assert lines_of(d)[("pagat", "declarer")] == announced
    d.bonus_levels[DS]["pagat"] = 2  # recontra'd: ×4
    assert lines_of(d)[("pagat", "declarer")] == announced * 4


def test_pagat_partner_penalty_option_and_an_early_pagat():
    tricks = ["HK HQ HN T18", "DK DQ DN T19", "SK SQ SN T2", "CK CQ CN T3", "SKZ T4 T5 T6", "T21 T7 T8 T9",
              "T10 T11 T12 T13", "T14 T15 T16 T17", "T1 HA T20 DA"]
    d = deal_with("AAAAAAAAC", tricks=tricks, options={"pagat_partner_penalty": True})
    assert lines_of(d)[("pagat", "declarer")] == -5
    early = ["T1 HA T20 DA"] + tricks[:8]
    d = deal_with("CAAAAAAAA", tricks=early)
    assert ("pagat", "declarer") not in lines_of(d)
    d.bonus_levels[DS]["pagat"] = 0
    assert lines_of(d)[("pagat", "declarer")] == -10  # played before the last trick


def test_xxi_catch_silent_announced_and_by_defenders():
    tricks = list(TRICKS)
    tricks[4], tricks[5] = "SKZ T21 T5 T6", "T4 T7 T8 T9"  # A's Skiz takes B's XXI
    d = deal_with("AAAAAAAAA", tricks=tricks)
    assert lines_of(d)[("xxi", "declarer")] == 21
    d.bonus_levels[DS]["xxi"] = 1
    assert lines_of(d)[("xxi", "declarer")] == 84
    tricks[4] = "T21 SKZ T5 T6"  # A's XXI taken by B's Skiz
    d = deal_with("AAAABAAAA", tricks=tricks)
    assert lines_of(d)[("xxi", "declarer")] == -21
    d.bonus_levels[DF]["xxi"] = 0
    assert lines_of(d)[("xxi", "declarer")] == -42


def test_sides_are_scored_independently():
    d = deal_with("DDDDDDDDD")
    d.bonus_levels[DS]["kings"] = 0  # DS announced four kings, the defenders took them
    lines = lines_of(d)
    assert lines[("kings", "declarer")] == -2 - 1
    d.bonus_levels[DF]["trull"] = 1  # defenders' trull, contra'd
    assert lines_of(d)[("trull", "declarer")] == -4


def test_declarations_are_personal():
    d = deal_with("AAAADDDDD")
    d.declared[B] = 9
    d.declared[C] = 8
    result = d.result()
    base = team(d)
    assert result.deal_score == [base - 2 - 1, -base + 6 - 1, base - 2 + 3, -base - 2 - 1]
    assert sum(result.deal_score) == 0


# -- early ends, annulment, five-player fees ----------------------------------------------------------------

def test_annulment_with_a_lone_xxi():
    m = new_match({A: "SKZ T2 T3 T4 HK HQ SK SQ CK", B: "T21 HN HJ SN SJ CQ DK DQ DN",
                   C: "T5 T6 T7 T8 T9 T10 T11 T12 CN"}, "S10 C10 HA DA CJ DJ")
    run(m, "A:bid:three B:pass C:pass D:pass A:contract:solo")
    assert m.deal.took[A] == [] and len(m.deal.took[B]) == 2
    while m.deal.phase == "discard":
        seat = m.current_player
        m.apply(next(a for a in m.legal_actions() if a.kind == "discard"), seat)
    run(m, "A:pass")
    assert {a.text for a in m.legal_actions() if a.kind != "session"} == {"pass", "annul"}
    events = run(m, "B:annul")
    assert any(e.kind == "annulled" for e in events)
    assert m.results[-1].deal_score == [0, 0, 0, 0] and m.deal.outcome == "annulled"


def test_no_annulment_after_discarding_a_tarokk_under_the_old_rule():
    m = new_match({A: "SKZ T2 T3 T4 HK HQ SK SQ CK", B: "T21 T13 HJ SN SJ CQ DK DQ DN",
                   C: "T5 T6 T7 T8 T9 T10 T11 T12 CN"}, "S10 C10 HA DA CJ DJ", options={"old_discard": True})
    run(m, "A:bid:three B:pass C:pass D:pass A:contract:solo")
    run(m, "B:discard:T13 B:discard:HJ")
    while m.deal.phase == "discard":
        m.apply(next(a for a in m.legal_actions() if a.kind == "discard"))
    run(m, "A:pass")
    assert m.deal.tarokks_in_hand(B) == 1
    assert {a.text for a in m.legal_actions() if a.kind != "session"} == {"pass"}


@pytest.mark.parametrize("hand", ["HK SK CK DK HN SN CN DN HQ", "T21 T1 SK CQ HN SN CN DN HQ"])
def test_extra_annulment_reasons_option(hand):
    m = new_match({A: "SKZ T2 T3 T4 HJ SJ CJ DJ S10", B: hand}, "C10 HA DA T5 T6 T7",
                  options={"annul_extra": True})
    run(m, "A:bid:three B:pass C:pass D:pass A:contract:solo")
    while m.deal.phase == "discard":
        seat = m.current_player
        legal = [a for a in m.legal_actions() if a.kind == "discard"]
        m.apply(next((a for a in legal if not a.card.is_trump), legal[0]), seat)
    run(m, "A:pass")
    assert "annul" in {a.text for a in m.legal_actions()}
    plain = new_match({A: "SKZ T2 T3 T4 HJ SJ CJ DJ S10", B: hand}, "C10 HA DA T5 T6 T7")
    run(plain, "A:bid:three B:pass C:pass D:pass A:contract:solo")
    while plain.deal.phase == "discard":
        seat = plain.current_player
        legal = [a for a in plain.legal_actions() if a.kind == "discard"]
        plain.apply(next((a for a in legal if not a.card.is_trump), legal[0]), seat)
    run(plain, "A:pass")
    assert "annul" not in {a.text for a in plain.legal_actions()}


def test_surrender_in_five_players_pays_the_dealer_fees():
    m = new_match({0: "T21 T2 T3 T4 HQ SQ CQ DQ S10", 1: "T5 T6 T7 T8 HN SN CN DN C10",
                   2: "T9 T10 T11 T12 HJ SJ CJ DJ HA", 3: "T13 T14 T15 T16 T17 T18 T19 T20 DA"},
                  "HK SK CK SKZ T1 DK", dealer=4, n=5)
    run(m, "P0:bid:three P1:pass P2:pass P3:pass P0:contract:three")
    deal = m.deal
    assert deal.took[1] == cs("SKZ") and deal.took[2] == cs("T1") and deal.took[3] == cs("DK")
    for seat in (0, 0, 0, 1, 2, 3):
        legal = [a for a in m.legal_actions() if a.kind == "discard"]
        m.apply(legal[0], seat)
    run(m, "P0:pass P1:pass P2:pass P3:pass P0:surrender")
    result = m.results[-1]
    # Surrender: P0 pays 2 × 1 to each; P1 received the Skiz (3) and P2 the Pagat (1).
    assert result.deal_score == [-6, 2 - 3, 2 - 1, 2, 4]


def test_no_fees_after_a_pass_out_or_without_the_dealer_handling_the_talon():
    m = new_match({0: "T2 T3 T4 T5 HQ SQ CQ DQ S10"}, "SKZ T21 T1 HK SK CK", dealer=4, n=5)
    run(m, "P0:pass P1:pass P2:pass P3:pass")
    assert m.deal.outcome == "passed-out" and m.results[-1].deal_score == [0] * 5
    m = new_match({0: "T21 T2 T3 T4 HQ SQ CQ DQ S10", 1: "T5 T6 T7 T8 HN SN CN DN C10",
                   2: "T9 T10 T11 T12 HJ SJ CJ DJ HA", 3: "T13 T14 T15 T16 T17 T18 T19 T20 DA"},
                  "HK SK CK SKZ T1 DK", dealer=4, n=5, options={"dealer_handles_talon": False})
    run(m, "P0:bid:three P1:pass P2:pass P3:pass P0:contract:three")
    for seat in (0, 0, 0, 1, 2, 3):
        m.apply([a for a in m.legal_actions() if a.kind == "discard"][0], seat)
    events = run(m, "P0:pass P1:pass P2:pass P3:pass P0:surrender")
    assert m.results[-1].deal_score == [-6, 2, 2, 2, 0]
    assert not any(e.kind == "tarokks_discarded_total" for e in events)


def _worked_examples():
    # Loaded from this folder by path: the Lombard tests have a module of the same name.
    import importlib.util
    from pathlib import Path

    spec = importlib.util.spec_from_file_location(
        "tarokk_worked_examples", Path(__file__).with_name("test_worked_examples.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_contra_chain_to_mordcontra_in_play():
    examples = _worked_examples()
    E8_HANDS, E8_SCRIPT, E8_TALON = examples.E8_HANDS, examples.E8_SCRIPT, examples.E8_TALON
    steps = E8_SCRIPT.split()
    chain = ("A:pass B:contra:game B:pass C:recontra:game C:pass D:subcontra:game D:pass "
             "A:hirscontra:game A:pass B:mordcontra:game B:pass C:pass D:pass A:pass").split()
    m = new_match(E8_HANDS, E8_TALON)
    run(m, " ".join(steps[:17]))
    for step in chain:
        if step.startswith("B:pass") and m.deal.game_level == 5:
            assert not any(a.kind.endswith("contra") for a in m.legal_actions())
        run(m, step)
    assert m.deal.game_level == 5 and m.deal.phase == "play"
    run(m, " ".join(steps[25:]))
    assert m.results[-1].deal_score == [91, -91, 91, -91]  # E8 with the game at ×32: 64 + 1 + 21 + 5


def test_the_game_and_announced_volat_share_one_contra_chain():
    d = deal_with("AAAAAAAAA", contract=ONE)
    d.game_level = 1
    d.game_mode = "volat"
    assert lines_of(d)[("game", "declarer")] == 6 * 3 * 2


def test_solo_alone_with_a_silent_volat():
    d = deal_with("AAAAAAAAA", contract=SOLO, partner=None)
    assert lines_of(d)[("game", "declarer")] == 3 * 4 * 3  # ×3 alone, Solo worth 4, silent volat ×3


def test_forced_three_changed_to_solo_fails_at_once():
    m = new_match({A: "T2 T3 T4 T5 HQ SQ CQ DQ S10", B: "T6 T7 T8 T9 HN SN CN DN C10",
                   C: "T10 T11 T12 T13 HJ SJ CJ DJ HA", D: "T14 T15 T16 T17 T18 T19 T20 HK DA"},
                  "SKZ T21 T1 SK CK DK")
    events = run(m, "A:pass B:pass C:pass D:bid:three D:contract:solo")
    assert any(e.kind == "forced_failure" and e.points == -12 for e in events)
    assert m.results[-1].deal_score == [4, 4, 4, -12] and m.deal.talon == cs("SKZ T21 T1 SK CK DK")
