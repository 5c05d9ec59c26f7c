"""Fair by construction: a computer player's move is shown a fixed delay after it was asked for,
forced or free; the seed is drawn at random and sent to nobody before the match ends; the oracle
on the wire fails on a planted leak."""

from __future__ import annotations

import re
import time
from dataclasses import replace

from tarotdesk.ai.service import AIService
from tarotdesk.net.bot import Bot
from tarotdesk.server.ai_pool import ReleaseDelays, ReleasedAI
from tests.server.harness import ServerThread, fast_rules, play_bots


class _Instant(AIService):
    """A pool that answers at once (a forced move, or a player that needs no time)."""

    def __init__(self) -> None:
        self._open, self._late, self.wake, self._owns_worker = {}, [], [], False

    def move(self, view, level, seed, on_answer, on_fail):
        on_answer("pass")
        return 1


class _View:
    class deal:  # noqa: N801 - the shape of a view's deal
        phase = "bidding"


def test_a_computer_move_is_released_after_the_delay_of_its_phase_whatever_it_took():
    posted = []
    ai = ReleasedAI(_Instant(), lambda fn, at: posted.append(at), ReleaseDelays(0.5, {"bidding": 1.25}))
    asked = time.monotonic()
    ai.move(_View(), "random", 1, lambda text: None, lambda message: None)
    assert len(posted) == 1 and 1.24 <= posted[0] - asked <= 1.3
    _View.deal.phase = "play"
    asked = time.monotonic()
    ai.move(_View(), "random", 1, lambda text: None, lambda message: None)
    assert 0.49 <= posted[1] - asked <= 0.55


def test_the_computer_moves_of_a_table_come_no_sooner_than_the_delay(ai_pool):
    delay = 0.15
    with ServerThread(ai_pool, fast_rules(release=ReleaseDelays(delay))) as server:
        invites = server.new_table("cirulla", "pc", {"target": 1})
        bot = Bot(invites[0], "random", seed=3)
        seen: list[tuple[float, int | None, int]] = []
        bot.on_poll = lambda b: seen.append((time.monotonic(), b.seats.state().current_player, b.seats.seq)) \
            if b.seats.opened else None
        bot.play(timeout=60)
    # From the first snapshot in which the computer was to act to the next change.
    gaps = []
    for (t0, cp, seq), later in zip(seen, seen[1:]):
        if cp == 1 and later[2] > seq and all(s[2] == seq for s in seen if t0 <= s[0] < later[0]):
            start = min(s[0] for s in seen if s[2] == seq)
            gaps.append(later[0] - start)
    assert len(gaps) >= 5
    # The client hears of the change that let the computer play a few milliseconds after the
    # server asked it; without the delay a random move would come within a few milliseconds.
    gaps.sort()
    assert gaps[0] >= delay - 0.04 and delay - 0.02 <= gaps[len(gaps) // 2] <= delay + 0.05, gaps


def test_the_seed_is_random_and_told_to_nobody_before_the_end(ai_pool):
    with ServerThread(ai_pool, watch=True) as server:
        seeds = []
        for _ in range(2):
            invites = server.new_table("cirulla", "pp", {"target": 1})
            room = server.room(invites[0])
            seeds.append(server.call(lambda room=room: room.table.setup.seed))
            play_bots([Bot(i, "random", seed=k) for k, i in enumerate(invites)])
        assert seeds[0] != seeds[1] and all(s > 2**20 for s in seeds)
        for seed in seeds:
            frames = [f for _room, _seat, f in server.frames if str(seed) in f]
            assert frames and all('"type":"match_over"' in f for f in frames)


def test_the_oracle_on_the_wire_finds_a_planted_leak(ai_pool, monkeypatch):
    from tarotdesk.table import channel
    from tarotdesk.table.state import state_of

    def every_hand(self):
        shown = state_of(self._table.match, self.seat)
        return replace(shown, layout=state_of(self._table.match, None).layout)

    monkeypatch.setattr(channel.SeatChannel, "state", every_hand)
    with ServerThread(ai_pool, watch=True) as server:
        invites = server.new_table("cirulla", "pc", {"target": 1})
        play_bots([Bot(invites[0], "random")])
        assert server.leaks and re.search(r"names hidden cards", server.leaks[0])

