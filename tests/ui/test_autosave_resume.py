"""The autosave: a killed program's game is offered again at the exact decision where it stopped.

The first test runs the real program in a subprocess with the computer on every seat, kills it
with SIGKILL in the middle of a deal, and checks that the autosave it left is a whole record;
that a window started on the same data folder resumes exactly that position; and that the
program started again with ``--resume`` plays on from it (its next autosave begins with the
same moves). The others resume in the middle of the bidding and of a trick, file games away
instead of losing them, and keep playing when the disk is full or read-only.
"""

from __future__ import annotations

import errno
import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from tarotdesk.core.records import RecordError, parse_record, replay
from tarotdesk.core.rng import SeededRNG
from tarotdesk.games.registry import get_game
from tarotdesk.storage.library import Library
from tarotdesk.storage.paths import DataFolder
from tarotdesk.ui.play.ai_runner import AIRunner
from tarotdesk.table.setup import GameSetup
from tarotdesk.ui.window.main_window import MainWindow
from tarotdesk.ui.model.settings import Settings
from tarotdesk.core.records import PlayerInfo
from ui_driver import ready

ROOT = Path(__file__).resolve().parents[2]


def key(match) -> tuple:
    from contract import fingerprint

    return (match.deal_index, len(match.actions), match.current_player, match.phase, list(match.scores),
            fingerprint(match.deal))


def _read_autosave(path: Path):
    try:
        record = parse_record(path.read_bytes(), get_game)
        return record, replay(record, games=get_game)
    except (OSError, RecordError):
        return None


def _start(args: list[str], env: dict[str, str]) -> subprocess.Popen:
    # A session of its own, so that the kill reaches the AI worker process too.
    return subprocess.Popen([sys.executable, "-m", "tarotdesk", *args], cwd=ROOT, env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, start_new_session=True)


def _kill(proc: subprocess.Popen) -> None:
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except ProcessLookupError:
        pass
    proc.wait(10)


def _wait_for(path: Path, proc: subprocess.Popen, test, timeout: float = 60.0):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise AssertionError("the program ended: " + proc.stderr.read().decode(errors="replace")[-2000:])
        found = _read_autosave(path) if path.exists() else None
        if found is not None and test(*found):
            return found
        time.sleep(0.03)
    raise AssertionError(f"the autosave never reached the wanted position ({path})")


def click_when_shown(text: str) -> None:
    """Press the button with this text in the next modal message box."""
    def press() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, press)
            return
        for button in box.buttons():
            if button.text() == text:
                button.click()
                return
        raise AssertionError(f"no button {text!r} in {[b.text() for b in box.buttons()]}")
    QTimer.singleShot(0, press)


@pytest.fixture
def make_window(qtbot, shared_worker):
    made: list[MainWindow] = []

    def make(**settings) -> MainWindow:
        w = MainWindow(Settings(language="en", animation="instant", collect_seconds=0.0, **settings),
                       ai=AIRunner(worker=shared_worker))
        qtbot.addWidget(w)
        w.resize(1100, 760)
        w.show()
        qtbot.waitExposed(w)
        made.append(w)
        return w
    yield make
    for w in made:
        if w.session is not None:
            w.session.close()
        w.files.keeper.detach()


def test_killed_in_the_middle_of_a_deal_it_resumes_at_the_identical_state(qtbot, tmp_path, make_window,
                                                                          monkeypatch):
    config, data = tmp_path / "config", tmp_path / "data"
    config.mkdir()
    (config / "settings.json").write_text(json.dumps({"language": "en", "animation": "fast"}), encoding="utf-8")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", TAROTDESK_CONFIG_DIR=str(config),
               TAROTDESK_DATA_DIR=str(data), PYTHONPATH=str(ROOT))
    autosave = DataFolder(data).autosave

    proc = _start(["--game", "tarokk", "--seed", "77", "--watch", "--level", "random"], env)
    try:
        _wait_for(autosave, proc, lambda r, m: len(r.actions) >= 16 and not m.deal_over)
    finally:
        _kill(proc)
    assert proc.returncode == -signal.SIGKILL
    found = _read_autosave(autosave)
    assert found is not None, "the autosave is not a whole record after the kill"
    record, match = found
    assert match.deal_index == 0 and not match.deal_over and len(record.actions) >= 16
    assert all(p.kind == "ai" for p in record.players)

    # A window on a copy of that data folder offers the game and resumes it exactly there.
    copy = tmp_path / "copy"
    shutil.copytree(data, copy)
    monkeypatch.setenv("TAROTDESK_DATA_DIR", str(copy))
    window = make_window()
    click_when_shown("Resume")
    window.files.start_up()
    assert window.session is not None
    resumed = window.game_table.match
    assert key(resumed) == key(match)
    assert window.game_table.created == record.created
    qtbot.waitUntil(lambda: window.table.frame is not None, timeout=10_000)
    assert [len(h) for h in window.table.frame.layout.hands] == [len(h) for h in match.deal.view(0).layout().hands]
    window.session.close()
    window.files.keeper.detach()

    # The program itself, started again with --resume, plays on from the same moves.
    proc = _start(["--resume"], env)
    try:
        again, _ = _wait_for(autosave, proc, lambda r, m: len(r.actions) >= len(record.actions) + 4)
    finally:
        _kill(proc)
    assert again.created == record.created and again.seed == record.seed
    assert again.actions[: len(record.actions)] == record.actions


def play_until(qtbot, window: MainWindow, stop, seed: int = 1, timeout_ms: int = 30_000) -> None:
    """Random legal moves for the person until ``stop(match)`` holds when the person is to act."""
    rng = SeededRNG(seed)
    while True:
        m = window.game_table.match
        qtbot.waitUntil(lambda: ready(window) or m.deal_over, timeout=timeout_ms)
        if m.deal_over or stop(m):
            return
        assert window.session.send(rng.choice(m.legal_actions()))


def _human_game(window: MainWindow, game_id: str, seed: int) -> None:
    n = window.game_lookup(game_id).player_counts[0]
    players = [PlayerInfo("You", "human")] + [PlayerInfo(f"AI {s}", "ai", "random") for s in range(1, n)]
    window.start_game(GameSetup(game_id, players, {}, seed))


@pytest.mark.parametrize("game_id,phase", [("tarokk", "bidding"), ("tarocco-lombardo", "play"), ("cirulla", "play")])
def test_resume_at_the_decision_where_it_stopped(qtbot, make_window, game_id, phase):
    first = make_window()
    _human_game(first, game_id, seed=12)
    if phase == "bidding":
        play_until(qtbot, first, lambda m: m.phase == "bidding" and len(m.actions) >= 1)
    else:
        play_until(qtbot, first, lambda m: m.phase == "play" and m.deal.layout().center and len(m.actions) >= 8)
    m = first.game_table.match
    assert not m.deal_over and m.current_player == 0 and m.phase == phase
    before, legal = key(m), [a.text for a in m.legal_actions()]
    # The program dies here (no closing, no saving beyond what was already written).
    first.session.close()
    first.files.keeper.detach()
    first.hide()

    second = make_window()
    click_when_shown("Resume")
    second.files.start_up()
    assert key(second.game_table.match) == before
    qtbot.waitUntil(lambda: ready(second), timeout=10_000)
    assert [a.text for a in list(second.session.state.legal)] == legal
    assert second.log.count() > 2  # the log tells what happened before
    # The game goes on from there.
    play_until(qtbot, second, lambda mm: len(mm.actions) > len(m.actions) + 2)


def test_declining_keeps_the_game_among_the_saved_ones(qtbot, make_window):
    first = make_window()
    _human_game(first, "reseghino", seed=3)
    play_until(qtbot, first, lambda m: len(m.actions) >= 5)
    record = first.game_table.record()
    first.session.close()
    first.files.keeper.detach()

    second = make_window()
    click_when_shown("Keep it among the saved games")
    second.files.start_up()
    assert second.session is None and second.start_screen.is_up  # the start screen, to choose a game
    folder = second.files.folder
    assert not folder.autosave.exists()
    kept = Library(folder.games, folder.games_index, get_game).entries()
    assert len(kept) == 1 and kept[0].actions == len(record.actions) and not kept[0].over


def test_a_new_game_never_overwrites_an_unfinished_one(qtbot, make_window):
    first = make_window()
    _human_game(first, "mattazza", seed=5)
    play_until(qtbot, first, lambda m: len(m.actions) >= 4)
    old = first.game_table.record()
    first.session.close()
    first.files.keeper.detach()

    second = make_window()  # started with --game: no question asked
    _human_game(second, "porrazo", seed=6)
    folder = second.files.folder
    second.files.keeper.flush()
    games = {e.game: e for e in Library(folder.games, folder.games_index, get_game).entries()}
    assert games["mattazza"].actions == len(old.actions)
    assert parse_record(folder.autosave.read_bytes(), get_game).game == "porrazo"
    # Replacing the game by another files the one left unfinished too.
    play_until(qtbot, second, lambda m: len(m.actions) >= 3)
    _human_game(second, "cirulla", seed=7)
    assert {e.game for e in Library(folder.games, folder.games_index, get_game).entries()} == {"mattazza", "porrazo"}


def test_a_damaged_autosave_is_reported_and_kept(qtbot, make_window, private_settings):
    folder = DataFolder(private_settings / "data")
    folder.root.mkdir(parents=True)
    folder.autosave.write_text('{"format": "tarotdesk-record", "version": 1, "game": "tarokk", "play', encoding="utf-8")
    window = make_window()
    said: list[str] = []
    window.files.alert = lambda title, text: said.append(text)
    window.files.start_up()
    assert window.session is None and window.start_screen.is_up
    assert len(said) == 1 and "could not be read" in said[0] and "line 1" in said[0]
    kept = [p for p in folder.root.iterdir() if p.name.startswith("autosave-damaged-")]
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8").endswith('"play')
    assert not folder.autosave.exists()


@pytest.mark.parametrize("kind", ["pipe", "folder", "device"])
def test_an_autosave_that_is_not_a_file_is_told_in_one_line_and_left_alone(qtbot, make_window, private_settings,
                                                                           kind):
    from hostile_kit import make, state

    folder = DataFolder(private_settings / "data")
    folder.root.mkdir(parents=True)
    make(kind, folder.autosave)
    before = state(folder.autosave)
    window = make_window()
    window.files.start_up()
    assert window.session is None and window.start_screen.is_up  # then the start screen, as usual
    told = [window.log.item(i).text() for i in range(window.log.count())
            if "autosave" in window.log.item(i).text()]
    words = {"pipe": "a named pipe (FIFO)", "folder": "a folder", "device": "a device"}[kind]
    assert told == [f"The autosave {folder.autosave} cannot be used (this is {words}, not a file): it is left as "
                    "it is, and the game in progress is not kept automatically."]
    assert state(folder.autosave) == before


@pytest.mark.parametrize("problem,words", [(errno.ENOSPC, "the disk is full"), (errno.EROFS, "cannot be written")])
def test_a_full_or_read_only_disk_gives_a_message_and_the_game_goes_on(qtbot, make_window, monkeypatch,
                                                                        problem, words):
    window = make_window()
    _human_game(window, "tarokk", seed=21)
    play_until(qtbot, window, lambda m: len(m.actions) >= 3)
    autosave = window.files.folder.autosave
    window.files.keeper.flush()
    last_good = autosave.read_bytes()

    def refuse(*_args, **_kw):
        raise OSError(problem, os.strerror(problem))

    # The autosave's write, as a full disk (at the flush) or a read-only folder (at the rename) fails it.
    monkeypatch.setattr(os, "fsync" if problem == errno.ENOSPC else "replace", refuse)
    start = len(window.game_table.match.actions)
    play_until(qtbot, window, lambda m: len(m.actions) >= start + 6)
    assert len(window.game_table.match.actions) >= start + 6  # the game went on
    window.files.keeper.flush()
    qtbot.waitUntil(lambda: any(words in window.log.item(i).text() for i in range(window.log.count())),
                    timeout=5_000)
    qtbot.wait(50)
    notes = [window.log.item(i).text() for i in range(window.log.count())]
    told = [t for t in notes if words in t]
    assert len(told) == 1, notes  # said once, not after every move
    assert autosave.read_bytes() == last_good  # the last good autosave is whole
    assert not [p for p in autosave.parent.iterdir() if p.name.endswith(".tmp")]
    monkeypatch.undo()
    now = len(window.game_table.match.actions)
    play_until(qtbot, window, lambda m: len(m.actions) > now)
    window.files.keeper.flush()
    qtbot.waitUntil(lambda: any("Saving works again" in window.log.item(i).text()
                                for i in range(window.log.count())), timeout=5_000)
    saved = parse_record(autosave.read_bytes(), get_game)
    assert len(saved.actions) == len(window.game_table.match.actions)

