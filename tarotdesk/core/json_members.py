"""Replacing one member of a JSON object's text and keeping every other byte as it was.

A record may hold fields this version does not know (a later version's, a tool's ``comment``, a
player's ``avatar``); the format asks readers to leave them be. A program that writes a record
back after adding one thing to it (``review --store``) therefore does not write its own idea of
the record: :func:`with_member` finds the top-level member in the original text and replaces only
its value, or adds the member before the object's closing brace, so that everything else (unknown
fields, their order, spacing and escapes) stays byte for byte.
"""

from __future__ import annotations

import json
import re
from json.decoder import scanstring

_SPACE = re.compile(r"[ \t\n\r]*")
_DECODER = json.JSONDecoder()


class NotAnObject(ValueError):
    """The text is not one JSON object (it has been checked before: a record that changed meanwhile)."""


def _skip(text: str, i: int) -> int:
    return _SPACE.match(text, i).end()  # type: ignore[union-attr]


def top_level_members(text: str) -> tuple[list[tuple[str, int, int]], int]:
    """``(name, value start, value end)`` of each top-level member of the object ``text`` holds,
    in order, and the place of its closing brace; :class:`NotAnObject` if it holds no object."""
    try:
        i = _skip(text, 0)
        if text[i:i + 1] != "{":
            raise NotAnObject("not a JSON object")
        members: list[tuple[str, int, int]] = []
        i = _skip(text, i + 1)
        if text[i:i + 1] == "}":
            return members, i
        while True:
            if text[i:i + 1] != '"':
                raise NotAnObject(f"a member name was expected at {i}")
            name, i = scanstring(text, i + 1)
            i = _skip(text, i)
            if text[i:i + 1] != ":":
                raise NotAnObject(f"':' was expected at {i}")
            start = _skip(text, i + 1)
            _, end = _DECODER.raw_decode(text, start)
            members.append((name, start, end))
            i = _skip(text, end)
            if text[i:i + 1] == "}":
                return members, i
            if text[i:i + 1] != ",":
                raise NotAnObject(f"',' or '}}' was expected at {i}")
            i = _skip(text, i + 1)
    except (json.JSONDecodeError, RecursionError) as exc:
        raise NotAnObject(str(exc)) from None


def with_member(text: str, name: str, value: str) -> str:
    """``text`` with the top-level member ``name`` given the JSON ``value`` (a text), added before
    the closing brace if it has no such member. Of a name given twice, the last is replaced: the
    one a JSON reader keeps."""
    members, close = top_level_members(text)
    found = [m for m in members if m[0] == name]
    if found:
        _, start, end = found[-1]
        return text[:start] + value + text[end:]
    head = text[:close].rstrip(" \t\r\n")
    separator = ",\n " if members else "\n "
    return head + separator + json.dumps(name, ensure_ascii=False) + ": " + value + "\n" + text[close:]
