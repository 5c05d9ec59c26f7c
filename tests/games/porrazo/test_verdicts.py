"""A finished Porrazo hand says which side scored most in it, and the hand that ends the game
says how it was won, with the rule."""

from __future__ import annotations

import pytest
from games.verdict_kit import assert_names, finished_deal, rule_title, said


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_hand_names_the_side_that_scored_most_and_the_score(lang):
    _m, _deal, result, verdict = finished_deal("porrazo", 2, "ahead")
    best = max(result.deal_score)
    assert [result.deal_score[s] for s in verdict.seats] == [best]
    text = said("porrazo", 2, verdict, lang)
    assert_names(text, verdict.seats, lang)
    assert str(best) in text and str(sorted(result.deal_score)[0]) in text
    assert rule_title("porrazo", verdict, lang)


def test_the_winning_hand_says_the_target_was_reached():
    match, deal, result, verdict = finished_deal("porrazo", 2, "target", seeds=60)
    assert match.over and list(verdict.seats) == match.winners()
    text = said("porrazo", 2, verdict, "en")
    assert str(deal.target) in text and str(max(match.scores)) in text
    assert verdict.rule == "game-end" and rule_title("porrazo", verdict, "en")
