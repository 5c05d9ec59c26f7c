"""Build the Linux packages: the one-folder app, a .tar.gz of it and a .deb.

Run from anywhere with the project's Python (PyInstaller and PySide6 installed):

    python packaging/linux/build.py [--out DIR] [--skip-freeze]

Steps: compile the Qt translations (``pyside6-lrelease``), freeze with PyInstaller
(``packaging/tarotdesk.spec``), pack ``tarotdesk-<version>-linux-<arch>.tar.gz``, and lay out a
Debian package (app in ``/opt/tarotdesk``, launcher ``/usr/bin/tarotdesk``, desktop entry,
hicolor icons, AppStream metainfo, MIME type) built with ``dpkg-deb``. Prints the figures that
``docs/packaging.md`` records (build time, sizes).
"""

from __future__ import annotations

import argparse
import datetime as dt
import os
import shutil
import subprocess
import sys
import tarfile
import time
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent
APP_ID = "io.github.tarotdesk.TarotDesk"
ICON_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)

# Shared libraries the frozen Qt needs from the system (the xcb platform plugin and OpenGL).
DEPENDS = [
    "libc6 (>= 2.34)", "libegl1", "libgl1", "libfontconfig1", "libfreetype6", "libglib2.0-0",
    "libdbus-1-3", "libxkbcommon0", "libxkbcommon-x11-0", "libx11-6", "libx11-xcb1", "libxcb1",
    "libxcb-cursor0", "libxcb-icccm4", "libxcb-keysyms1", "libxcb-randr0", "libxcb-render-util0",
    "libxcb-shape0", "libxcb-xfixes0", "libxcb-xkb1", "libxcb-image0", "libxcb-shm0", "libxcb-sync1",
    "libxcb-render0",
]
RECOMMENDS = ["fonts-noto-cjk"]


def version() -> str:
    """The version from pyproject.toml (the one place it is written)."""
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]


def run(cmd: list[str], **kw: object) -> None:
    print("+", " ".join(cmd), flush=True)
    subprocess.run(cmd, check=True, **kw)  # type: ignore[arg-type]


def compile_translations() -> None:
    """Build translations/*.qm from the .ts sources (the frozen app and the wheel carry them)."""
    sources = sorted((ROOT / "translations").glob("*.ts"))
    if not sources:
        return
    lrelease = shutil.which("pyside6-lrelease") or str(Path(sys.executable).with_name("pyside6-lrelease"))
    for ts in sources:
        run([lrelease, "-silent", str(ts), "-qm", str(ts.with_suffix(".qm"))])


def freeze(work: Path) -> Path:
    """Run PyInstaller; return the one-folder app."""
    dist = work / "dist"
    run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
         "--distpath", str(dist), "--workpath", str(work / "pyi"), str(ROOT / "packaging" / "tarotdesk.spec")])
    return dist / "tarotdesk"


def render_icons(dest_root: Path) -> None:
    """hicolor PNG icons rendered from the SVG, plus the SVG itself as the scalable icon."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    app = QGuiApplication.instance() or QGuiApplication([])  # noqa: F841 - needed for painting
    svg = ROOT / "resources" / "icons" / "tarotdesk.svg"
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"invalid icon {svg}")
    for size in ICON_SIZES:
        out = dest_root / f"{size}x{size}" / "apps" / "tarotdesk.png"
        out.parent.mkdir(parents=True, exist_ok=True)
        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter)
        painter.end()
        if not image.save(str(out)):
            raise SystemExit(f"could not write {out}")
    scalable = dest_root / "scalable" / "apps" / "tarotdesk.svg"
    scalable.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy2(svg, scalable)


def dir_size_kib(path: Path) -> int:
    return sum(f.stat().st_size for f in path.rglob("*") if f.is_file() and not f.is_symlink()) // 1024


def make_tarball(app: Path, out: Path, ver: str, arch: str) -> Path:
    tar_path = out / f"tarotdesk-{ver}-linux-{arch}.tar.gz"
    with tarfile.open(tar_path, "w:gz") as tar:
        tar.add(app, arcname=f"tarotdesk-{ver}")
    return tar_path


def make_deb(app: Path, out: Path, work: Path, ver: str, arch: str) -> Path:
    stage = work / f"tarotdesk_{ver}_{arch}"
    if stage.exists():
        shutil.rmtree(stage)
    shutil.copytree(app, stage / "opt" / "tarotdesk", symlinks=True)
    launcher = stage / "usr" / "bin" / "tarotdesk"
    launcher.parent.mkdir(parents=True)
    launcher.write_text('#!/bin/sh\nexec /opt/tarotdesk/tarotdesk "$@"\n', encoding="utf-8")
    launcher.chmod(0o755)
    share = stage / "usr" / "share"
    (share / "applications").mkdir(parents=True)
    shutil.copy2(HERE / f"{APP_ID}.desktop", share / "applications" / f"{APP_ID}.desktop")
    (share / "metainfo").mkdir(parents=True)
    meta = (HERE / f"{APP_ID}.metainfo.xml").read_text(encoding="utf-8")
    meta = meta.replace("@VERSION@", ver).replace("@DATE@", dt.date.today().isoformat())
    (share / "metainfo" / f"{APP_ID}.metainfo.xml").write_text(meta, encoding="utf-8")
    (share / "mime" / "packages").mkdir(parents=True)
    shutil.copy2(HERE / "tarotdesk-mime.xml", share / "mime" / "packages" / "tarotdesk.xml")
    render_icons(share / "icons" / "hicolor")
    doc = share / "doc" / "tarotdesk"
    doc.mkdir(parents=True)
    shutil.copy2(ROOT / "LICENSE.txt", doc / "copyright")
    for path in stage.rglob("*"):  # a package's files are root-owned and world-readable
        if path.is_dir():
            path.chmod(0o755)
        elif not path.is_symlink():
            path.chmod(0o755 if os.access(path, os.X_OK) else 0o644)

    control = stage / "DEBIAN" / "control"
    control.parent.mkdir()
    control.write_text(
        "\n".join([
            "Package: tarotdesk",
            f"Version: {ver}",
            "Section: games",
            "Priority: optional",
            f"Architecture: {arch}",
            "Maintainer: The tarotdesk developers <tarotdesk@users.noreply.github.com>",
            f"Installed-Size: {dir_size_kib(stage)}",
            "Depends: " + ", ".join(DEPENDS),
            "Recommends: " + ", ".join(RECOMMENDS),
            "Homepage: https://github.com/tarotdesk/tarotdesk",
            "Description: historical tarot and fishing card games against the computer",
            " Play and learn the Lombard tarot games (Tarocco lombardo, Reseghino,",
            " Tarocc'Ombre and its variants), Hungarian Tarokk, the Bolognese Mattazza,",
            " Porrazo and Cirulla, with computer opponents, a Japanese and English rule",
            " reference, and save and replay of every game.",
            "",
        ]),
        encoding="utf-8",
    )
    deb = out / f"tarotdesk_{ver}_{arch}.deb"
    run(["dpkg-deb", "--root-owner-group", "-Zgzip", "--build", str(stage), str(deb)],
        stdout=subprocess.DEVNULL)
    return deb


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=str(ROOT / "dist"), help="where the packages go (default dist/)")
    parser.add_argument("--work", default=str(ROOT / "build" / "linux"), help="scratch folder")
    parser.add_argument("--skip-freeze", action="store_true", help="reuse an existing frozen app")
    args = parser.parse_args()
    out, work = Path(args.out), Path(args.work)
    out.mkdir(parents=True, exist_ok=True)
    work.mkdir(parents=True, exist_ok=True)
    ver = version()
    arch = subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True,
                          check=True).stdout.strip()
    started = time.perf_counter()
    compile_translations()
    app = work / "dist" / "tarotdesk" if args.skip_freeze else freeze(work)
    frozen = time.perf_counter()
    tarball = make_tarball(app, out, ver, arch)
    deb = make_deb(app, out, work, ver, arch)
    done = time.perf_counter()
    print(f"version {ver}")
    print(f"freeze: {frozen - started:.1f} s, packages: {done - frozen:.1f} s, total: {done - started:.1f} s")
    print(f"app folder: {dir_size_kib(app) / 1024:.1f} MiB")
    print(f"{tarball.name}: {tarball.stat().st_size / 1048576:.1f} MiB")
    print(f"{deb.name}: {deb.stat().st_size / 1048576:.1f} MiB")
    print(f"deb={deb}")
    print(f"tarball={tarball}")


if __name__ == "__main__":
    main()
