"""A review kept in a record is data from outside its digest: every field is checked against the
record, and a review that does not fit is set aside with its reason, never shown as fact."""

from __future__ import annotations

import copy
import json
import re
from dataclasses import replace
from typing import Any, Callable

import pytest

from tarotdesk.ai.levels import REVIEW
from tarotdesk.ai.players import make_player
from tarotdesk.ai.review import BLUNDER, FORCED, kept_review, review_record, store_review
from tarotdesk.ai.review.marks import ERRORS
from tarotdesk.cli import main
from tarotdesk.core.match import Match
from tarotdesk.core.records import PlayerInfo, Record, parse_record, record_from_match, replay
from tarotdesk.games.registry import get_game

#: A review of a few playouts: these tests check its form, not its judgement.
TINY = replace(REVIEW, worlds=2, iterations=60, work=3_000, engine_worlds=2, engine_iterations=8, exact_root=2,
               exact_worlds=2, solve_below=2, time_limit=None)
JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")


def played(game_id: str, seed: int = 3) -> Record:
    """A deal of ``game_id`` played by the easy level (seat 0 is the person)."""
    game = get_game(game_id)
    n = game.player_counts[0]
    match = Match(game, n, {}, seed=seed)
    players = [make_player("easy", game, s) for s in range(n)]
    while not match.deal_over:
        seat = match.current_player
        match.apply(players[seat].choose(match.view(seat)), seat)
    return record_from_match(match, [PlayerInfo("Ana", "human")] + [PlayerInfo(f"AI {s}") for s in range(1, n)])


def reviewed(game_id: str) -> Record:
    """That deal with seat 0's review kept in it, read back from its text."""
    record = played(game_id)
    store_review(record, review_record(record, get_game, 0, None, config=TINY))
    return parse_record(record.to_text(), get_game)


@pytest.fixture(scope="module")
def tarokk() -> Record:
    return reviewed("tarokk")


@pytest.mark.parametrize("game_id", ["tarocco-lombardo", "tarokk", "mattazza", "porrazo", "cirulla"])
def test_a_review_the_program_made_passes_every_check(game_id: str) -> None:
    record = reviewed(game_id)
    kept = kept_review(record, 0, None, replay(record, games=get_game))
    assert kept.refused is None and kept.review is not None
    assert kept.review.to_json() == record.reviews[0]


def edited(record: Record, change: Callable[[dict[str, Any]], None]) -> Record:
    data = json.loads(record.to_text())
    change(data["reviews"][0])
    return parse_record(json.dumps(data), get_game)


def choice(review: dict[str, Any], want: Callable[[dict[str, Any]], bool]) -> dict[str, Any]:
    return next(d for d in review["decisions"] if want(d))


def not_forced(review: dict[str, Any]) -> dict[str, Any]:
    return choice(review, lambda d: d["mark"] != FORCED)


def set_(field: str, value: Any, pick: Callable[[dict[str, Any]], dict[str, Any]] = not_forced):
    def change(review: dict[str, Any]) -> None:
        pick(review)[field] = value
    return change


def another_move(review: dict[str, Any]) -> None:
    d = choice(review, lambda d: len(d["alternatives"]) > 1)
    d["taken"] = next(a[0] for a in d["alternatives"] if a[0] != d["taken"])


def as_blunder_for_nothing(review: dict[str, Any]) -> None:
    d = choice(review, lambda d: d["mark"] not in (FORCED, "best"))
    d["mark"], d["cost"], d["best_value"] = BLUNDER, 0.0, d["taken_value"]


def as_best_though_worse(review: dict[str, Any]) -> None:
    d = choice(review, lambda d: d["mark"] in (*ERRORS, "good"))
    d["mark"] = "best"


#: Edits of a kept review (what anybody may do: it lies outside the record's digest) and the
#: reason each is refused with.
EDITS: dict[str, tuple[Callable[[dict[str, Any]], None], str]] = {
    "an unknown mark": (set_("mark", "godlike"), "mark"),
    "markup for a mark": (set_("mark", "<img src='x'>"), "mark"),
    "a move taken that the record does not have": (another_move, "taken"),
    "a better move that is no action": (set_("best", "play:Q!"), "field"),
    "a better move that is not legal there": (set_("best", "pass:pass:pass"), "illegal"),
    "an alternative that is no action": (lambda r: not_forced(r)["alternatives"][0].__setitem__(0, "play:Q!"),
                                         "field"),
    "an alternative that is not legal there": (
        lambda r: not_forced(r)["alternatives"][0].__setitem__(0, "bogus"), "illegal"),
    "an index of 1e9": (set_("index", 1_000_000_000), "place"),
    "an index as text": (set_("index", "3"), "place"),
    "a decision of another deal": (set_("deal", 4), "place"),
    "a negative cost": (set_("cost", -50.0), "number"),
    "a cost of NaN": (set_("cost", float("nan")), "number"),
    "an infinite value": (set_("best_value", float("inf")), "number"),
    "a cost given as true": (set_("cost", True), "number"),
    "an uncertainty below zero": (set_("uncertainty", -1.0), "number"),
    "a mark its cost does not give": (as_blunder_for_nothing, "mark-cost"),
    "best for a move that is not the best": (as_best_though_worse, "mark-cost"),
    "an unknown reason": (set_("reason", "trust-me"), "reason"),
    "a reason parameter with escapes": (set_("params", {"card": "\x1b]0;owned\x07"}), "field"),
    "a rule that is no section name": (set_("rule", "<a href='x'>"), "field"),
    "alternatives that are no list": (set_("alternatives", {"a": 1}), "field"),
    "negative visits": (lambda r: not_forced(r)["alternatives"][0].__setitem__(3, -5), "number"),
    "a decision left out": (lambda r: r["decisions"].pop(), "count"),
    "a decision that is no object": (lambda r: r["decisions"].__setitem__(0, 7), "field"),
}


@pytest.mark.parametrize("name", EDITS)
def test_an_edited_review_is_set_aside_with_its_reason(tarokk: Record, name: str) -> None:
    change, key = EDITS[name]
    record = edited(tarokk, change)
    kept = kept_review(record, 0, None, replay(record, games=get_game))
    assert kept.review is None
    assert kept.refused is not None and kept.refused.key == key, kept.refused
    english, japanese = kept.refused.text("en"), kept.refused.text("ja")
    assert english.startswith("it") and "{" not in english and JAPANESE.search(japanese)


def test_a_review_made_before_the_record_changed_is_left_without_a_word(tarokk: Record) -> None:
    record = copy.deepcopy(tarokk)
    record.actions = record.actions[:-1]
    kept = kept_review(record, 0, None, replay(record, games=get_game))
    assert kept.review is None and kept.refused is None


def test_the_command_line_says_why_it_sets_a_review_aside_and_computes_it_again(
        tmp_path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tarokk: Record) -> None:
    import tarotdesk.cli_review as cli_review

    calls = []

    def counted(*a, **k):  # type: ignore[no-untyped-def]
        calls.append(1)
        return review_record(*a, **{**k, "config": TINY})

    monkeypatch.setattr(cli_review, "review_record", counted)
    path = tmp_path / "edited.tarotdesk"
    path.write_text(edited(tarokk, set_("cost", -50.0)).to_text(), encoding="utf-8")
    assert main(["review", str(path)]) == 0
    out, err = capsys.readouterr()
    note = [line for line in err.splitlines() if line.startswith("note:")]
    assert len(note) == 1
    assert re.fullmatch(rf"note: {re.escape(str(path))}: The review kept in the record was set aside: its "
                        r"decisions\[\d+\]\.cost is not a number a review can hold\. Review computes it again", note[0])
    assert calls == [1] and "--50" not in out  # computed again, and the edited cost is not shown


def test_the_command_line_prints_names_from_a_record_with_their_control_characters_escaped(
        tmp_path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    import tarotdesk.cli_review as cli_review

    monkeypatch.setattr(cli_review, "review_record", lambda *a, **k: review_record(*a, **{**k, "config": TINY}))
    record = played("cirulla")
    record.players[0].name = "\x1b]0;owned\x07\x1b[2J\u202eYou\r"  # would retitle and clear the terminal
    path = tmp_path / "escapes.tarotdesk"
    path.write_text(record.to_text(), encoding="utf-8")
    assert main(["review", str(path)]) == 0
    out = capsys.readouterr().out
    assert "\x1b" not in out and "\x07" not in out and "\u202e" not in out and "\r" not in out
    assert "seat 0 (\\x1b]0;owned\\x07\\x1b[2J\\u202eYou\\r)" in out.splitlines()[0]
