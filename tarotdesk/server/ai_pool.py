"""The server's computer players: a pool of AI worker processes, and each table's release clock.

:class:`PooledAIService` spreads the requests of every table over a few
:class:`~tarotdesk.ai.worker.AIWorker` processes (each watches this process and ends with it).
A computer seat's moves always go to the same worker (chosen by game, level and seed), so a
player that remembers its match keeps doing so; hints go to the least busy worker. Nothing is
decided on the event loop: the server's loop only polls the pool.

:class:`ReleasedAI` is what one table's :class:`~tarotdesk.table.table.Table` asks. It hands the
requests to the pool at once and posts every answer to the table's own queue, so that only the
table's task changes the table; a computer's move is released no sooner than a fixed delay
after it was asked for, the same for a forced move and a free one, so that how long the
computer took tells nobody anything about its hand.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any, Callable

from ..ai.service import AIService, Answer, Failure
from ..ai.worker import AIWorker

#: How long after it was asked a computer player's move is shown, by default (seconds).
DEFAULT_RELEASE = 0.9


class PooledAIService(AIService):
    """Requests spread over ``size`` worker processes (see the module documentation)."""

    def __init__(self, size: int = 2, services: list[AIService] | None = None) -> None:
        self._services = services if services is not None else [AIService(AIWorker()) for _ in range(max(1, size))]
        self._owns_worker = False
        self._open: dict[int, tuple[AIService, int | None]] = {}
        self._late = []
        self.wake: list[Callable[[], None]] = []
        self._next = 1

    def start(self) -> None:
        """Start every worker process."""
        for s in self._services:
            s.start()

    @property
    def busy(self) -> bool:
        return any(s.busy for s in self._services)

    def _route(self, service: AIService, ask: Callable[[Answer, Failure], int | None], on_answer: Answer,
               on_fail: Failure) -> int:
        was_busy = self.busy
        rid, self._next = self._next, self._next + 1

        def answered(value: Any) -> None:
            if self._open.pop(rid, None) is not None:
                on_answer(value)

        def failed(message: str) -> None:
            if self._open.pop(rid, None) is not None:
                on_fail(message)

        self._open[rid] = (service, None)
        inner = ask(answered, failed)
        if rid in self._open:
            self._open[rid] = (service, inner)
        if not was_busy:
            for wake in list(self.wake):
                wake()
        return rid

    def _for_player(self, view: Any, level: str, seed: int | str) -> AIService:
        key = f"{view.game.id}|{level}|{seed}"
        return self._services[sum(key.encode()) % len(self._services)]

    def _least_busy(self) -> AIService:
        return min(self._services, key=lambda s: len(getattr(s, "_open", ())))

    def move(self, view: Any, level: str, seed: int | str, on_answer: Callable[[str], None],
             on_fail: Failure) -> int | None:
        service = self._for_player(view, level, seed)
        return self._route(service, lambda a, f: service.move(view, level, seed, a, f), on_answer, on_fail)

    def hints(self, view: Any, k: int, seed: int | str, on_answer: Callable[[list[Any]], None],
              on_fail: Failure) -> int | None:
        service = self._least_busy()
        return self._route(service, lambda a, f: service.hints(view, k, seed, a, f), on_answer, on_fail)

    def why(self, view: Any, action: str, seed: int | str, on_answer: Callable[[Any], None],
            on_fail: Failure) -> int | None:
        service = self._least_busy()
        return self._route(service, lambda a, f: service.why(view, action, seed, a, f), on_answer, on_fail)

    def cancel(self, rid: int | None) -> None:
        found = self._open.pop(rid, None) if rid is not None else None
        if found is not None:
            found[0].cancel(found[1])

    def poll(self) -> bool:
        for s in self._services:
            s.poll()
        return self.busy

    def close(self) -> None:
        self._open.clear()
        for s in self._services:
            s.close()
            if s.worker is not None and not getattr(s, "_owns_worker", False):
                s.worker.close()


@dataclass
class ReleaseDelays:
    """How long after it was asked for a computer player's move is shown: one delay per phase
    (a phase not listed takes ``default``), the same whatever the move."""

    default: float = DEFAULT_RELEASE
    by_phase: dict[str, float] = field(default_factory=dict)

    def of(self, phase: str) -> float:
        """The delay of ``phase`` (seconds)."""
        return self.by_phase.get(phase, self.default)


class ReleasedAI(AIService):
    """One table's AI: the pool's answers come back through the table's queue (see the module
    documentation). ``post(fn, at)`` runs ``fn`` on the table's task, no sooner than monotonic
    time ``at``."""

    def __init__(self, pool: AIService, post: Callable[[Callable[[], None], float], None],
                 delays: ReleaseDelays) -> None:
        self._pool = pool
        self._post = post
        self.delays = delays
        self._open = {}
        self._late = []
        self.wake = []
        self._owns_worker = False

    @property
    def busy(self) -> bool:
        return False  # the pool is polled by the server, never through a table

    def _back(self, fn: Callable[[Any], None], at: float = 0.0) -> Callable[[Any], None]:
        return lambda value: self._post(lambda: fn(value), at)

    def move(self, view: Any, level: str, seed: int | str, on_answer: Callable[[str], None],
             on_fail: Failure) -> int | None:
        due = time.monotonic() + self.delays.of(view.deal.phase)
        return self._pool.move(view, level, seed, self._back(on_answer, due), self._back(on_fail, due))

    def hints(self, view: Any, k: int, seed: int | str, on_answer: Callable[[list[Any]], None],
              on_fail: Failure) -> int | None:
        return self._pool.hints(view, k, seed, self._back(on_answer), self._back(on_fail))

    def why(self, view: Any, action: str, seed: int | str, on_answer: Callable[[Any], None],
            on_fail: Failure) -> int | None:
        return self._pool.why(view, action, seed, self._back(on_answer), self._back(on_fail))

    def cancel(self, rid: int | None) -> None:
        self._pool.cancel(rid)

    def poll(self) -> bool:
        return False

    def close(self) -> None:
        """Nothing to close: the pool is the server's."""
