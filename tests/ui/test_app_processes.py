"""The program's processes end with it, and a stop signal ends it as Quit does.

The real program runs in a subprocess, in a process group of its own, with the computer on
every seat (``--game tarokk --watch``) so that its AI worker is busy searching. It is then
killed:

* with SIGKILL: nothing of the program runs any more, yet its AI worker must notice and end
  (and with it multiprocessing's resource tracker, which ends when the last process holding
  its pipe ends);
* with SIGTERM (what a logout sends), SIGTERM to the whole group, or SIGINT to the group (Ctrl+C
  in a terminal): the window closes as Game → Quit does, the autosave holds the last move,
  the AI worker is ended, and the exit status says which signal stopped it.

In every case no process of the group may be left 3 s after the signal. A stop signal while the
question whether to resume waits must leave the unfinished game where it is. The program is started
through a small wrapper that makes each autosave write take 0.3 s (a slow disk: the newest
moves are not yet on disk when the signal comes, so only a flush at the end can put them there)
and prints the number of moves after each one, which is what the autosave must hold at the end.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from tarotdesk.core.records import parse_record
from tarotdesk.games.registry import get_game
from tarotdesk.storage.paths import DataFolder

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.skipif(not Path("/proc/self/stat").exists() or not hasattr(os, "killpg"),
                                reason="the test reads process groups from /proc (Linux)")

#: How long the processes of the group may outlive the signal.
GRACE = 3.0

WRAPPER = """
import sys, time
from tarotdesk.storage import autosave
from tarotdesk.ui.play import game_keeper

slow_save = autosave.Autosave.save_text
def save_text(self, text):
    time.sleep(0.3)  # a slow disk: the writer's thread lags behind the game
    slow_save(self, text)
autosave.Autosave.save_text = save_text

changed = game_keeper.GameKeeper._changed
def changed_and_told(self, controller, step):
    changed(self, controller, step)
    print("moves", len(controller.record().actions), flush=True)
game_keeper.GameKeeper._changed = changed_and_told

from tarotdesk.ui.window import file_actions
ask_resume = file_actions.FileActions.ask_resume
def ask_resume_and_tell(self, found):
    print("asking", flush=True)
    return ask_resume(self, found)
file_actions.FileActions.ask_resume = ask_resume_and_tell

from tarotdesk.__main__ import main
sys.exit(main(sys.argv[1:]))
"""


def group_members(pgid: int) -> list[tuple[int, str]]:
    """The living processes of process group ``pgid`` as (pid, command line); zombies, which
    have ended and only wait for their parent to collect them, do not count."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
            fields = stat[stat.rindex(")") + 2:].split()
            if int(fields[2]) != pgid or fields[0] == "Z":
                continue
            command = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
        except (OSError, ValueError):
            continue  # ended while we looked
        found.append((int(entry.name), command.strip()))
    return found


class Moves:
    """The wrapper's reports of the moves made, read from its standard output in a thread."""

    def __init__(self, stream) -> None:
        self.counts: list[int] = []
        self.asked = threading.Event()
        self._thread = threading.Thread(target=self._read, args=(stream,), daemon=True)
        self._thread.start()

    def _read(self, stream) -> None:
        for line in stream:
            parts = line.split()
            if len(parts) == 2 and parts[0] == "moves":
                self.counts.append(int(parts[1]))
            elif parts == ["asking"]:
                self.asked.set()


WATCH = ["--game", "tarokk", "--seed", "31", "--watch", "--level", "standard"]


def _start(tmp_path: Path, args: list[str] = WATCH) -> tuple[subprocess.Popen, Moves, Path]:
    config, data = tmp_path / "config", tmp_path / "data"
    if not config.exists():
        config.mkdir()
        (config / "settings.json").write_text(json.dumps({"language": "en", "animation": "fast"}),
                                              encoding="utf-8")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", TAROTDESK_CONFIG_DIR=str(config),
               TAROTDESK_DATA_DIR=str(data), PYTHONPATH=str(ROOT))
    proc = subprocess.Popen([sys.executable, "-c", WRAPPER, *args], cwd=ROOT, env=env, stdout=subprocess.PIPE,
                            stderr=open(tmp_path / "stderr.txt", "w"), text=True, start_new_session=True)
    return proc, Moves(proc.stdout), data


def _wait_until_busy(proc: subprocess.Popen, moves: Moves, tmp_path: Path) -> None:
    # Some moves made (so the autosave lags behind), and the AI worker and its helper running.
    deadline = time.monotonic() + 90
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise AssertionError("the program ended: " + (tmp_path / "stderr.txt").read_text()[-2000:])
        if len(moves.counts) >= 6 and len(group_members(proc.pid)) >= 3:
            return
        time.sleep(0.05)
    raise AssertionError(f"the game did not get going: {moves.counts}, {group_members(proc.pid)}")


@pytest.mark.parametrize("signum,whole_group", [
    (signal.SIGKILL, False),
    (signal.SIGTERM, False),
    (signal.SIGTERM, True),
    (signal.SIGINT, True),
], ids=["kill-9", "term", "term-group", "ctrl-c"])
def test_no_process_outlives_the_program(tmp_path, signum, whole_group):
    proc, moves, data = _start(tmp_path)
    try:
        _wait_until_busy(proc, moves, tmp_path)
        members = group_members(proc.pid)
        assert any("multiprocessing.spawn" in c for _, c in members), members  # the AI worker
        signalled = time.monotonic()
        if whole_group:
            os.killpg(proc.pid, signum)
        else:
            os.kill(proc.pid, signum)
        proc.wait(GRACE + 10)
        left = group_members(proc.pid)
        while left and time.monotonic() < signalled + GRACE:
            time.sleep(0.05)
            left = group_members(proc.pid)
        assert left == [], f"still running {time.monotonic() - signalled:.1f} s after the signal: {left}"
    finally:
        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        if proc.poll() is None:
            proc.wait(10)

    folder = DataFolder(data)
    record = parse_record(folder.autosave.read_bytes(), get_game)  # a whole record in every case
    if signum == signal.SIGKILL:
        assert proc.returncode == -signal.SIGKILL
        return
    assert proc.returncode == 128 + signum, (tmp_path / "stderr.txt").read_text()[-2000:]
    # Stopped as Quit stops it: the autosave holds the last move made, the settings were saved,
    # and this run's fault log is gone (nothing crashed).
    assert moves.counts, "no move was reported"
    assert len(record.actions) == moves.counts[-1], (len(record.actions), moves.counts[-5:])
    saved = json.loads((tmp_path / "config" / "settings.json").read_text(encoding="utf-8"))
    assert saved.get("geometry"), saved  # written by the window as it closed
    assert not list(data.glob("fault-*.log"))
    assert "Traceback" not in (tmp_path / "stderr.txt").read_text()


def test_a_stop_signal_while_a_dialog_waits_changes_nothing(tmp_path):
    # A game left unfinished, then a plain start that asks whether to resume it: a SIGTERM while
    # the question waits must not answer it (that would file the game away among the saved games).
    first, moves, data = _start(tmp_path)
    try:
        _wait_until_busy(first, moves, tmp_path)
        os.kill(first.pid, signal.SIGKILL)
        first.wait(10)
    finally:
        _end_group(first)
    autosave = DataFolder(data).autosave
    kept = autosave.read_bytes()
    assert parse_record(kept, get_game).actions

    second, told, _ = _start(tmp_path, [])
    try:
        assert told.asked.wait(60), (tmp_path / "stderr.txt").read_text()[-2000:]
        signalled = time.monotonic()
        os.kill(second.pid, signal.SIGTERM)
        second.wait(GRACE + 10)
        while group_members(second.pid) and time.monotonic() < signalled + GRACE:
            time.sleep(0.05)
        assert group_members(second.pid) == []
    finally:
        _end_group(second)
    assert second.returncode == 128 + signal.SIGTERM
    assert autosave.read_bytes() == kept  # still offered at the next start
    assert not (data / "games").exists()


def _end_group(proc: subprocess.Popen) -> None:
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except ProcessLookupError:
        pass
    if proc.poll() is None:
        proc.wait(10)
