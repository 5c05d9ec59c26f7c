"""The table and its seat channels: one entry for every change, the pace, what each seat is told."""

from __future__ import annotations

import pytest

from tarotdesk.ai.service import InlineAIService
from tarotdesk.core.actions import Action
from tarotdesk.core.events import IllegalAction
from tarotdesk.core.records import PlayerInfo
from tarotdesk.core.rng import SeededRNG
from tarotdesk.core.state import PUBLIC
from tarotdesk.games.registry import get_game
from tarotdesk.table.local import LocalSeats
from tarotdesk.table.replay import ReplayRefused
from tarotdesk.table.setup import GameSetup
from tarotdesk.table.steps import COMPUTER, FALLBACK, PERSON
from tarotdesk.table.table import Table
from tests.contract import fingerprint


def table_of(game_id: str, n: int, kinds: str, seed: int = 3, ai: object = "inline") -> Table:
    """A table whose seat ``s`` is a person where ``kinds[s] == "p"``, else a random computer player."""
    players = [PlayerInfo(f"P{s}", "human") if k == "p" else PlayerInfo(f"C{s}", "ai", "random")
               for s, k in enumerate(kinds)]
    service = InlineAIService() if ai == "inline" else ai
    return Table(get_game(game_id), GameSetup(game_id, players, {}, seed), ai=service)


def play_people(table: Table, seed: int, until=lambda t: t.deal_over) -> None:
    """The people's moves at random, through their channels, the computers' through the AI."""
    rng = SeededRNG(seed)
    for _ in range(5000):
        if until(table):
            return
        m = table.match
        if m.deal_over:
            table.next_deal()
        elif table.is_person(m.current_player):
            table.channel(m.current_player).act(rng.choice(m.legal_actions()))
        else:
            for pacer in table.pacers:  # a window has shown the last change
                pacer.waiting = False
            table.go_on()
            while table.ai.busy:
                table.ai.poll()
    raise AssertionError("the table did not get there")


def test_a_refused_action_changes_nothing_and_says_its_rule():
    table = table_of("tarokk", 4, "pppp")
    m = table.match
    seat = m.current_player
    other = table.channel((seat + 1) % 4)
    before = fingerprint(m)
    refusal = other.check(m.legal_actions()[0])
    assert refusal is not None and refusal.code == "not-your-turn" and refusal.rule
    with pytest.raises(IllegalAction):
        other.act(m.legal_actions()[0])
    with pytest.raises(IllegalAction):
        table.channel(seat).act(Action.parse("play:T21"))
    assert fingerprint(m) == before and table.steps == []


def test_a_computer_seat_moves_only_once_its_pacer_is_ready():
    table = table_of("cirulla", 2, "pc")
    seats = LocalSeats(table, [0])
    heard = []
    seats.listen(heard.append)
    for _ in range(50):
        if table.match.current_player == 1:
            break
        seats.act(table.match.legal_actions()[0])
    assert table.match.current_player == 1
    seats.waiting = True  # a change was just shown... or is still being shown
    table.go_on()
    assert not table.ai.busy and table.thinking is None  # nothing asked while the window shows a change
    seats.ready()
    assert table.thinking == 1
    table.ai.poll()
    assert heard[-1].how == COMPUTER and heard[-1].seat == 1 and heard[-1].action is not None
    assert seats.waiting  # and the table waits again until that move is shown


def test_a_computer_that_cannot_answer_plays_a_legal_move_and_says_why():
    class Silent(InlineAIService):
        def move(self, view, level, seed, on_answer, on_fail):
            return self._queued("move", lambda: (_ for _ in ()).throw(RuntimeError("no player")), on_answer, on_fail)

    table = table_of("mattazza", 3, "ccc", ai=Silent())
    table.go_on()
    table.ai.poll()
    step = table.steps[-1]
    assert step.how == FALLBACK and "no player" in step.note and step.action is not None


def test_another_seats_discard_is_not_told_but_its_bid_and_its_card_are():
    table = table_of("tarokk", 4, "pppp", seed=5)
    told = {s: [] for s in range(4)}
    for s in range(4):
        table.channel(s).listen(told[s].append)
    play_people(table, 1, until=lambda t: t.match.phase == "play" and len(t.match.deal.trick) == 2)
    discards = [(st.seat, st.action) for st in table.steps if st.action is not None and st.action.kind == "discard"]
    assert discards
    for s in range(4):
        for step in told[s]:
            if step.action is not None and step.action.kind == "discard":
                assert step.seat == s
        plays = [st for st in told[s] if st.how == PERSON and st.move is not None and st.seat != s]
        assert any(st.action is not None and st.action.kind == "bid" for st in plays) or \
            any(st.action is not None and st.action.kind == "play" for st in plays)


def test_why_of_another_seats_move_is_public_during_the_deal_and_whole_after():
    table = table_of("tarocco-lombardo", 4, "pppp", seed=4)
    play_people(table, 2, until=lambda t: t.match.phase == "play" and len(t.match.actions) > t.match.deal_starts[-1] + 12)
    m = table.match
    me = 0
    move = next(i for i in range(len(m.actions) - 1, -1, -1)
                if m.actions[i][0] != me and m.actions[i][1].kind == "play")
    answers = []
    assert table.channel(me).ask_why(move, answers.append, pytest.fail)
    assert answers and answers[0].public and len(answers[0].weighed) == 1
    assert answers[0].weighed[0].value == 0.0
    # A discard of another seat cannot even be asked about.
    hidden = [i for i, (s, a) in enumerate(m.actions) if a.kind == "discard" and s != me]
    assert all(not table.channel(me).ask_why(i, answers.append, pytest.fail) for i in hidden)
    play_people(table, 2)
    answers.clear()
    assert table.channel(me).ask_why(move, answers.append, pytest.fail)
    while table.ai.busy:
        table.ai.poll()
    assert answers and not answers[0].public


def test_hints_only_for_the_person_to_act():
    table = table_of("cirulla", 2, "pp")
    seat = table.match.current_player
    got = []
    assert not table.channel(1 - seat).ask_hints(3, lambda pos, found: got.append(found), pytest.fail)
    assert not table.channel(None).ask_hints(3, lambda pos, found: got.append(found), pytest.fail)
    assert table.channel(seat).ask_hints(3, lambda pos, found: got.append((pos, found)), pytest.fail)
    while table.ai.busy:
        table.ai.poll()
    assert got and got[0][0] == table.position and table.hints_used
    assert {h.action for h in got[0][1]} <= set(table.match.legal_actions())


def test_the_replay_of_the_game_in_progress_shows_the_deal_as_the_seat_saw_it():
    table = table_of("mattazza", 3, "ppp", seed=9)
    play_people(table, 3)  # the first deal, to its end
    table.next_deal()
    play_people(table, 3, until=lambda t: len(t.match.actions) > t.match.deal_starts[-1] + 5)
    replay = table.channel(1).replay()
    in_progress = [k for k in range(replay.last + 1) if replay.limited(k)]
    assert in_progress and in_progress[-1] == replay.last
    k = in_progress[-1]
    assert replay.viewers(k) == [1]
    with pytest.raises(ReplayRefused):
        replay.state(k, None)
    shown = replay.state(k, 1)
    assert all(c.code == "?" for s in (0, 2) for c in shown.layout.hands[s])
    finished = [k for k in range(replay.last + 1) if not replay.limited(k)]
    assert None in replay.viewers(finished[-1])  # a deal that is over may be shown whole
    assert not replay.can_copy and not replay.may_branch(k)
    with pytest.raises(ReplayRefused):
        replay.record_upto(k)
    assert replay.may_review(1, 1) and not replay.may_review(0, 1) and replay.may_review(0, 0)
    assert replay.deal_again(k) is None and replay.deal_again(finished[-1]) is not None


def test_this_deal_again_only_once_it_is_over():
    table = table_of("cirulla", 2, "pp")
    with pytest.raises(IllegalAction):
        table.deal_again()
    play_people(table, 5)
    again = table.deal_again()
    assert again.setups and again.deal_index == 0 and again.dealer == table.match.dealer


def test_local_seats_turn_to_the_person_who_decides_and_a_spectator_sees_no_hand():
    table = table_of("mattazza", 3, "pcp", seed=2)
    seats = LocalSeats(table, [0, 2])
    shown = []
    seats.listen(lambda step: shown.append(step.state.viewer))
    play_people(table, 4, until=lambda t: len(t.steps) > 12)
    assert set(shown) <= {0, 2} and len(set(shown)) == 2
    watching = LocalSeats(table_of("mattazza", 3, "ccc"), [])
    assert watching.viewer == PUBLIC
    state = watching.state()
    assert state.seat is None and all(c.code == "?" for hand in state.layout.hands for c in hand)


def test_a_closed_table_changes_no_more():
    table = table_of("cirulla", 2, "pp")
    table.close()
    with pytest.raises(IllegalAction):
        table.channel(table.match.current_player).act(table.match.legal_actions()[0])
