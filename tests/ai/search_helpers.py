"""Positions and small search settings shared by the AI tests."""

from __future__ import annotations

from tarotdesk.ai.families import support_for
from tarotdesk.ai.search.ismcts import Node
from tarotdesk.ai.search.player import SearchConfig
from tarotdesk.core.actions import Action
from tarotdesk.core.match import Match
from tarotdesk.core.rng import SeededRNG
from tarotdesk.games.registry import get_game

PASS = Action("pass")


def bid(word: str) -> Action:
    """The auction action that bids ``word``."""
    return Action("bid", word)


def node(move: Action, results: list[float]) -> Node:
    """A root child of the search tree that has seen ``results``."""
    n = Node(0, move)
    n.n = len(results)
    n.w = sum(results)
    n.w2 = sum(r * r for r in results)
    return n


#: A very small search, so that whole deals stay quick in tests.
TINY = SearchConfig(name="tiny", worlds=3, iterations=60, work=900, engine_iterations=6, exact_root=1,
                    solve_below=1, exact_worlds=2, inference=True, model_search=True)


def advance(match: Match, seed: int, phase: str | None = None, plays: int = 0) -> Match:
    """Random actions until ``phase`` (and ``plays`` decisions into it), or the deal's end."""
    rng = SeededRNG(seed)
    done = 0
    while not match.deal_over:
        if phase is None or match.phase == phase:
            if done >= plays:
                return match
            done += 1
        match.apply(rng.choice(match.legal_actions()))
    return match


def position(game_id: str, phase: str | None, plays: int = 0) -> Match:
    """A match stopped in ``phase`` with a real choice to make (trying several seeds)."""
    game = get_game(game_id)
    for seed in range(60):
        match = advance(Match(game, game.player_counts[0], seed=f"pos-{seed}"), seed, phase, plays)
        if not match.deal_over and len([a for a in match.legal_actions() if a.kind != "session"]) > 1:
            return match
    raise AssertionError(f"no {phase} position found in {game_id}")


def late_worlds(game_id: str, count: int, cards_left: int, prefix: str) -> tuple[list, int]:
    """Kernel worlds sampled from the view of the first seat with a real choice once at most
    ``cards_left`` cards are left, and that seat (trying several seeds)."""
    game = get_game(game_id)
    support = support_for(game)
    for seed in range(40):
        match = Match(game, game.player_counts[0], seed=f"{prefix}-{seed}")
        rng = SeededRNG(seed)
        while not match.deal_over:
            kernel = support.kernel(match.deal)
            choices = [a for a in match.legal_actions() if a.kind != "session"]
            if kernel is not None and kernel.cards_left() <= cards_left and len(choices) > 1:
                seat = match.current_player
                deal = match.view(seat).deal
                worlds = [support.kernel(deal.sample_world(seat, SeededRNG(i))) for i in range(count)]
                assert all(w is not None for w in worlds)
                return worlds, seat
            match.apply(rng.choice(match.legal_actions()))
    raise AssertionError(f"no late position in {game_id}")
