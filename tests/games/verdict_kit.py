"""Finished deals for the verdict tests: random matches played until a settled deal says a
verdict of the kind wanted, and the words of that verdict in both languages."""

from __future__ import annotations

from typing import Any, Callable

from tarotdesk.core.match import Match
from tarotdesk.core.rng import SeededRNG
from tarotdesk.core.state import DealResult, DealState, Verdict
from tarotdesk.games.registry import get_game
from tarotdesk.ui.model.words import Words

NAMES = {"en": ["You", "Anna", "Bruno", "Carla", "Dario", "Elena", "Fabio", "Gina"],
         "ja": ["あなた", "アンナ", "ブルーノ", "カルラ", "ダリオ", "エレナ", "ファビオ", "ジーナ"]}


def finished_deal(game_id: str, n: int, kind: str, options: dict[str, Any] | None = None,
                  seeds: int = 400, also: Callable[[Match, DealResult], bool] = lambda m, r: True
                  ) -> tuple[Match, DealState, DealResult, Verdict]:
    """The first settled deal of random matches whose verdicts include ``kind`` (and ``also``)."""
    game = get_game(game_id)
    for seed in range(seeds):
        match = Match(game, n, options, seed=f"verdict-{seed}")
        rng = SeededRNG(f"verdict-play-{seed}")
        for _ in range(5000):
            if match.over:
                break
            if match.deal_over:
                match.next_deal()
                continue
            deal = match.deal
            match.apply(rng.choice(match.legal_actions()))
            if match.deal_over:
                result = match.results[-1]
                found = next((v for v in result.verdicts if v.kind == kind), None)
                if found is not None and also(match, result):
                    return match, deal, result, found
    raise AssertionError(f"no {game_id} deal said {kind!r} in {seeds} matches")


def said(game_id: str, n: int, verdict: Verdict, lang: str) -> str:
    """The verdict in words, the seats named as the kit names them."""
    return Words(get_game(game_id), lang, NAMES[lang][:n]).verdict(verdict)


def names(seats: Any, lang: str) -> list[str]:
    """The kit's names of these seats (the person's "You" as the words write it in a sentence)."""
    return [NAMES[lang][s] for s in seats]


def assert_names(text: str, seats: Any, lang: str) -> None:
    """Every one of ``seats`` is named in ``text``."""
    for s in seats:
        name = NAMES[lang][s]
        assert name in text or (s == 0 and name.lower() in text), (name, text)


def rule_title(game_id: str, verdict: Verdict, lang: str) -> str:
    """The title of the rule section the verdict links to ("" if it resolves to none)."""
    return Words(get_game(game_id), lang, NAMES[lang][:2]).rule_title(verdict.rule)
