"""A table over loopback: how long an action takes to reach every client, how big a state
message is, and how long a client that comes back takes to have the table again.

Usage::

    python benchmarks/net_latency.py [--game tarokk] [--players 4] [--actions 400] [--resyncs 50]

It starts ``tarotdesk-cli serve`` on 127.0.0.1 (a free port, no release delay) in a process of
its own and creates a table whose every seat is a person, played by this script's clients (one
asyncio WebSocket connection per seat, no computer players, so no AI time is counted). The
sizes are fixed: ``--actions`` random legal actions (the seat to act sends one, and the clock
runs from that send until the last client has the ``state`` with the new sequence number, the
next deal dealt when one ends), then ``--resyncs`` times one client's connection is dropped and
the clock runs from the new connection's start until its ``state`` has come. It prints the
latency's median, 90th and 99th percentiles and largest, the bytes per state message (median,
mean, largest; per seat and change), and the resync's median and largest.
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

from websockets.asyncio.client import connect  # noqa: E402

from tarotdesk.net.client import create_table  # noqa: E402
from tarotdesk.net.protocol import SeatPlan, create, hello  # noqa: E402


class Seat:
    """One client: its connection and the latest state it has."""

    def __init__(self, url: str, code: str) -> None:
        self.url, self.code = url, code
        self.ws = None
        self.token = None
        self.seq = -1
        self.state: dict = {}
        self.sizes: list[int] = []
        self.arrived = asyncio.Event()
        self.reader: asyncio.Task | None = None

    async def open(self, last_seq: int | None = None) -> None:
        self.ws = await connect(self.url, compression=None, max_size=4 * 1024 * 1024)
        first = hello(None if self.token else self.code, self.token, last_seq)
        await self.ws.send(json.dumps(first))
        self.reader = asyncio.create_task(self._read())

    async def _read(self) -> None:
        try:
            async for frame in self.ws:
                message = json.loads(frame)
                if message["type"] == "welcome":
                    self.token = message["token"]
                elif message["type"] == "state":
                    self.sizes.append(len(frame.encode()))
                    self.seq, self.state = message["seq"], message["state"]
                    self.arrived.set()
        except Exception:
            pass

    async def wait_seq(self, seq: int) -> None:
        while self.seq < seq:
            self.arrived.clear()
            await asyncio.wait_for(self.arrived.wait(), 10)


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


async def run(url: str, codes: list[str], actions: int, resyncs: int, seed: int) -> dict:
    seats = [Seat(url, code) for code in codes]
    for s in seats:
        await s.open()
    for s in seats:
        await s.wait_seq(0)
    rng = random.Random(seed)
    latencies: list[float] = []
    made = 0
    while made < actions:
        st = seats[0].state
        seq = seats[0].seq
        if st["over"]:
            break
        if st["deal_over"]:
            for s in seats:
                await s.ws.send(json.dumps({"type": "next_deal", "seq": seq}))
            for s in seats:
                await s.wait_seq(seq + 1)
            continue
        mover = next(s for s in seats if s.state["viewer"] == st["current_player"])
        action = rng.choice(mover.state["legal"])
        start = time.perf_counter()
        await mover.ws.send(json.dumps({"type": "act", "seq": seq, "action": action}))
        for s in seats:
            await s.wait_seq(seq + 1)
        latencies.append(time.perf_counter() - start)
        made += 1
    sizes = [n for s in seats for n in s.sizes]
    resync: list[float] = []
    for k in range(resyncs):
        s = seats[k % len(seats)]
        seq = s.seq
        await s.ws.close()
        s.seq = -1
        start = time.perf_counter()
        await s.open(last_seq=seq)
        await s.wait_seq(seq)
        resync.append(time.perf_counter() - start)
    for s in seats:
        await s.ws.close()
    return {"latencies": latencies, "sizes": sizes, "resync": resync}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="tarokk")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--actions", type=int, default=400)
    parser.add_argument("--resyncs", type=int, default=50)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    server = subprocess.Popen([sys.executable, "-m", "tarotdesk.cli", "serve", "--port", "0", "--release", "0",
                               "--no-discovery", "--ai-processes", "1"], cwd=ROOT, text=True,
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    try:
        url = server.stdout.readline().split()[-1]
        host, port = url.removeprefix("ws://").rsplit(":", 1)
        created = create_table(host, int(port), create(args.game, [SeatPlan("person", f"P{s}")
                                                                   for s in range(args.players)]))
        codes = [i["code"] for i in created["invites"]]
        found = asyncio.run(run(url + "/", codes, args.actions, args.resyncs, args.seed))
    finally:
        server.terminate()
        server.wait(30)
    lat = [x * 1000 for x in found["latencies"]]
    sizes = found["sizes"]
    res = [x * 1000 for x in found["resync"]]
    print(f"{args.game}, {args.players} clients on loopback, {len(lat)} actions, {len(res)} resyncs")
    print(f"action -> last client has the state: median {statistics.median(lat):.2f} ms, "
          f"p90 {percentile(lat, 0.9):.2f} ms, p99 {percentile(lat, 0.99):.2f} ms, max {max(lat):.2f} ms")
    print(f"state message: median {statistics.median(sizes):,.0f} B, mean {statistics.mean(sizes):,.0f} B, "
          f"max {max(sizes):,} B ({len(sizes)} messages)")
    if res:
        print(f"reconnect -> resynced: median {statistics.median(res):.2f} ms, max {max(res):.2f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
