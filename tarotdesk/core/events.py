"""Events (what happened) and refusals (why an action is not allowed).

Both are data: a kind or code, parameters, and where relevant the rule section that explains
them. Words for the player come from each game's message table (see :mod:`.messages`), so the
command line and every UI language describe the same facts.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


class Event:
    """Something that happened in a game.

    ``kind``: a stable name (``card_played``, ``trick_won``, ``porrazo``, ``deal_over`` ...).
    ``seat``: the seat it concerns, if any. ``data``: JSON-like parameters (cards as codes).
    ``private``: the seats allowed to see it; ``None`` means everyone.
    ``points``: points scored by the event (for announcements such as "Porrazo! +3").
    ``rule``: the rule anchor that explains it (a section of the game's rule text).

    An event is a value: engines share one object between deals (the same card trailed by
    the same seat), so nobody may change one after it is made. It is a plain class with slots
    rather than a frozen dataclass because events are made on every action of every random
    playout, and a frozen class pays a guarded attribute write per field (about twice the time).
    """

    __slots__ = ("kind", "seat", "data", "private", "points", "rule")

    kind: str
    seat: int | None
    data: dict[str, Any]
    private: frozenset[int] | None
    points: int | None
    rule: str | None

    def __init__(self, kind: str, seat: int | None = None, data: dict[str, Any] | None = None,
                 private: frozenset[int] | None = None, points: int | None = None,
                 rule: str | None = None) -> None:
        self.kind = kind
        self.seat = seat
        self.data = {} if data is None else data
        self.private = private
        self.points = points
        self.rule = rule

    def _fields(self) -> tuple[Any, ...]:
        return (self.kind, self.seat, self.data, self.private, self.points, self.rule)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not Event:
            return NotImplemented
        return self._fields() == other._fields()  # type: ignore[attr-defined]

    __hash__ = None  # type: ignore[assignment]  # equal by value, and ``data`` is a dict

    def __repr__(self) -> str:
        return ("Event(kind={!r}, seat={!r}, data={!r}, private={!r}, points={!r}, rule={!r})"
                .format(*self._fields()))

    def __reduce__(self) -> tuple[Any, ...]:
        return (Event, self._fields())

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
