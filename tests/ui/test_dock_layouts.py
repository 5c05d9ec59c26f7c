"""The docks' remembered state and the two layouts (wide: the rule pane beside the table;
narrow: the rule pane, the score sheet and the log as tabs of one side column).

A state saved on a wide screen and restored on a narrow one, then tabified, crashed Qt (a
laptop taken from its big monitor met it at every start): each layout now restores only a
state it saved itself, and lays its docks out afresh otherwise.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QByteArray, QRect

from conftest import OFFSCREEN_LIMITATION
from tarotdesk.ui.kit import screen_fit
from tarotdesk.ui.model.settings import Settings
from tarotdesk.ui.window.dock_layout import LAYOUT_VERSIONS, layout_state
from tarotdesk.ui.window.main_window import MainWindow

ROOT = Path(__file__).resolve().parents[2]
WIDE = QRect(0, 0, 1920, 1080)
NARROW = QRect(0, 0, 960, 540)  # 1920x1080 at twice the scale
ROUNDS = 10
#: A floating dock is a window of its own, which the offscreen platform cannot raise.
NO_RAISE = pytest.mark.qt_log_ignore("This plugin does not support raise", OFFSCREEN_LIMITATION)

# The windows one after the other in one process, as starts of the program on the two screens
# would be; a crash ends the child, not the test run.
CYCLE = """
import sys
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication
app = QApplication(sys.argv)
from tarotdesk.ui.kit import screen_fit
from tarotdesk.ui.model.settings import Settings
from tarotdesk.ui.window.dock_layout import layout_state
from tarotdesk.ui.window.main_window import MainWindow
areas = {"wide": QRect(0, 0, 1920, 1080), "narrow": QRect(0, 0, 960, 540)}
order, rounds = sys.argv[1].split(","), int(sys.argv[2])
state = ""
for i in range(rounds):
    kind = order[i % 2]
    screen_fit.available_geometry = lambda widget=None, a=areas[kind]: QRect(a)
    w = MainWindow(Settings(language="en", window_state=state), save=False)
    w.show(); app.processEvents()
    w.show_start_screen(False); w.show_rules(); app.processEvents()
    assert w.narrow == (kind == "narrow")
    if w.narrow:
        tabs = set(w.tabifiedDockWidgets(w.log_dock))
        assert {w.scores_dock, w.rules_dock} <= tabs and not w.rules_dock.isFloating(), tabs
    else:
        assert not w.rules_dock.isFloating()  # the narrow column's state was not taken either
        w.rules_dock.setFloating(True)  # as a person may leave it on the big screen
        app.processEvents()
    state = layout_state(w)
    w.close(); w.deleteLater(); app.processEvents()
    print("round", i, kind, flush=True)
"""


@pytest.mark.parametrize("first", ["wide", "narrow"])
def test_wide_and_narrow_starts_in_turn_never_crash(first):
    order = f"{first},{'narrow' if first == 'wide' else 'wide'}"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT)}
    proc = subprocess.run([sys.executable, "-c", CYCLE, order, str(ROUNDS)], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, (proc.returncode, proc.stdout[-1000:], proc.stderr[-2000:])
    assert proc.stdout.count("round ") == ROUNDS


def _window(qtbot, monkeypatch, area: QRect, state: str) -> MainWindow:
    monkeypatch.setattr(screen_fit, "available_geometry", lambda widget=None: QRect(area))
    w = MainWindow(Settings(language="en", window_state=state), save=False)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    w.show_start_screen(False)
    w.show_rules()
    return w


def _assert_narrow_column(w: MainWindow) -> None:
    tabs = set(w.tabifiedDockWidgets(w.log_dock))
    assert {w.scores_dock, w.rules_dock} <= tabs, tabs
    assert not w.rules_dock.isFloating()


@NO_RAISE
def test_each_layout_takes_back_the_state_it_saved(qtbot, monkeypatch):
    w = _window(qtbot, monkeypatch, WIDE, "")
    w.rules_dock.setFloating(True)
    state = layout_state(w)
    w.close()
    again = _window(qtbot, monkeypatch, WIDE, state)
    assert again.rules_dock.isFloating()  # the person's arrangement came back
    again.close()
    narrow = _window(qtbot, monkeypatch, NARROW, "")
    narrow.log_dock.raise_()
    kept = layout_state(narrow)
    narrow.close()
    again = _window(qtbot, monkeypatch, NARROW, kept)
    _assert_narrow_column(again)
    again.close()


@NO_RAISE
def test_a_state_of_no_layout_is_laid_out_afresh(qtbot, monkeypatch):
    # What earlier versions kept (Qt's version 0) says nothing of its layout: both lay out afresh.
    plain = _window(qtbot, monkeypatch, WIDE, "")
    plain.rules_dock.setFloating(True)
    old = bytes(plain.saveState().toBase64()).decode()
    plain.close()
    assert 0 not in LAYOUT_VERSIONS.values()
    narrow = _window(qtbot, monkeypatch, NARROW, old)
    _assert_narrow_column(narrow)
    narrow.close()
    wide = _window(qtbot, monkeypatch, WIDE, old)
    assert not wide.rules_dock.isFloating()
    assert QByteArray.fromBase64(layout_state(wide).encode()) != QByteArray.fromBase64(old.encode())
    wide.close()
