"""Text from records, settings and file names is shown as text, never as markup.

Players named with HTML (an image, a link, bold), a right-to-left mark and override, control
characters and a name of 10,000 characters sit at the table, play a deal and are counted in the
statistics; their record, saved under a file name that is HTML too, is opened in the replay
viewer and played on; the saved-games list shows it; a damaged file with such a name is refused
in a message box. After each step every widget of every window is walked (labels, buttons,
tooltips, item views and their headers, rich text documents, the table's graphics items,
actions, window titles), so a widget added later is checked as well: where Qt would render a
text as rich text it is rendered here the same way, and it must show the markup as written and
load nothing; every text shown must be free of control characters and bidi overrides, and no
name may be shown whole at 10,000 characters or make a label wider than the screen.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QModelIndex, Qt, QTimer
from PySide6.QtGui import QAction, QGuiApplication, QTextDocument
from PySide6.QtGui import Qt as QtGuiNamespace
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QComboBox,
    QGraphicsTextItem,
    QGraphicsView,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPlainTextEdit,
    QStatusBar,
    QTabBar,
    QTextEdit,
    QWidget,
)

from tarotdesk.ai.players import make_player
from tarotdesk.core.events import Refusal
from tarotdesk.core.message_params import Seat
from tarotdesk.core.match import Match
from tarotdesk.core.records import PlayerInfo, read_record, record_from_match
from tarotdesk.games.registry import all_games, get_game
from tarotdesk.storage.statistics import StatisticsStore
from tarotdesk.ui.play.ai_runner import AIRunner
from tarotdesk.table.setup import GameSetup
from tarotdesk.ui.window.main_window import MainWindow
from tarotdesk.ui.dialogs.new_game_dialog import NewGameDialog
from tarotdesk.ui.replay.replay_viewer import ReplayViewer
from tarotdesk.ui.dialogs.saved_games import SavedGamesDialog
from tarotdesk.ui.model.settings import Settings
from tarotdesk.ui.dialogs.statistics_window import StatisticsWindow
from test_autosave_resume import play_until

#: Markup pieces and the marker each holds: wherever a text holds the marker, the piece must
#: be shown as written (a rendered <img> shows nothing of it, a rendered <b> drops its tags).
PIECES = {
    "tdimg": '<img src="tdimg.png">',
    "tdlink": '<a href="td:link">tdlink</a>',
    "tdbold": "<b>tdbold</b>",
    "tdfile": '<img src="tdfile.png">',
    "tdfb": "<i>tdfb",  # a file name holds no slash, so no closing tag
    "tdbad": '<img src="tdbad.png">',
    "tddir": '<img src="tddir.png">',
}
LONG = "tdlong" + "W" * 9_994
NAMES = [
    PIECES["tdimg"],
    PIECES["tdlink"],
    PIECES["tdbold"],
    LONG,
    "\u05e9\u05e8\u05d4\u200f\u202etdrtl",  # Sara in Hebrew, a right-to-left mark, an override
    "td\x00ctl\x07\x1b[31m\nline\x85\u2028\tend\x7f",
]
HUMANS = (0, 3)
GAME = "mattazza"
#: Characters no shown text may hold: C0 and C1 controls but tab and newline, embeddings and overrides.
FORBIDDEN = {chr(c) for c in range(0x20) if chr(c) not in "\t\n"} | {chr(c) for c in range(0x7f, 0xa0)} | set(
    "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2028\u2029")


class RecordingDocument(QTextDocument):
    """A text document that notes every resource (image, style sheet) the text asks for."""

    def __init__(self) -> None:
        super().__init__()
        self.requested: list[str] = []

    def loadResource(self, kind: int, url) -> object:  # noqa: N802 - Qt API
        self.requested.append(url.toString())
        return None


def _rich(text: str) -> bool:
    return QtGuiNamespace.mightBeRichText(text)


def _document_problems(doc: QTextDocument, where: str) -> list[str]:
    """What a document shows of the hostile pieces: images or links made from them."""
    problems = []
    block = doc.begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            fmt = it.fragment().charFormat()
            if fmt.isImageFormat() and "td" in fmt.toImageFormat().name():
                problems.append(f"{where}: shows the image {fmt.toImageFormat().name()!r}")
            if fmt.isAnchor() and "td:" in fmt.anchorHref():
                problems.append(f"{where}: shows a link to {fmt.anchorHref()!r}")
            it += 1
        block = block.next()
    return problems


def _shown_problems(shown: str, raw: str, where: str) -> list[str]:
    """What is wrong with ``shown``, the text a person reads, made from ``raw``, the widget's text."""
    problems = []
    for marker, piece in PIECES.items():
        if marker in raw and piece not in shown:
            problems.append(f"{where}: {piece!r} is not shown as written in {shown[:200]!r}")
    bad = sorted({repr(ch) for ch in shown if ch in FORBIDDEN})
    if bad:
        problems.append(f"{where}: shows the control characters {', '.join(bad)} in {shown[:200]!r}")
    if "W" * 300 in shown:
        problems.append(f"{where}: shows a name of {shown.count('W')} characters whole")
    return problems


def _check(text: str, rich: bool, where: str) -> list[str]:
    """Problems of ``text`` as Qt shows it (as rich text when ``rich``)."""
    if not text:
        return []
    if not rich:
        return _shown_problems(text, text, where)
    doc = RecordingDocument()
    doc.setHtml(text)
    doc.size()  # laid out: images are asked for now
    problems = _shown_problems(doc.toPlainText(), text, where + " (rich text)")
    problems += _document_problems(doc, where)
    problems += [f"{where}: asks for the resource {url!r}" for url in doc.requested if "td" in url]
    return problems


def _name(obj) -> str:
    return f"{type(obj).__name__}({obj.objectName() or '-'})"


def _model_problems(view: QAbstractItemView, where: str) -> list[str]:
    model = view.model()
    if model is None:
        return []
    problems = []

    def cell(index: QModelIndex, place: str) -> None:
        problems.extend(_check(str(model.data(index, Qt.ItemDataRole.DisplayRole) or ""), False, place))
        tip = str(model.data(index, Qt.ItemDataRole.ToolTipRole) or "")
        problems.extend(_check(tip, _rich(tip), place + " tooltip"))

    rows = model.rowCount(QModelIndex())
    columns = 0  # a list model's column count is not public: count the columns that exist
    while model.hasIndex(0, columns):
        columns += 1
    for r in range(rows):
        for c in range(columns):
            cell(model.index(r, c), f"{where}[{r},{c}]")
    for orientation, count in ((Qt.Orientation.Horizontal, columns), (Qt.Orientation.Vertical, rows)):
        for i in range(count):
            head = str(model.headerData(i, orientation, Qt.ItemDataRole.DisplayRole) or "")
            problems.extend(_check(head, False, f"{where} header {i}"))
    return problems


def widget_problems(top: QWidget) -> list[str]:
    """Every problem of every widget of the window ``top`` (see the module documentation)."""
    problems: list[str] = []
    screen = (top.screen() or QGuiApplication.primaryScreen()).availableGeometry()
    problems += _check(top.windowTitle(), False, _name(top) + " title")
    for w in [top, *top.findChildren(QWidget)]:
        where = _name(w)
        problems += _check(w.toolTip(), _rich(w.toolTip()), where + " tooltip")
        if isinstance(w, QLabel):
            fmt = w.textFormat()
            rich = fmt == Qt.TextFormat.RichText or (fmt == Qt.TextFormat.AutoText and _rich(w.text()))
            problems += _check(w.text(), rich, where)
            if w.isVisible() and not w.wordWrap() and w.minimumSizeHint().width() > screen.width():
                problems.append(f"{where}: {w.minimumSizeHint().width()} px wide, wider than the screen")
        elif isinstance(w, QAbstractButton):
            problems += _check(w.text(), False, where)
        elif isinstance(w, QComboBox):
            problems += [p for i in range(w.count()) for p in _check(w.itemText(i), False, f"{where} item {i}")]
        elif isinstance(w, QLineEdit):
            problems += _check(w.text(), False, where)
        elif isinstance(w, QTabBar):
            problems += [p for i in range(w.count()) for p in _check(w.tabText(i), False, f"{where} tab {i}")]
        elif isinstance(w, QStatusBar):
            problems += _check(w.currentMessage(), False, where + " message")
        elif isinstance(w, (QTextEdit, QPlainTextEdit)):
            doc = w.document()
            problems += _shown_problems(doc.toPlainText(), doc.toPlainText(), where)
            problems += _document_problems(doc, where)
        if isinstance(w, QAbstractItemView):
            problems += _model_problems(w, where)
        if isinstance(w, QGraphicsView) and w.scene() is not None:
            for item in w.scene().items():
                place = f"{where} {type(item).__name__}"
                problems += _check(item.toolTip(), _rich(item.toolTip()), place + " tooltip")
                if isinstance(item, QGraphicsTextItem):
                    problems += _document_problems(item.document(), place)
                    problems += _shown_problems(item.document().toPlainText(), item.toHtml(), place)
        for action in w.actions():
            problems += _check(action.text(), False, f"{where} action")
            problems += _check(action.toolTip(), _rich(action.toolTip()), f"{where} action tooltip")
    for action in top.findChildren(QAction):
        problems += _check(action.toolTip(), _rich(action.toolTip()), f"{_name(action)} tooltip")
    return problems


def assert_plain(*windows: QWidget) -> None:
    problems = [p for w in windows for p in widget_problems(w)]
    assert not problems, "\n".join(problems[:40])


# -- the checker itself finds what it must find ---------------------------------------------------------------

def test_the_check_finds_markup_controls_and_long_names(qtbot):
    parent = QWidget()
    qtbot.addWidget(parent)
    label = QLabel(PIECES["tdimg"] + " and " + PIECES["tdbold"], parent)
    assert any("tdimg" in p for p in widget_problems(parent))  # an automatic label renders them
    label.setTextFormat(Qt.TextFormat.PlainText)
    assert widget_problems(parent) == []
    label.setToolTip(PIECES["tdlink"])
    assert any("tooltip" in p for p in widget_problems(parent))
    label.setToolTip("")
    label.setText("a\x1b[31m" + LONG)
    found = widget_problems(parent)
    assert any("control" in p for p in found) and any("whole" in p for p in found)


# -- the program --------------------------------------------------------------------------------------------

@pytest.fixture
def folder(tmp_path, monkeypatch) -> Path:
    """The settings and data folder, named in markup too (its name is in every message about its files)."""
    path = tmp_path / (PIECES["tddir"] + "\u202e")
    monkeypatch.setenv("TAROTDESK_CONFIG_DIR", str(path))
    return path


@pytest.fixture
def window(qtbot, shared_worker, folder):
    w = MainWindow(Settings(language="en", animation="instant", collect_seconds=0.0), ai=AIRunner(worker=shared_worker))
    qtbot.addWidget(w)
    w.resize(1100, 760)
    w.show()
    qtbot.waitExposed(w)
    yield w
    for v in list(w.files.viewers):
        v.close()
    if w.session is not None:
        w.session.close()
    w.files.keeper.detach()


def _players(names: list[str]) -> list[PlayerInfo]:
    return [PlayerInfo(name, "human") if s in HUMANS else PlayerInfo(name, "ai", "random")
            for s, name in enumerate(names)]


def _message_box_problems(qtbot, act) -> list[str]:
    """Run ``act``, which opens a message box; the box's problems (it is then closed)."""
    seen: list[list[str]] = []

    def inspect() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, inspect)
            return
        seen.append(widget_problems(box))
        box.close()
    QTimer.singleShot(0, inspect)
    act()
    qtbot.waitUntil(lambda: bool(seen), timeout=5000)
    return seen[0]


def _finished_match() -> Match:
    """A whole match of computer players (the viewer's summary then names the winners)."""
    game = get_game(GAME)
    match = Match(game, len(NAMES), seed="plain-text")
    bots = [make_player("random", game, s) for s in range(len(NAMES))]
    while not match.over:
        if match.deal_over:
            match.next_deal()
            continue
        seat = match.current_player
        match.apply(bots[seat].choose(match.view(seat)), seat)
    return match


def test_names_from_records_settings_and_files_are_shown_as_text(qtbot, window, tmp_path, folder):
    # At the table, in the middle of a deal (the status line and the prompt name the players),
    # then at its end (the summary, the score sheet and the log).
    window.start_game(GameSetup(GAME, _players(NAMES), {}, 5))
    play_until(qtbot, window, lambda m: len(m.actions) >= 12)
    assert PIECES["tdimg"] in window.status_label.text()
    assert_plain(window)
    # A refusal that names a player, in the panel's notice (the engine's words, as the session gives them).
    window.panel.show_notice(window.session.words.refusal(Refusal("not-your-turn", "", {"current": Seat(1)})))
    assert PIECES["tdlink"] in window.panel.notice.text()
    assert_plain(window)
    window.panel.show_notice("")
    play_until(qtbot, window, lambda m: False)
    match = window.game_table.match
    assert match.deal_over
    qtbot.waitUntil(window.summary.isVisible, timeout=60_000)
    assert_plain(window)
    plates = [item for item in window.table.scene().items() if hasattr(item, "info")]
    assert any(PIECES["tdimg"] in item.info.name for item in plates)  # the names are there, as text
    # The statistics count both people, the one named in markup and the one with the long name;
    # a damaged statistics file in the data folder is named in the window's note.
    stats = window.files.show_statistics()
    qtbot.waitExposed(stats)
    assert stats.matches.rowCount() == 2
    assert_plain(stats)
    stats.close()
    damaged_stats = StatisticsStore(window.files.keeper.statistics.path)
    damaged_stats.path.write_text("{ not json", encoding="utf-8")
    note_window = StatisticsWindow(damaged_stats, window.game_lookup, "en", window)
    qtbot.addWidget(note_window)
    assert PIECES["tddir"] in note_window.note.text()
    assert_plain(note_window)
    note_window.close()

    # The game played, under a file name that is markup too, is played on at the table; a whole
    # match under such a name is replayed; the saved-games list and the recent files show both.
    path = tmp_path / (PIECES["tdfb"] + "\u202e" + PIECES["tdfile"] + "\n.tarotdesk")
    path.write_text(record_from_match(match, _players([n[:200] for n in NAMES])).to_text(), encoding="utf-8")
    assert read_record(path, get_game).players[3].name == LONG[:200]  # as long as a record's name may be
    assert window.files.open_path(path)  # a person is to play: the game goes on at the table
    assert_plain(window)
    finished = _finished_match()
    whole = tmp_path / (PIECES["tdfb"] + PIECES["tdfile"] + " whole.tarotdesk")
    whole.write_text(record_from_match(finished, _players([n[:200] for n in NAMES])).to_text(), encoding="utf-8")
    assert window.files.open_path(whole, replay=True)
    viewer = window.files.viewers[-1]
    qtbot.waitExposed(viewer)
    assert viewer.summary.isVisible() and PIECES["tdlink"] in viewer.summary.outcome.text()
    assert_plain(viewer)
    # A move of the player named with an image: the position's line names them.
    viewer.go_to(next(k for k, stop in enumerate(viewer.source._timeline.stops) if stop.seat == 0 and stop.action))
    assert PIECES["tdimg"] in viewer.info.text()
    assert_plain(viewer)
    window.files._fill_recent()
    assert_plain(window.files.menu_recent)
    dialog = SavedGamesDialog(window.files.keeper.library, window.files.recent.paths, window.game_lookup, "en",
                              window)
    qtbot.addWidget(dialog)
    assert {str(path), str(whole)} <= {e.path for e in dialog.entries}
    assert_plain(dialog)
    dialog.close()

    # Names of 10,000 characters, as the table has them, straight into the viewer.
    long_viewer = window.files.replay_record(record_from_match(finished, _players(NAMES)), whole.name)
    assert isinstance(long_viewer, ReplayViewer)
    qtbot.waitExposed(long_viewer)
    assert_plain(long_viewer)

    # A damaged file named in markup: the message box says so as text.
    broken = tmp_path / (PIECES["tdbad"] + ".tarotdesk")
    broken.write_text('{"format": "tarotdesk-record"', encoding="utf-8")
    problems = _message_box_problems(qtbot, lambda: window.files.open_path(broken))
    assert problems == []


def test_a_name_of_ten_thousand_characters_leaves_the_window_on_the_screen(qtbot, window):
    screen = window.screen().availableGeometry()
    window.start_game(GameSetup(GAME, _players([LONG] * 6), {}, 6))
    play_until(qtbot, window, lambda m: len(m.actions) >= 8)
    assert window.status_label.minimumSizeHint().width() < screen.width()
    assert_plain(window)  # no label that does not wrap is wider than the screen
    assert all(len(window.session.words.seat(s)) < 40 for s in range(6))


def test_names_remembered_in_the_settings_are_offered_as_text(qtbot):
    previous = {"game": GAME, "players": len(NAMES), "options": {},
                "seats": [{"kind": "human" if s in HUMANS else "ai", "level": "random", "name": name}
                          for s, name in enumerate(NAMES)]}
    dialog = NewGameDialog(all_games(), "en", previous)
    qtbot.addWidget(dialog)
    assert_plain(dialog)
    names = [p.name for p in dialog.setup().players]
    assert names[0] == PIECES["tdimg"] and names[5] == "tdctl[31m line   end"  # breaks and tabs as spaces
    assert all(len(name) <= 32 for name in names)
