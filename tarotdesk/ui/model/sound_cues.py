"""The table's sounds without Qt: which sound goes with what the table shows, how loud it is,
and which of the system's programs can play it.

The sounds are the WAV files of ``resources/sounds`` (made by ``tools/make_sounds.py``), one per
cue of :data:`CUES`. They are played by a program the system has (:func:`player_commands`), so
that playing them adds no library to the program; :mod:`tarotdesk.ui.kit.sound` runs it.
"""

from __future__ import annotations

import io
import shutil
import sys
import wave
from pathlib import Path
from typing import Callable, Sequence

from ...core.cards import UNKNOWN
from ...resources import resource_path
from .table_frame import Frame

#: The sounds: a card put down, a trick or capture taken, your turn, a deal won, a deal lost.
CUES = ("card", "take", "turn", "won", "lost")
#: The programs that play a WAV file on Linux and the BSDs, the first found first: PulseAudio's
#: and PipeWire's (which follow the desktop's choice of device), then ALSA's.
UNIX_PLAYERS: tuple[tuple[str, ...], ...] = (("paplay",), ("pw-play",), ("aplay", "-q"))
#: The "command" that stands for the standard library's ``winsound`` on Windows.
WINSOUND = "winsound"


def sound_file(cue: str) -> Path:
    """The WAV file of ``cue``."""
    if cue not in CUES:
        raise KeyError(f"no sound {cue!r}")
    return resource_path("sounds", f"{cue}.wav")


def gain(percent: int) -> float:
    """The factor the samples are multiplied by at this volume (0-100): its square, so that the
    steps of the volume sound even (50 % is about 12 dB below the full sound)."""
    share = max(0, min(100, int(percent))) / 100
    return share * share


def scaled_wav(data: bytes, percent: int) -> bytes:
    """The 16-bit WAV ``data`` at volume ``percent`` (a new WAV file's bytes)."""
    with wave.open(io.BytesIO(data), "rb") as src:
        params = src.getparams()
        frames = src.readframes(src.getnframes())
    if params.sampwidth != 2:
        raise ValueError("only 16-bit sounds are scaled")
    g = gain(percent)
    samples = memoryview(frames).cast("h")
    scaled = bytearray(len(frames))
    out = memoryview(scaled).cast("h")
    for i, s in enumerate(samples):
        out[i] = int(round(s * g))
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as dst:
        dst.setparams(params)
        dst.writeframes(bytes(scaled))
    return buffer.getvalue()


def player_commands(platform: str = sys.platform,
                    which: Callable[[str], str | None] = shutil.which) -> list[list[str]]:
    """The commands that may play a WAV file given after them, best first (empty: none here).

    On Windows the one "command" is :data:`WINSOUND`: the standard library plays the file."""
    if platform.startswith("win"):
        return [[WINSOUND]]
    if platform == "darwin":
        candidates: Sequence[tuple[str, ...]] = (("afplay",),)
    else:
        candidates = UNIX_PLAYERS
    found = []
    for command in candidates:
        path = which(command[0])
        if path:
            found.append([path, *command[1:]])
    return found


def table_cues(before: Frame | None, after: Frame) -> list[str]:
    """The sounds of the table going from frame ``before`` to ``after``: ``card`` when a card
    came into the middle of the table, ``take`` when cards of the middle went to a seat's pile.
    A new deal makes no sound (its cards are dealt, not played)."""
    if before is None or after.dealing:
        return []
    cues = []
    was = {c for _, c in before.layout.center}
    now = {c for _, c in after.layout.center}
    if any(c not in was and c is not UNKNOWN for c in now):
        cues.append("card")
    if after.sink is not None and any(c not in now for c in was):
        cues.append("take")
    return cues


def deal_cue(values: Sequence[float], seat: int) -> str | None:
    """``won`` or ``lost`` for ``seat`` at the end of a deal worth ``values`` to the seats
    (``Game.deal_values``): better or worse than the table's mean; None when it is the mean
    (a deal everybody passed)."""
    if not values or not 0 <= seat < len(values):
        return None
    mean = sum(values) / len(values)
    if values[seat] > mean + 1e-9:
        return "won"
    if values[seat] < mean - 1e-9:
        return "lost"
    return None
