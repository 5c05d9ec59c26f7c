"""Replays: records of every game reproduce the final scores; the timeline steps both ways to the
same states; tricks, captures, rounds and deals are found from the events; branches and undo."""

from __future__ import annotations

import pytest

from tarotdesk.core.records import parse_record, replay, summary
from tarotdesk.games.registry import available_ids, get_game
from tarotdesk.storage.timeline import UNIT_END_KINDS, Timeline, ends_unit, match_at, undo_point
from storage_kit import played, state_key

GAMES = available_ids()
COUNTS = [(g, n) for g in GAMES for n in get_game(g).player_counts]


@pytest.mark.parametrize("game_id,n", COUNTS)
def test_the_record_of_a_whole_match_replays_to_its_final_scores(game_id, n):
    record, match = played(game_id, seed=f"final-{n}", n=n)
    assert match.over
    again = replay(parse_record(record.to_text(), get_game), games=get_game)
    assert summary(again) == summary(match) == record.result
    assert again.scores == match.scores and again.winners() == match.winners()


@pytest.fixture(scope="module")
def whole_matches():
    return {g: played(g, seed="timeline") for g in GAMES}


@pytest.mark.parametrize("game_id", GAMES)
def test_stepping_forward_and_back_through_a_whole_match_gives_the_same_states(game_id, whole_matches):
    record, match = whole_matches[game_id]
    tl = Timeline(record, get_game)
    forward = [state_key(tl.state(k)) for k in range(tl.last + 1)]
    backward = [state_key(tl.state(k)) for k in range(tl.last, -1, -1)][::-1]
    assert forward == backward
    # Jumps by tricks and deals land on the same states as single steps.
    k = 0
    while k < tl.last:
        k = tl.next_trick(k)
        assert state_key(tl.state(k)) == forward[k]
    while k > 0:
        k = tl.previous_deal(k)
        assert state_key(tl.state(k)) == forward[k]
    assert tl.final.scores == match.scores and tl.state(tl.last).scores == match.scores
    assert summary(tl.final) == summary(match)
    # Every stop matches the replay of as many actions (a new deal's stop: that deal dealt).
    for j in (1, tl.last // 3, tl.last // 2, tl.last):
        stop = tl.stops[j]
        expected = replay(record, upto=stop.actions, games=get_game)
        if stop.new_deal:
            expected.next_deal()
        assert state_key(expected) == forward[j]


@pytest.mark.parametrize("game_id", GAMES)
def test_tricks_and_deals_come_from_the_events(game_id, whole_matches):
    record, match = whole_matches[game_id]
    tl = Timeline(record, get_game)
    ends = [j for j in range(1, tl.last + 1) if tl.stops[j].unit_end]
    assert ends, "no unit of play found"
    for j in ends:
        s = tl.stops[j]
        # A unit ends on an event that closes one, a change of phase, or the end of the deal.
        phase_changed = tl.state(j - 1).phase != tl.state(j).phase
        assert ends_unit(s.events) or s.deal_over or phase_changed
    deal_stops = [j for j, s in enumerate(tl.stops) if s.new_deal]
    assert len(deal_stops) == len(match.results) - 1  # every deal after the first begins at a stop
    assert all(tl.state(j).deal.current_player is not None or tl.state(j).deal_over for j in deal_stops)
    assert [tl.stops[j].deal for j in deal_stops] == list(range(1, len(match.results)))
    trick_events = sum(1 for j in range(1, tl.last + 1) for e in tl.stops[j].events if e.kind == "trick_won")
    if trick_events:
        assert sum(1 for j in ends if any(e.kind == "trick_won" for e in tl.stops[j].events)) == trick_events
    assert tl.next_deal(0) in deal_stops + [j for j, s in enumerate(tl.stops) if s.deal_over]


def test_unit_kinds_cover_tricks_captures_and_rounds():
    assert {"trick_won", "captured", "refill", "dealt"} <= UNIT_END_KINDS
    from tarotdesk.core.events import Event

    assert ends_unit([Event("capture_sum", 0)])
    assert not ends_unit([Event("card_played", 0), Event("trailed", 1)])


def test_every_family_steps_by_its_own_units(whole_matches):
    kinds = {}
    for game_id in ("tarokk", "mattazza", "porrazo", "cirulla", "reseghino"):
        tl = Timeline(whole_matches[game_id][0], get_game)
        kinds[game_id] = {e.kind for s in tl.stops if s.unit_end for e in s.events
                          if e.kind in UNIT_END_KINDS or e.kind.startswith("capture_")}
    for trick_game in ("tarokk", "mattazza", "reseghino"):
        assert "trick_won" in kinds[trick_game]
    assert {"captured", "dealt"} <= kinds["porrazo"]
    assert "refill" in kinds["cirulla"] and any(k.startswith("capture_") for k in kinds["cirulla"])


def test_a_branch_keeps_the_cards_and_plays_on_differently():
    record, _ = played("tarokk", seed="branch")
    tl = Timeline(record, get_game)
    k = tl.stop_of_action(30)
    branched = tl.branch(k, record.players, {"branch": True})
    assert branched.actions == record.actions[:30] and branched.seed == record.seed
    assert branched.flags == {"branch": True} and branched.created
    start = replay(branched, games=get_game)
    assert state_key(start) == state_key(tl.state(k))
    # The same deal continues with other moves, from the same hands.
    legal = start.legal_actions()
    other = next(a for a in legal if a.text != record.actions[30][1]) if len(legal) > 1 else legal[0]
    start.apply(other, start.current_player)
    original = replay(record, upto=31, games=get_game)
    assert [list(h) for h in start.deal.layout().hands] != [] and start.deck() == original.deck()


def test_the_record_up_to_a_position_is_the_same_match():
    record, _ = played("cirulla", seed="upto")
    tl = Timeline(record, get_game)
    cut = tl.record_upto(tl.stop_of_action(25))
    assert (cut.created, cut.seed, cut.players) == (record.created, record.seed, record.players)
    assert cut.actions == record.actions[:25] and cut.result is None


def test_undo_goes_back_to_the_start_of_the_last_decision():
    record, match = played("reseghino", seed="undo", actions=60, humans=(1,))
    seats = frozenset({1})
    k = undo_point(match, seats)
    assert k is not None and match.actions[k][0] == 1
    # The run of seat 1's actions starts at k, and seat 1 does not act again after that run.
    assert k == 0 or k in match.deal_starts or match.actions[k - 1][0] != 1
    later = [s for s, _ in match.actions[k:]]
    run_end = next((i for i, s in enumerate(later) if s != 1), len(later))
    assert 1 not in later[run_end:]
    back = match_at(record, k, get_game)
    assert back.current_player == 1 and len(back.actions) == k
    assert undo_point(replay(record, upto=0, games=get_game), seats) is None


def test_undo_treats_several_choices_in_a_row_as_one_decision():
    # Discarding several cards is one decision made of several actions of the same seat.
    record, match = played("taroccombre", seed="discards", actions=120, humans=(0, 1, 2))
    for end in range(1, len(match.actions)):
        m = replay(record, upto=end, games=get_game)
        k = undo_point(m, frozenset({0, 1, 2}))
        seat = m.actions[-1][0]
        j = end - 1
        start = max(s for s in m.deal_starts if s <= j)
        while j > start and m.actions[j - 1][0] == seat:
            j -= 1
        assert k == j
