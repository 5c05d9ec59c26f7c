"""The wire format: what a seat channel delivers comes back from JSON as the same values, with the
same types of message parameters; anything that does not fit is refused with its place."""

from __future__ import annotations

from typing import Any

import pytest

from tarotdesk.core.events import Event, Refusal
from tarotdesk.core.match import Match
from tarotdesk.core.message_params import Count, Seat, Seats, SeatsText
from tarotdesk.core.rng import SeededRNG
from tarotdesk.games.registry import all_games, get_game
from tarotdesk.net import strict, wire
from tarotdesk.net.strict import WireError
from tarotdesk.table.state import state_of


def _typed(value: Any) -> Any:
    """``value`` with every typed parameter's type written beside it (plain values as they are)."""
    if isinstance(value, (Seat, Count, Seats, SeatsText)):
        return (type(value).__name__, list(value) if isinstance(value, list) else value)
    if isinstance(value, dict):
        return {k: _typed(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_typed(v) for v in value]
    return value


def _through(state, known=()):
    text = strict.dumps(wire.state_json(state, len(known)))
    return wire.read_state(strict.loads(text, 1 << 22), "state", get_game, known)


@pytest.mark.parametrize("game_id", [g.id for g in all_games()])
def test_every_snapshot_of_a_match_comes_back_the_same(game_id):
    game = get_game(game_id)
    n = game.player_counts[-1]
    match = Match(game, n, {}, seed=7)
    rng = SeededRNG(2)
    for i in range(300):
        if match.over:
            break
        events = match.next_deal() if match.deal_over else match.apply(rng.choice(match.legal_actions()),
                                                                            match.current_player)
        for e in events:
            seen = wire.read_event(strict.loads(strict.dumps(wire.event_json(e)), 1 << 20), "e", 0)
            assert (seen.kind, seen.seat, _typed(seen.data), seen.points, seen.rule) == \
                (e.kind, e.seat, _typed(wire.read_param(wire.param_json(e.data), "d")), e.points, e.rule)
            assert (seen.private is None) == (e.private is None)
        state = state_of(match, i % n)  # each seat's view in turn
        back = _through(state)
        assert back == state
        assert _through(state, state.results[:-1]) == state  # only the last deal's result sent
        assert _typed(back.prompt) == _typed(list(state.prompt))
        assert _typed(back.layout.notes) == _typed(state.layout.notes)
        assert [_typed(ln.data) for r in back.results for ln in r.lines] == \
            [_typed(ln.data) for r in state.results for ln in r.lines]


def test_typed_parameters_keep_their_types():
    params = {"seat": Seat(2), "seats": Seats([0, 3]), "count": Count(4), "text": SeatsText("0, 2"), "n": 5,
              "cards": ["SK", "T21"], "nested": {"who": Seat(1)}}
    back = wire.read_param(strict.loads(strict.dumps(wire.param_json(params)), 10000), "p")
    assert _typed(back) == _typed(params)
    assert type(back["seat"]) is Seat and type(back["n"]) is int and type(back["nested"]["who"]) is Seat


def test_a_private_event_names_only_the_seat_it_is_sent_to():
    e = Event("talon_taken", 1, {"cards": "SK T21"}, private=frozenset({1, 3}))
    j = wire.event_json(e)
    assert j["private"] is True and "3" not in strict.dumps(j).replace("T21", "")
    assert wire.read_event(j, "e", 1).private == frozenset({1})


def test_a_refusal_comes_back_with_its_rule_and_parameters():
    r = Refusal("not-your-turn", "play", {"current": Seat(2)})
    back = wire.read_refusal(strict.loads(strict.dumps(wire.refusal_json(r)), 1000), "r")
    assert back == r and type(back.params["current"]) is Seat


@pytest.mark.parametrize(("change", "message"), [
    (lambda j: j.update(viewer="0"), "state.viewer: expected a whole number"),
    (lambda j: j.update(game="chess"), "state.game: unknown game 'chess'"),
    (lambda j: j["layout"]["hands"][0].append("ZZ"), "state.layout.hands[0]["),
    (lambda j: j.update(spy=1), "state: unknown field 'spy'"),
    (lambda j: j.pop("legal"), "state: missing field 'legal'"),
    (lambda j: j.update(legal=["play:"]), "state.legal[0]: empty argument"),
    (lambda j: j.update(dealer=9), "state.dealer: 9 is not within 0..3"),
    (lambda j: j["prompt"].__setitem__(1, {"who": {"$king": 1}}), "unknown tag '$king'"),
    (lambda j: j.update(scores=list(range(100))), "state.scores: more than 16 items"),
])
def test_a_snapshot_that_does_not_fit_is_refused_with_its_place(change, message):
    match = Match(get_game("tarokk"), 4, {}, seed=1)
    j = wire.state_json(state_of(match, 0))
    change(j)
    with pytest.raises(WireError) as caught:
        wire.read_state(strict.loads(strict.dumps(j), 1 << 20), "state", get_game)
    assert message in str(caught.value)


@pytest.mark.parametrize(("text", "message"), [
    ("{" * 30 + "}" * 30, "not JSON"),
    ("[" * 40 + "]" * 40, "nested deeper"),
    ('{"a": NaN}', "not JSON"),
    ("x" * 200, "longer than 100"),
    (b"\xff\xfe", "not UTF-8"),
])
def test_a_message_that_is_not_json_or_too_big_is_refused(text, message):
    with pytest.raises(WireError, match=message):
        strict.loads(text, 100)
