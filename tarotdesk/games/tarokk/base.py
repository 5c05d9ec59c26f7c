"""The data of one Hungarian Tarokk deal and the helpers every phase uses.

:class:`DealBase` holds the whole deal in builtin containers, cards and tuples (so the generic
``clone`` works and views can be made by overwriting fields). The phases live in mixins
(``bidding``, ``exchange``, ``announcements``, ``play``) that the final state class combines.

Seats: ``active`` lists the four players of the deal in priority order (forehand first); in
the five-player game the dealer is not among them. ``next_seat[s]`` is the active player on
``s``'s right. Sides are ``DS`` (declarer and partner) and ``DF``; ``public_side`` is what the
table knows (``UNKNOWN_SIDE`` until revealed).
"""

from __future__ import annotations

from functools import lru_cache
from types import MappingProxyType
from typing import Any, Mapping, Sequence

from ...core.bidding import SeatPriorityAuction
from ...core.cards import Card
from ...core.events import Event
from ...core.state import DealResult, DealState
from .options import tarokk_rules
from .rules import DF, DS, HONOURS, SOLO, TALON_SIZE, UNKNOWN_SIDE, TarokkRules

#: Rule anchor of each phase (refusals that concern the phase as a whole).
PHASE_ANCHOR: dict[str, str] = {
    "bidding": "bidding", "contract": "bidding", "discard": "discard", "annulment": "annulment",
    "surrender": "surrender", "call": "partner-call", "announcements": "announcements", "play": "play",
    "over": "scoring",
}

#: Action kinds and the phase they belong to (to tell "wrong phase" from "unknown").
KIND_PHASE: dict[str, str] = {
    "bid": "bidding", "contract": "contract", "discard": "discard", "annul": "annulment",
    "surrender": "surrender", "call": "call", "announce": "announcements", "declare": "announcements",
    "contra": "announcements", "recontra": "announcements", "subcontra": "announcements",
    "hirscontra": "announcements", "mordcontra": "announcements", "play": "play",
}


#: Immutable fields of a deal as it starts (see ``DealBase.__init__``).
_START_VALUES: dict[str, Any] = {
    "invitation": None, "inv_pagat": None, "must_pass": None, "declarer": None, "contract": None,
    "contract_from": None, "sole_bidder": False, "discards_public": False, "tarokk_total": None,
    "annul_index": 0, "called": None, "partner": None, "game_level": 0, "game_mode": "",
    "double_voided": False, "ann_passes": 0, "ann_acted": False, "ann_first": True, "pagat_duty": None,
    "trick_no": 0, "_phase": "bidding", "phase": "bidding", "outcome": "", "annulled_by": None,
    "circuit_by": None, "final": None,
}


@lru_cache(maxsize=None)
def _seating(n_players: int, dealer: int) -> tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]:
    """(active seats in priority order, priority of each seat or -1, each active seat's right-hand
    neighbour or -1) for a deal of ``n_players`` dealt by ``dealer``."""
    order = [(dealer + 1 + i) % n_players for i in range(n_players)]
    active = tuple(order[:4])  # with four players the dealer is the fourth
    prio = [-1] * n_players
    nxt = [-1] * n_players
    for i, s in enumerate(active):
        prio[s] = i
        nxt[s] = active[(i + 1) % 4]
    return active, tuple(prio), tuple(nxt)


class DealBase(DealState):
    """Fields and shared helpers of a tarokk deal (see the module docstring)."""

    rules: TarokkRules
    active: tuple[int, ...]
    prio: tuple[int, ...]
    next_seat: tuple[int, ...]
    hands: list[list[Card]]
    talon: list[Card]
    took: list[list[Card]]
    auction: SeatPriorityAuction
    honour_bidders: list[int]
    invitation: tuple[Card, int, str] | None  # (card, inviter, kind)
    inv_pagat: bool | None  # the inviter qualified through the Pagat (hidden)
    must_pass: int | None
    declarer: int | None
    contract: int | None
    contract_from: int | None
    sole_bidder: bool
    to_discard: list[int]
    discard_order: list[int]
    discards: list[list[Card]]
    discards_public: bool
    shown: list[Card]
    tarokk_counts: list[int]
    tarokk_total: int | None
    annul_index: int
    called: Card | None
    partner: int | None  # -1 in a view that cannot know it
    public_side: list[int]
    game_level: int
    game_mode: str  # "", "double" or "volat"
    double_voided: bool
    bonus_levels: list[dict[str, int]]  # per side: announced bonus -> contra level
    declared: list[int]
    held_tarokks: list[int]  # tarokks in each hand, counted as the announcement round begins
    ann_log: list[tuple[int, str]]  # (seat, action text) of every announcement sub-action
    spoke: list[bool]
    ann_passes: int
    ann_acted: bool
    ann_first: bool
    pagat_duty: int | None
    trick: list[Card]
    trick_seats: list[int]
    trick_no: int
    piles: list[list[Card]]
    tricks: list[tuple[tuple[int, ...], tuple[Card, ...], int]]
    tricks_won: list[int]
    voids: list[set[str]]
    outcome: str
    annulled_by: int | None
    circuit_open: bool
    circuit_by: int | None
    offered: list[bool]
    final: DealResult | None  # the settlement, once the deal is over

    def __init__(self, n_players: int, dealer: int, deck: Sequence[Card], options: Mapping[str, Any],
                 circuit_open: bool = True) -> None:
        if n_players not in (4, 5):
            raise ValueError("tarokk is played by 4 players, or 5 with the dealer sitting out")
        self.n_players = n_players
        self.dealer = dealer
        self.options = MappingProxyType(dict(options))
        self.rules = tarokk_rules(options)
        self.viewer = None
        n = n_players
        active, self.prio, self.next_seat = _seating(n, dealer)
        self.active = active
        # The deal: six talon cards, then five to each active player, then four (spec §4.4).
        self.talon = list(deck[:TALON_SIZE])
        hands: list[list[Card]] = [[] for _ in range(n)]
        for i, s in enumerate(active):
            hands[s] = list(deck[6 + 5 * i: 11 + 5 * i]) + list(deck[26 + 4 * i: 30 + 4 * i])
        self.hands = hands
        self.took = [[] for _ in range(n)]
        self.auction = SeatPriorityAuction(list(active), 4, end_when_unbeatable=True)
        self.honour_bidders = []
        self.to_discard = [0] * n
        self.discard_order = []
        self.discards = [[] for _ in range(n)]
        self.shown = []
        self.tarokk_counts = [-1] * n
        self.public_side = [UNKNOWN_SIDE] * n
        self.bonus_levels = [{}, {}]
        self.declared = [0] * n
        self.held_tarokks = [0] * n
        self.ann_log = []
        self.spoke = [False] * n
        self.trick = []
        self.trick_seats = []
        self.piles = [[] for _ in range(n)]
        self.tricks = []
        self.tricks_won = [0] * n
        self.voids = [set() for _ in range(n)]
        self.offered = [False] * n
        self.circuit_open = circuit_open
        # The immutable starting values in one step (a deal is made for every playout); this
        # sets ``_phase`` with ``phase`` directly, as its setter would.
        d = self.__dict__
        d.update(_START_VALUES)
        d["turn"] = d["current_player"] = active[0]

    # Containers copied by ``clone``; everything else in a deal is immutable and shared.
    _NESTED_LISTS = ("hands", "took", "discards", "piles")
    _FLAT_LISTS = ("talon", "honour_bidders", "to_discard", "discard_order", "shown", "tarokk_counts",
                   "public_side", "declared", "held_tarokks", "ann_log", "spoke", "trick", "trick_seats", "tricks", "tricks_won",
                   "offered")

    def clone(self) -> "DealBase":
        """An independent copy. Written out because the search copies deals constantly: about
        four times faster than the generic container walk (a test checks that no container is
        shared with the original)."""
        new = object.__new__(type(self))
        d = dict(self.__dict__)
        for name in self._NESTED_LISTS:
            d[name] = [list(x) for x in d[name]]
        for name in self._FLAT_LISTS:
            d[name] = list(d[name])
        d["voids"] = [set(v) for v in self.voids]
        d["bonus_levels"] = [dict(b) for b in self.bonus_levels]
        d["auction"] = self.auction.clone()
        cache = d.get("_legal_cache")
        if cache is not None:  # an announcement sub-action leaves its maker's next options listed
            d["_legal_cache"] = cache[:]
        new.__dict__ = d
        return new

    # -- the contract's simple parts ----------------------------------------------------------------
    # ``current_player``, ``phase`` and ``is_over`` are plain attributes: the match and the base
    # class read them several times per action, and a property would be a Python call each time.
    # The deal's own names ``turn`` and ``_phase`` (read by the AI, set by tests that build a
    # position) stay real entries of the instance dict; assigning them goes through the setters
    # below, which keep the contract's attributes in step.
    current_player: int | None = None
    phase: str = "bidding"
    is_over: bool = False

    @property
    def turn(self) -> int | None:
        """The seat to act, or None once the deal is over."""
        return self.__dict__["turn"]

    @turn.setter
    def turn(self, seat: int | None) -> None:
        d = self.__dict__
        d["turn"] = d["current_player"] = seat
        d["is_over"] = seat is None

    @property
    def _phase(self) -> str:
        """``bidding``, ``contract``, ``discard``, ``annulment``, ``surrender``, ``call``,
        ``announcements``, ``play`` or ``over``."""
        return self.__dict__["_phase"]

    @_phase.setter
    def _phase(self, phase: str) -> None:
        d = self.__dict__
        d["_phase"] = d["phase"] = phase

    @property
    def RULE_TURN(self) -> str:  # type: ignore[override]
        """The anchor of "not your turn" refusals: the current phase's section."""
        return PHASE_ANCHOR.get(self.phase, "play")

    # -- shared helpers ---------------------------------------------------------------------------
    @property
    def five_dealer_talon(self) -> bool:
        """Five players with the dealer handing out the talon (he sees it and collects fees)."""
        return self.n_players == 5 and self.rules.dealer_handles_talon

    def side_of(self, seat: int) -> int:
        """The true side of ``seat`` (in a view: exact for the viewer, a guess for others)."""
        return DS if seat == self.declarer or seat == self.partner else DF

    def ds_seats(self) -> tuple[int, ...]:
        """The declarer's side (true)."""
        assert self.declarer is not None
        if self.partner is not None and self.partner >= 0:
            return (self.declarer, self.partner)
        return (self.declarer,)

    def df_seats(self) -> tuple[int, ...]:
        """The defenders (true)."""
        ds = self.ds_seats()
        return tuple(s for s in self.active if s not in ds)

    def invitation_in_force(self) -> Card | None:
        """The invitation card the declarer must call, if an invitation binds him (spec §5.3 rule 6)."""
        inv = self.invitation
        if inv is None or inv[1] == self.declarer or self.contract == SOLO:
            return None
        return inv[0]

    def has_honour(self, seat: int) -> bool:
        """True if ``seat`` holds an honour now."""
        return any(c in HONOURS for c in self.hands[seat])

    def others_discarded_tarokk(self) -> bool:
        """Did a player other than the declarer announce a discarded tarokk (call rule 2)?"""
        if self.tarokk_total is not None:
            return self.tarokk_total > 0
        return any(k > 0 for s, k in enumerate(self.tarokk_counts) if s != self.declarer)

    def propagate_sides(self) -> list[Event]:
        """A publicly known partner makes every other unknown player a public defender."""
        ps = self.public_side
        decl = self.declarer
        events: list[Event] = []
        if any(ps[s] == DS for s in self.active if s != decl):
            for s in self.active:
                if s != decl and ps[s] == UNKNOWN_SIDE:
                    ps[s] = DF
                    events.append(Event("joins_defenders", s, rule="announcements"))
        return events

    def reveal(self, seat: int, side: int) -> list[Event]:
        """Make ``seat``'s side public (and what follows from it)."""
        if self.public_side[seat] != UNKNOWN_SIDE:
            return []
        self.public_side[seat] = side
        events = [Event("joins_declarer" if side == DS else "joins_defenders", seat, rule="announcements")]
        return events + self.propagate_sides()

    def played_by(self, seat: int) -> list[Card]:
        """Cards ``seat`` has played in this deal (public)."""
        out = [c for seats, cards, _ in self.tricks for s, c in zip(seats, cards) if s == seat]
        out.extend(c for s, c in zip(self.trick_seats, self.trick) if s == seat)
        return out

    def end_deal(self, outcome: str) -> None:
        """Mark the deal finished with ``outcome``."""
        self.outcome = outcome
        self.turn = None
        self._phase = "over"
