"""The choice panel's words follow the options offered: it speaks of marked table cards only when
an option takes some (Cirulla's captures), and of buttons alone when none does (Porrazo's ways of
laying a card, on a table with nothing to take)."""

from __future__ import annotations

import pytest

from tarotdesk.core.records import PlayerInfo
from tarotdesk.ui.kit import i18n
from tarotdesk.ui.play.ai_runner import AIRunner
from tarotdesk.table.setup import GameSetup
from tarotdesk.ui.model.decisions import capture_cards, classify
from tarotdesk.ui.window.main_window import MainWindow
from tarotdesk.ui.model.settings import Settings
from test_autosave_resume import play_until


@pytest.fixture(params=["en", "ja"])
def window(request, qtbot, shared_worker):
    i18n.install_language(request.param)
    w = MainWindow(Settings(language=request.param, animation="instant", collect_seconds=0.0), save=False,
                   ai=AIRunner(worker=shared_worker))
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.close()
    i18n.install_language("en")


def _card_with_options(match, takes: bool):
    """A card of the person's hand offered in several ways, some taking table cards or none."""
    hand = match.deal.view(0).layout().hands[0]
    d = classify(match.legal_actions(), hand)
    for c in hand:
        options = d.play_options(c)
        if len(options) > 1 and any(capture_cards(o) for o in options) == takes:
            return c
    return None


@pytest.mark.parametrize(("game_id", "takes"), [("porrazo", False), ("cirulla", True)])
def test_the_panel_speaks_of_marked_cards_only_when_an_option_takes_some(qtbot, window, game_id, takes):
    n = window.game_lookup(game_id).player_counts[0]
    players = [PlayerInfo("You", "human")] + [PlayerInfo(f"AI {s}", "ai", "random") for s in range(1, n)]
    for seed in range(1, 40):
        window.start_game(GameSetup(game_id, players, {}, seed))
        play_until(qtbot, window, lambda m: _card_with_options(m, takes) is not None, seed=seed)
        m = window.game_table.match
        if not m.deal_over:
            break
    else:
        pytest.fail("no deal offered a card in several ways")
    window.session.play_card(_card_with_options(m, takes))
    hint = window.panel.hint.text()
    marked = {"en": "marked table cards", "ja": "印のついた場札"}[window.settings.language]
    assert (marked in hint) == takes, hint
    assert hint and not hint.startswith("Drag"), hint
