"""Rules beyond the worked examples: capot and cappotto, the literal leftover count, surrender
in the larger games, a called card in the discard, the Fool between known partners, and the
options for passed-out deals."""

from __future__ import annotations

from lombardy_testkit import act, deal_in_play, match_with, ordered_deck, set_play_position, spec_cards
from tarotdesk.core.cards import FOOL
from tarotdesk.games.lombardy.rules import DUE, NIENTE, UNA, VARIANTS
from tarotdesk.games.lombardy.scoring import pile_points, score_deal, surrender_payments
from tarotdesk.games.lombardy.views import HIDDEN


def test_capot_adds_to_the_unit():
    d = deal_in_play("taroccombre")
    v = d.rules
    d.declarer, d.contract, d.partner = 0, UNA, None
    d.piles = [list(v.pack.cards), [], []]
    d.tricks_won = [v.hand, 0, 0]
    result = score_deal(d)
    # 70 points: extra (70 - 36) // 5 = 6, base 3, capot 3
    assert result.summary["points"] == 70 and result.summary["capot"]
    assert result.summary["unit"] == 3 + 6 + 3 and result.deal_score == [24, -12, -12]


def test_capot_scope_in_the_larger_games():
    for scope, capot in (("side", True), ("declarer", False)):
        d = deal_in_play("taroccombre-5", options={"capot_scope": scope})
        v = d.rules
        d.declarer, d.partner, d.contract = 1, 3, DUE
        d.piles = [[], list(v.pack.cards[:40]), [], list(v.pack.cards[40:]), []]
        d.tricks_won = [0, 10, 0, 5, 0]
        assert score_deal(d).summary["capot"] is capot


def test_lombardy_cappotto_and_deal_points():
    d = deal_in_play("tarocco-lombardo")
    v = d.rules
    d.piles = [list(v.pack.cards[:40]), [], list(v.pack.cards[40:]), []]
    d.tricks_won = [12, 0, 7, 0]
    result = score_deal(d)
    assert result.summary["team_points"] == [72, 0] and result.summary["deal_points"] == [36, 0]
    assert result.summary["cappotto"] == 0 and result.deal_score == [1, -1, 1, -1]


def test_literal_leftover_count():
    v = VARIANTS["tarocco-lombardo"]
    pile = spec_cards("SK HK DK CK SQ HQ")  # one trick of Kings and two discarded Queens
    assert pile_points(pile, v.values, 4) == 28 - 6 + 1
    assert pile_points(pile, v.values, 4, literal=True) == 28 - 6 + 1 + 2
    blanks = spec_cards("SK HK DK CK S2 S3")
    assert pile_points(blanks, v.values, 4, literal=True) == pile_points(blanks, v.values, 4)


def test_surrender_in_the_larger_games_pays_as_alone():
    v = VARIANTS["taroccombre-5"]
    assert surrender_payments(v, 2, UNA) == [5, 5, -20, 5, 5]
    assert sum(surrender_payments(VARIANTS["taroccombre-7"], 0, NIENTE)) == 0


def test_called_card_in_the_discard_means_playing_alone():
    deck = ordered_deck("taroccombre-5", 0, extras=spec_cards("S4 C2 H9"))
    m = match_with("taroccombre-5", 0, deck)
    act(m, "0 discard:S4", "0 discard:C2", "0 discard:H9")
    act(m, "1 bid:una", "2 pass", "3 pass", "4 pass", "0 pass")
    d = m.deal
    m.apply(d.legal_actions()[0])
    if d.phase == "give-back":
        m.apply(d.legal_actions()[0])
    assert d.phase == "partner-call"
    act(m, "1 call:H9")
    assert d.partner is None and not d.partner_public
    assert d.view(0).partner is None  # the dealer sees the card in his discard
    for seat in (1, 2, 3, 4):
        assert d.view(seat).partner == HIDDEN and d.view(seat).teams() is None
    while not d.is_over:
        m.apply(d.legal_actions()[0])
    assert m.results[-1].summary["partner"] is None
    assert d.teams() == [[1], [0, 2, 3, 4]]


def test_no_fool_exchange_between_known_partners():
    d = deal_in_play("tarocco-lombardo", dealer=0)
    d.piles = [[], spec_cards("S6"), [], spec_cards("S7")]
    set_play_position(d, {1: spec_cards("EXC H2"), 2: spec_cards("C9 D7"), 3: spec_cards("CK C3"),
                          0: spec_cards("C4 H4")}, [], turn=1)
    events = act(d, "1 play:FOOL", "2 play:C9", "3 play:CK", "0 play:C4")
    assert d.last_winner == 3 and FOOL in d.piles[3]  # seat 3 is seat 1's partner
    assert d.phase == "play" and any(e.kind == "fool_stays" for e in events)


def test_no_fool_exchange_between_defenders():
    d = deal_in_play("taroccombre", dealer=0)
    d.declarer = 0
    d.piles = [[], spec_cards("S7"), []]
    set_play_position(d, {1: spec_cards("EXC H2"), 2: spec_cards("C9 D3"), 0: spec_cards("C7 H4")}, [], turn=1)
    events = act(d, "1 play:FOOL", "2 play:C9", "0 play:C7")
    assert d.last_winner == 2 and FOOL in d.piles[2]
    assert any(e.kind == "fool_stays" for e in events)
    # against the declarer the exchange is offered
    d = deal_in_play("taroccombre", dealer=0)
    d.declarer = 0
    d.piles = [[], spec_cards("S7"), []]
    set_play_position(d, {1: spec_cards("EXC H2"), 2: spec_cards("C9 D3"), 0: spec_cards("CK H4")}, [], turn=1)
    act(d, "1 play:FOOL", "2 play:C9", "0 play:CK")
    assert d.last_winner == 0 and d.phase == "fool-exchange" and d.current_player == 1


def test_passed_out_deal_annulled_or_dealt_again():
    for option, same_dealer, counted in (("annul", False, 1), ("redeal", True, 0)):
        m = match_with("taroccombre", 0, ordered_deck("taroccombre", 0), {"all_pass": option})
        d = m.deal
        while d.phase == "discard":
            d.apply(d.legal_actions()[0])
        act(m, "1 pass", "2 pass", "0 pass")
        assert d.is_over and d.annulled == "all-pass" and m.results[-1].deal_score == [0, 0, 0]
        assert m.carry.get("counted", 0) == counted
        m.next_deal()
        assert (m.dealer == 0) is same_dealer
