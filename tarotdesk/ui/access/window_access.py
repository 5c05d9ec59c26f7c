"""The window's side of playing without seeing the table well: announcements, sounds, reading keys.

:class:`WindowAccess` follows each game the window starts, without changing how it is played:

* every line the game logs (a card played, a trick won, a bid, an announcement) is announced
  (:mod:`.announcer`), the lines of one move together; a refusal is announced at once; when it
  becomes your turn the status line is announced ("Your turn: play a card");
* the sounds (:mod:`tarotdesk.ui.kit.sound`): a card put down and a trick or capture taken as
  the table shows them, your turn, and a deal won or lost when it is settled;
* keys that say what is on the table (T), the scores (S) and the last announcement again (E),
  also in the View menu; Z enlarges the card under the cursor (:mod:`tarotdesk.ui.scene.card_zoom`);
* names for the window's parts a screen reader lists (the card table, the log, the score sheet,
  the decision row).

The table's own objects are :mod:`.table_tree`'s; the factory that makes them is installed here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence

from ...core.cards import UNKNOWN
from ..kit.sound import SoundPlayer
from ..model.sound_cues import deal_cue, table_cues
from ..play.scores import figure_text, standing_caption
from .announcer import Announcer
from .table_tree import card_name, install, joined

if TYPE_CHECKING:
    from ..model.settings import Settings
    from ..model.table_frame import Frame
    from ..play.session import PlaySession
    from ..window.shell import Shell


class WindowAccess(QObject):
    """See the module documentation."""

    def __init__(self, window: "Shell") -> None:
        super().__init__(window)
        install()
        self.window = window
        self.announcer = Announcer(window, window.table)
        self.sounds = SoundPlayer(self, volume=window.settings.sound_volume)
        self.sounds.unavailable.connect(self._no_sound)
        self.session: PlaySession | None = None
        self._last_frame: Frame | None = None
        self._turn_at: tuple[int, int] | None = None
        self._deal_over_at: int | None = None
        self.act_table = self._action("actionSayTable", "T", self.say_table)
        self.act_scores = self._action("actionSayScores", "S", self.say_scores)
        self.act_again = self._action("actionSayAgain", "E", self.say_again)
        window.menu_view.addSeparator()
        for action in (self.act_table, self.act_scores, self.act_again):
            window.menu_view.addAction(action)
        window.sessionStarted.connect(self.attach)
        window.table.frameApplied.connect(self._frame_shown)
        window.panel.noticeShown.connect(lambda text: self.announcer.say(text, assertive=True))
        window.closing.connect(self.sounds.close)  # no player outlives the window
        self.apply_settings(window.settings)

    def _action(self, name: str, key: str, slot: Any) -> QAction:
        action = QAction(self.window)
        action.setObjectName(name)
        action.setShortcut(QKeySequence(key))
        action.triggered.connect(slot)
        self.window.add_window_action(action)
        return action

    def retranslate(self) -> None:
        """Set the texts in the current language."""
        w = self.window
        self.act_table.setText(self.tr("Say the cards on the &table"))
        self.act_scores.setText(self.tr("Say the &scores"))
        self.act_again.setText(self.tr("Say the last &event again"))
        w.table.setAccessibleName(self.tr("Card table"))
        w.log.setAccessibleName(self.tr("Log"))
        w.scores.sheet.setAccessibleName(self.tr("Score sheet"))
        w.panel.setAccessibleName(self.tr("Decisions"))

    def apply_settings(self, settings: "Settings") -> None:
        """Use the settings' volume and the way cards are enlarged."""
        self.sounds.set_volume(settings.sound_volume)
        self.window.table.zoom.configure(settings.zoom_on_hover, settings.zoom_size)

    # -- following a game ------------------------------------------------------------------------------
    def attach(self, session: "PlaySession") -> None:
        """Follow the game ``session`` plays (the window's new game)."""
        self.session = session
        self._last_frame = None
        self._turn_at = None
        self._deal_over_at = None
        session.logged.connect(lambda text, _rule: self.announcer.queue(text))
        session.statusChanged.connect(lambda text, s=session: self._status(s, text))

    def _play(self, cue: str) -> None:
        if self.window.settings.sound:
            self.sounds.play(cue)

    def _frame_shown(self, frame: "Frame") -> None:
        before, self._last_frame = self._last_frame, frame
        if self.session is not None:
            for cue in table_cues(before, frame):
                self._play(cue)

    def _status(self, session: "PlaySession", text: str) -> None:
        # The status line is set whenever the table is still: the person's turn begins, or a deal ends.
        if session is not self.session:
            return
        self.window.table.setAccessibleDescription(text)
        s = session.state
        if s.deal_over or s.over:
            if self._deal_over_at != s.deal_index:
                self._deal_over_at = s.deal_index
                cue = deal_cue(s.deal_values, s.chair)
                if cue is not None:
                    self._play(cue)
            return
        seat = s.current_player
        if seat is None or session.is_computer(seat) or self._turn_at == s.position:
            return
        self._turn_at = s.position
        if session.last_seat != seat:  # not when the same person goes on (a second card to discard)
            self._play("turn")
            self.announcer.queue(text)

    def _no_sound(self, why: str) -> None:
        if self.window.settings.sound:
            self.window.show_status(self.tr("No sound: %1").replace("%1", why), 10000)

    # -- the reading keys -----------------------------------------------------------------------------
    def table_text(self) -> str:
        """What T says: the cards in the middle of the table (with who played them), then the status line."""
        frame = self.window.table.frame
        if frame is None or self.session is None:
            return self.tr("No game is being played.")
        lay = frame.layout
        named = []
        for seat, c in lay.center:
            if c is UNKNOWN:
                continue
            name = card_name(frame.pack_id, c)
            if lay.center_kind == "trick" and seat is not None and seat < len(frame.seats):
                name = self.tr("%1: %2").replace("%1", frame.seats[seat].name).replace("%2", name)
            named.append(name)
        if lay.center_kind == "trick" and named:
            said = self.tr("The trick: %1.").replace("%1", joined(named))
        elif lay.center_kind == "trick":
            said = self.tr("The trick is empty.")
        elif named:
            said = self.tr("The table: %1.").replace("%1", joined(named))
        else:
            said = self.tr("The table is empty.")
        status = self.session.status
        return f"{said} {status}" if status else said

    def scores_text(self) -> str:
        """What S says: the score sheet's caption and each seat's figure."""
        s = self.session
        if s is None:
            return self.tr("No game is being played.")
        standing = s.state.standing
        if standing is None:
            return self.tr("No game is being played.")
        figures = joined([f"{s.words.seat(seat)} {figure_text(total, standing)}"
                          for seat, total in enumerate(standing.totals)])
        return f"{standing_caption(standing).rstrip('.')}: {figures}."

    def say_table(self) -> None:
        """T: say what is on the table."""
        self.announcer.say(self.table_text(), assertive=True, event=False)

    def say_scores(self) -> None:
        """S: say the scores."""
        self.announcer.say(self.scores_text(), assertive=True, event=False)

    def say_again(self) -> None:
        """E: say the last announcement again."""
        self.announcer.say(self.announcer.last or self.tr("Nothing has been said yet."), assertive=True, event=False)
