"""SIGTERM, SIGHUP and SIGINT end the program the way Game → Quit does.

A logout sends SIGTERM (or SIGHUP) and Ctrl+C in a terminal SIGINT. By default each killed the
window at once: the autosave's last write and the AI worker were left behind. Python runs a
signal handler only when the interpreter gets control, and while Qt waits for events it does
not; so the handler here does nothing itself, and the signal's number, which the interpreter
writes to a wakeup socket as the signal arrives, wakes a :class:`QSocketNotifier` in the event
loop. :class:`StopSignals` then emits ``received(signal number)`` in the GUI thread, where the
window closes as from its menu. A second signal while the first is being handled ends the
process at once (a shutdown that hangs must not need SIGKILL).
"""

from __future__ import annotations

import os
import signal
import socket
from types import FrameType
from typing import Callable

from PySide6.QtCore import QObject, QSocketNotifier, Signal

#: The signals that stop the program (those the platform has).
STOP_SIGNALS = tuple(getattr(signal, name) for name in ("SIGTERM", "SIGHUP", "SIGINT") if hasattr(signal, name))


def exit_status(signum: int) -> int:
    """The exit status of a program ended by ``signum`` (the shells' 128 + number)."""
    return 128 + int(signum)


class StopSignals(QObject):
    """Turns the stop signals into ``received(signum)`` in the GUI thread (see the module documentation).

    Made in the main thread; :meth:`uninstall` puts back the handlers and wakeup socket it replaced.
    """

    received = Signal(int)

    def __init__(self, parent: QObject | None = None, signals: tuple[int, ...] = STOP_SIGNALS,
                 force_exit: Callable[[int], None] = os._exit) -> None:
        super().__init__(parent)
        self._force_exit = force_exit
        self._seen: int | None = None
        self._reader, self._writer = socket.socketpair()
        for sock in (self._reader, self._writer):
            sock.setblocking(False)
        self._old_wakeup = signal.set_wakeup_fd(self._writer.fileno(), warn_on_full_buffer=False)
        self._old_handlers = {s: signal.signal(s, self._noted) for s in signals}
        self._notifier = QSocketNotifier(self._reader.fileno(), QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._wake)

    @staticmethod
    def _noted(_signum: int, _frame: FrameType | None) -> None:
        # Replaces the default action (ending the process); the wakeup socket carries the signal.
        return None

    def _wake(self, *_args: object) -> None:
        try:
            data = self._reader.recv(64)
        except (BlockingIOError, InterruptedError):
            return
        for signum in data:
            if signum not in self._old_handlers:
                continue
            if self._seen is not None:
                self._force_exit(exit_status(signum))  # asked again while stopping: stop now
                return
            self._seen = signum
            self.received.emit(signum)

    def uninstall(self) -> None:
        """Put back what :meth:`__init__` replaced."""
        if self._reader is None:
            return
        self._notifier.setEnabled(False)
        for signum, handler in self._old_handlers.items():
            signal.signal(signum, signal.SIG_DFL if handler is None else handler)
        signal.set_wakeup_fd(self._old_wakeup)
        self._reader.close()
        self._writer.close()
        self._reader = None
