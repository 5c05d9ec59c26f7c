"""How many tables one server process holds: memory per idle table, and the action latency with
many people-only tables in play at once.

Usage::

    python benchmarks/server_capacity.py [--idle 1000] [--idle-ai 200] [--active 100] [--seconds 20]
                                         [--think 0.5] [--game cirulla]

It starts ``tarotdesk-server`` on 127.0.0.1 (a free port, no release delay, one AI process) in a
process of its own, which runs on one core (one asyncio loop; the AI process is idle here, as no
computer seat is ever to move). The sizes are fixed: ``--idle`` tables of two people that nobody
joins, then ``--idle-ai`` of one person and one computer player; the server's resident memory
(``VmRSS``) is read before and after each batch, per table. Then ``--active`` tables of two
people, each person a client of this script (one asyncio WebSocket connection per seat), who
acts ``--think`` seconds (±50 %) after it is their turn, for ``--seconds``; the clock of an
action runs from its send until both clients of its table have the ``state`` with the new
sequence number. It prints the latency's median, 99th percentile and largest, the actions per
second served, and the CPU the server process used meanwhile (percent of one core).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from net_latency import Seat, percentile  # noqa: E402

from tarotdesk.net.client import create_table  # noqa: E402
from tarotdesk.net.protocol import SeatPlan, create  # noqa: E402


def rss_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / 100.0  # utime + stime, in clock ticks of 1/100 s


def make_tables(port: int, game: str, n: int, kinds: str) -> list[list[str]]:
    seats = [SeatPlan("person", f"P{s}") if k == "p" else SeatPlan("computer", f"C{s}", "standard")
             for s, k in enumerate(kinds)]
    message = create(game, seats, {"target": 51} if game == "cirulla" else {})
    return [[i["code"] for i in create_table("127.0.0.1", port, message)["invites"]] for _ in range(n)]


async def play_table(seats: list[Seat], rng: random.Random, think: float, until: float,
                     latencies: list[float]) -> None:
    for s in seats:
        await s.open()
    for s in seats:
        await s.wait_seq(0)
    while time.monotonic() < until:
        st, seq = seats[0].state, seats[0].seq
        if st["over"]:
            return
        if st["deal_over"]:
            for s in seats:
                await s.ws.send(json.dumps({"type": "next_deal", "seq": seq}))
            for s in seats:
                await s.wait_seq(seq + 1)
            continue
        await asyncio.sleep(think * rng.uniform(0.5, 1.5))
        mover = next(s for s in seats if s.state["viewer"] == st["current_player"])
        start = time.perf_counter()
        await mover.ws.send(json.dumps({"type": "act", "seq": seq, "action": rng.choice(mover.state["legal"])}))
        for s in seats:
            await s.wait_seq(seq + 1)
        latencies.append(time.perf_counter() - start)


async def active(url: str, tables: list[list[str]], think: float, seconds: float) -> list[float]:
    latencies: list[float] = []
    until = time.monotonic() + seconds
    games = [play_table([Seat(url, c) for c in codes], random.Random(k), think, until, latencies)
             for k, codes in enumerate(tables)]
    await asyncio.gather(*games)
    return latencies


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--idle", type=int, default=1000)
    parser.add_argument("--idle-ai", type=int, default=200)
    parser.add_argument("--active", type=int, default=100)
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--think", type=float, default=0.5)
    parser.add_argument("--game", default="cirulla")
    args = parser.parse_args()
    total = args.idle + args.idle_ai + args.active
    server = subprocess.Popen([sys.executable, "-m", "tarotdesk.server", "--port", "0", "--release", "0",
                               "--no-discovery", "--ai-processes", "1", "--max-tables", str(total + 10)],
                              cwd=ROOT, text=True, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    try:
        url = server.stdout.readline().split()[-1]
        port = int(url.rsplit(":", 1)[1])
        time.sleep(1.0)
        base = rss_kib(server.pid)
        make_tables(port, args.game, args.idle, "pp")
        people = rss_kib(server.pid)
        make_tables(port, args.game, args.idle_ai, "pc")
        computers = rss_kib(server.pid)
        tables = make_tables(port, args.game, args.active, "pp")
        cpu = cpu_seconds(server.pid)
        wall = time.monotonic()
        lat = asyncio.run(active(url + "/", tables, args.think, args.seconds))
        used = (cpu_seconds(server.pid) - cpu) / (time.monotonic() - wall)
        after = rss_kib(server.pid)
    finally:
        server.terminate()
        server.wait(30)
    ms = [x * 1000 for x in lat]
    print(f"server at start: {base / 1024:.1f} MiB resident")
    print(f"{args.idle} idle tables of two people: +{(people - base) / 1024:.1f} MiB, "
          f"{(people - base) / max(1, args.idle):.1f} KiB per table")
    print(f"{args.idle_ai} idle tables of a person and a computer: +{(computers - people) / 1024:.1f} MiB, "
          f"{(computers - people) / max(1, args.idle_ai):.1f} KiB per table")
    print(f"{args.active} active tables of two people ({2 * args.active} connections, think {args.think} s), "
          f"{args.seconds:.0f} s: {len(ms)} actions, {len(ms) / args.seconds:.0f} actions/s")
    print(f"action -> both clients have the state: median {statistics.median(ms):.2f} ms, "
          f"p99 {percentile(ms, 0.99):.2f} ms, max {max(ms):.2f} ms")
    print(f"server CPU while active: {100 * used:.0f} % of one core; resident at the end {after / 1024:.1f} MiB "
          f"({args.active} active tables: +{(after - computers) / 1024:.1f} MiB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
