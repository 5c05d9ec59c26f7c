"""Saying what happens at the table through the screen reader, without moving the focus.

With Qt 6.8 and later an announcement is Qt's accessibility announcement event
(``QAccessibleAnnouncementEvent``: AT-SPI's ``Announcement`` signal on Linux, UI Automation's
notification on Windows, NSAccessibility's announcement on macOS), which the screen reader
speaks after what it is saying (assertive ones, the refusals, at once). Where Qt is older, a live
status label in the status bar shows the last event: its name changes, which screen readers
that follow the status bar read out.

The lines said in one turn of the event loop go out as one announcement ("Anna plays Trump 21.
Anna wins the trick."), so that a screen reader is not flooded with one message per event.
The last event is kept for the key that says it again.
"""

from __future__ import annotations

from PySide6 import QtGui
from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QLabel, QMainWindow, QWidget

#: Qt's announcement event (Qt 6.8 and later), or None.
ANNOUNCEMENT = getattr(QtGui, "QAccessibleAnnouncementEvent", None)


class Announcer(QObject):
    """Announcements from ``source`` (the widget they are said to come from) in ``window``."""

    def __init__(self, window: QMainWindow, source: QWidget, use_events: bool | None = None) -> None:
        super().__init__(window)
        self.source = source
        self.use_events = ANNOUNCEMENT is not None if use_events is None else use_events
        self.last = ""
        self.said: list[tuple[str, bool]] = []  # every announcement made, and whether assertive
        self._pending: list[str] = []
        self.live: QLabel | None = None
        if not self.use_events:
            self.live = QLabel(window)
            self.live.setObjectName("liveStatus")
            self.live.setTextFormat(Qt.TextFormat.PlainText)
            window.statusBar().addWidget(self.live)

    def queue(self, text: str) -> None:
        """Say ``text`` with the other lines of this turn of the event loop."""
        if not text:
            return
        if not self._pending:
            QTimer.singleShot(0, self, self._flush)
        self._pending.append(text)

    def say(self, text: str, assertive: bool = False, event: bool = True) -> None:
        """Say ``text`` now (``assertive``: before anything waiting, as a refusal is); ``event``:
        it is the last event (what the key says again), not an answer to a key."""
        if not text:
            return
        if event:
            self.last = text
        self.said.append((text, assertive))
        if self.live is not None:
            self.live.setText(text)
            return
        if not QAccessible.isActive() or ANNOUNCEMENT is None:
            return
        event = ANNOUNCEMENT(self.source, text)
        if assertive:
            event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive)
        QAccessible.updateAccessibility(event)

    def _flush(self) -> None:
        lines, self._pending = self._pending, []
        self.say(" ".join(lines))
