"""Seeded random matches of Hungarian Tarokk give exactly the traces recorded from the engine
before it was tuned for speed (events, legal actions, layouts, views, sampled worlds, results
and the deal attributes players read); see ``tests/playout_trace.py``."""

from __future__ import annotations

import pytest

from playout_trace import playout_digest

FIELDS = (
    "_phase", "active", "ann_acted", "ann_first", "ann_log", "ann_passes", "annul_index", "annulled_by",
    "auction", "bonus_levels", "called", "circuit_by", "circuit_open", "contract", "contract_from", "dealer",
    "declared", "declarer", "discard_order", "discards", "discards_public", "double_voided", "final",
    "game_level", "game_mode", "hands", "honour_bidders", "inv_pagat", "invitation", "must_pass", "n_players",
    "next_seat", "offered", "outcome", "pagat_duty", "partner", "piles", "prio", "public_side", "shown",
    "sole_bidder", "spoke", "talon", "tarokk_counts", "tarokk_total", "to_discard", "took", "trick", "trick_no",
    "trick_seats", "tricks", "tricks_won", "turn", "viewer", "voids",
)

CASES = [
    ("tarokk", 4, 1, None, "c85fe06161554c707e46c3a0d763b9ae664f2ae2473e4ba7e80af43eb4f78918"),
    ("tarokk", 4, 2, None, "d53e99370322e1d7369fa55b3a52db4927e545a144134732959382ca10699941"),
    ("tarokk", 4, 3, {"max_contra": 2, "old_discard": True, "old_free_call": True, "pagat_partner_penalty": True}, "e85c982a6464cc5371e762acf9106ed9009930ffbc91c4d5241b2f81b78693b4"),
    ("tarokk", 4, 4, {"double_game": False, "forced_three_may_change": False, "defender_double_volat": True,
                      "annul_extra": True}, "a081c88bed457fd3c39d73e2349c3c80bb27b81e12ee8b60b8ba4afd9bf9450a"),
    ("tarokk", 5, 1, None, "e55542bdc2c89597aa2ec49e37fc5d64b6b7c6b530f37f9fedbf6fb207ab8fe7"),
    ("tarokk", 5, 2, {"dealer_handles_talon": False, "max_contra": 0, "annul_extra": True}, "f6938392f3ca7ac3daccb48916cf89c0e015c967c90c9150c83779d1ca6f4c67"),
]


@pytest.mark.parametrize("game_id, players, seed, options, digest", CASES)
def test_random_match_trace_is_unchanged(game_id, players, seed, options, digest):
    assert playout_digest(game_id, players, seed, FIELDS, options) == digest
