"""Rule options, team scoring, and the match ending at once wherever the target is reached."""

from __future__ import annotations

from contract import reachable_cards
from porrazo_helpers import act, deck, in_match, kinds, match_with, position, scored
from tarotdesk.core.cards import UNKNOWN, cards, codes
from tarotdesk.games.porrazo import GAME

# -- porrazo_provisional (G4) -----------------------------------------------------------------------


def _porrazo_made(options=None, scores=None):
    state = position(2, 0, {0: "S7 H5 DK", 1: "C7 H7 S9"}, "D8 HJ", scores=scores or [0, 0],
                     options=options)
    act(state, "play:C7")  # seat 1 places a 7 (order 1, 0)
    return state


def test_default_porrazo_scores_at_once_and_can_win_before_a_counter():
    state = _porrazo_made(scores=[60, 0])
    match = in_match(state)
    events = act(match, "play:S7")
    assert scored(events) == [("porrazo", 0, 1)] and match.over and match.winners() == [0]
    assert len(state.hands[1]) == 2  # seat 1's H7 never gets the chance to counter


def test_provisional_porrazo_is_held_then_confirmed_by_the_next_play():
    state = _porrazo_made({"porrazo_provisional": True})
    events = act(state, "play:S7")
    assert [(e.kind, e.points) for e in events if e.points] == [("porrazo_held", 1)] and state.scores == [0, 0]
    events = act(state, "play:S9")
    assert scored(events)[0] == ("porrazo", 0, 1) and state.scores == [1, 0]


def test_provisional_porrazo_countered_costs_nothing():
    state = _porrazo_made({"porrazo_provisional": True})
    act(state, "play:S7")
    events = act(state, "play:H7")
    assert scored(events) == [("porrazo_annulled", 0, 0), ("counter_porrazo", 1, 3)]
    assert state.scores == [0, 3] and not [ln for ln in state.lines if ln[0] == "porrazo"]


def test_provisional_porrazo_cannot_win_on_the_spot():
    state = _porrazo_made({"porrazo_provisional": True}, scores=[60, 0])
    match = in_match(state)
    act(match, "play:S7")
    assert not match.over
    events = act(match, "play:S9")  # not a counter: the porrazo stands and wins
    assert "game_won" in kinds(events) and match.winners() == [0]
    assert "S9" in codes(state.hands[1]), "the match ended before the next card resolved"


def test_provisional_porrazo_confirmed_when_the_deal_ends():
    state = position(2, 0, {0: "S7", 1: "C7"}, "D8 HJ", k=2, plays=4, played={0: "C2 C3", 1: "H2 H4"},
                     options={"porrazo_provisional": True})
    events = act(state, "play:C7", "play:S7")
    assert ("porrazo", 0, 1) in scored(events) and state.k == 3


# -- the target reached anywhere ends the match at once --------------------------------------------------


def test_tendido_can_win_before_play():
    m = match_with(2, 1, deck(2, 1, [{0: "S5 S6 S7", 1: "H5 H6 H7"}], then="S2 H4 CK D3"))
    m.scores = [0, 58]
    m.deal.scores = [0, 58]
    events = act(m, "tendido:lay")
    assert kinds(events)[-3:] == ["game_won", "deal_over", "match_over"] and m.winners() == [1]
    assert m.results[-1].deal_score == [0, 5]


def test_ronda_settlement_can_win_in_mid_hand():
    m = match_with(2, 1, deck(2, 1, [{0: "SK HK S7", 1: "H5 D6 H7"}]))
    m.scores = [57, 0]
    m.deal.scores = [57, 0]
    act(m, "tendido:wait", "declare:ronda")
    while not m.deal_over:
        m.apply(m.legal_actions()[0])
    assert m.over and m.winners() == [0] and m.deal.k == 1
    assert m.deal.scores[0] >= 61 and any(ln.kind == "ronda" for ln in m.results[-1].lines)


def test_majority_can_win_at_the_end_of_the_hand():
    state = position(2, 1, {0: "D9", 1: "S6"}, "C6 H7 S8 DK", scores=[40, 58], k=8, plays=4,
                     played={0: "C2 C3", 1: "H2 H3"}, pile_counts={0: 24, 1: 22})
    match = in_match(state)
    events = act(match, "play:D9", "play:S6")
    assert [k for k in kinds(events) if k in ("majority", "game_won")] == ["majority", "game_won"]
    assert match.over and match.winners() == [1] and state.scores == [40, 62]


def test_target_option():
    state = position(2, 1, {0: "SA H9 C8", 1: "S3 S4 S6"}, options={"target": 1})
    match = in_match(state, options={"target": 1})
    act(match, "play:SA")
    assert match.over and match.winners() == [0]


# -- tendido_sets_scope --------------------------------------------------------------------------------


def _tendido_on(table: str, tendido: str, options=None):
    state = position(2, 1, {0: "S5 S6 S8", 1: "H5 H6 H8"}, table, options=options)
    state.tendido_done = False
    state._phase, state.turn = "tendido", 1
    state.stock = cards(tendido) + [c for c in state.stock if c.code not in tendido.split()]
    return act(state, "tendido:lay")


def test_tendido_sets_count_only_ranks_in_the_tendido_by_default():
    events = _tendido_on("S9 H9", "SQ H10 CJ DK")
    assert [e for e in events if e.kind == "tendido_set"] == []


def test_tendido_sets_scope_all_counts_table_pairs_too():
    events = _tendido_on("S9 H9", "SQ H10 CJ DK", {"tendido_sets_scope": "all"})
    assert [(e.data["rank"], e.points) for e in events if e.kind == "tendido_set"] == [("9", 1)]


def test_tendido_four_of_a_kind():
    events = _tendido_on("SK", "HK CK DK S9")
    assert [(e.data["count"], e.points) for e in events if e.kind == "tendido_set"] == [(4, 24)]


# -- six players: leftovers ------------------------------------------------------------------------------


def _six_player_last_deal(options):
    m = match_with(6, 5, deck(6, 5, []), {"target": 500, **options})
    deal = m.deal
    act(deal, "tendido:lay")
    while deal.k < 2:
        deal.apply(deal.legal_actions()[0])
    return deal


def test_six_players_leftovers_face_up_by_default():
    deal = _six_player_last_deal({})
    assert not deal.stock and not deal.dead and len(deal.table) >= 12


def test_six_players_leftovers_set_aside_unseen():
    deal = _six_player_last_deal({"leftover_6p": "dead"})
    assert len(deal.dead) == 12 and not deal.stock
    view = deal.view(0)
    assert view.dead == [UNKNOWN] * 12 and not set(deal.dead) & set(reachable_cards(view))
    assert deal.layout().groups == [("group.set_aside", deal.dead)]


# -- teams ----------------------------------------------------------------------------------------------


def test_team_play_credits_sides_and_fixed_teams():
    assert GAME.fixed_teams(6, {"teams": True}) == [[0, 2, 4], [1, 3, 5]]
    assert GAME.fixed_teams(4, {"teams": False}) is None and GAME.fixed_teams(5, {"teams": True}) is None
    state = position(4, 3, {0: "S7 H5 DK", 1: "C7 H9 S9", 2: "D7 HQ SQ", 3: "C2 C3 C4"}, "D8 HJ",
                     options={"teams": True})
    assert state.teams() == [[0, 2], [1, 3]] and state.side_of == [0, 1, 0, 1]
    events = act(state, "play:S7", "play:C7")  # order 0, 1: a porrazo for team 1
    assert scored(events) == [("porrazo", 1, 1)] and state.scores == [0, 1]
    events = act(state, "play:D7")  # seat 2 counters for team 0
    assert scored(events) == [("porrazo_annulled", 1, -1), ("counter_porrazo", 2, 3)] and state.scores == [3, 0]
    assert [ln.seats for ln in state.result().lines] == [(1, 3), (1, 3), (0, 2)]
    assert state.result().deal_score == [3, 0, 3, 0]


def test_provisional_limpia_is_held_with_its_porrazo():
    state = position(2, 0, {0: "S2 H5 DK", 1: "C2 H9 S9"}, options={"porrazo_provisional": True})
    act(state, "play:C2")
    events = act(state, "play:S2")  # porrazo on the 2 just laid, and the table is empty
    assert [(e.kind, e.points) for e in events if e.points] == [("porrazo_held", 1), ("limpia_held", 1)]
    assert state.scores == [0, 0]
    events = act(state, "play:H9")
    assert scored(events)[:2] == [("porrazo", 0, 1), ("limpia", 0, 1)] and state.scores == [2, 0]
