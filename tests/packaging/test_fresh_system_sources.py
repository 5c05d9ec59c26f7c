"""The fresh systems: bootstrapped from the machine's own mirrors, given the machine's own network
settings and nothing else."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from packaging_helpers import load  # noqa: E402

fresh = load("tarotdesk_minimal_system", "packaging/linux/minimal_system.py")


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


def test_another_release_of_the_same_distribution_comes_from_the_configured_mirror(tmp_path):
    etc = _etc(tmp_path, "VERSION_CODENAME=bookworm\n", {
        "sources.list.d/debian.sources": "Types: deb\nURIs: http://security.example/debian-security\nSuites: "
                                         "bookworm-security\n\nTypes: deb\nURIs: http://mirror.example/debian\n"
                                         "Suites: bookworm bookworm-updates\nComponents: main\n"})
    assert fresh.release_mirror(fresh.RELEASES["trixie"], etc) == "http://mirror.example/debian"
    with pytest.raises(fresh.FreshSystemError, match="--mirror noble=URL"):
        fresh.release_mirror(fresh.RELEASES["noble"], etc)
    assert fresh.RELEASES["noble"].source_lines("http://u.example/ubuntu").splitlines() == [
        f"deb http://u.example/ubuntu noble{p} main restricted universe multiverse" for p in ("", "-updates", "-security")]
    assert fresh.RELEASES["trixie"].source_lines("http://m.example/debian") == (
        "deb http://m.example/debian trixie main\ndeb http://m.example/debian trixie-updates main\n")


def test_the_network_settings_carried_are_the_machines_own(tmp_path):
    home, wheels, index = tmp_path / "home", tmp_path / "wheels", tmp_path / "index" / "simple"
    for folder in (home / ".config" / "pip", wheels, index):
        folder.mkdir(parents=True)
    bundle, limits = tmp_path / "bundle.crt", tmp_path / "limits.txt"
    bundle.write_text("-----BEGIN CERTIFICATE-----\n", encoding="utf-8")
    limits.write_text("torch<=2\n", encoding="utf-8")
    (home / ".config" / "pip" / "pip.conf").write_text(
        f"[global]\ncert = {bundle}\nconstraint = {limits}\nextra-index-url = file://{index} https://x.example/\n"
        f"find-links = {tmp_path / 'gone'}\n", encoding="utf-8")
    environ = {"HOME": str(home), "XDG_CONFIG_DIRS": str(tmp_path / "none"), "PIP_FIND_LINKS": str(wheels),
               "PIP_DEFAULT_TIMEOUT": "180", "SSL_CERT_FILE": str(bundle), "EDITOR": "vi", "PATH": "/bin"}
    dump = ('Acquire::http::Proxy "http://proxy.example:3128";\nAcquire::Check-Valid-Until "false";\n'
            'Acquire::Languages:: "none";\nAPT::Sandbox::User "_apt";\n')
    found = fresh.find_network_settings(environ, home, dump)
    assert found.files[home / ".config" / "pip" / "pip.conf"] == "/root/.config/pip/pip.conf"
    assert found.files[bundle] == str(bundle) and found.files[limits] == str(limits)
    # A local index goes whole (its pages link to the files beside them); a missing folder is not bound.
    assert sorted(found.folders) == sorted([wheels, index.parent])
    assert found.env == {"PIP_FIND_LINKS": str(wheels), "PIP_DEFAULT_TIMEOUT": "180", "SSL_CERT_FILE": str(bundle)}
    assert found.apt == 'Acquire::http::Proxy "http://proxy.example:3128";\nAcquire::Check-Valid-Until "false";\n'
