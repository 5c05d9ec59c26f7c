"""Statistics: per game and player count, deals and games won, averages, best results, help
used, CSV; the file survives resumes and undos, and damage never stops counting."""

from __future__ import annotations

import csv
import io
import json

import pytest

from tarotdesk.core.records import replay
from tarotdesk.games.registry import get_game
from tarotdesk.storage.files import StorageError
from tarotdesk.storage.statistics import (
    CSV_COLUMNS,
    MatchStats,
    StatisticsStore,
    deal_won,
    match_stats,
    summarise,
    to_csv,
)
from storage_kit import played


def test_deal_won_means_the_best_score_of_a_deal_that_had_a_loser():
    assert deal_won([3, -1, -2], 0)
    assert deal_won([2, 2, -4], 1)  # partners share the win
    assert not deal_won([0, 0, 0], 0)
    assert not deal_won([-1, 3, -2], 0)


def test_a_deal_with_fewest_losses_is_won_where_fewer_is_better():
    assert deal_won([0, 1, 0], 0, lower_is_better=True)
    assert not deal_won([0, 1, 0], 1, lower_is_better=True)
    assert not deal_won([0, 0, 0], 0, lower_is_better=True)


def test_mattazza_is_counted_in_lost_deals():
    record, match = played("mattazza", seed=11, humans=(0, 1))
    entries = match_stats(record, match)
    losses = match.carry["losses"]
    for e in entries:
        assert e.figure == "losses" and sum(e.figures) == losses[e.seat]
        assert set(e.figures) <= {0, 1} and e.deals_won == sum(1 for f in match.game.standing(match).deals
                                                                if f[e.seat] == 0 and any(f))
    row = summarise(entries)[0]
    # The average per deal is the share of deals lost, the best deal one without a loss.
    assert row.figure == "losses" and row.average_deal == sum(losses[:2]) / (2 * len(match.results))
    assert row.best_deal == 0


def test_entries_counted_before_figures_were_kept_still_count_as_games():
    old = _entry("mattazza", 3, [0, 0, 4], True, True, key="old")  # no figures: game points only
    new = _entry("mattazza", 3, [0, -2], True, False, key="new")
    new.figure, new.figures, new.date = "losses", [1, 1], "2026-02-01T00:00:00+00:00"
    row = summarise([old, new])[0]
    assert (row.games, row.deals, row.figure, row.average_deal, row.best_deal) == (2, 5, "losses", 1.0, 1)
    assert row.average_game == (4 - 2) / 2


def test_match_entries_count_the_people_seats_only():
    record, match = played("tarocco-lombardo", seed=8, humans=(0, 2))
    entries = match_stats(record, match)
    assert [e.seat for e in entries] == [0, 2]
    for e in entries:
        assert e.deal_scores == [r.deal_score[e.seat] for r in match.results]
        assert e.total == match.scores[e.seat] and e.over
        assert e.won == (e.seat in match.winners())
    # Lombardy Tarot is followed in deal points toward the margin: those are what a deal adds,
    # and a deal is won by the team with more of them.
    standing = match.game.standing(match)
    for e in entries:
        assert e.figure == "deal-points" and e.figures == [f[e.seat] for f in standing.deals]
        assert e.deals_won == sum(deal_won(f, e.seat) for f in standing.deals) > 0
    none, m = played("tarocco-lombardo", seed=8, actions=3)
    assert match_stats(none, m) == []  # no deal finished yet


def _entry(game: str, players: int, scores: list[int], over: bool, won: bool, assisted=(), key="k") -> MatchStats:
    return MatchStats(key=key, game=game, players=players, seat=0, name="You", date="2026-01-01T00:00:00+00:00",
                      deal_scores=scores, deals_won=sum(1 for s in scores if s > 0), over=over, won=won,
                      assisted=list(assisted))


def test_totals_per_game_and_player_count():
    entries = [
        _entry("tarokk", 4, [3, -1, 2], True, True, key="a"),
        _entry("tarokk", 4, [-2, -2], True, False, key="b"),
        _entry("tarokk", 4, [5], False, False, ["undo"], key="c"),
        _entry("tarokk", 5, [1], True, True, key="d"),
        _entry("cirulla", 2, [7, 4], True, True, ["hints"], key="e"),
    ]
    rows = {(r.game, r.players): r for r in summarise(entries)}
    t4 = rows[("tarokk", 4)]
    assert (t4.games, t4.finished, t4.won, t4.deals, t4.deals_won, t4.assisted) == (3, 2, 1, 6, 3, 1)
    assert t4.average_deal == (3 - 1 + 2 - 2 - 2 + 5) / 6
    assert t4.average_game == (4 + -4) / 2 and t4.best_deal == 5 and t4.best_game == 4
    assert rows[("tarokk", 5)].games == 1 and rows[("cirulla", 2)].assisted == 1
    plain = {(r.game, r.players): r for r in summarise(entries, include_assisted=False)}
    assert plain[("tarokk", 4)].games == 2 and ("cirulla", 2) not in plain
    assert list(rows) == sorted(rows)


def test_csv_has_a_header_and_one_line_per_row():
    rows = summarise([_entry("tarokk", 4, [3, -1], True, True), _entry("porrazo", 2, [], False, False, key="x")])
    table = list(csv.reader(io.StringIO(to_csv(rows))))
    assert table[0] == CSV_COLUMNS
    assert len(table) == 3
    porrazo = dict(zip(table[0], table[1]))
    tarokk = dict(zip(table[0], table[2]))
    assert porrazo["game"] == "porrazo" and porrazo["average_deal"] == "" and porrazo["best_game"] == ""
    assert tarokk["average_deal"] == "1.00" and tarokk["won"] == "1" and tarokk["players"] == "4"


def test_updates_replace_the_match_entry_so_resumes_and_undos_count_once(tmp_path):
    store = StatisticsStore(tmp_path / "statistics.json")
    record, match = played("mattazza", seed=11, actions=60)
    store.update(record, match)
    first = [e.deal_scores for e in store.entries()]
    assert first and len(first[0]) == len(match.results)
    longer, longer_match = played("mattazza", seed=11)
    longer.created = record.created
    store.update(longer, longer_match)
    assert len(store.entries()) == 1 and store.entries()[0].over
    # An undo took the last deal back: the entry shrinks again.
    back = replay(longer, upto=longer_match.deal_starts[-1], games=get_game)
    store.update(longer, back)
    assert len(store.entries()[0].deal_scores) == len(back.results)
    again = StatisticsStore(tmp_path / "statistics.json")
    assert [e.deal_scores for e in again.entries()] == [e.deal_scores for e in store.entries()]


def test_help_used_is_kept_with_the_entry(tmp_path):
    store = StatisticsStore(tmp_path / "statistics.json")
    record, match = played("cirulla", seed=2, flags={"hints": True, "undo": False})
    store.update(record, match)
    assert store.entries()[0].assisted == ["hints"]
    assert store.rows()[0].assisted == 1 and store.rows(include_assisted=False) == []


def test_a_damaged_file_is_kept_aside_and_counting_goes_on(tmp_path):
    path = tmp_path / "statistics.json"
    path.write_text('{"format": "tarotdesk-statistics", "version": 1, "matches": [{"key": 3}]}', encoding="utf-8")
    store = StatisticsStore(path)
    assert store.entries() == []
    assert store.problem is not None and store.problem.kind == "damaged"
    kept = [p for p in tmp_path.iterdir() if p.name.startswith("statistics-damaged-")]
    assert len(kept) == 1 and '"key": 3' in kept[0].read_text(encoding="utf-8")
    record, match = played("tarokk", seed=1)
    store.update(record, match)
    assert json.loads(path.read_text(encoding="utf-8"))["matches"][0]["game"] == "tarokk"


def test_a_file_of_a_newer_version_is_shown_but_never_overwritten(tmp_path):
    path = tmp_path / "statistics.json"
    text = json.dumps({"format": "tarotdesk-statistics", "version": 9, "matches": []})
    path.write_text(text, encoding="utf-8")
    store = StatisticsStore(path)
    record, match = played("tarokk", seed=1)
    with pytest.raises(StorageError) as info:
        store.update(record, match)
    assert info.value.kind == "read-only"
    assert path.read_text(encoding="utf-8") == text


def test_export_writes_the_rows(tmp_path):
    store = StatisticsStore(tmp_path / "statistics.json")
    record, match = played("porrazo", seed=4)
    store.update(record, match)
    store.export_csv(tmp_path / "out.csv")
    lines = (tmp_path / "out.csv").read_text(encoding="utf-8").splitlines()
    assert lines[0].startswith("game,players,games") and lines[1].startswith("porrazo,2,1,1,")


def test_two_copies_of_the_program_count_into_one_file_without_losing_games(tmp_path):
    path = tmp_path / "statistics.json"
    first, second = StatisticsStore(path), StatisticsStore(path)
    rec_a, match_a = played("mattazza", seed="copy-a")
    rec_b, match_b = played("cirulla", seed="copy-b")
    first.update(rec_a, match_a)
    second.update(rec_b, match_b)  # the second had read nothing yet
    rec_c, match_c = played("reseghino", seed="copy-c")
    first.update(rec_c, match_c)  # the first must read the second's game before writing
    games = sorted(e.game for e in StatisticsStore(path).entries())
    assert games == ["cirulla", "mattazza", "reseghino"]
