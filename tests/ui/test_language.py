"""Switching the language while the window runs: every text follows at once, nothing stays English.

A game is started in English with the rule pane open, a refusal shown and hints on the
screen; then the language is switched to Japanese in the settings. Every text of the main
window (menus, toolbar, docks, table, decision row, log, status line, rule pane, hints) and of
the dialogs opened afterwards must be Japanese: the only Latin words left are people's names,
key names and a few fixed words (the program's name, each language named in itself).
"""

from __future__ import annotations

import html
import re
from dataclasses import replace

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QDialog,
    QDockWidget,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QMenu,
    QTableWidget,
    QTextBrowser,
    QWidget,
)

from tarotdesk.core.actions import Action
from tarotdesk.core.events import Event
from tarotdesk.core.message_params import Seat, Seats
from tarotdesk.core.records import PlayerInfo
from tarotdesk.table.setup import GameSetup
from tarotdesk.ui.kit.i18n import install_language
from tarotdesk.ui.window.main_window import MainWindow
from ui_driver import ready, shown_window

PEOPLE = {"Bruno", "Carla", "Dario"}
#: Latin words a Japanese screen may show: key names, the program, language names, formats, and
#: the names of licences (GNU GPL, LGPL) that Japanese writes in Latin letters too.
ALLOWED = PEOPLE | {"tarotdesk", "English", "Ctrl", "Shift", "Alt", "Home", "End", "Enter", "Esc", "Page", "PgUp",
                    "PgDn", "Up", "Down", "OK",
                    "CSV", "AB", "F1", "F2", "Qt", "GNU", "GPL", "LGPL"}
WORD = re.compile(r"[A-Za-z][A-Za-z']+")
ROMAN = re.compile(r"X{0,2}(?:IX|IV|V?I{0,3})")


def english_words(text: str) -> list[str]:
    """Latin words of ``text`` that a Japanese screen should not show."""
    plain = html.unescape(re.sub(r"<[^>]+>", " ", text))
    plain = plain.replace("&", "")  # accelerators
    # A tarokk's name is its number as the card prints it, in Japanese too ("XVIII").
    return [w for w in WORD.findall(plain) if w not in ALLOWED and not ROMAN.fullmatch(w)]


def widget_texts(root: QWidget) -> list[tuple[str, str]]:
    """(where, text) for every visible text of ``root`` and its children."""
    out: list[tuple[str, str]] = []

    def add(where: str, text: str | None) -> None:
        if text:
            out.append((where, text))

    widgets = [root, *root.findChildren(QWidget)]
    for w in widgets:
        name = f"{type(w).__name__}#{w.objectName()}"
        if isinstance(w, QMenu):
            add(name, w.title())
            for a in w.actions():
                add(name + " action", a.text())
                add(name + " tip", a.toolTip() if a.toolTip() != a.text().replace("&", "") else "")
            continue
        if not w.isVisible():
            continue
        add(name + " tooltip", w.toolTip())
        if w.isWindow() or isinstance(w, QDockWidget):
            add(name + " title", w.windowTitle())
        if isinstance(w, QLabel):
            add(name, w.text())
        elif isinstance(w, QAbstractButton):
            add(name, w.text())
        elif isinstance(w, QComboBox):
            for i in range(w.count()):
                add(f"{name}[{i}]", w.itemText(i))
        elif isinstance(w, QLineEdit):
            add(name + " placeholder", w.placeholderText())
        elif isinstance(w, QGroupBox):
            add(name, w.title())
        elif isinstance(w, QListWidget):
            for i in range(w.count()):
                add(f"{name}[{i}]", w.item(i).text())
                add(f"{name}[{i}] tip", w.item(i).toolTip())
        elif isinstance(w, QTableWidget):
            for c in range(w.columnCount()):
                h = w.horizontalHeaderItem(c)
                add(f"{name} header {c}", h.text() if h else "")
            for r in range(w.rowCount()):
                for c in range(w.columnCount()):
                    it = w.item(r, c)
                    add(f"{name}[{r},{c}]", it.text() if it else "")
        elif isinstance(w, QTextBrowser) and w.objectName() != "ruleBrowser":
            add(name, w.toPlainText())  # the rule text keeps the games' own terms: checked apart
    for a in getattr(root, "actions", lambda: [])():
        add("action", a.text())
    return out


def table_texts(window: MainWindow) -> list[tuple[str, str]]:
    """The texts the table draws (names, notes, counts, labels)."""
    frame = window.table.frame
    out = [("table label", v) for v in window.table.labels.values()]
    if frame is not None:
        for s in frame.seats:
            out += [("seat name", s.name), ("seat count", s.count_text)] + [("seat note", n) for n in s.notes]
        out += [("group", g) for g in frame.group_labels] + [("last trick", frame.last_trick_label)]
    return out


def leftovers(texts: list[tuple[str, str]]) -> list[str]:
    return [f"{where}: {text[:80]!r} ({', '.join(words[:10])})" for where, text in texts
            if (words := english_words(text))]


@pytest.fixture
def window(qtbot, shared_worker):
    install_language("en")
    w = shown_window(qtbot, shared_worker)
    yield w
    w.close()
    install_language("en")


def start(window: MainWindow, game_id: str, n: int):
    players = [PlayerInfo("You", "human")] + [PlayerInfo(name, "ai", "random") for name in sorted(PEOPLE)][: n - 1]
    return window.start_game(GameSetup(game_id, players, {}, 7105))  # a seed no other window test uses


def run_dialog(qtbot, opener, inspect) -> None:
    """Open a modal dialog with ``opener``, let ``inspect`` look at it, then close it."""
    seen: list[QWidget] = []

    def look() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None:
            QTimer.singleShot(20, look)
            return
        seen.append(dialog)
        try:
            inspect(dialog)
        finally:
            if isinstance(dialog, QDialog):
                dialog.reject()
            else:
                dialog.close()

    QTimer.singleShot(0, look)
    opener()
    assert seen, "no dialog was opened"


def test_switching_to_japanese_leaves_no_english_in_the_window_and_dialogs(qtbot, window):
    session = start(window, "tarokk", 4)
    window.show_rules()
    qtbot.waitUntil(lambda: ready(window), timeout=30_000)
    # A refusal on the screen, with its rule link, and the hints for the position.
    pack = window.game_lookup("tarokk").pack
    assert session._refuse_action(Action("play", pack.cards[0]))
    assert window.panel.rule_link.isVisible()
    assert window.request_hint()
    qtbot.waitUntil(lambda: bool(window.hint_bar.lines), timeout=30_000)
    english_before = leftovers(widget_texts(window))
    assert len(english_before) > 20  # the check below can see English when there is some

    window.apply_settings(replace(window.settings, language="ja"))
    qtbot.wait(50)

    found = leftovers(widget_texts(window) + table_texts(window))
    assert not found, "English left after switching:\n" + "\n".join(found)
    assert window.rule_pane.reading_mode == "ja"
    from tarotdesk import rules_text

    assert window.rule_pane.current_text().startswith(rules_text.load("tarokk", "ja").title)
    assert "ゲーム" in window.menu_game.title()
    assert window.hint_bar.lines
    assert all(any(ch > "\u2e7f" for ch in line.reason + line.action) for line in window.hint_bar.lines)

    collected: list[str] = []

    def check(dialog: QWidget) -> None:
        collected.extend(leftovers(widget_texts(dialog)))

    run_dialog(qtbot, window.settings_dialog, check)
    run_dialog(qtbot, window.show_keys, check)
    run_dialog(qtbot, window.new_game_dialog, check)
    run_dialog(qtbot, window.show_about, check)
    # The windows of saved games, statistics and replays.
    run_dialog(qtbot, window.files.show_saved_games, check)
    statistics = window.files.show_statistics()
    qtbot.wait(20)
    check(statistics)
    statistics.close()
    viewer = window.files.replay_current()
    assert viewer is not None
    qtbot.waitUntil(lambda: not viewer.table.busy, timeout=5000)
    check(viewer)
    viewer.close()
    assert not collected, "English in dialogs:\n" + "\n".join(collected)

    # And back: English again everywhere, Japanese gone from the menus.
    window.apply_settings(replace(window.settings, language="en"))
    assert window.menu_game.title() == "&Game"
    assert window.rule_pane.reading_mode == "en"
    assert not any(ch > "\u2e7f" for _, text in widget_texts(window.menuBar()) for ch in text)


def test_the_log_is_rewritten_in_the_new_language(qtbot, window):
    start(window, "cirulla", 2)
    qtbot.waitUntil(lambda: window.log.count() >= 2, timeout=30_000)
    before = [window.log.item(i).text() for i in range(window.log.count())]
    window.apply_settings(replace(window.settings, language="ja"))
    after = [window.log.item(i).text() for i in range(window.log.count())]
    assert len(after) >= len(before)
    assert after[0].startswith("新しいゲーム")
    assert not leftovers([("log", t) for t in after])


def test_the_first_start_follows_the_system_locale(monkeypatch):
    from tarotdesk.ui.model.settings import Settings as FreshSettings

    for var in ("LC_ALL", "LC_MESSAGES", "LANGUAGE"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", "ja_JP.UTF-8")
    assert FreshSettings().language == "ja"
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    assert FreshSettings().language == "en"


def test_a_person_called_you_reads_grammatically_in_both_languages(qtbot, window):
    session = start(window, "tarocco-lombardo", 4)
    w = session.words
    assert w.text("event.deal_started", {"dealer": Seat(0), "deal": 0}) == "New deal: You deal."
    played = w.event(Event("card_played", 0, {"card": "T21"}))
    assert played.startswith("You play ") and "plays" not in played
    window.apply_settings(replace(window.settings, language="ja"))
    w = window.session.words
    assert w.text("event.deal_started", {"dealer": Seat(0), "deal": 0}) == "新しいディール：あなたが配ります。"
    assert w.seat(0) == "あなた"


@pytest.mark.parametrize(("template", "expected"), [
    ("{seat} plays the {card}.", "You play the Fool (Matto)."),
    ("{seat} is the declarer.", "You are the declarer."),
    ("{seat} has no won card yet.", "You have no won card yet."),
    ("{seat} passes.", "You pass."),
    ("{seat} never won a trick.", "You never won a trick."),
    ("{seat} played the Matto and keeps it.", "You played the Matto and keep it."),
    ("{seat} chooses a card of their pile.", "You choose a card of your pile."),
    ("{seat}'s side wins.", "Your side wins."),
    ("Bruno gives a card to {seat}.", "Bruno gives a card to you."),
    ("Contra by {seat}: 2.", "Contra by you: 2."),
    ("{seat}: +3", "You: +3"),
    ("Card points of {seats}: 30.", "Card points of Bruno and you: 30."),
])
def test_english_lines_about_you_are_grammatical(template, expected):
    from tarotdesk.games.registry import get_game
    from tarotdesk.ui.model.words import Words

    w = Words(get_game("tarocco-lombardo"), "en", ["You", "Bruno", "Carla", "Dario"])
    w.tables = ({"event.x": {"en": template, "ja": template}},)
    assert w.text("event.x", {"seat": Seat(0), "seats": Seats([0, 1]), "card": "FOOL"}) == expected
    # Other people keep the third person.
    w2 = Words(get_game("tarocco-lombardo"), "en", ["Anna", "Bruno", "Carla", "Dario"])
    w2.tables = w.tables
    shown = w2.text("event.x", {"seat": Seat(0), "seats": Seats([0, 1]), "card": "FOOL"})
    assert shown.startswith(("Anna", "Bruno", "Contra", "Card"))


def test_card_codes_inside_a_text_parameter_become_names():
    from tarotdesk.games.registry import get_game
    from tarotdesk.ui.model.words import Words

    w = Words(get_game("cirulla"), "en", ["You", "Bruno"])
    assert w.text("event.hand_dealt", {"seat": Seat(0), "cards": "DK H6 HJ"}) == \
        "You receive King of Diamonds, 6 of Hearts, Jack of Hearts."
    ja = Words(get_game("cirulla"), "ja", ["You", "Bruno"])
    assert "DK" not in ja.text("event.hand_dealt", {"seat": Seat(0), "cards": "DK H6 HJ"})
