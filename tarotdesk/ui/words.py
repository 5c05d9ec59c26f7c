"""Game texts for the table in the player's language (no Qt).

Everything a game says comes from the message tables of :mod:`tarotdesk.core.messages` (the
core's and the game's ``Game.messages``). The table adds two things a printed log cannot:
seat numbers become the players' names (the word "seat" in front of them is dropped, so
"seat 2 deals" reads "Anna deals"), and card codes become card names of the game's pack.
"""

from __future__ import annotations

import re
from typing import Any, Iterable, Mapping, Sequence

from ..core.actions import Action
from ..core.cards import Card, card, is_card_code
from ..core.events import Event, Refusal
from ..core.game import Game
from ..core.messages import action_text, text
from ..core.state import ScoreLine

#: Parameter names whose whole-number values are seats (shown as the players' names).
SEAT_PARAMS = frozenset({
    "seat", "dealer", "current", "winner", "declarer", "partner", "player", "caller", "holder",
    "leader", "by", "to", "from", "target", "giver", "receiver", "taker", "capturer", "opponent",
})
#: Parameter names whose list values are seats.
SEAT_LIST_PARAMS = frozenset({"seats", "winners", "players", "partners", "team", "side", "defenders"})

_MARK = "\x00S{}\x00"
_MARK_RE = re.compile(r"(?:\b[Ss]eats? |席)?\x00S(\d+)\x00")


class Words:
    """Texts of one game for one language, with seat names and card names filled in."""

    def __init__(self, game: Game, lang: str, seat_names: Sequence[str]) -> None:
        self.game = game
        self.lang = lang
        self.seat_names = list(seat_names)
        self.tables = (game.messages,) if game.messages else ()

    # -- pieces -----------------------------------------------------------------------------
    def card(self, c: Card) -> str:
        """A card's name in this game's pack."""
        return self.game.pack.name(c, self.lang)

    def cards(self, cs: Iterable[Card]) -> str:
        """Card names joined by commas."""
        sep = "、" if self.lang == "ja" else ", "
        return sep.join(self.card(c) for c in cs)

    def seat(self, s: int) -> str:
        """A seat's player name."""
        if 0 <= s < len(self.seat_names):
            return self.seat_names[s]
        return str(s)

    def _param(self, key: str, value: Any) -> Any:
        n = len(self.seat_names)
        if key in SEAT_PARAMS and isinstance(value, int) and not isinstance(value, bool) and 0 <= value < n:
            return _MARK.format(value)
        if key in SEAT_LIST_PARAMS and isinstance(value, (list, tuple)) and value and all(
                isinstance(v, int) and not isinstance(v, bool) and 0 <= v < n for v in value):
            sep = "、" if self.lang == "ja" else ", "
            return sep.join(_MARK.format(v) for v in value)
        if isinstance(value, Card):
            return self.card(value)
        if isinstance(value, str) and is_card_code(value):
            return self.card(card(value))
        if isinstance(value, (list, tuple)) and value and all(
                isinstance(v, Card) or (isinstance(v, str) and is_card_code(v)) for v in value):
            return self.cards(v if isinstance(v, Card) else card(v) for v in value)
        return value

    def _finish(self, s: str) -> str:
        return _MARK_RE.sub(lambda m: self.seat(int(m.group(1))), s)

    def text(self, key: str, params: Mapping[str, Any] | None = None) -> str:
        """The message ``key`` with its parameters filled in."""
        shown = {k: self._param(k, v) for k, v in (params or {}).items()}
        return self._finish(text(key, self.lang, shown, self.tables))

    # -- what the table shows -----------------------------------------------------------------
    def event(self, event: Event) -> str:
        """An event in words."""
        params: dict[str, Any] = {"seat": event.seat, "points": event.points}
        params.update(event.data)
        return self.text("event." + event.kind, params)

    def refusal(self, refusal: Refusal) -> str:
        """Why an action was refused."""
        return self.text("reason." + refusal.code, refusal.params)

    def action(self, action: Action) -> str:
        """An action as a button label."""
        return self._finish(action_text(action, self.lang, self.tables, self.game.pack.name))

    def action_kind(self, kind: str) -> str:
        """A label for a kind of card action before the card is chosen (``Call …``)."""
        return self.text("action." + kind, {"cards": "…", "word": ""}).strip()

    def prompt(self, key: str, params: Mapping[str, Any]) -> str:
        """The status line's description of the decision."""
        return self.text(key, params)

    def note(self, key: str, params: Mapping[str, Any]) -> str:
        """A per-seat label (role, bid, team)."""
        return self.text(key, params)

    def line(self, line: ScoreLine) -> str:
        """A score line's description (without its points)."""
        params: dict[str, Any] = dict(line.data)
        params.setdefault("points", line.points)
        params.setdefault("seats", list(line.seats))
        return self.text("line." + line.kind, params)

    def game_name(self) -> str:
        """The game's name."""
        return self.game.name(self.lang)
