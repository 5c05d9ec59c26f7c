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
    ("tarokk", 4, 1, None, "78926fea0b17ab4535e5c343401ed7dea9a29fa41a0baf881f4e3bf06a2963c9"),
    ("tarokk", 4, 2, None, "7669f49fa93ce4823b1c1facea8c03dc9d061e7572400d1631fdf8f0bdcee4fe"),
    ("tarokk", 4, 3, {"max_contra": 2, "old_discard": True, "old_free_call": True, "pagat_partner_penalty": True}, "d589e1f482e58ba7bec5c1fc62aa3b33800df3c5520ab108d56476815a96ada5"),
    ("tarokk", 4, 4, {"double_game": False, "forced_three_may_change": False, "defender_double_volat": True,
                      "annul_extra": True}, "684767d283a5ca183bcfa9231e9f1a55cbf4d0b5de565c4d58b7736c4ed206e9"),
    ("tarokk", 5, 1, None, "8ee06f9106303c4125edf1eb649183b06178c32410f2842222c64aaabfc1f4e4"),
    ("tarokk", 5, 2, {"dealer_handles_talon": False, "max_contra": 0, "annul_extra": True}, "74cd27d25de5467c962a46911a09c351cc3bff545290c4b5d607de4d43eacbc1"),
]


@pytest.mark.parametrize("game_id, players, seed, options, digest", CASES)
def test_random_match_trace_is_unchanged(game_id, players, seed, options, digest):
    assert playout_digest(game_id, players, seed, FIELDS, options) == digest
