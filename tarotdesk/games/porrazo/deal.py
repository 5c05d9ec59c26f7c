"""One hand of Porrazo: every deal of three from one shuffle, until the stock is used up.

A *deal* of the match structure is one *hand* of the rules: the same dealer deals three cards
to everyone D times; the tendido is laid once; each deal has its declarations, its plays and
its ronda settlement; the hand ends with the table going to the last capturer and the
majority bonus. Scores are live: every scoring event is credited at once, and the hand (and
the match) stops as soon as a side reaches the target or a San Benito is played.

Phases: ``tendido`` (the dealer lays the four cards now or waits, without seeing his new
cards), ``declare`` (each holder of a ronda or rondine in turn), ``play``, ``claim`` (only
with the manual-claims option) and ``over``.
"""

from __future__ import annotations

from operator import attrgetter
from typing import Any

from ...core.actions import PASS, Action, card_action, play
from ...core.cards import UNKNOWN, Card, all_cards
from ...core.events import NOT_IN_HAND, Event, IllegalAction, Refusal
from ...core.packs import french52
from ...core.state import DealResult, DealState, ScoreLine, TableLayout
from ...core.unknowns import Slot
from ..fishing import FishingDeal, HandRule, sides_for
from .capture import (
    CAPTURE,
    COUNTER,
    COUNTERED,
    DISCARDED,
    NO_CHAIN,
    PLACE,
    PORRAZO,
    PORRAZO_MADE,
    SAN_BENITO,
    limpia_value,
    resolution,
)
from .rondas import RONDA, RONDINE, holding, holding_cards, holding_strength, holding_value, pattern_ok
from .rules import PACKET, PAIRS, RANK, RANK_CODE, SUCC, TARGET, VALUE, deals_per_hand, leftover_count, uses_teams
from .tendido import position_score, set_score

PACK = french52()

LAY = Action("tendido", "lay")
WAIT = Action("tendido", "wait")
SILENT = Action("declare", "silent")
DECLARE = {RONDA: Action("declare", RONDA), RONDINE: Action("declare", RONDINE)}
CLAIM = {RONDA: Action("claim", RONDA), RONDINE: Action("claim", RONDINE)}
_ONLY = [frozenset({s}) for s in range(8)]
# Hot lookups are keyed by the card itself: a card is an int, so ``_PLAY[card]`` is one C-level
# dict lookup, where ``card.index`` alone is a slower attribute lookup on an int subclass.
_PLAY = {c: play(c) for c in PACK.cards}
_INPLACE = {c: card_action("inplace", c) for c in PACK.cards}
_PLAY_OF = _PLAY.__getitem__
_CARD_RANK: dict[Card, int] = {c: RANK[c.index] for c in all_cards()} | {UNKNOWN: 0}
_CARD_CODE: dict[Card, str] = {c: c.code for c in PACK.cards}
_BY_CHAIN = {DISCARDED: PORRAZO, PORRAZO_MADE: COUNTER, COUNTERED: SAN_BENITO}
#: A card's Porrazo rank as a C-level callable: ``r in map(_RANK_OF, table)`` scans the table
#: without a Python loop.
_RANK_OF = _CARD_RANK.__getitem__
#: ``list(map(_CODE, cards))`` is ``codes(cards)`` without a Python-level loop or call (events of every hand).
_CODE = attrgetter("code")
#: The same through a dict lookup keyed by the card (cheaper than an attribute on an int subclass).
_CODE_OF = _CARD_CODE.__getitem__
#: The event of a card left on the table, one shared object per seat and card: it is the same
#: value every time, and events are never changed once made.
_PLACED: list[dict[Card, Event]] = [{c: Event("placed", s, {"card": c.code}, None, None, "play") for c in PACK.cards}
                                    for s in range(8)]
#: The event of a capture of one table card by one played card, one shared object per seat and
#: pair of cards, made when first needed (like _PLACED, the same value every time).
_CAPTURED_ONE: list[dict[tuple[Card, Card], Event]] = [{} for _ in range(8)]
#: The seats of each side per seating (see _seats_by_side).
_SEATS: dict[tuple[int, ...], tuple[tuple[int, ...], ...]] = {}
#: The announcements of the deals of three, made once each (see _dealt_event; a few hundred at most).
_DEALT: dict[tuple[int, int, int, int], Event] = {}

# Phases.
TENDIDO = "tendido"
DECLARE_PHASE = "declare"
PLAY = "play"
CLAIM_PHASE = "claim"
OVER = "over"


def _dealt_event(dealer: int, k: int, deals: int, stock: int) -> Event:
    """The announcement of deal of three ``k``: one shared event per dealer, deal and stock size."""
    key = (dealer, k, deals, stock)
    event = _DEALT.get(key)
    if event is None:
        event = _DEALT[key] = Event("dealt", dealer, {"deal": k, "deals": deals, "stock": stock}, None, None, "deal")
    return event


def _seats_by_side(side_of: list[int]) -> tuple[tuple[int, ...], ...]:
    """Each side's seats in seat order, worked out once per seating (a few at most)."""
    key = tuple(side_of)
    seats = _SEATS.get(key)
    if seats is None:
        seats = _SEATS[key] = tuple(tuple(s for s, side in enumerate(side_of) if side == t)
                                    for t in range(max(side_of) + 1))
    return seats


class PorrazoDeal(FishingDeal):
    """One hand of Porrazo (see the module docstring)."""

    RULE_TURN = "play"

    #: The table's ranks (see ``__init__``): slots, not instance attributes, because they are a
    #: cache and not part of the state that copies, views, records and replays compare.
    __slots__ = ("_ranks", "_ranks_of")

    # The match and every playout read these several times per action. ``turn`` and ``_phase``
    # stay the attributes that hold the facts (other code and tests set them directly), so the
    # contract's names read them through C-level getters rather than Python functions.
    current_player = property(attrgetter("turn"), doc="The seat to act, or None when the hand is over.")
    phase = property(attrgetter("_phase"), doc="The phase name (see the module docstring).")
    # A plain attribute, set once by _finish (the only place that ends a hand).
    is_over: bool = False

    def __init__(self, n_players: int, dealer: int, options: dict[str, Any], deck: list[Card],
                 scores: list[int]) -> None:
        self.n_players = n_players
        self.dealer = dealer
        self.options = options
        teams = uses_teams(n_players, options)
        self._init_fishing(deck, sides_for(n_players, teams))
        # The Porrazo rank of every table card, in table order: every play tests and takes by
        # rank, so the list is kept beside the table instead of being rebuilt per card.
        # ``_ranks_of`` is the table list it describes: a clone or a position set up by hand
        # holds another list, and the ranks are then read again (see _table_ranks).
        self._ranks: list[int] = []
        self._ranks_of: list[Card] | None = self.table
        # Set here so that the check on every legal_actions() finds it in the instance.
        self.viewer = None
        self.order = self.play_order()
        self._plays_per_deal = PACKET * n_players  # cards played in a deal of three
        self._seat_after = self.order * PACKET  # who plays after ``plays`` cards of a deal of three
        self.teamed = teams
        self.deals = deals_per_hand(n_players)
        self.target = int(options.get("target", TARGET))
        self.limpia_mode = str(options.get("limpia_value", "highest"))
        self.provisional = bool(options.get("porrazo_provisional", False))
        self.manual_claims = options.get("claims", "auto") == "manual"
        self.scores = list(scores)  # each side's match score, kept live through the hand
        self.gain = [0] * self.n_sides  # what each side has gained in this hand
        self.lines: list[tuple[str, int, int, dict[str, Any], str]] = []  # (kind, side, points, data, rule)
        self.k = 0  # the current deal of three, 1..deals
        self.tendido_done = False
        self.tendido: list[Card] = []
        self.dead: list[Card] = []  # six players, option "dead": leftovers set aside unseen
        self.plays = 0  # cards played in the current deal
        self.played: list[list[Card]] = [[] for _ in range(n_players)]
        self.declared = [""] * n_players  # "ronda", "rondine", "silent" or "" (not asked)
        self.decl_pos = -1  # declarations: -1 not begun, else the play position asked; n when done
        self.claim_owner = [-1] * n_players  # the claimant of each seat's undeclared holding
        self.claim_queue: list[int] = []  # manual claims: holders whose holding is still offered
        self.claim_pos = 0  # manual claims: index among the current holding's eligible claimants
        self.chain = NO_CHAIN
        self.chain_rank = 0
        self.chain_seat = -1
        self.chain_card: Card | None = None  # the discarded card a porrazo would take
        # The porrazo a counter-porrazo would undo: [seat, cards moved to his pile, points
        # credited, points held back (provisional option), the last card of the run].
        self.chain_undo: list[Any] = []
        self.pending: list[Any] = []  # provisional porrazo: [seat, porrazo points, limpia points]
        self.winner = -1  # the winning side once the match is decided in this hand
        self.won_by = ""
        self._phase = TENDIDO
        self.turn: int | None = dealer
        self._start_deal([])

    def pack_cards(self) -> tuple[Card, ...]:
        return PACK.cards

    def teams(self) -> list[list[int]] | None:
        if not self.teamed:
            return None
        return [[s for s in range(self.n_players) if self.side_of[s] == side] for side in range(self.n_sides)]

    def side_seats(self, side: int) -> tuple[int, ...]:
        """The seats of a side, in seat order."""
        return _seats_by_side(self.side_of)[side]

    # -- legal actions ------------------------------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        """Every legal action of the current player (see :meth:`DealState.legal_actions`).

        In the play phase of a complete state (someone is always to act there) the list is
        made here: a playout asks for it before every card. Only a table of at most three
        cards can offer en su lugar, so a larger one lists the plays of the hand directly.
        """
        if self._phase == PLAY and self.viewer is None:
            cache = self._legal_cache
            if cache is None:
                if len(self.table) < 4:
                    cache = self._legal_play()
                else:
                    cache = list(map(_PLAY_OF, self.hands[self.turn]))  # type: ignore[index]
                self._legal_cache = cache
            return cache[:]
        return DealState.legal_actions(self)

    def _legal(self) -> list[Action]:
        phase = self._phase
        if phase == PLAY:
            return self._legal_play()
        if phase == TENDIDO:
            return [LAY] if self.k == self.deals else [LAY, WAIT]
        if phase == DECLARE_PHASE:
            found = holding(self.hands[self.turn])  # type: ignore[index]
            assert found is not None
            return [DECLARE[found[0]], SILENT]
        if phase == CLAIM_PHASE:
            return [CLAIM[self._claim_kind()], PASS]
        return []

    def clone(self) -> "PorrazoDeal":
        """An independent copy; its table's ranks are read again when it first needs them."""
        new = super().clone()
        new._ranks = []
        new._ranks_of = None  # describes no table: read again
        return new

    def _table_ranks(self) -> list[int]:
        """The ranks of the table's cards in table order, read again if the table was replaced.

        Only ``apply`` stores the list read again: asking for legal actions changes nothing.
        """
        if self._ranks_of is not self.table:
            return list(map(_RANK_OF, self.table))
        return self._ranks

    def _legal_play(self) -> list[Action]:
        hand = self.hands[self.turn]  # type: ignore[index]
        table = self.table
        if len(table) < 4:  # en su lugar needs a table of at most three cards
            # Only a card of rank len(table) + 1 can go in its place, so whether that rank's play
            # would capture (what en su lugar declines) is decided once, not per card: the
            # resolution of spec 6.2 for that one rank.
            need = len(table) + 1
            chain = self.chain
            if chain and need == self.chain_rank:
                declinable = chain != COUNTERED  # a San Benito cannot be declined
            else:
                declinable = need in self._table_ranks()  # a capture
            if declinable:
                out: list[Action] = []
                for c in hand:
                    out.append(_PLAY[c])
                    if _CARD_RANK[c] == need:
                        out.append(_INPLACE[c])
                return out
        return list(map(_PLAY_OF, hand))

    def _claim_kind(self) -> str:
        found = holding(self.played[self.claim_queue[0]])
        assert found is not None
        return found[0]

    def claim_candidates(self, holder: int) -> list[int]:
        """Who may claim ``holder``'s undeclared holding: other sides, in play order."""
        side = self.side_of[holder]
        return [s for s in self.order if self.side_of[s] != side]

    # -- refusals -------------------------------------------------------------------------------------
    def _explain(self, action: Action) -> Refusal | None:
        phase = self._phase
        kind = action.kind
        if phase == TENDIDO:
            if kind == "tendido" and action.word == "wait" and self.k == self.deals:
                return Refusal("tendido-compulsory", "tendido", {"deal": self.k})
            if kind == "tendido":
                return Refusal("tendido-choice", "tendido", {"word": action.word or ""})
            return Refusal("tendido-first", "tendido", {"dealer": self.dealer})
        if phase == DECLARE_PHASE:
            if kind == "declare":
                found = holding(self.hands[self.turn])  # type: ignore[index]
                return Refusal("declare-wrong-kind", "rondas",
                               {"word": action.word or "", "kind": found[0] if found else ""})
            return Refusal("declarations-first", "rondas", {"seat": self.turn})
        if phase == CLAIM_PHASE:
            if kind == "claim":
                return Refusal("claim-wrong-kind", "rondas",
                               {"word": action.word or "", "kind": self._claim_kind(),
                                "holder": self.claim_queue[0]})
            return Refusal("claim-pending", "rondas", {"holder": self.claim_queue[0]})
        if phase == PLAY:
            return self._explain_play(action)
        return None

    def _explain_play(self, action: Action) -> Refusal:
        kind = action.kind
        if kind == "tendido":
            return Refusal("tendido-closed", "tendido", {})
        if kind == "declare":
            return Refusal("declarations-closed", "rondas", {})
        if kind == "claim":
            return Refusal("claims-after-play", "rondas", {})
        if kind not in ("play", "inplace") or len(action.args) != 1 or action.card is None:
            return Refusal("play-a-card", "play", {"action": action.text})
        c = action.card
        if c not in self.hands[self.turn]:  # type: ignore[index]
            return Refusal(NOT_IN_HAND, "play", {"card": c.code})
        r = RANK[c.index]
        size = len(self.table)
        if r > 4:
            return Refusal("inplace-rank", "play", {"card": c.code})
        if r != size + 1:
            return Refusal("inplace-count", "play", {"card": c.code, "needed": r - 1, "table": size})
        how = resolution(self.table, self.chain, self.chain_rank, r)
        if how == SAN_BENITO:
            return Refusal("san-benito-compulsory", "porrazo", {"card": c.code})
        return Refusal("inplace-nothing-to-decline", "play", {"card": c.code})

    # -- performing actions ------------------------------------------------------------------------
    def apply(self, action: Action, seat: int | None = None) -> list[Event]:
        """Validate and perform ``action`` (see :meth:`DealState.apply`).

        Plays are performed here, not in ``_apply``: this runs for every card of every playout,
        and the two calls and the dispatch of the base class (and a separate play method) are
        a noticeable share of a card's cost. Any other phase goes through the base class.

        A play resolves per spec 6.2, scores, and passes the turn. Resolution and the capture
        of a run are written in; a placed card's event and the capture of a single card are
        shared constants, and other events are built with positional arguments (kind, seat,
        data, private, points, rule).
        """
        if self._phase != PLAY:
            return DealState.apply(self, action, seat)
        cache = self._legal_cache
        # ``in`` would call Action.__eq__ (Python) on every action listed before the one played;
        # the actions handed out are the cached objects themselves, so look for it by identity
        # (a hand holds three cards at most, so a plain loop is cheaper than a C-level scan that
        # first builds its iterators). Anything else (an equal action built elsewhere, a seat
        # named by the caller, no list yet) is validated by check(), which also lists the legal
        # actions.
        if seat is None and cache is not None:
            for legal in cache:
                if legal is action:
                    break
            else:
                cache = None
        else:
            cache = None
        if cache is None:
            refusal = self.check(action, seat)
            if refusal is not None:
                raise IllegalAction(refusal)
        self._legal_cache = None
        seat = self.turn  # type: ignore[assignment]
        c: Card = action.args[0][0]  # type: ignore[index,assignment]
        r = _CARD_RANK[c]
        table = self.table
        chain = self.chain
        # The table's ranks (kept beside it, see __init__): the capture test and every step of
        # a run are C-level ``in`` and ``list.index`` (the oldest card of each rank) on small ints.
        ranks = self._ranks
        if self._ranks_of is not table:
            ranks = self._ranks = list(map(_RANK_OF, table))
            self._ranks_of = table
        if action.kind == "inplace":
            how = PLACE
        elif chain and r == self.chain_rank:
            how = _BY_CHAIN[chain]
        elif r in ranks:
            how = CAPTURE
        else:
            how = PLACE
        events: list[Event] = []
        if self.pending and how != COUNTER and self._confirm_pending(events):
            return events  # the porrazo held back wins the match before this card resolves
        self.hands[seat].remove(c)
        self.played[seat].append(c)
        self.plays = plays = self.plays + 1
        last = self._plays_per_deal
        if how == PLACE:
            table.append(c)
            ranks.append(r)
            events.append(_PLACED[seat][c])
            self.chain = DISCARDED
            self.chain_rank = r
            self.chain_seat = seat
            self.chain_card = c
            if r <= 4 and len(table) == r and self._score(self.side_of[seat], seat, r, "en_su_lugar", events,
                                                            "play", {"card": _CARD_CODE[c]}):
                return events
        elif how == CAPTURE:
            taken = self._take_run(seat, c, r, None, ranks)
            if len(taken) == 1:  # the common capture: one shared event per seat and pair of cards
                pair = (c, taken[0])
                event = _CAPTURED_ONE[seat].get(pair)
                if event is None:
                    event = _CAPTURED_ONE[seat][pair] = Event(
                        "captured", seat, {"card": _CARD_CODE[c], "taken": [_CARD_CODE[taken[0]]]}, None, None, "play")
                events.append(event)
            else:
                events.append(Event("captured", seat, {"card": _CARD_CODE[c], "taken": list(map(_CODE_OF, taken))},
                                    None, None, "play"))
            if chain:  # _clear_chain, inlined
                self.chain = NO_CHAIN
                self.chain_rank = 0
                self.chain_seat = -1
                self.chain_card = None
                self.chain_undo = []
            # A capture that clears the table is a limpia, except with the hand's last card.
            if not table and not (plays == last and self.k == self.deals) and \
                    self._limpia(seat, taken + [c], taken[-1], events):
                return events
        elif how == PORRAZO:
            taken = self._take_run(seat, c, r, self.chain_card, ranks)
            events.append(Event("captured", seat, {"card": _CARD_CODE[c], "taken": list(map(_CODE_OF, taken))},
                                None, None, "porrazo"))
            if self._porrazo(seat, c, r, taken, plays == last and self.k == self.deals, events):
                return events
        elif how == COUNTER:
            if self._counter(seat, c, r, plays == last and self.k == self.deals, events):
                return events
        else:  # SAN_BENITO
            table.append(c)
            ranks.append(r)
            events.append(Event("placed", seat, {"card": _CARD_CODE[c]}, rule="porrazo"))
            events.append(Event("san_benito", seat, {"card": _CARD_CODE[c], "rank": RANK_CODE[r]}, rule="porrazo"))
            self._win(self.side_of[seat], "san_benito", events)
            return events
        if plays < last:
            self.turn = self._seat_after[plays]
        else:
            self._end_of_deal(events)
        return events

    def _apply(self, action: Action) -> list[Event]:
        phase = self._phase
        if phase == PLAY:  # never reached from apply, which performs plays itself
            return self.apply(action)
        events: list[Event] = []
        if phase == TENDIDO:
            self._tendido_decision(action.word == "lay", events)
        elif phase == DECLARE_PHASE:
            self._declare(action, events)
        else:
            self._claim(action, events)
        return events

    # The deal of three and what precedes play.
    def _start_deal(self, events: list[Event]) -> None:
        """Deal the next three cards to everyone; then the tendido decision or the declarations.

        Eight to sixteen times a hand: the packets are dealt, announced and checked for a
        holding (an exact pair or three of a rank) in one pass over the playing order.
        """
        self.k = k = self.k + 1
        order = self.order
        n = self.n_players
        hands = self.hands
        stock = self.stock
        dealer = self.dealer
        blind = not self.tendido_done
        key = (dealer, k, self.deals, len(stock) - PACKET * n)
        events.append(_DEALT.get(key) or _dealt_event(*key))  # made once per key, then shared
        # Every hand is empty here (each seat played its three cards), so a seat's hand is its
        # packet: the packets' ranks and codes are read in one pass each, then sliced per seat.
        dealt = stock[:PACKET * n]
        del stock[:PACKET * n]
        ranks = list(map(_RANK_OF, dealt))
        names = list(map(_CODE_OF, dealt))
        first_holder = n  # the play position of the first seat with a holding (n: none)
        at = 0
        for pos, s in enumerate(order):
            end = at + PACKET
            hands[s].extend(dealt[at:end])
            if not (blind and s == dealer):
                events.append(Event("hand", s, {"cards": names[at:end]}, _ONLY[s], None, "deal"))
            if first_holder == n:
                a, b, c = ranks[at:end]
                if a == b or a == c or b == c:
                    first_holder = pos
            at = end
        self.plays = 0
        self.played = [[] for _ in order]
        self.declared = [""] * n
        self.claim_owner = [-1] * n
        # The porrazo chain is already clear here: a deal of three ends by clearing it.
        if blind:
            self.decl_pos = -1
            self._phase = TENDIDO
            self.turn = dealer
        elif k == self.deals and stock:
            self.decl_pos = -1
            self._deal_leftover(events)
            self._next_declarer(first_holder)
        elif first_holder < n:  # _next_declarer(first_holder), whose test was just made
            self.decl_pos = first_holder
            self._phase = DECLARE_PHASE
            self.turn = order[first_holder]
        else:
            self.decl_pos = n
            self._phase = PLAY
            self.turn = order[0]

    def _tendido_decision(self, lay: bool, events: list[Event]) -> None:
        dealer = self.dealer
        if lay:
            self._lay_tendido(events)
        else:
            events.append(Event("tendido_wait", dealer, {"deal": self.k}, rule="tendido"))
        if self.winner < 0:  # the dealer picks up his cards now, unless the tendido won the game
            events.append(Event("hand", dealer, {"cards": list(map(_CODE, self.hands[dealer]))}, private=_ONLY[dealer],
                                rule="deal"))
            self._before_play(events)

    def _lay_tendido(self, events: list[Event]) -> None:
        before = list(self.table)
        cards = self.deal_to_table(4)
        self._ranks.extend(map(_RANK_OF, cards))
        self.tendido = cards
        self.tendido_done = True
        seat, side = self.dealer, self.side_of[self.dealer]
        events.append(Event("tendido", seat, {"cards": list(map(_CODE, cards))}, rule="tendido"))
        points, reading, read = position_score(cards)
        if points and self._score(side, seat, points, "tendido_positions", events, "tendido",
                                  {"reading": reading, "from": "from-" + reading.rsplit("-", 1)[1],
                                   "cards": list(map(_CODE, read))}):
            return
        _total, groups = set_score(before, cards, str(self.options.get("tendido_sets_scope", "with_tendido")))
        for rank, group in groups:
            if self._score(side, seat, PAIRS[len(group)] * VALUE[rank], "tendido_set", events, "tendido",
                           {"rank": RANK_CODE[rank], "count": len(group), "cards": list(map(_CODE, group))}):
                return

    def _before_play(self, events: list[Event]) -> None:
        """Leftover cards on the last deal, then the declarations, then the first play."""
        if self.k == self.deals and self.stock:
            self._deal_leftover(events)
        self._next_declarer(0)

    def _deal_leftover(self, events: list[Event]) -> None:
        """The last deal of three: what is left of the stock goes face up (or aside, an option)."""
        n = self.n_players
        left = leftover_count(n)
        if n == 6 and self.options.get("leftover_6p", "face_up") == "dead":
            self.dead = self.stock[:left]
            del self.stock[:left]
            events.append(Event("set_aside", None, {"count": left}, rule="deal"))
        else:
            cards = self.deal_to_table(left)
            self._ranks.extend(map(_RANK_OF, cards))
            events.append(Event("leftover", None, {"cards": list(map(_CODE, cards))}, rule="deal"))

    def _next_declarer(self, start: int) -> None:
        order = self.order
        hands = self.hands
        for pos in range(start, self.n_players):
            # holding(hand) is not None, inlined: every seat of every deal of three is tested.
            a, b, c = map(_RANK_OF, hands[order[pos]])
            if a == b or a == c or b == c:
                self.decl_pos = pos
                self._phase = DECLARE_PHASE
                self.turn = order[pos]
                return
        self.decl_pos = self.n_players
        self._phase = PLAY
        self.turn = order[0]

    def _declare(self, action: Action, events: list[Event]) -> None:
        seat = self.turn
        assert seat is not None
        word = action.word or ""
        self.declared[seat] = word
        if word != "silent":
            events.append(Event(word + "_declared", seat, {}, rule="rondas"))
        self._next_declarer(self.decl_pos + 1)

    # Card play.
    def _clear_chain(self) -> None:
        self.chain = NO_CHAIN
        self.chain_rank = 0
        self.chain_seat = -1
        self.chain_card = None
        self.chain_undo = []

    def _take_run(self, seat: int, played: Card, rank: int, first: Card | None, ranks: list[int]) -> list[Card]:
        """``capture_run`` from ``first`` (default: the oldest table card of ``rank``), then ``take``.

        The same cards as ``capture_run(table, first or first_of_rank(table, rank), rank)``:
        with the table's ranks (``ranks``, kept beside it) every step of the run is a C-level
        ``list.index`` (the oldest card of each rank) instead of a Python scan, and the cards
        leave the table and its ranks by position, without comparing cards.
        """
        table = self.table
        i = ranks.index(rank) if first is None else table.index(first)
        nxt = SUCC[rank]
        if nxt == rank or nxt not in ranks:  # no run above it: the common capture of one card
            taken = [table[i]]
            del table[i]
            del ranks[i]
        else:
            at = [i]
            while nxt != rank and nxt in ranks:
                at.append(ranks.index(nxt))
                nxt = SUCC[nxt]
            taken = [table[j] for j in at]
            at.sort(reverse=True)  # the later positions first, so the earlier ones stay valid
            for j in at:
                del table[j]
                del ranks[j]
        pile = self.piles[self.side_of[seat]]
        pile.extend(taken)
        pile.append(played)
        self.last_capturer = seat
        return taken

    def _porrazo(self, seat: int, c: Card, r: int, taken: list[Card], final: bool, events: list[Event]) -> bool:
        side = self.side_of[seat]
        points = VALUE[r]
        limpia = 0
        if not self.table and not final:
            limpia = limpia_value(taken + [c], taken[-1], self.limpia_mode)
        self.chain, self.chain_rank, self.chain_seat, self.chain_card = PORRAZO_MADE, r, seat, None
        moved = taken + [c]
        if self.provisional:
            self.chain_undo = [seat, moved, 0, points + limpia, taken[-1]]
            self.pending = [seat, points, limpia]
            events.append(Event("porrazo_held", seat, {"rank": RANK_CODE[r]}, points=points, rule="porrazo"))
            if limpia:
                events.append(Event("limpia_held", seat, {}, points=limpia, rule="scoring"))
            return False
        self.chain_undo = [seat, moved, points + limpia, 0, taken[-1]]
        if self._score(side, seat, points, "porrazo", events, "porrazo", {"rank": RANK_CODE[r], "cards": list(map(_CODE, moved))}):
            return True
        return bool(limpia) and self._score(side, seat, limpia, "limpia", events, "scoring", {"cards": list(map(_CODE, moved))})

    def _counter(self, seat: int, c: Card, r: int, final: bool, events: list[Event]) -> bool:
        p_seat, moved, credited, _held, run_last = self.chain_undo
        p_side = self.side_of[p_seat]
        pile = self.piles[p_side]
        del pile[len(pile) - len(moved):]
        events.append(Event("porrazo_annulled", p_seat, {"rank": RANK_CODE[r], "cards": list(map(_CODE, moved))},
                            points=-credited, rule="porrazo"))
        if credited:
            self.scores[p_side] -= credited
            self.gain[p_side] -= credited
            self.lines.append(("porrazo_annulled", p_side, -credited, {"rank": RANK_CODE[r]}, "porrazo"))
        self.pending = []
        side = self.side_of[seat]
        won = moved + [c]
        self.piles[side].extend(won)
        self.last_capturer = seat
        events.append(Event("captured", seat, {"card": c.code, "taken": list(map(_CODE, moved))}, rule="porrazo"))
        self.chain, self.chain_rank, self.chain_seat, self.chain_card = COUNTERED, r, seat, None
        self.chain_undo = []
        if self._score(side, seat, 3 * VALUE[r], "counter_porrazo", events, "porrazo",
                       {"rank": RANK_CODE[r], "cards": list(map(_CODE, won))}):
            return True
        if not self.table and not final:
            return self._limpia(seat, won, run_last, events)
        return False

    def _limpia(self, seat: int, captured: list[Card], run_last: Card, events: list[Event]) -> bool:
        points = limpia_value(captured, run_last, self.limpia_mode)
        return self._score(self.side_of[seat], seat, points, "limpia", events, "scoring", {"cards": list(map(_CODE, captured))})

    def _confirm_pending(self, events: list[Event]) -> bool:
        """Provisional option: the porrazo held back stands now; credit it (True if that wins)."""
        seat, points, limpia = self.pending
        self.pending = []
        if self.chain_undo:
            self.chain_undo[2], self.chain_undo[3] = points + limpia, 0
        side = self.side_of[seat]
        if self._score(side, seat, points, "porrazo", events, "porrazo", {"confirmed": True}):
            return True
        return bool(limpia) and self._score(side, seat, limpia, "limpia", events, "scoring", {"confirmed": True})

    # After the last play of a deal.
    def _end_of_deal(self, events: list[Event]) -> None:
        if self.pending and self._confirm_pending(events):
            return
        # _clear_chain and, in the common case, _settle_rondas inlined: once per deal of three.
        self.chain = NO_CHAIN
        self.chain_rank = 0
        self.chain_seat = -1
        self.chain_card = None
        self.chain_undo = []
        declared = self.declared
        if "silent" not in declared:  # nobody's holding is left to claim (the common case)
            if any(declared) and self._score_rondas(events):
                return
            if self.k < self.deals:
                self._start_deal(events)
            else:
                self._end_of_hand(events)
            return
        undeclared = [s for s in self.order if declared[s] == "silent"]
        if self.manual_claims:
            self.claim_queue = undeclared
            self.claim_pos = 0
            self._offer_claim(events)
            return
        for holder in undeclared:
            self._assign_claim(holder, self.claim_candidates(holder)[0], events)
        self._settle_rondas(events)

    def _assign_claim(self, holder: int, claimant: int, events: list[Event]) -> None:
        self.claim_owner[holder] = claimant
        kind = holding(self.played[holder])[0]  # type: ignore[index]
        events.append(Event(kind + "_claimed", claimant, {"holder": holder}, rule="rondas"))

    def _offer_claim(self, events: list[Event]) -> None:
        while self.claim_queue:
            candidates = self.claim_candidates(self.claim_queue[0])
            if self.claim_pos < len(candidates):
                self._phase = CLAIM_PHASE
                self.turn = candidates[self.claim_pos]
                return
            self.claim_queue.pop(0)  # nobody claimed it: void
            self.claim_pos = 0
        self._settle_rondas(events)

    def _claim(self, action: Action, events: list[Event]) -> None:
        holder = self.claim_queue[0]
        seat = self.turn
        assert seat is not None
        if action.kind == "claim":
            self._assign_claim(holder, seat, events)
            self.claim_queue.pop(0)
            self.claim_pos = 0
        else:
            events.append(Event("claim_passed", seat, {"holder": holder}, rule="rondas"))
            self.claim_pos += 1
        self._offer_claim(events)

    def _settle_rondas(self, events: list[Event]) -> None:
        # Every holder was asked to declare, so a deal where nobody was asked has no holding.
        if any(self.declared) and self._score_rondas(events):
            return
        if self.k < self.deals:
            self._start_deal(events)
        else:
            self._end_of_hand(events)

    def _score_rondas(self, events: list[Event]) -> bool:
        """Credit the best holding's side with its rondas and rondines (True if that wins)."""
        best_key: tuple[int, int, int] | None = None
        best_owner = -1
        owned: list[tuple[int, int, str, int]] = []  # (owner, holder, kind, rank)
        declared = self.declared
        for pos, s in enumerate(self.order):
            # Every holder was asked to declare: a seat never asked ("") holds nothing.
            if not declared[s]:
                continue
            found = holding(self.played[s])
            if found is None:
                continue
            owner = s if declared[s] in (RONDA, RONDINE) else self.claim_owner[s]
            if owner < 0:
                continue
            kind, rank = found
            owned.append((owner, s, kind, rank))
            key = holding_strength(kind, rank, pos)
            if best_key is None or key > best_key:
                best_key, best_owner = key, owner
        if best_key is not None:
            side = self.side_of[best_owner]
            for owner, holder, kind, rank in owned:
                if self.side_of[owner] != side:
                    continue
                data = {"holder": holder, "rank": RANK_CODE[rank],
                        "cards": list(map(_CODE, holding_cards(self.played[holder], rank)))}
                if self._score(side, owner, holding_value(kind, rank), kind, events, "rondas", data):
                    return True
        return False

    def _end_of_hand(self, events: list[Event]) -> None:
        taker = self.last_capturer
        rest = self.rest_to_last_capturer()
        self._ranks = list(map(_RANK_OF, self.table))  # the same list object, emptied or not
        if rest and taker is not None:
            events.append(Event("table_taken", taker, {"cards": list(map(_CODE, rest))}, rule="scoring"))
        sizes = [len(p) for p in self.piles]
        side = self.majority_side()
        if side is not None:
            second = max(v for i, v in enumerate(sizes) if i != side)
            seat = self.side_seats(side)[0]
            if self._score(side, seat, sizes[side] - second, "majority", events, "scoring",
                           {"cards": sizes[side], "second": second}):
                return
        self._finish()

    # Scores and the end.
    def _score(self, side: int, seat: int, points: int, kind: str, events: list[Event], rule: str,
               data: dict[str, Any]) -> bool:
        """Credit ``points`` to ``side`` at once; True when that reaches the target (the match ends)."""
        self.scores[side] += points
        self.gain[side] += points
        self.lines.append((kind, side, points, data, rule))
        events.append(Event(kind, seat, data, None, points, rule))  # positional: cheaper than keywords
        if self.scores[side] >= self.target:
            self._win(side, "target", events)
            return True
        return False

    def _win(self, side: int, how: str, events: list[Event]) -> None:
        self.winner = side
        self.won_by = how
        events.append(Event("game_won", self.side_seats(side)[0],
                            {"seats": list(self.side_seats(side)), "how": how, "score": self.scores[side]},
                            rule="game-end"))
        self._finish()

    def _finish(self) -> None:
        self._phase = OVER
        self.turn = None
        self.is_over = True

    # -- results ----------------------------------------------------------------------------------------
    def result(self) -> DealResult:
        deal_score = [self.gain[self.side_of[s]] for s in range(self.n_players)]
        seats = _seats_by_side(self.side_of)
        lines = [ScoreLine(kind, seats[side], points, dict(data), rule)
                 for kind, side, points, data, rule in self.lines]
        winners = list(seats[self.winner]) if self.winner >= 0 else []
        summary = {
            "side_scores": list(self.scores),
            "cards": [len(p) for p in self.piles],
            "winners": winners,
            "won_by": self.won_by,
            "deals_played": self.k,
        }
        return DealResult(deal_score, lines, summary)

    # -- what the table shows ----------------------------------------------------------------------
    def layout(self) -> TableLayout:
        n = self.n_players
        first_of_side = [self.side_seats(side)[0] for side in range(self.n_sides)]
        piles = [0] * n
        for side, seat in enumerate(first_of_side):
            piles[seat] = len(self.piles[side])
        notes: list[list[tuple[str, dict[str, Any]]]] = [[] for _ in range(n)]
        for s in range(n):
            side = self.side_of[s]
            if s == self.dealer:
                notes[s].append(("note.dealer", {}))
            if self.teamed:
                notes[s].append(("note.team", {"team": side + 1}))
            notes[s].append(("note.score", {"points": self.scores[side]}))
            if self.declared[s] in (RONDA, RONDINE):
                notes[s].append(("note." + self.declared[s], {}))
        if self.chain and self.chain_seat >= 0:
            key = {DISCARDED: "note.porrazo_open", PORRAZO_MADE: "note.porrazo_made",
                   COUNTERED: "note.countered"}[self.chain]
            notes[self.chain_seat].append((key, {"rank": RANK_CODE[self.chain_rank]}))
        groups: list[tuple[str, list[Any]]] = []
        if self.dead:
            groups.append(("group.set_aside", list(self.dead)))
        return TableLayout(
            hands=[list(h) for h in self.hands],
            center=[(None, c) for c in self.table],
            center_kind="table",
            piles=piles,
            stock=len(self.stock),
            exposed=[[] for _ in range(n)],
            groups=groups,
            notes=notes,
            active=[True] * n,
        )

    def prompt(self) -> tuple[str, dict[str, Any]]:
        phase = self._phase
        if phase == TENDIDO:
            key = "prompt.tendido_forced" if self.k == self.deals else "prompt.tendido"
            return (key, {"deal": self.k, "deals": self.deals})
        if phase == DECLARE_PHASE:
            return ("prompt.declare", {"seat": self.turn})
        if phase == CLAIM_PHASE:
            return ("prompt.claim", {"holder": self.claim_queue[0], "kind": self._claim_kind()})
        if phase == PLAY:
            params: dict[str, Any] = {"deal": self.k, "deals": self.deals, "round": self.plays // self.n_players + 1}
            # A card of the chain's rank would now make a counter-porrazo or a San Benito: the
            # decision says what it would win and risk (the chain is public, see the seat notes).
            if self.chain == PORRAZO_MADE and self.chain_undo:
                p_seat, _moved, credited, held, _last = self.chain_undo
                return ("prompt.play_counter", {**params, "rank": RANK_CODE[self.chain_rank], "seat": p_seat,
                                                "gain": 3 * VALUE[self.chain_rank], "lost": credited + held})
            if self.chain == COUNTERED:
                return ("prompt.play_san_benito", {**params, "rank": RANK_CODE[self.chain_rank]})
            return ("prompt.play", params)
        return ("phase.over", {})

    # -- views and sampling ------------------------------------------------------------------------
    def _redact_extra(self, seat: int) -> None:
        if self._phase == TENDIDO and seat == self.dealer:
            # The dealer decides on the tendido before looking at his new cards.
            self.hands[seat] = [UNKNOWN] * len(self.hands[seat])
        self.dead = [UNKNOWN] * len(self.dead)

    def hidden_slots(self) -> list[Slot]:
        slots = super().hidden_slots()
        unknown_dead = sum(1 for c in self.dead if c is UNKNOWN)
        if unknown_dead:
            slots.append(Slot(("dead", 0), unknown_dead))
        return slots

    def visible_cards(self) -> list[Card]:
        return super().visible_cards() + [c for c in self.dead if c is not UNKNOWN]

    def _fill_extra(self, placed: dict[Any, list[Card]]) -> None:
        cards = placed.get(("dead", 0))
        if cards:
            it = iter(cards)
            self.dead = [next(it) if c is UNKNOWN else c for c in self.dead]

    def hand_patterns(self) -> list[str]:
        """What the table knows of each seat's three cards of this deal (see ``rondas.pattern_ok``).

        Seats passed over in the declarations had no ronda; the seat being asked and a seat
        that stayed silent hold one; a declaration names its kind.
        """
        patterns = ["any"] * self.n_players
        if self.decl_pos < 0:
            return patterns
        for pos, s in enumerate(self.order):
            if pos > self.decl_pos:
                break
            word = self.declared[s]
            if word in (RONDA, RONDINE):
                patterns[s] = word
            elif word == "silent" or pos == self.decl_pos:
                patterns[s] = "holding"
            else:
                patterns[s] = "none"
        return patterns

    def hand_rules(self) -> dict[int, HandRule]:
        rules: dict[int, HandRule] = {}
        for s, pattern in enumerate(self.hand_patterns()):
            if pattern != "any":
                played = list(self.played[s])
                rules[s] = lambda hand, p=pattern, before=played: pattern_ok(before + hand, p)
        return rules
