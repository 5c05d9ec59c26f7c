"""The window's side of the AI worker: a timer that hands the worker's answers to whoever asked.

The decisions themselves are made in the worker process (:mod:`tarotdesk.ai.worker`); who asks
and where an answer goes is the Qt-free :class:`~tarotdesk.ai.service.AIService` (a table for
its computer seats and a seat's hints and "why", a replay for a review). The GUI thread only
pickles a view; this runner polls the service every few milliseconds while any request is
open, so the window keeps responding whatever the AI does, and sleeps otherwise.

Several runners may share one worker (the window and a replay viewer, the window tests' single
worker): they share its one service, so an answer always reaches the one who asked for it.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer
from shiboken6 import isValid

from ...ai.service import AIService
from ...ai.worker import AIWorker

POLL_MS = 8


class AIRunner(QObject):
    """Polls an :class:`AIService` from the window's event loop while it has requests open."""

    def __init__(self, parent: QObject | None = None, worker: AIWorker | None = None) -> None:
        super().__init__(parent)
        # A worker handed in is shared (and closed by its owner); without one, the runner has its own.
        self.service = AIService.shared(worker) if worker is not None else AIService()
        self._owns_service = worker is None
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._poll)
        self.service.wake.append(self._wake)

    @property
    def worker(self) -> AIWorker:
        """The worker process the service asks."""
        return self.service.worker

    def start(self) -> None:
        """Start the worker process ahead of the first request."""
        self.service.start()

    @property
    def thinking(self) -> bool:
        """True while a request is open."""
        return self.service.busy

    def _wake(self) -> None:
        if isValid(self) and not self._timer.isActive():
            self._timer.start()

    def _poll(self) -> None:
        if not self.service.poll():
            self._timer.stop()

    def close(self) -> None:
        """Stop polling (and stop the worker process if this runner started it)."""
        self._timer.stop()
        if self._wake in self.service.wake:
            self.service.wake.remove(self._wake)
        if self._owns_service:
            self.service.close()
        elif self.service.busy:
            for wake in list(self.service.wake):  # another runner of this worker polls from now on
                wake()
