"""Nothing a seat channel delivers during a deal holds a card hidden from that seat.

Whole matches of every game id and player count are played at a table whose every seat is
decided by a computer player (the easy level, through the seat's own channel, as a person's
window would send its moves). After every change the oracle (``leak_oracle``) learns what each
seat may know from the match itself, and each seat's channel, and a spectator's, is asked what
a screen could show: its snapshot and the change it heard, and (the seat to act and a spectator)
"why" for another seat's move just made; before the deal's last move also hints for the seat to act, "why" for every move of the deal
(its own moves too, which take a search) and every position of the deal in progress in the replay
of the game so far. The same oracle is
shown to fail on a planted leak: a snapshot with every hand, and a "why" that gives another
seat's alternatives during the deal.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.table.leak_oracle import Oracle
from tarotdesk.ai.players import make_player
from tarotdesk.ai.service import InlineAIService
from tarotdesk.core.records import PlayerInfo
from tarotdesk.core.state import PUBLIC
from tarotdesk.games.registry import all_games
from tarotdesk.table.setup import GameSetup
from tarotdesk.table.table import Table

#: Every game id with every player count it allows (and Porrazo's teams once).
CASES = [(g.id, n, {}) for g in all_games() for n in g.player_counts] + [("porrazo", 4, {"teams": True})]
#: A search this short still answers through the real strong player (hints, "why" of a seat's own move).
SEARCH_SECONDS = 0.003
#: Before the last move of each deal every move of the deal is asked about and every position of its
#: replay looked at; every other move asks about the move just made.


def _table(game_id: str, n: int, options: dict[str, Any], seed: int) -> tuple[Table, InlineAIService]:
    game = next(g for g in all_games() if g.id == game_id)
    ai = InlineAIService(time_limit=SEARCH_SECONDS)
    players = [PlayerInfo(f"Player {s + 1}", "human") for s in range(n)]
    return Table(game, GameSetup(game_id, players, options, seed), ai=ai), ai


def _ask_all(table: Table, ai: InlineAIService, oracle: Oracle, everything: bool) -> None:
    m = table.match
    last = len(m.actions) - 1
    for seat in oracle.seats:
        channel = table.channel(None if seat == PUBLIC else seat)
        oracle.check(seat, "snapshot", channel.state())
        answers: list[tuple[str, Any]] = []
        if everything and seat == m.current_player:
            channel.ask_hints(40, lambda _pos, found: answers.append(("hints", found)), lambda _msg: None)
        asks_now = seat in (PUBLIC, m.current_player)  # a spectator and the seat to act, at every move
        for move, actor, _action in channel.moves():
            # Another seat's move is read at once from what everybody saw; a seat's own move is
            # searched again by the strong player (asked less often: it takes a search).
            if (move == last and actor != seat and asks_now) or everything:
                channel.ask_why(move, lambda answer, move=move: answers.append((f"why of move {move}", answer)),
                                lambda _msg: None)
        while ai.busy:
            ai.poll()
        for what, answer in answers:
            oracle.check(seat, what, answer)
        if everything and seat != PUBLIC:
            replay = channel.replay()
            for k in range(replay.last + 1):
                if replay.limited(k):
                    stop = replay.stop(k)
                    oracle.check(seat, f"replay stop {k}", (stop.action, stop.events))
                    for viewer in replay.viewers(k):
                        oracle.check(seat, f"replay position {k}", replay.state(k, viewer))
            oracle.check(seat, "replay log", [e for j, e in replay.events_until(replay.last, None) if replay.limited(j)])


def play_watched(game_id: str, n: int, options: dict[str, Any], seed: int) -> Oracle:
    """Play a whole match at a table, the oracle checking every channel after every change."""
    table, ai = _table(game_id, n, options, seed)
    oracle = Oracle(table)
    heard: list[tuple[int, Any]] = []
    for seat in oracle.seats:
        table.channel(None if seat == PUBLIC else seat).listen(lambda step, seat=seat: heard.append((seat, step)))
    players = [make_player("easy", table.game, f"oracle-{seed}-{s}") for s in range(n)]
    oracle.look()
    while not table.over:
        m = table.match
        if m.deal_over:
            table.next_deal()
        else:
            seat = m.current_player
            action = players[seat].choose(m.view(seat))
            if _ends(m.clone(), action, seat):
                _ask_all(table, ai, oracle, everything=True)  # every move and position of the deal so far
            table.channel(seat).act(action)
        oracle.look(table.steps[-1].events)
        for seat, step in heard:
            oracle.check(seat, "the change heard", (step.action, step.events, step.state))
        heard.clear()
        if oracle.in_progress:
            _ask_all(table, ai, oracle, everything=False)
    return oracle


def _ends(match: Any, action: Any, seat: int) -> bool:
    match.apply(action, seat)
    return match.deal_over


@pytest.mark.parametrize(("game_id", "n", "options"), CASES, ids=[f"{g}-{n}{'-teams' if o else ''}" for g, n, o in CASES])
def test_no_channel_shows_a_hidden_card(game_id, n, options):
    oracle = play_watched(game_id, n, options, seed=n)
    assert oracle.checked > 100


def test_the_oracle_finds_a_snapshot_with_every_hand(monkeypatch):
    from tarotdesk.table import channel
    from tarotdesk.table.state import state_of

    monkeypatch.setattr(channel.SeatChannel, "state", lambda self: state_of(self._table.match, None))
    with pytest.raises(AssertionError, match="hidden cards"):
        play_watched("tarokk", 4, {}, seed=1)


def test_the_oracle_finds_another_seats_alternatives_during_the_deal(monkeypatch):
    from tarotdesk.table import questions

    monkeypatch.setattr(questions, "settled", lambda table, deal: True)  # every deal read as if it were over
    with pytest.raises(AssertionError, match="hidden cards"):
        play_watched("cirulla", 2, {}, seed=3)
