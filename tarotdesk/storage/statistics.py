"""Statistics of the games played at this computer, per game and per number of players.

For each seat played by a person, every match is kept as one entry (its deal scores, deals
won, finished, won, and whether undo, hints or a branch helped), updated whenever a deal ends,
so a resumed match or an undone deal simply replaces its entry. :meth:`StatisticsStore.rows`
sums the entries per game and player count: games and deals played, won, average scores and
best results, plus how many games had help; :func:`to_csv` writes those rows for a
spreadsheet. The file is JSON in the data folder, written atomically.

Deals are counted in the figure the game's players keep (``Game.standing``): game points, deal
points toward the Lombardy margin, points toward a target, or lost deals (Mattazza, where fewer
is better); each entry keeps that figure per deal beside its game points. A deal counts as won
when the seat's figure is the best at the table (partners share it) and not everybody's is the
same; a game counts as won when it is finished and the seat is among the winners the game's
rules name. Games are counted in game points.
"""

from __future__ import annotations

import csv
import io
import os
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any, Iterable

from ..core.game import STANDING_KINDS
from ..core.match import Match
from ..core.records import Record, now_iso
from .files import StorageError, read_json, write_json, write_text
from .identity import match_key

FORMAT = "tarotdesk-statistics"
VERSION = 1
#: Flags of a record that mark a game played with help (see docs/record-format.md).
ASSISTS = ("undo", "hints", "branch")


@dataclass
class MatchStats:
    """One person's seat in one match."""

    key: str
    game: str
    players: int
    seat: int
    name: str
    date: str
    deal_scores: list[int] = field(default_factory=list)
    deals_won: int = 0
    over: bool = False
    won: bool = False
    assisted: list[str] = field(default_factory=list)
    figure: str = "game-points"  # what ``figures`` count (a kind of core.game.Standing)
    figures: list[int] = field(default_factory=list)  # the seat's running figure, deal by deal

    @property
    def total(self) -> int:
        """The seat's score in the match so far."""
        return sum(self.deal_scores)

    def deal_figures(self) -> list[int]:
        """What each deal added to the seat's running figure (entries counted before figures were
        kept have only game points: those are their figure)."""
        return list(self.figures) if self.figures or self.figure != "game-points" else list(self.deal_scores)


def deal_won(deal_score: list[int], seat: int, lower_is_better: bool = False) -> bool:
    """True if ``seat`` had the best figure of the deal and not everybody's was the same."""
    if lower_is_better:
        deal_score = [-v for v in deal_score]
    best = max(deal_score)
    return deal_score[seat] == best and min(deal_score) < best


def match_stats(record: Record, match: Match) -> list[MatchStats]:
    """The entries of the people's seats of a match (none before its first deal ends)."""
    if not match.results:
        return []
    assisted = [a for a in ASSISTS if record.flags.get(a)]
    winners = set(match.winners()) if match.over else set()
    standing = match.game.standing(match)
    out = []
    for seat, player in enumerate(record.players):
        if player.kind != "human":
            continue
        scores = [r.deal_score[seat] for r in match.results]
        out.append(MatchStats(
            key=f"{match_key(record)}|{seat}", game=record.game, players=record.n_players, seat=seat,
            name=player.name, date=record.updated or now_iso(), deal_scores=scores,
            deals_won=sum(1 for figures in standing.deals if deal_won(figures, seat, standing.lower_is_better)),
            over=match.over, won=seat in winners, assisted=assisted,
            figure=standing.kind, figures=[figures[seat] for figures in standing.deals],
        ))
    return out


@dataclass
class StatsRow:
    """The totals of one game at one number of players."""

    game: str
    players: int
    games: int = 0
    finished: int = 0
    won: int = 0
    deals: int = 0
    deals_won: int = 0
    average_deal: float | None = None  # mean of what a deal added to the running figure
    average_game: float | None = None  # mean final score of the finished games (game points)
    best_deal: int | None = None  # the best deal's figure (the fewest losses where fewer is better)
    best_game: int | None = None  # best final score of a finished game
    assisted: int = 0  # games played with undo, hints or from a branch
    figure: str = "game-points"  # what the deal columns count (a kind of core.game.Standing)


def summarise(entries: Iterable[MatchStats], include_assisted: bool = True) -> list[StatsRow]:
    """The rows per (game, players), sorted by game and player count."""
    rows: dict[tuple[str, int], StatsRow] = {}
    sums: dict[tuple[str, int], list[int]] = {}
    kept = [e for e in entries if include_assisted or not e.assisted]
    # A game's deal columns count the figure of its newest entry; an entry counted in another
    # figure (before the game kept one) still counts as a game, not in the deal columns.
    figure = {(e.game, e.players): e.figure for e in sorted(kept, key=lambda e: e.date)}
    for e in kept:
        k = (e.game, e.players)
        row = rows.setdefault(k, StatsRow(e.game, e.players, figure=figure[k]))
        totals = sums.setdefault(k, [0, 0, 0])  # sum of deal figures, of finished games' scores, deals
        row.games += 1
        row.deals += len(e.deal_scores)
        row.assisted += 1 if e.assisted else 0
        figures = e.deal_figures() if e.figure == row.figure else []
        if figures:
            row.deals_won += e.deals_won
            totals[0] += sum(figures)
            totals[2] += len(figures)
            pick = min if row.figure == "losses" else max
            best = pick(figures)
            row.best_deal = best if row.best_deal is None else pick(row.best_deal, best)
        if e.over:
            row.finished += 1
            row.won += 1 if e.won else 0
            totals[1] += e.total
            row.best_game = e.total if row.best_game is None else max(row.best_game, e.total)
    for k, row in rows.items():
        if sums[k][2]:
            row.average_deal = sums[k][0] / sums[k][2]
        if row.finished:
            row.average_game = sums[k][1] / row.finished
    return [rows[k] for k in sorted(rows)]


CSV_COLUMNS = [f.name for f in fields(StatsRow)]


def to_csv(rows: Iterable[StatsRow]) -> str:
    """The rows as CSV text with a header line (averages with two decimals)."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(CSV_COLUMNS)
    for row in rows:
        values = asdict(row)
        writer.writerow(["" if values[c] is None else (f"{values[c]:.2f}" if isinstance(values[c], float)
                                                        else values[c]) for c in CSV_COLUMNS])
    return out.getvalue()


def _entry(data: Any) -> MatchStats | None:
    if not isinstance(data, dict):
        return None
    try:
        e = MatchStats(**data)
    except TypeError:
        return None
    ints = lambda v: isinstance(v, int) and not isinstance(v, bool)  # noqa: E731
    ok = (isinstance(e.key, str) and isinstance(e.game, str) and ints(e.players) and ints(e.seat)
          and isinstance(e.name, str) and isinstance(e.date, str) and isinstance(e.deal_scores, list)
          and all(ints(v) for v in e.deal_scores) and ints(e.deals_won) and isinstance(e.over, bool)
          and isinstance(e.won, bool) and isinstance(e.assisted, list)
          and e.figure in STANDING_KINDS and isinstance(e.figures, list) and all(ints(v) for v in e.figures))
    return e if ok else None


class StatisticsStore:
    """The statistics file of a data folder.

    A damaged file is renamed aside (``statistics-damaged-….json``) and counting starts again;
    :attr:`problem` says what happened, for the window to tell. A file written by a newer
    tarotdesk is left alone: the statistics are then shown but not updated; so is anything that
    is not a file we may read (a folder, a named pipe, a device, no permission), which is never
    moved.

    Another copy of the program may count its games in the same file: before counting, a file
    changed on disk since this store last read or wrote it is read again, so that neither copy
    writes over the other's games.
    """

    def __init__(self, path: Path) -> None:
        self.path = path
        self.problem: StorageError | None = None
        self.read_only = False
        self._entries: dict[str, MatchStats] | None = None
        self._seen: tuple[int, int] | None = None  # (mtime, size) of the file as last read or written
        self._unsaved = False  # counts in memory that a failed write did not keep

    def entries(self) -> list[MatchStats]:
        """Every match entry, oldest first."""
        return list(self._load().values())

    def rows(self, include_assisted: bool = True) -> list[StatsRow]:
        """The totals per game and player count."""
        return summarise(self.entries(), include_assisted)

    def update(self, record: Record, match: Match) -> None:
        """Count the match as it stands now (replacing its earlier entry); StorageError if the file
        cannot be written (the counts stay in memory and are written with the next update)."""
        if not self._unsaved and self._entries is not None and self._signature() != self._seen:
            self._entries = None  # written by another copy of the program meanwhile
        entries = self._load()
        key = match_key(record) + "|"
        old = {k: entries.pop(k) for k in [k for k in entries if k.startswith(key)]}
        new = {e.key: e for e in match_stats(record, match)}
        entries.update(new)
        if {k: (e.deal_scores, e.over, e.assisted) for k, e in old.items()} != \
                {k: (e.deal_scores, e.over, e.assisted) for k, e in new.items()}:
            self._save()

    def export_csv(self, path: str | os.PathLike[str], include_assisted: bool = True) -> None:
        """Write the rows to a CSV file (StorageError on failure)."""
        write_text(path, to_csv(self.rows(include_assisted)))

    def _save(self) -> None:
        if self.read_only:
            # Whatever made the file untouchable (a newer format, a file that could not be set
            # aside, a folder in its place) is what the user is told.
            raise self.problem or StorageError("read-only", self.path, "the file was written by a newer tarotdesk")
        data = {"format": FORMAT, "version": VERSION, "matches": [asdict(e) for e in self._load().values()]}
        self._unsaved = True
        write_json(self.path, data)
        self._unsaved = False
        self._seen = self._signature()

    def _signature(self) -> tuple[int, int] | None:
        try:
            st = self.path.stat()
        except OSError:
            return None
        return (st.st_mtime_ns, st.st_size)

    def _load(self) -> dict[str, MatchStats]:
        if self._entries is not None:
            return self._entries
        self._entries = {}
        self._seen = self._signature()
        try:
            data = read_json(self.path)
        except StorageError as exc:
            if exc.kind == "damaged":
                self._set_aside(exc.detail)
            else:
                # A folder or a pipe in the file's place, or a file we may not read, is not ours to
                # move: it stays as it is, and nothing is counted into it.
                self.read_only = True
                self.problem = exc
            return self._entries
        if data is None:
            return self._entries
        if not isinstance(data, dict) or data.get("format") != FORMAT or not isinstance(data.get("matches"), list):
            self._set_aside("this is not a statistics file of tarotdesk")
            return self._entries
        version = data.get("version")
        if isinstance(version, int) and not isinstance(version, bool) and version > VERSION:
            self.read_only = True
            self.problem = StorageError("read-only", self.path, "the file was written by a newer tarotdesk")
        parsed = [_entry(x) for x in data["matches"]]
        if any(e is None for e in parsed):
            self._set_aside("some entries are not statistics of tarotdesk")
            return self._entries
        self._entries = {e.key: e for e in parsed if e is not None}
        return self._entries

    def _set_aside(self, reason: str) -> None:
        stamp = now_iso().replace(":", "").replace("-", "")[:15]
        target = self.path.with_name(f"statistics-damaged-{stamp}.json")
        try:
            os.replace(self.path, target)
        except OSError as exc:
            # Counting on would overwrite the damaged file: keep it and count nothing.
            self.read_only = True
            self.problem = StorageError("damaged", self.path, f"{reason}; {exc.strerror or exc}")
            return
        self.problem = StorageError("damaged", self.path, f"{reason}; it was kept as {target.name}")
