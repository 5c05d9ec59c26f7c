"""The New game dialog: the game, the number of players, each seat, and the rule options.

Under the game its one-line description; "Play" starts the game as set, "Watch" with the
computer in every seat (:func:`watch_setup` makes such a game without the dialog).

The rule options come from the game's ``option_specs`` (data): each gets a control of its kind
(check box, number, list of choices) with its label and its one-line explanation in the
player's language, set to the spec's default. Nothing here is specific to a game.
"""

from __future__ import annotations

from typing import Any, Sequence

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...ai.players import LEVELS
from ...core.game import Game, OptionError, OptionSpec
from ...core.records import MAX_SEED_TEXT, PlayerInfo, new_seed, typed_seed
from ...core.rules_options import OptionsRefused
from ...table.setup import GameSetup
from ..kit.controls import offer_choices
from .game_choice import ChoosesGame
from ..kit.language_change import FollowsLanguage
from ..kit.message_box import warn
from ..model.plain_text import NAME_LIMIT, one_line
from ..model.words import YOU
from ..kit.screen_fit import size_dialog

DEFAULT_LEVEL = "standard"


def game_summary(game_id: str, lang: str) -> str:
    """The game's one-line description ("" for a game without a rule text)."""
    from ... import rules_text

    try:
        return rules_text.summary(game_id, lang)
    except rules_text.RulesTextError:
        return ""


def watch_setup(game: Game, previous: dict[str, Any]) -> GameSetup:
    """A game of ``game`` for the computer in every seat, at the standard level: the player count
    and the rule options last chosen for it (``previous``: the settings' ``new_game``), or the
    game's first count and its defaults; new cards."""
    n = previous.get("players") if previous.get("game") == game.id else None
    n = n if n in game.player_counts else game.player_counts[0]
    kept = previous.get("options")
    options = kept.get(game.id) if isinstance(kept, dict) else None  # the settings file is a stranger's
    try:
        game.resolve_options(n, options if isinstance(options, dict) else {})
    except (OptionError, TypeError, ValueError):
        options = {}  # kept from another version, or refused together: the rules' own
    options = options if isinstance(options, dict) else {}
    names = _default_names()
    players = [PlayerInfo(names[s % len(names)], "ai", DEFAULT_LEVEL) for s in range(n)]
    return GameSetup(game.id, players, dict(options), new_seed())


def _default_names() -> list[str]:
    # Computer players' default names; translatable so each language can use familiar ones.
    from PySide6.QtCore import QCoreApplication

    tr = QCoreApplication
    # One call per name, so that lupdate finds each of them.
    return [tr.translate("NewGameDialog", "Anna"), tr.translate("NewGameDialog", "Bruno"), tr.translate("NewGameDialog", "Carla"),
            tr.translate("NewGameDialog", "Dario"), tr.translate("NewGameDialog", "Elena"), tr.translate("NewGameDialog", "Fabio"),
            tr.translate("NewGameDialog", "Gina"), tr.translate("NewGameDialog", "Ivo")]


class NewGameDialog(ChoosesGame, FollowsLanguage, QDialog):
    """Choose a game and its seats and options; :meth:`setup` gives the result."""

    def __init__(self, games: Sequence[Game], lang: str, previous: dict[str, Any] | None = None,
                 parent: QWidget | None = None, watch: bool = False) -> None:
        super().__init__(parent)
        self.setObjectName("newGameDialog")
        self.games = list(games)
        self.lang = lang
        self.previous = dict(previous or {})
        #: True once "Watch" was pressed: the computer plays every seat (see :meth:`setup`).
        self.watch = False
        self._option_widgets: dict[str, tuple[OptionSpec, QWidget]] = {}
        self._seat_rows: list[tuple[QLabel, QComboBox, QComboBox, QLineEdit]] = []
        layout = QVBoxLayout(self)
        top = QFormLayout()
        self.game_box = QComboBox(self)
        self.game_box.setObjectName("gameBox")
        for g in self.games:
            self.game_box.addItem(g.name(lang), g.id)
        self.players_box = QComboBox(self)
        self.players_box.setObjectName("playersBox")
        self.seed_edit = QLineEdit(self)
        self.seed_edit.setObjectName("seedEdit")
        self.seed_edit.setMaxLength(MAX_SEED_TEXT)
        self.game_label = QLabel(self)
        self.players_label = QLabel(self)
        self.seed_label = QLabel(self)
        top.addRow(self.game_label, self.game_box)
        # What the chosen game is like, in a line (the rule text's summary).
        self.summary = QLabel(self)
        self.summary.setObjectName("gameSummary")
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        self.summary.setWordWrap(True)
        top.addRow("", self.summary)
        top.addRow(self.players_label, self.players_box)
        top.addRow(self.seed_label, self.seed_edit)
        layout.addLayout(top)
        self.seats_group = QGroupBox(self)
        self.seats_grid = QGridLayout(self.seats_group)
        layout.addWidget(self.seats_group)
        self.options_group = QGroupBox(self)
        og = QVBoxLayout(self.options_group)
        self.options_area = QScrollArea(self.options_group)
        self.options_area.setWidgetResizable(True)
        self.options_host = QWidget()
        self.options_form = QFormLayout(self.options_host)
        self.options_form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.options_area.setWidget(self.options_host)
        og.addWidget(self.options_area)
        layout.addWidget(self.options_group, 1)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
            | QDialogButtonBox.StandardButton.RestoreDefaults, parent=self)
        self.play_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.play_button.setObjectName("playButton")
        self.watch_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.ActionRole)
        self.watch_button.setObjectName("watchButton")
        self.watch_button.clicked.connect(self.accept_watching)
        (self.watch_button if watch else self.play_button).setDefault(True)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults).clicked.connect(self.restore_defaults)
        layout.addWidget(self.buttons)
        self.retranslate()
        wanted = self.previous.get("game")
        index = next((i for i, g in enumerate(self.games) if g.id == wanted), 0)
        self.game_box.setCurrentIndex(index)
        self.game_box.currentIndexChanged.connect(self._game_changed)
        self.players_box.currentIndexChanged.connect(self._players_changed)
        self._game_changed(keep_previous=True)
        size_dialog(self, QSize(640, 680))

    # -- texts ------------------------------------------------------------------------------------
    def retranslate(self) -> None:
        """Set the dialog's own texts in the current language."""
        self.setWindowTitle(self.tr("New game"))
        self.play_button.setText(self.tr("Play"))
        self.watch_button.setText(self.tr("Watch"))
        self.watch_button.setToolTip(self.tr("The computer plays every seat, at the levels chosen; you watch"))
        self.game_label.setText(self.tr("Game"))
        self.players_label.setText(self.tr("Players"))
        self.seed_label.setText(self.tr("Deal seed"))
        self.seed_edit.setPlaceholderText(self.tr("empty: new cards every game"))
        self.seats_group.setTitle(self.tr("Seats (in playing order)"))
        self.options_group.setTitle(self.tr("Rule options (the defaults are the rules' own)"))
        for i, (label, kind, level, name) in enumerate(self._seat_rows):
            label.setText(self.tr("Seat %1").replace("%1", str(i + 1)))
            self._fill_kind(kind)
            self._fill_levels(level)
            if name.text() in YOU.values():  # the person's default name is the language's word
                name.setText(self.tr("You"))

    def _fill_kind(self, box: QComboBox) -> None:
        offer_choices(box, (("human", self.tr("You (at this computer)")), ("ai", self.tr("Computer"))),
                      box.currentData())

    def _fill_levels(self, box: QComboBox) -> None:
        labels = {"random": self.tr("Random"), "easy": self.tr("Easy"), "standard": self.tr("Standard"),
                  "strong": self.tr("Strong")}
        offer_choices(box, ((level, labels.get(level, level)) for level in LEVELS), box.currentData() or DEFAULT_LEVEL)

    # -- building -----------------------------------------------------------------------------------
    def _game_changed(self, *_args: Any, keep_previous: bool = False) -> None:
        g = self.game
        self.summary.setText(game_summary(g.id, self.lang))
        want = self.previous.get("players") if keep_previous and self.previous.get("game") == g.id else None
        offer_choices(self.players_box, ((n, str(n)) for n in g.player_counts), want)
        self._players_changed(keep_previous=keep_previous)

    def _players_changed(self, *_args: Any, keep_previous: bool = False) -> None:
        self._build_seats(keep_previous)
        self._build_options(keep_previous)

    def _build_seats(self, keep_previous: bool) -> None:
        grid = self.seats_grid
        old = [(k.currentData(), lv.currentData(), name.text()) for _, k, lv, name in self._seat_rows]
        if keep_previous:
            old = [(s.get("kind"), s.get("level"), s.get("name", "")) for s in self.previous.get("seats", [])]
        for widgets in self._seat_rows:
            for w in widgets:
                grid.removeWidget(w)
                w.deleteLater()
        self._seat_rows = []
        names = _default_names()
        for s in range(self.n_players):
            label = QLabel(self.seats_group)
            kind = QComboBox(self.seats_group)
            kind.setObjectName(f"seatKind{s}")
            level = QComboBox(self.seats_group)
            level.setObjectName(f"seatLevel{s}")
            name = QLineEdit(self.seats_group)
            name.setObjectName(f"seatName{s}")
            name.setMaxLength(NAME_LIMIT)  # as long as the table shows a name whole
            self._fill_kind(kind)
            self._fill_levels(level)
            prev = old[s] if s < len(old) else (None, None, "")
            k = prev[0] or ("human" if s == 0 else "ai")
            kind.setCurrentIndex(max(0, kind.findData(k)))
            if prev[1]:
                level.setCurrentIndex(max(0, level.findData(prev[1])))
            default_name = self.tr("You") if k == "human" and s == 0 else names[s % len(names)]
            remembered = one_line(str(prev[2])).strip()  # from the settings file
            # "You" remembered from a game in another language is the default name, said in this one.
            name.setText(default_name if remembered in YOU.values() else remembered or default_name)
            level.setEnabled(k == "ai")
            kind.currentIndexChanged.connect(lambda _i, kb=kind, lb=level: lb.setEnabled(kb.currentData() == "ai"))
            grid.addWidget(label, s, 0)
            grid.addWidget(kind, s, 1)
            grid.addWidget(level, s, 2)
            grid.addWidget(name, s, 3)
            self._seat_rows.append((label, kind, level, name))
        grid.setColumnStretch(3, 1)
        for i, (label, *_rest) in enumerate(self._seat_rows):
            label.setText(self.tr("Seat %1").replace("%1", str(i + 1)))

    def _build_options(self, keep_previous: bool) -> None:
        form = self.options_form
        while form.rowCount():
            form.removeRow(0)
        self._option_widgets = {}
        g = self.game
        saved = self.previous.get("options", {}).get(g.id, {}) if keep_previous else {}
        defaults = g.default_options(self.n_players)
        lang = self.lang
        for spec in g.option_specs:
            if spec.name not in defaults:
                continue
            value = saved.get(spec.name, defaults[spec.name])
            try:
                value = spec.validate(value)
            except OptionError:
                value = defaults[spec.name]
            widget = self._option_widget(spec, value)
            widget.setObjectName("option_" + spec.name)
            help_text = spec.help.get(lang) or spec.help.get("en", "")
            label = QLabel(spec.label.get(lang) or spec.label.get("en") or spec.name)
            label.setToolTip(help_text)
            widget.setToolTip(help_text)
            field = QWidget()
            fl = QVBoxLayout(field)
            fl.setContentsMargins(0, 0, 0, 4)
            fl.setSpacing(1)
            fl.addWidget(widget)
            note = QLabel(help_text)
            note.setWordWrap(True)
            note.setObjectName("help_" + spec.name)
            f = note.font()
            f.setPointSizeF(max(7.0, f.pointSizeF() * 0.88))
            note.setFont(f)
            fl.addWidget(note)
            form.addRow(label, field)
            self._option_widgets[spec.name] = (spec, widget)
        if not self._option_widgets:
            form.addRow(QLabel(self.tr("This game has no rule options.")))

    def _option_widget(self, spec: OptionSpec, value: Any) -> QWidget:
        kind = spec.kind
        lang = self.lang
        if kind == "bool":
            box = QCheckBox()
            box.setChecked(bool(value))
            return box
        if kind == "int":
            spin = QSpinBox()
            spin.setRange(spec.minimum if spec.minimum is not None else -10_000,
                          spec.maximum if spec.maximum is not None else 10_000)
            spin.setValue(int(value))
            return spin
        if kind == "list":
            edit = QLineEdit(", ".join(str(v) for v in value))
            return edit
        combo = QComboBox()
        for choice in spec.choices or ():
            labels = spec.choice_labels.get(str(choice), {})
            combo.addItem(labels.get(lang) or labels.get("en") or str(choice), choice)
        combo.setCurrentIndex(max(0, list(spec.choices or ()).index(value) if value in (spec.choices or ()) else 0))
        return combo

    def restore_defaults(self) -> None:
        """Set every rule option back to the spec's default."""
        self._build_options(keep_previous=False)

    # -- result ------------------------------------------------------------------------------------
    def options(self) -> dict[str, Any]:
        """The rule options as chosen."""
        out: dict[str, Any] = {}
        for name, (spec, w) in self._option_widgets.items():
            if isinstance(w, QCheckBox):
                out[name] = w.isChecked()
            elif isinstance(w, QSpinBox):
                out[name] = w.value()
            elif isinstance(w, QComboBox):
                out[name] = w.currentData()
            elif isinstance(w, QLineEdit):
                default = spec.default
                parts = [p.strip() for p in w.text().split(",") if p.strip()]
                sample = default[0] if default else ""
                out[name] = [int(p) if isinstance(sample, int) and p.lstrip("-").isdigit() else p for p in parts]
        return out

    def set_seat(self, seat: int, kind: str, level: str | None = None, name: str | None = None) -> None:
        """Set one seat's row (for scripts and tests)."""
        _, kb, lb, ne = self._seat_rows[seat]
        kb.setCurrentIndex(kb.findData(kind))
        if level is not None:
            lb.setCurrentIndex(lb.findData(level))
        if name is not None:
            ne.setText(name)

    def select_game(self, game_id: str, players: int | None = None) -> None:
        """Choose a game (and a player count) as a user would."""
        self.game_box.setCurrentIndex(self.game_box.findData(game_id))
        if players is not None:
            self.players_box.setCurrentIndex(self.players_box.findData(players))

    def seed(self) -> int | str:
        """The seed typed in, or a fresh random one."""
        typed = typed_seed(self.seed_edit.text())
        return new_seed() if typed is None else typed

    def setup(self) -> GameSetup:
        """The game as chosen (every seat the computer's if "Watch" was pressed)."""
        names = _default_names()
        players = []
        for s, (_, kb, lb, ne) in enumerate(self._seat_rows):
            kind = "ai" if self.watch else kb.currentData()
            # A name goes into the record: no control characters, no line breaks.
            name = one_line(ne.text()).strip() or (self.tr("You") if kind == "human" else names[s % len(names)])
            if self.watch and kb.currentData() == "human":
                name = names[s % len(names)]  # "You" does not play a watched game
            players.append(PlayerInfo(name, kind, lb.currentData() if kind == "ai" else None))
        return GameSetup(self.game.id, players, self.options(), self.seed())

    def remembered(self) -> dict[str, Any]:
        """The choices to offer again next time."""
        options = dict(self.previous.get("options", {}))
        options[self.game.id] = self.options()
        return {
            "game": self.game.id,
            "players": self.n_players,
            "seats": [{"kind": k.currentData(), "level": lv.currentData(), "name": ne.text()}
                      for _, k, lv, ne in self._seat_rows],
            "options": options,
        }

    def accept_watching(self) -> None:
        """The Watch button: start the game with the computer in every seat."""
        self.watch = True
        self.accept()
        if not self.result():
            self.watch = False  # the options were refused: the dialog stays open

    def accept(self) -> None:  # noqa: D102 - Qt API
        try:
            self.game.resolve_options(self.n_players, self.options())
        except OptionError as exc:
            # A refused combination says why in the dialog's language (the game's message table).
            why = exc.text(self.lang, (self.game.messages,)) if isinstance(exc, OptionsRefused) else str(exc)
            warn(self, self.tr("Rule options"),
                 self.tr("These rule options cannot be played together: %1").replace("%1", why))
            return
        super().accept()

