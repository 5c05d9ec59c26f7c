"""The worked examples W1–W16 of the Lombard rule text, one test each."""

from __future__ import annotations

from types import SimpleNamespace

from lombardy_testkit import (act, codes, deal_in_play, discard_plain, legal_codes, match_with, ordered_deck,
                              set_play_position, spec_card, spec_cards)
from tarotdesk.core.cards import FOOL, card
from tarotdesk.core.state import DealResult
from tarotdesk.games.lombardy import GAMES
from tarotdesk.games.lombardy.options import lombardy_rules
from tarotdesk.games.lombardy.rules import DUE, NIENTE, UNA, VARIANTS
from tarotdesk.games.lombardy.scoring import (lombardy_deal_points, lombardy_margin, ombre_payments, ombre_unit,
                                              pile_points, score_deal)


def test_w1_pack_totals():
    expected = {"tarocco-lombardo": (72, 72), "reseghino": (71, 78), "taroccombre": (71, 70),
                "ombra-arrabbiata": (72, 66)}
    for game_id, (raw, total) in expected.items():
        v = VARIANTS[game_id]
        assert v.raw_total == raw
        assert sum(1 for c in v.pack.cards if v.value(c)) == 19
        assert pile_points(v.pack.cards, v.values, v.batch) == total
    for game_id in ("taroccombre-5", "taroccombre-7"):
        v = VARIANTS[game_id]
        assert v.raw_total == 71
        pack = list(v.pack.cards)
        # 70 when both sides hold 3 (mod 4) cards, 71 otherwise (spec §7.1, G6).
        for side_size, total in ((35, 70), (33, 71), (32, 71), (34, 71)):
            side, other = pack[:side_size], pack[side_size:]
            assert (pile_points(side, v.values, 4) + pile_points(other, v.values, 4)) == total


def test_w2_lombardy_pile_with_leftovers():
    v = VARIANTS["tarocco-lombardo"]
    pile = spec_cards("SK S7 T05 H3 T21 DQ C2 T10 HJ S4")
    assert pile_points(pile, v.values, v.batch) == 15


def test_w3_void_must_trump_without_overtrumping():
    d = deal_in_play("tarocco-lombardo")
    hand = spec_cards("S10 SQ T14 T02 EXC H1")
    set_play_position(d, {3: hand}, [(1, spec_card("D5")), (2, spec_card("T03"))], turn=3)
    assert legal_codes(d) == {"T14", "T2", "FOOL"}


def test_w4_trump_led_without_trumps():
    d = deal_in_play("tarocco-lombardo")
    set_play_position(d, {2: spec_cards("SK H4 EXC C7")}, [(1, spec_card("T11"))], turn=2)
    assert legal_codes(d) == {"SK", "H4", "FOOL", "C7"}


def test_w5_fool_led_then_immediate_exchange():
    d = deal_in_play("tarocco-lombardo", dealer=0)
    set_play_position(d, {1: spec_cards("EXC H2"), 2: spec_cards("C9 D7"), 3: spec_cards("C3 CK T20 H9"),
                          0: spec_cards("T01 T16 S2 DK")}, [], turn=1)
    d.piles = [[], spec_cards("S6 SQ"), [], []]
    act(d, "1 play:FOOL")
    assert legal_codes(d) == {"C9", "D7"}  # the Fool was led: the second player is free
    act(d, "2 play:C9")
    assert legal_codes(d) == {"C3", "CK"}
    act(d, "3 play:CK")
    assert legal_codes(d) == {"T1", "T16"}
    act(d, "0 play:T1")
    assert d.last_winner == 0 and codes(d.piles[0]) == {"FOOL", "C9", "CK", "T1"}
    assert d.phase == "fool-exchange" and d.current_player == 1
    assert legal_codes(d) == {"S6", "SQ"}
    v = d.rules
    before = [pile_points(d.piles[0] + d.piles[2], v.values, 4), pile_points(d.piles[1] + d.piles[3], v.values, 4)]
    act(d, "1 fool:S6")
    assert codes(d.piles[0]) == {"S6", "C9", "CK", "T1"} and codes(d.piles[1]) == {"SQ", "FOOL"}
    assert [len(p) for p in d.piles] == [4, 2, 0, 0]
    after = [pile_points(d.piles[0] + d.piles[2], v.values, 4), pile_points(d.piles[1] + d.piles[3], v.values, 4)]
    assert after[1] - before[1] == 4 and after[0] - before[0] == -4
    assert d.phase == "play" and d.current_player == 0


def test_w6_round_suit_ranking():
    d = deal_in_play("reseghino", dealer=0)
    set_play_position(d, {1: spec_cards("H10 S10"), 2: spec_cards("H1 S1"), 0: spec_cards("H5 S9")}, [], turn=1)
    act(d, "1 play:H10", "2 play:HA", "0 play:H5")
    assert d.last_winner == 2
    set_play_position(d, {1: spec_cards("S10"), 2: spec_cards("S1"), 0: spec_cards("S9")}, [], turn=1)
    act(d, "1 play:S10", "2 play:SA", "0 play:S9")
    assert d.last_winner == 1


def test_w7_pending_fool_exchange():
    d = deal_in_play("reseghino", dealer=0)
    d.piles = [[], [], []]
    set_play_position(d, {2: spec_cards("H5 C2 S3"), 0: spec_cards("HK C4 H7"), 1: spec_cards("EXC T18 D2")},
                      [], turn=2)
    events = act(d, "2 play:H5", "0 play:HK", "1 play:FOOL")
    assert codes(d.piles[0]) == {"H5", "HK", "FOOL"}
    assert d.fool_pending == [1, 0] and any(e.kind == "fool_pending" for e in events)
    assert d.phase == "play" and d.current_player == 0
    # trick 6: seat 1 wins with trump XVIII over S3 and H7
    set_play_position(d, {2: spec_cards("S3 C2"), 0: spec_cards("H7 C4"), 1: spec_cards("T18 D2")}, [], turn=2)
    d.voids[0] = {"S", "T"}
    d.hands[0] = spec_cards("H7 D9")
    act(d, "2 play:S3", "0 play:H7", "1 play:T18")
    assert d.phase == "fool-exchange" and d.current_player == 1
    act(d, "1 fool:S3")
    assert codes(d.piles[0]) == {"H5", "HK", "S3"}
    assert codes(d.piles[1]) == {"T18", "H7", "FOOL"}
    assert d.fool_pending is None and d.current_player == 1


def test_w7_fool_stays_if_its_player_never_wins():
    d = deal_in_play("reseghino", dealer=0)
    d.piles = [[], [], []]
    set_play_position(d, {2: spec_cards("H5"), 0: spec_cards("HK"), 1: spec_cards("EXC")}, [], turn=2)
    events = act(d, "2 play:H5", "0 play:HK", "1 play:FOOL")
    assert d.is_over
    assert any(e.kind == "fool_lost" for e in events)
    assert FOOL in d.piles[0]


def test_w8_lombardy_exposure():
    at = {72: spec_card("H2"), 73: spec_card("EXC"), 74: spec_card("D9"), 75: spec_card("T21"),
          71: spec_card("S5"), 76: spec_card("CK"), 77: spec_card("T08")}
    m = match_with("tarocco-lombardo", 0, ordered_deck("tarocco-lombardo", 0, at=at))
    d = m.deal
    assert codes(d.exposed[1]) == {"H2"} and codes(d.exposed[2]) == {"FOOL"} and codes(d.exposed[3]) == {"D9"}
    assert [c.code for c in d.exposed[0]] == ["CK", "T8", "T21", "S5"]
    public = {"H2", "FOOL", "D9", "CK", "T8", "T21", "S5"}
    for seat in range(4):
        assert {c.code for cs in d.view(seat).layout().exposed for c in cs} == public


def test_w9_forced_trump_discard():
    hand = spec_cards("SK CK HK DK T21 T01 EXC T02 T03 T04 T05 T06 T07 T08 T09 T10 T11 T12 T13 T14 DQ")
    deck = ordered_deck("tarocco-lombardo", 0, hands={0: hand[:19]}, extras=hand[19:])
    m = match_with("tarocco-lombardo", 0, deck)
    act(m, "1 monte:no", "2 monte:no", "3 monte:no", "0 monte:no")
    d = m.deal
    assert d.phase == "discard"
    first = legal_codes(d)
    assert first == {"DQ"} | {f"T{i}" for i in range(2, 15)}
    discards = set()
    for a in d.legal_actions():
        branch = d.clone()
        branch.apply(a)
        for b in branch.legal_actions():
            discards.add(frozenset({a.card.code, b.card.code}))
    assert discards == {frozenset({"DQ", f"T{i}"}) for i in range(2, 15)}
    for honour in ("SK", "T21", "T1", "FOOL"):
        assert d.check(act_text(f"discard:{honour}")).code == "discard-honour"


def act_text(text: str):
    from tarotdesk.core.actions import Action
    return Action.parse(text)


def _settle_chain(deals: list[tuple[tuple[int, int], list[int], str | None]]) -> list[int]:
    """Run Lombardy's match settlement over deals given as (deal points, cappotto score, annulled)."""
    game = GAMES["tarocco-lombardo"]
    match = SimpleNamespace(carry={}, options={})
    rules = lombardy_rules(game.variant, {})
    total = [0, 0, 0, 0]
    for points, score, annulled in deals:
        result = DealResult(list(score), [], {"deal_points": list(points)})
        deal = SimpleNamespace(result=lambda r=result: r, annulled=annulled, rules=rules)
        settled = game.settle(match, deal)
        total = [a + b for a, b in zip(total, settled.deal_score)]
    return total


def test_w10_lombardy_game():
    assert lombardy_deal_points(58, 14) == (22, 0)
    assert lombardy_deal_points(72, 0) == (36, 0)
    assert lombardy_deal_points(32, 40) == (0, 4)
    assert lombardy_deal_points(36, 36) == (0, 0)
    assert lombardy_margin(58, 4) == (2, 0)
    total = _settle_chain([((22, 0), [0, 0, 0, 0], None), ((0, 0), [0, 0, 0, 0], "monte"),
                           ((36, 0), [1, -1, 1, -1], None), ((0, 4), [0, 0, 0, 0], None)])
    assert total == [3, -3, 3, -3]


def test_w10_margin_steps_zero_bonus_and_draw():
    assert lombardy_margin(35, 0) == (1, 1)
    assert lombardy_margin(0, 71) == (2, 1)
    assert lombardy_margin(144, 0) == (5, 1)
    assert lombardy_margin(20, 20) == (0, 0)
    # a drawn game still pays the cappotto point (G15)
    total = _settle_chain([((36, 0), [1, -1, 1, -1], None), ((0, 36), [0, 0, 0, 0], None),
                           ((0, 0), [0, 0, 0, 0], "monte"), ((0, 0), [0, 0, 0, 0], "monte")])
    assert total == [1, -1, 1, -1]


def _ombre3_at_auction(dealer: int = 0, deck=None):
    m = match_with("taroccombre", dealer, deck or ordered_deck("taroccombre", dealer))
    discard_plain(m.deal)
    assert m.deal.phase == "auction"
    return m


def test_w11_auction_with_holds():
    m = _ombre3_at_auction(0)
    d = m.deal
    act(m, "1 bid:due", "2 bid:una", "0 pass", "1 bid:una")
    assert d.check(act_text("bid:una"), 2).code == "hold-needs-priority"
    act(m, "2 bid:niente", "1 bid:niente", "2 pass")
    assert d.declarer == 1 and d.contract == NIENTE and not d.dealer_bid
    assert d.phase == "play"  # Niente: no exchange; the dealer passed: no surrender


def test_w12_exchanges_with_a_card_in_the_discard():
    dealer_cards = spec_cards("HQ S9 C8")
    deck = ordered_deck("taroccombre", 0, hands={1: spec_cards("T20"), 2: spec_cards("D4")}, extras=dealer_cards)
    m = match_with("taroccombre", 0, deck)
    act(m, "0 discard:HQ", "0 discard:S9", "0 discard:C8", "1 pass", "2 bid:due", "0 pass")
    d = m.deal
    assert d.declarer == 2 and d.contract == DUE and d.phase == "exchange"
    events = act(m, "2 name:T20")
    assert events[0].kind == "card_named" and events[0].data["holder"] == 1
    events = act(m, "2 give:D4")
    assert card("T20") in d.hands[2] and card("D4") not in d.hands[2] and card("D4") in d.hands[1]
    # The two who know the card read it named; the third reads that a card went back face down:
    # one line for each seat, never both.
    assert {e.kind: e.private for e in events} == {"card_given_back": frozenset({1, 2}),
                                                   "card_returned": frozenset({0})}
    assert not any("D4" in str(e.data) for e in events if 0 in e.private)
    events = act(m, "2 name:HQ")
    assert events[0].kind == "named_in_discard"
    assert d.phase == "play" and d.exchanges_left == 0
    assert sorted(len(h) for h in d.hands) == [17, 17, 17]
    # who knows what
    assert card("D4") in d.view(2).hands[1] and card("D4") not in d.view(0).hands[1]
    assert card("T20") in d.view(1).hands[2]  # the receiver knows he got D4, so T20 stayed
    # Seat 0 cannot tell which card went back: T20 is with seat 2 or with seat 1.
    assert card("T20") not in d.view(0).hands[2] and sorted(d.view(0).maybe[card("T20")]) == [1, 2]
    for seat in (1, 2):
        assert card("HQ") in d.view(seat).discard and card("S9") not in d.view(seat).discard


def test_w13_ombre3_settlement_from_the_pile():
    d = deal_in_play("taroccombre")
    v = d.rules
    counting = spec_cards("SK CK HK T21 T01 EXC SQ HN DJ")
    blanks = [c for c in v.pack.cards if not v.value(c)]
    others = [c for c in v.pack.cards if c not in counting and c not in blanks[:15]]
    d.declarer, d.contract, d.partner = 1, UNA, None
    d.piles = [others[:15], counting + blanks[:15], others[15:]]
    d.tricks_won = [5, 8, 4]
    result = score_deal(d)
    assert result.summary["points"] == 38 and result.summary["won"] and result.summary["unit"] == 3
    assert result.summary["opponents_points"] == 32
    assert result.deal_score == [-3, 6, -3]


def test_w14_surrender():
    m = _ombre3_at_auction(0)
    d = m.deal
    act(m, "1 pass", "2 bid:due", "0 bid:una", "2 bid:una", "0 pass")
    assert d.declarer == 2 and d.contract == UNA and d.dealer_bid
    m.apply(d.legal_actions()[0])
    if d.phase == "give-back":
        m.apply(d.legal_actions()[0])
    assert d.phase == "surrender"
    act(m, "2 surrender:yes")
    assert d.is_over and m.results[-1].deal_score == [3, 3, -6]


def test_w15_ombre5_with_partner_and_the_71_total():
    d = deal_in_play("taroccombre-5")
    v = d.rules
    side_counting = spec_cards("SK HK T21 DQ CQ SN HJ")
    counting = [c for c in v.pack.cards if v.value(c)]
    blanks = [c for c in v.pack.cards if not v.value(c)]
    other_counting = [c for c in counting if c not in side_counting]
    side = side_counting + blanks[:26]
    rest = other_counting + blanks[26:]
    assert len(side) == 33 and len(rest) == 45
    d.declarer, d.partner, d.contract, d.called = 0, 2, DUE, side_counting[0]
    d.piles = [side[:18], rest[:15], side[18:], rest[15:30], rest[30:]]
    d.tricks_won = [5, 3, 1, 3, 3]
    result = score_deal(d)
    assert result.summary["points"] == 29 and not result.summary["won"]
    assert result.summary["unit"] == 5
    assert result.deal_score == [-10, 5, -5, 5, 5]
    assert result.summary["opponents_points"] == 42
    assert result.summary["points"] + result.summary["opponents_points"] == 71


def test_w16_ombra_arrabbiata():
    v = VARIANTS["ombra-arrabbiata"]
    won, extra, unit = ombre_unit(v, UNA, 30, False, v.win_min)
    assert (won, extra, unit) == (False, 0, 5)
    assert ombre_payments(v, 2, None, won, unit) == [5, 5, -15, 5]
    won, extra, unit = ombre_unit(v, DUE, 39, False, v.win_min)
    assert (won, extra, unit) == (True, 1, 5)
    assert ombre_payments(v, 0, None, won, unit) == [15, -5, -5, -5]
