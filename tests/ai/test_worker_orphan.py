"""The AI worker never outlives the process that started it.

A parent process starts a worker, gives it a request, and is killed with SIGKILL (no
``close``, no ``atexit``): the worker, and multiprocessing's resource tracker with it, must
be gone within 2 s. The watchdog itself is checked in-process too: it calls its exit once the
parent it watches has ended, and not before.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from tarotdesk.ai.worker import PARENT_POLL, watch_parent

ROOT = Path(__file__).resolve().parents[2]

PARENT = """
import os, sys, time
from tarotdesk.ai.worker import AIWorker
from tarotdesk.core.match import Match
from tarotdesk.games.registry import get_game

game = get_game("tarokk")
match = Match(game, 4, seed=5)
worker = AIWorker()
worker.request(match.view(match.current_player), "strong", seed=1)
print(worker._process.pid, flush=True)
time.sleep(120)
"""


def _alive(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as f:
            stat = f.read()
    except OSError:
        return False
    return stat[stat.rindex(")") + 2] != "Z"  # a zombie has ended


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads the process table in /proc (Linux)")
def test_the_worker_ends_within_two_seconds_of_its_parent(tmp_path):
    parent = subprocess.Popen([sys.executable, "-c", PARENT], cwd=ROOT, stdout=subprocess.PIPE, text=True,
                              env=dict(os.environ, PYTHONPATH=str(ROOT)), start_new_session=True)
    try:
        worker_pid = int(parent.stdout.readline())
        time.sleep(0.5)  # the worker has the request
        assert _alive(worker_pid)
        os.kill(parent.pid, signal.SIGKILL)
        parent.wait(10)
        killed = time.monotonic()
        while _alive(worker_pid) and time.monotonic() < killed + 2.0:
            time.sleep(0.02)
        assert not _alive(worker_pid), "the worker outlived its parent by 2 s"
        # The resource tracker was the other stray: it ends when the worker does.
        deadline = time.monotonic() + 2.0
        while time.monotonic() < deadline:
            left = [p.name for p in Path("/proc").iterdir() if p.name.isdigit() and _in_group(int(p.name), parent.pid)]
            if not left:
                break
            time.sleep(0.05)
        assert not left, left
    finally:
        try:
            os.killpg(parent.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass


def _in_group(pid: int, pgid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as f:
            stat = f.read()
    except OSError:
        return False
    fields = stat[stat.rindex(")") + 2:].split()
    return int(fields[2]) == pgid and fields[0] != "Z"


@pytest.mark.skipif(sys.platform == "win32", reason="Windows does not hand an orphan to another parent")
def test_the_watchdog_acts_when_the_parent_ends_and_not_before():
    # In this process the watchdog watches the parent process id; a thread stands in for
    # the exit, and the test pretends the parent changed by faking os.getppid.
    gone = threading.Event()
    real = os.getppid()
    fake = {"ppid": real}
    original = os.getppid
    os.getppid = lambda: fake["ppid"]  # noqa: E731 - restored below
    try:
        watch_parent(poll=0.02, on_gone=gone.set)
        assert not gone.wait(PARENT_POLL * 2)
        fake["ppid"] = 1 if real != 1 else 2  # handed to another process: the parent ended
        assert gone.wait(2.0)
    finally:
        os.getppid = original
