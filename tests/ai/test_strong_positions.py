"""The strong level decides 50 fixed positions per game as it did when they were recorded.

``benchmarks/data/strong_positions.json`` keeps each position as its match seed and the actions
leading to it, with the strong level's decision then (``benchmarks/strong_positions.py record``).
A change to the engines, the kernels or the search that is meant to keep behaviour must keep
every one of these decisions.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "benchmarks"))

from strong_positions import decide  # noqa: E402

KEPT = json.loads((ROOT / "benchmarks" / "data" / "strong_positions.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize("game_id", sorted(KEPT))
def test_strong_decisions_on_fixed_positions_are_unchanged(game_id):
    positions = KEPT[game_id]
    assert len(positions) == 50
    changed = [(i, p["decision"], now) for i, p in enumerate(positions)
               if (now := decide(game_id, p, i)) != p["decision"]]
    assert changed == []
