"""The state contract for Cirulla: refusals with specific reasons, views, sampled worlds, words."""

from __future__ import annotations

import pytest

from contract import assert_refused_unchanged, fingerprint, reachable_cards
from games.cirulla.helpers import GAME, all_cards_of, position
from tarotdesk.core.actions import Action
from tarotdesk.core.cards import UNKNOWN, cards
from tarotdesk.core.match import Match
from tarotdesk.core.messages import LANGS, action_text, has_text, text
from tarotdesk.core.rng import SeededRNG
from tarotdesk.games.cirulla import ANCHORS, MESSAGES
from tarotdesk.games.cirulla.options import OPTION_SPECS
from tarotdesk.games.cirulla.rules import CARDS

TABLES = (MESSAGES,)


def refuse(state, text_: str, code: str, seat=None):
    refusal = assert_refused_unchanged(state, Action.parse(text_), seat)
    assert refusal.code == code, (text_, refusal)
    # The core's own refusal after the end names the core's "end" section.
    assert refusal.rule in ANCHORS or (code == "deal-over" and refusal.rule == "end"), refusal
    for lang in LANGS:
        assert has_text("reason." + refusal.code, lang, TABLES), refusal.code
    return refusal


def test_refusals_while_playing():
    deal = position({0: "C5 D6 SA", 1: "S2 S3 S4"}, "H5 SJ", stock="C2 C3 C4 C6 C7 CJ", turn=0, dealer=1)
    refuse(deal, "play:C5", "must-capture")
    refuse(deal, "play:HK", "card-not-in-hand")
    refuse(deal, "capture:HK:H5", "card-not-in-hand")
    refuse(deal, "capture:D6:H5", "nothing-to-capture")
    refuse(deal, "capture:C5:C7", "not-on-table")
    refuse(deal, "capture:C5:SJ", "capture-does-not-add-up")
    refuse(deal, "capture:SA:H5", "ace-must-sweep")
    refuse(deal, "capture:C5", "malformed-play")
    refuse(deal, "play:C5:H5", "malformed-play")
    refuse(deal, "bid:two", "not-a-cirulla-action")
    refuse(deal, "play:D6", "not-your-turn", seat=1)
    refusal = refuse(deal, "capture:SA:H5+SJ", "capture-order")
    assert refusal.params["expected"] == "capture:SA:SJ+H5"


def test_refusals_of_the_ace_and_the_equal_card_options():
    deal = position({0: "CA C5", 1: "S2 S6 S7"}, "HA C2 S3 SJ", stock="D2 D3 D4 D5", turn=0, dealer=1)
    refuse(deal, "capture:CA:HA", "ace-must-take-all")
    deal = position({0: "C5 D6", 1: "S2 S6 S7"}, "H5 H2 D3", stock="C2 C3 C4 C6", turn=0, dealer=1,
                    options={"equal_card_priority": True})
    refusal = refuse(deal, "capture:C5:H2+D3", "equal-card-first")
    assert refusal.params["equal"] == "H5"


def test_refusals_of_declarations():
    deal = position({0: "SA CA H7", 1: "S2 S3 S4"}, "H5 SJ", stock="C2 C3 C4 C6 C7 CJ", turn=0, dealer=1,
                    fresh=True)
    refuse(deal, "declare:both", "designation-needed")
    refuse(deal, "declare:both:H7=Z", "bad-designation")
    refuse(deal, "declare:barsega:H7=A", "wrong-declaration-kind")
    refuse(deal, "declare:barsega:H7=K", "designation-does-not-qualify")
    refuse(deal, "declare:grand", "malformed-declaration")
    refuse(deal, "declare:both:H7=A", "not-your-turn", seat=1)
    deal.apply(Action.parse("declare:both:H7=A"))
    refuse(deal, "declare:both:H7=A", "already-declared")
    deal = position({0: "S2 S3 C4", 1: "SA D3 C6"}, "SK", stock="C2 C3 C5 C7 CJ CQ", turn=0, dealer=1,
                    fresh=True)
    refuse(deal, "declare:barsega:H7=A", "matta-not-in-hand")
    refuse(deal, "declare:decino", "wrong-declaration-kind")
    deal.apply(Action.parse("play:S2"))
    refuse(deal, "declare:barsega", "hand-does-not-qualify")  # seat 1: SA D3 C6 totals 10
    deal.apply(Action.parse("capture:SA:S2+SK"))
    deal.apply(Action.parse("play:S3"))
    refuse(deal, "declare:barsega", "declaration-too-late")  # seat 1 has played from this hand


def test_refusal_of_the_narrow_matta_option():
    deal = position({0: "S2 D3 H7", 1: "S4 S5 S6"}, "SJ", stock="C2 C3 C4 C6 C7 CJ", turn=0, dealer=1, fresh=True,
                    options={"matta_wild_for_barsega": False})
    assert not [a for a in deal.legal_actions() if a.kind == "declare"]
    refuse(deal, "declare:barsega:H7=A", "hand-does-not-qualify")
    deal = position({0: "SA CA H7", 1: "S4 S5 S6"}, "SJ", stock="C2 C3 C4 C6 C7 CJ", turn=0, dealer=1, fresh=True,
                    options={"matta_wild_for_barsega": False})
    assert sorted(a.text for a in deal.legal_actions() if a.kind == "declare") == [
        "declare:barsega:H7=7", "declare:both:H7=A"]
    refuse(deal, "declare:barsega:H7=2", "matta-wild-only-for-decino")


def test_refusals_after_the_deal():
    deal = position({0: "H5", 1: "C3"}, "", turn=0, dealer=1)
    deal.apply(Action.parse("play:H5"))
    deal.apply(Action.parse("play:C3"))
    assert deal.is_over and deal.phase == "deal-over"
    refuse(deal, "play:C3", "deal-over")


def every_step(n: int, seed: int, options: dict | None = None):
    """Play a whole deal at random, yielding the complete state before each action."""
    m = Match(GAME, n, options, seed=seed)
    rng = SeededRNG(f"views-{n}-{seed}")
    while not m.deal_over:
        yield m.deal
        legal = m.legal_actions()
        # Prefer declarations so that open hands appear in the views.
        decl = [a for a in legal if a.kind == "declare"]
        m.apply(decl[0] if decl else legal[rng.below(len(legal))])


@pytest.mark.parametrize("n", [2, 3, 4])
def test_views_hide_other_hands_and_the_stock(n):
    for seed in range(6):
        for deal in every_step(n, seed):
            for seat in range(n):
                view = deal.view(seat)
                visible = set(reachable_cards(view))
                hidden = set(deal.stock)
                for other in range(n):
                    if other != seat:
                        hidden |= set(deal.hands[other]) - set(deal.known_in_hand[other])
                assert not visible & hidden, (seat, visible & hidden)
                assert view.hands[seat] == deal.hands[seat]
                assert [len(h) for h in view.hands] == [len(h) for h in deal.hands]
                assert view.table == deal.table and view.piles == deal.piles
                for other in range(n):
                    assert all(c in view.hands[other] for c in deal.known_in_hand[other])
                layout = view.layout()
                assert not set(c for h in layout.hands for c in h) & hidden
                legal = view.legal_actions()
                assert legal == (deal.legal_actions() if seat == deal.current_player else [])
                assert view.prompt()[0] in ("prompt.play", "prompt.declare_or_play")
                if seat != deal.current_player:
                    assert view.prompt()[0] == "prompt.play"  # a view never tells whether others may declare


@pytest.mark.parametrize("n", [2, 3, 4])
def test_sampled_worlds_agree_with_the_view(n):
    rng = SeededRNG(f"worlds-{n}")
    checked = 0
    for seed in range(4):
        for deal in every_step(n, 100 + seed):
            seat = (deal.current_player + seed) % n
            world = deal.sample_world(seat, rng.fork(checked))
            checked += 1
            assert UNKNOWN not in reachable_cards(world)
            assert sorted(all_cards_of(world)) == sorted(CARDS)
            assert world.hands[seat] == deal.hands[seat]
            assert [len(h) for h in world.hands] == [len(h) for h in deal.hands]
            assert len(world.stock) == len(deal.stock)
            assert world.table == deal.table and world.piles == deal.piles
            assert world.table_values == deal.table_values and world.matta == deal.matta
            for other in range(n):
                assert all(c in world.hands[other] for c in deal.known_in_hand[other])
            if world.current_player == seat:
                assert world.legal_actions() == deal.legal_actions()
            # The sampled world plays on to the end.
            sim = world.clone()
            while not sim.is_over:
                sim.apply(sim.legal_actions()[0])
    assert checked > 100


def collect_codes(n: int, seeds: range, options: dict | None = None) -> set[str]:
    """Every message key the engine produces during random play."""
    keys: set[str] = set()
    for seed in seeds:
        m = Match(GAME, n, options, seed=seed)
        rng = SeededRNG(f"codes-{n}-{seed}")
        while not m.over:
            if m.deal_over:
                keys.add("phase." + m.deal.phase)
                for line in m.results[-1].lines:
                    keys.add("line." + line.kind)
                m.next_deal()
                continue
            deal = m.deal
            keys.add("phase." + deal.phase)
            keys.add(deal.prompt()[0])
            layout = deal.layout()
            for notes in layout.notes:
                keys.update(key for key, _ in notes)
            keys.update(key for key, _ in layout.groups)
            legal = m.legal_actions()
            for a in legal:
                keys.add("action." + a.kind)
                keys.update("word." + w for w in a.words())
                if a.word:
                    keys.add(f"action.{a.kind}.{a.word}")
            for a in (Action.parse("play:SA"), Action.parse("capture:SA:SK"), Action.parse("declare:both")):
                r = deal.check(a)
                if r is not None:
                    keys.add("reason." + r.code)
            action = legal[rng.below(len(legal))]
            for e in m.apply(action):
                keys.add("event." + e.kind)
        for line in m.results[-1].lines:
            keys.add("line." + line.kind)
    return keys


def test_every_emitted_code_has_both_languages():
    keys = set()
    for n in (2, 3, 4):
        keys |= collect_codes(n, range(25))
        keys |= collect_codes(n, range(5), {"dealer_low_table_bonus": True, "cappotto": "all_cards"})
    assert {"event.capture_sweep", "event.scopa", "event.table_bonus", "event.redeal", "event.leftovers",
            "event.declared_barsega", "line.piccola", "prompt.declare_or_play", "note.team"} <= keys
    missing = sorted(k for k in keys for lang in LANGS
                     if not has_text(k, lang, TABLES)
                     and not (k.startswith("action.") and k.count(".") == 2 and has_text(
                         k.rsplit(".", 1)[0], lang, TABLES)))
    assert not missing, missing


def test_message_table_is_complete_and_formats():
    for key, entry in MESSAGES.items():
        assert set(entry) == set(LANGS), key
        for lang in LANGS:
            assert entry[lang].strip(), (key, lang)
    # Every reason the engine can give and every event kind has words (checked by name).
    sample = {"seat": 1, "card": "SA", "cards": "SA S2", "taken": "S2", "points": 3, "count": 2, "total": 15,
              "options": 2, "expected": "capture:SA:S2", "equal": "H5", "value": 5, "fifteen": 20,
              "kind": "bàrsega", "asked": "decino", "word": "H7=Z", "rank": "A", "action": "x", "round": 2,
              "rounds": 6, "stock": 24, "attempt": 1, "matta": "A", "team": "A", "current": 0,
              "cards2": "S2", "rest": "(H7=A)", "ace": "DA", "rank_en": "an Ace", "rank_ja": "エース",
              "second": 2, "score": 52, "target": 51, "others": [1], "seats": [0]}
    for key, entry in MESSAGES.items():
        for lang in LANGS:
            assert "{" not in text(key, lang, sample, TABLES), (key, lang)


def test_action_labels_name_the_table_cards_and_the_matta():
    capture = action_text(Action.parse("capture:C5:H2+D3"), "en", TABLES)
    assert "H2" in capture and "D3" in capture and "C5" in capture
    label = action_text(Action.parse("declare:both:H7=A"), "ja", TABLES)
    assert "マッタ" in label and "デチーノ" in label
    assert action_text(Action.parse("declare:barsega:H7=7"), "en", TABLES) != action_text(
        Action.parse("declare:barsega:H7=2"), "en", TABLES)


def test_options_have_labels_helps_and_defaults_of_the_spec():
    defaults = {o.name: o.default for o in OPTION_SPECS}
    assert defaults == {
        "target": 51, "direction": "clockwise", "matta_wild_for_barsega": True, "cappotto": "all_diamonds",
        "dealer_bonus_before_ace_redeal": False, "dealer_low_table_bonus": False, "ace_full_capture": "forced",
        "equal_card_priority": False, "primiera_requires_all_suits": False, "auto_declare": False}
    for o in OPTION_SPECS:
        for lang in LANGS:
            assert o.label[lang] and o.help[lang]
            for choice in o.choices or ():
                assert o.choice_labels[choice][lang]


def test_game_identity():
    assert (GAME.id, GAME.family, GAME.player_counts, GAME.pack_id, GAME.direction) == (
        "cirulla", "cirulla", (2, 3, 4), "genoese40", "cw")
    assert GAME.names == {"en": "Cirulla", "ja": "チルッラ"}
    assert GAME.fixed_teams(4, {}) == [[0, 2], [1, 3]] and GAME.fixed_teams(2, {}) is None
    assert GAME.layout_hint() == {"table": "fishing"}
    m = Match(GAME, 4, seed=2)
    layout = m.deal.layout()
    assert layout.center_kind == "table" and len(layout.hands) == 4 and layout.stock == 24
    assert m.teams() == [[0, 2], [1, 3]]
    assert cards("SA") == [CARDS[0]]


def test_written_out_clone_equals_the_generic_copy_and_shares_no_changing_container():
    from tarotdesk.core.state import DealState
    from tarotdesk.games.cirulla.deal import CirullaDeal

    for n in (2, 3, 4):
        for i, deal in enumerate(every_step(n, 7)):
            if i % 5:
                continue
            copy = deal.clone()
            assert fingerprint(copy) == fingerprint(DealState.clone(deal))
            for name, value in vars(deal).items():
                if isinstance(value, (list, dict, set)) and name not in CirullaDeal.SHARED:
                    assert getattr(copy, name) is not value, name
                    if isinstance(value, list):
                        for inner, other in zip(value, getattr(copy, name)):
                            if isinstance(inner, list):
                                assert inner is not other, name
            before = fingerprint(deal)
            while not copy.is_over:
                copy.apply(copy.legal_actions()[-1])
            assert fingerprint(deal) == before
