"""The game review's analysis: every decision of one seat, read from that seat's view only.

For each decision the seat made, the review rebuilds the seat's view just before it (from the
match's own history: nothing the seat could not see is read), runs the review level's search
(:data:`tarotdesk.ai.levels.REVIEW`, stronger than the strong player) on that view, and compares
the action taken with the search's best: the cost (the best action's expected result minus the
action taken's, in the game's unit), its uncertainty (the standard errors of the two values
combined), the mark (:mod:`.marks`), and the reason of the better move in words
(:mod:`tarotdesk.ai.reasons`). The search's seed is derived from a fixed review seed and the
view, so the same view is always reviewed the same way.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Iterator

from ...core.actions import Action
from ...core.match import Match, MatchView
from ..levels import REVIEW
from ..reasons import explain
from ..search.player import Candidate, SearchConfig, SearchPlayer
from ..search.sim import without_meta
from .marks import FORCED, thresholds

#: The seed every review's searches derive their own seeds from.
REVIEW_SEED = "review"
#: The search ranks an action it tried too seldom to trust below this score (see SearchPlayer._ranked).
UNTRUSTED = -500.0
#: How many of the search's alternatives a reviewed decision keeps (the action taken is always kept).
KEPT_ALTERNATIVES = 5


class ReviewCancelled(Exception):
    """Raised by :func:`review_match` when its ``should_stop`` says so."""


@dataclass(frozen=True)
class Alternative:
    """One action the review weighed: its expected result for the seat and that value's error."""

    action: str
    value: float
    spread: float
    visits: int

    def to_json(self) -> list[Any]:
        return [self.action, self.value, self.spread, self.visits]

    @classmethod
    def from_json(cls, data: Any) -> "Alternative":
        action, value, spread, visits = data
        return cls(str(action), float(value), float(spread), int(visits))


@dataclass(frozen=True)
class DecisionReview:
    """The review of one decision (see the module documentation)."""

    index: int  # the action's place in the match's action list
    deal: int
    seat: int
    phase: str
    taken: str
    best: str
    #: Expected result for the seat (the game's unit) with the best action, and with the one taken.
    best_value: float
    taken_value: float
    cost: float
    uncertainty: float
    mark: str
    #: Why the better move: ``hint.<reason>`` with ``params``, about rule section ``rule``.
    reason: str = "best-value"
    params: dict[str, Any] = field(default_factory=dict)
    rule: str | None = None
    alternatives: tuple[Alternative, ...] = ()

    def to_json(self) -> dict[str, Any]:
        """A JSON object (the record's and the command line's form)."""
        out = {k: getattr(self, k) for k in _PLAIN}
        out["params"] = dict(self.params)
        out["alternatives"] = [a.to_json() for a in self.alternatives]
        return out

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "DecisionReview":
        """The decision written by :meth:`to_json`; ValueError, KeyError or TypeError if it is not one."""
        plain = {k: _TYPES[k](data[k]) if data[k] is not None else None for k in _PLAIN}
        params = data.get("params", {})
        if not isinstance(params, dict):
            raise TypeError("params must be an object")
        alts = tuple(Alternative.from_json(a) for a in data.get("alternatives", []))
        return cls(**plain, params=dict(params), alternatives=alts)


_TYPES: dict[str, Callable[[Any], Any]] = {
    "index": int, "deal": int, "seat": int, "phase": str, "taken": str, "best": str, "best_value": float,
    "taken_value": float, "cost": float, "uncertainty": float, "mark": str, "reason": str, "rule": str}
_PLAIN = tuple(_TYPES)


def review_player(view: MatchView, config: SearchConfig = REVIEW, seed: int | str = REVIEW_SEED) -> SearchPlayer:
    """The search the review runs for ``view``'s game."""
    return SearchPlayer(view.game, seed, config)


def review_decision(view: MatchView, taken: Action, index: int = -1, *, config: SearchConfig = REVIEW,
                    seed: int | str = REVIEW_SEED) -> DecisionReview:
    """The review of ``view.seat`` taking ``taken`` in ``view`` (``index``: its place in the match)."""
    legal = without_meta(view.legal_actions())
    phase = str(view.deal.phase)
    if len(legal) <= 1:
        return DecisionReview(index, view.deal_index, view.seat, phase, taken.text, taken.text, 0.0, 0.0, 0.0,
                              0.0, FORCED, "only-move")
    ranked = review_player(view, config, seed).analyse(view, focus=taken)
    best = _best(ranked)
    chosen = next((c for c in ranked if c.action == taken), None)
    if chosen is None:  # not weighed by the search: count it as its worst alternative
        worst = min(ranked, key=lambda c: c.value)
        chosen = Candidate(taken, worst.value, 0, worst.score, worst.spread)
    cost = max(0.0, best.value - chosen.value)
    uncertainty = (best.spread ** 2 + chosen.spread ** 2) ** 0.5 if chosen is not best else 0.0
    mark = thresholds(view.game.id).mark(cost, chosen.action == best.action)
    why = explain(view, best.action, legal)
    kept = sorted(ranked, key=lambda c: (c is not best, -c.value))[:KEPT_ALTERNATIVES]
    if chosen not in kept:
        kept = kept + [chosen]
    return DecisionReview(
        index, view.deal_index, view.seat, phase, taken.text, best.action.text, round(best.value, 3),
        round(chosen.value, 3), round(cost, 3), round(uncertainty, 3), mark, why.code, _plain(why.params),
        why.rule, tuple(Alternative(c.action.text, round(c.value, 3), round(c.spread, 3), c.visits) for c in kept))


def _best(ranked: list[Candidate]) -> Candidate:
    """The action of the highest expected value among those the search tried often enough to
    trust its value: a quarter of the most-tried action's playouts, as the search's own ranking
    asks of ISMCTS's moves (its order also weighs visits and the rule-based choice). Where the
    rules engine searched, the order puts the rule-based choice first whatever its playouts, and
    an action tried a few hundred times out of thousands could otherwise be "best" on a lucky
    mean."""
    top = max((c.visits for c in ranked), default=0)
    trusted = [c for c in ranked if c.score > UNTRUSTED and c.visits * 4 >= top]
    return max(trusted, key=lambda c: c.value) if trusted else ranked[0]


def _plain(params: dict[str, Any]) -> dict[str, Any]:
    # Reason parameters are card codes and numbers; anything else is kept as its text.
    return {k: v if isinstance(v, (str, int, float, bool)) or v is None else str(v) for k, v in params.items()}


def decisions_of(match: Match, seat: int, deal: int | None = None) -> Iterator[tuple[int, MatchView, Action]]:
    """``(index, view before, action)`` for every action ``seat`` took in ``match`` (in deal
    ``deal`` only, if given), each view rebuilt from the match's history alone. A declaration
    that ends the session is not a move of the deal and is not reviewed."""
    past = Match(match.game, match.n_players, match.options, match.seed, match.first_dealer,
                 list(match.prearranged.values()))
    for i, (actor, action) in enumerate(match.actions):
        if past.deal_over:
            past.next_deal()
        if actor == seat and (deal is None or past.deal_index == deal) and action.kind != "session":
            yield i, past.view(seat), action
        if deal is not None and past.deal_index > deal:
            return
        past.apply(action, actor)


def review_match(match: Match, seat: int, deal: int | None = None, *, config: SearchConfig = REVIEW,
                 seed: int | str = REVIEW_SEED,
                 progress: Callable[[int, int, DecisionReview], None] | None = None,
                 should_stop: Callable[[], bool] | None = None) -> list[DecisionReview]:
    """The reviews of ``seat``'s decisions in ``match`` (in deal ``deal`` only, if given), in
    order. ``progress(done, total, decision)`` follows each one; :class:`ReviewCancelled` is
    raised as soon as ``should_stop()`` is true between two decisions."""
    todo = list(decisions_of(match, seat, deal))
    out: list[DecisionReview] = []
    for index, view, action in todo:
        if should_stop is not None and should_stop():
            raise ReviewCancelled()
        decision = review_decision(view, action, index, config=config, seed=seed)
        out.append(decision)
        if progress is not None:
            progress(len(out), len(todo), decision)
    return out
