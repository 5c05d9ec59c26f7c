"""How fast a hostile record is refused: a prearranged deck of 200,000 copies of one card.

Usage::

    python benchmarks/hostile_records.py [--cards 200000] [--repeat 3]

It writes a Tarokk record (1.4 MB) whose first deal's deck is ``--cards`` copies of the Pagat and
times its refusal where a person meets it: ``replay FILE`` of the command line (a process of its
own, start-up included), opening the file as the window does (``storage.files.open_record_file``)
and the deal editor's paste of its text (``DealEditor.paste_record``, on Qt's offscreen screen).
It prints the best of ``--repeat`` runs of each, in seconds, and the message given.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tarotdesk.core.records import RecordError  # noqa: E402
from tarotdesk.games.registry import all_games, get_game  # noqa: E402
from tarotdesk.storage.files import open_record_file  # noqa: E402


def hostile_text(cards: int) -> str:
    """The record's text."""
    record = {"format": "tarotdesk-record", "version": 1, "game": "tarokk", "options": {},
              "players": [{"name": f"P{i}", "kind": "ai", "level": "easy"} for i in range(4)], "seed": 1,
              "prearranged": [{"deal": 0, "attempt": 0, "dealer": 0, "deck": ["T1"] * cards}], "actions": []}
    return json.dumps(record)


def best(repeat: int, run) -> tuple[float, str]:
    """The shortest of ``repeat`` runs of ``run()`` (which returns the message), and that message."""
    times, said = [], ""
    for _ in range(repeat):
        start = time.perf_counter()
        said = run()
        times.append(time.perf_counter() - start)
    return min(times), said


def from_command_line(path: Path) -> str:
    done = subprocess.run([sys.executable, "-m", "tarotdesk.cli", "replay", str(path)], cwd=ROOT,
                          capture_output=True, text=True, env={**os.environ, "PYTHONPATH": str(ROOT)})
    return done.stderr.strip()


def from_the_window(path: Path) -> str:
    try:
        open_record_file(path, get_game)
    except RecordError as exc:
        return str(exc)
    return "accepted"


def from_the_deal_editor(text: str):
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from tarotdesk.ui.dialogs.deal_editor import DealEditor

    app = QApplication.instance() or QApplication([])
    editor = DealEditor(all_games(), "en")

    def paste() -> str:
        editor.paste_record(text)
        return editor.problems.text()

    return app, editor, paste


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cards", type=int, default=200_000)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    text = hostile_text(args.cards)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "long-deck.tarotdesk"
        path.write_text(text)
        print(f"record of {len(text.encode()) / 1e6:.2f} MB, a deck of {args.cards:,} cards")
        from_the_window(path)  # the game package's first import is not the reader's work
        rows = [("replay FILE (a new process)", best(args.repeat, lambda: from_command_line(path))),
                ("opening it in the window", best(args.repeat, lambda: from_the_window(path)))]
        app, editor, paste = from_the_deal_editor(text)
        rows.append(("the deal editor's paste", best(args.repeat, paste)))
        editor.deleteLater()
        app.processEvents()
    for what, (seconds, said) in rows:
        print(f"  {what:<30} {seconds:6.3f} s   {said}")


if __name__ == "__main__":
    main()
