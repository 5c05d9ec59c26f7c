"""Text from outside the program, shown as text (no Qt).

Player names, seeds, dates, file names and error messages come from records, settings and the
file system, so they may hold anything: markup (``<img src=...>``, links), control characters,
bidi overrides, ten thousand characters. Qt guesses whether a text is rich (a QLabel on its
automatic format, every tooltip, a message box) and renders what looks like HTML, loading the
images it names. So the window shows such text in plain-text widgets where it can, and escapes
it (:func:`rich`, :func:`tooltip`) where a widget must stay rich.

Shown in a line of its own or inside a sentence, a value must also not break or reorder that
line: :func:`one_line` drops control characters and the explicit bidi embeddings, overrides and
isolates, and :func:`display_name` shortens a name and isolates it from the sentence around it
when it holds right-to-left letters.
"""

from __future__ import annotations

import html
import unicodedata

#: Longest player name shown whole (a longer one is cut, with "…": a name must not widen the window).
NAME_LIMIT = 32
#: Longest file name shown whole in a menu.
FILE_NAME_LIMIT = 60

_LINE_BREAKS = frozenset("\n\r\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029")
# Embeddings, overrides and isolates: unbalanced in a name, they would reorder the rest of the line.
_BIDI_CONTROLS = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
_RIGHT_TO_LEFT = frozenset({"R", "AL", "AN"})
#: First strong isolate and pop directional isolate: the name keeps its own direction inside.
_ISOLATE = ("\u2068", "\u2069")


def _control(ch: str) -> bool:
    return unicodedata.category(ch) == "Cc" or ch in _BIDI_CONTROLS


def one_line(text: str) -> str:
    """``text`` on one line: line breaks and tabs become spaces; other control characters (C0,
    DEL, C1) and explicit bidi embeddings, overrides and isolates are left out."""
    out = []
    for ch in text:
        if ch in _LINE_BREAKS or ch == "\t":
            out.append(" ")
        elif not _control(ch):
            out.append(ch)
    return "".join(out)


def clean_lines(text: str) -> str:
    """``text`` with its lines and tabs kept but every other control character and explicit bidi
    control left out (for a message of several lines)."""
    out = []
    for ch in text.replace("\r\n", "\n"):
        if ch in _LINE_BREAKS:
            out.append("\n")
        elif ch == "\t" or not _control(ch):
            out.append(ch)
    return "".join(out)


def cut(text: str, limit: int, keep_end: bool = False) -> str:
    """``text`` itself, or its first ``limit - 1`` characters and "…" when it is longer (with
    ``keep_end``, "…" and its last characters: the end of a path names the file)."""
    if len(text) <= limit:
        return text
    if keep_end:
        return "…" + text[len(text) - max(0, limit - 1):]
    return text[:max(0, limit - 1)].rstrip() + "…"


def isolated(text: str) -> str:
    """``text`` as a bidi isolate when it holds right-to-left characters (so that a Hebrew or
    Arabic name, or a right-to-left mark, cannot reorder the sentence it stands in); else itself."""
    if any(unicodedata.bidirectional(ch) in _RIGHT_TO_LEFT for ch in text):
        return _ISOLATE[0] + text + _ISOLATE[1]
    return text


def display_name(name: str, limit: int = NAME_LIMIT) -> str:
    """A player's name as the window shows it: on one line, at most ``limit`` characters, and
    isolated when it reads right to left ("?" for a name with nothing printable)."""
    shown = cut(one_line(name).strip(), limit)
    return isolated(shown) if shown else "?"


def one_line_value(text: str, limit: int, keep_end: bool = False) -> str:
    """A value from outside (a file name, a path, a date) for a line of its own or a part of one:
    on one line, cut to ``limit`` characters (see :func:`cut`), isolated when it reads right to left."""
    return isolated(cut(one_line(text), limit, keep_end))


def rich(text: str) -> str:
    """``text`` escaped for a widget that renders rich text (its markup shown, not obeyed)."""
    return html.escape(text, quote=True)


def tooltip(text: str) -> str:
    """A tooltip that shows ``text`` as it is, lines kept. A tooltip guesses whether its text is
    markup, so text from outside is given as rich text that is marked as such and escaped."""
    return "<p>" + rich(clean_lines(text)).replace("\n", "<br>") + "</p>"


def menu_text(text: str) -> str:
    """``text`` for a menu entry or a button: on one line, "&" shown rather than taken as the key
    of a shortcut."""
    return one_line(text).replace("&", "&&")
