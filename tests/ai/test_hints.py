"""Hints: the strong player's choice first, each with a value and a reason in both languages."""

from __future__ import annotations

import string
import sys
from pathlib import Path

import pytest

from tarotdesk.ai import reasons
from tarotdesk.ai.hints import Hint, hints
from tarotdesk.ai.messages import MESSAGES
from tarotdesk.ai.players import make_player
from tarotdesk.core.actions import Action
from tarotdesk.core.messages import text
from tarotdesk.games.registry import get_game

sys.path.insert(0, str(Path(__file__).resolve().parent))
from search_helpers import position  # noqa: E402


def anchors(game_id: str) -> tuple[str, ...]:
    import importlib

    family = get_game(game_id).family
    return importlib.import_module(f"tarotdesk.games.{family}").ANCHORS


@pytest.mark.parametrize("game_id, phase, plays", [
    ("tarocco-lombardo", "play", 6), ("tarokk", "play", 3), ("mattazza", "play", 5), ("porrazo", "play", 1),
    ("cirulla", "play", 2), ("taroccombre", "auction", 0),
])
def test_top_hint_is_the_strong_choice(game_id, phase, plays):
    match = position(game_id, phase, plays)
    seat = match.current_player
    view = match.view(seat)
    got = hints(view, k=3, seed=5, time_limit=None)
    assert 1 <= len(got) <= 3
    legal = match.legal_actions()
    assert all(isinstance(h, Hint) and h.action in legal for h in got)
    assert len({h.action for h in got}) == len(got)
    strong = make_player("strong", match.game, 5, time_limit=None).choose(match.view(seat))
    assert got[0].action == strong
    for h in got:
        assert "hint." + h.reason in MESSAGES
        assert h.rule is None or h.rule in anchors(game_id)


def test_a_forced_move_is_the_only_hint():
    match = position("tarokk", "play", 0)
    seat = match.current_player
    view = match.view(seat)
    legal = [a for a in match.legal_actions() if a.kind != "session"]
    only = [legal[0]]
    got = reasons.explain(view, only[0], only)
    assert got.code == "only-move"


def test_no_hints_out_of_turn():
    match = position("mattazza", "play", 2)
    other = (match.current_player + 1) % match.n_players
    assert hints(match.view(other), time_limit=None) == []


#: Every parameter a reason may carry, with a value of its kind: card codes, counts, and the
#: figures of the sampled estimates (chance in per cent, game points, standard errors).
SAMPLE_PARAMS = {"card": "SK", "points": 3, "count": 2, "action": "announce:xxi", "chance": 72, "gain": 4.2,
                 "se": 1.3, "worlds": 48, "played": -3.5, "cost": -6.0, "alone": 8.1, "called": 5.2,
                 # what the hand holds for a bid, and what a capture takes
                 "contract": "two", "tarokks": 6, "honours": 1, "talon": 2, "trumps": 9, "kings": 2, "exchanges": 1,
                 "diamonds": 2, "sevens": 1,
                 # the search's own figure of a move (shown under "Details")
                 "value": 1.25, "visits": 340, "led": "H7"}


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_reason_has_words_in_both_languages(lang):
    for key, entry in MESSAGES.items():
        assert key.startswith("hint.")
        assert entry.get(lang), (key, lang)
        fields = {f for _, f, _, _ in string.Formatter().parse(entry[lang]) if f}
        assert fields <= set(SAMPLE_PARAMS), (key, fields)
        assert fields == {f for _, f, _, _ in string.Formatter().parse(entry["en"]) if f}, key
        filled = text(key, lang, SAMPLE_PARAMS, (MESSAGES,))
        assert "{" not in filled


def test_reason_codes_used_in_code_all_have_words():
    import inspect
    import re

    source = inspect.getsource(reasons)
    codes = set(re.findall(r'Reason\("([a-z-]+)"', source))
    codes |= set(re.findall(r':\s*\("([a-z-]+)",', source))
    codes |= {"lays-tendido", "waits-tendido", "declares", "best-value"}
    missing = [c for c in codes if "hint." + c not in MESSAGES]
    assert not missing, missing


def test_reasons_read_the_position():
    match = position("cirulla", "play", 0)
    view = match.view(match.current_player)
    legal = view.legal_actions()
    for a in legal:
        r = reasons.explain(view, a, legal)
        if a.kind == "capture":
            assert r.code in ("captures", "captures-sevens", "captures-diamonds", "sweeps", "settebello")
        elif a.kind == "play":
            assert r.code == "trail-safe"
        assert r.rule in anchors("cirulla") or r.rule is None
    assert isinstance(Action.parse("pass"), Action)
