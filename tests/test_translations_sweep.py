"""Every reason code, event kind, phase and rule anchor the engines produce has words and a rule section.

The codes are gathered by playing: a few deals of every game (smallest and largest table),
and at each decision the current seat's legal actions, the same kinds with every card of the
pack, the actions seen in other phases, and a move out of turn are all checked. Each refusal's
code must have a text in English and Japanese, and its anchor must lead to a section of the
game's rule text in both languages (not the overview fallback); likewise each event's kind and
rule, and each phase name.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache

import pytest

from tarotdesk import rules_text
from tarotdesk.ai.reasons import explain
from tarotdesk.ai.players import make_player
from tarotdesk.ai.search.sim import without_meta
from tarotdesk.core.actions import Action
from tarotdesk.core.match import Match
from tarotdesk.core.messages import has_text
from tarotdesk.games.registry import GAME_PACKAGES, get_game

LANGS = ("en", "ja")


@dataclass
class Sweep:
    """What one game produced: refusals (code -> anchors), events (kind -> anchors), phases."""

    refusals: dict[str, set[str]] = field(default_factory=dict)
    events: dict[str, set[str | None]] = field(default_factory=dict)
    phases: set[str] = field(default_factory=set)
    hints: dict[str, set[str | None]] = field(default_factory=dict)


def _candidates(match: Match, seen: set[str]) -> list[Action]:
    legal = match.legal_actions()
    kinds = {a.kind for a in legal if a.card is not None}
    out = list(legal)
    for kind in sorted(kinds):
        out.extend(Action(kind, c) for c in match.game.pack.cards)
    out.extend(Action.parse(t) for t in sorted(seen))
    return out


@cache
def sweep(game_id: str) -> Sweep:
    """Play and probe a few deals of ``game_id`` (see the module documentation)."""
    game = get_game(game_id)
    result = Sweep()
    seen_texts: set[str] = set()
    for n in sorted({game.player_counts[0], game.player_counts[-1]}):
        for seed in range(2):
            match = Match(game, n, seed=f"sweep-{seed}")
            players = [make_player("random", game, s) for s in range(n)]
            steps = 0
            while not match.deal_over and steps < 400:
                seat = match.current_player
                assert seat is not None
                result.phases.add(match.phase)
                for action in _candidates(match, seen_texts):
                    for who in (seat, (seat + 1) % n):
                        refusal = match.check(action, who)
                        if refusal is not None:
                            result.refusals.setdefault(refusal.code, set()).add(refusal.rule)
                view = match.view(seat)
                legal = without_meta(view.legal_actions())
                for action in legal:
                    reason = explain(view, action, legal)
                    result.hints.setdefault(reason.code, set()).add(reason.rule)
                choice = players[seat].choose(view)
                seen_texts.add(choice.text)
                for event in match.apply(choice, seat):
                    result.events.setdefault(event.kind, set()).add(event.rule)
                steps += 1
            result.phases.add(match.phase)
    return result


def _tables(game_id: str) -> tuple:
    messages = get_game(game_id).messages
    return (messages,) if messages else ()


def _section_for(game_id: str, anchor: str, lang: str) -> str | None:
    """The section a link to ``anchor`` opens (None when it would only fall back to the overview)."""
    anchors = rules_text.load(game_id, lang).anchors
    section = rules_text.resolve_anchor(game_id, anchor, lang)
    if section == "overview" and anchor != "overview":
        return None
    return section if section in anchors else None


GAMES = list(GAME_PACKAGES)


@pytest.mark.parametrize("game_id", GAMES)
def test_every_refusal_has_words_and_a_rule_section(game_id):
    found = sweep(game_id)
    assert len(found.refusals) >= 3, f"the sweep found too few refusals: {found.refusals}"
    problems = []
    for code, anchors in sorted(found.refusals.items()):
        for lang in LANGS:
            if not has_text("reason." + code, lang, _tables(game_id)):
                problems.append(f"reason.{code} has no {lang} text")
            for anchor in anchors:
                if _section_for(game_id, anchor, lang) is None:
                    problems.append(f"refusal {code} links to {anchor!r}: no such section in the {lang} text")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("game_id", GAMES)
def test_every_event_has_words_and_its_rule_section(game_id):
    found = sweep(game_id)
    problems = []
    for kind, anchors in sorted(found.events.items()):
        for lang in LANGS:
            if not has_text("event." + kind, lang, _tables(game_id)):
                problems.append(f"event.{kind} has no {lang} text")
            for anchor in anchors:
                if anchor is not None and _section_for(game_id, anchor, lang) is None:
                    problems.append(f"event {kind} links to {anchor!r}: no such section in the {lang} text")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("game_id", GAMES)
def test_every_scoring_event_links_to_a_scoring_rule(game_id):
    # Events that carry points, or whose kind names a score, must say which rule scored them.
    found = sweep(game_id)
    scoring = {k: a for k, a in found.events.items()
               if any(w in k for w in ("score", "point", "total", "majority", "scopa", "grande", "base",
                                       "margin", "lost", "sequence", "table_taken", "porrazo"))}
    assert scoring, "no scoring event was seen"
    unlinked = sorted(k for k, anchors in scoring.items() if None in anchors)
    assert not unlinked, f"scoring events without a rule: {unlinked}"


@pytest.mark.parametrize("game_id", GAMES)
def test_every_phase_has_a_name_and_a_rule_section(game_id):
    found = sweep(game_id)
    problems = []
    for phase in sorted(found.phases):
        for lang in LANGS:
            if not has_text("phase." + phase, lang, _tables(game_id)):
                problems.append(f"phase.{phase} has no {lang} name")
            section = rules_text.resolve_anchor(game_id, phase, lang)
            if section not in rules_text.load(game_id, lang).anchors:
                problems.append(f"phase {phase} opens no section of the {lang} text")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("game_id", GAMES)
def test_game_and_card_names_exist_in_both_languages(game_id):
    game = get_game(game_id)
    en, ja = game.name("en"), game.name("ja")
    assert en and ja and en != ja
    for card in game.pack.cards:
        en_name, ja_name = game.pack.name(card, "en"), game.pack.name(card, "ja")
        assert en_name and ja_name, card
        # A trump may be named by its Roman numeral alone, as printed (Hungarian "XXI").
        roman = set(ja_name) <= set("IVXL")
        assert roman or any(ch > "\u2e7f" for ch in ja_name), f"{card.code}: Japanese name {ja_name!r}"


def test_every_message_table_entry_has_both_languages():
    from tarotdesk.ai.messages import MESSAGES as HINTS
    from tarotdesk.core.messages import CORE_MESSAGES

    tables = [("core", CORE_MESSAGES), ("hints", HINTS)] + [(g, get_game(g).messages or {}) for g in GAMES]
    missing = [f"{name}: {key} ({lang})" for name, table in tables for key, entry in table.items()
               for lang in LANGS if not entry.get(lang)]
    assert not missing, "\n".join(missing)


@pytest.mark.parametrize("game_id", GAMES)
def test_every_hint_reason_has_words_and_a_rule_section(game_id):
    from tarotdesk.ai.messages import MESSAGES as HINTS

    found = sweep(game_id)
    assert found.hints, "no hint reason was given"
    problems = []
    for code, anchors in sorted(found.hints.items()):
        for lang in LANGS:
            if not has_text("hint." + code, lang, (HINTS,)):
                problems.append(f"hint.{code} has no {lang} text")
            for anchor in anchors:
                if anchor is not None and _section_for(game_id, anchor, lang) is None:
                    problems.append(f"hint {code} links to {anchor!r}: no such section in the {lang} text")
    assert not problems, "\n".join(problems)
