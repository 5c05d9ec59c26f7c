"""Saved games, their list and its index, the autosave, and the recent files."""

from __future__ import annotations

import json

import pytest

from tarotdesk.core.records import RecordError
from tarotdesk.games.registry import get_game
from tarotdesk.storage import library as library_module
from tarotdesk.storage.autosave import Autosave
from tarotdesk.storage.identity import file_name, match_key
from tarotdesk.storage.library import INDEX_VERSION, Library
from tarotdesk.storage.paths import DataFolder, data_dir
from tarotdesk.storage.recent import RecentFiles
from storage_kit import played, state_key


def test_the_data_folder_follows_the_private_profile(monkeypatch, tmp_path):
    monkeypatch.delenv("TAROTDESK_DATA_DIR", raising=False)
    monkeypatch.setenv("TAROTDESK_CONFIG_DIR", str(tmp_path / "config"))
    assert data_dir() == tmp_path / "config" / "data"
    monkeypatch.setenv("TAROTDESK_DATA_DIR", str(tmp_path / "elsewhere"))
    assert data_dir() == tmp_path / "elsewhere"
    folder = DataFolder(tmp_path)
    assert folder.autosave.name == "autosave.tarotdesk" and folder.games == tmp_path / "games"


@pytest.mark.parametrize("game_id", ["tarokk", "porrazo", "taroccombre-5"])
def test_the_autosave_gives_back_the_exact_position(tmp_path, game_id):
    record, match = played(game_id, seed=9, actions=37)
    autosave = Autosave(tmp_path / "autosave.tarotdesk")
    assert not autosave.exists()
    autosave.save(record)
    assert autosave.exists() and autosave.last_bytes == len(record.to_text().encode())
    loaded, again = autosave.load(get_game)
    assert loaded.created == record.created and loaded.actions == record.actions
    assert state_key(again) == state_key(match)
    autosave.discard()
    assert not autosave.exists()


def test_a_damaged_autosave_is_set_aside_not_lost(tmp_path):
    autosave = Autosave(tmp_path / "autosave.tarotdesk")
    autosave.path.write_text('{"format": "tarotdesk-record", "version": 1, "game": "tar', encoding="utf-8")
    with pytest.raises(RecordError):
        autosave.load(get_game)
    kept = autosave.set_aside()
    assert not autosave.exists() and kept.read_text(encoding="utf-8").startswith('{"format"')
    assert kept.name.startswith("autosave-damaged-")


def test_a_match_keeps_one_file_whatever_its_state(tmp_path):
    lib = Library(tmp_path / "games", tmp_path / "index.json", get_game)
    record, _ = played("mattazza", seed=3, actions=20)
    first = lib.store(record)
    longer, _ = played("mattazza", seed=3, actions=45)
    longer.created = record.created
    assert lib.store(longer) == first and first.name == file_name(record)
    assert [p.name for p in lib.files()] == [first.name]
    other, _ = played("mattazza", seed=4, actions=5)
    assert match_key(other) != match_key(record)
    assert lib.store(other) != first


def test_the_list_shows_game_players_date_score_and_state(tmp_path):
    lib = Library(tmp_path / "games", tmp_path / "index.json", get_game)
    done, done_match = played("reseghino", seed=5)
    half, half_match = played("cirulla", seed=6, actions=90)
    lib.store(done)
    lib.store(half)
    entries = {e.game: e for e in lib.entries()}
    d, h = entries["reseghino"], entries["cirulla"]
    assert d.over and d.scores == done_match.scores and d.deals == len(done_match.results)
    assert d.players == ["P0", "P1", "P2"] and d.humans == [0] and d.updated == done.updated
    assert not h.over and h.deals == len(half_match.results) and h.actions == 90 and h.error is None
    assert all(e.in_library for e in entries.values())


def test_the_index_spares_reading_known_files_and_notices_changes(tmp_path, monkeypatch):
    lib = Library(tmp_path / "games", tmp_path / "index.json", get_game)
    record, _ = played("porrazo", seed=1, actions=30)
    path = lib.store(record)
    assert len(lib.entries()) == 1
    calls = []
    real = library_module.describe
    monkeypatch.setattr(library_module, "describe", lambda *a, **k: calls.append(a) or real(*a, **k))
    lib.entries()
    assert calls == []  # known at its size and time: not read again
    longer, _ = played("porrazo", seed=1, actions=60)
    longer.created = record.created
    lib.store(longer)
    assert lib.entries()[0].actions == 60 and len(calls) == 1
    assert path.exists()


def test_a_damaged_index_is_rebuilt(tmp_path):
    lib = Library(tmp_path / "games", tmp_path / "index.json", get_game)
    lib.store(played("tarokk", seed=2, actions=10)[0])
    (tmp_path / "index.json").write_text("{[", encoding="utf-8")
    assert lib.entries()[0].actions == 10
    assert json.loads((tmp_path / "index.json").read_text(encoding="utf-8"))["version"] == INDEX_VERSION


def test_damaged_and_missing_files_are_listed_with_the_reason_and_left_alone(tmp_path):
    lib = Library(tmp_path / "games", tmp_path / "index.json", get_game)
    lib.folder.mkdir(parents=True)
    bad = lib.folder / "broken.tarotdesk"
    bad.write_bytes(b'{"format": "tarotdesk-record", "version": 7}')
    outside = tmp_path / "elsewhere.tarotdesk"
    entries = lib.entries([str(outside)])
    assert [e.error is not None for e in entries] == [True, True]
    assert "newer tarotdesk" in entries[0].error
    assert "no longer there" in entries[1].error and not entries[1].in_library
    assert bad.read_bytes() == b'{"format": "tarotdesk-record", "version": 7}'
    for again in (entries, lib.entries([str(outside)])):  # said again from the index, in Japanese too
        assert again[0].error_text("en") == entries[0].error
        assert again[0].error_text("ja").startswith("[version] 新しい tarotdesk で書かれた記録です")
        assert again[1].error_text("ja") == "ファイルがもうありません。"


def test_only_saved_games_can_be_deleted_here(tmp_path):
    lib = Library(tmp_path / "games", tmp_path / "index.json", get_game)
    path = lib.store(played("tarokk", seed=2, actions=10)[0])
    outside = tmp_path / "mine.tarotdesk"
    outside.write_text("x", encoding="utf-8")
    from tarotdesk.storage.files import StorageError

    with pytest.raises(StorageError):
        lib.remove(outside)
    assert outside.exists()
    lib.remove(path)
    assert not path.exists() and lib.entries() == []


def test_recent_files_newest_first_without_repeats_and_limited(tmp_path):
    recent = RecentFiles(tmp_path / "recent.json", limit=3)
    for name in ("a", "b", "c", "a", "d"):
        recent.add(tmp_path / f"{name}.tarotdesk")
    assert [p.rsplit("/", 1)[1] for p in recent.paths()] == ["d.tarotdesk", "a.tarotdesk", "c.tarotdesk"]
    recent.remove(tmp_path / "a.tarotdesk")
    assert len(recent.paths()) == 2
    recent.clear()
    assert recent.paths() == []


def test_a_damaged_recent_list_reads_as_empty(tmp_path):
    (tmp_path / "recent.json").write_bytes(b"\xff\xfe not json")
    recent = RecentFiles(tmp_path / "recent.json")
    assert recent.paths() == [] and recent.problem is not None and recent.problem.kind == "damaged"
    recent.add(tmp_path / "x.tarotdesk")
    assert recent.paths() == [str(tmp_path / "x.tarotdesk")]
