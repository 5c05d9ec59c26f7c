"""Views reveal exactly what the table knows; sampled worlds agree with every public fact."""

from __future__ import annotations

import pytest

from contract import reachable_cards
from tarokk_helpers import GAME

from tarotdesk.core.cards import UNKNOWN, Card
from tarotdesk.core.match import Match
from tarotdesk.core.rng import SeededRNG
from tarotdesk.games.tarokk.deal import TarokkDeal
from tarotdesk.games.tarokk.rules import DF, DS, HIGH_HONOURS, HONOURS, KINGS, PACK, PLAIN
from tarotdesk.games.tarokk.views import partner_known_to


def _public_cards(d: TarokkDeal, seat: int) -> set[Card]:
    """Cards ``seat`` may see: his own, the played ones and every card the table knows about."""
    known = set(d.hands[seat]) | set(d.took[seat]) | set(d.discards[seat]) | set(d.trick)
    known |= {c for _, cards, _ in d.tricks for c in cards}
    if d.discards_public:
        known |= set(d.shown)
    if d.invitation is not None:
        known.add(d.invitation[0])
    if d.called is not None:
        known.add(d.called)
    if d.five_dealer_talon and seat == d.dealer:
        known |= {c for s in d.active for c in d.took[s]}
        if d.discards_public:
            known |= {c for s in d.active if s != d.declarer for c in d.discards[s]}
    return known


def _walk(n: int, seed: int, each_step, options: dict | None = None) -> None:
    match = Match(GAME, n, options or {}, seed=f"views-{n}-{seed}")
    rng = SeededRNG(f"views-walk-{n}-{seed}")
    while not match.deal_over:
        each_step(match.deal)
        match.apply(rng.choice(match.legal_actions()))


@pytest.mark.parametrize("n, seed", [(4, s) for s in range(12)] + [(5, s) for s in range(8)])
def test_views_hide_other_hands_discards_and_the_partner(n, seed):
    def check(d: TarokkDeal) -> None:
        for seat in d.active if n == 4 else range(n):
            v = d.view(seat)
            visible = set(reachable_cards(v))
            assert visible <= _public_cards(d, seat), visible - _public_cards(d, seat)
            for s in range(n):
                assert len(v.hands[s]) == len(d.hands[s])
                if s != seat:
                    assert not set(v.hands[s]) & (set(d.hands[s]) - _public_cards(d, seat))
            assert all(c is UNKNOWN for c in v.talon)
            if d.partner is not None and v.partner != d.partner:
                assert v.partner == -1 and seat != d.partner
            if d.invitation is not None and d.invitation[1] != seat:
                assert v.inv_pagat is None
            assert v.legal_actions() == (d.legal_actions() if seat == d.current_player else [])
    _walk(n, seed, check)


def _check_world(d: TarokkDeal, w: TarokkDeal, seat: int) -> None:
    assert w.viewer is None and UNKNOWN not in reachable_cards(w)
    places = (list(w.talon) + list(w.trick) + [c for h in w.hands for c in h] + [c for p in w.discards for c in p]
              + [c for p in w.piles for c in p])
    assert sorted(places) == sorted(PACK.cards)
    assert w.hands[seat] == d.hands[seat] and w.discards[seat] == d.discards[seat]
    assert [len(h) for h in w.hands] == [len(h) for h in d.hands]
    assert [len(p) for p in w.discards] == [len(p) for p in d.discards] and len(w.talon) == len(d.talon)
    for s in d.active:
        assert not any(c.suit in d.voids[s] for c in w.hands[s]), (s, d.voids[s], w.hands[s])
        assert not any(c in HONOURS or c in KINGS for c in w.discards[s])
        if d.declared[s]:
            tarokks = [c for c in w.hands[s] + w.played_by(s) if c.is_trump]
            assert len(tarokks) == d.declared[s]
        if w.invitation is not None and w.invitation[1] == s:
            assert w.invitation[0] not in w.discards[s]
    if d.discards_public:
        decl = d.declarer
        assert [c for c in w.discards[decl] if c.is_trump] == d.shown
        others = [s for s in d.active if s != decl]
        if d.tarokk_total is not None:
            assert sum(1 for s in others for c in w.discards[s] if c.is_trump) == d.tarokk_total
        else:
            for s in others:
                if d.discards[s]:
                    assert sum(1 for c in w.discards[s] if c.is_trump) == d.tarokk_counts[s]
        if not d.rules.old_discard:
            for s in d.active:
                if any(c.is_trump for c in w.discards[s]):
                    assert not any(c in PLAIN for c in w.hands[s])
    for s in d.honour_bidders:
        held = set(w.hands[s]) | set(w.played_by(s)) | set(w.discards[s])
        assert held & HONOURS
    if d.invitation is not None and d.invitation[2] == "xx":
        s = d.invitation[1]
        assert (set(w.hands[s]) | set(w.played_by(s))) & HIGH_HONOURS
    if d.called is not None:
        for s in d.active:
            if d.public_side[s] == DF:
                assert d.called not in w.hands[s]
            if s != d.declarer and d.public_side[s] == DS:
                assert d.called in w.hands[s] or d.called in w.played_by(s)
        if partner_known_to(d, seat):
            assert w.partner == d.partner
    if d.current_player is not None:
        assert w.legal_actions()


def _finish(w: TarokkDeal, rng: SeededRNG) -> None:
    while not w.is_over:
        w.apply(rng.choice(w.legal_actions()))
    result = w.result()
    assert sum(result.deal_score) == 0


@pytest.mark.parametrize("n, seed, options", [(4, s, {}) for s in range(10)] + [(5, s, {}) for s in range(6)]
                         + [(4, 20, {"old_discard": True}), (5, 21, {"dealer_handles_talon": False})])
def test_sampled_worlds_agree_with_the_view(n, seed, options):
    rng = SeededRNG(f"sample-{n}-{seed}")
    step = [0]

    def check(d: TarokkDeal) -> None:
        step[0] += 1
        if step[0] % 3:
            return
        seats = list(d.active) + ([d.dealer] if n == 5 else [])
        seat = seats[rng.below(len(seats))]
        w = d.sample_world(seat, rng.fork("world"))
        _check_world(d, w, seat)
        _finish(w, rng.fork("finish"))
    _walk(n, seed, check, options)


def test_sampling_places_a_bidders_honour_and_the_declared_tarokks():
    # Run many deals to the announcement phase and sample from a defender's seat each time.
    checked = 0
    for seed in range(40):
        match = Match(GAME, 4, seed=f"sample-honour-{seed}")
        rng = SeededRNG(seed)
        while not match.deal_over and match.deal.phase != "play":
            match.apply(rng.choice(match.legal_actions()))
        d = match.deal
        if match.deal_over or not d.honour_bidders:
            continue
        seat = next(s for s in d.active if s not in d.honour_bidders)
        for k in range(5):
            _check_world(d, d.sample_world(seat, SeededRNG((seed, k))), seat)
            checked += 1
    assert checked >= 50


def test_five_player_dealer_sees_the_talon_he_hands_out():
    for seed in range(30):
        match = Match(GAME, 5, seed=f"dealer-view-{seed}")
        rng = SeededRNG(seed)
        while not match.deal_over and match.deal.phase in ("bidding", "contract"):
            match.apply(rng.choice(match.legal_actions()))
        d = match.deal
        if match.deal_over:
            continue
        v = d.view(d.dealer)
        assert [list(t) for t in v.took] == [list(t) for t in d.took]
        other = d.active[0]
        assert all(c is UNKNOWN for c in d.view(other).took[d.active[1]])
        return
    raise AssertionError("no five-player deal reached the talon")
