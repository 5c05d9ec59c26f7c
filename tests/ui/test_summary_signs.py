"""The deal summary's figures: a payment shows its sign ("+6", "-6"), a measure (the card points
taken, the base of a contract) shows its figure as it is, as the game marks its score lines."""

from __future__ import annotations

import pytest

from tarotdesk.ai.players import make_player
from tarotdesk.core.match import Match
from tarotdesk.core.state import DealResult, ScoreLine
from tarotdesk.games.registry import GAME_PACKAGES, get_game
from tarotdesk.ui.play.scores import breakdown_rows
from tarotdesk.ui.model.words import Words


def _played_deal(game_id: str, seed: int) -> tuple[Match, DealResult]:
    game = get_game(game_id)
    n = game.player_counts[0]
    match = Match(game, n, seed=seed)
    players = [make_player("random", game, f"{seed}-{s}") for s in range(n)]
    while not match.deal_over:
        seat = match.current_player
        match.apply(players[seat].choose(match.deal.view(seat)), seat)
    return match, match.results[-1]


def test_a_surrendered_contract_shows_its_base_unsigned_and_the_payments_signed():
    game = get_game("taroccombre")
    words = Words(game, "en", ["You", "Bruno", "Carla"])
    result = DealResult([-6, 3, 3], [
        ScoreLine("base", (0,), 3, {}, "scoring"),
        ScoreLine("surrender_payment", (1, 2), 3, {"unit": "gp"}, "surrender"),
        ScoreLine("surrender_payment", (0,), -6, {"unit": "gp"}, "surrender"),
    ])
    rows = dict(breakdown_rows(result, words, 3))
    assert rows[words.line(result.lines[0])] == ["3", "", ""]
    payments = [cells for text, cells in breakdown_rows(result, words, 3) if text != words.line(result.lines[0])]
    assert sorted(v for cells in payments for v in cells if v) == ["+3", "+3", "-6"]


@pytest.mark.parametrize("game_id", list(GAME_PACKAGES))
def test_only_payments_carry_a_sign(game_id):
    game = get_game(game_id)
    measures = getattr(game, "measure_lines", frozenset())
    for seed in range(3):
        match, result = _played_deal(game_id, seed)
        words = Words(game, "en", ["You"] + [f"P{s}" for s in range(1, match.n_players)])
        rows = breakdown_rows(result, words, match.n_players)
        kinds = {words.line(line): line.kind for line in result.lines}
        assert len(rows) <= len(result.lines)
        for text, cells in rows:
            for v in filter(None, cells):
                if kinds[text] in measures:
                    assert not v.startswith("+"), (text, cells)
                else:  # a payment: signed, or nothing paid
                    assert v[0] in "+-" or v == "0", (text, cells)


def test_the_lombard_and_bolognese_card_points_are_measures():
    assert {"card_points", "opponents_points", "base"} <= get_game("tarocco-lombardo").measure_lines
    _, result = _played_deal("tarocco-lombardo", 1)
    game = get_game("tarocco-lombardo")
    words = Words(game, "en", ["You", "Bruno", "Carla", "Dario"])
    card_points = [cells for text, cells in breakdown_rows(result, words, 4) if text == "Card points"]
    assert card_points and all(v and v[0].isdigit() for cells in card_points for v in cells if v)
    assert "card_points" in get_game("mattazza").measure_lines
