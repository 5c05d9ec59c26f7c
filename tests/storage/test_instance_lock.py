"""The autosave's lock: one holder at a time, released on request or when the holder's process ends;
a folder where the lock file cannot be made (read-only, forbidden, not a folder) is told apart
from a lock that another copy holds.

Root ignores folder permissions, so the read-only folder is made two ways: a folder with mode
0555 (skipped for root), and the system call that makes the lock file answering EROFS or
EACCES, as a read-only mount or a forbidden folder answers (for every user).
"""

from __future__ import annotations

import errno
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tarotdesk.storage.instance_lock import InstanceLock
from tarotdesk.storage.paths import DataFolder

ROOT = Path(__file__).resolve().parents[2]


def test_one_holder_at_a_time(tmp_path):
    path = DataFolder(tmp_path / "data").autosave_lock
    first, second = InstanceLock(path), InstanceLock(path)
    assert first.acquire() and first.held
    assert first.acquire()  # asking again changes nothing
    assert not second.acquire() and not second.held
    assert second.holder() == __import__("os").getpid()
    first.release()
    assert not first.held
    assert second.acquire()
    assert not first.acquire()
    second.release()


def test_a_folder_that_cannot_hold_the_lock_is_not_held(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder", encoding="utf-8")
    lock = InstanceLock(blocker / "data" / "autosave.lock")
    assert not lock.acquire() and not lock.held


def test_the_lock_ends_with_the_process_that_held_it(tmp_path):
    path = tmp_path / "autosave.lock"
    holder = subprocess.Popen(
        [sys.executable, "-c", "import sys, time; from pathlib import Path; "
         "from tarotdesk.storage.instance_lock import InstanceLock; "
         f"assert InstanceLock(Path({str(path)!r})).acquire(); print('held', flush=True); time.sleep(60)"],
        cwd=ROOT, stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "held"
        mine = InstanceLock(path)
        assert not mine.acquire()
        assert mine.holder() == holder.pid
        holder.kill()  # no release: the system drops the lock with the process
        holder.wait(10)
        deadline = time.monotonic() + 10
        while not mine.acquire() and time.monotonic() < deadline:
            time.sleep(0.05)
        assert mine.held
        mine.release()
    finally:
        if holder.poll() is None:
            holder.kill()
            holder.wait(10)


def test_a_lock_held_elsewhere_is_not_a_failure_of_the_folder(tmp_path):
    path = DataFolder(tmp_path / "data").autosave_lock
    first, second = InstanceLock(path), InstanceLock(path)
    assert first.acquire()
    assert not second.acquire() and second.failure is None  # another copy: nothing wrong with the folder
    first.release()


def test_a_file_where_the_folder_should_be_says_why(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder", encoding="utf-8")
    lock = InstanceLock(blocker / "data" / "autosave.lock")
    assert not lock.acquire()
    assert lock.failure is not None and lock.failure.kind == "failed" and lock.failure.detail
    assert blocker.read_text(encoding="utf-8") == "not a folder"


@pytest.mark.parametrize("problem", [errno.EROFS, errno.EACCES])
def test_a_read_only_folder_is_told_apart(tmp_path, monkeypatch, problem):
    # The system's answer for a read-only mount (EROFS) or a forbidden folder (EACCES), given by
    # the call that makes the lock file: that works for every user, root included.
    path = DataFolder(tmp_path / "data").autosave_lock
    real_open = os.open

    def refuse(name, flags, *args, **kwargs):
        if Path(name) == path:
            raise OSError(problem, os.strerror(problem), str(name))
        return real_open(name, flags, *args, **kwargs)

    monkeypatch.setattr(os, "open", refuse)
    lock = InstanceLock(path)
    assert not lock.acquire() and not lock.held
    assert lock.failure is not None and lock.failure.kind == "read-only"
    assert lock.failure.detail == os.strerror(problem)
    monkeypatch.undo()
    assert lock.acquire() and lock.failure is None  # the folder can be written again: the lock is taken
    lock.release()


@pytest.mark.skipif(sys.platform == "win32" or os.geteuid() == 0,
                    reason="folder permissions do not stop root (and work otherwise on Windows)")
def test_a_folder_with_mode_0555_is_read_only(tmp_path):
    folder = tmp_path / "data"
    folder.mkdir()
    folder.chmod(0o555)
    try:
        lock = InstanceLock(DataFolder(folder).autosave_lock)
        assert not lock.acquire()
        assert lock.failure is not None and lock.failure.kind == "read-only"
        assert list(folder.iterdir()) == []
    finally:
        folder.chmod(0o755)
