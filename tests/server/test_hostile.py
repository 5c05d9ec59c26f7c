"""Hostile clients while a match is played to its end: a seated connection that, besides its own
moves, sends malformed frames, unknown and oversized messages, floods, other seats' actions,
replays and stale sequence numbers, and strangers whose first messages are garbage. Nothing
crashes, no bad message changes the table (every action of the record is one its seat's client
sent), the legitimate clients finish with the same record, and the server's memory stays bounded."""

from __future__ import annotations

import json
import logging
import random
import threading
import time
from collections import Counter
from typing import Any

from websockets.sync.client import connect

from tarotdesk.core.records import replay
from tarotdesk.games.registry import get_game
from tarotdesk.net.bot import Bot
from tarotdesk.net.client import Connection
from tarotdesk.net.invites import new_secret
from tests.server.harness import ServerThread, fast_rules, play_bots

#: The hostile messages of the seated connection and the strangers' connections (fixed sizes).
SEATED_MESSAGES = 200
STRANGERS = 40
HOSTILE = 2


def _rss_kib() -> int:
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * 4


class Watch:
    """What a seat's client sent (its acts) and the last state it was sent."""

    def __init__(self, bot: Bot) -> None:
        self.sent: list[str] = []
        self.state: tuple[int, Any] = (0, None)
        connection = bot.connection
        send, put = connection.send, connection.inbox.put

        def sending(message: dict[str, Any]) -> bool:
            if message.get("type") == "act":
                self.sent.append(message["action"])
            return send(message)

        def putting(message: dict[str, Any], *args: Any, **kw: Any) -> None:
            if message.get("type") == "state":
                self.state = (message["seq"], message["state"].get("current_player"))
            put(message, *args, **kw)

        connection.send = sending  # type: ignore[method-assign]
        connection.inbox.put = putting  # type: ignore[method-assign]


def _seated_junk(rng: random.Random, seq: int, current: Any, others: list[str], own: list[str]) -> Any:
    """One bad message for a seat whose last state is ``seq`` (``current`` to move)."""
    kind = rng.randrange(12)
    known = others + own or ["play:7D"]
    if kind == 0:
        return rng.choice(["{not json", "", "[1, 2", "\x00\xff", '{"type": "act", "seq": 1, "seq": 2}'])
    if kind == 1:
        return bytes(rng.randrange(256) for _ in range(rng.randrange(1, 64)))
    if kind == 2:
        return json.dumps(rng.choice([[1, 2], "act", 3, None, {"seq": seq}, {"type": 5}]))
    if kind == 3:
        return {"type": rng.choice(["shuffle", "deal", "welcome", "state", "_closed", "ACT", "act "])}
    if kind == 4:  # a seat field: the seat is the connection's, never a message's
        return {"type": "act", "seq": seq, "action": rng.choice(known), "seat": rng.randrange(3)}
    if kind == 5:  # replays and stale or future sequence numbers
        return {"type": "act", "seq": rng.choice([max(0, seq - 1 - rng.randrange(5)), seq + 1 + rng.randrange(999)]),
                "action": rng.choice(known)}
    if kind == 6 and current is not None and current != HOSTILE and others:
        return {"type": "act", "seq": seq, "action": rng.choice(others)}  # another seat's action, not its turn
    if kind == 7:
        return {"type": "act", "seq": seq, "action": rng.choice(["play:", "zz:zz", "play:ZZ", "x" * 400, "\u00e9:1"])}
    if kind == 8:
        return {"type": rng.choice(["next_deal", "hints", "decide", "check"]), "seq": seq - 1 if seq else 10**9,
                "k": 3, "level": "strong", "action": rng.choice(known)}
    if kind == 9:
        return {"type": "chat", "text": rng.choice(["", " ", "a\nb", "x" * 201, 7, "hello"])}
    if kind == 10:
        return {"type": "act", "seq": rng.choice([-1, "3", 1.5, True, 10**12]), "action": "play:7D"}
    return {"type": "hello", "version": 1, "token": new_secret()}


def _injector(hostile: Connection, watches: list[Watch], stop: threading.Event, sent: list[Any]) -> None:
    try:
        _inject(hostile, watches, stop, sent)
    except BaseException as exc:  # told to the test, which fails
        sent.append(exc)
        raise


def _inject(hostile: Connection, watches: list[Watch], stop: threading.Event, sent: list[Any]) -> None:
    rng = random.Random(45)
    flooded = oversized = False
    for k in range(SEATED_MESSAGES):
        if stop.is_set():
            break
        seq, current = watches[HOSTILE].state
        others = watches[0].sent + watches[1].sent
        if not flooded and k == 10:
            flooded = True
            for _ in range(60):
                hostile.send({"type": "chat", "text": "flood"})
        elif not oversized and k == 40:
            oversized = True
            hostile.send({"type": "chat", "text": "x" * 17000})  # over the cap: the server closes the connection
        else:
            message = _seated_junk(rng, seq, current, others, watches[HOSTILE].sent)
            ws = hostile._ws
            if ws is not None:
                try:
                    ws.send(message if isinstance(message, (str, bytes)) else json.dumps(message))
                    sent[0] += 1
                except Exception:
                    pass
        time.sleep(0.05)  # under the rate limit, but for the flood


def _strangers(port: int, sent: list[Any]) -> None:
    try:
        _strange(port, sent)
    except BaseException as exc:  # told to the test, which fails
        sent.append(exc)
        raise


def _strange(port: int, sent: list[Any]) -> None:
    rng = random.Random(7)
    firsts = ["{", "[]", "null", json.dumps({"type": "hello"}), json.dumps({"type": "hello", "version": 2}),
              json.dumps({"type": "hello", "version": 1, "invite": "A" * 26}),
              json.dumps({"type": "hello", "version": 1, "token": new_secret(), "last_seq": -3}),
              json.dumps({"type": "create", "version": 1, "game": "x" * 500, "seats": []}),
              json.dumps({"type": "create", "version": 1, "game": "cirulla", "seats": [{"kind": "computer"}] * 99}),
              json.dumps({"type": "revoke", "version": 1, "table": "00000000", "host": new_secret(), "seat": 0}),
              json.dumps({"type": "act", "seq": 0, "action": "play:7D"}), "x" * 17000]
    for _ in range(STRANGERS):
        try:
            with connect(f"ws://127.0.0.1:{port}/", open_timeout=5, compression=None) as ws:
                ws.send(rng.choice(firsts))
                sent[0] += 1
                answer = json.loads(ws.recv(5))
                assert answer["type"] == "error", answer
        except (OSError, TimeoutError):
            pass
        except Exception as exc:  # a closed connection is a fine answer; any other reply is not
            assert "ConnectionClosed" in type(exc).__name__, exc


def test_hostile_clients_change_nothing_while_a_match_is_played_to_its_end(ai_pool, caplog):
    caplog.set_level(logging.ERROR, logger="tarotdesk.server")
    with ServerThread(ai_pool, fast_rules(grace=30.0)) as server:
        invites = server.new_table("cirulla", "ppp", {"target": 51})
        room = server.room(invites[0])
        # People take a little time over each change (the hostile traffic needs a match that lasts).
        bots = [Bot(invite, "random", seed=s, on_poll=lambda _b: time.sleep(0.02)) for s, invite in enumerate(invites)]
        watches = [Watch(b) for b in bots]
        rss = _rss_kib()
        stop, seated, strangers = threading.Event(), [0], [0]
        threads = [threading.Thread(target=_injector, args=(bots[HOSTILE].connection, watches, stop, seated)),
                   threading.Thread(target=_strangers, args=(server.port, strangers))]
        for t in threads:
            t.start()
        try:
            records = play_bots(bots, timeout=90)
        finally:
            stop.set()
            for t in threads:
                t.join(30)
        assert len(seated) == 1 and len(strangers) == 1, (seated, strangers)
        assert seated[0] >= 100 and strangers[0] >= STRANGERS // 2, (seated, strangers)
        assert len({r.to_text() for r in records}) == 1
        match = replay(records[0], games=get_game)
        assert match.over
        # Every action of the record is one its seat's own client sent: no bad message made a move.
        for seat in range(3):
            made = Counter(text for s, text in records[0].actions if s == seat)
            assert made and not made - Counter(watches[seat].sent), seat
        assert bots[HOSTILE].connection.opened >= 3  # the flood and the oversized message closed it
        assert any(code == "flood" for code, _m in bots[HOSTILE].errors)
        # Memory bounded: nothing of the hostile traffic is kept.
        kept = server.call(lambda: (len(server.server._tokens), len(server.server._invites), room._queue.qsize(),
                                    len(server.server.rooms)))
        assert kept[0] <= 3 and kept[1] == 3 and kept[2] < 5 and kept[3] == 1, kept
        assert _rss_kib() - rss < 64 * 1024
        # The server still serves.
        assert server.new_table("cirulla", "pc")
    assert not [r for r in caplog.records if r.name.startswith("tarotdesk.server")]
