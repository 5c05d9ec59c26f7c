"""Reasons of the Lombard games' hints: what an action does in the position the seat sees.

The shared reasons of trick play and the words of the hints are in :mod:`tarotdesk.ai.reasons`.
"""

from __future__ import annotations

from typing import Sequence

from ...core.actions import Action
from ...core.cards import FOOL
from ...core.match import MatchView
from ..reasons import Reason, Trick, discard_reason, seen_trick_reason, trick_reason, word_reason

_LOMBARD_WORDS: dict[str, tuple[str, str | None]] = {
    "pass": ("pass", "auction"), "name": ("name-card", "exchange"),
    "give": ("give-back", "exchange"), "surrender:yes": ("surrender", "surrender"),
    "surrender:no": ("play-on", "surrender"), "call": ("call", "partner-call"), "alone": ("alone", "partner-call"),
    "monte:propose": ("monte", "monte"), "answer:accept": ("monte", "monte"), "monte:no": ("no-monte", "monte"),
    "answer:refuse": ("no-monte", "monte"), "fool": ("fool-card", "fool"),
}


def explain(view: MatchView, action: Action, legal: Sequence[Action]) -> Reason | None:
    deal = view.deal
    phase = deal.phase
    if phase == "play":
        c = action.card
        v = deal.rules  # type: ignore[attr-defined]
        if c is FOOL:
            return Reason("fool-escape", {"card": c.code}, "fool")
        t = Trick(list(deal.trick), list(deal.trick_seats), v.tricks, v.values, v.n)  # type: ignore[attr-defined]
        reason = trick_reason(view, action, t, "play")
        if reason.code == "ducks" and any(a.card is FOOL for a in legal):
            return Reason("keeps-fool", {"card": c.code if c else ""}, "fool")
        return reason
    if phase == "discard":
        return discard_reason(view, action, "discard")
    if action.kind in ("bid", "pass") and phase == "auction":
        return _bid_reason(view, action)
    if phase == "partner-call":
        reason = _alone_reason(view, action, legal)
        if reason is not None:
            return reason
    return word_reason(action, _LOMBARD_WORDS)


def _alone_reason(view: MatchView, action: Action, legal: Sequence[Action]) -> Reason | None:
    """Playing alone or calling, with what playing alone was estimated to gain on sampled deals."""
    from ...games.lombardy.deal import LombardDeal
    from .player import choose_call
    from . import support as lombardy, alone as lombardy_alone

    deal = view.deal
    assert isinstance(deal, LombardDeal)
    call = choose_call(deal, view.seat, legal)
    found = lombardy_alone.estimate(view, legal, call, lombardy.weight)
    if found is None or (action.kind != "alone" and action != call):
        return None
    params = {"gain": round(found.gain, 1), "se": round(found.se, 1), "alone": round(found.alone_value, 1),
              "called": round(found.call_value, 1), "worlds": found.worlds}
    return Reason("alone-value" if action.kind == "alone" else "call-value", params, "partner-call")


def public_explain(view: MatchView, seat: int, action: Action) -> Reason | None:
    """What ``seat``'s ``action`` did, read from the public view before it (no hand known)."""
    deal = view.deal
    if deal.phase == "play":
        c = action.card
        if c is FOOL:
            return Reason("fool-escape", {"card": c.code}, "fool")
        v = deal.rules  # type: ignore[attr-defined]
        t = Trick(list(deal.trick), list(deal.trick_seats), v.tricks, v.values, v.n)  # type: ignore[attr-defined]
        return seen_trick_reason(view, seat, action, t, "play")
    return word_reason(action, _LOMBARD_WORDS)


def _bid_reason(view: MatchView, action: Action) -> Reason:
    """A bid or a pass in the Ombre auction, with what the hand holds for it (its trumps, the
    Fool and its Kings) and the exchanges the contract allows."""
    from ...core.cards import UNKNOWN
    from ...games.lombardy.rules import CONTRACTS, EXCHANGES

    hand = [c for c in view.deal.hands[view.seat] if c is not UNKNOWN]  # type: ignore[attr-defined]
    params = {"trumps": sum(1 for c in hand if c.is_trump or c is FOOL),
              "kings": sum(1 for c in hand if c.is_suit_card and c.rank == 14)}
    if action.kind == "pass":
        return Reason("pass-bid", params, "auction")
    word = action.word or ""
    params.update(contract=word, exchanges=EXCHANGES[CONTRACTS.index(word)])
    return Reason("bid-no-exchange" if params["exchanges"] == 0 else "bid-exchanges", params, "auction")
