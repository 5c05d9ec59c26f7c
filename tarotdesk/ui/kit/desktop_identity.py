"""How the desktop knows the program: its application id, its icon, and files opened from outside.

``QGuiApplication.setDesktopFileName`` ties the windows to the installed desktop entry
(``io.github.tarotdesk.tarotdesk.desktop``: its name and icon in task bars, the Wayland app id).
On macOS, a ``.tarotdesk`` file opened from the Finder (or dropped on the Dock icon) does not
arrive on the command line but as a ``QFileOpenEvent`` sent to the application object:
:class:`FileOpenHandler` catches it, keeps the file until the window has started, and opens
it as Game → Open would.
"""

from __future__ import annotations

import sys
from typing import Callable

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QFileOpenEvent, QIcon
from PySide6.QtWidgets import QApplication

from ...resources import resource_path

#: The application id: the desktop entry's and the AppStream metadata's name, and the icon's.
APP_ID = "io.github.tarotdesk.tarotdesk"


def apply_identity(app: QApplication) -> None:
    """Give the application its desktop file name and its window icon."""
    app.setDesktopFileName(APP_ID)
    icon = QIcon(str(resource_path("icons", "tarotdesk.svg")))
    if not icon.isNull():
        app.setWindowIcon(icon)


class FileOpenHandler(QObject):
    """Files the operating system asks the running program to open (``QEvent.FileOpen``)."""

    def __init__(self, app: QApplication, listen: bool) -> None:
        super().__init__(app)
        self._pending: list[str] = []
        self._open: Callable[[str], object] | None = None
        if listen:
            app.installEventFilter(self)

    @classmethod
    def install(cls, app: QApplication) -> "FileOpenHandler":
        """The handler for ``app``; it listens only on macOS, the one system that sends the event
        (elsewhere a file to open comes as an argument, and a filter would see every event)."""
        return cls(app, listen=sys.platform == "darwin")

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        if event.type() == QEvent.Type.FileOpen and isinstance(event, QFileOpenEvent):
            path = event.file() or event.url().toLocalFile()
            if path:
                self.receive(path)
            return True
        return False

    def receive(self, path: str) -> None:
        """Open ``path`` now if the window has started, else once it has."""
        if self._open is None:
            self._pending.append(path)
        else:
            self._open(path)

    def take_pending(self) -> str | None:
        """The first file that arrived before the window was ready (None if none)."""
        return self._pending.pop(0) if self._pending else None

    def ready(self, open_path: Callable[[str], object]) -> None:
        """From now on, open files with ``open_path``; open those that arrived meanwhile."""
        self._open = open_path
        while self._pending:
            open_path(self._pending.pop(0))

    def start_up(self, files, resume: bool, path: str | None) -> None:
        """The window's start: a file given on the command line or opened from the Finder before
        the start is opened instead of offering the unfinished game (``FileActions.start_up``)."""
        files.start_up(resume, path or self.take_pending())
        self.ready(files.open_path)
