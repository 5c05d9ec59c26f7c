"""A rule-based Mattazza player: take few points, but take at least one trick.

It sees only its view: its hand, the cards played, who won what (so every pile), the voids
the play has shown and how many cards each hand still holds. For every legal card it weighs

* the cost of winning the trick with it — the exact rise of its own total (card points,
  cricche and sequences completed in its pile, the trick point, the last trick's six), plus
  what the players still to play are expected to throw on it, less a bonus while it has no
  trick yet (a trickless player loses the deal outright) — times the chance the card wins;
* against the relief of getting rid of the card: a card likely to win a later trick is a
  liability, the more so when it carries points of its own;
* and the Matto as an escape worth keeping for a trick it would otherwise have to take.

The Matto settlement is exact: every pile is public by then, so it gives the card after which
it is least likely to lose the deal, then the one leaving it the lowest total.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...core.actions import Action
from ...core.cards import FOOL, TRUMP, Card
from ...core.match import MatchView
from ...games.mattazza.deal import MATTO_GIFT, MattazzaDeal
from ...games.mattazza.rules import CARD_POINTS, LAST_TRICK_BONUS, PACK, TRICKS
from ...games.mattazza.scoring import card_bit, deal_losers, deal_total, mask_of, points_of
from ..rule_player import RulePlayer, p_none

_STRENGTH = PACK.strength_table
_ALL = PACK.cards

#: What a lost deal is worth in points of one's own total (a trickless player loses outright).
LOSS_POINTS = 30.0
#: Share of a "voluntary" beating card that an opponent actually plays on our card.
VOLUNTARY_BEAT = 0.5
#: Opponents tend to throw their counting cards on someone else's trick.
DUMP_FACTOR = 1.3
#: Discount on a card's chance to win a later trick when judging whether a trick is still to come
#: (the chances of several cards are not independent, and a trickless hand rarely leads).
WIN_CAL = 0.7
#: Share of a likely later trick counted as relief when a card leaves the hand.
RELIEF = 0.7
#: How much of a later forced trick the Matto in hand is worth.
ESCAPE_SHARE = 0.7


def _beats(c: Card, best: Card | None) -> bool:
    """Would ``c``, played now, take the lead from ``best``? (Equal trumps: the later Moor wins.)"""
    if best is None:
        return True
    if c.suit == TRUMP:
        return best.suit != TRUMP or _STRENGTH[c.index] >= _STRENGTH[best.index]
    return c.suit == best.suit and _STRENGTH[c.index] > _STRENGTH[best.index]


class _Table:
    """What one seat knows at a decision, precomputed once: unseen cards by suit and strength."""

    def __init__(self, deal: MattazzaDeal, seat: int) -> None:
        self.deal = deal
        self.seat = seat
        self.n = deal.n_players
        seen = bytearray(len(_STRENGTH))
        for c in deal.hands[seat]:
            seen[c.index] = 1
        for _, cards, _ in deal.history:
            for c in cards:
                seen[c.index] = 1
        for c in deal.trick:
            seen[c.index] = 1
        self.unseen = [c for c in _ALL if not seen[c.index]]
        self.count = len(self.unseen)
        by_suit: dict[str, list[int]] = {"S": [], "C": [], "H": [], "D": [], TRUMP: []}
        points = 0
        for c in self.unseen:
            if c.suit in by_suit:
                by_suit[c.suit].append(_STRENGTH[c.index])
            points += CARD_POINTS[c.index]
        self.by_suit = by_suit
        self.mean_points = points / self.count if self.count else 0.0
        self.tricks_left = TRICKS - deal.trick_no  # after the current one
        self.future_trick = self.n * self.mean_points * DUMP_FACTOR + 1 + LAST_TRICK_BONUS / max(1, self.tricks_left)
        self.opponents = [(seat + i) % self.n for i in range(1, self.n)]
        self._danger: dict[Card, float] = {}

    def higher(self, c: Card) -> int:
        """Unseen cards that would beat ``c`` in its own suit (for trumps: the later Moor too)."""
        s = _STRENGTH[c.index]
        if c.suit == TRUMP:
            return sum(1 for x in self.by_suit[TRUMP] if x >= s)
        return sum(1 for x in self.by_suit.get(c.suit, ()) if x > s)

    def danger(self, c: Card) -> float:
        """Rough chance that ``c`` wins a trick if it stays in the hand: the chance that nobody
        beats it when it is led (cached per card)."""
        d = self._danger.get(c)
        if d is None:
            d = self._danger[c] = self.p_survives(c, c.suit, self.opponents)
        return d

    def p_survives(self, c: Card, lead_suit: str, later: Sequence[int]) -> float:
        """Chance that no player in ``later`` beats ``c`` (which currently wins the trick)."""
        deal = self.deal
        unseen = self.count
        higher = self.higher(c)
        trumps = len(self.by_suit[TRUMP])
        suit_cards = len(self.by_suit.get(lead_suit, ())) if lead_suit != TRUMP else trumps
        p = 1.0
        for s in later:
            hand = len(deal.hands[s])
            voids = deal.voids[s]
            if c.suit == TRUMP:
                if lead_suit == TRUMP:
                    has_higher = 0.0 if TRUMP in voids else 1 - p_none(unseen, higher, hand)
                    beat = has_higher * VOLUNTARY_BEAT
                else:
                    void = 1.0 if lead_suit in voids else p_none(unseen, suit_cards, hand)
                    has_higher = 0.0 if TRUMP in voids else 1 - p_none(unseen, higher, hand)
                    beat = void * has_higher * VOLUNTARY_BEAT
            else:
                if lead_suit in voids:
                    void, has_higher = 1.0, 0.0
                else:
                    void = p_none(unseen, suit_cards, hand)
                    has_higher = 1 - p_none(unseen, higher, hand)
                has_trump = 0.0 if TRUMP in voids else 1 - p_none(unseen, trumps, hand)
                beat = (1 - void) * has_higher * VOLUNTARY_BEAT + void * has_trump
            p *= 1 - min(1.0, beat)
        return p


class MattazzaPlayer(RulePlayer):
    """The rule-based player (see the module docstring). Deterministic for a view."""

    name = "mattazza-rules"
    deal_type = MattazzaDeal

    def decide(self, view: MatchView, deal: MattazzaDeal, legal: Sequence[Action]) -> Action:
        """The action for the viewing seat."""
        if deal.phase == MATTO_GIFT:
            return choose_gift(deal, view.seat, legal)
        return choose_card(deal, view.seat, legal)


def choose_gift(deal: MattazzaDeal, seat: int, legal: Sequence[Action]) -> Action:
    """The settlement card: not losing first, then the lowest own total, then the highest for
    the recipient (every pile is public by now, so this is exact)."""
    n = deal.n_players
    single = deal.rules.contatori_single_use
    recipient = deal.matto_recipient
    assert recipient is not None
    base = [deal_total(p, n, s == deal.last_winner, single) for s, p in enumerate(deal.piles)]
    best_key: tuple[int, int, int] | None = None
    best = legal[0]
    for action in legal:
        c = action.cards[0]
        mine = [x for x in deal.piles[seat] if x is not c]
        theirs = deal.piles[recipient] + [c]
        totals = list(base)
        totals[seat] = deal_total(mine, n, seat == deal.last_winner, single)
        totals[recipient] = deal_total(theirs, n, recipient == deal.last_winner, single)
        key = (seat in deal_losers(totals), totals[seat], -totals[recipient])
        if best_key is None or key < best_key:
            best_key, best = key, action
    return best


def choose_card(deal: MattazzaDeal, seat: int, legal: Sequence[Action]) -> Action:
    """The card to play: the lowest expected cost (see the module docstring)."""
    table = _Table(deal, seat)
    n = deal.n_players
    single = deal.rules.contatori_single_use
    pile = mask_of(deal.piles[seat])
    now = points_of(pile, single)
    trick = deal.trick
    played = [c for c in trick if c is not FOOL]
    lead_suit = played[0].suit if played else None
    best_card: Card | None = None
    for c in played:
        if _beats(c, best_card):
            best_card = c
    later = [(seat + i) % n for i in range(1, n - len(trick))]
    trick_no = deal.trick_no
    hand = deal.hands[seat]
    # Points only matter if nobody ends without a trick: then the highest total loses.
    remaining = table.tricks_left + 1
    weight = 1.0
    for s in range(n):
        if s != seat and deal.tricks_won[s] == 0:
            weight *= 1.0 - (1.0 - 1.0 / n) ** remaining
    weight = max(weight, 0.25)
    need_of: dict[Card, float] = {}
    if deal.tricks_won[seat] == 0:
        # the chance of never winning a trick with the rest of the hand
        p_none = {c: 1.0 for c in hand}
        for c in hand:
            if c is FOOL:
                continue
            miss = 1.0 - WIN_CAL * table.danger(c)
            for x in hand:
                if x is not c:
                    p_none[x] *= miss
        need_of = {c: LOSS_POINTS * (p_none[c] if table.tricks_left else 1.0) for c in hand}
    trick_mask = mask_of(played)
    gift_owed = 3.0 if FOOL in trick else 0.0  # the Matto's owner will hand over a poor card
    expected_later = len(later) * table.mean_points * DUMP_FACTOR
    last_bonus = LAST_TRICK_BONUS if trick_no == TRICKS else 0
    best_action = legal[0]
    best_cost = float("inf")
    for action in legal:
        c = action.cards[0]
        if c is FOOL:
            cost = ESCAPE_SHARE * table.future_trick if table.tricks_left else 0.0
            if need_of:
                cost += need_of[c]
        else:
            if not _beats(c, best_card):
                p_win = 0.0
            elif later:
                p_win = table.p_survives(c, lead_suit or c.suit, later)
            else:
                p_win = 1.0
            cost = 0.0
            if p_win > 0:
                taken = pile | card_bit(c) | trick_mask
                win_cost = (points_of(taken, single) - now + 1 + last_bonus + expected_later + gift_owed) * weight
                cost = p_win * win_cost
            if table.tricks_left:
                cost -= RELIEF * table.danger(c) * (table.future_trick + CARD_POINTS[c.index]) * weight
            if need_of:  # still without a trick: losing this one leaves the rest of the hand to win one
                cost += (1.0 - p_win) * need_of[c]
        if cost < best_cost - 1e-9:
            best_cost, best_action = cost, action
    return best_action


#: The registry's maker of the rule-based player, ``make_player(game, seed)``: the class itself.
make_player = MattazzaPlayer
