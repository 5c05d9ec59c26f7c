"""The announcement round (spec §5.10): bonuses, hand declarations and the contra chain.

A turn is any number of sub-actions followed by ``pass``; a turn with no sub-action is a pass
and the round ends after three passes in a row (the declarer's first turn never counts as one).
Legality uses the true sides, as the table would enforce them: a defender may announce only
once the table knows he is a defender; anybody entitled may raise a contra chain, which makes
his side public.

Contra actions name the new step and the item: ``contra:kings`` answers the other side's
four-kings announcement, ``recontra:kings`` defends one's own. Both sides may announce the same
bonus, and the step's parity tells which of the two items is meant.
"""

from __future__ import annotations

from itertools import permutations

from ...core.actions import PASS, Action
from ...core.events import Event, Refusal
from .actions import ANNOUNCE, CONTRA, DECLARE, SESSION_END
from .base import DealBase
from .rules import (ANNOUNCEMENTS, BONUSES, CONTRA_ITEMS, CONTRA_LEVEL, CONTRA_STEPS, DECLARATION_COUNT,
                    DECLARATIONS, DF, DS, GAME_ANNOUNCEMENTS, SIDE_NAMES, UNKNOWN_SIDE)


_BONUS_ACTIONS = tuple(ANNOUNCE[bonus] for bonus in BONUSES)
_BONUS_PAIRS = tuple((bonus, ANNOUNCE[bonus]) for bonus in BONUSES)
_DOUBLE = ANNOUNCE["double"]
_VOLAT = ANNOUNCE["volat"]
#: The contra step on the game item by new level.
_CONTRA_GAME: dict[int, Action] = {level: action for (level, item), action in CONTRA.items() if item == "game"}


def _contra_steps(max_contra: int, own: bool, undeclared: bool) -> dict[str, tuple[Action | None, ...]]:
    """For each bonus, by its current contra level 0 … 5: the next step a player may take on it,
    or None. ``own``: the item belongs to the player's side (only even steps defend it; odd steps
    answer the other side's items); ``undeclared``: he holds 8 or 9 undeclared tarokks (no step
    on a Pagat)."""
    table: dict[str, tuple[Action | None, ...]] = {}
    for bonus in BONUSES:
        steps: list[Action | None] = []
        for current in range(len(CONTRA_STEPS) + 1):
            level = current + 1
            allowed = (level <= max_contra and (level % 2 == 0) == own
                       and not (undeclared and bonus == "pagat"))
            steps.append(CONTRA[(level, bonus)] if allowed else None)
        table[bonus] = tuple(steps)
    return table


#: ``_contra_steps`` for every (highest contra, own item, undeclared tarokks): the announcement
#: options then need one lookup per announced bonus instead of a chain of tests.
_CONTRA_TABLES: dict[tuple[int, bool, bool], dict[str, tuple[Action | None, ...]]] = {
    (max_contra, own, undeclared): _contra_steps(max_contra, own, undeclared)
    for max_contra in range(len(CONTRA_STEPS) + 1) for own in (True, False) for undeclared in (True, False)}
#: The bonus announcements in their order, with or without the Pagat (barred by undeclared tarokks).
_BONUS_CHOICES: dict[bool, tuple[tuple[str, Action], ...]] = {
    False: _BONUS_PAIRS, True: tuple(pair for pair in _BONUS_PAIRS if pair[0] != "pagat")}
#: The bonus announcements still open, by (undeclared tarokks, the bonuses the side announced in
#: their order): every ordered choice of the four bonuses is listed, so the options need one
#: lookup instead of a filtering loop.
_BONUSES_LEFT: dict[tuple[bool, tuple[str, ...]], tuple[Action, ...]] = {
    (undeclared, announced): tuple(action for bonus, action in _BONUS_CHOICES[undeclared] if bonus not in announced)
    for undeclared in (False, True) for size in range(len(BONUSES) + 1)
    for announced in permutations(BONUSES, size)}


# Events are values, so the common ones are made once and shared (a fresh list holds them):
# building one is a Python call per action of every playout.
#: The end of a turn by (the player made an announcement in it, seat): ``pass`` or ``turn_over``.
_TURN_EVENTS: dict[bool, tuple[Event, ...]] = {
    acted: tuple(Event("turn_over" if acted else "pass", seat, rule="announcements") for seat in range(5))
    for acted in (False, True)}
_ANNOUNCEMENTS_OVER = Event("announcements_over", None, rule="announcements")
#: ``announce_<bonus>`` events by (bonus, seat, side), made when first needed.
_ANNOUNCE_EVENTS: dict[tuple[str, int, int], Event] = {}
#: Contra-step events by (step, item, seat, owner of the item), made when first needed.
_CONTRA_EVENTS: dict[tuple[str, str, int, int], Event] = {}


class AnnouncementMixin(DealBase):
    """Announcements, hand declarations, contras."""

    def tarokks_in_hand(self, seat: int) -> int:
        """How many tarokks ``seat`` holds."""
        return len([c for c in self.hands[seat] if c.suit == "T"])

    def undeclared_tarokks(self, seat: int) -> bool:
        """Holding 8 or 9 tarokks without having declared them (bars the Pagat ultimo)."""
        return not self.declared[seat] and self.tarokks_in_hand(seat) >= 8

    def owed_announcement(self, seat: int) -> Action | None:
        """The sub-action the rules require of ``seat`` before he may end his announcement turn,
        or None when he may pass: the Pagat ultimo a Pagat-substitute invitation owes (spec
        §5.10.6), and before it the hand declaration that lifts the bar on it when he holds 8 or
        9 tarokks he has not declared (§5.10.4)."""
        if self._pass_refusal(seat) is None:
            return None
        if self.undeclared_tarokks(seat):
            return DECLARE[self.tarokks_in_hand(seat)]
        return ANNOUNCE["pagat"]

    # -- what may be done ----------------------------------------------------------------------------
    def _announce_refusal(self, seat: int, bonus: str) -> Refusal | None:
        side = self.side_of(seat)
        if bonus in GAME_ANNOUNCEMENTS:
            if side != DS:
                return Refusal("declarer-side-only", "announcements", {"bonus": bonus})
            if bonus == "double":
                if not self.rules.double_game:
                    return Refusal("double-game-disabled", "options")
                if self.game_mode == "volat":
                    return Refusal("double-after-volat", "announcements")
            if self.game_mode == bonus:
                return Refusal("already-announced", "announcements", {"bonus": bonus})
            return None
        if bonus in self.bonus_levels[side]:
            return Refusal("already-announced", "announcements", {"bonus": bonus})
        if side == DF and self.public_side[seat] != DF:
            return Refusal("defender-not-public", "announcements", {"bonus": bonus})
        if bonus == "pagat" and self.undeclared_tarokks(seat):
            return Refusal("undeclared-tarokks", "announcements")
        return None

    def _declare_refusal(self, seat: int, count: int) -> Refusal | None:
        if self.declared[seat]:
            return Refusal("already-declared", "announcements")
        if self.tarokks_in_hand(seat) != count:
            return Refusal("declare-wrong-count", "announcements", {"count": count})
        return None

    def _contra_refusal(self, seat: int, level: int, item: str) -> Refusal | None:
        side = self.side_of(seat)
        if item == "game":
            owner, current = DS, self.game_level
        else:
            owner = side if level % 2 == 0 else 1 - side
            found = self.bonus_levels[owner].get(item)
            if found is None:
                return Refusal("contra-no-item", "contra", {"item": item, "step": CONTRA_STEPS[level - 1]})
            current = found
        if current != level - 1:
            return Refusal("contra-wrong-step", "contra", {"item": item, "step": CONTRA_STEPS[level - 1],
                                                           "level": current})
        if level > self.rules.max_contra:
            return Refusal("contra-max", "options", {"max": self.rules.max_contra})
        entitled = 1 - owner if level % 2 == 1 else owner
        if side != entitled:
            return Refusal("contra-not-entitled", "contra", {"item": item, "step": CONTRA_STEPS[level - 1]})
        if item == "pagat" and self.undeclared_tarokks(seat):
            return Refusal("undeclared-tarokks", "announcements")
        return None

    def _pass_refusal(self, seat: int) -> Refusal | None:
        if self.pagat_duty == seat and "pagat" not in self.bonus_levels[DS]:
            return Refusal("pagat-obligation", "invitations")
        return None

    def _announcements_legal(self, seat: int) -> list[Action]:
        # The same rules as the refusal functions above, in one pass: this runs at every
        # announcement step of every playout (about half of all actions), so it avoids helper calls.
        levels = self.bonus_levels
        side = DS if seat == self.declarer or seat == self.partner else DF
        undeclared = 0
        if not self.declared[seat]:
            count = self.held_tarokks[seat]  # counted as the round began (no card moves in it)
            if count >= 8:
                undeclared = count
        acts: list[Action] = [PASS] if self.pagat_duty != seat or "pagat" in levels[DS] else []
        if side == DS or self.public_side[seat] == DF:
            own = levels[side]
            if not own and not undeclared:
                acts.extend(_BONUS_ACTIONS)
            else:
                acts.extend(_BONUSES_LEFT[undeclared > 0, tuple(own)])
        rules = self.rules
        if side == DS:
            mode = self.game_mode
            if not mode and rules.double_game:
                acts.append(_DOUBLE)
            if mode != "volat":
                acts.append(_VOLAT)
        if undeclared:
            acts.append(DECLARE[undeclared])
        # Contra steps: odd steps answer the other side's item, even steps defend one's own.
        max_level = rules.max_contra
        level = self.game_level + 1
        if level <= max_level and level % 2 == side:  # the game belongs to DS (0)
            acts.append(_CONTRA_GAME[level])
        has_undeclared = undeclared > 0
        for owner in (DS, DF):
            items = levels[owner]
            if items:
                steps = _CONTRA_TABLES[max_level, side == owner, has_undeclared]
                for bonus, current in items.items():
                    action = steps[bonus][current]
                    if action is not None:
                        acts.append(action)
        return acts

    def _next_options(self, seat: int, action: Action, listed: list[Action]) -> list[Action] | None:
        """What ``seat`` may do after the sub-action ``action`` (about to be made), derived from
        ``listed``, his options now; None when they have to be listed afresh.

        A sub-action keeps the turn and, as a rule, changes its maker's options only by taking
        that step away: a bonus or the double game is announced once per side, and the next
        contra step on an item falls to the other side (the steps alternate), like the first
        step on a bonus he has just announced. ``session:end``, offered only at a player's first
        decision, goes as well. Listed afresh instead: a declaration (it lifts the bar on the
        Pagat), the volat (it closes the double game too), the player owing the Pagat (his pass
        becomes legal once it is announced) and a player whose side the table does not know yet
        (the sub-action makes it public, and a public defender may announce bonuses)."""
        if (action.kind == "declare" or action is _VOLAT or self.pagat_duty == seat
                or self.public_side[seat] == UNKNOWN_SIDE):
            return None
        return [a for a in listed if a is not action and a is not SESSION_END]

    def _announcements_explain(self, seat: int, action: Action) -> Refusal | None:
        kind, word = action.kind, action.word
        if kind == "pass":
            return self._pass_refusal(seat)
        if kind not in ("announce", "declare") and kind not in CONTRA_LEVEL:
            return None  # a move of another phase (a card dragged to the table): the deal says which
        if len(action.args) != 1 or word is None:
            return Refusal("unknown-word", "announcements", {"word": action.text})
        if kind == "announce":
            if word not in ANNOUNCEMENTS:
                return Refusal("unknown-word", "announcements", {"word": word})
            return self._announce_refusal(seat, word)
        if kind == "declare":
            if word not in DECLARATION_COUNT:
                return Refusal("unknown-word", "announcements", {"word": word})
            return self._declare_refusal(seat, DECLARATION_COUNT[word])
        if kind in CONTRA_LEVEL:
            if word not in CONTRA_ITEMS:
                return Refusal("unknown-word", "contra", {"word": word})
            return self._contra_refusal(seat, CONTRA_LEVEL[kind], word)
        return None

    # -- doing it -----------------------------------------------------------------------------------
    def _announcements_apply(self, seat: int, action: Action) -> list[Event]:
        kind = action.kind
        if kind == "pass":
            return self._end_announcement_turn(seat)
        word: str = action.args[0]  # type: ignore[assignment]
        self.ann_acted = True
        self.ann_log.append((seat, kind + ":" + word))  # the action's text (one word argument)
        side = DS if seat == self.declarer or seat == self.partner else DF  # ``side_of``, inlined
        # ``reveal`` only acts on a seat whose side is not public yet (checked here to save a call).
        known = self.public_side[seat] != UNKNOWN_SIDE
        if kind == "announce":
            if word == "double":
                self.game_mode = "double"
            elif word == "volat":
                self.double_voided = self.game_mode == "double"
                self.game_mode = "volat"
            else:
                self.bonus_levels[side][word] = 0
            key = (word, seat, side)
            event = _ANNOUNCE_EVENTS.get(key)
            if event is None:
                event = _ANNOUNCE_EVENTS[key] = Event("announce_" + word, seat, {"side": SIDE_NAMES[side]},
                                                      rule="announcements")
            return [event] if known else [event, *self.reveal(seat, DS)]
        if kind == "declare":
            count = DECLARATION_COUNT[word]
            self.declared[seat] = count
            each = DECLARATIONS[count][1]
            return [Event("declared_" + word, seat, {"count": count}, points=3 * each,
                          rule="announcements")]
        level = CONTRA_LEVEL[kind]
        if word == "game":
            owner = DS
            self.game_level = level
        else:
            owner = side if level % 2 == 0 else 1 - side
            self.bonus_levels[owner][word] = level
        key = (kind, word, seat, owner)
        event = _CONTRA_EVENTS.get(key)
        if event is None:
            event = _CONTRA_EVENTS[key] = Event(kind + "_" + word, seat, {"level": level, "owner": SIDE_NAMES[owner]},
                                                rule="contra")
        return [event] if known else [event, *self.reveal(seat, side)]

    def _end_announcement_turn(self, seat: int) -> list[Event]:
        acted = self.ann_acted
        declarer = seat == self.declarer
        counted = not acted and not (declarer and self.ann_first)
        if declarer:
            self.ann_first = False
        self.spoke[seat] = True
        if self.pagat_duty == seat:
            self.pagat_duty = None
        event = _TURN_EVENTS[acted][seat]
        d = self.__dict__
        if acted:
            d["ann_acted"] = False
            d["ann_passes"] = 0
        else:
            passes = d["ann_passes"] = d["ann_passes"] + 1 if counted else 0
            if passes >= 3:
                # The ``_phase`` and ``turn`` setters, written out (see ``DealBase``).
                d["_phase"] = d["phase"] = "play"
                d["turn"] = d["current_player"] = self.active[0]
                return [event, _ANNOUNCEMENTS_OVER]
        d["turn"] = d["current_player"] = self.next_seat[seat]
        return [event]
