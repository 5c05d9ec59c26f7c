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
from ...core.cards import UNKNOWN, Card
from ...core.events import NOT_IN_HAND, Event, Refusal
from ...core.message_params import Seat, Seats
from ...core.state import DealResult, ScoreLine, TableLayout
from ...core.unknowns import Slot
from ..fishing import FishingDeal, seats_by_side, sides_for
from .capture import (
    CAPTURE,
    COUNTER,
    COUNTERED,
    DISCARDED,
    NEXT_IN_CHAIN,
    NO_CHAIN,
    PLACE,
    PORRAZO_MADE,
    SAN_BENITO,
    resolution,
)
from .chain import ChainPlays
from .declaring import RondaPhases
from .rondas import RONDA, RONDINE, holding
from .rules import (
    CARD_CODE,
    CARD_RANK,
    CLAIM_PHASE,
    CODE,
    CODE_OF,
    DECLARE_PHASE,
    OVER,
    PACK,
    PACKET,
    PAIRS,
    PLAY,
    RANK,
    RANK_CODE,
    RANK_OF,
    TENDIDO,
    VALUE,
    PorrazoRules,
    deals_per_hand,
    leftover_count,
)
from .options import rules_of, uses_teams
from .snapshot import PorrazoSnapshot, snapshot
from .tendido import position_score, set_score

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
#: The event of a card left on the table, one shared object per seat and card: it is the same
#: value every time, and events are never changed once made.
_PLACED: list[dict[Card, Event]] = [{c: Event("placed", s, {"card": c.code}, None, None, "play") for c in PACK.cards}
                                    for s in range(8)]
#: The event of a capture of one table card by one played card, one shared object per seat and
#: pair of cards, made when first needed (like _PLACED, the same value every time).
_CAPTURED_ONE: list[dict[tuple[Card, Card], Event]] = [{} for _ in range(8)]
#: The announcements of the deals of three, made once each (see _dealt_event; a few hundred at most).
_DEALT: dict[tuple[int, int, int, int], Event] = {}


def _dealt_event(dealer: int, k: int, deals: int, stock: int) -> Event:
    """The announcement of deal of three ``k``: one shared event per dealer, deal and stock size."""
    key = (dealer, k, deals, stock)
    event = _DEALT.get(key)
    if event is None:
        event = _DEALT[key] = Event("dealt", dealer, {"deal": k, "deals": deals, "stock": stock}, None, None, "deal")
    return event


class PorrazoDeal(ChainPlays, RondaPhases, FishingDeal):
    """One hand of Porrazo (see the module docstring)."""

    RULE_TURN = "play"

    #: The table's ranks (see ``__init__``): slots, not instance attributes, because they are a
    #: cache and not part of the state that copies, views, records and replays compare.
    __slots__ = ("_ranks", "_ranks_of")

    # The match and every playout read these several times per action. ``turn`` and ``_phase``
    # stay the attributes that hold the facts (other code and tests set them directly).
    # ``current_player`` is a plain attribute, which DealState's entries read on every action:
    # assigning ``turn`` goes through its setter below, which keeps it in step (the card play
    # writes both itself). ``phase`` reads ``_phase`` through a C-level getter.
    current_player: int | None = None
    phase = property(attrgetter("_phase"), doc="The phase name (see the module docstring).")

    @property
    def turn(self) -> int | None:
        """The seat to act, or None when the hand is over."""
        return self.__dict__["turn"]

    @turn.setter
    def turn(self, seat: int | None) -> None:
        d = self.__dict__
        d["turn"] = d["current_player"] = seat
    # A plain attribute, set once by _finish (the only place that ends a hand).
    is_over: bool = False

    def __init__(self, n_players: int, dealer: int, options: dict[str, Any], deck: list[Card],
                 scores: list[int], rules: PorrazoRules | None = None) -> None:
        """Deal ``deck`` for side scores ``scores``; ``rules`` are the match's typed rules (built
        from ``options`` if not given)."""
        self.n_players = n_players
        self.dealer = dealer
        self.options = options
        self.rules = rules = rules or rules_of(options)
        teams = uses_teams(n_players, rules)
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
        # What the plays read of the rules, as attributes of the hand: a score is tested against
        # the target at every credit, and players and records know the hand by these names.
        self.target = rules.target
        self.limpia_mode = rules.limpia_value
        self.provisional = rules.porrazo_provisional
        self.manual_claims = rules.claims == "manual"
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

    # -- legal actions ------------------------------------------------------------------------------
    def _legal(self) -> list[Action]:
        phase = self._phase
        if phase == PLAY:
            # Written first and in: a playout asks for this list before every card.
            hand = self.hands[self.current_player]  # type: ignore[index]
            table = self.table
            if len(table) < 4:  # en su lugar needs a table of at most three cards
                # Only a card of rank len(table) + 1 can go in its place, so whether that rank's
                # play would capture (what en su lugar declines) is decided once, not per card:
                # the resolution of spec 6.2 for that one rank.
                need = len(table) + 1
                chain = self.chain
                if chain and need == self.chain_rank:
                    declinable = chain != COUNTERED  # a San Benito cannot be declined
                else:
                    # A capture (_table_ranks written in).
                    declinable = need in (self._ranks if self._ranks_of is table else list(map(RANK_OF, table)))
                if declinable:
                    out: list[Action] = []
                    for c in hand:
                        out.append(_PLAY[c])
                        if CARD_RANK[c] == need:
                            out.append(_INPLACE[c])
                    return out
            return list(map(_PLAY_OF, hand))
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
            return list(map(RANK_OF, self.table))
        return self._ranks

    # -- refusals -------------------------------------------------------------------------------------
    def _explain(self, action: Action) -> Refusal | None:
        phase = self._phase
        kind = action.kind
        if phase == TENDIDO:
            if kind == "tendido" and action.word == "wait" and self.k == self.deals:
                return Refusal("tendido-compulsory", "tendido", {"deal": self.k})
            if kind == "tendido":
                return Refusal("tendido-choice", "tendido", {"word": action.word or ""})
            return Refusal("tendido-first", "tendido", {"dealer": Seat(self.dealer)})
        if phase == DECLARE_PHASE:
            if kind == "declare":
                found = holding(self.hands[self.turn])  # type: ignore[index]
                return Refusal("declare-wrong-kind", "rondas",
                               {"word": action.word or "", "kind": found[0] if found else ""})
            return Refusal("declarations-first", "rondas", {"seat": Seat(self.turn)})
        if phase == CLAIM_PHASE:
            if kind == "claim":
                return Refusal("claim-wrong-kind", "rondas",
                               {"word": action.word or "", "kind": self._claim_kind(),
                                "holder": Seat(self.claim_queue[0])})
            return Refusal("claim-pending", "rondas", {"holder": Seat(self.claim_queue[0])})
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
    def _apply(self, action: Action) -> list[Event]:
        """Perform ``action``, known to be legal.

        Plays are performed here, not in a method of their own: this runs for every card of
        every playout, and a call and a dispatch are a noticeable share of a card's cost. A play
        resolves per spec 6.2; a card left on the table is handled here (its event is a shared
        constant), a capture or a card of the chain's rank by :class:`~.chain.ChainPlays`.
        Events are built with positional arguments.
        """
        if self._phase != PLAY:
            return self._apply_other(action)
        seat: int = self.current_player  # type: ignore[assignment]
        c: Card = action.args[0][0]  # type: ignore[index,assignment]
        r = CARD_RANK[c]
        table = self.table
        chain = self.chain
        # The table's ranks (kept beside it, see __init__): the capture test and every step of
        # a run are C-level ``in`` and ``list.index`` (the oldest card of each rank) on small ints.
        ranks = self._ranks
        if self._ranks_of is not table:
            ranks = self._ranks = list(map(RANK_OF, table))
            self._ranks_of = table
        if action.kind == "inplace":
            how = PLACE
        elif chain and r == self.chain_rank:
            how = NEXT_IN_CHAIN[chain]
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
        if how == PLACE:
            table.append(c)
            ranks.append(r)
            events.append(_PLACED[seat][c])
            self.chain = DISCARDED
            self.chain_rank = r
            self.chain_seat = seat
            self.chain_card = c
            if r <= 4 and len(table) == r and self._score(self.side_of[seat], seat, r, "en_su_lugar", events,
                                                            "play", {"card": CARD_CODE[c]}):
                return events
        elif how == CAPTURE:
            if self._capture(seat, c, r, chain, ranks, events):
                return events
        elif self._chain_play(how, seat, c, r, ranks, events):
            return events
        if plays < self._plays_per_deal:
            d = self.__dict__
            d["turn"] = d["current_player"] = self._seat_after[plays]  # the ``turn`` setter, written out
        else:
            self._end_of_deal(events)
        return events

    def _apply_other(self, action: Action) -> list[Event]:
        """Perform a legal action of the tendido, the declarations or the claims."""
        phase = self._phase
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
        self.deal_hands(PACKET, PACKET)
        first_holder = n  # the play position of the first seat with a holding (n: none)
        for pos, s in enumerate(order):
            hand = hands[s]
            if not (blind and s == dealer):
                events.append(Event("hand", s, {"cards": list(map(CODE_OF, hand))}, _ONLY[s], None, "deal"))
            if first_holder == n:
                a, b, c = map(RANK_OF, hand)
                if a == b or a == c or b == c:
                    first_holder = pos
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
            events.append(Event("hand", dealer, {"cards": list(map(CODE, self.hands[dealer]))}, private=_ONLY[dealer],
                                rule="deal"))
            self._before_play(events)

    def _lay_tendido(self, events: list[Event]) -> None:
        before = list(self.table)
        cards = self.deal_to_table(4)
        self._ranks.extend(map(RANK_OF, cards))
        self.tendido = cards
        self.tendido_done = True
        seat, side = self.dealer, self.side_of[self.dealer]
        events.append(Event("tendido", seat, {"cards": list(map(CODE, cards))}, rule="tendido"))
        points, reading, read = position_score(cards)
        if points and self._score(side, seat, points, "tendido_positions", events, "tendido",
                                  {"reading": reading, "from": "from-" + reading.rsplit("-", 1)[1],
                                   "cards": list(map(CODE, read))}):
            return
        _total, groups = set_score(before, cards, self.rules.tendido_sets_scope)
        for rank, group in groups:
            if self._score(side, seat, PAIRS[len(group)] * VALUE[rank], "tendido_set", events, "tendido",
                           {"rank": RANK_CODE[rank], "count": len(group), "cards": list(map(CODE, group))}):
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
        if n == 6 and self.rules.leftover_6p == "dead":
            self.dead = self.stock[:left]
            del self.stock[:left]
            events.append(Event("set_aside", None, {"count": left}, rule="deal"))
        else:
            cards = self.deal_to_table(left)
            self._ranks.extend(map(RANK_OF, cards))
            events.append(Event("leftover", None, {"cards": list(map(CODE, cards))}, rule="deal"))

    # The end of the hand.
    def _end_of_hand(self, events: list[Event]) -> None:
        taker = self.last_capturer
        rest = self.rest_to_last_capturer()
        self._ranks = list(map(RANK_OF, self.table))  # the same list object, emptied or not
        if rest and taker is not None:
            events.append(Event("table_taken", taker, {"cards": list(map(CODE, rest))}, rule="scoring"))
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
                            {"seats": Seats(self.side_seats(side)), "how": how, "score": self.scores[side]},
                            rule="game-end"))
        self._finish()

    def _finish(self) -> None:
        self._phase = OVER
        self.turn = None
        self.is_over = True

    def snapshot(self) -> PorrazoSnapshot:
        """The play as plain, immutable values: what the AI's kernel reads (see :mod:`.snapshot`)."""
        return snapshot(self)

    # -- results ----------------------------------------------------------------------------------------
    def result(self) -> DealResult:
        deal_score = [self.gain[self.side_of[s]] for s in range(self.n_players)]
        seats = seats_by_side(self.side_of)
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
            return ("prompt.declare", {"seat": Seat(self.turn)})
        if phase == CLAIM_PHASE:
            return ("prompt.claim", {"holder": Seat(self.claim_queue[0]), "kind": self._claim_kind()})
        if phase == PLAY:
            params: dict[str, Any] = {"deal": self.k, "deals": self.deals, "round": self.plays // self.n_players + 1}
            # A card of the chain's rank would now make a counter-porrazo or a San Benito: the
            # decision says what it would win and risk (the chain is public, see the seat notes).
            if self.chain == PORRAZO_MADE and self.chain_undo:
                p_seat, _moved, credited, held, _last = self.chain_undo
                return ("prompt.play_counter", {**params, "rank": RANK_CODE[self.chain_rank], "seat": Seat(p_seat),
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
