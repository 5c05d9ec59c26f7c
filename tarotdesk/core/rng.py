"""Seeded chance that gives the same cards on every machine and every Python version.

Only ``random.Random.getrandbits`` (plain MT19937 output) is used: the library's shuffle and
randrange algorithms are not promised to stay the same across Python releases.
"""

from __future__ import annotations

import hashlib
import random
from typing import MutableSequence, Sequence, TypeVar

T = TypeVar("T")


def derive_seed(seed: int | str, *parts: object) -> int:
    """A 64-bit seed derived from ``seed`` and ``parts`` (e.g. the deal number)."""
    text = ":".join([str(seed), *map(str, parts)]).encode()
    return int.from_bytes(hashlib.sha256(text).digest()[:8], "big")


class SeededRNG:
    """A small deterministic generator with the operations the games need."""

    __slots__ = ("_r", "_bits")

    def __init__(self, seed: int | str) -> None:
        self._r = random.Random(derive_seed(seed))
        self._bits = self._r.getrandbits  # bound once: below() runs on every simulated step

    def below(self, n: int) -> int:
        """Uniform integer in ``[0, n)``."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        k = n.bit_length()
        r = self._bits(k)
        while r >= n:
            r = self._bits(k)
        return r

    def choice(self, items: Sequence[T]) -> T:
        """A uniformly chosen element of a non-empty sequence."""
        return items[self.below(len(items))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher–Yates shuffle in place."""
        # below() inlined, with each step's bound and bit count read from a table: a deal
        # starts with a shuffle, and simulations start many deals.
        bits = self._bits
        for i, n, k in _fisher_yates_steps(len(items)):
            j = bits(k)
            while j >= n:
                j = bits(k)
            items[i], items[j] = items[j], items[i]

    def random(self) -> float:
        """Uniform float in ``[0, 1)`` with 53 random bits."""
        return self._r.getrandbits(53) / 9007199254740992.0

    def fork(self, *parts: object) -> "SeededRNG":
        """An independent generator derived from this one's next output and ``parts``."""
        return SeededRNG(derive_seed(self._r.getrandbits(64), *parts))


_STEPS: dict[int, tuple[tuple[int, int, int], ...]] = {}


def _fisher_yates_steps(length: int) -> tuple[tuple[int, int, int], ...]:
    """(position, bound, bits of the bound) for each step of a shuffle of ``length`` items."""
    steps = _STEPS.get(length)
    if steps is None:
        steps = _STEPS[length] = tuple((i, i + 1, (i + 1).bit_length()) for i in range(length - 1, 0, -1))
    return steps
