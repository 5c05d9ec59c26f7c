"""The person's half-made choice at the table, and what a click, a drop or a key makes of it (no Qt).

:class:`HumanInput` holds, for one position of the person to act, the legal actions sorted
by shape (:class:`~tarotdesk.ui.model.decisions.Decisions`), the card lifted for playing, the capture
choices of a card, the table cards picked among them and the cards selected for a select kind.
Each input returns a :class:`Reply` that tells the Qt session what to do next (make or check an
action, redraw, put a dragged card back); the state itself never touches a widget, so every
way of choosing is tested without Qt.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ...core.actions import Action
from ...core.cards import Card
from .decisions import Decisions, actions_for_selection, capture_cards, classify, options_matching, select_count


@dataclass(frozen=True)
class Reply:
    """What the table should do after an input (every field is independent; all off: nothing).

    ``send`` is an action to check and make; ``refuse`` an action to check only, to show why it
    is refused; ``no_play`` says no card may be played now (the prompt says what to do instead).
    """

    send: Action | None = None
    refuse: Action | None = None
    no_play: bool = False
    snap_back: bool = False
    clear_notice: bool = False
    refresh: bool = False
    capture_changed: bool = False  # the capture choices opened or closed: hints follow
    confirm: bool = False  # the cards being chosen are all chosen: make the choice


NOTHING = Reply()
#: A change of the choice that is only drawn again.
REDRAW = Reply(clear_notice=True, refresh=True)


@dataclass(frozen=True)
class Marks:
    """How the person's choice marks the cards of a frame (see :class:`~tarotdesk.ui.model.table_frame.Frame`)."""

    legal: frozenset[Card] | None
    selected: frozenset[Card]
    table_marked: dict[Card, int]
    table_picked: frozenset[Card]
    usable: frozenset[Card] | None = None  # what ``legal`` would be with highlighting on


class HumanInput:
    """The choice being made by the person to act (see the module documentation)."""

    def __init__(self) -> None:
        self.decisions: Decisions | None = None
        self.position: tuple[int, int] | None = None
        self.need: int | None = None  # how many cards the prompt asks to select, if it says
        self.pending: Card | None = None
        self.capture: tuple[Card, list[Action]] | None = None
        self.picked: set[Card] = set()
        self.select_kind: str | None = None
        self.selected: list[Card] = []

    # -- the position ----------------------------------------------------------------------------
    def arrive(self, position: tuple[int, int], legal: list[Action], hand: list[Card],
               prompt_params: dict) -> bool:
        """Sort the person's ``legal`` actions at ``position``; True if the position is new
        (a half-made choice of an earlier position is then forgotten)."""
        new = position != self.position
        if new:
            self.position = position
            self.select_kind = None
            self.clear()
        self.decisions = classify(legal, hand)
        self.need = select_count(prompt_params)
        if self.decisions.selects and self.select_kind not in self.decisions.selects:
            self.select_kind = next(iter(self.decisions.selects))
        return new

    def leave(self) -> None:
        """Nothing is for the person to decide now (the computer plays, or the deal is over)."""
        self.decisions = None

    def clear(self) -> None:
        """Forget the lifted card, the capture being chosen and the selection."""
        self.pending = None
        self.capture = None
        self.picked = set()
        self.selected = []

    def acted(self) -> None:
        """An action was made: the choice is done and the position is gone."""
        self.clear()
        self.decisions = None

    # -- choices ---------------------------------------------------------------------------------
    def play(self, c: Card) -> Reply:
        """Play ``c``: its only action, or open the choice among its captures."""
        d = self.decisions
        if d is None:
            return NOTHING
        options = d.play_options(c)
        if not options:
            return Reply(refuse=Action("play", c)) if d.plays else Reply(no_play=True)
        if len(options) == 1:
            return Reply(send=options[0])
        self.pending = None
        self.capture = (c, options)
        self.picked = set()
        return Reply(snap_back=True, refresh=True, capture_changed=True)

    def cancel(self) -> Reply:
        """Forget a half-made choice (a lifted card, a capture being chosen, a selection)."""
        closing = self.capture is not None
        self.clear()
        return Reply(clear_notice=True, refresh=True, capture_changed=closing)

    def toggle(self, c: Card) -> Reply:
        """Add ``c`` to the cards being selected, or take it out again."""
        d = self.decisions
        kind = self.select_kind
        if d is None or not kind:
            return NOTHING
        if c in self.selected:
            self.selected.remove(c)
        elif c in d.select_cards(kind):
            if self.need and len(self.selected) >= self.need:
                self.selected.pop(0)  # keep the most recent choices
            self.selected.append(c)
        else:
            return Reply(refuse=Action(kind, c))
        return REDRAW

    def switch_select(self, kind: str) -> None:
        """Select cards for another select kind, starting afresh."""
        self.select_kind = kind
        self.selected = []

    def selection(self, legal: list[Action]) -> list[Action]:
        """The actions that make the selected cards (empty when nothing is selected)."""
        if not self.select_kind or not self.selected:
            return []
        return actions_for_selection(self.select_kind, self.selected, legal)

    def pick_table(self, c: Card) -> Reply:
        """Pick (or drop) a table card among the capture choices of the card being played."""
        if self.capture is None:
            return NOTHING
        options = self.capture[1]
        picked = set(self.picked)
        picked.symmetric_difference_update({c})
        if not options_matching(options, picked):
            picked = {c}
        matching = options_matching(options, picked)
        if len(matching) == 1:
            # One click is enough when it identifies the capture: the rest of its cards follow.
            return Reply(send=matching[0])
        self.picked = picked
        return Reply(refresh=True)

    # -- input from the table --------------------------------------------------------------------
    def hand_clicked(self, c: Card) -> Reply:
        """A click on a hand card: lift it, play the lifted card, or select it."""
        d = self.decisions
        if d is None:
            return NOTHING
        if self.capture is not None:
            return self.cancel() if c is self.capture[0] else NOTHING
        if c in d.plays:
            if self.pending is c:
                return self.play(c)
            self.pending = c
            return REDRAW
        if self.select_kind:
            return self.toggle(c)
        return self.play(c)

    def hand_double_clicked(self, c: Card) -> Reply:
        """A double click on a hand card plays it."""
        d = self.decisions
        if d is None or self.capture is not None or c not in d.plays:
            return NOTHING
        return self.play(c)

    def hand_dropped(self, c: Card) -> Reply:
        """A hand card dragged to the table: played, or (back in the hand) selected."""
        return self._play_or_select(c, snap_back=True)

    def hand_activated(self, c: Card) -> Reply:
        """Enter on a hand card: played, or selected; Enter on a card already chosen, once every
        card is, confirms the choice (the keyboard's way to the confirm button)."""
        d = self.decisions
        if d is not None and self.select_kind and c not in d.plays and c in self.selected and self.complete:
            return Reply(confirm=True)
        return self._play_or_select(c, snap_back=False)

    @property
    def complete(self) -> bool:
        """True when the cards being chosen may be confirmed (as many as asked, or some)."""
        return len(self.selected) == self.need if self.need else bool(self.selected)

    def _play_or_select(self, c: Card, snap_back: bool) -> Reply:
        d = self.decisions
        if d is None:
            return Reply(snap_back=snap_back)
        if c in d.plays or not self.select_kind:
            return self.play(c)
        reply = self.toggle(c)
        return replace(reply, snap_back=True) if snap_back else reply

    def hand_toggled(self, c: Card) -> Reply:
        """Space on a hand card: select it, or lift it (and put it down again)."""
        d = self.decisions
        if d is None:
            return NOTHING
        if self.select_kind and c not in d.plays:
            return self.toggle(c)
        if c in d.plays:
            self.pending = None if self.pending is c else c
            return Reply(refresh=True)
        return NOTHING

    def felt_clicked(self) -> Reply:
        """A click on the free table plays the lifted card."""
        if self.pending is not None and self.capture is None:
            return self.play(self.pending)
        return NOTHING

    # -- what is shown ---------------------------------------------------------------------------
    def marks(self, highlight_legal: bool, active: bool = True) -> Marks:
        """The cards the choice marks: usable (when highlighted), selected, and the capture's;
        only the picked table cards when the choice is not ``active`` (not the person's turn)."""
        d = self.decisions
        if d is None or not active:
            return Marks(None, frozenset(), {}, frozenset(self.picked))
        usable = set(d.plays)
        if self.select_kind:
            usable.update(d.select_cards(self.select_kind))
        usable_now = frozenset(usable) if d.plays or d.selects else None
        legal = usable_now if highlight_legal else None
        selected = set(self.selected)
        marked: dict[Card, int] = {}
        if self.pending is not None:
            selected.add(self.pending)
        if self.capture is not None:
            selected.add(self.capture[0])
            for i, option in enumerate(self.capture[1]):
                for t in capture_cards(option):
                    marked.setdefault(t, i)
        return Marks(legal, frozenset(selected), marked, frozenset(self.picked), usable_now)
