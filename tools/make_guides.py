"""Build the guided games' records: resources/guides/<id>.tarotdesk.

Usage::

    python tools/make_guides.py                    # rebuild every guide record from the lines below
    python tools/make_guides.py --check            # only check that the files match the lines
    python tools/make_guides.py --draft GAME N SEED [--force ACTION ...]
                                                   # print a line played by the easy AI (after the
                                                   # forced first actions), to choose a new deal

Each guide is a deck (the shuffle of ``seed`` for deal 1, kept in the record as a prearranged
deck, so the record does not depend on the shuffle) and the scripted line: every seat's action
of the first deal, in order. The engine plays the line and refuses it if an action is illegal;
the record it writes is what the guided game replays. The coach texts are keyed to the points of
this line: change a line and the coach files must follow (the tests check them against it).
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tarotdesk.ai.players import make_player  # noqa: E402
from tarotdesk.core.actions import Action  # noqa: E402
from tarotdesk.core.match import DealSetup, Match  # noqa: E402
from tarotdesk.core.records import PlayerInfo, record_from_match  # noqa: E402
from tarotdesk.core.safe_files import write_atomic  # noqa: E402
from tarotdesk.games.registry import get_game  # noqa: E402

OUT = ROOT / "resources" / "guides"
#: The records' fixed dates: a rebuilt file is identical to the one before.
STAMP = "2026-01-01T00:00:00+00:00"
#: The computer seats' names in the records (the window uses its own names when playing them).
NAMES = ("Bianca", "Carlo", "Dora", "Enzo", "Flavia", "Gino", "Ilda")


@dataclass(frozen=True)
class GuideLine:
    """One guided game: the game, the number of players, the person's seat, the deck's seed and
    the scripted line (action texts separated by spaces)."""

    game: str
    players: int
    seat: int
    seed: int
    line: str


LINES: dict[str, GuideLine] = {
    "tarocco-lombardo": GuideLine("tarocco-lombardo", 4, 0, 3, (
        "monte:no monte:no monte:no monte:no discard:CQ discard:S6 play:DK play:D10 play:DN play:D7 "
        "play:D2 play:DQ play:D8 play:D6 play:SK play:S2 play:T9 play:SA play:HK play:H10 play:HN "
        "play:H6 play:CN play:CA play:C4 play:CK play:HQ play:H9 play:HA play:H8 play:DA play:D3 "
        "play:D5 play:D9 play:H4 play:H3 play:H5 play:HJ play:CJ play:C2 play:C5 play:C3 play:SN "
        "play:S9 play:T12 play:S3 play:C10 play:C6 play:T1 play:C7 play:S7 play:SJ play:T13 play:S4 "
        "play:T21 play:FOOL play:T2 play:T3 fool:D10 play:H7 play:T20 play:T5 play:T4 play:C9 "
        "play:T8 play:C8 play:T14 play:H2 play:T6 play:T10 play:T19 play:D4 play:T15 play:T7 "
        "play:T18 play:S8 play:SQ play:T16 play:S5 play:T17 play:T11 play:S10 play:DJ")),
    "taroccombre": GuideLine("taroccombre", 3, 0, 1, (
        "discard:DQ discard:HQ discard:CN pass pass bid:due name:T19 give:H4 name:T1 give:C8 "
        "play:HK play:HN play:HA play:DK play:D4 play:T1 play:CK play:C8 play:C7 play:S7 play:SQ "
        "play:SK play:SJ play:S8 play:T3 play:CQ play:CJ play:T2 play:S9 play:T5 play:FOOL play:H2 "
        "play:H4 play:T4 play:S10 play:T8 play:T6 play:C9 play:T7 play:T10 play:T11 play:T17 "
        "play:T12 play:D2 play:D3 play:T14 play:T19 play:T9 play:T13 play:T20 play:DA play:T15 "
        "play:SN play:C10 play:T18 play:H3 play:T21 play:DJ play:T16 play:DN play:HJ")),
    "tarokk": GuideLine("tarokk", 4, 1, 1, (
        "pass pass pass bid:three contract:three discard:DN discard:S10 discard:HA discard:SJ "
        "discard:SN discard:SQ pass pass pass pass pass call:T20 declare:nine pass pass pass pass "
        "play:T6 play:T4 play:T13 play:T15 play:SKIZ play:T10 play:T3 play:T14 play:T2 play:T18 "
        "play:T9 play:T19 play:HK play:T5 play:HQ play:HN play:T7 play:T20 play:T16 play:T21 "
        "play:DK play:T8 play:DQ play:DA play:T11 play:CN play:C10 play:T1 play:T12 play:CQ play:CJ "
        "play:DJ play:T17 play:SK play:CK play:HJ")),
    "mattazza": GuideLine("mattazza", 3, 1, 2, (
        "play:T14 play:T16 play:T18 play:T19 play:T6 play:T21 play:CN play:T13 play:CQ play:T9 "
        "play:M1 play:DK play:M3 play:SN play:SK play:S9 play:HN play:S7 play:D8 play:D6 play:HQ "
        "play:D9 play:HA play:T20 play:FOOL play:D10 play:CJ play:D7 play:C10 play:SQ give:SN")),
    "porrazo": GuideLine("porrazo", 2, 0, 4, (
        "tendido:wait declare:ronda play:S9 play:H2 play:D4 play:HQ play:C6 play:DQ tendido:lay "
        "play:H10 play:CA play:C2 play:D7 play:C4 play:SK play:H4 play:DK play:H3 play:D2 play:S5 "
        "play:D10 play:H6 play:S2 play:S7 play:HK play:SA play:S8 play:SQ play:C7 play:D5 play:CJ "
        "play:D9 play:C9 play:DJ play:D3 play:H5 play:HA play:CK play:D8 play:C5 play:C3 play:DA "
        "play:S10 play:D6 play:H9 play:CQ play:S4 play:H8 play:S6 play:H7 play:S3")),
    "cirulla": GuideLine("cirulla", 2, 0, 1, (
        "declare:barsega capture:C3:CA+C4+D7 declare:barsega:H7=A capture:H7:HQ play:S2 capture:DA:S2 "
        "play:D2 play:S3 capture:H5:S3+D2 play:H2 play:CQ capture:C6:CQ play:HJ capture:CK:H2+HJ play:HA "
        "play:SJ play:HK capture:DQ:SJ+HA play:D4 play:DJ capture:H3:D4+DJ capture:D5:HK play:C5 play:C7 "
        "capture:S5:C5 play:H6 capture:D6:H6 capture:S7:C7 play:S4 play:SK capture:DK:SK play:D3 "
        "capture:CJ:S4+D3 play:SQ play:H4 capture:SA:SQ+H4 play:C2 play:S6")),
}


def deal_setup(game_id: str, players: int, seed: int) -> DealSetup:
    """The first deal's deck and dealer as the shuffle of ``seed`` makes them, to keep as prearranged."""
    match = Match(get_game(game_id), players, {}, seed=seed)
    return DealSetup(0, tuple(match.deck(0)), dealer=match.dealer)


def play_line(guide: GuideLine) -> Match:
    """The guide's match with its line played (ValueError names an action the engine refuses)."""
    setup = deal_setup(guide.game, guide.players, guide.seed)
    match = Match(get_game(guide.game), guide.players, {}, seed=guide.seed, prearranged=[setup])
    for i, text in enumerate(guide.line.split()):
        if match.deal_over:
            raise ValueError(f"{guide.game}: action {i + 1} ({text}) comes after the end of the deal")
        refusal = match.check(Action.parse(text))
        if refusal is not None:
            raise ValueError(f"{guide.game}: action {i + 1} ({text}) is refused: {refusal.code}")
        match.apply(Action.parse(text))
    if not match.deal_over:
        raise ValueError(f"{guide.game}: the line ends before the deal does")
    return match


def record_text(guide_id: str) -> str:
    """The record file's text of a guide."""
    guide = LINES[guide_id]
    match = play_line(guide)
    players = [PlayerInfo("You", "human") if s == guide.seat else PlayerInfo(NAMES[s % len(NAMES)], "ai", "standard")
               for s in range(guide.players)]
    record = record_from_match(match, players, created=STAMP, flags={"guide": guide_id})
    record.updated = STAMP
    record.app_version = ""
    return record.to_text()


def draft(game_id: str, players: int, seed: int, forced: list[str]) -> str:
    """A line for a new guide: the forced actions, then the easy AI's choices to the deal's end."""
    game = get_game(game_id)
    setup = deal_setup(game_id, players, seed)
    match = Match(game, players, {}, seed=seed, prearranged=[setup])
    ais = [make_player("easy", game, s) for s in range(players)]
    out = []
    while not match.deal_over:
        seat = match.current_player
        action = Action.parse(forced.pop(0)) if forced else ais[seat].choose(match.view(seat))
        match.apply(action, seat)
        out.append(action.text)
    return " ".join(out)


def main(argv: list[str] | None = None) -> int:
    """Rebuild (or check) the guide records, or print a draft line."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true")
    parser.add_argument("--draft", nargs=3, metavar=("GAME", "N", "SEED"))
    parser.add_argument("--force", nargs="*", default=[])
    args = parser.parse_args(argv)
    if args.draft:
        print(draft(args.draft[0], int(args.draft[1]), int(args.draft[2]), list(args.force)))
        return 0
    stale = []
    for guide_id in LINES:
        text = record_text(guide_id)
        path = OUT / f"{guide_id}.tarotdesk"
        if args.check:
            if not path.is_file() or path.read_text(encoding="utf-8") != text:
                stale.append(path.name)
        else:
            write_atomic(path, text)
    if stale:
        print("out of date: " + ", ".join(stale))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
