"""The headless tool: ``python -m tarotdesk.cli games | simulate | replay | review | serve | table | join``.

The command names, flags and the ``--summary-json`` shape are a public interface: other tools
read them. Errors go to standard error as one clear sentence with exit status 2: a path is
named once, and long values are shortened (:func:`~tarotdesk.core.short_text.shorten`).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any, Sequence

from . import __version__
from .ai.players import LEVELS, make_player
from .core.game import Game, OptionError
from .core.match import Match
from .core.messages import counted
from .core.records import PlayerInfo, RecordError, record_from_match, summary
from .core.rng import derive_seed
from .core.safe_files import FileRefused, write_atomic
from .core.short_text import quoted, shorten
from .cli_net import NetError, add_net_commands
from .cli_review import add_review_command
from .games.registry import UnknownGame, all_games, get_game
from .storage.files import open_record_file

#: Most deals one ``simulate`` plays (it keeps only running totals, so this bounds its time).
MAX_DEALS = 1_000_000


class CliError(Exception):
    """A user error: printed as one line, exit status 2."""


def _shown(path: str | Path) -> str:
    # A file name is printed as given, unless it holds line breaks or other control characters
    # (the message must stay one line) or is very long.
    text = str(path)
    return shorten(text if text.isprintable() else quoted(text), 200)


def _cmd_games(args: argparse.Namespace) -> int:
    games = all_games()
    if args.json:
        out = [
            {"id": g.id, "names": {"en": g.name("en"), "ja": g.name("ja")},
             "players": list(g.player_counts), "pack": g.pack_id}
            for g in games
        ]
        print(json.dumps(out, ensure_ascii=False, indent=1))
        return 0
    width = max(len(g.id) for g in games)
    for g in games:
        counts = ",".join(map(str, g.player_counts))
        print(f"{g.id:<{width}}  {counts:<10}  {g.name('en')} / {g.name('ja')}")
    return 0


def _parse_options(pairs: Sequence[str]) -> dict[str, Any]:
    options: dict[str, Any] = {}
    for pair in pairs:
        if "=" not in pair:
            raise CliError(f"--option needs NAME=VALUE, got {quoted(pair)}")
        name, raw = pair.split("=", 1)
        try:
            options[name] = json.loads(raw)
        except json.JSONDecodeError:
            options[name] = raw  # plain words need no quotes
    return options


def _cmd_simulate(args: argparse.Namespace) -> int:
    game, n, options, record_dir = _simulation_setup(args)
    started = time.perf_counter()
    deals_played = 0
    matches = finished = 0  # counts only: a long run must not grow in memory
    actions = 0
    totals = [0] * n
    wins = [0] * n
    match_no = 0
    while deals_played < args.deals:
        match_seed = derive_seed(args.seed, "match", match_no)
        match = Match(game, n, options, seed=match_seed)
        players = [make_player(args.ai, game, derive_seed(match_seed, "player", s)) for s in range(n)]
        made, deals = _play(match, players, args.deals - deals_played)
        actions += made
        deals_played += deals
        info = summary(match)
        for s in range(n):
            totals[s] += info["match_score"][s]
        if match.over:
            finished += 1
            for s in info["winners"]:
                wins[s] += 1
        matches += 1
        if record_dir is not None:
            _write_simulated(match, args, record_dir / f"{game.id}-{args.seed}-{match_no + 1:04d}.tarotdesk")
        match_no += 1
    elapsed = time.perf_counter() - started
    result = {
        "game": game.id,
        "players": n,
        "ai": args.ai,
        "seed": args.seed,
        "deals": deals_played,
        "matches": matches,
        "matches_finished": finished,
        "actions": actions,
        "seconds": round(elapsed, 3),
        "score_totals": totals,
        "mean_score_per_deal": [round(t / deals_played, 4) for t in totals],
        "match_wins": wins,
    }
    if args.json:
        print(json.dumps(result, ensure_ascii=False))
    else:
        _print_simulation(game, result, elapsed)
    return 0


def _simulation_setup(args: argparse.Namespace) -> tuple[Game, int, dict[str, Any], Path | None]:
    # The game, player count, options and record folder of ``simulate``, checked before any play.
    try:
        game = get_game(args.game)
    except UnknownGame as exc:
        raise CliError(shorten(str(exc))) from None
    n = args.players
    if n is None:
        n = game.player_counts[0]
    if not 1 <= args.deals <= MAX_DEALS:
        raise CliError(f"--deals must be from 1 to {MAX_DEALS:,}, not {args.deals:,}")
    options = _parse_options(args.option or [])
    try:
        game.resolve_options(n, options)
    except OptionError as exc:
        raise CliError(shorten(str(exc), 300)) from None
    record_dir = Path(args.record_dir) if args.record_dir else None
    if record_dir is not None:
        try:
            record_dir.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise CliError(f"cannot create the record folder {_shown(record_dir)}: {exc.strerror or exc}") from None
    return game, n, options, record_dir


def _play(match: Match, players: list[Any], deals_left: int) -> tuple[int, int]:
    # Play ``match`` on until it ends or ``deals_left`` deals are done; (actions made, deals done).
    actions = deals = 0
    while not match.over and deals < deals_left:
        if match.deal_over:
            match.next_deal()
            continue
        seat = match.current_player
        assert seat is not None
        match.apply(players[seat].choose(match.view(seat)), seat)
        actions += 1
        if match.deal_over:
            deals += 1
    return actions, deals


def _write_simulated(match: Match, args: argparse.Namespace, path: Path) -> None:
    infos = [PlayerInfo(f"AI {s + 1}", "ai", args.ai) for s in range(match.n_players)]
    try:
        write_atomic(path, record_from_match(match, infos).to_text())
    except FileRefused as exc:
        raise CliError(f"cannot write {_shown(path)}: {exc}") from None
    except OSError as exc:
        raise CliError(f"cannot write {_shown(path)}: {exc.strerror or exc}") from None


def _print_simulation(game: Game, r: dict[str, Any], elapsed: float) -> None:
    deals = r["deals"]
    print(f"{game.name('en')} ({game.id}), {r['players']} players, AI level {r['ai']}, seed {r['seed']}")
    print(f"{counted(deals, 'deal', 'deals')} in {counted(r['matches'], 'match', 'matches')} "
          f"({r['matches_finished']} finished), {counted(r['actions'], 'action', 'actions')}, {elapsed:.2f} s")
    for s, total in enumerate(r["score_totals"]):
        print(f"  seat {s}: total {total:+d}, mean per deal {total / deals:+.3f}, "
              f"matches won {r['match_wins'][s]}")


def _cmd_replay(args: argparse.Namespace) -> int:
    if not args.file:
        raise CliError("replay needs the name of a record file; the name given is empty")
    try:
        record, match = open_record_file(args.file, get_game)
    except RecordError as exc:
        # The reader's message names the place in the file, never the file itself: named here once.
        raise CliError(f"{_shown(args.file)}: {exc}") from None
    info = summary(match)
    if args.summary_json:
        print(json.dumps(info, ensure_ascii=False))
        return 0
    game = match.game
    print(f"{game.name('en')} ({game.id}), {match.n_players} players, {len(record.actions)} actions: "
          + ("finished" if match.over else "not finished"))
    for i, d in enumerate(info["deals"]):
        print(f"  deal {i + 1}: " + "  ".join(f"{v:+d}" for v in d["deal_score"]))
    print("  total: " + "  ".join(f"{v:+d}" for v in info["match_score"]))
    if match.over:
        print("  winners: " + ", ".join(f"seat {s}" for s in info["winners"]))
    return 0


def _cmd_review(args: argparse.Namespace) -> int:
    from .cli_review import ReviewArgumentError, run_review

    if not args.file:
        raise CliError("review needs the name of a record file; the name given is empty")
    try:
        return run_review(args, _shown(args.file))
    except (RecordError, FileRefused) as exc:
        raise CliError(f"{_shown(args.file)}: {exc}") from None
    except ReviewArgumentError as exc:
        raise CliError(str(exc)) from None


def build_parser() -> argparse.ArgumentParser:
    """The argument parser (also used by the documentation)."""
    parser = argparse.ArgumentParser(prog="python -m tarotdesk.cli",
                                     description="tarotdesk without windows: list games, simulate, replay, review, "
                                                 "and tables played with friends.")
    parser.add_argument("--version", action="version", version=f"tarotdesk {__version__}")
    sub = parser.add_subparsers(dest="command", required=True)

    p = sub.add_parser("games", help="list the game ids with their names and player counts")
    p.add_argument("--json", action="store_true", help="print JSON")
    p.set_defaults(func=_cmd_games)

    p = sub.add_parser("simulate", help="AI-only play with a summary")
    p.add_argument("--game", required=True, help="game id (see 'games')")
    p.add_argument("--players", type=int, help="number of players (default: the game's first count)")
    p.add_argument("--deals", type=int, default=1, help=f"number of deals to play, 1 to {MAX_DEALS:,} (default 1)")
    p.add_argument("--seed", type=int, default=0, help="seed of the whole run (default 0)")
    p.add_argument("--ai", choices=LEVELS, default="random", help="AI level of every seat")
    p.add_argument("--record-dir", help="write each match's record into this folder")
    p.add_argument("--option", action="append", metavar="NAME=VALUE", help="a rule option (repeatable)")
    p.add_argument("--json", action="store_true", help="print the summary as JSON")
    p.set_defaults(func=_cmd_simulate)

    p = sub.add_parser("replay", help="replay and verify a record")
    p.add_argument("file", help="a .tarotdesk record")
    p.add_argument("--summary-json", action="store_true", help="print the summary as one JSON object")
    p.set_defaults(func=_cmd_replay)

    add_review_command(sub, _cmd_review)
    add_net_commands(sub, _parse_options)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the tool; return the exit status."""
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        return int(args.func(args))
    except (CliError, NetError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    except BrokenPipeError:
        return 0
    except KeyboardInterrupt:
        print("error: interrupted", file=sys.stderr)
        return 130


if __name__ == "__main__":
    sys.exit(main())
