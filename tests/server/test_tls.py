"""TLS without a certificate authority: the server's own certificate, made on first start and
kept; invites that pin its fingerprint; a wrong fingerprint, a plain connection to a TLS server
and a pinned connection to a plain one refused with a clear reason; a club's own certificate."""

from __future__ import annotations

import hashlib
import socket
import ssl
import stat

import pytest

from tarotdesk.net.bot import Bot, BotFailed
from tarotdesk.net.client import Connection, NotThePinnedServer, create_table, wait_for
from tarotdesk.net.invites import Invite, parse_invite
from tarotdesk.net.protocol import SeatPlan, create
from tarotdesk.server import certs
from tests.server.harness import ServerThread, play_bots

WRONG = "ab" * 32


def _plan():
    return create("cirulla", [SeatPlan("person", "A"), SeatPlan("computer", "B", "random")], {"target": 1})


def test_the_certificate_is_made_on_first_start_kept_with_a_private_key_and_verifies(tmp_path):
    cert, key = certs.own_certificate(tmp_path)
    assert stat.S_IMODE(key.stat().st_mode) == 0o600
    pin = certs.fingerprint(cert)
    again = certs.own_certificate(tmp_path)
    assert again == (cert, key) and certs.fingerprint(cert) == pin
    der = ssl.PEM_cert_to_DER_cert(cert.read_text())
    assert hashlib.sha256(der).hexdigest() == pin and len(pin) == 64
    # The certificate's own signature holds: trusted as its own authority, it verifies.
    server = certs.server_context(cert, key)
    client = ssl.create_default_context(cafile=str(cert))
    client.check_hostname = False
    a, b = socket.socketpair()
    with a, b:
        import threading

        done = threading.Thread(target=lambda: server.wrap_socket(b, server_side=True).close())
        done.start()
        with client.wrap_socket(a) as tls:
            assert tls.getpeercert(binary_form=True) == der
        done.join(5)


def test_a_match_over_tls_with_the_pinned_certificate(ai_pool, tmp_path):
    with ServerThread(ai_pool, data=tmp_path, tls=True) as server:
        assert server.pin == certs.fingerprint(tmp_path / certs.CERT_FILE)
        created = server.created("cirulla", "pp", {"target": 1})
        assert created["fingerprint"] == server.pin
        invites = server.invites(created)
        assert all(i.url.startswith("wss://") for i in invites)
        # The link carries the fingerprint, and reads back to the same invite.
        assert parse_invite(invites[0].link) == invites[0]
        records = play_bots([Bot(i, "random", seed=k) for k, i in enumerate(invites)])
        assert records[0].to_text() == records[1].to_text()


def test_a_wrong_fingerprint_is_refused_before_any_secret_is_sent(ai_pool, tmp_path):
    with ServerThread(ai_pool, watch=True, data=tmp_path, tls=True) as server:
        invite = server.new_table("cirulla", "pc", {"target": 1})[0]
        forged = Invite(invite.code, invite.host, invite.port, WRONG)
        connection = Connection(forged).start()
        error = wait_for(connection, ("error",))
        assert error["code"] == "certificate-mismatch" and server.pin in error["message"]
        connection.join()
        assert not connection.alive
        room = server.room(invite)
        assert server.call(lambda: room.connected) == []
        assert not any('"welcome"' in frame for _t, _s, frame in server.frames)
        with pytest.raises(NotThePinnedServer, match="not the one the invite names"):
            create_table("127.0.0.1", server.port, _plan(), pin=WRONG)
        with pytest.raises(BotFailed, match="certificate-mismatch"):
            Bot(forged, "random").play(timeout=10)


def test_plain_connections_to_a_tls_server_and_pinned_ones_to_a_plain_server_are_refused(ai_pool, tmp_path):
    with ServerThread(ai_pool, data=tmp_path, tls=True) as server:
        with pytest.raises(ConnectionError, match="if it speaks TLS, give its certificate's fingerprint"):
            create_table("127.0.0.1", server.port, _plan())
    with ServerThread(ai_pool) as plain:
        with pytest.raises(NotThePinnedServer, match="the server must speak TLS"):
            create_table("127.0.0.1", plain.port, _plan(), pin=WRONG)
        invite = plain.new_table("cirulla", "pc", {"target": 1})[0]
        connection = Connection(Invite(invite.code, invite.host, invite.port, WRONG)).start()
        assert wait_for(connection, ("error",))["code"] == "not-tls"


def test_a_clubs_own_certificate_is_used_instead(ai_pool, tmp_path):
    cert_pem, key_pem = certs.make_certificate("club.example")
    (tmp_path / "club.pem").write_bytes(cert_pem)
    (tmp_path / "club.key").write_bytes(key_pem)
    with ServerThread(ai_pool, tls=True, cert=tmp_path / "club.pem", key=tmp_path / "club.key") as server:
        assert server.pin == certs.fingerprint(tmp_path / "club.pem")
        invite = server.new_table("cirulla", "pc", {"target": 1})[0]
        assert invite.pin == server.pin
        play_bots([Bot(invite, "random")])
    assert not (tmp_path / certs.CERT_FILE).exists()
