"""Playout kernel of Hungarian Tarokk: the nine tricks and the settlement of a played deal.

It starts from a complete :class:`~tarotdesk.games.tarokk.deal.TarokkDeal` in ``play`` and
follows the engine exactly: following suit, compulsory trumping, the Pagat kept back by a side
that announced Pagat ultimo, and the settlement of the game (announced or silent double game
and volat, contras), the four bonuses (trull, four kings, Pagat ultimo, the XXI catch,
announced or silent), the hand declarations and the five-player dealer's fees. Everything that
does not depend on the play (declarations, fees) is settled once when the kernel is built.

Playout policy (sees every hand of the sampled world): a side's safe trick gets the partner's
counting cards; a trick is taken with the cheapest card nobody after can beat; otherwise the
cheapest card goes. The Pagat is saved for the last trick by a side that announced it, the
Skiz catches the XXI when it can, and the XXI is never thrown under the Skiz.
"""

from __future__ import annotations

import random
from functools import lru_cache

from ...core.actions import Action, play
from ...core.cards import SKIZ
from ...games.tarokk.deal import TarokkDeal
from ...games.tarokk.rules import (
    BONUS_BASE,
    CONTRACT_VALUE,
    DEALER_FEES,
    DECLARATIONS,
    DF,
    DOUBLE_GAME_POINTS,
    DS,
    HONOURS,
    KINGS,
    PACK,
    PAGAT,
    POINTS,
    TOTAL_POINTS,
    TRICK_RULES,
    TRICKS,
    WIN_POINTS,
    XXI,
    TarokkRules,
)
from ...games.tarokk.scoring import announced_bonus, game_outcome
from ...games.tarokk.snapshot import TarokkSnapshot
from .. import native
from ..playout.coding import TRUMPS, bits
from ..playout.trick_kernel import TrickKernel, TrickSpec

EPSILON = 0.06
#: Playout cost model for the search budget: microseconds of CPU per card played and per
#: playout (its end and the tree's share), measured with ``benchmarks/ai_latency.py``.
PER_CARD, PER_PLAYOUT = 7, 40
#: Typical size of a deal's result in game points (rewards are divided by it).
SCALE = 4.0
_BONUSES = ("trull", "kings", "pagat", "xxi")


class Spec(TrickSpec):
    """Per-pack constants of the tarokk kernel."""

    def __init__(self) -> None:
        super().__init__(PACK, TRICK_RULES)
        coding = self.coding
        self.points = coding.table(POINTS)
        self.pagat = 1 << coding.bit_of[PAGAT]
        self.skiz = 1 << coding.bit_of[SKIZ]
        self.xxi = 1 << coding.bit_of[XXI]
        self.honours = coding.mask(HONOURS)
        self.kings = coding.mask(KINGS)
        self.plays = [play(c) for c in coding.cards]
        self.dump = [self.points[b] * 100 + self.strength[b] + (40 if self.suit[b] == TRUMPS else 0)
                     for b in range(coding.size)]
        self.dump[coding.bit_of[PAGAT]] += 1000  # the Pagat is worth far more than its points
        self.smear = [self.points[b] * 100 - self.strength[b] - (60 if self.suit[b] == TRUMPS else 0)
                      for b in range(coding.size)]
        for b in (coding.bit_of[PAGAT], coding.bit_of[XXI], coding.bit_of[SKIZ]):
            self.smear[b] -= 2000  # honours are not thrown to a partner


@lru_cache(maxsize=1)
def _spec() -> Spec:
    return Spec()


class Settlement:
    """What the settlement of one deal needs beyond the tricks (fixed before play)."""

    __slots__ = ("value", "mult", "mode", "double_game", "defender_dv", "partner_penalty", "levels",
                 "announced", "unannounced", "personal", "discard_points", "ds", "df")

    def __init__(self, snap: TarokkSnapshot, rules: TarokkRules) -> None:
        self.value = CONTRACT_VALUE[snap.contract]
        self.mult = 2 ** snap.game_level
        self.mode = snap.game_mode
        self.double_game = rules.double_game
        self.defender_dv = rules.defender_double_volat
        self.partner_penalty = rules.pagat_partner_penalty
        levels = (dict(snap.bonus_levels[DS]), dict(snap.bonus_levels[DF]))
        self.levels = levels
        # Which bonus is announced is fixed before the play: sorted once here, every playout's
        # settlement runs through two short lists.
        self.announced = tuple((side, bonus, levels[side][bonus])
                               for side in (DS, DF) for bonus in _BONUSES if bonus in levels[side])
        self.unannounced = tuple((side, bonus) for side in (DS, DF) for bonus in _BONUSES
                                 if bonus not in levels[side])
        self.ds = snap.declarer_side
        self.df = snap.defenders
        self.discard_points = sum(POINTS[c.index] for c in snap.declarer_discards)
        personal = [0] * len(snap.hands)
        for seat in snap.active:
            count = snap.declared[seat]
            if count:
                each = DECLARATIONS[count][1]
                for s in snap.active:
                    if s != seat:
                        personal[seat] += each
                        personal[s] -= each
        if snap.five_dealer_talon:
            for seat in snap.active:
                for c in snap.took[seat]:
                    fee = DEALER_FEES.get(c)
                    if fee:
                        personal[snap.dealer] += fee
                        personal[seat] -= fee
        self.personal = tuple(personal)


class TarokkKernel(TrickKernel):
    """A tarokk deal in play as bit masks (see the module docstring)."""

    __slots__ = ("st", "trick_no", "side", "bound", "taken", "xxi_side", "pagat_side", "pagat_out", "n")

    def copy(self) -> "TarokkKernel":
        k = object.__new__(TarokkKernel)
        self.copy_trick(k)
        k.st = self.st
        k.trick_no = self.trick_no
        k.side = self.side
        k.bound = self.bound
        k.taken = self.taken[:]
        k.xxi_side = self.xxi_side
        k.pagat_side = self.pagat_side
        k.pagat_out = self.pagat_out
        k.n = self.n
        return k

    def cards_left(self) -> int:
        return (TRICKS - self.trick_no) * 4 - len(self.tcards)

    def cost(self) -> int:
        """Estimated work of one playout from here (microseconds of this machine's CPU)."""
        return self.cards_left() * PER_CARD + PER_PLAYOUT

    def legal_mask(self) -> int:
        """The cards the player to act may play (with the Pagat binding)."""
        sp = self.spec
        p = self.turn
        hand = self.hands[p]
        lead = self.lead
        if lead < 0:
            m = hand
        else:
            m = hand & sp.suit_mask[lead]
            if not m and lead != TRUMPS:
                m = hand & sp.trumps
            if not m:
                m = hand
        if m & sp.pagat and m != sp.pagat and self.trick_no < TRICKS - 1 and self.bound[p]:
            m &= ~sp.pagat
        return m

    def moves(self) -> list[int]:
        return list(bits(self.legal_mask()))

    def play(self, move: int) -> None:
        p = self.turn
        self.hands[p] &= ~(1 << move)
        self.record(p, move)
        if len(self.tcards) < 4:
            self.turn = self.next_seat[p]
        else:
            self._finish_trick()

    def _finish_trick(self) -> None:
        sp = self.spec
        w = self.wseat
        mask = 0
        for b in self.tcards:
            mask |= 1 << b
        self.piles[w] |= mask
        self.won[w] += 1
        side = self.side
        self.taken[side[w]] |= mask
        if mask & sp.skiz and mask & sp.xxi:
            seats, cards = self.tseats, self.tcards
            skiz_b, xxi_b = sp.skiz.bit_length() - 1, sp.xxi.bit_length() - 1
            s_side = side[seats[cards.index(skiz_b)]]
            if s_side != side[seats[cards.index(xxi_b)]]:
                self.xxi_side = s_side
        if mask & sp.pagat:
            q = self.tseats[self.tcards.index(sp.pagat.bit_length() - 1)]
            self.pagat_side = side[q]
            if self.trick_no == TRICKS - 1:
                self.pagat_out = "won" if w == q else ("partner" if side[w] == side[q] else "lost")
            else:
                self.pagat_out = "early"
        self.tseats, self.tcards = [], []
        self.lead, self.wseat, self.wstr = -1, -1, -1
        self.trick_no += 1
        self.turn = w if self.trick_no < TRICKS else -1

    # -- results --------------------------------------------------------------------------------------
    def _achieved(self, side: int, bonus: str) -> bool:
        sp = self.spec
        if bonus == "trull":
            return self.taken[side] & sp.honours == sp.honours
        if bonus == "kings":
            return self.taken[side] & sp.kings == sp.kings
        if bonus == "xxi":
            return self.xxi_side == side
        return self.pagat_side == side and self.pagat_out == "won"

    def _silent(self, side: int, bonus: str, volat: bool) -> int:
        st = self.st
        if bonus == "kings" and side == DS and volat:
            return 0
        if bonus != "pagat":
            return BONUS_BASE[bonus] if self._achieved(side, bonus) else 0
        if self.pagat_side != side:
            return 0
        if self.pagat_out == "won":
            return BONUS_BASE[bonus]
        if self.pagat_out == "lost" or (self.pagat_out == "partner" and st.partner_penalty):
            return -BONUS_BASE[bonus]
        return 0

    def achieved(self, side: int, item: str) -> bool:
        """Whether ``side`` made ``item`` in the finished deal: a bonus ("trull", "kings",
        "pagat", "xxi"), or for the declarer's side the game ("game": 48 card points), the
        double game ("double": 71) or the volat ("volat": every trick)."""
        if item in _BONUSES:
            return self._achieved(side, item)
        t_d, p_d = self.side_tricks_points()
        made = {"game": p_d >= WIN_POINTS, "double": p_d >= DOUBLE_GAME_POINTS, "volat": t_d == TRICKS}[item]
        return made if side == DS else not made

    def side_tricks_points(self) -> tuple[int, int]:
        """Tricks and card points of the declarer's side (its discards counted)."""
        st = self.st
        ds_mask = 0
        t_d = 0
        for s in st.ds:
            ds_mask |= self.piles[s]
            t_d += self.won[s]
        p_d = st.discard_points
        points = self.spec.points
        while ds_mask:
            low = ds_mask & -ds_mask
            p_d += points[low.bit_length() - 1]
            ds_mask ^= low
        return t_d, p_d

    def resettle(self, deal: TarokkDeal) -> None:
        """Settle this world as ``deal`` would be settled (its announcements, contras and
        declarations), the play unchanged: what an announcement would have been worth."""
        self.st = Settlement(deal.snapshot(), deal.rules)

    def team_amount(self) -> int:
        """The sum of the side items (game and bonuses) from the declarer's side's view."""
        st = self.st
        t_d, p_d = self.side_tricks_points()
        won, factor = game_outcome(st.mode, p_d, t_d, st.double_game, st.defender_dv)
        amount = factor * st.value * st.mult * (1 if won else -1)
        volat = t_d == TRICKS
        for side, bonus, level in st.announced:
            v = announced_bonus(bonus, level, self._achieved(side, bonus))
            amount += v if side == DS else -v
        for side, bonus in st.unannounced:
            v = self._silent(side, bonus, volat)
            amount += v if side == DS else -v
        return amount

    def raw_values(self) -> list[float]:
        """Game points per seat of the finished deal (the engine's settlement)."""
        st = self.st
        amount = self.team_amount()
        out = list(st.personal)
        each = amount * (3 if len(st.ds) == 1 else 1)
        for s in st.ds:
            out[s] += each
        for s in st.df:
            out[s] -= amount
        return [float(x) for x in out]

    def values(self) -> list[float]:
        return [x / SCALE for x in self.raw_values()]

    def action(self, move: int) -> Action:
        return self.spec.plays[move]

    # -- the playout ----------------------------------------------------------------------------------
    def rollout(self, rng: random.Random) -> list[float]:
        rand = rng.random
        while self.turn >= 0:
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
            if len(self.tcards) < 4:
                self.turn = self.next_seat[p]
            else:
                self._finish_trick()
        return self.values()

    def _policy(self, legal: int) -> int:
        sp = self.spec
        p = self.turn
        last_trick = self.trick_no == TRICKS - 1
        if legal & sp.pagat and self.bound[p] and not last_trick:
            legal &= ~sp.pagat  # keep it (the binding allows it only as the last tarokk)
            if not legal:
                return sp.pagat.bit_length() - 1
        if self.lead < 0:
            return self._lead(legal)
        threat = self._later_max(p, self.lead, self.side)  # the best an opponent still to play can reach
        me = self.side[p]
        wseat, wstr = self.wseat, self.wstr
        # The Skiz takes the XXI of an opponent whenever it can.
        if legal & sp.skiz and any(b == sp.xxi.bit_length() - 1 and self.side[s] != me
                                   for s, b in zip(self.tseats, self.tcards)):
            return sp.skiz.bit_length() - 1
        if wseat >= 0 and self.side[wseat] == me and wstr > threat:
            return max(bits(legal), key=sp.smear.__getitem__)
        thr = wstr if wstr > threat else threat
        best, best_cost = -1, 1 << 30
        m = legal
        while m:
            low = m & -m
            b = low.bit_length() - 1
            m ^= low
            key = sp.key[self.lead][b]
            if key > thr and sp.dump[b] < best_cost:
                best, best_cost = b, sp.dump[b]
        if best >= 0 and (best_cost < 900 or last_trick):
            return best
        choice = min(bits(legal), key=sp.dump.__getitem__)
        if choice == sp.xxi.bit_length() - 1 and legal != sp.xxi and self._skiz_out(p):
            rest = legal & ~sp.xxi
            choice = min(bits(rest), key=sp.dump.__getitem__)
        return choice

    def _skiz_out(self, p: int) -> bool:
        """Is the Skiz still in an opponent's hand?"""
        sp = self.spec
        me = self.side[p]
        return any(self.hands[o] & sp.skiz and self.side[o] != me for o in range(self.n))

    def _lead(self, legal: int) -> int:
        sp = self.spec
        p = self.turn
        me = self.side[p]
        # A King nobody can beat or trump: cash it.
        kings = legal & sp.kings
        while kings:
            low = kings & -kings
            b = low.bit_length() - 1
            kings ^= low
            sm = sp.suit_mask[sp.suit[b]]
            safe = True
            for o in range(self.n):
                if self.side[o] == me or o == p:
                    continue
                h = self.hands[o]
                if not h & sm and h & sp.trumps:
                    safe = False
                    break
            if safe:
                return b
        t = legal & sp.trumps & ~sp.pagat & ~sp.xxi & ~sp.skiz
        if me == DS and t and t.bit_count() >= 3:
            return (t & -t).bit_length() - 1
        best, best_len = -1, 99
        for s in range(4):
            m = legal & sp.suit_mask[s]
            if m:
                c = m.bit_count()
                if c < best_len:
                    best_len, best = c, (m & -m).bit_length() - 1
        if best < 0:
            best = min(bits(legal), key=sp.dump.__getitem__)
        return best


def from_deal(deal: TarokkDeal) -> "TarokkKernel | CompiledTarokk | None":
    """The kernel world of a complete deal in ``play`` (None in other phases): the compiled one
    where the extension is on, else the Python reference (:func:`python_kernel`)."""
    k = python_kernel(deal)
    return compiled(k) if k is not None and COMPILED else k


def python_kernel(deal: TarokkDeal) -> TarokkKernel | None:
    """The Python kernel world of a complete deal in ``play`` (None in other phases)."""
    if deal.phase != "play" or deal.viewer is not None:
        return None
    snap = deal.snapshot()
    k = TarokkKernel.start(_spec(), snap)
    coding = k.spec.coding
    k.st = Settlement(snap, deal.rules)
    k.n = deal.n_players
    k.trick_no = snap.trick_no
    k.next_seat = snap.next_seat
    ds = set(k.st.ds)
    k.side = tuple(DS if s in ds else DF for s in range(deal.n_players))
    k.bound = tuple("pagat" in k.st.levels[k.side[s]] for s in range(deal.n_players))
    k.taken = [0, 0]
    k.xxi_side, k.pagat_side, k.pagat_out = -1, -1, "early"
    for seats, cards, winner in snap.tricks:
        mask = coding.mask(cards)
        k.taken[k.side[winner]] |= mask
        if SKIZ in cards and XXI in cards:
            s_side = k.side[seats[cards.index(SKIZ)]]
            if s_side != k.side[seats[cards.index(XXI)]]:
                k.xxi_side = s_side
    for i, (seats, cards, winner) in enumerate(snap.tricks):
        if PAGAT in cards:
            q = seats[cards.index(PAGAT)]
            k.pagat_side = k.side[q]
            if i == TRICKS - 1:
                k.pagat_out = "won" if winner == q else ("partner" if k.side[winner] == k.side[q] else "lost")
    k.resume_trick(snap.trick_seats, snap.trick, deal.current_player)
    return k


# -- the compiled kernel ----------------------------------------------------------------------------
# The same world in the extension (native/tarokk.c), built from the Python kernel's fields and
# tables, its settlement as tables of the game package's own functions.

COMPILED = native.register("tarokk")
_BONUS_ID = {bonus: i for i, bonus in enumerate(_BONUSES)}
_PAGAT_OUT = ("early", "won", "partner", "lost")


@lru_cache(maxsize=1)
def _compiled_spec() -> object:
    sp = _spec()
    assert native.MODULE is not None
    return native.MODULE.tarokk_spec(
        sp.coding.size, TRICKS, TRICK_RULES.must_trump, sp.suit, sp.points, sp.dump, sp.smear, sp.key,
        sp.suit_mask, (sp.trumps, sp.pagat, sp.skiz, sp.xxi, sp.honours, sp.kings), EPSILON, SCALE, PER_CARD,
        PER_PLAYOUT)


@lru_cache(maxsize=256)
def _game_table(mode: str, value: int, mult: int, double_game: bool, defender_dv: bool) -> tuple[tuple[int, ...], ...]:
    """The game's amount for the declarer's side by its card points and tricks (``game_outcome``)."""
    rows = []
    for p in range(TOTAL_POINTS + 1):
        row = []
        for t in range(TRICKS + 1):
            won, factor = game_outcome(mode, p, t, double_game, defender_dv)
            row.append(factor * value * mult * (1 if won else -1))
        rows.append(tuple(row))
    return tuple(rows)


def _owner(st: Settlement) -> tuple[object, object, Settlement]:
    """What a compiled world reads: the pack's tables, the settlement's, and the settlement."""
    assert native.MODULE is not None
    announced = tuple((side, _BONUS_ID[bonus], announced_bonus(bonus, level, True), announced_bonus(bonus, level, False))
                      for side, bonus, level in st.announced)
    silent = tuple((side, _BONUS_ID[bonus], BONUS_BASE[bonus]) for side, bonus in st.unannounced)
    table = _game_table(st.mode, st.value, st.mult, st.double_game, st.defender_dv)
    settlement = native.MODULE.tarokk_settlement(len(st.personal), st.ds, st.df, st.personal, st.discard_points,
                                                 st.partner_penalty, table, announced, silent)
    return (_compiled_spec(), settlement, st)


if native.MODULE is not None:
    class CompiledTarokk(native.MODULE.World):  # type: ignore[name-defined,misc]
        """A Tarokk world in the compiled kernel: the Sim protocol and the settlement questions of
        :class:`TarokkKernel`, which :meth:`reference` gives back."""

        __slots__ = ()

        def action(self, move: int) -> Action:
            return _spec().plays[move]

        def resettle(self, deal: TarokkDeal) -> None:
            """As :meth:`TarokkKernel.resettle`."""
            assert native.MODULE is not None
            native.MODULE.tarokk_resettle(self, _owner(Settlement(deal.snapshot(), deal.rules)))

        def reference(self) -> TarokkKernel:
            """The same world as a Python kernel."""
            assert native.MODULE is not None
            (hands, piles, won, tseats, tcards, turn, n, trick_no, next_seat, side, bound, taken, xxi_side,
             pagat_side, pagat_out) = native.MODULE.tarokk_state(self)
            k = object.__new__(TarokkKernel)
            k.spec, k.st = _spec(), self.owner()[2]
            k.hands, k.piles, k.won = hands, piles, won
            k.n, k.trick_no, k.next_seat, k.side = n, trick_no, tuple(next_seat), tuple(side)
            k.bound = tuple(bool(b) for b in bound)
            k.taken, k.xxi_side, k.pagat_side, k.pagat_out = taken, xxi_side, pagat_side, _PAGAT_OUT[pagat_out]
            k.resume_trick(tseats, [k.spec.coding.cards[b] for b in tcards], turn)
            return k

        def achieved(self, side: int, item: str) -> bool:
            """As :meth:`TarokkKernel.achieved`."""
            return self.reference().achieved(side, item)

        def side_tricks_points(self) -> tuple[int, int]:
            """As :meth:`TarokkKernel.side_tricks_points`."""
            return self.reference().side_tricks_points()

        def team_amount(self) -> int:
            """As :meth:`TarokkKernel.team_amount`."""
            return self.reference().team_amount()
else:
    CompiledTarokk = TarokkKernel  # type: ignore[misc,assignment]  (never built without the extension)


def compiled(k: TarokkKernel) -> "CompiledTarokk":
    """``k`` as a compiled world (the extension must be built)."""
    assert native.MODULE is not None
    return native.MODULE.tarokk_world(CompiledTarokk, _owner(k.st), k.hands, k.piles, k.won, k.tseats, k.tcards,
                                      k.turn, k.n, k.trick_no, k.next_seat, k.side, k.bound, k.taken, k.xxi_side,
                                      k.pagat_side, _PAGAT_OUT.index(k.pagat_out))
