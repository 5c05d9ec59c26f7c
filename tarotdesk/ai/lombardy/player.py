"""A rule-based player for the six Lombard games.

It reads only its seat's view: its hand, every card played and who won it, the shown voids, the
exposed and named cards, the auction and, when it knows them, its partners. Decisions:

* **card play** — each legal card is scored by the card points its side can expect from the
  trick (the chance it wins, estimated from the unseen higher cards and the voids, times what
  the trick holds), minus what it gives away when it loses and the future value of spending a
  strong card now; a partner's sure trick gets the most valuable card that may follow. The Fool
  is kept as an escape for a trick that would otherwise cost points or a high trump;
* **the dealer's discard** — counting cards it would struggle to bring home, and short suits
  (a void lets it trump), never a trump unless forced, then the lowest;
* **bidding** — a hand estimate (trumps, their height, Kings, the Fool, short suits, the cards
  the exchanges can bring) compared with the thresholds in ``BID_THRESHOLDS``, measured by
  letting this player play thousands of hands as declarer; it holds when it may and the hand
  still reaches the level;
* **exchanges** — it names the highest trump it lacks (a King of a long suit once the top trumps
  are its own) and gives back its least useful card, preferring to empty a short suit;
* **surrender, Monte** — from the same hand estimate; **partner call** — the highest trump it
  lacks (never a card it knows to lie in the discard);
* **the Fool exchange** — it gives the card of its pile with the lowest net value, and keeps
  quiet when only honours are left or the capturer is its known partner.
"""

from __future__ import annotations

from bisect import bisect_right
from typing import Callable, Sequence

from ...core.actions import Action
from ...core.cards import FOOL, TRUMP, Card, UNKNOWN
from ...games.lombardy.deal import LombardDeal
from ...games.lombardy.rules import CONTRACTS, Variant, is_honour
from ...games.lombardy.views import HIDDEN
from ..rule_player import RulePlayer, p_none

#: Hand estimate (see :func:`hand_strength` and :func:`exchange_bonus`) a declarer needs for
#: Due, Una, Niente, per game: where this player, as declarer against itself, wins a little
#: over half of its games (measured over 300–800 deals per game and contract). Niente without
#: exchanges and without a partner never reached that in the five- and seven-player games.
BID_THRESHOLDS: dict[str, tuple[float, float, float]] = {
    "ombre3": (21.0, 21.0, 23.5),
    "ombra4": (19.0, 19.5, 19.5),
    "ombre5": (11.0, 11.0, 99.0),
    "ombre7": (15.0, 15.5, 99.0),
}
#: Below this margin under the contract's threshold the declarer surrenders (when allowed).
SURRENDER_MARGIN = -4.0
#: Lombardy hand estimates (median about 7.6): a Monte is proposed with one of the weakest
#: hands; a partner's proposal is accepted unless the hand is good, an opponent's (who says he
#: is weak) only with a weak hand too.
MONTE_PROPOSE = 5.0
MONTE_ACCEPT_PARTNER, MONTE_ACCEPT_OPPONENT = 8.5, 5.0
#: How much of its future winning power a card is worth, per point of trump height / King.
TRUMP_RESERVE = 0.15
KING_RESERVE = 1.2
WORLD_RESERVE = 3.0
#: The value of keeping the Fool for a later bad trick, and of not risking it with no pile.
FOOL_RESERVE = 1.5
FOOL_ORPHAN = 4.0


def net_value(v: Variant, c: Card) -> int:
    """Points a card adds to a pile counted in batches: its value minus one (blanks 0)."""
    value = v.values[c.index]
    return value - 1 if value else 0


class Knowledge:
    """What one seat knows at a decision: unseen cards, hidden hand sizes, sides, voids."""

    def __init__(self, deal: LombardDeal, seat: int) -> None:
        self.deal = deal
        self.seat = seat
        self.v = v = deal.rules
        self.n = deal.n_players
        self.strength = v.pack.strength_table
        seen = bytearray(len(self.strength) + 1)
        for c in deal.hands[seat]:
            seen[c.index] = 1
        for hand in deal.hands:
            for c in hand:
                if c is not UNKNOWN:
                    seen[c.index] = 1
        for pile in deal.piles:
            for c in pile:
                if c is not UNKNOWN:
                    seen[c.index] = 1
        for c in deal.fool_from:
            seen[c.index] = 1
        for c in deal.trick:
            seen[c.index] = 1
        for c in deal.discard:
            if c is not UNKNOWN:
                seen[c.index] = 1
        self.seen = seen
        self.unseen = [c for c in v.pack.cards if not seen[c.index]]
        strength = self.strength
        by_suit: dict[str, list[int]] = {"S": [], "C": [], "H": [], "D": [], "T": []}
        for c in self.unseen:
            if c is not FOOL:
                by_suit[c.suit].append(strength[c.index])
        for values in by_suit.values():
            values.sort()
        self.unseen_by_suit = by_suit
        self.hidden = [sum(1 for c in h if c is UNKNOWN) for h in deal.hands]
        self.hidden_discard = sum(1 for c in deal.discard if c is UNKNOWN)
        self.slots = sum(self.hidden) + self.hidden_discard
        self.p_opp = [self._p_opponent(s) for s in range(self.n)]
        self.side = [1.0 - 2.0 * p for p in self.p_opp]  # +1 a sure partner, -1 a sure opponent

    def _p_opponent(self, s: int) -> float:
        """The chance that seat ``s`` plays against this seat in this deal."""
        d, me = self.deal, self.seat
        if s == me:
            return 0.0
        v = self.v
        if v.fixed_teams:
            return 0.0 if s % 2 == me % 2 else 1.0
        if d.declarer is None:
            return 1.0
        partner = d.partner
        if me == d.declarer or s == d.declarer:
            if not v.called_partner or partner is None:
                return 1.0  # the declarer plays alone
            if partner != HIDDEN:
                return 0.0 if partner in (me, s) else 1.0
            if me == d.declarer:  # one of the others holds the called card, he cannot tell who
                return (self.n - 2) / (self.n - 1)
            return 1.0
        if not v.called_partner or partner is None:
            return 0.0  # two defenders against a lone declarer
        if partner != HIDDEN:
            return 1.0 if partner in (me, s) else 0.0
        return 1.0 / (self.n - 2)  # a defender: one of the other non-declarers is the partner

    def p_holds(self, s: int, count: int) -> float:
        """Chance that seat ``s``'s hidden cards include at least one of ``count`` unseen cards."""
        total = self.slots
        if total <= 0:
            return 0.0
        return 1.0 - p_none(total, count, self.hidden[s])

    def known_cards(self, s: int) -> list[Card]:
        return [c for c in self.deal.hands[s] if c is not UNKNOWN]

    def higher_unseen(self, c: Card) -> int:
        """Unseen cards of ``c``'s suit that rank above it."""
        values = self.unseen_by_suit[c.suit]
        return len(values) - bisect_right(values, self.strength[c.index])

    def p_beats(self, s: int, c: Card, lead_suit: str) -> float:
        """Chance that seat ``s`` (still to play) can beat ``c`` in a trick led in ``lead_suit``."""
        voids = self.deal.voids[s]
        strength = self.strength
        mine = strength[c.index]
        known = self.known_cards(s)
        if c.suit == TRUMP:
            if "T" in voids:
                return 0.0
            if any(x.suit == TRUMP and strength[x.index] > mine for x in known):
                p_trump = 1.0
            else:
                p_trump = self.p_holds(s, self.higher_unseen(c))
            if lead_suit == TRUMP:
                return p_trump
            # he can trump only when void in the suit led
            return p_trump * self.p_void(s, lead_suit)
        p_follow_higher = 0.0 if c.suit in voids else self.p_holds(s, self.higher_unseen(c))
        p_trumps = 0.0 if "T" in voids else self.p_holds(s, len(self.unseen_by_suit[TRUMP]))
        return min(1.0, p_follow_higher + self.p_void(s, c.suit) * p_trumps)

    def p_void(self, s: int, suit: str) -> float:
        """Chance that seat ``s`` holds no card of ``suit``."""
        if suit in self.deal.voids[s]:
            return 1.0
        if any(x.suit == suit for x in self.known_cards(s)):
            return 0.0
        return 1.0 - self.p_holds(s, len(self.unseen_by_suit[suit]))


# -- hand estimates ------------------------------------------------------------------------------

def hand_strength(v: Variant, hand: Sequence[Card]) -> float:
    """A quick measure of a hand's trick-taking power (trumps, their height, honours, shape)."""
    score = 0.0
    suits = {"S": 0, "C": 0, "H": 0, "D": 0}
    for c in hand:
        if c.suit == TRUMP:
            score += 0.5 + c.trump / 14.0
            if c.trump >= 18:
                score += 0.5
        elif c is FOOL:
            score += 1.5
        else:
            suits[c.suit] += 1
            if c.rank == 14:
                score += 1.6
            elif c.rank == 13:
                score += 0.6
    trumps = sum(1 for c in hand if c.suit == TRUMP)
    if trumps >= 3:
        for count in suits.values():
            if count == 0:
                score += 1.2
            elif count == 1:
                score += 0.5
    # The hand sizes differ a lot between the games: compare with a 15-card hand.
    return score * 15.0 / max(1, len(hand))


def exchange_bonus(v: Variant, hand: Sequence[Card], exchanges: int) -> float:
    """What the exchanges of a contract can add: the highest trumps the hand lacks."""
    held = {c.trump for c in hand if c.suit == TRUMP}
    missing = [t for t in range(21, 0, -1) if t not in held][:exchanges]
    return sum(0.5 + t / 14.0 + (0.5 if t >= 18 else 0.0) for t in missing) * 15.0 / max(1, len(hand))


# -- the player ------------------------------------------------------------------------------------

def choose_action(deal: LombardDeal, seat: int, legal: Sequence[Action]) -> Action:
    """The player's decision in any phase of a deal (``deal`` is the seat's view or a full state)."""
    chooser = _CHOOSERS.get(deal.phase)
    return legal[0] if chooser is None else chooser(deal, seat, legal)


def _word(legal: Sequence[Action], text: str) -> Action:
    return next(a for a in legal if a.text == text)


def choose_monte(deal: LombardDeal, seat: int, legal: Sequence[Action]) -> Action:
    """Propose a Monte with a weak hand; accept a partner's unless the hand is good, an
    opponent's only when the hand is weak as well."""
    strength = hand_strength(deal.rules, deal.hands[seat])
    if deal.phase == "monte":
        return _word(legal, "monte:propose" if strength < MONTE_PROPOSE else "monte:no")
    partner = deal.rules.fixed_teams is not None and deal.proposer is not None and deal.proposer % 2 == seat % 2
    limit = MONTE_ACCEPT_PARTNER if partner else MONTE_ACCEPT_OPPONENT
    return _word(legal, "answer:accept" if strength < limit else "answer:refuse")


def choose_discard(deal: LombardDeal, seat: int, legal: Sequence[Action]) -> Action:
    """Secure counting cards and shorten suits; a trump only when forced, then the lowest."""
    v = deal.rules
    hand = deal.hands[seat]
    counts = {s: sum(1 for c in hand if c.suit == s) for s in "SCHD"}

    def score(a: Action) -> float:
        c = a.card
        assert c is not None
        if c.suit == TRUMP:
            return -10.0 - c.trump
        left = counts[c.suit] - 1
        shape = 2.5 if left == 0 else (1.0 if left == 1 else 0.0)
        return net_value(v, c) * 1.2 + shape - v.pack.strength(c) * 0.01

    return max(legal, key=score)


def _estimate(deal: LombardDeal, seat: int, contract: int) -> float:
    v = deal.rules
    return hand_strength(v, deal.hands[seat]) + exchange_bonus(v, deal.hands[seat], (2, 1, 0)[contract])


def choose_bid(deal: LombardDeal, seat: int, legal: Sequence[Action]) -> Action:
    """The highest legal contract the hand (with its exchanges) reaches; else pass."""
    thresholds = BID_THRESHOLDS[deal.rules.key]
    best: Action | None = None
    for a in legal:
        if a.kind != "bid":
            continue
        level = CONTRACTS.index(a.word or "")
        if _estimate(deal, seat, level) >= thresholds[level]:
            best = a  # legal bids come lowest first: keep the highest that qualifies
    return best or _word(legal, "pass")


def _known_elsewhere(deal: LombardDeal, seat: int) -> set[Card]:
    """Cards this seat knows not to be in another player's hand (its discard, shown discards)."""
    out = set(deal.discard_known)
    if seat == deal.dealer:
        out.update(c for c in deal.discard if c is not UNKNOWN)
    return out


def choose_name(deal: LombardDeal, seat: int, legal: Sequence[Action]) -> Action:
    """Ask for the highest missing trump; with the top trumps held, a King of a long suit."""
    hand = deal.hands[seat]
    avoid = _known_elsewhere(deal, seat)
    length = {s: sum(1 for c in hand if c.suit == s) for s in "SCHD"}

    def score(a: Action) -> float:
        c = a.card
        assert c is not None
        if c in avoid:
            return -100.0
        if c.suit == TRUMP:
            return c.trump + (3.0 if c.trump >= 19 else 0.0)
        if c is FOOL:
            return 17.0
        if c.rank == 14:
            return 15.0 + length[c.suit]
        return deal.rules.values[c.index] - 10.0

    return max(legal, key=score)


def _keep_value(v: Variant, hand: Sequence[Card], c: Card) -> float:
    """How much the player wants to keep ``c`` (the lower, the better to give away)."""
    if c.suit == TRUMP:
        return 6.0 + c.trump * 0.5 + (10.0 if is_honour(c) else 0.0)
    if c is FOOL:
        return 30.0
    length = sum(1 for x in hand if x.suit == c.suit)
    value = v.values[c.index] * 2.0 + v.pack.strength(c) * 0.05
    return value + (0.0 if length == 1 else 1.0 if length == 2 else 2.0)


def choose_give_back(deal: LombardDeal, seat: int, legal: Sequence[Action]) -> Action:
    """Give the least useful card, preferring to empty a short suit."""
    hand = deal.hands[seat]
    return min(legal, key=lambda a: _keep_value(deal.rules, hand, a.card))  # type: ignore[arg-type]


def choose_surrender(deal: LombardDeal, seat: int, legal: Sequence[Action]) -> Action:
    """Concede when the hand is far below what the contract needs."""
    assert deal.contract is not None
    need = BID_THRESHOLDS[deal.rules.key][deal.contract]
    weak = hand_strength(deal.rules, deal.hands[seat]) < need + SURRENDER_MARGIN
    return _word(legal, "surrender:yes" if weak else "surrender:no")


def choose_call(deal: LombardDeal, seat: int, legal: Sequence[Action]) -> Action:
    """Call the highest trump not in hand, never one known to lie in the discard (playing alone
    against four or six never paid in the measurements)."""
    avoid = _known_elsewhere(deal, seat)
    calls = [a for a in legal if a.kind == "call" and a.card not in avoid]
    trumps = [a for a in calls if a.card is not None and a.card.suit == TRUMP]
    if trumps:
        return max(trumps, key=lambda a: a.card.trump)  # type: ignore[union-attr]
    return calls[0] if calls else _word(legal, "alone")


def choose_fool_card(deal: LombardDeal, seat: int, legal: Sequence[Action]) -> Action:
    """Give the pile card with the lowest net value; decline if only honours are left or the
    capturer is a partner it knows."""
    v = deal.rules
    assert deal.fool_turn is not None
    capturer = deal.fool_turn[1]
    if Knowledge(deal, seat).side[capturer] > 0.9:
        return _word(legal, "fool:decline")
    cards = [a for a in legal if a.kind == "fool" and a.card is not None]
    best = min(cards, key=lambda a: (net_value(v, a.card), v.pack.strength(a.card)))  # type: ignore[arg-type]
    if net_value(v, best.card) >= net_value(v, FOOL):  # type: ignore[arg-type]
        return _word(legal, "fool:decline")
    return best


# -- card play -----------------------------------------------------------------------------------

def _winner(deal: LombardDeal) -> tuple[int | None, Card | None]:
    """The seat and card winning the current trick so far (the Fool never wins): the trick
    rules' :meth:`~tarotdesk.core.tricks.TrickRules.winner`."""
    trick = deal.trick
    if deal.rules.tricks.lead(trick) is None:
        return None, None
    i = deal.rules.tricks.winner(trick)
    return deal.trick_seats[i], trick[i]


def _reserve(v: Variant, c: Card) -> float:
    """Points ``c`` could still bring in later if it were kept (spent by playing it now).

    The World can never lose: its own points come home whenever it is played, so only the
    tricks it may still capture distinguish one moment from another.
    """
    if c.suit == TRUMP:
        if c.trump == 21:
            return net_value(v, c) + WORLD_RESERVE
        return c.trump * TRUMP_RESERVE
    if c.rank == 14:
        return KING_RESERVE
    return 0.0


def choose_card(deal: LombardDeal, seat: int, legal: Sequence[Action]) -> Action:
    """Score every legal card by what its side can expect from the trick, less the power spent.

    With ``P`` the chance that the seat's side takes the trick after playing the card, and the
    stake the points the trick will hold, a card is worth ``(2P − 1) × stake`` (the points go to
    one side or the other) minus its :func:`_reserve`.
    """
    k = Knowledge(deal, seat)
    v = deal.rules
    strength = k.strength
    n = k.n
    later = [(seat + i) % n for i in range(1, n - len(deal.trick))]
    opponents = [(s, k.p_opp[s]) for s in later if k.p_opp[s] > 0.0]
    best_seat, best_card = _winner(deal)
    lead = v.tricks.lead(deal.trick)
    rank = v.tricks.rank_after[lead] if lead is not None else None
    in_trick = sum(net_value(v, c) for c in deal.trick if c is not FOOL)
    expected_later = sum(0.3 + 0.7 * (1.0 - k.p_opp[s]) for s in later)
    holder_side = k.side[best_seat] if best_seat is not None else 0.0
    p_holder = 0.0  # the chance that the current winner, if a partner, keeps the trick
    if best_card is not None and holder_side > 0:
        p_holder = 1.0
        for s, weight in opponents:
            p_holder *= 1.0 - k.p_beats(s, best_card, lead.suit if lead else best_card.suit) * weight
    tricks_left = len(deal.hands[seat])
    scores: list[tuple[float, Action]] = []
    for a in legal:
        c = a.card
        assert c is not None
        if c is FOOL:
            p_side = p_holder
            stake = in_trick + expected_later
            reserve = FOOL_RESERVE * (tricks_left - 1) / v.hand
            if not deal.piles[seat]:
                reserve += FOOL_ORPHAN * (0.2 if hand_strength(v, deal.hands[seat]) > 8 else 0.5)
            scores.append(((2.0 * p_side - 1.0) * stake - reserve, a))
            continue
        lead_suit = lead.suit if lead is not None else c.suit
        # With no card yet to beat, ``c`` leads; else the trick rules' rank for the lead says.
        if best_card is None or rank[c] > rank[best_card]:  # type: ignore[index]
            p_side = 1.0
            for s, weight in opponents:
                p_side *= 1.0 - k.p_beats(s, c, lead_suit) * weight
        else:
            p_side = p_holder
        stake = in_trick + net_value(v, c) + expected_later
        reserve = _reserve(v, c) * (1.0 if tricks_left > 2 else 0.2)
        scores.append(((2.0 * p_side - 1.0) * stake - reserve - strength[c.index] * 0.001, a))
    return max(scores, key=lambda t: t[0])[1]


# -- the chooser of each phase ---------------------------------------------------------------------

#: The chooser of each phase (a phase not listed takes its first legal action).
_CHOOSERS: dict[str, Callable[[LombardDeal, int, Sequence[Action]], Action]] = {
    "play": choose_card, "discard": choose_discard, "fool-exchange": choose_fool_card, "auction": choose_bid,
    "exchange": choose_name, "give-back": choose_give_back, "surrender": choose_surrender,
    "partner-call": choose_call, "monte": choose_monte, "monte-answer": choose_monte,
}


class LombardPlayer(RulePlayer):
    """The rule-based player (deterministic for a view)."""

    name = "lombardy-heuristic"
    deal_type = LombardDeal
    rule = staticmethod(choose_action)


#: The registry's maker of the rule-based player, ``make_player(game, seed)``: the class itself.
make_player = LombardPlayer


__all__ = ["LombardPlayer", "choose_action", "hand_strength", "make_player"]
