"""The server's journal of its tables: SQLite in WAL mode, appended to as each action is applied.

A table's row keeps its record's header (the game, the players, the options, the seed: the
record format, with no action yet), its rules and the hash of its host key; its seats' rows the
hashes of their invites and tokens and when the invites expire; its actions' rows the record's
actions, one committed per action as the table applies it, before any seat is told of it. So a
server killed at any moment comes back with every table as its people last saw it
(:meth:`TableStore.tables`), and their clients resume with their tokens. No secret is written
here, only hashes. The seed is, as in the server's memory: the file is the server's own, kept
in its data folder.
"""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

#: The journal's file in the server's data folder.
STORE_FILE = "tables.sqlite3"

_SCHEMA = """
CREATE TABLE IF NOT EXISTS tables (id TEXT PRIMARY KEY, header TEXT NOT NULL, rules TEXT NOT NULL,
                                   host_hash TEXT NOT NULL, over INTEGER NOT NULL DEFAULT 0);
CREATE TABLE IF NOT EXISTS seats (table_id TEXT NOT NULL, seat INTEGER NOT NULL, invite_hash TEXT NOT NULL,
                                  invite_expires REAL NOT NULL, token_hash TEXT, name TEXT,
                                  PRIMARY KEY (table_id, seat));
CREATE TABLE IF NOT EXISTS actions (table_id TEXT NOT NULL, n INTEGER NOT NULL, seat INTEGER NOT NULL,
                                    action TEXT NOT NULL, PRIMARY KEY (table_id, n));
"""


@dataclass
class StoredSeat:
    """A person seat as journaled."""

    invite_hash: str
    invite_expires: float
    token_hash: str | None
    name: str | None


@dataclass
class StoredTable:
    """A table as journaled: enough to set it up again and replay it."""

    id: str
    header: str
    rules: dict[str, Any]
    host_hash: str
    seats: dict[int, StoredSeat] = field(default_factory=dict)
    actions: list[tuple[int, str]] = field(default_factory=list)


class TableStore:
    """The journal (see the module documentation); every write is committed at once."""

    def __init__(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        self._db = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
        self._db.execute("PRAGMA journal_mode=WAL")
        # NORMAL: a commit survives the server being killed (not a power cut), at a write per action.
        self._db.execute("PRAGMA synchronous=NORMAL")
        self._db.executescript(_SCHEMA)

    def close(self) -> None:
        """Close the file."""
        self._db.close()

    def add_table(self, table_id: str, header: str, rules: dict[str, Any], host_hash: str) -> None:
        """A new table, before any action."""
        self._db.execute("INSERT OR REPLACE INTO tables (id, header, rules, host_hash) VALUES (?, ?, ?, ?)",
                         (table_id, header, json.dumps(rules), host_hash))

    def set_seat(self, table_id: str, seat: int, invite_hash: str, invite_expires: float,
                 token_hash: str | None, name: str | None) -> None:
        """A seat's hashes and name as they are now."""
        self._db.execute("INSERT OR REPLACE INTO seats VALUES (?, ?, ?, ?, ?, ?)",
                         (table_id, seat, invite_hash, invite_expires, token_hash, name))

    def add_actions(self, table_id: str, first: int, actions: list[tuple[int, str]]) -> None:
        """Actions ``first``, ``first + 1`` ... of the table, as applied."""
        self._db.executemany("INSERT OR REPLACE INTO actions VALUES (?, ?, ?, ?)",
                             [(table_id, first + i, seat, text) for i, (seat, text) in enumerate(actions)])

    def finish(self, table_id: str) -> None:
        """The table's match is over (its record is written apart): it is not set up again."""
        self._db.execute("UPDATE tables SET over = 1 WHERE id = ?", (table_id,))

    def drop(self, table_id: str) -> None:
        """Forget a table."""
        with self._db:
            for name in ("actions", "seats"):
                self._db.execute(f"DELETE FROM {name} WHERE table_id = ?", (table_id,))
            self._db.execute("DELETE FROM tables WHERE id = ?", (table_id,))

    def tables(self) -> list[StoredTable]:
        """Every table whose match is not over, with its seats and actions in order."""
        found = [StoredTable(i, h, json.loads(r), k) for i, h, r, k in
                 self._db.execute("SELECT id, header, rules, host_hash FROM tables WHERE over = 0")]
        for t in found:
            for seat, invite, expires, token, name in self._db.execute(
                    "SELECT seat, invite_hash, invite_expires, token_hash, name FROM seats WHERE table_id = ?",
                    (t.id,)):
                t.seats[seat] = StoredSeat(invite, expires, token, name)
            t.actions = [(s, a) for s, a in self._db.execute(
                "SELECT seat, action FROM actions WHERE table_id = ? ORDER BY n", (t.id,))]
        return found
