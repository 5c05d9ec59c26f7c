"""The difficulty levels as data: what each one computes.

* ``easy``: the family's rule-based player, with light noise in card play (a random legal card
  now and then); nothing is searched.
* ``standard``: a short search: few sampled worlds, a small ISMCTS budget, bids and other
  declarations straight from the hand-evaluation model.
* ``strong``: the full search: more worlds weighted by inference from bids and play, a larger
  budget, exact search of the last tricks, search around the model for bids and
  declarations, and play for the margin (a seat's result minus the table's average) where
  results do not sum to zero (Cirulla and Porrazo, where every side scores, and the search's
  smooth loss shares in Mattazza): a point kept from the opponents counts like a point taken,
  where the standard level plays for its own points.

Budgets are counted in iterations and estimated playout work (the same on every machine); the time limit
is only a safety net for an overloaded machine. The figures are data: ``resources/ai/levels.toml``.
"""

from __future__ import annotations

import tomllib

from ..resources import resource_path
from .search.player import SearchConfig

#: Share of card-play decisions in which the easy player plays a random legal card instead.
EASY_NOISE = 0.08
#: Wall-clock targets per decision (seconds): the latency benchmark checks them.
TARGETS = {"easy": 0.030, "standard": 0.200, "strong": 0.600}



def _load_levels() -> dict[str, SearchConfig]:
    """The search levels of ``resources/ai/levels.toml`` (a field SearchConfig lacks is a TypeError)."""
    with resource_path("ai", "levels.toml").open("rb") as f:
        table = tomllib.load(f)
    return {name: SearchConfig(name=name, **fields) for name, fields in table.items()}


_LEVELS = _load_levels()
STANDARD = _LEVELS["standard"]
STRONG = _LEVELS["strong"]
#: The game review's analysis (:mod:`tarotdesk.ai.review`): the strong search with a larger budget.
#: It is not a player's level.
REVIEW = _LEVELS["review"]
#: The strong level as the fixed positions of ``benchmarks/strong_positions.py`` were recorded (its
#: card-play budget before the compiled kernels): the positions' test and the strength benchmark's
#: baseline. It is not a player's level.
STRONG_RECORDED = _LEVELS["strong_recorded"]

CONFIGS = {"standard": STANDARD, "strong": STRONG}
