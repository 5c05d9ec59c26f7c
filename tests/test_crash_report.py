"""Crash reports and the fault log of each run (no Qt).

A real native crash: a process enables its fault log and then dies of a segmentation fault;
the next start finds what faulthandler wrote, keeps it as ``last-fault.log`` and removes the
dead run's file. The files of running copies, and anything that is not a regular file, stay.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from datetime import datetime, timezone
from pathlib import Path

import pytest

from tarotdesk import __version__
from tarotdesk.crash_report import LAST_FAULT, FaultLog, build_report, format_exception, one_line

ROOT = Path(__file__).resolve().parent.parent

CRASHING = """
import faulthandler, sys
from tarotdesk.crash_report import FaultLog
log = FaultLog(sys.argv[1])
log.start()
print(log.path, flush=True)
faulthandler._sigsegv()
"""


@pytest.mark.skipif(sys.platform == "win32", reason="the crash is a POSIX segmentation fault")
def test_a_native_crash_leaves_its_trace_for_the_next_start(tmp_path):
    folder = tmp_path / "data"
    done = subprocess.run([sys.executable, "-c", CRASHING, str(folder)], cwd=ROOT, capture_output=True, text=True,
                          env=dict(os.environ, PYTHONPATH=str(ROOT)), timeout=60)
    assert done.returncode == -signal.SIGSEGV
    left = Path(done.stdout.strip())
    assert left.parent == folder and left.stat().st_size > 0

    earlier = FaultLog(folder).collect_earlier()
    assert earlier is not None
    assert "Fatal Python error: Segmentation fault" in earlier.text and "<module>" in earlier.text
    assert earlier.kept == folder / LAST_FAULT and earlier.kept.read_text(encoding="utf-8") == earlier.text
    assert not left.exists()
    assert FaultLog(folder).collect_earlier() is None  # reported once


def test_a_clean_run_leaves_nothing_and_running_copies_keep_their_files(tmp_path):
    folder = tmp_path / "data"
    folder.mkdir()
    running = folder / f"fault-{os.getppid()}.log"  # a process that runs: another copy
    running.write_text("", encoding="utf-8")
    if hasattr(os, "mkfifo"):
        os.mkfifo(folder / "fault-1234567.log")  # not a file of ours: left as it is, never read
    log = FaultLog(folder)
    assert log.start() is None and log.enabled and log.path.exists()
    log.stop()
    assert not log.enabled and not log.path.exists()
    assert running.exists()
    if hasattr(os, "mkfifo"):
        assert (folder / "fault-1234567.log").exists()


def test_a_folder_that_cannot_hold_the_log_is_no_error(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x", encoding="utf-8")
    log = FaultLog(blocker / "data")
    assert log.start() is None and not log.enabled
    log.stop()
    assert blocker.read_text(encoding="utf-8") == "x"


def test_the_report_says_what_a_bug_report_needs():
    try:
        raise ValueError("bad value\nsecond line")
    except ValueError as exc:
        trace = format_exception(type(exc), exc, exc.__traceback__)
        summary = one_line(type(exc), exc)
    assert summary == "ValueError: bad value second line"
    when = datetime(2026, 1, 2, 3, 4, 5, tzinfo=timezone.utc)
    report = build_report(trace, '{"format": "tarotdesk-record"}', {"Qt": "6.x"}, when=when)
    assert report.startswith("tarotdesk crash report\nTime: 2026-01-02T03:04:05+00:00\n")
    for part in (f"tarotdesk {__version__}", "Python ", "Platform: ", "Qt: 6.x", "Traceback (most recent call last)",
                 "ValueError: bad value", "Record of the game being played:", '{"format": "tarotdesk-record"}'):
        assert part in report, part
    assert "No game was being played." in build_report(trace)
    assert len(one_line(ValueError, ValueError("x" * 1000))) == 300
