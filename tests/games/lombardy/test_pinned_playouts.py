"""Seeded random matches of the Lombard games give exactly the traces recorded from the engine
before it was tuned for speed (events, legal actions, layouts, views, sampled worlds, results
and the deal attributes players read); see ``tests/playout_trace.py``."""

from __future__ import annotations

import pytest

from playout_trace import playout_digest

FIELDS = (
    "_phase", "alone", "annulled", "answers", "auction", "called", "contract", "current_player", "dealer",
    "dealer_bid", "declarer", "discard", "discard_known", "discard_to", "exchange_log", "exchanges_left",
    "exposed", "fool_from", "fool_pending", "fool_swap", "fool_trick", "fool_turn", "given_back", "hands",
    "known", "last_trick", "last_winner", "maybe", "monte_index", "monte_log", "n_players", "order",
    "outcome", "partner", "partner_public", "piles", "proposer", "receiver", "surrendered", "trick",
    "trick_seats", "tricks_won", "voids",
)

CASES = [
    ("tarocco-lombardo", 4, 1, None, "3e1bf699f2df1c168ace6c1aeceb4717418910c887279babfbe46b5cb0f015a0"),
    ("tarocco-lombardo", 4, 2, {"deal_packet_size": 3, "fool_exchange_card": "blank_if_possible",
                                "leftover_rule": "literal"}, "1184fcd16ffe2692d11c3c8f5e71eafd50f406fe6caa351c308ce6a5e611d7e6"),
    ("reseghino", 3, 1, None, "ba8f77e913becec24835829ed6a38eb2688a67e7dd1f27d7a9b74a59e85beb41"),
    ("reseghino", 3, 2, {"exposure_in_reseghino": True, "monte_in_reseghino": True}, "144d62f45dc0337ebc19df6cb75d5fafe13f0723349f2bcda2a3193952f6fcae"),
    ("taroccombre", 3, 1, {"ombre_rounds": 1}, "59e3c41d99bbb57e224be4cb722d8c2c06e38286f8a826435e99d386525acc87"),
    ("taroccombre", 3, 2, {"ombre_rounds": 1, "all_pass": "redeal", "named_card_in_discard": "rename",
                           "surrender": False, "fool_exchange_card": "blank_if_possible"}, "deafdc89988a692ca3cb8979cc3219ec1ea74090c423316f72e0ac0001271476"),
    ("ombra-arrabbiata", 4, 1, {"ombre_rounds": 1}, "eea0cdecb261ef691014749dd99bcdb8e28e1a35e7aede549aff2195d4508eb0"),
    ("ombra-arrabbiata", 4, 2, {"ombre_rounds": 1, "surrender": True, "leftover_rule": "literal",
                                "deal_packet_size": 2}, "e32b60dcc1fb83789c89ca803bc6e2c1df842346561b6770a81ef928b0cc6b5c"),
    ("taroccombre-5", 5, 1, {"ombre_rounds": 1}, "ed82ee2cbbca57853d8adf3353dd665bfb3c07653bd4c7a9069e6f8e0b332afe"),
    ("taroccombre-5", 5, 2, {"ombre_rounds": 1, "capot_scope": "declarer", "ombre57_win_min": 35,
                             "surrender": True, "named_card_in_discard": "rename"}, "a02b96b6d8b4a9ec392cfb32494448da3698ebdf7e67b32aca709247e9f5d096"),
    ("taroccombre-7", 7, 1, {"ombre_rounds": 1}, "ffa3e3fdccac34adbb700536dad2119df73ca79c98ad97880b67a465e10a235a"),
    ("taroccombre-7", 7, 2, {"ombre_rounds": 1, "all_pass": "redeal", "fool_exchange_card": "blank_if_possible"},
     "26e60818d1d9cf132856a439a722ad476cd64941ce19b4bfceec52af3c3bd27f"),
]


@pytest.mark.parametrize("game_id, players, seed, options, digest", CASES)
def test_random_match_trace_is_unchanged(game_id, players, seed, options, digest):
    assert playout_digest(game_id, players, seed, FIELDS, options) == digest
