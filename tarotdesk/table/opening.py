"""Tables made from records: a saved game played on, the autosave resumed, an undo, a branch,
a deal dealt again.

The window decides what to do with a record from a few facts (is it over, does a person at this
computer play in it, how far did it go): :class:`OpenedRecord` gives those facts and keeps the
replayed match to itself; :meth:`OpenedRecord.table` seats it at a new table. Reading and
replaying raise :class:`~tarotdesk.core.records.RecordError` with the reader's message.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable

from ..core.cards import Card
from ..core.game import Game
from ..core.match import DealSetup, Match
from ..core.records import PlayerInfo, Record
from ..storage.files import open_record_file, open_record_text
from ..storage.timeline import match_at
from .setup import GameSetup
from .table import Table

if TYPE_CHECKING:
    from ..ai.service import AIService
    from ..guides.coach import Coach

Lookup = Callable[[str], Game]


@dataclass(frozen=True)
class OpenedRecord:
    """A record that was read and replayed to its last action (see the module documentation)."""

    record: Record
    _match: Match = field(repr=False)

    @property
    def over(self) -> bool:
        """True if the record's match has ended."""
        return self._match.over

    @property
    def deal_index(self) -> int:
        """The index of the deal the record stops in."""
        return self._match.deal_index

    @property
    def moves(self) -> int:
        """The number of actions made."""
        return len(self.record.actions)

    @property
    def has_person(self) -> bool:
        """True if somebody at this computer plays in it (a seat of kind ``human``)."""
        return any(p.kind == "human" for p in self.record.players)

    def table(self, games: Lookup, ai: AIService | None, flags: dict[str, Any] | None = None,
              coach: Coach | None = None) -> Table:
        """A table that plays the match on from where the record stops."""
        record = self.record
        setup = GameSetup(record.game, list(record.players), dict(record.options), record.seed)
        return Table(games(record.game), setup, match=self._match.clone(), created=record.created,
                     flags=dict(record.flags) if flags is None else flags, ai=ai, coach=coach)


def open_file(path: str | Path, games: Lookup) -> OpenedRecord:
    """Read and replay a record file."""
    record, match = open_record_file(path, games)
    return OpenedRecord(record, match)


def open_text(text: str, games: Lookup) -> OpenedRecord:
    """Read and replay a record given as text (the clipboard)."""
    record, match = open_record_text(text, games)
    return OpenedRecord(record, match)


def opened(record: Record, games: Lookup) -> OpenedRecord:
    """Replay a record already read (a guide's, a branch)."""
    from ..storage.files import checked
    from ..core.records import replay

    return OpenedRecord(record, checked(lambda: replay(record, games=games)))


def undone(table: Table, games: Lookup, seats: frozenset[int]) -> tuple[Record, OpenedRecord] | None:
    """The match of ``table`` taken back to the start of the last decision of ``seats`` (None if
    they have not decided yet): the record cut there (flagged ``undo``) and it replayed, with the
    next deal dealt when the action after the cut belongs to it."""
    target = table.undo_target(seats)
    if target is None:
        return None
    record = table.record()
    match = match_at(record, target, games)
    cut = replace(record, actions=record.actions[:target], flags={**record.flags, "undo": True})
    return cut, OpenedRecord(cut, match)


def dealt_again(game: Game, players: list[PlayerInfo], options: dict[str, Any], setups: list[DealSetup],
                seed: int | str, ai: AIService | None, flags: dict[str, Any] | None = None) -> Table:
    """A new table whose first deal is dealt from ``setups`` (a deal again, the deal editor's)."""
    setup = GameSetup(game.id, list(players), dict(options), seed)
    match = Match(game, len(players), options, seed=seed, prearranged=list(setups))
    return Table(game, setup, match=match, flags=flags, ai=ai)


def first_deal(record: Record, game: Game) -> tuple[int, list[Card]]:
    """The dealer and the deck of a record's first deal (ValueError if the header cannot deal it):
    what the deal editor shows of a record pasted into it, before anyone plays."""
    match = Match(game, record.n_players, record.options, record.seed, record.first_dealer, record.prearranged)
    return match.dealer, match.deck_of(0)
