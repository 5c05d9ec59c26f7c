"""The autosave's lock: one holder at a time, released on request or when the holder's process ends."""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

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
