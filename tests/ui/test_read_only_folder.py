"""A data folder that cannot be written: the window says so in words of its own, once, and plays on.

The lock of the autosave cannot be made there, which used to read as "another tarotdesk window
is already playing" (plain start) or as nothing at all (a game started at once, as ``--game``
does). Now both say that the folder cannot be written and that games will not be kept; the game
goes on, nothing is written into the folder, and nothing more is said when a deal ends.

The folder is made read-only two ways: mode 0555 (only when not root: permissions do not stop
root), and a read-only file system as the program sees it: every call that would create,
replace or remove something in the folder answers EROFS, as on a read-only mount.
"""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest

from tarotdesk.storage.paths import DataFolder
from test_autosave_resume import _human_game, make_window, play_until  # noqa: F401

READ_ONLY_WORDS = "cannot be written"
KEPT_WORDS = "games will not be kept"


def _refuse_writes_under(root: Path, monkeypatch) -> None:
    """Make ``root`` a read-only file system for this process's os calls."""
    top = os.path.realpath(root)

    def inside(path) -> bool:
        return os.path.realpath(os.fspath(path)).startswith(top)

    def refuse(path) -> OSError:
        return OSError(errno.EROFS, os.strerror(errno.EROFS), os.fspath(path))

    real_open, real_mkdir, real_replace, real_unlink, real_rename = (os.open, os.mkdir, os.replace, os.unlink,
                                                                     os.rename)
    writing = os.O_WRONLY | os.O_RDWR | os.O_CREAT | os.O_TRUNC | os.O_APPEND

    def open_(path, flags, *args, **kwargs):
        if flags & writing and inside(path):
            raise refuse(path)
        return real_open(path, flags, *args, **kwargs)

    def mkdir(path, *args, **kwargs):
        if inside(path) and not os.path.isdir(path):
            raise refuse(path)
        return real_mkdir(path, *args, **kwargs)

    def replace(src, dst, *args, **kwargs):
        if inside(src) or inside(dst):
            raise refuse(dst)
        return real_replace(src, dst, *args, **kwargs)

    def unlink(path, *args, **kwargs):
        if inside(path):
            raise refuse(path)
        return real_unlink(path, *args, **kwargs)

    def rename(src, dst, *args, **kwargs):
        if inside(src) or inside(dst):
            raise refuse(dst)
        return real_rename(src, dst, *args, **kwargs)

    for name, fake in (("open", open_), ("mkdir", mkdir), ("replace", replace), ("unlink", unlink),
                       ("remove", unlink), ("rename", rename)):
        monkeypatch.setattr(os, name, fake)


#: How a data folder is made unwritable: by its mode (which does not stop the superuser, nor mean
#: the same on Windows, so only elsewhere), and as a read-only file system would refuse it.
READ_ONLY_KINDS = (["mode-0555"] if os.name != "nt" and os.geteuid() != 0 else []) + ["read-only-file-system"]


@pytest.fixture(params=READ_ONLY_KINDS)
def read_only_data(request, private_settings, monkeypatch):
    """The data folder, existing and empty, that cannot be written."""
    root = DataFolder.default().root
    root.mkdir(parents=True)
    if request.param == "mode-0555":
        root.chmod(0o555)
        yield root
        root.chmod(0o755)
    else:
        _refuse_writes_under(root, monkeypatch)
        yield root
        monkeypatch.undo()


def _notes(window) -> list[str]:
    return [window.log.item(i).text() for i in range(window.log.count())]


def test_a_game_started_at_once_is_told_that_nothing_is_kept_and_goes_on(qtbot, make_window, read_only_data):
    window = make_window()
    _human_game(window, "cirulla", seed=3)  # as --game starts one: no start-up questions
    play_until(qtbot, window, lambda m: False)  # a whole deal: the statistics are due at its end
    window.files.keeper.flush()
    notes = _notes(window)
    told = [t for t in notes if READ_ONLY_WORDS in t]
    assert len(told) == 1, notes
    assert KEPT_WORDS in told[0] and str(read_only_data) in told[0]
    assert not any("Another tarotdesk window" in t for t in notes)
    assert not any("could not be saved" in t for t in notes), notes  # said once, in one sentence
    assert window.game_table.match.deal_over  # the game went on to the end of the deal
    assert not window.files.keeper.keeps_autosave
    assert list(read_only_data.iterdir()) == []


def test_a_plain_start_tells_it_instead_of_another_window(qtbot, make_window, read_only_data):
    window = make_window()
    window.files.start_up()
    assert window.start_screen.is_up
    notes = _notes(window)
    told = [t for t in notes if READ_ONLY_WORDS in t]
    assert len(told) == 1 and KEPT_WORDS in told[0], notes
    assert not any("Another tarotdesk window" in t for t in notes)
    assert READ_ONLY_WORDS in window.statusBar().currentMessage()
    _human_game(window, "tarokk", seed=4)  # the player then starts a game: not said again
    play_until(qtbot, window, lambda m: len(m.actions) >= 6)
    assert not any(READ_ONLY_WORDS in t or "could not be saved" in t for t in _notes(window))
    window.close()  # closing tries to file the game: quietly, the folder stays as it was
    assert list(read_only_data.iterdir()) == []


def _put(root: Path, name: str, text: str) -> None:
    # Written as another run wrote it, before the folder became read-only (builtin open does not
    # go through the os calls the read-only file system refuses; mode 0555 is lifted meanwhile).
    mode = root.stat().st_mode
    root.chmod(0o755)
    (root / name).write_text(text, encoding="utf-8")
    root.chmod(mode)


def test_resume_takes_the_readable_autosave_of_a_folder_that_cannot_be_written(qtbot, make_window,
                                                                              read_only_data):
    from test_autosave_resume import key

    from tarotdesk.core.match import Match
    from tarotdesk.core.records import PlayerInfo, record_from_match
    from tarotdesk.games.registry import get_game

    game = get_game("cirulla")
    match = Match(game, 2, seed=5)
    for _ in range(3):
        match.apply(match.legal_actions()[0])
    record = record_from_match(match, [PlayerInfo("You", "human"), PlayerInfo("AI 1", "ai", "random")])
    _put(read_only_data, "autosave.tarotdesk", record.to_text())
    window = make_window()
    window.files.start_up(resume=True)  # --resume: the game left unfinished, not the start screen
    assert window.session is not None and not window.start_screen.is_up
    assert key(window.game_table.match) == key(match)
    told = [t for t in _notes(window) if READ_ONLY_WORDS in t]
    assert len(told) == 1 and KEPT_WORDS in told[0]
    assert [p.name for p in read_only_data.iterdir()] == ["autosave.tarotdesk"]
    assert (read_only_data / "autosave.tarotdesk").read_text(encoding="utf-8") == record.to_text()
