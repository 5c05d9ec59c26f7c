"""A headless client that plays one invited seat with a computer player until the match ends.

The bot sees the table as any client does: through its seat's messages, read into
:class:`~tarotdesk.net.remote.RemoteSeats`. A ``random`` bot draws among the legal actions it
was sent; a bot of another level asks the table to choose for its seat (``decide``: the
table's computer player answers from the seat's own view, as it gives hints, where the table
allows hints). It says the next deal may come as soon as a deal is over, and comes back by
itself when the connection drops. When the match is over it has the released record.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Callable

from ..core.actions import Action
from ..core.events import IllegalAction
from ..core.records import Record
from ..core.rng import SeededRNG
from .client import Connection
from .invites import Invite
from .remote import Lookup, RemoteSeats


class BotFailed(RuntimeError):
    """The bot could not finish the match (the reason says why)."""


@dataclass
class Bot:
    """One seat played by a computer player over the network (see the module documentation)."""

    invite: Invite
    level: str = "random"
    games: Lookup | None = None
    name: str | None = None
    seed: int = 0
    #: Called after every message read (tests look at the bot's seat there).
    on_poll: Callable[["Bot"], None] | None = None
    errors: list[tuple[str, str]] = field(default_factory=list)

    def __post_init__(self) -> None:
        if self.games is None:
            from ..games.registry import get_game

            self.games = get_game
        self.connection = Connection(self.invite, self.name)
        self.seats = RemoteSeats(self.connection, self.games)
        self.seats.failed.append(lambda code, message: self.errors.append((code, message)))
        self._rng = SeededRNG(self.seed)
        self._asked: tuple[int, int] | None = None  # the sequence number and connection a move was asked at
        self._dealt: int | None = None  # the deal whose end was answered with next_deal

    def play(self, timeout: float = 300.0) -> Record:
        """Play until the match is over and return its record (BotFailed if that cannot be)."""
        self.connection.start()
        deadline = time.monotonic() + timeout
        try:
            while self.seats.record is None:
                if time.monotonic() > deadline:
                    raise BotFailed(f"the match did not end within {timeout:.0f} s")
                self._wait(deadline)
                if self.on_poll is not None:
                    self.on_poll(self)
                if self.seats.opened:
                    self._turn()
            return self.seats.record
        finally:
            self.connection.close()

    def _wait(self, deadline: float) -> None:
        self.seats.poll(wait=max(0.01, min(1.0, deadline - time.monotonic())))
        if self.errors and not self.connection.alive and self.seats.record is None:
            code, message = self.errors[-1]
            raise BotFailed(f"{code}: {message}")

    def _turn(self) -> None:
        s = self.seats.state()
        seq = self.seats.seq
        if s.over:
            return
        if s.deal_over:
            if self._dealt != s.deal_index:
                self._dealt = s.deal_index
                self.seats.next_deal()
            return
        asked = (seq, self.connection.opened)  # asked again after a new connection: the answer may be lost
        if s.current_player != self.seats.seat or not s.legal or self._asked == asked:
            return
        self._asked = asked
        if self.level == "random":
            try:
                self.seats.act(self._rng.choice(list(s.legal)))
            except IllegalAction:
                # A new connection, whose state has not come yet, while the move sent on the one
                # before is still marked as sent: ask again when the state comes.
                self._asked = None
            return
        if self._decided not in self.seats.decided:
            self.seats.decided.append(self._decided)
        self.connection.send({"type": "decide", "seq": seq, "level": self.level})

    def _decided(self, seq: int, action: Action | None) -> None:
        s = self.seats.state()
        if seq != self.seats.seq or s.current_player != self.seats.seat:
            return
        choice = action if action is not None and action in s.legal else self._rng.choice(list(s.legal))
        try:
            self.seats.act(choice)
        except IllegalAction:
            self._asked = None  # as above: asked again at the next state
