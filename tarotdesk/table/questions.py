"""A seat's questions to its table: hints, and "why" a move was made — each answered only from
what that seat may know (see :mod:`tarotdesk.table.channel`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from ..core.state import PUBLIC
from .history import deal_of_move

if TYPE_CHECKING:
    from ..core.match import Match
    from .table import Table


def ask_hints(table: Table, seat: int, k: int, on_answer: Callable[[tuple[int, int], list[Any]], None],
              on_fail: Callable[[str], None]) -> bool:
    """Hints for ``seat``, a person to act now, from its own view; False if it is not."""
    match = table.match
    if table.ai is None or seat == PUBLIC or match.over or match.deal_over or match.current_player != seat \
            or not table.is_person(seat):
        return False
    position = table.position
    table.hints_used = True
    table.ai.hints(match.view(seat), k, table.hint_seed(seat), lambda found: on_answer(position, found), on_fail)
    return True


def ask_move(table: Table, seat: int, level: str, on_answer: Callable[[str], None],
             on_fail: Callable[[str], None]) -> bool:
    """A computer player's move for ``seat``, a person to act now, from its own view (a person
    who lets a computer play for them); False if the seat is not to act. Counted as a hint."""
    from ..core.rng import derive_seed

    match = table.match
    if table.ai is None or seat == PUBLIC or match.over or match.deal_over or match.current_player != seat \
            or not table.is_person(seat):
        return False
    table.hints_used = True
    table.ai.move(match.view(seat), level, derive_seed(table.setup.seed, "assist", seat), on_answer, on_fail)
    return True


def settled(table: Table, deal: int) -> bool:
    """True if deal ``deal`` is over, so that its cards are no secret any more."""
    match = table.match
    return deal < match.deal_index or match.deal_over or match.over


def ask_why(table: Table, asker: int, move: int, on_answer: Callable[[Any], None],
            on_fail: Callable[[str], None]) -> bool:
    """Why ``move`` was made, as ``asker`` may be told; False if ``asker`` may not ask about it.

    The seat's own move, or any move of a deal that is over, is read by the strong player from
    the view its seat had just before it (in the AI worker, alternatives and all). Another seat's
    move in the deal in progress is read from the public view before it, at once: what the move
    did at the table and what anyone may infer from it, never the cards it was chosen among.
    """
    from ..ai.why import explain_public, view_before

    match = table.match
    if not 0 <= move < len(match.actions):
        return False
    seat, action = match.actions[move]
    start = deal_start(table) if deal_of_move(table, move) == match.deal_index else None
    if seat == asker or settled(table, deal_of_move(table, move)):
        if table.ai is None:
            return False
        table.ai.why(view_before(match, move, start=start), action.text, table.ai_seed(seat), on_answer, on_fail)
        return True
    seen = table.channel(None if asker == PUBLIC else asker).moves()
    if not any(m == move for m, _s, _a in seen):
        return False  # a move this seat did not see (another seat's discard)
    on_answer(explain_public(view_before(match, move, PUBLIC, start), seat, action))
    return True


def deal_start(table: Table) -> Match:
    """The table's match as the deal in progress was dealt (kept by the table once made)."""
    from ..core.records import replay

    match = table.match
    kept = table.deal_start
    if kept is None or kept.deal_index != match.deal_index or len(kept.actions) != match.deal_starts[-1]:
        kept = replay(table.record(), upto=match.deal_starts[-1], games=lambda _gid: table.game)
        if kept.deal_over and not kept.over:
            kept.next_deal()
        table.deal_start = kept
    return kept
