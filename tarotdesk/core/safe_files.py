"""Reading and writing files that a user or another file can name, without hanging or losing data.

Any path may name something that is not a file: a named pipe (reading it waits for a writer
that never comes), a device (``/dev/zero`` never ends), a folder, a socket, or a file far too
large. :func:`read_bounded` is the one way tarotdesk reads such a path: it refuses anything
that is not a regular file before and after opening it (opening without blocking where the
system allows it, so a pipe put in place meanwhile cannot stop the open), and reads at most
the limit plus one byte, so a file that grows while it is read is refused too. Symbolic links
are followed: a record may be a link, but what it names must be a regular file.

:func:`write_atomic` writes a whole file through a temporary file of its own, synced, renamed
over the target, and then syncs the folder so that the rename itself survives a power cut. The
temporary files have names of their own (``.NAME.tarotdesk-PID-XXXXXXXX.tmp``), so that
:func:`remove_stale_temporaries` can remove those left by an interrupted run and nothing else.

Pure Python, no Qt; portable (``O_NONBLOCK`` and folder syncs only where the system has them).
"""

from __future__ import annotations

import errno
import os
import re
import secrets
import stat
import time
from pathlib import Path

#: Flags for opening a file to read: never wait on a pipe, never make a terminal ours, binary on Windows.
_READ_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)
#: Flags for a new temporary file: created here and now, never through a link found in its place.
_TEMP_FLAGS = (os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0)
               | getattr(os, "O_BINARY", 0))
_CHUNK = 1024 * 1024
#: A temporary file older than this was left by a write that will never finish.
STALE_SECONDS = 600.0
_TEMP_NAME = re.compile(r"^\..*\.tarotdesk-(?P<pid>\d+)-[0-9a-f]{8}\.tmp$")
#: The temporary names of earlier versions (``.NAME.PID.tmp`` next to a record or a JSON file).
_OLD_TEMP_NAME = re.compile(r"^\..+\.(?:tarotdesk|json)\.(?P<pid>\d+)\.tmp$")


class FileRefused(Exception):
    """A path that cannot be read (or written) as a file; ``str()`` is one sentence for the user.

    ``kind``: ``no-name`` (an empty path), ``missing``, ``not-a-file`` (a folder, a pipe, a
    device, a socket), ``too-large``, ``unreadable`` (the system refused: ``errno`` says why) or,
    for :func:`write_back`, ``read-only``.
    """

    def __init__(self, kind: str, message: str, errno: int | None = None) -> None:
        self.kind = kind
        self.message = message
        self.errno = errno
        super().__init__(message)


def kind_of(mode: int) -> str:
    """What a file's ``st_mode`` says it is, in words (``a folder``, ``a named pipe (FIFO)``...)."""
    if stat.S_ISREG(mode):
        return "a file"
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a named pipe (FIFO)"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "a special file"


def _size_text(n: int) -> str:
    mib = 1024 * 1024
    if n % mib == 0:
        return f"{n // mib} MiB"
    return f"{n // 1024} KiB" if n >= 1024 else f"{n} bytes"


def _not_a_file(mode: int) -> FileRefused:
    return FileRefused("not-a-file", f"this is {kind_of(mode)}, not a file")


def _too_large(size: int | None, limit: int, what: str) -> FileRefused:
    if size is None:
        return FileRefused("too-large", f"the file is larger than {_size_text(limit)}; {what} never is")
    return FileRefused("too-large", f"the file is {size // 1024} KiB; {what} is never larger than "
                                    f"{_size_text(limit)}")


def read_bounded(path: str | os.PathLike[str], limit: int, what: str = "such a file") -> bytes:
    """The bytes of the regular file at ``path`` (links followed), at most ``limit`` of them.

    Raises :class:`FileRefused` for an empty path, a missing file, anything that is not a
    regular file, a file larger than ``limit`` bytes, or one the system will not let us read.
    ``what`` names the kind of file in the message about size (``a record``). Never blocks on a
    pipe and never reads more than ``limit + 1`` bytes.
    """
    name = os.fspath(path)
    if not name:
        raise FileRefused("no-name", "no file name was given")
    # Look before opening: opening a device can itself do something (a tape rewinds).
    try:
        st = os.stat(name)
    except OSError as exc:
        raise _open_refusal(exc) from None
    except (UnicodeEncodeError, ValueError):  # a lone surrogate or a NUL: no file has such a name here
        raise FileRefused("unreadable", "this system cannot name such a file (the name holds a character "
                                        "it cannot encode)") from None
    if not stat.S_ISREG(st.st_mode):
        raise _not_a_file(st.st_mode)
    if st.st_size > limit:
        raise _too_large(st.st_size, limit, what)
    try:
        fd = os.open(name, _READ_FLAGS)
    except OSError as exc:
        raise _open_refusal(exc) from None
    try:
        # The path may name something else now than when it was looked at: check what was opened.
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            raise _not_a_file(st.st_mode)
        if st.st_size > limit:
            raise _too_large(st.st_size, limit, what)
        chunks: list[bytes] = []
        total = 0
        while total <= limit:
            try:
                chunk = os.read(fd, min(_CHUNK, limit + 1 - total))
            except BlockingIOError:
                raise FileRefused("unreadable", "cannot read the file (it is not ready to be read)") from None
            except OSError as exc:
                raise FileRefused("unreadable", f"cannot read the file ({exc.strerror or exc})",
                                  exc.errno) from None
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
        if total > limit:  # the file grew while it was read, or its size was not told
            raise _too_large(None, limit, what)
        return b"".join(chunks)
    finally:
        os.close(fd)


def _open_refusal(exc: OSError) -> FileRefused:
    reason = exc.strerror or str(exc)
    if isinstance(exc, FileNotFoundError):
        return FileRefused("missing", f"cannot open the file ({reason})", exc.errno)
    if isinstance(exc, IsADirectoryError):
        return FileRefused("not-a-file", "this is a folder, not a file", exc.errno)
    return FileRefused("unreadable", f"cannot open the file ({reason})", exc.errno)


# -- writing --------------------------------------------------------------------------------------

#: Bytes of the target's name kept in a temporary file's name (a name may have 255 bytes at most).
TEMP_NAME_BYTES = 100


def _name_start(name: str, limit: int = TEMP_NAME_BYTES) -> str:
    # The longest start of ``name`` whose encoded form has at most ``limit`` bytes: cut by bytes,
    # not characters (80 Japanese characters take 240 bytes), and never inside a character.
    # A name the system cannot encode raises UnicodeEncodeError here, before anything is made.
    if len(os.fsencode(name)) <= limit:
        return name
    used = 0
    for i, ch in enumerate(name):
        used += len(os.fsencode(ch))
        if used > limit:
            return name[:i]
    return name


def temporary_path(target: Path) -> Path:
    """A new temporary file's name beside ``target``, recognisable by :func:`remove_stale_temporaries`."""
    # Cut a long name so that the temporary name stays within the system's limit of a name.
    return target.with_name(f".{_name_start(target.name)}.tarotdesk-{os.getpid()}-{secrets.token_hex(4)}.tmp")


def _keep_owner_and_mode(fd: int, st: os.stat_result) -> None:
    """Give the new file ``fd`` the permissions of the file it replaces, and its owner and group
    where the system lets us (anybody may keep his own file's owner; only the superuser another's)."""
    if hasattr(os, "fchown") and (st.st_uid, st.st_gid) != (os.geteuid(), os.getegid()):
        try:
            os.fchown(fd, st.st_uid, st.st_gid)
        except PermissionError:
            try:
                os.fchown(fd, -1, st.st_gid)  # a group of ours, at least
            except PermissionError:
                pass
    if hasattr(os, "fchmod"):
        os.fchmod(fd, stat.S_IMODE(st.st_mode))  # after the owner: changing it clears set-id bits


def write_atomic(path: str | os.PathLike[str], text: str | bytes) -> None:
    """Write ``text`` (UTF-8) to ``path`` through a temporary file and a rename: never a half file.

    A symbolic link is written through (the file it names is replaced, the link stays). A path
    that names a folder, a pipe or a device is refused with :class:`FileRefused` and left
    alone; system errors are raised as :class:`OSError`, a name the system cannot encode as
    UnicodeEncodeError. A file replaced keeps its permissions, and its owner where the system
    allows it. After the rename the folder is synced where the system allows it, so that the
    new name is on the disk too.
    """
    target = Path(path)
    if target.is_symlink():
        target = Path(os.path.realpath(target))
    try:
        st: os.stat_result | None = os.stat(target)
    except FileNotFoundError:
        st = None
    else:
        if not stat.S_ISREG(st.st_mode):
            raise FileRefused("not-a-file", f"this is {kind_of(st.st_mode)}, not a file; nothing was written "
                                            "over it")
    data = text.encode("utf-8") if isinstance(text, str) else text
    tmp = temporary_path(target)
    fd = os.open(tmp, _TEMP_FLAGS, 0o666)
    try:
        if st is not None:
            _keep_owner_and_mode(fd, st)
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, target)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    sync_folder(target.parent)


def write_back(path: str | os.PathLike[str], data: bytes) -> None:
    """Write ``data`` over the existing file at ``path`` (links followed), keeping what the file is.

    A file nobody may write (no write permission for anyone, or none for us, or on a read-only
    disk) is refused with :class:`FileRefused` (``read-only``) and left alone: the user made it
    so. A file with several hard links is written in place, so that every one of its names sees
    the new content (room for it is reserved first where the system can, so that a full disk
    fails before a byte changes; a crash in the middle of the write could still leave it half
    written, which is why every other file is replaced through :func:`write_atomic`, keeping its
    permissions and owner). System errors are raised as :class:`OSError`.
    """
    name = os.path.realpath(os.fspath(path))
    st = os.stat(name)
    if not stat.S_ISREG(st.st_mode):
        raise _not_a_file(st.st_mode)
    if not st.st_mode & (stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH) or not os.access(name, os.W_OK):
        raise FileRefused("read-only", "the file is read-only; nothing was written to it")
    if st.st_nlink > 1:
        _write_in_place(name, data)
    else:
        write_atomic(name, data)


def _write_in_place(name: str, data: bytes) -> None:
    fd = os.open(name, os.O_WRONLY | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0))
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            raise _not_a_file(st.st_mode)
        if len(data) > st.st_size and hasattr(os, "posix_fallocate"):
            try:
                os.posix_fallocate(fd, 0, len(data))
            except OSError as exc:
                if exc.errno not in (errno.EOPNOTSUPP, errno.EINVAL, errno.ENOSYS):
                    raise  # no room: nothing was changed
        view = memoryview(data)
        os.lseek(fd, 0, os.SEEK_SET)
        while view:
            view = view[os.write(fd, view):]
        os.ftruncate(fd, len(data))
        os.fsync(fd)
    finally:
        os.close(fd)


def sync_folder(folder: Path) -> None:
    """Make a rename in ``folder`` durable (POSIX); nothing where folders cannot be opened (Windows)."""
    if os.name == "nt":
        return
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return  # the file is written and renamed; only the durability of the name is left to the system
    try:
        os.fsync(fd)
    except OSError:
        pass  # some file systems cannot sync a folder; the rename has been made all the same
    finally:
        os.close(fd)


def remove_stale_temporaries(folder: str | os.PathLike[str], now: float | None = None) -> list[Path]:
    """Remove the temporary files that :func:`write_atomic` left in ``folder`` (an interrupted run).

    Only plain files with the writer's own names are removed, and only when the process that
    made one has ended or the file is older than :data:`STALE_SECONDS` (another running copy
    of the program may be writing one right now). Returns the files removed; never raises.
    """
    base = Path(folder)
    try:
        names = os.listdir(base)
    except OSError:
        return []
    now = time.time() if now is None else now
    removed: list[Path] = []
    for name in names:
        m = _TEMP_NAME.match(name) or _OLD_TEMP_NAME.match(name)
        if m is None:
            continue
        path = base / name
        try:
            st = os.lstat(path)
        except OSError:
            continue
        if not stat.S_ISREG(st.st_mode):
            continue  # a link or a folder with such a name was not made by the writer
        if not (_process_gone(int(m["pid"])) or now - st.st_mtime > STALE_SECONDS):
            continue
        try:
            os.unlink(path)
        except OSError:
            continue
        removed.append(path)
    return removed


def _process_gone(pid: int) -> bool:
    # True only when the system says no such process runs.
    if pid == os.getpid():
        return False
    if pid <= 0:
        return True  # no writer has such a process id
    if os.name == "nt":
        return False  # os.kill would end the process there: the file's age alone decides
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    except (OverflowError, ValueError):
        return True  # larger than any process id of this system
    except OSError:
        return False  # it runs, under another user
    return False
