"""Random play: 3,000 complete matches (1,000 each for 2, 3 and 4 players, some under other
options), with the spec's invariants (§11.1) checked after every deal and every match, and
some invariants of play checked after every action of a sample of deals."""

from __future__ import annotations

import pytest

from games.cirulla.helpers import GAME, all_cards_of
from tarotdesk.core.match import Match
from tarotdesk.core.rng import SeededRNG
from tarotdesk.games.cirulla.deal import CirullaDeal
from tarotdesk.games.cirulla.game import OUTCOME
from tarotdesk.games.cirulla.rules import CARDS, PLAYS_PER_DEAL

OTHER_OPTIONS = {
    "target": 31, "cappotto": "all_cards", "dealer_bonus_before_ace_redeal": True,
    "dealer_low_table_bonus": True, "ace_full_capture": "sweep_only", "equal_card_priority": True,
    "primiera_requires_all_suits": True, "matta_wild_for_barsega": False,
}
# (players, options, first seed, matches): 1,000 matches per player count.
CONFIGS = [
    (2, {}, 0, 800), (2, OTHER_OPTIONS, 10_000, 200),
    (3, {}, 0, 800), (3, OTHER_OPTIONS, 10_000, 200),
    (4, {}, 0, 800), (4, OTHER_OPTIONS, 10_000, 200),
]
SORTED_PACK = sorted(CARDS)


def check_deal(match: Match, deal: CirullaDeal) -> None:
    """Invariants of a finished deal and of its result (spec §11.1)."""
    n = match.n_players
    options = match.options
    assert sorted(all_cards_of(deal)) == SORTED_PACK, "a card is missing or duplicated"
    assert not deal.stock and not deal.table and not any(deal.hands)
    assert sum(len(p) for p in deal.piles) == 40
    assert deal.plays == PLAYS_PER_DEAL and deal.round == deal.rounds
    assert deal.last_capturer is not None, "every deal has a capture"
    assert deal.matta == 7 and deal.matta_seat is None
    result = match.results[-1]
    summary = result.summary
    sides = summary["sides"]
    steps = summary["steps"]
    totals = [sum(s.values()) for s in steps]
    assert totals == summary["side_points"]
    for s in range(n):
        assert result.deal_score[s] == totals[deal.side_of[s]]
    per_side = [0] * deal.n_sides
    for line in result.lines:
        if line.seats:
            side = deal.side_of[line.seats[0]]
            assert list(line.seats) == sides[side]
            per_side[side] += line.points
        else:
            assert line.points == 0
    assert per_side == totals
    # Each comparison goes to at most one side; the settebello to exactly one.
    for name in ("cards", "diamonds", "primiera"):
        assert sum(s[name] for s in steps) <= 1
    assert sum(s["settebello"] for s in steps) == 1
    counts, diamonds = summary["cards"], summary["diamonds"]
    assert counts == [len(p) for p in deal.piles]
    assert diamonds == [sum(1 for c in p if c.suit == "D") for p in deal.piles]
    if deal.n_sides == 2:
        assert (sum(s["cards"] for s in steps) == 1) == (counts != [20, 20])
        assert (sum(s["diamonds"] for s in steps) == 1) == (diamonds != [5, 5])
    for line in result.lines:
        if line.kind == "piccola":
            assert line.points in (3, 4, 5, 6)
        elif line.kind == "grande":
            assert line.points == 5
        elif line.kind.startswith("declared_"):
            assert line.points in (3, 10, 13)
        elif line.kind == "table_bonus":
            assert line.points in ((1, 2, 3) if options["dealer_low_table_bonus"] else (1, 2))
    scopa = [deal.scope[i] for i in range(deal.n_sides)]
    assert [s["scopa"] for s in steps] == [a + b for a, b in zip(scopa, _bonus_points(deal))]
    for d in deal.declarations:
        assert len(d["cards"]) == 3


def _bonus_points(deal: CirullaDeal) -> list[int]:
    points = [0] * deal.n_sides
    if deal.table_bonus:
        points[deal.side_of[deal.table_bonus["seat"]]] += deal.table_bonus["points"]
    for d in deal.declarations:
        points[deal.side_of[d["seat"]]] += d["points"]
    return points


def check_match(match: Match) -> None:
    """The match's totals and its winner (spec §7.3)."""
    n = match.n_players
    target = match.options["target"]
    totals = [sum(r.deal_score[s] for r in match.results) for s in range(n)]
    assert totals == match.scores
    if n == 4:
        assert match.scores[0] == match.scores[2] and match.scores[1] == match.scores[3]
    outcome = match.carry[OUTCOME]
    winners = match.winners()
    assert winners == outcome["seats"] and winners
    last = match.results[-1].summary
    top = max(match.scores)
    if outcome["reason"] == "cappotto":
        assert last["cappotto"] == outcome["side"]
        return
    assert last["cappotto"] is None
    assert match.scores[winners[0]] == top >= target
    if outcome["reason"] == "target":
        assert match.scores.count(top) == len(winners)
    else:
        assert outcome["reason"] == "count-out" and match.scores.count(top) > len(winners)
    # The game was not over after any earlier deal: no side had reached the target alone on top.
    running = [0] * n
    for r in match.results[:-1]:
        running = [a + b for a, b in zip(running, r.deal_score)]
        assert r.summary["cappotto"] is None
        best = max(running)
        assert best < target or running.count(best) > (2 if n == 4 else 1)


def check_step(deal: CirullaDeal) -> None:
    """Invariants that hold after every action."""
    assert sorted(all_cards_of(deal)) == SORTED_PACK
    assert deal.table_values == tuple(deal.value(c) for c in deal.table)
    assert sum(1 for v in deal.table_values if v == 1) <= 1, "two Aces on the table"
    for s, h in enumerate(deal.hands):
        assert all(c in h for c in deal.known_in_hand[s])


def play_matches(n: int, options: dict, first_seed: int, count: int, step_checks: int) -> int:
    deals = 0
    for seed in range(first_seed, first_seed + count):
        match = Match(GAME, n, options, seed=seed)
        rng = SeededRNG(f"cirulla-random-{n}-{seed}")
        watch = seed - first_seed < step_checks
        while not match.over:
            if match.deal_over:
                match.next_deal()
                continue
            legal = match.legal_actions()
            match.apply(legal[rng.below(len(legal))])
            if match.deal_over:
                check_deal(match, match.deal)  # type: ignore[arg-type]
                deals += 1
            elif watch:
                check_step(match.deal)  # type: ignore[arg-type]
        check_match(match)
    return deals


@pytest.mark.parametrize("n, options, first_seed, count", CONFIGS)
def test_random_matches(n, options, first_seed, count):
    deals = play_matches(n, options, first_seed, count, step_checks=20)
    assert deals >= count
