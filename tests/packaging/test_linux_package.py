"""Build the Linux one-folder app and the .deb, install it, self-test it, remove it.

Slow (a few minutes): it runs the real build. It needs Debian's dpkg tools and root (or
password-less sudo) to install the package; `.ci/run` provides both.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
APP_ID = "io.github.tarotdesk.TarotDesk"

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not sys.platform.startswith("linux") or shutil.which("dpkg-deb") is None,
                       reason="the .deb is built and installed on Debian-like Linux only"),
]


def _as_root(cmd: list[str]) -> list[str]:
    if os.geteuid() == 0:
        return cmd
    if shutil.which("sudo") is None:
        raise AssertionError("installing the .deb needs root or sudo")
    return ["sudo", "-n", *cmd]


def _run(cmd: list[str], **kw) -> subprocess.CompletedProcess:
    return subprocess.run(cmd, capture_output=True, text=True, **kw)


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> dict[str, Path]:
    out = tmp_path_factory.mktemp("pkg")
    work = tmp_path_factory.mktemp("pkgwork")
    proc = _run([sys.executable, str(ROOT / "packaging" / "linux" / "build.py"), "--out", str(out),
                 "--work", str(work)], timeout=1800)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    paths = dict(line.split("=", 1) for line in proc.stdout.splitlines() if line.startswith(("deb=", "tarball=")))
    print(proc.stdout[-600:])
    return {"deb": Path(paths["deb"]), "tarball": Path(paths["tarball"]), "app": work / "dist" / "tarotdesk"}


def test_metadata_validates():
    desktop = ROOT / "packaging" / "linux" / f"{APP_ID}.desktop"
    assert _run(["desktop-file-validate", str(desktop)]).returncode == 0
    meta = (ROOT / "packaging" / "linux" / f"{APP_ID}.metainfo.xml").read_text(encoding="utf-8")
    tmp = ROOT / "build" / f"{APP_ID}.metainfo.xml"
    tmp.parent.mkdir(exist_ok=True)
    tmp.write_text(meta.replace("@VERSION@", "0.1.0").replace("@DATE@", "2026-01-01"), encoding="utf-8")
    proc = _run(["appstreamcli", "validate", "--no-net", str(tmp)])
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_frozen_app_self_test(built):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    proc = _run([str(built["app"] / "tarotdesk"), "--self-test"], env=env, timeout=600)
    assert proc.returncode == 0, proc.stdout[-4000:] + proc.stderr[-2000:]
    assert "self-test passed" in proc.stdout


def test_deb_installs_runs_and_removes(built):
    deb = built["deb"]
    info = _run(["dpkg-deb", "--info", str(deb)]).stdout
    assert "Package: tarotdesk" in info and "Depends:" in info
    listing = _run(["dpkg-deb", "--contents", str(deb)]).stdout
    for path in ("./usr/bin/tarotdesk", "./opt/tarotdesk/tarotdesk",
                 f"./usr/share/applications/{APP_ID}.desktop", f"./usr/share/metainfo/{APP_ID}.metainfo.xml",
                 "./usr/share/icons/hicolor/48x48/apps/tarotdesk.png",
                 "./usr/share/icons/hicolor/scalable/apps/tarotdesk.svg"):
        assert path in listing, path
    install = _run(_as_root(["dpkg", "-i", str(deb)]), timeout=600)
    assert install.returncode == 0, install.stdout + install.stderr
    try:
        assert _run(["desktop-file-validate", f"/usr/share/applications/{APP_ID}.desktop"]).returncode == 0
        meta = _run(["appstreamcli", "validate", "--no-net", f"/usr/share/metainfo/{APP_ID}.metainfo.xml"])
        assert meta.returncode == 0, meta.stdout + meta.stderr
        version = _run(["/usr/bin/tarotdesk", "--version"], timeout=120)
        assert version.returncode == 0 and version.stdout.startswith("tarotdesk ")
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
        proc = _run(["/usr/bin/tarotdesk", "--self-test"], env=env, timeout=600)
        assert proc.returncode == 0, proc.stdout[-4000:] + proc.stderr[-2000:]
    finally:
        remove = _run(_as_root(["dpkg", "-r", "tarotdesk"]), timeout=300)
    assert remove.returncode == 0, remove.stdout + remove.stderr
    assert not Path("/usr/bin/tarotdesk").exists() and not Path("/opt/tarotdesk/tarotdesk").exists()
