"""Machinery shared by the fishing games (Porrazo, Cirulla).

A fishing deal has a face-down stock dealt in rounds, hands, face-up table cards in the order
they arrived, one captured pile per side, and a last capturer who takes what is left on the
table when the deal ends. Captures happen in full view, so piles and table are public; only
hands and the stock are hidden. :class:`FishingDeal` holds those pieces and implements the
view/sample part of the state contract for them; a game subclass adds its capture rules,
declarations and scoring.
"""

from __future__ import annotations

from itertools import combinations
from typing import Any, Callable, Hashable, Sequence

from ..core.cards import UNKNOWN, Card
from ..core.rng import SeededRNG
from ..core.message_params import Seats
from ..core.state import DealState, Verdict
from ..core.unknowns import Inconsistent, Slot, fill_slots

#: A test on a seat's whole hand (known and filled cards together).
HandRule = Callable[[list[Card]], bool]


def sides_for(n_players: int, teams: bool) -> list[int]:
    """Side of each seat: partners alternate around the table when ``teams`` (seat mod 2)."""
    return [s % 2 for s in range(n_players)] if teams else list(range(n_players))


#: The seats of each side per seating (see seats_by_side).
_SEATS: dict[tuple[int, ...], tuple[tuple[int, ...], ...]] = {}


def seats_by_side(side_of: Sequence[int]) -> tuple[tuple[int, ...], ...]:
    """Each side's seats in seat order, worked out once per seating (a few at most)."""
    key = tuple(side_of)
    seats = _SEATS.get(key)
    if seats is None:
        seats = _SEATS[key] = tuple(tuple(s for s, side in enumerate(side_of) if side == t)
                                    for t in range(max(side_of) + 1))
    return seats


def points_verdict(sides: Sequence[Sequence[int]], gains: Sequence[int], rule: str = "scoring") -> Verdict:
    """Which side scored most in a deal (or a hand) and against what: ``ahead`` of the one other
    side, ``ahead-of-all`` of several (``second`` is the next best), ``level`` when the best
    sides tie, ``no-points`` when nobody scored (the words are each game's)."""
    best = max(gains)
    if best <= 0:
        return Verdict("no-points", (), {}, rule)
    top = [i for i, g in enumerate(gains) if g == best]
    seats = tuple(s for i in top for s in sides[i])
    if len(top) > 1:
        return Verdict("level", seats, {"points": best}, rule)
    others = [i for i in range(len(gains)) if i != top[0]]
    second = max(gains[i] for i in others)
    kind = "ahead" if len(others) == 1 else "ahead-of-all"
    return Verdict(kind, seats, {"points": best, "second": second,
                                 "others": Seats(s for i in others for s in sides[i])}, rule)


def strict_best(values: Sequence[int], eligible: Sequence[bool] | None = None) -> int | None:
    """The index of the strictly highest value (among the ``eligible`` ones), or None on a tie.

    Values are counts or totals (never below 0): an ineligible one is replaced by -1, which
    never wins. Written with C-level ``max``/``count``/``index``: every deal's end asks it.
    """
    if eligible is not None:
        values = [v if ok else -1 for v, ok in zip(values, eligible)]
    top = max(values)
    if top < 0 or values.count(top) != 1:
        return None
    return values.index(top)


class FishingDeal(DealState):
    """Stock, hands, table, per-side piles and the last capturer of one fishing deal.

    Subclasses set ``n_players`` and ``dealer``, call :meth:`_init_fishing` with the shuffled
    pack, then deal with :meth:`deal_hands` and :meth:`deal_to_table`; a capture goes through
    :meth:`to_pile`, and the deal ends with :meth:`rest_to_last_capturer`.
    ``known_in_hand[s]`` lists cards of seat ``s`` that everyone has seen (a declared hand);
    they stay visible in views until played.
    """

    stock: list[Card]
    hands: list[list[Card]]
    table: list[Card]
    piles: list[list[Card]]
    side_of: list[int]
    last_capturer: int | None  # a seat
    known_in_hand: list[list[Card]]

    def _init_fishing(self, deck: Sequence[Card], side_of: list[int]) -> None:
        """The whole pack in the stock, empty hands, table and piles (one per side of ``side_of``)."""
        self.stock = list(deck)
        self.hands = [[] for _ in range(self.n_players)]
        self.table = []
        self.side_of = side_of
        self.piles = [[] for _ in range(max(side_of) + 1)]
        self.last_capturer = None
        self.known_in_hand = [[] for _ in range(self.n_players)]

    @property
    def n_sides(self) -> int:
        """How many sides capture (one pile each)."""
        return len(self.piles)

    def play_order(self) -> list[int]:
        """Seats in playing order for this deal: the dealer's neighbour first, the dealer last."""
        n = self.n_players
        return [(self.dealer + 1 + i) % n for i in range(n)]

    # -- moving cards ---------------------------------------------------------------------------
    def deal_hands(self, per_player: int, packet: int) -> None:
        """Give every seat a new hand of ``per_player`` stock cards, ``packet`` at a time.

        The seats are served in playing order from the dealer's neighbour; ``packet`` is 1 (one
        card at a time) or ``per_player`` (the whole hand at once). A fishing game deals only
        when every hand is played out, so each hand is a slice of the stock: no card is handled
        alone (every deal of every playout goes through here).
        """
        n = self.n_players
        count = per_player * n
        stock = self.stock
        hands = self.hands
        first = self.dealer + 1
        if packet == 1:
            for i in range(n):
                hands[(first + i) % n] = stock[i:count:n]
        else:
            for i in range(n):
                hands[(first + i) % n] = stock[i * packet:(i + 1) * packet]
        del stock[:count]

    def deal_to_table(self, count: int) -> list[Card]:
        """Turn the next ``count`` stock cards face up onto the table; return them."""
        cards = self.stock[:count]
        del self.stock[:count]
        self.table.extend(cards)
        return cards

    def to_pile(self, seat: int, played: Card, taken: list[Card]) -> None:
        """``seat`` won ``taken`` with ``played`` (both already off the table and out of the
        hand): they go to the side's pile, and ``seat`` is the last capturer."""
        pile = self.piles[self.side_of[seat]]
        pile.extend(taken)
        pile.append(played)
        self.last_capturer = seat

    def rest_to_last_capturer(self) -> list[Card]:
        """End of the deal: the table goes to the last capturer's side (no sweep); return it."""
        rest = list(self.table)
        if rest and self.last_capturer is not None:
            self.piles[self.side_of[self.last_capturer]].extend(rest)
            self.table.clear()
        return rest

    def majority_side(self) -> int | None:
        """The side with strictly the most captured cards, or None on a tie."""
        return strict_best([len(p) for p in self.piles])

    # -- sides ------------------------------------------------------------------------------------
    def side_seats(self, side: int) -> tuple[int, ...]:
        """The seats of a side, in seat order."""
        return seats_by_side(self.side_of)[side]

    def teams(self) -> list[list[int]] | None:
        """The partnerships (None when every seat is its own side)."""
        if self.n_sides == self.n_players:
            return None
        return [list(seats) for seats in seats_by_side(self.side_of)]

    # -- views ------------------------------------------------------------------------------------
    def _redact(self, seat: int) -> None:
        for s in range(self.n_players):
            if s != seat:
                known = self.known_in_hand[s]
                self.hands[s] = list(known) + [UNKNOWN] * (len(self.hands[s]) - len(known))
        self.stock = [UNKNOWN] * len(self.stock)
        self._redact_extra(seat)

    def _redact_extra(self, seat: int) -> None:
        """Hide game-specific private facts (override when a game has any)."""

    def hidden_slots(self) -> list[Slot]:
        """The places of a view that hold unknown cards (override to add constraints)."""
        slots = [Slot(("hand", s), sum(1 for c in h if c is UNKNOWN)) for s, h in enumerate(self.hands)]
        slots.append(Slot(("stock", 0), sum(1 for c in self.stock if c is UNKNOWN)))
        return [s for s in slots if s.count]

    def visible_cards(self) -> list[Card]:
        """Every card the view shows, wherever it lies."""
        seen = [c for h in self.hands for c in h if c is not UNKNOWN]
        seen += [c for c in self.stock if c is not UNKNOWN]
        seen += self.table
        for p in self.piles:
            seen += p
        return seen

    def unknown_pool(self) -> list[Card]:
        """The cards of the pack that this view does not place."""
        seen = set(self.visible_cards())
        return [c for c in self.pack_cards() if c not in seen]

    def pack_cards(self) -> Sequence[Card]:
        """All cards of the pack in use (subclasses return their game's pack)."""
        raise NotImplementedError

    def hand_rules(self) -> dict[int, HandRule]:
        """Tests that a seat's whole hand must pass in a filled view (default: none).

        Per-card limits belong in :meth:`hidden_slots`; this hook is for what the table knows
        about a hand as a whole, such as "holds a pair" after a declaration. Override it when a
        game has such facts; :meth:`_fill` then deals those seats first (see
        :func:`fill_with_hand_rules`).
        """
        return {}

    def _fill(self, rng: SeededRNG) -> None:
        slots = self.hidden_slots()
        pool = self.unknown_pool()
        rules = {s: test for s, test in self.hand_rules().items() if UNKNOWN in self.hands[s]}
        if rules:
            placed = fill_with_hand_rules(self.hands, slots, pool, rules, rng)
        else:
            placed = fill_slots(slots, pool, rng)
        for (kind, s), cards in placed.items():
            if kind == "hand":
                it = iter(cards)
                self.hands[s] = [next(it) if c is UNKNOWN else c for c in self.hands[s]]
            elif kind == "stock":
                it = iter(cards)
                self.stock = [next(it) if c is UNKNOWN else c for c in self.stock]
        self._fill_extra(placed)

    def _fill_extra(self, placed: dict[Any, list[Card]]) -> None:
        """Fill game-specific hidden places named by extra slots (override with hidden_slots)."""


def fill_with_hand_rules(hands: Sequence[Sequence[Card]], slots: Sequence[Slot], pool: Sequence[Card],
                         rules: dict[int, HandRule], rng: SeededRNG,
                         budget: int = 200_000) -> dict[Hashable, list[Card]]:
    """Like :func:`fill_slots`, but the hands of ``rules``' seats must also pass their test.

    The constrained hands are dealt first, the hardest first (fewest random draws passing),
    by a depth-first search whose candidates for each hand are random draws and then every
    combination of the remaining cards in a random order; the other slots share what is left.
    ``budget`` bounds the number of hand tests; :class:`Inconsistent` if nothing is found.
    """
    by_key = {s.key: s for s in slots}
    seats = [s for s in rules if ("hand", s) in by_key]
    known = {s: [c for c in hands[s] if c is not UNKNOWN] for s in seats}
    shuffled = list(pool)
    rng.shuffle(shuffled)

    def allowed(seat: int, cards: list[Card]) -> list[Card]:
        test = by_key[("hand", seat)].allowed
        return cards if test is None else [c for c in cards if test(c)]

    def pass_rate(seat: int) -> int:
        cards = allowed(seat, list(shuffled))
        count = by_key[("hand", seat)].count
        return sum(rules[seat](known[seat] + _sample(cards, count, rng)) for _ in range(12)) if count <= len(cards) else 0

    seats.sort(key=pass_rate)
    tests = [0]

    def candidates(seat: int, rest: list[Card]):  # type: ignore[no-untyped-def]
        count = by_key[("hand", seat)].count
        cards = allowed(seat, rest)
        if count > len(cards):
            return
        for _ in range(30):
            yield _sample(cards, count, rng)
        rng.shuffle(cards)
        yield from (list(combo) for combo in combinations(cards, count))

    def search(i: int, rest: list[Card]) -> dict[Hashable, list[Card]] | None:
        if i == len(seats):
            others = [s for s in slots if s.key[0] != "hand" or s.key[1] not in rules]
            try:
                return fill_slots(others, rest, rng)
            except Inconsistent:
                return None
        seat = seats[i]
        test = rules[seat]
        for pick in candidates(seat, rest):
            tests[0] += 1
            if tests[0] > budget:
                return None
            if test(known[seat] + pick):
                taken = set(pick)
                found = search(i + 1, [c for c in rest if c not in taken])
                if found is not None:
                    found[("hand", seat)] = pick
                    return found
        return None

    placed = search(0, shuffled)
    if placed is None:
        raise Inconsistent("no deal of the hidden cards fits what the table knows about the hands")
    return placed


def _sample(cards: Sequence[Card], count: int, rng: SeededRNG) -> list[Card]:
    """``count`` distinct cards drawn uniformly from ``cards``."""
    picked = list(cards)
    size = len(picked)
    for i in range(count):  # a partial Fisher-Yates shuffle
        j = i + rng.below(size - i)
        picked[i], picked[j] = picked[j], picked[i]
    return picked[:count]
