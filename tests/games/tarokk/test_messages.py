"""Every text the tarokk engine can show exists in English and Japanese: reason codes, events,
phases, prompts, notes, table groups, score lines and action labels met in random play, and
the rule options' labels and help."""

from __future__ import annotations

from tarokk_helpers import POOL
from tarokk_helpers import GAME

from tarotdesk.core.match import Match
from tarotdesk.core.messages import LANGS, action_text, event_text, has_text, refusal_text, text
from tarotdesk.core.rng import SeededRNG
from tarotdesk.games.tarokk import ANCHORS, MESSAGES

TABLES = (MESSAGES,)


class _Samples(list):
    """A few examples of each kind (events and refusals are not hashable)."""

    def __init__(self) -> None:
        super().__init__()
        self.count: dict[str, int] = {}

    def add(self, item) -> None:
        key = getattr(item, "kind", None) or item.code
        if self.count.get(key, 0) < 4:
            self.count[key] = self.count.get(key, 0) + 1
            self.append(item)


def _collect() -> dict:
    found: dict = {"events": _Samples(), "refusals": _Samples(), "keys": set(), "actions": set(),
                   "anchors": set()}
    rng = SeededRNG("messages")
    configs = [(4, {}), (5, {}), (4, {"old_discard": True, "annul_extra": True}),
               (5, {"dealer_handles_talon": False}), (4, {"double_game": False, "max_contra": 1})]
    for n, options in configs:
        for seed in range(6):
            match = Match(GAME, n, options, seed=f"msg-{n}-{seed}")
            while not match.over and match.deal_index < 3:
                if match.deal_over:
                    for e in match.next_deal():
                        found["events"].add(e)
                    continue
                deal = match.deal
                phase = deal.phase
                found["keys"].add("phase." + phase)
                found["keys"].add(deal.prompt()[0])
                layout = deal.view(deal.current_player).layout()
                found["keys"].update(key for notes in layout.notes for key, _ in notes)
                found["keys"].update(key for key, _ in layout.groups)
                found["keys"].update(key for notes in deal.layout().notes for key, _ in notes)
                found["keys"].update(key for key, _ in deal.layout().groups)
                for action in POOL[rng.below(len(POOL)):][:12]:
                    refusal = deal.check(action)
                    if refusal is not None:
                        found["refusals"].add(refusal)
                legal = match.legal_actions()
                found["actions"].update(legal)
                for e in match.apply(rng.choice(legal)):
                    found["events"].add(e)
                    if e.rule:
                        found["anchors"].add(e.rule)
            for result in match.results:
                found["keys"].update("line." + ln.kind for ln in result.lines)
                found["anchors"].update(ln.rule for ln in result.lines if ln.rule)
    return found


FOUND = _collect()


def test_every_event_kind_has_both_languages():
    kinds = {e.kind for e in FOUND["events"]}
    assert len(kinds) > 40
    for event in FOUND["events"]:
        for lang in LANGS:
            assert has_text("event." + event.kind, lang, TABLES), (event.kind, lang)
            words = event_text(event, lang, TABLES)
            assert "{" not in words, (event.kind, lang, words)


def test_every_refusal_code_has_both_languages():
    codes = {r.code for r in FOUND["refusals"]}
    assert len(codes) > 25
    for refusal in FOUND["refusals"]:
        assert refusal.rule in ANCHORS or refusal.rule == "end"
        for lang in LANGS:
            assert has_text("reason." + refusal.code, lang, TABLES), (refusal.code, lang)
            assert "{" not in refusal_text(refusal, lang, TABLES), refusal


def test_phases_prompts_notes_groups_and_lines_have_both_languages():
    keys = FOUND["keys"]
    assert {"phase.bidding", "phase.announcements", "prompt.discard", "note.dealer", "line.game"} <= keys
    for key in keys:
        for lang in LANGS:
            assert has_text(key, lang, TABLES), (key, lang)
            params = {"count": 1, "number": 20, "card": "T20", "condition": "annul-lone"}
            assert "{" not in text(key, lang, params, TABLES), key


def test_every_action_label_has_both_languages():
    for action in FOUND["actions"]:
        word = action.word
        for lang in LANGS:
            specific = word is not None and has_text(f"action.{action.kind}.{word}", lang, TABLES)
            assert specific or has_text(f"action.{action.kind}", lang, TABLES), (action.text, lang)
            assert "{" not in action_text(action, lang, TABLES)


def test_rule_anchors_are_the_fixed_list():
    assert FOUND["anchors"] <= set(ANCHORS)
    assert ANCHORS == ("overview", "cards", "deal", "bidding", "invitations", "talon", "discard", "annulment",
                       "surrender", "partner-call", "announcements", "contra", "play", "scoring", "bonuses",
                       "game-end", "five-players", "options", "glossary")


def test_option_texts_and_game_names():
    assert set(GAME.names) == {"en", "ja"}
    names = {o.name for o in GAME.option_specs}
    assert names == {"double_game", "pagat_partner_penalty", "old_discard", "old_free_call",
                     "forced_three_may_change", "defender_double_volat", "max_contra",
                     "dealer_handles_talon", "annul_extra"}
    for spec in GAME.option_specs:
        assert set(spec.label) == {"en", "ja"} and set(spec.help) == {"en", "ja"}
        for choice in spec.choices or ():
            assert set(spec.choice_labels[str(choice)]) == {"en", "ja"}
    defaults = GAME.default_options(4)
    assert defaults["max_contra"] == 5 and defaults["double_game"] and "dealer_handles_talon" not in defaults
    assert GAME.default_options(5)["dealer_handles_talon"] is True


def test_japanese_texts_are_japanese():
    for key, entry in MESSAGES.items():
        ja = entry["ja"]
        assert any("\u3040" <= ch <= "\u30ff" or "\u4e00" <= ch <= "\u9fff" for ch in ja), key
