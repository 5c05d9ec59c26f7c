"""The table's sounds, synthesised: the recipe of every file in ``resources/sounds/``.

Usage::

    python tools/make_sounds.py            # write resources/sounds/*.wav
    python tools/make_sounds.py --check    # exit 1 if a committed file differs from the recipe

Every sound is made here from sine waves and seeded noise with plain Python (``math``,
``random``, ``wave``): no recording, sample or other work is used, so the sounds are
tarotdesk's own and carry its licence (``resources/LICENSES.md``). Mono, 16 bits,
22,050 samples a second, each at most a second long:

* ``card``: a card put down: a burst of noise, darkened by a low-pass filter, that dies in
  about 40 ms, over a 170 Hz thump;
* ``take``: a trick or a capture taken: band-limited noise that swells and fades over a
  quarter of a second (the cards swept together), ending in a soft thump;
* ``turn``: your turn: two soft bell notes, E5 then A5;
* ``won``: a deal won: C5, E5, G5 and C6 rising;
* ``lost``: a deal lost: G4, E-flat 4 and C4 falling, quieter.

``--check`` compares samples with a tolerance of one step, as another machine's ``math.sin``
may round its last bit differently.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import wave
from pathlib import Path
from typing import Callable

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "resources" / "sounds"
RATE = 22050
#: The loudest sample of every sound, as a share of full scale (about -3 dB).
PEAK = 0.7


def _seconds(t: float) -> int:
    return int(round(t * RATE))


def _noise(n: int, seed: int) -> list[float]:
    rng = random.Random(seed)
    return [rng.uniform(-1.0, 1.0) for _ in range(n)]


def _low_pass(xs: list[float], cutoff: float) -> list[float]:
    # One pole: y += a (x - y); the cut-off in Hz sets a.
    a = 1.0 - math.exp(-2.0 * math.pi * cutoff / RATE)
    y, out = 0.0, []
    for x in xs:
        y += a * (x - y)
        out.append(y)
    return out


def _high_pass(xs: list[float], cutoff: float) -> list[float]:
    low = _low_pass(xs, cutoff)
    return [x - lo for x, lo in zip(xs, low)]


def _bell(freq: float, length: float, decay: float) -> list[float]:
    # A soft bell: the note with two quieter partials, a 3 ms attack and an exponential decay.
    out = []
    for i in range(_seconds(length)):
        t = i / RATE
        env = min(1.0, t / 0.003) * math.exp(-t / decay)
        wave_ = (math.sin(2 * math.pi * freq * t) + 0.35 * math.sin(2 * math.pi * 2 * freq * t)
                 + 0.12 * math.sin(2 * math.pi * 3.01 * freq * t))
        out.append(env * wave_)
    return out


def _thump(freq: float, length: float, decay: float) -> list[float]:
    return [math.sin(2 * math.pi * freq * i / RATE) * math.exp(-i / RATE / decay)
            for i in range(_seconds(length))]


def _mix(parts: list[tuple[float, list[float], float]]) -> list[float]:
    """``(start in seconds, samples, gain)`` laid over each other."""
    n = max(_seconds(start) + len(xs) for start, xs, _ in parts)
    out = [0.0] * n
    for start, xs, gain in parts:
        at = _seconds(start)
        for i, x in enumerate(xs):
            out[at + i] += gain * x
    return out


def _normalised(xs: list[float], peak: float = PEAK) -> list[float]:
    top = max(abs(x) for x in xs) or 1.0
    # 2 ms fades at both ends: no click where the sound starts or stops.
    fade = _seconds(0.002)
    out = [x * peak / top for x in xs]
    for i in range(min(fade, len(out))):
        out[i] *= i / fade
        out[-1 - i] *= i / fade
    return out


def card() -> list[float]:
    """A card put down on the cloth."""
    n = _seconds(0.09)
    noise = _low_pass(_high_pass(_noise(n, 1), 300.0), 3500.0)
    snap = [x * math.exp(-i / RATE / 0.012) for i, x in enumerate(noise)]
    return _normalised(_mix([(0.0, snap, 1.0), (0.0, _thump(170.0, 0.06, 0.015), 0.35)]))


def take() -> list[float]:
    """A trick or a capture swept together and taken."""
    n = _seconds(0.26)
    noise = _low_pass(_high_pass(_noise(n, 2), 500.0), 2500.0)
    swell = [x * math.sin(math.pi * i / n) ** 2 for i, x in enumerate(noise)]
    return _normalised(_mix([(0.0, swell, 1.0), (0.22, _thump(140.0, 0.08, 0.02), 0.6)]))


def turn() -> list[float]:
    """Your turn: two soft bell notes, rising a fourth."""
    return _normalised(_mix([(0.0, _bell(659.26, 0.35, 0.12), 1.0), (0.14, _bell(880.0, 0.45, 0.16), 0.9)]),
                       peak=0.55)


def won() -> list[float]:
    """A deal won: a major chord's notes rising."""
    notes = (523.25, 659.26, 783.99, 1046.5)
    parts = [(i * 0.11, _bell(f, 0.6 if i == 3 else 0.3, 0.2 if i == 3 else 0.09), 1.0) for i, f in enumerate(notes)]
    return _normalised(_mix(parts))


def lost() -> list[float]:
    """A deal lost: a minor chord's notes falling, slower and quieter."""
    notes = (392.0, 311.13, 261.63)
    parts = [(i * 0.16, _bell(f, 0.55 if i == 2 else 0.3, 0.2 if i == 2 else 0.1), 1.0) for i, f in enumerate(notes)]
    return _normalised(_mix(parts), peak=0.5)


#: Every sound of the table: its file name (without ``.wav``) and its recipe.
SOUNDS: dict[str, Callable[[], list[float]]] = {"card": card, "take": take, "turn": turn, "won": won, "lost": lost}


def samples_of(xs: list[float]) -> list[int]:
    """Floats in -1..1 as 16-bit sample values."""
    return [max(-32767, min(32767, int(round(x * 32767)))) for x in xs]


def write_wav(path: Path, samples: list[int]) -> None:
    """Write mono 16-bit samples at :data:`RATE` as a WAV file."""
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(b"".join(s.to_bytes(2, "little", signed=True) for s in samples))


def read_wav(path: Path) -> list[int]:
    """The samples of a mono 16-bit WAV file."""
    with wave.open(str(path), "rb") as src:
        data = src.readframes(src.getnframes())
    return [int.from_bytes(data[i:i + 2], "little", signed=True) for i in range(0, len(data), 2)]


def differences(folder: Path = OUT) -> list[str]:
    """What differs between the recipes and the files in ``folder`` (empty: nothing)."""
    problems = []
    for name, recipe in SOUNDS.items():
        path = folder / f"{name}.wav"
        if not path.is_file():
            problems.append(f"{path.name} is missing")
            continue
        made, kept = samples_of(recipe()), read_wav(path)
        if len(made) != len(kept) or any(abs(a - b) > 1 for a, b in zip(made, kept)):
            problems.append(f"{path.name} is not what the recipe makes")
    return problems


def main(argv: list[str] | None = None) -> int:
    """Write the sounds, or with ``--check`` compare them; the exit status says if all is well."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="compare the committed files with the recipes")
    parser.add_argument("--out", type=Path, default=OUT, help="the folder to write to (default: resources/sounds)")
    args = parser.parse_args(argv)
    if args.check:
        problems = differences(args.out)
        for p in problems:
            print(p, file=sys.stderr)
        return 1 if problems else 0
    args.out.mkdir(parents=True, exist_ok=True)
    for name, recipe in SOUNDS.items():
        samples = samples_of(recipe())
        write_wav(args.out / f"{name}.wav", samples)
        print(f"{name}.wav: {len(samples) / RATE:.2f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
