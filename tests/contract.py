"""Checks of the state contract that every game's tests reuse.

``fingerprint`` turns a state (or anything) into a plain, comparable structure, so tests can
assert "unchanged after a refusal" and "identical after replay". ``reachable_cards`` lists
every card object a view holds, to prove nothing hidden leaks into it.
"""

from __future__ import annotations

from typing import Any, Iterable

from tarotdesk.core.actions import Action
from tarotdesk.core.cards import UNKNOWN, Card
from tarotdesk.core.events import IllegalAction
from tarotdesk.core.match import Match
from tarotdesk.core.rng import SeededRNG


def fingerprint(obj: Any, _depth: int = 0) -> Any:
    """A plain nested structure equal for equal states (cards as codes, sets sorted)."""
    if _depth > 40:
        raise RecursionError("state nested too deeply")
    if isinstance(obj, Card):
        return obj.code
    if isinstance(obj, Action):
        return "A:" + obj.text
    if isinstance(obj, (str, int, float, bool)) or obj is None:
        return obj
    if isinstance(obj, (list, tuple)):
        return [fingerprint(x, _depth + 1) for x in obj]
    if isinstance(obj, (set, frozenset)):
        return sorted((fingerprint(x, _depth + 1) for x in obj), key=repr)
    if isinstance(obj, dict):
        return {repr(fingerprint(k, _depth + 1)): fingerprint(v, _depth + 1) for k, v in obj.items()
                if k != "_legal_cache"}
    if hasattr(obj, "__dict__"):
        # A deal's own result says no verdict (the match says them, on its copy): an empty list of
        # them, which came after the pinned traces were recorded, is left out.
        return {type(obj).__name__: fingerprint({k: v for k, v in vars(obj).items()
                                                 if k not in ("_legal_cache", "game", "pack", "rules")
                                                 and not (k == "verdicts" and v == [])},
                                                _depth + 1)}
    if hasattr(obj, "__slots__"):
        return {type(obj).__name__: [fingerprint(getattr(obj, s, None), _depth + 1) for s in obj.__slots__]}
    return repr(obj)


def reachable_cards(obj: Any, _seen: set[int] | None = None) -> list[Card]:
    """Every Card reachable from ``obj`` through containers and attributes (UNKNOWN excluded)."""
    seen = _seen if _seen is not None else set()
    out: list[Card] = []
    stack = [obj]
    while stack:
        x = stack.pop()
        if isinstance(x, Card):
            if x is not UNKNOWN:
                out.append(x)
            continue
        if isinstance(x, (str, int, float, bool)) or x is None or id(x) in seen:
            continue
        seen.add(id(x))
        if isinstance(x, Action):
            for a in x.args:
                if isinstance(a, tuple):
                    stack.extend(a)
        elif isinstance(x, dict):
            stack.extend(x.keys())
            stack.extend(x.values())
        elif isinstance(x, (list, tuple, set, frozenset)):
            stack.extend(x)
        elif hasattr(x, "__dict__"):
            stack.extend(v for k, v in vars(x).items() if k not in ("game", "pack", "rules"))
    return out


def assert_refused_unchanged(state: Any, action: Action, seat: int | None = None) -> Any:
    """``action`` must be refused with a reason naming a rule, leaving ``state`` untouched."""
    before = fingerprint(state)
    refusal = state.check(action, seat)
    assert refusal is not None, f"{action} was expected to be refused"
    assert refusal.code and refusal.rule, refusal
    try:
        state.apply(action, seat)
    except IllegalAction as exc:
        assert exc.refusal == refusal
    else:
        raise AssertionError(f"apply({action}) did not raise")
    assert fingerprint(state) == before, "a refused action changed the state"
    return refusal


def random_match(match: Match, seed: int | str, max_actions: int = 1_000_000,
                 each_step: Any = None) -> Match:
    """Play ``match`` to its end with uniformly random legal actions."""
    rng = SeededRNG(seed)
    for _ in range(max_actions):
        if match.over:
            return match
        if match.deal_over:
            match.next_deal()
            continue
        legal = match.legal_actions()
        assert legal, f"no legal action in phase {match.phase}"
        action = rng.choice(legal)
        if each_step is not None:
            each_step(match, action)
        match.apply(action)
    raise AssertionError("match did not end")


def random_deal(match: Match, seed: int | str) -> None:
    """Play the current deal of ``match`` to its end with random legal actions."""
    rng = SeededRNG(seed)
    while not match.deal_over:
        match.apply(rng.choice(match.legal_actions()))


def all_legal_pass_check(state: Any, actions: Iterable[Action]) -> bool:
    """Every listed action passes ``check``."""
    return all(state.check(a) is None for a in actions)
