"""Seeded random matches of Cirulla give exactly the traces recorded from the engine before it
was tuned for speed (events, legal actions, layouts, views, sampled worlds, results and the
deal attributes players read); see ``tests/playout_trace.py``."""

from __future__ import annotations

import pytest

from playout_trace import playout_digest

FIELDS = (
    "announced", "current_player", "dealer", "declarations", "final", "fresh", "hands", "known_in_hand",
    "last_capture", "last_capturer", "matta", "matta_seat", "n_players", "piles", "plays", "redeals", "round",
    "rounds", "scope", "side_of", "stock", "table", "table_bonus", "table_values",
)

CASES = [
    ("cirulla", 2, 1, None, "0d17e1a7760e57db9f2023f5d39e76c7f74d80b6536c2bdbc94e4c6546b4db5a"),
    ("cirulla", 2, 2, {"matta_wild_for_barsega": False, "cappotto": "all_cards", "equal_card_priority": True}, "3484f45b3f1b8937ceb1365ad2253ea3db2e12f866988813a807c10ff97c9685"),
    ("cirulla", 3, 1, None, "b12ad9126c68ed5db4afe07e87ea59a6fb181f4791049837229254eef67399b7"),
    ("cirulla", 3, 2, {"ace_full_capture": "sweep_only", "dealer_low_table_bonus": True,
                       "dealer_bonus_before_ace_redeal": True, "target": 31}, "12f354fb2dae6d9cb3827b31b135fe73e4bb4ce65174e6af8ac710983a6b607c"),
    ("cirulla", 4, 1, None, "1f506afb7343298cfbb8a0166f8d52a199a711cee3c7fba4982f1787aa9cd636"),
    ("cirulla", 4, 2, {"primiera_requires_all_suits": True, "cappotto": "off", "direction": "anticlockwise",
                       "auto_declare": True}, "65270e655f561eff5b924bc81c29d19d170ce76c521ddfea947b0ca99692f78c"),
]


@pytest.mark.parametrize("game_id, players, seed, options, digest", CASES)
def test_random_match_trace_is_unchanged(game_id, players, seed, options, digest):
    assert playout_digest(game_id, players, seed, FIELDS, options) == digest
