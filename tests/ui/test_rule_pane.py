"""The rule pane and the links into it: refusals, log lines, hints, Help → Rules, phases."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import Qt, QTimer, QUrl
from PySide6.QtGui import QImage, QTextDocument
from PySide6.QtTest import QTest

from tarotdesk import rules_text
from tarotdesk.core.actions import Action
from tarotdesk.core.records import PlayerInfo
from tarotdesk.games.registry import GAME_PACKAGES
from tarotdesk.table.setup import GameSetup
from tarotdesk.ui.kit.i18n import install_language
from tarotdesk.ui.window.main_window import RULE_ROLE, MainWindow
from tarotdesk.ui.window.rule_pane import RulePane
from test_translations_sweep import sweep
from ui_driver import make, ready, shown_window


@pytest.fixture
def pane(qtbot):
    p = RulePane(ui_lang="en", reading="en")
    qtbot.addWidget(p)
    p.resize(700, 600)
    p.show()
    return p


@pytest.fixture
def window(qtbot, shared_worker):
    install_language("en")
    w = shown_window(qtbot, shared_worker)
    yield w
    w.close()


def start(window: MainWindow, game_id: str, n: int, seed: int = 3):
    # Seeds from 7000 up: the AI worker is shared by the window tests and keeps one player per
    # game, level and seed, so other tests' seeds are left alone.
    seed += 7000
    players = [PlayerInfo("You", "human")] + [PlayerInfo(f"AI {s}", "ai", "random") for s in range(1, n)]
    return window.start_game(GameSetup(game_id, players, {}, seed))


# -- the pane on its own ------------------------------------------------------------------------------

@pytest.mark.parametrize("game_id", list(GAME_PACKAGES))
def test_every_game_opens_in_both_languages_and_side_by_side(pane, game_id):
    for lang in ("ja", "en"):
        pane.set_reading_language(lang)
        pane.show_game(game_id)
        text = pane.current_text()
        title = rules_text.load(game_id, lang).title
        assert text.startswith(title)
        for section in rules_text.sections(game_id, lang):
            assert section.title in text
        assert pane.contents.count() == len(rules_text.sections(game_id, lang))
    pane.set_side_by_side(True)
    both = pane.current_text()
    assert rules_text.load(game_id, "ja").sections[1].title in both
    assert rules_text.load(game_id, "en").sections[1].title in both
    assert pane.reading_mode == "both"


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_the_rules_fit_the_width_of_the_pane(qtbot, lang):
    # The widths the pane has: a tab of the narrow side column (1024x640, twice the scale), and a
    # pane beside the table.
    from tarotdesk.ui.window.rule_pane import RuleBrowser

    browser = RuleBrowser()
    qtbot.addWidget(browser)
    browser.show()
    wide = []
    for width in (200, 220, 236, 250, 280, 300, 330, 340, 360, 400):
        browser.resize(width, 600)
        for game_id in rules_text.game_ids():
            browser.setHtml(rules_text.document_html(game_id, lang))
            qtbot.wait(1)
            if browser.horizontalScrollBar().maximum() > 0:
                wide.append((width, game_id, browser.horizontalScrollBar().maximum()))
    assert wide == []


def test_a_table_of_many_columns_is_turned_to_fit_the_pane():
    html = rules_text.section_html("taroccombre", "en", "scoring")
    assert "<tr><th>Declarer's points</th><th>Extra game points</th></tr><tr><th>0</th><td>7</td></tr>" in html


def test_show_game_opens_the_section_of_an_anchor_alias_or_phase(pane):
    pane.show_game("tarokk", "contra")
    assert pane.anchor == "contra"
    bar = pane.browser.verticalScrollBar()
    at_contra = bar.value()
    assert at_contra > 0
    pane.show_section("end")  # an alias of the core's "the match is over"
    assert pane.anchor == "game-end"
    assert bar.value() > at_contra
    pane.show_section("no-such-thing")
    assert pane.anchor == "overview"
    assert pane.contents.currentItem().text() == rules_text.load("tarokk", "en").section("overview").title


def test_contents_and_search_lead_to_sections(qtbot, pane):
    pane.show_game("porrazo")
    item = next(pane.contents.item(i) for i in range(pane.contents.count())
                if pane.contents.item(i).data(256) == "scoring")
    QTest.mouseClick(pane.contents.viewport(), Qt.MouseButton.LeftButton,
                     pos=pane.contents.visualItemRect(item).center())
    assert pane.anchor == "scoring"
    hits = pane.search("ronda")
    assert hits and pane.results.isVisible() and not pane.contents.isVisible()
    assert pane.results.count() == len(hits)
    pane.results.itemClicked.emit(pane.results.item(0))
    assert pane.anchor == hits[0].anchor
    assert pane.search("zzzz-nothing") == []
    assert pane.results.item(0).text() == "Nothing found."
    pane.search("")
    assert pane.contents.isVisible()
    pane.set_reading_language("ja")
    assert [h.anchor for h in pane.search("ロンダ")]


def test_card_pictures_are_drawn_by_the_card_renderer(pane):
    pane.show_game("tarokk")
    kind = int(QTextDocument.ResourceType.ImageResource.value)
    image = pane.browser.loadResource(kind, QUrl("card:hungarian42/SKIZ"))
    assert isinstance(image, QImage) and not image.isNull()
    assert image.height() >= 54
    centre = image.pixelColor(image.width() // 2, image.height() // 2)
    assert centre.alpha() > 0
    assert pane.browser.loadResource(kind, QUrl("card:hungarian42/NOPE")).isNull()
    assert pane.current_text().count("\ufffc") >= 5  # the pictures sit in the text


def test_the_reading_language_is_apart_from_the_window_language(qtbot, window):
    window.show_rules()
    pane = window.rule_pane
    pane.mode_box.setCurrentIndex(pane.mode_box.findData("ja"))
    assert pane.reading_mode == "ja" and window.settings.rules_language == "ja"
    assert window.menu_game.title() == "&Game"  # the window stays English
    window.apply_settings(replace(window.settings, language="en"))
    assert pane.reading_mode == "ja"


# -- Help → Rules without a game ---------------------------------------------------------------------

def test_help_rules_works_before_any_game(qtbot, window):
    assert window.session is None
    window.act_rules.trigger()
    assert window.rules_dock.isVisible()
    pane = window.rule_pane
    assert pane.game_id is None and pane.game_box.currentData() is None
    pane.game_box.setCurrentIndex(pane.game_box.findData("cirulla"))
    assert pane.game_id == "cirulla"
    assert pane.current_text().startswith(rules_text.load("cirulla", "en").title)
    assert pane.game_box.findData(None) < 0  # the "choose a game" line is gone


# -- links from the game -----------------------------------------------------------------------------

@pytest.mark.parametrize("game_id", list(GAME_PACKAGES))
def test_every_refusal_link_opens_an_existing_section(window, game_id):
    found = sweep(game_id)
    anchors = set(rules_text.load(game_id, "en").anchors)
    for code, rules in found.refusals.items():
        for rule in rules:
            opened = window.open_rule(rule, game_id)
            assert opened in anchors, (code, rule)
            assert opened != "overview" or rule == "overview", (code, rule)
            assert window.rule_pane.anchor == opened
            assert window.rules_dock.isVisible()


def play_until(qtbot, window: MainWindow, wanted, limit: int = 200) -> None:
    """Make the person's first legal move (next deals too) until ``wanted(session)`` holds."""
    session = window.session
    for _ in range(limit):
        qtbot.waitUntil(lambda: ready(window) or session.parent().game_table.match.deal_over or wanted(session), timeout=30_000)
        if wanted(session):
            return
        if session.parent().game_table.match.deal_over:
            qtbot.waitUntil(lambda: not window.table.busy, timeout=10_000)
            session.next_deal()
            continue
        make(qtbot, window, session.parent().game_table.match.legal_actions()[0])
    raise AssertionError("the wanted situation never came")


def test_a_refused_move_shows_a_link_to_its_rule(qtbot, window):
    session = start(window, "tarocco-lombardo", 4, seed=11)

    def can_refuse(s) -> bool:
        if not ready(window):
            return False
        hand = s.parent().game_table.match.deal.view(0).layout().hands[0]
        return bool(s.input.decisions.plays) and any(c not in s.input.decisions.plays for c in hand)

    play_until(qtbot, window, can_refuse)
    d = session.input.decisions
    hand = session.parent().game_table.match.deal.view(0).layout().hands[0]
    bad = next(c for c in hand if c not in d.plays)
    refusal = session.seats.check(Action("play", bad))
    session.play_card(bad)
    assert window.panel.notice.text() == session.words.refusal(refusal)
    link = window.panel.rule_link
    assert link.isVisible() and rules_text.load("tarocco-lombardo", "en").section(refusal.rule).title in link.text()
    assert window.panel.notice_rule == refusal.rule
    link.linkActivated.emit(f"rule:{refusal.rule}")
    assert window.rules_dock.isVisible()
    assert window.rule_pane.anchor == rules_text.resolve_anchor("tarocco-lombardo", refusal.rule)


def test_log_lines_of_events_link_to_their_rules(qtbot, window):
    start(window, "cirulla", 2, seed=4)
    play_until(qtbot, window, lambda s: any(window.log.item(i).data(RULE_ROLE) for i in range(window.log.count())))
    linked = [window.log.item(i) for i in range(window.log.count()) if window.log.item(i).data(RULE_ROLE)]
    item = linked[0]
    game_id, rule = item.data(RULE_ROLE)
    assert game_id == "cirulla"
    assert item.toolTip().startswith("Click to read the rule:")
    window.log.itemClicked.emit(item)
    assert window.rule_pane.anchor == rules_text.resolve_anchor("cirulla", rule)
    # Lines without a rule stay plain.
    assert window.log.item(0).data(RULE_ROLE) is None


def test_scoring_lines_in_the_log_link_to_the_scoring_rules(qtbot, window):
    from ui_driver import play_deal

    session = start(window, "porrazo", 2, seed=2)
    play_deal(qtbot, window, seed=2)
    rules = {window.log.item(i).data(RULE_ROLE)[1] for i in range(window.log.count())
             if window.log.item(i).data(RULE_ROLE)}
    assert "scoring" in rules
    scored = [e for step in session.parent().game_table.steps for e in step.events if e.points]
    assert scored and all(e.rule for e in scored)


def test_the_hint_command_shows_three_moves_with_reasons_and_links(qtbot, window):
    session = start(window, "tarokk", 4, seed=8)
    assert session.seats.hints_used is False
    qtbot.waitUntil(lambda: ready(window), timeout=30_000)
    QTest.keyClick(window, Qt.Key.Key_H)
    assert window.hint_bar.isVisible()
    qtbot.waitUntil(lambda: bool(window.hint_bar.lines), timeout=30_000)
    lines = window.hint_bar.lines
    legal = {session.words.action(a) for a in session.parent().game_table.match.legal_actions()}
    assert 1 <= len(lines) <= 3 and all(line.action in legal and line.reason for line in lines)
    assert session.seats.hints_used is True
    linked = [line for line in lines if line.anchor]
    for _ in range(20):  # some reasons ("the best result searched") have no rule of their own
        if linked:
            break
        make(qtbot, window, session.parent().game_table.match.legal_actions()[0])
        qtbot.waitUntil(lambda: ready(window) or session.parent().game_table.match.deal_over, timeout=30_000)
        if session.parent().game_table.match.deal_over:
            session.next_deal()
            qtbot.waitUntil(lambda: ready(window), timeout=30_000)
        assert window.request_hint()
        qtbot.waitUntil(lambda: bool(window.hint_bar.lines), timeout=30_000)
        linked = [line for line in window.hint_bar.lines if line.anchor]
    assert linked, f"no hint links to a rule: {lines}"
    assert "rule:" in window.hint_bar.label.text()
    assert '<nobr><a href="rule:' in window.hint_bar.label.text()  # never broken over two lines
    window.hint_bar.label.linkActivated.emit(f"rule:{linked[0].anchor}")
    assert window.rule_pane.anchor == rules_text.resolve_anchor("tarokk", linked[0].anchor)
    # The hints go away when the game moves on.
    make(qtbot, window, session.parent().game_table.match.legal_actions()[0])
    assert not window.hint_bar.isVisible()


def test_no_hint_when_it_is_not_the_persons_turn(window):
    assert window.request_hint() is False
    assert "not your turn" in window.hint_bar.label.text()


def test_the_open_pane_follows_the_phase_of_the_game(qtbot, window):
    session = start(window, "tarokk", 4, seed=8)
    window.show_rules()
    qtbot.waitUntil(lambda: ready(window), timeout=30_000)
    assert window.rule_pane.anchor == rules_text.resolve_anchor("tarokk", session.parent().game_table.match.phase)
    first = session.parent().game_table.match.phase
    while session.parent().game_table.match.phase == first and not session.parent().game_table.match.deal_over:
        qtbot.waitUntil(lambda: ready(window) or session.parent().game_table.match.deal_over, timeout=30_000)
        if session.parent().game_table.match.deal_over:
            break
        if session.parent().game_table.match.phase != first:
            break
        make(qtbot, window, session.parent().game_table.match.legal_actions()[-1])
    qtbot.waitUntil(lambda: session.parent().game_table.match.phase != first or session.parent().game_table.match.deal_over, timeout=30_000)
    qtbot.wait(50)
    assert window.rule_pane.anchor == rules_text.resolve_anchor("tarokk", session.parent().game_table.match.phase)


def test_a_hint_asked_while_the_table_still_moves_comes_once_it_is_still(qtbot, window):
    session = start(window, "cirulla", 2, seed=41)
    qtbot.waitUntil(lambda: ready(window), timeout=30_000)
    decisions = session.input.decisions
    session.input.decisions = None  # as during the animation before the person's turn is set up
    assert window.request_hint()
    assert "not your turn" not in window.hint_bar.label.text()
    QTimer.singleShot(200, lambda: setattr(session.input, "decisions", decisions))
    qtbot.waitUntil(lambda: bool(window.hint_bar.lines), timeout=30_000)
    assert "not your turn" not in window.hint_bar.label.text()
