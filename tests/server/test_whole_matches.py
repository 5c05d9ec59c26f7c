"""Whole matches of every game and player count over a real server on 127.0.0.1, people (bots
playing through their seats' messages) and computer players mixed: every client keeps the same
record, which replays to the result the clients were shown, and no frame the server sent a seat
names a card hidden from it (the leak oracle, reading every frame as it goes out)."""

from __future__ import annotations

from typing import Any

import pytest

from tarotdesk.core.records import replay
from tarotdesk.games.registry import all_games, get_game
from tarotdesk.net.bot import Bot
from tests.server.harness import ServerThread, play_bots

#: Options that shorten a match where the game has them (only those the game and count accept).
SHORT = {"target": 11, "ombre_rounds": 1}
#: Every game id once, and every player count once among them: Tarokk at five (the dealer sits
#: out), the Lombard games' partner calls at four, Porrazo's teams of four at eight.
CASES = [("tarocco-lombardo", 4), ("reseghino", 3), ("taroccombre", 3), ("ombra-arrabbiata", 4),
         ("taroccombre-5", 5), ("taroccombre-7", 7), ("tarokk", 5), ("mattazza", 6), ("porrazo", 8),
         ("cirulla", 2)]
OPTIONS = {"porrazo": {"teams": True}}


def _short(game_id: str, n: int) -> dict[str, Any]:
    specs = {s.name: s for s in get_game(game_id).option_specs}
    found = {k: v for k, v in SHORT.items() if k in specs and (specs[k].players is None or n in specs[k].players)}
    return {**found, **OPTIONS.get(game_id, {})}


def test_the_cases_cover_every_game_and_every_player_count():
    assert {g for g, _n in CASES} == {g.id for g in all_games()}
    assert {n for _g, n in CASES} == {n for g in all_games() for n in g.player_counts}


def _kinds(n: int, case: int) -> str:
    # Two people at every table, the rest computers; which seats are people changes from case to case.
    people = {case % n, (case + 1 + n // 2) % n}
    return "".join("p" if s in people else "c" for s in range(n))


@pytest.fixture(scope="module")
def server(ai_pool):
    with ServerThread(ai_pool, watch=True) as running:
        yield running


@pytest.mark.parametrize(("game_id", "n"), CASES, ids=[f"{g}-{n}" for g, n in CASES])
def test_a_whole_match_over_the_network(server, game_id, n):
    case = CASES.index((game_id, n))
    invites = server.new_table(game_id, _kinds(n, case), _short(game_id, n), level="random")
    bots = [Bot(invite, "random", seed=case * 10 + i) for i, invite in enumerate(invites)]
    records = play_bots(bots)
    texts = {r.to_text() for r in records}
    assert len(texts) == 1, "the clients keep different records"
    match = replay(records[0], games=get_game)
    assert match.over
    for bot in bots:
        shown = bot.seats.state()
        assert shown.over and list(shown.scores) == list(match.scores)
        assert list(shown.winners) == list(match.winners())
    assert not server.leaks, server.leaks[:3]
    assert server.oracles and sum(o.checked for o in server.oracles.values()) > 50
