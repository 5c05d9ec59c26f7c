"""The rule-based Cirulla player: legal, deterministic, blind to hidden cards, better than random."""

from __future__ import annotations

from games.cirulla.helpers import GAME, position
from tarotdesk.ai.cirulla.player import CirullaPlayer, choose_action, make_player
from tarotdesk.ai.random_player import RandomPlayer
from tarotdesk.ai.families import heuristic_factory
from tarotdesk.core.match import Match
from tarotdesk.core.rng import SeededRNG


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
    assert isinstance(heuristic_factory(GAME)(GAME, 1), CirullaPlayer)


def test_beats_random_play_with_seats_alternated():
    wins = 0
    margin = 0
    matches = 40
    for i in range(matches):
        seat = i % 2
        players = [RandomPlayer(i), RandomPlayer(i + 1)]
        players[seat] = make_player(GAME, i)
        match = play(Match(GAME, 2, seed=i // 2), players)
        wins += seat in match.winners()
        margin += match.scores[seat] - match.scores[1 - seat]
    assert wins >= 34, f"the rule-based player won only {wins} of {matches}"
    assert margin > 20 * matches


def test_every_decision_for_every_player_count():
    kinds = set()
    for n in (2, 3, 4):
        for seed in range(3):
            match = Match(GAME, n, seed=seed)
            play(match, [make_player(GAME, f"{seed}:{s}") for s in range(n)])
            kinds.update(a.kind for _, a in match.actions)
            declared = [a for _, a in match.actions if a.kind == "declare"]
            assert declared, "qualifying hands are declared"
    assert kinds == {"play", "capture", "declare"}


def test_deterministic_for_a_seed():
    def run():
        match = Match(GAME, 3, seed=11)
        return [a.text for _, a in play(match, [make_player(GAME, s) for s in range(3)]).actions]
    assert run() == run()


def test_decides_from_the_view_only():
    # Any complete world consistent with the seat's view leads to the same decision.
    rng = SeededRNG("blind")
    checked = 0
    for seed in range(8):
        match = Match(GAME, 2 + seed % 3, seed=seed)
        for _ in range(10 + 3 * seed):
            legal = match.legal_actions()
            match.apply(legal[rng.below(len(legal))])
        seat = match.current_player
        view = match.view(seat)
        decision = make_player(GAME, 0).choose(view)
        for k in range(5):
            world = match.deal.sample_world(seat, rng.fork(k))
            assert choose_action(world, seat, world.legal_actions()) == decision
            checked += 1
    assert checked == 40


def test_declares_the_best_and_makes_the_matta_an_ace():
    deal = position({0: "SA CA H7", 1: "S2 S5 S6"}, "D4 C6 SJ", stock="C2 C3 C4 D2 D3 D5", turn=0, dealer=1,
                    fresh=True)
    assert choose_action(deal, 0, deal.legal_actions()).text == "declare:both:H7=A"
    deal = position({0: "S2 D3 H7", 1: "S4 S5 S6"}, "SJ", stock="C2 C3 C4 D2 D5 D6", turn=0, dealer=1, fresh=True)
    assert choose_action(deal, 0, deal.legal_actions()).text == "declare:barsega:H7=A"


def test_sweeps_when_it_can_and_takes_the_settebello():
    deal = position({0: "C5 SK D2", 1: "S2 S3 S4"}, "H2 D3", stock="C2 C3 C4 C6 C7 CJ", turn=0, dealer=1)
    assert choose_action(deal, 0, deal.legal_actions()).text == "capture:C5:H2+D3"  # a scopa
    deal = position({0: "C7 S6", 1: "S2 S3 S4"}, "D7 C2 S4", stock="C5 H3 H4 H6 CK CJ", turn=0, dealer=1)
    choice = choose_action(deal, 0, deal.legal_actions())
    assert choice.kind == "capture" and any(c.code == "D7" for c in choice.args[1])


def test_does_not_lay_the_settebello_where_it_can_be_taken():
    # Both cards trail on S5; laying D7 would offer the settebello to any seven or jack.
    deal = position({0: "C3 D7", 1: "S2 H4 CQ"}, "S5", stock="C2 C4 C6 C7 CJ HQ", turn=0, dealer=1)
    assert {a.kind for a in deal.legal_actions()} == {"play"}
    assert choose_action(deal, 0, deal.legal_actions()).text == "play:C3"

