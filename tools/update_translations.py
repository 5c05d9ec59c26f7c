"""Collect the window's texts into translations/tarotdesk_ja.ts, and report what lacks a translation.

Usage::

    python tools/update_translations.py            # run lupdate: new texts are added as unfinished
    python tools/update_translations.py --check    # only report (exit status 1 if something is missing)

``pyside6-lupdate`` reads every module of ``tarotdesk/ui`` (the only package that shows text
through Qt) and merges what it finds into the ``.ts`` file, keeping the translations already
there and dropping texts the code no longer has. Translate the entries it reports in Qt
Linguist (``pyside6-linguist translations/tarotdesk_ja.ts``) or in a text editor.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TS_FILES = [ROOT / "translations" / "tarotdesk_ja.ts"]


def sources() -> list[Path]:
    """The modules whose texts are translated."""
    return sorted((ROOT / "tarotdesk" / "ui").rglob("*.py"))


def lupdate_program() -> str:
    """The lupdate of the installed PySide6."""
    import PySide6

    folder = Path(PySide6.__file__).resolve().parent
    for name in ("lupdate", "lupdate.exe"):
        if (folder / name).is_file():
            return str(folder / name)
    found = shutil.which("pyside6-lupdate") or shutil.which("pyside6-lupdate", path=str(Path(sys.executable).parent))
    if not found:
        raise SystemExit("pyside6-lupdate was not found (it comes with PySide6)")
    return found


def update(ts: Path) -> None:
    """Merge the texts of the code into ``ts``."""
    files = [str(p.relative_to(ROOT)) for p in sources()]
    subprocess.run([lupdate_program(), "-no-obsolete", "-locations", "relative", *files, "-ts",
                    str(ts.relative_to(ROOT))], cwd=ROOT, check=True)


def missing(ts: Path) -> list[str]:
    """The entries of ``ts`` without a finished translation, as ``context: source``."""
    out = []
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            tr = message.find("translation")
            texts = [tr.text] if tr is not None and message.get("numerus") != "yes" else [
                n.text for n in (tr.iter("numerusform") if tr is not None else [])]
            if tr is None or tr.get("type") in ("unfinished", "obsolete", "vanished") or not all(texts):
                out.append(f"{name}: {message.findtext('source')}")
    return out


def main(argv: list[str] | None = None) -> int:
    """Update (unless --check) and report; 1 if a translation is missing."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="only report what is missing")
    args = parser.parse_args(argv)
    status = 0
    for ts in TS_FILES:
        if not args.check:
            update(ts)
        lacking = missing(ts)
        for line in lacking:
            print(f"{ts.name}: not translated: {line}")
        status |= bool(lacking)
    return status


if __name__ == "__main__":
    sys.exit(main())
