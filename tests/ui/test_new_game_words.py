"""The new-game dialog in either language: no option's id among its words, and the person's
default name in the dialog's language."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QCheckBox, QComboBox, QGroupBox, QLabel, QLineEdit, QWidget

from tarotdesk.games.registry import all_games
from tarotdesk.ui.dialogs.new_game_dialog import NewGameDialog
from tarotdesk.ui.kit import i18n

from ..test_option_ids import coded_ids


@pytest.fixture(params=["en", "ja"])
def lang(request):
    i18n.install_language(request.param)
    yield request.param
    i18n.install_language("en")


def shown_texts(dialog: QWidget) -> list[str]:
    """Every text the dialog shows or gives as a tooltip."""
    found = [dialog.windowTitle()]
    for w in dialog.findChildren(QWidget):
        found.append(w.toolTip())
        if isinstance(w, (QLabel, QCheckBox)):
            found.append(w.text())
        elif isinstance(w, QGroupBox):
            found.append(w.title())
        elif isinstance(w, QLineEdit):
            found += [w.text(), w.placeholderText()]
        elif isinstance(w, QComboBox):
            found += [w.itemText(i) for i in range(w.count())]
    return [t for t in found if t]


def test_no_option_id_is_shown_for_any_game(qtbot, lang):
    games = all_games()
    dialog = NewGameDialog(games, lang)
    qtbot.addWidget(dialog)
    bad = {}
    for game in games:
        for n in game.player_counts:
            dialog.select_game(game.id, n)
            for shown in shown_texts(dialog):
                if coded_ids(shown):
                    bad[(game.id, n)] = shown
    assert bad == {}


def test_the_check_sees_an_option_id_on_the_dialog(qtbot, lang):
    dialog = NewGameDialog(all_games(), lang)
    qtbot.addWidget(dialog)
    QLabel("old_discard", dialog)
    assert any(coded_ids(t) for t in shown_texts(dialog))


def test_the_person_remembered_as_you_is_named_in_the_dialogs_language(qtbot, lang):
    # Settings written by an English session remember seat 1 as "You": a Japanese dialog says あなた.
    other = {"en": "あなた", "ja": "You"}[lang]
    previous = {"game": "tarokk", "players": 4, "seats": [{"kind": "human", "name": other}]}
    dialog = NewGameDialog(all_games(), lang, previous)
    qtbot.addWidget(dialog)
    expected = {"en": "You", "ja": "あなた"}[lang]
    assert dialog.findChild(QLineEdit, "seatName0").text() == expected
    assert dialog.setup().players[0].name == expected
