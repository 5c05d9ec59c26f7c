"""Secrets: the server keeps hashes of invites and tokens only and logs none; invites expire; a
table's host takes back a seat's invite (its connection closed, its token and invite dead, a new
invite works); a connection that floods the server is closed and its flood reaches nobody."""

from __future__ import annotations

import logging
import time

import pytest

from tarotdesk.net.client import Connection, ask_server, wait_for
from tarotdesk.net.invites import Invite, hash_secret
from tarotdesk.net.protocol import revoke
from tarotdesk.server.server import BURST
from tests.server.harness import Raw, ServerThread


@pytest.fixture(scope="module")
def server(ai_pool):
    with ServerThread(ai_pool) as running:
        yield running


def _kept(server, room) -> list[str]:
    # Every string the server keeps about the table's secrets.
    def read():
        found = list(server.server._invites) + list(server.server._tokens) + list(server.server._hosts.values())
        for s in room.seats.values():
            found += [s.invite_hash, s.token_hash or ""]
        return found

    return server.call(read)


def test_invites_and_tokens_are_kept_hashed_and_never_logged(server, caplog):
    caplog.set_level(logging.DEBUG)
    created = server.created("cirulla", "pp")
    invites = server.invites(created)
    raw = Raw(server.port)
    token = raw.hello(invites[0])["token"]
    raw.until("state")
    room = server.room(invites[0])
    kept = _kept(server, room)
    secrets = [i.code for i in invites] + [token, created["host"]]
    for secret in secrets:
        assert secret not in kept
    assert hash_secret(token) in kept and hash_secret(invites[1].code) in kept and hash_secret(created["host"]) in kept
    raw.close()
    # The same seat comes back with the token alone.
    back = Raw(server.port)
    assert back.hello(token=token)["seat"] == raw.seen[0]["seat"]
    back.close()
    ours = Connection(invites[1]).start()  # the project's own client, whose log is counted too
    secrets.append(wait_for(ours, ("welcome",))["token"])
    wait_for(ours, ("state",))
    ours.close()
    ours.join()
    # What the server and the project's client log, at every level (the test's own bare client logs what it sends).
    logged = "\n".join(r.getMessage() for r in caplog.records if r.name != "websockets.client")
    assert logged and not any(secret in logged for secret in secrets)


def test_an_expired_invite_is_refused_but_a_token_still_works(ai_pool):
    with ServerThread(ai_pool, invite_ttl=0.5) as server:
        invites = server.new_table("cirulla", "pp")
        raw = Raw(server.port)
        token = raw.hello(invites[0])["token"]
        raw.close()
        time.sleep(0.6)
        late = Raw(server.port)
        error = late.hello(invites[1])
        assert error["type"] == "error" and error["code"] == "expired-invite" and "expired" in error["message"]
        connection = Connection(invites[1]).start()
        assert wait_for(connection, ("error",))["code"] == "expired-invite"
        connection.join()
        assert not connection.alive  # an expired invite is not tried again
        again = Raw(server.port)
        assert again.hello(token=token)["type"] == "welcome"
        again.close()


def test_the_host_takes_back_a_seats_invite(server):
    created = server.created("cirulla", "pp")
    invites = server.invites(created)
    raw = Raw(server.port)
    welcome = raw.hello(invites[0])
    seat, token = welcome["seat"], welcome["token"]
    raw.until("state")
    with pytest.raises(ConnectionError, match="no table here has this host key"):
        ask_server("127.0.0.1", server.port, revoke(created["table"], created["invites"][1]["code"], seat), "revoked")
    answer = ask_server("127.0.0.1", server.port, revoke(created["table"], created["host"], seat), "revoked")
    assert answer["seat"] == seat and answer["invite"] != invites[0].code
    error = raw.until("error")
    assert error["code"] == "revoked"
    for dead in ({"invite": invites[0].code}, {"token": token}):
        stranger = Raw(server.port)
        stranger.send({"type": "hello", "version": 1, **dead})
        assert stranger.recv()["code"] in ("unknown-invite", "unknown-token")
        stranger.close()
    fresh = Raw(server.port)
    assert fresh.hello(Invite(answer["invite"], "127.0.0.1", server.port))["seat"] == seat
    fresh.close()


def test_a_flooding_connection_is_closed_and_its_flood_reaches_nobody(server):
    invites = server.new_table("cirulla", "pp")
    flooder, listener = Raw(server.port), Raw(server.port)
    flooder.hello(invites[0])
    listener.hello(invites[1])
    listener.until("state")
    for k in range(200):
        try:
            flooder.send({"type": "chat", "text": f"line {k}"})
        except Exception:  # closed by the server meanwhile
            break
    assert flooder.until("error")["code"] == "flood"
    heard = 0
    deadline = time.monotonic() + 2
    while time.monotonic() < deadline:
        try:
            message = listener.recv(0.3)
        except TimeoutError:
            break
        heard += message["type"] == "chat"
    assert 0 < heard <= BURST + 1
    listener.close()
    start = time.monotonic()
    flooder.close()  # the server cut the flooder off: nothing lingers for the library's ten seconds
    assert time.monotonic() - start < 5
