"""Whether the system asks programs to keep still: the desktop's reduced-motion preference (no Qt).

Qt has no portable setting for it, so :func:`system_reduces_motion` reads what each desktop
offers: GNOME's ``org.gnome.desktop.interface enable-animations`` (through ``gsettings``), KDE's
``AnimationDurationFactor`` of ``kdeglobals``, Windows' client-area animation switch
(``SPI_GETCLIENTAREAANIMATION``) and macOS's "Reduce motion" (``com.apple.universalaccess
reduceMotion``). Whatever cannot be read counts as "no preference". The answer is read once per
run: the settings' animation speed asks for it whenever the person has not chosen a speed.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from functools import lru_cache
from pathlib import Path

#: Longest wait for a desktop's settings tool (seconds): a start must never hang on it.
TOOL_TIMEOUT = 1.5
#: Largest KDE settings file read (it is a few kilobytes).
KDE_FILE_LIMIT = 256 * 1024
#: Windows: SystemParametersInfoW's action that reads the client-area animation switch.
SPI_GETCLIENTAREAANIMATION = 0x1042


def _tool_output(args: list[str]) -> str | None:
    # A desktop's own command-line tool, if it is there and answers quickly.
    program = shutil.which(args[0])
    if program is None:
        return None
    try:
        done = subprocess.run([program, *args[1:]], capture_output=True, text=True, timeout=TOOL_TIMEOUT,
                              check=False)
    except (OSError, subprocess.SubprocessError, ValueError):
        return None
    return done.stdout.strip() if done.returncode == 0 else None


def _gnome() -> bool | None:
    answer = _tool_output(["gsettings", "get", "org.gnome.desktop.interface", "enable-animations"])
    if answer in ("true", "false"):
        return answer == "false"
    return None


def _kde(home: Path | None = None) -> bool | None:
    # kdeglobals' [KDE] AnimationDurationFactor: 0 turns every animation off.
    config = os.environ.get("XDG_CONFIG_HOME") or str((home or Path.home()) / ".config")
    path = Path(config) / "kdeglobals"
    try:
        if not path.is_file() or path.stat().st_size > KDE_FILE_LIMIT:
            return None
        text = path.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return None
    return kde_reduces_motion(text)


def kde_reduces_motion(text: str) -> bool | None:
    """What a ``kdeglobals`` file says: True when its ``[KDE]`` group's
    ``AnimationDurationFactor`` is 0, False for another number, None when it says nothing."""
    group = ""
    for raw in text.splitlines():
        line = raw.strip()
        if line.startswith("[") and line.endswith("]"):
            group = line[1:-1]
        elif group == "KDE" and line.partition("=")[0].strip() == "AnimationDurationFactor":
            try:
                return float(line.partition("=")[2].strip()) == 0.0
            except ValueError:
                return None
    return None


def _windows() -> bool | None:
    try:
        import ctypes
        from ctypes import wintypes

        enabled = wintypes.BOOL()
        ok = ctypes.windll.user32.SystemParametersInfoW(  # type: ignore[attr-defined]
            SPI_GETCLIENTAREAANIMATION, 0, ctypes.byref(enabled), 0)
    except (AttributeError, OSError, ImportError):
        return None
    return not bool(enabled.value) if ok else None


def _macos() -> bool | None:
    answer = _tool_output(["defaults", "read", "com.apple.universalaccess", "reduceMotion"])
    if answer in ("0", "1"):
        return answer == "1"
    return None


def read_reduced_motion(platform: str = sys.platform) -> bool:
    """Ask the desktop now (see the module documentation); False when it says nothing."""
    if platform.startswith("win"):
        readers = (_windows,)
    elif platform == "darwin":
        readers = (_macos,)
    else:
        readers = (_gnome, _kde)
    for reader in readers:
        answer = reader()
        if answer is not None:
            return answer
    return False


@lru_cache(maxsize=1)
def system_reduces_motion() -> bool:
    """True when the system asks for reduced motion (read once per run)."""
    return read_reduced_motion()
