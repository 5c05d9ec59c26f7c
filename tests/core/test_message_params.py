"""Message parameters are typed where they are made: a seat reaches the words as a Seat, seats as
Seats, a prompt's count of cards to choose as a Count.

Random matches of every game at every player count are played, and every event, refusal,
prompt, note and score line on the way is read as the words read it. The names below are those
the words used to take for seats (a whole number within the seats, or a list of them) or for a
prompt's count: a value under such a name that is still a plain number would have been shown
differently before its type said what it is.
"""

from __future__ import annotations

from typing import Any, Iterator

import pytest

from tarotdesk.core.actions import Action
from tarotdesk.core.match import Match
from tarotdesk.core.message_params import Count, Seat, Seats, SeatsText
from tarotdesk.core.rng import SeededRNG
from tarotdesk.games.registry import all_games
from tarotdesk.ui.model.decisions import select_count


SEAT_NAMES = frozenset({
    "seat", "dealer", "current", "winner", "declarer", "partner", "player", "caller", "holder",
    "leader", "by", "to", "from", "target", "giver", "receiver", "taker", "capturer", "opponent",
    "with", "recipient", "who",
})
SEAT_LIST_NAMES = frozenset({"seats", "winners", "players", "partners", "team", "side", "defenders", "who"})
COUNT_NAMES = ("count", "remaining", "left", "n", "k", "number", "cards")
SEEDS = (1, 2)


def _plain_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def untyped(params: dict[str, Any], n: int) -> list[str]:
    """The parameters that read as seats by their name only."""
    wrong = []
    for name, value in params.items():
        if name in SEAT_NAMES and _plain_int(value) and 0 <= value < n and not isinstance(value, Seat):
            wrong.append(name)
        seats_like = isinstance(value, (list, tuple)) and value and all(_plain_int(v) and 0 <= v < n for v in value)
        if name in SEAT_LIST_NAMES and seats_like and not isinstance(value, Seats):
            wrong.append(name)
        if name in SEAT_LIST_NAMES and isinstance(value, str) and not isinstance(value, SeatsText) and all(
                v.isdigit() for v in value.replace(",", " ").split()) and value.strip():
            wrong.append(name)  # seats written out as a text
    return wrong


def count_by_name(params: dict[str, Any]) -> int | None:
    """The count a prompt's parameters gave when it was found by name."""
    for name in COUNT_NAMES:
        value = params.get(name)
        if _plain_int(value) and value > 0:
            return value
    return None


def messages(match: Match, action: Action) -> Iterator[tuple[str, dict[str, Any]]]:
    """Every message the table may show at this step, with its parameters."""
    deal = match.deal
    key, params = deal.prompt()
    yield key, params
    for s, notes in enumerate(deal.layout().notes):
        for note_key, note_params in notes:
            yield note_key, note_params
    for s in range(match.n_players):
        refusal = deal.check(action, s)
        if refusal is not None:
            yield "reason." + refusal.code, refusal.params
    for other in _other_actions(match, action):
        refusal = deal.check(other)
        if refusal is not None:
            yield "reason." + refusal.code, refusal.params


def _other_actions(match: Match, action: Action) -> list[Action]:
    # Actions of the kind just offered with other cards of the pack: refusals of the rules.
    if action.card is None:
        return [Action.parse("pass")]
    return [Action(action.kind, c) for c in match.game.pack.cards[::7]]


def play(match: Match, seed: int, n: int) -> set[str]:
    """Play ``match`` to its end with random legal actions; the messages made untyped on the way."""
    problems: set[str] = set()
    rng = SeededRNG(seed)
    events = []
    while not match.over:
        if match.deal_over:
            events += match.next_deal()
            continue
        action = rng.choice(match.legal_actions())
        for key, params in messages(match, action):
            problems.update(f"{key}: {name}" for name in untyped(params, n))
        key, params = match.deal.prompt()
        if select_count(params) != count_by_name(params):
            problems.add(f"{key}: count")
        events += match.apply(action)
    problems.update(f"event.{e.kind}: {name}" for e in events for name in untyped(e.data, n))
    problems.update(f"line.{line.kind}: {name}" for result in match.results for line in result.lines
                    for name in untyped(line.data, n))
    return problems


@pytest.mark.parametrize("game", all_games(), ids=lambda g: g.id)
def test_seat_and_count_params_are_typed(game: Any) -> None:
    problems: set[str] = set()
    for n in game.player_counts:
        for seed in SEEDS:
            problems |= play(Match(game, n, {}, seed=seed), seed, n)
    assert not problems, sorted(problems)


def test_types_change_nothing_else() -> None:
    import json
    import pickle

    assert Seat(2) == 2 and f"{Seat(2)}" == "2" and repr(Seat(2)) == "2"
    assert Seats((0, 2)) == [0, 2] and SeatsText("0, 2").seats == [0, 2] and SeatsText("0, 2") == "0, 2"
    assert json.dumps({"a": Seats([1]), "b": Seat(1), "c": Count(3)}) == '{"a": [1], "b": 1, "c": 3}'
    assert type(pickle.loads(pickle.dumps(Seats([1])))) is Seats
