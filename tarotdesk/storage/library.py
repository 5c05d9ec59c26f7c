"""The saved games: every game played here, and the list the window shows of them.

Each match is kept as one record file in the data folder's ``games`` folder, named after its
date and game (:func:`.identity.file_name`), so a match that is resumed or continued later is
written back to the same file. The list (:meth:`Library.entries`) shows the game, the players,
the date, the score and whether the game is finished; it comes from each record's cached
``result`` (replaying the record only when that is missing) and is remembered in an index file
keyed by each file's size and time, so opening the list reads only new or changed files.
A file that cannot be read is listed with the reason, never changed.
"""

from __future__ import annotations

import os
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, Iterable

from ..core.messages import LANGS
from ..core.records import Record, RecordError, read_record, replay, summary
from ..core.short_text import MESSAGE_LIMIT, shorten
from .files import Lookup, StorageError, read_json, remove_file, write_json, write_text
from .identity import file_name
from .paths import RECORD_SUFFIX

#: 2: an entry keeps why its file cannot be used in every language (``error_texts``).
INDEX_VERSION = 2


@dataclass
class GameEntry:
    """One line of the saved-games list."""

    path: str
    in_library: bool  # in the saved-games folder (else a file opened or saved elsewhere)
    game: str = ""
    players: list[str] = field(default_factory=list)
    humans: list[int] = field(default_factory=list)
    created: str = ""
    updated: str = ""
    scores: list[int] = field(default_factory=list)
    deals: int = 0  # deals finished
    over: bool = False
    actions: int = 0
    error: str | None = None  # why the file cannot be used, in English (then the other fields are empty)
    error_texts: dict[str, str] = field(default_factory=dict)  # the same in each language

    @property
    def usable(self) -> bool:
        """True if the file can be opened."""
        return self.error is None

    def refused(self, exc: RecordError) -> None:
        """Note why the file cannot be used, in every language."""
        self.error = str(exc)
        self.error_texts = {lang: exc.text(lang) for lang in LANGS}

    def error_text(self, lang: str) -> str | None:
        """Why the file cannot be used, in ``lang`` (in English if that language was not noted)."""
        return self.error_texts.get(lang, self.error)


def _cached_result(record: Record) -> dict[str, Any] | None:
    # The record's own summary, if it has the shape that summary() gives; else None.
    r = record.result
    n = record.n_players
    if not isinstance(r, dict) or r.get("game") != record.game or r.get("players") != n:
        return None
    scores, deals, over = r.get("match_score"), r.get("deals"), r.get("over")
    if not isinstance(over, bool) or not isinstance(deals, list) or not isinstance(scores, list):
        return None
    if len(scores) != n or not all(isinstance(v, int) and not isinstance(v, bool) for v in scores):
        return None
    return r


def describe(path: Path, in_library: bool, games: Lookup) -> GameEntry:
    """The list entry of one record file (with the reason if it cannot be read)."""
    entry = GameEntry(str(path), in_library)
    try:
        record = read_record(path, games)
        result = _cached_result(record) or summary(replay(record, games=games))
    except RecordError as exc:
        entry.refused(exc)
        return entry
    entry.game = record.game
    entry.players = [p.name for p in record.players]
    entry.humans = [s for s, p in enumerate(record.players) if p.kind == "human"]
    entry.created, entry.updated = record.created, record.updated
    entry.scores = list(result["match_score"])
    entry.deals = len(result["deals"])
    entry.over = bool(result["over"])
    entry.actions = len(record.actions)
    return entry


def _stamp(path: Path) -> list[int] | None:
    try:
        st = path.stat()
    except OSError:
        return None
    return [st.st_mtime_ns, st.st_size]


class Library:
    """The saved-games folder and its index."""

    def __init__(self, folder: Path, index_path: Path, games: Lookup) -> None:
        self.folder = folder
        self.index_path = index_path
        self.games = games

    def path_for(self, record: Record) -> Path:
        """Where the match of ``record`` is kept."""
        return self.folder / file_name(record)

    def store(self, record: Record) -> Path:
        """Keep ``record`` in the saved games (replacing the same match's older state)."""
        path = self.path_for(record)
        write_text(path, record.to_text())
        return path

    def files(self) -> list[Path]:
        """The record files of the folder, newest name first.

        Anything named like a record is listed, even a folder or a named pipe: the list then
        says why it cannot be opened (reading it is refused at once, see ``read_record``)."""
        try:
            found = [p for p in self.folder.iterdir() if p.suffix == RECORD_SUFFIX]
        except OSError:
            return []
        return sorted(found, key=lambda p: p.name, reverse=True)

    def contains(self, path: str | os.PathLike[str]) -> bool:
        """True if ``path`` is a file of the saved-games folder."""
        try:
            return Path(path).resolve().parent == self.folder.resolve()
        except OSError:
            return False

    def remove(self, path: str | os.PathLike[str]) -> None:
        """Delete a saved game (only files of the folder; :class:`StorageError` on failure)."""
        if not self.contains(path):
            raise StorageError("failed", path, "only files of the saved-games folder are deleted here")
        remove_file(path)

    def entries(self, extra: Iterable[str | os.PathLike[str]] = ()) -> list[GameEntry]:
        """The list: every saved game, then the ``extra`` files (recent ones) not among them.

        Files are read only when the index does not know them at their current size and time;
        the index is then rewritten (a failure to write it only costs time next time).
        """
        index, writable = self._load_index()
        known: dict[str, Any] = index.get("files", {})
        fresh: dict[str, Any] = {}
        out: list[GameEntry] = []
        seen: set[str] = set()
        paths = [(p, True) for p in self.files()] + [(Path(p), False) for p in extra]
        for path, in_library in paths:
            key = str(path.resolve()) if path.exists() else str(path)
            if key in seen:
                continue
            seen.add(key)
            stamp = _stamp(path)
            if stamp is None:
                gone = GameEntry(str(path), in_library)
                gone.refused(RecordError("record.gone"))
                out.append(gone)
                continue
            cached = known.get(key)
            entry = None
            if isinstance(cached, dict) and cached.get("stamp") == stamp:
                entry = _entry_from_json(cached.get("entry"), str(path), in_library)
            if entry is None:
                entry = describe(path, in_library, self.games)
            fresh[key] = {"stamp": stamp, "entry": asdict(entry)}
            out.append(entry)
        if fresh != known and writable:
            try:
                write_json(self.index_path, {"version": INDEX_VERSION, "files": fresh})
            except StorageError:
                pass  # the list is still right; it will only be rebuilt next time
        return out

    def _load_index(self) -> tuple[dict[str, Any], bool]:
        # The index and whether it may be written: a damaged index is rebuilt from the files
        # themselves and replaced, but a folder, a pipe or a file we may not read in its place
        # is left alone (the list is then read from the files each time).
        try:
            data = read_json(self.index_path)
        except StorageError as exc:
            return {}, exc.kind == "damaged"
        if not isinstance(data, dict) or data.get("version") != INDEX_VERSION:
            return {}, True
        return data, True


def _entry_from_json(data: Any, path: str, in_library: bool) -> GameEntry | None:
    if not isinstance(data, dict):
        return None
    try:
        entry = GameEntry(**{**data, "path": path, "in_library": in_library})
    except TypeError:
        return None
    ok = (isinstance(entry.players, list) and isinstance(entry.scores, list) and isinstance(entry.game, str)
          and isinstance(entry.over, bool) and isinstance(entry.deals, int)
          and (entry.error is None or isinstance(entry.error, str)) and isinstance(entry.error_texts, dict)
          and all(isinstance(v, str) for v in entry.error_texts.values()))
    if ok and entry.error is not None:
        # The index is a file like any other: a text of any length written in it is cut again.
        entry.error = shorten(entry.error, MESSAGE_LIMIT)
        entry.error_texts = {lang: shorten(entry.error_texts[lang], MESSAGE_LIMIT)
                             for lang in LANGS if lang in entry.error_texts}
    return entry if ok else None
