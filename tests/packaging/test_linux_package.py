"""Build the Linux one-folder app, the tarball and the .deb, and check what they contain.

Slow (about a minute): it runs the real build. The .deb is installed only on a freshly made
minimal Debian system (``packaging/linux/fresh_system.py``), never on this machine: that test
runs when ``TAROTDESK_FRESH_SYSTEM=1`` is set and the tests run as root (``.ci/run`` does both).
"""

from __future__ import annotations

import gzip
import io
import os
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from packaging_helpers import ROOT, load  # noqa: E402

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not sys.platform.startswith("linux") or shutil.which("dpkg-deb") is None,
                       reason="the .deb is built on Debian-like Linux only"),
]

build = load("tarotdesk_linux_build", "packaging/linux/build.py")
licences = load("bundle_licences", "packaging/bundle_licences.py")
depends = load("tarotdesk_depends", "packaging/linux/depends.py")
APP_ID = build.APP_ID


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
    print(proc.stdout[-1500:])
    return {"deb": Path(paths["deb"]), "tarball": Path(paths["tarball"]), "app": work / "dist" / "tarotdesk",
            "work": work}


def _deb_file(deb: Path, member: str) -> bytes:
    tar = subprocess.run(["dpkg-deb", "--fsys-tarfile", str(deb)], capture_output=True, check=True).stdout
    with tarfile.open(fileobj=io.BytesIO(tar)) as archive:
        return archive.extractfile(member).read()


def test_frozen_app_self_test(built):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    proc = _run([str(built["app"] / "tarotdesk"), "--self-test"], env=env, timeout=600)
    assert proc.returncode == 0, proc.stdout[-4000:] + proc.stderr[-2000:]
    assert "ok    AI process:" in proc.stdout and "ok    Japanese:" in proc.stdout
    assert "xcb: loads" in proc.stdout and "wayland: loads" in proc.stdout
    # The bundle carries the compiled kernels whenever the environment that built it has them.
    from tarotdesk.ai import native

    if native.MODULE is not None:
        assert "ok    search kernels: compiled (" in proc.stdout, proc.stdout[-3000:]


def test_every_bundled_library_has_a_licence_entry(built):
    internal = built["app"] / "_internal"
    elves = [p for p in depends.bundle_elves(built["app"])]
    assert len(elves) > 40
    files = [(str(p.relative_to(internal)) if p.is_relative_to(internal) else p.name, str(p)) for p in elves]
    found = licences.assign(files, [])  # raises, naming the file, when one has no entry
    assert {c.id for c in found} >= {"pyinstaller", "cpython", "pyside6", "icu", "shiboken6"}
    text = (internal / licences.BUNDLE_PATH).read_text(encoding="utf-8")
    assert "GNU LESSER GENERAL PUBLIC LICENSE" in text and "Replacing the Qt libraries" in text
    assert "platformdirs" in text


def test_unused_qt_plugins_and_system_libraries_are_not_bundled(built):
    names = {p.name for p in built["app"].rglob("*")}
    for absent in ("libqvnc.so", "libqeglfs.so", "libqlinuxfb.so", "libQt6Network.so.6", "libqjpeg.so",
                   "libstdc++.so.6", "libglib-2.0.so.0", "libX11.so.6", "libfontconfig.so.1", "libssl.so.3"):
        assert absent not in names, absent
    for present in ("libqxcb.so", "libqwayland.so", "libqoffscreen.so", "libqsvg.so", "libQt6Core.so.6"):
        assert present in names, present


def test_deb_depends_are_computed_from_the_bundle(built):
    deb = built["deb"]
    fields = _run(["dpkg-deb", "-f", str(deb), "Depends", "Recommends"]).stdout
    computed = depends.compute(built["app"])
    assert not computed.unresolved
    assert f"libc6 (>= {computed.glibc})" in fields
    for package in ("libwayland-cursor0", "libwayland-client0", "libxcb-cursor0", "libxkbcommon-x11-0",
                    "libegl1", "libfontconfig1"):
        assert package in fields, package
    recommends = fields.split("Recommends:", 1)[1]
    assert "libgtk-3-0" in recommends and "fonts-noto-cjk" in recommends
    assert "pulseaudio-utils | pipewire-bin | alsa-utils" in recommends  # a player for the sounds


def test_deb_contents_copyright_and_changelog(built):
    deb = built["deb"]
    listing = _run(["dpkg-deb", "--contents", str(deb)]).stdout
    for path in ("./usr/games/tarotdesk", "./usr/lib/tarotdesk/tarotdesk",
                 f"./usr/share/applications/{APP_ID}.desktop", f"./usr/share/metainfo/{APP_ID}.metainfo.xml",
                 f"./usr/share/icons/hicolor/48x48/apps/{APP_ID}.png",
                 f"./usr/share/icons/hicolor/scalable/apps/{APP_ID}.svg",
                 "./usr/share/doc/tarotdesk/copyright", "./usr/share/doc/tarotdesk/changelog.gz",
                 "./usr/share/lintian/overrides/tarotdesk",
                 "./usr/lib/tarotdesk/_internal/licences/THIRD-PARTY-LICENSES.txt"):
        assert path in listing, path
    assert "./opt/" not in listing
    copyright_text = _deb_file(deb, "./usr/share/doc/tarotdesk/copyright").decode()
    assert copyright_text.startswith("Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/")
    assert "License: LGPL-3" in copyright_text and "usr/lib/tarotdesk/_internal/PySide6/Qt/lib/libQt6Gui.so.6" in copyright_text
    changelog = gzip.decompress(_deb_file(deb, "./usr/share/doc/tarotdesk/changelog.gz")).decode()
    assert changelog.startswith(f"tarotdesk ({build.version()}) ")


@pytest.mark.skipif(shutil.which("lintian") is None, reason="lintian is not installed")
def test_lintian_finds_no_error(built):
    proc = _run(["lintian", "--no-tag-display-limit", str(built["deb"])], timeout=900)
    errors = [line for line in proc.stdout.splitlines() if line.startswith("E:")]
    assert not errors, "\n".join(errors)


def test_tarball_has_readme_licences_desktop_entry_and_installer(built):
    with tarfile.open(built["tarball"]) as tar:
        names = set(tar.getnames())
    top = f"tarotdesk-{build.version()}"
    for name in ("README.txt", "LICENSE.txt", "THIRD-PARTY-LICENSES.txt", "install.sh", "tarotdesk",
                 f"share/applications/{APP_ID}.desktop", f"share/icons/hicolor/256x256/apps/{APP_ID}.png",
                 f"share/mime/packages/{APP_ID}.xml"):
        assert f"{top}/{name}" in names, name


def test_install_script_installs_and_removes_for_one_user(built, tmp_path):
    with tarfile.open(built["tarball"]) as tar:
        tar.extractall(tmp_path, filter="fully_trusted")
    folder = tmp_path / f"tarotdesk-{build.version()}"
    home = tmp_path / "home"
    home.mkdir()
    env = dict(os.environ, HOME=str(home), QT_QPA_PLATFORM="offscreen")
    env.pop("XDG_DATA_HOME", None)
    proc = _run([str(folder / "install.sh")], env=env, timeout=300)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    desktop = home / ".local" / "share" / "applications" / f"{APP_ID}.desktop"
    assert f"Exec={home}/.local/lib/tarotdesk/tarotdesk %f" in desktop.read_text(encoding="utf-8")
    version = _run([str(home / ".local" / "bin" / "tarotdesk"), "--version"], env=env, timeout=120)
    assert version.stdout.startswith("tarotdesk ")
    # A folder it did not make is never replaced or removed.
    (home / ".local" / "lib" / "tarotdesk" / ".installed-by-tarotdesk-install.sh").unlink()
    refused = _run([str(folder / "install.sh"), "--uninstall"], env=env, timeout=60)
    assert refused.returncode == 1 and "was not installed by install.sh" in refused.stderr
    (home / ".local" / "lib" / "tarotdesk" / ".installed-by-tarotdesk-install.sh").touch()
    proc = _run([str(folder / "install.sh"), "--uninstall"], env=env, timeout=120)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    # What remains are the desktop's own caches, rebuilt without tarotdesk's entries.
    share = home / ".local" / "share"
    left = [p for p in home.rglob("*") if (p.is_file() or p.is_symlink())
            and not (p.name in ("icon-theme.cache", "mimeinfo.cache")
                     or (p.is_relative_to(share / "mime") and not p.is_relative_to(share / "mime" / "packages")))]
    assert not left, left
    menu_cache = share / "applications" / "mimeinfo.cache"
    if menu_cache.exists():
        assert "tarotdesk" not in menu_cache.read_text(encoding="utf-8")
    bad = _run([str(folder / "install.sh"), "--everything"], env=env, timeout=60)
    assert bad.returncode == 1 and bad.stderr.count("\n") == 1 and "unknown option" in bad.stderr


@pytest.mark.skipif(os.environ.get("TAROTDESK_FRESH_SYSTEM") != "1",
                    reason="set TAROTDESK_FRESH_SYSTEM=1 to test on a fresh Debian system (needs root)")
def test_packages_on_a_fresh_minimal_debian(built):
    if os.geteuid() != 0:
        pytest.fail("the fresh-system test needs root (debootstrap, chroot, mount)")
    proc = _run([sys.executable, str(ROOT / "packaging" / "linux" / "fresh_system.py"), "--deb", str(built["deb"]),
                 "--tarball", str(built["tarball"]),
                 # A folder of this run's own: another run at the same time must not share it.
                 "--root", str(ROOT / "build" / "fresh-system" / f"root-{os.getpid()}")],
                timeout=3600)
    print(proc.stdout[-3000:])
    assert proc.returncode == 0, proc.stdout[-5000:] + proc.stderr[-2000:]
    assert "fresh-system test passed" in proc.stdout
