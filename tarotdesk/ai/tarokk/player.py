"""A rule-based Hungarian Tarokk player.

It decides from its seat's view only (its hand, its own talon cards and discards, everything
public) and is deterministic: every choice is a fixed function of the view.

* **Hand strength** counts tarokks, the Skiz and the XXI, high tarokks, kings and short suits.
  It drives the bids (holding when allowed, Solo with a very strong hand), invitations (made
  only with the Skiz or the XXI, never through the risky Pagat substitute, and with a middling
  hand that wants a partner), the XX-invitation pass, keeping a Three, and surrender.
* **Discards** make voids and put card points where they count for the discarder's likely
  side: the declarer banks queens and cavaliers (his discards are his side's), a likely
  defender does the same for the defenders, a likely partner throws his cheapest cards.
  Forced tarokks are the lowest ones, never a card the declarer may call.
* **Partner call**: the highest tarokk the declarer lacks, for the strongest partner.
* **Announcements**: hand declarations always (an immediate gain); Pagat ultimo with the
  Pagat and eight or more tarokks, or when an invitation obliges; trull and four kings only
  when held outright with a long tarokk suit (never the XXI catch: see ``KINGS_TAROKKS``); a
  double game and a volat with a very strong declaring hand; contra on the game with a
  strong defending hand, subcontra with both high honours, recontra with a strong declaring
  one; contra on a trull the other side cannot make (we hold the Skiz), on four kings with two
  kings in hand, on Pagat ultimo with a high honour and five tarokks.
* **Card play**: take the other side's XXI with the Skiz; against an announced volat, take
  any trick that can be taken; against an announced Pagat ultimo, keep the last tarokk for the
  last trick when it can be kept; throw points (or the Pagat) on a
  trick the own side surely wins; win a trick with points as cheaply as it can be won safely;
  never risk the XXI while the Skiz is still out behind; otherwise throw the cheapest card.
  Leads pull tarokks when the side is long in them, cash kings while nobody is known to be
  void, and otherwise shorten the shortest suit.
* The session-end declaration is made once enough deals are played (or when leading late).
"""

from __future__ import annotations

from typing import Sequence

from ...core.actions import PASS, Action
from ...core.cards import SKIZ, Card
from ...core.match import MatchView
from ...games.tarokk.deal import TarokkDeal
from ...games.tarokk.rules import (
    CALLABLE, CONTRACT_LEVEL, DF, DS, HONOURS, KINGS, PACK, PAGAT, POINTS, SOLO, TRICK_RULES, TRICKS, XX, XXI,
)
from ..rule_player import RulePlayer

_STRENGTH = PACK.strength_table
_TAROKKS = tuple(c for c in PACK.cards if c.is_trump)

#: Hand strength needed to bid (by contract level, above the minimal one) and to play Solo.
BID_STRENGTH = (9.0, 10.0, 11.5, 15.0)
#: Strengths between which an invitation (asking for a strong declarer) beats bidding oneself.
INVITE_FROM, INVITE_BELOW = 7.5, 10.5
#: A defender contras the game, a declaring side recontras, with at least this strength.
CONTRA_STRENGTH = 11.5
RECONTRA_STRENGTH = 14.0
#: A defender takes the chain to subcontra with both high honours and at least this strength.
SUBCONTRA_STRENGTH = 13.0
#: Bonuses the rule-based player announces (the search levels value them on sampled deals
#: instead, ``tarotdesk/ai/tarokk/bonus.py``): four kings held with this many tarokks; a
#: double game and a volat with this strength. It never announces the XXI catch: with the Skiz
#: and seven tarokks it lost 34 game points a deal (44 announcements in 200 deals of the easy
#: level), and the sampled estimates never put the catch above a 30% chance in 895 offers.
KINGS_TAROKKS = 5
DOUBLE_STRENGTH = 16.0
VOLAT_STRENGTH = 18.5
#: Deals after which the player declares the end of the session (earlier when it leads).
END_AFTER_DEALS = 8
END_WHEN_LEADING = 4


# -- hand knowledge ----------------------------------------------------------------------------

def strength(hand: Sequence[Card]) -> float:
    """A bidding strength: tarokks, honours, high tarokks, kings and voids."""
    s = 0.0
    suits = {"S": 0, "C": 0, "H": 0, "D": 0}
    for c in hand:
        if c.is_trump:
            s += 1.0
            if c is SKIZ:
                s += 2.0
            elif c is XXI:
                s += 1.5
            elif c.trump >= 17:
                s += 0.5
        else:
            suits[c.suit] += 1
            if c in KINGS:
                s += 1.0
    for count in suits.values():
        if count == 0:
            s += 0.75
        elif count == 1:
            s += 0.25
    return s


def _word_actions(legal: Sequence[Action], kind: str) -> dict[str, Action]:
    return {a.word: a for a in legal if a.kind == kind and a.word}  # type: ignore[misc]


class _Seat:
    """What the seat knows about sides and cards at a decision (computed once per decision)."""

    def __init__(self, deal: TarokkDeal, seat: int) -> None:
        self.deal = deal
        self.seat = seat
        self.hand = list(deal.hands[seat])
        decl = deal.declarer
        called = deal.called
        mine = set(self.hand) | set(deal.discards[seat]) | set(deal.played_by(seat))
        holds_called = called is not None and called in mine
        self.alone = seat == decl and (holds_called or deal.contract == SOLO)
        self.partner = seat != decl and (holds_called or (
            deal.invitation is not None and deal.invitation[1] == seat and deal.invitation_in_force() is not None))
        self.my_side = DS if seat == decl or self.partner else DF
        # +1 friend, -1 foe, 0 not known yet.
        self.team = [0] * deal.n_players
        for s in deal.active:
            if s == seat:
                self.team[s] = 1
            elif self.alone or (self.partner and s != decl):
                self.team[s] = -1
            elif self.partner or (seat == decl and deal.public_side[s] == DS):
                self.team[s] = 1
            elif seat == decl:
                self.team[s] = -1 if deal.public_side[s] == DF else 0
            elif s == decl or deal.public_side[s] == DS or deal.contract == SOLO:
                self.team[s] = -1
            elif deal.public_side[s] == DF:
                self.team[s] = 1
        seen = set(self.hand) | set(deal.discards[seat]) | set(deal.shown) | set(deal.trick)
        for _, cards, _ in deal.tricks:
            seen.update(cards)
        self.unseen = [c for c in PACK.cards if c not in seen]
        self.unseen_tarokks = sorted((c for c in self.unseen if c.is_trump), key=lambda c: -c.trump)


# -- the decisions ---------------------------------------------------------------------------------

def choose_bid(deal: TarokkDeal, seat: int, legal: Sequence[Action]) -> Action:
    """Bid, hold, invite or pass."""
    bids = _word_actions(legal, "bid")
    if not bids:
        return PASS
    hand = deal.hands[seat]
    s = strength(hand)
    high_honour = SKIZ in hand or XXI in hand
    levels = sorted(CONTRACT_LEVEL[w] for w in bids)
    a = deal.auction
    minimal = a.minimal_level(seat)
    if a.high is None and len(a.passed) == 3 and not any(c in HONOURS for c in hand):
        return PASS  # an honourless Three fails unless the talon holds an honour: rarely worth it
    if PASS not in legal:
        # The XX situation without the XX: hold the Two (a jump would be an invitation).
        return bids.get("two") or bids[min(bids, key=lambda w: CONTRACT_LEVEL[w])]
    if deal.xx_situation(seat) and s < BID_STRENGTH[1] + 1.0:
        return PASS  # the XX invitation: let the Two bidder play with us
    if s >= BID_STRENGTH[SOLO] and "solo" in bids:
        return bids["solo"]
    if minimal is not None and deal.invitation is None and high_honour and INVITE_FROM <= s < INVITE_BELOW:
        for jump in (1, 2):
            level = minimal + jump
            if level < SOLO and level in levels:
                card = ("T19" if jump == 1 else "T18")
                if any(c.code == card for c in hand):
                    return bids[_contract_word(level)]
    if minimal is None or minimal not in levels:
        return PASS
    need = BID_STRENGTH[min(minimal, 2)]
    return bids[_contract_word(minimal)] if s >= need else PASS


def _contract_word(level: int) -> str:
    return ("three", "two", "one", "solo")[level]


def choose_discard(deal: TarokkDeal, seat: int, legal: Sequence[Action]) -> Action:
    """The next card to discard (see the module docstring)."""
    hand = deal.hands[seat]
    counts = {"S": 0, "C": 0, "H": 0, "D": 0}
    for c in hand:
        if not c.is_trump:
            counts[c.suit] += 1
    is_declarer = seat == deal.declarer
    inv = deal.invitation
    likely_partner = (inv is not None and inv[1] == seat) or (not is_declarer and XX in hand)

    def score(c: Card) -> float:
        if c.is_trump:
            return -100.0 - c.trump - (50.0 if c is XX else 0.0)  # the lowest tarokk, keep the XX
        shortness = 4 - counts[c.suit]
        pts = POINTS[c.index]
        if is_declarer or not likely_partner:
            return shortness + pts * 0.8
        return shortness - pts * 1.5

    best = max(legal, key=lambda a: (score(a.card), -a.card.index))  # type: ignore[arg-type]
    return best


def choose_call(deal: TarokkDeal, seat: int, legal: Sequence[Action]) -> Action:
    """The highest tarokk the declarer lacks (the strongest partner)."""
    mine = set(deal.hands[seat]) | set(deal.discards[seat])
    for c in CALLABLE:
        for a in legal:
            if a.card is c and c not in mine:
                return a
    return legal[0]


def choose_announcement(view: MatchView, deal: TarokkDeal, seat: int, legal: Sequence[Action]) -> Action:
    """One sub-action of an announcement turn, or ``pass`` to end it."""
    legal_set = set(legal)
    for a in legal:
        if a.kind == "declare":
            return a  # eight or nine tarokks: paid at once by everyone else
    hand = deal.hands[seat]
    me = _Seat(deal, seat)
    tarokks = sum(1 for c in hand if c.is_trump)
    s = strength(hand)
    wants: list[Action] = []
    pagat = Action("announce", "pagat")
    if deal.pagat_duty == seat:
        wants.append(pagat)
    kings = sum(1 for k in KINGS if k in hand)
    if me.my_side == DS:
        if PAGAT in hand and (tarokks == 9 or (tarokks >= 8 and SKIZ in hand)):
            wants.append(pagat)
        if all(h in hand for h in HONOURS) and tarokks >= 7:
            wants.append(Action("announce", "trull"))
        if kings == 4 and tarokks >= KINGS_TAROKKS:
            wants.append(Action("announce", "kings"))
        if s >= VOLAT_STRENGTH and tarokks >= 8:
            wants.append(Action("announce", "volat"))
        if s >= DOUBLE_STRENGTH:
            wants.append(Action("announce", "double"))
        if s >= RECONTRA_STRENGTH:
            wants.append(Action("recontra", "game"))
    else:
        if s >= CONTRA_STRENGTH and (SKIZ in hand or XXI in hand):
            wants.append(Action("contra", "game"))
        if s >= SUBCONTRA_STRENGTH and SKIZ in hand and XXI in hand:
            wants.append(Action("subcontra", "game"))
        if SKIZ in hand:
            wants.append(Action("contra", "trull"))
        if kings >= 2:
            wants.append(Action("contra", "kings"))  # two kings the other side must capture
        if tarokks >= 5 and (SKIZ in hand or XXI in hand):
            wants.append(Action("contra", "pagat"))  # enough tarokks to beat the Pagat at the end
    for a in wants:
        if a in legal_set:
            return a
    return PASS


def choose_card(deal: TarokkDeal, seat: int, legal: Sequence[Action]) -> Action:
    """The card to play (see the module docstring)."""
    me = _Seat(deal, seat)
    cards = [a.card for a in legal]
    by_card = {a.card: a for a in legal}
    trick = deal.trick
    if not trick:
        return by_card[_lead(me, cards)]  # type: ignore[index]
    return by_card[_follow(me, cards)]  # type: ignore[index]


def _later_seats(me: _Seat) -> list[int]:
    """Players still to play to the current trick after this seat."""
    deal = me.deal
    out = []
    s = deal.next_seat[me.seat]
    while len(deal.trick) + 1 + len(out) < 4:
        out.append(s)
        s = deal.next_seat[s]
    return out


def _can_be_beaten(me: _Seat, card: Card, later: list[int]) -> bool:
    """Might a player still to play (not a known friend) beat ``card``?"""
    deal = me.deal
    foes = [s for s in later if me.team[s] != 1]
    if not foes:
        return False
    lead = deal.trick[0] if deal.trick else card
    voids = deal.voids
    if card.is_trump:
        if not any(t.trump > card.trump for t in me.unseen_tarokks):
            return False
        if lead.is_trump:
            return any("T" not in voids[s] for s in foes)
        return any(_may_be_void(me, s, lead.suit) and "T" not in voids[s] for s in foes)
    strength = _STRENGTH[card.index]
    if any(c.suit == card.suit and _STRENGTH[c.index] > strength for c in me.unseen) and any(
            card.suit not in voids[s] for s in foes):
        return True
    return bool(me.unseen_tarokks) and any(_may_be_void(me, s, card.suit) and "T" not in voids[s] for s in foes)


def _may_be_void(me: _Seat, seat: int, suit: str) -> bool:
    """Known void, or so few cards of the suit unseen that the hand may well have none."""
    return suit in me.deal.voids[seat] or sum(1 for c in me.unseen if c.suit == suit) <= 2


def _follow(me: _Seat, cards: list[Card]) -> Card:
    deal = me.deal
    trick = deal.trick
    seats = deal.trick_seats
    win_i = TRICK_RULES.winner(trick)
    winner, best = seats[win_i], trick[win_i]
    later = _later_seats(me)
    points_now = sum(POINTS[c.index] for c in trick)
    # 1. The Skiz takes the other side's XXI.
    if SKIZ in cards and XXI in trick and me.team[seats[trick.index(XXI)]] == -1:
        return SKIZ
    friend_winning = me.team[winner] == 1
    safe_friend = friend_winning and not _can_be_beaten(me, best, later)
    if safe_friend:
        if PAGAT in cards and not deal.pagat_bound(me.seat):
            return PAGAT  # bank the Pagat on a trick the side surely takes
        return max(cards, key=lambda c: (_dump_value(me, c), -_keep_value(c)))
    winners = [c for c in cards if _beats(c, best, trick[0])]
    winners = [c for c in winners if not (c is XXI and SKIZ in me.unseen and later)]
    if winners and me.team[winner] != 1 and _volat_to_break(me):
        return min(winners, key=_keep_value)  # one trick is enough to beat the announced volat
    if winners and (points_now >= 4 or not later or me.team[winner] == -1):
        safe = [c for c in winners if not _can_be_beaten(me, c, later)]
        # Without a safe winner, a foe's trick with points is still worth a cheap attempt (never
        # with the Pagat, which would be lost).
        gamble = [c for c in winners if c is not PAGAT] if me.team[winner] == -1 and points_now >= 5 else []
        pool = safe or gamble
        if pool:
            return min(pool, key=_keep_value)
    drain = [c for c in cards if c.is_trump and c is not PAGAT]
    if drain and PAGAT not in me.hand and deal.pagat_bound(me.seat):
        return max(drain, key=lambda c: c.trump)  # out of tarokks before the last trick
    return min(cards, key=lambda c: (_throw_cost(me, c, friend_winning), _keep_value(c)))


def _volat_to_break(me: _Seat) -> bool:
    """The other side announced a volat and has taken every trick so far."""
    deal = me.deal
    return (deal.game_mode == "volat" and me.my_side == DF
            and not any(deal.tricks_won[s] for s in deal.active if me.team[s] == 1))


def _pagat_to_beat(me: _Seat) -> bool:
    """The other side announced Pagat ultimo and its Pagat is still out."""
    deal = me.deal
    other = DF if me.my_side == DS else DS
    return "pagat" in deal.bonus_levels[other] and PAGAT in me.unseen


def _beats(c: Card, best: Card, lead: Card) -> bool:
    if c.is_trump:
        return not best.is_trump or c.trump > best.trump
    return not best.is_trump and c.suit == lead.suit and _STRENGTH[c.index] > _STRENGTH[best.index]


def _keep_value(c: Card) -> float:
    """How much the seat would rather keep ``c`` (high tarokks and honours most)."""
    if c.is_trump:
        if c is PAGAT:
            return 6.0
        return 10.0 + c.trump
    return POINTS[c.index] + _STRENGTH[c.index] * 0.1


def _dump_value(me: _Seat, c: Card) -> float:
    """Card points thrown on a trick the own side takes (no honour but the Pagat, no high tarokk)."""
    if c.is_trump:
        return 1.0 - c.trump * 0.01 if c not in HONOURS else -10.0
    return float(POINTS[c.index])


def _throw_cost(me: _Seat, c: Card, friend_winning: bool) -> float:
    """What a card costs when it does not win: its points if the other side may take them."""
    cost = 0.0 if friend_winning else POINTS[c.index]
    if c is PAGAT:
        cost += 20.0  # the Pagat lost, and with it the silent ultimo chance
    elif c is XXI or c is SKIZ:
        cost += 30.0
    elif c.is_trump:
        cost += c.trump * 0.05
        if _pagat_to_beat(me) and sum(1 for x in me.hand if x.is_trump) == 1 and me.deal.trick_no < TRICKS - 1:
            cost += 8.0  # the last tarokk is kept to beat the announced Pagat in the last trick
    return cost


def _lead(me: _Seat, cards: list[Card]) -> Card:
    deal = me.deal
    hand = me.hand
    tarokks = [c for c in hand if c.is_trump]
    last = deal.trick_no == TRICKS - 1
    if last or len(cards) == 1:
        return cards[0]
    playable = [c for c in cards if c is not PAGAT] or cards
    if deal.pagat_bound(me.seat):
        # The side announced Pagat ultimo: drain the tarokks, the partner's own included, so
        # that nobody can beat (or has to beat) the Pagat in the last trick.
        drain = [c for c in playable if c.is_trump]
        if drain:
            return max(drain, key=lambda c: c.trump)
    top = me.unseen_tarokks[0] if me.unseen_tarokks else None
    sure = [c for c in playable if c.is_trump and (top is None or c.trump > top.trump)]
    side_long = len(tarokks) >= 5 and me.my_side == DS
    if SKIZ in playable and side_long:
        return SKIZ
    if sure and me.unseen_tarokks and side_long:
        return max(sure, key=lambda c: c.trump)
    foes = [s for s in deal.active if me.team[s] != 1]
    kings = [c for c in playable if c in KINGS and not any(c.suit in deal.voids[s] for s in foes)
             and sum(1 for u in me.unseen if u.suit == c.suit) >= 3]
    if kings:
        return kings[0]
    plain = [c for c in playable if not c.is_trump]
    if plain:
        counts = {s: sum(1 for c in hand if c.suit == s) for s in "SCHD"}
        return min(plain, key=lambda c: (counts[c.suit], POINTS[c.index], _STRENGTH[c.index]))
    safe = [c for c in playable if c is not XXI or SKIZ not in me.unseen]
    if side_long and sure:
        return max(sure, key=lambda c: c.trump)
    return min(safe or playable, key=_keep_value)


def choose_session(view: MatchView) -> bool:
    """Declare the end of the session? After enough deals, or sooner when leading."""
    if view.deal_index >= END_AFTER_DEALS:
        return True
    scores = view.scores
    return view.deal_index >= END_WHEN_LEADING and scores[view.seat] == max(scores) and scores[view.seat] > 0


class TarokkPlayer(RulePlayer):
    """The rule-based player (see the module docstring). Deterministic for a view."""

    name = "tarokk-rules"
    deal_type = TarokkDeal

    def decide(self, view: MatchView, deal: TarokkDeal, legal: Sequence[Action]) -> Action:
        """The action for the viewing seat."""
        seat = view.seat
        session = [a for a in legal if a.kind == "session"]
        if session and choose_session(view):
            return session[0]
        legal = [a for a in legal if a.kind != "session"]
        if len(legal) == 1:
            return legal[0]
        phase = deal.phase
        if phase == "play":
            return choose_card(deal, seat, legal)
        if phase == "bidding":
            return choose_bid(deal, seat, legal)
        if phase == "contract":
            return next(a for a in legal if a.word == "three")
        if phase == "discard":
            return choose_discard(deal, seat, legal)
        if phase == "annulment":
            return next((a for a in legal if a.kind == "annul"), PASS)
        if phase == "surrender":
            return _choose_surrender(deal, seat, legal)
        if phase == "call":
            return choose_call(deal, seat, legal)
        if phase == "announcements":
            return choose_announcement(view, deal, seat, legal)
        return legal[0]


def _choose_surrender(deal: TarokkDeal, seat: int, legal: Sequence[Action]) -> Action:
    hand = deal.hands[seat]
    tarokks = sum(1 for c in hand if c.is_trump)
    weak = XXI in hand and tarokks <= 5 and strength(hand) < BID_STRENGTH[0]
    if weak:
        return next((a for a in legal if a.kind == "surrender"), PASS)
    return PASS


#: The registry's maker of the rule-based player, ``make_player(game, seed)``: the class itself.
make_player = TarokkPlayer


# -- static evaluation ------------------------------------------------------------------------------
