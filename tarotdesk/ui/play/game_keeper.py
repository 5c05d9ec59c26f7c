"""Keeping the game being played: the autosave, the statistics and the saved-games copy.

:class:`GameKeeper` listens, as the table's owner, to the window's :class:`~tarotdesk.table.table.Table`.
After every action and every new deal it rewrites the autosave; when a deal ends it updates
the statistics; when the game ends, or is left for another one, it files the record among the
saved games. A failed write never stops the game: the keeper says once, in words, what went
wrong (and again when saving works again), and play goes on.

Only one running copy of the program keeps a data folder's autosave: the keeper takes the
folder's :class:`~tarotdesk.storage.instance_lock.InstanceLock` when it starts. A keeper that
finds the lock taken (another copy is playing) leaves the autosave alone; its games are filed
among the saved games when they end, when another game is started and when the window
closes, so nothing is lost, and the statistics are counted as usual. A folder where the lock
cannot even be made (read-only, not ours) keeps nothing at all: the keeper says so once, in
words of its own, and the game goes on.
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QObject, Signal

from ...core.game import Game
from ...core.records import Record, RecordError, read_record
from ...core.short_text import MESSAGE_LIMIT, shorten
from ...storage.autosave import Autosave, AutosaveWriter
from ...storage.files import StorageError
from ...storage.identity import match_key
from ...storage.instance_lock import InstanceLock
from ...storage.library import Library
from ...storage.paths import DataFolder
from ...storage.statistics import StatisticsStore
from ...table.keeping import count_deals
from ...table.table import Table, TableStep


class GameKeeper(QObject):
    """Autosave, statistics and saved games for the window's game (see the module documentation).

    ``enabled`` False (a window that must not touch the user's files, as in most tests) keeps
    nothing. ``problem(text)`` carries a sentence for the status bar and the log.
    """

    problem = Signal(str)
    _written = Signal(object)  # from the writer's thread: None, or the StorageError

    def __init__(self, folder: DataFolder, games: Callable[[str], Game], enabled: bool = True,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.folder = folder
        self.enabled = enabled
        if enabled:
            folder.remove_stale_temporary_files()  # what a crash in the middle of a write left
        self.autosave = Autosave(folder.autosave)
        self.writer = AutosaveWriter(self.autosave, self._written_in_thread)
        self._written.connect(self._after_write)  # queued: the thread's report reaches the window's thread
        self.library = Library(folder.games, folder.games_index, games)
        self.statistics = StatisticsStore(folder.statistics)
        self.lock = InstanceLock(folder.autosave_lock)
        self._keeps: bool | None = None  # not asked yet: a window that never plays writes nothing
        self.table: Table | None = None
        self._failing: str | None = None  # the kind of the autosave's current failure
        self._told_statistics = False
        self._told_lock = False  # why this window keeps no autosave has been said

    @property
    def keeps_autosave(self) -> bool:
        """False when another running copy of the program keeps this folder's autosave (the lock
        is taken the first time this is asked: at start-up, or when the first game begins)."""
        if self._keeps is None:
            self._keeps = self.enabled and self.lock.acquire()
        return self._keeps

    @property
    def may_offer_autosave(self) -> bool:
        """True when the game left in the autosave is this window's to offer: it keeps the
        autosave, or the folder cannot be written at all (no other copy can be keeping it then,
        and the game can still be played on, though not kept)."""
        return self.keeps_autosave or (self.enabled and self.lock.failure is not None)

    # -- following a game -------------------------------------------------------------------------
    def attach(self, table: Table) -> None:
        """Follow ``table`` from now on; a different match left unfinished goes to the saved games."""
        old = self.table
        if old is table:
            return
        if old is not None:
            if self._changed in old.listeners:
                old.listeners.remove(self._changed)
            if match_key(old.record()) != match_key(table.record()):
                self.file_away(old)
        elif self.keeps_autosave:
            self._keep_earlier_autosave(table)
        elif self.enabled and not self._told_lock:
            self.problem.emit(self.shared_folder_text())  # a game started from the command line
        self.table = table
        table.listeners.append(self._changed)
        if self.enabled:
            self._save(table)
            self._count(table)  # an undo or a branch may have taken deals back

    def _keep_earlier_autosave(self, table: Table) -> None:
        # A game left unfinished by an earlier run, and not resumed: file it before the new game's
        # autosave replaces it (a damaged one is renamed aside), so that nothing is ever lost.
        if not self.autosave.exists():
            return
        try:
            record = read_record(self.autosave.path, self.library.games)
        except RecordError:
            try:
                self.autosave.set_aside()
            except StorageError as exc:
                self.problem.emit(self.save_problem_text(exc))
            return
        if match_key(record) == match_key(table.record()) or not record.actions:
            return
        try:
            self.library.store(record)
        except StorageError as exc:
            self.problem.emit(self.save_problem_text(exc))

    def detach(self) -> None:
        """Stop following the game (the window closes: the autosave stays for the next start, and
        another copy of the program may take it over; without the autosave, the game is filed)."""
        self.flush()
        if self.table is not None:
            if not self.keeps_autosave:
                self.file_away(self.table)
            if self._changed in self.table.listeners:
                self.table.listeners.remove(self._changed)
        self.table = None
        self.lock.release()
        self._keeps = False

    def set_aside(self) -> None:
        """Stop following the game, as the window now plays at a table elsewhere (which it does
        not own): an unfinished game goes to the saved games and the autosave is emptied."""
        old = self.table
        if old is None:
            return
        if self._changed in old.listeners:
            old.listeners.remove(self._changed)
        self.table = None
        self.file_away(old)
        if self.keeps_autosave:
            self.writer.discard()

    def keep(self, record: Record) -> None:
        """Keep a finished game played at a table elsewhere among the saved games."""
        if not self.enabled:
            return
        try:
            self.library.store(record)
        except StorageError as exc:
            self.problem.emit(self.save_problem_text(exc))

    def _changed(self, table: Table, step: TableStep) -> None:
        if not self.enabled or table is not self.table:
            return
        self._save(table)
        if any(e.kind == "deal_over" for e in step.events):
            self._count(table)

    def _save(self, table: Table) -> None:
        record = table.record()
        if not table.over:
            if self.keeps_autosave:
                self.writer.write(record.to_text())
            return
        try:
            self.library.store(record)
        except StorageError as exc:
            self._after_write(exc)
            if self.keeps_autosave:
                self.writer.write(record.to_text())  # kept in the autosave rather than nowhere
            return
        if self.keeps_autosave:
            self.writer.discard()

    def _written_in_thread(self, error: StorageError | None) -> None:
        try:
            self._written.emit(error)
        except RuntimeError:
            pass  # the window is gone: nobody is left to tell

    def _after_write(self, error: StorageError | None) -> None:
        if error is not None:
            if self._failing != error.kind:
                self._failing = error.kind
                self.problem.emit(self.save_problem_text(error))
        elif self._failing is not None:
            self._failing = None
            self.problem.emit(self.tr("Saving works again: the game is kept automatically."))

    def flush(self) -> bool:
        """Wait until the autosave on disk is the game's latest state (or its removal is done)."""
        return self.writer.flush()

    def _count(self, table: Table) -> None:
        try:
            count_deals(self.statistics, table)
        except StorageError as exc:
            nothing_kept = self._told_lock and self.lock.failure is not None  # said already
            if not self._told_statistics and not nothing_kept:
                self._told_statistics = True
                self.problem.emit(self.tr("The statistics could not be saved to %1 (%2).").replace(
                    "%1", exc.path).replace("%2", exc.detail))
            return
        self._told_statistics = False

    def file_away(self, table: Table) -> None:
        """Put an unfinished game among the saved games (nothing to keep if nobody acted yet)."""
        if not self.enabled or table.over or not table.started:
            return
        try:
            self.library.store(table.record())
        except StorageError as exc:
            self.problem.emit(self.save_problem_text(exc))

    # -- words ------------------------------------------------------------------------------------
    def shared_folder_text(self) -> str:
        """What to tell the player when this window keeps no autosave: the data folder cannot be
        written, or another copy of the program keeps the autosave. Said once: the keeper does not
        say it again when the first game begins."""
        self._told_lock = True
        failure = self.lock.failure
        if failure is not None:
            self._failing = failure.kind  # this says it all: later failures of that kind go unsaid
            return self.tr("The data folder %1 cannot be written (%2): games will not be kept, neither "
                           "automatically nor among the saved games, and the statistics will not be counted. "
                           "The game goes on; Save as… can keep a game elsewhere.").replace(
                "%1", shorten(str(self.folder.root), 200)).replace("%2", shorten(failure.detail, MESSAGE_LIMIT))
        return self.tr("Another tarotdesk window is already playing with this data folder and keeps its "
                       "autosave. This window plays on without one: its games are put among the saved "
                       "games when they end, when you start another one and when you close the window.")

    def save_problem_text(self, exc: StorageError) -> str:
        """What to tell the player when a game could not be written."""
        texts = {
            "read-only": self.tr("The game could not be saved: %1 cannot be written (%2). "
                                 "The game goes on; Save as… can keep it elsewhere."),
            "full": self.tr("The game could not be saved: the disk is full (%2, %1). "
                            "The game goes on; free some space or use Save as… to keep it elsewhere."),
        }
        text = texts.get(exc.kind, self.tr("The game could not be saved to %1 (%2). The game goes on."))
        return text.replace("%1", exc.path).replace("%2", exc.detail)
