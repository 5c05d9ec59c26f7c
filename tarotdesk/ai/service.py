"""The AI worker's requests with callbacks: one dispatcher for everything that asks it.

A table asks for its computer seats' moves, a seat for hints and for the reading of a move, the
replay viewer for a game review. They all share one :class:`~tarotdesk.ai.worker.AIWorker`
process through one :class:`AIService`: each request names the callbacks its answer goes to,
so an answer can never reach someone who did not ask for it. Whoever runs an event loop calls
:meth:`AIService.poll` while requests are open (:attr:`AIService.busy`): the window's timer, a
server's loop, a test. ``wake`` callbacks hear when the first request of a quiet spell opens,
so that a poller sleeps while nothing is asked.

No Qt here: the window, the table server and the tests use the same service.
"""

from __future__ import annotations

import weakref
from dataclasses import dataclass
from typing import Any, Callable

from .review import DecisionReview, Review
from .worker import AIWorker, AIWorkerError

#: Something the service reports back: an answer, or why there is none.
Answer = Callable[[Any], None]
Failure = Callable[[str], None]
Progress = Callable[[int, int, DecisionReview], None]


@dataclass
class _Open:
    """A request still waiting for its answer."""

    kind: str  # "move", "hints", "why" or "review"
    on_answer: Answer
    on_fail: Failure
    on_step: Progress | None = None


#: One service per worker, so that two users of one worker never read each other's answers.
_SHARED: "weakref.WeakKeyDictionary[AIWorker, AIService]" = weakref.WeakKeyDictionary()


class AIService:
    """Requests to one AI worker, answered through callbacks (see the module documentation)."""

    def __init__(self, worker: AIWorker | None = None) -> None:
        self.worker = worker or AIWorker()
        self._owns_worker = worker is None
        self._open: dict[int, _Open] = {}
        self._late: list[tuple[Failure, str]] = []  # requests that could not even be sent
        self.wake: list[Callable[[], None]] = []

    @classmethod
    def shared(cls, worker: AIWorker) -> "AIService":
        """The service of ``worker`` (made on first use; the worker stays its owner's to close)."""
        service = _SHARED.get(worker)
        if service is None:
            service = _SHARED[worker] = cls(worker)
        return service

    def start(self) -> None:
        """Start the worker process ahead of the first request."""
        self.worker.start()

    @property
    def busy(self) -> bool:
        """True while a request waits for its answer (or a refusal waits to be told)."""
        return bool(self._open) or bool(self._late)

    # -- asking -------------------------------------------------------------------------------------
    def move(self, view: Any, level: str, seed: int | str, on_answer: Callable[[str], None],
             on_fail: Failure) -> int | None:
        """Ask for ``view.seat``'s action (its text comes to ``on_answer``); the request's id."""
        return self._send("move", lambda: self.worker.request(view, level, seed, view.game.id), on_answer, on_fail)

    def hints(self, view: Any, k: int, seed: int | str, on_answer: Callable[[list[Any]], None],
              on_fail: Failure) -> int | None:
        """Ask for up to ``k`` suggested actions of ``view.seat``, best first (a list of ``Hint``)."""
        return self._send("hints", lambda: self.worker.request_hints(view, k=k, seed=seed), on_answer, on_fail)

    def why(self, view: Any, action: str, seed: int | str, on_answer: Callable[[Any], None],
            on_fail: Failure) -> int | None:
        """Ask why ``view.seat`` might make ``action`` in ``view`` (a ``MoveExplanation``)."""
        return self._send("why", lambda: self.worker.request_why(view, action, seed=seed), on_answer, on_fail)

    def review(self, record_text: str, seat: int, deal: int | None, on_step: Progress,
               on_answer: Callable[[Review], None], on_fail: Failure) -> int | None:
        """Review ``seat``'s decisions in a record (deal ``deal`` only, if given): ``on_step`` after
        each decision, ``on_answer`` with the whole review."""
        return self._send("review", lambda: self.worker.request_review(record_text, seat, deal), on_answer,
                          on_fail, on_step)

    def _send(self, kind: str, send: Callable[[], int], on_answer: Answer, on_fail: Failure,
              on_step: Progress | None = None) -> int | None:
        was_busy = self.busy
        try:
            rid = send()
        except Exception as exc:  # a request that cannot be sent is told at the next poll, never inside the ask
            self._late.append((on_fail, f"{type(exc).__name__}: {exc}"))
            rid = None
        else:
            self._open[rid] = _Open(kind, on_answer, on_fail, on_step)
        if not was_busy:
            for wake in list(self.wake):
                wake()
        return rid

    def cancel(self, rid: int | None) -> None:
        """Forget request ``rid``: its answer, if one comes, goes nowhere."""
        if rid is not None and self._open.pop(rid, None) is not None:
            self.worker.cancel(rid)

    # -- answers ------------------------------------------------------------------------------------
    def poll(self) -> bool:
        """Hand every answer that arrived to its callbacks; True while requests remain open."""
        late, self._late = self._late, []
        for on_fail, message in late:
            on_fail(message)
        if not self._open:
            return self.busy
        kinds = {o.kind for o in self._open.values()}
        try:
            moves = self.worker.poll()
            hints = self.worker.poll_hints() if kinds & {"hints", "why"} else []
            reviews = self.worker.poll_reviews() if "review" in kinds else []
        except AIWorkerError as exc:
            failed = self._open.pop(exc.request_id, None)
            if failed is not None:
                failed.on_fail(exc.message)
            return self.busy
        for rid, text in moves:
            self._answer(rid, text)
        for rid, found in hints:
            kind = self._open[rid].kind if rid in self._open else None
            self._answer(rid, found[0] if kind == "why" else found)
        for rid, kind, payload in reviews:
            if kind == "step":
                waiting = self._open.get(rid)
                if waiting is not None and waiting.on_step is not None:
                    done, total, decision = payload
                    waiting.on_step(done, total, DecisionReview.from_json(decision))
            else:
                self._answer(rid, Review.from_json(payload))
        return self.busy

    def _answer(self, rid: int, payload: Any) -> None:
        waiting = self._open.pop(rid, None)
        if waiting is not None:
            waiting.on_answer(payload)

    def close(self) -> None:
        """Forget every request, and stop the worker if this service started it."""
        for rid in list(self._open):
            self.cancel(rid)
        self._late.clear()
        if self._owns_worker:
            self.worker.close()


class InlineAIService(AIService):
    """The same requests answered in this process, at the next :meth:`poll` (for tests, tools and
    anything that runs its own loop without a worker process). Players are kept per ``(game,
    level, seed)`` as the worker keeps them, so a player that remembers its match does so here too."""

    def __init__(self, time_limit: float | None = None) -> None:
        self._open = {}
        self._late = []
        self.wake = []
        self._owns_worker = False
        self._queue: list[tuple[int, Callable[[], Any]]] = []
        self._next = 1
        self._players: dict[tuple[str, str, str], Any] = {}
        self.time_limit = time_limit

    def start(self) -> None:
        """Nothing to start."""

    def _queued(self, kind: str, compute: Callable[[], Any], on_answer: Answer, on_fail: Failure,
                on_step: Progress | None = None) -> int:
        was_busy = self.busy
        rid, self._next = self._next, self._next + 1
        self._open[rid] = _Open(kind, on_answer, on_fail, on_step)
        self._queue.append((rid, compute))
        if not was_busy:
            for wake in list(self.wake):
                wake()
        return rid

    def move(self, view: Any, level: str, seed: int | str, on_answer: Callable[[str], None],
             on_fail: Failure) -> int | None:
        def choose() -> str:
            from .players import make_player

            key = (view.game.id, level, str(seed))
            player = self._players.get(key)
            if player is None:
                player = self._players[key] = make_player(level, view.game, seed, time_limit=self.time_limit)
            return player.choose(view).text

        return self._queued("move", choose, on_answer, on_fail)

    def hints(self, view: Any, k: int, seed: int | str, on_answer: Callable[[list[Any]], None],
              on_fail: Failure) -> int | None:
        from .hints import hints

        return self._queued("hints", lambda: hints(view, k=k, seed=seed, time_limit=self.time_limit),
                            on_answer, on_fail)

    def why(self, view: Any, action: str, seed: int | str, on_answer: Callable[[Any], None],
            on_fail: Failure) -> int | None:
        from ..core.actions import Action
        from .why import explain_move

        return self._queued("why", lambda: explain_move(view, Action.parse(action), seed, time_limit=self.time_limit),
                            on_answer, on_fail)

    def review(self, record_text: str, seat: int, deal: int | None, on_step: Progress,
               on_answer: Callable[[Review], None], on_fail: Failure) -> int | None:
        def run() -> Review:
            from ..core.records import parse_record
            from ..games.registry import get_game
            from .review import review_record

            record = parse_record(record_text, get_game)
            waiting = self._open.get(rid)
            progress = waiting.on_step if waiting is not None else None
            return review_record(record, get_game, seat, deal, progress=progress)

        rid = self._queued("review", run, on_answer, on_fail, on_step)
        return rid

    def cancel(self, rid: int | None) -> None:
        if rid is not None:
            self._open.pop(rid, None)
            self._queue = [(r, c) for r, c in self._queue if r != rid]

    def poll(self) -> bool:
        """Answer the requests asked so far (those they lead to wait for the next poll)."""
        late, self._late = self._late, []
        for on_fail, message in late:
            on_fail(message)
        queue, self._queue = self._queue, []
        for rid, compute in queue:
            if rid not in self._open:
                continue
            try:
                answer = compute()
            except Exception as exc:  # a player that raises is told as the worker tells it
                failed = self._open.pop(rid, None)
                if failed is not None:
                    failed.on_fail(f"{type(exc).__name__}: {exc}")
                continue
            self._answer(rid, answer)
        return self.busy

    def close(self) -> None:
        self._open.clear()
        self._queue.clear()
        self._late.clear()
