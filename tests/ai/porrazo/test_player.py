"""The rule-based Porrazo player: legal, deterministic, blind to hidden cards, better than random."""

from __future__ import annotations

import sys
from pathlib import Path

from tarotdesk.ai.porrazo.player import make_player
from tarotdesk.ai.random_player import RandomPlayer
from tarotdesk.ai.players import make_player as registry_player
from tarotdesk.core.actions import Action
from tarotdesk.core.match import Match
from tarotdesk.core.rng import SeededRNG
from tarotdesk.games.porrazo import GAME

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "games" / "porrazo"))
from porrazo_helpers import act, in_match, position  # noqa: E402


def play(match: Match, players) -> Match:
    while not match.over:
        if match.deal_over:
            match.next_deal()
            continue
        seat = match.current_player
        action = players[seat].choose(match.view(seat))
        assert match.check(action, seat) is None
        match.apply(action, seat)
    return match


def test_registry_gives_the_rule_based_player():
    assert type(registry_player("easy", GAME, 1)).__name__ == "PorrazoPlayer"


def test_beats_random_play_with_seats_alternated():
    wins = 0
    matches = 60
    for i in range(matches):
        seat = i % 2
        players = [RandomPlayer(i), RandomPlayer(i + 1)]
        players[seat] = make_player(GAME, i)
        match = play(Match(GAME, 2, seed=i // 2), players)
        wins += seat in match.winners()
    assert wins >= 45, f"the rule-based player won only {wins} of {matches}"


def test_every_decision_of_every_configuration():
    # A random player at seat 0 sometimes stays silent, so the others face claims too.
    configs = [(2, {"claims": "manual"}), (3, {"claims": "manual"}), (4, {"teams": True, "claims": "manual"}),
               (5, {"porrazo_provisional": True}), (6, {"leftover_6p": "dead"}), (8, {"teams": True})]
    kinds = set()
    for n, options in configs:
        for seed in range(3):
            match = Match(GAME, n, options, seed=seed)
            players = [RandomPlayer(seed)] + [make_player(GAME, f"{seed}:{s}") for s in range(1, n)]
            play(match, players)
            kinds.update(f"{a.kind}:{a.word}" if a.word else a.kind for s, a in match.actions if s != 0)
    assert {"play", "inplace", "tendido:lay", "tendido:wait", "declare:ronda", "claim:ronda"} <= kinds, kinds
    assert "declare:silent" not in kinds and "pass" not in kinds


def test_deterministic_for_a_seed():
    def run():
        match = Match(GAME, 3, seed=11)
        return [a.text for _, a in play(match, [make_player(GAME, s) for s in range(3)]).actions]
    assert run() == run()


def test_decides_from_the_view_only():
    # Any complete world consistent with the seat's view leads to the same decision.
    rng = SeededRNG("blind")
    for seed in range(6):
        match = Match(GAME, 2 + seed % 3, seed=seed)
        for _ in range(40 + 7 * seed):
            if match.deal_over:
                break
            legal = match.legal_actions()
            match.apply(legal[rng.below(len(legal))])
        if match.deal_over:
            continue
        seat = match.current_player
        view = match.view(seat)
        expected = make_player(GAME, 5).choose(view)
        for k in range(4):
            other = match.clone()
            other.deal = match.deal.sample_world(seat, SeededRNG(f"{seed}:{k}"))
            assert make_player(GAME, 5).choose(other.view(seat)) == expected


def test_takes_a_san_benito():
    state = position(2, 1, {0: "SA HA S8", 1: "DA CA H9"}, "")
    match = in_match(state)
    act(match, "play:SA", "play:DA", "play:HA")  # laid, porrazo, counter-porrazo
    assert make_player(GAME, 0).choose(match.view(1)) == Action.parse("play:CA")


def test_takes_the_winning_points():
    state = position(2, 1, {0: "S3 HK D9", 1: "C5 C6 C7"}, "H9 SJ", scores=[58, 0])
    choice = make_player(GAME, 0).choose(in_match(state).view(0))
    assert choice == Action.parse("play:S3")  # en su lugar: 3 points reach 61


def test_declares_and_claims():
    state = position(3, 2, {0: "S4 H7 C10", 1: "SQ HQ DQ", 2: "S6 H6 C9"})
    state._phase, state.turn, state.decl_pos = "declare", 1, 1
    state._legal_cache = None
    assert make_player(GAME, 0).choose(in_match(state).view(1)) == Action.parse("declare:rondine")
    state = position(3, 2, {}, played={0: "S4 H7 C10", 1: "SQ HQ D2", 2: "S6 H6 C9"}, plays=9,
                     options={"claims": "manual"})
    state.declared = ["", "silent", "ronda"]
    state._phase, state.turn, state.claim_queue, state.claim_pos = "claim", 0, [1], 0
    state._legal_cache = None
    assert make_player(GAME, 0).choose(in_match(state).view(0)) == Action.parse("claim:ronda")

