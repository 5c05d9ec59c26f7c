"""Auctions with seat priority: the bidding shared by Tarocc'Ombre and Hungarian Tarokk.

Levels are integers, higher = stronger contract. Players speak in turn, skipping those who
passed; a pass is final. A player may *hold* (bid the same level as the current holder) when
his seat priority is higher (a lower priority number); otherwise he must bid higher. Games add
their own restrictions (honours required, invitations, jumps) on top of :meth:`minimal_level`.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class SeatPriorityAuction:
    """State of one auction.

    ``order``: the bidders in priority order (index 0 = highest priority), which is also the
    first round's speaking order. ``levels``: the number of contract levels (0 … levels−1).
    ``end_when_unbeatable``: stop as soon as the top level is held by the highest-priority
    player still in (nobody could overbid him); otherwise the others still speak and pass.
    """

    order: list[int]
    levels: int
    end_when_unbeatable: bool = False
    high: int | None = None
    holder: int | None = None
    passed: set[int] = field(default_factory=set)
    turn_index: int = 0
    history: list[tuple[int, int | None]] = field(default_factory=list)  # (seat, level or None=pass)

    def clone(self) -> "SeatPriorityAuction":
        """An independent copy (states copy their parts through ``clone``)."""
        return SeatPriorityAuction(list(self.order), self.levels, self.end_when_unbeatable, self.high,
                                   self.holder, set(self.passed), self.turn_index, list(self.history))

    def priority(self, seat: int) -> int:
        """0 for the highest-priority seat."""
        return self.order.index(seat)

    @property
    def current(self) -> int | None:
        """The seat to speak, or None when the auction is over."""
        return None if self.finished else self.order[self.turn_index]

    def minimal_level(self, seat: int) -> int | None:
        """The lowest level ``seat`` may bid now (a hold when allowed), or None if none is."""
        if self.high is None:
            return 0
        if self.holder is not None and self.priority(seat) < self.priority(self.holder):
            return self.high
        return self.high + 1 if self.high + 1 < self.levels else None

    def bid(self, seat: int, level: int) -> None:
        """Record a bid (the caller has checked its legality)."""
        self.high, self.holder = level, seat
        self.history.append((seat, level))
        self._advance()

    def pass_(self, seat: int) -> None:
        """Record a final pass."""
        self.passed.add(seat)
        self.history.append((seat, None))
        self._advance()

    @property
    def all_passed(self) -> bool:
        """Everybody passed without any bid (a passed-out deal)."""
        return self.high is None and len(self.passed) == len(self.order)

    @property
    def finished(self) -> bool:
        """No more bidding: passed out, or a declarer is known."""
        if self.all_passed:
            return True
        if self.holder is None:
            return False
        others_in = [s for s in self.order if s not in self.passed and s != self.holder]
        if not others_in:
            return True
        if self.end_when_unbeatable and self.high == self.levels - 1:
            return all(self.priority(s) > self.priority(self.holder) for s in others_in)
        return False

    @property
    def declarer(self) -> int | None:
        """The winner of a finished auction (None if passed out or still running)."""
        return self.holder if self.finished and not self.all_passed else None

    def _advance(self) -> None:
        if self.finished:
            return
        n = len(self.order)
        for step in range(1, n + 1):
            i = (self.turn_index + step) % n
            if self.order[i] not in self.passed:
                self.turn_index = i
                return
