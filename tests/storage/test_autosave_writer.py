"""The autosave's writing thread: newest record wins, discard comes after earlier writes, errors
are reported, and flush waits for the disk."""

from __future__ import annotations

import errno
import os
import threading

from tarotdesk.core.records import parse_record
from tarotdesk.games.registry import get_game
from tarotdesk.storage.autosave import Autosave, AutosaveWriter
from storage_kit import played


def test_the_newest_record_is_written_and_flush_waits_for_it(tmp_path):
    autosave = Autosave(tmp_path / "autosave.tarotdesk")
    reports = []
    writer = AutosaveWriter(autosave, reports.append)
    texts = [played("tarokk", seed=1, actions=k)[0].to_text() for k in (5, 10, 15, 20)]
    for text in texts:
        writer.write(text)
    assert writer.flush()
    assert autosave.path.read_text(encoding="utf-8") == texts[-1]
    assert reports and all(r is None for r in reports) and len(reports) <= len(texts)
    writer.discard()
    assert writer.flush() and not autosave.exists()


def test_a_write_waiting_behind_a_slow_disk_is_replaced_by_the_newer_one(tmp_path, monkeypatch):
    autosave = Autosave(tmp_path / "autosave.tarotdesk")
    gate = threading.Event()
    entered = threading.Event()
    real = autosave.save_text
    written = []

    def slow(text: str) -> None:
        entered.set()
        gate.wait(5)
        written.append(text)
        real(text)

    monkeypatch.setattr(autosave, "save_text", slow)
    writer = AutosaveWriter(autosave, lambda _e: None)
    writer.write("first")
    assert entered.wait(5)
    writer.write("second")
    writer.write("third")
    gate.set()
    assert writer.flush()
    assert written == ["first", "third"]
    assert autosave.path.read_text(encoding="utf-8") == "third"


def test_errors_are_reported_and_the_last_good_file_stays(tmp_path, monkeypatch):
    autosave = Autosave(tmp_path / "autosave.tarotdesk")
    reports = []
    writer = AutosaveWriter(autosave, reports.append)
    record, _ = played("cirulla", seed=2, actions=12)
    writer.write(record.to_text())
    assert writer.flush()

    def full(_fd):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(os, "fsync", full)
    writer.write("a newer record that does not fit")
    assert writer.flush()
    assert reports[-1] is not None and reports[-1].kind == "full"
    assert parse_record(autosave.path.read_bytes(), get_game).actions == record.actions
    monkeypatch.undo()
    writer.write(record.to_text())
    assert writer.flush() and reports[-1] is None
