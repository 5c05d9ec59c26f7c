"""A finished Lombard deal says who won it and why: the teams' card points against the 36 a side
needs in Lombardy Tarot, each player's against his share in Reseghino, and the declarer's side's
against what its contract needs in the Ombre games, with the rule that decides it."""

from __future__ import annotations

import pytest
from games.verdict_kit import assert_names, finished_deal, rule_title, said


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_lombardy_tarot_names_the_team_above_36_and_its_deal_points(lang):
    match, deal, result, verdict = finished_deal("tarocco-lombardo", 4, "team-deal-points")
    points = result.summary["team_points"]
    high = 0 if points[0] > points[1] else 1
    assert set(verdict.seats) == set(deal.rules.fixed_teams[high])
    text = said("tarocco-lombardo", 4, verdict, lang)
    assert_names(text, verdict.seats, lang)
    assert str(points[high]) in text and str(points[1 - high]) in text and "36" in text
    assert str(result.summary["deal_points"][high]) in text
    assert rule_title("tarocco-lombardo", verdict, lang)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_last_deal_of_lombardy_tarot_says_the_margin(lang):
    match, _deal, result, verdict = finished_deal("tarocco-lombardo", 4, "margin", seeds=40)
    totals = result.summary["match_totals"]
    text = said("tarocco-lombardo", 4, verdict, lang)
    assert match.over and str(max(totals)) in text and str(min(totals)) in text
    assert_names(text, verdict.seats, lang)
    assert verdict.rule == "game-end" and rule_title("tarocco-lombardo", verdict, lang)


@pytest.mark.parametrize(("game_id", "n"), [("taroccombre", 3), ("ombra-arrabbiata", 4)])
@pytest.mark.parametrize("kind", ["won", "lost"])
def test_an_ombre_contract_names_the_winners_and_the_points_needed(game_id, n, kind):
    _m, deal, result, verdict = finished_deal(game_id, n, kind)
    summary = result.summary
    side = {summary["declarer"], summary["partner"]} - {None}
    assert (set(verdict.seats) == side) == (kind == "won")
    for lang in ("en", "ja"):
        text = said(game_id, n, verdict, lang)
        assert_names(text, verdict.seats, lang)
        assert str(summary["points"]) in text and str(deal.rules.win_min) in text
        assert rule_title(game_id, verdict, lang)


def test_reseghino_names_the_player_with_most_card_points():
    _m, deal, result, verdict = finished_deal("reseghino", 3, "most-card-points")
    best = max(result.summary["points"])
    assert [result.summary["points"][s] for s in verdict.seats] == [best] * len(verdict.seats)
    text = said("reseghino", 3, verdict, "en")
    assert str(best) in text and str(deal.rules.deal_target) in text
    assert rule_title("reseghino", verdict, "en")
