"""Reading JSON that came from a stranger: every value checked for its type and its size.

Anything read from a socket is data from a stranger. The readers below take a decoded JSON value
and the place it was found at (``state.layout.hands[2]``), and return it checked or raise
:class:`WireError` naming that place and what is wrong, so a message that does not fit is refused
with one clear sentence and nothing half-read reaches a table or a window.
"""

from __future__ import annotations

import json
from typing import Any, Callable, TypeVar

T = TypeVar("T")

#: The longest text of any single value (a name, a word, an action's text, a chat line's cap is lower).
MAX_TEXT = 2000
#: The most items of any one list or object.
MAX_ITEMS = 5000
#: The deepest nesting of lists and objects accepted anywhere.
MAX_DEPTH = 24


class WireError(ValueError):
    """A message that does not read as the protocol says, with the place and the reason."""

    def __init__(self, where: str, reason: str) -> None:
        self.where = where
        self.reason = reason
        super().__init__(f"{where}: {reason}" if where else reason)


def loads(text: str | bytes, limit: int) -> Any:
    """Decode one JSON message of at most ``limit`` bytes (WireError if it is not one)."""
    if isinstance(text, bytes):
        if len(text) > limit:
            raise WireError("", f"the message is longer than {limit} bytes")
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise WireError("", "the message is not UTF-8 text") from exc
    if len(text) > limit:
        raise WireError("", f"the message is longer than {limit} characters")
    try:
        value = json.loads(text, parse_constant=_no_constant)
    except (ValueError, RecursionError) as exc:
        raise WireError("", f"the message is not JSON ({shortened(str(exc))})") from exc
    _depth(value, "", 0)
    return value


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a JSON number")


def _depth(value: Any, where: str, depth: int) -> None:
    if depth > MAX_DEPTH:
        raise WireError(where, f"nested deeper than {MAX_DEPTH}")
    if isinstance(value, dict):
        for v in value.values():
            _depth(v, where, depth + 1)
    elif isinstance(value, list):
        for v in value:
            _depth(v, where, depth + 1)


def dumps(value: Any) -> str:
    """One message as compact JSON text."""
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"), allow_nan=False)


def shortened(text: str, limit: int = 80) -> str:
    """``text`` cut to ``limit`` characters for a message that quotes it."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


def obj(value: Any, where: str, required: tuple[str, ...], optional: tuple[str, ...] = ()) -> dict[str, Any]:
    """An object with exactly the ``required`` fields and some of the ``optional`` ones."""
    if not isinstance(value, dict):
        raise WireError(where, f"expected an object, not {_kind(value)}")
    missing = [k for k in required if k not in value]
    if missing:
        raise WireError(where, f"missing field {missing[0]!r}")
    extra = [k for k in value if k not in required and k not in optional]
    if extra:
        raise WireError(where, f"unknown field {shortened(str(extra[0]))!r}")
    return value


def integer(value: Any, where: str, lo: int = -(2**31), hi: int = 2**31) -> int:
    """A whole number within ``lo .. hi`` (a JSON true or false is not one)."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise WireError(where, f"expected a whole number, not {_kind(value)}")
    if not lo <= value <= hi:
        raise WireError(where, f"{value} is not within {lo}..{hi}")
    return value


def optional_int(value: Any, where: str, lo: int = -(2**31), hi: int = 2**31) -> int | None:
    """A whole number within bounds, or null."""
    return None if value is None else integer(value, where, lo, hi)


def boolean(value: Any, where: str) -> bool:
    """true or false."""
    if not isinstance(value, bool):
        raise WireError(where, f"expected true or false, not {_kind(value)}")
    return value


def text(value: Any, where: str, limit: int = MAX_TEXT, empty: bool = True) -> str:
    """A string of at most ``limit`` characters (and not empty unless ``empty``)."""
    if not isinstance(value, str):
        raise WireError(where, f"expected a text, not {_kind(value)}")
    if len(value) > limit:
        raise WireError(where, f"the text is longer than {limit} characters")
    if not empty and not value:
        raise WireError(where, "the text is empty")
    return value


def items(value: Any, where: str, read: Callable[[Any, str], T], limit: int = MAX_ITEMS) -> list[T]:
    """A list of at most ``limit`` items, each read by ``read(item, place)``."""
    if not isinstance(value, list):
        raise WireError(where, f"expected a list, not {_kind(value)}")
    if len(value) > limit:
        raise WireError(where, f"more than {limit} items")
    return [read(v, f"{where}[{i}]") for i, v in enumerate(value)]


def pair(value: Any, where: str) -> list[Any]:
    """A list of exactly two items."""
    if not isinstance(value, list) or len(value) != 2:
        raise WireError(where, f"expected a pair, not {_kind(value)}")
    return value


def _kind(value: Any) -> str:
    if value is None:
        return "null"
    return {bool: "true or false", int: "a number", float: "a number", str: "a text", list: "a list",
            dict: "an object"}.get(type(value), type(value).__name__)
