"""The person's choices at the table: the decision row, cards to drag, click, select and name.

:class:`PersonInput` is the half of :class:`~tarotdesk.ui.play.session.PlaySession` that
turns the person's clicks, drops and keys into actions: the legal actions of the seat's
snapshot are sorted by shape (:mod:`tarotdesk.ui.model.decisions`) into cards to play, cards to
select and confirm, captures to pick on the table, cards to name in a picker and buttons;
every action is checked through the seat's channel first, and a refusal is shown in the game's
words (with its rule) while the card goes back to the hand.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox

from ...core.actions import Action
from ...core.cards import Card
from ...core.events import IllegalAction
from ..kit.message_box import choose
from ..model.decisions import capture_cards
from ..model.input_state import Reply
from ..scene.table_items import OPTION_COLOURS
from .decision_panel import Choice

if TYPE_CHECKING:
    from ...table.local import LocalSeats
    from ...table.state import TableState
    from ..dialogs.card_picker import CardPickerDialog
    from ..model.input_state import HumanInput
    from ..model.words import Words
    from ..scene.table_view import TableView
    from .decision_panel import DecisionPanel

#: Kinds of action that decide for the whole game, not the deal (Tarokk's "end after the Skiz
#: circuit"): set apart from the deal's choices and confirmed before they are made.
MATCH_DECISIONS = frozenset({"session"})


class PersonInput:
    """The person's side of a play session (mixed into :class:`PlaySession`)."""

    seats: "LocalSeats"
    state: "TableState"
    table: "TableView"
    panel: "DecisionPanel"
    input: "HumanInput"
    words: "Words"
    picker_factory: Callable[..., "CardPickerDialog"]

    # The session provides _seat, _collected_by_input, _refresh, _hints_follow_choice,
    # _prompt_text, _show_refusal, _refuse, _select_hint and _batch. The texts keep the session's translation
    # context, written out so that lupdate finds them under it.

    def _render_choices(self) -> None:
        d = self.input.decisions
        if d is None or self._seat() is None:
            self.panel.set_choices([])
            return
        w = self.words
        choices: list[Choice] = []
        hint = ""
        if self.input.capture is not None:
            card, options = self.input.capture
            for i, option in enumerate(options):
                choices.append(Choice(w.action(option), lambda o=option: self.send(o),
                                      colour=OPTION_COLOURS[i % len(OPTION_COLOURS)], name=option.text,
                                      lasting=False))
            choices.append(Choice(QCoreApplication.translate("PlaySession", "Cancel"), self.cancel_choice, name="cancel"))
            # Only options that take table cards mark any (Porrazo's ways of playing a card, on an
            # empty table, take none): the panel speaks of marked cards only when there are some.
            if any(capture_cards(option) for option in options):
                hint = QCoreApplication.translate("PlaySession", "Choose what %1 takes: click the marked table cards or a button.").replace(
                    "%1", w.card(card))
            else:
                hint = QCoreApplication.translate("PlaySession", "Choose how to play %1: click a button.").replace("%1", w.card(card))
        else:
            if self.input.pending is not None:
                options = d.play_options(self.input.pending)
                label = w.action(options[0]) if len(options) == 1 else \
                    QCoreApplication.translate("PlaySession", "Play %1…").replace("%1", w.card(self.input.pending))
                choices.append(Choice(label, lambda c=self.input.pending: self.play_card(c), name="play-chosen"))
            for a in d.words:
                if a.kind not in MATCH_DECISIONS:
                    choices.append(Choice(w.action(a), lambda a=a: self.send(a), name=a.text))
            for kind in d.names:
                choices.append(Choice(w.action_kind(kind), lambda k=kind: self.name_card(k), name="name:" + kind))
            if d.selects and self.input.select_kind:
                hint = self._selection_choices(choices)
            elif d.plays:
                hint = QCoreApplication.translate("PlaySession", "Drag a card to the table, or click it twice (arrows and Enter work too).")
            # A decision for the whole game stands apart at the end of the row, and is confirmed.
            for a in d.words:
                if a.kind in MATCH_DECISIONS:
                    choices.append(Choice(w.action(a), lambda a=a: self.send_confirmed(a), name=a.text, apart=True))
        # A bid keeps its key from round to round (keys are given per game and phase).
        self.panel.set_choices(choices, hint, scope=(self.state.game.id, self.state.phase))

    def _selection_choices(self, choices: list[Choice]) -> str:
        # Cards chosen one by one and confirmed (discards): the confirm button counts them.
        d = self.input.decisions
        assert d is not None and self.input.select_kind is not None
        w = self.words
        kind = self.input.select_kind
        for other in d.selects:
            if other != kind:
                choices.append(Choice(QCoreApplication.translate("PlaySession", "Choose cards for: %1").replace("%1", w.action_kind(other)),
                                      lambda k=other: self._switch_select(k), name="select:" + other))
        need = self.input.need
        have = len(self.input.selected)
        base = w.action(Action(kind, tuple(self.input.selected))) if self.input.selected else w.action_kind(kind)
        label = f"{base} ({have}/{need})" if need else base
        ok = have == need if need else have > 0
        choices.append(Choice(label, self.confirm_selection, enabled=ok, name="confirm:" + kind))
        if self.input.selected:
            choices.append(Choice(QCoreApplication.translate("PlaySession", "Clear the selection"), self.cancel_choice, name="cancel"))
        return self._select_hint(need)

    def _refuse_action(self, action: Action) -> bool:
        refusal = self.seats.check(action)
        if refusal is None:
            return False
        self._refuse(lambda: self.words.refusal(refusal), refusal.rule)
        return True

    def send(self, action: Action) -> bool:
        """Make ``action`` for the person to act, after checking it; False if it was refused."""
        if self._seat() is None or self._refuse_action(action):
            return False
        self.panel.show_notice("")
        try:
            self.seats.act(action)
        except IllegalAction as exc:  # the table moved on between the check and the act
            self._refuse(lambda r=exc.refusal: self.words.refusal(r), exc.refusal.rule)
            return False
        return True

    def send_confirmed(self, action: Action) -> bool:
        """Make a decision for the whole game after the person confirmed it; False if not made."""
        if self._seat() is None:
            return False
        tr = QCoreApplication  # tr.translate("PlaySession", ...) written out, so that lupdate finds the texts
        name = self.words.action(action)
        answer = choose(self.table.window(), "matchDecisionQuestion", name,
                        tr.translate("PlaySession", "“%1” decides for the whole game and cannot be taken back. "
                                     "Declare it now?").replace("%1", name),
                        [("matchDecisionYes", tr.translate("PlaySession", "Declare it"), QMessageBox.ButtonRole.AcceptRole),
                         ("matchDecisionNo", tr.translate("PlaySession", "Not now"), QMessageBox.ButtonRole.RejectRole)],
                        default="matchDecisionNo", escape="matchDecisionNo")
        if answer != "matchDecisionYes":
            return False
        return self.send(action)

    def play_card(self, c: Card) -> None:
        """Play ``c`` from the hand: directly, or by first choosing among its captures."""
        if self._seat() is not None:
            self._do(self.input.play(c))

    def _do(self, reply: Reply) -> None:
        # Carry out what the person's input came to (see input_state.Reply).
        seat = self._seat()
        if reply.snap_back:
            self.table.snap_back()
        if seat is None:
            return
        if reply.send is not None:
            self.send(reply.send)
            return
        if reply.confirm:
            self.confirm_selection()
            return
        if reply.refuse is not None:
            self._refuse_action(reply.refuse)
            return
        if reply.no_play:
            self._refuse(lambda: QCoreApplication.translate("PlaySession", "No card is played now: %1").replace("%1", self._prompt_text()),
                         self.state.phase)
            return
        if reply.clear_notice:
            self.panel.show_notice("")
        if reply.refresh:
            self._refresh()
        if reply.capture_changed:
            self._hints_follow_choice()

    def cancel_choice(self) -> None:
        """Forget a half-made choice (a lifted card, a capture being chosen, a selection)."""
        if self._collected_by_input() or self._seat() is None:
            return
        self._do(self.input.cancel())

    def toggle_select(self, c: Card) -> None:
        """Add ``c`` to the cards being chosen, or take it out again."""
        if self._seat() is not None:
            self._do(self.input.toggle(c))

    def _switch_select(self, kind: str) -> None:
        self.input.switch_select(kind)
        self._refresh()

    def confirm_selection(self) -> None:
        """Make the actions of the chosen cards, one by one, stopping at a refusal; the table
        shows them as one change."""
        seat = self._seat()
        if seat is None:
            return
        with self._batch():
            for action in self.input.selection(list(self.seats.state().legal)):
                if self.seats.state().current_player != seat:
                    break
                refusal = self.seats.check(action)
                if refusal is not None:
                    self._show_refusal(lambda r=refusal: self.words.refusal(r), refusal.rule)
                    break
                self.seats.act(action)

    def name_card(self, kind: str) -> None:
        """Open the card picker for a naming action (``call:T20``) and make the chosen one."""
        seat = self._seat()
        d = self.input.decisions
        if seat is None or d is None or kind not in d.names:
            return
        cards = d.name_cards(kind)
        names = {c: self.words.card(c) for c in cards}
        dialog = self.picker_factory(self.table.renderer, self.seats.game.pack_id, cards, names,
                                     self.words.action_kind(kind), self.table.window())
        if dialog.exec() and dialog.chosen() is not None:
            chosen = dialog.chosen()
            action = next(a for a in d.names[kind] if a.card is chosen)
            self.send(action)
        dialog.deleteLater()

    # -- input from the table ---------------------------------------------------------------------------
    def _input(self, reply: Callable[[], Reply], snap_back: bool = False) -> None:
        # Every click or key at the table first collects a waiting trick (and then does nothing
        # else); otherwise it reaches the person's choice, while it is theirs to make.
        if self._collected_by_input():
            return
        if self._seat() is None:
            if snap_back:
                self.table.snap_back()
            return
        self._do(reply())

    def _hand_clicked(self, c: Card) -> None:
        self._input(lambda: self.input.hand_clicked(c))

    def _hand_double_clicked(self, c: Card) -> None:
        self._input(lambda: self.input.hand_double_clicked(c))

    def _hand_dropped(self, c: Card) -> None:
        self._input(lambda: self.input.hand_dropped(c), snap_back=True)

    def _hand_activated(self, c: Card) -> None:
        self._input(lambda: self.input.hand_activated(c))

    def _hand_toggled(self, c: Card) -> None:
        self._input(lambda: self.input.hand_toggled(c))

    def _table_clicked(self, c: Card) -> None:
        self._input(lambda: self.input.pick_table(c))

    def _felt_clicked(self) -> None:
        self._input(self.input.felt_clicked)
