"""A stranger's client: another seat's action, a stale sequence number, an unknown or unreadable
message and a wrong secret are refused, and the table does not change."""

from __future__ import annotations

import pytest

from tarotdesk.net.invites import new_secret
from tests.server.harness import Raw, ServerThread


@pytest.fixture(scope="module")
def server(ai_pool):
    with ServerThread(ai_pool) as running:
        yield running


def _seated(server, game="cirulla", kinds="pp"):
    """Both people of a new table, connected: (clients by seat, the last state each was sent)."""
    invites = server.new_table(game, kinds)
    clients, states = {}, {}
    for invite in invites:
        raw = Raw(server.port)
        welcome = raw.hello(invite)
        assert welcome["type"] == "welcome"
        clients[welcome["seat"]] = raw
        states[welcome["seat"]] = raw.until("state")
    return clients, states, server.room(invites[0])


def _fingerprint(server, room):
    return server.call(lambda: (room.seq, room.table.record().to_text()))


def test_another_seats_action_is_refused_and_changes_nothing(server):
    clients, states, room = _seated(server)
    before = _fingerprint(server, room)
    mover = states[0]["state"]["current_player"]
    other = 1 - mover
    action = states[mover]["state"]["legal"][0]
    clients[other].send({"type": "act", "seq": before[0], "action": action})
    refused = clients[other].until("refused")
    assert refused["code"] == "not-your-turn" and refused["rule"] == "play" and refused["action"] == action
    assert refused["params"]["current"] == {"$seat": mover}
    # A message naming the seat it acts for is not one of the protocol's: refused as unreadable.
    clients[other].send({"type": "act", "seq": before[0], "action": action, "seat": mover})
    assert clients[other].until("refused")["code"] == "bad-message"
    assert _fingerprint(server, room) == before


def test_a_stale_sequence_number_is_refused_and_changes_nothing(server):
    clients, states, room = _seated(server)
    mover = states[0]["state"]["current_player"]
    state = states[mover]
    before = _fingerprint(server, room)
    clients[mover].send({"type": "act", "seq": state["seq"] + 1, "action": state["state"]["legal"][0]})
    refused = clients[mover].until("refused")
    assert refused["code"] == "stale-sequence" and refused["params"] == {"seq": state["seq"]}
    assert _fingerprint(server, room) == before
    # The same action with the right number is made, and both seats hear it.
    clients[mover].send({"type": "act", "seq": state["seq"], "action": state["state"]["legal"][0]})
    assert clients[mover].until("state")["seq"] == state["seq"] + 1
    assert clients[1 - mover].until("state")["seq"] == state["seq"] + 1


@pytest.mark.parametrize(("message", "code"), [
    ({"type": "peek", "seat": 1}, "unknown-message"),
    ({"type": "act", "seq": 0}, "bad-message"),
    ({"type": "act", "seq": "0", "action": "play:SK"}, "bad-message"),
    ({"type": "chat", "text": "a\nb"}, "bad-message"),
    ("not json", "bad-message"),
    ([1, 2], "bad-message"),
    ("x" * 20000, None),  # longer than a client may send: the connection is closed
])
def test_an_unknown_or_unreadable_message_is_refused_and_changes_nothing(server, message, code):
    clients, states, room = _seated(server)
    before = _fingerprint(server, room)
    clients[0].send(message)
    if code is None:
        with pytest.raises(Exception):
            clients[0].until("refused", timeout=2)
    else:
        refused = clients[0].until("refused")
        assert refused["code"] == code and refused["rule"] == "play"
        # The connection is still the seat's: a chat line goes round.
        clients[0].send({"type": "chat", "text": "still here"})
        assert clients[1].until("chat") == {"type": "chat", "seat": 0, "text": "still here"}
    assert _fingerprint(server, room) == before


def test_an_illegal_action_is_refused_with_its_rule_and_a_check_says_why(server):
    clients, states, room = _seated(server, "tarokk", "pppp")
    mover = states[0]["state"]["current_player"]
    state = states[mover]
    hand = state["state"]["layout"]["hands"][mover]
    before = _fingerprint(server, room)
    clients[mover].send({"type": "check", "seq": state["seq"], "action": f"play:{hand[0]}"})
    refused = clients[mover].until("refused")
    assert refused["about"] == "check" and refused["code"] != "not-your-turn" and refused["rule"]
    clients[mover].send({"type": "act", "seq": state["seq"], "action": f"play:{hand[0]}"})
    assert clients[mover].until("refused")["code"] == refused["code"]
    assert _fingerprint(server, room) == before


@pytest.mark.parametrize(("hello", "code"), [
    ({"type": "hello", "version": 1, "invite": new_secret()}, "unknown-invite"),
    ({"type": "hello", "version": 1, "token": new_secret()}, "unknown-token"),
    ({"type": "hello", "version": 1, "invite": "not a code"}, "bad-message"),
    ({"type": "hello", "version": 2, "invite": new_secret()}, "version"),
    ({"type": "act", "seq": 0, "action": "pass"}, "bad-message"),
])
def test_a_wrong_secret_or_version_gets_an_error_and_no_seat(server, hello, code):
    clients, states, room = _seated(server)
    before = _fingerprint(server, room)
    stranger = Raw(server.port)
    stranger.send(hello)
    error = stranger.recv()
    assert error["type"] == "error" and error["code"] == code
    with pytest.raises(Exception):
        stranger.recv(timeout=2)  # and the server closes the connection
    assert _fingerprint(server, room) == before


def test_a_table_the_server_cannot_make_is_refused(server):
    raw = Raw(server.port)
    raw.send({"type": "create", "version": 1, "game": "cirulla", "seats": [{"kind": "computer"}] * 2})
    error = raw.recv()
    assert error["type"] == "error" and error["code"] == "bad-table" and "at least one person" in error["message"]
    raw = Raw(server.port)
    raw.send({"type": "create", "version": 1, "game": "cirulla", "seats": [{"kind": "person"}] * 2,
              "options": {"target": -5}})
    assert raw.recv()["code"] == "bad-table"


def test_hints_are_refused_where_the_table_does_not_allow_them(server):
    invites = server.new_table("cirulla", "pp", hints=False)
    raws = [Raw(server.port) for _ in invites]
    seats = [r.hello(i)["seat"] for r, i in zip(raws, invites)]
    states = [r.until("state") for r in raws]
    mover = states[0]["state"]["current_player"]
    raw = raws[seats.index(mover)]
    raw.send({"type": "hints", "seq": states[0]["seq"], "k": 3})
    assert raw.until("refused")["code"] == "hints-off"
    raw.send({"type": "decide", "seq": states[0]["seq"], "level": "easy"})
    assert raw.until("refused")["code"] == "hints-off"
