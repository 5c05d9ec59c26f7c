"""The hint strip, "why" and the table speak a player's words: reasons first, the engine's
figures only under "Details"; a fishing game's last cards are its last capture."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QWidget

from tarotdesk.ai.hints import Hint
from tarotdesk.ai.why import MoveExplanation
from tarotdesk.core.actions import Action
from tarotdesk.core.records import PlayerInfo
from tarotdesk.games.registry import get_game
from tarotdesk.ui.kit import i18n
from tarotdesk.ui.model.words import Words
from tarotdesk.table.setup import GameSetup
from tarotdesk.ui.play.hint_bar import HintBar, HintLine
from tarotdesk.ui.play.table_words import last_play_label
from tarotdesk.ui.window.why_panel import WhyPanel


@pytest.fixture(params=["en", "ja"])
def lang(request):
    i18n.install_language(request.param)
    yield request.param
    i18n.install_language("en")


def test_the_hint_strip_shows_the_figures_only_under_details(qtbot):
    host = QWidget()
    qtbot.addWidget(host)
    bar = HintBar(host)
    bar.show_hints([HintLine("Announce Pagat ultimo", "made about 35% of the time", None, "", "announce:pagat",
                             "Measured on 48 sampled deals: -1.9 ± 0.4 game points.")])
    assert "35%" in bar.label.text() and "±" not in bar.label.text()
    assert not bar.details_button.isHidden()
    bar.details_button.setChecked(True)
    assert "48 sampled deals" in bar.label.text() and "±" in bar.label.text()
    bar.show_hints([HintLine("Play XXI", "Takes the trick", None, "", "play:T21")])
    assert bar.details_button.isHidden()  # nothing to open


def _explanation() -> MoveExplanation:
    sweep = Action.parse("capture:H7:D3+S5")
    takes = Action.parse("capture:SK:CK")
    return MoveExplanation(1, takes, [Hint(takes, -5.2, "captures", {"card": "SK", "count": 2}, "play", 300),
                                      Hint(sweep, -6.5, "sweeps", {"card": "H7"}, "play", 120)])


def test_why_compares_the_moves_in_points_and_keeps_the_values_for_details(qtbot, lang):
    host = QWidget()
    qtbot.addWidget(host)
    panel = WhyPanel(host)
    words = Words(get_game("cirulla"), lang, ["You", "Anna"])
    plain = panel.explanation_html(_explanation(), words, "strong")
    assert "-6.50" not in plain and "-5.20" not in plain
    assert {"en": "about 1.3 points worse", "ja": "約1.3点悪い"}[lang] in plain
    panel.details_button.setChecked(True)
    figures = panel.explanation_html(_explanation(), words, "strong")
    assert "-6.50" in figures and "-5.20" in figures


def test_a_fishing_game_shows_its_last_capture(qtbot, window, lang):
    assert last_play_label(get_game("cirulla")) == {"en": "Last capture", "ja": "直前の取り"}[lang]
    assert last_play_label(get_game("tarokk")) == {"en": "Last trick", "ja": "直前のトリック"}[lang]
    players = [PlayerInfo("You", "human"), PlayerInfo("Anna", "ai", "random")]
    window.start_game(GameSetup("porrazo", players, {}, 3))
    qtbot.waitUntil(lambda: window.table.frame is not None)
    assert window.table.frame.last_trick_label == last_play_label(get_game("porrazo"))
    assert window.act_last.text().replace("&", "").startswith({"en": "Last capture", "ja": "直前の取り"}[lang])
