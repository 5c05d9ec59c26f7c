import json
import subprocess
import sys

import pytest

from contract import assert_refused_unchanged, fingerprint, random_match, reachable_cards
from toygame import GAME, games
from tarotdesk.core.actions import Action, play
from tarotdesk.core.cards import UNKNOWN, card
from tarotdesk.core.events import IllegalAction
from tarotdesk.core.match import DealSetup, Match
from tarotdesk.core.records import (PlayerInfo, RecordError, parse_record, record_from_match, replay,
                                    summary)
from tarotdesk.core.rng import SeededRNG

PLAYERS = [PlayerInfo(f"P{i}") for i in range(4)]


def finished_match(seed=1):
    return random_match(Match(GAME, 4, seed=seed), seed)


def test_same_seed_same_cards():
    a, b = Match(GAME, 4, seed=7), Match(GAME, 4, seed=7)
    assert fingerprint(a.deal) == fingerprint(b.deal)
    assert fingerprint(Match(GAME, 4, seed=8).deal) != fingerprint(a.deal)


def test_refusal_leaves_state_unchanged():
    m = Match(GAME, 4, seed=3)
    deal = m.deal
    other = next(c for c in deal.hands[(deal.dealer + 1) % 4])
    r = assert_refused_unchanged(deal, Action("discard", other))
    assert r.code == "unknown-action" or r.rule
    r = assert_refused_unchanged(deal, deal.legal_actions()[0], seat=(deal.dealer + 1) % 4)
    assert r.code == "not-your-turn"


def test_view_hides_other_hands_and_discard():
    m = Match(GAME, 4, seed=5)
    rng = SeededRNG(0)
    while not m.deal_over:
        for seat in range(4):
            v = m.deal.view(seat)
            visible = set(reachable_cards(v))
            for other in range(4):
                if other != seat:
                    assert not visible & set(m.deal.hands[other])
            if seat != m.deal.dealer:
                assert not visible & set(m.deal.discard)
        m.apply(rng.choice(m.legal_actions()))


def test_sample_world_is_consistent_with_the_view():
    m = Match(GAME, 4, seed=11)
    rng = SeededRNG(2)
    for _ in range(30):
        m.apply(rng.choice(m.legal_actions()))
    seat = 2
    for k in range(20):
        w = m.deal.sample_world(seat, SeededRNG(k))
        assert w.hands[seat] == m.deal.hands[seat]
        assert [len(h) for h in w.hands] == [len(h) for h in m.deal.hands]
        assert UNKNOWN not in reachable_cards(w)
        everything = [c for h in w.hands for c in h] + w.discard + w.trick + [c for p in w.piles for c in p]
        assert sorted(everything) == sorted(GAME.pack.cards)
        for s in range(4):
            assert not any(c.suit in w.voids[s] for c in w.hands[s])


def test_record_round_trip_and_summary():
    m = finished_match(4)
    rec = record_from_match(m, PLAYERS)
    text = rec.to_text()
    again = parse_record(text, games)
    m2 = replay(again, games=games)
    assert fingerprint(m2.deal) == fingerprint(m.deal)
    assert summary(m2) == summary(m) and m2.over
    s = summary(m)
    assert set(s) == {"game", "players", "over", "deals", "match_score", "winners"}
    assert sum(len(d["deal_score"]) for d in s["deals"]) == 4 * len(s["deals"])


def test_prearranged_deal():
    deck = list(GAME.pack.cards)
    m = Match(GAME, 4, seed=0, prearranged=[DealSetup(0, tuple(deck), 0, dealer=1)])
    assert m.dealer == 1
    assert m.deal.hands[2][0] is deck[0]


def test_replay_names_the_first_bad_action():
    m = finished_match(6)
    rec = record_from_match(m, PLAYERS)
    data = json.loads(rec.to_text())
    seat, text = data["actions"][5]
    data["actions"][5] = [seat, "play:ZZ"] if False else [seat, "play:" + ("SK" if text != "play:SK" else "SQ")]
    with pytest.raises(RecordError) as err:
        replay(parse_record(json.dumps(data), games), games=games)
    assert "action 6" in str(err.value)


DAMAGED = {
    "empty": "",
    "not json": "{",
    "array": "[]",
    "wrong format": '{"format": "x"}',
    "no version": '{"format": "tarotdesk-record"}',
    "future version": '{"format": "tarotdesk-record", "version": 99}',
    "unknown game": '{"format": "tarotdesk-record", "version": 1, "game": "chess"}',
    "no players": '{"format": "tarotdesk-record", "version": 1, "game": "toy"}',
    "bad player": '{"format": "tarotdesk-record", "version": 1, "game": "toy", "players": [1,2,3,4]}',
}


@pytest.mark.parametrize("name", DAMAGED)
def test_damaged_records_give_clear_errors(name):
    with pytest.raises(RecordError) as err:
        parse_record(DAMAGED[name], games)
    assert str(err.value)


def test_illegal_apply_raises_and_match_unchanged():
    m = Match(GAME, 4, seed=9)
    before = fingerprint(m.deal)
    with pytest.raises(IllegalAction):
        m.apply(play(card("T21")) if play(card("T21")) not in m.legal_actions() else Action("bogus"))
    assert fingerprint(m.deal) == before and m.actions == []


def test_effective_direction_defaults_to_the_games_direction():
    assert GAME.effective_direction({}) == GAME.direction
