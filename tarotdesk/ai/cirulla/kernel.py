"""Playout kernel of Cirulla: a whole deal from any point, declarations, captures, refills, scoring.

It starts from a complete :class:`~tarotdesk.games.cirulla.deal.CirullaDeal` and follows the
engine exactly, reusing its capture generator (the option lists are cached by table values):
declarations of a fresh hand with the Matta's designation, pairing, sums, fifteens, the Ace
sweep, scope, the refill of three cards each from the stock, the table left to the last
capturer, and the engine's end-of-deal scorer.

Moves are integers: a card bit with the captured cards' bits shifted above it, or a negative
number for a declaration. Playout policy (sees the whole sampled world): always declare the
best declaration, take the capture worth most (cards, diamonds, the settebello, primiera
cards, a scopa) and otherwise lay the card that leaves the next player the least.
"""

from __future__ import annotations

import random
from functools import lru_cache

from ...core.actions import Action, play
from ...games.cirulla.captures import options_for
from ...games.cirulla.deal import CirullaDeal, capture_action
from ...games.cirulla.declarations import best_declaration, declaration_action, declarations
from ...games.cirulla.rules import (
    CARDS,
    DECLARATION_POINTS,
    HAND_SIZE,
    GRANDE,
    GRANDE_POINTS,
    MATTA,
    PICCOLA_POINTS,
    PACK,
    PICCOLA_BASE,
    PICCOLA_EXTENSION,
    PLAYS_PER_DEAL,
    PRIMIERA,
    SETTEBELLO,
    SWEEP_TARGET,
    VALUE,
    CirullaRules,
)
from ...games.cirulla.scoring import PRIMIERA_ORDER
from ...games.fishing import strict_best
from .. import native
from ..playout.coding import Coding, bits, remember
from ..playout.noisy import noisy_choice

NATURAL = 7
EPSILON = 0.05
#: Playout cost model for the search budget: microseconds of CPU per card played and per
#: playout (its end and the tree's share), measured with ``benchmarks/ai_latency.py``.
PER_CARD, PER_PLAYOUT = 12, 60
#: Typical size of a deal's result in points (rewards are divided by it).
SCALE = 4.0
#: The highest capture value: a table totalling this or less (or fifteen) may be swept next.
TOP_VALUE = max(VALUE)
#: Declarations as move numbers: -(1 + index) into this list of (kind, Matta value).
_DECLS: list[tuple[str, int | None]] = []
_DECL_INDEX: dict[tuple[str, int | None], int] = {}


def _decl_move(kind: str, matta: int | None) -> int:
    key = (kind, matta)
    i = _DECL_INDEX.get(key)
    if i is None:
        i = _DECL_INDEX[key] = len(_DECLS)
        _DECLS.append(key)
    return -1 - i


class Spec:
    """Per-pack constants of the Cirulla kernel."""

    def __init__(self) -> None:
        self.coding = coding = Coding(PACK)
        self.value = coding.table(VALUE)
        self.primiera = coding.table(PRIMIERA)
        self.matta = coding.bit_of[MATTA]
        self.settebello = coding.bit_of[SETTEBELLO]
        self.diamond = [c.suit == "D" for c in coding.cards]
        self.plays = [play(c) for c in coding.cards]
        # What a captured card is worth to the playout policy.
        self.worth = [1.0 + (0.6 if self.diamond[b] else 0.0) + max(0, self.primiera[b] - 14) * 0.25
                      for b in range(coding.size)]
        self.worth[self.settebello] += 3.0
        # The scorer's tables on bits (see tarotdesk.games.cirulla.scoring).
        self.diamonds = coding.mask(c for c in coding.cards if c.suit == "D")
        self.grande = coding.mask(GRANDE)
        self.piccola = coding.mask(PICCOLA_BASE)
        self.piccola_more = [coding.bit_of[c] for c in PICCOLA_EXTENSION]
        self.primiera_order = [[coding.bit_of[c] for c in suit] for suit in PRIMIERA_ORDER]
        # The exact endgames score the same few piles again and again: remember them by mask.
        self.pile_stats: dict[int, tuple[int, int, int, bool, int]] = {}


@lru_cache(maxsize=1)
def _spec() -> Spec:
    return Spec()


class CirullaKernel:
    """A Cirulla deal as bit lists (see the module docstring)."""

    __slots__ = ("spec", "rules", "n", "dealer", "hands", "table", "stock", "piles", "side", "turn", "plays",
                 "fresh", "matta", "scope", "bonus", "last")

    def copy(self) -> "CirullaKernel":
        k = object.__new__(CirullaKernel)
        k.spec = self.spec
        k.rules = self.rules
        k.n = self.n
        k.dealer = self.dealer
        k.hands = [h[:] for h in self.hands]
        k.table = self.table[:]
        k.stock = self.stock
        k.piles = self.piles[:]
        k.side = self.side
        k.turn = self.turn
        k.plays = self.plays
        k.fresh = self.fresh[:]
        k.matta = self.matta
        k.scope = self.scope[:]
        k.bonus = self.bonus[:]
        k.last = self.last
        return k

    def to_move(self) -> int:
        return self.turn

    def cards_left(self) -> int:
        return PLAYS_PER_DEAL - self.plays

    def cost(self) -> int:
        """Estimated work of one playout from here (microseconds of this machine's CPU)."""
        return self.cards_left() * PER_CARD + PER_PLAYOUT

    def _value(self, b: int) -> int:
        return self.matta if b == self.spec.matta else self.spec.value[b]

    def moves(self) -> list[int]:
        sp = self.spec
        p = self.turn
        hand = self.hands[p]
        out: list[int] = []
        if self.fresh[p]:
            cards = [sp.coding.cards[b] for b in hand]
            out.extend(_decl_move(d.kind, d.matta_value) for d in declarations(cards, self.rules))
        table = self.table
        if not table:
            out.extend(hand)
            return out
        matta, matta_bit, value = self.matta, sp.matta, sp.value
        values = tuple([matta if b == matta_bit else value[b] for b in table])
        line = self.rules.capture_cache.line(values)
        for b in hand:
            v = matta if b == matta_bit else value[b]
            options = line[v]
            if options is None:
                options = options_for(v, values, line, self.rules)
            if not options:
                out.append(b)
                continue
            for positions in options:
                taken = 0
                for i in positions:
                    taken |= 1 << table[i]
                out.append(taken << 6 | b)
        return out

    def play(self, move: int) -> None:
        sp = self.spec
        p = self.turn
        if move < 0:
            kind, matta = _DECLS[-1 - move]
            points = DECLARATION_POINTS[kind]
            self.fresh[p] = False
            if matta is not None and matta != NATURAL:
                self.matta = matta
            self.bonus[self.side[p]] += points
            return
        b = move & 63
        taken = move >> 6
        hand = self.hands[p]
        hand.remove(b)
        self.fresh[p] = False
        self.plays += 1
        if not taken:
            self.table.append(b)
        else:
            self.table = [t for t in self.table if not taken >> t & 1]
            side = self.side[p]
            self.piles[side] |= taken | (1 << b)
            self.last = p
            if b == sp.matta or taken >> sp.matta & 1:
                self.matta = NATURAL
            if not self.table and self.plays < PLAYS_PER_DEAL:
                self.scope[side] += 1
        if p != self.dealer or hand:
            self.turn = (p + 1) % self.n
        elif self.stock:
            self._refill()
        else:
            self._finish()

    def _refill(self) -> None:
        n = self.n
        count = HAND_SIZE * n
        stock = self.stock
        for i in range(n):
            self.hands[(self.dealer + 1 + i) % n].extend(stock[i:count:n])
        self.stock = stock[count:]
        self.fresh = [True] * n
        self.turn = (self.dealer + 1) % n

    def _finish(self) -> None:
        if self.table and self.last >= 0:
            side = self.side[self.last]
            for t in self.table:
                self.piles[side] |= 1 << t
            self.table = []
        self.turn = -1

    # -- results --------------------------------------------------------------------------------------
    def side_totals(self) -> list[int]:
        """Each side's points for the deal, counted on the pile masks as the engine's scorer does."""
        sp = self.spec
        memo = sp.pile_stats
        stats = []
        for m in self.piles:
            st = memo.get(m)
            if st is None:
                st = remember(memo, m, _pile_stats(sp, m))
            stats.append(st)
        totals = [self.scope[i] + self.bonus[i] + st[4] for i, st in enumerate(stats)]
        suits = [st[3] for st in stats] if self.rules.primiera_requires_all_suits else None
        for k, eligible in ((0, None), (1, None), (2, suits)):
            w = strict_best([st[k] for st in stats], eligible)
            if w is not None:
                totals[w] += 1
        return totals

    def raw_values(self) -> list[float]:
        """Each seat's side total for the deal (the engine's ``deal_score``)."""
        totals = self.side_totals()
        return [float(totals[self.side[s]]) for s in range(self.n)]

    def values(self) -> list[float]:
        return [v / SCALE for v in self.raw_values()]

    def action(self, move: int) -> Action:
        return move_action(move)

    # -- the playout ----------------------------------------------------------------------------------
    def rollout(self, rng: random.Random) -> list[float]:
        rand = rng.random
        policy = self._policy
        sp = self.spec
        while self.turn >= 0:
            p = self.turn
            if self.fresh[p]:
                cards = [sp.coding.cards[b] for b in self.hands[p]]
                best = best_declaration(cards, self.rules)
                if best is not None:
                    self.play(_decl_move(best.kind, best.matta_value))
                    continue
            self.play(noisy_choice(self.moves(), rand, policy, EPSILON))
        return self.values()

    def _policy(self, moves: list[int]) -> int:
        sp = self.spec
        worth = sp.worth
        best, best_score = moves[0], -1e9
        table_total = sum(self._value(t) for t in self.table)
        for m in moves:
            if m < 0:
                continue
            b = m & 63
            taken = m >> 6
            if taken:
                score = worth[b] + 2.0
                t = taken
                while t:
                    low = t & -t
                    score += worth[low.bit_length() - 1]
                    t ^= low
                left = [x for x in self.table if not taken >> x & 1]
                if not left and self.plays + 1 < PLAYS_PER_DEAL:
                    score += 6.0
                else:
                    rest = sum(self._value(x) for x in left)
                    if rest <= TOP_VALUE or rest == SWEEP_TARGET:
                        score -= 2.5  # the next player may sweep it
            else:
                total = table_total + self._value(b)
                score = -worth[b] - (3.0 if total <= TOP_VALUE or total == SWEEP_TARGET else 0.0)
            if score > best_score:
                best, best_score = m, score
        return best


def move_action(move: int) -> Action:
    """The rules engine's action for a kernel move."""
    sp = _spec()
    if move < 0:
        kind, matta = _DECLS[-1 - move]
        return declaration_action(kind, matta)
    b = move & 63
    taken = move >> 6
    if not taken:
        return sp.plays[b]
    return capture_action(sp.coding.cards[b], [sp.coding.cards[t] for t in bits(taken)])


def _pile_stats(sp: Spec, m: int) -> tuple[int, int, int, bool, int]:
    """What the scorer reads of one pile: its cards, its diamonds, its primiera, whether it
    holds all four suits, and its own points (settebello, grande, piccola)."""
    total = held = 0
    for order in sp.primiera_order:
        for b in order:
            if m >> b & 1:
                total += sp.primiera[b]
                held += 1
                break
    own = m >> sp.settebello & 1
    if m & sp.grande == sp.grande:
        own += GRANDE_POINTS
    if m & sp.piccola == sp.piccola:
        run = PICCOLA_POINTS
        for b in sp.piccola_more:
            if not m >> b & 1:
                break
            run += 1
        own += run
    return m.bit_count(), (m & sp.diamonds).bit_count(), total, held == 4, own


def from_deal(deal: CirullaDeal) -> "CirullaKernel | CompiledCirulla | None":
    """The kernel world of a complete Cirulla deal in play (None once it is over or in a view):
    the compiled one where the extension is on, else the Python reference (:func:`python_kernel`)."""
    k = python_kernel(deal)
    return compiled(k) if k is not None and COMPILED else k


def python_kernel(deal: CirullaDeal) -> CirullaKernel | None:
    """The Python kernel world of a complete Cirulla deal in play (None once over or in a view)."""
    if deal.current_player is None or deal.viewer is not None:
        return None
    snap = deal.snapshot()
    sp = _spec()
    coding = sp.coding
    k = object.__new__(CirullaKernel)
    k.spec = sp
    k.rules = deal.rules
    k.n = deal.n_players
    k.dealer = deal.dealer
    bit = coding.bit_of
    k.hands = [[bit[c] for c in h] for h in snap.hands]
    k.table = [bit[c] for c in snap.table]
    k.stock = [bit[c] for c in snap.stock]
    k.piles = [coding.mask(p) for p in snap.piles]
    k.side = snap.side_of
    k.turn = deal.current_player
    k.plays = snap.plays
    k.fresh = list(snap.fresh)
    k.matta = snap.matta
    k.scope = list(snap.scope)
    k.bonus = list(snap.bonus)
    k.last = snap.last_capturer if snap.last_capturer is not None else -1
    return k


# -- the compiled kernel ----------------------------------------------------------------------------
# The same world in the extension (native/cirulla.c): the pack's tables from the Python kernel's
# spec, the capture options and the declarations asked of the game package (and remembered).

COMPILED = native.register("cirulla")


@lru_cache(maxsize=16)
def _compiled_spec(rules: CirullaRules) -> object:
    sp = _spec()
    cards = sp.coding.cards

    def options(value: int, values: tuple[int, ...]) -> list[int]:
        # The engine's capture options of a card of ``value`` (cached per table, as it caches them).
        line = rules.capture_cache.line(values)
        found = line[value]
        if found is None:
            found = options_for(value, values, line, rules)
        return [sum(1 << i for i in positions) for positions in found]

    def declared(hand: tuple[int, ...]) -> tuple[int, tuple[tuple[int, int, int], ...]]:
        held = [cards[b] for b in hand]
        best = best_declaration(held, rules)
        rows = tuple((_decl_move(d.kind, d.matta_value), DECLARATION_POINTS[d.kind],
                      -1 if d.matta_value is None else d.matta_value) for d in declarations(held, rules))
        return (_decl_move(best.kind, best.matta_value) if best is not None else 0), rows

    assert native.MODULE is not None
    ints = (sp.coding.size, PLAYS_PER_DEAL, HAND_SIZE, NATURAL, SWEEP_TARGET, TOP_VALUE, sp.matta, sp.settebello,
            rules.primiera_requires_all_suits, GRANDE_POINTS, PICCOLA_POINTS, PER_CARD, PER_PLAYOUT)
    return native.MODULE.cirulla_spec(ints, sp.value, sp.primiera, sp.worth, (sp.diamonds, sp.grande, sp.piccola),
                                      sp.piccola_more, sp.primiera_order, (EPSILON, SCALE), options, declared)


if native.MODULE is not None:
    class CompiledCirulla(native.MODULE.World):  # type: ignore[name-defined,misc]
        """A Cirulla world in the compiled kernel (the Sim protocol; :meth:`reference` gives the
        Python kernel back)."""

        __slots__ = ()

        def action(self, move: int) -> Action:
            return move_action(move)

        def reference(self) -> CirullaKernel:
            """The same world as a Python kernel."""
            assert native.MODULE is not None
            (n, dealer, turn, plays, matta, last, hands, table, stock, piles, side, fresh, scope,
             bonus) = native.MODULE.cirulla_state(self)
            k = object.__new__(CirullaKernel)
            k.spec, k.rules = _spec(), self.owner()[1]
            k.n, k.dealer, k.turn, k.plays, k.matta, k.last = n, dealer, turn, plays, matta, last
            k.hands, k.table, k.stock, k.piles, k.side = hands, table, stock, piles, tuple(side)
            k.fresh, k.scope, k.bonus = [bool(f) for f in fresh], scope, bonus
            return k
else:
    CompiledCirulla = CirullaKernel  # type: ignore[misc,assignment]  (never built without the extension)


def compiled(k: CirullaKernel) -> "CompiledCirulla":
    """``k`` as a compiled world (the extension must be built)."""
    assert native.MODULE is not None
    return native.MODULE.cirulla_world(CompiledCirulla, (_compiled_spec(k.rules), k.rules), k.n, k.dealer, k.turn,
                                       k.plays, k.matta, k.last, k.hands, k.table, k.stock, k.piles, k.side, k.fresh,
                                       k.scope, k.bonus)


__all__ = ["CirullaKernel", "from_deal", "CARDS"]
