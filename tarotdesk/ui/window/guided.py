"""Guided games in the window: the coach panel, and how to start one.

:func:`start_guide` plays one of the guided first games (``resources/guides``);
:func:`start_guided_game` plays any record's first deal with the coach (a deal made in an
editor, say): with a guide, the computer seats play its script and the coach explains it step
by step; without one, or once the person leaves the script, the computer plays on by itself
and the coach explains in general terms (the rule of the moment, the hints' reasons).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtWidgets import (
    QDockWidget,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from ..kit.language_change import FollowsLanguage
from ...core.cards import card, is_card_code
from ...core.records import PlayerInfo, Record
from ...guides import Guide, load_guide
from ...guides.coach import Coach
from ...table.opening import opened
from ..play.hint_bar import HINT_BUTTON_STYLE

if TYPE_CHECKING:
    from .shell import Shell
    from ..play.session import PlaySession

#: The coach column's width beside the table (logical pixels).
COACH_WIDTH = 300


class CoachPanel(FollowsLanguage, QWidget):
    """The coach's column: what the coach says, the rules it links to, "Next" and "Hint"."""

    def __init__(self, window: "Shell") -> None:
        super().__init__(window)
        self.setObjectName("coachPanel")
        self.window_ = window
        self.session: PlaySession | None = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 6)
        self.title = QLabel(self)
        self.title.setObjectName("coachTitle")
        self.title.setStyleSheet("QLabel { font-weight: bold; }")
        self.text = QLabel(self)
        self.text.setObjectName("coachText")
        self.expected = QLabel(self)
        self.expected.setObjectName("coachExpected")
        self.expected.setStyleSheet("QLabel { color: #1b7a43; font-weight: bold; }")
        for label in (self.title, self.text, self.expected):
            label.setTextFormat(Qt.TextFormat.PlainText)
            label.setWordWrap(True)
            label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        body = QWidget(self)
        body_layout = QVBoxLayout(body)
        body_layout.setContentsMargins(0, 0, 0, 0)
        body_layout.addWidget(self.text)
        body_layout.addWidget(self.expected)
        self.links = QVBoxLayout()
        body_layout.addLayout(self.links)
        body_layout.addStretch(1)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setWidget(body)
        self.next_button = QPushButton(self)
        self.next_button.setObjectName("coachNext")
        self.next_button.clicked.connect(self.next)
        self.hint_button = QPushButton(self)
        self.hint_button.setObjectName("coachHint")
        self.hint_button.clicked.connect(lambda: self.window_.request_hint())
        row = QHBoxLayout()
        row.addWidget(self.hint_button)
        row.addStretch(1)
        row.addWidget(self.next_button)
        layout.addWidget(self.title)
        layout.addWidget(scroll, 1)
        layout.addLayout(row)
        self._rule_buttons: list[QPushButton] = []

    # -- following the game -----------------------------------------------------------------------
    def attach(self, session: PlaySession) -> None:
        """Coach ``session``'s game from now on (its table has the coach)."""
        self.session = session
        session.statusChanged.connect(self.refresh)
        session.stepped.connect(lambda _step: self.refresh())
        self.refresh()

    @property
    def lang(self) -> str:
        return self.window_.settings.language

    def next(self) -> None:
        """ "Next": read on, or let the computer make the move the coach just explained."""
        if self.session is None:
            return
        if self.session.seats.coach_next():
            self.refresh()

    def refresh(self, _status: str = "") -> None:
        """Show what the coach says at the match's present point."""
        session = self.session
        view = session.seats.coach_view() if session is not None else None
        if session is None or view is None:
            return
        title = session.seats.coach_title(self.lang)
        state = session.state
        self.title.setText(title if title is not None else self.tr("Coach"))
        if view.on_script and view.step is None and view.expected is not None:
            self.text.setText(self.tr("Play on along the guided line: its move is marked on the table."))
            rules = (state.phase,)
        elif view.on_script:
            step = view.step or session.seats.coach_last_step()
            self.text.setText(session.seats.coach_text(step, self.lang) if step is not None else "")
            rules = step.rules if step is not None else ()
        else:
            self.text.setText(self._general_text(title is None, state.deal_over or state.over))
            rules = (state.phase,) if not (state.deal_over or state.over) else ("scoring",)
        words = session.words
        self.expected.setVisible(view.expected is not None)
        if view.expected is not None:
            self.expected.setText(self.tr("Your move: %1").replace("%1", words.action(view.expected)))
        self._show_links(rules)
        self.next_button.setText(self.tr("Next"))
        self.next_button.setEnabled(view.more)
        self.next_button.setVisible(view.on_script)
        self.hint_button.setText(self.tr("Hint"))
        self.hint_button.setVisible(not view.on_script)
        # After the window has cleared the old marks and drawn the new choices.
        QTimer.singleShot(0, self._mark)

    def _general_text(self, unscripted: bool, over: bool) -> str:
        if unscripted:
            lead = self.tr("This deal has no guided line: the computer players decide for themselves.")
        else:
            lead = self.tr("You left the guided line, which is fine: from here the computer players "
                           "decide for themselves.")
        if over:
            return lead + "\n\n" + self.tr("The deal is over. The summary shows how it was scored; "
                                           "the rule below explains every line of it.")
        return lead + "\n\n" + self.tr("If a move is refused, the note above the table says which rule "
                                       "forbids it. Read the rule of this moment below, or ask for a hint "
                                       "to hear which moves the computer would consider and why.")

    def _show_links(self, anchors: tuple[str, ...]) -> None:
        from ..model.words import rule_title

        for b in self._rule_buttons:
            b.deleteLater()
        self._rule_buttons = []
        game_id = self.session.game.id if self.session is not None else ""
        for anchor in dict.fromkeys(anchors):
            title = rule_title(game_id, anchor, self.lang)
            if not title:
                continue
            b = QPushButton(self.tr("Rule: %1").replace("%1", title), self)
            b.setObjectName("coachRule:" + anchor)
            b.setFlat(True)
            b.setStyleSheet("QPushButton { color: #1a5fb4; text-align: left; }")
            b.clicked.connect(lambda _=False, a=anchor: self.window_.open_rule(a))
            self.links.addWidget(b)
            self._rule_buttons.append(b)

    def _mark(self) -> None:
        # The expected action's card or button carries the hint mark; a step may mark more cards
        # (a card on the table that matters) and buttons.
        session, window = self.session, self.window_
        view = session.seats.coach_view() if session is not None else None
        if session is None or view is None or window.session is not session or not view.on_script:
            return
        step = view.step
        highlight = step.highlight if step is not None else ()
        if view.expected is not None:
            window.mark_hint(view.expected.text)
        cards = {card(h) for h in highlight if is_card_code(h)}
        if cards:
            window.table.set_hint_mark(set(window.table.hint_marked()) | cards)
        for b in window.panel.buttons():
            if b.objectName() in highlight and not b.property("hinted"):
                b.setProperty("hinted", True)
                b.setStyleSheet(b.styleSheet() + HINT_BUTTON_STYLE)

    def retranslate(self) -> None:
        """Say the step again in the new language, once the session has taken it."""
        QTimer.singleShot(0, self.refresh)


def coach_panel(window: "Shell") -> CoachPanel:
    """The window's coach panel in its dock (made on first use)."""
    dock = window.side_dock("coachDock")
    if dock is not None:
        return dock.widget()  # type: ignore[return-value]
    panel = CoachPanel(window)
    dock = QDockWidget(window)
    dock.setObjectName("coachDock")
    dock.setWidget(panel)
    dock.setMinimumWidth(200)
    window.place_side_dock(dock, COACH_WIDTH)
    # A game without a coach hides the panel.
    window.sessionStarted.connect(lambda s: dock.setVisible(panel.session is s))
    dock.setWindowTitle(QCoreApplication.translate("CoachPanel", "Coach"))
    return panel


def guided_players(record: Record, seat: int) -> list[PlayerInfo]:
    """The seats of a guided game: the person at ``seat`` (named as the new-game dialog names
    them), the computer at the others under the record's names."""
    from PySide6.QtCore import QCoreApplication

    you = QCoreApplication.translate("NewGameDialog", "You")
    return [PlayerInfo(you, "human") if s == seat else PlayerInfo(p.name, "ai", p.level or "standard")
            for s, p in enumerate(record.players)]


def start_guided_game(window: "Shell", record: Record, guide: Guide | None = None,
                      seat: int | None = None) -> PlaySession:
    """Play ``record``'s first deal in ``window`` with the coach (replacing any game).

    With ``guide``, its script and steps (``record`` is then normally ``guide.record``); without
    one, the record's actions are not played: the deal starts from its beginning, the computer
    decides, and the coach explains in general terms. ``seat``: the person's (default: the
    guide's, else the record's first human seat, else 0).
    """
    from dataclasses import replace

    if seat is None:
        humans = [s for s, p in enumerate(record.players) if p.kind == "human"]
        seat = guide.seat if guide is not None else (humans[0] if humans else 0)
    from ...core.records import now_iso

    stamp = now_iso()  # a new match each time the guide is played, kept apart from the earlier ones
    start = replace(record, actions=[], players=guided_players(record, seat), created=stamp, updated=stamp,
                    flags={"guide": guide.id} if guide is not None else {"practice": True})
    table = opened(start, window.game_lookup).table(window.game_lookup, window.ai.service, coach=Coach(guide, seat))
    panel = coach_panel(window)
    panel.session = None  # the dock follows the session that is about to start
    session = window.start_table(table)
    panel.attach(session)
    dock = panel.parentWidget()
    dock.show()
    dock.raise_()
    return session


def start_guide(window: "Shell", guide_id: str) -> PlaySession:
    """Play the guided first game ``guide_id`` (one of :data:`tarotdesk.guides.GUIDE_IDS`)."""
    guide = load_guide(guide_id)
    return start_guided_game(window, guide.record, guide)
