"""Atomic writes and clear errors: a failed write leaves the old file whole and says why."""

from __future__ import annotations

import errno
import os

import pytest

from tarotdesk.core.records import RecordError
from tarotdesk.games.registry import get_game
from tarotdesk.storage.files import (
    StorageError,
    error_kind,
    open_record_file,
    open_record_text,
    read_json,
    write_json,
    write_text,
)
from storage_kit import played


def test_write_text_makes_folders_and_leaves_no_temporary_file(tmp_path):
    target = tmp_path / "a" / "b" / "file.txt"
    write_text(target, "one")
    write_text(target, "two")
    assert target.read_text(encoding="utf-8") == "two"
    assert sorted(p.name for p in target.parent.iterdir()) == ["file.txt"]


def test_a_full_disk_keeps_the_old_file_and_says_so(tmp_path, monkeypatch):
    target = tmp_path / "file.txt"
    write_text(target, "the old text")

    def full(_fd):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(os, "fsync", full)
    with pytest.raises(StorageError) as info:
        write_text(target, "the new text that does not fit")
    assert info.value.kind == "full"
    assert info.value.path == str(target)
    assert "space" in info.value.detail.lower()
    assert target.read_text(encoding="utf-8") == "the old text"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["file.txt"]


def test_a_read_only_place_is_named_as_such(tmp_path, monkeypatch):
    def refused(*_args, **_kw):
        raise OSError(errno.EROFS, os.strerror(errno.EROFS))

    monkeypatch.setattr(os, "replace", refused)
    with pytest.raises(StorageError) as info:
        write_text(tmp_path / "x.txt", "text")
    assert info.value.kind == "read-only"
    assert not (tmp_path / "x.txt").exists()


def test_a_folder_that_is_a_file_cannot_be_written(tmp_path):
    blocker = tmp_path / "data"
    blocker.write_text("not a folder")
    with pytest.raises(StorageError) as info:
        write_text(blocker / "autosave.tarotdesk", "text")
    assert info.value.kind == "failed"
    assert blocker.read_text() == "not a folder"


@pytest.mark.parametrize("code,kind", [(errno.EACCES, "read-only"), (errno.EPERM, "read-only"),
                                       (errno.EROFS, "read-only"), (errno.ENOSPC, "full"), (errno.EIO, "failed")])
def test_error_kinds(code, kind):
    assert error_kind(OSError(code, os.strerror(code))) == kind


def test_read_json_tells_missing_from_damaged(tmp_path):
    assert read_json(tmp_path / "none.json") is None
    write_json(tmp_path / "ok.json", {"a": [1, 2]})
    assert read_json(tmp_path / "ok.json") == {"a": [1, 2]}
    (tmp_path / "bad.json").write_bytes(b'{"a": [1,')
    with pytest.raises(StorageError) as info:
        read_json(tmp_path / "bad.json")
    assert info.value.kind == "damaged"


def test_opening_a_record_replays_it_and_never_writes(tmp_path):
    record, match = played("reseghino", seed=4, actions=40)
    path = tmp_path / "game.tarotdesk"
    path.write_text(record.to_text(), encoding="utf-8")
    before = (path.read_bytes(), path.stat().st_mtime_ns)
    opened, replayed = open_record_file(path, get_game)
    assert opened.actions == record.actions
    assert replayed.scores == match.scores and len(replayed.actions) == 40
    assert (path.read_bytes(), path.stat().st_mtime_ns) == before
    assert open_record_text(record.to_text(), get_game)[1].current_player == match.current_player


def test_an_illegal_action_in_the_middle_is_named(tmp_path):
    record, _ = played("tarocco-lombardo", seed=2, actions=30)
    seat, _text = record.actions[20]
    record.actions[20] = (seat, "play:FOOL" if "FOOL" not in _text else "play:SA")
    text = record.to_text()
    with pytest.raises(RecordError) as info:
        open_record_text(text, get_game)
    assert str(info.value).startswith("action 21 (")


def test_a_data_folder_loses_only_the_temporary_files_of_interrupted_writes(tmp_path):
    import subprocess
    import sys

    from tarotdesk.storage.paths import DataFolder

    dead = int(subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"],
                              capture_output=True, text=True).stdout)
    folder = DataFolder(tmp_path)
    folder.games.mkdir()
    left = [tmp_path / f".autosave.tarotdesk.tarotdesk-{dead}-0123abcd.tmp",
            folder.games / f".2026-01-01-tarokk.tarotdesk.tarotdesk-{dead}-89abcdef.tmp"]
    kept = [tmp_path / "autosave.tarotdesk", tmp_path / "mine.tmp", folder.games / "notes.tmp",
            folder.games / "2026-01-01-tarokk.tarotdesk"]
    for p in left + kept:
        p.write_text("x")
    assert sorted(folder.remove_stale_temporary_files()) == sorted(left)
    assert all(p.exists() for p in kept) and not any(p.exists() for p in left)
    assert DataFolder(tmp_path / "not there").remove_stale_temporary_files() == []


def test_an_unreadable_list_or_index_is_not_written_over(tmp_path):
    from tarotdesk.storage.library import Library
    from tarotdesk.storage.recent import RecentFiles

    for name in ("recent.json", "games-index.json"):
        (tmp_path / name).mkdir()
    recent = RecentFiles(tmp_path / "recent.json")
    assert recent.paths() == [] and recent.problem.kind == "failed"
    with pytest.raises(StorageError) as info:
        recent.add(tmp_path / "a.tarotdesk")
    assert info.value.detail == "this is a folder, not a file"
    assert Library(tmp_path / "games", tmp_path / "games-index.json", get_game).entries() == []
    assert (tmp_path / "recent.json").is_dir() and (tmp_path / "games-index.json").is_dir()
    # A damaged list of our own is simply replaced.
    (tmp_path / "recent.json").rmdir()
    (tmp_path / "recent.json").write_text("{not json")
    recent.add(tmp_path / "a.tarotdesk")
    assert recent.paths() == [str(tmp_path / "a.tarotdesk")] and recent.problem is None
