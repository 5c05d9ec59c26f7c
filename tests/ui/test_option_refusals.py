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


def test_the_seed_typed_or_drawn_is_one_a_record_keeps(qtbot):
    dialog = NewGameDialog(all_games(), "en", None)
    qtbot.addWidget(dialog)
    drawn = {dialog.seed() for _ in range(20)}  # nothing typed: a fresh seed of 64 bits each time
    assert len(drawn) == 20 and all(isinstance(s, int) and 0 < s < 2 ** 64 for s in drawn)
    assert max(drawn) >= 2 ** 40  # not 31 bits: 20 draws all below 2**40 would be a chance of 2**-480
    dialog.seed_edit.setText("9" * 5000)  # pasted: the field keeps what a record's seed may hold
    assert dialog.seed() == "9" * 200
    dialog.seed_edit.setText(" -42 ")
    assert dialog.seed() == -42
