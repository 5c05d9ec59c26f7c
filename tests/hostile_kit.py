"""Things that are not files, put where a reader looks for one, and a way to see that they did not change.

Shared by the hostile-file tests of every reader and the command-line run over damaged records.
"""

from __future__ import annotations

import hashlib
import os
import stat
from pathlib import Path


#: What the one-line message must say of each kind.
SAYS = {"pipe": "named pipe", "device": "device", "folder": "folder", "unreadable": "Permission denied",
        "50 MB": "51200 KiB"}
#: A file that even the superuser may not read (a write-only kernel setting), for runs as root.
WRITE_ONLY_SETTING = Path("/proc/sys/vm/drop_caches")


def _root() -> bool:
    return hasattr(os, "geteuid") and os.geteuid() == 0


def make(kind: str, path: Path) -> None:
    """Put a thing of ``kind`` at ``path`` (the name a reader will look for)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    if kind == "pipe":
        os.mkfifo(path)
    elif kind == "device":
        path.symlink_to("/dev/zero")
    elif kind == "folder":
        path.mkdir()
        (path / "inside.txt").write_text("a file in the folder")
    elif kind == "50 MB":
        with open(path, "wb") as fh:  # sparse: the emptiness takes no disk
            fh.write(b'{"format": "tarotdesk-record", "version": 1, "game": "tarokk", "players": "')
            fh.truncate(50 * 1024 * 1024)
    elif not _root():
        path.write_text('{"format": "tarotdesk-record", "version": 1}')
        path.chmod(0)
    else:
        # The superuser reads any file whatever its permissions; a write-only kernel setting is
        # the one file the system refuses to it, so a link to it stands for an unreadable file
        # (where there is none, KINDS leaves this kind out).
        assert unreadable_possible(), "no file here is refused to the superuser"
        path.symlink_to(WRITE_ONLY_SETTING)


def unreadable_possible() -> bool:
    """True if this run can make a file it may not read (always, unless it runs as the superuser)."""
    if not _root():
        return True
    try:
        os.close(os.open(WRITE_ONLY_SETTING, os.O_RDONLY | os.O_NONBLOCK))
    except PermissionError:
        return True
    except OSError:
        return False
    return False


#: The kinds of things a stranger's "file" may be; an unreadable file only where this run can
#: make one (a run as the superuser without the write-only kernel setting cannot).
KINDS = tuple(k for k in ("pipe", "device", "folder", "unreadable", "50 MB")
              if k != "unreadable" or unreadable_possible())


def state(path: Path) -> tuple:
    """Everything that would show a change: kind, size, times, link target, content, folder listing."""
    st = os.lstat(path)
    out: tuple = (stat.S_IFMT(st.st_mode), stat.S_IMODE(st.st_mode), st.st_size, st.st_mtime_ns, st.st_ino)
    if stat.S_ISLNK(st.st_mode):
        out += (os.readlink(path),)
    elif stat.S_ISDIR(st.st_mode):
        out += (sorted(os.listdir(path)),)
    elif stat.S_ISREG(st.st_mode) and st.st_mode & stat.S_IRUSR:
        with open(path, "rb") as fh:
            out += (hashlib.sha256(fh.read()).hexdigest(),)
    return out
