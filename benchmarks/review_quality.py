"""Does the game review find blunders, and does it leave good play alone? Planted blunders.

For every game, deals played by strong players (fixed seeds, no time limit), one after another
until the family has ``--plants`` planted blunders (Lombardy's six games a sixth each); in each
deal, the decisions that had a real choice (every seat's, each read from its own seat's view),
taken in a seeded order until ``--per-deal`` blunders are planted there:

1. an independent re-search (the review level with more worlds, :data:`CHECK`, and another seed)
   values candidate actions that a screen by the strong level names (:func:`blunder_of`): an
   action it values at least the game's ``blunder`` threshold below its best is the planted
   blunder; a decision without one is skipped (and counted);
2. the record up to that decision, with the planted action instead, is replayed (it must be a
   valid record; it stops right after the planted action), and the review (default level and
   seed) of the planted decision, rebuilt by ``decisions_of``, counts as a detection if it is
   marked mistake or blunder.

One seat's own decisions in each deal (not forced; a different seat from deal to deal) are
reviewed too: one marked mistake or blunder is a false mistake (the strong player's moves are
not mistakes by the review's thresholds, to within the review's own noise).

Printed per game and per family (Lombardy's six games together): planted count, detected share
and false-mistake share with 95% Wilson intervals, and detections by phase; written to
``benchmarks/data/review_quality.json``. The aims: at least 90% detected, at most 5% false.
``--seeds`` names the deals: thresholds are tuned on one set and reported on another.

Usage: ``python benchmarks/review_quality.py [--seeds final] [--game ID ...] [--plants 110] [--per-deal 6]
[--max-deals 90] [--jobs 1]``
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import sys
import time
from dataclasses import asdict, replace
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from review_deals import LOMBARDY, as_record, choices, family, strong_deal  # noqa: E402
from stats import wilson  # noqa: E402

from tarotdesk.ai.levels import REVIEW, STRONG  # noqa: E402
from tarotdesk.ai.review import BLUNDER, MISTAKE, decisions_of, review_decision, thresholds  # noqa: E402
from tarotdesk.ai.review.analysis import UNTRUSTED  # noqa: E402
from tarotdesk.ai.search.player import SearchPlayer  # noqa: E402
from tarotdesk.core.actions import Action  # noqa: E402
from tarotdesk.core.match import Match, MatchView  # noqa: E402
from tarotdesk.core.records import parse_record, replay  # noqa: E402
from tarotdesk.core.rng import SeededRNG  # noqa: E402
from tarotdesk.games.registry import available_ids, get_game  # noqa: E402

#: The independent re-search that values the planted blunders: the review level with more worlds,
#: another seed and no clock.
CHECK = replace(REVIEW, worlds=128, exact_worlds=64, time_limit=None)
CHECK_SEED = "review-quality-check"
#: The search that names the candidates the re-search then values: the strong level (another seed).
SCREEN = replace(STRONG, time_limit=None)
SCREEN_SEED = "review-quality-screen"
#: A candidate is an action the screen values at least this share of the blunder threshold below
#: its best, so that a blunder the weaker screen underrates is still tried.
SCREEN_SHARE = 0.5
#: Playouts from which the screen's value of an action counts: one, since the re-search values the
#: candidate again (the screen spends few playouts on a bad action, sometimes one).
MIN_VISITS = 1
#: Candidates the re-search values per decision at most.
CONFIRMED_AT_MOST = 2
#: Planted blunders each family is played for (Lombardy's six games share theirs), and the most
#: deals per game played for them.
PLANTS_PER_FAMILY = 110
MAX_DEALS = 120
DATA = Path(__file__).resolve().parent / "data" / "review_quality.json"


def blunder_of(view: MatchView, rng: SeededRNG) -> tuple[Action, float] | None:
    """A legal action the re-search values at least the blunder threshold below its best, and by
    how much; None if there is none.

    The strong level (:data:`SCREEN`, its own seed) names the candidates: the actions it values
    at least :data:`SCREEN_SHARE` of the threshold below its best, trusted or tried
    :data:`MIN_VISITS` times. The re-search (:data:`CHECK`) then values candidates in a random
    order, each in a search that gives it the level's ``focus_share`` of the iterations (as the
    review does for the action taken), until one is at least the threshold below that search's
    best. Neither search shares a seed or a world with the review."""
    limit = thresholds(view.game.id).blunder
    ranked = SearchPlayer(view.game, SCREEN_SEED, SCREEN).analyse(view)
    trusted = [c for c in ranked if c.score > UNTRUSTED]
    if not trusted:
        return None
    best = max(trusted, key=lambda c: c.value)
    valued = [c for c in ranked if c is not best and (c.score > UNTRUSTED or c.visits >= MIN_VISITS)]
    bad = [c for c in valued if best.value - c.value >= SCREEN_SHARE * limit]
    rng.shuffle(bad)
    for candidate in bad[:CONFIRMED_AT_MOST]:
        again = SearchPlayer(view.game, CHECK_SEED, CHECK).analyse(view, focus=candidate.action)
        top = max((c for c in again if c.score > UNTRUSTED), key=lambda c: c.value, default=None)
        mine = next((c for c in again if c.action == candidate.action), None)
        if top is not None and mine is not None and top.value - mine.value >= limit:
            return candidate.action, top.value - mine.value
    return None


def planted_review(match: Match, index: int, seat: int, action: Action) -> str:
    """The review's mark of ``action`` planted at ``match.actions[index]``: the record up to
    there with the planted action last, replayed and reviewed like any record."""
    changed = Match(match.game, match.n_players, match.options, match.seed, match.first_dealer,
                    list(match.prearranged.values()))
    for actor, taken in match.actions[:index]:
        changed.apply(taken, actor)
    changed.apply(action, seat)  # refuses an action that is not legal there
    rebuilt = replay(parse_record(as_record(changed).to_text(), get_game), games=get_game)
    found = [(i, view, taken) for i, view, taken in decisions_of(rebuilt, seat, 0) if i == index]
    assert len(found) == 1 and found[0][2] == action, "the planted record does not rebuild its decision"
    i, view, taken = found[0]
    return review_decision(view, taken, i).mark


def one_deal(game_id: str, seeds: str, k: int, plants: int, tally: dict[str, Any]) -> None:
    """Plant up to ``plants`` blunders in deal ``k`` and review one seat's own decisions."""
    match = strong_deal(game_id, f"review-quality-{seeds}-{game_id}-{k}")
    seat = k % match.n_players
    own = list(choices(match, [seat]))
    for index, view, action in own:
        tally["own"] += 1
        tally["false"] += review_decision(view, action, index).mark in (MISTAKE, BLUNDER)
    rng = SeededRNG(f"review-quality-{seeds}-{game_id}-{k}-order")
    order = list(choices(match))
    rng.shuffle(order)
    planted = 0
    for index, view, _ in order:
        if planted >= plants:
            break
        found = blunder_of(view, rng)
        if found is None:
            tally["skipped"] += 1
            continue
        action, gap = found
        mark = planted_review(match, index, view.seat, action)
        planted += 1
        phase = str(view.deal.phase)
        hit = mark in (MISTAKE, BLUNDER)
        tally["planted"] += 1
        tally["detected"] += hit
        by_phase = tally["by_phase"].setdefault(phase, [0, 0])
        by_phase[0] += 1
        by_phase[1] += hit
        tally["marks"][mark] = tally["marks"].get(mark, 0) + 1
        if not hit:
            tally["missed"].append({"deal": k, "index": index, "phase": phase, "action": action.text,
                                    "gap": round(gap, 3), "mark": mark})


def one_game(job: tuple[str, str, int, int, int]) -> tuple[str, dict[str, Any], float]:
    """The tally of one game (a worker's job): ``(game id, seeds, plants wanted, plants per deal
    at most, deals at most)``; deals are played until the plants are planted or the deals run out."""
    game_id, seeds, wanted, plants, deals = job
    started = time.perf_counter()
    tally = new_tally()
    for k in range(deals):
        if tally["planted"] >= wanted:
            break
        one_deal(game_id, seeds, k, min(plants, wanted - tally["planted"]), tally)
        tally["deals"] += 1
    return game_id, tally, time.perf_counter() - started


def shares(t: dict[str, Any]) -> dict[str, Any]:
    """A tally with its detected and false-mistake shares and their 95% Wilson intervals."""
    out = dict(t)
    for name, hits, n in (("detected", t["detected"], t["planted"]), ("false", t["false"], t["own"])):
        out[f"{name}_share"] = round(hits / n, 4) if n else None
        out[f"{name}_ci95"] = [round(x, 4) for x in wilson(hits, n)] if n else None
    return out


def new_tally() -> dict[str, Any]:
    """An empty count."""
    return {"deals": 0, "planted": 0, "detected": 0, "skipped": 0, "own": 0, "false": 0, "by_phase": {},
            "marks": {}, "missed": []}


def add(into: dict[str, Any], t: dict[str, Any]) -> None:
    """Add the counts of ``t`` to ``into``."""
    for key in ("deals", "planted", "detected", "skipped", "own", "false"):
        into[key] += t[key]
    for phase, (n, hits) in t["by_phase"].items():
        slot = into["by_phase"].setdefault(phase, [0, 0])
        slot[0] += n
        slot[1] += hits
    for mark, n in t["marks"].items():
        into["marks"][mark] = into["marks"].get(mark, 0) + n
    into["missed"] += t["missed"]


def line(name: str, t: dict[str, Any]) -> str:
    """One printed row."""
    s = shares(t)
    det = f"{s['detected_share']:.1%} [{s['detected_ci95'][0]:.1%}, {s['detected_ci95'][1]:.1%}]" \
        if t["planted"] else "-"
    false = f"{s['false_share']:.1%} [{s['false_ci95'][0]:.1%}, {s['false_ci95'][1]:.1%}]" if t["own"] else "-"
    phases = {p: f"{h}/{n}" for p, (n, h) in sorted(t["by_phase"].items())}
    return (f"{name:18s} deals {t['deals']:3d} planted {t['planted']:4d} (skipped {t['skipped']:4d})  detected {det:24s} "
            f"own {t['own']:4d}  false {false:22s} by phase {phases}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", default="final", help="names the deals (default final)")
    parser.add_argument("--game", action="append", help="only these game ids")
    parser.add_argument("--plants", type=int, default=PLANTS_PER_FAMILY,
                        help=f"blunders planted per family (default {PLANTS_PER_FAMILY})")
    parser.add_argument("--per-deal", type=int, default=6, help="blunders planted per deal at most (default 6)")
    parser.add_argument("--max-deals", type=int, default=MAX_DEALS, help=f"deals per game at most (default {MAX_DEALS})")
    parser.add_argument("--jobs", type=int, default=1, help="games measured at once (2 only on an idle machine)")
    parser.add_argument("--output", type=Path, default=DATA)
    args = parser.parse_args()
    wanted = {g: -(-args.plants // len(LOMBARDY)) if g in LOMBARDY else args.plants for g in available_ids()}
    todo = [(g, args.seeds, wanted[g], args.per_deal, args.max_deals) for g in args.game or available_ids()]
    games, families = {}, {}
    with multiprocessing.Pool(args.jobs) as pool:  # the longest jobs first: the two workers end together
        # The slowest games first (Porrazo plants fewest per deal), so that the workers end together.
        slow = ("porrazo", "mattazza", "cirulla", "tarokk")
        order = sorted(todo, key=lambda j: slow.index(j[0]) if j[0] in slow else len(slow))
        for game_id, tally, seconds in pool.imap_unordered(one_game, order):
            games[game_id] = tally
            print(line(game_id, tally) + f"  ({seconds:.0f} s)", flush=True)
    games = {g: games[g] for g, *_ in todo}
    for game_id, tally in games.items():
        add(families.setdefault(family(game_id), new_tally()), tally)
    print()
    for name, tally in families.items():
        print(line(name, tally), flush=True)
    out = {"seeds": args.seeds, "plants_per_family": args.plants, "plants_per_deal": args.per_deal,
           "thresholds": {g: asdict(thresholds(g)) for g in games},
           "games": {g: shares(t) for g, t in games.items()}, "families": {f: shares(t) for f, t in families.items()}}
    args.output.parent.mkdir(exist_ok=True)
    args.output.write_text(json.dumps(out, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
