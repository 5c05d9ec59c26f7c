"""The game review: marks, the record field, the command line, the worker, and no peeking.

The reviews here run with a small budget (:data:`QUICK`) so that the tests stay short; the
review level's own budget is measured by ``benchmarks/review_speed.py``.
"""

from __future__ import annotations

import json
import time
from collections import Counter
from dataclasses import replace
from pathlib import Path

import pytest

from tarotdesk.ai.levels import REVIEW, STRONG
from tarotdesk.ai.players import make_player
from tarotdesk.ai.review import (BEST, BLUNDER, FORCED, GOOD, INACCURACY, MISTAKE, Review, decisions_of,
                                 record_digest, review_match, review_record, store_review, stored_review,
                                 thresholds)
from tarotdesk.ai.review.marks import known_games
from tarotdesk.ai.review.analysis import _best
from tarotdesk.ai.search.player import Candidate, SearchPlayer
from tarotdesk.cli import main
from tarotdesk.core.actions import Action
from tarotdesk.core.deal_places import arrange
from tarotdesk.core.match import DealSetup, Match
from tarotdesk.core.records import PlayerInfo, Record, parse_record, record_from_match, replay
from tarotdesk.core.rng import SeededRNG
from tarotdesk.games.registry import all_games, get_game

from tests.contract import fingerprint

QUICK = replace(REVIEW, worlds=6, iterations=300, work=30_000, engine_iterations=24, exact_root=6,
                exact_worlds=6, solve_below=4, time_limit=None)


def _played_record(game_id: str, seed: int = 5) -> Record:
    """One deal of ``game_id``: seat 0 (the person) played by the easy level, the others by the standard."""
    game = get_game(game_id)
    n = game.player_counts[0]
    match = Match(game, n, {}, seed=seed)
    players = [make_player("easy" if s == 0 else "standard", game, s) for s in range(n)]
    while not match.deal_over:
        seat = match.current_player
        match.apply(players[seat].choose(match.view(seat)), seat)
    infos = [PlayerInfo("Ana", "human")] + [PlayerInfo(f"AI {s}", "ai", "standard") for s in range(1, n)]
    return record_from_match(match, infos)


def test_the_review_level_is_stronger_than_the_strong_player() -> None:
    assert REVIEW.worlds > STRONG.worlds and REVIEW.iterations > STRONG.iterations
    assert REVIEW.work > STRONG.work and REVIEW.exact_root > STRONG.exact_root
    assert REVIEW.engine_iterations > STRONG.engine_iterations
    assert REVIEW.engine_worlds > REVIEW.worlds


def test_the_best_action_is_one_tried_often_enough_to_trust_its_value() -> None:
    taken, lucky, rule = (Action("bid", w) for w in ("one", "two", "pass"))
    # As the rules engine's search ranks a phase: the rule-based choice first (whatever its
    # playouts), the others by their means; an action tried under a quarter as often as the most-tried
    # one is not the best for its higher mean.
    ranked = [Candidate(rule, 1.0, 2000, 1e9), Candidate(lucky, 3.0, 300, 0.3), Candidate(taken, 0.5, 960, 0.05)]
    assert _best(ranked).action == rule
    ranked[1] = Candidate(lucky, 3.0, 500, 0.3)  # a quarter of 2000 playouts: trusted
    assert _best(ranked).action == lucky
    # Values from the hand model alone (no playouts) are all trusted.
    assert _best([Candidate(rule, 1.0, 0, 1.0), Candidate(lucky, 3.0, 0, 0.5)]).action == lucky


@pytest.mark.parametrize("game_id", ["cirulla", "porrazo", "mattazza", "tarokk", "reseghino"])
def test_the_action_taken_is_valued_on_its_share_of_the_playouts(game_id: str) -> None:
    # The poorest move the search tried gets a handful of playouts on its own; the review gives
    # the action taken at least the level's focus share, so that its value is not that handful's.
    assert REVIEW.focus_share >= 0.25
    record = _played_record(game_id)
    match = replay(record, games=get_game)
    focused = 0
    for index, view, action in decisions_of(match, 0, 0):
        if len(view.legal_actions()) < 3:  # the review does not search a forced move
            continue
        player = SearchPlayer(view.game, "focus-test", QUICK)
        plain = player.analyse(view)
        if player.last_stats.get("mode") != "ismcts":
            continue
        poorest = min((c for c in plain if c.visits), key=lambda c: c.visits)
        iterations = player.last_stats["iterations"]
        if poorest.visits >= QUICK.focus_share * iterations:
            continue
        again = SearchPlayer(view.game, "focus-test", QUICK).analyse(view, focus=poorest.action)
        mine = next(c for c in again if c.action == poorest.action)
        assert mine.visits >= QUICK.focus_share * iterations
        focused += 1
    assert focused, "no decision of the deal had a poorly tried move"


def test_every_game_has_thresholds_that_grow() -> None:
    assert set(known_games()) == {g.id for g in all_games()}
    for game_id in known_games():
        t = thresholds(game_id)
        assert 0 < t.inaccuracy < t.mistake < t.blunder
        assert t.mark(0.0, True) == BEST
        assert t.mark(t.inaccuracy / 2, False) == GOOD
        assert t.mark(t.inaccuracy, False) == INACCURACY
        assert t.mark(t.mistake, False) == MISTAKE
        assert t.mark(t.blunder * 3, False) == BLUNDER


@pytest.mark.parametrize("game_id", [g.id for g in all_games()])
def test_a_deal_is_reviewed_decision_by_decision(game_id: str) -> None:
    record = _played_record(game_id)
    review = review_record(record, get_game, deal=0, config=QUICK)
    assert review.seat == 0 and review.deal == 0 and review.game == game_id
    taken = [(i, a.text) for i, _, a in decisions_of(parse_record(record.to_text(), get_game) and
                                                     _match(record), 0, 0)]
    assert [(d.index, d.taken) for d in review.decisions] == taken
    for d in review.decisions:
        assert record.actions[d.index] == (0, d.taken)
        assert d.cost >= 0 and d.uncertainty >= 0
        if d.mark == FORCED:
            assert d.cost == 0 and d.reason == "only-move"
        elif d.mark == BEST:
            assert d.best == d.taken
        else:
            assert d.best != d.taken and d.best_value >= d.taken_value
            assert any(a.action == d.taken for a in d.alternatives)
    s = review.summary()
    assert sum(s.counts.values()) == len(review.decisions)


def _match(record: Record) -> Match:
    from tarotdesk.core.records import replay

    return replay(record, games=get_game)


def test_the_json_of_the_command_line_round_trips(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    import tarotdesk.cli_review as cli_review

    monkeypatch.setattr(cli_review, "review_record",
                        lambda *a, **k: review_record(*a, **{**k, "config": QUICK}))
    path = tmp_path / "deal.tarotdesk"
    path.write_text(_played_record("cirulla").to_text(), encoding="utf-8")
    assert main(["review", str(path), "--json"]) == 0
    printed = capsys.readouterr().out
    data = json.loads(printed)
    review = Review.from_json(data)
    assert review.to_json() == data
    assert json.loads(json.dumps(review.to_json())) == data
    assert main(["review", str(path), "--deal", "1"]) == 0
    out = capsys.readouterr().out
    assert "seat 0 (Ana), deal 1" in out and ("lost" in out or "well played" in out)


def test_a_kept_review_is_not_computed_again_and_an_edit_invalidates_it(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    import tarotdesk.cli_review as cli_review

    calls = []

    def counted(*a, **k):  # type: ignore[no-untyped-def]
        calls.append(1)
        return review_record(*a, **{**k, "config": QUICK})

    monkeypatch.setattr(cli_review, "review_record", counted)
    record = _played_record("tarokk")
    path = tmp_path / "deal.tarotdesk"
    path.write_text(record.to_text(), encoding="utf-8")
    assert main(["review", str(path), "--store", "--json"]) == 0
    first = json.loads(capsys.readouterr().out)
    assert len(calls) == 1
    assert main(["review", str(path), "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == first and len(calls) == 1  # read from the record
    kept = parse_record(path.read_text(encoding="utf-8"), get_game)
    assert stored_review(kept, 0, None, replay(kept, games=get_game)) is not None and record_digest(kept) == first["digest"]
    # The record changed afterwards (the last action taken back): the review no longer fits.
    kept.actions = kept.actions[:-1]
    path.write_text(kept.to_text(), encoding="utf-8")
    changed = parse_record(path.read_text(encoding="utf-8"), get_game)
    assert stored_review(changed, 0, None, replay(changed, games=get_game)) is None
    assert main(["review", str(path), "--json"]) == 0
    assert len(calls) == 2
    assert json.loads(capsys.readouterr().out)["digest"] != first["digest"]


def test_a_damaged_review_in_a_record_is_ignored_and_replaced() -> None:
    record = _played_record("mattazza")
    text = record.to_text()
    data = json.loads(text)
    data["reviews"] = [{"seat": "x"}, 7, {"version": 1, "game": "mattazza", "seat": 0, "deal": None,
                                         "level": "review", "digest": record_digest(record), "decisions": [{}]}]
    damaged = parse_record(json.dumps(data), get_game)
    assert stored_review(damaged, 0, None, replay(damaged, games=get_game)) is None
    review = review_record(damaged, get_game, config=QUICK)
    store_review(damaged, review)
    again = parse_record(damaged.to_text(), get_game)
    assert len(again.reviews) == 1
    match = replay(again, games=get_game)
    assert stored_review(again, 0, None, match).to_json() == review.to_json()  # type: ignore[union-attr]
    assert stored_review(again, 1, None, match) is None and stored_review(again, 0, 0, match) is None


def _start_hands(match: Match) -> list[list]:
    # What each seat was dealt: what it holds now and what it has played (a Mattazza deal
    # before any Matto: every action is a card played).
    hands = [list(h) for h in match.deal.hands]  # type: ignore[attr-defined]
    for s, action in match.actions:
        hands[s].append(action.card)
    return hands


def test_the_review_does_not_depend_on_the_other_seats_hidden_cards() -> None:
    """Same view, other worlds, same seeds: the same review of every decision."""
    game, n, seat = get_game("mattazza"), 3, 0
    match = Match(game, n, {}, seed=11)
    players = [make_player("easy", game, s) for s in range(n)]
    while len([1 for s, _ in match.actions if s == seat]) < 4:
        s = match.current_player
        match.apply(players[s].choose(match.view(s)), s)
    assert all(a.kind == "play" for _, a in match.actions)
    world = match.deal.sample_world(seat, SeededRNG(5))  # the others' hidden cards dealt anew
    other = match.clone()
    other.deal = world
    hands = _start_hands(other)
    original = _start_hands(match)
    # The seat's own cards, in the order it was dealt them.
    hands[seat] = list(Match(game, n, {}, seed=11).deal.hands[seat])  # type: ignore[attr-defined]
    assert any(Counter(map(str, hands[s])) != Counter(map(str, original[s])) for s in range(n) if s != seat)
    places = game.deal_places(n, match.dealer, match.options)
    deck = arrange(places, hands + [list(world.unused)])  # type: ignore[attr-defined]
    changed = Match(game, n, {}, seed=11, prearranged=[DealSetup(0, tuple(deck), 0, match.dealer)])
    for s, a in match.actions:
        changed.apply(a, s)
    assert Counter(map(str, _start_hands(changed)[seat])) == Counter(map(str, original[seat]))
    ours = [v for _, v, _ in decisions_of(match, seat)]
    theirs = [v for _, v, _ in decisions_of(changed, seat)]
    assert [fingerprint(v.deal) for v in ours] == [fingerprint(v.deal) for v in theirs]
    a = review_match(match, seat, config=QUICK)
    b = review_match(changed, seat, config=QUICK)
    assert len(a) == 4 and [d.to_json() for d in a] == [d.to_json() for d in b]


def test_the_worker_reviews_a_record_step_by_step_and_can_be_cancelled() -> None:
    from tarotdesk.ai.worker import AIWorker

    record = _played_record("cirulla")
    with AIWorker() as worker:
        rid = worker.request_review(record.to_text(), 0, 0)
        steps, done = [], None
        deadline = time.monotonic() + 120
        while done is None and time.monotonic() < deadline:
            for r, kind, payload in worker.poll_reviews():
                assert r == rid
                if kind == "step":
                    steps.append(payload)
                else:
                    done = payload
            time.sleep(0.01)
        assert done is not None, "no review within two minutes"
        review = Review.from_json(done)
        assert [s[0] for s in steps] == list(range(1, len(review.decisions) + 1))
        assert all(s[1] == len(review.decisions) for s in steps)
        assert [s[2] for s in steps] == [d.to_json() for d in review.decisions]
        # A cancelled review stops: nothing more comes, and the worker answers the next request.
        rid = worker.request_review(record.to_text(), 0, 0)
        worker.cancel(rid)
        again = worker.request_review(record.to_text(), 1, 0)
        deadline = time.monotonic() + 120
        finished = None
        while finished is None and time.monotonic() < deadline:
            for r, kind, payload in worker.poll_reviews():
                assert r == again
                if kind == "done":
                    finished = payload
            time.sleep(0.01)
        assert finished is not None and Review.from_json(finished).seat == 1


def test_a_seat_without_decisions_has_nothing_to_review(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    game = get_game("cirulla")
    record = record_from_match(Match(game, 2, {}, seed=1), [PlayerInfo("Ana", "human"), PlayerInfo("Bo")])
    path = tmp_path / "empty.tarotdesk"
    path.write_text(record.to_text(), encoding="utf-8")
    assert main(["review", str(path)]) == 0
    assert "nothing to review" in capsys.readouterr().out
    assert main(["review", str(path), "--deal", "2"]) == 2
    assert "--deal must be from 1 to 1" in capsys.readouterr().err
