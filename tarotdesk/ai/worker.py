"""AI decisions in a separate process, so that a window (or any caller) never waits for them.

The API is four calls::

    worker = AIWorker()
    rid = worker.request(match.view(seat), level="standard", seed=1234)
    ...                                   # keep the event loop running
    for rid, action_text in worker.poll():  # non-blocking; may be empty
        match.apply(Action.parse(action_text), seat)
    worker.cancel(rid)                    # forget a request (e.g. the user started a new game)
    worker.close()

Hints for a person's seat go the same way: ``rid = worker.request_hints(view, k=3, seed=s)``,
then ``worker.poll_hints()`` gives ``(request id, [Hint, ...])`` pairs (see
:func:`tarotdesk.ai.hints.hints`); ``cancel`` and the failure reports work as for moves. So do
questions about a move made (``request_why``, answered with ``[MoveExplanation]``). A game
review (``request_review(record text, seat, deal)``) reports each reviewed decision as it goes and
then the whole review, through ``poll_reviews()``; a cancelled review stops after the decision
in hand.

``request`` pickles the seat's :class:`~tarotdesk.core.match.MatchView` and hands it to one
worker process (started with the ``spawn`` method, so it is safe on every platform and never
inherits a GUI). The process keeps one player per ``(game id, level, seed)`` made by
:func:`tarotdesk.ai.players.make_player`, so a player that remembers earlier moves of its
match keeps doing so; ``seed`` should therefore be fixed per seat and match. Requests are
answered in order. A request whose player raises is reported by :meth:`AIWorker.poll` as
:class:`AIWorkerError`; if the process itself dies, it is restarted once and the unanswered
requests are sent again.

The process never outlives the program that started it: a watchdog thread in it waits on the
parent's sentinel (a pipe that closes when the parent ends, however it ends) and ends the
process within :data:`PARENT_POLL` seconds of the parent's death, even in the middle of a
search. Without it, a killed window left its worker blocked on the request queue for ever, and
with it multiprocessing's resource tracker, which ends only when every process holding its pipe
has ended. Ctrl+C in a terminal reaches the whole process group: the worker ignores it and lets
the window decide how to stop.

Games and packs are not copied into the message: they are sent by name and the worker uses
its own objects (the game registry, or the module that defines the game), so a view costs
only its deal state to send. Pure Python: no Qt here.
"""

from __future__ import annotations

import copyreg
import importlib
import io
import multiprocessing as mp
import pickle
import os
import queue
import signal
import sys
import threading
import time
import types
from typing import Any, Callable

from ..core.actions import Action
from ..core.game import Game
from ..core.match import MatchView
from ..core.packs import Pack, pack

#: How long :meth:`AIWorker.close` waits for the process before terminating it (seconds).
CLOSE_TIMEOUT = 2.0
#: How often the worker's watchdog looks for its parent (seconds); the worker ends at most this
#: long after the parent (the sentinel usually wakes it at once).
PARENT_POLL = 0.25


class AIWorkerError(RuntimeError):
    """A request the worker could not answer (its player raised, or the process kept dying)."""

    def __init__(self, request_id: int, message: str) -> None:
        self.request_id = request_id
        self.message = message
        super().__init__(f"AI request {request_id} failed: {message}")


# -- pickling views with games and packs by name ----------------------------------------------------

def _read_only(data: dict[Any, Any]) -> types.MappingProxyType:
    """A read-only view of ``data`` (how a mapping proxy comes out of a message)."""
    return types.MappingProxyType(data)


def _reduce_mappingproxy(proxy: types.MappingProxyType) -> tuple[Any, tuple[Any, ...]]:
    # Read-only tables (rule data) are sent as a copy and made read-only again.
    return (_read_only, (dict(proxy),))


class _ViewPickler(pickle.Pickler):
    """Pickles a view with its Game and Pack objects replaced by references."""

    dispatch_table = {**copyreg.dispatch_table, types.MappingProxyType: _reduce_mappingproxy}

    def persistent_id(self, obj: Any) -> Any:  # noqa: D102 - pickle hook
        if isinstance(obj, Game):
            cls = type(obj)
            return ("game", obj.id, cls.__module__, cls.__qualname__)
        if isinstance(obj, Pack):
            return ("pack", obj.id)
        return None


class _ViewUnpickler(pickle.Unpickler):
    """Resolves the references written by :class:`_ViewPickler` to this process's objects."""

    def persistent_load(self, pid: Any) -> Any:  # noqa: D102 - pickle hook
        kind = pid[0]
        if kind == "pack":
            return pack(pid[1])
        if kind == "game":
            return _resolve_game(pid[1], pid[2], pid[3])
        raise pickle.UnpicklingError(f"unknown reference {pid!r}")


def dumps_view(view: MatchView) -> bytes:
    """A view as bytes (games and packs by name)."""
    buf = io.BytesIO()
    _ViewPickler(buf, protocol=pickle.HIGHEST_PROTOCOL).dump(view)
    return buf.getvalue()


def loads_view(data: bytes) -> MatchView:
    """The view written by :func:`dumps_view`."""
    return _ViewUnpickler(io.BytesIO(data)).load()


def _resolve_game(game_id: str, module_name: str, qualname: str) -> Game:
    # The registry's object when it is the same game; otherwise the module that defines it
    # (a game outside the registry, such as one a test defines).
    try:
        from ..games.registry import get_game

        game = get_game(game_id)
        if type(game).__module__ == module_name and type(game).__qualname__ == qualname:
            return game
    except KeyError:
        pass
    module = sys.modules.get(module_name) or importlib.import_module(module_name)
    for value in vars(module).values():
        candidates = value.values() if isinstance(value, dict) else (value,)
        for obj in candidates:
            if isinstance(obj, Game) and obj.id == game_id and type(obj).__qualname__ == qualname:
                return obj
    raise LookupError(f"game {game_id!r} is not defined in {module_name}")


# -- the worker process ------------------------------------------------------------------------------

def watch_parent(poll: float = PARENT_POLL, on_gone: Callable[[], None] | None = None) -> threading.Thread:
    """Start a daemon thread that ends this process (``os._exit``) once its parent is gone.

    The parent is watched two ways: its multiprocessing sentinel (closed by the system when the
    parent ends, on every platform), and, on POSIX systems, the parent process id (an orphan is
    handed to another process). ``on_gone`` replaces the exit (for tests).
    """
    parent = mp.parent_process()
    first_ppid = os.getppid()

    def gone() -> bool:
        if parent is not None:
            parent.join(poll)  # returns as soon as the sentinel closes
            if not parent.is_alive():
                return True
        else:
            time.sleep(poll)
        return sys.platform != "win32" and os.getppid() != first_ppid

    def watch() -> None:
        while not gone():
            pass
        (on_gone or _exit_orphan)()

    thread = threading.Thread(target=watch, name="tarotdesk-ai-parent-watch", daemon=True)
    thread.start()
    return thread


def _exit_orphan() -> None:
    # Nobody is left to answer: end at once, without waiting for the queues' feeder threads
    # (their pipes lead nowhere now) or a search in progress.
    os._exit(0)


def _serve(requests: Any, replies: Any) -> None:
    """The worker process's loop: answer requests in order, skipping cancelled ones."""
    from ..ai.players import make_player

    watch_parent()
    if threading.current_thread() is threading.main_thread():
        signal.signal(signal.SIGINT, signal.SIG_IGN)  # the window stops the worker, not Ctrl+C

    players: dict[tuple[str, str, str], Any] = {}
    backlog: list[tuple[Any, ...]] = []
    cancelled: set[int] = set()
    while True:
        if not backlog:
            backlog.append(requests.get())
        # Take everything already waiting, so cancellations reach requests queued before them.
        while True:
            try:
                backlog.append(requests.get_nowait())
            except queue.Empty:
                break
        message = backlog.pop(0)
        if message is None:
            return
        if message[0] == "cancel":
            cancelled.add(message[1])
            continue
        if message[1] in cancelled:
            cancelled.discard(message[1])
            continue
        if message[0] in ("hints", "why"):
            replies.put(_answer_hints(message))
            continue
        if message[0] == "review":
            _answer_review(message, requests, replies, backlog)
            continue
        _, rid, data, level, game_id, seed = message
        try:
            view = loads_view(data)
            key = (game_id, level, str(seed))
            player = players.get(key)
            if player is None:
                player = players[key] = make_player(level, view.game, seed)
            action = player.choose(view)
            replies.put(("ok", rid, action.text))
        except Exception as exc:  # reported to the caller, who decides what to do
            replies.put(("error", rid, f"{type(exc).__name__}: {exc}"))


def _answer_hints(message: tuple[Any, ...]) -> tuple[str, int, Any]:
    """The reply to a hint request: ("hints", id, [Hint, ...]) or ("error", id, message); to a
    question about a move made: ("hints", id, [MoveExplanation])."""
    from ..ai.hints import hints
    from ..ai.why import explain_move

    kind, rid, data, arg, seed, time_limit = message
    try:
        view = loads_view(data)
        if kind == "why":
            return ("hints", rid, [explain_move(view, Action.parse(arg), seed, time_limit)])
        return ("hints", rid, hints(view, k=arg, seed=seed, time_limit=time_limit))
    except Exception as exc:  # reported to the caller, who decides what to do
        return ("error", rid, f"{type(exc).__name__}: {exc}")


def _answer_review(message: tuple[Any, ...], requests: Any, replies: Any, backlog: list[tuple[Any, ...]]) -> None:
    """Review a record for one seat: ("review-step", id, (done, total, decision)) after each
    decision, then ("review", id, review) or ("error", id, message). Between two decisions the
    requests that arrived are read, so that a cancel (or the end of the worker) stops it."""
    from ..ai.review import ReviewCancelled, review_record
    from ..core.records import parse_record
    from ..games.registry import get_game

    _, rid, text, seat, deal = message

    def should_stop() -> bool:
        while True:
            try:
                backlog.append(requests.get_nowait())
            except queue.Empty:
                break
        return any(m is None or (m[0] == "cancel" and m[1] == rid) for m in backlog)

    def progress(done: int, total: int, decision: Any) -> None:
        replies.put(("review-step", rid, (done, total, decision.to_json())))

    try:
        review = review_record(parse_record(text, get_game), get_game, seat, deal, progress=progress,
                               should_stop=should_stop)
        replies.put(("review", rid, review.to_json()))
    except ReviewCancelled:
        pass
    except Exception as exc:  # reported to the caller, who decides what to do
        replies.put(("error", rid, f"{type(exc).__name__}: {exc}"))


class AIWorker:
    """One worker process answering AI requests; see the module documentation."""

    def __init__(self) -> None:
        self._ctx = mp.get_context("spawn")
        self._process: Any = None
        self._requests: Any = None
        self._replies: Any = None
        self._next_id = 1
        self._pending: dict[int, tuple[Any, ...]] = {}  # id -> message, until answered
        self._cancelled: set[int] = set()
        self._restarts = 0
        self._buffer: list[tuple[int, str]] = []
        self._hint_buffer: list[tuple[int, list[Any]]] = []
        self._review_buffer: list[tuple[int, str, Any]] = []

    # -- lifecycle ---------------------------------------------------------------------------------
    def start(self) -> None:
        """Start the process now (otherwise the first request starts it)."""
        if self._process is not None and self._process.is_alive():
            return
        self._requests = self._ctx.Queue()
        self._replies = self._ctx.Queue()
        self._process = self._ctx.Process(target=_serve, args=(self._requests, self._replies),
                                          name="tarotdesk-ai", daemon=True)
        self._process.start()

    @property
    def alive(self) -> bool:
        """True while the worker process runs."""
        return self._process is not None and self._process.is_alive()

    def close(self) -> None:
        """Stop the process (waiting briefly for it) and forget every request."""
        process = self._process
        self._process = None
        self._pending.clear()
        self._buffer.clear()
        self._hint_buffer.clear()
        self._review_buffer.clear()
        if process is None:
            return
        try:
            self._requests.put(None)
            process.join(CLOSE_TIMEOUT)
        finally:
            if process.is_alive():
                process.terminate()
                process.join(CLOSE_TIMEOUT)
            for q in (self._requests, self._replies):
                q.close()
                q.cancel_join_thread()

    def __enter__(self) -> "AIWorker":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- requests ----------------------------------------------------------------------------------
    def request(self, view: MatchView, level: str, seed: int | str, game_id: str | None = None) -> int:
        """Ask for ``view.seat``'s action; return the request id (answered later by :meth:`poll`)."""
        return self._send("choose", dumps_view(view), level, game_id or view.game.id, seed)

    def _send(self, kind: str, *fields: Any) -> int:
        """Start the worker if needed and queue a request; kept until answered (resent after a
        restart); return its id."""
        self.start()
        rid = self._next_id
        self._next_id += 1
        message = (kind, rid, *fields)
        self._pending[rid] = message
        self._requests.put(message)
        return rid

    def request_hints(self, view: MatchView, k: int = 3, seed: int | str = 0,
                      time_limit: float | None | str = "default") -> int:
        """Ask for up to ``k`` suggested actions for ``view.seat``; answered by :meth:`poll_hints`."""
        return self._send("hints", dumps_view(view), k, seed, time_limit)

    def request_why(self, view: MatchView, action: str, seed: int | str = 0,
                    time_limit: float | None | str = "default") -> int:
        """Ask why ``view.seat`` might make ``action`` (its text) in ``view``: answered by
        :meth:`poll_hints` as ``(request id, [MoveExplanation])`` (see :mod:`tarotdesk.ai.why`)."""
        return self._send("why", dumps_view(view), action, seed, time_limit)

    def request_review(self, record_text: str, seat: int, deal: int | None) -> int:
        """Ask for the review of ``seat``'s decisions in a record (its text; in deal ``deal`` only,
        if given): answered by :meth:`poll_reviews` (see :func:`tarotdesk.ai.review.review_record`)."""
        return self._send("review", record_text, seat, deal)

    def poll_reviews(self) -> list[tuple[int, str, Any]]:
        """Review news that arrived, as ``(request id, "step", (done, total, decision object))``
        after each decision and ``(request id, "done", review object)`` at the end (objects as
        written by ``to_json``); never blocks. Failures are raised as by :meth:`poll`."""
        self._receive()
        out, self._review_buffer = self._review_buffer, []
        return out

    def poll_hints(self) -> list[tuple[int, list[Any]]]:
        """Hint answers that arrived, as ``(request id, [Hint, ...])``; never blocks.

        Reads the same replies as :meth:`poll` (moves that arrive meanwhile wait for it), and
        raises :class:`AIWorkerError` the same way.
        """
        self._receive()
        out, self._hint_buffer = self._hint_buffer, []
        return out

    def cancel(self, request_id: int) -> None:
        """Forget a request: its answer, if any comes, is dropped."""
        if self._pending.pop(request_id, None) is not None:
            self._cancelled.add(request_id)
            if self._requests is not None:
                self._requests.put(("cancel", request_id))
        self._buffer = [r for r in self._buffer if r[0] != request_id]
        self._hint_buffer = [r for r in self._hint_buffer if r[0] != request_id]
        self._review_buffer = [r for r in self._review_buffer if r[0] != request_id]

    @property
    def pending(self) -> list[int]:
        """Ids of the requests not yet answered, oldest first."""
        return sorted(self._pending)

    def poll(self) -> list[tuple[int, str]]:
        """Answers that arrived since the last call, as ``(request id, action text)``; never blocks.

        Raises :class:`AIWorkerError` for a request that failed (answers that arrived with it
        are kept for the next call).
        """
        self._receive()
        out, self._buffer = self._buffer, []
        return out

    def _receive(self) -> None:
        """Move every reply that arrived into the answer buffers; raise the first failure."""
        failure: AIWorkerError | None = None
        while self._replies is not None and failure is None:
            try:
                status, rid, payload = self._replies.get_nowait()
            except queue.Empty:
                break
            if rid in self._cancelled:
                if status != "review-step":
                    self._cancelled.discard(rid)
                continue
            if status == "review-step":
                if rid in self._pending:
                    self._review_buffer.append((rid, "step", payload))
                continue
            if self._pending.pop(rid, None) is None:
                continue
            if status == "review":
                self._review_buffer.append((rid, "done", payload))
            elif status == "ok":
                self._buffer.append((rid, payload))
            elif status == "hints":
                self._hint_buffer.append((rid, payload))
            else:
                failure = AIWorkerError(rid, payload)
        if failure is None and self._pending and not self.alive and self._process is not None:
            failure = self._recover()
        if failure is not None:
            raise failure

    def wait(self, request_id: int, timeout: float = 30.0) -> str:
        """Block until ``request_id`` is answered and return its action (for scripts and tests)."""
        deadline = time.monotonic() + timeout
        kept: list[tuple[int, str]] = []
        while True:
            found: str | None = None
            for rid, action in self.poll():
                if rid == request_id:
                    found = action
                else:
                    kept.append((rid, action))
            if found is not None:
                self._buffer = kept + self._buffer
                return found
            if request_id not in self._pending:
                self._buffer = kept + self._buffer
                raise KeyError(f"AI request {request_id} is not pending")
            if time.monotonic() > deadline:
                self._buffer = kept + self._buffer
                raise TimeoutError(f"AI request {request_id} not answered in {timeout} s")
            time.sleep(0.002)

    def _recover(self) -> AIWorkerError | None:
        # The process died with requests outstanding: restart once and send them again.
        if self._restarts >= 1:
            rid = min(self._pending)
            self._pending.pop(rid)
            return AIWorkerError(rid, "the AI process stopped unexpectedly")
        self._restarts += 1
        self._process = None
        self.start()
        for rid in sorted(self._pending):
            self._requests.put(self._pending[rid])
        return None
