"""The running figure each game's players keep (``Game.standing``), against the engine's own counts.

Lombardy Tarot is followed in the teams' deal points (paid as a margin at the end), Mattazza in
lost deals, Porrazo and Cirulla in points toward the target (Porrazo's during the hand too),
every other game in game points; a figure always adds up deal by deal to its total.
"""

from __future__ import annotations

import pytest

from tarotdesk.core.game import STANDING_KINDS
from tarotdesk.core.match import Match
from tarotdesk.core.rng import SeededRNG
from tarotdesk.games.registry import available_ids, get_game

KINDS = {"tarocco-lombardo": "deal-points", "mattazza": "losses", "porrazo": "points", "cirulla": "points"}


def _play(game_id: str, deals: int, seed: int = 5, actions: int | None = None) -> Match:
    game = get_game(game_id)
    match = Match(game, game.player_counts[0], seed=seed)
    rng = SeededRNG(seed)
    while not match.over and len(match.results) < deals and (actions is None or len(match.actions) < actions):
        if match.deal_over:
            match.next_deal()
            continue
        match.apply(rng.choice(match.legal_actions()))
    return match


@pytest.mark.parametrize("game_id", available_ids())
def test_the_figure_adds_up_deal_by_deal(game_id):
    match = _play(game_id, deals=3)
    standing = match.game.standing(match)
    assert standing.kind == KINDS.get(game_id, "game-points") and standing.kind in STANDING_KINDS
    assert len(standing.deals) == len(match.results)
    n = match.n_players
    assert [sum(d[s] for d in standing.deals) for s in range(n)] == standing.totals
    if standing.kind in ("game-points", "points"):
        assert standing.deals == [list(r.deal_score) for r in match.results] and standing.totals == match.scores


def test_lombardy_tarot_keeps_the_teams_deal_points():
    match = _play("tarocco-lombardo", deals=3)
    standing = match.game.standing(match)
    totals = match.carry["deal_points"]
    assert standing.totals == [totals[0], totals[1], totals[0], totals[1]] and any(standing.totals)
    assert standing.target == 36
    # The game points of these deals are only cappotti: the figure a player follows is not them.
    assert standing.totals != match.scores


def test_mattazza_keeps_the_lost_deals():
    match = _play("mattazza", deals=3)
    standing = match.game.standing(match)
    assert standing.totals == match.carry["losses"] and standing.lower_is_better
    assert all(v in (0, 1) for d in standing.deals for v in d) and all(any(d) for d in standing.deals)


def test_porrazo_counts_the_hand_in_progress_at_once():
    match = _play("porrazo", deals=1, actions=40)
    assert not match.deal_over
    standing = match.game.standing(match)
    deal = match.deal
    live = [deal.scores[deal.side_of[s]] for s in range(match.n_players)]
    assert standing.totals == live and any(live)
    assert standing.current == [v - b for v, b in zip(live, match.scores)]
    # The seat boxes show the same points.
    notes = deal.layout().notes
    for s in range(match.n_players):
        assert ("note.score", {"points": live[s]}) in notes[s]
