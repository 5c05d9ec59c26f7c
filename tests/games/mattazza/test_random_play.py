"""Random play: 3,000 complete deals for each player count, with the invariants of the rules
asserted after every deal (cards, tricks, points, losers, loss counts, payments)."""

from __future__ import annotations

import pytest
from games.mattazza.helpers import GAME

from tarotdesk.core.cards import FOOL
from tarotdesk.core.match import Match
from tarotdesk.core.rng import SeededRNG
from tarotdesk.games.mattazza.rules import CARD_POINTS, LAST_TRICK_BONUS, PACK
from tarotdesk.games.mattazza.scoring import card_points

DEALS = 3000
MAX_LENGTH = {"grande": 22, "moors": 6, "aces": 6}


def check_deal(match: Match, dealt: list, unused_start: list, losses_before: list[int]) -> None:
    deal = match.deal
    n = deal.n_players
    out = match.results[-1].summary
    # cards: nothing in hand, everything in a pile or unused, the unused cards untouched
    assert all(not h for h in deal.hands) and deal.trick == []
    every = [c for p in deal.piles for c in p] + deal.unused
    assert sorted(every) == sorted(PACK.cards)
    assert deal.unused == unused_start and len(deal.unused) == 62 - 10 * n
    # ten tricks of N cards, each led by the previous winner, never won by the Matto
    assert len(deal.history) == 10
    leader = (deal.dealer + 1) % n
    for lead, cards, winner in deal.history:
        assert lead == leader and len(cards) == n
        if FOOL in cards:
            assert (lead + cards.index(FOOL)) % n != winner
        leader = winner
    assert sum(deal.tricks_won) == 10 and deal.last_winner == deal.history[-1][2]
    # piles after the settlement: multiples of N, one trick point per trick
    assert all(len(p) % n == 0 for p in deal.piles)
    assert sum(len(p) for p in deal.piles) == 10 * n
    parts = out["parts"]
    assert [p["trick_points"] for p in parts] == deal.tricks_won
    assert sum(p["last_trick"] for p in parts) == LAST_TRICK_BONUS
    assert sum(p["card_points"] + p["trick_points"] + p["last_trick"] for p in parts) == \
        card_points(dealt) + 10 + LAST_TRICK_BONUS
    if FOOL in dealt:
        assert deal.gift is not None and deal.matto_owner is not None
    else:
        assert deal.gift is None and deal.matto_owner is None
    # totals: parts add up, zero exactly for an empty pile, combinations well formed
    totals = out["totals"]
    for s in range(n):
        assert totals[s] == sum(parts[s].values())
        assert totals[s] >= 0 and (totals[s] == 0) == (not deal.piles[s])
        for seq in out["sequences"][s]:
            assert seq["length"] >= 3 and seq["points"] == 5 * seq["length"] - 5
            assert seq["length"] <= MAX_LENGTH.get(seq["name"], 7)
        raw = sum(x["points"] for x in out["sequences"][s])
        assert parts[s]["sequences"] == raw * (2 if len(out["sequences"][s]) >= 3 else 1)
    # the score lines add up to the totals
    lines = match.results[-1].lines
    for s in range(n):
        assert sum(ln.points for ln in lines if ln.seats == (s,) and ln.kind not in ("payment", "deal_lost", "total")) == totals[s]
    # losers: every trickless player, else the highest totals
    zero = [s for s in range(n) if totals[s] == 0]
    expected = zero or [s for s in range(n) if totals[s] == max(totals)]
    assert out["losers"] == expected
    assert out["losses"] == [losses_before[s] + (s in expected) for s in range(n)]
    assert match.carry["losses"] == out["losses"]
    assert sum(match.results[-1].deal_score) == 0
    if match.over:
        assert out["end"] is not None
        # only when every player is a payer of a two-loser end do the payments cancel out
        assert any(match.results[-1].deal_score) or len(out["payers"]) == n
    else:
        assert out["end"] is None and not any(match.results[-1].deal_score)
    # the counting-card table is the one of the rules
    assert sum(CARD_POINTS[c.index] for c in PACK.cards) == 56


def play_deals(n: int, deals: int, seed: int) -> dict:
    rng = SeededRNG(f"random-{n}-{seed}")
    stats = {"deals": 0, "matches": 0, "two-losers": 0, "one-loser": 0, "trickless": 0, "gifts": 0}
    match_no = 0
    while stats["deals"] < deals:
        match = Match(GAME, n, seed=f"{seed}-{match_no}")
        match_no += 1
        while not match.over and stats["deals"] < deals:
            if match.deal_over:
                match.next_deal()
            deal = match.deal
            dealt = [c for h in deal.hands for c in h]
            unused_start = list(deal.unused)
            losses_before = list(match.carry.get("losses", [0] * n))
            while not match.deal_over:
                legal = match.legal_actions()
                match.apply(legal[rng.below(len(legal))])
            check_deal(match, dealt, unused_start, losses_before)
            stats["deals"] += 1
            stats["trickless"] += match.results[-1].summary["trickless"]
            stats["gifts"] += match.deal.gift is not None
        if match.over:
            stats["matches"] += 1
            stats[match.carry["end"]] += 1
            assert sum(match.scores) == 0
            assert match.winners() == [s for s in range(n) if match.scores[s] > 0]
    return stats


@pytest.mark.parametrize("n", [3, 4, 5, 6])
def test_random_deals_keep_every_invariant(n):
    stats = {}
    for seed in range(3):
        part = play_deals(n, DEALS // 3, seed)
        for k, v in part.items():
            stats[k] = stats.get(k, 0) + v
    assert stats["deals"] == DEALS
    # every part of the rules was reached
    assert stats["matches"] > 0 and stats["trickless"] > 0 and stats["gifts"] > 0
    assert stats["two-losers"] > 0 and stats["one-loser"] > 0


@pytest.mark.parametrize("options", [{"contatori_single_use": True}, {"matto_gift_blank_first": True},
                                     {"local_count_display": True}, {"first_dealer": 2}])
def test_random_deals_with_options(options):
    rng = SeededRNG(repr(options))
    for k in range(60):
        match = Match(GAME, 4, options, seed=k)
        if options.get("first_dealer") == 2:
            assert match.dealer == 2 and match.first_dealer == 2
        dealt = [c for h in match.deal.hands for c in h]
        unused = list(match.deal.unused)
        while not match.deal_over:
            legal = match.legal_actions()
            if match.deal.phase == "matto-gift" and options.get("matto_gift_blank_first"):
                blanks = [c for c in match.deal.piles[match.deal.matto_owner] if not CARD_POINTS[c.index]]
                assert {a.card for a in legal} == set(blanks or match.deal.piles[match.deal.matto_owner])
            match.apply(legal[rng.below(len(legal))])
        check_deal(match, dealt, unused, [0] * 4)
        if options.get("local_count_display"):
            result = match.results[-1]
            assert any(ln.kind == "local_batch" for ln in result.lines)
            assert not any(ln.kind == "card_points" for ln in result.lines)
