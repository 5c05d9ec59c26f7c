"""Which running copy of tarotdesk keeps the autosave of a data folder.

Two copies of the program started on the same data folder would both rewrite the one
autosave after every action, each erasing the other's game. The first copy to start takes an
:class:`InstanceLock` on ``autosave.lock`` and keeps the autosave; a copy that finds the lock
taken plays without an autosave (its games go to the saved games when they end or are left)
and says so.

The lock is the operating system's lock on the open file (``flock`` on POSIX systems,
``msvcrt.locking`` on Windows), so it ends with the process that holds it, however that
process ends: a crash never leaves a stale lock behind. The file itself stays and holds the
holder's process id, for people who wonder.

Not getting the lock has two causes that the window tells apart: another copy holds it
(:attr:`InstanceLock.failure` is None), or the lock file cannot be made at all because the
folder is read-only, not ours or not a folder (``failure`` is the :class:`StorageError` that
says why): then nobody can keep games there.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from ..core.safe_files import FileRefused, read_bounded
from .files import StorageError, storage_error


class InstanceLock:
    """An exclusive, non-blocking lock on one file, held until :meth:`release` or the process ends."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._fd: int | None = None
        #: Why the last :meth:`acquire` could not even make the lock file (None: it could).
        self.failure: StorageError | None = None

    @property
    def held(self) -> bool:
        """True while this object holds the lock."""
        return self._fd is not None

    def acquire(self) -> bool:
        """Take the lock if nobody holds it; True if this object holds it now.

        A folder where the lock file cannot even be created counts as not held too, and
        :attr:`failure` then says why (``read-only`` for a read-only or forbidden folder).
        """
        if self._fd is not None:
            return True
        self.failure = None
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
        except OSError as exc:
            self.failure = storage_error(exc, self.path)
            return False
        if not _lock(fd):
            os.close(fd)
            return False
        self._fd = fd
        try:
            os.ftruncate(fd, 0)
            os.write(fd, f"{os.getpid()}\n".encode("ascii"))
        except OSError:
            pass  # the process id is only a courtesy; the lock is what counts
        return True

    def release(self) -> None:
        """Let another copy of the program take the lock."""
        if self._fd is None:
            return
        fd, self._fd = self._fd, None
        _unlock(fd)
        os.close(fd)

    def holder(self) -> int | None:
        """The process id written by the holder, if it can be read."""
        try:
            # Bounded and regular files only: a pipe put in the lock's place must not block.
            return int(read_bounded(self.path, 64, "a lock file").decode("ascii").split()[0])
        except (FileRefused, OSError, ValueError, IndexError):
            return None


if sys.platform == "win32":
    import msvcrt

    def _lock(fd: int) -> bool:
        try:
            # One byte far beyond the process id: locking it does not stop others reading the id.
            os.lseek(fd, 1 << 20, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
            return True
        except OSError:
            return False

    def _unlock(fd: int) -> None:
        try:
            os.lseek(fd, 1 << 20, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
        except OSError:
            pass
else:
    import fcntl

    def _lock(fd: int) -> bool:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            return True
        except OSError:
            return False

    def _unlock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)
