"""Playout kernel of Porrazo: the rest of a hand, every deal of three to its end.

It starts from a complete :class:`~tarotdesk.games.porrazo.deal.PorrazoDeal` and follows the
engine exactly: the dealer's tendido (laid, or kept back until the last deal), declarations of
rondas and rondines, captures of a card with the ascending run above it, the porrazo chain
(porrazo, counter-porrazo, San Benito), *en su lugar*, limpias, rondas settled after each deal
(undeclared ones claimed by the first opponent in play order), the leftover cards, the table
to the last capturer, the majority bonus, and the live score that ends the match as soon as a
side reaches the target. Piles are kept as card counts: nothing else of them is ever scored.

The kernel covers the default claim rule and immediate porrazo points; with the options
``claims = manual`` or ``porrazo_provisional`` the search plays the rules engine instead.

Playout policy (sees the whole sampled world): lay the tendido when it scores at once, declare
every holding, and play the card with the best immediate gain minus what the next player
(always an opponent when playing in teams) could take back with the cards he holds.
"""

from __future__ import annotations

import random
from functools import lru_cache

from ...core.actions import Action, card_action, play
from ...games.porrazo.capture import COUNTERED, DISCARDED, NO_CHAIN, PORRAZO_MADE
from ...games.porrazo.deal import CLAIM_PHASE, DECLARE, DECLARE_PHASE, LAY, OVER, PLAY, SILENT, TENDIDO, WAIT
from ...games.porrazo.deal import PACK, PorrazoDeal
from ...games.porrazo.rondas import RONDA, RONDINE, holding_of_ranks, holding_strength, holding_value
from ...games.porrazo.rules import PACKET, PAIRS, PIP, RANK, SUCC, TENDIDO_SIZE, VALUE, leftover_count
from ...games.porrazo.tendido import position_score, set_score
from .. import native
from ..playout.coding import Coding
from ..playout.noisy import noisy_choice

EPSILON = 0.05
#: Playout cost model for the search budget: microseconds of CPU per card played and per
#: playout (its end and the tree's share), measured with ``benchmarks/ai_latency.py``.
PER_CARD, PER_PLAYOUT = 16, 40
#: Typical size of a hand's result in points (rewards are divided by it).
SCALE = 8.0
# Moves besides card bits (``bit``) and en su lugar (``bit + INPLACE``).
INPLACE = 64
M_LAY, M_WAIT, M_RONDA, M_RONDINE, M_SILENT = 200, 201, 202, 203, 204
_CHAIN_NEXT = {DISCARDED: "porrazo", PORRAZO_MADE: "counter", COUNTERED: "san_benito"}


class Spec:
    """Per-pack constants of the Porrazo kernel."""

    def __init__(self) -> None:
        self.coding = coding = Coding(PACK)
        self.rank = coding.table(RANK)
        self.plays = [play(c) for c in coding.cards]
        self.inplace = [card_action("inplace", c) for c in coding.cards]


@lru_cache(maxsize=1)
def _spec() -> Spec:
    return Spec()


class PorrazoKernel:
    """A Porrazo hand as small lists (see the module docstring)."""

    __slots__ = ("spec", "n", "dealer", "order", "side", "hands", "stock", "table", "piles", "scores", "gain",
                 "target", "limpia_last", "sets_all", "dead_6", "deals", "k", "tendido_done", "plays", "played",
                 "declared", "decl_pos", "chain", "chain_rank", "chain_card", "undo", "winner", "phase",
                 "turn", "last")

    def copy(self) -> "PorrazoKernel":
        k = object.__new__(PorrazoKernel)
        # Written out rather than looped over names: the exact endgame solver copies at every node.
        k.spec, k.n, k.dealer, k.order, k.side = self.spec, self.n, self.dealer, self.order, self.side
        k.stock, k.target, k.limpia_last, k.sets_all = self.stock, self.target, self.limpia_last, self.sets_all
        k.dead_6, k.deals, k.k, k.tendido_done = self.dead_6, self.deals, self.k, self.tendido_done
        k.plays, k.decl_pos, k.chain, k.chain_rank = self.plays, self.decl_pos, self.chain, self.chain_rank
        k.chain_card, k.undo, k.winner, k.phase = self.chain_card, self.undo, self.winner, self.phase
        k.turn, k.last = self.turn, self.last
        k.hands = [h[:] for h in self.hands]
        k.table = self.table[:]
        k.piles = self.piles[:]
        k.scores = self.scores[:]
        k.gain = self.gain[:]
        k.played = [p[:] for p in self.played]
        k.declared = self.declared[:]
        return k

    # -- the Sim protocol -----------------------------------------------------------------------------
    def to_move(self) -> int:
        return self.turn

    def cards_left(self) -> int:
        return sum(len(h) for h in self.hands) + len(self.stock)

    def cost(self) -> int:
        """Estimated work of one playout from here (microseconds of this machine's CPU)."""
        return self.cards_left() * PER_CARD + PER_PLAYOUT

    def _resolution(self, r: int) -> str:
        if self.chain and r == self.chain_rank:
            return _CHAIN_NEXT[self.chain]
        rank = self.spec.rank
        for t in self.table:
            if rank[t] == r:
                return "capture"
        return "place"

    def moves(self) -> list[int]:
        phase = self.phase
        if phase == PLAY:
            rank = self.spec.rank
            hand = self.hands[self.turn]
            size = len(self.table)
            out = []
            for b in hand:
                out.append(b)
                r = rank[b]
                if size <= 3 and r == size + 1 and self._resolution(r) in ("capture", "porrazo", "counter"):
                    out.append(b + INPLACE)
            return out
        if phase == TENDIDO:
            return [M_LAY] if self.k == self.deals else [M_LAY, M_WAIT]
        found = self._found(self.turn)
        assert found is not None
        return [M_RONDINE if found[0] == RONDINE else M_RONDA, M_SILENT]

    def _found(self, seat: int) -> tuple[str, int] | None:
        rank = self.spec.rank
        return holding_of_ranks(*map(rank.__getitem__, self.hands[seat]))

    def action(self, move: int) -> Action:
        return move_action(move)

    def play(self, move: int) -> None:
        phase = self.phase
        if phase == PLAY:
            self._play(move)
        elif phase == TENDIDO:
            if move == M_LAY:
                self._lay_tendido()
            if self.winner < 0:
                self._before_play()
        else:
            self.declared[self.turn] = {M_RONDA: RONDA, M_RONDINE: RONDINE, M_SILENT: "silent"}[move]
            self._next_declarer(self.decl_pos + 1)

    # -- the rules (as in the engine) -----------------------------------------------------------------
    def _score(self, side: int, points: int) -> bool:
        self.scores[side] += points
        self.gain[side] += points
        if self.scores[side] >= self.target:
            self._win(side)
            return True
        return False

    def _win(self, side: int) -> None:
        self.winner = side
        self.phase = OVER
        self.turn = -1

    def _clear_chain(self) -> None:
        self.chain, self.chain_rank, self.chain_card, self.undo = NO_CHAIN, 0, -1, None

    def _run(self, first: int, r: int) -> list[int]:
        """``first`` plus the ascending run above it on the table (see ``capture_run``)."""
        rank = self.spec.rank
        oldest = [-1] * 14
        for t in self.table:
            q = rank[t]
            if oldest[q] < 0 and t != first:
                oldest[q] = t
        taken = [first]
        q = SUCC[r]
        while q != r:
            t = oldest[q]
            if t < 0:
                break
            taken.append(t)
            q = SUCC[q]
        return taken

    def _limpia(self, captured: list[int], run_last: int) -> int:
        rank = self.spec.rank
        if self.limpia_last:
            return VALUE[rank[run_last]]
        return VALUE[max(rank[c] for c in captured)]

    def _take(self, seat: int, played: int, taken: list[int]) -> None:
        table = self.table
        for t in taken:
            table.remove(t)
        self.piles[self.side[seat]] += len(taken) + 1
        self.last = seat

    def _play(self, move: int) -> None:
        seat = self.turn
        b = move & (INPLACE - 1)
        rank = self.spec.rank
        r = rank[b]
        table = self.table
        first = -1
        # _resolution(r), keeping the table card it finds (the capture starts from it).
        if move >= INPLACE:
            how = "place"
        elif self.chain and r == self.chain_rank:
            how = _CHAIN_NEXT[self.chain]
        else:
            how = "place"
            for t in table:
                if rank[t] == r:
                    how, first = "capture", t
                    break
        self.hands[seat].remove(b)
        self.played[seat].append(b)
        self.plays += 1
        n = self.n
        final = self.plays == PACKET * n and self.k == self.deals
        side = self.side[seat]
        if how == "place":
            table.append(b)
            self.chain, self.chain_rank, self.chain_card = DISCARDED, r, b
            if r <= 4 and len(table) == r and self._score(side, r):
                return
        elif how == "capture":
            taken = self._run(first, r)
            self._take(seat, b, taken)
            if self.chain:
                self._clear_chain()
            if not table and not final and self._score(side, self._limpia(taken + [b], taken[-1])):
                return
        elif how == "porrazo":
            taken = self._run(self.chain_card, r)
            self._take(seat, b, taken)
            points = VALUE[r]
            limpia = self._limpia(taken + [b], taken[-1]) if not table and not final else 0
            self.chain, self.chain_rank, self.chain_card = PORRAZO_MADE, r, -1
            moved = taken + [b]
            self.undo = (seat, moved, points + limpia, taken[-1])
            if self._score(side, points) or (limpia and self._score(side, limpia)):
                return
        elif how == "counter":
            p_seat, moved, credited, run_last = self.undo  # type: ignore[misc]
            p_side = self.side[p_seat]
            self.piles[p_side] -= len(moved)
            if credited:
                self.scores[p_side] -= credited
                self.gain[p_side] -= credited
            won = moved + [b]
            self.piles[side] += len(won)
            self.last = seat
            self.chain, self.chain_rank, self.chain_card, self.undo = COUNTERED, r, -1, None
            if self._score(side, 3 * VALUE[r]):
                return
            if not table and not final and self._score(side, self._limpia(won, run_last)):
                return
        else:  # San Benito
            table.append(b)
            self._win(side)
            return
        if self.plays < PACKET * n:
            self.turn = self.order[self.plays % n]
        else:
            self._end_of_deal()

    def _end_of_deal(self) -> None:
        self._clear_chain()
        rank = self.spec.rank
        best = None
        owned = []
        for pos, s in enumerate(self.order):
            found = holding_of_ranks(*map(rank.__getitem__, self.played[s]))
            if found is None:
                continue
            word = self.declared[s]
            if word in (RONDA, RONDINE):
                owner = s
            elif word == "silent":
                owner = next(o for o in self.order if self.side[o] != self.side[s])
            else:
                continue
            kind, r = found
            owned.append((owner, kind, r))
            key = holding_strength(kind, r, pos)
            if best is None or key > best[0]:
                best = (key, owner)
        if best is not None:
            side = self.side[best[1]]
            for owner, kind, r in owned:
                if self.side[owner] == side and self._score(side, holding_value(kind, r)):
                    return
        if self.k < self.deals:
            self._start_deal()
        else:
            self._end_of_hand()

    def _start_deal(self) -> None:
        self.k += 1
        stock = self.stock
        for seat in self.order:
            self.hands[seat].extend(stock[:PACKET])
            stock = stock[PACKET:]
        self.stock = stock
        n = self.n
        self.plays = 0
        self.played = [[] for _ in range(n)]
        self.declared = [""] * n
        self.decl_pos = -1
        self._clear_chain()
        if not self.tendido_done:
            self.phase = TENDIDO
            self.turn = self.dealer
        else:
            self._before_play()

    def _lay_tendido(self) -> None:
        cards = self.stock[:TENDIDO_SIZE]
        self.stock = self.stock[TENDIDO_SIZE:]
        coding = self.spec.coding
        before = [coding.cards[t] for t in self.table]
        self.table.extend(cards)
        self.tendido_done = True
        side = self.side[self.dealer]
        laid = [coding.cards[t] for t in cards]
        points = position_score(laid)[0]
        if points and self._score(side, points):
            return
        _total, groups = set_score(before, laid, "all" if self.sets_all else "with_tendido")
        for r, group in groups:
            if self._score(side, PAIRS[len(group)] * VALUE[r]):
                return

    def _before_play(self) -> None:
        n = self.n
        if self.k == self.deals and self.stock:
            left = leftover_count(n)
            if not self.dead_6:
                self.table.extend(self.stock[:left])
            self.stock = self.stock[left:]
        self._next_declarer(0)

    def _next_declarer(self, start: int) -> None:
        for pos in range(start, self.n):
            if self._found(self.order[pos]) is not None:
                self.decl_pos = pos
                self.phase = DECLARE_PHASE
                self.turn = self.order[pos]
                return
        self.decl_pos = self.n
        self.phase = PLAY
        self.turn = self.order[0]

    def _end_of_hand(self) -> None:
        if self.table and self.last >= 0:
            self.piles[self.side[self.last]] += len(self.table)
            self.table = []
        sizes = self.piles
        top = max(sizes)
        if sizes.count(top) == 1:
            side = sizes.index(top)
            second = max(v for i, v in enumerate(sizes) if i != side)
            if self._score(side, top - second):
                return
        self.phase = OVER
        self.turn = -1

    # -- results --------------------------------------------------------------------------------------
    def raw_values(self) -> list[float]:
        """Each seat's side gain in this hand (the engine's ``deal_score``)."""
        return [float(self.gain[self.side[s]]) for s in range(self.n)]

    def values(self) -> list[float]:
        return [v / SCALE for v in self.raw_values()]

    # -- the playout ----------------------------------------------------------------------------------
    def rollout(self, rng: random.Random) -> list[float]:
        rand = rng.random
        policy = self._policy
        while self.turn >= 0:
            phase = self.phase
            if phase == TENDIDO:
                self.play(M_LAY if self.k == self.deals or self._tendido_gain() >= 2 else M_WAIT)
                continue
            if phase == DECLARE_PHASE:
                found = self._found(self.turn)
                self.play(M_RONDINE if found and found[0] == RONDINE else M_RONDA)
                continue
            self.play(noisy_choice(self.moves(), rand, policy, EPSILON))
        return self.values()

    def _tendido_gain(self) -> int:
        coding = self.spec.coding
        laid = [coding.cards[t] for t in self.stock[:TENDIDO_SIZE]]
        before = [coding.cards[t] for t in self.table]
        total = position_score(laid)[0]
        total += set_score(before, laid, "all" if self.sets_all else "with_tendido")[0]
        return total

    def _policy(self, moves: list[int]) -> int:
        """One play ahead: the immediate gain minus what the next player can answer with the
        ranks he really holds (the playout sees every hand)."""
        rank = self.spec.rank
        seat = self.turn
        n = self.n
        side = self.side[seat]
        table = self.table
        plays = self.plays + 1
        final = plays == PACKET * n and self.k == self.deals
        nxt = self.order[plays % n] if plays < PACKET * n else -1
        reply = {rank[b] for b in self.hands[nxt]} if nxt >= 0 and self.side[nxt] != side else set()
        table_ranks = [rank[t] for t in table]
        chain_next = _CHAIN_NEXT[self.chain] if self.chain else ""
        best, best_value = moves[0], -1e9
        for m in moves:
            b = m & (INPLACE - 1)
            r = rank[b]
            # _resolution(r), read from the ranks just listed (this runs for every move of every playout).
            if m >= INPLACE:
                how = "place"
            elif chain_next and r == self.chain_rank:
                how = chain_next
            else:
                how = "capture" if r in table_ranks else "place"
            points = 0
            cards = 0
            left = table_ranks
            chain = DISCARDED
            if how == "san_benito":
                return m
            if how == "counter":
                moved = self.undo[1]  # type: ignore[index]
                points = 3 * VALUE[r] + self.undo[2]  # type: ignore[index]
                cards = len(moved) + 1
                chain = COUNTERED
            elif how == "place":
                if r <= 4 and len(table) + 1 == r:
                    points = r
                left = table_ranks + [r]
            else:
                first = self.chain_card if how == "porrazo" else table[table_ranks.index(r)]
                taken = self._run(first, r)
                cards = len(taken) + 1
                left = [rank[t] for t in table if t not in taken]
                if not left and not final:
                    points += self._limpia(taken + [b], taken[-1])
                if how == "porrazo":
                    points += VALUE[r]
                    chain = PORRAZO_MADE
                else:
                    chain = NO_CHAIN
            if self.scores[side] + points >= self.target:
                return m
            value = points + 0.3 * cards
            if reply:
                risk = 0.0
                if r in reply and chain != NO_CHAIN:
                    risk = 50.0 if chain == COUNTERED else (3 * VALUE[r] + points if chain == PORRAZO_MADE
                                                            else VALUE[r] + 1.0)
                for q in left:
                    if q in reply:
                        risk = max(risk, 1.0 + (VALUE[q] if len(left) == 1 else 0.0))
                value -= risk
            if value > best_value:
                best, best_value = m, value
        return best


def move_action(move: int) -> Action:
    """The rules engine's action for a kernel move."""
    sp = _spec()
    if move < INPLACE:
        return sp.plays[move]
    if move < M_LAY:
        return sp.inplace[move - INPLACE]
    return {M_LAY: LAY, M_WAIT: WAIT, M_RONDA: DECLARE[RONDA], M_RONDINE: DECLARE[RONDINE], M_SILENT: SILENT}[move]


def from_deal(deal: PorrazoDeal) -> "PorrazoKernel | CompiledPorrazo | None":
    """The kernel world of a complete Porrazo hand (None when over, in a view, or under the
    options the kernel leaves to the engine): the compiled one where the extension is on, else
    the Python reference (:func:`python_kernel`)."""
    k = python_kernel(deal)
    return compiled(k) if k is not None and COMPILED else k


def python_kernel(deal: PorrazoDeal) -> PorrazoKernel | None:
    """The Python kernel world of a complete Porrazo hand (None where :func:`from_deal` gives none)."""
    if deal.current_player is None or deal.viewer is not None or deal.phase == CLAIM_PHASE:
        return None
    rules = deal.rules
    if rules.claims == "manual" or rules.porrazo_provisional:
        return None
    snap = deal.snapshot()
    if snap.pending:
        return None
    sp = _spec()
    bit = sp.coding.bit_of
    k = object.__new__(PorrazoKernel)
    k.spec = sp
    k.n = deal.n_players
    k.dealer = deal.dealer
    k.order = snap.order
    k.side = snap.side_of
    k.hands = [[bit[c] for c in h] for h in snap.hands]
    k.stock = [bit[c] for c in snap.stock]
    k.table = [bit[c] for c in snap.table]
    k.piles = list(snap.pile_sizes)
    k.scores = list(snap.scores)
    k.gain = list(snap.gain)
    k.target = rules.target
    k.limpia_last = rules.limpia_value == "last_of_run"
    k.sets_all = rules.tendido_sets_scope == "all"
    k.dead_6 = deal.n_players == 6 and rules.leftover_6p == "dead"
    k.deals = snap.deals
    k.k = snap.k
    k.tendido_done = snap.tendido_done
    k.plays = snap.plays
    k.played = [[bit[c] for c in p] for p in snap.played]
    k.declared = list(snap.declared)
    k.decl_pos = snap.decl_pos
    k.chain, k.chain_rank = snap.chain, snap.chain_rank
    k.chain_card = bit[snap.chain_card] if snap.chain_card is not None else -1
    undo = snap.chain_undo
    k.undo = (undo.seat, [bit[c] for c in undo.moved], undo.credited, bit[undo.run_last]) if undo else None
    k.winner = snap.winner
    k.phase = deal.phase
    k.turn = deal.current_player
    k.last = snap.last_capturer if snap.last_capturer is not None else -1
    return k


# -- the compiled kernel ----------------------------------------------------------------------------
# The same world in the extension (native/porrazo.c): the holdings' tables worked out from the game
# package's functions, the tendido's score asked of it (and remembered).

COMPILED = native.register("porrazo")
_PHASES = (PLAY, TENDIDO, DECLARE_PHASE, OVER)
_CHAINS = (NO_CHAIN, DISCARDED, PORRAZO_MADE, COUNTERED)
_WORDS = ("", RONDA, RONDINE, "silent")
_KINDS = (None, RONDA, RONDINE)
_RANKS = range(len(VALUE))


@lru_cache(maxsize=1)
def _holding_tables() -> tuple[list[tuple[int, ...]], list[tuple[int, ...]], list[tuple[int, ...]]]:
    """The game package's holdings as tables: every three ranks that hold one (ranks, kind,
    rank), each holding's value, and holding_strength's order as an ordinal per position."""
    holdings = []
    for a in _RANKS:
        for b in _RANKS:
            for c in _RANKS:
                found = holding_of_ranks(a, b, c)
                if found is not None:
                    holdings.append((a, b, c, _KINDS.index(found[0]), found[1]))
    kinds = (RONDA, RONDINE)
    worth = [(_KINDS.index(kind), r, holding_value(kind, r)) for kind in kinds for r in _RANKS]
    keys = sorted({holding_strength(kind, r, pos) for kind in kinds for r in _RANKS for pos in range(8)})
    strength = [(_KINDS.index(kind), r, pos, keys.index(holding_strength(kind, r, pos)))
                for kind in kinds for r in _RANKS for pos in range(8)]
    return holdings, worth, strength


@lru_cache(maxsize=2)
def _compiled_spec(sets_all: bool) -> object:
    sp = _spec()
    cards = sp.coding.cards
    scope = "all" if sets_all else "with_tendido"

    def tendido(before: list[int], laid: list[int]) -> tuple[int, list[int]]:
        # The tendido ``laid`` on the table ``before``: its position points and each set's
        # points, as the Python kernel's _lay_tendido scores them one by one.
        table, put = [cards[t] for t in before], [cards[t] for t in laid]
        return position_score(put)[0], [PAIRS[len(g)] * VALUE[r] for r, g in set_score(table, put, scope)[1]]

    holdings, worth, strength = _holding_tables()
    assert native.MODULE is not None
    return native.MODULE.porrazo_spec((sp.coding.size, PACKET, TENDIDO_SIZE, max(PIP), PER_CARD, PER_PLAYOUT),
                                      sp.rank, VALUE, SUCC, PAIRS, holdings, worth, strength, (EPSILON, SCALE),
                                      tendido)


if native.MODULE is not None:
    class CompiledPorrazo(native.MODULE.World):  # type: ignore[name-defined,misc]
        """A Porrazo world in the compiled kernel (the Sim protocol; :meth:`reference` gives the
        Python kernel back)."""

        __slots__ = ()

        def action(self, move: int) -> Action:
            return move_action(move)

        def reference(self) -> PorrazoKernel:
            """The same world as a Python kernel."""
            assert native.MODULE is not None
            (ints, order, side, hands, played, stock, table, piles, scores, gain, declared,
             moved) = native.MODULE.porrazo_state(self)
            (n, dealer, target, limpia_last, sets_all, dead_6, _left, deals, k_, tendido_done, plays, decl_pos,
             chain, chain_rank, chain_card, undo_seat, credited, run_last, winner, phase, turn, last) = ints
            k = object.__new__(PorrazoKernel)
            k.spec, k.n, k.dealer, k.order, k.side = _spec(), n, dealer, tuple(order), tuple(side)
            k.hands, k.played, k.stock, k.table, k.piles = hands, played, stock, table, piles
            k.scores, k.gain, k.target = scores, gain, target
            k.limpia_last, k.sets_all, k.dead_6 = bool(limpia_last), bool(sets_all), bool(dead_6)
            k.deals, k.k, k.tendido_done, k.plays, k.decl_pos = deals, k_, bool(tendido_done), plays, decl_pos
            k.declared = [_WORDS[w] for w in declared]
            k.chain, k.chain_rank, k.chain_card = _CHAINS[chain], chain_rank, chain_card
            k.undo = (undo_seat, moved, credited, run_last) if undo_seat >= 0 else None
            k.winner, k.phase, k.turn, k.last = winner, _PHASES[phase], turn, last
            return k
else:
    CompiledPorrazo = PorrazoKernel  # type: ignore[misc,assignment]  (never built without the extension)


def compiled(k: PorrazoKernel) -> "CompiledPorrazo":
    """``k`` as a compiled world (the extension must be built)."""
    assert native.MODULE is not None
    undo = k.undo
    ints = (k.n, k.dealer, k.target, k.limpia_last, k.sets_all, k.dead_6, leftover_count(k.n), k.deals, k.k,
            k.tendido_done, k.plays, k.decl_pos, _CHAINS.index(k.chain), k.chain_rank, k.chain_card,
            undo[0] if undo else -1, undo[2] if undo else 0, undo[3] if undo else -1, k.winner,
            _PHASES.index(k.phase), k.turn, k.last)
    return native.MODULE.porrazo_world(CompiledPorrazo, (_compiled_spec(k.sets_all),), ints, k.order, k.side, k.hands,
                                       k.played, k.stock, k.table, k.piles, k.scores, k.gain,
                                       [_WORDS.index(w) for w in k.declared], undo[1] if undo else [])
