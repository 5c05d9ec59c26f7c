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
    ("tarokk", 4, 1, None, "1b70aad2d38cd50ae29f8312bf0c7d5aa1d61e43401895dd38b30866115a53ad"),
    ("tarokk", 4, 2, None, "fae130464dcef148af0f8d12bb0e64cdf986e99c51dcbcc6b15772d8538f21d2"),
    ("tarokk", 4, 3, {"max_contra": 2, "old_discard": True, "old_free_call": True, "pagat_partner_penalty": True}, "adff048d27c643695045d395bdab3db2372a18c188c866b37e42c199cdb82164"),
    ("tarokk", 4, 4, {"double_game": False, "forced_three_may_change": False, "defender_double_volat": True,
                      "annul_extra": True}, "c21b4feb58db7db4f7924b6e1d0863563da30de241d44331fe01513fc0b3c70e"),
    ("tarokk", 5, 1, None, "c263e350bfeccd32a1735f5ee300f8ae93e7a0d6e577935578336c47b664872d"),
    ("tarokk", 5, 2, {"dealer_handles_talon": False, "max_contra": 0, "annul_extra": True}, "8c4bd264d26562f39ba7a2f32c6eb8cbe7aa90f2afe64e2b056303bb2c22f774"),
]


@pytest.mark.parametrize("game_id, players, seed, options, digest", CASES)
def test_random_match_trace_is_unchanged(game_id, players, seed, options, digest):
    assert playout_digest(game_id, players, seed, FIELDS, options) == digest
