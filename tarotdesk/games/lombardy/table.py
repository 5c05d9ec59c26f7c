"""What the table shows of a Lombard deal: the teams, the layout with its notes, and the prompt.

Read-only: these methods look at a deal's state and never change it (the mixin of
:class:`~.deal.LombardDeal` for the window and the headless tool).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...core.message_params import Count, Seat
from ...core.state import TableLayout
from .phases import ANSWER, AUCTION, DISCARD, END, EXCHANGE, FOOL_EXCHANGE, GIVE
from .rules import contract_params

if TYPE_CHECKING:
    from .deal import LombardDeal


class TableMixin:
    """``teams``, ``layout`` and ``prompt`` for :class:`~.deal.LombardDeal`."""

    def teams(self: "LombardDeal") -> list[list[int]] | None:  # type: ignore[misc]
        """The fixed teams, or the declarer's side and the others once the partner is known."""
        v = self.rules
        if v.fixed_teams:
            return [list(t) for t in v.fixed_teams]
        if self.declarer is None:
            return None
        if v.called_partner and not (self.partner_public or self._phase == END):
            return None  # the partner is still secret
        side = [self.declarer]
        if self.partner is not None and self.partner >= 0:
            side.append(self.partner)
        return [side, [s for s in range(self.n_players) if s not in side]]

    def layout(self: "LombardDeal") -> TableLayout:  # type: ignore[misc]
        """What the table shows: hands, the trick, piles, exposed cards, the discard and notes."""
        n = self.n_players
        exposed = []
        card_rules: dict[Any, str] = {}  # why each face-up card is seen: the exposure, or an exchange
        for s in range(n):
            shown = [c for c in self.exposed[s] if c in self.hands[s] or c in self.known[s] or c in self.maybe
                     or c in self.discard or c in self.discard_known]
            named = [c for c in self.known[s] if c not in shown]
            exposed.append(shown + named)
            card_rules.update({**dict.fromkeys(shown, "exposure"), **dict.fromkeys(named, "exchange")})
        groups: list[tuple[str, list[Any]]] = []
        if self.discard:
            groups.append(("group.discard", list(self.discard)))
        if self.called is not None:
            groups.append(("group.called", [self.called]))
        if self.discard_known:
            groups.append(("group.named-in-discard", list(self.discard_known)))
        return TableLayout(
            hands=[self.rules.pack.sorted(h) if s == self.viewer or self.viewer is None else list(h)
                   for s, h in enumerate(self.hands)],
            center=list(zip(self.trick_seats, self.trick)),
            piles=[len(p) for p in self.piles],
            exposed=exposed,
            groups=groups,
            last_trick=list(self.last_trick),
            notes=self._notes(),
            active=[True] * n,
            card_rules=card_rules,
        )

    def _notes(self: "LombardDeal") -> list[list[tuple[str, dict[str, Any]]]]:  # type: ignore[misc]
        v = self.rules
        notes: list[list[tuple[str, dict[str, Any]]]] = [[] for _ in range(self.n_players)]
        notes[self.dealer].append(("note.dealer", {}))
        if v.fixed_teams:
            for i, team in enumerate(v.fixed_teams):
                for s in team:
                    notes[s].append(("note.team", {"team": "AB"[i]}))
        if self.proposer is not None:
            notes[self.proposer].append(("note.monte", {}))
        if self.auction is not None and self.declarer is None:
            last: dict[int, int | None] = {}
            for seat, level in self.auction.history:
                last[seat] = level
            for seat, level in last.items():
                notes[seat].append(("note.passed", {}) if level is None
                                   else ("note.bid", contract_params(level)))
        if self.declarer is not None and self.contract is not None:
            notes[self.declarer].append(("note.declarer", contract_params(self.contract)))
            if self.alone:
                notes[self.declarer].append(("note.alone", {}))
        if self.partner is not None and self.partner >= 0 and (
                self.partner_public or self.viewer is None or self.viewer == self.partner):
            notes[self.partner].append(("note.partner", {}))
        if self.surrendered and self.declarer is not None:
            notes[self.declarer].append(("note.surrendered", {}))
        if self.fool_pending is not None:
            notes[self.fool_pending[0]].append(("note.fool-pending", {"seat": Seat(self.fool_pending[1])}))
        return notes

    def prompt(self: "LombardDeal") -> tuple[str, dict[str, Any]]:  # type: ignore[misc]
        """The message key and parameters that tell the player to act what to do."""
        ph = self._phase
        if ph == DISCARD:
            return ("prompt.discard", {"count": Count(self.rules.extra - len(self.discard))})
        if ph == AUCTION:
            assert self.auction is not None and self.current_player is not None
            low = self.auction.minimal_level(self.current_player)
            if low is None:
                return ("prompt.bid-pass-only", {})
            return ("prompt.bid", contract_params(low, "minimum"))
        if ph == EXCHANGE:
            wasted = self.wasted_names()
            if wasted:
                return ("prompt.name-warn", {"left": Count(self.exchanges_left), "cards": [c.code for c in wasted]})
            return ("prompt.name", {"left": Count(self.exchanges_left)})
        if ph == GIVE:
            return ("prompt.give", {"seat": Seat(self.receiver)})
        if ph == ANSWER:
            return ("prompt.monte-answer", {"seat": Seat(self.proposer)})
        if ph == FOOL_EXCHANGE:
            assert self.fool_turn is not None
            return ("prompt.fool", {"seat": Seat(self.fool_turn[1])})
        if ph == END:
            return ("prompt.end", {})
        return ("prompt." + ph, {})
