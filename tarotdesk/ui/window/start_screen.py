"""The start screen: what the window shows while no game is at the table.

Every game is a tile with a few of its cards fanned out, its name, its player counts and its
one-line description (:func:`tarotdesk.rules_text.summary`), and three buttons: "Learn to play"
(its guided first game, for the games that have one), "Play…" (the New game dialog with that
game chosen) and "Watch" (a game where the computer plays every seat, at once). Above them,
"Learn to play…" opens the page of guided games and "Open a saved game…" the saved games.

The tiles are made once the window is on the screen (they load every game), and flow into as
many columns as the width allows. The side column's panes stay hidden while the start screen
is up (:meth:`MainWindow.show_start_screen`): they would be empty.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Sequence

from PySide6.QtCore import QByteArray, QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPixmap, QTransform
from PySide6.QtWidgets import (
    QDockWidget,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ... import rules_text
from ...core.cards import Card
from ..kit.controls import new_button

if TYPE_CHECKING:
    from ...core.game import Game
    from .main_window import MainWindow

#: The cards a tile fans out: the first three of these that the game's pack has.
SHOWCASE = ("SKIZ", "T21", "M1", "FOOL", "T1", "HK", "DA", "SQ", "CN")
#: Width of a fanned card and of a tile's picture (logical pixels).
FAN_CARD_W = 46
FAN_W = 112
#: The narrowest a tile may be before the tiles take fewer columns.
TILE_MIN_W = 330
FELT = "#1d5a38"
TILE_STYLE = ("QFrame#gameTile { background: #fbf8f1; border: 1px solid #c9c1ae; border-radius: 8px; }"
              "QFrame#gameTile QLabel { color: #27221a; background: transparent; }")


def showcase(game: "Game") -> list[Card]:
    """The three cards a game's tile shows (its pack's most telling cards)."""
    by_code = {c.code: c for c in game.pack.cards}
    return [by_code[code] for code in SHOWCASE if code in by_code][:3]


def player_counts_text(counts: Sequence[int]) -> str:
    """``(2, 3, 4, 5, 6, 8)`` -> "2–6, 8"; a run of two is written out ("3, 4")."""
    runs: list[list[int]] = []
    for n in sorted(counts):
        if runs and n == runs[-1][-1] + 1:
            runs[-1].append(n)
        else:
            runs.append([n])
    return ", ".join(f"{r[0]}–{r[-1]}" if len(r) > 2 else ", ".join(map(str, r)) for r in runs)


def fan_pixmap(renderer: Any, pack_id: str, cards: Sequence[Card], dpr: float) -> QPixmap:
    """The tile's picture: ``cards`` fanned from the bottom like a hand held up."""
    h = round(FAN_CARD_W * renderer.aspect(pack_id))
    size = (FAN_W, h + 18)
    out = QPixmap(round(size[0] * dpr), round(size[1] * dpr))
    out.setDevicePixelRatio(dpr)
    out.fill(Qt.GlobalColor.transparent)
    painter = QPainter(out)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    k = len(cards)
    # The most telling card lies on top, in the middle; the others open out to either side.
    order = sorted(range(k), key=lambda i: i == 0)
    for i in order:
        c = cards[i]
        place = (0, -1, 1)[i] if k == 3 else i - (k - 1) / 2
        pm = renderer.pixmap(pack_id, c.code, FAN_CARD_W, dpr)
        pivot = QPointF(size[0] / 2 + place * 22, size[1] + h * 0.2)
        painter.setTransform(QTransform().translate(pivot.x(), pivot.y()).rotate(place * 15.0)
                             .translate(-FAN_CARD_W / 2, -h * 1.12))
        painter.drawPixmap(QRectF(0, 0, FAN_CARD_W, h), pm, QRectF(0, 0, pm.width(), pm.height()))
    painter.end()
    return out


class GameTile(QFrame):
    """One game on the start screen (see the module documentation)."""

    def __init__(self, window: "MainWindow", game: "Game", guided: bool, parent: QWidget) -> None:
        super().__init__(parent)
        self.game = game
        self.setObjectName("gameTile")
        self.setProperty("game", game.id)
        self.setStyleSheet(TILE_STYLE)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)  # a row of tiles is one height
        row = QHBoxLayout(self)
        row.setContentsMargins(10, 8, 10, 8)
        self.picture = QLabel(self)
        self.picture.setFixedWidth(FAN_W)
        self.picture.setAlignment(Qt.AlignmentFlag.AlignCenter)
        row.addWidget(self.picture, 0, Qt.AlignmentFlag.AlignTop)
        text = QVBoxLayout()
        text.setSpacing(2)
        self.name, self.players, self.summary = QLabel(self), QLabel(self), QLabel(self)
        for label in (self.name, self.players, self.summary):
            label.setTextFormat(Qt.TextFormat.PlainText)  # game texts are shown as they are written
            label.setWordWrap(True)
            text.addWidget(label)
        f = self.name.font()
        f.setBold(True)
        f.setPointSizeF(f.pointSizeF() * 1.15)
        self.name.setFont(f)
        self.summary.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.MinimumExpanding)
        buttons = QHBoxLayout()
        self.learn = new_button(self, f"learn:{game.id}", lambda: window.start_screen.learn(game.id))
        self.learn.setVisible(guided)
        self.play = new_button(self, f"play:{game.id}", lambda: window.new_game_dialog(game_id=game.id))
        self.watch = new_button(self, f"watch:{game.id}", lambda: window.watch_game(game.id))
        for b in (self.learn, self.play, self.watch):
            b.setAutoDefault(False)
            buttons.addWidget(b)
        buttons.addStretch(1)
        text.addLayout(buttons)
        row.addLayout(text, 1)

    def retranslate(self, lang: str) -> None:
        """Set the texts in the window's language."""
        tr = QCoreApplication
        self.name.setText(self.game.name(lang))
        self.players.setText(tr.translate("StartScreen", "%1 players").replace(
            "%1", player_counts_text(self.game.player_counts)))
        try:
            self.summary.setText(rules_text.summary(self.game.id, lang))
        except rules_text.RulesTextError:
            self.summary.setText("")  # a game without a rule text (a test's toy game)
        self.learn.setText(tr.translate("StartScreen", "Learn to play"))
        self.learn.setToolTip(tr.translate("StartScreen", "A first deal with a coach who explains every step"))
        self.play.setText(tr.translate("StartScreen", "Play…"))
        self.play.setToolTip(tr.translate("StartScreen", "Choose the players and the rule options, then sit down"))
        self.watch.setText(tr.translate("StartScreen", "Watch"))
        self.watch.setToolTip(tr.translate("StartScreen", "The computer plays every seat; you watch the game"))

    def draw(self, renderer: Any, dpr: float) -> None:
        """Fan out the game's cards with ``renderer``."""
        self.picture.setPixmap(fan_pixmap(renderer, self.game.pack_id, showcase(self.game), dpr))


class StartScreen(QScrollArea):
    """The start screen (see the module documentation)."""

    def __init__(self, window: "MainWindow") -> None:
        super().__init__(window)
        self.window_ = window
        self.setObjectName("startScreen")
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        body = QWidget(self)
        body.setObjectName("startBody")
        body.setStyleSheet(f"QWidget#startBody {{ background: {FELT}; }}"
                           "QWidget#startBody > QLabel { color: #f3f1e8; }")
        self.setWidget(body)
        outer = QVBoxLayout(body)
        outer.setContentsMargins(24, 16, 24, 16)
        self.title, self.intro = QLabel(body), QLabel(body)
        for label in (self.title, self.intro):
            label.setTextFormat(Qt.TextFormat.PlainText)
            label.setWordWrap(True)
        f = self.title.font()
        f.setPointSizeF(f.pointSizeF() * 1.6)
        f.setBold(True)
        self.title.setFont(f)
        outer.addWidget(self.title)
        head = QHBoxLayout()
        head.addWidget(self.intro, 1)
        self.learn_button = new_button(body, "startLearn", window.show_learn_page)
        self.open_button = new_button(body, "startSaved", lambda: window.files.show_saved_games())
        for b in (self.learn_button, self.open_button):
            b.setAutoDefault(False)
            head.addWidget(b, 0, Qt.AlignmentFlag.AlignBottom)
        outer.addLayout(head)
        self.grid = QGridLayout()
        self.grid.setSpacing(10)
        outer.addLayout(self.grid)
        outer.addStretch(1)
        self.tiles: list[GameTile] = []
        self._columns = 0
        #: True while the start screen stands in the table's place.
        self.is_up = False
        #: The window's docks and toolbars as they were before the start screen put the side column away.
        self.state_before = QByteArray()
        self._put_away: list[QDockWidget] = []

    def put_up(self, up: bool) -> None:
        """Stand in the table's place, the side column's score sheet and log put away (they would
        be empty); or give the place back to the table, and the panes with it."""
        w = self.window_
        if up == self.is_up:
            return
        self.is_up = up
        if up:
            from .dock_layout import layout_version

            self.state_before = w.saveState(layout_version(w))
            self._put_away = [d for d in (w.scores_dock, w.log_dock) if not d.isHidden()]
            for d in self._put_away:
                d.hide()
            w.central.setCurrentWidget(self)
            return
        w.central.setCurrentIndex(0)
        for d in self._put_away:
            d.show()
        if w.scores_dock in self._put_away:
            w.scores_dock.raise_()  # the first tab of a narrow screen's side column
        self._put_away = []

    @property
    def filled(self) -> bool:
        """True once the games' tiles are made."""
        return bool(self.tiles)

    def fill(self) -> None:
        """Make a tile for every game (once; they need the games and their texts)."""
        if self.tiles:
            return
        from ...guides import guide_summaries

        w = self.window_
        guided = {gid for gid, _title, _line in guide_summaries(w.settings.language)}
        for game in w.games_provider():
            self.tiles.append(GameTile(w, game, game.id in guided, self.widget()))
        self.retranslate()
        self.draw_cards()
        self._place_tiles()

    def tile(self, game_id: str) -> GameTile:
        """The tile of ``game_id`` (for tests and tools)."""
        return next(t for t in self.tiles if t.game.id == game_id)

    def retranslate(self) -> None:
        """Set the texts in the window's language."""
        tr = QCoreApplication
        self.title.setText("tarotdesk")
        self.intro.setText(tr.translate("StartScreen", "Ten historical card games from Lombardy, Bologna, "
                                                       "Genoa, Hungary and Mexico, most of them almost "
                                                       "forgotten: play one against the computer, learn it "
                                                       "with a coach, or watch the computer play it."))
        self.learn_button.setText(tr.translate("StartScreen", "Learn to play…"))
        self.open_button.setText(tr.translate("StartScreen", "Open a saved game…"))
        lang = self.window_.settings.language
        for t in self.tiles:
            t.retranslate(lang)

    def draw_cards(self) -> None:
        """Draw the tiles' cards with the window's renderer (again after the card art came)."""
        dpr = self.devicePixelRatioF()
        for t in self.tiles:
            t.draw(self.window_.renderer, dpr)

    def learn(self, game_id: str) -> None:
        """A tile's "Learn to play": that game's guided first deal."""
        from .guided import start_guide

        start_guide(self.window_, game_id)

    def resizeEvent(self, event: Any) -> None:  # noqa: N802 - Qt API
        super().resizeEvent(event)
        self._place_tiles()

    def _place_tiles(self) -> None:
        columns = max(1, min(3, (self.viewport().width() - 48) // TILE_MIN_W))
        if columns == self._columns or not self.tiles:
            return
        self._columns = columns
        for t in self.tiles:
            self.grid.removeWidget(t)
        for i, t in enumerate(self.tiles):
            self.grid.addWidget(t, i // columns, i % columns)
        for c in range(3):
            self.grid.setColumnStretch(c, 1 if c < columns else 0)
