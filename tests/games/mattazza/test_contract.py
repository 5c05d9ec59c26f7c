"""The state contract for Mattazza: refusals in every phase, views, sampled worlds, messages."""

from __future__ import annotations

import pytest
from contract import assert_refused_unchanged, fingerprint, reachable_cards
from games.mattazza.helpers import GAME, fill_hands, match_with, spec_card, spec_cards

from tarotdesk.core.actions import Action, card_action, play
from tarotdesk.core.cards import FOOL, UNKNOWN
from tarotdesk.core.match import Match
from tarotdesk.core.messages import has_text, text
from tarotdesk.core.rng import SeededRNG
from tarotdesk.games.mattazza import ANCHORS, MESSAGES
from tarotdesk.games.mattazza.rules import CARD_POINTS, PACK


def refuse(state, action, seat=None, code=None):
    refusal = assert_refused_unchanged(state, action, seat)
    assert refusal.rule in ANCHORS, refusal
    if code is not None:
        assert refusal.code == code, refusal
    assert has_text("reason." + refusal.code, "en", (MESSAGES,)) and has_text("reason." + refusal.code, "ja", (MESSAGES,))
    return refusal


# -- refusals ---------------------------------------------------------------------------------------

def test_refusals_in_the_play_phase():
    hands = fill_hands([spec_cards("S9 SK"), spec_cards("T12 MATTO BK"), spec_cards("S6 CK"), []],
                       allowed={1: "CHD", 2: "CHD"})
    m = match_with(hands, dealer=3)
    deal = m.deal
    assert deal.phase == "play" and deal.current_player == 0
    refuse(deal, play(spec_card("S9")), seat=1, code="not-your-turn")
    refuse(deal, play(spec_card("T12")), code="card-not-in-hand")
    refuse(deal, card_action("give", spec_card("S9")), code="wrong-phase")
    refuse(deal, Action("bid", "two"), code="unknown-action")
    refuse(deal, Action.parse("play:S9+SK"), code="unknown-action")
    m.apply(play(spec_card("S9")), 0)
    r = refuse(deal, play(spec_card("BK")), code="must-trump")  # seat 1: no swords, a trump
    assert r.params["lead"] == "S9" and r.params["suit_name"]["ja"] == "ソード"
    m.apply(play(FOOL), 1)
    r = refuse(deal, play(spec_card("CK")), code="must-follow-suit")  # seat 2 holds the S6
    assert r.params["suit"] == "S"


def test_refusal_when_a_trump_is_led():
    hands = fill_hands([spec_cards("T16"), spec_cards("T05 SK"), [], []], allowed={1: "SCHD"})
    m = match_with(hands, dealer=3)
    m.apply(play(spec_card("T16")), 0)
    r = refuse(m.deal, play(spec_card("SK")), code="must-follow-trump")
    assert r.params["suit"] == "T"


def _to_gift_phase(options=None, blank=True):
    # Seat 0 plays the Matto to trick 1, then every trick goes by random play until the settlement.
    for seed in range(200):
        m = Match(GAME, 4, options, seed=seed)
        if FOOL not in m.deal.hands[(m.deal.dealer + 1) % 4]:
            continue
        m.apply(play(FOOL))
        rng = SeededRNG(seed)
        while m.deal.phase == "play":
            legal = m.legal_actions()
            m.apply(legal[rng.below(len(legal))])
        if m.deal.phase != "matto-gift":
            continue
        pile = m.deal.piles[m.deal.matto_owner]
        has_blank = any(not CARD_POINTS[c.index] for c in pile)
        has_counting = any(CARD_POINTS[c.index] and c is not FOOL for c in pile)
        if not blank or (has_blank and has_counting):
            return m
    raise AssertionError("no deal reached the settlement")


def test_refusals_in_the_matto_settlement():
    m = _to_gift_phase()
    deal = m.deal
    owner = deal.matto_owner
    assert deal.current_player == owner and deal.prompt()[0] == "prompt.matto_gift"
    other = (owner + 1) % 4
    refuse(deal, card_action("give", deal.piles[owner][0]), seat=other, code="not-your-turn")
    outside = next(c for c in PACK.cards if c not in deal.piles[owner])
    refuse(deal, card_action("give", outside), code="card-not-in-pile")
    refuse(deal, play(deal.piles[owner][0]), code="wrong-phase")
    refuse(deal, Action("pass"), code="unknown-action")


def test_blank_first_option_refuses_a_counting_card():
    m = _to_gift_phase({"matto_gift_blank_first": True})
    deal = m.deal
    counting = next(c for c in deal.piles[deal.matto_owner] if CARD_POINTS[c.index])
    refuse(deal, card_action("give", counting), code="must-give-blank")


def test_refusals_after_the_deal():
    m = Match(GAME, 3, seed=4)
    rng = SeededRNG(1)
    while not m.deal_over:
        legal = m.legal_actions()
        m.apply(legal[rng.below(len(legal))])
    refuse(m.deal, play(spec_card("SK")), code="deal-over")
    assert m.deal.prompt() == ("phase.deal-over", {})


# -- views and sampled worlds -----------------------------------------------------------------------------

@pytest.mark.parametrize("n", [3, 4, 5, 6])
def test_views_hide_other_hands_and_unused_cards_at_every_step(n):
    for seed in range(3):
        m = Match(GAME, n, seed=seed)
        rng = SeededRNG(seed)
        while not m.deal_over:
            deal = m.deal
            for seat in range(n):
                view = deal.view(seat)
                hidden = set(deal.unused)
                for other in range(n):
                    if other != seat:
                        hidden.update(deal.hands[other])
                seen = set(reachable_cards(view))
                assert not seen & hidden
                assert view.hands[seat] == deal.hands[seat]
                assert fingerprint(view.history) == fingerprint(deal.history)
                layout = view.layout()
                assert all(c is UNKNOWN for s in range(n) if s != seat for c in layout.hands[s])
            legal = m.legal_actions()
            m.apply(legal[rng.below(len(legal))])


@pytest.mark.parametrize("n", [3, 4, 6])
def test_sampled_worlds_agree_with_the_view(n):
    rng = SeededRNG(f"sample-{n}")
    checked = 0
    for seed in range(4):
        m = Match(GAME, n, seed=100 + seed)
        while not m.deal_over:
            deal = m.deal
            seat = rng.below(n)
            view = deal.view(seat)
            for k in range(3):
                world = deal.sample_world(seat, SeededRNG(f"{seed}-{k}-{checked}"))
                assert world.viewer is None
                assert UNKNOWN not in reachable_cards(world)
                assert world.hands[seat] == deal.hands[seat]
                assert [len(h) for h in world.hands] == [len(h) for h in deal.hands]
                assert len(world.unused) == len(deal.unused)
                every = [c for h in world.hands for c in h] + world.unused + world.trick + \
                    [c for _, cards, _ in world.history for c in cards]
                assert sorted(every) == sorted(PACK.cards)
                for s in range(n):
                    assert not any(c.suit in view.voids[s] for c in world.hands[s])
                # a sampled world is a complete state: it can be played on
                assert world.legal_actions() == deal.legal_actions() or world.current_player != seat
                checked += 1
            legal = m.legal_actions()
            m.apply(legal[rng.below(len(legal))])
    assert checked > 100


def test_voids_are_recorded_from_play():
    hands = fill_hands([spec_cards("S9 T12"), spec_cards("T05"), spec_cards("C7"), []],
                       allowed={1: "CHD", 2: "CHD"})
    m = match_with(hands, dealer=3)
    m.apply(play(spec_card("S9")), 0)
    m.apply(play(spec_card("T05")), 1)
    assert m.deal.voids[1] == {"S"}  # trumped: void in swords, not in trumps
    m.apply(play(spec_card("C7")), 2)
    assert m.deal.voids[2] == {"S", "T"}  # neither followed nor trumped


# -- messages ---------------------------------------------------------------------------------------------

def _collect_keys_and_params(seeds: int) -> dict[str, list[dict]]:
    found: dict[str, list[dict]] = {}

    def add(key, params):
        found.setdefault(key, [])
        if len(found[key]) < 3:
            found[key].append(dict(params))

    for n in (3, 4, 5, 6):
        for seed in range(seeds):
            options = {"local_count_display": bool(seed % 2)}
            m = Match(GAME, n, options, seed=seed)
            rng = SeededRNG(seed)
            while not m.over:
                if m.deal_over:
                    for e in m.next_deal():
                        add("event." + e.kind, {"seat": e.seat, "points": e.points, **e.data})
                    continue
                deal = m.deal
                add("phase." + deal.phase, {})
                key, params = deal.prompt()
                add(key, params)
                layout = deal.layout()
                for seat_notes in layout.notes:
                    for note, params in seat_notes:
                        add(note, params)
                for group, _ in layout.groups:
                    add(group, {})
                legal = m.legal_actions()
                action = legal[rng.below(len(legal))]
                add("action." + action.kind, {"cards": action.card.code, "word": ""})
                for e in m.apply(action):
                    add("event." + e.kind, {"seat": e.seat, "points": e.points, **e.data})
            for result in m.results:
                for line in result.lines:
                    add("line." + line.kind, {"points": line.points, **line.data})
    return found


def test_every_emitted_text_exists_in_english_and_japanese():
    found = _collect_keys_and_params(6)
    for key in ("event.cricca", "event.sequence", "event.matto_given", "event.game_end_two_losers",
                "line.local_batch", "line.sequence", "prompt.matto_gift", "phase.matto-gift"):
        assert key in found, key
    for key, samples in found.items():
        for lang in ("en", "ja"):
            assert has_text(key, lang, (MESSAGES,)), (key, lang)
            for params in samples:
                rendered = text(key, lang, params, (MESSAGES,))
                assert "{" not in rendered and rendered, (key, lang, rendered)


def test_message_table_is_complete_and_bilingual():
    for key, entry in MESSAGES.items():
        assert set(entry) == {"en", "ja"} and all(entry.values()), key
    for spec in GAME.option_specs:
        assert spec.label["en"] and spec.label["ja"] and spec.help["en"] and spec.help["ja"]
        for label in spec.choice_labels.values():
            assert label["en"] and label["ja"]
    assert GAME.names == {"en": "Mattazza", "ja": "マッタッツァ"}


def test_legal_moves_are_those_of_the_shared_trick_rules():
    # The play phase's legal actions are exactly core.tricks' rule, in its order.
    from tarotdesk.games.mattazza.rules import RULES

    for n in (3, 4, 5, 6):
        rng = SeededRNG(f"legal-{n}")
        for k in range(60):
            m = Match(GAME, n, seed=f"legal-{n}-{k}")
            while m.deal.phase == "play":
                deal = m.deal
                hand = deal.hands[deal.current_player]
                expected = [play(c) for c in RULES.legal_plays(hand, deal.trick)]
                legal = m.legal_actions()
                assert legal == expected
                m.apply(legal[rng.below(len(legal))])
