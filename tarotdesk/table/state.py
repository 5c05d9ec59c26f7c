"""A seat's snapshot of the table: what one seat (or a spectator) sees of a match at one moment.

:class:`TableState` is what the window draws and words: the table's layout from the seat's
view, its legal actions and prompt, the scores and the settled deals' results, the dealer, the
phase, who is to act. It is made from the match by :func:`state_of` inside the table layer and
carries nothing the seat may not see: the layout and the prompt come from the seat's own view
(``Match.view``), the results only from deals already settled, the legal actions only when
the seat is to act. The replay of a record makes the same snapshots (``viewer=None``: every
hand shown), so the window draws play and replay alike.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..core.actions import Action
from ..core.cards import Card, UNKNOWN
from ..core.game import Game, Standing
from ..core.match import Match
from ..core.state import PUBLIC, DealResult, TableLayout


@dataclass(frozen=True)
class TableState:
    """One seat's snapshot of a match (see the module documentation).

    ``viewer`` is the seat whose view it is, :data:`~tarotdesk.core.state.PUBLIC` for a
    spectator, or None for a replay's full table (every hand).
    """

    game: Game
    options: dict[str, Any]
    n_players: int
    viewer: int | None
    deal_index: int
    dealer: int
    phase: str
    current_player: int | None
    over: bool
    deal_over: bool
    actions: int
    layout: TableLayout
    legal: tuple[Action, ...] = ()
    prompt: tuple[str, dict[str, Any]] = ("", {})
    scores: tuple[int, ...] = ()
    results: tuple[DealResult, ...] = ()
    standing: Standing | None = None
    teams: list[list[int]] | None = None
    winners: tuple[int, ...] = ()
    #: What the finished deal is worth to each seat (``Game.deal_values``; empty during a deal).
    deal_values: tuple[float, ...] = ()
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def position(self) -> tuple[int, int]:
        """Where the match stands: the deal's index and the number of actions made so far."""
        return self.deal_index, self.actions

    @property
    def seat(self) -> int | None:
        """The seat at the table whose view this is (None for a spectator or a full table)."""
        v = self.viewer
        return v if v is not None and 0 <= v < self.n_players else None

    def hand(self, seat: int | None = None) -> list[Card]:
        """The known cards of ``seat``'s hand (default: the viewer's own)."""
        s = self.seat if seat is None else seat
        if s is None or s >= len(self.layout.hands):
            return []
        return [c for c in self.layout.hands[s] if c is not UNKNOWN]

    @property
    def chair(self) -> int:
        """The seat the table is drawn from: the viewer's, or seat 0 for a spectator."""
        s = self.seat
        return 0 if s is None else s


def state_of(match: Match, viewer: int | None, extra: dict[str, Any] | None = None) -> TableState:
    """The snapshot of ``match`` for ``viewer`` (a seat, PUBLIC, or None for every hand)."""
    deal = match.deal
    seen = deal if viewer is None else deal.view(viewer)
    layout = seen.layout()
    to_act = match.current_player
    legal: tuple[Action, ...] = ()
    if viewer is not None and to_act == viewer and not match.over:
        legal = tuple(match.legal_actions())
    prompt = seen.prompt() if not match.over and not deal.is_over else ("", {})
    return TableState(
        game=match.game, options=dict(match.options), n_players=match.n_players, viewer=viewer,
        deal_index=match.deal_index, dealer=match.dealer, phase=match.phase, current_player=to_act,
        over=match.over, deal_over=match.deal_over, actions=len(match.actions), layout=layout, legal=legal,
        prompt=prompt, scores=tuple(match.scores), results=tuple(match.results),
        standing=match.game.standing(match), teams=match.teams(),
        winners=tuple(match.winners()) if match.over else (),
        deal_values=tuple(match.game.deal_values(deal)) if deal.is_over else (), extra=dict(extra or {}),
    )


def public_state(match: Match) -> TableState:
    """What a spectator sees: the rules' public view."""
    return state_of(match, PUBLIC)
