"""The key table (F1) lists every shortcut of the window and of the replay viewer, in both languages."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import QWidget

from tarotdesk.ui.kit.i18n import install_language
from tarotdesk.ui.dialogs.keys import KeysDialog, key_sections
from tarotdesk.ui.window.main_window import MainWindow
from tarotdesk.ui.model.settings import Settings
from test_files_open_save import record_file


def shortcuts(widget: QWidget) -> set[str]:
    """Every key sequence of the actions and shortcuts under ``widget``, as portable text."""
    found: set[str] = set()
    for obj in widget.findChildren(QAction) + widget.findChildren(QShortcut):
        keys = obj.shortcuts() if isinstance(obj, QAction) else [obj.key()]
        found.update(k.toString(QKeySequence.SequenceFormat.PortableText) for k in keys if not k.isEmpty())
    return found


def documented(title_index: int) -> set[str]:
    return {k for row in key_sections()[title_index].rows for k in row.keys}


@pytest.fixture
def window(qtbot):
    w = MainWindow(Settings(language="en", animation="instant", collect_seconds=0.0), save=False)
    qtbot.addWidget(w)
    return w


def test_every_shortcut_of_the_window_is_in_the_table(window):
    keys = shortcuts(window)
    assert {"Ctrl+O", "Ctrl+Shift+O", "Ctrl+Shift+S", "Ctrl+Shift+C", "Ctrl+Shift+V", "Ctrl+R", "Ctrl+I",
            "Ctrl+Z", "F1", "F2"} <= keys
    missing = keys - documented(0) - documented(1)
    assert not missing, f"keys without a line in the key table: {sorted(missing)}"


def test_every_shortcut_of_the_replay_viewer_is_in_the_table(qtbot, window, tmp_path):
    assert window.files.open_path(record_file(tmp_path, "mattazza", 20, (0,), name="k.tarotdesk"), replay=True)
    viewer = window.files.viewers[-1]
    keys = shortcuts(viewer)
    assert {"Left", "Right", "Up", "Down", "PgUp", "PgDown", "Home", "End", "Space"} <= keys
    missing = keys - documented(2)
    assert not missing, f"replay keys without a line in the key table: {sorted(missing)}"
    viewer.close()


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_key_dialog_shows_every_row_in_the_language(qtbot, lang):
    install_language(lang)
    try:
        dialog = KeysDialog()
        qtbot.addWidget(dialog)
        sections = key_sections()
        assert dialog.table.rowCount() == sum(1 + len(s.rows) for s in sections)
        texts = [dialog.table.item(r, c).text() for r in range(dialog.table.rowCount()) for c in (0, 1)
                 if dialog.table.item(r, c) is not None]
        assert "Ctrl+Shift+O" in texts
        what = [row.what for s in sections for row in s.rows] + [s.title for s in sections]
        if lang == "ja":  # every description and heading is Japanese
            assert all(any(ch > "\u2e7f" for ch in t) for t in what), [t for t in what if t.isascii()]
        else:
            assert not any(ch > "\u2e7f" for t in what for ch in t)
    finally:
        install_language("en")


def test_the_key_rows_are_one_line_high_once_shown(qtbot):
    dialog = KeysDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    line = dialog.table.fontMetrics().lineSpacing()
    heights = [dialog.table.rowHeight(r) for r in range(dialog.table.rowCount())]
    assert max(heights) < 2.6 * line + 12, heights  # at most two lines of text, none of empty space
