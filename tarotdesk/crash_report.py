"""Crash reports and the native-fault log of each run (no Qt here).

Two kinds of crash reach the user:

* a Python exception nobody caught (in the GUI thread or another thread): the window's crash
  handler (:mod:`tarotdesk.ui.shell.crash_handler`) shows it at once, with the report built by
  :func:`build_report`: the version, the platform, the traceback and the record of the game
  being played, everything someone needs to find the fault again;
* a fault that ends the interpreter itself (a segmentation fault in a library, an abort):
  nothing can show a dialog then. :class:`FaultLog` points :mod:`faulthandler` at a file of
  this run in the data folder (``fault-<process id>.log``); a clean exit removes it, so a file
  with something in it, left by a process that has ended, is the trace of a crash, which the
  next start shows and keeps as ``last-fault.log``. Every run has its own file because two
  copies of the program may share a data folder.
"""

from __future__ import annotations

import faulthandler
import os
import platform
import re
import sys
import traceback
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from types import TracebackType
from typing import IO, Mapping

from .core.safe_files import FileRefused, read_bounded, write_atomic

#: The file of a run: ``fault-<process id>.log``.
FAULT_NAME = re.compile(r"^fault-(?P<pid>\d+)\.log$")
#: Where the fault of an earlier run is kept once it has been shown.
LAST_FAULT = "last-fault.log"
#: At most this much of a fault file is read (faulthandler writes a few kilobytes per thread).
FAULT_READ_LIMIT = 256 * 1024


def format_exception(exc_type: type[BaseException], exc: BaseException | None,
                     tb: TracebackType | None) -> str:
    """The traceback of an exception as Python prints it."""
    return "".join(traceback.format_exception(exc_type, exc, tb))


def one_line(exc_type: type[BaseException], exc: BaseException | None, limit: int = 300) -> str:
    """``Type: message`` on one line, at most ``limit`` characters."""
    text = " ".join(f"{exc_type.__name__}: {exc}".split()) if str(exc) else exc_type.__name__
    return text if len(text) <= limit else text[: limit - 1] + "…"


def platform_lines(extra: Mapping[str, str] | None = None) -> list[str]:
    """What the report says about the program and the machine (``extra``: e.g. the Qt version)."""
    from . import __version__

    lines = [
        f"tarotdesk {__version__}",
        f"Python {platform.python_version()} ({platform.python_implementation()})",
        f"Platform: {platform.platform()}",
        f"Frozen build: {'yes' if getattr(sys, 'frozen', False) else 'no'}",
    ]
    lines += [f"{key}: {value}" for key, value in (extra or {}).items()]
    return lines


def build_report(trace: str, record_text: str | None = None, extra: Mapping[str, str] | None = None,
                 when: datetime | None = None, game_line: str | None = None) -> str:
    """The crash report: the program and platform, the time, the traceback (or fault log) and
    the record of the game being played (``record_text``; None: no game). ``game_line`` says
    instead what is known of the game when there is no record to give (an earlier run's fault:
    whether a game was left unfinished); "" says nothing of a game."""
    stamp = (when or datetime.now(timezone.utc)).isoformat(timespec="seconds")
    parts = ["tarotdesk crash report", f"Time: {stamp}", *platform_lines(extra), "", "What happened:",
             trace.rstrip(), ""]
    if record_text:
        parts += ["Record of the game being played:", record_text.rstrip(), ""]
    elif game_line is not None:
        parts += [game_line, ""] if game_line else []
    else:
        parts += ["No game was being played.", ""]
    return "\n".join(parts)


@dataclass(frozen=True)
class EarlierFault:
    """What an earlier run wrote as it crashed, and where it is kept now."""

    text: str
    kept: Path | None


class FaultLog:
    """faulthandler's file for this run in ``folder`` (see the module documentation)."""

    def __init__(self, folder: str | os.PathLike[str], pid: int | None = None) -> None:
        self.folder = Path(folder)
        self.pid = os.getpid() if pid is None else pid
        self.path = self.folder / f"fault-{self.pid}.log"
        self._file: IO[str] | None = None
        self._was_enabled = False  # faulthandler was on before (a test runner's, say)

    @property
    def enabled(self) -> bool:
        """True while faulthandler writes to this run's file."""
        return self._file is not None

    def start(self) -> EarlierFault | None:
        """Collect an earlier run's fault (if one crashed) and point faulthandler at this run's
        file; a folder that cannot be written leaves faulthandler on the standard error, if there
        is one. Never raises."""
        earlier = self.collect_earlier()
        self._was_enabled = faulthandler.is_enabled()
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            self._file = open(self.path, "w", encoding="utf-8")  # noqa: SIM115 - open while the program runs
            faulthandler.enable(file=self._file, all_threads=True)
        except OSError:
            self._close_file()
            if sys.stderr is not None:
                try:
                    faulthandler.enable(all_threads=True)
                except (OSError, ValueError, RuntimeError):
                    pass  # no usable standard error (a program without a console)
        return earlier

    def stop(self) -> None:
        """A clean exit: faulthandler off, and this run's file removed (nothing crashed)."""
        if self._file is None:
            return
        faulthandler.disable()
        self._close_file()
        try:
            self.path.unlink()
        except OSError:
            pass
        if self._was_enabled and sys.__stderr__ is not None:
            try:
                faulthandler.enable(file=sys.__stderr__, all_threads=True)  # as near as can be to before
            except (OSError, ValueError, RuntimeError):
                pass

    def _close_file(self) -> None:
        if self._file is not None:
            try:
                self._file.close()
            except OSError:
                pass
        self._file = None

    def collect_earlier(self) -> EarlierFault | None:
        """The fault of an earlier run that crashed (None: none did), kept as ``last-fault.log``;
        the empty files of runs that were killed are removed. Files of running copies stay."""
        try:
            names = sorted(os.listdir(self.folder))
        except OSError:
            return None
        found: list[tuple[float, str]] = []
        for name in names:
            m = FAULT_NAME.match(name)
            if m is None or int(m["pid"]) == self.pid:
                continue
            path = self.folder / name
            try:
                data = read_bounded(path, FAULT_READ_LIMIT, "a fault log")
                mtime = path.stat().st_mtime
            except (FileRefused, OSError):
                continue  # not ours to judge: a folder or a pipe with such a name stays as it is
            if data.strip():
                found.append((mtime, data.decode("utf-8", errors="replace")))
                self._remove(path)
            elif not _process_runs(int(m["pid"])):
                self._remove(path)  # a run that was killed: it had nothing to say
        if not found:
            return None
        text = "\n".join(t for _, t in sorted(found))
        kept: Path | None = self.folder / LAST_FAULT
        try:
            write_atomic(kept, text)
        except (FileRefused, OSError):
            kept = None
        return EarlierFault(text, kept)

    @staticmethod
    def _remove(path: Path) -> None:
        try:
            path.unlink()
        except OSError:
            pass  # in use (Windows keeps a running copy's open file) or not ours to remove


def _process_runs(pid: int) -> bool:
    """True unless the system says that no process ``pid`` runs. On Windows, where ``os.kill``
    would end the process, False: there a running copy's open file cannot be removed anyway."""
    if os.name == "nt":
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (OverflowError, ValueError):
        return False
    except OSError:
        return True  # it runs, under another user
    return True
