"""Short reasons for a suggested action: a code with parameters and the rule section it concerns.

A reason describes what the action does in the position the seat sees (takes the trick, keeps
the Pagat, captures three cards, clears the table ...), read from the view alone. The words are
in :mod:`tarotdesk.ai.messages` (``hint.<code>``); ``rule`` is an anchor of the game's rule text.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

from ..core.actions import Action
from ..core.cards import FOOL, SKIZ, TRUMP, UNKNOWN, Card
from ..core.match import MatchView
from ..core.tricks import TrickRules, winning_index


@dataclass(frozen=True)
class Reason:
    """Why an action is suggested: ``hint.<code>`` with ``params``, about rule section ``rule``."""

    code: str
    params: dict[str, Any] = field(default_factory=dict)
    rule: str | None = None


BEST = Reason("best-value")


def explain(view: MatchView, action: Action, legal: Sequence[Action]) -> Reason:
    """The reason of ``action`` among ``legal`` in ``view`` (see the module docstring)."""
    if len(legal) == 1:
        return Reason("only-move")
    rule = _BY_FAMILY.get(view.game.family)
    if rule is None:
        return BEST
    return rule(view, action, legal) or BEST


# -- trick play shared by the three tarot families ------------------------------------------------------

@dataclass
class _Trick:
    cards: list[Card]
    seats: list[int]
    rules: TrickRules
    points: Sequence[int]
    players: int


def _trick_reason(view: MatchView, action: Action, t: _Trick, rule: str) -> Reason:
    deal = view.deal
    seat = view.seat
    c = action.card
    assert c is not None
    hand = [x for x in deal.hands[seat] if x is not UNKNOWN]  # type: ignore[attr-defined]
    excuse = t.rules.excuse
    played = [x for x in t.cards if x is not excuse]
    if not played:
        return _lead_reason(c, hand, t, rule)
    after = t.cards + [c]
    seats = t.seats + [seat]
    before_winner = seats[winning_index(t.cards, t.rules)] if played else None
    winner = seats[winning_index(after, t.rules)] if c is not excuse else before_winner
    last = len(t.cards) == t.players - 1
    partners = _partners(view)
    in_trick = sum(t.points[x.index] for x in after)
    if winner == seat:
        if last:
            return Reason("takes-trick", {"card": c.code, "points": in_trick}, rule)
        return Reason("takes-lead", {"card": c.code}, rule)
    if before_winner in partners and t.points[c.index]:
        return Reason("feeds-partner", {"card": c.code}, rule)
    return Reason("ducks", {"card": c.code}, rule)


def _lead_reason(c: Card, hand: list[Card], t: _Trick, rule: str) -> Reason:
    if c.suit == TRUMP:
        return Reason("leads-trump", {"card": c.code}, rule)
    strength = t.rules.pack.strength_table
    same = [x for x in hand if x.suit == c.suit]
    if c.is_court and strength[c.index] == max(strength[x.index] for x in same) and c.rank >= 13:
        return Reason("leads-winner", {"card": c.code}, rule)
    if len(same) <= 2:
        return Reason("leads-short-suit", {"card": c.code}, rule)
    return Reason("leads-low", {"card": c.code}, rule)


def _partners(view: MatchView) -> set[int]:
    teams = view.teams or view.deal.teams()
    if not teams:
        return set()
    for team in teams:
        if view.seat in team:
            return {s for s in team if s != view.seat}
    return set()


def _word_reason(action: Action, table: dict[str, tuple[str, str | None]]) -> Reason | None:
    for key in (action.text, action.kind):
        if key in table:
            code, rule = table[key]
            params = {"card": action.card.code} if action.card is not None else {}
            return Reason(code, params, rule)
    return None


# -- Lombard games -------------------------------------------------------------------------------------

_LOMBARD_WORDS: dict[str, tuple[str, str | None]] = {
    "pass": ("pass", "auction"), "bid": ("bid", "auction"), "name": ("name-card", "exchange"),
    "give": ("give-back", "exchange"), "surrender:yes": ("surrender", "surrender"),
    "surrender:no": ("play-on", "surrender"), "call": ("call", "partner-call"), "alone": ("alone", "partner-call"),
    "monte:propose": ("monte", "monte"), "answer:accept": ("monte", "monte"), "monte:no": ("no-monte", "monte"),
    "answer:refuse": ("no-monte", "monte"), "fool": ("fool-card", "fool"),
}


def _lombardy(view: MatchView, action: Action, legal: Sequence[Action]) -> Reason | None:
    deal = view.deal
    phase = deal.phase
    if phase == "play":
        c = action.card
        v = deal.rules  # type: ignore[attr-defined]
        if c is FOOL:
            return Reason("fool-escape", {"card": c.code}, "fool")
        t = _Trick(list(deal.trick), list(deal.trick_seats), v.tricks, v.values, v.n)  # type: ignore[attr-defined]
        reason = _trick_reason(view, action, t, "play")
        if reason.code == "ducks" and any(a.card is FOOL for a in legal):
            return Reason("keeps-fool", {"card": c.code if c else ""}, "fool")
        return reason
    if phase == "discard":
        return _discard_reason(view, action, "discard")
    if phase == "partner-call":
        reason = _alone_reason(view, action, legal)
        if reason is not None:
            return reason
    return _word_reason(action, _LOMBARD_WORDS)


def _alone_reason(view: MatchView, action: Action, legal: Sequence[Action]) -> Reason | None:
    """Playing alone or calling, with what playing alone was estimated to gain on sampled deals."""
    from ..games.lombardy.deal import LombardDeal
    from .heuristic.lombardy import choose_call
    from .support import lombardy, lombardy_alone

    deal = view.deal
    assert isinstance(deal, LombardDeal)
    call = choose_call(deal, view.seat, legal)
    found = lombardy_alone.estimate(view, legal, call, lombardy.weight)
    if found is None or (action.kind != "alone" and action != call):
        return None
    params = {"gain": round(found.gain, 1), "se": round(found.se, 1), "alone": round(found.alone_value, 1),
              "called": round(found.call_value, 1), "worlds": found.worlds}
    return Reason("alone-value" if action.kind == "alone" else "call-value", params, "partner-call")


def _discard_reason(view: MatchView, action: Action, rule: str) -> Reason:
    c = action.card
    assert c is not None
    hand = view.deal.hands[view.seat]  # type: ignore[attr-defined]
    if c.suit != TRUMP and sum(1 for x in hand if x.suit == c.suit) == 1:
        return Reason("discard-void", {"card": c.code}, rule)
    return Reason("discard", {"card": c.code}, rule)


# -- Hungarian Tarokk ----------------------------------------------------------------------------------

_TAROKK_WORDS: dict[str, tuple[str, str | None]] = {
    "bid": ("bid", "bidding"), "contract": ("bid", "bidding"), "annul": ("annul", "annulment"),
    "surrender": ("surrender", "surrender"), "call": ("call", "partner-call"),
    "announce": ("announce", "announcements"), "declare": ("declares", "announcements"),
    "contra": ("contra", "contra"), "recontra": ("contra", "contra"), "subcontra": ("contra", "contra"),
    "hirscontra": ("contra", "contra"), "mordcontra": ("contra", "contra"),
}


def _tarokk(view: MatchView, action: Action, legal: Sequence[Action]) -> Reason | None:
    from ..games.tarokk.rules import PAGAT, POINTS, TRICK_RULES, TRICKS, XXI

    deal = view.deal
    phase = deal.phase
    if phase == "play":
        c = action.card
        trick = list(deal.trick)  # type: ignore[attr-defined]
        if c is SKIZ and XXI in trick:
            return Reason("catches-xxi", {"card": c.code}, "bonuses")
        if c is PAGAT and deal.trick_no == TRICKS - 1:  # type: ignore[attr-defined]
            return Reason("pagat-ultimo", {"card": c.code}, "bonuses")
        if c is not PAGAT and any(a.card is PAGAT for a in legal) and deal.trick_no < TRICKS - 1:  # type: ignore[attr-defined]
            return Reason("keeps-pagat", {"card": c.code if c else ""}, "bonuses")
        t = _Trick(trick, list(deal.trick_seats), TRICK_RULES, POINTS, 4)  # type: ignore[attr-defined]
        return _trick_reason(view, action, t, "play")
    if phase == "discard":
        return _discard_reason(view, action, "discard")
    if phase in ("announcements", "surrender"):
        reason = _estimated_reason(view, action, legal)
        if reason is not None:
            return reason
    if action.kind == "pass":
        return {"bidding": Reason("pass", {}, "bidding"), "contract": Reason("pass", {}, "bidding"),
                "announcements": Reason("silent", {}, "announcements"),
                "annulment": Reason("play-on", {}, "annulment"),
                "surrender": Reason("play-on", {}, "surrender")}.get(phase)
    return _word_reason(action, _TAROKK_WORDS)


def _estimated_reason(view: MatchView, action: Action, legal: Sequence[Action]) -> Reason | None:
    """An announcement, contra step, declaration, surrender or pass with its value estimated on
    sampled deals (:mod:`tarotdesk.ai.support.tarokk_bonus`): the chance of the item and the
    game points against passing, with the standard error."""
    from .support import tarokk, tarokk_bonus

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


# -- Mattazza ------------------------------------------------------------------------------------------

def _mattazza(view: MatchView, action: Action, legal: Sequence[Action]) -> Reason | None:
    from ..games.mattazza.rules import CARD_POINTS, RULES
    from ..games.mattazza import scoring

    deal = view.deal
    seat = view.seat
    c = action.card
    if deal.phase != "play":
        return Reason("gift-card", {"card": c.code if c else ""}, "matto")
    if c is FOOL:
        return Reason("fool-escape", {"card": c.code}, "matto")
    trick = list(deal.trick)  # type: ignore[attr-defined]
    seats = deal.trick_seats()  # type: ignore[attr-defined]
    n = deal.n_players
    last = len(trick) == n - 1
    played = [x for x in trick if x is not FOOL]

    def wins(card: Card) -> bool:
        after = trick + [card]
        return (seats + [seat])[winning_index(after, RULES)] == seat

    if not played:
        t = _Trick(trick, seats, RULES, CARD_POINTS, n)
        return _trick_reason(view, action, t, "play")
    if wins(c):
        if deal.tricks_won[seat] == 0:  # type: ignore[attr-defined]
            return Reason("first-trick", {"card": c.code}, "losers")
        if last:
            return Reason("takes-trick", {"card": c.code, "points": sum(CARD_POINTS[x.index] for x in trick + [c])},
                          "play")
        return Reason("takes-lead", {"card": c.code}, "play")
    if last:
        pile = {x.index for x in deal.piles[seat]}  # type: ignore[attr-defined]

        def points_of(have: set[int]) -> int:
            # The scorer reads a pile as a mask of Card.index bits (earlier: as a set).
            if hasattr(scoring, "mask_of"):
                return scoring.points_of(sum(1 << i for i in have))
            return scoring.points_of(have)  # type: ignore[arg-type]

        base = points_of(pile)
        for a in legal:
            other = a.card
            if other is None or other is FOOL or not wins(other):
                continue
            taken = pile | {x.index for x in trick} | {other.index}
            card_gain = sum(CARD_POINTS[x.index] for x in trick) + CARD_POINTS[other.index]
            if points_of(taken) - base > card_gain:
                return Reason("avoids-combination", {"card": c.code}, "combinations")
    if CARD_POINTS[c.index]:
        return Reason("throws-points", {"card": c.code}, "play")
    return Reason("avoids-trick", {"card": c.code}, "play")


# -- Porrazo -------------------------------------------------------------------------------------------

def _porrazo(view: MatchView, action: Action, legal: Sequence[Action]) -> Reason | None:
    from ..games.porrazo.capture import (CAPTURE, COUNTER, PLACE, PORRAZO, SAN_BENITO, capture_run,
                                         first_of_rank, resolution)
    from ..games.porrazo.rules import RANK

    deal = view.deal
    kind = action.kind
    if kind == "tendido":
        return Reason("lays-tendido" if action.word == "lay" else "waits-tendido", {}, "tendido")
    if kind in ("declare", "claim"):
        return Reason("declares" if action.word != "silent" else "best-value", {}, "rondas")
    if kind == "pass":
        return None
    c = action.card
    assert c is not None
    table = list(deal.table)  # type: ignore[attr-defined]
    r = RANK[c.index]
    how = PLACE if kind == "inplace" else resolution(table, deal.chain, deal.chain_rank, r)  # type: ignore[attr-defined]
    if how == SAN_BENITO:
        return Reason("san-benito", {"card": c.code}, "porrazo")
    if how == COUNTER:
        return Reason("counter-porrazo", {"card": c.code}, "porrazo")
    if how == PORRAZO:
        return Reason("porrazo", {"card": c.code}, "porrazo")
    if how == CAPTURE:
        taken = capture_run(table, first_of_rank(table, r), r)
        if len(taken) == len(table):
            return Reason("sweeps", {"card": c.code}, "scoring")
        return Reason("captures", {"card": c.code, "count": len(taken) + 1}, "play")
    if r <= 4 and len(table) + 1 == r:
        return Reason("en-su-lugar", {"card": c.code}, "play")
    return Reason("trail-safe", {"card": c.code}, "play")


# -- Cirulla -------------------------------------------------------------------------------------------

def _cirulla(view: MatchView, action: Action, legal: Sequence[Action]) -> Reason | None:
    from ..games.cirulla.rules import PLAYS_PER_DEAL, SETTEBELLO

    deal = view.deal
    if action.kind == "declare":
        return Reason("declares", {}, "declarations")
    c = action.card
    assert c is not None
    if action.kind == "play":
        return Reason("trail-safe", {"card": c.code}, "play")
    taken = action.card_args()[1]
    if len(taken) == len(deal.table) and deal.plays + 1 < PLAYS_PER_DEAL:  # type: ignore[attr-defined]
        return Reason("sweeps", {"card": c.code}, "play")
    if SETTEBELLO in taken or c is SETTEBELLO:
        return Reason("settebello", {"card": c.code}, "scoring")
    return Reason("captures", {"card": c.code, "count": len(taken) + 1}, "play")


_BY_FAMILY: dict[str, Callable[[MatchView, Action, Sequence[Action]], Reason | None]] = {
    "lombardy": _lombardy,
    "tarokk": _tarokk,
    "mattazza": _mattazza,
    "porrazo": _porrazo,
    "cirulla": _cirulla,
}
