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
    ("porrazo", 2, 1, None, "ce2bab9da310620e265c7d1b5d08e3a17de72c427861057640a47103433a43cd"),
    ("porrazo", 2, 2, {"porrazo_provisional": True, "claims": "manual", "limpia_value": "last_of_run"}, "a00095b8798889a8383e08419f5d8366e12ccd050a5d18cf5a0b9869b18609b0"),
    ("porrazo", 3, 1, None, "d105567482b0e0bc1d38480b1b3b61f0d185318f87da828f8dc3f0f8f770aa7e"),
    ("porrazo", 3, 2, {"tendido_sets_scope": "all", "target": 40}, "7821195b3f9bf0bd57525d401ff62b66d7b8103ff7c75ad4396a55eb9e5cfa55"),
    ("porrazo", 4, 1, None, "48535bb81386b2cb88af983d6276aea33b4b433bbf741100708d83270e4cbd9b"),
    ("porrazo", 4, 2, {"teams": True, "porrazo_provisional": True}, "95dd233cdd314ce5d6453c744871c9a783e7f8b9a895e7a272a4f996cba4e70c"),
    ("porrazo", 5, 1, {"claims": "manual"}, "376f00a6d1041c01ac7cfc8cb92fed1a46992621057074b705cb59f98a7d11e3"),
    ("porrazo", 6, 1, None, "4d4c86373567b0926462310dba1f3bead27f135671a16317c346abb3b406a6e0"),
    ("porrazo", 6, 2, {"teams": True, "leftover_6p": "dead", "claims": "manual"}, "c4739d66edf2b4aacf56b9761280fcab29f66a775596386aad7e35bda172b7d0"),
    ("porrazo", 8, 1, {"teams": True}, "d2059ab1f04caf516862b73efbbba1f164a6b36eb487b3844f5a220533ce1e72"),
    ("porrazo", 8, 2, {"porrazo_provisional": True, "limpia_value": "last_of_run"}, "9e94d938fbc97975628bf77ef61eecf2a5dac7f654e7fbb5829f64260688f016"),
]


@pytest.mark.parametrize("game_id, players, seed, options, digest", CASES)
def test_random_match_trace_is_unchanged(game_id, players, seed, options, digest):
    assert playout_digest(game_id, players, seed, FIELDS, options) == digest
