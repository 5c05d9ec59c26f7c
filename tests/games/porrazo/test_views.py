"""Views hide exactly what they must; sampled worlds agree with everything a view shows."""

from __future__ import annotations

import pytest

from contract import reachable_cards
from porrazo_helpers import act, deck, match_with
from porrazo_helpers import CONFIGS, all_cards_once
from tarotdesk.core.cards import UNKNOWN
from tarotdesk.core.match import Match
from tarotdesk.core.rng import SeededRNG
from tarotdesk.games.porrazo import GAME
from tarotdesk.games.porrazo.rondas import pattern_ok


def hidden_from(deal, seat: int) -> set:
    hidden = set(deal.stock) | set(deal.dead)
    for s, hand in enumerate(deal.hands):
        if s != seat or (deal.phase == "tendido" and seat == deal.dealer):
            hidden |= set(hand)
    return hidden


def check_views(deal) -> None:
    for seat in range(deal.n_players):
        view = deal.view(seat)
        hidden = hidden_from(deal, seat)
        assert not hidden & set(reachable_cards(view)), f"seat {seat} sees a hidden card"
        assert not hidden & set(reachable_cards(view.layout()))
        if seat == deal.current_player:
            assert view.legal_actions() == deal.legal_actions()
            assert view.prompt() == deal.prompt()
        else:
            assert view.legal_actions() == []


def check_sample(deal, seat: int, rng: SeededRNG, play_on: bool) -> None:
    world = deal.sample_world(seat, rng)
    assert UNKNOWN not in reachable_cards(world) and world.viewer is None
    all_cards_once(world)
    all_cards_once(deal.view(seat).sample_world(seat, rng))  # what a player holding only a view does
    blind = deal.phase == "tendido" and seat == deal.dealer
    for s in range(deal.n_players):
        assert len(world.hands[s]) == len(deal.hands[s])
    if not blind:
        assert world.hands[seat] == deal.hands[seat]
    assert world.table == deal.table and world.piles == deal.piles and world.played == deal.played
    assert len(world.stock) == len(deal.stock) and len(world.dead) == len(deal.dead)
    for s, pattern in enumerate(deal.hand_patterns()):
        if pattern != "any":
            assert pattern_ok(world.played[s] + world.hands[s], pattern), (s, pattern)
    assert world.current_player == deal.current_player and world.phase == deal.phase
    legal = world.legal_actions()
    assert legal
    if play_on:  # the sampled world plays on to the end of its hand like a real one
        while world.current_player is not None:
            legal = world.legal_actions()
            world.apply(legal[rng.below(len(legal))])
        all_cards_once(world)


@pytest.mark.parametrize("n,teams", CONFIGS)
def test_views_hide_hands_and_stock_and_samples_agree(n, teams):
    rng = SeededRNG(f"views:{n}:{teams}")
    phases = set()
    for seed in range(3):
        options = {"teams": True} if teams else {}
        if seed == 2:
            options["claims"] = "manual"
        match = Match(GAME, n, options, seed=700 + seed)
        step = 0
        while not match.over and len(match.results) < 2:
            if match.deal_over:
                match.next_deal()
                continue
            deal = match.deal
            phases.add(deal.phase)
            check_views(deal)
            if step % 3 == 0:
                seat = deal.current_player
                check_sample(deal, seat, rng, play_on=step % 15 == 0)
                check_sample(deal, (seat + 1) % n, rng, play_on=False)
            legal = match.legal_actions()
            match.apply(legal[rng.below(len(legal))])
            step += 1
    assert {"tendido", "play"} <= phases


def test_dealer_does_not_see_his_new_cards_before_the_tendido_decision():
    m = match_with(2, 1, deck(2, 1, [{0: "S5 S6 S7", 1: "H5 H6 H7"}]))
    deal = m.deal
    view = deal.view(1)
    assert view.hands[1] == [UNKNOWN] * 3 and view.layout().hands[1] == [UNKNOWN] * 3
    assert {"H5", "H6", "H7"}.isdisjoint(c.code for c in reachable_cards(view))
    assert view.legal_actions() == deal.legal_actions()
    events = act(deal, "tendido:wait")
    private = [e for e in events if e.kind == "hand"]
    assert [(e.seat, e.private, e.data["cards"]) for e in private] == [(1, frozenset({1}), ["H5", "H6", "H7"])]
    assert [c.code for c in deal.view(1).hands[1]] == ["H5", "H6", "H7"]


def test_sampling_respects_declarations_and_silences():
    # Seat 0 holds a pair and declares it; seat 1 has nothing: a view of seat 1 must sample a
    # pair for seat 0, and a view of seat 0 must sample no pair for seat 1.
    m = match_with(2, 1, deck(2, 1, [{0: "S5 H5 C9", 1: "H2 D7 SK"}]))
    deal = m.deal
    act(deal, "tendido:wait", "declare:ronda")
    assert deal.phase == "play" and deal.hand_patterns() == ["ronda", "none"]
    rng = SeededRNG(4)
    for _ in range(40):
        world = deal.sample_world(1, rng)
        assert pattern_ok(world.hands[0], "ronda")
        world = deal.sample_world(0, rng)
        assert pattern_ok(world.hands[1], "none")


def test_sampling_while_a_holder_is_being_asked():
    m = match_with(3, 2, deck(3, 2, [{0: "S4 H7 C10", 1: "SQ HQ D2", 2: "S6 H6 C9"}]))
    deal = m.deal
    act(deal, "tendido:wait")
    assert deal.phase == "declare" and deal.current_player == 1
    # Seat 0 was passed over (nothing to declare), seat 1 is asked (holds one); seat 2 unknown.
    assert deal.hand_patterns() == ["none", "holding", "any"]
    rng = SeededRNG(8)
    for _ in range(30):
        world = deal.sample_world(2, rng)
        assert pattern_ok(world.hands[0], "none") and pattern_ok(world.hands[1], "holding")
        assert world.legal_actions()  # the asked seat can declare in every sampled world
    act(deal, "declare:silent")
    assert deal.hand_patterns() == ["none", "holding", "holding"]
