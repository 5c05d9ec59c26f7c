"""Cirulla: the rule-based player against random legal play, two-player matches to 51.

Every seed is played twice with the seats swapped (the same cards, the sides exchanged), so the
luck of the deal cancels out. Prints the rule-based player's match win rate with a 95%
confidence interval (Wilson score interval over all matches, and the normal approximation over
the pairs of swapped matches), its mean game points per deal and its mean margin per deal over
the random player, each with a 95% confidence interval, and the time its decisions take.
Usage: ``python benchmarks/cirulla_strength.py [--matches 2000] [--seed 0]``.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import duel  # noqa: E402  (the match against random play)
from stats import mean_ci, wilson  # noqa: E402  (this folder's shared intervals)

from tarotdesk.ai.cirulla.player import make_player

def play_match(seed: int, rules_seat: int) -> tuple[bool, list[int], list[int]]:
    """One match: (rules player won, its points per deal, the random player's points per deal)."""
    match = duel.play_match("cirulla", make_player, seed, rules_seat)
    mine = [r.deal_score[rules_seat] for r in match.results]
    theirs = [r.deal_score[1 - rules_seat] for r in match.results]
    return rules_seat in match.winners(), mine, theirs


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=2000, help="matches in all (an even number)")
    parser.add_argument("--seed", type=int, default=0, help="first seed")
    args = parser.parse_args()
    pairs = max(1, args.matches // 2)
    started = time.perf_counter()
    pair_wins: list[float] = []
    pair_margins: list[float] = []
    per_deal_mine: list[float] = []
    per_deal_theirs: list[float] = []
    wins = 0
    for i in range(pairs):
        seed = args.seed + i
        results = [play_match(seed, seat) for seat in (0, 1)]
        wins += sum(won for won, _, _ in results)
        pair_wins.append(sum(won for won, _, _ in results) / 2)
        pair_margins.append(sum((sum(m) - sum(t)) / len(m) for _, m, t in results) / 2)
        for _, mine, theirs in results:
            per_deal_mine.extend(mine)
            per_deal_theirs.extend(theirs)
    elapsed = time.perf_counter() - started
    matches = 2 * pairs
    deals = len(per_deal_mine)
    low, high = wilson(wins, matches)
    win, win_ci = mean_ci(pair_wins)
    margin, margin_ci = mean_ci(pair_margins)
    mine, mine_ci = mean_ci(per_deal_mine)
    theirs, theirs_ci = mean_ci(per_deal_theirs)
    print(f"Cirulla, 2 players: rule-based vs random, {matches} matches ({deals} deals), seats swapped per seed")
    print(f"  rule-based match wins: {wins}/{matches} = {wins / matches:.3f} (95% Wilson CI {low:.3f}–{high:.3f}; "
          f"over swapped pairs {win:.3f} ± {win_ci:.3f})")
    print(f"  game points per deal: rule-based {mine:.2f} ± {mine_ci:.2f}, random {theirs:.2f} ± {theirs_ci:.2f}")
    print(f"  margin per deal (rule-based − random, per swapped pair): {margin:+.2f} ± {margin_ci:.2f}")
    print(f"  rule-based decisions: {duel.DECISIONS[0]}, mean {1e6 * duel.DECISIONS[1] / max(1, duel.DECISIONS[0]):.0f} µs each")
    print(f"  {elapsed:.1f} s")


if __name__ == "__main__":
    main()
