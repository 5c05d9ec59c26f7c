"""The autosave: the game in progress, written after every action.

The file is the match's record (``autosave.tarotdesk`` in the data folder), rewritten
atomically after every action and every new deal, so that after a quit, a crash or a power
cut the next start can offer the game again at the exact decision where it stopped. A whole
match's record is a few kilobytes (``benchmarks/autosave.py`` measures it), so writing it all
each time costs little and keeps the file a complete record at every moment.

Most of that cost is waiting for the disk (the file is synced before it replaces the old
one), so the window writes through an :class:`AutosaveWriter`: a thread of its own that
writes the newest record and drops a waiting one that a newer one replaces.
"""

from __future__ import annotations

import os
import stat
import threading
import time
from pathlib import Path
from typing import Callable

from ..core.match import Match
from ..core.records import Record, now_iso
from ..core.safe_files import kind_of
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

    def obstacle(self) -> str | None:
        """Why the autosave's name cannot be used, in one sentence, when something that is not a
        file is there (a folder, a named pipe, a link to a device); None for a file or nothing."""
        try:
            st = os.stat(self.path)
        except FileNotFoundError:
            return None
        except OSError as exc:
            return exc.strerror or str(exc)
        if stat.S_ISREG(st.st_mode):
            return None
        return f"this is {kind_of(st.st_mode)}, not a file"

    def save(self, record: Record) -> None:
        """Replace the autosave by ``record`` (:class:`StorageError` if it cannot be written)."""
        self.save_text(record.to_text())

    def save_text(self, text: str) -> None:
        """Replace the autosave by a record's text (:class:`StorageError` if it cannot be written)."""
        start = time.perf_counter()
        write_text(self.path, text)
        self.last_seconds = time.perf_counter() - start
        self.last_bytes = len(text.encode("utf-8"))

    def load(self, games: Lookup) -> tuple[Record, Match]:
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


Done = Callable[[StorageError | None], None]


class AutosaveWriter:
    """Writes an :class:`Autosave` in a thread of its own, so that the caller never waits for the disk.

    :meth:`write` and :meth:`discard` return at once; the thread performs the newest request
    (a write still waiting when a newer request comes is dropped: the newer record holds all
    of it) and then calls ``done(None)``, or ``done(error)`` with the :class:`StorageError`, in
    the writer's thread. :meth:`flush` waits until everything asked has been done.
    """

    def __init__(self, autosave: Autosave, done: Done) -> None:
        self.autosave = autosave
        self._done = done
        self._cond = threading.Condition()
        self._job: tuple[str, str] | None = None  # ("write", text) or ("discard", "")
        self._busy = False
        self._thread: threading.Thread | None = None

    def write(self, text: str) -> None:
        """Have the autosave replaced by this record text."""
        self._submit(("write", text))

    def discard(self) -> None:
        """Have the autosave removed (after any write asked before)."""
        self._submit(("discard", ""))

    def flush(self, timeout: float = 10.0) -> bool:
        """Wait until every request is done; False if that took longer than ``timeout`` seconds."""
        with self._cond:
            return self._cond.wait_for(lambda: self._job is None and not self._busy, timeout)

    def _submit(self, job: tuple[str, str]) -> None:
        with self._cond:
            self._job = job
            if self._thread is None:
                # A daemon: a program that ends never waits for it (its caller flushes first).
                self._thread = threading.Thread(target=self._run, name="tarotdesk-autosave", daemon=True)
                self._thread.start()
            self._cond.notify_all()

    def _run(self) -> None:
        while True:
            with self._cond:
                self._cond.wait_for(lambda: self._job is not None)
                job, self._job = self._job, None
                self._busy = True
            error: StorageError | None = None
            try:
                if job[0] == "write":
                    self.autosave.save_text(job[1])
                else:
                    self.autosave.discard()
            except StorageError as exc:
                error = exc
            except Exception as exc:  # defensive: the thread must keep serving whatever happens
                error = StorageError("failed", self.autosave.path, f"{type(exc).__name__}: {exc}")
            try:
                self._done(error)
            finally:
                with self._cond:
                    self._busy = False
                    self._cond.notify_all()
