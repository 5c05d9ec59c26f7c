"""A finished Tarokk deal says which side won the game and why: its card points against the 48
(or 71) it needed, and the rule that decides it."""

from __future__ import annotations

import pytest
from games.verdict_kit import assert_names, finished_deal, rule_title, said

from tarotdesk.games.tarokk.rules import TOTAL_POINTS, WIN_POINTS


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_won_game_names_the_declarers_and_their_card_points(lang):
    match, deal, result, verdict = finished_deal("tarokk", 4, "won", also=lambda m, r: m.deal.game_mode == "")
    ds = deal.ds_seats()
    points = result.summary["card_points"][0]
    assert set(verdict.seats) == set(ds) and points >= WIN_POINTS
    text = said("tarokk", 4, verdict, lang)
    assert_names(text, ds, lang)
    assert f"{points}" in text and f"{TOTAL_POINTS}" in text and f"{WIN_POINTS}" in text
    assert {"en": "won", "ja": "勝ちました"}[lang] in text
    assert verdict.rule == "scoring" and rule_title("tarokk", verdict, lang)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_lost_game_names_the_defenders_and_what_the_declarers_lacked(lang):
    match, deal, result, verdict = finished_deal("tarokk", 4, "lost", also=lambda m, r: m.deal.game_mode == "")
    ds = deal.ds_seats()
    df = [s for s in deal.active if s not in ds]
    points = result.summary["card_points"][0]
    assert set(verdict.seats) == set(df) and points < WIN_POINTS
    text = said("tarokk", 4, verdict, lang)
    assert_names(text, df + list(ds), lang)
    assert f"{points}" in text and f"{WIN_POINTS}" in text
    assert verdict.rule == "scoring" and rule_title("tarokk", verdict, lang)


def test_a_passed_out_deal_says_nobody_plays():
    _m, _d, result, verdict = finished_deal("tarokk", 4, "passed-out")
    assert result.deal_score == [0, 0, 0, 0]
    assert "Everybody passed" in said("tarokk", 4, verdict, "en")
    assert rule_title("tarokk", verdict, "ja")
