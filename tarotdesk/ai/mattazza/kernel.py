"""Playout kernel of Mattazza: ten tricks, the Matto settlement, totals, losers and units.

It starts from a complete :class:`~tarotdesk.games.mattazza.deal.MattazzaDeal` in ``play`` or
``matto-gift`` and follows the engine exactly: following suit, compulsory trumping, the Moors
(equal trumps: the later one wins), the Matto that may always be played, never wins and stays
in its player's pile, the card its player hands to the trick's winner after the last trick
(a blank first with that option; automatic when there is one choice), and the totals scored
by the engine's own pile scorer.

Playout policy (sees every hand of the sampled world): throw the most expensive card that does
not take the trick; when a trick cannot be avoided, take it with the card most likely to win a
later one anyway; a player still without a trick takes a cheap one while he can; lead the
lowest card of the suit where it is safest; the Matto escapes a costly trick.
"""

from __future__ import annotations

import random
from functools import lru_cache
from typing import Sequence

from ...core.actions import Action, card_action, play
from ...games.mattazza.deal import MATTO_GIFT, PLAY, MattazzaDeal
from ...games.mattazza.rules import CARD_POINTS, LAST_TRICK_BONUS, PACK, RULES, TRICKS
from ...games.mattazza import scoring as _scoring
from ...games.mattazza.scoring import SCORED, deal_losers, end_check, points_of
from .. import native
from ..logistic import sigmoid
from ..playout.coding import TRUMPS, bits
from ..playout.trick_kernel import TrickKernel, TrickSpec, next_seats

GIVE = 128
EPSILON = 0.06
#: A lost deal is worth −1: rewards are in lost deals already.
SCALE = 1.0
#: The engine's scorer takes piles as masks of ``Card.index`` bits (else as sets of indices).
_INDEX_MASKS = hasattr(_scoring, "mask_of")
#: Points of total over which the chance of losing the deal goes from a half to about 3/4.
LOSS_SPREAD = 4.0
#: Piles whose points are remembered at most (the cache is emptied beyond).
CACHE_LIMIT = 200_000
#: Playout cost model for the search budget: microseconds of CPU per card played and per
#: playout (its end and the tree's share), measured with ``benchmarks/ai_latency.py``.
PER_CARD, PER_PLAYOUT = 10, 60


class Spec(TrickSpec):
    """The per-options constants of the Mattazza kernel."""

    def __init__(self, single: bool, blank_first: bool) -> None:
        super().__init__(PACK, RULES)
        coding = self.coding
        self.single = single
        self.blank_first = blank_first
        self.points = coding.table(CARD_POINTS)
        self.counting = sum(1 << b for b, p in enumerate(self.points) if p)
        self.index = [c.index for c in coding.cards]
        #: Card and combination points of a pile, by its bit mask (piles recur across playouts).
        self.cache: dict[int, int] = {}
        self.plays = [play(c) for c in coding.cards]
        self.gives = [card_action("give", c) for c in coding.cards]
        # Cards in playout order of preference to throw away: most points, then strongest.
        self.burden = [self.points[b] * 100 + self.strength[b] + (30 if self.suit[b] == TRUMPS else 0)
                       for b in range(coding.size)]


@lru_cache(maxsize=8)
def _spec(single: bool, blank_first: bool) -> Spec:
    return Spec(single, blank_first)


class MattazzaKernel(TrickKernel):
    """A Mattazza deal in play as bit masks (see the module docstring)."""

    __slots__ = ("n", "fool_seat", "leader", "trick_no", "owner", "recipient", "gift_phase", "last", "losses")

    def copy(self) -> "MattazzaKernel":
        k = object.__new__(MattazzaKernel)
        self.copy_trick(k)
        k.n = self.n
        k.fool_seat = self.fool_seat
        k.leader = self.leader
        k.trick_no = self.trick_no
        k.owner = self.owner
        k.recipient = self.recipient
        k.gift_phase = self.gift_phase
        k.last = self.last
        k.losses = self.losses
        return k

    def cards_left(self) -> int:
        return sum(h.bit_count() for h in self.hands)

    def cost(self) -> int:
        """Estimated work of one playout from here (microseconds of this machine's CPU)."""
        return self.cards_left() * PER_CARD + PER_PLAYOUT

    def _gift_mask(self) -> int:
        sp = self.spec
        pile = self.piles[self.owner]
        if sp.blank_first:
            blanks = pile & ~sp.counting
            if blanks:
                return blanks
        return pile

    def moves(self) -> list[int]:
        if self.gift_phase:
            return [GIVE + b for b in bits(self._gift_mask())]
        return list(bits(self.legal_mask()))

    def play(self, move: int) -> None:
        if self.gift_phase:
            self._give(move - GIVE)
            return
        p = self.turn
        self.hands[p] &= ~(1 << move)
        self.record(p, move)
        if len(self.tcards) < self.n:
            self.turn = (p + 1) % self.n
            return
        self._finish_trick()

    def _finish_trick(self) -> None:
        sp = self.spec
        w = self.wseat
        mask = 0
        for b in self.tcards:
            mask |= 1 << b
        if self.fool_seat >= 0:
            mask &= ~sp.fool
            self.piles[self.fool_seat] |= sp.fool
            self.owner, self.recipient = self.fool_seat, w
        self.piles[w] |= mask
        self.won[w] += 1
        self.tseats, self.tcards = [], []
        self.lead, self.wseat, self.wstr, self.fool_seat = -1, -1, -1, -1
        self.leader = w
        if self.trick_no < TRICKS:
            self.trick_no += 1
            self.turn = w
            return
        self.last = w
        if self.owner < 0:
            self.turn = -1
            return
        gifts = self._gift_mask()
        if gifts & (gifts - 1) == 0:
            self._give(gifts.bit_length() - 1)
            return
        self.gift_phase = True
        self.turn = self.owner

    def _give(self, b: int) -> None:
        bit = 1 << b
        self.piles[self.owner] &= ~bit
        self.piles[self.recipient] |= bit
        self.gift_phase = False
        self.turn = -1

    # -- results --------------------------------------------------------------------------------------
    def totals(self) -> list[int]:
        """Each seat's deal total (lower is better), as the engine's scorer counts it."""
        sp = self.spec
        cache = sp.cache
        out = []
        for s, pile in enumerate(self.piles):
            points = cache.get(pile)
            if points is None:
                points = cache[pile] = _pile_points(sp, pile)
                if len(cache) > CACHE_LIMIT:
                    cache.clear()
            out.append(points + pile.bit_count() // self.n + (LAST_TRICK_BONUS if s == self.last else 0))
        return out

    def outcome(self, totals: list[int]) -> tuple[list[int], list[int]]:
        """The deal's losers and the units paid if it ends the game (the engine's rules)."""
        return settle(totals, self.losses)

    def raw_values(self, totals: list[int] | None = None) -> list[float]:
        """Units minus one for a lost deal, per seat (see the game's ``deal_values``)."""
        if totals is None:
            totals = self.totals()
        losers, units = self.outcome(totals)
        return [float(units[s]) - (1.0 if s in losers else 0.0) for s in range(self.n)]

    def values(self) -> list[float]:
        """Units minus a smooth share of the loss: a seat that took no trick loses outright, the
        others lose more surely the closer their total is to (or the further above) the highest
        other total. Less noisy than the bare loss, and the same order of outcomes."""
        totals = self.totals()
        _, units = self.outcome(totals)
        trickless = any(t == 0 for t in totals)
        out = []
        for s in range(self.n):
            if totals[s] == 0:
                loss = 1.0
            elif trickless:
                loss = 0.0
            else:
                other = max(t for i, t in enumerate(totals) if i != s)
                loss = sigmoid((totals[s] - other) / LOSS_SPREAD)
            out.append((units[s] - loss) / SCALE)
        return out

    def action(self, move: int) -> Action:
        sp = self.spec
        if move >= GIVE:
            return sp.gives[move - GIVE]
        return sp.plays[move]

    # -- the playout ----------------------------------------------------------------------------------
    def rollout(self, rng: random.Random) -> list[float]:
        rand = rng.random
        while self.turn >= 0:
            if self.gift_phase:
                gifts = self._gift_mask()
                # Hand over the cheapest card of the pile.
                self._give(min(bits(gifts), key=self.spec.burden.__getitem__))
                continue
            legal = self.legal_mask()
            if legal & (legal - 1) == 0:
                b = legal.bit_length() - 1
            elif rand() < EPSILON:
                options = bits(legal)
                b = options[int(rand() * len(options))]
            else:
                b = self._policy(legal)
            p = self.turn
            self.hands[p] &= ~(1 << b)
            self.record(p, b)
            if len(self.tcards) < self.n:
                self.turn = (p + 1) % self.n
            else:
                self._finish_trick()
        return self.values()

    def _beats(self, b: int) -> int:
        """The winning key card ``b`` would have now, or -1 if it would not win."""
        sp = self.spec
        lead = self.lead if self.lead >= 0 else sp.suit[b]
        key = sp.key[lead][b]
        return key if key >= self.wstr and key >= 0 else -1

    def _policy(self, legal: int) -> int:
        sp = self.spec
        p = self.turn
        plain = legal & ~sp.fool
        if not plain:
            return sp.fool_bit
        burden = sp.burden
        need_trick = self.won[p] == 0
        options = bits(plain)
        if self.lead < 0:
            # Lead the card least likely to take the trick: the lowest of the suit whose other
            # holders can most surely beat it.
            best, best_key = options[0], None
            for b in options:
                s = sp.suit[b]
                later = self._later_max(p, s)
                mine = sp.key[s][b]
                safe = later > mine
                key = (safe != need_trick, -burden[b] if safe else burden[b])
                if best_key is None or key > best_key:
                    best, best_key = b, key
            return best
        later = self._later_max(p, self.lead)
        losing = []
        winning = []
        for b in options:
            key = self._beats(b)
            if key < 0 or later >= key:  # a later equal Moor beats a Moor too
                losing.append(b)
            else:
                winning.append(b)
        if need_trick and winning and self.trick_no >= TRICKS - 3:
            return min(winning, key=burden.__getitem__)
        if losing:
            # Throw the most expensive card that still loses the trick.
            return max(losing, key=burden.__getitem__)
        if sp.fool & legal and self._trick_cost() >= 6:
            return sp.fool_bit
        # The trick is ours anyway: spend the card most likely to win a later one.
        return max(winning, key=burden.__getitem__)

    def _trick_cost(self) -> int:
        sp = self.spec
        return sum(sp.points[b] for b in self.tcards) + 1


def settle(totals: Sequence[int], losses_before: Sequence[int]) -> tuple[list[int], list[int]]:
    """A deal's losers and the units paid if it ends the game, by the game package's rules."""
    losers = deal_losers(totals)
    losses = list(losses_before)
    for s in losers:
        losses[s] += 1
    end = end_check(losses, len(losses))
    return losers, list(end.units) if end else [0] * len(losses)


def _pile_points(sp: Spec, pile: int) -> int:
    """Card points plus combination points of a pile given as a kernel bit mask (the engine's
    scorer, which reads a pile as the set or the mask of its ``Card.index`` numbers)."""
    index = sp.index
    have = set()
    while pile:
        low = pile & -pile
        have.add(index[low.bit_length() - 1])
        pile ^= low
    if _INDEX_MASKS:
        return points_of(sum(1 << i for i in have), sp.single)
    return points_of(have, sp.single)  # type: ignore[arg-type]


def from_deal(deal: MattazzaDeal) -> "MattazzaKernel | CompiledMattazza | None":
    """The kernel world of a complete deal in ``play`` or ``matto-gift`` (else None): the
    compiled one where the extension is on, else the Python reference (:func:`python_kernel`)."""
    k = python_kernel(deal)
    return compiled(k) if k is not None and COMPILED else k


def python_kernel(deal: MattazzaDeal) -> MattazzaKernel | None:
    """The Python kernel world of a complete deal in ``play`` or ``matto-gift`` (else None)."""
    if deal.phase not in (PLAY, MATTO_GIFT) or deal.viewer is not None:
        return None
    rules = deal.rules
    sp = _spec(rules.contatori_single_use, rules.matto_gift_blank_first)
    snap = deal.snapshot()
    k = MattazzaKernel.start(sp, snap)
    k.n = deal.n_players
    k.leader = snap.leader
    k.trick_no = snap.trick_no
    k.owner = snap.matto_owner if snap.matto_owner is not None else -1
    k.recipient = snap.matto_recipient if snap.matto_recipient is not None else -1
    k.gift_phase = deal.phase == MATTO_GIFT
    k.last = snap.last_winner if snap.last_winner is not None else -1
    k.losses = snap.losses_before
    k.fool_seat = -1
    k.resume_trick(snap.trick_seats, snap.trick, deal.current_player)
    return k


# -- the compiled kernel ----------------------------------------------------------------------------
# The same world in the extension (native/mattazza.c): the trick tables and the policy's order from
# the Python kernel's spec, a pile's points and a deal's settlement asked of the game package.

COMPILED = native.register("mattazza")


@lru_cache(maxsize=8)
def _compiled_spec(single: bool, blank_first: bool) -> object:
    sp = _spec(single, blank_first)
    # A pile's Card.index mask eight kernel bits at a time (the scorer is asked once per new pile).
    spans = [[sum(1 << sp.index[8 * k + j] for j in range(8) if byte >> j & 1 and 8 * k + j < sp.coding.size)
              for byte in range(256)] for k in range((sp.coding.size + 7) // 8)]

    def points(pile: int) -> int:
        if not _INDEX_MASKS:
            return _pile_points(sp, pile)
        mask = 0
        for k, span in enumerate(spans):
            mask |= span[pile >> 8 * k & 255]
        return points_of(mask, sp.single)

    def outcome(totals: list[int], losses: list[int]) -> tuple[list[int], list[int]]:
        return settle(totals, losses)

    assert native.MODULE is not None
    ints = (sp.coding.size, TRICKS, RULES.must_trump, blank_first, LAST_TRICK_BONUS, PER_CARD, PER_PLAYOUT)
    return native.MODULE.mattazza_spec(ints, sp.suit, sp.points, sp.burden, sp.key, sp.suit_mask,
                                       (sp.trumps, sp.fool, sp.counting, sp.coding.mask(SCORED)), (EPSILON, SCALE, LOSS_SPREAD),
                                       points, outcome)


if native.MODULE is not None:
    class CompiledMattazza(native.MODULE.World):  # type: ignore[name-defined,misc]
        """A Mattazza world in the compiled kernel (the Sim protocol; :meth:`reference` gives the
        Python kernel back)."""

        __slots__ = ()

        def action(self, move: int) -> Action:
            sp = self.owner()[1]
            return sp.gives[move - GIVE] if move >= GIVE else sp.plays[move]

        def reference(self) -> MattazzaKernel:
            """The same world as a Python kernel."""
            assert native.MODULE is not None
            ints, hands, piles, won, losses, tseats, tcards = native.MODULE.mattazza_state(self)
            sp = self.owner()[1]
            k = object.__new__(MattazzaKernel)
            k.spec, k.hands, k.piles, k.won = sp, hands, piles, won
            k.n, turn, k.leader, k.trick_no, k.owner, k.recipient, gift, k.last = ints
            k.gift_phase, k.losses, k.fool_seat = bool(gift), tuple(losses), -1
            k.next_seat = next_seats(len(hands))
            k.resume_trick(tseats, [sp.coding.cards[b] for b in tcards], turn)
            return k

        def totals(self) -> list[int]:
            """As :meth:`MattazzaKernel.totals`."""
            return self.reference().totals()
else:
    CompiledMattazza = MattazzaKernel  # type: ignore[misc,assignment]  (never built without the extension)


def compiled(k: MattazzaKernel) -> "CompiledMattazza":
    """``k`` as a compiled world (the extension must be built)."""
    assert native.MODULE is not None
    sp = k.spec
    ints = (k.n, k.turn, k.leader, k.trick_no, k.owner, k.recipient, k.gift_phase, k.last)
    return native.MODULE.mattazza_world(CompiledMattazza, (_compiled_spec(sp.single, sp.blank_first), sp), ints,
                                        k.hands, k.piles, k.won, k.losses, k.tseats, k.tcards)
