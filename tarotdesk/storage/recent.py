"""Recent files: the records last opened or saved, newest first."""

from __future__ import annotations

import os
from pathlib import Path

from .files import StorageError, read_json, write_json

LIMIT = 10


class RecentFiles:
    """The list of recent record files, kept in a small JSON file of the data folder.

    A missing or damaged list reads as empty (the damage is kept in :attr:`problem` for the
    window to mention); adding or removing a path rewrites it atomically. Something that is not
    a file we may read (a folder, a named pipe, no permission) is never written over: changing
    the list then fails with that reason.
    """

    def __init__(self, path: Path, limit: int = LIMIT) -> None:
        self.path = path
        self.limit = limit
        self.problem: StorageError | None = None

    def paths(self) -> list[str]:
        """The recent files, newest first."""
        self.problem = None
        try:
            data = read_json(self.path)
        except StorageError as exc:
            self.problem = exc
            return []
        if not isinstance(data, dict) or not isinstance(data.get("files"), list):
            return []
        return [p for p in data["files"] if isinstance(p, str)][: self.limit]

    def add(self, path: str | os.PathLike[str]) -> None:
        """Put ``path`` first (:class:`StorageError` if the list cannot be written)."""
        full = str(Path(path).absolute())
        self._write([full] + [p for p in self.paths() if p != full])

    def remove(self, path: str | os.PathLike[str]) -> None:
        """Take ``path`` off the list."""
        full = str(Path(path).absolute())
        self._write([p for p in self.paths() if p != full])

    def clear(self) -> None:
        """Empty the list."""
        self._write([])

    def _write(self, paths: list[str]) -> None:
        if self.problem is not None and self.problem.kind != "damaged":
            raise self.problem  # not ours to replace (see the class documentation)
        write_json(self.path, {"files": paths[: self.limit]})
