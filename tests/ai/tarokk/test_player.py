"""The rule-based tarokk player: legal and deterministic in every decision, blind to hidden
cards, and better than random play."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from tarotdesk.ai.tarokk.player import TarokkPlayer, make_player
from tarotdesk.ai.random_player import RandomPlayer
from tarotdesk.ai.families import FAMILIES
from tarotdesk.ai.players import make_player as make_level_player
from tarotdesk.core.match import Match
from tarotdesk.core.rng import SeededRNG
from tarotdesk.games.tarokk import GAMES

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "games" / "tarokk"))
from tarokk_helpers import A, B, C, D, new_match, run  # noqa: E402

GAME = GAMES["tarokk"]


def test_registry_finds_the_rule_based_player():
    assert FAMILIES["tarokk"] == "tarokk"
    assert isinstance(make_player(GAME, 3), TarokkPlayer)
    easy = make_level_player("easy", GAME, 3)
    match = Match(GAME, 4, seed="registry")
    seat = match.current_player
    assert easy.choose(match.view(seat)) in match.legal_actions()


@pytest.mark.parametrize("n", [4, 5])
def test_self_play_decides_every_phase_legally_and_ends_the_session(n):
    phases: set[str] = set()
    kinds: set[str] = set()
    players = [make_player(GAME, s) for s in range(n)]
    for seed in range(3):
        match = Match(GAME, n, seed=f"self-{n}-{seed}")
        while not match.over:
            if match.deal_over:
                match.next_deal()
                continue
            seat = match.current_player
            action = players[seat].choose(match.view(seat))
            assert action in match.legal_actions()
            phases.add(match.phase)
            kinds.add(action.kind)
            match.apply(action, seat)
        assert len(match.results) <= 8 + 2 * n  # the player declares the end of the session
    assert {"bidding", "contract", "discard", "annulment", "call", "announcements", "play"} <= phases
    assert {"bid", "pass", "discard", "call", "play", "session"} <= kinds


def test_special_decisions():
    player = make_player(GAME, 0)
    # The honourless fourth player does not risk a forced Three.
    m = new_match({A: "T2 T3 T4 T5 HQ SQ CQ DQ S10", B: "T6 T7 T8 T9 HN SN CN DN C10",
                   C: "T10 T11 T12 T13 HJ SJ CJ DJ HA", D: "T14 T15 T16 T17 T18 T19 T20 HK DA"},
                  "SKZ T21 T1 SK CK DK")
    run(m, "A:pass B:pass C:pass")
    assert player.choose(m.view(D)).text == "pass"
    # A sole declarer with the XXI as his only honour and a short hand surrenders.
    m = new_match({A: "T21 T2 T3 HQ SQ CQ DQ S10 HN", B: "SKZ T5 T6 T7 SN CN DN C10 HK",
                   C: "T1 T8 T9 T10 HJ SK CK DK HA", D: "T11 T12 T13 T14 T15 T16 T17 T18 DA"},
                  "SJ CJ DJ T19 T20 T4")
    run(m, "A:bid:three B:pass C:pass D:pass A:contract:three")
    while m.deal.phase == "discard":
        seat = m.current_player
        m.apply(player.choose(m.view(seat)), seat)
    while m.deal.phase == "annulment":
        seat = m.current_player
        m.apply(player.choose(m.view(seat)), seat)
    assert m.deal.phase == "surrender"
    assert player.choose(m.view(A)).text == "surrender"
    # The XX situation with the XX and a middling hand: the inviting pass.
    m = new_match({A: "SKZ T20 T2 T3 HK HQ SQ CQ DQ", B: "T21 T5 T6 T7 HN SN CN DN SK"}, "T19 T18 S10 C10 HA DA")
    run(m, "A:bid:three B:bid:two C:pass D:pass")
    assert player.choose(m.view(A)).text == "pass"


def test_deterministic_and_blind_to_hidden_cards():
    player = make_player(GAME, 1)
    other_seed = make_player(GAME, 99)
    rng = SeededRNG("blind")
    compared = 0
    for seed in range(4):
        match = Match(GAME, 4, seed=f"blind-{seed}")
        while not match.deal_over:
            seat = match.current_player
            view = match.view(seat)
            action = player.choose(view)
            assert other_seed.choose(match.view(seat)) == action
            if rng.below(3) == 0:
                other = match.clone()
                other.deal = match.deal.sample_world(seat, rng)
                assert player.choose(other.view(seat)) == action
                compared += 1
            match.apply(action, seat)
    assert compared > 40


def _duel(deals: int) -> float:
    """Mean game points per deal of two rule-based seats against two random ones, seats swapped."""
    total = 0
    for d in range(deals):
        for heroes in ({0, 2}, {1, 3}):
            match = Match(GAME, 4, seed=f"duel-{d}", first_dealer=d % 4)
            players = [make_player(GAME, s) if s in heroes else RandomPlayer(f"duel-{d}-{s}") for s in range(4)]
            while not match.deal_over:
                seat = match.current_player
                match.apply(players[seat].choose(match.view(seat)), seat)
            total += sum(match.results[-1].deal_score[s] for s in heroes)
    return total / (deals * 4)


def test_beats_random_play():
    assert _duel(24) > 20

