"""The desktop identity of the window, and files opened from the Finder (``QFileOpenEvent``)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QFileOpenEvent, QGuiApplication
from PySide6.QtWidgets import QApplication

from tarotdesk.ui.kit.desktop_identity import APP_ID, FileOpenHandler, apply_identity
from test_files_open_save import record_file, window  # noqa: F401 - the window fixture


@pytest.fixture
def handler(qapp):
    h = FileOpenHandler(qapp, listen=True)  # listens as on macOS
    yield h
    qapp.removeEventFilter(h)
    h.deleteLater()


def post_open(path) -> None:
    QCoreApplication.postEvent(QApplication.instance(), QFileOpenEvent(str(path)))
    QCoreApplication.processEvents()


def test_identity_names_the_desktop_entry_and_sets_the_icon(qapp):
    apply_identity(qapp)
    assert QGuiApplication.desktopFileName() == APP_ID
    assert not QGuiApplication.windowIcon().isNull()


def test_a_file_opened_before_the_start_is_opened_by_the_start(qtbot, window, handler, tmp_path):
    path = record_file(tmp_path, "mattazza", 20)
    post_open(path)
    assert window.session is None  # kept until the window starts
    handler.start_up(window.files, False, None)
    assert window.session is not None and window.session.game.id == "mattazza"
    assert len(window.game_table.match.actions) == 20


def test_a_file_opened_later_is_opened_at_once(qtbot, window, handler, tmp_path):
    handler.start_up(window.files, False, str(record_file(tmp_path, "mattazza", 12, name="a.tarotdesk")))
    assert window.session.game.id == "mattazza"
    post_open(record_file(tmp_path, "cirulla", 8, name="b.tarotdesk"))
    assert window.session.game.id == "cirulla" and len(window.game_table.match.actions) == 8


def test_a_damaged_file_from_the_finder_is_refused_with_a_message(qtbot, window, handler, tmp_path):
    handler.start_up(window.files, False, str(record_file(tmp_path, "mattazza", 12, name="a.tarotdesk")))
    bad = tmp_path / "broken.tarotdesk"
    bad.write_bytes(b"{not a record")
    before = bad.read_bytes()
    post_open(bad)
    assert window.session.game.id == "mattazza"  # the game goes on
    assert window.said and window.said[-1][0] == "This record cannot be opened"
    assert bad.read_bytes() == before


def test_only_macos_listens_for_the_event(qapp, monkeypatch):
    monkeypatch.setattr("sys.platform", "linux")
    quiet = FileOpenHandler.install(qapp)
    seen = []
    quiet.ready(seen.append)
    QCoreApplication.sendEvent(qapp, QFileOpenEvent("/nonexistent/x.tarotdesk"))
    assert seen == []
    quiet.deleteLater()
