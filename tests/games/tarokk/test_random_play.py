"""Random play: 5,000 complete deals (four and five players, several seeds) with the spec's
invariants (§11.1) checked after every deal, and phase-entry checks during play."""

from __future__ import annotations

from collections import Counter

import pytest

from tarokk_helpers import GAME

from tarotdesk.core.match import Match
from tarotdesk.core.rng import SeededRNG
from tarotdesk.games.tarokk.deal import TarokkDeal
from tarotdesk.games.tarokk.rules import (DEALER_FEES, DS, HONOURS, KINGS, PACK, PAGAT, POINTS, TALON_SHARES,
                                          TOTAL_POINTS)
from tarotdesk.games.tarokk.scoring import declarer_side_points

#: (players, options, seeds, deals per seed): 3,000 four-player and 2,000 five-player deals.
CONFIGS = [
    (4, {}, range(6), 400),
    (4, {"old_discard": True, "annul_extra": True, "max_contra": 3}, range(2), 150),
    (4, {"double_game": False, "defender_double_volat": True, "old_free_call": True}, range(2), 150),
    (5, {}, range(5), 300),
    (5, {"dealer_handles_talon": False, "pagat_partner_penalty": True}, range(2), 125),
    (5, {"forced_three_may_change": False}, range(2), 125),
]


def test_the_configurations_cover_five_thousand_deals():
    assert sum(len(seeds) * deals for _, _, seeds, deals in CONFIGS) == 5000


def _cards_everywhere(d: TarokkDeal) -> list:
    return (list(d.talon) + list(d.trick) + [c for h in d.hands for c in h] + [c for p in d.discards for c in p]
            + [c for p in d.piles for c in p])


def _check_exchange(d: TarokkDeal) -> None:
    """Entering the annulment window: everybody is back to nine cards, the discards are legal."""
    assert d.contract is not None and d.declarer is not None
    shares = dict(zip([d.declarer, *(s for s in d.active[d.prio[d.declarer] + 1:] + d.active[:d.prio[d.declarer]])],
                      TALON_SHARES[d.contract]))
    for s in d.active:
        assert len(d.hands[s]) == 9
        assert len(d.discards[s]) == shares[s] == len(d.took[s])
        assert not any(c in HONOURS or c in KINGS for c in d.discards[s])
        if d.invitation is not None and d.invitation[1] == s:
            assert d.invitation[0] not in d.discards[s]
    assert sum(len(p) for p in d.discards) == 6 and not d.talon
    assert d.shown == [c for c in d.discards[d.declarer] if c.is_trump]
    others = [s for s in d.active if s != d.declarer]
    if d.tarokk_total is not None:
        assert d.tarokk_total == sum(1 for s in others for c in d.discards[s] if c.is_trump)
    else:
        for s in others:
            assert d.tarokk_counts[s] == sum(1 for c in d.discards[s] if c.is_trump)


def _check_deal(d: TarokkDeal, score: list[int], stats: Counter) -> None:
    n = d.n_players
    everything = _cards_everywhere(d)
    assert sorted(everything) == sorted(PACK.cards), "a card is lost or doubled"
    assert sum(score) == 0
    stats[d.outcome] += 1
    if n == 5:
        assert d.hands[d.dealer] == [] and d.discards[d.dealer] == [] and d.piles[d.dealer] == []
        fees = sum(DEALER_FEES.get(c, 0) for s in d.active for c in d.took[s])
        paid = fees if d.rules.dealer_handles_talon and d.outcome not in ("passed-out", "annulled") else 0
        assert score[d.dealer] == paid
        assert sum(score[s] for s in d.active) == -paid
    if d.outcome in ("passed-out", "annulled"):
        assert all(v == 0 for v in score)
        return
    if d.outcome != "played":
        return
    assert len(d.tricks) == 9 and all(len(t[1]) == 4 for t in d.tricks)
    assert not any(d.hands) and sum(d.tricks_won) == 9
    total = sum(POINTS[c.index] for c in everything if c not in d.talon)
    assert total == TOTAL_POINTS
    p_d, t_d = declarer_side_points(d)
    rest = sum(POINTS[c.index] for s in d.df_seats() for c in d.piles[s])
    rest += sum(POINTS[c.index] for s in d.active if s != d.declarer for c in d.discards[s])
    assert p_d + rest == TOTAL_POINTS
    if t_d == 9:
        assert p_d >= 72
    for seats, cards, winner in d.tricks:
        if PAGAT is cards[seats.index(winner)]:
            assert sum(1 for c in cards if c.is_trump) == 1, "the Pagat won against another tarokk"
    assert 0 <= d.game_level <= d.rules.max_contra
    assert all(0 <= lv <= d.rules.max_contra for side in d.bonus_levels for lv in side.values())
    assert d.result().summary["card_points"] == [p_d, TOTAL_POINTS - p_d]
    stats["tricks_ds_%d" % t_d] += 1
    if d.bonus_levels[DS] or d.bonus_levels[1]:
        stats["announced"] += 1


@pytest.mark.parametrize("n, options, seeds, deals", CONFIGS)
def test_random_deals_keep_the_invariants(n, options, seeds, deals):
    stats: Counter = Counter()
    for seed in seeds:
        rng = SeededRNG(("tarokk-random", n, seed, tuple(sorted(options.items()))))
        match = Match(GAME, n, options, seed=f"rp-{n}-{seed}")
        played = 0
        phase = None
        while played < deals:
            if match.over:
                match = Match(GAME, n, options, seed=f"rp-{n}-{seed}-{played}")
            if match.deal_over:
                match.next_deal()
                phase = None
                continue
            deal = match.deal
            assert isinstance(deal, TarokkDeal)
            if deal.phase != phase:
                phase = deal.phase
                if phase == "annulment":
                    _check_exchange(deal)
            legal = match.legal_actions()
            assert legal, f"no legal action in phase {deal.phase}"
            match.apply(rng.choice(legal))
            if match.deal_over:
                _check_deal(deal, match.results[-1].deal_score, stats)
                played += 1
    # The common endings all happen in random play (annulment has its own tests).
    assert stats["played"] and stats["passed-out"] and stats["surrendered"]
