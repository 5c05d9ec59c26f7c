"""``tarotdesk --install-desktop-entry``: a menu entry, icon and file type for a pip install on Linux.

The .deb and the tarball bring their own desktop entry. A copy installed with ``pip`` or
``pipx`` has only the ``tarotdesk`` command; this writes, for the current user, the same
desktop entry (starting that command by its full path), the icon named after the application
id, and the MIME type of saved games into ``$XDG_DATA_HOME`` (``~/.local/share``).
``--uninstall-desktop-entry`` removes exactly those files, and only if this command wrote them.
Pure Python, no Qt.
"""

from __future__ import annotations

import os
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

from .core.safe_files import FileRefused, read_bounded, write_atomic
from .resources import resource_path

APP_ID = "io.github.tarotdesk.tarotdesk"
#: A line only entries written by this command carry: --uninstall-desktop-entry checks it.
MARK = "X-Tarotdesk-Installed-By=install-desktop-entry"
_PACKAGE = Path(__file__).resolve().parent
#: A desktop entry of ours is a few hundred bytes; anything far larger is not ours.
_ENTRY_LIMIT = 64 * 1024


def _written_by_us(desktop: Path) -> bool:
    """Whether the entry at ``desktop`` carries our mark (something that is not a small
    regular file, such as a folder or a pipe, never does)."""
    try:
        return MARK in read_bounded(desktop, _ENTRY_LIMIT, "a desktop entry").decode("utf-8", "replace")
    except (FileRefused, OSError):
        return False


def _template(name: str) -> Path:
    """A desktop-integration file: in the wheel (``tarotdesk/_desktop``) or in a checkout."""
    for folder in (_PACKAGE / "_desktop", _PACKAGE.parent / "packaging" / "linux"):
        if (folder / name).is_file():
            return folder / name
    raise FileNotFoundError(f"{name} is missing from this installation")


def data_home() -> Path:
    """``$XDG_DATA_HOME``, or ``~/.local/share``."""
    value = os.environ.get("XDG_DATA_HOME", "")
    return Path(value) if os.path.isabs(value) else Path.home() / ".local" / "share"


def targets(base: Path | None = None) -> dict[str, Path]:
    """The files the entry consists of, by kind."""
    base = data_home() if base is None else base
    return {
        "desktop": base / "applications" / f"{APP_ID}.desktop",
        "icon": base / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg",
        "mime": base / "mime" / "packages" / f"{APP_ID}.xml",
    }


def launch_command() -> str:
    """The command line the menu entry runs: this program's ``tarotdesk`` script if it has one."""
    script = Path(sys.argv[0]).resolve() if sys.argv and sys.argv[0] else None
    if script is not None and script.name in ("tarotdesk", "tarotdesk.exe") and script.is_file():
        return shlex.quote(str(script))
    found = shutil.which("tarotdesk")
    if found:
        return shlex.quote(str(Path(found).resolve()))
    return f"{shlex.quote(sys.executable)} -m tarotdesk"


def _refresh(base: Path) -> None:
    # The desktop's caches; a missing tool only delays the menu entry until the next login.
    for cmd in (["update-desktop-database", "-q", str(base / "applications")],
                ["update-mime-database", str(base / "mime")]):
        if shutil.which(cmd[0]):
            subprocess.run(cmd, capture_output=True, check=False)


def install(base: Path | None = None) -> list[str]:
    """Write the entry; return one line per file written."""
    where = targets(base)
    desktop = where["desktop"]
    if (desktop.exists() or desktop.is_symlink()) and not _written_by_us(desktop):
        raise FileExistsError(f"{desktop} exists and was not written by tarotdesk --install-desktop-entry")
    lines = []
    text = _template(f"{APP_ID}.desktop").read_text(encoding="utf-8")
    text = text.replace("Exec=tarotdesk ", f"Exec={launch_command()} ", 1).rstrip("\n") + f"\n{MARK}\n"
    for kind, source in (("desktop", None), ("icon", resource_path("icons", "tarotdesk.svg")),
                         ("mime", _template("tarotdesk-mime.xml"))):
        path = where[kind]
        path.parent.mkdir(parents=True, exist_ok=True)
        write_atomic(path, text if source is None else source.read_bytes())  # never a half file in the menu
        lines.append(f"wrote {path}")
    _refresh(where["desktop"].parents[1])
    return lines


def uninstall(base: Path | None = None) -> list[str]:
    """Remove the entry written by :func:`install`; return one line per file removed."""
    where = targets(base)
    desktop = where["desktop"]
    if not desktop.exists():
        return []
    if not _written_by_us(desktop):
        raise FileExistsError(f"{desktop} was not written by tarotdesk --install-desktop-entry; left alone")
    lines = []
    for path in where.values():
        if path.is_file():
            path.unlink()
            lines.append(f"removed {path}")
    _refresh(where["desktop"].parents[1])
    return lines


def main(action: str) -> int:
    """Run ``install`` or ``uninstall`` for the command line; print a line per file or the problem."""
    if not sys.platform.startswith("linux"):
        print("tarotdesk: desktop entries are written on Linux only (Windows and macOS installers make their own)",
              file=sys.stderr)
        return 2
    try:
        lines = install() if action == "install" else uninstall()
    except (OSError, FileExistsError) as exc:
        print(f"tarotdesk: {exc}", file=sys.stderr)
        return 1
    for line in lines or ["no desktop entry of tarotdesk was installed"]:
        print(line)
    return 0
