"""The server as a program: ``serve``, ``table new`` and ``join`` on the command line, a stop
signal ending it cleanly, the window's child server ending with its parent, and the UDP probe."""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from tarotdesk.net.discovery import answer_probes, probe

ROOT = Path(__file__).resolve().parents[2]


def _tool(*args: str, **kw) -> subprocess.Popen:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.Popen([sys.executable, "-m", "tarotdesk.cli", *args], cwd=ROOT, env=env, text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, **kw)


def test_serve_table_new_and_join_play_a_match_and_serve_stops_on_sigterm(tmp_path):
    server = _tool("serve", "--port", "0", "--release", "0", "--ai-processes", "1", "--no-discovery",
                   "--data", str(tmp_path / "data"))
    try:
        line = server.stdout.readline()
        assert line.startswith("listening on ws://127.0.0.1:"), line
        url = line.split()[-1]
        made = _tool("table", "new", url, "--game", "cirulla", "--players", "3", "--people", "2", "--ai", "random",
                     "--option", "target=5")
        out, err = made.communicate(timeout=60)
        invites = out.split()
        assert made.returncode == 0 and len(invites) == 2, err
        assert all(i.startswith("tarotdesk://127.0.0.1:") for i in invites)
        joins = [_tool("join", invite, "--bot", "random", "--record", str(tmp_path / f"r{k}.tarotdesk"))
                 for k, invite in enumerate(invites)]
        for j in joins:
            out, err = j.communicate(timeout=120)
            assert j.returncode == 0 and out.startswith("match over: seat "), err
        records = [(tmp_path / f"r{k}.tarotdesk").read_text() for k in range(2)]
        assert records[0] == records[1]
        kept = list((tmp_path / "data" / "tables").glob("*.tarotdesk"))
        assert len(kept) == 1 and kept[0].read_text() == records[0]
    finally:
        server.send_signal(signal.SIGTERM)
        _out, err = server.communicate(timeout=30)
    assert server.returncode == 0 and "server closed" in err


def test_a_wrong_invite_on_the_command_line_says_why():
    j = _tool("join", "tarotdesk://127.0.0.1:9/AAAA", "--bot", "random")
    _out, err = j.communicate(timeout=60)
    assert j.returncode == 2 and "26 letters" in err


PARENT = """
import sys, time
sys.path.insert(0, {root!r})
from tarotdesk.server.run import ChildServer
from tarotdesk.server.server import ServerConfig
if __name__ == "__main__":
    child = ChildServer(ServerConfig("127.0.0.1", 0, ai_processes=1, discovery_port=None))
    port = child.start()
    print(child.process.pid, port, flush=True)
    time.sleep(60)
"""


def test_the_windows_child_server_ends_with_its_parent(tmp_path):
    script = tmp_path / "parent.py"
    script.write_text(PARENT.format(root=str(ROOT)))
    parent = subprocess.Popen([sys.executable, str(script)], stdout=subprocess.PIPE, text=True)
    try:
        pid, port = map(int, parent.stdout.readline().split())
        assert port > 0 and _alive(pid)
    finally:
        parent.kill()  # as a window killed: no chance to stop its child
        parent.wait(10)
    deadline = time.monotonic() + 10
    while _alive(pid) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not _alive(pid)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    try:  # a zombie has ended too
        return Path(f"/proc/{pid}/stat").read_text().split()[2] != "Z"
    except OSError:
        return True


def test_a_probe_on_loopback_finds_the_server_and_its_tables_without_a_secret():
    async def run() -> list:
        transport = await answer_probes("127.0.0.1", 0, lambda: {
            "type": "server", "name": "Anna's table", "port": 4242,
            "tables": [{"table": "ab12cd34", "game": "tarokk", "players": 4, "free": 2}]})
        port = transport.get_extra_info("sockname")[1]
        found = await asyncio.get_running_loop().run_in_executor(None, lambda: probe(["127.0.0.1"], port, 0.5))
        transport.close()
        return found

    found = asyncio.run(run())
    assert len(found) == 1
    server = found[0]
    assert (server.host, server.port, server.name) == ("127.0.0.1", 4242, "Anna's table")
    assert [(t.game, t.players, t.free) for t in server.tables] == [("tarokk", 4, 2)]


def test_a_server_answers_probes_on_its_own_port_and_a_probe_looks_at_this_computer_too(ai_pool, monkeypatch):
    from tarotdesk.net.discovery import probe_addresses
    from tarotdesk.server.server import ServerConfig, TableServer

    async def run() -> tuple[int, list]:
        # discovery_port 0: the probes are answered on the WebSocket's own port (UDP), where
        # clients send them; the window's child server and `serve` start so.
        server = TableServer(ServerConfig("127.0.0.1", 0, discovery_port=0, name="Anna"), pool=ai_pool)
        await server.start()
        try:
            found = await asyncio.get_running_loop().run_in_executor(
                None, lambda: probe(["127.0.0.1"], server.port, 0.5))
            return server.port, found
        finally:
            await server.stop()

    port, found = asyncio.run(run())
    assert [(s.host, s.port, s.name) for s in found] == [("127.0.0.1", port, "Anna")]
    monkeypatch.delenv("TAROTDESK_PROBE_ADDRESSES", raising=False)
    # A table for this computer only (two windows on it) listens on loopback, which no broadcast reaches.
    assert "127.0.0.1" in probe_addresses()


def test_the_server_program_with_tls_pins_its_certificate_in_every_invite(tmp_path):
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    server = subprocess.Popen([sys.executable, "-m", "tarotdesk.server", "--port", "0", "--tls", "--release", "0",
                               "--ai-processes", "1", "--no-discovery", "--data", str(tmp_path)], cwd=ROOT, env=env,
                              text=True, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        line = server.stdout.readline()
        assert line.startswith("listening on wss://127.0.0.1:") and " sha256=" in line, line
        url, pin = line.split()[-2], line.split("sha256=")[1].strip()
        assert (tmp_path / "server-key.pem").stat().st_mode & 0o077 == 0
        bare = _tool("table", "new", url, "--game", "cirulla", "--players", "2", "--people", "1")
        _out, err = bare.communicate(timeout=60)
        assert bare.returncode == 2 and "needs --pin" in err
        made = _tool("table", "new", url, "--pin", pin, "--game", "cirulla", "--players", "2", "--people", "1",
                     "--ai", "random", "--option", "target=1")
        out, err = made.communicate(timeout=60)
        assert made.returncode == 0 and out.strip().endswith(f"?sha256={pin}") and "host key" in err, err
        join = _tool("join", out.strip(), "--bot", "random")
        out, err = join.communicate(timeout=120)
        assert join.returncode == 0 and out.startswith("match over: seat 0"), err
    finally:
        server.send_signal(signal.SIGTERM)
        _out, err = server.communicate(timeout=30)
    assert server.returncode == 0 and "server closed" in err
