"""The licence texts the About dialog shows, wherever tarotdesk runs.

A frozen build carries one file with the licence of every component it bundles (written by
the build, ``packaging/bundle_licences.py``). Installed with pip, or run from a checkout, the
program uses libraries that were installed separately: then the text is tarotdesk's own
licence followed by the licence each installed library declares. Pure Python, no Qt.
"""

from __future__ import annotations

import importlib.metadata
import sys
from pathlib import Path

#: Where the frozen build puts the combined licence file, inside its data folder.
BUNDLED = Path("licences") / "THIRD-PARTY-LICENSES.txt"
#: The libraries tarotdesk uses when it is not frozen.
LIBRARIES = ("PySide6_Essentials", "shiboken6", "platformdirs", "websockets")
_ROOT = Path(__file__).resolve().parent.parent


def bundled_file() -> Path | None:
    """The combined licence file of a frozen build, or None when not frozen."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle and (Path(bundle) / BUNDLED).is_file():
        return Path(bundle) / BUNDLED
    return None


def _read(path: Path) -> str:
    # A licence file is a regular text file; anything else (a FIFO, a device) is not read.
    if not path.is_file():
        return ""
    return path.read_text(encoding="utf-8", errors="replace")


def _own_licence() -> str:
    checkout = _ROOT / "LICENSE.txt"
    if checkout.is_file():
        return _read(checkout)
    try:
        dist = importlib.metadata.distribution("tarotdesk")
    except importlib.metadata.PackageNotFoundError:
        return ""
    for entry in dist.files or []:
        if entry.name.upper().startswith(("LICENSE", "LICENCE", "COPYING")):
            return _read(Path(str(dist.locate_file(entry))))
    return ""


def _library_licence(name: str) -> str:
    try:
        dist = importlib.metadata.distribution(name)
    except importlib.metadata.PackageNotFoundError:
        return ""
    meta = dist.metadata
    declared = meta.get("License-Expression") or meta.get("License") or ", ".join(
        c.split("::")[-1].strip() for c in meta.get_all("Classifier") or [] if c.startswith("License ::"))
    lines = [f"{meta['Name']} {dist.version}: {declared or 'see the package'}"]
    for entry in dist.files or []:
        if ".dist-info" in str(entry) and entry.name.upper().startswith(("LICENSE", "LICENCE", "COPYING")):
            lines += ["", _read(Path(str(dist.locate_file(entry)))).rstrip()]
    return "\n".join(lines)


def licence_text() -> tuple[str, bool]:
    """The text to show, and whether it is a frozen build's complete list of bundled components."""
    bundled = bundled_file()
    if bundled is not None:
        return _read(bundled), True
    parts = [_own_licence().rstrip()]
    for name in LIBRARIES:
        text = _library_licence(name)
        if text:
            parts.append(text)
    return ("\n\n" + "-" * 72 + "\n\n").join(p for p in parts if p), False
