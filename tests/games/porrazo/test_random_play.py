"""Random play: 3,000 complete matches over every player count and team setting, with the
spec's invariants checked after every hand (and card conservation after every action of some)."""

from __future__ import annotations

import pytest

from tarotdesk.core.match import Match
from tarotdesk.core.rng import SeededRNG
from tarotdesk.games.porrazo import GAME
from tarotdesk.games.porrazo.deal import PorrazoDeal
from porrazo_helpers import CONFIGS, all_cards_once
from tarotdesk.games.porrazo.rules import deals_per_hand, leftover_count

MATCHES_PER_CONFIG = 334  # 9 configurations: 3,006 matches


def check_hand(match: Match, deal: PorrazoDeal) -> None:
    """The invariants of a finished hand (spec 11.1) and its settlement in the match."""
    n = match.n_players
    all_cards_once(deal)
    result = match.results[-1]
    sides = deal.side_of
    # deal_score = the side's gain, counted for every member; lines add up to it.
    for s in range(n):
        assert result.deal_score[s] == deal.gain[sides[s]]
    per_side = [0] * deal.n_sides
    for line in result.lines:
        assert list(line.seats) == [s for s in range(n) if sides[s] == sides[line.seats[0]]]
        per_side[sides[line.seats[0]]] += line.points
    assert per_side == deal.gain
    # Match scores per seat are the side scores the hand kept live.
    for s in range(n):
        assert match.scores[s] == deal.scores[sides[s]]
    target = match.options["target"]
    if deal.winner >= 0:
        assert match.over and sorted(match.winners()) == [s for s in range(n) if sides[s] == deal.winner]
        if deal.won_by == "target":
            assert deal.scores[deal.winner] >= target
            assert all(v < target for i, v in enumerate(deal.scores) if i != deal.winner)
        else:
            assert deal.won_by == "san_benito"
        return
    # A hand played to its end.
    assert not match.over and all(v < target for v in deal.scores)
    assert deal.k == deals_per_hand(n) and deal.tendido_done and len(deal.tendido) == 4
    assert not deal.stock and not any(deal.hands)
    assert not deal.table, "the last capturer takes the table (G16: someone always captured)"
    dead = 12 if n == 6 and deal.rules.leftover_6p == "dead" else 0
    assert len(deal.dead) == dead and sum(len(p) for p in deal.piles) == 52 - dead
    sizes = [len(p) for p in deal.piles]
    majority = [ln for ln in result.lines if ln.kind == "majority"]
    ordered = sorted(sizes, reverse=True)
    if ordered[0] == ordered[1]:
        assert not majority
    else:
        assert [m.points for m in majority] == [ordered[0] - ordered[1]]
    # Every hand has one tendido score at most once and no score decreases except annulments.
    assert all(ln.points > 0 or ln.kind == "porrazo_annulled" for ln in result.lines)
    assert leftover_count(n) >= 0


def play_match(n: int, teams: bool, seed: int, options: dict | None = None, every_action: bool = False) -> Match:
    opts = {"teams": True} if teams else {}
    opts.update(options or {})
    match = Match(GAME, n, opts, seed=seed)
    rng = SeededRNG(f"porrazo-random:{n}:{teams}:{seed}")
    hands = 0
    while not match.over:
        if match.deal_over:
            match.next_deal()
            continue
        legal = match.legal_actions()
        assert legal, f"no legal action in phase {match.phase}"
        deal = match.deal
        match.apply(legal[rng.below(len(legal))])
        if every_action:
            all_cards_once(deal)
        if match.deal_over:
            hands += 1
            check_hand(match, deal)  # type: ignore[arg-type]
    assert hands == len(match.results) >= 1
    return match


@pytest.mark.parametrize("n,teams", CONFIGS)
def test_random_matches(n, teams):
    ends = set()
    for seed in range(MATCHES_PER_CONFIG):
        match = play_match(n, teams, seed)
        ends.add(match.carry["won_by"])
    assert "target" in ends and ends <= {"target", "san_benito"}


@pytest.mark.parametrize("options", [
    {"porrazo_provisional": True},
    {"limpia_value": "last_of_run", "tendido_sets_scope": "all"},
    {"claims": "manual", "target": 121},
    {"target": 15},
])
def test_random_matches_with_options(options):
    for seed in range(6):
        for n, teams in CONFIGS:
            play_match(n, teams, 10_000 + seed, options)


def test_six_players_with_dead_leftovers():
    for seed in range(25):
        for teams in (False, True):
            match = play_match(6, teams, seed, {"leftover_6p": "dead"})
            assert match.over


def test_cards_conserved_after_every_action():
    for seed in range(6):
        for n, teams in CONFIGS:
            play_match(n, teams, 500 + seed, every_action=True)
