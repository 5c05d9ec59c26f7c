"""The autosave: the game in progress, written after every action.

The file is the match's record (``autosave.tarotdesk`` in the data folder), rewritten
atomically after every action and every new deal, so that after a quit, a crash or a power
cut the next start can offer the game again at the exact decision where it stopped. A whole
match's record is a few kilobytes (``benchmarks/autosave.py`` measures it), so writing it all
each time costs little and keeps the file a complete record at every moment.
"""

from __future__ import annotations

import os
import time
from pathlib import Path

from ..core.match import Match
from ..core.records import Record, now_iso
from .files import Lookup, StorageError, open_record_file, remove_file, write_text


class Autosave:
    """The autosave file of a data folder."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.last_bytes = 0  # size of the last record written
        self.last_seconds = 0.0  # how long writing it took

    def exists(self) -> bool:
        """True if a game was left unfinished (the file is there)."""
        return self.path.is_file()

    def save(self, record: Record) -> None:
        """Replace the autosave by ``record`` (:class:`StorageError` if it cannot be written)."""
        text = record.to_text()
        start = time.perf_counter()
        write_text(self.path, text)
        self.last_seconds = time.perf_counter() - start
        self.last_bytes = len(text.encode("utf-8"))

    def load(self, games: Lookup = None) -> tuple[Record, Match]:
        """The interrupted game and its match replayed to the last action (RecordError if damaged)."""
        return open_record_file(self.path, games)

    def discard(self) -> None:
        """Forget the autosave (the game ended or was kept elsewhere)."""
        remove_file(self.path)

    def set_aside(self) -> Path:
        """Rename a damaged autosave so that it is kept but no longer offered; the new name."""
        stamp = now_iso().replace(":", "").replace("-", "")[:15]
        target = self.path.with_name(f"autosave-damaged-{stamp}{self.path.suffix}")
        try:
            os.replace(self.path, target)
        except OSError as exc:
            raise StorageError("failed", self.path, exc.strerror or str(exc)) from None
        return target
