"""The worked examples W1–W14 of the Mattazza rules, one test (or more) each."""

from __future__ import annotations

import pytest
from games.mattazza.helpers import (
    GAME,
    fill_hands,
    match_with,
    new_deal,
    spec_card,
    spec_cards,
)

from tarotdesk.core.actions import Action, card_action, play
from tarotdesk.core.cards import FOOL, Card
from tarotdesk.games.mattazza.deal import deal_hands
from tarotdesk.games.mattazza.rules import PACK, RULES
from tarotdesk.games.mattazza.scoring import (
    batch_value,
    card_points,
    combination_points,
    deal_losers,
    end_check,
    find_cricche,
    find_sequences,
    local_batches,
    score_pile,
)


def trick_winner(plays: list[tuple[int, Card]]) -> int:
    return plays[RULES.winner([c for _, c in plays])][0]


def codes(cards) -> set[str]:
    return {c.code for c in cards}


# -- W1: deal distribution -------------------------------------------------------------------------

def test_w1_deal_distribution():
    deck = list(PACK.cards)  # index i of the pack stands for the i-th card from the top
    hands, unused = deal_hands(deck, 4, dealer=2)
    expected = {3: list(range(5)) + list(range(20, 25)), 0: list(range(5, 10)) + list(range(25, 30)),
                1: list(range(10, 15)) + list(range(30, 35)), 2: list(range(15, 20)) + list(range(35, 40))}
    for seat, idx in expected.items():
        assert sorted(hands[seat]) == sorted(deck[i] for i in idx)
    assert unused == deck[40:] and len(unused) == 22
    m = match_with(hands, dealer=2, unused=unused)
    assert m.deal.current_player == 3 and m.deal.leader == 3
    assert [sorted(h) for h in m.deal.hands] == [sorted(h) for h in hands]
    assert GAME.next_dealer(m) == 3


@pytest.mark.parametrize("n,unused", [(3, 32), (4, 22), (5, 12), (6, 2)])
def test_w1_unused_count_per_player_count(n, unused):
    hands, rest = deal_hands(list(PACK.cards), n, 0)
    assert len(rest) == unused and all(len(h) == 10 for h in hands)


# -- W2: Moors --------------------------------------------------------------------------------------

def test_w2a_later_moor_wins_and_bagatto_is_below_the_moors():
    plays = [(1, spec_card("MOOR2")), (2, spec_card("MOOR4")), (3, spec_card("BAGATTO")), (0, spec_card("MOOR1"))]
    assert trick_winner(plays) == 0


def test_w2b_any_numbered_trump_beats_the_moors():
    plays = [(1, spec_card("MOOR2")), (2, spec_card("MOOR4")), (3, spec_card("T05")), (0, spec_card("MOOR1"))]
    assert trick_winner(plays) == 3


# -- W3: the Matto led ------------------------------------------------------------------------------

def test_w3_matto_led_second_card_fixes_the_suit():
    hands = fill_hands([spec_cards("MATTO"), spec_cards("C7"), spec_cards("CA C10 S6 T09"),
                        spec_cards("SK T06 D8")], allowed={2: "SCD", 3: "SCD"})
    m = match_with(hands, dealer=3)
    deal = m.deal
    assert deal.current_player == 0
    m.apply(play(FOOL), 0)
    assert set(m.legal_actions()) == {play(c) for c in hands[1]}  # the second player is free
    m.apply(play(spec_card("C7")), 1)
    assert codes(a.card for a in m.legal_actions()) == codes(spec_cards("CA C10"))
    m.apply(play(spec_card("CA")), 2)
    assert codes(a.card for a in m.legal_actions()) == codes(spec_cards("T06"))
    m.apply(play(spec_card("T06")), 3)
    assert deal.history[-1][2] == 3
    assert codes(deal.piles[3]) == codes(spec_cards("C7 CA T06"))
    assert deal.piles[0] == [FOOL]
    assert (deal.matto_owner, deal.matto_recipient) == (0, 3)
    assert deal.current_player == 3 and deal.trick == []


def test_w3_second_player_after_a_matto_lead_may_play_anything():
    assert codes(RULES.legal_plays(spec_cards("SK T06 D8"), [FOOL])) == codes(spec_cards("SK T06 D8"))


# -- W4: legal moves --------------------------------------------------------------------------------

@pytest.mark.parametrize("trick,hand,legal", [
    ("S9", "BK B7 T12 MATTO", "T12 MATTO"),
    ("S9", "BK B7 MATTO", "BK B7 MATTO"),
    ("T10", "SK MATTO", "SK MATTO"),
    ("S9 T15", "S6 T12 MATTO", "S6 MATTO"),
    ("MATTO", "SK T06 D8", "SK T06 D8"),
    ("", "MATTO C7", "MATTO C7"),
    ("C7", "MATTO", "MATTO"),
])
def test_w4_legal_move_sets(trick, hand, legal):
    got = RULES.legal_plays(spec_cards(hand), spec_cards(trick) if trick else [])
    assert codes(got) == codes(spec_cards(legal))


def test_w4_legal_sets_through_the_engine():
    # Seat 1 leads S9; seat 2 holds BK B7 T12 MATTO (+ cups): must trump or play the Matto.
    hands = fill_hands([[], spec_cards("S9"), spec_cards("BK B7 T12 MATTO"), []], allowed={2: "CHD"})
    m = match_with(hands, dealer=0)
    m.apply(play(spec_card("S9")), 1)
    assert codes(a.card for a in m.legal_actions()) == {"T12", "FOOL"}


# -- W5: long and round suits -----------------------------------------------------------------------

@pytest.mark.parametrize("plays,winner", [
    ("C10 C6 CA", 2),
    ("S10 S6 SA", 0),
    ("CJ CA CK", 2),
    ("D10 S6 BK", 0),
])
def test_w5_long_and_round_suits(plays, winner):
    assert trick_winner(list(enumerate(spec_cards(plays)))) == winner


# -- W6 and W7: three cricche and one sequence; the local count -------------------------------------

W6_PILE = "SK BK CK SQ BQ DQ SJ CJ DJ S7 B8 C9"


def test_w6_three_cricche_and_one_sequence():
    pile = spec_cards(W6_PILE)
    score = score_pile(pile, 4, won_last=False)
    assert (score.card_points, score.trick_points, score.last_trick) == (24, 3, 0)
    assert {(c.name, c.points) for c in score.cricche} == {("kings", 17), ("queens", 14), ("jacks", 12)}
    assert score.cricche_doubled and score.cricche_points == 86
    assert [(c.name, c.length, c.points) for c in score.sequences] == [("suit-S", 3, 10)]
    assert codes(score.sequences[0].cards) == codes(spec_cards("SK SQ SJ"))
    assert not score.sequences_doubled and score.sequence_points == 10
    assert score.total == 123


def test_w7_local_count_gives_the_same_card_and_trick_points():
    a = ["SK BK CK S7", "SQ BQ DQ B8", "SJ CJ DJ C9"]
    b = ["SK SQ SJ S7", "BK BQ B8 C9", "CK DQ CJ DJ"]
    assert [batch_value(spec_cards(x)) for x in a] == [13, 10, 4]
    assert [batch_value(spec_cards(x)) for x in b] == [9, 8, 10]
    pile = spec_cards(W6_PILE)
    assert sum(v for _, v in local_batches(pile, 4)) == 27 == card_points(pile) + len(pile) // 4


# -- W8: the Grande with a natural gap and two contatori (Pisarri's 40) -----------------------------

def test_w8_grande_with_natural_gap_and_two_contatori():
    pile = spec_cards("ANGEL WORLD MOON T16 T14 T13 T11 T09 BAGATTO MATTO S6 S7")
    score = score_pile(pile, 4, won_last=False)
    grande = [c for c in score.sequences if c.name == "grande"]
    assert len(grande) == 1 and grande[0].length == 9 and grande[0].points == 40
    assert codes(grande[0].cards) == codes(spec_cards("ANGEL WORLD MOON T16 T14 T13 T11"))  # T09 does not count
    assert codes(grande[0].contatori) == {"T1", "FOOL"}
    assert [(c.name, c.points) for c in score.cricche] == [("tarocchi", 36)]
    assert (score.card_points, score.trick_points) == (16, 3)
    assert score.total == 95


def test_w8_the_whole_grande_is_worth_105():
    every_trump = [c for c in PACK.cards if c.is_trump] + [FOOL]
    seqs = find_sequences(every_trump)
    grande = next(c for c in seqs if c.name == "grande")
    assert grande.length == 22 and grande.points == 105


# -- W9: one contatore making three sequences ---------------------------------------------------------

def test_w9_one_contatore_creates_three_sequences():
    pile = spec_cards("BAGATTO MOOR1 MOOR3 SA DA CK CQ T11 B6 B7 D9 S8")
    score = score_pile(pile, 4, won_last=False)
    assert sorted((c.name, c.length, c.points) for c in score.sequences) == [
        ("aces", 3, 10), ("moors", 3, 10), ("suit-H", 3, 10)]
    assert score.sequences_doubled and score.sequence_points == 60
    assert score.cricche == () and score.card_points == 11 and score.trick_points == 3
    assert score.total == 74
    without = spec_cards("T06 MOOR1 MOOR3 SA DA CK CQ T11 B6 B7 D9 S8")
    assert score_pile(without, 4, won_last=False).sequences == ()
    assert score_pile(without, 4, won_last=False).total == 10


# -- W10: the sequence catalogue ------------------------------------------------------------------------

@pytest.mark.parametrize("cards,expected", [
    ("CK CN CA", []),
    ("CK CN CA MATTO", [("suit-H", 4, 15)]),
    ("MOOR1 MOOR2 MOOR3", [("moors", 3, 10)]),
    ("MOOR1 BAGATTO MATTO", []),
    ("ANGEL MOON T16 T15", []),
    ("ANGEL SUN MOON", [("grande", 3, 10)]),
    ("ANGEL SUN MOON T15 T14 BAGATTO", [("grande", 6, 25)]),
    ("ANGEL SUN MOON T16 T15 T13 T11 MATTO", [("grande", 7, 30)]),
])
def test_w10_sequence_catalogue(cards, expected):
    found = find_sequences(spec_cards(cards))
    assert [(c.name, c.length, c.points) for c in found] == expected


def test_w10_pisarri_grande_keeps_t11_out_of_the_run():
    found = find_sequences(spec_cards("ANGEL SUN MOON T16 T15 T13 T11 MATTO"))
    assert codes(found[0].cards) == codes(spec_cards("ANGEL SUN MOON T16 T15 T13"))


# -- W11: losers of a deal -------------------------------------------------------------------------------

@pytest.mark.parametrize("totals,losers", [
    ([23, 0, 31, 31], [1]),
    ([23, 31, 31, 12], [1, 2]),
    ([40, 12, 5, 17], [0]),
])
def test_w11_deal_losers(totals, losers):
    assert deal_losers(totals) == losers


# -- W12: the Matto's owner took no trick ------------------------------------------------------------------

W12_BEFORE = {
    0: "SK SQ S10 S9 S8 S7 B7 B6 C8 C9 D7 D8",
    1: "CK CQ CN C10 C6 T13 T12 T11 B10 B9 D6",
    2: "ANGEL WORLD T16 T15 T14 MOOR1 MOOR2 S6 SA B8 BA DK DQ DN D10 D9",
    3: "MATTO",
}


def test_w12_trickless_matto_owner_hands_over_the_matto_and_loses():
    # Trick 10 is the Coins trick D9 D10 DK DN led by seat 0 and won by seat 2; before it the
    # piles held everything else of the example.
    last = {0: "D9", 1: "D10", 2: "DK", 3: "DN"}
    hands = [[spec_card(last[s])] for s in range(4)]
    deal = new_deal(fill_hands([[] for _ in range(4)]), dealer=3)
    deal.hands = hands
    deal.unused = []
    deal.piles = [[c for c in spec_cards(W12_BEFORE[s]) if c.code not in {spec_card(x).code for x in last.values()}]
                  for s in range(4)]
    deal.trick_no, deal.leader, deal.current_player = 10, 0, 0
    deal.matto_owner, deal.matto_recipient, deal.matto_trick = 3, 1, 4
    deal._legal_cache = None
    for s in range(4):
        events = deal.apply(play(hands[s][0]), s)
    kinds = [e.kind for e in events]
    assert "matto_given" in kinds and next(e for e in events if e.kind == "matto_given").data["forced"]
    assert deal.is_over and deal.gift is FOOL
    assert deal.piles[3] == [] and FOOL in deal.piles[1]
    out = deal.result().summary
    assert out["totals"] == [10, 31, 37, 0]
    assert out["losers"] == [3] and out["trickless"]
    seqs1 = out["sequences"][1]
    assert [(s["name"], s["length"], s["points"]) for s in seqs1] == [("suit-H", 4, 15)]
    seqs2 = out["sequences"][2]
    assert [(s["name"], s["length"], s["points"]) for s in seqs2] == [("suit-D", 3, 10)]


# -- W13: a complete three-player deal ------------------------------------------------------------------

W13_HANDS = [
    "WORLD T08 SK SN S9 S8 B10 CN C6 D8",
    "T13 T05 MOOR2 MOOR3 S10 BK CA DK DQ D7",
    "MOON T16 T14 T12 T10 MOOR1 MOOR4 MATTO C7 DA",
]
W13_UNUSED = ("ANGEL SUN T15 T11 T09 T07 T06 BAGATTO SQ SJ S7 S6 SA BQ BN BJ B9 B8 B7 B6 BA CK CQ CJ "
              "C8 C9 C10 DN DJ D6 D9 D10")
W13_TRICKS = [  # (plays, winner, restricted legal sets)
    ("1:S10 2:MOOR4 0:S8", 2, {2: "MOON T16 T14 T12 T10 MOOR1 MOOR4 MATTO", 0: "SK SN S9 S8"}),
    ("2:MATTO 0:WORLD 1:T13", 0, {1: "T13 T05 MOOR2 MOOR3"}),
    ("0:SN 1:T05 2:T16", 2, {1: "T05 MOOR2 MOOR3", 2: "MOON T16 T14 T12 T10 MOOR1"}),
    ("2:C7 0:CN 1:CA", 0, {0: "CN C6", 1: "CA"}),
    ("0:D8 1:D7 2:DA", 2, {1: "DK DQ D7", 2: "DA"}),
    ("2:T14 0:T08 1:MOOR3", 2, {0: "T08", 1: "MOOR2 MOOR3"}),
    ("2:MOOR1 0:SK 1:MOOR2", 1, {1: "MOOR2"}),
    ("1:DK 2:T12 0:S9", 2, {}),
    ("2:MOON 0:C6 1:DQ", 2, {}),
    ("2:T10 0:B10 1:BK", 2, {}),
]


def w13_match():
    hands = [spec_cards(h) for h in W13_HANDS]
    m = match_with(hands, dealer=0, unused=spec_cards(W13_UNUSED))
    assert m.deal.current_player == 1
    for plays, winner, restricted in W13_TRICKS:
        for item in plays.split():
            seat, code = item.split(":")
            seat = int(seat)
            legal = {a.card.code for a in m.legal_actions()}
            hand = {c.code for c in m.deal.hands[seat]}
            expected = {spec_card(x).code for x in restricted[seat].split()} if seat in restricted else hand
            assert legal == expected, (plays, seat)
            m.apply(play(spec_card(code)), seat)
        assert m.deal.history[-1][2] == winner
    return m


def test_w13_complete_three_player_deal_play():
    m = w13_match()
    deal = m.deal
    assert deal.phase == "matto-gift" and deal.current_player == 2
    assert codes(deal.piles[0]) == codes(spec_cards("WORLD T13 CN CA C7"))
    assert codes(deal.piles[1]) == codes(spec_cards("MOOR1 MOOR2 SK"))
    assert codes(deal.piles[2]) == codes(spec_cards(
        "MOON T16 T14 T12 T10 T08 T05 MOOR3 MOOR4 MATTO SN S10 S9 S8 BK B10 C6 DK DQ DA D7 D8"))
    assert (deal.matto_owner, deal.matto_recipient, deal.last_winner) == (2, 0, 2)
    assert set(m.legal_actions()) == {card_action("give", c) for c in deal.piles[2]}


@pytest.mark.parametrize("gift,own_total", [
    ("DK", 36), ("DQ", 37), ("MOOR3", 45), ("MOOR4", 45), ("DA", 50), ("BK", 51), ("SN", 53),
    ("S8", 55), ("T16", 55), ("C6", 55), ("MATTO", 26),
])
def test_w13_settlement_alternatives(gift, own_total):
    m = w13_match()
    m.apply(card_action("give", spec_card(gift)), 2)
    assert m.deal.result().summary["totals"][2] == own_total


def test_w13_settlement_and_totals():
    m = w13_match()
    events = m.apply(Action.parse("give:FOOL"), 2)
    deal = m.deal
    assert any(e.kind == "matto_given" and e.data["card"] == "FOOL" and e.data["recipient"] == 0 for e in events)
    out = deal.result().summary
    assert out["totals"] == [12, 5, 26]
    assert out["parts"][0] == {"card_points": 10, "trick_points": 2, "last_trick": 0, "cricche": 0, "sequences": 0}
    assert out["parts"][1] == {"card_points": 4, "trick_points": 1, "last_trick": 0, "cricche": 0, "sequences": 0}
    assert out["parts"][2] == {"card_points": 13, "trick_points": 7, "last_trick": 6, "cricche": 0, "sequences": 0}
    assert out["losers"] == [2] and m.carry["losses"] == [0, 0, 1]
    dealt = [c for h in W13_HANDS for c in spec_cards(h)]
    assert sum(out["totals"]) == 43 == card_points(dealt) + 16
    assert combination_points(deal.piles[2]) == 0
    assert not m.over and m.results[-1].deal_score == [0, 0, 0]


# -- W14: loss counts, the end and the payments ------------------------------------------------------------

def _count(history: list[list[int]], n: int) -> list[list[int]]:
    losses = [0] * n
    out = []
    for losers in history:
        for s in losers:
            losses[s] += 1
        out.append(list(losses))
    return out


def test_w14_loss_counting_without_an_end():
    steps = _count([[2], [2], [0, 3], [2], [2]], 4)
    assert steps == [[0, 0, 1, 0], [0, 0, 2, 0], [1, 0, 2, 1], [1, 0, 3, 1], [1, 0, 4, 1]]
    assert all(end_check(s, 4) is None for s in steps)


def test_w14a_one_loser_end():
    end = end_check([1, 0, 5, 1], 4)
    assert end is not None and end.kind == "one-loser" and end.payers == (2,)
    assert end.units == (3, 3, -9, 3)


def test_w14b_two_loser_end():
    end = end_check([1, 0, 4, 2], 4)
    assert end is not None and end.kind == "two-losers" and end.payers == (2, 3)
    assert end.units == (2, 2, -2, -2)


@pytest.mark.parametrize("n,limit,pay", [(3, 5, 3), (4, 5, 3), (5, 4, 4), (6, 4, 4)])
def test_w14_thresholds_per_player_count(n, limit, pay):
    losses = [0] * n
    losses[1] = limit - 1
    assert end_check(losses, n) is None
    losses[1] = limit
    end = end_check(losses, n)
    assert end is not None and end.kind == "one-loser"
    assert end.units[1] == -pay * (n - 1) and all(end.units[s] == pay for s in range(n) if s != 1)


def test_w14_two_loser_end_has_priority_over_one_loser_end():
    end = end_check([5, 2, 0, 0], 4)
    assert end is not None and end.kind == "two-losers" and end.units == (-2, -2, 2, 2)


def test_w14_three_players_with_two_losses_all_pay():
    end = end_check([2, 2, 2, 0, 1], 5)
    assert end is not None and end.payers == (0, 1, 2)
    assert end.units == (-2, -2, -2, 3, 3) and sum(end.units) == 0


def test_cricche_are_not_made_with_contatori_as_wild():
    assert find_cricche(spec_cards("SK BK BAGATTO MATTO")) == []
