"""Events (what happened) and refusals (why an action is not allowed).

Both are data: a kind or code, parameters, and where relevant the rule section that explains
them. Words for the player come from each game's message table (see :mod:`.messages`), so the
command line and every UI language describe the same facts.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Event:
    """Something that happened in a game.

    ``kind``: a stable name (``card_played``, ``trick_won``, ``porrazo``, ``deal_over`` ...).
    ``seat``: the seat it concerns, if any. ``data``: JSON-like parameters (cards as codes).
    ``private``: the seats allowed to see it; ``None`` means everyone.
    ``points``: points scored by the event (for announcements such as "Porrazo! +3").
    ``rule``: the rule anchor that explains it (a section of the game's rule text).
    """

    kind: str
    seat: int | None = None
    data: dict[str, Any] = field(default_factory=dict)
    private: frozenset[int] | None = None
    points: int | None = None
    rule: str | None = None

    # Events are made on every action of every random playout: a frozen dataclass's generated
    # __init__ (one object.__setattr__ per field) costs several times this direct fill.
    def __init__(self, kind: str, seat: int | None = None, data: dict[str, Any] | None = None,
                 private: frozenset[int] | None = None, points: int | None = None,
                 rule: str | None = None) -> None:
        d = self.__dict__
        d["kind"] = kind
        d["seat"] = seat
        d["data"] = {} if data is None else data
        d["private"] = private
        d["points"] = points
        d["rule"] = rule

    def visible_to(self, seat: int | None) -> bool:
        """True if ``seat`` may see this event (``None`` = a spectator seeing everything)."""
        return self.private is None or seat is None or seat in self.private


@dataclass(frozen=True)
class Refusal:
    """Why an action is refused: a reason code, its parameters, the rule section it comes from."""

    code: str
    rule: str
    params: dict[str, Any] = field(default_factory=dict)

    def __str__(self) -> str:
        extra = ", ".join(f"{k}={v}" for k, v in self.params.items())
        return f"{self.code} [{self.rule}]" + (f" ({extra})" if extra else "")


class IllegalAction(Exception):
    """Raised by ``apply`` for a refused action; the state is left exactly as it was."""

    def __init__(self, refusal: Refusal, message: str | None = None) -> None:
        self.refusal = refusal
        super().__init__(message or str(refusal))


# Reason codes every game can use (their texts live in core.messages).
NOT_YOUR_TURN = "not-your-turn"
GAME_OVER = "deal-over"
UNKNOWN_ACTION = "unknown-action"
NOT_IN_HAND = "card-not-in-hand"
WRONG_PHASE = "wrong-phase"
