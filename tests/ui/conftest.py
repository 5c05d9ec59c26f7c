"""Setup of the window tests: a private settings folder, the toy game, a tolerated Qt message,
and no sound through the machine's speakers.

The offscreen platform cannot resize a window to new size hints and says so with a warning
("This plugin does not support propagateSizeHints()"); that is the platform's limitation, not
a fault of the window, so only that message is exempt from the rule that a Qt warning fails
a test.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))  # the input driver shared by the window tests

OFFSCREEN_LIMITATION = r"This plugin does not support propagateSizeHints"


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    for item in items:
        if "tests/ui/" in str(item.fspath).replace("\\", "/"):
            item.add_marker(pytest.mark.qt_log_ignore(OFFSCREEN_LIMITATION))


@pytest.fixture(autouse=True)
def private_settings(tmp_path, monkeypatch):
    """Every test writes its settings, and its data (autosave, saved games, statistics), into its own
    folder, also where the environment names a data folder for everything."""
    monkeypatch.setenv("TAROTDESK_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.delenv("TAROTDESK_DATA_DIR", raising=False)
    return tmp_path / "config"


@pytest.fixture(autouse=True)
def silent_sounds(monkeypatch):
    """The window tests play no sound through the machine's speakers: the sound player finds no
    program (the sound tests give theirs)."""
    monkeypatch.setattr("tarotdesk.ui.kit.sound.player_commands", lambda: [])


@pytest.fixture(scope="session")
def shared_worker():
    """One AI worker process for all window tests (starting one takes a good second)."""
    from tarotdesk.ai.worker import AIWorker

    worker = AIWorker()
    worker.start()
    yield worker
    worker.close()


@pytest.fixture
def window(qtbot, shared_worker):
    """The main window most window tests use (see ``ui_driver.shown_window``); a test module
    that needs another one defines its own ``window``."""
    from ui_driver import shown_window

    w = shown_window(qtbot, shared_worker)
    yield w
    w.close()
