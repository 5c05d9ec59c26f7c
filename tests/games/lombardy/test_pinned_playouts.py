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
    ("tarocco-lombardo", 4, 1, None, "e8fa85e051114b073586ec4d809bc9df16367476ade51e19973f8e35e447bcb6"),
    ("tarocco-lombardo", 4, 2, {"deal_packet_size": 3, "fool_exchange_card": "blank_if_possible",
                                "leftover_rule": "literal"}, "623c5202f3f6b81578d6bb1adc4f539498990a418a243d4e4371958cb8259965"),
    ("reseghino", 3, 1, None, "9456258e18dcf7c05f2869933062daf786c602c5ec3ec31509a6f2fa48fb7e76"),
    ("reseghino", 3, 2, {"exposure_in_reseghino": True, "monte_in_reseghino": True}, "a5ba7cfaf417f42aae33eaf3c0b3a524c8939bede62f32883fb3472fdb839319"),
    ("taroccombre", 3, 1, {"ombre_rounds": 1}, "34084a1df9f13f17add9710ccc5bedc4a842282792dc2ead56782daa6357a75b"),
    ("taroccombre", 3, 2, {"ombre_rounds": 1, "all_pass": "redeal", "named_card_in_discard": "rename",
                           "surrender": False, "fool_exchange_card": "blank_if_possible"}, "c392d0549896ef3e6a134e5216124bea736f4fa1fba149fee7a25e7356f58b09"),
    ("ombra-arrabbiata", 4, 1, {"ombre_rounds": 1}, "c4150f260a17b757d5bb5fe2788103b6abf701f067d9d1ea6fe34cb1199f79b5"),
    ("ombra-arrabbiata", 4, 2, {"ombre_rounds": 1, "surrender": True, "leftover_rule": "literal",
                                "deal_packet_size": 2}, "7871a8388d6ea586c66a641630192036d89f5a4faf1c30f6f45c5aa95cc5887f"),
    ("taroccombre-5", 5, 1, {"ombre_rounds": 1}, "1bcc26f747772e1827777caca0e553a18500abdbb917310761bb986e50e183b5"),
    ("taroccombre-5", 5, 2, {"ombre_rounds": 1, "capot_scope": "declarer", "ombre57_win_min": 35,
                             "surrender": True, "named_card_in_discard": "rename"}, "cfb1b040eee0a1095ec9d204a7b4a9b2f4b2d7318c81b898a75f8f631910258f"),
    ("taroccombre-7", 7, 1, {"ombre_rounds": 1}, "57812a815c0cefe139bc9a4b374ac779c1f019b2150cfd725f684f803ab7ed9c"),
    ("taroccombre-7", 7, 2, {"ombre_rounds": 1, "all_pass": "redeal", "fool_exchange_card": "blank_if_possible"},
     "805ff1be1839b1d2c03746a7649d142b3e03e6cb18333d17f9bc9f6c4266a35a"),
]


@pytest.mark.parametrize("game_id, players, seed, options, digest", CASES)
def test_random_match_trace_is_unchanged(game_id, players, seed, options, digest):
    assert playout_digest(game_id, players, seed, FIELDS, options) == digest
