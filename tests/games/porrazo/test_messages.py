"""Every code the engine emits has words in English and Japanese, and every anchor is listed."""

from __future__ import annotations

from porrazo_helpers import CONFIGS
from tarotdesk.core.actions import Action
from tarotdesk.core.match import Match
from tarotdesk.core.messages import LANGS, action_text, event_text, has_text, refusal_text, text
from tarotdesk.core.rng import SeededRNG
from tarotdesk.games.porrazo import ANCHORS, GAME, GAMES, MESSAGES

TABLES = (MESSAGES,)
PROBES = [Action.parse(t) for t in (
    "play:S2", "play:HK", "inplace:S2", "inplace:DA", "inplace:C4", "inplace:H9", "tendido:lay", "tendido:wait",
    "tendido:maybe", "declare:ronda", "declare:rondine", "declare:silent", "claim:ronda", "claim:rondine", "pass",
    "capture:S2:H2",
)]


def collect() -> dict[str, set]:
    found: dict[str, set] = {k: set() for k in ("event", "phase", "prompt", "note", "line", "reason", "action",
                                                  "rule", "rendered")}
    rng = SeededRNG("messages")
    option_sets = [{}, {"claims": "manual"}, {"porrazo_provisional": True}, {"leftover_6p": "dead"}]
    for i in range(36):
        n, teams = CONFIGS[i % len(CONFIGS)]
        options = dict(option_sets[i % len(option_sets)])
        if teams:
            options["teams"] = True
        match = Match(GAME, n, options, seed=i)
        while not match.over:
            if match.deal_over:
                for ln in match.results[-1].lines:
                    found["line"].add(ln.kind)
                    found["rule"].add(ln.rule)
                    for lang in LANGS:
                        found["rendered"].add(text("line." + ln.kind, lang, ln.data, TABLES))
                match.next_deal()
                continue
            deal = match.deal
            found["phase"].add(deal.phase)
            found["prompt"].add(deal.prompt()[0])
            layout = deal.layout()
            for notes in layout.notes:
                found["note"].update(key for key, _ in notes)
            found["note"].update(key for key, _ in layout.groups)
            legal = match.legal_actions()
            found["action"].update(legal)
            if rng.below(4) == 0:
                for probe in PROBES:
                    refusal = deal.check(probe)
                    if refusal is not None:
                        found["reason"].add(refusal.code)
                        found["rule"].add(refusal.rule)
                        for lang in LANGS:
                            found["rendered"].add(refusal_text(refusal, lang, TABLES))
            for event in match.apply(legal[rng.below(len(legal))]):
                found["event"].add(event.kind)
                if event.rule is not None:
                    found["rule"].add(event.rule)
                for lang in LANGS:
                    found["rendered"].add(event_text(event, lang, TABLES))
    return found


FOUND = collect()


def test_every_emitted_code_has_both_languages():
    missing = []
    for kind in ("event", "phase", "line", "reason"):
        for code in FOUND[kind]:
            for lang in LANGS:
                if not has_text(f"{kind}.{code}", lang, TABLES):
                    missing.append(f"{kind}.{code} [{lang}]")
    for key in FOUND["prompt"] | FOUND["note"]:
        for lang in LANGS:
            if not has_text(key, lang, TABLES):
                missing.append(f"{key} [{lang}]")
    for action in FOUND["action"]:
        for lang in LANGS:
            if not has_text("action." + action.kind, lang, TABLES):
                missing.append(f"action.{action.kind} [{lang}]")
            word = action.word
            if word and not (has_text(f"action.{action.kind}.{word}", lang, TABLES)
                             and has_text(f"word.{word}", lang, TABLES)):
                missing.append(f"action.{action.kind}.{word} / word.{word} [{lang}]")
    assert not missing, missing


def test_the_random_play_reached_every_phase_and_scoring_kind():
    assert FOUND["phase"] >= {"tendido", "declare", "play", "claim"}
    assert FOUND["event"] >= {"tendido", "tendido_positions", "tendido_set", "placed", "captured", "en_su_lugar",
                              "porrazo", "porrazo_held", "porrazo_annulled", "counter_porrazo", "limpia",
                              "ronda", "rondine", "ronda_claimed", "majority", "game_won", "leftover",
                              "set_aside", "table_taken", "hand", "dealt", "claim_passed"}
    assert FOUND["reason"] >= {"tendido-first", "declarations-first", "card-not-in-hand", "play-a-card",
                               "inplace-rank", "claim-pending"}


def test_every_anchor_used_is_listed():
    assert FOUND["rule"] <= set(ANCHORS)
    assert GAMES["porrazo"].rule_anchor in ANCHORS


def test_templates_fill_every_field():
    assert not [t for t in FOUND["rendered"] if "{" in t or "}" in t]


def test_message_table_is_complete_and_written_in_both_languages():
    for key, entry in MESSAGES.items():
        assert set(entry) == set(LANGS), key
        assert all(entry[lang].strip() for lang in LANGS), key
        assert entry["en"] != entry["ja"], key


def test_action_labels_read_naturally():
    assert action_text(Action.parse("tendido:lay"), "ja", TABLES) == "テンディドを出す"
    assert action_text(Action.parse("inplace:S2"), "en", TABLES,
                       card_name=GAME.pack.name) == "Play 2 of Spades en su lugar (take nothing)"


def test_game_names_and_options_in_both_languages():
    assert GAME.names == {"en": "Porrazo", "ja": "ポラーソ"}
    for spec in GAME.option_specs:
        for lang in LANGS:
            assert spec.label[lang] and spec.help[lang], spec.name
        for choice in spec.choices or ():
            assert set(spec.choice_labels[str(choice)]) == set(LANGS), (spec.name, choice)
