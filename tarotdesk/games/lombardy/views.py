"""What each seat may know of a Lombard deal, and complete worlds consistent with it.

Hidden (spec §11.2): the other hands, the dealer's discard (but for cards an exchange showed to
lie there), the card given back in an exchange (declarer and receiver know it), the card given
for the Fool (giver and capturer know it) and the called partner (the partner knows; everyone
once the called card is played). Everything is revealed when the deal ends.

Sampling places the hidden cards with :func:`~tarotdesk.core.unknowns.fill_slots` under the
public constraints: shown voids, cards known to be in a hand, cards known to be in one of a few
places (``maybe``), the discard's restrictions, and the called card not in the declarer's hand.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from ...core.cards import UNKNOWN, Card
from ...core.rng import SeededRNG
from ...core.unknowns import Inconsistent, Slot, fill_slots
from .rules import is_honour, is_middle_trump, is_plain

if TYPE_CHECKING:
    from .deal import LombardDeal

#: The place code of the dealer's discard in ``maybe``.
IN_DISCARD = -1
#: ``partner`` in a view whose seat does not know who the partner is.
HIDDEN = -2


class ViewsMixin:
    """``_redact`` and ``_fill`` for :class:`~.deal.LombardDeal`."""

    def knows_partner(self: "LombardDeal", seat: int) -> bool:  # type: ignore[misc]
        """True if ``seat`` knows who the declarer's partner is (or that there is none)."""
        if self.called is None or self.partner_public or seat == self.partner:
            return True
        # The dealer alone can see that the called card lies in his discard.
        return seat == self.dealer and self.called in self.discard

    def _redact(self: "LombardDeal", seat: int) -> None:  # type: ignore[misc]
        if self._phase == "end":
            return  # everything is shown once the deal is over
        self._resolve_maybe(seat)
        for s in range(self.n_players):
            if s == seat:
                continue
            seen = list(self.known[s])
            if seat == self.declarer:
                seen += [c for to, c in self.given_back if to == s and c not in seen]
            self.hands[s] = seen + [UNKNOWN] * (len(self.hands[s]) - len(seen))
        if seat != self.dealer:
            self.discard = list(self.discard_known) + [UNKNOWN] * (len(self.discard) - len(self.discard_known))
        self.given_back = [g for g in self.given_back if seat in (g[0], self.declarer)]
        if not self.knows_partner(seat):
            self.partner = HIDDEN
        swap = self.fool_swap
        if swap is not None and seat not in (swap[0], swap[1]):
            giver, capturer, _, size, index = swap
            self.piles[giver][: size - 1] = [UNKNOWN] * (size - 1)
            self.piles[capturer][index] = UNKNOWN
            self.fool_swap = [giver, capturer, UNKNOWN, size, index]

    def _resolve_maybe(self: "LombardDeal", seat: int) -> None:  # type: ignore[misc]
        """Narrow the public ``maybe`` places with what ``seat`` sees himself.

        A card that is not in his own hand (or, for the dealer, not in his discard) is not
        there; when one place is left, the seat knows where the card is.
        """
        own = set(self.hands[seat]) if 0 <= seat < self.n_players else set()  # a spectator holds nothing
        if seat == self.dealer:
            own.update(self.discard)
        for c, places in list(self.maybe.items()):
            if c in own:
                del self.maybe[c]
                continue
            left = [p for p in places if p != seat and not (p == IN_DISCARD and seat == self.dealer)]
            if len(left) > 1:
                self.maybe[c] = left
                continue
            del self.maybe[c]
            if left[0] == IN_DISCARD:
                self.discard_known.append(c)
            else:
                self.known[left[0]].append(c)

    def _fill(self: "LombardDeal", rng: SeededRNG) -> None:  # type: ignore[misc]
        self._fill_fool_swap(rng)
        pack = self.rules.pack.cards
        visible = {c for h in self.hands for c in h}
        visible.update(self.discard)
        visible.update(self.trick)
        for p in self.piles:
            visible.update(p)
        pool = [c for c in pack if c not in visible]
        try:
            placed = fill_slots(self._slots(strict_discard=True), pool, rng)
        except Inconsistent:
            # Only a dealer short of plain cards discards trumps: allow it when nothing else fits.
            placed = fill_slots(self._slots(strict_discard=False), pool, rng)
        for (kind, s), cards in placed.items():
            if kind == "hand":
                self.hands[s] = [c for c in self.hands[s] if c is not UNKNOWN] + cards
            else:
                self.discard = [c for c in self.discard if c is not UNKNOWN] + cards
        if self.partner == HIDDEN:
            called = self.called
            self.partner = next((s for s in range(self.n_players) if called in self.hands[s]), None)

    def _fill_fool_swap(self: "LombardDeal", rng: SeededRNG) -> None:  # type: ignore[misc]
        swap = self.fool_swap
        if swap is None or swap[2] is not UNKNOWN:
            return
        giver, capturer, _, size, index = swap
        choices = list(self.fool_from)
        if self.rules.fool_exchange_card == "blank_if_possible":
            blanks = [c for c in choices if not self.rules.values[c.index]]
            choices = blanks or choices
        given = rng.choice(choices)
        self.piles[giver][: size - 1] = [c for c in self.fool_from if c is not given]
        self.piles[capturer][index] = given
        swap[2] = given

    def _slots(self: "LombardDeal", strict_discard: bool) -> list[Slot]:  # type: ignore[misc]
        slots = []
        for s, hand in enumerate(self.hands):
            hidden = sum(1 for c in hand if c is UNKNOWN)
            if hidden:
                slots.append(Slot(("hand", s), hidden, self._hand_test(s)))
        hidden = sum(1 for c in self.discard if c is UNKNOWN)
        if hidden:
            maybe = self.maybe

            def discard_test(c: Card) -> bool:
                if is_honour(c):
                    return False
                places = maybe.get(c)
                if places is not None and IN_DISCARD not in places:
                    return False
                return is_plain(c) or (not strict_discard and is_middle_trump(c))

            slots.append(Slot(("discard", 0), hidden, discard_test))
        return slots

    def _hand_test(self: "LombardDeal", seat: int) -> Callable[[Card], bool]:  # type: ignore[misc]
        voids = frozenset(self.voids[seat])
        maybe = self.maybe
        banned = self.called if (self.partner == HIDDEN and seat == self.declarer) else None

        def test(c: Card) -> bool:
            if c.suit in voids or c is banned:
                return False
            places = maybe.get(c)
            return places is None or seat in places

        return test
