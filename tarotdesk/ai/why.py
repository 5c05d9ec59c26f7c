"""Why did a computer player make a move: the strong player's reading of that seat's position.

``view_before(match, index)`` rebuilds, from the match's own history, what the seat that made
action ``index`` knew just before it: a fresh match from the same deck (seed or prearranged
decks) replayed up to that action, then that seat's view. Nothing else of the match is read, so
the answer cannot depend on cards the seat did not see.

``explain_move(view, action, seed)`` is computed in the AI worker (it runs the strong
player's search through :func:`tarotdesk.ai.hints.hints`): the alternatives it weighed with
their values and reasons, best first, the move that was made among them, and, when the move
was the only legal one, the rule that refused the others. Those alternatives are cards of the
seat's hand: another seat may be told them only once the deal is over.

``explain_public(view, seat, action)`` reads a move from the public view before it (what
everybody at the table saw): what the move did and what anyone may infer from it, with no
alternative, no value and no word on whether it was forced, since each of those would tell
something of the hand it was chosen from. That is the answer a seat gets about another seat's
move while the deal is being played.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..core.actions import Action
from ..core.cards import UNKNOWN
from ..core.events import Refusal
from ..core.match import Match, MatchView
from .hints import Hint, hints
from .reasons import public_explain

#: Alternatives asked for: every action ranked, so that the move made is among them.
WEIGHED = 40


@dataclass(frozen=True)
class MoveExplanation:
    """The strong player's reading of the position a move was made in (see the module docs)."""

    seat: int
    action: Action
    #: Every alternative ranked, best first (a forced move has one, with the ``only-move`` reason).
    weighed: list[Hint] = field(default_factory=list)
    #: For a forced move: why another card of the hand was refused (its rule anchor), if any.
    forced_by: Refusal | None = None
    #: True for a reading from what everybody saw (:func:`explain_public`): ``weighed`` then holds
    #: the move made alone, with its public reason and no value.
    public: bool = False

    @property
    def chosen(self) -> Hint | None:
        """The move that was made, as the search ranked it (None if it was not ranked)."""
        return next((h for h in self.weighed if h.action == self.action), None)

    @property
    def agrees(self) -> bool:
        """True when the strong player's first choice is the move that was made."""
        return not self.public and bool(self.weighed) and self.weighed[0].action == self.action


def view_before(match: Match, index: int, viewer: int | None = None, start: Match | None = None) -> MatchView:
    """The view of ``viewer`` (default: the seat that made ``match.actions[index]``) just before
    that action was made. ``start``: the same match at an earlier point (a deal's start) to
    replay from instead of the first deal (it is not changed)."""
    seat = match.actions[index][0] if viewer is None else viewer
    if start is not None and len(start.actions) <= index:
        past = start.clone()
    else:
        past = Match(match.game, match.n_players, match.options, match.seed, match.first_dealer,
                     list(match.prearranged.values()))
    for i in range(len(past.actions), index):
        if past.deal_over:
            past.next_deal()
        actor, action = match.actions[i]
        past.apply(action, actor)
    if past.deal_over:
        past.next_deal()
    return past.view(seat)


def explain_move(view: MatchView, action: Action, seed: int | str,
                 time_limit: float | None | str = "default") -> MoveExplanation:
    """Why ``view.seat`` might make ``action`` in ``view`` (see the module documentation)."""
    weighed = hints(view, k=WEIGHED, seed=seed, time_limit=time_limit)
    forced_by = _forcing_rule(view, action) if len(weighed) == 1 else None
    return MoveExplanation(view.seat, action, weighed, forced_by)


def _forcing_rule(view: MatchView, action: Action) -> Refusal | None:
    # A single legal card with others in the hand: the refusal of another card names the rule
    # (follow suit, trump, ...). Any other forced move has no card to compare with.
    card = action.card
    hand = getattr(view.deal, "hands", None)
    if card is None or hand is None or len(action.args) != 1:
        return None
    for other in hand[view.seat]:
        if other is UNKNOWN or other == card:
            continue
        refusal = view.deal.check(Action(action.kind, other), view.seat)
        if refusal is not None and refusal.rule:
            return refusal
    return None


def explain_public(view: MatchView, seat: int, action: Action) -> MoveExplanation:
    """Why ``seat`` made ``action``, read from the public ``view`` just before it (see the module
    documentation)."""
    r = public_explain(view, seat, action)
    return MoveExplanation(seat, action, [Hint(action, 0.0, r.code, dict(r.params), r.rule, 0)], None, public=True)
