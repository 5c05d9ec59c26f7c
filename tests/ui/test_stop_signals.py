"""Stop signals reach the event loop: the first asks the window to close, a second ends at once.

(The whole program stopped by real signals is in ``test_app_processes``; here the mechanism is
checked in this process, with the handlers put back afterwards.)
"""

from __future__ import annotations

import os
import signal
import sys

import pytest

from tarotdesk.ui.shell.stop_signals import STOP_SIGNALS, StopSignals, exit_status

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="Windows has no SIGHUP to send to itself")


def test_a_signal_is_delivered_in_the_event_loop_and_a_second_forces_the_exit(qtbot):
    before = signal.getsignal(signal.SIGHUP)
    forced: list[int] = []
    stops = StopSignals(signals=(signal.SIGHUP,), force_exit=forced.append)
    try:
        with qtbot.waitSignal(stops.received, timeout=5_000) as got:
            os.kill(os.getpid(), signal.SIGHUP)
        assert got.args == [signal.SIGHUP]
        assert forced == []
        os.kill(os.getpid(), signal.SIGHUP)  # asked again while the first is being handled
        qtbot.waitUntil(lambda: forced == [exit_status(signal.SIGHUP)], timeout=5_000)
    finally:
        stops.uninstall()
    assert signal.getsignal(signal.SIGHUP) == before


def test_the_stop_signals_and_their_exit_status():
    assert set(STOP_SIGNALS) == {signal.SIGTERM, signal.SIGHUP, signal.SIGINT}
    assert exit_status(signal.SIGTERM) == 143 and exit_status(signal.SIGINT) == 130
