"""Spectators: off by default; where a table allows them, its spectators' invite shows the public
view only (the leak oracle reads every frame), a round of play behind the table, and whatever a
spectator sends reaches no table."""

from __future__ import annotations

import json

import pytest

from tarotdesk.net.bot import Bot
from tarotdesk.net.client import create_table
from tarotdesk.net.invites import Invite
from tarotdesk.net.protocol import SeatPlan, create
from tests.server.harness import PUBLIC, Raw, ServerThread, play_bots


@pytest.fixture(scope="module")
def server(ai_pool):
    with ServerThread(ai_pool, watch=True) as running:
        yield running


def test_a_table_has_no_spectators_unless_it_allows_them(server):
    created = server.created("cirulla", "pp")
    assert "watch" not in created
    room = server.room(server.invites(created)[0])
    assert server.call(lambda: room.gallery) is None


def test_spectators_see_the_public_view_a_round_behind_and_change_nothing(server):
    seats = [SeatPlan("person", "A"), SeatPlan("person", "B"), SeatPlan("computer", "C", "random")]
    created = create_table("127.0.0.1", server.port, create("cirulla", seats, {"target": 1}, spectators=True))
    watch = Invite(created["watch"], "127.0.0.1", server.port)
    spectator = Raw(server.port)
    watching = spectator.hello(watch)
    assert watching["type"] == "watching" and watching["delay"] == 3
    first = spectator.until("state")
    assert first["state"]["viewer"] == PUBLIC and first["state"]["legal"] == []
    invites = [Invite(i["code"], "127.0.0.1", server.port) for i in created["invites"]]
    room = server.room(invites[0])
    before = len(server.frames)
    # Whatever a spectator sends reaches no table.
    spectator.send({"type": "act", "seq": first["seq"], "action": "play:H7"})
    spectator.send({"type": "next_deal", "seq": first["seq"]})
    records = play_bots([Bot(i, "random", seed=k) for k, i in enumerate(invites)])
    assert records[0].actions and all(seat in (0, 1, 2) for seat, _a in records[0].actions)
    sent = [(server.sent_at[k], json.loads(f)) for k, (t, seat, f) in enumerate(server.frames)
            if k >= before and t == room.id and seat is None]
    states = [(at, m) for at, m in sent if m["type"] == "state"]
    assert len(states) > 10
    # Each state a spectator was sent is at least a round (three changes) behind the table,
    # but those released with the end of a deal or the match, when nothing is left to play in it.
    ends = {at for at, m in states if m["state"]["deal_over"] or m["state"]["over"]}
    for at, m in states:
        assert at - m["seq"] >= 3 or at in ends, (at, m["seq"])
    assert states[-1][1]["state"]["over"]
    assert not server.leaks, server.leaks[:3]
    assert not any(m["type"] == "refused" for _at, m in sent)
    # The spectator read what it was sent (its frames are unread above) before it leaves.
    while True:
        try:
            spectator.recv(0.3)
        except TimeoutError:
            break
    spectator.close()
