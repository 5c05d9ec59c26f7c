"""The deal summary says first who won the deal and why, in either language, with a link to the
rule that decides it; a link asks the window for that rule."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QWidget
from games.verdict_kit import NAMES, finished_deal

from tarotdesk.games.registry import get_game
from tarotdesk.ui.kit import i18n
from tarotdesk.ui.model.words import Words
from tarotdesk.ui.play.scores import DealSummary

#: A finished deal of each family and the verdict it says.
FAMILY_DEALS = [("tarokk", 4, "won"), ("tarocco-lombardo", 4, "team-deal-points"), ("taroccombre", 3, "lost"),
                ("mattazza", 4, "trickless"), ("porrazo", 2, "ahead"), ("cirulla", 2, "ahead")]


@pytest.fixture(params=["en", "ja"])
def lang(request):
    i18n.install_language(request.param)
    yield request.param
    i18n.install_language("en")


@pytest.mark.parametrize(("game_id", "n", "kind"), FAMILY_DEALS)
def test_the_summary_says_who_won_and_why_with_the_rule(qtbot, lang, game_id, n, kind):
    match, _deal, result, verdict = finished_deal(game_id, n, kind)
    words = Words(get_game(game_id), lang, NAMES[lang][:n])
    host = QWidget()  # the summary lies over the table, inside a window
    qtbot.addWidget(host)
    summary = DealSummary(host)
    summary.show_result("Deal 1 is over", result, match.scores, words, n, "", "Continue",
                        match.game.standing(match))
    shown = summary.verdict_text()
    assert words.verdict(verdict) in shown
    title = words.rule_title(verdict.rule)
    assert title and {"en": f"Rule: {title}", "ja": f"ルール：{title}"}[lang] in shown
    assert f'href="rule:{verdict.rule}"' in summary.verdict.text()
    with qtbot.waitSignal(summary.ruleRequested) as asked:
        summary.verdict.linkActivated.emit(f"rule:{verdict.rule}")
    assert asked.args == [verdict.rule]


def test_a_name_with_markup_stays_text_in_the_verdict(qtbot):
    match, _deal, result, _verdict = finished_deal("cirulla", 2, "ahead")
    words = Words(get_game("cirulla"), "en", ["<b>You</b>", "<img src=x>"])
    host = QWidget()  # the summary lies over the table, inside a window
    qtbot.addWidget(host)
    summary = DealSummary(host)
    summary.show_result("Deal 1 is over", result, match.scores, words, 2, "", "Continue", match.game.standing(match))
    assert "<img" not in summary.verdict.text() and "&lt;img src=x&gt;" in summary.verdict.text()


def test_the_summary_is_tall_enough_for_every_row_whatever_the_verdicts_wrapping(qtbot):
    # The window gives the summary its wanted height: a verdict line that wraps at the labels'
    # own width (a few pixels less than the panel's inside) must not take a row of the table
    # away behind a scroll bar. Every width from 480 to 680: one of them falls on that edge.
    host = QWidget()
    qtbot.addWidget(host)
    host.resize(720, 900)
    host.show()
    summary = DealSummary(host)
    match, _deal, result, _verdict = finished_deal("tarokk", 4, "surrendered")
    words = Words(get_game("tarokk"), "ja", NAMES["ja"][:4])
    hidden = []
    for width in range(480, 681, 2):
        summary.setGeometry(20, 20, width, 100)
        summary.show_result("第1ディール終了", result, match.scores, words, 4, "", "続ける", match.game.standing(match))
        summary.setGeometry(20, 20, width, summary.wanted_height())
        qtbot.wait(1)
        if summary.table.verticalScrollBar().maximum():
            hidden.append(width)
    assert hidden == []
