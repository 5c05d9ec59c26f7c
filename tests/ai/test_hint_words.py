"""Hints, "why" and review reasons speak a player's words: points and chances in per cent, a
reason of its own for each bid; the engine's figures (sampled deals, standard errors, playouts)
only in the details that the person opens."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from tarotdesk.ai.messages import MESSAGES
from tarotdesk.ai.reasons import explain
from tarotdesk.core.rng import SeededRNG
from tarotdesk.games.registry import get_game
from tarotdesk.core.match import Match
from tarotdesk.ui.model.words import Words

sys.path.insert(0, str(Path(__file__).resolve().parent))

#: What only the engine speaks of: its samples, its error bars, its playouts, its search.
ENGINE = {"en": re.compile(r"±|sampled|playout|standard error|search", re.I),
          "ja": re.compile(r"±|読んだ|通りの配り|プレイアウト|探索|誤差")}


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_reason_speaks_without_the_engines_figures(lang):
    loud = {key: entry[lang] for key, entry in MESSAGES.items()
            if not key.endswith(".details") and key != "hint.figures" and ENGINE[lang].search(entry[lang])}
    assert loud == {}


def test_every_estimate_keeps_its_figures_for_the_details():
    # A reason resting on sampled deals gives their number and error under "Details".
    for key, entry in MESSAGES.items():
        if key.endswith("-value") and key not in ("hint.declare-value", "hint.best-value"):
            details = MESSAGES.get(key + ".details")
            assert details is not None and "{worlds}" in details["en"] and "±" in details["en"], key


def test_the_check_hears_the_engine():
    assert ENGINE["en"].search("Passes: nothing gains clearly on 48 sampled deals (-1.9 ± 0.1 game points).")
    assert ENGINE["ja"].search("読んだ48通りの配りで")
    assert not ENGINE["en"].search("Keeps silent: the best, Pagat ultimo, averages -1.9 points.")


def _bid_texts(game_id: str, phase: str) -> list[tuple[str, str]]:
    """Each bid offered at the auction positions of a few deals, with its reason in words."""
    game = get_game(game_id)
    n = game.player_counts[0]
    found = []
    for seed in range(30):
        match = Match(game, n, seed=f"bids-{seed}")
        rng = SeededRNG(seed)
        while not match.deal_over and match.phase != phase:
            match.apply(rng.choice(match.legal_actions()))
        if match.deal_over:
            continue
        view = match.view(match.current_player)
        legal = view.legal_actions()
        bids = [a for a in legal if a.kind == "bid"]
        if len(bids) >= 2:
            words = Words(game, "en", ["You", "Anna", "Bruno", "Carla", "Dario"][:n])
            for a in bids:
                r = explain(view, a, legal)
                found.append((a.text, words.hint(r.code, r.params)))
            return found
    raise AssertionError(f"no auction with two bids in {game_id}")


@pytest.mark.parametrize(("game_id", "phase"), [("tarokk", "bidding"), ("taroccombre", "auction")])
def test_every_bid_has_a_reason_of_its_own(game_id, phase):
    texts = _bid_texts(game_id, phase)
    assert len({t for _, t in texts}) == len(texts), texts
    for action, shown in texts:  # what the hand holds for it, in numbers
        assert re.search(r"\d", shown), (action, shown)


def test_the_details_give_the_engines_figures_in_both_languages():
    game = get_game("tarokk")
    params = {"action": "announce:pagat", "chance": 35, "gain": -1.9, "se": 0.4, "worlds": 48}
    for lang, sampled in (("en", "48 sampled deals"), ("ja", "48通りのディール")):
        words = Words(game, lang, ["You", "Anna", "Bruno", "Carla"])
        plain = words.hint("announce-value", params)
        details = words.hint_details("announce-value", params, 1.25, 340)
        assert "35%" in plain and "±" not in plain and sampled not in plain
        assert sampled in details and "± 0.4" in details and "+1.25" in details and "340" in details
    assert Words(game, "en", ["You"]).hint_details("takes-trick", {"card": "T21", "points": 5}) == ""
