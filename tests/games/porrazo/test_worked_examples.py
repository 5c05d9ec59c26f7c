"""The worked examples S1-S15 of the Porrazo spec, each played through the engine."""

from __future__ import annotations

import pytest

from porrazo_helpers import act, deck, in_match, kinds, match_with, play_out_deal, position, scored
from tarotdesk.core.actions import Action
from tarotdesk.core.cards import cards, codes
from tarotdesk.core.rng import SeededRNG
from tarotdesk.games.porrazo.capture import COUNTERED, DISCARDED, NO_CHAIN, PORRAZO_MADE
from tarotdesk.games.porrazo.rules import deals_per_hand, leftover_count
from tarotdesk.games.porrazo.tendido import position_score, readings, set_score


def ranks(items):
    return sorted(c.rank for c in items)


# -- S1: deal arithmetic ---------------------------------------------------------------------------

@pytest.mark.parametrize("n,deals,left,plays", [(2, 8, 0, 48), (3, 5, 3, 45), (4, 4, 0, 48), (5, 3, 3, 45),
                                                (6, 2, 12, 36), (8, 2, 0, 48)])
def test_s1_deal_arithmetic(n, deals, left, plays):
    assert deals_per_hand(n) == deals
    assert leftover_count(n) == left
    assert 3 * n * deals == plays
    assert 3 * n * deals + 4 + left == 52


def _play_hand(state, rng, lay_at: int, stock_after: list[int]):
    """Play a whole hand with random cards, laying the tendido on deal ``lay_at``."""
    plays = 0
    while state.current_player is not None:
        if state.phase == "tendido":
            stock_after.append(len(state.stock))
            act(state, "tendido:lay" if state.k == lay_at else "tendido:wait")
            stock_after.append(len(state.stock))
            continue
        if state.phase == "play":
            plays += 1
        legal = state.legal_actions()
        state.apply(legal[rng.below(len(legal))])
    return plays


def test_s1_stock_two_players_tendido_on_deal_1():
    m = match_with(2, 1, deck(2, 1, []), {"target": 500})
    state = m.deal
    assert len(state.stock) == 52 - 6
    act(state, "tendido:lay")
    assert len(state.stock) == 42
    stock = []
    plays = _play_hand(state, SeededRNG(3), 1, stock)
    assert plays == 48 and stock == []
    assert len(state.stock) == 0 and state.k == 8
    assert sum(len(p) for p in state.piles) == 52


def test_s1_stock_three_players_tendido_delayed_to_the_last_deal():
    m = match_with(3, 0, deck(3, 0, []), {"target": 500})
    state = m.deal
    seen = []
    rng = SeededRNG(5)
    while state.current_player is not None:
        if state.phase == "tendido":
            seen.append(len(state.stock))
            if state.k < 5:
                assert state.legal_actions() == [Action.parse("tendido:lay"), Action.parse("tendido:wait")]
                act(state, "tendido:wait")
            else:
                assert state.legal_actions() == [Action.parse("tendido:lay")]
                events = act(state, "tendido:lay")
                assert "tendido" in kinds(events) and "leftover" in kinds(events)
                assert len(state.stock) == 0
            continue
        legal = state.legal_actions()
        state.apply(legal[rng.below(len(legal))])
    assert seen == [43, 34, 25, 16, 7]
    assert sum(len(p) for p in state.piles) == 52


# -- S2, S3: runs --------------------------------------------------------------------------------------

def test_s2_run_with_wrap_and_a_duplicate_rank():
    state = position(2, 1, {0: "DQ H9 C8", 1: "S3 S4 S6"}, "S5 HQ CK DA S2 H2 C9")
    events = act(state, "play:DQ")
    assert "captured" in kinds(events) and not scored(events)
    assert codes(state.piles[0]) == ["HQ", "CK", "DA", "S2", "DQ"]
    assert codes(state.table) == ["S5", "H2", "C9"]
    assert state.chain == NO_CHAIN and state.scores == [0, 0]


def test_s3_seed_example_of_a_broken_duplicate():
    state = position(2, 1, {0: "D5 H9 C2", 1: "S3 S4 S6"}, "C5 H6 S7 D7 H8")
    act(state, "play:D5")
    assert codes(state.piles[0]) == ["C5", "H6", "S7", "H8", "D5"]
    assert codes(state.table) == ["D7"] and state.scores == [0, 0]


# -- S4: en su lugar -------------------------------------------------------------------------------------

def test_s4a_capture_or_in_place():
    state = position(2, 1, {0: "S2 H9 C8", 1: "S3 S4 S6"}, "H2")
    assert set(state.legal_actions()) >= {Action.parse("play:S2"), Action.parse("inplace:S2")}
    other = state.clone()
    events = act(state, "play:S2")
    assert scored(events) == [("limpia", 0, 1)] and len(state.piles[0]) == 2 and not state.table
    events = act(other, "inplace:S2")
    assert scored(events) == [("en_su_lugar", 0, 2)]
    assert codes(other.table) == ["H2", "S2"] and not other.piles[0]


def test_s4b_not_eligible_means_capture():
    state = position(2, 1, {0: "S2 H9 C8", 1: "S3 S4 S6"}, "H2 C9")
    assert Action.parse("inplace:S2") not in state.legal_actions()
    events = act(state, "play:S2")
    assert not scored(events) and codes(state.table) == ["C9"]


def test_s4c_ace_on_an_empty_table():
    state = position(2, 1, {0: "SA H9 C8", 1: "S3 S4 S6"})
    events = act(state, "play:SA")
    assert scored(events) == [("en_su_lugar", 0, 1)] and codes(state.table) == ["SA"]


def test_s4d_four_on_three_cards():
    state = position(2, 1, {0: "D4 H8 C8", 1: "S3 S5 S6"}, "H9 SJ C5")
    events = act(state, "play:D4")
    assert scored(events) == [("en_su_lugar", 0, 4)] and len(state.table) == 4


# -- S5: porrazo, counter-porrazo, San Benito -----------------------------------------------------------------

def test_s5_porrazo_counter_porrazo_san_benito():
    state = position(2, 1, {0: "S7 C7 HK", 1: "H7 D7 C2"}, "D8 S9 HJ", scores=[10, 20])
    match = in_match(state)
    events = act(match, "play:S7")
    assert kinds(events)[0] == "placed" and state.chain == DISCARDED and not scored(events)
    events = act(match, "play:H7")
    assert scored(events) == [("porrazo", 1, 1)] and state.scores == [10, 21]
    assert ranks(state.piles[1]) == [7, 7, 8, 9] and codes(state.table) == ["HJ"]
    assert state.chain == PORRAZO_MADE
    events = act(match, "play:C7")
    assert scored(events) == [("porrazo_annulled", 1, -1), ("counter_porrazo", 0, 3)]
    assert state.scores == [13, 20]
    assert sorted(codes(state.piles[0])) == sorted(["S7", "H7", "C7", "D8", "S9"]) and state.piles[1] == []
    assert codes(state.table) == ["HJ"] and state.chain == COUNTERED
    assert not match.over
    events = act(match, "play:D7")
    assert "san_benito" in kinds(events) and "match_over" in kinds(events)
    assert match.over and match.winners() == [1]
    assert match.carry["won_by"] == "san_benito"
    assert match.current_player is None and match.legal_actions() == []


# -- S6, S7: the tendido -------------------------------------------------------------------------------

def test_s6_tendido_positions_seed_example():
    tendido = cards("S2 H4 CK D3")
    points, reading, read = position_score(tendido)
    assert (points, reading, codes(read)) == (5, "BADC-left", ["H4", "S2", "D3", "CK"])
    assert set_score([], tendido, "with_tendido") == (0, [])
    # Through the engine: two players, dealer 1, the tendido laid on the first deal.
    m = match_with(2, 1, deck(2, 1, [{0: "S5 S6 S7", 1: "H5 H6 H7"}], then="S2 H4 CK D3"))
    events = act(m, "tendido:lay")
    assert scored(events) == [("tendido_positions", 1, 5)]
    assert m.deal.scores == [0, 5] and codes(m.deal.table) == ["S2", "H4", "CK", "D3"]


def test_s6_each_reading_counts_from_one_end_only():
    points = {name: p for name, _, p in readings(cards("S2 H4 CK D3"))}
    assert points == {"ABCD-left": 0, "ABCD-right": 0, "BACD-left": 2, "BACD-right": 4, "ABDC-left": 3,
                      "ABDC-right": 0, "BADC-left": 5, "BADC-right": 4}


def test_s7_tendido_with_table_cards():
    points, reading, _ = position_score(cards("SQ H2 C3 DQ"))
    assert (points, reading) == (5, "ABCD-left")
    total, groups = set_score(cards("H7 HQ S3"), cards("SQ H2 C3 DQ"), "with_tendido")
    assert total == 10 and [(r, len(g)) for r, g in groups] == [(3, 2), (12, 3)]
    # Through the engine: the table holds H7 HQ S3 when the dealer lays the tendido.
    state = position(2, 1, {0: "S5 S6 S8", 1: "H5 H6 H8"}, "H7 HQ S3")
    state.tendido_done = False
    state._phase, state.turn = "tendido", 1
    state.stock = cards("SQ H2 C3 DQ") + [c for c in state.stock if c.code not in ("SQ", "H2", "C3", "DQ")]
    events = act(state, "tendido:lay")
    assert sum(p for _, _, p in scored(events)) == 15 and state.scores == [0, 15]
    assert len(state.table) == 7
    assert [(e.kind, e.data["rank"], e.points) for e in events if e.kind == "tendido_set"] == \
        [("tendido_set", "3", 1), ("tendido_set", "Q", 9)]


# -- S8, S9: ronda settlement --------------------------------------------------------------------------

def _ronda_events(n, dealer, hands, options=None):
    m = match_with(n, dealer, deck(n, dealer, [hands]), {"target": 500, **(options or {})})
    state = m.deal
    act(state, "tendido:wait")
    events = play_out_deal(state)
    return [(e.kind, e.seat, e.points) for e in events if e.kind in ("ronda", "rondine")], events


S8_HANDS = {0: "S5 H5 D5", 1: "SK HK C2", 2: "S9 HJ C4", 3: "DK CK H3"}


def test_s8a_rondine_beats_rondas():
    rondas, events = _ronda_events(4, 3, S8_HANDS)
    assert [k for k in kinds(events) if k.endswith("_declared")] == ["rondine_declared", "ronda_declared",
                                                                    "ronda_declared"]
    assert rondas == [("rondine", 0, 3)]


def test_s8b_equal_rondas_go_to_the_earlier_player():
    rondas, _ = _ronda_events(4, 3, {**S8_HANDS, 0: "S5 H6 D7"})
    assert rondas == [("ronda", 1, 4)]


def test_s8c_earlier_means_from_the_dealers_left():
    rondas, _ = _ronda_events(4, 2, {**S8_HANDS, 0: "S5 H6 D7"})
    assert rondas == [("ronda", 3, 4)]


S9_HANDS = {0: "SK HK C2", 1: "SQ HQ D3", 2: "S5 H5 D9", 3: "C8 D8 H8"}


def test_s9_team_rondas_score_together():
    rondas, _ = _ronda_events(4, 3, S9_HANDS, {"teams": True})
    assert rondas == [("ronda", 1, 3), ("rondine", 3, 3)]


def test_s9_variant_team_zero_holds_the_best():
    rondas, _ = _ronda_events(4, 3, {**S9_HANDS, 3: "C8 D8 H10"}, {"teams": True})
    assert rondas == [("ronda", 0, 4), ("ronda", 2, 1)]


# -- S10: limpia across the wrap ---------------------------------------------------------------------------

@pytest.mark.parametrize("mode,expected", [("highest", 4), ("last_of_run", 1)])
def test_s10_limpia_across_the_wrap(mode, expected):
    state = position(2, 1, {0: "SQ H9 C8", 1: "S3 S4 S6"}, "HQ SK DA C2", options={"limpia_value": mode})
    events = act(state, "play:SQ")
    assert scored(events) == [("limpia", 0, expected)] and not state.table


@pytest.mark.parametrize("mode", ["highest", "last_of_run"])
def test_s10_limpia_without_wrap(mode):
    state = position(2, 1, {0: "S10 H9 C8", 1: "S3 S4 S6"}, "H10 SJ DQ", options={"limpia_value": mode})
    events = act(state, "play:S10")
    assert scored(events) == [("limpia", 0, 3)]


# -- S11: the final play of a hand ----------------------------------------------------------------------

def test_s11_final_play_rest_to_last_capturer_and_majority():
    state = position(2, 1, {0: "D9", 1: "S6"}, "C6 H7 S8 DK", scores=[40, 45], k=8, plays=4,
                     played={0: "C2 C3", 1: "H2 H3"}, pile_counts={0: 24, 1: 22})
    match = in_match(state)
    act(match, "play:D9")
    events = act(match, "play:S6")
    assert codes(state.piles[1][-6:]) == ["C6", "H7", "S8", "D9", "S6", "DK"]
    assert [e.kind for e in events if e.kind == "table_taken"] == ["table_taken"]
    assert [len(p) for p in state.piles] == [24, 28]
    assert scored(events) == [("majority", 1, 4)]
    assert state.scores == [40, 49] and match.deal_over and not match.over
    assert match.results[-1].deal_score == [0, 4]


def test_s11_variant_no_limpia_on_the_final_play():
    state = position(2, 1, {0: "D9", 1: "S6"}, "C6 H7 S8", scores=[40, 45], k=8, plays=4,
                     played={0: "C2 C3", 1: "H2 H3"}, pile_counts={0: 24, 1: 23})
    events = act(state, "play:D9", "play:S6")
    assert not state.table and "limpia" not in kinds(events)
    assert scored(events) == [("majority", 1, 4)] and state.scores == [40, 49]


# -- S12: claims ---------------------------------------------------------------------------------------------

S12_HANDS = {0: "S4 H7 C10", 1: "SQ HQ D2", 2: "S6 H6 C9"}


def _s12(options, choices):
    m = match_with(3, 2, deck(3, 2, [S12_HANDS]), {"target": 500, **options})
    state = m.deal
    act(state, "tendido:wait")
    assert state.phase == "declare" and state.current_player == 1
    act(state, "declare:silent")
    assert state.current_player == 2
    act(state, "declare:ronda")
    events = []
    while state.k == 1:
        if state.phase == "claim":
            events += act(state, choices.pop(0))
        else:
            events += state.apply(state.legal_actions()[0])
    return events


def test_s12_undeclared_ronda_claimed_automatically():
    events = _s12({}, [])
    assert [(e.kind, e.seat, e.data) for e in events if e.kind.endswith("_claimed")] == \
        [("ronda_claimed", 0, {"holder": 1})]
    assert [(e.kind, e.seat, e.points) for e in events if e.kind == "ronda"] == [("ronda", 0, 3)]


def test_s12_manual_claims_nobody_claims():
    events = _s12({"claims": "manual"}, ["pass", "pass"])
    assert [e.seat for e in events if e.kind == "claim_passed"] == [0, 2]
    assert [(e.kind, e.seat, e.points) for e in events if e.kind == "ronda"] == [("ronda", 2, 1)]


def test_s12_manual_claims_second_eligible_player_claims():
    events = _s12({"claims": "manual"}, ["pass", "claim:ronda"])
    assert [(e.kind, e.seat, e.points) for e in events if e.kind == "ronda"] == [("ronda", 2, 3), ("ronda", 2, 1)]


# -- S13: winning in mid-hand ----------------------------------------------------------------------------------

def test_s13_reaching_61_in_mid_hand_ends_the_match_at_once():
    state = position(3, 0, {0: "S5 S6 S7", 1: "C3 C8 D9", 2: "H5 H6 HK"}, "H9 SJ", scores=[50, 58, 30])
    match = in_match(state)
    events = act(match, "play:C3")
    assert scored(events) == [("en_su_lugar", 1, 3)]
    assert kinds(events)[-3:] == ["game_won", "deal_over", "match_over"]
    assert match.over and match.winners() == [1] and match.carry["won_by"] == "target"
    assert state.scores == [50, 61, 30] and match.results[-1].deal_score == [0, 3, 0]
    assert len(state.hands[0]) == 3 and len(state.hands[2]) == 3  # never played


# -- S14: legal actions with a pending porrazo ------------------------------------------------------------------

def _s14():
    state = position(2, 0, {0: "S2 H5 DK", 1: "C2 H2 S9"})
    act(state, "play:C2")
    assert state.chain == DISCARDED and state.scores == [0, 0]
    return state


def test_s14_four_legal_actions():
    state = _s14()
    assert sorted(a.text for a in state.legal_actions()) == ["inplace:S2", "play:DK", "play:H5", "play:S2"]


def test_s14_porrazo_then_counter():
    state = _s14()
    events = act(state, "play:S2")
    assert scored(events) == [("porrazo", 0, 1), ("limpia", 0, 1)] and state.scores == [2, 0]
    events = act(state, "play:H2")
    assert scored(events) == [("porrazo_annulled", 0, -2), ("counter_porrazo", 1, 3), ("limpia", 1, 1)]
    assert state.scores == [0, 4] and sorted(codes(state.piles[1])) == ["C2", "H2", "S2"]


def test_s14_in_place_then_porrazo_on_the_new_discard():
    state = _s14()
    events = act(state, "inplace:S2")
    assert scored(events) == [("en_su_lugar", 0, 2)] and codes(state.table) == ["C2", "S2"]
    events = act(state, "play:H2")
    assert scored(events) == [("porrazo", 1, 1)]
    assert codes(state.piles[1]) == ["S2", "H2"] and codes(state.table) == ["C2"]


# -- S15: an in-place play breaks the San Benito sequence -----------------------------------------------------

def _s15():
    state = position(2, 0, {0: "H2 D2 C9", 1: "S2 C2 S8"}, "HK")
    match = in_match(state)
    assert scored(act(match, "play:S2")) == [("en_su_lugar", 1, 2)]
    assert Action.parse("inplace:H2") not in state.legal_actions()
    assert scored(act(match, "play:H2")) == [("porrazo", 0, 1)]
    assert codes(state.table) == ["HK"]
    return match, state


def test_s15a_in_place_then_plain_porrazo():
    match, state = _s15()
    assert scored(act(match, "inplace:C2")) == [("en_su_lugar", 1, 2)]
    assert state.scores == [1, 4] and codes(state.table) == ["HK", "C2"]
    events = act(match, "play:D2")
    assert scored(events) == [("porrazo", 0, 1)] and "san_benito" not in kinds(events)
    assert state.scores == [2, 4] and codes(state.table) == ["HK"] and not match.over


def test_s15b_counter_then_san_benito():
    match, state = _s15()
    events = act(match, "play:C2")
    assert scored(events) == [("porrazo_annulled", 0, -1), ("counter_porrazo", 1, 3)]
    assert state.scores == [0, 5] and codes(state.table) == ["HK"]
    assert Action.parse("inplace:D2") not in state.legal_actions()
    events = act(match, "play:D2")
    assert "san_benito" in kinds(events) and match.over and match.winners() == [0]
