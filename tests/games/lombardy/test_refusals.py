"""Refused actions: in every phase a refused action names a specific reason and a rule anchor of
the Lombard rule text, and leaves the state exactly as it was."""

from __future__ import annotations

from contract import assert_refused_unchanged
from lombardy_testkit import act, deal_in_play, discard_plain, match_with, ordered_deck, set_play_position, spec_cards
from tarotdesk.core.actions import Action
from tarotdesk.core.messages import has_text
from tarotdesk.games.lombardy import ANCHORS, MESSAGES


def refused(state, text, code, rule, seat=None):
    refusal = assert_refused_unchanged(state, Action.parse(text), seat)
    assert refusal.code == code, (text, refusal)
    assert refusal.rule == rule and rule in ANCHORS
    for lang in ("en", "ja"):
        assert has_text("reason." + refusal.code, lang, (MESSAGES,))
    return refusal


def lombardy_at_monte():
    deck = ordered_deck("tarocco-lombardo", 0, hands={1: spec_cards("SK"), 0: spec_cards("S2 S3 S4")},
                        extras=spec_cards("T21 C5"))
    return match_with("tarocco-lombardo", 0, deck).deal


def test_monte_phase_refusals():
    d = lombardy_at_monte()
    assert d.phase == "monte" and d.current_player == 1
    refused(d, "answer:accept", "monte-choice-expected", "monte")
    refused(d, "monte:maybe", "unknown-choice", "monte")
    refused(d, "play:SK", "monte-choice-expected", "monte")
    refused(d, "monte:no", "not-your-turn", "play", seat=2)
    act(d, "1 monte:propose")
    assert d.phase == "monte-answer" and d.current_player == 2
    refused(d, "monte:no", "monte-answer-expected", "monte")
    refused(d, "answer:perhaps", "unknown-choice", "monte")
    refused(d, "answer:accept:now", "unknown-choice", "monte")


def test_discard_refusals():
    d = lombardy_at_monte()
    act(d, "1 monte:no", "2 monte:no", "3 monte:no", "0 monte:no")
    assert d.phase == "discard"
    refused(d, "discard:T21", "discard-honour", "discard")
    trump = next(c for c in d.hands[0] if c.is_trump and 2 <= c.trump <= 20)
    refused(d, f"discard:{trump}", "discard-trump-while-plain", "discard")
    refused(d, "discard:SK", "card-not-in-hand", "discard")
    refused(d, "discard:S2+S3", "one-card-expected", "discard")
    refused(d, "play:S2", "discard-expected", "discard")
    refused(d, "pass", "discard-expected", "discard")


def ombre3_auction():
    m = match_with("taroccombre", 0, ordered_deck("taroccombre", 0, hands={2: spec_cards("SK T20")}))
    discard_plain(m.deal)
    return m.deal


def test_auction_refusals():
    d = ombre3_auction()
    act(d, "1 bid:una")
    refused(d, "bid:due", "bid-too-low", "auction")
    refused(d, "bid:una", "hold-needs-priority", "auction")
    refused(d, "bid:zero", "unknown-choice", "auction")
    refused(d, "pass:now", "no-arguments", "auction")
    refused(d, "play:SK", "bid-expected", "auction")
    act(d, "2 bid:niente", "0 pass", "1 bid:niente")  # seat 1 sits first: he may hold
    assert d.current_player == 2
    refused(d, "bid:niente", "no-higher-bid", "auction")


def test_exchange_refusals():
    d = ombre3_auction()
    act(d, "1 pass", "2 bid:due", "0 pass")
    assert d.phase == "exchange" and d.current_player == 2
    refused(d, "name:SK", "name-own-card", "exchange")
    refused(d, "name:S2", "card-not-in-pack", "exchange")  # the 54-card pack has no 2 of Swords
    refused(d, "give:T20", "name-expected", "exchange")
    refused(d, "name:SQ+SN", "one-card-expected", "exchange")
    holder_card = d.hands[1][0]
    act(d, f"2 name:{holder_card}")
    assert d.phase == "give-back"
    refused(d, "give:CA", "card-not-in-hand", "exchange")
    refused(d, f"name:{d.hands[0][0]}", "give-back-expected", "exchange")


def test_named_card_known_in_the_discard_cannot_be_named_again():
    deck = ordered_deck("taroccombre", 0, extras=spec_cards("HQ S9 C8"))
    m = match_with("taroccombre", 0, deck, {"named_card_in_discard": "rename"})
    act(m, "0 discard:HQ", "0 discard:S9", "0 discard:C8", "1 pass", "2 bid:una", "0 pass", "2 name:HQ")
    d = m.deal
    assert d.phase == "exchange" and d.exchanges_left == 1  # renaming: the exchange is not used up
    refused(d, "name:HQ", "name-known-in-discard", "exchange")


def test_surrender_refusals():
    d = ombre3_auction()
    act(d, "1 pass", "2 bid:niente", "0 pass")
    # no bid by the dealer: no surrender, straight to play
    assert d.phase == "play"
    d = ombre3_auction()
    act(d, "1 pass", "2 bid:una", "0 bid:niente", "2 bid:niente", "0 pass")
    assert d.phase == "surrender" and d.current_player == 2
    refused(d, "surrender:maybe", "unknown-choice", "surrender")
    refused(d, "pass", "surrender-choice-expected", "surrender")


def test_partner_call_refusals():
    m = match_with("taroccombre-5", 0, ordered_deck("taroccombre-5", 0, hands={1: spec_cards("T21 SK")}))
    discard_plain(m.deal)
    act(m, "1 bid:una", "2 pass", "3 pass", "4 pass", "0 pass")
    d = m.deal
    m.apply(d.legal_actions()[0])
    if d.phase == "give-back":
        m.apply(d.legal_actions()[0])
    assert d.phase == "partner-call" and d.current_player == 1
    own = d.hands[1][0]
    refused(d, f"call:{own}", "call-own-card", "partner-call")
    refused(d, "call:SKIZ", "card-not-in-pack", "partner-call")
    refused(d, "alone:now", "no-arguments", "partner-call")
    refused(d, "play:T21", "call-expected", "partner-call")


def test_play_refusals():
    d = deal_in_play("tarocco-lombardo")
    set_play_position(d, {3: spec_cards("S10 SQ T14 H1"), 0: spec_cards("H3 H4 C7"), 2: spec_cards("T5 S3")},
                      [(1, spec_cards("D5")[0])], turn=2)
    refused(d, "play:S3", "must-trump", "play")
    d.current_player, d._legal_cache = 3, None
    d.trick, d.trick_seats = spec_cards("S5"), [2]
    refused(d, "play:T14", "must-follow-suit", "play")
    refused(d, "play:CK", "card-not-in-hand", "play")
    refused(d, "discard:S10", "play-expected", "play")
    refused(d, "play:S10+SQ", "one-card-expected", "play")
    d.trick = spec_cards("T3")
    d._legal_cache = None
    refused(d, "play:S10", "must-play-trump", "play")
    refused(d, "play:S10", "not-your-turn", "play", seat=0)


def test_fool_exchange_refusals():
    d = deal_in_play("reseghino", dealer=0, options={"fool_exchange_card": "blank_if_possible"})
    d.piles = [[], spec_cards("S4 SK"), []]
    set_play_position(d, {1: spec_cards("EXC S2"), 2: spec_cards("C9 D7"), 0: spec_cards("C3 H9")}, [], turn=1)
    act(d, "1 play:FOOL", "2 play:C9", "0 play:C3")
    assert d.phase == "fool-exchange" and d.current_player == 1
    refused(d, "fool:SK", "fool-card-must-be-blank", "fool")
    refused(d, "fool:C9", "fool-card-not-in-pile", "fool")
    refused(d, "fool:keep", "unknown-choice", "fool")
    refused(d, "play:S2", "fool-choice-expected", "fool")


def test_finished_deal_refuses_everything():
    d = deal_in_play("reseghino")
    while not d.is_over:
        d.apply(d.legal_actions()[0])
    r = assert_refused_unchanged(d, Action.parse("play:SK"))
    assert r.code == "deal-over"
