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
is only a safety net for an overloaded machine.
"""

from __future__ import annotations

from .search.player import SearchConfig

#: Share of card-play decisions in which the easy player plays a random legal card instead.
EASY_NOISE = 0.08
#: Wall-clock targets per decision (seconds): the latency benchmark checks them.
TARGETS = {"easy": 0.030, "standard": 0.200, "strong": 0.600}

STANDARD = SearchConfig(
    name="standard",
    worlds=8,
    iterations=800,
    work=60_000,
    engine_iterations=40,
    exploration=0.7,
    inference=False,
    solve_below=0,
    exact_root=0,
    model_search=False,
    engine_search=False,
    prior_weight=40.0,
    time_limit=0.15,
)

STRONG = SearchConfig(
    name="strong",
    worlds=16,
    iterations=2_500,
    work=150_000,
    engine_iterations=80,
    exploration=0.7,
    inference=True,
    margin=True,
    solve_below=6,
    exact_root=8,
    exact_worlds=12,
    model_search=True,
    prior_weight=20.0,
    time_limit=0.50,
)

#: The game review's analysis (:mod:`tarotdesk.ai.review`): the strong level's search with a larger
#: budget (twice the worlds, more iterations and playout work, exact play of the last tricks from
#: earlier on), so that the review is stronger than the players it reviews. It is not a player's
#: level: nobody plays against it, and its time limit is a safety net for one decision only.
REVIEW = SearchConfig(
    name="review",
    worlds=40,
    iterations=12_000,
    work=1_500_000,
    engine_iterations=400,
    exploration=0.7,
    inference=True,
    margin=True,
    solve_below=8,
    exact_root=12,
    exact_worlds=32,
    model_search=True,
    prior_weight=20.0,
    time_limit=4.0,
)

CONFIGS = {"standard": STANDARD, "strong": STRONG}
