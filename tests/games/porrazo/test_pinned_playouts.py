"""Seeded random matches of Porrazo give exactly the traces recorded from the engine before it
was tuned for speed (events, legal actions, layouts, views, sampled worlds, results and the
deal attributes players read); see ``tests/playout_trace.py``."""

from __future__ import annotations

import pytest

from playout_trace import playout_digest

FIELDS = (
    "_phase", "chain", "chain_card", "chain_rank", "chain_seat", "chain_undo", "claim_owner", "claim_pos",
    "claim_queue", "dead", "dealer", "deals", "decl_pos", "declared", "gain", "hands", "k", "known_in_hand",
    "last_capturer", "limpia_mode", "lines", "manual_claims", "n_players", "order", "pending", "piles",
    "played", "plays", "provisional", "scores", "side_of", "stock", "table", "target", "teamed", "tendido",
    "tendido_done", "turn", "winner", "won_by",
)

CASES = [
    ("porrazo", 2, 1, None, "c4640bd320f8a5810b03c33d9606c969a550e7a61f36b58970b8772c75ff2ebc"),
    ("porrazo", 2, 2, {"porrazo_provisional": True, "claims": "manual", "limpia_value": "last_of_run"}, "926c0f5a3bde5c513daf5cf8eb94c81f2e7d84dd0abcef5551f15f6eb2b11899"),
    ("porrazo", 3, 1, None, "ad6a60afcc3f36d6798b7ebd87975a4d852d7c11b9ba56e4aace7e9d5ad815d1"),
    ("porrazo", 3, 2, {"tendido_sets_scope": "all", "target": 40}, "609873f22fd38e48b9e754f160bcd2b32ea9ee08facac4b0a976506ffed95689"),
    ("porrazo", 4, 1, None, "93797799cbe8fb620043702b975da5e0c983fadafe8e3bb19718b2176cf75f39"),
    ("porrazo", 4, 2, {"teams": True, "porrazo_provisional": True}, "89af21b16b7fa9fd538aceac143d8f9019c4ae6d524628b58c1d88f9bcd3c2d4"),
    ("porrazo", 5, 1, {"claims": "manual"}, "d99eeac24203426930d1618bcf8a2d75132278a745de1f6dceda99c89932cd2d"),
    ("porrazo", 6, 1, None, "d859d3dffdfd9f948dd108656f78af31ec800994bba2facb9e91014dbc8696de"),
    ("porrazo", 6, 2, {"teams": True, "leftover_6p": "dead", "claims": "manual"}, "5ffadbc13270656f3ae8480e1cc5d60e09f2a6070304ae577531f72368979809"),
    ("porrazo", 8, 1, {"teams": True}, "83f12adbeacd0b7652d601a53fa4153d53d3211b623bc54ec423ad0880b88fbe"),
    ("porrazo", 8, 2, {"porrazo_provisional": True, "limpia_value": "last_of_run"}, "7c31096855568c258f2e52707c06c77a28640a2d1d51994de5ac05d63c071c0a"),
]


@pytest.mark.parametrize("game_id, players, seed, options, digest", CASES)
def test_random_match_trace_is_unchanged(game_id, players, seed, options, digest):
    assert playout_digest(game_id, players, seed, FIELDS, options) == digest
