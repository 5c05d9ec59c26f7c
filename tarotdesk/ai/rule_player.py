"""What the rule-based players share: taking a decision from a view, and the odds of a hidden hand.

Each family's rule-based player subclasses :class:`RulePlayer` and writes only ``decide``; the
checks every player makes on a view (some legal action, a single one needs no thought, the deal
is the family's) are made here once. A family whose choice is a function of the deal and the
seat alone (the same for a view and for a complete state) names it as ``rule`` instead.
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

from ..core.actions import Action
from ..core.game import Game
from ..core.match import MatchView


class RulePlayer:
    """A rule-based player: a fixed function of the seat's view (the seed changes nothing unless a
    subclass breaks ties with it). Subclasses set ``name`` and ``deal_type`` and write ``decide``
    or set ``rule``."""

    name: str
    #: The family's deal class: the view's deal must be one.
    deal_type: type
    #: ``rule(deal, seat, legal)``: the action for ``seat`` (as a ``staticmethod``), for a player
    #: that does not write ``decide``.
    rule: Callable[[Any, int, Sequence[Action]], Action] | None = None

    def __init__(self, game: Game, seed: int | str = 0) -> None:
        self.game = game
        self.seed = seed

    def choose(self, view: MatchView) -> Action:
        """The action for the viewing seat: the only legal one, or the one ``decide`` picks."""
        legal = view.legal_actions()
        if not legal:
            raise ValueError(f"seat {view.seat} has no legal action now")
        if len(legal) == 1:
            return legal[0]
        deal = view.deal
        assert isinstance(deal, self.deal_type)
        return self.decide(view, deal, legal)

    def decide(self, view: MatchView, deal: Any, legal: Sequence[Action]) -> Action:
        """Pick one of ``legal`` (two or more) for ``view.seat``; ``deal`` is the view's deal."""
        if self.rule is None:
            raise NotImplementedError(f"{type(self).__name__} writes neither decide nor rule")
        return self.rule(deal, view.seat, legal)


def p_none(unseen: int, wanted: int, hand: int) -> float:
    """Chance that a hidden hand of ``hand`` cards drawn from ``unseen`` cards has none of the
    ``wanted`` ones among them (hypergeometric, drawn without replacement)."""
    if wanted <= 0 or hand <= 0:
        return 1.0
    if hand > unseen - wanted:
        return 0.0
    p = 1.0
    for i in range(hand):
        p *= (unseen - wanted - i) / (unseen - i)
    return p
