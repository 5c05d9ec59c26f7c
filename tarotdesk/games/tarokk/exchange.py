"""From the auction to the announcements (spec §5.4–§5.9).

Contract change after a Three, the talon shares and the honourless Three's immediate failure,
the discards (one card per action) with their bans and the public facts they create, the
annulment window, surrender and the partner call.

Two decisions are offered to players who may have nothing to choose, on purpose: every active
player is asked about annulment, and a sole bidder is always asked whether to surrender. Asking
only the players who qualify would tell the table what their hands hold.
"""

from __future__ import annotations

from ...core.actions import PASS, Action, card_action
from ...core.cards import Card
from ...core.events import Event, Refusal
from .actions import ANNUL, CONTRACT, SURRENDER
from .base import DealBase
from .rules import (CALLABLE, CONTRACT_LEVEL, CONTRACT_VALUE, CONTRACTS, HONOURS, KINGS, PAGAT, PLAIN,
                    PACK, SOLO, TALON_SHARES, TAROKKS, XX, XXI, DF, DS)

#: Tarokks other than honours: what may be discarded once the plain cards run out.
_LOW_TAROKKS = TAROKKS - HONOURS
#: The ``discard:<card>`` action of every card of the pack.
_DISCARD_OF: dict[Card, Action] = {c: card_action("discard", c) for c in PACK.cards}


# Events are values: the ones made several times a deal are made once and shared (in fresh lists).
#: ``discarded`` events by (seat, card), made when first needed.
_DISCARDED: dict[tuple[int, Card], Event] = {}
#: ``no_annulment`` by seat (seats of up to five players).
_NO_ANNULMENT: tuple[Event, ...] = tuple(Event("no_annulment", seat, rule="annulment") for seat in range(5))


class ExchangeMixin(DealBase):
    """Contract change, talon, discards, annulment, surrender and partner call."""

    # -- contract change after a Three -------------------------------------------------------------
    def _contract_legal(self, seat: int) -> list[Action]:
        if not self.has_honour(seat) and not self.rules.forced_three_may_change:
            return [CONTRACT[0]]
        return list(CONTRACT)

    def _contract_explain(self, seat: int, action: Action) -> Refusal | None:
        if action.kind != "contract":
            return None
        if CONTRACT_LEVEL.get(action.word or "") is None or len(action.args) != 1:
            return Refusal("unknown-contract", "bidding", {"word": action.word or ""})
        return Refusal("forced-three-cannot-change", "options")

    def _contract_apply(self, seat: int, action: Action) -> list[Event]:
        level = CONTRACT_LEVEL[action.word or ""]
        changed = level != self.contract
        if changed:
            self.contract_from = self.contract
        self.contract = level
        kind = "contract_" + CONTRACTS[level] if changed else "contract_kept"
        return [Event(kind, seat, rule="bidding")] + self._take_talon()

    # -- talon -------------------------------------------------------------------------------------
    def _take_talon(self) -> list[Event]:
        """Hand out the talon shares; an honourless declarer who draws no honour fails at once."""
        assert self.declarer is not None and self.contract is not None
        shares = TALON_SHARES[self.contract]
        seat = self.declarer
        honourless = not self.has_honour(seat)
        events: list[Event] = []
        for i, n in enumerate(shares):
            cards = self.talon[:n]
            del self.talon[:n]
            self.hands[seat].extend(cards)
            self.took[seat] = list(cards)
            self.to_discard[seat] = n
            if n:
                self.discard_order.append(seat)
                seen = {seat, self.dealer} if self.five_dealer_talon else {seat}
                events.append(Event("talon_cards", seat, {"cards": [c.code for c in cards],
                                                          "list": " ".join(c.code for c in cards)},
                                    private=frozenset(seen), rule="talon"))
                events.append(Event("talon_taken", seat, {"count": n}, rule="talon"))
            if i == 0 and honourless and not any(c in HONOURS for c in cards):
                value = CONTRACT_VALUE[self.contract]
                self.end_deal("forced-failure")
                events.append(Event("forced_failure", seat, {"contract": CONTRACTS[self.contract]},
                                    points=-3 * value, rule="bidding"))
                return events
            seat = self.next_seat[seat]
        self._phase = "discard"
        self.turn = self.discard_order[0]
        return events

    # -- discards ----------------------------------------------------------------------------------
    def _invitation_card_of(self, seat: int) -> Card | None:
        inv = self.invitation
        return inv[0] if inv is not None and inv[1] == seat else None

    def _discard_cards(self, seat: int) -> list[Card]:
        """The cards ``seat`` may discard next (spec §5.6, one card at a time)."""
        hand = self.hands[seat]
        own = self._invitation_card_of(seat)
        if self.rules.old_discard:
            return [c for c in hand if c not in HONOURS and c not in KINGS and c is not own]
        plain = [c for c in hand if c in PLAIN]
        if len(plain) >= self.to_discard[seat]:
            return plain
        return plain + [c for c in hand if c in _LOW_TAROKKS and c is not own]

    def _discard_legal(self, seat: int) -> list[Action]:
        return [_DISCARD_OF[c] for c in self._discard_cards(seat)]

    def _discard_explain(self, seat: int, action: Action) -> Refusal | None:
        if action.kind != "discard":
            return None
        c = action.card
        if c is None or len(action.args) != 1 or len(action.cards) != 1:
            return Refusal("discard-one-card", "discard")
        if c not in self.hands[seat]:
            return Refusal("card-not-in-hand", "discard", {"card": c.code})
        if c in HONOURS:
            return Refusal("discard-honour", "discard", {"card": c.code})
        if c in KINGS:
            return Refusal("discard-king", "discard", {"card": c.code})
        if c is self._invitation_card_of(seat):
            return Refusal("discard-invitation-card", "invitations", {"card": c.code, "number": c.trump})
        plain = sum(1 for x in self.hands[seat] if x in PLAIN)
        return Refusal("discard-tarokk-while-plain", "discard",
                       {"card": c.code, "plain": plain, "count": self.to_discard[seat]})

    def _discard_apply(self, seat: int, action: Action) -> list[Event]:
        c = action.card
        assert c is not None
        self.hands[seat].remove(c)
        self.discards[seat].append(c)
        self.to_discard[seat] -= 1
        key = (seat, c)
        event = _DISCARDED.get(key)
        if event is None:
            event = _DISCARDED[key] = Event("discarded", seat, {"card": c.code}, private=frozenset({seat}),
                                            rule="discard")
        events = [event]
        if self.to_discard[seat]:
            return events
        i = self.discard_order.index(seat) + 1
        if i < len(self.discard_order):
            self.turn = self.discard_order[i]
            return events
        return events + self._finish_discards()

    def _finish_discards(self) -> list[Event]:
        """Everyone has discarded: the declarer shows his tarokks, the others' counts are told."""
        decl = self.declarer
        assert decl is not None
        events: list[Event] = []
        self.discards_public = True
        self.shown = [c for c in self.discards[decl] if c in TAROKKS]
        if self.shown:
            events.append(Event("declarer_shows", decl, {"cards": [c.code for c in self.shown],
                                                         "list": " ".join(c.code for c in self.shown)},
                                rule="discard"))
        others = [s for s in self.discard_order if s != decl]
        if self.five_dealer_talon:
            total = sum(len(TAROKKS.intersection(self.discards[s])) for s in others)
            self.tarokk_total = total
            events.append(Event("tarokks_discarded_total", self.dealer, {"count": total}, rule="five-players"))
        else:
            for s in others:
                k = len(TAROKKS.intersection(self.discards[s]))
                self.tarokk_counts[s] = k
                events.append(Event("tarokks_discarded", s, {"count": k}, rule="discard"))
        self._phase = "annulment"
        self.annul_index = 0
        self.turn = self.active[0]
        return events

    # -- annulment ---------------------------------------------------------------------------------
    def may_annul(self, seat: int) -> bool:
        """Spec §5.7: a lone XXI or Pagat as the only tarokk, no tarokk discarded (plus the extras)."""
        if not TAROKKS.isdisjoint(self.discards[seat]):
            return False
        hand = self.hands[seat]
        tarokks = [c for c in hand if c in TAROKKS]
        if len(tarokks) == 1 and (tarokks[0] is XXI or tarokks[0] is PAGAT):
            return True
        if self.rules.annul_extra:
            if not tarokks or (len(tarokks) == 2 and XXI in tarokks and PAGAT in tarokks):
                return True
            if all(k in hand for k in KINGS):
                return True
        return False

    def _annulment_legal(self, seat: int) -> list[Action]:
        return [PASS, ANNUL] if self.may_annul(seat) else [PASS]

    def _annulment_explain(self, seat: int, action: Action) -> Refusal | None:
        if action.kind != "annul":
            return None
        if action.args:
            return Refusal("unknown-word", "annulment", {"word": action.text})
        return Refusal("annul-not-eligible", "annulment", {"condition": self.annulment_condition()})

    def annulment_condition(self) -> str:
        """The word that says which hands may annul under these rules (for refusals and prompts)."""
        return "annul-lone-extra" if self.rules.annul_extra else "annul-lone"

    def _annulment_apply(self, seat: int, action: Action) -> list[Event]:
        if action.kind == "annul":
            self.annulled_by = seat
            self.end_deal("annulled")
            return [Event("annulled", seat, rule="annulment")]
        events = [_NO_ANNULMENT[seat]]
        self.annul_index += 1
        if self.annul_index < 4:
            self.turn = self.active[self.annul_index]
            return events
        if self.sole_bidder:
            self._phase = "surrender"
            self.turn = self.declarer
            return events
        return events + self._start_call()

    # -- surrender ---------------------------------------------------------------------------------
    def _honours_held(self, seat: int) -> int:
        return sum(1 for c in self.hands[seat] if c in HONOURS)

    def _surrender_legal(self, seat: int) -> list[Action]:
        return [PASS, SURRENDER] if self._honours_held(seat) == 1 else [PASS]

    def _surrender_explain(self, seat: int, action: Action) -> Refusal | None:
        if action.kind != "surrender":
            return None
        if action.args:
            return Refusal("unknown-word", "surrender", {"word": action.text})
        return Refusal("surrender-not-eligible", "surrender", {"honours": self._honours_held(seat)})

    def _surrender_apply(self, seat: int, action: Action) -> list[Event]:
        if action.kind == "surrender":
            assert self.contract is not None
            self.end_deal("surrendered")
            return [Event("surrendered", seat, {"contract": CONTRACTS[self.contract]},
                          points=-6 * CONTRACT_VALUE[self.contract], rule="surrender")]
        return [Event("plays_on", seat, rule="surrender")] + self._start_call()

    # -- partner call ------------------------------------------------------------------------------
    def _start_call(self) -> list[Event]:
        if self.contract == SOLO:  # Solo: no partner
            return self._start_announcements()  # type: ignore[attr-defined]
        self._phase = "call"
        self.turn = self.declarer
        return []

    def call_options(self) -> tuple[list[Card], str]:
        """The tarokks the declarer may name, and which rule of §5.9 decides it."""
        decl = self.declarer
        assert decl is not None
        forced = self.invitation_in_force()
        if forced is not None:
            return [forced], "invitation"
        if self.rules.old_free_call or self.others_discarded_tarokk():
            return list(CALLABLE), "free"
        mine = set(self.hands[decl]) | set(self.discards[decl])
        if XX not in mine:
            return [XX], "t20"
        highest = next(c for c in CALLABLE if c not in mine)
        return [XX, highest], "t20-or-highest"

    def _call_legal(self, seat: int) -> list[Action]:
        return [card_action("call", c) for c in self.call_options()[0]]

    def _call_explain(self, seat: int, action: Action) -> Refusal | None:
        if action.kind != "call":
            return None
        c = action.card
        if c is None or len(action.args) != 1 or len(action.cards) != 1:
            return Refusal("call-one-card", "partner-call")
        if c in HONOURS:
            return Refusal("call-honour", "partner-call", {"card": c.code})
        if c not in CALLABLE:
            return Refusal("call-not-tarokk", "partner-call", {"card": c.code})
        cards, rule = self.call_options()
        if rule == "invitation":
            return Refusal("call-must-invitation", "invitations", {"card": cards[0].code, "number": cards[0].trump})
        if rule == "t20":
            return Refusal("call-must-t20", "partner-call")
        return Refusal("call-t20-or-highest", "partner-call", {"card": cards[1].code, "number": cards[1].trump})

    def _call_apply(self, seat: int, action: Action) -> list[Event]:
        c = action.card
        assert c is not None
        self.called = c
        self.partner = None
        for s in self.active:
            if s != seat and c in self.hands[s]:
                self.partner = s
        return [Event("called", seat, {"card": c.code, "number": c.trump}, rule="partner-call")] + self._start_announcements()  # type: ignore[attr-defined]

    # -- entering the announcements ----------------------------------------------------------------
    def _start_announcements(self) -> list[Event]:
        decl = self.declarer
        assert decl is not None
        ps = self.public_side
        ps[decl] = DS
        events: list[Event] = []
        if self.contract == SOLO:
            for s in self.active:
                if s != decl:
                    ps[s] = DF
        forced = self.invitation_in_force()
        if forced is not None and self.invitation is not None:
            ps[self.invitation[1]] = DS
            if self.inv_pagat:
                self.pagat_duty = self.invitation[1]
        if self.called is not None and self.called in self.shown:
            for s in self.active:
                if s != decl:
                    ps[s] = DF
        events.extend(self.propagate_sides())
        # No card moves during the announcement round: its options read these counts instead of
        # counting a hand at every step (sampled worlds count again, see ``views.fill``).
        self.held_tarokks = [len(TAROKKS.intersection(hand)) for hand in self.hands]
        self._phase = "announcements"
        self.turn = decl
        self.ann_first = True
        self.ann_passes = 0
        self.ann_acted = False
        return events

