"""Save as, Open, recent files, the saved-games list and records through the clipboard."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QFileDialog

from tarotdesk.ai.players import make_player
from tarotdesk.core.match import Match
from tarotdesk.core.records import PlayerInfo, parse_record, record_from_match, replay
from tarotdesk.games.registry import get_game
from tarotdesk.storage.library import Library
from tarotdesk.ui.play.ai_runner import AIRunner
from tarotdesk.table.setup import GameSetup
from tarotdesk.ui.window.main_window import MainWindow
from tarotdesk.ui.replay.replay_viewer import ReplayViewer
from tarotdesk.ui.dialogs.saved_games import SavedGamesDialog
from tarotdesk.ui.model.settings import Settings
from test_autosave_resume import key, play_until
from ui_driver import ready


@pytest.fixture
def window(qtbot, shared_worker):
    w = MainWindow(Settings(language="en", animation="instant", collect_seconds=0.0), ai=AIRunner(worker=shared_worker))
    qtbot.addWidget(w)
    w.resize(1100, 760)
    w.show()
    qtbot.waitExposed(w)
    w.said = []
    w.files.alert = lambda title, text: w.said.append((title, text))
    yield w
    if w.session is not None:
        w.session.close()
    w.files.keeper.detach()
    for v in list(w.files.viewers):
        v.close()


def start(window: MainWindow, game_id: str = "tarocco-lombardo", seed: int = 4) -> None:
    n = get_game(game_id).player_counts[0]
    players = [PlayerInfo("You", "human")] + [PlayerInfo(f"AI {s}", "ai", "random") for s in range(1, n)]
    window.start_game(GameSetup(game_id, players, {}, seed))


def record_file(tmp_path: Path, game_id: str, actions: int | None, humans=(0,), name="game.tarotdesk") -> Path:
    game = get_game(game_id)
    n = game.player_counts[0]
    match = Match(game, n, seed=f"file-{game_id}")
    bots = [make_player("random", game, s) for s in range(n)]
    while not match.over and (actions is None or len(match.actions) < actions):
        if match.deal_over:
            match.next_deal()
            continue
        seat = match.current_player
        match.apply(bots[seat].choose(match.view(seat)), seat)
    infos = [PlayerInfo(f"P{s}", "human" if s in humans else "ai", None if s in humans else "random") for s in range(n)]
    path = tmp_path / name
    path.write_text(record_from_match(match, infos).to_text(), encoding="utf-8")
    return path


def test_save_as_then_open_continues_the_same_game(qtbot, window, tmp_path, monkeypatch):
    start(window)
    play_until(qtbot, window, lambda m: len(m.actions) >= 10)
    target = tmp_path / "saved" / "my game"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    assert window.files.save_as_dialog()
    path = Path(str(target) + ".tarotdesk")
    saved = parse_record(path.read_bytes(), get_game)
    assert saved.actions == window.game_table.record().actions
    assert str(path.absolute()) in window.files.recent.paths()
    before = key(window.game_table.match)
    start(window, "cirulla")  # something else meanwhile
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    stamp = path.stat().st_mtime_ns
    assert window.files.open_dialog()
    assert key(window.game_table.match) == before and window.session.game.id == "tarocco-lombardo"
    assert path.stat().st_mtime_ns == stamp  # opening never writes the file
    qtbot.waitUntil(lambda: ready(window), timeout=10_000)


def test_recent_files_menu_opens_them(qtbot, window, tmp_path):
    path = record_file(tmp_path, "mattazza", 20)
    assert window.files.open_path(path)
    window.files._fill_recent()
    names = [a.text() for a in window.files.menu_recent.actions()]
    assert names[0] == "game.tarotdesk" and "Clear the list" in names
    start(window, "cirulla")
    window.files.menu_recent.actions()[0].trigger()
    assert window.session.game.id == "mattazza" and len(window.game_table.match.actions) == 20


def test_saving_where_nothing_can_be_written_says_so_and_play_goes_on(qtbot, window, tmp_path):
    start(window)
    play_until(qtbot, window, lambda m: len(m.actions) >= 4)
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x")
    assert not window.files.save_to(blocker / "game.tarotdesk")
    assert window.said and "could not be written" in window.said[-1][1]
    n = len(window.game_table.match.actions)
    play_until(qtbot, window, lambda m: len(m.actions) > n)


def test_a_finished_or_computer_only_record_opens_in_the_viewer(qtbot, window, tmp_path):
    finished = record_file(tmp_path, "reseghino", None, name="done.tarotdesk")
    assert window.files.open_path(finished)
    assert window.session is None and len(window.files.viewers) == 1
    viewer = window.files.viewers[0]
    assert isinstance(viewer, ReplayViewer) and viewer.position == viewer.source._timeline.last
    ai_only = record_file(tmp_path, "tarokk", 30, humans=(), name="bots.tarotdesk")
    assert window.files.open_path(ai_only)
    assert window.session is None and len(window.files.viewers) == 2


def test_the_saved_games_list(qtbot, window, tmp_path, monkeypatch):
    start(window, "porrazo", seed=8)
    play_until(qtbot, window, lambda m: len(m.actions) >= 6)
    start(window, "tarokk", seed=9)  # the porrazo game goes to the saved games
    outside = record_file(tmp_path, "reseghino", None, name="finished.tarotdesk")
    window.files.open_path(outside)
    broken = tmp_path / "broken.tarotdesk"
    broken.write_text('{"format": "tarotdesk-record"', encoding="utf-8")
    window.files.recent.add(broken)
    dialog = SavedGamesDialog(window.files.keeper.library, window.files.recent.paths, window.game_lookup, "en",
                              window)
    qtbot.addWidget(dialog)
    rows = {dialog.table.item(r, 0).text(): [dialog.table.item(r, c).text() for c in range(5)]
            for r in range(dialog.table.rowCount())}
    assert rows["Porrazo"][1] == "You, AI 1" and rows["Porrazo"][4].startswith("Unfinished")
    assert rows["Porrazo"][3].startswith("You ")
    reseghino = next(v for k, v in rows.items() if "Reseghino" in k)
    assert reseghino[4] == "Finished" and reseghino[1] == "P0, P1, P2"
    damaged = rows[str(broken)]
    assert damaged[4].startswith("Cannot be opened:") and "JSON" in damaged[4]
    # Continue is offered for the unfinished game, Replay for all readable ones, Delete for saved games only.
    dialog.select_path(next(e.path for e in dialog.entries if e.game == "porrazo"))
    assert dialog.play_button.isEnabled() and dialog.replay_button.isEnabled() and dialog.delete_button.isEnabled()
    dialog.select_path(str(outside))
    assert not dialog.play_button.isEnabled() and dialog.replay_button.isEnabled()
    assert not dialog.delete_button.isEnabled()
    dialog.select_path(str(broken))
    assert not dialog.replay_button.isEnabled()
    dialog.close()

    # Through the menu: choose the porrazo game and continue it.
    def choose() -> None:
        d = QApplication.activeModalWidget()
        if not isinstance(d, SavedGamesDialog):
            QTimer.singleShot(20, choose)
            return
        d.select_path(next(e.path for e in d.entries if e.game == "porrazo"))
        d.play_button.click()
    QTimer.singleShot(0, choose)
    assert window.files.show_saved_games()
    assert window.session.game.id == "porrazo" and len(window.game_table.match.actions) >= 6
    # Deleting a saved game removes its file.
    lib = Library(window.files.folder.games, window.files.folder.games_index, get_game)
    dialog = SavedGamesDialog(lib, lambda: [], window.game_lookup, "en", window)
    qtbot.addWidget(dialog)
    count = len(dialog.entries)
    dialog.select_path(dialog.entries[0].path)
    gone = Path(dialog.entries[0].path)
    assert dialog.delete_selected(confirm=False)
    assert not gone.exists() and len(dialog.entries) == count - 1


def test_copy_and_paste_a_record(qtbot, window):
    start(window, "cirulla", seed=3)
    play_until(qtbot, window, lambda m: len(m.actions) >= 7)
    before = key(window.game_table.match)
    text = window.files.copy_record()
    assert QGuiApplication.clipboard().text() == text
    assert parse_record(text, get_game).actions == window.game_table.record().actions
    start(window, "tarokk", seed=1)
    assert window.files.paste_record()
    assert key(window.game_table.match) == before
    QGuiApplication.clipboard().setText("these are not the cards you are looking for")
    assert not window.files.paste_record()
    assert "JSON" in window.said[-1][1] and window.said[-1][1].startswith("The clipboard cannot be opened")
    QGuiApplication.clipboard().setText("")
    assert not window.files.paste_record()
    assert window.said[-1][1] == "The clipboard holds no text."
    assert key(window.game_table.match) == before


def test_a_record_given_at_start_is_opened(qtbot, window, tmp_path):
    path = record_file(tmp_path, "tarokk", 12)
    window.files.start_up(path=str(path))
    assert window.session is not None and len(window.game_table.match.actions) == 12
    assert key(window.game_table.match) == key(replay(parse_record(path.read_bytes(), get_game), games=get_game))


def test_the_end_of_a_game_files_it_and_clears_the_autosave(qtbot, window, tmp_path):
    # A match one move from its end, that move being the person's.
    game = get_game("mattazza")
    match = Match(game, 3, seed="end")
    bots = [make_player("random", game, s) for s in range(3)]
    while not match.over:
        if match.deal_over:
            match.next_deal()
            continue
        seat = match.current_player
        match.apply(bots[seat].choose(match.view(seat)), seat)
    last_seat, last = match.actions[-1]
    infos = [PlayerInfo(f"P{s}", "human" if s == last_seat else "ai", "random") for s in range(3)]
    full = record_from_match(match, infos)
    path = tmp_path / "nearly.tarotdesk"
    path.write_text(full.to_text().replace(f'  [{last_seat}, "{last.text}"]\n', "\n").replace(",\n\n", "\n"),
                    encoding="utf-8")
    assert len(parse_record(path.read_bytes(), get_game).actions) == len(full.actions) - 1
    assert window.files.open_path(path)
    folder = window.files.folder
    window.files.keeper.flush()
    assert folder.autosave.exists()
    qtbot.waitUntil(lambda: ready(window), timeout=10_000)
    assert window.session.send(last)
    assert window.game_table.match.over
    window.files.keeper.flush()
    assert not folder.autosave.exists()
    kept = Library(folder.games, folder.games_index, get_game).entries()
    assert len(kept) == 1 and kept[0].over and kept[0].scores == match.scores
    entry = window.files.keeper.statistics.entries()[0]
    assert entry.over and entry.seat == last_seat and entry.total == match.scores[last_seat]


def test_a_damaged_record_is_refused_in_the_window_s_language(qtbot, window, tmp_path):
    window.apply_settings(replace(window.settings, language="ja"))
    empty = tmp_path / "empty.tarotdesk"
    empty.write_text("", encoding="utf-8")
    broken = tmp_path / "broken.tarotdesk"
    broken.write_text('{"format": "tarotdesk-record",\n "version" 1}', encoding="utf-8")
    assert not window.files.open_path(empty)
    assert window.said[-1][1].endswith("ファイルが空です。")
    assert not window.files.open_path(broken)
    shown = window.said[-1][1]
    assert "[2行目、12文字目] JSON の構文エラーです：Expecting ':' delimiter" in shown
    assert "not valid JSON" not in shown and "line 2" not in shown
    window.apply_settings(replace(window.settings, language="en"))  # the translator is the application's
