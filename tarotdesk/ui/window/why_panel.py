""""Why did it play that?": a computer player's move explained.

The person asks from a log line of a computer player's move (its context menu, or the W key
with the line selected), from the card it played while that card is on the table (the card's
context menu), or with W alone for the last move of the deal. :class:`WhyAsker` finds the move
(the lines the session logs right after a change belong to it) and asks the seat's channel
(:meth:`~tarotdesk.table.channel.SeatChannel.ask_why`), which answers only from what the
person's seat may know: during the deal, what the move did and what anyone at the table may
infer from it; once the deal is over, the strong player's reading of the position the move was
made in. :class:`WhyPanel` shows the answer in the window's language: the move, its reason,
and once the deal is over the alternatives weighed, each compared with the move made in points,
the rule that forced a forced move, and, when the seat plays at another level, that these are
the strong player's reasons and whether it agrees. The engine's own figures (each move's
expected game points, sampled estimates) show under "Details".
"""

from __future__ import annotations

import html
from typing import TYPE_CHECKING, Any, Callable

from PySide6.QtCore import QObject, QPoint, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QMenu, QPushButton, QVBoxLayout, QWidget

from ..kit.language_change import FollowsLanguage
from ...ai.why import MoveExplanation
from ...core.cards import Card
from ..kit.controls import new_linked_text
from ..kit.screen_fit import size_dialog
from ..scene.table_items import CardItem
from ..model.words import Words

if TYPE_CHECKING:
    from .shell import Shell
    from ..play.session import PlaySession

#: Alternatives listed besides the move made.
SHOWN = 5


class WhyPanel(FollowsLanguage, QDialog):
    """The answer to "Why did it play that?" (not modal: the game can be watched meanwhile)."""

    ruleRequested = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("whyPanel")
        layout = QVBoxLayout(self)
        self.text, scroll = new_linked_text(self, "whyText", self._link)  # every value in it is escaped
        layout.addWidget(scroll, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)
        self.details_button = QPushButton(self)
        self.details_button.setObjectName("whyDetails")
        self.details_button.setCheckable(True)
        self.details_button.toggled.connect(lambda _on: self.text.setText(self._render()))
        buttons.addButton(self.details_button, QDialogButtonBox.ButtonRole.ActionRole)
        layout.addWidget(buttons)
        self._render: Callable[[], str] = lambda: ""
        size_dialog(self, QSize(560, 420))
        self.retranslate()

    def show_text(self, render: Callable[[], str]) -> None:
        """Show what ``render`` writes (in the current language; written again when it changes)."""
        self._render = render
        self.text.setText(render())
        self.show()

    def retranslate(self) -> None:
        """Set the texts in the current language."""
        self.setWindowTitle(self.tr("Why did it play that?"))
        self.details_button.setText(self.tr("Details"))
        self.details_button.setToolTip(self.tr("Show or hide the search's figures: each move's expected game points"))
        self.text.setText(self._render())


    def _link(self, href: str) -> None:
        if href.startswith("rule:"):
            self.ruleRequested.emit(href[len("rule:"):])

    def explanation_html(self, answer: MoveExplanation, words: Words, level: str) -> str:
        """The answer as the panel shows it (every value escaped)."""
        e = html.escape
        played = self.tr("%1's move: %2").replace("%1", words.seat(answer.seat)).replace(
            "%2", words.action(answer.action))
        parts = [f"<h3>{e(played)}</h3>"]
        chosen = answer.chosen
        if answer.public:
            return "".join(parts) + self._public_html(answer, words)
        if answer.forced_by is not None or (chosen is not None and chosen.reason == "only-move"):
            only = self.tr("It was the only legal move.")
            parts.append(f"<p>{e(only)}</p>")
            if answer.forced_by is not None:
                other = self.tr("Any other card: %1").replace("%1", words.refusal(answer.forced_by))
                parts.append(f"<p>{e(other)}{self._rule_link(words, answer.forced_by.rule)}</p>")
        elif chosen is not None:
            label = self.tr("Its reason:")
            reason = words.hint(chosen.reason, chosen.params)
            parts.append(f"<p><b>{e(label)}</b> {e(reason)}{self._rule_link(words, chosen.rule)}</p>")
            figures = words.hint_details(chosen.reason, chosen.params, chosen.value, chosen.visits)
            if self.details_button.isChecked() and figures:
                parts.append(f"<p><small>{e(figures)}</small></p>")
        if len(answer.weighed) > 1:
            parts.append(self._alternatives(answer, words))
        parts.append(f"<p>{e(self._agreement(answer, words, level))}</p>")
        return "".join(parts)

    def _public_html(self, answer: MoveExplanation, words: Words) -> str:
        # During the deal: what everybody saw the move do; the cards it was chosen among stay hidden.
        e = html.escape
        parts = []
        chosen = answer.chosen
        if chosen is not None:
            label = self.tr("What everybody saw:")
            reason = words.hint(chosen.reason, chosen.params)
            parts.append(f"<p><b>{e(label)}</b> {e(reason)}{self._rule_link(words, chosen.rule)}</p>")
        later = self.tr("The other cards %1 could have played are still hidden in that hand. Once the deal is "
                        "over, ask again to see the moves it weighed.").replace("%1", words.seat(answer.seat))
        parts.append(f"<p>{e(later)}</p>")
        return "".join(parts)

    def _alternatives(self, answer: MoveExplanation, words: Words) -> str:
        e = html.escape
        shown = answer.weighed[:SHOWN]
        if answer.chosen is not None and answer.chosen not in shown:
            shown.append(answer.chosen)
        details = self.details_button.isChecked()
        played = answer.chosen.value if answer.chosen is not None else None
        rows = []
        for h in shown:
            label = e(words.action(h.action))
            if h.action == answer.action:
                mark = self.tr("played")
                label = f"<b>{label}</b> ({e(mark)})"
            # Plain words compare each move with the one made; the expected game points are the
            # engine's own figure, shown under "Details".
            figure = f"{h.value:+.2f}" if details else e(self.compared(h.value, played, h.action == answer.action))
            rows.append(f"<tr><td align='right'>{figure}</td><td>{label}</td>"
                        f"<td>{e(words.hint(h.reason, h.params))}</td></tr>")
        head = e(self.tr("The moves it weighed, with the game points each is expected to bring:") if details
                 else self.tr("The moves it weighed, each against the move made:"))
        return f"<p>{head}</p><table cellspacing='6'>{''.join(rows)}</table>"

    def compared(self, value: float, played: float | None, is_played: bool) -> str:
        """A move's expected result against the move made, in points a player counts."""
        if is_played or played is None:
            return ""
        diff = round(value - played, 1)
        if abs(diff) < 0.1:
            return self.tr("about the same")
        text = self.tr("about %1 points better") if diff > 0 else self.tr("about %1 points worse")
        return text.replace("%1", f"{abs(diff):.1f}")

    def _agreement(self, answer: MoveExplanation, words: Words, level: str) -> str:
        best = words.action(answer.weighed[0].action) if answer.weighed else ""
        if level == "strong":
            return "" if answer.agrees else self.tr(
                "Searched again now, the strong player would rather play %1.").replace("%1", best)
        note = self.tr("%1 plays at the %2 level: these are the strong player's reasons for that position.").replace(
            "%1", words.seat(answer.seat)).replace("%2", self.level_name(level))
        then = self.tr("The strong player would have made the same move.") if answer.agrees else self.tr(
            "The strong player would rather have played %1.").replace("%1", best)
        return note + " " + then

    def level_name(self, level: str) -> str:
        """An AI level's name in the current language."""
        names = {"random": self.tr("random"), "easy": self.tr("easy"), "standard": self.tr("standard"),
                 "strong": self.tr("strong")}
        return names.get(level, level)

    def _rule_link(self, words: Words, anchor: str | None) -> str:
        title = words.rule_title(anchor) if anchor else ""
        if not title:
            return ""
        label = html.escape(self.tr("Rule: %1").replace("%1", title))
        return f' <a href="rule:{html.escape(anchor or "")}">{label}</a>'


class WhyAsker(QObject):
    """The window's side of "Why did it play that?" (see the module documentation)."""

    def __init__(self, window: "Shell") -> None:
        super().__init__(window)
        self.window = window
        self.panel: WhyPanel | None = None
        self._session: "PlaySession | None" = None
        self._logging: int | None = None  # the move whose lines the session is logging now
        self._moves: dict[int, int] = {}  # log entry -> the index of the move it tells
        self._told: dict[int, tuple[int, Any]] = {}  # move -> its seat and action, as the person saw them
        self._token: tuple[Any, ...] | None = None
        self.action = QAction(window)
        self.action.setObjectName("actionWhy")
        self.action.setShortcut(QKeySequence("W"))
        self.action.triggered.connect(self.ask_selected)
        window.add_window_action(self.action)
        window.log.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        window.log.customContextMenuRequested.connect(self._log_menu)
        window.table.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        window.table.customContextMenuRequested.connect(self._table_menu)
        window.sessionStarted.connect(self._attach)

    def retranslate(self) -> None:
        """Set the texts in the current language."""
        self.action.setText(self.tr("&Why did it play that?"))
        if self.panel is not None:
            self.panel.retranslate()

    # -- which move a line or a card tells --------------------------------------------------------
    def _attach(self, session: "PlaySession") -> None:
        self._session = session
        self._moves = {}
        self._told = {}
        self._logging = None
        session.stepped.connect(self._stepped)
        session.logged.connect(self._logged)

    def _stepped(self, step: Any) -> None:
        # The session logs a change's events right after telling it: those lines are its move's.
        if step.move is None or step.action is None or step.seat is None:
            self._logging = None
            return
        self._logging = step.move
        self._told[step.move] = (step.seat, step.action)
        QTimer.singleShot(0, self._done_logging)

    def _done_logging(self) -> None:
        self._logging = None

    def _logged(self, *_line: Any) -> None:
        if self._session is not None and self._logging is not None:
            self._moves[len(self._session.log_entries) - 1] = self._logging

    def move_of_row(self, row: int) -> int | None:
        """The computer player's move the log's line ``row`` tells (None if it tells none)."""
        s = self._session
        if s is None or row < 0:
            return None
        entry = len(s.log_entries) - self.window.log.count() + row
        move = self._moves.get(entry)
        return move if move is not None and s.is_computer(self._told[move][0]) else None

    def move_of_card(self, c: Card) -> int | None:
        """The computer player's move of the current deal that played ``c`` (None if none did)."""
        s = self._session
        if s is None:
            return None
        for move, seat, action in reversed(s.seats.moves()):
            if action.card == c:
                return move if s.is_computer(seat) else None
        return None

    def last_move(self) -> int | None:
        """The last computer player's move of the current deal."""
        s = self._session
        if s is None:
            return None
        return next((move for move, seat, _a in reversed(s.seats.moves()) if s.is_computer(seat)), None)

    # -- asking ---------------------------------------------------------------------------------------
    def ask_selected(self) -> bool:
        """The W key: the selected log line's move when the log has the focus, else the last one."""
        log = self.window.log
        move = self.move_of_row(log.currentRow()) if log.hasFocus() else None
        move = move if move is not None else self.last_move()
        return move is not None and self.ask(move)

    def ask(self, move: int) -> bool:
        """Ask why move ``move`` (an index of the match's moves) was made; False if it cannot be."""
        s = self._session
        if s is None:
            return False
        known = {m: (seat, action) for m, seat, action in s.seats.moves()}
        known.update(self._told)
        if move not in known:
            return False
        seat, action = known[move]
        token = self._token = ("why", id(self), id(s), move)
        words = s.words
        waiting = self.tr("Reading %1's position before %2…").replace("%1", words.seat(seat)).replace(
            "%2", words.action(action))
        self._show(lambda: html.escape(waiting))
        asked = s.seats.ask_why(move, lambda answer: self._answered(token, answer),
                                lambda message: self._failed(token, message))
        if not asked and self._token == token:
            self._token = None
            self._failed(token, self.tr("this move cannot be explained here"))
        return asked

    def _answered(self, token: Any, answer: MoveExplanation) -> None:
        s = self._session
        if token != self._token or s is None:
            return
        self._token = None
        level = s.seats.level(answer.seat)
        self._show(lambda: self.panel.explanation_html(answer, self._session.words if self._session else s.words,
                                                       level) if self.panel is not None else "")

    def _failed(self, token: Any, message: str) -> None:
        if token == self._token:
            self._token = None
            self._show(lambda: html.escape(self.tr("The move could not be explained (%1).").replace("%1", message)))

    def _show(self, render: Callable[[], str]) -> None:
        if self.panel is None:
            self.panel = WhyPanel(self.window)
            self.panel.ruleRequested.connect(self.window.open_rule)
        self.panel.show_text(render)

    # -- menus ------------------------------------------------------------------------------------------
    def _log_menu(self, pos: QPoint) -> None:
        log = self.window.log
        move = self.move_of_row(log.row(log.itemAt(pos))) if log.itemAt(pos) is not None else None
        self._menu(move, log.viewport().mapToGlobal(pos))

    def _table_menu(self, pos: QPoint) -> None:
        table = self.window.table
        item = next((it for it in table.items(pos) if isinstance(it, CardItem)), None)
        c = item.key if item is not None and isinstance(item.key, Card) else None
        on_table = item is not None and not item.in_hand
        self._menu(self.move_of_card(c) if c is not None and on_table else None,
                   table.viewport().mapToGlobal(pos))

    def _menu(self, move: int | None, at: QPoint) -> None:
        if move is None:
            return
        menu = QMenu(self.window)
        menu.setObjectName("whyMenu")
        menu.addAction(self.tr("Why did it play that?"), lambda: self.ask(move))
        menu.popup(at)
