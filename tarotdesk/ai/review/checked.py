"""A review kept in a record, checked against the record before anything of it is shown.

A record's ``reviews`` lie outside its digest: anybody may edit them. So a kept review is data
from outside, and :func:`checked_review` reads it field by field against the match the record
replays to: its decisions must be the seat's decisions there, one by one (the same places, deals,
phases and actions taken), every action it names must be a legal move at its decision, every
mark, reason and parameter one the program knows, every number finite and where it can be (no
negative cost), and the mark the one its cost gives. The first thing that does not fit refuses
the whole review with a :class:`ReviewRefused`, whose words say which field and why in English
and Japanese; the caller drops the review and computes it again when asked.
"""

from __future__ import annotations

import math
import re
from typing import Any, Mapping

from ...core.actions import Action, ActionParseError
from ...core.match import Match, MatchView
from ...core.messages import text
from ..messages import MESSAGES as HINT_TEXTS
from ..messages import REVIEW_MESSAGES
from ..search.sim import without_meta
from .analysis import KEPT_ALTERNATIVES, Alternative, DecisionReview, decisions_of
from .marks import BEST, FORCED, MARKS, thresholds

#: Largest value a review holds (a deal's result in game points is far smaller).
LARGEST = 1e6
#: A mark and its cost may disagree by the rounding of the cost to three places.
ROUNDING = 0.0015
#: Longest text parameter of a reason (a card code, an action text, a word).
PARAM_LENGTH = 100
_ANCHOR = re.compile(r"[a-z0-9][a-z0-9-]{0,63}")


class ReviewRefused(ValueError):
    """A kept review that does not fit its record: a ``review.refused.<key>`` text of the review's
    words with its parameters (``field``: where in the review, as ``decisions[3].mark``)."""

    def __init__(self, key: str, **params: Any) -> None:
        self.key = key
        self.params = params
        super().__init__(self.text("en"))

    def text(self, lang: str = "en") -> str:
        """Why, in ``lang``."""
        return text(f"review.refused.{self.key}", lang, self.params, (REVIEW_MESSAGES,))


DecisionList = list[DecisionReview]


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _number(data: Mapping[str, Any], key: str, where: str, low: float = -LARGEST) -> float:
    value = data.get(key)
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value) \
            or not low <= value <= LARGEST:
        raise ReviewRefused("number", field=f"{where}.{key}")
    return float(value)


def _text_field(data: Mapping[str, Any], key: str, where: str) -> str:
    value = data.get(key)
    if not isinstance(value, str):
        raise ReviewRefused("field", field=f"{where}.{key}")
    return value


def _legal_action(value: Any, legal: list[Action], field: str) -> str:
    # An action the review names: its text must parse and be a legal move at the decision.
    if not isinstance(value, str):
        raise ReviewRefused("field", field=field)
    try:
        action = Action.parse(value)
    except ActionParseError:
        raise ReviewRefused("field", field=field) from None
    if action not in legal:
        raise ReviewRefused("illegal", field=field)
    return action.text


def checked_review(raw: Any, match: Match, seat: int, deal: int | None) -> DecisionList:
    """The decisions of ``raw``, a kept review of ``seat`` (in ``deal``, None: every deal) of the
    record that replays to ``match``; :class:`ReviewRefused` says what does not fit. (Its form,
    game, level and digest are the caller's to compare first.)"""
    if not isinstance(raw, dict) or not isinstance(raw.get("decisions"), list):
        raise ReviewRefused("field", field="decisions")
    found = raw["decisions"]
    expected = list(decisions_of(match, seat, deal))
    if len(found) != len(expected):
        raise ReviewRefused("count", found=len(found), expected=len(expected))
    out = []
    for k, (data, (index, view, action)) in enumerate(zip(found, expected)):
        out.append(_decision(data, f"decisions[{k}]", index, view, action))
    return out


def _decision(data: Any, where: str, index: int, view: MatchView, taken: Action) -> DecisionReview:
    """One decision of a kept review, checked against the decision it claims to be."""
    if not isinstance(data, dict):
        raise ReviewRefused("field", field=where)
    for key, wanted in (("index", index), ("deal", view.deal_index), ("seat", view.seat)):
        if not _is_int(data.get(key)) or data[key] != wanted:
            raise ReviewRefused("place", field=f"{where}.{key}")
    if data.get("phase") != str(view.deal.phase):
        raise ReviewRefused("place", field=f"{where}.phase")
    if data.get("taken") != taken.text:
        raise ReviewRefused("taken", field=f"{where}.taken")
    legal = without_meta(view.legal_actions())
    best = _legal_action(data.get("best"), legal, f"{where}.best")
    values = {key: _number(data, key, where) for key in ("best_value", "taken_value")}
    cost, uncertainty = (_number(data, key, where, 0.0) for key in ("cost", "uncertainty"))
    mark = data.get("mark")
    if mark not in MARKS:
        raise ReviewRefused("mark", field=f"{where}.mark")
    if not _mark_fits(mark, cost, best == taken.text, len(legal) <= 1, view.game.id, values):
        raise ReviewRefused("mark-cost", field=f"{where}.mark")
    reason, params, rule = _reason(data, where, view)
    alternatives = _alternatives(data.get("alternatives", []), legal, f"{where}.alternatives")
    return DecisionReview(index, view.deal_index, view.seat, str(view.deal.phase), taken.text, best,
                          values["best_value"], values["taken_value"], cost, uncertainty, str(mark), reason,
                          params, rule, alternatives)


def _mark_fits(mark: str, cost: float, same: bool, forced: bool, game_id: str, values: dict[str, float]) -> bool:
    # The mark the review's own rule gives that cost (a forced move costs nothing; the cost is the
    # best value less the value taken, never below 0), within the rounding of the figures.
    if forced or mark == FORCED:
        return forced and mark == FORCED and same and cost == 0.0
    if abs(cost - max(0.0, values["best_value"] - values["taken_value"])) > 2 * ROUNDING:
        return False
    if same or mark == BEST:
        return same and mark == BEST
    rule = thresholds(game_id)
    return mark in (rule.mark(max(0.0, cost - ROUNDING), False), rule.mark(cost + ROUNDING, False))


def _reason(data: Mapping[str, Any], where: str, view: MatchView) -> tuple[str, dict[str, Any], str | None]:
    """The better move's reason code, its parameters and its rule section, checked."""
    reason = _text_field(data, "reason", where)
    if f"hint.{reason}" not in HINT_TEXTS:
        raise ReviewRefused("reason", field=f"{where}.reason")
    params = data.get("params", {})
    if not isinstance(params, dict) or not all(isinstance(k, str) and _plain(v) for k, v in params.items()):
        raise ReviewRefused("field", field=f"{where}.params")
    try:
        for lang in ("en", "ja"):
            text(f"hint.{reason}", lang, params, (HINT_TEXTS,), view.game.pack)
    except Exception:  # noqa: BLE001 - any parameter the words cannot take refuses the review
        raise ReviewRefused("field", field=f"{where}.params") from None
    rule = data.get("rule")
    if rule is not None and not (isinstance(rule, str) and _ANCHOR.fullmatch(rule)):
        raise ReviewRefused("field", field=f"{where}.rule")
    return reason, dict(params), rule


def _plain(value: Any) -> bool:
    # A reason's parameter: a short text, a whole or finite number, true/false or null.
    if isinstance(value, str):
        return len(value) <= PARAM_LENGTH and value.isprintable()
    if isinstance(value, float):
        return math.isfinite(value) and abs(value) <= LARGEST
    return value is None or isinstance(value, (bool, int)) and abs(value) <= LARGEST


def _alternatives(raw: Any, legal: list[Action], where: str) -> tuple[Alternative, ...]:
    if not isinstance(raw, list) or len(raw) > KEPT_ALTERNATIVES + 1:
        raise ReviewRefused("field", field=where)
    out = []
    for k, item in enumerate(raw):
        field = f"{where}[{k}]"
        if not (isinstance(item, list) and len(item) == 4):
            raise ReviewRefused("field", field=field)
        action = _legal_action(item[0], legal, field)
        numbers = dict(zip(("value", "spread"), item[1:3]))
        value = _number(numbers, "value", field)
        spread = _number(numbers, "spread", field, 0.0)
        visits = item[3]
        if not _is_int(visits) or not 0 <= visits <= 10 ** 12:
            raise ReviewRefused("number", field=f"{field}.visits")
        out.append(Alternative(action, value, spread, visits))
    return tuple(out)

__all__ = ["ReviewRefused", "checked_review"]
