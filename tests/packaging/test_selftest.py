"""``tarotdesk --self-test`` from the source tree: every check runs and reports what it did."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tarotdesk import selftest

ROOT = Path(__file__).resolve().parents[2]


def test_self_test_runs_worker_translation_and_plugin_checks():
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    proc = subprocess.run([sys.executable, "-m", "tarotdesk", "--self-test"], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-2000:]
    out = proc.stdout
    assert "ok    AI process: standard-level decision '" in out
    assert "ok    Japanese: Japanese loaded (" in out and "tarotdesk_ja" in out
    if sys.platform.startswith("linux"):
        assert "ok    platform plugins: xcb: " in out and "wayland: " in out
    assert out.rstrip().endswith("self-test passed")


def test_platform_check_fails_only_when_no_desktop_plugin_loads(monkeypatch):
    monkeypatch.setattr(selftest, "platform_plugins", lambda: {"xcb": "", "wayland": "libwayland-cursor.so.0: missing"})
    assert selftest._check_platforms() == "xcb: loads; wayland: does not load (libwayland-cursor.so.0: missing)"
    monkeypatch.setattr(selftest, "platform_plugins", lambda: {"xcb": "libxcb-cursor.so.0: missing",
                                                               "wayland": "not installed"})
    with pytest.raises(AssertionError, match="no platform plugin for a desktop loads"):
        selftest._check_platforms()


def test_a_failing_check_fails_the_self_test(monkeypatch, capsys, qapp):
    def broken() -> str:
        raise AssertionError("the card art is missing")

    monkeypatch.setattr(selftest, "CHECKS", [("card art", broken)])
    assert selftest.run() == 1
    out = capsys.readouterr().out
    assert "FAIL  card art: the card art is missing" in out and "self-test FAILED (1 of 1 checks)" in out
