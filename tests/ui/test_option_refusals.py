"""Rule options that cannot be played together: the new-game dialog says why, in its language."""

from __future__ import annotations

from tarotdesk.games.registry import all_games
from tarotdesk.ui.dialogs import new_game_dialog
from tarotdesk.ui.dialogs.new_game_dialog import NewGameDialog


def _refusals(qtbot, monkeypatch, lang: str, options: dict) -> list[str]:
    shown: list[str] = []
    monkeypatch.setattr(new_game_dialog, "warn", lambda parent, title, text: shown.append(text))
    previous = {"game": "mattazza", "players": 3, "options": {"mattazza": options}}
    dialog = NewGameDialog(all_games(), lang, previous)
    qtbot.addWidget(dialog)
    dialog.accept()
    assert (dialog.result() == dialog.DialogCode.Accepted) == (not shown)
    return shown


def test_a_first_dealer_without_his_seat_is_refused_in_the_dialogs_language(qtbot, monkeypatch):
    shown = _refusals(qtbot, monkeypatch, "ja", {"first_dealer": 4})
    assert len(shown) == 1 and "最初のディーラーは席1〜3から選んでください。この人数では席5はありません。" in shown[0]
    shown = _refusals(qtbot, monkeypatch, "en", {"first_dealer": 4})
    assert len(shown) == 1 and "there is no seat 5 at this table" in shown[0]
    assert _refusals(qtbot, monkeypatch, "ja", {"first_dealer": 2}) == []
