"""One deal of Cirulla: the opening table, declarations, captures, refills and the deal's score.

The deal is built on :class:`~tarotdesk.games.fishing.FishingDeal` (stock, hands, table, side
piles, last capturer, open hands). Cirulla adds the dealer's opening-table bonus, the
declarations with the wild Matta, the capture rules of :mod:`.captures`, scope, and scoring.

Actions (``current_player``'s only):

* ``play:<card>``: lay the card on the table (only when it captures nothing);
* ``capture:<card>:<table cards>``: capture those table cards (written in pack order);
* ``declare:<kind>`` / ``declare:<kind>:H7=<rank>``: at the start of a turn with a fresh hand.

Playing a card without declaring gives up the declaration for that hand. Everything that
happens before the first action (redeals, the deal, the opening table and its bonus) is
reported with the events of the first action.
"""

from __future__ import annotations

from operator import attrgetter
from typing import Any, Iterable, Sequence

from ...core.actions import Action, play
from ...core.cards import UNKNOWN, Card, card
from ...core.events import NOT_IN_HAND, Event, Refusal
from ...core.message_params import Seat, Seats
from ...core.state import DealResult, TableLayout
from ..fishing import FishingDeal, sides_for
from .captures import capture_masks, options_for, subsets_by_sum
from .declarations import declaration_actions, declarations, parse_designation
from .opening import TableCheck, check_table
from .options import rules_of
from .rules import (
    BIT,
    CARDS,
    DECLARATION_POINTS,
    HAND_SIZE,
    MATTA,
    PLAYS_PER_DEAL,
    TABLE_CARDS,
    VALUE,
    VALUE_WORD,
    CirullaRules,
    value_params,
)
from .scoring import DealScore, score_deal
from .settlement import settle_deal
from .snapshot import CirullaSnapshot, snapshot

NATURAL = 7
TEAM_NAMES = ("A", "B")

# Actions and events are immutable values: the hot paths build each one once and share it.
_CAPTURES: dict[int, Action] = {}  # key: the cards taken as a bit set | _PLAYED_KEY of the card played
_TRAILS: list[dict[Card, Event]] = [
    {c: Event("trailed", seat, {"card": c.code}, rule="play") for c in CARDS} for seat in range(4)
]
_CAPTURE_EVENTS: dict[tuple[tuple[Card, ...], Card, int], Event] = {}  # key: taken, played, seat << 2 | method
_METHOD_EVENTS = ("capture_pair", "capture_sum", "capture_fifteen", "capture_sweep")
_SCOPA_EVENTS: dict[int, Event] = {}  # key: seat << 8 | the side's scope so far
_REFILL_EVENTS: dict[tuple[int, int, int], Event] = {}  # key: dealer, round, stock left
_CAPTURE_CACHE_LIMIT = 500_000
_PRIVATE = [frozenset({seat}) for seat in range(4)]


def capture_action(played: Card, taken: Sequence[Card]) -> Action:
    """The ``capture:<card>:<table cards>`` action (table cards in pack order)."""
    return Action("capture", played, tuple(sorted(taken)))  # cards sort in pack order


def _new_capture(played: Card, taken: Iterable[Card]) -> Action:
    """:func:`capture_action` without the constructor's checks (:meth:`Action.from_parts`):
    random playouts meet new capture options all the time, and these parts are known good.
    The tests hold the result equal to ``capture_action``."""
    cards = tuple(sorted(taken))  # cards sort in pack order
    return Action.from_parts("capture", ((played,), cards),
                             "capture:" + played.code + ":" + "+".join(map(_code, cards)))


# map() with a C-level getter runs without a Python frame per card (these run on every deal).
_code = attrgetter("code")
_BIT_OF: dict[Card, int] = {c: BIT[c.index] for c in CARDS}
_VALUE_OF: dict[Card, int] = {c: VALUE[c.index] for c in CARDS}  # the Matta at its natural value
#: Capture values with the Matta at each value it can take (index: its value), so that the
#: legal-move loop reads a card's value with one lookup, without testing for the Matta.
_VALUES_WITH_MATTA: list[dict[Card, int]] = [{**_VALUE_OF, MATTA: m} for m in range(11)]
_TRAIL_OF: dict[Card, Action] = {c: play(c) for c in CARDS}
# The card played, as bits above every card's bit, so that one int names a capture.
_PLAYED_KEY: dict[Card, int] = {c: (c.index + 1) << 64 for c in CARDS}
#: Each seat's side by player count (a constant list shared by every deal: see ``SHARED``).
_SIDE_OF: dict[int, list[int]] = {n: sides_for(n, n == 4) for n in (2, 3, 4)}


def _codes(cards: Sequence[Card]) -> list[str]:
    return list(map(_code, cards))


def _text(cards: Sequence[Card]) -> str:
    # Event data carries card groups as one string of codes: easy to split, readable in a log.
    return " ".join(map(_code, cards))


class CirullaDeal(FishingDeal):
    """A deal of Cirulla for 2, 3 or 4 players (4 in partnerships of seats 0+2 and 1+3).

    ``current_player`` is a plain attribute here (read on every step of every playout).
    ``table_values`` holds the capture values of the table cards, in table order: a card's
    value cannot change while it lies on the table (the Matta is designated from a hand).
    """

    RULE_TURN = "play"
    # Plain attributes, not properties: the match and every playout read them on each step.
    current_player: int | None = None
    phase: str = "play"
    is_over: bool = False

    def __init__(self, n_players: int, dealer: int, options: dict[str, Any], deck: Sequence[Card],
                 redeals: Sequence[Sequence[Card]] = (), rules: CirullaRules | None = None,
                 verdict: TableCheck | None = None) -> None:
        """Deal ``deck`` (the opening table must not call for a redeal; ``redeals`` lists the
        voided opening tables before it). ``verdict`` is the table check if already made."""
        self.n_players = n_players
        self.dealer = dealer
        self.options = options
        self.rules = rules or rules_of(options)
        self._init_fishing(deck, _SIDE_OF[n_players])
        self.deal_hands(HAND_SIZE, 1)
        opening = self.deal_to_table(TABLE_CARDS)
        n_sides = len(self.piles)
        self.rounds = PLAYS_PER_DEAL // (HAND_SIZE * n_players)
        self.round = 1
        self.plays = 0
        self.current_player = (dealer + 1) % n_players
        self.fresh = [True] * n_players  # a hand nothing has been played from (nor declared)
        self.matta = NATURAL  # the Matta's value in play (its designation until it is captured)
        self.matta_seat: int | None = None  # who designated it
        self.scope = [0] * n_sides
        self.declarations: list[dict[str, Any]] = []
        self.table_bonus: dict[str, Any] | None = None
        self.redeals = [_codes(t) for t in redeals] if redeals else []
        self.last_capture: tuple[int, tuple[Card, ...]] | None = None  # seat, card played, cards taken
        self.final: DealResult | None = None
        self.announced = False  # the opening events go out with the first action's events

        self.table_values = tuple(map(_VALUE_OF.__getitem__, opening))
        if verdict is None:
            verdict = check_table(opening, self.rules)
        if verdict.redeal:
            raise ValueError("this opening table calls for a redeal: " + _text(opening))
        if verdict.points:
            # The dealer takes a scoring table at once: it cannot be worse for him (spec G12).
            self.table = []
            self.table_values = ()
            self.piles[self.side_of[dealer]].extend(opening)
            self.last_capturer = dealer
            self.table_bonus = {"seat": dealer, "points": verdict.points, "total": verdict.total,
                                "matta": verdict.matta_value, "cards": _codes(opening)}

    def _opening_events(self) -> list[Event]:
        """What happened before the first action: redeals, the deal, the dealer's table bonus.

        Built when the first action is applied, from the state as it still is then (nothing
        has moved before the first play)."""
        dealer = self.dealer
        redeals = self.redeals
        events = [Event("redeal", dealer, {"cards": " ".join(t), "attempt": i + 1}, rule="table-check")
                  for i, t in enumerate(redeals)] if redeals else []
        for seat, hand in enumerate(self.hands):
            events.append(Event("hand_dealt", seat, {"cards": " ".join(map(_code, hand)), "round": 1},
                                _PRIVATE[seat], None, "deal"))
        bonus = self.table_bonus
        opening = " ".join(bonus["cards"]) if bonus else _text(self.table)
        events.append(Event("table_dealt", dealer, {"cards": opening, "stock": len(self.stock)}, rule="deal"))
        if bonus:
            data = {"cards": opening, "total": bonus["total"],
                    "matta": VALUE_WORD[bonus["matta"]] if bonus["matta"] else ""}
            events.append(Event("table_bonus", dealer, data, points=bonus["points"], rule="table-check"))
        return events

    #: Containers a deal never changes after creating them, so copies may share them.
    SHARED = frozenset({"options", "side_of", "redeals", "table_bonus", "_legal_cache"})

    def clone(self) -> "CirullaDeal":
        """An independent copy, written out: the generic copy walks every container and is
        several times slower (searches clone a deal for every sampled world). Attributes are
        copied shallowly, then every container the deal changes in place is copied."""
        new = object.__new__(CirullaDeal)
        d = self.__dict__.copy()
        d["hands"] = [h[:] for h in self.hands]
        d["known_in_hand"] = [k[:] for k in self.known_in_hand]
        d["piles"] = [p[:] for p in self.piles]
        d["table"] = self.table[:]
        d["stock"] = self.stock[:]
        d["fresh"] = self.fresh[:]
        d["scope"] = self.scope[:]
        d["declarations"] = self.declarations[:]  # its entries are never changed
        new.__dict__ = d
        return new

    # -- the contract -------------------------------------------------------------------------
    def pack_cards(self) -> Sequence[Card]:
        return CARDS

    def value(self, c: Card) -> int:
        """The capture value of ``c`` now (the Matta at its designated value)."""
        return self.matta if c is MATTA else VALUE[c.index]

    def _legal(self) -> list[Action]:
        seat = self.current_player
        assert seat is not None
        hand = self.hands[seat]
        rules = self.rules
        if self.fresh[seat]:
            actions = list(declaration_actions(hand, rules))
        else:
            actions = []
        table = self.table
        if not table:
            actions.extend(map(_TRAIL_OF.__getitem__, hand))
            return actions
        values = self.table_values
        cache = rules.capture_cache
        line = cache.lines.get(values)
        if line is None:
            line = cache.line(values)
        value_of = _VALUES_WITH_MATTA[self.matta]
        bits = None
        captures = _CAPTURES
        # Per-card facts come from dicts keyed by the card (a C-level int hash), not from the
        # card's attributes: this loop runs for every card of the hand on every step.
        for c in hand:
            value = value_of[c]
            options = line[value]
            if options is None:
                options = options_for(value, values, line, rules)
            if not options:
                actions.append(_TRAIL_OF[c])
                continue
            if bits is None:
                bits = list(map(_BIT_OF.__getitem__, table))
            played = _PLAYED_KEY[c]
            for positions in options:
                # The cards taken as a bit set name the action (with the card played): most
                # options are one or two cards, so the loop is short.
                taken = 0
                for i in positions:
                    taken |= bits[i]
                key = played | taken
                a = captures.get(key)
                if a is None:
                    a = _new_capture(c, map(table.__getitem__, positions))
                    if len(captures) >= _CAPTURE_CACHE_LIMIT:
                        captures.clear()
                    captures[key] = a
                actions.append(a)
        return actions

    def _apply(self, action: Action) -> list[Event]:
        seat = self.current_player
        assert seat is not None
        if self.announced:
            events = []
        else:
            events = self._opening_events()
            self.announced = True
        kind = action.kind
        if kind == "declare":
            events.append(self._declare(seat, action))
            return events
        played = action.args[0][0]  # type: ignore[index]
        hand = self.hands[seat]
        hand.remove(played)
        known = self.known_in_hand[seat]
        if known and played in known:
            known.remove(played)
        self.fresh[seat] = False
        self.plays += 1
        if kind == "play":
            self.table.append(played)
            self.table_values += (self.matta if played is MATTA else _VALUE_OF[played],)
            events.append(_TRAILS[seat][played])
        else:
            self._capture(seat, played, action.args[1], events)  # type: ignore[arg-type]
        if seat != self.dealer or hand:
            self.current_player = (seat + 1) % self.n_players
        elif self.stock:
            events.extend(self._refill())
        else:
            events.extend(self._finish())
        return events

    def _capture(self, seat: int, played: Card, taken: tuple[Card, ...], events: list[Event]) -> None:
        values = self.table_values
        value = self.matta if played is MATTA else VALUE[played.index]
        # Captures take one or two cards of a short table most of the time: find each by its
        # position (cards are ints, so index() compares in C) rather than walking the table.
        table = self.table
        kept = list(values)
        total = 0
        for c in taken:
            i = table.index(c)
            del table[i]
            total += kept.pop(i)
        if value == 1 and 1 not in values:
            method = 3  # the Ace sweep
        elif total == value:
            method = 0 if len(taken) == 1 else 1  # pair or sum
        else:
            method = 2  # fifteen
        key = (taken, played, seat << 2 | method)
        event = _CAPTURE_EVENTS.get(key)
        if self.matta != NATURAL and (played is MATTA or MATTA in taken):
            # A designated Matta is not the seven the card shows: the line says what it counted as.
            event = Event(_METHOD_EVENTS[method] + "_matta", seat,
                          {"card": played.code, "taken": " ".join(map(_code, taken)), **value_params(self.matta)},
                          rule="play")
        elif event is None:
            event = Event(_METHOD_EVENTS[method], seat, {"card": played.code, "taken": " ".join(map(_code, taken))},
                          rule="play")
            if len(_CAPTURE_EVENTS) >= _CAPTURE_CACHE_LIMIT:
                _CAPTURE_EVENTS.clear()
            _CAPTURE_EVENTS[key] = event
        events.append(event)
        self.table_values = tuple(kept)
        self.to_pile(seat, played, taken)
        if played is MATTA or MATTA in taken:
            self.matta, self.matta_seat = NATURAL, None  # a captured Matta loses its designation
        self.last_capture = (seat, (played, *taken))
        if not table and self.plays < PLAYS_PER_DEAL:
            side = self.side_of[seat]
            count = self.scope[side] = self.scope[side] + 1
            key = seat << 8 | count
            event = _SCOPA_EVENTS.get(key)
            if event is None:
                event = _SCOPA_EVENTS[key] = Event("scopa", seat, {"count": count}, points=1, rule="play")
            events.append(event)

    def _declare(self, seat: int, action: Action) -> Event:
        kind = action.args[0]
        matta_value = parse_designation(action.args[1]) if len(action.args) > 1 else None  # type: ignore[arg-type]
        hand = self.hands[seat]
        points = DECLARATION_POINTS[kind]  # type: ignore[index]
        self.fresh[seat] = False
        self.known_in_hand[seat] = list(hand)
        if matta_value is not None and matta_value != NATURAL:
            self.matta, self.matta_seat = matta_value, seat
        self.declarations.append({"seat": seat, "kind": kind, "points": points, "matta": matta_value,
                                  "cards": _codes(hand), "round": self.round})
        data = {"cards": _text(hand), "matta": VALUE_WORD[matta_value] if matta_value else ""}
        return Event(f"declared_{kind}", seat, data, points=points, rule="declarations")

    def _refill(self) -> list[Event]:
        self.deal_hands(HAND_SIZE, 1)
        self.round += 1
        self.fresh = [True] * self.n_players
        self.current_player = (self.dealer + 1) % self.n_players
        key = (self.dealer, self.round, len(self.stock))
        refill = _REFILL_EVENTS.get(key)
        if refill is None:
            refill = _REFILL_EVENTS[key] = Event("refill", self.dealer, {"round": self.round, "stock": key[2]},
                                                 rule="deal")
        events = [refill]
        round_ = self.round
        for seat, hand in enumerate(self.hands):
            events.append(Event("hand_dealt", seat, {"cards": " ".join(map(_code, hand)), "round": round_},
                                _PRIVATE[seat], None, "deal"))
        return events

    def _finish(self) -> list[Event]:
        events: list[Event] = []
        capturer = self.last_capturer
        rest = self.rest_to_last_capturer()
        self.table_values = ()
        self.matta, self.matta_seat = NATURAL, None  # a Matta among the leftovers is captured too
        if rest:
            events.append(Event("leftovers", capturer, {"cards": _text(rest), "count": len(rest)}, rule="play"))
        self.current_player = None
        self.phase = "deal-over"
        self.is_over = True
        self.final = self._result(events)
        cappotto = self.final.summary["cappotto"]
        if cappotto is not None:
            seats = list(self.side_seats(cappotto))
            events.append(Event("cappotto", seats[0], {"seats": Seats(seats)}, rule="game-end"))
        return events

    # -- scores ---------------------------------------------------------------------------------
    def scopa_points(self) -> list[int]:
        """Each side's scopa-type points so far: scope, the dealer's table, declarations (§7.2)."""
        points = list(self.scope)
        if self.table_bonus is not None:
            points[self.side_of[self.table_bonus["seat"]]] += self.table_bonus["points"]
        for d in self.declarations:
            points[self.side_of[d["seat"]]] += d["points"]
        return points

    def score(self) -> DealScore:
        """The deal's score from the piles as they are (final once the deal is over)."""
        return score_deal(self.piles, self.scopa_points(), self.rules)

    def _result(self, events: list[Event] | None = None) -> DealResult:
        """The deal's result from the piles as they are; the announcements of the scoring
        categories are appended to ``events`` if given."""
        return settle_deal(self.piles, self.side_of, self.scope, self.table_bonus, self.declarations,
                           self.rules, [] if events is None else events)

    def result(self) -> DealResult:
        if self.final is None:
            raise ValueError("the deal is not over")
        return self.final

    def snapshot(self) -> CirullaSnapshot:
        """The play as plain, immutable values: what the AI's kernel reads (see :mod:`.snapshot`)."""
        return snapshot(self)

    # -- refusals -------------------------------------------------------------------------------
    def _explain(self, action: Action) -> Refusal | None:
        seat = self.current_player
        assert seat is not None
        kind = action.kind
        if kind == "declare":
            return self._explain_declaration(seat, action)
        if kind not in ("play", "capture"):
            return Refusal("not-a-cirulla-action", "play", {"action": action.text})
        cargs = action.card_args()
        words = action.words()
        if words or not cargs or len(cargs[0]) != 1 or len(cargs) != (1 if kind == "play" else 2):
            return Refusal("malformed-play", "play", {"action": action.text})
        played = cargs[0][0]
        hand = self.hands[seat]
        if played not in hand:
            return Refusal(NOT_IN_HAND, "play", {"card": played.code})
        options = self._options_of(played)
        if kind == "play":
            if options:
                return Refusal("must-capture", "play", {"card": played.code, "options": len(options)})
            return None
        taken = cargs[1]
        off = [c for c in taken if c not in self.table]
        if off or len(set(taken)) != len(taken):
            return Refusal("not-on-table", "play", {"cards": " ".join(_codes(off or taken))})
        if not options:
            return Refusal("nothing-to-capture", "play", {"card": played.code})
        chosen = frozenset(taken)
        for option in options:
            if frozenset(option) == chosen:
                return Refusal("capture-order", "play", {"expected": capture_action(played, option).text})
        return self._explain_capture(played, taken)

    def _options_of(self, played: Card) -> list[tuple[Card, ...]]:
        values = tuple(self.value(c) for c in self.table)
        masks = capture_masks(self.value(played), values, subsets_by_sum(values), self.rules)
        return [tuple(c for i, c in enumerate(self.table) if m >> i & 1) for m in masks]

    def _explain_capture(self, played: Card, taken: Sequence[Card]) -> Refusal:
        v = self.value(played)
        total = sum(self.value(c) for c in taken)
        table_values = [self.value(c) for c in self.table]
        adds_up = total == v or total + v == 15
        if v == 1 and 1 not in table_values:
            return Refusal("ace-must-sweep", "play", {"card": played.code})
        if v == 1 and not adds_up:
            # The sweep the player meant is barred by an Ace (or a Matta played as one) on the table.
            ace = next(c for c in self.table if self.value(c) == 1)
            code = "matta-ace-blocks-sweep" if ace is MATTA else "ace-blocks-sweep"
            return Refusal(code, "play", {"card": played.code, "ace": ace.code})
        if adds_up and v == 1:
            return Refusal("ace-must-take-all", "play", {"card": played.code})
        if adds_up and total == v and self.rules.equal_card_priority:
            equal = next(c for c in self.table if self.value(c) == v)
            return Refusal("equal-card-first", "play", {"card": played.code, "equal": equal.code})
        return Refusal("capture-does-not-add-up", "play",
                       {"card": played.code, "value": v, "total": total, "fifteen": total + v})

    def _explain_declaration(self, seat: int, action: Action) -> Refusal:
        hand = self.hands[seat]
        if not self.fresh[seat]:
            already = any(d["seat"] == seat and d["round"] == self.round for d in self.declarations)
            return Refusal("already-declared" if already else "declaration-too-late", "declarations")
        words = action.words()
        if action.card_args() or not 1 <= len(words) <= 2 or words[0] not in DECLARATION_POINTS:
            return Refusal("malformed-declaration", "declarations", {"action": action.text})
        options = declarations(hand, self.rules)
        if not options:
            return Refusal("hand-does-not-qualify", "declarations", {"cards": " ".join(_codes(hand))})
        has_matta = MATTA in hand
        if len(words) == 2:
            value = parse_designation(words[1])
            if value is None:
                return Refusal("bad-designation", "declarations", {"word": words[1]})
            if not has_matta:
                return Refusal("matta-not-in-hand", "declarations", {})
        elif has_matta:
            return Refusal("designation-needed", "declarations", {})
        else:
            value = None
        match = [d for d in options if d.matta_value == value]
        if match:
            d = match[0]
            return Refusal("wrong-declaration-kind", "declarations",
                           {"kind": d.kind, "points": d.points, "asked": words[0]})
        if not self.rules.matta_wild_for_barsega and value != NATURAL:
            return Refusal("matta-wild-only-for-decino", "declarations", value_params(value or NATURAL))
        return Refusal("designation-does-not-qualify", "declarations", value_params(value or NATURAL))

    # -- what players see ---------------------------------------------------------------------------
    def prompt(self) -> tuple[str, dict[str, Any]]:
        seat = self.current_player
        if seat is None:
            return ("phase.deal-over", {})
        if self.fresh[seat] and (self.viewer is None or self.viewer == seat) and UNKNOWN not in self.hands[seat]:
            if declarations(self.hands[seat], self.rules):
                return ("prompt.declare_or_play", {"seat": Seat(seat)})
        return ("prompt.play", {"seat": Seat(seat), "round": self.round, "rounds": self.rounds})

    def layout(self) -> TableLayout:
        n = self.n_players
        firsts = {self.side_of.index(side): side for side in range(self.n_sides)}
        notes: list[list[tuple[str, dict[str, Any]]]] = [[] for _ in range(n)]
        notes[self.dealer].append(("note.dealer", {}))
        for s in range(n):
            side = self.side_of[s]
            if n == 4:
                notes[s].append(("note.team", {"team": TEAM_NAMES[side]}))
            if s in firsts and self.scope[side]:
                notes[s].append(("note.scope", {"count": self.scope[side]}))
        for d in self.declarations:
            if d["round"] == self.round:
                notes[d["seat"]].append(("note.declared_" + d["kind"], {"points": d["points"]}))
        if self.matta_seat is not None:
            notes[self.matta_seat].append(("note.matta", value_params(self.matta)))
        if self.table_bonus is not None:
            notes[self.table_bonus["seat"]].append(("note.table_bonus", {"points": self.table_bonus["points"]}))
        groups: list[tuple[str, list[Any]]] = []
        if self.table_bonus is not None:
            groups.append(("group.table_bonus", [card(c) for c in self.table_bonus["cards"]]))
        return TableLayout(
            hands=[list(h) for h in self.hands],
            center=[(None, c) for c in self.table],
            center_kind="table",
            piles=[len(self.piles[firsts[s]]) if s in firsts else 0 for s in range(n)],
            stock=len(self.stock),
            exposed=[list(k) for k in self.known_in_hand],
            groups=groups,
            last_trick=[(self.last_capture[0], c) for c in self.last_capture[1]] if self.last_capture else [],
            notes=notes,
            active=[True] * n,
            # A designated Matta shows the seven of Hearts but plays as its designation.
            card_marks={MATTA: (VALUE_WORD[self.matta], "note.matta", value_params(self.matta))}
            if self.matta_seat is not None else {},
        )
