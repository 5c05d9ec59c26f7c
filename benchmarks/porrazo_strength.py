"""Porrazo: the rule-based player against random legal play, two-player matches to 61.

Every seed is played twice with the seats swapped (the same cards, the sides exchanged), so the
deal's luck cancels out. Prints the rule-based player's match win rate and its mean margin of
game points per hand, each with a 95% confidence interval (normal approximation over the
pairs of swapped matches). Usage: ``python benchmarks/porrazo_strength.py [--matches 2000]``.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import duel  # noqa: E402  (the match against random play)
from stats import mean_ci  # noqa: E402  (this folder's shared intervals)

from tarotdesk.ai.porrazo.player import make_player


def play_match(seed: int, rules_seat: int) -> tuple[bool, int, int]:
    """One match; returns (rules player won, its points minus the opponent's, hands played)."""
    match = duel.play_match("porrazo", make_player, seed, rules_seat)
    margin = match.scores[rules_seat] - match.scores[1 - rules_seat]
    return rules_seat in match.winners(), margin, len(match.results)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=2000, help="matches in all (an even number)")
    parser.add_argument("--seed", type=int, default=0, help="first seed")
    args = parser.parse_args()
    pairs = max(1, args.matches // 2)
    started = time.perf_counter()
    pair_wins: list[float] = []
    pair_margins: list[float] = []
    hands = 0
    for i in range(pairs):
        seed = args.seed + i
        results = [play_match(seed, seat) for seat in (0, 1)]
        pair_wins.append(sum(won for won, _, _ in results) / 2)
        pair_margins.append(sum(margin / played for _, margin, played in results) / 2)
        hands += sum(played for _, _, played in results)
    elapsed = time.perf_counter() - started
    win, win_ci = mean_ci(pair_wins)
    margin, margin_ci = mean_ci(pair_margins)
    print(f"Porrazo, 2 players: rule-based vs random, {2 * pairs} matches ({hands} hands), seats swapped per seed")
    print(f"  rule-based match win rate: {win:.3f} ± {win_ci:.3f} (95% CI {win - win_ci:.3f}–{win + win_ci:.3f})")
    print(f"  margin per hand (rule-based − random): {margin:+.2f} ± {margin_ci:.2f} game points")
    print(f"  rule-based decisions: {duel.DECISIONS[0]}, mean {1e6 * duel.DECISIONS[1] / max(1, duel.DECISIONS[0]):.0f} µs each")
    print(f"  {elapsed:.1f} s")


if __name__ == "__main__":
    main()
