"""The window's side of the AI worker: requests, a polling timer, and answers as signals.

The decisions themselves are made in the worker process (:mod:`tarotdesk.ai.worker`); the GUI
thread only pickles a view, and a timer collects answers every few milliseconds while a
request is open, so the window keeps responding whatever the AI does.

Several runners may share one worker (the window and a replay's "play on" table, the window
tests' single worker): the worker's answers are not addressed to a runner, so whichever runner
polls hands each answer to the runner that asked for it, rather than dropping the answers it
does not know (which left the other runner waiting for ever).
"""

from __future__ import annotations

import weakref
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal
from shiboken6 import isValid

from ...ai.review import DecisionReview, Review
from ...ai.worker import AIWorker, AIWorkerError
from ...core.match import MatchView

POLL_MS = 8

# For each worker in use (by id), which runner asked each open request.
_ASKERS: dict[int, dict[int, "weakref.ReferenceType[AIRunner]"]] = {}


class AIRunner(QObject):
    """Asks the worker for moves; ``answered(token, action text)`` or ``failed(token, message)``.

    Hints go the same way: :meth:`ask_hints`, then ``hinted(token, [Hint, ...])`` or ``failed``;
    so do questions about a move made: :meth:`ask_why`, then ``explained(token, MoveExplanation)``;
    and a game review: :meth:`ask_review`, then ``reviewStep(token, done, total, DecisionReview)``
    after each decision and ``reviewed(token, Review)`` at the end.
    """

    answered = Signal(object, str)
    failed = Signal(object, str)
    hinted = Signal(object, list)
    explained = Signal(object, object)
    reviewStep = Signal(object, int, int, object)
    reviewed = Signal(object, object)

    def __init__(self, parent: QObject | None = None, worker: AIWorker | None = None) -> None:
        super().__init__(parent)
        self.worker = worker or AIWorker()
        self._owns_worker = worker is None  # a worker handed in is shared, and closed by its owner
        self._tokens: dict[int, Any] = {}
        self._hint_ids: set[int] = set()
        self._why_ids: set[int] = set()
        self._review_ids: set[int] = set()
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._poll)

    def start(self) -> None:
        """Start the worker process ahead of the first request."""
        self.worker.start()

    def ask(self, token: Any, view: MatchView, level: str, seed: int | str) -> None:
        """Request a move for ``view.seat``; the answer comes back with ``token``."""
        try:
            rid = self.worker.request(view, level, seed, view.game.id)
        except Exception as exc:  # a view that cannot be sent: the session plays on without the worker
            message = f"{type(exc).__name__}: {exc}"
            QTimer.singleShot(0, lambda: self.failed.emit(token, message))
            return
        self._register(rid, token)

    def _register(self, rid: int, token: Any) -> None:
        self._tokens[rid] = token
        _ASKERS.setdefault(id(self.worker), {})[rid] = weakref.ref(self)
        if not self._timer.isActive():
            self._timer.start()

    def ask_hints(self, token: Any, view: MatchView, seed: int | str, k: int = 3) -> None:
        """Request up to ``k`` suggested actions for ``view.seat``; they come back with ``token``."""
        try:
            rid = self.worker.request_hints(view, k=k, seed=seed)
        except Exception as exc:  # a view that cannot be sent: say so instead of hinting
            message = f"{type(exc).__name__}: {exc}"
            QTimer.singleShot(0, lambda: self.failed.emit(token, message))
            return
        self._hint_ids.add(rid)
        self._register(rid, token)

    def ask_why(self, token: Any, view: MatchView, action: str, seed: int | str) -> None:
        """Ask why ``view.seat`` might make ``action`` (its text) in ``view``; the answer comes
        back with ``token`` (see :func:`tarotdesk.ai.why.explain_move`)."""
        try:
            rid = self.worker.request_why(view, action, seed=seed)
        except Exception as exc:  # a view that cannot be sent: say so instead of explaining
            message = f"{type(exc).__name__}: {exc}"
            QTimer.singleShot(0, lambda: self.failed.emit(token, message))
            return
        self._hint_ids.add(rid)
        self._why_ids.add(rid)
        self._register(rid, token)

    def ask_review(self, token: Any, record_text: str, seat: int, deal: int | None) -> None:
        """Ask for the review of ``seat``'s decisions in a record (its text; deal ``deal`` only, if
        given); its progress and the review come back with ``token``."""
        try:
            rid = self.worker.request_review(record_text, seat, deal)
        except Exception as exc:  # the worker cannot be started: say so instead of reviewing
            message = f"{type(exc).__name__}: {exc}"
            QTimer.singleShot(0, lambda: self.failed.emit(token, message))
            return
        self._review_ids.add(rid)
        self._register(rid, token)

    @property
    def thinking(self) -> bool:
        """True while a request is open."""
        return bool(self._tokens)

    def cancel_all(self) -> None:
        """Forget every open request."""
        askers = _ASKERS.get(id(self.worker), {})
        for rid in list(self._tokens):
            self.worker.cancel(rid)
            askers.pop(rid, None)
        self._tokens.clear()
        self._hint_ids.clear()
        self._why_ids.clear()
        self._review_ids.clear()
        self._timer.stop()

    def close(self) -> None:
        """Stop the worker process (unless it was handed in by the caller)."""
        self.cancel_all()
        if self._owns_worker:
            self.worker.close()

    def _poll(self) -> None:
        try:
            answers = self.worker.poll()
            sharers = self._sharers()
            hint_answers = self.worker.poll_hints() if any(r._hint_ids for r in sharers) else []
            review_news = self.worker.poll_reviews() if any(r._review_ids for r in sharers) else []
        except AIWorkerError as exc:
            owner = self._owner(exc.request_id)
            if owner is not None:
                owner._hint_ids.discard(exc.request_id)
                owner._why_ids.discard(exc.request_id)
                owner._review_ids.discard(exc.request_id)
                token = owner._tokens.pop(exc.request_id, None)
                if token is not None:
                    owner.failed.emit(token, exc.message)
            answers, hint_answers, review_news = [], [], []
        for rid, action in answers:
            owner = self._owner(rid)
            token = owner._tokens.pop(rid, None) if owner is not None else None
            if token is not None:
                owner.answered.emit(token, action)
        for rid, found in hint_answers:
            owner = self._owner(rid)
            if owner is None:
                continue
            owner._hint_ids.discard(rid)
            token = owner._tokens.pop(rid, None)
            if token is None:
                continue
            if rid in owner._why_ids:
                owner._why_ids.discard(rid)
                owner.explained.emit(token, found[0])
            else:
                owner.hinted.emit(token, found)
        for rid, kind, payload in review_news:
            self._review_news(rid, kind, payload)
        if not self._tokens:
            self._timer.stop()

    def _review_news(self, rid: int, kind: str, payload: Any) -> None:
        # A step leaves the request open (its asker is only looked up); the end closes it.
        owner = self._owner(rid, keep=kind == "step")
        token = owner._tokens.get(rid) if owner is not None else None
        if token is None:
            return
        if kind == "step":
            done, total, decision = payload
            owner.reviewStep.emit(token, done, total, DecisionReview.from_json(decision))
            return
        owner._tokens.pop(rid, None)
        owner._review_ids.discard(rid)
        owner.reviewed.emit(token, Review.from_json(payload))

    def _owner(self, rid: int, keep: bool = False) -> "AIRunner | None":
        """The runner that asked request ``rid`` (None if it was cancelled or its runner is gone);
        ``keep``: the request stays open."""
        askers = _ASKERS.get(id(self.worker), {})
        ref = askers.get(rid) if keep else askers.pop(rid, None)
        owner = ref() if ref is not None else None
        return owner if owner is not None and isValid(owner) else None

    def _sharers(self) -> list["AIRunner"]:
        """The runners with open requests on this runner's worker (this one included)."""
        refs = _ASKERS.get(id(self.worker), {}).values()
        return [self] + [r for r in (ref() for ref in refs) if r is not None and r is not self and isValid(r)]
