"""Shortening long values for messages.

A record, a setting or a file name can hold a value of any length (an action text of 60 KB, a
player name of 10,000 characters). Messages quote such values so the user can find them, but a
one-line error or a message box must stay readable: :func:`shorten` keeps the start and the
end of a long text and says how much was left out. The record reader, the command line and
the window's messages use this one helper, so a value is cut the same way everywhere.
"""

from __future__ import annotations

import unicodedata
from typing import Any

#: Longest value quoted whole in a message (a card action, a game id, a name fit easily).
QUOTE_LIMIT = 80
#: Longest message of a reader (the place and the reason together).
MESSAGE_LIMIT = 400
# Cutting fewer characters than the note itself takes would make the text longer, not shorter.
_SLACK = 40


def shorten(text: str, limit: int = QUOTE_LIMIT) -> str:
    """``text`` itself when it is not much longer than ``limit`` characters; else its start and
    end around a note of how many characters were left out (about ``limit`` characters are kept)."""
    if len(text) <= limit + _SLACK:
        return text
    keep = max(limit, 2)
    head = keep * 2 // 3
    tail = keep - head
    omitted = len(text) - head - tail
    note = f" …[{omitted:,} characters left out]… "
    return text[:head] + note + text[len(text) - tail:]


def quoted(value: Any, limit: int = QUOTE_LIMIT) -> str:
    """``repr(value)`` shortened to about ``limit`` characters (control characters stay escaped,
    so the message stays on one line)."""
    return shorten(repr(value), limit)


#: Character categories a terminal may act on instead of showing: controls (escape sequences,
#: carriage returns), formats (bidi overrides), surrogates, private and unassigned code points,
#: and line and paragraph separators.
_UNSHOWN = frozenset({"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"})


def terminal_text(text: str) -> str:
    """``text`` with every character a terminal could act on written as an escape (``\\x1b``,
    ``\\u202e``), so that printing text from outside (a name, a move from a record) can neither
    retitle nor clear the terminal, nor move its cursor or reorder the line. Spaces of any script
    and every printable character stay as they are."""
    if text.isprintable():
        return text
    return "".join(ch if ch == " " or ch.isprintable() or unicodedata.category(ch) not in _UNSHOWN
                   else ascii(ch)[1:-1] for ch in text)
