"""The fresh-system test bootstraps the machine's own release from the machine's own mirror."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from packaging_helpers import load  # noqa: E402

fresh = load("tarotdesk_fresh_system", "packaging/linux/fresh_system.py")


def _etc(tmp_path: Path, os_release: str, files: dict[str, str]) -> Path:
    (tmp_path / "apt" / "sources.list.d").mkdir(parents=True)
    (tmp_path / "os-release").write_text(os_release, encoding="utf-8")
    for name, text in files.items():
        (tmp_path / "apt" / name).write_text(text, encoding="utf-8")
    return tmp_path


def test_debian_deb822_sources(tmp_path):
    etc = _etc(tmp_path, 'PRETTY_NAME="Debian GNU/Linux 12 (bookworm)"\nVERSION_CODENAME=bookworm\n', {
        "sources.list.d/debian.sources": "Types: deb\nURIs: http://mirror.example/debian\nSuites: bookworm "
                                         "bookworm-updates\nComponents: main\n\nTypes: deb\nURIs: http://security."
                                         "example/debian-security\nSuites: bookworm-security\nComponents: main\n",
        "sources.list.d/other.list": "deb https://packages.example/apt stable main\n"})
    assert fresh.host_release(etc) == "bookworm"
    assert fresh.configured_source("bookworm", etc) == ("http://mirror.example/debian", ["main"])


def test_ubuntu_one_line_sources(tmp_path):
    etc = _etc(tmp_path, 'VERSION_CODENAME="noble"\n', {
        "sources.list": "# comment\ndeb [arch=amd64] http://archive.example/ubuntu noble main universe\n"
                        "deb http://archive.example/ubuntu noble-updates main universe\n"})
    assert fresh.host_release(etc) == "noble"
    assert fresh.configured_source("noble", etc) == ("http://archive.example/ubuntu", ["main", "universe"])


def test_a_release_without_a_source_is_a_clear_error(tmp_path):
    etc = _etc(tmp_path, "VERSION_CODENAME=trixie\n", {"sources.list": "deb http://m.example/debian bookworm main\n"})
    with pytest.raises(fresh.FreshSystemError, match="no apt source for trixie"):
        fresh.configured_source("trixie", etc)
