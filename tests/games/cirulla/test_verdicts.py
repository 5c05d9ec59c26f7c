"""A finished Cirulla deal says which side won it and by how much, and the deal that ends the
game says how it was won, with the rule; the summary shows the points once."""

from __future__ import annotations

import pytest
from games.verdict_kit import assert_names, finished_deal, rule_title, said

from tarotdesk.ui.play.scores import shows_game_points


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_deal_names_the_side_that_won_it_and_the_score(lang):
    _m, _deal, result, verdict = finished_deal("cirulla", 2, "ahead")
    points = result.summary["side_points"]
    assert [result.deal_score[s] for s in verdict.seats] == [max(points)]
    text = said("cirulla", 2, verdict, lang)
    assert_names(text, verdict.seats, lang)
    assert f"{max(points)}" in text and f"{min(points)}" in text
    assert rule_title("cirulla", verdict, lang)


def test_the_last_deal_says_the_target_was_reached():
    match, deal, _result, verdict = finished_deal("cirulla", 2, "target", seeds=60)
    assert match.over and list(verdict.seats) == match.winners()
    text = said("cirulla", 2, verdict, "en")
    assert str(deal.rules.target) in text and str(max(match.scores)) in text
    assert verdict.rule == "game-end" and rule_title("cirulla", verdict, "en")


def test_the_points_toward_the_target_are_not_shown_again_as_game_points():
    match, _deal, result, _verdict = finished_deal("cirulla", 2, "ahead")
    standing = match.game.standing(match)
    assert not shows_game_points(standing, match.scores, result.deal_score)
