"""One deal of a Lombard tarot game, from the deal to the score (spec §4–§7).

A single state machine serves the six variants; what differs is read from the
:class:`~.rules.LombardyRules` (``self.rules``: the variant with the match options). Its phases
are listed in ``phases.py``; what the table shows of it (layout, notes, prompt) is in
``table.py``, what a seat may know in ``views.py`` and why a move is refused in ``refusals.py``.

Public knowledge about hidden hands is kept apart from the hands themselves, and changes only
through public events, so that views (``views.py``) never learn from a private choice:

* ``known[s]``: cards everyone knows to be in seat ``s``'s hand (exposures, named cards the
  declarer received);
* ``maybe[card]``: places one of which holds the card (seats, ``IN_DISCARD`` for the dealer's
  discard): the dealer's exposed cards once he has discarded, a known card the declarer may have
  given back;
* ``given_back``: ``[receiver, card]`` pairs known only to the declarer and the receiver.
"""

from __future__ import annotations

from itertools import filterfalse
from typing import Any, Mapping, Sequence

from ...core.actions import PASS, Action, card_action, play
from ...core.bidding import SeatPriorityAuction
from ...core.cards import UNKNOWN, Card
from ...core.events import Event
from ...core.message_params import Seat, Seats
from ...core.state import DealResult, DealState
from ...core.tricks import HandIndex
from . import refusals, scoring, table, views
from .phases import ANSWER, AUCTION, CALL, DISCARD, END, EXCHANGE, FOOL_EXCHANGE, GIVE, MONTE, PLAY, SURRENDER
from .rules import (CODE_OF, CONTRACTS, EXCHANGES, MIDDLE_TRUMPS, NIENTE, PLAIN, VARIANTS, LombardyRules,
                    contract_params, is_honour)
from .snapshot import LombardSnapshot, snapshot
from .views import IN_DISCARD



MONTE_PROPOSE, MONTE_NO = Action("monte", "propose"), Action("monte", "no")
ACCEPT, REFUSE = Action("answer", "accept"), Action("answer", "refuse")
BIDS = tuple(Action("bid", w) for w in CONTRACTS)
SURRENDER_YES, SURRENDER_NO = Action("surrender", "yes"), Action("surrender", "no")
ALONE = Action("alone")
#: ``play:<card>`` by card index (the hottest lookup of random playouts).
PLAY_ACTIONS: list[Action] = [play(c) if c.code != "?" else PASS for c in Card._all]
#: The same actions by card: the legal plays of a hand are a ``map`` over it that runs in C.
PLAY_OF: dict[Card, Action] = {c: PLAY_ACTIONS[c.index] for c in Card._all}
#: The ``card_played`` event of each seat and card. Events are never changed once made, and the
#: play phase emits one per action: each is built once and shared.
MAX_SEATS = 7
CARD_PLAYED: list[dict[Card, Event]] = [
    {c: Event("card_played", seat, {"card": c.code}, None, None, "play") for c in Card._all if c.code != "?"}
    for seat in range(MAX_SEATS)]
#: The single-card actions of the other phases by card (the exchange and the partner call list
#: most of the pack).
DISCARD_OF, FOOL_OF, NAME_OF, GIVE_OF, CALL_OF = (
    {c: card_action(kind, c) for c in Card._all} for kind in ("discard", "fool", "name", "give", "call"))
FOOL_DECLINE = Action("fool", "decline")
#: The auction's choices by the lowest level the seat may bid (None: only a pass).
LEVEL_OF: dict[str, int] = {word: level for level, word in enumerate(CONTRACTS)}
AUCTION_CHOICES: dict[int | None, tuple[Action, ...]] = {
    low: (PASS,) + (() if low is None else BIDS[low:]) for low in (None, *range(len(CONTRACTS)))}
#: The events of the Monte, the auction and the discard, which depend only on the seat and a
#: word, a level or a card: built once and shared like ``CARD_PLAYED``.
MONTE_EVENTS: dict[str, list[Event]] = {
    kind: [Event(kind, seat, None, None, None, "monte") for seat in range(MAX_SEATS)]
    for kind in ("monte_proposed", "monte_declined", "monte_refused", "monte_accepted")}
PASSED: list[Event] = [Event("passed", seat, None, None, None, "auction") for seat in range(MAX_SEATS)]
BID_EVENTS: dict[tuple[bool, int, int], Event] = {
    (hold, seat, level): Event("bid_held" if hold else "bid", seat, contract_params(level), None, None, "auction")
    for hold in (False, True) for seat in range(MAX_SEATS) for level in range(len(CONTRACTS))}
DISCARDED: list[dict[Card, Event]] = [
    {c: Event("discarded", seat, {"card": c.code}, frozenset({seat}), None, "discard")
     for c in Card._all if c.code != "?"}
    for seat in range(MAX_SEATS)]
#: What the others see of a discard (the dealer has his own line naming the card: one line
#: each, never two for one act).
SET_ASIDE: list[list[Event]] = [
    [Event("card_set_aside", seat, {"left": left}, frozenset(range(MAX_SEATS)) - {seat}, None, "discard")
     for left in range(max(v.extra for v in VARIANTS.values()))]
    for seat in range(MAX_SEATS)]


def take(cards: list[Card], c: Card) -> None:
    """Remove ``c`` from ``cards``.

    Cards are interned ints, so ``list.remove`` finds exactly this card, at C speed.
    """
    try:
        cards.remove(c)
    except ValueError:
        raise ValueError(f"{c} is not there") from None


#: The attributes of a new deal that hold numbers, flags or None (the containers are made per
#: deal in ``LombardDeal.__init__``).
START: dict[str, Any] = {
    "discard_to": None,  # who took the discard at the end
    # Monte
    "monte_index": 0, "proposer": None, "answers": 0,
    # Ombre auction, exchanges, surrender, partner
    "auction": None,  # the SeatPriorityAuction once the auction starts
    "dealer_bid": False, "declarer": None, "contract": None, "exchanges_left": 0, "receiver": None,
    "surrendered": False, "called": None, "partner": None, "partner_public": False, "alone": False,
    # play
    "last_winner": None,
    "fool_trick": None,  # [Fool's player, capturer of its trick] (public)
    "fool_pending": None,  # [Fool's player, capturer] awaiting a first trick
    "fool_turn": None,  # [Fool's player, capturer] deciding now
    "fool_swap": None,  # [giver, capturer, card, giver's pile size, index]
    "annulled": None,  # why the deal was annulled (monte, all-pass)
    "outcome": None,  # the DealResult once the deal is over
}


class LombardDeal(views.ViewsMixin, refusals.RefusalsMixin, table.TableMixin, DealState):
    """A deal of any of the six Lombard games."""

    RULE_TURN = "play"
    #: The seat to act (None once the deal is over) and whether the deal is over: plain
    #: attributes rather than the base class's properties, as they are read several times per
    #: action in every playout. ``is_over`` turns True exactly where ``current_player`` turns
    #: None (:meth:`_close`).
    current_player: int | None = None
    is_over: bool = False
    #: ``_plays``: each seat's :class:`~tarotdesk.core.tricks.HandIndex` of play actions (None
    #: until the play asks for it); ``_trick_voids``: the trick being played with its row of
    #: :meth:`~tarotdesk.core.tricks.TrickRules.voids_row` (None until a card asks for it).
    #: Slots, not instance attributes: they are caches, not part of the state that copies,
    #: views and records compare.
    __slots__ = ("_plays", "_trick_voids")

    def __init__(self, rules: LombardyRules, dealer: int, deck: Sequence[Card], options: dict[str, Any]) -> None:
        # The facts every deal starts from that are never changed in place come from
        # ``START`` in one dict copy (a deal is set up for every few dozen playout actions);
        # the containers each deal changes are made here.
        self.__dict__ = dict(START)
        self.rules = rules
        n = self.n_players = rules.n
        self.dealer = dealer
        self.options = dict(options)
        self.order = [(dealer + 1 + i) % n for i in range(n)]  # eldest first, dealer last
        self.hands = self._deal(deck, rules.deal_packet_size)
        self.exposed: list[list[Card]] = [[] for _ in range(n)]  # the record of the exposure
        self.known: list[list[Card]] = [[] for _ in range(n)]
        self.maybe: dict[Card, list[int]] = {}
        self.given_back: list[list[Any]] = []
        self.discard: list[Card] = []
        self.discard_known: list[Card] = []
        self.monte_log: list[list[Any]] = []
        self.exchange_log: list[list[Any]] = []  # [named card, former holder or IN_DISCARD]
        self.trick: list[Card] = []
        self.trick_seats: list[int] = []
        self.piles: list[list[Card]] = [[] for _ in range(n)]
        self.tricks_won = [0] * n
        self.last_trick: list[tuple[int, Card]] = []
        self.voids: list[set[str]] = [set() for _ in range(n)]
        self.fool_from: list[Card] = []  # the giver's pile when he chose (public)
        self._plays: list[HandIndex[Action] | None] = [None] * n
        self._trick_voids: tuple[list[Card], Mapping[Card, tuple[str, ...]]] | None = None

        if rules.exposure:
            self._expose()
        if rules.monte:
            self._phase, self.current_player = MONTE, self.order[0]
        else:
            self._start_discard()

    # -- the deal and the exposure ---------------------------------------------------------------
    def _deal(self, deck: Sequence[Card], packet: int) -> list[list[Card]]:
        """One packet at a time from the dealer's right until each holds H, then E to the dealer.

        Each hand is kept in the order its cards were dealt (the exposure depends on it).
        """
        v = self.rules
        n = self.n_players
        if packet == 1:  # the usual deal: seat order[i] gets every n-th card from the i-th on
            hands = [[] for _ in range(n)]
            for i, seat in enumerate(self.order):
                hands[seat] = list(deck[i:n * v.hand:n])
            hands[self.dealer].extend(deck[n * v.hand:n * v.hand + v.extra])
            return hands
        hands = [[] for _ in range(n)]
        pos = 0
        while len(hands[self.dealer]) < v.hand:
            for seat in self.order:
                k = min(packet, v.hand - len(hands[seat]))
                hands[seat].extend(deck[pos:pos + k])
                pos += k
        hands[self.dealer].extend(deck[pos:pos + v.extra])
        return hands

    def _expose(self) -> None:
        """Spec §4.5: each other player's last card, the dealer's extras, then more of the
        dealer's cards in reverse deal order until two of his exposed cards are not honours."""
        v = self.rules
        for seat in self.order[:-1]:
            self.exposed[seat].append(self.hands[seat][v.hand - 1])
        mine = self.hands[self.dealer]
        shown = list(mine[v.hand:])
        plain = sum(1 for c in shown if not is_honour(c))
        i = v.hand - 1
        while plain < 2 and i >= 0:
            shown.append(mine[i])
            if not is_honour(mine[i]):
                plain += 1
            i -= 1
        self.exposed[self.dealer] = shown
        self.known = [list(e) for e in self.exposed]

    # -- the contract ----------------------------------------------------------------------------
    @property
    def phase(self) -> str:
        return self._phase

    def _legal(self) -> list[Action]:
        ph = self._phase
        if ph == PLAY:
            # The trick rules' legal_in on the seat's index of play actions, kept in step with
            # the hand card by card (HandIndex.fits inlined: this runs before every card).
            seat: int = self.current_player  # type: ignore[assignment]
            hand = self.hands[seat]
            plays = self._plays[seat]
            if plays is None or plays.hand is not hand or len(plays.every) != len(hand):
                plays = self._plays[seat] = HandIndex(hand, self.rules.tricks, PLAY_OF)
            return self.rules.tricks.legal_in(plays, self.trick)
        if ph == DISCARD:
            return list(map(DISCARD_OF.__getitem__, self.discardable()))
        if ph == FOOL_EXCHANGE:
            return list(map(FOOL_OF.__getitem__, self.fool_candidates())) + [FOOL_DECLINE]
        if ph == AUCTION:
            assert self.auction is not None and self.current_player is not None
            return list(AUCTION_CHOICES[self._lowest_bid()])
        if ph == EXCHANGE:
            return list(map(NAME_OF.__getitem__, self.nameable()))
        if ph == GIVE:
            return list(map(GIVE_OF.__getitem__, self.hands[self.current_player]))
        if ph == CALL:
            held = set(self.hands[self.current_player])
            return [CALL_OF[c] for c in self.rules.pack.cards if c not in held] + [ALONE]
        if ph == SURRENDER:
            return [SURRENDER_YES, SURRENDER_NO]
        if ph == MONTE:
            return [MONTE_PROPOSE, MONTE_NO]
        if ph == ANSWER:
            return [ACCEPT, REFUSE]
        return []

    # -- what the rules allow (shared by _legal, _explain and the players) ---------------------------
    def _lowest_bid(self) -> int | None:
        """:meth:`SeatPriorityAuction.minimal_level` for the current player, read from the
        auction's fields without its two ``priority`` calls (an ``order.index`` each)."""
        auction = self.auction
        assert auction is not None
        high = auction.high
        if high is None:
            return 0
        order = auction.order
        if auction.holder is not None and order.index(self.current_player) < order.index(auction.holder):
            return high
        return high + 1 if high + 1 < auction.levels else None

    def discardable(self) -> list[Card]:
        """Cards the dealer may put in the discard now (spec §5.4)."""
        hand = self.hands[self.dealer]
        left = self.rules.extra - len(self.discard)
        plain = list(filter(PLAIN.__contains__, hand))
        if len(plain) >= left:
            return plain
        return plain + list(filter(MIDDLE_TRUMPS.__contains__, hand))

    def nameable(self) -> list[Card]:
        """Cards the declarer may name for an exchange (spec §5.6)."""
        hand = self.hands[self.declarer] if self.declarer is not None else []
        skip = set(hand)
        if self.rules.named_card_in_discard == "rename":
            skip.update(self.discard_known)  # naming it again could never end
        return list(filterfalse(skip.__contains__, self.rules.pack.cards))

    def wasted_names(self) -> list[Card]:
        """Cards the declarer may name although he knows they lie in the discard (those found
        there by an earlier naming, and his own discard when he dealt): naming one costs an
        exchange and brings nothing, so the prompt warns of them. Empty under the option that
        lets such a name be made again."""
        if self.rules.named_card_in_discard == "rename" or self.declarer is None:
            return []
        known = list(self.discard_known)
        if self.declarer == self.dealer:
            known += [c for c in self.discard if c is not UNKNOWN and c not in known]
        return known

    def fool_candidates(self) -> list[Card]:
        """Cards of his own pile the Fool's player may give for it (spec §6.3)."""
        assert self.fool_turn is not None
        pile = self.piles[self.fool_turn[0]]
        if self.rules.fool_exchange_card == "blank_if_possible":
            values = self.rules.values
            blanks = [c for c in pile if not values[c.index]]
            if blanks:
                return blanks
        return list(pile)

    def public_allies(self, a: int, b: int) -> bool:
        """True when everyone knows ``a`` and ``b`` play on the same side (spec §6.3 rule 1)."""
        v = self.rules
        if v.fixed_teams:
            return a % 2 == b % 2
        if v.auction and not v.called_partner:
            return self.declarer not in (a, b)
        return False

    # -- applying actions ----------------------------------------------------------------------------
    def _apply(self, action: Action) -> list[Event]:
        ph = self._phase
        if ph != PLAY:
            if ph == DISCARD:
                return self._discard(action.args[0][0])  # type: ignore[index]
            if ph == FOOL_EXCHANGE:
                return self._fool(action)
            if ph == AUCTION:
                return self._bid(action)
            if ph == EXCHANGE:
                return self._name(action.args[0][0])  # type: ignore[index]
            if ph == GIVE:
                return self._give(action.args[0][0])  # type: ignore[index]
            if ph == SURRENDER:
                return self._surrender(action.word == "yes")
            if ph == CALL:
                return self._call(action.card)
            if ph == MONTE:
                return self._monte(action.word == "propose")
            return self._answer(action.word == "accept")
        # A card played (spec §5.9, §6), written in: this runs for every card of every playout.
        c: Card = action.args[0][0]  # type: ignore[index,assignment]
        seat: int = self.current_player  # type: ignore[assignment]
        hand = self.hands[seat]
        hand.remove(c)  # cards are interned ints: this removes exactly ``c``
        plays = self._plays[seat]
        if plays is not None and plays.hand is hand and c in plays.every:  # HandIndex.drop, inlined
            del plays.every[c]
            del plays.by_suit[plays.suit_of[c]][c]
        known = self.known[seat]
        if known and c in known:
            known.remove(c)
        if self.maybe:
            self.maybe.pop(c, None)
        given = self.given_back
        if given:
            # Rebuilt only when the card is one of them: a comprehension per card played
            # (a function call each) costs more than this loop over one or two pairs.
            for g in given:
                if g[1] is c:
                    self.given_back = [g for g in given if g[1] is not c]
                    break
        trick = self.trick
        if trick:
            # TrickRules.note_voids with the trick's row looked up once per trick (up to six
            # calls saved per trick of seven).
            cached = self._trick_voids
            if cached is not None and cached[0] is trick:
                row = cached[1]
            else:
                row = self.rules.tricks.voids_row(trick)
                if row is not None:
                    self._trick_voids = (trick, row)
            if row is not None:
                shown = row[c]
                if shown:
                    self.voids[seat].update(shown)
        trick.append(c)
        self.trick_seats.append(seat)
        if c is self.called and not self.partner_public:
            self.partner_public = True
            events = [CARD_PLAYED[seat][c],
                      Event("partner_revealed", seat, {"card": c.code}, rule="partner-call")]
        else:
            events = [CARD_PLAYED[seat][c]]
        if len(trick) < self.n_players:
            self.current_player = (seat + 1) % self.n_players
        else:
            events.extend(self._finish_trick())
        return events

    # Monte (spec §5.3)
    def _monte(self, propose: bool) -> list[Event]:
        seat = self.current_player
        assert seat is not None
        self.monte_log.append([seat, "propose" if propose else "no"])
        if propose:
            self.proposer, self.answers = seat, 0
            self._phase, self.current_player = ANSWER, (seat + 1) % self.n_players
            return [MONTE_EVENTS["monte_proposed"][seat]]
        events = [MONTE_EVENTS["monte_declined"][seat]]
        return events + self._next_monte()

    def _answer(self, accept: bool) -> list[Event]:
        seat = self.current_player
        assert seat is not None and self.proposer is not None
        self.monte_log.append([seat, "accept" if accept else "refuse"])
        if not accept:
            self.proposer = None
            return [MONTE_EVENTS["monte_refused"][seat]] + self._next_monte()
        events = [MONTE_EVENTS["monte_accepted"][seat]]
        self.answers += 1
        if self.answers == self.n_players - 1:
            return events + self._annul("monte")
        self.current_player = (seat + 1) % self.n_players
        return events

    def _next_monte(self) -> list[Event]:
        self.monte_index += 1
        if self.monte_index < self.n_players:
            self._phase, self.current_player = MONTE, self.order[self.monte_index]
            return []
        self._start_discard()
        return []

    def _close(self) -> None:
        """The deal is over: nobody acts any more."""
        self._phase, self.current_player, self.is_over = END, None, True

    def _annul(self, reason: str) -> list[Event]:
        self.annulled = reason
        self._close()
        self.outcome = scoring.annulled_result(self.rules, reason)
        return [Event("deal_annulled", None, {"reason": reason}, rule="monte" if reason == "monte" else "auction")]

    # The dealer's discard (spec §5.4)
    def _start_discard(self) -> None:
        d = self.dealer
        # From now on the dealer's exposed cards may lie in his hand or in his discard.
        for c in self.known[d]:
            self.maybe[c] = [d, IN_DISCARD]
        self.known[d] = []
        self._phase, self.current_player = DISCARD, d

    def _discard(self, c: Card) -> list[Event]:
        d = self.dealer
        take(self.hands[d], c)
        self.discard.append(c)
        left = self.rules.extra - len(self.discard)
        events = [DISCARDED[d][c], SET_ASIDE[d][left]]
        if left == 0:
            if self.rules.auction:
                self.auction = SeatPriorityAuction(list(self.order), len(CONTRACTS))
                self._phase, self.current_player = AUCTION, self.order[0]
            else:
                self._start_play()
        return events

    # The auction (spec §5.5)
    def _bid(self, action: Action) -> list[Event]:
        seat = self.current_player
        auction = self.auction
        assert seat is not None and auction is not None
        # SeatPriorityAuction.pass_ / bid and its _advance, written out for the Lombard auction
        # (``end_when_unbeatable`` off): its ``finished`` test is a list and two property calls
        # per bid. The holder of the high bid never passes (the turn comes back to him only
        # once all the others have passed, which ends the auction), so it is over when
        # everybody passed, or everybody but the holder; otherwise the turn passes to the next
        # bidder in the order who has not passed.
        passed = auction.passed
        if action.kind == "pass":
            passed.add(seat)
            auction.history.append((seat, None))
            events = [PASSED[seat]]
        else:
            level = LEVEL_OF[action.word]
            hold = auction.high is not None and level == auction.high
            auction.high, auction.holder = level, seat
            auction.history.append((seat, level))
            if seat == self.dealer:
                self.dealer_bid = True
            events = [BID_EVENTS[hold, seat, level]]
        n = self.n_players
        if len(passed) < (n if auction.holder is None else n - 1):
            order = auction.order
            i = auction.turn_index
            while True:
                i = (i + 1) % n
                if order[i] not in passed:
                    break
            auction.turn_index = i
            self.current_player = order[i]
            return events
        if auction.all_passed:
            return events + self._annul("all-pass")
        self.declarer, self.contract = auction.holder, auction.high
        assert self.declarer is not None and self.contract is not None
        events.append(Event("declarer", self.declarer, contract_params(self.contract), rule="auction"))
        self.exchanges_left = EXCHANGES[self.contract]
        if self.exchanges_left:
            self._phase, self.current_player = EXCHANGE, self.declarer
            return events
        return events + self._after_exchanges()

    # Named-card exchanges (spec §5.6)
    def _name(self, c: Card) -> list[Event]:
        decl = self.declarer
        assert decl is not None
        holder = next((s for s in range(self.n_players) if s != decl and c in self.hands[s]), None)
        self.maybe.pop(c, None)
        if holder is None:
            self.discard_known.append(c)
            self.exchange_log.append([c, IN_DISCARD])
            events = [Event("named_in_discard", decl, {"card": c.code}, rule="exchange")]
            if self.rules.named_card_in_discard != "rename":
                self.exchanges_left -= 1
                if not self.exchanges_left:
                    events += self._after_exchanges()
            return events
        take(self.hands[holder], c)
        self.hands[decl].append(c)
        if c in self.known[holder]:
            self.known[holder].remove(c)
        self.known[decl].append(c)
        self.given_back = [g for g in self.given_back if g[1] is not c]
        self.exchange_log.append([c, holder])
        self.receiver = holder
        self._phase = GIVE
        return [Event("card_named", decl, {"card": c.code, "holder": Seat(holder)}, rule="exchange")]

    def _give(self, c: Card) -> list[Event]:
        decl, to = self.declarer, self.receiver
        assert decl is not None and to is not None
        take(self.hands[decl], c)
        self.hands[to].append(c)
        # The others cannot tell which card went back: each card they knew in the declarer's
        # hand may now be with the receiver instead.
        for k in self.known[decl]:
            self.maybe[k] = [decl, to]
        self.known[decl] = []
        for places in self.maybe.values():
            if decl in places and to not in places:
                places.append(to)
        self.given_back.append([to, c])
        self.receiver = None
        self.exchanges_left -= 1
        events = [Event("card_given_back", decl, {"card": c.code, "to": Seat(to)}, private=frozenset({decl, to}),
                        rule="exchange"),
                  Event("card_returned", decl, {"to": Seat(to)}, private=frozenset(range(self.n_players)) - {decl, to},
                        rule="exchange")]
        if self.exchanges_left:
            self._phase = EXCHANGE
            return events
        return events + self._after_exchanges()

    # Surrender (spec §5.7) and the partner call (spec §5.8)
    def surrender_allowed(self) -> bool:
        """The declarer may concede: enabled, the dealer made a bid and someone else declares."""
        return self.rules.surrender and self.dealer_bid and self.declarer != self.dealer

    def _after_exchanges(self) -> list[Event]:
        if self.surrender_allowed():
            self._phase, self.current_player = SURRENDER, self.declarer
            return []
        return self._after_surrender()

    def _surrender(self, yes: bool) -> list[Event]:
        decl = self.declarer
        if not yes:
            return [Event("played_on", decl, rule="surrender")] + self._after_surrender()
        self.surrendered = True
        self.alone = True
        self._close()
        self.outcome = scoring.score_deal(self)
        return [Event("surrendered", decl, rule="surrender")] + self._score_events()

    def _after_surrender(self) -> list[Event]:
        if self.rules.called_partner:
            if self.contract != NIENTE:
                self._phase, self.current_player = CALL, self.declarer
                return []
            self.alone = True
            self.partner_public = True
            self._start_play()
            return [Event("plays_alone", self.declarer, {"reason": "niente"}, rule="partner-call")]
        self._start_play()
        return []

    def _call(self, c: Card | None) -> list[Event]:
        decl = self.declarer
        if c is None:
            self.alone = True
            self.partner_public = True
            self._start_play()
            return [Event("plays_alone", decl, {"reason": "choice"}, rule="partner-call")]
        self.called = c
        holder = next((s for s in range(self.n_players) if c in self.hands[s]), None)
        self.partner = holder
        events = [Event("partner_called", decl, {"card": c.code}, rule="partner-call")]
        if holder is not None:
            events.append(Event("you_are_partner", holder, {"card": c.code}, private=frozenset({holder}),
                                rule="partner-call"))
        else:
            events.append(Event("called_in_discard", self.dealer, {"card": c.code},
                                private=frozenset({self.dealer}), rule="partner-call"))
        if c in self.discard_known:
            self.partner_public = True
        self._start_play()
        return events

    # Play (spec §5.9, §6)
    def _start_play(self) -> None:
        self._phase, self.current_player = PLAY, self.order[0]

    def _finish_trick(self) -> list[Event]:
        trick, seats = self.trick, self.trick_seats
        # The whole trick, the Fool included, goes to the winner ("exchange" mode).
        winner, fool_seat = self.rules.tricks.close_trick(trick, seats, self.piles)
        self.tricks_won[winner] += 1
        self.last_winner = winner
        self.last_trick = list(zip(seats, trick))
        events = [Event("trick_won", winner, {"cards": list(map(CODE_OF.__getitem__, trick))}, None, None, "play")]
        self.trick, self.trick_seats = [], []
        if fool_seat is not None:
            events += self._fool_played(fool_seat, winner)
        elif self.fool_pending is not None and self.fool_pending[0] == winner:
            self.fool_turn, self.fool_pending = self.fool_pending, None
            self._phase, self.current_player = FOOL_EXCHANGE, winner
        if self._phase == FOOL_EXCHANGE:
            return events
        if self.hands[self.order[0]]:  # _continue_play, the usual case inlined
            self.current_player = winner
            return events
        return events + self._end_play()

    def _fool_played(self, player: int, capturer: int) -> list[Event]:
        self.fool_trick = [player, capturer]
        if self.public_allies(player, capturer):
            return [Event("fool_stays", player, {"with": Seat(capturer)}, rule="fool")]
        if self.piles[player]:
            self.fool_turn = [player, capturer]
            self._phase, self.current_player = FOOL_EXCHANGE, player
            return []
        self.fool_pending = [player, capturer]
        return [Event("fool_pending", player, {"with": Seat(capturer)}, rule="fool")]

    def _fool(self, action: Action) -> list[Event]:
        assert self.fool_turn is not None
        giver, capturer = self.fool_turn
        self.fool_turn = None
        self._phase = PLAY
        if action.word == "decline":
            events = [Event("fool_declined", giver, {"with": Seat(capturer)}, rule="fool")]
        else:
            c = action.args[0][0]  # type: ignore[index]
            self.fool_from = list(self.piles[giver])
            size = len(self.piles[giver])
            self.rules.tricks.give_for_excuse(self.piles, giver, capturer, c)
            self.fool_swap = [giver, capturer, c, size, len(self.piles[capturer]) - 1]
            events = [Event("fool_exchanged", giver, {"with": Seat(capturer)}, rule="fool"),
                      Event("fool_card_given", giver, {"with": Seat(capturer), "card": c.code},
                            private=frozenset({giver, capturer}), rule="fool")]
        return events + self._continue_play()

    def _continue_play(self) -> list[Event]:
        if self.hands[self.order[0]]:
            self.current_player = self.last_winner
            return []
        return self._end_play()

    # The end of the deal (spec §5.10, §7)
    def _end_play(self) -> list[Event]:
        d = self.dealer
        events: list[Event] = []
        if self.fool_pending is not None:
            player, capturer = self.fool_pending
            events.append(Event("fool_lost", player, {"with": Seat(capturer)}, rule="fool"))
        to = d if self.tricks_won[d] else self.last_winner
        assert to is not None
        cards = list(self.discard)
        self.piles[to].extend(cards)
        self.discard = []
        self.discard_to = to
        events.append(Event("discard_assigned", to, {"cards": [c.code for c in cards]}, rule="play"))
        self._close()
        self.outcome = scoring.score_deal(self)
        return events + self._score_events()

    def _score_events(self) -> list[Event]:
        assert self.outcome is not None
        return [Event(ln.kind, None, {"seats": Seats(ln.seats), **ln.data}, None, ln.points, ln.rule)
                for ln in self.outcome.lines]

    def result(self) -> DealResult:
        if self.outcome is None:
            raise ValueError("the deal is not over")
        return self.outcome

    def snapshot(self) -> LombardSnapshot:
        """The card play as plain, immutable values: what the AI's kernel reads (see :mod:`.snapshot`)."""
        return snapshot(self)

    # -- copies ----------------------------------------------------------------------------------------
    def clone(self) -> "LombardDeal":
        """An independent copy: every container the deal changes in place is copied.

        Written out because views, sampled worlds and search clone constantly (about four
        times faster than the generic copy). Fields that are only ever replaced, never changed
        in place (``order``, ``exposed``, ``options``, ``last_trick``, ``fool_from``, the small
        ``[seat, …]`` records), are shared.
        """
        new = object.__new__(LombardDeal)
        d = dict(self.__dict__)
        d["hands"] = [h[:] for h in self.hands]
        d["piles"] = [p[:] for p in self.piles]
        d["known"] = [k[:] for k in self.known]
        d["voids"] = [set(x) for x in self.voids]
        d["maybe"] = {c: places[:] for c, places in self.maybe.items()}
        d["given_back"] = self.given_back[:]
        d["discard"] = self.discard[:]
        d["discard_known"] = self.discard_known[:]
        d["trick"] = self.trick[:]
        d["trick_seats"] = self.trick_seats[:]
        d["tricks_won"] = self.tricks_won[:]
        d["monte_log"] = self.monte_log[:]
        d["exchange_log"] = self.exchange_log[:]
        if self.auction is not None:
            d["auction"] = self.auction.clone()
        if self.fool_swap is not None:
            d["fool_swap"] = self.fool_swap[:]
        new.__dict__ = d
        new._plays = [None] * self.n_players  # the hands are new lists: indexed again when asked
        new._trick_voids = None  # so is the trick
        return new
