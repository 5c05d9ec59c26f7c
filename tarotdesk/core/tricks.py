"""Trick-taking shared by the tarot games: following, trumping, the excuse, winners, counting.

A game describes its trick rules once in a :class:`TrickRules`; the rules object compiles them,
once, into tables over the pack's cards (each card's suit, the cards of each suit, each card's
rank for every suit that may be led) and answers the four questions of a play phase:
:meth:`~TrickRules.legal_plays`, :meth:`~TrickRules.winner`, :meth:`~TrickRules.note_voids` and
:meth:`~TrickRules.close_trick`. The engines, their rule-based players, the hints and the
playout kernels all read these, so a trick rule lives here only. What differs between games is
data:

* ``excuse``: the card that may always be played and never wins (the Fool/Matto), or None
  (the Hungarian Skiz is an ordinary trump);
* ``fool_mode``: where the excuse goes after its trick: ``"exchange"`` (Lombard games: to the
  trick's winner, who gets a card of its player's own pile for it, possibly later) or
  ``"keep"`` (Bolognese: it stays with its player, who owes the winner one card);
* ``later_equal_trump_wins``: among trumps of equal strength the later one wins (the four
  Bolognese Moors).

The tables are dictionaries keyed by card: ``Card`` is an int subclass with a per-object
``__dict__``, for which CPython 3.11 cannot specialise attribute loads (``c.suit`` is a full
generic lookup), while a dict subscript by card, or a ``filter``/``map``/``max`` over a table's
bound method, runs in C. Cards in a trick are distinct objects, so ``trick.index`` finds a card's
position exactly.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Generic, Mapping, Sequence, TypeVar

from .cards import FOOL, TRUMP, Card
from .packs import Pack

EXCHANGE, KEEP = "exchange", "keep"

V = TypeVar("V")


@dataclass(frozen=True, eq=False)
class TrickRules:
    """How one game plays to tricks, and the tables compiled from it when it is made."""

    pack: Pack
    excuse: Card | None = FOOL
    must_trump: bool = True
    fool_mode: str = EXCHANGE  # or KEEP
    later_equal_trump_wins: bool = False
    #: Each card's suit letter (``"T"`` trumps, ``"F"`` the excuse), by card.
    suit_of: dict[Card, str] = field(init=False, repr=False)
    #: The cards of each suit letter, as sets (a membership test runs in C).
    suit_cards: dict[str, frozenset[Card]] = field(init=False, repr=False)
    #: Each card's strength in play within its suit (the pack's), by ``Card.index``.
    strength: tuple[int, ...] = field(init=False, repr=False)
    #: For each suit that may be led, a rank of every card that orders a trick as the rules do:
    #: trumps above the suit led, both by strength; cards of other suits and the excuse below
    #: every card that may win. The highest rank in a trick wins (of equals, the first played,
    #: or the last with ``later_equal_trump_wins``).
    rank_for_lead: dict[str, dict[Card, int]] = field(init=False, repr=False)
    #: The same rank by the card that leads (every card but the excuse): one lookup less on
    #: every trick.
    rank_after: dict[Card, dict[Card, int]] = field(init=False, repr=False)
    #: For each card that leads and card played after it, the suit letters the play proves its
    #: player void in (empty when it follows, and for the excuse).
    void_shown: dict[Card, dict[Card, tuple[str, ...]]] = field(init=False, repr=False)

    def __post_init__(self) -> None:
        cards = self.pack.cards
        strength = self.pack.strength_table
        suit_of = {c: c.suit for c in cards}
        leads = sorted({suit_of[c] for c in cards if c is not self.excuse})
        top = max(strength) + 1
        rank = {lead: {c: (top + strength[c.index] if suit_of[c] == TRUMP else strength[c.index]
                           if suit_of[c] == lead else -1 - strength[c.index]) for c in cards}
                for lead in leads}
        shown = {lead: {c: self._shown(lead, suit_of[c]) if c is not self.excuse else () for c in cards}
                 for lead in leads}
        leaders = [c for c in cards if c is not self.excuse]
        put = object.__setattr__
        put(self, "suit_of", suit_of)
        put(self, "suit_cards", {s: frozenset(c for c in cards if suit_of[c] == s) for s in set(suit_of.values())})
        put(self, "strength", strength)
        put(self, "rank_for_lead", rank)
        put(self, "rank_after", {c: rank[suit_of[c]] for c in leaders})
        put(self, "void_shown", {c: shown[suit_of[c]] for c in leaders})

    def _shown(self, lead_suit: str, suit: str) -> tuple[str, ...]:
        # Not following proves a void in the suit led; with compulsory trumping, neither
        # following nor trumping proves no trumps as well.
        if suit == lead_suit:
            return ()
        if self.must_trump and lead_suit != TRUMP and suit != TRUMP:
            return (lead_suit, TRUMP)
        return (lead_suit,)

    def lead(self, trick: Sequence[Card]) -> Card | None:
        """The card that sets the suit to follow: the first card that is not the excuse."""
        for c in trick:
            if c is not self.excuse:
                return c
        return None

    def legal_plays(self, hand: Sequence[Card], trick: Sequence[Card]) -> list[Card]:
        """The cards of ``hand`` that may be played to ``trick`` (the cards already played, in
        order), in the hand's order.

        Follow the suit of the first card that is not the excuse; if void, play a trump (when
        ``must_trump``); otherwise anything. The excuse may always be played. There is no duty
        to beat a card. The cards come from a filter over the hand (in C); :meth:`legal_in`
        answers the same for a hand kept indexed by suit, where the lists are ready.
        """
        if trick:
            lead = trick[0]
            excuse = self.excuse
            if lead is excuse:
                lead = trick[1] if len(trick) > 1 else None  # the excuse led: the next card leads
            if lead is not None:
                suit = self.suit_of[lead]
                follow = list(filter(self.suit_cards[suit].__contains__, hand))
                if not follow and suit != TRUMP and self.must_trump:
                    follow = list(filter(self.suit_cards[TRUMP].__contains__, hand))
                if follow:
                    if excuse is not None and excuse in hand:
                        follow.append(excuse)
                    return follow
        return list(hand)

    def legal_in(self, index: HandIndex[V], trick: Sequence[Card]) -> list[V]:
        """:meth:`legal_plays` for a hand indexed by suit: the values (cards, or a game's play
        actions) of its cards that may be played to ``trick``, in the hand's order."""
        if trick:
            lead = trick[0]
            excuse = self.excuse
            if lead is excuse:
                lead = trick[1] if len(trick) > 1 else None  # the excuse led: the next card leads
            if lead is not None:
                # legal_plays' rule on the index: the same branches, dict views for filters.
                suit = self.suit_of[lead]
                by_suit = index.by_suit
                follow = by_suit[suit]
                if not follow and suit != TRUMP and self.must_trump:
                    follow = by_suit[TRUMP]
                if follow:
                    every = index.every
                    if excuse in every:
                        return [*follow.values(), every[excuse]]  # type: ignore[index]
                    return list(follow.values())
        return list(index.every.values())

    def winner(self, trick: Sequence[Card]) -> int:
        """Position in ``trick`` (a complete trick, or the cards played so far) of the card that
        wins it (never the excuse)."""
        lead = trick[0]
        if lead is self.excuse:
            if len(trick) < 2:
                raise ValueError("a trick of the excuse alone has no winner")
            lead = trick[1]
        rank = self.rank_after[lead]
        # A plain loop: on tricks of three to seven cards it costs half of ``max`` with a key.
        best = -1
        win = i = 0
        if self.later_equal_trump_wins:
            for c in trick:
                r = rank[c]
                if r >= best:
                    best, win = r, i
                i += 1
        else:
            for c in trick:
                r = rank[c]
                if r > best:
                    best, win = r, i
                i += 1
        return win

    def note_voids(self, voids: set[str], played: Card, trick_before: Sequence[Card]) -> None:
        """Record in ``voids`` (the suit letters, ``"T"`` for trumps, that the player of ``played``
        is known to lack) what the play proves: not following shows a void (public knowledge).
        ``trick_before`` is the trick before ``played``."""
        if trick_before:
            lead = trick_before[0]
            if lead is self.excuse:
                if len(trick_before) < 2:
                    return
                lead = trick_before[1]
            shown = self.void_shown[lead][played]
            if shown:
                voids.update(shown)

    def voids_row(self, trick: Sequence[Card]) -> Mapping[Card, tuple[str, ...]] | None:
        """What a card played to ``trick`` (not empty) proves its player void in, for every card:
        the :attr:`void_shown` row of the trick's leading card (None while the excuse alone is in
        it). An engine that plays many cards to one trick looks the row up once per trick."""
        lead = trick[0]
        if lead is self.excuse:
            if len(trick) < 2:
                return None
            lead = trick[1]
        return self.void_shown[lead]

    def close_trick(self, trick: Sequence[Card], seats: Sequence[int], piles: list[list[Card]]
                    ) -> tuple[int, int | None]:
        """Move a complete trick into the piles; return the winner's seat and the seat that
        played the excuse (None when it is not in the trick).

        ``seats[i]`` played ``trick[i]``. The winner's pile gets the cards in the order they were
        played; in ``keep`` mode the excuse goes to the pile of its player instead.
        """
        winner = seats[self.winner(trick)]
        excuse = self.excuse
        if excuse is None or excuse not in trick:
            piles[winner].extend(trick)
            return winner, None
        excuse_seat = seats[trick.index(excuse)]
        if self.fool_mode == KEEP:
            piles[excuse_seat].append(excuse)
            piles[winner].extend([c for c in trick if c is not excuse])
        else:
            piles[winner].extend(trick)
        return winner, excuse_seat

    def give_for_excuse(self, piles: list[list[Card]], giver: int, receiver: int, given: Card) -> None:
        """Settle the excuse: ``given`` moves from the giver's pile to the receiver's.

        In ``exchange`` mode the excuse comes back from the receiver's pile to the giver's, so
        both piles keep their sizes. ``given`` may be the excuse itself in ``keep`` mode (a player
        whose pile holds nothing else hands the excuse over).
        """
        piles[giver].remove(given)
        piles[receiver].append(given)
        if self.fool_mode == EXCHANGE and self.excuse is not None and given is not self.excuse:
            piles[receiver].remove(self.excuse)
            piles[giver].append(self.excuse)



class HandIndex(Generic[V]):
    """A hand's cards, each with a value (the card itself, or a game's play action), in the
    hand's order: all together and by suit.

    Legal plays are always the whole hand, one suit of it, or the trumps, with the excuse
    added: kept in step with the hand card by card (:meth:`drop`), each answer of
    :meth:`TrickRules.legal_in` is a copy of a dict's values instead of a filter over the hand.
    ``hand`` is the list it was built from: an engine that keeps an index per seat builds it
    anew when :meth:`fits` says the hand was replaced (views, sampled worlds, copies) or
    changed elsewhere.
    """

    __slots__ = ("hand", "every", "by_suit", "suit_of")

    def __init__(self, hand: Sequence[Card], rules: TrickRules, value_of: Mapping[Card, V] | None = None) -> None:
        self.hand = hand
        self.every: dict[Card, V] = (dict(zip(hand, hand)) if value_of is None  # type: ignore[arg-type]
                                     else {c: value_of[c] for c in hand})
        self.suit_of = suit_of = rules.suit_of
        self.by_suit: dict[str, dict[Card, V]] = {suit: {} for suit in rules.suit_cards}
        by_suit = self.by_suit
        for c, v in self.every.items():
            by_suit[suit_of[c]][c] = v

    def fits(self, hand: Sequence[Card]) -> bool:
        """True if the index still describes ``hand`` (the same list, not changed behind it)."""
        return self.hand is hand and len(self.every) == len(hand)

    def drop(self, c: Card) -> None:
        """Forget ``c``, just played from the hand (nothing if it is not indexed)."""
        if c in self.every:
            del self.every[c]
            del self.by_suit[self.suit_of[c]][c]

# -- counting card points in batches -------------------------------------------------------------

def batch_points(cards: Sequence[Card], values: Sequence[int], batch: int) -> int:
    """Card points counted in batches of ``batch`` cards (engine formula of the Lombard games).

    Each counting card is worth its value minus one and each complete batch adds one point:
    ``sum(values) - (counting cards) + floor(len(cards) / batch)``. It equals the traditional
    batch-by-batch count whenever the leftover cards can be blanks, and does not depend on how
    the batches are formed. ``values`` is indexed by ``Card.index``.
    """
    total = 0
    counting = 0
    for c in cards:
        v = values[c.index]
        if v:
            total += v
            counting += 1
    return total - counting + len(cards) // batch
