"""Porrazo's play phase after the resolution of a card: captures, runs, the porrazo chain, limpias.

:class:`ChainPlays` is part of :class:`~tarotdesk.games.porrazo.deal.PorrazoDeal` (kept apart so
that each module holds one phase of the hand); it works on the deal's own state (``table`` and
its ranks, ``piles``, ``chain*``, ``pending``, ``scores``) and scores through the deal's
``_score`` and ``_win``. ``PorrazoDeal.apply`` resolves a card (spec 6.2) and hands a capture or
a play of the chain's rank to these methods; they return True when the match is decided.
"""

from __future__ import annotations

from ...core.cards import Card
from ...core.events import Event
from .capture import COUNTER, COUNTERED, NO_CHAIN, PORRAZO, PORRAZO_MADE, limpia_value
from .rules import CARD_CODE, CODE, CODE_OF, RANK_CODE, SUCC, VALUE

#: The event of a capture of one table card by one played card, one shared object per seat and
#: pair of cards, made when first needed (the same value every time; events never change).
_CAPTURED_ONE: list[dict[tuple[Card, Card], Event]] = [{} for _ in range(8)]


class ChainPlays:
    """Captures and the porrazo chain of a Porrazo hand (see the module docstring)."""

    __slots__ = ()

    def _capture(self, seat: int, c: Card, r: int, chain: str, ranks: list[int], events: list[Event]) -> bool:
        """A plain capture: the run from the oldest table card of rank ``r``; a limpia if it
        clears the table, except with the hand's last card. True if that wins the match."""
        taken = self._take_run(seat, c, r, None, ranks)
        if len(taken) == 1:  # the common capture: one shared event per seat and pair of cards
            pair = (c, taken[0])
            event = _CAPTURED_ONE[seat].get(pair)
            if event is None:
                event = _CAPTURED_ONE[seat][pair] = Event(
                    "captured", seat, {"card": CARD_CODE[c], "taken": [CARD_CODE[taken[0]]]}, None, None, "play")
            events.append(event)
        else:
            events.append(Event("captured", seat, {"card": CARD_CODE[c], "taken": list(map(CODE_OF, taken))},
                                None, None, "play"))
        if chain:  # a capture closes the chain
            self.chain = NO_CHAIN
            self.chain_rank = 0
            self.chain_seat = -1
            self.chain_card = None
            self.chain_undo = []
        if not self.table and not (self.plays == self._plays_per_deal and self.k == self.deals):
            return self._limpia(seat, taken + [c], taken[-1], events)
        return False

    def _chain_play(self, how: str, seat: int, c: Card, r: int, ranks: list[int], events: list[Event]) -> bool:
        """A card of the chain's rank: a porrazo, a counter-porrazo or a San Benito (``how``).
        True if the match is decided."""
        final = self.plays == self._plays_per_deal and self.k == self.deals
        if how == PORRAZO:
            taken = self._take_run(seat, c, r, self.chain_card, ranks)
            events.append(Event("captured", seat, {"card": CARD_CODE[c], "taken": list(map(CODE_OF, taken))},
                                None, None, "porrazo"))
            return self._porrazo(seat, c, r, taken, final, events)
        if how == COUNTER:
            return self._counter(seat, c, r, final, events)
        # A San Benito: the card stays on the table and its side wins the match.
        self.table.append(c)
        ranks.append(r)
        events.append(Event("placed", seat, {"card": CARD_CODE[c]}, rule="porrazo"))
        events.append(Event("san_benito", seat, {"card": CARD_CODE[c], "rank": RANK_CODE[r]}, rule="porrazo"))
        self._win(self.side_of[seat], "san_benito", events)
        return True

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
        self.to_pile(seat, played, taken)
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
        if self._score(side, seat, points, "porrazo", events, "porrazo", {"rank": RANK_CODE[r], "cards": list(map(CODE, moved))}):
            return True
        return bool(limpia) and self._score(side, seat, limpia, "limpia", events, "scoring", {"cards": list(map(CODE, moved))})

    def _counter(self, seat: int, c: Card, r: int, final: bool, events: list[Event]) -> bool:
        p_seat, moved, credited, _held, run_last = self.chain_undo
        p_side = self.side_of[p_seat]
        pile = self.piles[p_side]
        del pile[len(pile) - len(moved):]
        events.append(Event("porrazo_annulled", p_seat, {"rank": RANK_CODE[r], "cards": list(map(CODE, moved))},
                            points=-credited, rule="porrazo"))
        if credited:
            self.scores[p_side] -= credited
            self.gain[p_side] -= credited
            self.lines.append(("porrazo_annulled", p_side, -credited, {"rank": RANK_CODE[r]}, "porrazo"))
        self.pending = []
        side = self.side_of[seat]
        self.to_pile(seat, c, moved)
        won = moved + [c]
        events.append(Event("captured", seat, {"card": c.code, "taken": list(map(CODE, moved))}, rule="porrazo"))
        self.chain, self.chain_rank, self.chain_seat, self.chain_card = COUNTERED, r, seat, None
        self.chain_undo = []
        if self._score(side, seat, 3 * VALUE[r], "counter_porrazo", events, "porrazo",
                       {"rank": RANK_CODE[r], "cards": list(map(CODE, won))}):
            return True
        if not self.table and not final:
            return self._limpia(seat, won, run_last, events)
        return False

    def _limpia(self, seat: int, captured: list[Card], run_last: Card, events: list[Event]) -> bool:
        points = limpia_value(captured, run_last, self.limpia_mode)
        return self._score(self.side_of[seat], seat, points, "limpia", events, "scoring", {"cards": list(map(CODE, captured))})

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
