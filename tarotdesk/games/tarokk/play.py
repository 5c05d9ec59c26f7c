"""Card play (spec §5.11, §6): following, compulsory trumping, the Pagat-ultimo binding.

Following, winners and voids come from :mod:`tarotdesk.core.tricks` (no excuse card). On top of it a
member of a side that announced Pagat ultimo must keep the Pagat until the ninth trick
whenever he has another legal card. Playing the called tarokk reveals its holder.
"""

from __future__ import annotations

from ...core.actions import Action, play
from ...core.cards import Card
from ...core.events import Event, Refusal
from .base import DealBase
from .rules import CARD_POINTS, DF, DS, PACK, PAGAT, TRICK_RULES, TRICKS, UNKNOWN_SIDE
from .scoring import settle

#: The ``play:<card>`` action of every card of the pack (the deal's legal list of the play
#: phase maps ``playable`` onto it).
PLAY_OF: dict[Card, Action] = {c: play(c) for c in PACK.cards}


#: The ``card_played`` event of every seat and card (events are values: made once, shared).
CARD_PLAYED: tuple[dict[Card, Event], ...] = tuple(
    {c: Event("card_played", seat, {"card": c.code}, rule="play") for c in PACK.cards} for seat in range(5))

_SUIT_WORDS = {"S": "spades", "C": "clubs", "H": "hearts", "D": "diamonds", "T": "tarokks"}


class PlayMixin(DealBase):
    """The nine tricks."""

    def pagat_bound(self, seat: int) -> bool:
        """``seat``'s side announced Pagat ultimo, so he keeps the Pagat for the last trick."""
        return "pagat" in self.bonus_levels[self.side_of(seat)]

    def playable(self, seat: int) -> list[Card]:
        """The cards ``seat`` may play to the current trick (spec §6.1)."""
        cards = TRICK_RULES.legal_plays(self.hands[seat], self.trick)
        if self.trick_no < TRICKS - 1 and len(cards) > 1 and PAGAT in cards and self.pagat_bound(seat):
            cards.remove(PAGAT)
        return cards

    def _play_explain(self, seat: int, action: Action) -> Refusal | None:
        if action.kind != "play":
            return None
        c = action.card
        hand = self.hands[seat]
        if c is None or len(action.args) != 1 or len(action.cards) != 1:
            return Refusal("play-one-card", "play")
        if c not in hand:
            return Refusal("card-not-in-hand", "play", {"card": c.code})
        if c is PAGAT and c in TRICK_RULES.legal_plays(hand, self.trick):
            return Refusal("pagat-must-wait", "play")
        lead = self.trick[0]
        if lead.is_trump:
            return Refusal("must-play-tarokk", "play", {"card": c.code})
        if any(x.suit == lead.suit for x in hand):
            return Refusal("must-follow", "play", {"card": c.code, "suit": _SUIT_WORDS[lead.suit]})
        return Refusal("must-trump", "play", {"card": c.code, "suit": _SUIT_WORDS[lead.suit]})

    def _close_trick(self, events: list[Event]) -> list[Event]:
        """The fourth card of a trick is down (the deal's ``_apply`` plays the cards): the trick
        goes to its winner, who leads the next one, or after the ninth the deal is settled;
        ``events`` (the last card's) are returned with what follows."""
        trick, trick_seats = self.trick, self.trick_seats
        winner, _ = TRICK_RULES.close_trick(trick, trick_seats, self.piles)
        self.tricks.append((tuple(trick_seats), tuple(trick), winner))
        self.tricks_won[winner] += 1
        events.append(Event("trick_won", winner, {"cards": [x.code for x in trick],
                                                  "points": sum(map(CARD_POINTS.__getitem__, trick))},
                            rule="play"))
        self.trick = []
        self.trick_seats = []
        self.trick_no += 1
        if self.trick_no < TRICKS:
            d = self.__dict__
            d["turn"] = d["current_player"] = winner  # the ``turn`` setter, written out
            return events
        self.end_deal("played")
        # The settlement and its score events in one pass (``score_events`` would rebuild the
        # events from the lines).
        self.final, score_events = settle(self)
        return events + score_events

    def _called_card_played(self, seat: int) -> list[Event]:
        if seat != self.declarer:
            return self.reveal(seat, DS)
        events: list[Event] = []  # the declarer holds his own card: he is alone
        for s in self.active:
            if s != seat and self.public_side[s] == UNKNOWN_SIDE:
                self.public_side[s] = DF
                events.append(Event("joins_defenders", s, rule="partner-call"))
        return events

