"""Hints for the human seat: the strong player's evaluation of the legal actions, best first.

``hints(view)`` runs the strong level's search on the seat's own view (the same search, with
the same seed, as ``make_player("strong", game, seed)``, so the first hint is the action the
strong player would choose) and returns the top actions with their expected value in game
points and a short reason (:mod:`tarotdesk.ai.reasons`; words in :mod:`tarotdesk.ai.messages`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..core.actions import Action
from ..core.match import MatchView
from .reasons import explain
from .search.sim import without_meta


@dataclass(frozen=True)
class Hint:
    """One suggested action."""

    action: Action
    #: Expected game points of the deal for the seat (where the level plays for the margin: its
    #: expected lead over the table's average).
    value: float
    reason: str  # a code: the text is ``hint.<reason>`` in tarotdesk.ai.messages
    params: dict[str, Any] = field(default_factory=dict)
    rule: str | None = None  # anchor of the rule section the reason refers to
    visits: int = 0  # how often the search tried it (0: decided by the hand model or forced)


def hints(view: MatchView, k: int = 3, seed: int | str = 0, time_limit: float | None | str = "default") -> list[Hint]:
    """Up to ``k`` suggested actions for ``view.seat``, best first (empty if it is not its turn).

    ``seed`` and ``time_limit`` are those of the strong player it reproduces (see
    :func:`tarotdesk.ai.players.make_player`).
    """
    from .players import make_player

    legal = without_meta(view.legal_actions())
    if not legal:
        return []
    if len(legal) == 1:
        r = explain(view, legal[0], legal)
        return [Hint(legal[0], 0.0, r.code, dict(r.params), r.rule, 0)]
    player = make_player("strong", view.game, seed, time_limit)
    ranked = player.analyse(view)  # type: ignore[attr-defined]
    out = []
    for cand in ranked[:k]:
        r = explain(view, cand.action, legal)
        out.append(Hint(cand.action, round(cand.value, 3), r.code, dict(r.params), r.rule, cand.visits))
    return out
