"""Help → About: the Licences page shows the licence texts as plain text, in both languages."""

from __future__ import annotations

import sys

from PySide6.QtCore import QCoreApplication

from tarotdesk import licence_texts
from tarotdesk.ui.dialogs.about_dialog import AboutDialog


def test_licences_page_of_a_source_install_lists_tarotdesk_and_its_libraries(qtbot):
    dialog = AboutDialog()
    qtbot.addWidget(dialog)
    assert dialog.tabs.count() == 2 and dialog.tabs.tabText(1) == "Licences"
    text = dialog.licence_view.toPlainText()
    assert "GNU General Public License" in text
    assert "PySide6_Essentials" in text and "LGPL-3.0" in text and "platformdirs" in text
    assert not dialog.bundled and "installed beside it" in dialog.licence_intro.text()


def test_a_frozen_build_shows_its_bundled_licence_file_as_plain_text(qtbot, tmp_path, monkeypatch):
    bundled = tmp_path / licence_texts.BUNDLED
    bundled.parent.mkdir(parents=True)
    bundled.write_text("<b>Qt</b> LGPL-3.0-only\nReplacing the Qt libraries: ...\n", encoding="utf-8")
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    dialog = AboutDialog()
    qtbot.addWidget(dialog)
    assert dialog.bundled and dialog.licence_view.toPlainText().startswith("<b>Qt</b>")  # not rendered
    assert "contains the components listed below" in dialog.licence_intro.text()


def test_the_dialog_follows_a_change_of_language(qtbot):
    from tarotdesk.ui.kit.i18n import install_language

    dialog = AboutDialog()
    qtbot.addWidget(dialog)
    try:
        assert "tarotdesk_ja" in install_language("ja")
        QCoreApplication.processEvents()
        assert dialog.tabs.tabText(1) == "ライセンス" and dialog.windowTitle() == "tarotdesk について"
    finally:
        install_language("en")
    QCoreApplication.processEvents()
    assert dialog.tabs.tabText(1) == "Licences"
