"""Reading and writing files safely: atomic writes, clear errors, records checked before use.

Writing goes through :func:`tarotdesk.core.safe_files.write_atomic` (a temporary file, then a
rename, then the folder synced), so a crash or a full disk leaves either the old file or the
new one, never half a file. Reading goes through :func:`~tarotdesk.core.safe_files.read_bounded`:
a folder, a named pipe or a device in a file's place is refused at once, and nothing larger
than the limit is read. Any failure becomes a :class:`StorageError` with a kind the window can
put into words.
Reading a record (:func:`open_record_file`, :func:`open_record_text`) parses it and replays it
completely, so a record that is accepted can be played on or replayed; a file that is not is
refused with the :class:`~tarotdesk.core.records.RecordError` message and is never changed.
"""

from __future__ import annotations

import errno
import json
import os
from pathlib import Path
from typing import Any, Callable, TypeVar

from ..core.game import Game
from ..core.match import Match
from ..core.records import Record, RecordError, parse_record, read_record, replay
from ..core.safe_files import FileRefused, read_bounded, write_atomic

T = TypeVar("T")

#: errno values that mean "this place cannot be written" and "no room left".
_READ_ONLY = frozenset({errno.EROFS, errno.EACCES, errno.EPERM})
_FULL = frozenset({errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)})
#: Largest data file of our own (index, recent files, statistics) that is read.
MAX_DATA_BYTES = 32 * 1024 * 1024


class StorageError(Exception):
    """A file that could not be written (or one of our data files that could not be read).

    ``kind``: ``read-only`` (no permission, read-only disk), ``full`` (no space left),
    ``damaged`` (a data file that is not what we wrote) or ``failed`` (anything else);
    ``path``: the file; ``detail``: the system's own words.
    """

    def __init__(self, kind: str, path: str | os.PathLike[str], detail: str) -> None:
        self.kind = kind
        self.path = str(path)
        self.detail = detail
        super().__init__(f"{self.path}: {detail} ({kind})")


def error_kind(exc: OSError) -> str:
    """``read-only``, ``full`` or ``failed`` for an operating system error."""
    if exc.errno in _READ_ONLY:
        return "read-only"
    if exc.errno in _FULL:
        return "full"
    return "failed"


def storage_error(exc: OSError, path: str | os.PathLike[str]) -> StorageError:
    """The :class:`StorageError` for ``exc`` met while writing ``path``."""
    return StorageError(error_kind(exc), path, exc.strerror or str(exc))


def write_text(path: str | os.PathLike[str], text: str) -> None:
    """Write ``text`` atomically, making the folder if needed; :class:`StorageError` on failure."""
    p = Path(path)
    try:
        p.parent.mkdir(parents=True, exist_ok=True)
        write_atomic(p, text)
    except FileRefused as exc:
        raise StorageError("failed", p, exc.message) from None
    except OSError as exc:
        raise storage_error(exc, p) from None


def write_json(path: str | os.PathLike[str], data: Any) -> None:
    """Write one of our JSON data files atomically (:class:`StorageError` on failure)."""
    write_text(path, json.dumps(data, ensure_ascii=False, indent=1) + "\n")


def read_json(path: str | os.PathLike[str]) -> Any:
    """One of our JSON data files, or None if it does not exist; :class:`StorageError` if it
    cannot be read or is not JSON.

    The kind says what to do with the file: ``damaged`` (not JSON, or far too large) may be
    set aside; ``failed`` (a folder, a pipe or a device in its place, or no permission to
    read it) is not ours to move and is left where it is.
    """
    p = Path(path)
    try:
        raw = read_bounded(p, MAX_DATA_BYTES, "a data file of tarotdesk")
    except FileRefused as exc:
        if exc.kind == "missing":
            return None
        raise StorageError("damaged" if exc.kind == "too-large" else "failed", p, exc.message) from None
    try:
        return json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError, RecursionError) as exc:
        raise StorageError("damaged", p, str(exc)) from None


def remove_file(path: str | os.PathLike[str]) -> None:
    """Delete a file if it exists (:class:`StorageError` if it cannot be deleted)."""
    try:
        Path(path).unlink(missing_ok=True)
    except OSError as exc:
        raise storage_error(exc, path) from None


#: Looks up a game by its id (the caller passes the game registry's ``get_game``).
Lookup = Callable[[str], Game]


def checked(make: Callable[[], T]) -> T:
    """``make()``; a :class:`RecordError` passes, and any other exception (a game's code meeting
    a record that no game would write) becomes one, so that a strange file is refused in words."""
    try:
        return make()
    except RecordError:
        raise
    except Exception as exc:  # defensive: an odd record must never end the program
        raise RecordError("record.not-replayed", {"error": type(exc).__name__, "detail": str(exc)}) from None


def open_record_file(path: str | os.PathLike[str], games: Lookup) -> tuple[Record, Match]:
    """A record file, checked and replayed to its last action (:class:`RecordError` if not usable).

    The file is only read: nothing is ever written to it.
    """
    record = read_record(path, games)
    return record, checked(lambda: replay(record, games=games))


def open_record_text(text: str, games: Lookup) -> tuple[Record, Match]:
    """A record given as text (pasted from the clipboard), checked and replayed."""
    record = parse_record(text, games)
    return record, checked(lambda: replay(record, games=games))
