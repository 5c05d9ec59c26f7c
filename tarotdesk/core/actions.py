"""Immutable actions with a stable text form.

An action is a *kind* plus zero or more *arguments*. Each argument is either a word
(``two``, ``yes``, ``3``) or a tuple of cards. The text form joins them with ``:`` and joins the
cards of one argument with ``+``:

    pass            bid:two            play:T21            discard:S2+H3
    capture:H7:D3+S4                    call:T20            declare:barsega:H7=A

The text form is what records, logs and the command line use; ``Action.parse(text)`` reads it
back to an equal action. A word may not look like a card list (a token such as ``SK`` is a card).
"""

from __future__ import annotations

import re
from typing import Iterable, Union

from .cards import Card, card, is_card_code

Arg = Union[str, tuple[Card, ...]]

# Words are short tokens; anything else in an action text is a typo or damage.
_WORD = re.compile(r"[A-Za-z0-9_=.\-]{1,40}")


class ActionParseError(ValueError):
    """The text is not a well-formed action."""


class Action:
    """An immutable action value. Equal actions have equal text."""

    __slots__ = ("kind", "args", "_text", "_hash")

    kind: str
    args: tuple[Arg, ...]

    def __init__(self, kind: str, *args: Arg | Card | Iterable[Card] | int) -> None:
        if not _WORD.fullmatch(kind):
            raise ActionParseError(f"bad action kind {kind!r}")
        norm: list[Arg] = []
        for a in args:
            if isinstance(a, Card):
                norm.append((a,))
            elif isinstance(a, (str, int)):
                word = str(a)
                if not _WORD.fullmatch(word):
                    raise ActionParseError(f"bad action word {word!r}")
                norm.append(word)
            else:
                norm.append(tuple(a))
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "args", tuple(norm))
        text = kind + "".join(":" + _arg_text(a) for a in norm)
        object.__setattr__(self, "_text", text)
        object.__setattr__(self, "_hash", hash(text))

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("actions are immutable")

    @classmethod
    def from_parts(cls, kind: str, args: tuple[Arg, ...], text: str | None = None) -> "Action":
        """An action from parts already in normal form, without the constructor's checks.

        ``args`` are words and non-empty card tuples, ``text`` (if given) their text form. The
        constructor validates and normalises anything a person or a record may write; engines
        that build known-good actions on the hot path of random playouts (a capture met for
        the first time, say) use this instead. The result equals ``Action(kind, *args)``.
        """
        a = object.__new__(cls)
        if text is None:
            text = kind + "".join([":" + _arg_text(x) for x in args])
        _set = object.__setattr__
        _set(a, "kind", kind)
        _set(a, "args", args)
        _set(a, "_text", text)
        _set(a, "_hash", hash(text))
        return a

    def __reduce__(self) -> tuple[object, tuple[str]]:
        return (Action.parse, (self._text,))

    @property
    def text(self) -> str:
        """The stable text form."""
        return self._text

    def __str__(self) -> str:
        return self._text

    def __repr__(self) -> str:
        return f"Action({self._text!r})"

    def __eq__(self, other: object) -> bool:
        return self is other or (isinstance(other, Action) and other._text == self._text)

    def __hash__(self) -> int:
        return self._hash

    def __lt__(self, other: "Action") -> bool:
        return self._text < other._text

    # -- convenient accessors ------------------------------------------------------------
    @property
    def cards(self) -> tuple[Card, ...]:
        """The cards of the first card argument (empty if there is none)."""
        for a in self.args:
            if isinstance(a, tuple):
                return a
        return ()

    @property
    def card(self) -> Card | None:
        """The first card of the first card argument, or None."""
        cs = self.cards
        return cs[0] if cs else None

    def card_args(self) -> list[tuple[Card, ...]]:
        """All card arguments, in order."""
        return [a for a in self.args if isinstance(a, tuple)]

    @property
    def word(self) -> str | None:
        """The first word argument, or None."""
        for a in self.args:
            if isinstance(a, str):
                return a
        return None

    def words(self) -> list[str]:
        """All word arguments, in order."""
        return [a for a in self.args if isinstance(a, str)]

    # -- parsing ---------------------------------------------------------------------------
    @staticmethod
    def parse(text: str) -> "Action":
        """Read an action from its text form; raise :class:`ActionParseError` if malformed."""
        if not isinstance(text, str) or not text or text != text.strip():
            raise ActionParseError(f"not an action text: {text!r}")
        cached = _PARSED.get(text)
        if cached is not None:
            return cached
        kind, *parts = text.split(":")
        args: list[Arg] = []
        for part in parts:
            if not part:
                raise ActionParseError(f"empty argument in {text!r}")
            tokens = part.split("+")
            if all(is_card_code(t) for t in tokens):
                args.append(tuple(card(t) for t in tokens))
            elif "+" in part:
                bad = [t for t in tokens if not is_card_code(t)]
                raise ActionParseError(f"unknown card code {bad[0]!r} in {text!r}")
            else:
                args.append(part)
        action = Action(kind, *args)
        if len(_PARSED) < 100_000:
            _PARSED[text] = action
        return action


_PARSED: dict[str, Action] = {}


def _arg_text(a: Arg) -> str:
    if isinstance(a, str):
        return a
    if not a:
        raise ActionParseError("an action's card argument may not be empty")
    return "+".join(c.code for c in a)


_SIMPLE: dict[str, list[Action | None]] = {}


def card_action(kind: str, c: Card) -> Action:
    """A cached single-card action such as ``discard:S2`` (hot paths of every game)."""
    table = _SIMPLE.get(kind)
    if table is None:
        table = _SIMPLE[kind] = [None] * (len(Card._all) + 8)
    a = table[c.index]
    if a is None:
        a = table[c.index] = Action(kind, c)
    return a


_PLAY: list[Action] = [Action("play", c) if c.code != "?" else None for c in Card._all]  # type: ignore[misc]


def play(c: Card) -> Action:
    """The ``play:<card>`` action (one shared object per card)."""
    return _PLAY[c.index]


PASS = Action("pass")
