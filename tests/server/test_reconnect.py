"""Connections that drop: the seat's token and last sequence number bring back the same view in
every phase, a second connection replaces the first, and after the grace period a computer player
keeps a dropped seat, marked as such, until its person comes back."""

from __future__ import annotations

import time
from typing import Callable

import pytest

from tarotdesk.core.rng import SeededRNG
from tarotdesk.games.registry import get_game
from tarotdesk.net.client import Connection
from tarotdesk.net.remote import RemoteSeats
from tarotdesk.net.strict import dumps
from tarotdesk.net.wire import state_json
from tests.server.harness import ServerThread, fast_rules


@pytest.fixture(scope="module")
def server(ai_pool):
    with ServerThread(ai_pool, fast_rules(grace=0.4)) as running:
        yield running


def _people(invites, reconnect: bool = True) -> list[RemoteSeats]:
    found = [RemoteSeats(Connection(invite, reconnect=reconnect).start(), get_game) for invite in invites]
    _pump(found, lambda: all(p.opened for p in found))
    return sorted(found, key=lambda p: p.seat)


def _pump(people: list[RemoteSeats], done: Callable[[], bool], timeout: float = 10.0) -> None:
    deadline = time.monotonic() + timeout
    while not done():
        if time.monotonic() > deadline:
            raise AssertionError("the table did not get there in time")
        for p in people:
            p.poll(wait=0.005)


def _play(person: RemoteSeats, rng: SeededRNG, done: Callable[[], bool], others: list[RemoteSeats] = ()) -> None:
    """``person`` plays at random whenever it is to act, until ``done()``."""
    deadline = time.monotonic() + 20
    while not done():
        assert time.monotonic() < deadline, "the table did not get there in time"
        s = person.state()
        if s.current_player == person.seat and s.legal:
            seq = person.seq
            person.act(rng.choice(list(s.legal)))
            _pump([person, *others], lambda: person.seq > seq)
        else:
            for p in (person, *others):
                p.poll(wait=0.01)


def _wire(state) -> str:
    return dumps(state_json(state))


def _server_view(server, room, seat: int) -> str:
    return server.call(lambda: _wire(room.table.channel(seat).state()))


def test_disconnect_in_every_phase_and_resume_gives_the_same_view(server):
    invites = server.new_table("tarokk", "pppp")
    room = server.room(invites[0])
    people = _people(invites)
    rng = SeededRNG(4)
    phases: list[str] = []
    while len(phases) < 5 and not people[0].state().over:
        s = people[0].state()
        if s.deal_over:  # a deal everybody passed: the next one
            for p in people:
                p.next_deal()
            _pump(people, lambda: not people[0].state().deal_over)
            continue
        if s.phase not in phases:
            # A new phase: one seat's connection breaks; nobody acts meanwhile, so its view comes
            # back exactly as it was, and as the server's channel gives it.
            phases.append(s.phase)
            victim = people[len(phases) % 4]
            before, seq, opened = _wire(victim.state()), victim.seq, victim.connection.opened
            victim.connection.drop()
            _pump(people, lambda: victim.connection.opened > opened and victim.seq == seq and victim.opened)
            _pump(people, lambda: victim.connection.inbox.empty())
            assert _wire(victim.state()) == before == _server_view(server, room, victim.seat)
        mover = people[s.current_player]
        seq = mover.seq
        legal = list(mover.state().legal)
        bids = [a for a in legal if a.kind == "bid"] if s.phase == "bidding" else []
        mover.act(rng.choice(bids or legal))  # someone bids, so that the deal reaches its later phases
        _pump(people, lambda: all(p.seq > seq for p in people))
    assert len(phases) == 5, phases  # bidding, the talon, announcements, play ...
    for p in people:
        p.connection.close()


def test_a_seat_that_missed_moves_gets_the_table_as_it_stands_and_what_it_missed(server):
    invites = server.new_table("cirulla", "pp")
    room = server.room(invites[0])
    a, b = _people(invites)
    mover = a if a.state().current_player == a.seat else b
    away = b if mover is a else a
    away.connection.drop()
    _pump([mover], lambda: not server.call(lambda: room.seats[away.seat].link is not None))
    played = mover.state().legal[0]
    seq = mover.seq
    mover.act(played)
    _pump([mover], lambda: mover.seq > seq)
    heard = []
    away.listen(heard.append)
    _pump([mover, away], lambda: away.seq == mover.seq)
    assert _wire(away.state()) == _server_view(server, room, away.seat)
    assert heard and heard[-1].how == "resumed" and any(e.kind for e in heard[-1].events)
    assert heard[-1].events == server.call(
        lambda: [e for e in room.table.steps[seq].events if e.visible_to(away.seat)])
    for p in (a, b):
        p.connection.close()


def test_a_second_connection_for_a_seat_replaces_the_first(server):
    invites = server.new_table("cirulla", "pp")
    first = _people(invites[:1], reconnect=True)[0]
    errors = []
    first.failed.append(lambda code, message: errors.append(code))
    second = _people(invites[:1])[0]
    _pump([first, second], lambda: "replaced" in errors and not first.connection.alive)
    assert second.seat == first.seat and second.connection.alive
    second.connection.close()


def test_a_computer_player_keeps_a_dropped_seat_and_gives_it_back(server):
    invites = server.new_table("cirulla", "pp")
    room = server.room(invites[0])
    stay, leave = _people(invites)
    token = leave.connection.token
    leave.connection.close()  # gone for good: after the grace period a computer plays the seat
    _pump([stay], lambda: stay.info["seats"][leave.seat]["stand_in"])
    assert not stay.is_person(leave.seat) and not stay.connected(leave.seat)
    assert stay.players[leave.seat].kind == "ai"  # the window shows a computer at that seat
    # The table goes on with the computer in the seat: the person who stayed plays against it.
    rng = SeededRNG(2)
    start = stay.seq
    _play(stay, rng, lambda: stay.seq >= start + 6)
    by = server.call(lambda: [st.seat for st in room.table.steps[start:]])
    assert leave.seat in by
    # The person comes back with the token: the seat is theirs again and waits for them.
    back = RemoteSeats(Connection(invites[leave.seat]), get_game)
    back.connection.token = token
    back.connection.start()
    _pump([stay, back], lambda: back.opened and not stay.info["seats"][leave.seat]["stand_in"])
    assert stay.is_person(leave.seat) and back.is_person(back.seat) and back.seat == leave.seat
    # Seat to act: the computer does not play it any more.
    _play(stay, rng, lambda: stay.state().current_player == back.seat or stay.state().deal_over, [back])
    if not stay.state().deal_over:
        seq = stay.seq
        time.sleep(0.3)
        stay.poll()
        assert stay.seq == seq
    for p in (stay, back):
        p.connection.close()


def test_the_table_waits_while_nobody_is_connected(server):
    invites = server.new_table("mattazza", "pccc")
    room = server.room(invites[0])
    time.sleep(0.3)
    assert server.call(lambda: room.seq) == 0
    person = _people(invites)[0]
    _pump([person], lambda: person.seq > 0 or person.state().current_player == person.seat)
    person.connection.close()


def test_the_next_deal_waits_for_every_connected_person(server):
    invites = server.new_table("cirulla", "pp", {"target": 60})
    a, b = _people(invites)
    rng = SeededRNG(9)
    while not a.state().deal_over:
        s = a.state()
        mover = a if s.current_player == a.seat else b
        seq = mover.seq
        mover.act(rng.choice(list(mover.state().legal)))
        _pump([a, b], lambda: a.seq > seq and b.seq > seq)
    deal = a.state().deal_index
    a.next_deal()
    time.sleep(0.2)
    _pump([a, b], lambda: True)
    assert a.state().deal_over and a.state().deal_index == deal
    b.next_deal()
    _pump([a, b], lambda: not a.state().deal_over and a.state().deal_index == deal + 1)
    for p in (a, b):
        p.connection.close()
