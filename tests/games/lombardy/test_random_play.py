"""Random legal play: thousands of complete deals of each game with the invariants of spec §11.1
checked after every deal (``lombardy_testkit.check_deal``)."""

from __future__ import annotations

from collections import Counter

import pytest

from lombardy_testkit import IDS, MIN_DEALS, checked_matches, play_checked


@pytest.mark.parametrize("game_id", IDS)
def test_random_deals_keep_the_invariants(game_id):
    matches = checked_matches(game_id)
    deals = sum(len(m.results) for m in matches)
    assert deals >= MIN_DEALS
    assert all(m.over for m in matches)
    length = matches[0].deal.rules.game_length
    assert all(len(m.results) == length for m in matches)
    for m in matches:
        assert m.scores == [sum(r.deal_score[s] for r in m.results) for s in range(m.n_players)]
    seen = Counter(k for m in matches for r in m.results for k in ("annulled" in r.summary and [r.summary["annulled"]]
                                                                    or ["played"]))
    assert seen["played"] > deals // 2


OPTION_SETS = {
    "tarocco-lombardo": [{"deal_packet_size": 3, "fool_exchange_card": "blank_if_possible",
                          "leftover_rule": "literal"}],
    "reseghino": [{"exposure_in_reseghino": True, "monte_in_reseghino": True, "deal_packet_size": 5}],
    "taroccombre": [{"all_pass": "redeal", "named_card_in_discard": "rename", "surrender": False,
                     "ombre_rounds": 1}],
    "ombra-arrabbiata": [{"surrender": True, "leftover_rule": "literal", "named_card_in_discard": "rename"}],
    "taroccombre-5": [{"ombre57_win_min": 35, "capot_scope": "declarer", "surrender": True,
                       "all_pass": "redeal"}],
    "taroccombre-7": [{"surrender": True, "fool_exchange_card": "blank_if_possible", "deal_packet_size": 2,
                       "named_card_in_discard": "rename"}],
}


@pytest.mark.parametrize("game_id", IDS)
def test_random_deals_with_other_options(game_id):
    for options in OPTION_SETS[game_id]:
        deals = 0
        for seed in range(8):
            _, n = play_checked(game_id, 77 + seed, options)
            deals += n
        assert deals >= 24
