"""Build the Linux packages: the one-folder app, a .tar.gz of it and a .deb.

Run from anywhere with the project's Python (PyInstaller and PySide6 installed):

    python packaging/linux/build.py [--out DIR] [--skip-freeze]

Steps: compile the Qt translations (``pyside6-lrelease``), freeze with PyInstaller
(``packaging/tarotdesk.spec``), pack ``tarotdesk-<version>-linux-<arch>.tar.gz``, and lay out a
Debian package (app in ``/usr/lib/tarotdesk``, launcher ``/usr/games/tarotdesk``, desktop entry,
hicolor icons, AppStream metainfo, MIME type, DEP-5 copyright) built with ``dpkg-deb``, whose
Depends are computed from the bundle (``depends.py``). Prints the figures that
``docs/packaging.md`` records (build time, sizes).
"""

from __future__ import annotations

import argparse
import datetime as dt
import email.utils
import gzip
import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import textwrap
import time
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent
APP_ID = "io.github.tarotdesk.tarotdesk"
ICON_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)

# Japanese text needs a CJK font; any will do, Noto is Debian's.
FONT_RECOMMENDS = ["fonts-noto-cjk"]
# The table's sounds are played by a program of the sound system (tarotdesk.ui.kit.sound): any of
# them will do, and the program plays silently without one.
SOUND_RECOMMENDS = ["pulseaudio-utils | pipewire-bin | alsa-utils"]
PREFIX = "/usr/lib/tarotdesk"
MAINTAINER = "The tarotdesk developers <tarotdesk@users.noreply.github.com>"
BUNDLED_LICENCES = "licences/THIRD-PARTY-LICENSES.txt"


def _load(name: str, path: Path):
    """A helper module of the packaging folder, loaded by path (``packaging`` is not a package)."""
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


depends = _load("tarotdesk_depends", HERE / "depends.py")
bundle_licences = _load("bundle_licences", ROOT / "packaging" / "bundle_licences.py")


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
        out = dest_root / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        out.parent.mkdir(parents=True, exist_ok=True)
        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter)
        painter.end()
        if not image.save(str(out)):
            raise SystemExit(f"could not write {out}")
    scalable = dest_root / "scalable" / "apps" / f"{APP_ID}.svg"
    scalable.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy2(svg, scalable)


def dir_size_kib(path: Path) -> int:
    return sum(f.stat().st_size for f in path.rglob("*") if f.is_file() and not f.is_symlink()) // 1024


RELEASE_HEADING = re.compile(r"^## (\d+(?:\.\d+)+)\b(.*)$")
ISO_DATE = re.compile(r"\b(\d{4}-\d{2}-\d{2})\b")


def releases(changelog: str) -> list[tuple[str, str, list[str]]]:
    """``(version, date, first lines)`` of every release in ``CHANGELOG.md``, newest first.

    A release heading must carry its date (``## 0.1.0 — 2026-11-28 — …``): metadata states
    when a version came out, never when the package happened to be built.
    """
    found: list[tuple[str, str, list[str]]] = []
    for line in changelog.splitlines():
        heading = RELEASE_HEADING.match(line)
        if heading:
            date = ISO_DATE.search(heading.group(2))
            if date is None:
                raise SystemExit(f"CHANGELOG.md: the heading {line!r} gives no release date (YYYY-MM-DD)")
            dt.date.fromisoformat(date.group(1))  # a wrong date stops the build
            found.append((heading.group(1), date.group(1), []))
        elif found and line.startswith("- ") and len(found[-1][2]) < 3:
            found[-1][2].append(line[2:].strip())
    if not found:
        raise SystemExit("CHANGELOG.md lists no release")
    return found


def release_list(ver: str) -> list[tuple[str, str, list[str]]]:
    """The releases, checked to include the version being built."""
    history = releases((ROOT / "CHANGELOG.md").read_text(encoding="utf-8"))
    if history[0][0] != ver:
        raise SystemExit(f"CHANGELOG.md starts with {history[0][0]}, but pyproject.toml says {ver}")
    return history


def metainfo(ver: str) -> str:
    """The AppStream metadata with the releases of CHANGELOG.md filled in."""
    items = "\n".join(f'    <release version="{v}" date="{d}"/>' for v, d, _ in release_list(ver))
    return (HERE / f"{APP_ID}.metainfo.xml").read_text(encoding="utf-8").replace("    @RELEASES@", items)


def debian_changelog(ver: str) -> bytes:
    """``changelog.gz`` of the native package: one entry per release, dated as CHANGELOG.md says."""
    entries = []
    for v, date, lines in release_list(ver):
        when = dt.datetime.fromisoformat(date).replace(hour=12, tzinfo=dt.timezone.utc)
        body = "\n".join(f"  * {textwrap.shorten(line, 74)}" for line in lines or ["Release."])
        entries.append(f"tarotdesk ({v}) unstable; urgency=medium\n\n{body}\n\n"
                       f" -- {MAINTAINER}  {email.utils.format_datetime(when)}\n")
    return gzip.compress("\n".join(entries).encode("utf-8"), compresslevel=9, mtime=0)


def clean_runpaths(app: Path) -> None:
    """Remove search paths of the build machine (a Python built in a home folder records one).

    ``$ORIGIN`` paths, which Qt uses to find its own libraries, stay.
    """
    for path in depends.bundle_elves(app):
        out = subprocess.run(["readelf", "-d", "-W", str(path)], capture_output=True, text=True).stdout
        paths = re.findall(r"\((?:RUNPATH|RPATH)\)\s+Library (?:runpath|rpath): \[([^\]]*)\]", out)
        if paths and any(not part.startswith("$ORIGIN") for p in paths for part in p.split(":")):
            run(["chrpath", "-d", str(path)], stdout=subprocess.DEVNULL)


def share_tree(share: Path, ver: str) -> None:
    """Desktop entry, AppStream metadata, MIME type and icons under a ``share`` folder."""
    (share / "applications").mkdir(parents=True, exist_ok=True)
    shutil.copy2(HERE / f"{APP_ID}.desktop", share / "applications" / f"{APP_ID}.desktop")
    (share / "metainfo").mkdir(parents=True, exist_ok=True)
    (share / "metainfo" / f"{APP_ID}.metainfo.xml").write_text(metainfo(ver), encoding="utf-8")
    (share / "mime" / "packages").mkdir(parents=True, exist_ok=True)
    shutil.copy2(HERE / "tarotdesk-mime.xml", share / "mime" / "packages" / f"{APP_ID}.xml")
    render_icons(share / "icons" / "hicolor")


def make_tarball(app: Path, out: Path, work: Path, ver: str, arch: str, deps: "depends.Dependencies") -> Path:
    """``tarotdesk-<ver>-linux-<arch>.tar.gz``: the program folder with a README, the licences,
    the desktop entry and icons, and ``install.sh`` (a user install into ``~/.local``)."""
    stage = work / "tarball" / f"tarotdesk-{ver}"
    if stage.parent.exists():
        shutil.rmtree(stage.parent)
    shutil.copytree(app, stage, symlinks=True)
    share_tree(stage / "share", ver)
    shutil.copy2(HERE / "install.sh", stage / "install.sh")
    (stage / "install.sh").chmod(0o755)
    shutil.copy2(ROOT / "LICENSE.txt", stage / "LICENSE.txt")
    shutil.copy2(app / "_internal" / BUNDLED_LICENCES, stage / "THIRD-PARTY-LICENSES.txt")
    packages = " ".join(d.split(" ", 1)[0] for d in deps.depends)
    readme = (HERE / "README-tarball.txt").read_text(encoding="utf-8")
    readme = readme.replace("@VERSION@", ver).replace("@GLIBC@", deps.glibc).replace(
        "@PACKAGES@", textwrap.fill(packages, 76, initial_indent="    ", subsequent_indent="    "))
    (stage / "README.txt").write_text(readme, encoding="utf-8")
    tar_path = out / f"tarotdesk-{ver}-linux-{arch}.tar.gz"
    with tarfile.open(tar_path, "w:gz") as tar:
        tar.add(stage, arcname=stage.name)
    return tar_path


def bundle_dependencies(app: Path) -> "depends.Dependencies":
    """Depends and Recommends computed from the bundle; stops when a library has no package."""
    deps = depends.compute(app)
    if deps.unresolved:
        lines = [f"  {soname} (needed by {users[0]})" for soname, users in sorted(deps.unresolved.items())]
        raise SystemExit("no installed Debian package provides these libraries the bundle needs; install the "
                         "packages that do, so that the .deb can depend on them:\n" + "\n".join(lines))
    return deps


def deb_copyright(work: Path) -> str:
    """The DEP-5 copyright file, from the build's own list of what it bundled."""
    manifest = json.loads((work / "pyi" / "tarotdesk" / "bundle-manifest.json").read_text(encoding="utf-8"))
    found = bundle_licences.assign([tuple(b) for b in manifest["binaries"]],
                                   [tuple(m) for m in manifest["modules"]])
    return bundle_licences.debian_copyright(found, PREFIX)


def make_deb(app: Path, out: Path, work: Path, ver: str, arch: str, deps: "depends.Dependencies") -> Path:
    """The Debian package: the folder in /usr/lib/tarotdesk, the command in /usr/games."""
    stage = work / f"tarotdesk_{ver}_{arch}"
    if stage.exists():
        shutil.rmtree(stage)
    shutil.copytree(app, stage / PREFIX.lstrip("/"), symlinks=True)
    launcher = stage / "usr" / "games" / "tarotdesk"
    launcher.parent.mkdir(parents=True)
    launcher.write_text(f'#!/bin/sh\nexec {PREFIX}/tarotdesk "$@"\n', encoding="utf-8")
    share = stage / "usr" / "share"
    share_tree(share, ver)
    doc = share / "doc" / "tarotdesk"
    doc.mkdir(parents=True)
    (doc / "copyright").write_text(deb_copyright(work), encoding="utf-8")
    (doc / "changelog.gz").write_bytes(debian_changelog(ver))
    overrides = share / "lintian" / "overrides"
    overrides.mkdir(parents=True)
    shutil.copy2(HERE / "lintian-overrides", overrides / "tarotdesk")
    for path in stage.rglob("*"):  # a package's files are root-owned and world-readable
        if path.is_dir():
            path.chmod(0o755)
        elif not path.is_symlink():
            # Shared libraries are not programs (lintian: shared-library-is-executable).
            executable = os.access(path, os.X_OK) and ".so" not in path.name
            path.chmod(0o755 if executable or path == launcher else 0o644)

    control = stage / "DEBIAN" / "control"
    control.parent.mkdir()
    control.write_text(
        "\n".join([
            "Package: tarotdesk",
            f"Version: {ver}",
            "Section: games",
            "Priority: optional",
            f"Architecture: {arch}",
            f"Maintainer: {MAINTAINER}",
            f"Installed-Size: {dir_size_kib(stage)}",
            "Depends: " + ", ".join(deps.depends),
            "Recommends: " + ", ".join(deps.recommends + FONT_RECOMMENDS + SOUND_RECOMMENDS),
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
    clean_runpaths(app)
    deps = bundle_dependencies(app)
    tarball = make_tarball(app, out, work, ver, arch, deps)
    deb = make_deb(app, out, work, ver, arch, deps)
    done = time.perf_counter()
    print(f"version {ver}")
    print(f"freeze: {frozen - started:.1f} s, packages: {done - frozen:.1f} s, total: {done - started:.1f} s")
    print(f"app folder: {dir_size_kib(app) / 1024:.1f} MiB")
    print(f"{tarball.name}: {tarball.stat().st_size / 1048576:.1f} MiB")
    print(f"{deb.name}: {deb.stat().st_size / 1048576:.1f} MiB")
    print("Depends: " + ", ".join(deps.depends))
    print("Recommends: " + ", ".join(deps.recommends + FONT_RECOMMENDS + SOUND_RECOMMENDS))
    print(f"deb={deb}")
    print(f"tarball={tarball}")


if __name__ == "__main__":
    main()
