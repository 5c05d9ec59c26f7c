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
    ("porrazo", 2, 1, None, "df4e61834af40dd6024fb937ad2a66b594e9ce0bf062cefeaf0e007090db69b2"),
    ("porrazo", 2, 2, {"porrazo_provisional": True, "claims": "manual", "limpia_value": "last_of_run"}, "024c36ddc2de60a418b6ada8b1835fdfbec17bd4566e5ad10e3f69c1b7c109a8"),
    ("porrazo", 3, 1, None, "aa0552d1c6d7b2acc7e225f5db364981d3898e2621c1a5a1cf2046ee51a12140"),
    ("porrazo", 3, 2, {"tendido_sets_scope": "all", "target": 40}, "7028f7fed3fdc97059ca68901eeb301af0ba85604ded1cedf618fca9eba05cad"),
    ("porrazo", 4, 1, None, "29d88c906e8be820038c12ad5544f325fe8d868604cd0bf3701f3e773f51419d"),
    ("porrazo", 4, 2, {"teams": True, "porrazo_provisional": True}, "d4de60946dab2578f603014cc67ee5c36d7d75e9e14523f6cd44b534560e78f2"),
    ("porrazo", 5, 1, {"claims": "manual"}, "c4257cd5baf9b0c3ff6d261677f5ae97fdeee64ce0c7f048153ebb51cca8ba84"),
    ("porrazo", 6, 1, None, "f6710278afcd87106478b8e5795021b3460a3185f53cea0ce23ae2eeabe1b58e"),
    ("porrazo", 6, 2, {"teams": True, "leftover_6p": "dead", "claims": "manual"}, "02c9fe3c30a19b86ac4153917cf03dea2e9547ebac5a0dcd40ad9dc57bac6dbf"),
    ("porrazo", 8, 1, {"teams": True}, "6ff4a35980cab0cbe65b9f70d9096c3a4929a033adfbdef2aaf24425f303d30f"),
    ("porrazo", 8, 2, {"porrazo_provisional": True, "limpia_value": "last_of_run"}, "f4b8c1d5230c710e6a2fd299739cb48fb7a465f6844ce99df66d3a7b50048f1d"),
]


@pytest.mark.parametrize("game_id, players, seed, options, digest", CASES)
def test_random_match_trace_is_unchanged(game_id, players, seed, options, digest):
    assert playout_digest(game_id, players, seed, FIELDS, options) == digest
