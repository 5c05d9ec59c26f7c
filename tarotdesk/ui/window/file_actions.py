"""Everything about keeping games: resume, open, save, replay, undo, statistics.

:class:`FileActions` belongs to the main window. It makes the commands that keep games (Open, Open
recent, Saved games, Save as, copying a record to the clipboard and opening one from it, the
replay viewer, Statistics; the window's Game menu shows them, :mod:`.menus`) and the Undo command, and owns the :class:`~tarotdesk.ui.play.game_keeper.GameKeeper`
that autosaves the game. At start it offers the game left unfinished (:meth:`start_up`).

Opening a record (a file, the clipboard, a saved game) continues it at the table when it is
unfinished and somebody at this computer plays in it; otherwise it opens in the replay viewer.
A record that cannot be used is refused with the reader's message and is never changed.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Callable

from PySide6.QtCore import QObject, QStandardPaths
from PySide6.QtGui import QGuiApplication, QKeySequence
from PySide6.QtWidgets import QFileDialog, QMenu, QMessageBox, QStyle, QWidget

from ...core.game import Game
from ...core.records import Record, RecordError
from ...core.short_text import MESSAGE_LIMIT, shorten
from ...storage.files import StorageError, write_text
from ...storage.identity import file_name
from ...storage.paths import RECORD_SUFFIX, DataFolder
from ...storage.recent import RecentFiles
from ...table.opening import OpenedRecord, open_file, open_text, opened, undone
from ...table.replay import RecordReplay
from ...table.table import Table, TableStep
from ..kit.controls import new_action
from ..play.game_keeper import GameKeeper
from ..kit.message_box import choose, warn
from ..model.plain_text import FILE_NAME_LIMIT, menu_text, one_line_value, tooltip

if TYPE_CHECKING:
    from ..play.ai_runner import AIRunner
    from .shell import Shell
    from ..replay.replay_viewer import ReplayViewer
    from ..play.session import PlaySession
    from ..dialogs.statistics_window import StatisticsWindow


def _bring_forward(widget: QWidget) -> None:
    if QGuiApplication.platformName() != "offscreen":  # a window without a screen cannot come forward
        widget.raise_()
        widget.activateWindow()


class FileActions(QObject):
    """The window's commands for keeping games, Undo and the autosave (see the module documentation)."""

    def __init__(self, window: "Shell", folder: DataFolder | None = None) -> None:
        super().__init__(window)
        self.window = window
        self.folder = folder or DataFolder.default()
        self.enabled = bool(getattr(window, "_save", True))  # a window that saves nothing keeps nothing
        self.keeper = GameKeeper(self.folder, self.game, self.enabled, self)
        self.keeper.problem.connect(self._tell)
        self.recent = RecentFiles(self.folder.recent)
        self.viewers: list[ReplayViewer] = []
        #: Makes the runner of a viewer's game review (None: each viewer starts a worker of its own).
        self.review_runner: Callable[[QWidget], AIRunner] | None = None
        self.statistics_window: StatisticsWindow | None = None
        self._last_dir = ""
        self._make_actions()

    def game(self, game_id: str) -> Game:
        """The window's game lookup (tests may replace the window's)."""
        return self.window.game_lookup(game_id)

    # -- commands --------------------------------------------------------------------------------------
    def _make_actions(self) -> None:
        w = self.window
        SP = QStyle.StandardPixmap
        self.act_open = new_action(w, "actionOpen", self.open_dialog, QKeySequence.StandardKey.Open,
                                   SP.SP_DialogOpenButton)
        self.act_saved = new_action(w, "actionSavedGames", self.show_saved_games, "Ctrl+Shift+O", SP.SP_DirHomeIcon)
        self.act_save_as = new_action(w, "actionSaveAs", self.save_as_dialog, "Ctrl+Shift+S", SP.SP_DialogSaveButton)
        self.act_copy = new_action(w, "actionCopyRecord", self.copy_record, "Ctrl+Shift+C")
        self.act_paste = new_action(w, "actionPasteRecord", self.paste_record, "Ctrl+Shift+V")
        self.act_replay = new_action(w, "actionReplay", self.replay_current, "Ctrl+R", SP.SP_MediaPlay)
        self.act_replay_file = new_action(w, "actionReplayFile", self.replay_dialog)
        self.act_statistics = new_action(w, "actionStatistics", self.show_statistics, "Ctrl+I")
        self.act_undo = new_action(w, "actionUndo", self.undo, QKeySequence.StandardKey.Undo, SP.SP_ArrowBack)
        self.menu_recent = QMenu(w)
        self.menu_recent.setObjectName("menuRecent")
        self.menu_recent.aboutToShow.connect(self._fill_recent)

        self.update_actions()

    def retranslate(self) -> None:
        """Set the texts in the current language (the window calls this from its own)."""
        self.act_open.setText(self.tr("&Open…"))
        self.act_open.setToolTip(self.tr("Open a saved game or any record (Ctrl+O)"))
        self.menu_recent.setTitle(self.tr("Open &recent"))
        self.act_saved.setText(self.tr("Saved &games…"))
        self.act_save_as.setText(self.tr("Save &as…"))
        self.act_copy.setText(self.tr("&Copy the record"))
        self.act_copy.setToolTip(self.tr("Put this game's record on the clipboard, to share a deal or report a move"))
        self.act_paste.setText(self.tr("Open a record from the clip&board"))
        self.act_replay.setText(self.tr("Re&play this game"))
        self.act_replay_file.setText(self.tr("Replay a record &file…"))
        self.act_statistics.setText(self.tr("S&tatistics…"))
        self.act_undo.setText(self.tr("&Undo"))
        self._undo_tip()
        for viewer in list(self.viewers):
            viewer.set_settings(self.window.settings)
        if self.statistics_window is not None:
            self.statistics_window.lang = self.window.settings.language
            self.statistics_window.retranslate()

    def _undo_tip(self) -> None:
        if self.window.settings.allow_undo:
            self.act_undo.setToolTip(self.tr("Back to the start of your previous decision (Ctrl+Z)"))
        else:
            self.act_undo.setToolTip(self.tr("Undo is off: turn it on in Settings for practice games"))

    def update_actions(self) -> None:
        """Enable what makes sense now."""
        session = self.window.session
        has_game = session is not None
        self.act_save_as.setEnabled(has_game)
        self.act_copy.setEnabled(has_game)
        self.act_replay.setEnabled(has_game)
        self.act_undo.setEnabled(self._undo_target() is not None)
        self._undo_tip()

    def _fill_recent(self) -> None:
        self.menu_recent.clear()
        paths = self.recent.paths()
        for path in paths:
            # A file name may hold anything: "&", line breaks, markup (shown in the tooltip).
            a = self.menu_recent.addAction(menu_text(one_line_value(Path(path).name, FILE_NAME_LIMIT)))
            a.setToolTip(tooltip(path))
            a.triggered.connect(lambda _checked=False, p=path: self.open_path(p))
        if not paths:
            empty = self.menu_recent.addAction(self.tr("No recent files"))
            empty.setEnabled(False)
        else:
            self.menu_recent.addSeparator()
            clear = self.menu_recent.addAction(self.tr("Clear the list"))
            clear.triggered.connect(self._clear_recent)

    def _clear_recent(self) -> None:
        try:
            self.recent.clear()
        except StorageError as exc:
            self._tell(self._write_problem(exc))

    def close(self) -> None:
        """The window closes: the autosave is finished (it stays for the next start) and left to the
        next copy of the program; viewers close."""
        self.keeper.detach()
        for viewer in list(self.viewers):
            viewer.close()

    # -- messages ------------------------------------------------------------------------------------------
    def alert(self, title: str, text: str) -> None:
        """Tell the player about a problem that needs their attention (a message box)."""
        warn(self.window, title, text)  # the text quotes file names and values: plain text

    def _tell(self, text: str) -> None:
        # Problems that must not interrupt play: the status bar and the log (one line each, though
        # a path may hold line breaks and bidi controls).
        self.window.tell(text)

    def _write_problem(self, exc: StorageError) -> str:
        return self.tr("%1 could not be written (%2).").replace("%1", shorten(exc.path, 200)).replace(
            "%2", shorten(exc.detail, MESSAGE_LIMIT))

    def refusal_text(self, exc: RecordError, source: str) -> str:
        """Why a record cannot be opened, in a sentence around the reader's own message in the
        window's language (long names and values shortened as everywhere, so the message box
        stays readable)."""
        return self.tr("%1 cannot be opened:\n%2").replace("%1", shorten(source, 200)).replace(
            "%2", shorten(exc.text(self.window.settings.language), MESSAGE_LIMIT))

    # -- playing from records --------------------------------------------------------------------------
    def attach(self, table: Table) -> None:
        """The window starts playing ``table`` (called by ``MainWindow.start_table``)."""
        self.keeper.attach(table)
        table.listeners.append(self._stepped)
        self.update_actions()

    def set_aside(self) -> None:
        """The window plays at a table elsewhere now: the game it followed goes to the saved games."""
        self.keeper.set_aside()
        self.update_actions()

    def _stepped(self, table: Table, step: TableStep) -> None:
        if table is self.keeper.table:
            self.act_undo.setEnabled(self._undo_target() is not None)

    def play_on(self, found: OpenedRecord, flags: dict | None = None, note: str = "") -> PlaySession:
        """Continue a record's match at the table, where it stands."""
        session = self.window.start_table(found.table(self.game, self.window.ai.service, flags))
        if note:
            self.window.show_status(note, 10000)
            session.log_note(note)
        return session

    def _show_record(self, found: OpenedRecord, title: str, replay: bool = False,
                     path: str | Path | None = None) -> None:
        if replay or found.over or not found.has_person:
            self.replay_record(found.record, title, path)
        else:
            self.play_on(found, note=self.tr("Continued: %1").replace("%1", title))

    def open_path(self, path: str | Path, replay: bool = False) -> bool:
        """Open a record file (to play on, or in the viewer); False, with a message, if it cannot be used."""
        try:
            found = open_file(path, self.game)
        except RecordError as exc:
            self.alert(self.tr("This record cannot be opened"), self.refusal_text(exc, str(path)))
            return False
        if not self.keeper.library.contains(path):
            self._remember(path)
        # The file's name titles the viewer and the note: on one line, however it is named.
        self._show_record(found, one_line_value(Path(path).name, FILE_NAME_LIMIT), replay, path)
        return True

    def open_dialog(self) -> bool:
        """Choose a record file and open it."""
        path, _ = QFileDialog.getOpenFileName(self.window, self.tr("Open a record"), self._start_dir(),
                                              self._filter())
        return bool(path) and self.open_path(path)

    def replay_dialog(self) -> bool:
        """Choose a record file and open it in the replay viewer."""
        path, _ = QFileDialog.getOpenFileName(self.window, self.tr("Replay a record"), self._start_dir(),
                                              self._filter())
        return bool(path) and self.open_path(path, replay=True)

    def _filter(self) -> str:
        return self.tr("tarotdesk records (*%1);;All files (*)").replace("%1", RECORD_SUFFIX)

    def _start_dir(self) -> str:
        if self._last_dir:
            return self._last_dir
        docs = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
        return docs or str(Path.home())

    def _remember(self, path: str | Path) -> None:
        self._last_dir = str(Path(path).absolute().parent)
        if not self.enabled:
            return
        try:
            self.recent.add(path)
        except StorageError as exc:
            self._tell(self._write_problem(exc))

    # -- saving -----------------------------------------------------------------------------------------
    def save_as_dialog(self) -> bool:
        """Choose a file name and save the game being played there."""
        table = self.window.game_table
        if table is None:
            return False
        suggestion = str(Path(self._start_dir()) / file_name(table.record()))
        path, _ = QFileDialog.getSaveFileName(self.window, self.tr("Save the game as"), suggestion, self._filter())
        if not path:
            return False
        if not path.endswith(RECORD_SUFFIX):
            path += RECORD_SUFFIX
        return self.save_to(path)

    def save_to(self, path: str | Path) -> bool:
        """Write the game being played to ``path``; False, with a message, if that fails."""
        table = self.window.game_table
        if table is None:
            return False
        try:
            write_text(path, table.record().to_text())
        except StorageError as exc:
            self.alert(self.tr("The game could not be saved"), self._write_problem(exc))
            return False
        self._remember(path)
        self.window.show_status(self.tr("Saved to %1").replace("%1", str(path)), 8000)
        return True

    # -- the clipboard ---------------------------------------------------------------------------------------
    def copy_record(self) -> str:
        """Put the game's record on the clipboard as text; the text ("" without a game)."""
        table = self.window.game_table
        if table is None:
            return ""
        text = table.record().to_text()
        QGuiApplication.clipboard().setText(text)
        self.window.show_status(self.tr("The record of this game is on the clipboard."), 8000)
        return text

    def paste_record(self) -> bool:
        """Open the record on the clipboard; False, with a message, if there is none or it cannot be used."""
        return self.open_text(QGuiApplication.clipboard().text())

    def open_text(self, text: str) -> bool:
        """Open a record given as text (as :meth:`open_path` does for files)."""
        source = self.tr("The clipboard")
        if not text.strip():
            self.alert(self.tr("This record cannot be opened"), self.tr("The clipboard holds no text."))
            return False
        try:
            found = open_text(text, self.game)
        except RecordError as exc:
            self.alert(self.tr("This record cannot be opened"), self.refusal_text(exc, source))
            return False
        self._show_record(found, source)
        return True

    # -- the replay viewer -------------------------------------------------------------------------------
    def replay_current(self) -> ReplayViewer | None:
        """Open the game being played in the replay viewer (or choose a file without a game): the
        deals already over whole, the deal in progress as the person's seat sees it."""
        session = self.window.session
        if session is None:
            self.replay_dialog()
            return None
        return self._show_viewer(lambda: session.seats.replay(), self.tr("this game"))

    def review_current(self) -> ReplayViewer | None:
        """"Review this deal": the game being played in the replay viewer, at the deal just ended,
        its review tab reviewing the person's decisions in it. A finished game is kept among the
        saved games: the review is written into that file too."""
        session, table = self.window.session, self.window.game_table
        if session is None or table is None:
            return None
        kept = self.keeper.library.path_for(table.record())
        own = self.enabled and table.over and kept.is_file()
        viewer = self._show_viewer(lambda: session.seats.replay(), self.tr("this game"), kept if own else None)
        if viewer is not None:
            viewer.review_deal(None, session.state.deal_index)
        return viewer

    def replay_record(self, record: Record, title: str = "", path: str | Path | None = None) -> ReplayViewer | None:
        """Show ``record`` in a new replay viewer (a message if it cannot be replayed); ``path``:
        the file it was read from (a review is written back into it if it is a saved game)."""
        return self._show_viewer(lambda: RecordReplay(record, self.game), title, path)

    def _show_viewer(self, make: Callable[[], RecordReplay], title: str,
                     path: str | Path | None = None) -> ReplayViewer | None:
        # The replay is made here, so that a record that cannot be replayed is said like any other.
        from ..replay.replay_viewer import ReplayViewer

        self.window.load_card_art()
        where = Path(path) if path is not None else None
        own = where is not None and self.enabled and self.keeper.library.contains(where)
        try:
            viewer = ReplayViewer(make(), self.window.renderer, self.window.settings, title, self.window,
                                  source_path=where, own_file=own, runner_factory=self.review_runner)
        except RecordError as exc:
            self.alert(self.tr("This record cannot be opened"), self.refusal_text(exc, title))
            return None
        viewer.branchRequested.connect(self.play_branch)
        viewer.review.ruleRequested.connect(lambda anchor: self.window.open_rule(anchor, viewer.source.game_id))
        viewer.summary.ruleRequested.connect(lambda anchor: self.window.open_rule(anchor, viewer.source.game_id))
        viewer.againRequested.connect(self.window.practice.play_again)
        viewer.destroyed.connect(lambda _obj=None, v=viewer: self.viewers.remove(v) if v in self.viewers else None)
        self.viewers.append(viewer)
        viewer.show()
        return viewer

    def play_branch(self, record: Record) -> PlaySession | None:
        """Play on from a position of a replay: a new game with the same cards."""
        try:
            found = opened(record, self.game)
        except RecordError as exc:  # a record the viewer replayed: said rather than raised
            self.alert(self.tr("This record cannot be opened"), exc.text(self.window.settings.language))
            return None
        session = self.play_on(found, flags=dict(record.flags),
                               note=self.tr("A new game from move %1 of a replay, with the same cards.").replace(
                                   "%1", str(len(record.actions))))
        _bring_forward(self.window)
        return session

    # -- undo -------------------------------------------------------------------------------------------
    def _undo_target(self) -> int | None:
        table = self.window.game_table
        if table is None or not self.window.settings.allow_undo:
            return None
        return table.undo_target(frozenset(table.setup.person_seats))

    def undo(self) -> bool:
        """Go back to the start of the person's previous decision (practice games; a setting)."""
        table = self.window.game_table
        if self._undo_target() is None or table is None:
            return False
        try:
            found = undone(table, self.game, frozenset(table.setup.person_seats))
        except RecordError as exc:  # cannot happen for a match played here; said rather than raised
            self.alert(self.tr("Undo"), exc.text(self.window.settings.language))
            return False
        assert found is not None
        cut, at = found
        self.play_on(at, flags=dict(cut.flags))
        self.window.show_status(self.tr("Taken back to move %1.").replace(
            "%1", str(len(cut.actions))), 8000)
        return True

    # -- statistics and saved games ----------------------------------------------------------------------
    def show_statistics(self) -> StatisticsWindow:
        """Open the statistics window (or bring the open one forward, read again)."""
        from ..dialogs.statistics_window import StatisticsWindow

        if self.statistics_window is None:
            self.statistics_window = StatisticsWindow(self.keeper.statistics, self.game,
                                                      self.window.settings.language, self.window)
            self.statistics_window.finished.connect(self._statistics_closed)
        else:
            self.statistics_window.reload()
        self.statistics_window.show()
        _bring_forward(self.statistics_window)
        return self.statistics_window

    def _statistics_closed(self) -> None:
        if self.statistics_window is not None:
            self.statistics_window.deleteLater()
            self.statistics_window = None

    def show_saved_games(self) -> bool:
        """Open the saved-games list; open what the player chooses there."""
        from ..dialogs.saved_games import SavedGamesDialog

        dialog = SavedGamesDialog(self.keeper.library, self.recent.paths, self.game, self.window.settings.language,
                                  self.window)
        try:
            if not dialog.exec() or dialog.chosen is None:
                return False
            path, how = dialog.chosen
        finally:
            dialog.deleteLater()
        return self.open_path(path, replay=how == "replay")

    # -- at start ------------------------------------------------------------------------------------------
    def start_up(self, resume: bool = False, path: str | None = None) -> None:
        """What the window does once shown: open ``path``, or offer the game left unfinished (resume it
        at once if ``resume``), or else show the start screen, where the games are chosen."""
        # Why no game will be kept is said after a game is opened or resumed (which begins its log).
        note = self.keeper.shared_folder_text() if self.enabled and not self.keeper.keeps_autosave else None
        started = bool(path) and self.open_path(path)
        if not started and self.keeper.may_offer_autosave:
            obstacle = self.keeper.autosave.obstacle()
            if obstacle is not None:
                self._tell(self.tr("The autosave %1 cannot be used (%2): it is left as it is, and the game in "
                                   "progress is not kept automatically.").replace(
                    "%1", shorten(str(self.keeper.autosave.path), 200)).replace("%2", obstacle))
            elif self.keeper.autosave.exists():
                started = self.offer_resume(ask=not resume)
        if note is not None:
            self._tell(note)
        if not started:
            self.window.show_start_screen()

    def ask_resume(self, found: OpenedRecord) -> bool:
        """Ask whether to resume the interrupted game (True: resume)."""
        from ..dialogs.saved_games import local_date

        record = found.record
        name = self.game(record.game).name(self.window.settings.language)
        moves = len(record.actions)
        # The date is the record's own text when it is odd: the box shows it as written.
        text = self.tr(
            "A game of %1 was left unfinished (%2): deal %3, %n moves made.\nResume it where it stopped?", "", moves,
        ).replace("%1", name).replace("%2", local_date(record.updated)).replace("%3", str(found.deal_index + 1))
        return choose(self.window, "resumeBox", self.tr("Resume the game?"), text,
                      [("resumeYes", self.tr("Resume"), QMessageBox.ButtonRole.AcceptRole),
                       ("resumeKeep", self.tr("Keep it among the saved games"), QMessageBox.ButtonRole.RejectRole)],
                      default="resumeYes") == "resumeYes"

    def offer_resume(self, ask: bool = True) -> bool:
        """Offer the game of the autosave; True if it was resumed."""
        autosave = self.keeper.autosave
        try:
            found = open_file(autosave.path, self.game)
        except RecordError as exc:
            try:
                kept = str(autosave.set_aside())
            except StorageError as err:
                kept = err.detail
            self.alert(self.tr("The unfinished game cannot be resumed"),
                       self.tr("The game left unfinished could not be read:\n%1\nThe file was kept as %2.").replace(
                           "%1", exc.text(self.window.settings.language)).replace("%2", kept))
            return False
        if found.over or (ask and not self.ask_resume(found)):
            try:
                if found.record.actions:
                    self.keeper.library.store(found.record)
                autosave.discard()
            except StorageError as exc:
                self._tell(self._write_problem(exc))
            return False
        self.play_on(found, note=self.tr("The game left unfinished was resumed where it stopped."))
        return True
