"""``tarotdesk --install-desktop-entry`` and ``--uninstall-desktop-entry`` (pip installs on Linux)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tarotdesk import desktop_entry

linux = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="desktop entries are a Linux matter")


@linux
def test_install_then_uninstall_leaves_nothing_of_ours(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    monkeypatch.setattr(desktop_entry, "launch_command", lambda: "/home/me/.local/bin/tarotdesk")
    lines = desktop_entry.install()
    where = desktop_entry.targets(tmp_path)
    assert len(lines) == 3 and all(p.is_file() for p in where.values())
    text = where["desktop"].read_text(encoding="utf-8")
    assert "Exec=/home/me/.local/bin/tarotdesk %f" in text and f"Icon={desktop_entry.APP_ID}" in text
    assert desktop_entry.MARK in text
    assert where["icon"].read_text(encoding="utf-8").lstrip().startswith("<")
    assert "application/x-tarotdesk-record" in where["mime"].read_text(encoding="utf-8")
    desktop_entry.install()  # again: replaces its own files
    assert len(desktop_entry.uninstall()) == 3
    assert not any(p.exists() for p in where.values())
    assert desktop_entry.uninstall() == []


@linux
def test_an_entry_it_did_not_write_is_never_replaced_or_removed(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    mine = desktop_entry.targets(tmp_path)["desktop"]
    mine.parent.mkdir(parents=True)
    mine.write_text("[Desktop Entry]\nName=my own\n", encoding="utf-8")
    with pytest.raises(FileExistsError):
        desktop_entry.install()
    with pytest.raises(FileExistsError):
        desktop_entry.uninstall()
    assert mine.read_text(encoding="utf-8") == "[Desktop Entry]\nName=my own\n"


@linux
def test_the_command_line_flags(tmp_path):
    env = {"XDG_DATA_HOME": str(tmp_path), "HOME": str(tmp_path), "PATH": "/usr/bin:/bin"}
    run = lambda flag: subprocess.run([sys.executable, "-m", "tarotdesk", flag], env=env,  # noqa: E731
                                      capture_output=True, text=True, timeout=60)
    done = run("--install-desktop-entry")
    assert done.returncode == 0 and done.stdout.count("wrote ") == 3, done.stderr
    desktop = Path(tmp_path, "applications", f"{desktop_entry.APP_ID}.desktop").read_text(encoding="utf-8")
    assert f"Exec={sys.executable} -m tarotdesk %f" in desktop  # no tarotdesk script on this PATH
    gone = run("--uninstall-desktop-entry")
    assert gone.returncode == 0 and gone.stdout.count("removed ") == 3
    mine = Path(tmp_path, "applications", f"{desktop_entry.APP_ID}.desktop")
    mine.write_text("[Desktop Entry]\n", encoding="utf-8")
    refused = run("--uninstall-desktop-entry")
    assert refused.returncode == 1 and refused.stderr.count("\n") == 1 and "left alone" in refused.stderr
