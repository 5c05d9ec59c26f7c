"""Bidding (spec §5.2–§5.3): Three/Two/One/Solo, holds by seat priority, invitations.

The holds, final passes and the end of the auction come from the shared
:class:`~tarotdesk.core.bidding.SeatPriorityAuction`; this module adds what is particular to
tarokk: the honour requirement, the fourth player's honourless Three, the jump bids that are
invitations (and may only be made with the promised cards), the inviter's compulsory pass and
the XX invitation made by passing.
"""

from __future__ import annotations

from ...core.actions import PASS, Action
from ...core.cards import SKIZ, Card
from ...core.events import Event, Refusal
from ...core.message_params import Seat
from .actions import BID
from .base import DealBase
from .rules import (CONTRACT_LEVEL, CONTRACTS, HIGH_HONOURS, HONOURS, INVITATION_BY_JUMP, INVITATIONS, PAGAT,
                    SOLO, THREE, TWO, XXI)

#: What an invitation needs besides its card: any of these (the Pagat may stand in for XIX/XVIII).
_INVITATION_SUPPORT: dict[str, frozenset[Card]] = {"xix": HONOURS, "xviii": HONOURS, "xx": HIGH_HONOURS}


def qualifies(hand: list[Card], kind: str) -> bool:
    """True if ``hand`` holds what invitation ``kind`` promises (spec §5.3 table)."""
    card, _ = INVITATIONS[kind]
    return card in hand and any(c in _INVITATION_SUPPORT[kind] for c in hand)


class BiddingMixin(DealBase):
    """The auction."""

    def _fourth_seat_case(self) -> bool:
        """No bid yet and the three other players passed: the last player's free turn."""
        a = self.auction
        return a.high is None and len(a.passed) == 3

    def xx_situation(self, seat: int) -> bool:
        """``seat`` bid Three, another player Two, the other two passed, and it is ``seat``'s turn."""
        history = self.auction.history
        if len(history) != 4:
            return False
        levels = sorted((lv for _, lv in history if lv is not None))
        if levels != [THREE, TWO]:
            return False
        return any(s == seat and lv == THREE for s, lv in history)

    def _bid_rules(self, seat: int) -> tuple[Refusal | None, list[Refusal | None]]:
        """Why a pass, and why each bid level, would be refused for ``seat`` now (None = allowed)."""
        a = self.auction
        hand = self.hands[seat]
        if self.must_pass == seat:
            inv = self.invitation
            params = {"card": inv[0].code, "number": inv[0].trump} if inv else {}
            return None, [Refusal("inviter-must-pass", "invitations", params)] * 4
        honour = any(c in HONOURS for c in hand)
        if self._fourth_seat_case():
            if honour:
                return None, [None] * 4  # a jump after three passes promises nothing
            only_three = Refusal("forced-three-only", "bidding")
            return None, [None, only_three, only_three, only_three]
        if not honour:
            return None, [Refusal("no-honour", "bidding")] * 4
        minimal = a.minimal_level(seat)
        holder = None if a.holder is None else Seat(a.holder)
        out: list[Refusal | None] = []
        for level in range(4):
            if minimal is None or level < minimal:
                out.append(Refusal("bid-too-low", "bidding", {
                    "contract": CONTRACTS[level], "current": CONTRACTS[a.high] if a.high is not None else "",
                    "holder": holder}))
                continue
            k = level - minimal
            if k == 0 or level == SOLO or self.invitation is not None:
                out.append(None)
                continue
            kind = INVITATION_BY_JUMP[k]
            if qualifies(hand, kind):
                out.append(None)
            else:
                card = INVITATIONS[kind][0]
                out.append(Refusal("invitation-not-qualified", "invitations",
                                   {"card": card.code, "number": card.trump, "contract": CONTRACTS[level]}))
        pass_refusal = None
        if self.xx_situation(seat) and not qualifies(hand, "xx"):
            pass_refusal = Refusal("xx-must-bid", "invitations")
        return pass_refusal, out

    def _bidding_legal(self, seat: int) -> list[Action]:
        # The rules of ``_bid_rules`` without building refusals (this runs at every bid of every
        # playout; a test checks that both agree).
        if self.must_pass == seat:
            return [PASS]
        hand = self.hands[seat]
        honour = SKIZ in hand or XXI in hand or PAGAT in hand
        a = self.auction
        if a.high is None and len(a.passed) == 3:
            return [PASS, *BID] if honour else [PASS, BID[THREE]]
        if not honour:
            return [PASS]
        acts = [PASS] if not self.xx_situation(seat) or qualifies(hand, "xx") else []
        minimal = a.minimal_level(seat)
        if minimal is None:
            return acts
        free = self.invitation is not None
        for level in range(minimal, 4):
            k = level - minimal
            if k == 0 or level == SOLO or free or qualifies(hand, INVITATION_BY_JUMP[k]):
                acts.append(BID[level])
        return acts

    def _bidding_explain(self, seat: int, action: Action) -> Refusal | None:
        if action.kind == "pass":
            return self._bid_rules(seat)[0]
        if action.kind != "bid":
            return None
        level = CONTRACT_LEVEL.get(action.word or "")
        if level is None or len(action.args) != 1:
            return Refusal("unknown-contract", "bidding", {"word": action.word or ""})
        return self._bid_rules(seat)[1][level]

    def _bidding_apply(self, seat: int, action: Action) -> list[Event]:
        a = self.auction
        events: list[Event] = []
        if action.kind == "pass":
            xx = self.xx_situation(seat)
            a.pass_(seat)
            if self.must_pass == seat:
                self.must_pass = None
            events.append(Event("pass", seat, rule="bidding"))
            if xx:
                self.invitation = (INVITATIONS["xx"][0], seat, "xx")
                self.inv_pagat = False
                events.append(Event("invitation_xx", seat, {"card": "T20"}, rule="invitations"))
        else:
            level = CONTRACT_LEVEL[action.word or ""]
            fourth = self._fourth_seat_case()
            minimal = a.minimal_level(seat)
            hold = a.high is not None and level == a.high
            if not (fourth and level == THREE):
                self.honour_bidders.append(seat)  # everyone else who bids shows an honour
            invitation = None
            if not fourth and minimal is not None and level != SOLO and self.invitation is None:
                invitation = INVITATION_BY_JUMP.get(level - minimal)
            a.bid(seat, level)
            events.append(Event(("hold_" if hold else "bid_") + CONTRACTS[level], seat, rule="bidding"))
            if invitation is not None:
                card = INVITATIONS[invitation][0]
                hand = self.hands[seat]
                self.invitation = (card, seat, invitation)
                self.inv_pagat = not any(c in HIGH_HONOURS for c in hand)
                self.must_pass = seat
                events.append(Event("invitation_" + invitation, seat, {"card": card.code}, rule="invitations"))
        return events + self._after_bid()

    def _after_bid(self) -> list[Event]:
        a = self.auction
        if a.all_passed:
            self.end_deal("passed-out")
            return [Event("passed_out", None, rule="bidding")]
        if not a.finished:
            self.turn = a.order[a.turn_index]  # ``a.current``, without testing ``finished`` again
            return []
        declarer = a.holder  # ``a.declarer`` of an auction known to be finished and not passed out
        assert declarer is not None and a.high is not None
        self.declarer = declarer
        self.contract = a.high
        self.sole_bidder = len({s for s, lv in a.history if lv is not None}) == 1
        events = [Event("declarer_" + CONTRACTS[a.high], declarer, rule="bidding")]
        if a.high == THREE:
            self._phase = "contract"
            self.turn = declarer
            return events
        return events + self._take_talon()  # type: ignore[attr-defined]
