"""Views hide what they must, and sampled worlds agree with everything a view shows."""

from __future__ import annotations

from collections import Counter

import pytest

from contract import fingerprint, reachable_cards
from lombardy_testkit import IDS, check_deal
from tarotdesk.core.cards import UNKNOWN
from tarotdesk.core.match import Match
from tarotdesk.core.rng import SeededRNG
from tarotdesk.games.lombardy import GAMES
from tarotdesk.games.lombardy.rules import is_honour
from tarotdesk.games.lombardy.views import HIDDEN, IN_DISCARD


def named_in_public(d):
    """Cards whose identity (not place) everybody has heard: exposures, named and called cards."""
    names = {c for e in d.exposed for c in e}
    names |= {c for c, _ in d.exchange_log}
    names |= set(d.maybe)
    names |= set(d.discard_known)
    if d.called is not None:
        names.add(d.called)
    return names


def hidden_from(d, seat):
    """Cards of other hands and of the discard that ``seat`` may not see."""
    public = named_in_public(d)
    secret = set()
    for s in range(d.n_players):
        if s == seat:
            continue
        mine = {c for to, c in d.given_back if to == s} if seat == d.declarer else set()
        secret |= {c for c in d.hands[s] if c not in public and c not in mine}
    if seat != d.dealer:
        secret |= {c for c in d.discard if c not in public}
    return secret


def check_view(d, seat):
    v = d.view(seat)
    assert not set(reachable_cards(v)) & hidden_from(d, seat)
    assert v.hands[seat] == d.hands[seat]
    assert [len(h) for h in v.hands] == [len(h) for h in d.hands] and len(v.discard) == len(d.discard)
    assert v.legal_actions() == (d.legal_actions() if d.current_player == seat else [])
    if d.fool_swap is not None and seat not in d.fool_swap[:2]:
        assert v.fool_swap[2] is UNKNOWN
    if d.called is not None and not d.partner_public and seat != d.partner and not (
            seat == d.dealer and d.called in d.discard):
        assert v.partner == HIDDEN
    return v


def check_world(d, v, seat, rng):
    w = d.sample_world(seat, rng)
    pack = sorted(d.rules.pack.cards)
    everything = [c for h in w.hands for c in h] + w.discard + w.trick + [c for p in w.piles for c in p]
    assert sorted(everything) == pack
    assert w.hands[seat] == d.hands[seat]
    assert [len(h) for h in w.hands] == [len(h) for h in d.hands]
    for s in range(d.n_players):
        assert not any(c.suit in w.voids[s] for c in w.hands[s]), "a shown void is respected"
        assert all(c in w.hands[s] for c in v.hands[s] if c is not UNKNOWN), "known cards stay put"
    assert all(c in w.discard for c in v.discard if c is not UNKNOWN)
    assert not any(is_honour(c) for c in w.discard)
    for c, places in v.maybe.items():
        assert any((p == IN_DISCARD and c in w.discard) or (p >= 0 and c in w.hands[p]) for p in places)
    if v.partner == HIDDEN:
        holder = next((s for s in range(d.n_players) if d.called in w.hands[s]), None)
        assert w.partner == holder and holder != d.declarer
    else:
        assert w.partner == d.partner
    if d.fool_swap is not None:
        assert w.fool_swap[2] in d.fool_from
    assert w.viewer is None and w.legal_actions()
    return w


@pytest.mark.parametrize("game_id", IDS)
def test_views_hide_hands_discard_and_private_cards(game_id):
    game = GAMES[game_id]
    n = game.player_counts[0]
    steps = 0
    seen = Counter()
    for seed in range(2):
        m = Match(game, n, {"named_card_in_discard": "rename"} if game.variant.auction else None, seed=seed)
        rng = SeededRNG(seed)
        while len(m.results) < 5 and not m.over:
            if m.deal_over:
                m.next_deal()
                continue
            d = m.deal
            for seat in range(n):
                check_view(d, seat)
            steps += 1
            seen["given_back"] += bool(d.given_back)
            seen["fool_swap"] += d.fool_swap is not None
            seen["hidden_partner"] += d.called is not None and not d.partner_public
            m.apply(_prefer_rare(m.legal_actions(), rng))
    assert steps > 100
    assert seen["fool_swap"], "a Fool exchange was seen from every seat"
    if game.variant.auction:
        assert seen["given_back"], "an exchange's give-back was seen from every seat"
    if game.variant.called_partner:
        assert seen["hidden_partner"], "a secret partner was seen from every seat"


def _prefer_rare(legal, rng):
    """Random play that bids low and calls partners, so exchanges and calls happen often."""
    if any(a.kind == "bid" for a in legal):
        low = [a for a in legal if a.text in ("bid:due", "bid:una")]
        if low and len(legal) == 4 and rng.below(2):  # nobody has bid yet: open low
            return rng.choice(low)
        return next(a for a in legal if a.kind == "pass")  # and let the low contract stand
    calls = [a for a in legal if a.kind == "call"]
    if calls and rng.below(4):
        return rng.choice(calls)
    if any(a.text == "monte:propose" for a in legal) or any(a.kind == "answer" for a in legal):
        return next(a for a in legal if a.text in ("monte:no", "answer:refuse"))
    return rng.choice(legal)


@pytest.mark.parametrize("game_id", IDS)
def test_sampled_worlds_agree_with_the_view(game_id):
    game = GAMES[game_id]
    n = game.player_counts[0]
    rng = SeededRNG(game_id)
    worlds = 0
    for seed in range(4):
        m = Match(game, n, seed=100 + seed)
        while not m.deal_over:
            d = m.deal
            if rng.below(3) == 0:
                seat = rng.below(n)
                before = fingerprint(d)
                v = d.view(seat)
                w = check_world(d, v, seat, rng)
                worlds += 1
                copy = d.clone()
                assert fingerprint(copy) == before
                while not copy.is_over:  # playing on a copy leaves the original alone
                    copy.apply(rng.choice(copy.legal_actions()))
                assert fingerprint(d) == before, "views, worlds and copies never change the deal"
                # a sampled world is a complete deal: it can be played to a correct end
                while not w.is_over:
                    w.apply(rng.choice(w.legal_actions()))
                check_deal(w, w.result())
            m.apply(_prefer_rare(m.legal_actions(), rng))
    assert worlds > 30


def test_partner_identity_stays_secret_until_the_called_card_is_played():
    game = GAMES["taroccombre-5"]
    rng = SeededRNG(5)
    checked = 0
    for seed in range(40):
        m = Match(game, 5, seed=seed)
        while not m.deal_over:
            d = m.deal
            legal = m.legal_actions()
            if d.phase == "auction":
                a = next((x for x in legal if x.text == "bid:due"), legal[0])
            elif d.phase == "partner-call":
                a = next(x for x in legal if x.kind == "call" and any(x.card in d.hands[s] for s in range(5)))
            else:
                a = rng.choice(legal)
            m.apply(a)
            if d.called is not None and d.partner is not None and d.phase == "play":
                for seat in range(5):
                    v = d.view(seat)
                    if d.partner_public or seat == d.partner:
                        assert v.partner == d.partner
                    else:
                        assert v.partner == HIDDEN and v.teams() is None
                        checked += 1
    assert checked > 100


def test_giving_back_the_card_just_received():
    """The declarer may hand back the very card he named: every seat's view stays exact."""
    from lombardy_testkit import act, match_with, ordered_deck, spec_cards

    deck = ordered_deck("taroccombre", 0, hands={1: spec_cards("T20 SK")})
    m = match_with("taroccombre", 0, deck)
    d = m.deal
    while d.phase == "discard":
        d.apply(d.legal_actions()[0])
    act(m, "1 pass", "2 bid:una", "0 pass", "2 name:T20", "2 give:T20")
    assert d.phase == "play" and d.hands[1].count(spec_cards("T20")[0]) == 1
    rng = SeededRNG(3)
    for seat in range(3):
        v = check_view(d, seat)
        for _ in range(5):
            check_world(d, v, seat, rng)
    # the declarer and the receiver know T20 went back; the dealer cannot tell
    assert spec_cards("T20")[0] in d.view(2).hands[1] and spec_cards("T20")[0] in d.view(1).hands[1]
    assert sorted(d.view(0).maybe[spec_cards("T20")[0]]) == [1, 2]


@pytest.mark.parametrize("game_id", ["tarocco-lombardo", "taroccombre-5"])
def test_every_face_up_card_of_a_hand_names_the_rule_that_shows_it(game_id):
    # The table explains each card it shows face up beside a hand: the exposure, or an exchange
    # that named it. Played to the end with random moves, at every step and from every seat.
    rng = SeededRNG(f"face-up-{game_id}")
    game = GAMES[game_id]
    for seed in range(4):
        m = Match(game, game.player_counts[0], {}, seed=seed)
        while not m.deal_over:
            for viewer in range(m.n_players):
                lay = m.view(viewer).deal.layout()
                shown = {c for e in lay.exposed for c in e if c is not UNKNOWN}
                assert set(lay.card_rules) == shown, (game_id, seed, viewer)
                assert set(lay.card_rules.values()) <= {"exposure", "exchange"}
            m.apply(rng.choice(m.legal_actions()))
