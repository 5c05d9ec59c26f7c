"""Which decisions the AI takes: each decision kind's offered and chosen counts over whole deals.

Deals from a fixed seed set are played with the same level at every seat. At every decision,
each kind of action among the legal ones counts as offered once, and the kind of the action
taken as chosen. A kind is the action's word ("announce:xxi", "contra:pagat", "bid:niente",
"surrender", "alone"); actions that name a card (plays, discards, calls of a card) count by
their verb ("play", "discard", "call"). For every chosen kind the census also adds up the game
points the chooser's deal came to (as the game's :meth:`deal_values` counts them): what the deals
where it was chosen won or lost for the player who chose it. In Hungarian Tarokk, at the
standard and strong levels, it keeps for every announcement, contra step and the surrender the
best estimate seen (the gain over passing the levels decide by, its standard error and the
chance of the item): where a kind is never chosen, that says by how much it fell short. In the
Lombard Ombre games it keeps the same for Una and Niente at the auction (the gain over the bid
model's choice, on the hands where the model puts them near enough to be valued).

Usage::

    python benchmarks/decision_census.py --game tarokk --level standard --level strong --deals 50
    python benchmarks/decision_census.py --game all --level easy --deals 150 --markdown

The number of deals is an argument: fix it before a run. Searches run without their
wall-clock safety net (``time_limit=None``), so the counts do not depend on the machine's load.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tarotdesk.ai.players import LEVELS, make_player  # noqa: E402
from tarotdesk.core.actions import Action  # noqa: E402
from tarotdesk.core.match import DealSetup, Match  # noqa: E402
from tarotdesk.core.rng import derive_seed  # noqa: E402
from tarotdesk.games.registry import available_ids, get_game  # noqa: E402

SEED = "census-2026"


def kind(action: Action) -> str:
    """The decision kind of ``action`` (see the module docstring)."""
    if action.card is not None or action.kind in ("play", "discard"):
        return action.kind
    return action.text


def estimated(view: Any, legal: list[Action]) -> dict[str, tuple[float, float, float | None]]:
    """For a Tarokk announcement or surrender decision: each action kind's estimated gain over
    passing, its standard error and the item's chance (the estimates the levels decide by)."""
    if view.game.family == "lombardy":
        return _lombard_bids(view, legal)
    if view.game.family != "tarokk":
        return {}
    from tarotdesk.ai.tarokk import support as tarokk, bonus as tarokk_bonus

    found = tarokk_bonus.estimates(view, legal, tarokk.weight) or {}
    return {kind(a): (e.gain, e.se, e.chance) for a, e in found.items()}


def _lombard_bids(view: Any, legal: list[Action]) -> dict[str, tuple[float, float, float | None]]:
    """At a Lombard auction: Una's and Niente's estimated gain over the bid model's choice, where
    the model puts them near enough to be valued on sampled deals (what the standard level
    decides by; the estimates are remembered, so this repeats no playout)."""
    from tarotdesk.ai.lombardy import support as lombardy, bid as lombardy_bid

    if view.deal.phase != "auction":
        return {}
    priors = lombardy.priors(view, legal)
    if not priors:
        return {}
    scale = lombardy._scale(view.deal)
    values = {a: v * scale for a, v in priors.items()}
    return {kind(e.bid): (e.gain, e.se, None) for e in lombardy_bid.estimate(view, legal, values, lombardy.weight)}


def census(game_id: str, n: int, level: str, deals: int, seed: str = SEED, first: int = 0) -> dict[str, Any]:
    """Offered and chosen counts per decision kind over ``deals`` deals with ``level`` at every seat."""
    game = get_game(game_id)
    offered: Counter[str] = Counter()
    chosen: Counter[str] = Counter()
    points: defaultdict[str, float] = defaultdict(float)
    # The best estimate seen per kind (highest gain: gain, its standard error, the item's chance).
    best: dict[str, tuple[float, float, float | None]] = {}
    # Lombard games: the offers of each kind valued on sampled deals (the rest the model decided).
    valued: Counter[str] = Counter()
    start = time.perf_counter()
    for index in range(first, first + deals):
        match_seed = f"{seed}:{game_id}:{n}:{index}"
        probe = Match(game, n, seed=match_seed)
        setup = DealSetup(0, tuple(probe.deck()), 0, probe.first_dealer)
        match = Match(game, n, seed=match_seed, prearranged=[setup])
        players = [make_player(level, game, derive_seed(seed, game_id, index, s), time_limit=None) for s in range(n)]
        taken: list[tuple[int, str]] = []
        while not match.deal_over:
            seat = match.current_player
            assert seat is not None
            legal = [a for a in match.legal_actions() if a.kind != "session"]
            view = match.view(seat)
            action = players[seat].choose(view)
            if level in ("standard", "strong") and match.phase in ("announcements", "surrender", "auction"):
                for k, e in estimated(view, legal).items():
                    valued[k] += 1
                    if k not in best or e[0] > best[k][0]:
                        best[k] = e
            if len(legal) > 1:
                for k in {kind(a) for a in legal}:
                    offered[k] += 1
                chosen[kind(action)] += 1
                taken.append((seat, kind(action)))
            match.apply(action, seat)
        values = game.deal_values(match.deal)
        for seat, k in set(taken):
            points[k] += values[seat]
    rows = [{"kind": k, "offered": offered[k], "chosen": chosen[k], "points": round(points[k], 3),
             "best": [round(x, 3) if x is not None else None for x in best[k]] if k in best else None,
             **({"valued": valued[k]} if game.family == "lombardy" and k in valued else {})}
            for k in sorted(offered)]
    return {"game": game_id, "players": n, "level": level, "deals": deals, "first": first, "seed": seed,
            "rows": rows, "seconds": round(time.perf_counter() - start, 1)}


def markdown(results: list[dict[str, Any]], skip: tuple[str, ...] = ("play", "discard")) -> str:
    """The census as a Markdown table (card plays and discards left out: every deal has them)."""
    lines = ["| game | level | deals | kind | offered | chosen | chosen per 200 deals | game points of the choosers' deals "
             "| best estimate seen (gain ± s.e., chance) |",
             "|---|---|---|---|---|---|---|---|---|"]
    for r in results:
        for row in r["rows"]:
            if row["kind"] in skip:
                continue
            per = row["chosen"] * 200 / r["deals"]
            best = row.get("best")
            shown = ""
            if best:
                shown = f"{best[0]:+.1f} ± {best[1]:.1f}" + (f" ({100 * best[2]:.0f}%)" if best[2] is not None else "")
                if row.get("valued"):
                    shown += f" (best of {row['valued']} valued)"
            lines.append(f"| {r['game']} {r['players']}p | {r['level']} | {r['deals']} | {row['kind']} | "
                         f"{row['offered']} | {row['chosen']} | {per:.1f} | {row['points']:+.1f} | {shown} |")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", action="append", required=True, help="game id, or 'all'")
    parser.add_argument("--players", type=int, help="player count (default: the game's first)")
    parser.add_argument("--level", action="append", choices=LEVELS, help="level at every seat (repeatable)")
    parser.add_argument("--deals", type=int, required=True, help="deals per game and level (fix it before the run)")
    parser.add_argument("--first", type=int, default=0, help="index of the first deal of the seed set")
    parser.add_argument("--seed", default=SEED)
    parser.add_argument("--out", type=Path, help="append each result as a JSON line")
    parser.add_argument("--markdown", action="store_true", help="print one Markdown table at the end")
    args = parser.parse_args()
    if args.deals < 1:
        parser.error("--deals must be at least 1")
    games = available_ids() if "all" in args.game else args.game
    results = []
    for game_id in games:
        n = args.players or get_game(game_id).player_counts[0]
        for level in args.level or ["standard", "strong"]:
            r = census(game_id, n, level, args.deals, args.seed, args.first)
            results.append(r)
            if args.out is not None:
                with args.out.open("a") as f:
                    f.write(json.dumps(r) + "\n")
            if not args.markdown:
                print(f"{game_id} {n}p {level}: {args.deals} deals ({r['seconds']:.0f} s)", flush=True)
                for row in r["rows"]:
                    print(f"  {row['kind']:<22} offered {row['offered']:>6}  chosen {row['chosen']:>6}  "
                          f"game points {row['points']:+.1f}  best estimate {row['best']}", flush=True)
    if args.markdown:
        print(markdown(results))


if __name__ == "__main__":
    main()
