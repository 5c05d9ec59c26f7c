"""Every code and kind the engine emits has words in English and Japanese, and every rule anchor
it names belongs to the Lombard rule text."""

from __future__ import annotations

import re

import pytest

from lombardy_testkit import IDS
from tarotdesk.core.actions import Action
from tarotdesk.core.match import Match
from tarotdesk.core.messages import action_text, has_text, refusal_text, text
from tarotdesk.core.rng import SeededRNG
from tarotdesk.games.lombardy import ANCHORS, GAMES, MESSAGES

TABLES = (MESSAGES,)
LANGS = ("en", "ja")
UNFILLED = re.compile(r"\{[a-z_]+(\[[a-z]+\])?(:[^}]*)?\}")
PROBES = ("play:SK", "play:T21", "discard:T21", "discard:T10", "discard:SQ", "bid:due", "bid:una", "bid:niente",
          "bid:zero", "pass", "pass:x", "name:S2", "name:T21", "give:HQ", "call:T21", "call:SKIZ", "alone",
          "alone:x", "fool:decline", "fool:keep", "fool:S7", "fool:SK", "monte:maybe", "answer:x",
          "surrender:maybe", "play:S2+S3", "monte:no", "answer:accept", "surrender:no")


def _collect(game_id: str, seeds: int):
    game = GAMES[game_id]
    n = game.player_counts[0]
    keys: set[str] = set()
    anchors: set[str] = set()
    texts: list[tuple[str, dict]] = []
    refusals = []
    actions: set[Action] = set()
    rng = SeededRNG(game_id)
    for seed in range(seeds):
        m = Match(game, n, seed=seed)
        while not m.over:
            if m.deal_over:
                m.next_deal()
                continue
            d = m.deal
            keys.add("phase." + d.phase)
            key, params = d.prompt()
            keys.add(key)
            texts.append((key, params))
            layout = d.view(d.current_player).layout()
            for notes in layout.notes:
                for key, params in notes:
                    keys.add(key)
                    texts.append((key, params))
            keys.update(key for key, _ in layout.groups)
            legal = m.legal_actions()
            actions.update(legal)
            if rng.below(4) == 0:
                for probe in PROBES:
                    r = d.check(Action.parse(probe))
                    if r is not None:
                        refusals.append(r)
            choice = rng.choice(legal)
            if d.phase == "auction" and rng.below(2):
                choice = legal[-1] if rng.below(2) else legal[min(1, len(legal) - 1)]
            for e in m.apply(choice):
                keys.add("event." + e.kind)
                texts.append(("event." + e.kind, {"seat": e.seat, "points": e.points, **e.data}))
                if e.rule is not None:
                    anchors.add(e.rule)
        for r in m.results:
            for ln in r.lines:
                keys.add("line." + ln.kind)
                texts.append(("line." + ln.kind, ln.data))
                anchors.add(ln.rule)
    return keys, anchors, texts, refusals, actions


@pytest.mark.parametrize("game_id", IDS)
def test_every_emitted_code_has_both_languages(game_id):
    keys, anchors, texts, refusals, actions = _collect(game_id, 4)
    core_keys = {"event.deal_over", "event.match_over", "phase.play"}
    for key in keys:
        for lang in LANGS:
            assert has_text(key, lang, TABLES), f"{key} has no {lang} text"
        if key not in core_keys:
            assert key in MESSAGES, key
    for key, params in texts:
        for lang in LANGS:
            assert not UNFILLED.search(text(key, lang, params, TABLES)), (key, lang, params)
    assert anchors <= set(ANCHORS)
    assert refusals
    for r in refusals:
        assert r.rule in ANCHORS or r.rule == "end", r
        for lang in LANGS:
            assert has_text("reason." + r.code, lang, TABLES), r.code
            assert not UNFILLED.search(refusal_text(r, lang, TABLES)), (r, lang)
    for a in actions:
        for lang in LANGS:
            key = f"action.{a.kind}.{a.word}" if a.word and has_text(f"action.{a.kind}.{a.word}", lang, TABLES) \
                else f"action.{a.kind}"
            assert has_text(key, lang, TABLES), key
            assert not UNFILLED.search(action_text(a, lang, TABLES))


def test_japanese_texts_are_japanese():
    kana = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
    for key, entry in MESSAGES.items():
        assert set(entry) == {"en", "ja"}, key
        assert kana.search(entry["ja"]), key
        assert not kana.search(entry["en"]), key


def test_option_texts_in_both_languages():
    for game in GAMES.values():
        for spec in game.option_specs:
            for lang in LANGS:
                assert spec.label[lang] and spec.help[lang]
                for choice in spec.choices or ():
                    assert spec.choice_labels[str(choice)][lang]
            assert spec.validate(spec.default) == spec.default
