"""What one seat may know of a tarokk deal, and complete deals consistent with it.

Hidden from a seat (spec §11.3): other hands, other players' talon cards and discards, the
partner's identity until it is revealed, whether an invitation used the Pagat. Public: bids,
invitations, contract, the declarer's discarded tarokks, each other player's count of
discarded tarokks (five players with the dealer handing out the talon: only the total),
the call, announcements, sides made public, every card played. The five-player dealer also
sees the talon cards he hands out and the three non-declarers' discards.

Some cards in hidden hands are known to everybody and stay visible in views: an inviter holds
his invitation tarokk (he cannot discard it), a revealed partner holds the called tarokk.

:func:`fill` deals the unknown cards so that every public fact holds: voids shown in play,
the tarokk counts of discards (and that a player who discarded a tarokk has no plain suit card
left), honours and kings never in a discard, 8/9-tarokk declarations, public defenders not
holding the called card, an honour in the hand of every player who bid (Skiz or XXI for an XX
inviter, and for an inviter who spoke without announcing Pagat ultimo), and what a forced
partner call (rule 3) shows about the declarer's tarokks.
"""

from __future__ import annotations

from itertools import product
from typing import Callable, Hashable

from ...core.cards import UNKNOWN, Card
from ...core.rng import SeededRNG
from ...core.unknowns import Inconsistent, Slot, fill_slots
from .base import DealBase
from .rules import CALLABLE, DS, DF, HIGH_HONOURS, HONOURS, KINGS, PACK, PLAIN, TAROKKS, XX

_ATTEMPTS = 6


def partner_known_to(d: DealBase, seat: int) -> bool:
    """Can ``seat`` tell who the partner is (or that there is none)?"""
    called = d.called
    if called is None:
        return True  # no call yet, or Solo
    p = d.partner
    if p is not None and (seat == p or d.public_side[p] == DS):
        return True
    at_table = 0 <= seat < d.n_players  # a spectator (PUBLIC) held nothing
    if at_table and (called in d.hands[seat] or called in d.discards[seat] or called in d.played_by(seat)):
        return True  # he holds (or held) it himself: the declarer is alone, or he is the partner
    others = [s for s in d.active if s != d.declarer]
    return p is None and all(d.public_side[s] == DF for s in others)


def redact(d: DealBase, seat: int) -> None:
    """Turn a fresh clone into ``seat``'s view (see the module docstring)."""
    dealer_sees = d.five_dealer_talon and seat == d.dealer
    inv = d.invitation
    for s in range(d.n_players):
        if s == seat:
            continue
        keep: set[Card] = set()
        if inv is not None and inv[1] == s:
            keep.add(inv[0])
        if d.called is not None and d.partner == s and d.public_side[s] == DS:
            keep.add(d.called)
        if dealer_sees:
            keep.update(_dealer_certain(d, s))
        hand = d.hands[s]
        known = [c for c in hand if c in keep]
        d.hands[s] = known + [UNKNOWN] * (len(hand) - len(known))
        d.held_tarokks[s] = 0  # a hidden hand's count is hidden too
        if not dealer_sees:
            d.took[s] = [UNKNOWN] * len(d.took[s])
        pile = d.discards[s]
        if s == d.declarer and d.discards_public:
            d.discards[s] = list(d.shown) + [UNKNOWN] * (len(pile) - len(d.shown))
        elif not (dealer_sees and d.discards_public):
            d.discards[s] = [UNKNOWN] * len(pile)
    d.talon = [UNKNOWN] * len(d.talon)
    if not partner_known_to(d, seat):
        d.partner = -1
    if inv is None or inv[1] != seat:
        d.inv_pagat = None
    if d.pagat_duty != seat:
        d.pagat_duty = None


def _dealer_certain(d: DealBase, s: int) -> set[Card]:
    """Talon cards the five-player dealer handed to ``s`` that he knows are still in that hand.

    Honours and kings cannot be discarded. Once the discards are public he has seen the three
    non-declarers' discards, and every tarokk the declarer discarded has been shown.
    """
    took = d.took[s]
    certain = {c for c in took if c in HONOURS or c in KINGS}
    if d.discards_public:
        if s != d.declarer:
            certain = set(took) - set(d.discards[s])
        else:
            certain.update(c for c in took if c.is_trump and c not in d.shown)
    return certain


# -- sampling ---------------------------------------------------------------------------------------

def _discard_split(d: DealBase, rng: SeededRNG) -> dict[int, int]:
    """Tarokks in each hidden non-declarer discard (chosen at random when only the total is public)."""
    decl = d.declarer
    hidden = [s for s in d.discard_order if s != decl and UNKNOWN in d.discards[s]]
    if not d.discards_public:
        return {}
    if d.tarokk_total is None:
        return {s: d.tarokk_counts[s] for s in hidden}
    known = sum(1 for s in d.discard_order if s != decl for c in d.discards[s] if c is not UNKNOWN and c.is_trump)
    remaining = d.tarokk_total - known
    ranges = []
    for s in hidden:
        # Under the current rule a player who discarded a tarokk kept no plain suit card.
        shown_plain = not d.rules.old_discard and any(c in PLAIN for c in d.played_by(s))
        ranges.append(range(0, 1 if shown_plain else d.discards[s].count(UNKNOWN) + 1))
    choices = [v for v in product(*ranges) if sum(v) == remaining]
    if not choices:
        raise Inconsistent("no split of the discarded tarokks fits the table")
    return dict(zip(hidden, rng.choice(choices)))


def _needs(d: DealBase) -> list[tuple[int, frozenset[Card]]]:
    """Players who must hold one of a set of cards (bidders' honours), not yet visible."""
    inv = d.invitation
    out = []
    seen: set[int] = set()
    for s in d.honour_bidders:
        if s in seen:
            continue
        seen.add(s)
        wanted = HONOURS
        if inv is not None and inv[1] == s and (inv[2] == "xx" or (
                d.invitation_in_force() is not None and d.spoke[s] and "pagat" not in d.bonus_levels[DS])):
            wanted = HIGH_HONOURS
        mine = set(d.hands[s]) | set(d.played_by(s))
        if not mine & wanted:
            out.append((s, wanted))
    return out


def _call_inference(d: DealBase) -> list[Card]:
    """Tarokks a rule-3 call shows in the declarer's cards (T20 and every one above the card)."""
    called = d.called
    if (called is None or called is XX or d.declarer is None or d.rules.old_free_call
            or d.invitation_in_force() is not None or d.others_discarded_tarokk()):
        return []
    return [c for c in CALLABLE if c.trump > called.trump]


def fill(d: DealBase, rng: SeededRNG) -> None:
    """Replace every placeholder of a view by cards consistent with what the view shows."""
    last: Exception | None = None
    for attempt in range(_ATTEMPTS + 1):
        try:
            _fill_once(d, rng, relaxed=attempt == _ATTEMPTS)
            return
        except Inconsistent as exc:
            last = exc
    raise Inconsistent(f"cannot complete the deal consistently: {last}")


def _fill_once(d: DealBase, rng: SeededRNG, relaxed: bool) -> None:
    n = d.n_players
    places: list[list[Card]] = [d.talon, d.trick, *d.hands, *d.discards, *d.piles]
    seen = {c for place in places for c in place if c is not UNKNOWN}
    pool = [c for c in PACK.cards if c not in seen]
    split = _discard_split(d, rng)
    decl = d.declarer
    # Under the current rule a player who discarded a tarokk had too few plain suit cards,
    # so he kept none.
    no_plain = [False] * n
    if not d.rules.old_discard and d.discards_public:
        for s in d.discard_order:
            known = sum(1 for c in d.discards[s] if c is not UNKNOWN and c.is_trump)
            no_plain[s] = known > 0 or split.get(s, 0) > 0 or (s != decl and d.tarokk_counts[s] > 0)

    called = d.called
    defenders = {s for s in d.active if d.public_side[s] == DF}
    # Talon cards the five-player dealer saw go to a hand he does not fully know: they stay there
    # or in that player's discard.
    bound = {c: s for s in range(n) for c in d.took[s] if c is not UNKNOWN and c not in seen}

    def hand_ok(s: int) -> Callable[[Card], bool]:
        void = frozenset(d.voids[s])
        bar_plain = no_plain[s]
        bar_called = called if s in defenders else None
        return lambda c: (c.suit not in void and not (bar_plain and c in PLAIN) and c is not bar_called
                          and bound.get(c, s) == s)

    hand_ok_of = [hand_ok(s) for s in range(n)]
    fixed: dict[int, list[Card]] = {s: [] for s in range(n)}
    room = [d.hands[s].count(UNKNOWN) for s in range(n)]
    if not relaxed:
        pool = _place_wanted(d, rng, pool, hand_ok_of, room, fixed)

    slots: list[Slot] = []
    talon_unknown = d.talon.count(UNKNOWN)
    if talon_unknown:
        slots.append(Slot(("talon", 0), talon_unknown, (lambda c: c not in bound) if bound else None))
    slots += _hand_slots(d, hand_ok_of, room, fixed)
    slots += _discard_slots(d, split, bound)
    placed: dict[Hashable, list[Card]] = fill_slots(slots, pool, rng) if slots else {}

    if talon_unknown:
        d.talon = placed[("talon", 0)]
    for s in range(n):
        if room[s] or fixed[s]:
            d.hands[s] = [c for c in d.hands[s] if c is not UNKNOWN] + fixed[s] + placed.get(("hand", s), [])
        if UNKNOWN in d.discards[s]:
            d.discards[s] = [c for c in d.discards[s] if c is not UNKNOWN] + placed[("discard", s)]
    _settle_hidden_records(d, rng, fixed)
    if d.phase == "announcements":  # the round's tarokk counts, for the hands just placed
        d.held_tarokks = [len(TAROKKS.intersection(hand)) for hand in d.hands]


def _place_wanted(d: DealBase, rng: SeededRNG, pool: list[Card], hand_ok_of: list[Callable[[Card], bool]],
                  room: list[int], fixed: dict[int, list[Card]]) -> list[Card]:
    """Give each seat, in random order, one card of what its public play says it holds (its
    needs and the declarer's inferred call); return the pool left."""
    pool_set = set(pool)
    wants = _needs(d)
    decl = d.declarer
    if decl is not None:
        inferred = [c for c in _call_inference(d) if c in pool_set]
        if inferred:
            wants.extend((decl, frozenset([c])) for c in inferred)
    order = list(range(len(wants)))
    rng.shuffle(order)
    for i in order:
        s, wanted = wants[i]
        options = [c for c in wanted if c in pool_set and hand_ok_of[s](c)]
        if not options or room[s] == 0:
            continue
        c = rng.choice(sorted(options))
        pool_set.discard(c)
        fixed[s].append(c)
        room[s] -= 1
    return [c for c in pool if c in pool_set]


def _hand_slots(d: DealBase, hand_ok_of: list[Callable[[Card], bool]], room: list[int],
                fixed: dict[int, list[Card]]) -> list[Slot]:
    """The unknown cards of each hand, a declared hand's tarokks apart from its other cards."""
    slots: list[Slot] = []
    for s in range(d.n_players):
        if not room[s]:
            continue
        ok = hand_ok_of[s]
        if d.declared[s]:
            have = sum(1 for c in d.hands[s] if c is not UNKNOWN and c.is_trump)
            have += sum(1 for c in d.played_by(s) if c.is_trump) + sum(1 for c in fixed[s] if c.is_trump)
            need = d.declared[s] - have
            if need < 0 or need > room[s]:
                raise Inconsistent(f"seat {s}'s declared tarokks do not fit")
            if need:
                slots.append(Slot(("hand", s), need, lambda c, ok=ok: c.is_trump and ok(c)))
            if room[s] - need:
                slots.append(Slot(("hand", s), room[s] - need, lambda c, ok=ok: not c.is_trump and ok(c)))
        else:
            slots.append(Slot(("hand", s), room[s], ok))
    return slots


def _discard_slots(d: DealBase, split: dict[int, int], bound: dict[Card, int]) -> list[Slot]:
    """The unknown cards of each discard: plain cards, tarokks (no honour) or either, as known."""
    slots: list[Slot] = []
    for s in range(d.n_players):
        hidden = d.discards[s].count(UNKNOWN)
        if not hidden:
            continue
        own = d.invitation[0] if d.invitation is not None and d.invitation[1] == s else None

        def tarokk_ok(c: Card, own: Card | None = own, s: int = s) -> bool:
            return c.is_trump and c not in HONOURS and c is not own and bound.get(c, s) == s

        def plain_ok(c: Card, s: int = s) -> bool:
            return c in PLAIN and bound.get(c, s) == s

        if s == d.declarer and d.discards_public:
            slots.append(Slot(("discard", s), hidden, plain_ok))  # his tarokks are shown
        elif s in split:
            k = split[s]
            if k:
                slots.append(Slot(("discard", s), k, tarokk_ok))
            if hidden - k:
                slots.append(Slot(("discard", s), hidden - k, plain_ok))
        else:
            slots.append(Slot(("discard", s), hidden, lambda c, t=tarokk_ok, p=plain_ok: p(c) or t(c)))
    return slots


def _settle_hidden_records(d: DealBase, rng: SeededRNG, fixed: dict[int, list[Card]]) -> None:
    """Talon receipts, partner and the Pagat-substitute facts of the completed world."""
    for s in range(d.n_players):
        took = d.took[s]
        if UNKNOWN not in took:
            continue
        # Any of his cards may have come from the talon, except an honour he showed by bidding.
        candidates = [c for c in d.hands[s] + d.discards[s] + d.played_by(s) if c not in fixed[s]]
        rng.shuffle(candidates)
        d.took[s] = candidates[:len(took)]
    if d.called is not None:
        d.partner = None
        for s in d.active:
            if s != d.declarer and (d.called in d.hands[s] or d.called in d.played_by(s)):
                d.partner = s
    inv = d.invitation
    if inv is not None and d.inv_pagat is None:
        s = inv[1]
        mine = set(d.hands[s]) | set(d.played_by(s))
        d.inv_pagat = inv[2] != "xx" and not mine & HIGH_HONOURS
    if (d.phase == "announcements" and inv is not None and d.inv_pagat and d.invitation_in_force() is not None
            and not d.spoke[inv[1]] and "pagat" not in d.bonus_levels[DS]):
        d.pagat_duty = inv[1]

