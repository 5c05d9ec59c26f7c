"""Restarts lose nothing: a real server process killed (SIGKILL) in the middle of a match and
started again on the same data folder sets the table up again from its journal, and both people's
clients come back by themselves with their tokens and finish the match, whose record holds every
action made before the kill; the journal keeps hashes, never a secret."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import threading
import time
from pathlib import Path

from tarotdesk.core.records import replay
from tarotdesk.games.registry import get_game
from tarotdesk.net.bot import Bot
from tarotdesk.net.client import create_table
from tarotdesk.net.invites import Invite
from tarotdesk.net.protocol import SeatPlan, create
from tarotdesk.server.store import STORE_FILE
from tests.server.harness import play_bots

ROOT = Path(__file__).resolve().parents[2]
#: Actions seen before the server is killed.
KILL_AFTER = 25


def _server(data: Path, port: int = 0) -> tuple[subprocess.Popen, int]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    process = subprocess.Popen([sys.executable, "-m", "tarotdesk.server", "--port", str(port), "--data", str(data),
                                "--release", "0", "--deal-pause", "1", "--grace", "60", "--ai-processes", "1",
                                "--no-discovery"], cwd=ROOT, env=env, text=True, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE)
    line = process.stdout.readline()
    assert line.startswith("listening on ws://127.0.0.1:"), line + process.stderr.read()
    return process, int(line.rsplit(":", 1)[1])


def _journal(data: Path) -> list[tuple[int, str]]:
    with sqlite3.connect(data / STORE_FILE) as db:
        return list(db.execute("SELECT seat, action FROM actions ORDER BY n"))


def test_a_server_killed_mid_match_comes_back_and_both_people_finish(tmp_path):
    server, port = _server(tmp_path)
    try:
        seats = [SeatPlan("person", "Anna"), SeatPlan("person", "Bruno"), SeatPlan("computer", "C", "random")]
        created = create_table("127.0.0.1", port, create("cirulla", seats, {"target": 11}))
        invites = [Invite(i["code"], "127.0.0.1", port) for i in created["invites"]]
        seen = [0]
        killed = threading.Event()

        def watch(bot: Bot) -> None:
            seen[0] = max(seen[0], len(bot.seats.moves()))
            time.sleep(0.01)
            if seen[0] >= KILL_AFTER and not killed.is_set():
                killed.set()
                server.send_signal(signal.SIGKILL)

        bots = [Bot(i, "random", seed=k, on_poll=watch) for k, i in enumerate(invites)]
        results: list = []
        players = threading.Thread(target=lambda: results.append(play_bots(bots, timeout=80)))
        players.start()
        assert killed.wait(60), "the match did not get far enough"
        server.wait(10)
        before = _journal(tmp_path)
        assert len(before) >= KILL_AFTER
        server, _port = _server(tmp_path, port)
        players.join(90)
        assert results, "the clients did not finish the match"
        records = results[0]
        assert records[0].to_text() == records[1].to_text()
        assert records[0].actions[:len(before)] == before
        assert replay(records[0], games=get_game).over
        assert all(b.connection.opened >= 2 for b in bots)
        assert [p.name for p in records[0].players][:2] == ["Anna", "Bruno"]
        with sqlite3.connect(tmp_path / STORE_FILE) as db:
            kept = " ".join(str(v) for row in db.execute("SELECT * FROM seats") for v in row)
            kept += " ".join(str(v) for row in db.execute("SELECT * FROM tables") for v in row)
        for secret in [i.code for i in invites] + [b.connection.token for b in bots] + [created["host"]]:
            assert secret and secret not in kept
    finally:
        server.send_signal(signal.SIGTERM)
        server.communicate(timeout=30)
