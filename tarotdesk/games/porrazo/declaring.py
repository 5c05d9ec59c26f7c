"""Porrazo's rondas and rondines: who is asked to declare, claims of undeclared holdings, and
their settlement once a deal of three is played out.

:class:`RondaPhases` is part of :class:`~tarotdesk.games.porrazo.deal.PorrazoDeal` (kept apart so
that each module holds one phase of the hand); it works on the deal's own state (``declared``,
``decl_pos``, ``claim_owner``, ``claim_queue``, ``claim_pos``, ``played``) and goes on through
the deal's ``_score``, ``_start_deal`` and ``_end_of_hand``.
"""

from __future__ import annotations

from ...core.actions import Action
from ...core.events import Event
from ...core.message_params import Seat
from ..fishing import HandRule
from .capture import NO_CHAIN
from .rondas import RONDA, RONDINE, holding, holding_cards, holding_strength, holding_value, pattern_ok
from .rules import CLAIM_PHASE, CODE, DECLARE_PHASE, PLAY, RANK_CODE, RANK_OF


class RondaPhases:
    """Declarations, claims and the ronda settlement of a Porrazo hand (see the module docstring)."""

    __slots__ = ()

    def _claim_kind(self) -> str:
        found = holding(self.played[self.claim_queue[0]])
        assert found is not None
        return found[0]

    def claim_candidates(self, holder: int) -> list[int]:
        """Who may claim ``holder``'s undeclared holding: other sides, in play order."""
        side = self.side_of[holder]
        return [s for s in self.order if self.side_of[s] != side]

    def _next_declarer(self, start: int) -> None:
        order = self.order
        hands = self.hands
        for pos in range(start, self.n_players):
            # holding(hand) is not None, inlined: every seat of every deal of three is tested.
            a, b, c = map(RANK_OF, hands[order[pos]])
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
        events.append(Event(kind + "_claimed", claimant, {"holder": Seat(holder)}, rule="rondas"))

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
            events.append(Event("claim_passed", seat, {"holder": Seat(holder)}, rule="rondas"))
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
                data = {"holder": Seat(holder), "rank": RANK_CODE[rank],
                        "cards": list(map(CODE, holding_cards(self.played[holder], rank)))}
                if self._score(side, owner, holding_value(kind, rank), kind, events, "rondas", data):
                    return True
        return False

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
