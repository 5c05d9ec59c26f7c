"""A finished Mattazza deal says who lost it and why (no trick, or the highest total), and the
breakdown gives each player's total, with the rule of the losers."""

from __future__ import annotations

import pytest
from games.verdict_kit import assert_names, finished_deal, rule_title, said


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_player_without_a_trick_loses_and_the_words_say_why(lang):
    _m, deal, result, verdict = finished_deal("mattazza", 4, "trickless")
    assert [s for s in range(4) if deal.tricks_won[s] == 0] == list(verdict.seats)
    text = said("mattazza", 4, verdict, lang)
    assert_names(text, verdict.seats, lang)
    assert {"en": "took no trick", "ja": "トリックを1つも取れませんでした"}[lang] in text
    assert str(max(result.summary["totals"])) in text  # the highest total, safe this time
    assert verdict.rule == "losers" and rule_title("mattazza", verdict, lang)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_highest_total_loses_and_the_words_say_it(lang):
    _m, _deal, result, verdict = finished_deal("mattazza", 4, "highest")
    totals = result.summary["totals"]
    assert [totals[s] for s in verdict.seats] == [max(totals)] * len(verdict.seats)
    text = said("mattazza", 4, verdict, lang)
    assert_names(text, verdict.seats, lang)
    assert str(max(totals)) in text and {"en": "highest total", "ja": "最も多く"}[lang] in text
    assert rule_title("mattazza", verdict, lang)


def test_the_breakdown_gives_every_total_and_the_loss_it_adds():
    _m, _deal, result, _verdict = finished_deal("mattazza", 4, "highest")
    totals = [ln.points for ln in result.lines if ln.kind == "total"]
    assert totals == result.summary["totals"]
    lost = [ln for ln in result.lines if ln.kind == "deal_lost"]
    assert [ln.seats[0] for ln in lost] == result.summary["losers"] and all(ln.points == 1 for ln in lost)


def test_the_end_of_the_game_says_who_pays():
    match, _deal, result, verdict = finished_deal("mattazza", 4, "end-two-losers", seeds=200)
    assert match.over and set(verdict.seats) == set(result.summary["payers"])
    assert "pays 1 unit" in said("mattazza", 4, verdict, "en")
