"""One deal of Mattazza: the deal, ten tricks, the Matto settlement and the scoring.

Phases: ``play`` (ten tricks), ``matto-gift`` (the Matto's owner hands one card of his pile to
the winner of the Matto's trick; skipped when the Matto was not dealt and done automatically
when only one card may be given) and ``deal-over``.

What is public: every card played, who won each trick (so every pile's content), who played
the Matto, the card handed over, the loss counts. What is hidden: the other hands and the
unused cards, for the whole deal. Views replace those by ``UNKNOWN``; ``_fill`` deals them
back respecting the voids the play has shown.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...core.actions import Action, card_action, play
from ...core.cards import FOOL, TRUMP, UNKNOWN, Card
from ...core.events import (
    NOT_IN_HAND,
    UNKNOWN_ACTION,
    WRONG_PHASE,
    Event,
    Refusal,
)
from ...core.message_params import Seat
from ...core.packs import SUIT_NAMES
from ...core.rng import SeededRNG
from ...core.state import DealResult, DealState, ScoreLine, TableLayout
from ...core.unknowns import Slot, fill_slots
from .names import COMBINATION_NAMES, TRUMPS_NAME
from .rules import (
    CARD_POINTS,
    DOUBLING_COUNT,
    HAND_SIZE,
    LAST_TRICK_BONUS,
    PACK,
    PACKET,
    PLAYER_COUNTS,
    RULES,
    TRICKS,
    MattazzaRules,
    mattazza_rules,
)
from .scoring import (Combination, GameEnd, PileScore, card_bit, deal_losers, end_check, local_batches,
                      plain_card_points, score_pile)
from .snapshot import MattazzaSnapshot, snapshot

PLAY = "play"
MATTO_GIFT = "matto-gift"
OVER = "deal-over"
GIVE = "give"


def deal_hands(deck: Sequence[Card], n_players: int, dealer: int) -> tuple[list[list[Card]], list[Card]]:
    """Two rounds of five cards each from the dealer's right; the rest of the pack is not used."""
    # Each seat's two packets start at fixed deck positions (see _PACKET_STARTS): two slices a seat.
    return ([deck[a:a + PACKET] + deck[b:b + PACKET] for a, b in _PACKET_STARTS[n_players][dealer]],
            list(deck[n_players * HAND_SIZE:]))


#: For each player count and dealer, the deck positions of each seat's first and second packet.
_PACKET_STARTS: dict[int, list[list[tuple[int, int]]]] = {
    n: [[(PACKET * ((s - dealer - 1) % n), PACKET * (n + (s - dealer - 1) % n)) for s in range(n)]
        for dealer in range(n)]
    for n in PLAYER_COUNTS}


def _suit_name(suit: str) -> dict[str, str]:
    if suit == TRUMP:
        return dict(TRUMPS_NAME)
    return {lang: SUIT_NAMES["italian"][lang][suit] for lang in ("en", "ja")}


class MattazzaDeal(DealState):
    """The state of one Mattazza deal (see the module docstring)."""

    # Plain attributes instead of the base class's properties: the match and the benchmark loop
    # read them several times per action, and a property is a Python call each time.
    current_player: int | None = None
    phase: str = PLAY
    is_over: bool = False
    #: Refusals once the deal is over point at the scoring.
    RULE_END = "scoring"

    @property
    def RULE_TURN(self) -> str:  # type: ignore[override]
        """The anchor of "not your turn" refusals: the Matto's section while it is settled."""
        return "matto" if self.phase == MATTO_GIFT else "play"

    def __init__(self, n_players: int, dealer: int, deck: Sequence[Card], options: dict[str, Any],
                 losses: Sequence[int] | None = None, rules: MattazzaRules | None = None) -> None:
        self.n_players = n_players
        self.dealer = dealer
        self.options = dict(options)
        self.rules = rules if rules is not None else mattazza_rules(options)
        self.losses_before = list(losses) if losses is not None else [0] * n_players
        self.hands, self.unused = deal_hands(deck, n_players, dealer)
        self.trick: list[Card] = []
        self.leader = (dealer + 1) % n_players
        self.current_player = self.leader
        self.trick_no = 1
        self.piles: list[list[Card]] = [[] for _ in range(n_players)]
        self.tricks_won = [0] * n_players
        #: Completed tricks as (leader, cards in play order, winner).
        self.history: list[tuple[int, tuple[Card, ...], int]] = []
        self.voids: list[set[str]] = [set() for _ in range(n_players)]
        self.matto_owner: int | None = None
        self.matto_recipient: int | None = None
        self.matto_trick: int | None = None
        self.gift: Card | None = None
        self.last_winner: int | None = None
        self.outcome: dict[str, Any] | None = None
        self.phase = PLAY

    # -- the contract ------------------------------------------------------------------------------
    def trick_seats(self) -> list[int]:
        """Seats of the cards of the current trick, in play order."""
        n = self.n_players
        return [(self.leader + i) % n for i in range(len(self.trick))]

    def gift_choices(self) -> list[Card]:
        """The cards the Matto's owner may hand over now."""
        assert self.matto_owner is not None
        pile = self.piles[self.matto_owner]
        if self.rules.matto_gift_blank_first:
            blanks = [c for c in pile if not CARD_POINTS[c.index]]
            if blanks:
                return blanks
        return list(pile)

    def _legal(self) -> list[Action]:
        # The rules of core.tricks' legal_plays (tests hold the two equal), written on tables of
        # actions because the list is rebuilt after every card; map and filter keep the loops in C.
        if self.phase != PLAY:
            return [card_action(GIVE, c) for c in self.gift_choices()]
        hand = self.hands[self.current_player]  # type: ignore[index]
        trick = self.trick
        lead = trick[0] if trick else None
        if lead is FOOL:  # the card after a Matto lead sets the suit
            lead = trick[1] if len(trick) > 1 else None
        if lead is None:
            return list(map(_PLAY_GET, hand))
        plays = _PLAYS_IN_SUIT[lead.suit]
        legal = list(map(plays.__getitem__, filter(plays.__contains__, hand)))
        if not legal and plays is not _TRUMP_PLAYS:
            legal = list(map(_TRUMP_PLAYS.__getitem__, filter(_TRUMP_PLAYS.__contains__, hand)))
        if not legal:
            return list(map(_PLAY_GET, hand))
        if FOOL in hand:
            legal.append(_PLAY_OF[FOOL])
        return legal

    def _explain(self, action: Action) -> Refusal | None:
        c = action.card
        single_card = len(action.args) == 1 and len(action.cards) == 1
        if self.phase == PLAY:
            if action.kind == GIVE:
                return Refusal(WRONG_PHASE, "matto", {"action": action.text, "now": "now-play"})
            if action.kind != "play" or not single_card or c is None:
                return Refusal(UNKNOWN_ACTION, "play", {"action": action.text})
            hand = self.hands[self.current_player]  # type: ignore[index]
            if c not in hand:
                return Refusal(NOT_IN_HAND, "play", {"card": c.code})
            lead = RULES.lead(self.trick)
            assert lead is not None  # with no lead every card of the hand is legal
            params = {"card": c.code, "lead": lead.code, "suit": lead.suit,
                      "suit_name": _suit_name(lead.suit)}
            if any(h.suit == lead.suit for h in hand):
                code = "must-follow-trump" if lead.suit == TRUMP else "must-follow-suit"
                return Refusal(code, "play", params)
            return Refusal("must-trump", "play", params)
        # the Matto settlement
        if action.kind == "play":
            # The player of the Matto owes a card for it before the play goes on: say so.
            return Refusal(WRONG_PHASE, "matto", {"action": action.text, "now": "now-matto-gift"})
        if action.kind != GIVE or not single_card or c is None:
            return Refusal(UNKNOWN_ACTION, "matto", {"action": action.text})
        if c not in self.piles[self.matto_owner]:  # type: ignore[index]
            return Refusal("card-not-in-pile", "matto", {"card": c.code})
        return Refusal("must-give-blank", "options", {"card": c.code})

    def _apply(self, action: Action) -> list[Event]:
        # The card play written in: it runs on every action of every random playout, and a call
        # saved is a noticeable share of an action's cost.
        if self.phase != PLAY:
            return self._give(action.cards[0], forced=False)
        player: int = self.current_player  # type: ignore[assignment]
        c = action.args[0][0]  # type: ignore[index]
        self.hands[player].remove(c)
        trick = self.trick
        if trick:
            RULES.note_voids(self.voids[player], c, trick)
        trick.append(c)
        # Events are values: one shared object per seat, card and trick number.
        events = [_CARD_PLAYED[self.trick_no][player][c]]
        n = self.n_players
        if len(trick) < n:
            self.current_player = player + 1 if player + 1 < n else 0
            return events
        events.extend(self._close_trick())
        return events

    def _close_trick(self) -> list[Event]:
        seats = _SEATS[self.n_players][self.leader]
        trick = self.trick
        # Of equal Moors the later wins; the Matto never wins and stays in its player's pile.
        winner, fool_seat = RULES.close_trick(trick, seats, self.piles)
        trick_no = self.trick_no
        if fool_seat is not None:
            self.matto_owner, self.matto_recipient, self.matto_trick = fool_seat, winner, trick_no
            events = [Event("trick_won", winner, {"trick": trick_no, "cards": list(map(_CODE.__getitem__, trick))},
                            rule="play"),
                      _shared_event("matto_kept", fool_seat, winner, trick_no)]
        else:
            events = [Event("trick_won", winner, {"trick": trick_no, "cards": list(map(_CODE.__getitem__, trick))},
                            rule="play")]
        self.tricks_won[winner] += 1
        self.history.append((self.leader, tuple(trick), winner))
        self.trick = []
        self.leader = winner
        if trick_no < TRICKS:
            self.trick_no = trick_no + 1
            self.current_player = winner
            return events
        self.last_winner = winner
        events.append(_shared_event("last_trick", winner))
        if self.matto_owner is None:
            return events + self._finish()
        self.phase = MATTO_GIFT
        self.current_player = self.matto_owner
        choices = self.gift_choices()
        if len(choices) == 1:  # nothing to decide (e.g. the owner won no trick)
            events.extend(self._give(choices[0], forced=True))
        return events

    def _give(self, c: Card, forced: bool) -> list[Event]:
        owner, recipient = self.matto_owner, self.matto_recipient
        assert owner is not None and recipient is not None
        RULES.give_for_excuse(self.piles, owner, recipient, c)
        self.gift = c
        events = [_shared_event("matto_given", owner, c, recipient, forced)]
        return events + self._finish()

    # -- scoring -----------------------------------------------------------------------------------
    def pile_scores(self) -> list[PileScore]:
        """Every seat's score as the piles stand (the final one once the deal is over)."""
        single = self.rules.contatori_single_use
        return [score_pile(p, self.n_players, s == self.last_winner, single) for s, p in enumerate(self.piles)]

    def local_count(self) -> list[list[dict[str, Any]]]:
        """Each pile counted the Bolognese way: batches of N cards (as won) with their values."""
        n = self.n_players
        return [[{"cards": [c.code for c in b], "value": v} for b, v in local_batches(p, n)] for p in self.piles]

    def _finish(self) -> list[Event]:
        # Runs once per deal, and a random playout's deal is only some thirty actions: every pile
        # is screened by plain_card_points (no combination: a few popcounts, no object built),
        # and only piles holding a combination go through score_pile. Events that depend on a
        # few small numbers are shared from tables (see _shared_event).
        n = self.n_players
        last = self.last_winner
        single = self.rules.contatori_single_use
        totals: list[int] = []
        parts: list[dict[str, int]] = []
        cricche: list[list[dict[str, Any]]] = []
        sequences: list[list[dict[str, Any]]] = []
        cricche_doubled: list[bool] = []
        sequences_doubled: list[bool] = []
        events: list[Event] = []
        for s, pile in enumerate(self.piles):
            m = sum(map(_BIT_GET, pile))
            points = plain_card_points(m)
            if points >= 0:
                tricks = len(pile) // n
                bonus = LAST_TRICK_BONUS if s == last else 0
                total = points + tricks + bonus
                parts.append({"card_points": points, "trick_points": tricks, "last_trick": bonus,
                              "cricche": 0, "sequences": 0})
                cricche.append([])
                sequences.append([])
                cricche_doubled.append(False)
                sequences_doubled.append(False)
            else:
                sc = score_pile(pile, n, s == last, single)
                total = sc[0] + sc[1] + sc[2] + sc[4] + sc[6]  # PileScore.total, inlined
                parts.append({"card_points": sc.card_points, "trick_points": sc.trick_points,
                              "last_trick": sc.last_trick, "cricche": sc.cricche_points,
                              "sequences": sc.sequence_points})
                cricche.append([cb.to_json() for cb in sc.cricche])
                sequences.append([cb.to_json() for cb in sc.sequences])
                cricche_doubled.append(len(sc.cricche) >= DOUBLING_COUNT)
                sequences_doubled.append(len(sc.sequences) >= DOUBLING_COUNT)
                for cb in sc.cricche + sc.sequences:
                    e = _COMBINATION_EVENTS.get((s, cb))
                    events.append(e if e is not None else _combination_event(s, cb))
            totals.append(total)
            e = _SHARED_EVENTS.get(("deal_total", s, total))
            events.append(e if e is not None else _shared_event("deal_total", s, total))
        losers = deal_losers(totals)
        losses = list(self.losses_before)
        for s in losers:
            losses[s] += 1
        end = end_check(losses, n)
        units = list(end.units) if end else [0] * n
        trickless = totals[losers[0]] == 0
        self.outcome = {
            "totals": totals,
            "parts": parts,
            "cricche": cricche,
            "sequences": sequences,
            "cricche_doubled": cricche_doubled,
            "sequences_doubled": sequences_doubled,
            "losers": losers,
            "trickless": trickless,
            "losses": losses,
            "end": end.kind if end else None,
            "payers": list(end.payers) if end else [],
            "units": units,
            "matto_owner": self.matto_owner,
            "matto_recipient": self.matto_recipient,
            "gift": self.gift.code if self.gift else None,
            "last_trick": last,
        }
        self.phase = OVER
        self.current_player = None
        self.is_over = True
        events += _loss_events(self.outcome, end)
        return events

    def snapshot(self) -> MattazzaSnapshot:
        """The card play as plain, immutable values: what the AI's kernel reads (see :mod:`.snapshot`)."""
        return snapshot(self)

    def result(self) -> DealResult:
        """Units per seat (non-zero only on the deal that ends the game) and the score breakdown."""
        if self.outcome is None:
            raise ValueError("the deal is not over")
        out = self.outcome
        local = self.rules.local_count_display
        batches = self.local_count() if local else None
        lines: list[ScoreLine] = []
        for s in range(self.n_players):
            parts = out["parts"][s]
            if batches is not None:
                for batch in batches[s]:
                    counting = sum(1 for code in batch["cards"] if _POINTS_BY_CODE[code])
                    lines.append(ScoreLine("local_batch", (s,), batch["value"],
                                           {"cards": list(batch["cards"]), "counting": counting}, "scoring"))
            else:
                counting_cards = list(map(_CODE.__getitem__, filter(_COUNTING.__contains__, self.piles[s])))
                lines.append(ScoreLine("card_points", (s,), parts["card_points"], {"cards": counting_cards},
                                       "scoring"))
                lines.append(ScoreLine("tricks", (s,), parts["trick_points"], {"tricks": parts["trick_points"]},
                                       "scoring"))
            if parts["last_trick"]:
                lines.append(ScoreLine("last_trick", (s,), parts["last_trick"], {}, "scoring"))
            if out["cricche"][s]:
                lines.extend(_combination_lines(s, out["cricche"][s], "cricca", "cricche_doubled"))
            if out["sequences"][s]:
                lines.extend(_combination_lines(s, out["sequences"][s], "sequence", "sequences_doubled"))
            if s in out["losers"]:
                lines.append(ScoreLine("deal_lost", (s,), 0, {"total": out["totals"][s],
                                                              "trickless": out["trickless"],
                                                              "losses": out["losses"][s]}, "losers"))
            if out["end"] is not None:
                lines.append(ScoreLine("payment", (s,), out["units"][s], {"units": out["units"][s]}, "game-end"))
        summary = dict(out)
        summary["local_count_display"] = local
        if batches is not None:
            summary["local_count"] = batches
        return DealResult(list(out["units"]), lines, summary)

    # -- views ---------------------------------------------------------------------------------------
    def _redact(self, seat: int) -> None:
        for s in range(self.n_players):
            if s != seat:
                self.hands[s] = [UNKNOWN] * len(self.hands[s])
        self.unused = [UNKNOWN] * len(self.unused)

    def _fill(self, rng: SeededRNG) -> None:
        seen = {c for h in self.hands for c in h}
        seen.update(self.trick)
        for _, cards, _ in self.history:
            seen.update(cards)
        seen.discard(UNKNOWN)
        pool = [c for c in PACK.cards if c not in seen]
        slots = []
        for s in range(self.n_players):
            hidden = self.hands[s].count(UNKNOWN)
            if hidden:
                voids = frozenset(self.voids[s])
                slots.append(Slot(s, hidden, (lambda c, v=voids: c.suit not in v) if voids else None))
        hidden_unused = self.unused.count(UNKNOWN)
        if hidden_unused:
            slots.append(Slot("unused", hidden_unused))
        placed = fill_slots(slots, pool, rng)
        for key, cards in placed.items():
            if key == "unused":
                self.unused = [c for c in self.unused if c is not UNKNOWN] + cards
            else:
                self.hands[key] = [c for c in self.hands[key] if c is not UNKNOWN] + cards  # type: ignore[index]

    # -- the table ----------------------------------------------------------------------------------
    def layout(self) -> TableLayout:
        n = self.n_players
        groups: list[tuple[str, list[Any]]] = []
        if self.unused:
            groups.append(("group.unused", list(self.unused)))
        if self.gift is not None:
            groups.append(("group.matto_gift", [self.gift]))
        last: list[tuple[int, Any]] = []
        if self.history:
            leader, cards, _ = self.history[-1]
            last = [((leader + i) % n, c) for i, c in enumerate(cards)]
        notes: list[list[tuple[str, dict[str, Any]]]] = [[] for _ in range(n)]
        notes[self.dealer].append(("note.dealer", {}))
        for s in range(n):
            if self.losses_before[s]:
                notes[s].append(("note.losses", {"count": self.losses_before[s]}))
        if self.matto_owner is not None:
            notes[self.matto_owner].append(("note.matto_owner", {"recipient": Seat(self.matto_recipient)}))
        return TableLayout(
            hands=[list(h) for h in self.hands],
            center=list(zip(self.trick_seats(), self.trick)),
            center_kind="trick",
            piles=[len(p) for p in self.piles],
            stock=0,
            exposed=[[] for _ in range(n)],
            groups=groups,
            last_trick=last,
            notes=notes,
            active=[True] * n,
        )

    def prompt(self) -> tuple[str, dict[str, Any]]:
        if self.phase == PLAY:
            key = "prompt.lead" if not self.trick else "prompt.follow"
            return (key, {"seat": Seat(self.current_player), "trick": self.trick_no})
        if self.phase == MATTO_GIFT:
            return ("prompt.matto_gift", {"seat": Seat(self.current_player), "recipient": Seat(self.matto_recipient)})
        return ("phase." + OVER, {})


#: Seats in play order from each leader, for each player count.
_SEATS = {n: [tuple((lead + i) % n for i in range(n)) for lead in range(n)] for n in PLAYER_COUNTS}
def _combination_lines(seat: int, combos: list[dict[str, Any]], kind: str, doubled: str) -> list[ScoreLine]:
    """Score lines of a seat's cricche (or sequences), with the doubling line if it applies."""
    lines = [ScoreLine(kind, (seat,), cb["points"], {
        "set": cb["name"], "name": dict(COMBINATION_NAMES[cb["name"]]), "cards": list(cb["cards"]),
        "contatori": list(cb["contatori"]), "length": cb["length"]}, "combinations") for cb in combos]
    if len(combos) >= DOUBLING_COUNT:
        lines.append(ScoreLine(doubled, (seat,), sum(cb["points"] for cb in combos), {"count": len(combos)},
                               "combinations"))
    return lines


_POINTS_BY_CODE = {c.code: CARD_POINTS[c.index] for c in PACK.cards}
#: The cards with card points (filtered in C when a pile's counting cards are listed).
_COUNTING = frozenset(c for c in PACK.cards if CARD_POINTS[c.index])
_CODE: dict[Card, str] = {c: c.code for c in PACK.cards}
#: The ``play:<card>`` action of every card, and those of each suit's cards (``T`` the trumps).
_PLAY_OF: dict[Card, Action] = {c: play(c) for c in PACK.cards}
_PLAYS_IN_SUIT: dict[str, dict[Card, Action]] = {
    suit: {c: a for c, a in _PLAY_OF.items() if c.suit == suit} for suit in {c.suit for c in PACK.cards}}
_PLAY_GET = _PLAY_OF.__getitem__
#: The ``card_played`` event of every trick number, seat and card (shared: events are values).
_CARD_PLAYED: list[list[dict[Card, Event]]] = [
    [{c: Event("card_played", seat, {"card": c.code, "trick": trick_no}, None, None, "play") for c in PACK.cards}
     for seat in range(max(PLAYER_COUNTS))]
    for trick_no in range(TRICKS + 1)]
_TRUMP_PLAYS = _PLAYS_IN_SUIT[TRUMP]
_BIT_GET = {c: card_bit(c) for c in PACK.cards}.__getitem__


def _make_event(kind: str, seat: int, *numbers: Any) -> Event:
    # The events _shared_event hands out, as the engine has always written them.
    if kind == "deal_total":
        total, = numbers
        return Event("deal_total", seat, {"total": total}, None, total, "scoring")
    if kind == "units":
        units, = numbers
        return Event("units", seat, {"units": units}, points=units, rule="game-end")
    if kind == "last_trick":
        return Event("last_trick", seat, {}, points=LAST_TRICK_BONUS, rule="scoring")
    if kind == "matto_kept":
        recipient, trick_no = numbers
        return Event("matto_kept", seat, {"recipient": Seat(recipient), "trick": trick_no}, rule="matto")
    if kind == "matto_given":
        c, recipient, forced = numbers
        return Event("matto_given", seat, {"card": _CODE[c], "recipient": Seat(recipient), "forced": bool(forced)},
                     rule="matto")
    total, losses = numbers  # lost_trickless, lost_highest
    return Event(kind, seat, {"total": total, "losses": losses}, None, None, "losers")


#: Events made of a kind, a seat and a few small numbers (or a card), shared by every deal
#: (events are values): a dictionary look-up instead of an Event built on every deal's end.
_SHARED_EVENTS: dict[tuple[Any, ...], Event] = {}


def _shared_event(kind: str, seat: int, *numbers: Any) -> Event:
    key = (kind, seat, *numbers)
    e = _SHARED_EVENTS.get(key)
    if e is None:
        e = _SHARED_EVENTS[key] = _make_event(kind, seat, *numbers)
    return e


#: The event of each combination found in a seat's pile, shared by every deal that finds the
#: same one (most deals find a cricca or a sequence, and the same ones come back).
_COMBINATION_EVENTS: dict[tuple[int, Combination], Event] = {}
#: The table stops growing here: the Grande's many forms could otherwise fill it without end.
_COMBINATION_EVENTS_LIMIT = 20_000


def _combination_event(seat: int, cb: Combination) -> Event:
    e = Event(cb.kind, seat, {"name": dict(COMBINATION_NAMES[cb.name]), "set": cb.name,
                              "cards": [c.code for c in cb.cards], "contatori": [c.code for c in cb.contatori],
                              "length": cb.length},
              None, cb.points, "combinations")
    if len(_COMBINATION_EVENTS) < _COMBINATION_EVENTS_LIMIT:
        _COMBINATION_EVENTS[(seat, cb)] = e
    return e


def _loss_events(outcome: dict[str, Any], end: GameEnd | None) -> list[Event]:
    """The events that close a deal's outcome: each loser's loss and, if the game ends, the payments."""
    totals, losses, units = outcome["totals"], outcome["losses"], outcome["units"]
    lost = "lost_trickless" if outcome["trickless"] else "lost_highest"
    events = [_shared_event(lost, s, totals[s], losses[s]) for s in outcome["losers"]]
    if end is not None:
        events.append(Event("game_end_two_losers" if end.kind == "two-losers" else "game_end_one_loser",
                            None, {"payers": list(end.payers)}, rule="game-end"))
        events += [_shared_event("units", s, u) for s, u in enumerate(units)]
    return events
