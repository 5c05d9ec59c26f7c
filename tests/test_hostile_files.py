"""Files that are not files: every reader refuses them at once, in one line, and leaves them as they are.

Each reader of a path that the user or another file can name — a record (the reader, the
storage layer, the command line, the window's Open), the autosave, ``settings.json``,
``recent.json``, ``games-index.json``, ``statistics.json``, the saved-games list, the instance
lock's holder and the desktop entry of ``--install-desktop-entry`` — is given
each of these in the place of its file: a named pipe (reading it would wait for ever), a link
to ``/dev/zero`` (reading it would never end), a folder, a file it may not read, and a file of
50 MB. Each is refused within a second with a one-line message that says what it is, no
traceback, and the thing itself is exactly as it was (same kind, size, time, content, target).
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import time
from typing import Callable

import pytest

from tarotdesk import cli
from tarotdesk.ai.players import make_player
from tarotdesk.core.match import Match
from tarotdesk.core.records import PlayerInfo, RecordError, parse_record, read_record, record_from_match, replay
from tarotdesk.games.registry import get_game
from tarotdesk.storage.autosave import Autosave
from tarotdesk.storage.files import StorageError, open_record_file, read_json
from tarotdesk.storage.library import Library
from tarotdesk.storage.paths import DataFolder
from tarotdesk.storage.recent import RecentFiles
from tarotdesk.storage.statistics import StatisticsStore
from tarotdesk.ui.model.settings import Settings, load_settings
from hostile_kit import KINDS, SAYS, make, state

pytestmark = [
    pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes and /dev/zero are POSIX"),
    pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints"),
]

def one_line(message: str, kind: str) -> None:
    assert message and "\n" not in message and "Traceback" not in message, message
    assert SAYS[kind] in message, (kind, message)


def timed(call: Callable[[], object]) -> object:
    start = time.perf_counter()
    result = call()
    assert time.perf_counter() - start < 1.0, "took longer than a second"
    return result


def refusal(call: Callable[[], object], error: type[Exception]) -> str:
    """The message of the ``error`` that ``call`` raises (within a second)."""
    def run() -> str:
        with pytest.raises(error) as info:
            call()
        return str(info.value)
    return timed(run)  # type: ignore[return-value]


@pytest.fixture(scope="module")
def record_text() -> str:
    game = get_game("tarokk")
    match = Match(game, 4, seed="hostile")
    players = [make_player("random", game, f"hostile-{s}") for s in range(4)]
    while len(match.actions) < 40:
        if match.deal_over:
            match.next_deal()
            continue
        seat = match.current_player
        match.apply(players[seat].choose(match.view(seat)), seat)
    infos = [PlayerInfo("You", "human")] + [PlayerInfo(f"AI {s}", "ai", "random") for s in range(1, 4)]
    return record_from_match(match, infos).to_text()


@pytest.fixture(params=KINDS)
def kind(request) -> str:
    return request.param


def test_a_record_is_refused_by_the_reader_and_the_storage_layer(tmp_path, kind):
    path = tmp_path / "game.tarotdesk"
    make(kind, path)
    before = state(path)
    for reader in (read_record, open_record_file):
        message = refusal(lambda: reader(path, get_game), RecordError)
        one_line(message, kind)
        assert str(path) not in message  # whoever asked names the file, once
    assert state(path) == before


def test_the_command_line_refuses_a_record_in_one_line(tmp_path, kind):
    path = tmp_path / "x.tarotdesk"
    make(kind, path)
    before = state(path)
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = timed(lambda: cli.main(["replay", str(path), "--summary-json"]))
    assert status == 2 and out.getvalue() == ""
    message = err.getvalue()
    assert message.startswith(f"error: {path}: ") and message.count(str(path)) == 1
    one_line(message.rstrip("\n"), kind)
    assert state(path) == before


def test_the_autosave_is_refused(tmp_path, kind):
    folder = DataFolder(tmp_path)
    make(kind, folder.autosave)
    before = state(folder.autosave)
    message = refusal(lambda: Autosave(folder.autosave).load(get_game), RecordError)
    one_line(message, kind)
    assert state(folder.autosave) == before


def test_the_settings_are_refused_and_the_defaults_used(tmp_path, kind):
    path = tmp_path / "settings.json"
    make(kind, path)
    before = state(path)
    settings, problem = timed(lambda: load_settings(path))  # type: ignore[misc]
    assert problem is not None and problem.kind == "unreadable" and problem.path == str(path)
    one_line(problem.detail, kind)
    assert settings == Settings(language=settings.language)  # the defaults (no speed chosen: the system's)
    assert state(path) == before


def test_the_data_files_are_refused_by_their_reader(tmp_path, kind):
    folder = DataFolder(tmp_path)
    for path in (folder.recent, folder.games_index, folder.statistics):
        make(kind, path)
        before = state(path)
        message = refusal(lambda: read_json(path), StorageError)
        one_line(message, kind)
        assert state(path) == before


def test_recent_files_read_as_empty_and_say_why(tmp_path, kind):
    folder = DataFolder(tmp_path)
    make(kind, folder.recent)
    before = state(folder.recent)
    recent = RecentFiles(folder.recent)
    assert timed(recent.paths) == []
    assert recent.problem is not None
    one_line(str(recent.problem), kind)
    if kind == "50 MB":  # a damaged list of our own is replaced by a good one
        recent.add(tmp_path / "game.tarotdesk")
        assert recent.paths() == [str(tmp_path / "game.tarotdesk")]
        return
    with pytest.raises(StorageError) as info:  # anything else is never written over
        recent.add(tmp_path / "game.tarotdesk")
    one_line(str(info.value), kind)
    assert state(folder.recent) == before


def test_the_saved_games_list_names_each_and_keeps_its_index(tmp_path, kind, record_text):
    folder = DataFolder(tmp_path)
    folder.games.mkdir()
    good = folder.games / "2026-01-01-tarokk.tarotdesk"
    good.write_text(record_text, encoding="utf-8")
    bad = folder.games / "2026-01-02-tarokk.tarotdesk"
    make(kind, bad)
    elsewhere = tmp_path / "elsewhere" / "opened.tarotdesk"  # a recent file outside the folder
    make(kind, elsewhere)
    before = (state(bad), state(elsewhere))
    library = Library(folder.games, folder.games_index, get_game)
    entries = timed(library.entries)
    assert [e.path for e in entries] == [str(bad), str(good)]  # type: ignore[attr-defined]
    assert entries[1].usable and entries[1].actions == 40 and not entries[0].usable  # type: ignore[index]
    one_line(entries[0].error, kind)  # type: ignore[index]
    # A recent file elsewhere (a link to the same thing as one in the folder would be listed once).
    others = Library(tmp_path / "no games", tmp_path / "other-index.json", get_game)
    [entry] = timed(lambda: others.entries([elsewhere]))  # type: ignore[misc]
    assert entry.path == str(elsewhere) and not entry.in_library and not entry.usable
    one_line(entry.error, kind)
    assert (state(bad), state(elsewhere)) == before
    # The index is kept in its own file; something else in its place is left alone.
    folder.games_index.unlink()
    make(kind, folder.games_index)
    index_before = state(folder.games_index)
    again = timed(library.entries)
    assert [e.error for e in again] == [e.error for e in entries]  # type: ignore[attr-defined]
    if kind != "50 MB":  # a damaged index of our own is rebuilt; anything else is left alone
        assert state(folder.games_index) == index_before


def test_the_statistics_are_not_counted_into_it(tmp_path, kind, record_text):
    folder = DataFolder(tmp_path)
    make(kind, folder.statistics)
    before = state(folder.statistics)
    store = StatisticsStore(folder.statistics)
    assert timed(store.entries) == []
    assert store.problem is not None
    one_line(str(store.problem), kind)
    record = parse_record(record_text, get_game)
    match = _finish_deal(replay(record, games=get_game))  # a deal must end for anything to be counted
    if kind == "50 MB":
        # A file of our own that is damaged is set aside whole, and counting starts again.
        kept = [p for p in tmp_path.iterdir() if p.name.startswith("statistics-damaged-")]
        assert len(kept) == 1 and state(kept[0]) == before
        store.update(record, match)
        assert json.loads(folder.statistics.read_text())["matches"]
        return
    with pytest.raises(StorageError) as info:
        store.update(record, match)
    one_line(info.value.detail, kind)
    assert state(folder.statistics) == before


def _finish_deal(match: Match) -> Match:
    players = [make_player("random", match.game, f"finish-{s}") for s in range(match.n_players)]
    while not match.results:
        if match.deal_over:
            match.next_deal()
            continue
        seat = match.current_player
        match.apply(players[seat].choose(match.view(seat)), seat)
    return match


def test_the_window_refuses_each_in_one_message(qtbot, tmp_path, monkeypatch):
    from tarotdesk.ui.window.main_window import MainWindow
    from tarotdesk.ui.model.settings import Settings

    monkeypatch.setenv("TAROTDESK_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("TAROTDESK_CONFIG_DIR", str(tmp_path / "config"))
    window = MainWindow(Settings(language="en", animation="instant", collect_seconds=0.0))
    qtbot.addWidget(window)
    said: list[tuple[str, str]] = []
    window.files.alert = lambda title, text: said.append((title, text))
    for i, kind in enumerate(KINDS):
        path = tmp_path / f"{i}.tarotdesk"
        make(kind, path)
        before = state(path)
        assert timed(lambda: window.files.open_path(path, replay=bool(i % 2))) is False
        title, text = said[-1]
        assert title == "This record cannot be opened" and text.startswith(f"{path} cannot be opened:\n")
        one_line(text.split("\n", 1)[1], kind)
        assert state(path) == before
    assert len(said) == len(KINDS) and window.session is None and not window.files.viewers


def test_a_long_value_is_shortened_in_the_windows_message(qtbot, tmp_path, monkeypatch, record_text):
    from tarotdesk.ui.window.main_window import MainWindow
    from tarotdesk.ui.model.settings import Settings

    monkeypatch.setenv("TAROTDESK_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("TAROTDESK_CONFIG_DIR", str(tmp_path / "config"))
    window = MainWindow(Settings(language="en", animation="instant", collect_seconds=0.0))
    qtbot.addWidget(window)
    said: list[str] = []
    window.files.alert = lambda _title, text: said.append(text)
    data = json.loads(record_text)
    data["actions"][5][1] = "play:" + "X" * 60_000
    path = tmp_path / "long.tarotdesk"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert window.files.open_path(path) is False
    [text] = said
    assert text.startswith(f"{path} cannot be opened:\naction 6: malformed action 'play:XXX")
    assert "characters left out" in text and len(text) < 700


def test_the_lock_holder_is_not_read_from_something_that_is_not_a_file(tmp_path, kind):
    # A second copy reads the holder's process id from the lock file to name it.
    from tarotdesk.storage.instance_lock import InstanceLock

    path = tmp_path / "autosave.lock"
    make(kind, path)
    before = state(path)
    assert timed(lambda: InstanceLock(path).holder()) is None
    assert state(path) == before


def test_a_desktop_entry_that_is_not_a_file_is_neither_read_nor_replaced(tmp_path, kind):
    from tarotdesk import desktop_entry

    desktop = desktop_entry.targets(tmp_path)["desktop"]
    make(kind, desktop)
    before = state(desktop)
    for call in (lambda: desktop_entry.install(tmp_path), lambda: desktop_entry.uninstall(tmp_path)):
        message = refusal(call, FileExistsError)
        assert "not written by tarotdesk" in message and "\n" not in message
    assert state(desktop) == before
