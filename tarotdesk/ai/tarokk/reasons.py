"""Reasons of the Hungarian Tarokk' hints: what an action does in the position the seat sees.

The shared reasons of trick play and the words of the hints are in :mod:`tarotdesk.ai.reasons`.
"""

from __future__ import annotations

from typing import Any, Sequence

from ...core.actions import Action
from ...core.cards import SKIZ
from ...core.match import MatchView
from ..reasons import Reason, Trick, discard_reason, seen_trick_reason, trick_reason, word_reason

_TAROKK_WORDS: dict[str, tuple[str, str | None]] = {
    "annul": ("annul", "annulment"),
    "surrender": ("surrender", "surrender"), "call": ("call", "partner-call"),
    "announce": ("announce", "announcements"), "declare": ("declares", "announcements"),
    "contra": ("contra", "contra"), "recontra": ("contra", "contra"), "subcontra": ("contra", "contra"),
    "hirscontra": ("contra", "contra"), "mordcontra": ("contra", "contra"),
}


def explain(view: MatchView, action: Action, legal: Sequence[Action]) -> Reason | None:
    from ...games.tarokk.rules import PAGAT, TRICKS

    deal = view.deal
    phase = deal.phase
    if phase == "play":
        c = action.card
        bonus = _bonus_card_reason(deal, action)
        if bonus is not None:
            return bonus
        if c is not PAGAT and any(a.card is PAGAT for a in legal) and deal.trick_no < TRICKS - 1:  # type: ignore[attr-defined]
            return Reason("keeps-pagat", {"card": c.code if c else ""}, "bonuses")
        return trick_reason(view, action, _trick(deal), "play")
    if phase == "discard":
        return discard_reason(view, action, "discard")
    if phase in ("announcements", "surrender"):
        reason = _estimated_reason(view, action, legal)
        if reason is not None:
            return reason
    if action.kind in ("bid", "contract") or (action.kind == "pass" and phase == "bidding"):
        return _bid_reason(view, action)
    if action.kind == "pass":
        return _pass_reason(phase)
    return word_reason(action, _TAROKK_WORDS)


def _estimated_reason(view: MatchView, action: Action, legal: Sequence[Action]) -> Reason | None:
    """An announcement, contra step, declaration, surrender or pass with its value estimated on
    sampled deals (:mod:`tarotdesk.ai.tarokk.bonus`): the chance of the item and the
    game points against passing, with the standard error."""
    from . import support as tarokk, bonus as tarokk_bonus

    found = tarokk_bonus.estimates(view, legal, tarokk.weight)
    if not found:
        return None
    phase = view.deal.phase
    if action.kind == "pass":
        best = max(found.values(), key=lambda e: e.margin)
        params = {"action": best.action.text, "gain": round(best.gain, 1), "se": round(best.se, 1),
                  "worlds": best.worlds}
        if phase == "surrender":
            params["played"] = round(best.played or 0.0, 1)
            params["cost"] = round((best.played or 0.0) + best.gain, 1)
            return Reason("play-on-value", params, "surrender")
        return Reason("silent-value" if best.margin <= 0 else "pass-value", params, "announcements")
    e = found.get(action)
    if e is None:
        return None
    params = {"action": action.text, "gain": round(e.gain, 1), "se": round(e.se, 1), "worlds": e.worlds}
    if phase == "surrender":
        params["played"] = round(e.played or 0.0, 1)
        params["cost"] = round((e.played or 0.0) + e.gain, 1)
        return Reason("surrender-value", params, "surrender")
    if e.chance is None:
        return Reason("declare-value", params, "announcements")
    params["chance"] = round(100 * e.chance)
    if action.kind == "announce":
        return Reason("announce-value", params, "announcements")
    return Reason("contra-value", params, "contra")


def public_explain(view: MatchView, seat: int, action: Action) -> Reason | None:
    """What ``seat``'s ``action`` did, read from the public view before it (no hand known)."""
    deal = view.deal
    phase = deal.phase
    if phase == "play":
        bonus = _bonus_card_reason(deal, action)
        if bonus is not None:
            return bonus
        return seen_trick_reason(view, seat, action, _trick(deal), "play")
    if action.kind == "pass":
        return Reason("pass", {}, "bidding") if phase == "bidding" else _pass_reason(phase)
    return word_reason(action, _TAROKK_WORDS)


def _bonus_card_reason(deal: Any, action: Action) -> Reason | None:
    """The Skíz catching the XXI, or the Pagat played to the last trick (everybody sees both)."""
    from ...games.tarokk.rules import PAGAT, TRICKS, XXI

    c = action.card
    if c is SKIZ and XXI in deal.trick:
        return Reason("catches-xxi", {"card": c.code}, "bonuses")
    if c is PAGAT and deal.trick_no == TRICKS - 1:
        return Reason("pagat-ultimo", {"card": c.code}, "bonuses")
    return None


def _trick(deal: Any) -> Trick:
    """The trick on the table, with Tarokk's trick rules and card points."""
    from ...games.tarokk.rules import POINTS, TRICK_RULES

    return Trick(list(deal.trick), list(deal.trick_seats), TRICK_RULES, POINTS, 4)


def _pass_reason(phase: str) -> Reason | None:
    """A pass after the bidding: no contract raised, nothing announced, the deal played on."""
    return {"contract": Reason("pass", {}, "bidding"),
            "announcements": Reason("silent", {}, "announcements"),
            "annulment": Reason("play-on", {}, "annulment"),
            "surrender": Reason("play-on", {}, "surrender")}.get(phase)


def _bid_reason(view: MatchView, action: Action) -> Reason:
    """A bid, a hold, a jump that invites, a change of the Three or a pass, with what the hand
    holds for it: its tarokks and honours, and the talon cards the contract takes."""
    from ...core.cards import UNKNOWN
    from ...games.tarokk.rules import (CONTRACT_LEVEL, HONOURS, INVITATION_BY_JUMP, INVITATIONS, SOLO,
                                       TALON_SHARES, THREE)

    deal = view.deal
    hand = [c for c in deal.hands[view.seat] if c is not UNKNOWN]  # type: ignore[attr-defined]
    params = {"tarokks": sum(1 for c in hand if c.is_trump), "honours": sum(1 for c in hand if c in HONOURS)}
    if action.kind == "pass":
        return Reason("pass-bid" if params["honours"] else "pass-no-honour", params, "bidding")
    level = CONTRACT_LEVEL[action.word or ""]
    params.update(contract=action.word, talon=TALON_SHARES[level][0])
    if action.kind == "contract":
        return Reason("contract-keep" if level == THREE else "contract-raise", params, "bidding")
    a = deal.auction  # type: ignore[attr-defined]
    opening = a.high is None and len(a.passed) == 3  # a jump after three passes promises nothing
    minimal = a.minimal_level(view.seat)
    jump = INVITATION_BY_JUMP.get(level - minimal) if minimal is not None and level < SOLO else None
    if jump is not None and not opening and deal.invitation is None:  # type: ignore[attr-defined]
        params["card"] = INVITATIONS[jump][0].code
        return Reason("bid-invites", params, "invitations")
    if a.high == level:
        return Reason("bid-holds", params, "bidding")
    return Reason("bid-solo" if level == SOLO else "bid-contract", params, "bidding")
