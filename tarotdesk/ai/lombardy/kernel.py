"""Playout kernel of the six Lombard games: the play phase, the Fool exchange and the scoring.

It starts from a complete :class:`~tarotdesk.games.lombardy.deal.LombardDeal` in the ``play`` or
``fool-exchange`` phase and follows the engine's rules exactly (tests compare both on
thousands of random deals): following suit, compulsory trumping, the Fool that may always be
played and never wins, its exchange for a card of its player's pile (at once, later when his
pile is still empty, never between public allies), the discard going to the dealer if he won
a trick and else to the last trick's winner, the batch count and every variant's scoring.

The playout policy sees the whole sampled world (every hand): it cashes sure winners, lets a
partner's safe trick collect its counting cards, wins a trick with the cheapest card that no
opponent after it can beat, and otherwise throws its cheapest card (the Fool instead when that
card would be costly).
"""

from __future__ import annotations

import random
from functools import lru_cache
from typing import Any

from ...core.actions import Action, card_action
from ...games.lombardy.deal import FOOL_DECLINE, FOOL_EXCHANGE, PLAY, PLAY_ACTIONS, LombardDeal
from ...games.lombardy.rules import LombardyRules
from ...games.lombardy.scoring import lombardy_deal_points, margin_share, ombre_extra
from .. import native
from ..playout.coding import FOOL_SUIT, TRUMPS, bits, remember
from ..playout.trick_kernel import TrickKernel, TrickSpec, next_seats

#: Move numbers besides card bits: declining the Fool exchange, and giving card ``b`` for it.
DECLINE = 127
GIVE = 128
#: Share of playout moves chosen at random (keeps the playouts varied).
EPSILON = 0.06

#: Playout cost model for the search budget: microseconds of CPU per card played and per
#: playout (its end and the tree's share), measured with ``benchmarks/ai_latency.py``.
PER_CARD, PER_PLAYOUT = 6, 40
#: Typical size of a deal's result in game points, per variant (rewards are divided by it).
SCALE = {"lombardy4": 0.3, "reseghino3": 10.0, "ombre3": 6.0, "ombra4": 10.0, "ombre5": 10.0, "ombre7": 12.0}


class Spec(TrickSpec):
    """Everything a Lombard kernel needs that does not change during a deal."""

    def __init__(self, v: LombardyRules) -> None:
        super().__init__(v.pack, v.tricks)
        coding = self.coding
        self.v = v
        self.n = v.n
        self.hand = v.hand
        self.batch = v.batch
        self.values = coding.table(v.values)
        self.counting = 0
        for b, val in enumerate(self.values):
            if val:
                self.counting |= 1 << b
        self.literal = v.leftover_rule == "literal"
        self.blank_first = v.fool_exchange_card == "blank_if_possible"
        self.win_min = v.win_min
        self.side_capot = v.capot_scope == "side"
        self.scale = SCALE[v.key]
        # Playout orderings: the cheapest card to throw, the best card to give a partner.
        self.dump = [self.values[b] * 100 + self.strength[b] + (40 if self.suit[b] == TRUMPS else 0)
                     for b in range(coding.size)]
        self.smear = [self.values[b] * 100 - self.strength[b] - (60 if self.suit[b] == TRUMPS else 0)
                      for b in range(coding.size)]
        # The playouts ask for the cheapest card of the same few masks over and over (a search
        # replays the same worlds): remember the answers, keyed by mask.
        self.cheapest: dict[int, int] = {}
        self.smeared: dict[int, int] = {}
        # above[s][x]: the cards of suit s stronger than x; above_trump[x]: trumps stronger than x.
        self.above = [[sum(1 << b for b in range(coding.size) if self.suit[b] == s and self.strength[b] >= x)
                       for x in range(32)] for s in range(5)]
        self.above_trump = [sum(1 << b for b in range(coding.size) if self.suit[b] == TRUMPS and self.strength[b] > x)
                            for x in range(32)]
        self.plays = [PLAY_ACTIONS[c.index] for c in coding.cards]
        self.gives = [card_action("fool", c) for c in coding.cards]


@lru_cache(maxsize=64)
def _spec(rules: LombardyRules) -> Spec:
    return Spec(rules)


def spec_for(deal: LombardDeal) -> Spec:
    """The shared spec of ``deal``'s rules (its variant with the match's options)."""
    return _spec(deal.rules)


class LombardKernel(TrickKernel):
    """A complete Lombard deal in play, as bit masks (see the module docstring)."""

    __slots__ = ("fool_seat", "last", "pending", "fool_turn", "discard", "dealer", "left", "side",
                 "decl", "partner", "contract")

    def copy(self) -> "LombardKernel":
        k = object.__new__(LombardKernel)
        self.copy_trick(k)
        k.fool_seat = self.fool_seat
        k.last = self.last
        k.pending = self.pending
        k.fool_turn = self.fool_turn
        k.discard = self.discard
        k.dealer = self.dealer
        k.left = self.left
        k.side = self.side
        k.decl = self.decl
        k.partner = self.partner
        k.contract = self.contract
        return k

    # -- the Sim protocol (to_move: see TrickKernel) ----------------------------------------------
    def cards_left(self) -> int:
        return self.left - len(self.tcards)

    def cost(self) -> int:
        """Estimated work of one playout from here (microseconds of this machine's CPU)."""
        return (self.left - len(self.tcards)) * PER_CARD + PER_PLAYOUT

    def moves(self) -> list[int]:
        if self.fool_turn is not None:
            return [DECLINE] + [GIVE + b for b in bits(self._gift_mask())]
        return list(bits(self.legal_mask()))

    def _gift_mask(self) -> int:
        sp = self.spec
        pile = self.piles[self.fool_turn[0]]  # type: ignore[index]
        if sp.blank_first:
            blanks = pile & ~sp.counting
            if blanks:
                return blanks
        return pile

    def play(self, move: int) -> None:
        if self.fool_turn is not None:
            self._fool_exchange(move)
            return
        n = self.spec.n
        p = self.turn
        self.hands[p] &= ~(1 << move)
        self.record(p, move)
        if len(self.tcards) < n:
            self.turn = (p + 1) % n
            return
        self._finish_trick()

    def _finish_trick(self) -> None:
        sp = self.spec
        w = self.wseat
        mask = 0
        for b in self.tcards:
            mask |= 1 << b
        self.piles[w] |= mask
        self.won[w] += 1
        self.last = w
        self.left -= sp.n
        fool_seat = self.fool_seat
        self.tseats = []
        self.tcards = []
        self.lead = -1
        self.wseat = -1
        self.wstr = -1
        self.fool_seat = -1
        if fool_seat >= 0:
            if not self._public_allies(fool_seat, w):
                if self.piles[fool_seat]:
                    self.fool_turn = (fool_seat, w)
                    self.turn = fool_seat
                    return
                self.pending = (fool_seat, w)
        elif self.pending is not None and self.pending[0] == w:
            self.fool_turn = self.pending
            self.pending = None
            self.turn = w
            return
        if self.left:  # _continue's common case, without its call: this runs after every trick
            self.turn = w
            return
        self._continue()

    def _public_allies(self, a: int, b: int) -> bool:
        v = self.spec.v
        if v.fixed_teams:
            return self.side[a] == self.side[b]
        if v.auction and not v.called_partner:
            return self.decl not in (a, b)
        return False

    def _fool_exchange(self, move: int) -> None:
        giver, capturer = self.fool_turn  # type: ignore[misc]
        self.fool_turn = None
        if move != DECLINE:
            bit = 1 << (move - GIVE)
            fool = self.spec.fool
            self.piles[giver] = (self.piles[giver] & ~bit) | fool
            self.piles[capturer] = (self.piles[capturer] | bit) & ~fool
        self._continue()

    def _continue(self) -> None:
        if self.left:
            self.turn = self.last
            return
        to = self.dealer if self.won[self.dealer] else self.last
        self.piles[to] |= self.discard
        self.discard = 0
        self.turn = -1

    # -- results --------------------------------------------------------------------------------------
    def points(self, seats: tuple[int, ...] | list[int]) -> int:
        """Card points of the piles of ``seats`` counted in batches (the engine's formula)."""
        sp = self.spec
        m = 0
        for s in seats:
            m |= self.piles[s]
        count = m.bit_count()
        cm = m & sp.counting
        counting = cm.bit_count()
        values = sp.values
        total = 0
        while cm:
            low = cm & -cm
            total += values[low.bit_length() - 1]
            cm ^= low
        pts = total - counting + count // sp.batch
        if sp.literal:
            pts += max(0, count % sp.batch - (count - counting))
        return pts

    def raw_values(self) -> list[float]:
        """Game points per seat of the finished deal (as the game's ``deal_values`` counts them)."""
        sp = self.spec
        v = sp.v
        n = sp.n
        teams = v.fixed_teams
        if teams:
            dp = lombardy_deal_points(self.points(teams[0]), self.points(teams[1]), v.deal_target)
            share = (margin_share(dp[0], dp[1]), margin_share(dp[1], dp[0]))
            won = self.won
            team_tricks = [sum(won[s] for s in team) for team in teams]
            side = self.side
            out = []
            for s in range(n):
                t = side[s]
                capp = 1 if team_tricks[t] == v.hand else (-1 if team_tricks[1 - t] == v.hand else 0)
                out.append(capp + share[t])
            return out
        if not v.auction:
            return [float(self.points((s,)) - v.deal_target) for s in range(n)]
        decl, partner = self.decl, self.partner
        side = [decl] if partner is None else [decl, partner]
        p = self.points(side)
        scope = side if sp.side_capot else [decl]
        capot = sum(self.won[s] for s in scope) == v.hand
        won = p >= sp.win_min
        unit = v.base[self.contract] + ombre_extra(p, sp.win_min) + (v.capot if capot else 0)
        sign = 1 if won else -1
        out = [-sign * unit] * n
        if partner is None:
            out[decl] = sign * unit * (n - 1)
        else:
            out[decl] = sign * unit * v.shares[0]
            out[partner] = sign * unit * v.shares[1]
        return [float(x) for x in out]

    def values(self) -> list[float]:
        scale = self.spec.scale
        return [x / scale for x in self.raw_values()]

    def action(self, move: int) -> Action:
        sp = self.spec
        if move == DECLINE:
            return FOOL_DECLINE
        if move >= GIVE:
            return sp.gives[move - GIVE]
        return sp.plays[move]

    # -- the playout ---------------------------------------------------------------------------------
    def rollout(self, rng: random.Random) -> list[float]:
        sp = self.spec
        rand = rng.random
        hands, n = self.hands, sp.n
        suit, keys, suit_mask = sp.suit, sp.key, sp.suit_mask
        trumps, fool, fool_bit = sp.trumps, sp.fool, sp.fool_bit
        dump = sp.dump
        while True:
            if self.fool_turn is not None:
                self._fool_exchange(GIVE + min(bits(self._gift_mask()), key=dump.__getitem__))
            p = self.turn
            if p < 0:
                break
            tcards = self.tcards
            lead = self.lead
            hand = hands[p]
            # The legal cards (see legal_mask).
            if lead < 0:
                legal = hand
            else:
                legal = hand & suit_mask[lead]
                if not legal and lead != TRUMPS:
                    legal = hand & trumps
                legal = legal | (hand & fool) if legal else hand
            if legal & (legal - 1) == 0:
                b = legal.bit_length() - 1
            elif rand() < EPSILON:
                options = bits(legal)
                b = options[int(rand() * len(options))]
            else:
                plain = legal & ~fool
                if not plain:
                    b = fool_bit
                elif lead < 0:
                    b = self._lead(plain, p, rand)
                else:
                    b = self._follow(plain, legal, p, lead)
            # Play the card (see play): TrickKernel.record written in (the Lombard packs have no
            # equal trumps), the trick finished inline in the common case.
            hands[p] = hand & ~(1 << b)
            s = suit[b]
            if s == FOOL_SUIT:
                self.fool_seat = p
            else:
                if lead < 0:
                    self.lead = lead = s
                key = keys[lead][b]
                if key > self.wstr:
                    self.wstr = key
                    self.wseat = p
            self.tseats.append(p)
            tcards.append(b)
            if len(tcards) < n:
                self.turn = (p + 1) % n
            else:
                self._finish_trick()
        return self.values()

    def _follow(self, plain: int, legal: int, p: int, lead: int) -> int:
        """The playout's card when following: the cheapest card that beats what the opponents
        still to play can reach, a smear to a partner who holds the trick, the Fool to save a
        counting card that cannot win."""
        sp = self.spec
        side = self.side
        trumps, fool, fool_bit = sp.trumps, sp.fool, sp.fool_bit
        smeared, cheapest, dump = sp.smeared, sp.cheapest, sp.dump
        me = side[p]
        threat = self._later_max(p, lead, side)  # the best key an opponent still to play can reach
        wseat, wstr = self.wseat, self.wstr
        if wseat >= 0 and side[wseat] == me and wstr > threat:
            b = smeared.get(plain, -1)
            if b < 0:
                b = remember(smeared, plain, max(bits(plain), key=sp.smear.__getitem__))
        else:
            thr = wstr if wstr > threat else threat
            if thr >= 100:
                winners = plain & sp.above_trump[thr - 100]
            else:
                winners = (plain & sp.above[lead][thr + 1]) | (plain & trumps)
            pick = winners or plain
            b = cheapest.get(pick, -1)
            if b < 0:
                b = remember(cheapest, pick, min(bits(pick), key=dump.__getitem__))
            if (not winners and legal & fool and sp.values[b] >= 2
                    and (wseat < 0 or side[wseat] != me)):
                b = fool_bit
        return b

    def _lead(self, plain: int, p: int, rand: Any) -> int:
        """The playout's lead: a counting card nobody can beat, trumps from a long trump hand,
        else the lowest card of the shortest suit."""
        sp = self.spec
        hands, side, strength, suit_mask, trumps = self.hands, self.side, sp.strength, sp.suit_mask, sp.trumps
        me = side[p]
        cash = plain & sp.counting & ~trumps
        while cash:
            low = cash & -cash
            b = low.bit_length() - 1
            cash ^= low
            sm = suit_mask[sp.suit[b]]
            if (plain & sm).bit_length() - 1 != b:
                continue  # not the top card of its suit in this hand
            mine = strength[b]
            safe = True
            for o in range(sp.n):
                if side[o] == me:
                    continue
                h = hands[o]
                f = h & sm
                if (f and strength[f.bit_length() - 1] > mine) or (not f and h & trumps):
                    safe = False
                    break
            if safe:
                return b
        t = plain & trumps
        if t and (t == plain or (t.bit_count() >= 5 and rand() < 0.4)):
            low = t & -t
            if sp.values[low.bit_length() - 1] and t & (t - 1):
                rest = t & (t - 1)
                low = rest & -rest
            return low.bit_length() - 1
        best = -1
        best_len = 99
        for s in range(4):
            m = plain & suit_mask[s]
            if m:
                c = m.bit_count()
                if c < best_len:
                    best_len, best = c, (m & -m).bit_length() - 1
        if best < 0:
            best = (plain & -plain).bit_length() - 1
        return best


def from_deal(deal: LombardDeal) -> "LombardKernel | CompiledLombard | None":
    """The kernel world of a complete deal in play (None in other phases): the compiled one where
    the extension is on, else the Python reference (:func:`python_kernel`)."""
    k = python_kernel(deal)
    return compiled(k) if k is not None and COMPILED else k


def python_kernel(deal: LombardDeal) -> LombardKernel | None:
    """The Python kernel world of a complete deal in play (None in other phases)."""
    phase = deal.phase
    if phase not in (PLAY, FOOL_EXCHANGE) or deal.viewer is not None:
        return None
    snap = deal.snapshot()
    k = LombardKernel.start(spec_for(deal), snap)
    k.last = snap.last_winner if snap.last_winner is not None else -1
    k.pending = snap.fool_pending
    k.fool_turn = snap.fool_turn
    k.discard = k.spec.coding.mask(snap.discard)
    k.dealer = deal.dealer
    k.left = sum(len(h) for h in snap.hands) + len(snap.trick)
    k.decl = snap.declarer if snap.declarer is not None else -1
    k.partner = snap.partner if snap.partner is not None and snap.partner >= 0 else None
    k.contract = snap.contract if snap.contract is not None else 0
    v = deal.rules
    n = v.n
    if v.fixed_teams:
        k.side = tuple(next(i for i, team in enumerate(v.fixed_teams) if s in team) for s in range(n))
    elif v.auction:
        ds = {k.decl} | ({k.partner} if k.partner is not None else set())
        k.side = tuple(0 if s in ds else 1 for s in range(n))
    else:
        k.side = tuple(range(n))
    k.fool_seat = -1
    k.resume_trick(snap.trick_seats, snap.trick, deal.current_player)
    return k


# -- the compiled kernel ----------------------------------------------------------------------------
# The same world in the extension (native/lombard.c, on 128-bit masks): the tables of the Python
# kernel's spec, and the deal's scores as tables of the game package's scoring functions.

COMPILED = native.register("lombardy")
_LOW = (1 << 64) - 1


def _pair(mask: int) -> tuple[int, int]:
    return mask & _LOW, mask >> 64


def _mask(pair: tuple[int, int]) -> int:
    return pair[0] | pair[1] << 64


@lru_cache(maxsize=64)
def _compiled_spec(rules: LombardyRules) -> object:
    sp = _spec(rules)
    v = sp.v
    top = sum(sp.values) + sp.coding.size  # more card points than any pile can count
    extra = [ombre_extra(p, sp.win_min) for p in range(top + 1)] if v.auction else []
    share: list[float] = []
    if v.fixed_teams:
        for a in range(top + 1):
            for b in range(top + 1):
                dp = lombardy_deal_points(a, b, v.deal_target)
                share += (margin_share(dp[0], dp[1]), margin_share(dp[1], dp[0]))
    team_of = [next((i for i, team in enumerate(v.fixed_teams) if s in team), 0) if v.fixed_teams else 0
               for s in range(8)]
    ints = (sp.coding.size, sp.n, v.hand, sp.batch, sp.literal, sp.blank_first, sp.win_min, sp.side_capot,
            v.tricks.must_trump, bool(v.fixed_teams), v.auction, v.called_partner, v.deal_target, v.capot,
            PER_CARD, PER_PLAYOUT, top)
    assert native.MODULE is not None
    return native.MODULE.lombard_spec(
        ints, team_of, v.base, v.shares, sp.suit, sp.strength, sp.values, sp.dump, sp.smear, sp.key,
        [_pair(m) for m in sp.suit_mask], (_pair(sp.trumps), _pair(sp.fool), _pair(sp.counting)),
        [[_pair(m) for m in row] for row in sp.above], [_pair(m) for m in sp.above_trump], extra, share,
        (EPSILON, sp.scale))


if native.MODULE is not None:
    class CompiledLombard(native.MODULE.World):  # type: ignore[name-defined,misc]
        """A Lombard world in the compiled kernel (the Sim protocol; :meth:`reference` gives the
        Python kernel back)."""

        __slots__ = ()

        def action(self, move: int) -> Action:
            sp = self.owner()[1]
            if move == DECLINE:
                return FOOL_DECLINE
            return sp.gives[move - GIVE] if move >= GIVE else sp.plays[move]

        def reference(self) -> LombardKernel:
            """The same world as a Python kernel."""
            assert native.MODULE is not None
            ints, hands, piles, discard, won, side, tseats, tcards = native.MODULE.lombard_state(self)
            sp = self.owner()[1]
            (turn, k_last, dealer, left, decl, partner, contract, p_giver, p_capturer, t_giver,
             t_capturer) = ints
            k = object.__new__(LombardKernel)
            k.spec, k.hands, k.piles, k.won = sp, [_mask(m) for m in hands], [_mask(m) for m in piles], won
            k.discard, k.side, k.last, k.dealer, k.left = _mask(discard[0]), tuple(side), k_last, dealer, left
            k.decl, k.partner, k.contract = decl, partner if partner >= 0 else None, contract
            k.pending = (p_giver, p_capturer) if p_giver >= 0 else None
            k.fool_turn = (t_giver, t_capturer) if t_giver >= 0 else None
            k.fool_seat, k.next_seat = -1, next_seats(len(k.hands))
            k.resume_trick(tseats, [sp.coding.cards[b] for b in tcards], turn)
            return k
else:
    CompiledLombard = LombardKernel  # type: ignore[misc,assignment]  (never built without the extension)


def compiled(k: LombardKernel) -> "CompiledLombard":
    """``k`` as a compiled world (the extension must be built)."""
    assert native.MODULE is not None
    pending, fool_turn = k.pending or (-1, -1), k.fool_turn or (-1, -1)
    ints = (k.turn, k.last, k.dealer, k.left, k.decl, k.partner if k.partner is not None else -1, k.contract,
            pending[0], pending[1], fool_turn[0], fool_turn[1])
    return native.MODULE.lombard_world(CompiledLombard, (_compiled_spec(k.spec.v), k.spec), ints,
                                       [_pair(h) for h in k.hands], [_pair(p) for p in k.piles], [_pair(k.discard)],
                                       k.won, k.side, k.tseats, k.tcards)
