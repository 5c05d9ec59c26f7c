"""A tiny complete trick game used to test the core contract in isolation.

Four players, the 78-card tarot, each gets 19 cards and the dealer discards two; one card
point per trick plus the batch-counted card points of the Lombard values. It exercises every
part of the contract (a private discard, trick play with the excuse, views, sampling).
"""

from __future__ import annotations

from tarotdesk.core.actions import Action, card_action, play
from tarotdesk.core.cards import FOOL, UNKNOWN, Card
from tarotdesk.core.events import Event, Refusal
from tarotdesk.core.game import Game, OptionSpec
from tarotdesk.core.packs import tarot78
from tarotdesk.core.rng import SeededRNG
from tarotdesk.core.state import DealResult, DealState, TableLayout
from tarotdesk.core.tricks import KEEP, TrickRules, batch_points
from tarotdesk.core.unknowns import Slot, fill_slots

PACK = tarot78()
RULES = TrickRules(PACK, fool_mode=KEEP)
VALUES = [0] * 200
for c in PACK.cards:
    if c.is_court:
        VALUES[c.index] = c.rank - 9
    elif c.code in ("T21", "T1", "FOOL"):
        VALUES[c.index] = 5


class ToyDeal(DealState):
    def __init__(self, dealer: int, deck: list[Card], options: dict) -> None:
        self.n_players = 4
        self.dealer = dealer
        self.options = options
        self.hands = [[] for _ in range(4)]
        for i in range(76):
            self.hands[(dealer + 1 + i) % 4].append(deck[i])
        self.hands[dealer] += deck[76:]
        self.discard: list[Card] = []
        self.trick: list[Card] = []
        self.trick_seats: list[int] = []
        self.piles = [[] for _ in range(4)]
        self.voids = [set() for _ in range(4)]
        self.turn: int | None = dealer
        self._phase = "discard"

    @property
    def current_player(self):
        return self.turn

    @property
    def phase(self):
        return self._phase

    def _legal(self):
        if self._phase == "discard":
            hand = self.hands[self.dealer]
            return [card_action("discard", c) for c in hand if c is not FOOL]
        return [play(c) for c in RULES.legal_plays(self.hands[self.turn], self.trick)]

    def _explain(self, action):
        if action.kind == "play" and action.card not in self.hands[self.turn]:
            return Refusal("card-not-in-hand", "play", {"card": str(action.card)})
        return Refusal("must-follow", "play")

    def _apply(self, action):
        seat = self.turn
        c = action.card
        self.hands[seat].remove(c)
        if self._phase == "discard":
            self.discard.append(c)
            if len(self.discard) == 2:
                self._phase = "play"
                self.turn = (self.dealer + 1) % 4
            return [Event("discarded", seat, {"card": c.code}, private=frozenset({seat}))]
        RULES.note_voids(self.voids[seat], c, self.trick)
        self.trick.append(c)
        self.trick_seats.append(seat)
        events = [Event("card_played", seat, {"card": c.code})]
        if len(self.trick) < 4:
            self.turn = (seat + 1) % 4
            return events
        w, _ = RULES.close_trick(self.trick, self.trick_seats, self.piles)
        self.trick, self.trick_seats = [], []
        events.append(Event("trick_won", w))
        if not any(self.hands):
            self.piles[self.dealer] += self.discard
            self.turn = None
            self._phase = "over"
        else:
            self.turn = w
        return events

    def _redact(self, seat):
        for s in range(4):
            if s != seat:
                self.hands[s] = [UNKNOWN] * len(self.hands[s])
        if seat != self.dealer:
            self.discard = [UNKNOWN] * len(self.discard)

    def _fill(self, rng: SeededRNG):
        seen = {c for h in self.hands for c in h} | set(self.discard) | set(self.trick)
        for p in self.piles:
            seen |= set(p)
        pool = [c for c in PACK.cards if c not in seen]
        slots = [Slot(("hand", s), self.hands[s].count(UNKNOWN),
                      (lambda c, v=frozenset(self.voids[s]): c.suit not in v))
                 for s in range(4)]
        slots.append(Slot(("discard", 0), self.discard.count(UNKNOWN), lambda c: c is not FOOL))
        placed = fill_slots([s for s in slots if s.count], pool, rng)
        for (kind, s), cards in placed.items():
            if kind == "hand":
                self.hands[s] = [c for c in self.hands[s] if c is not UNKNOWN] + cards
            else:
                self.discard = cards

    def layout(self):
        return TableLayout(hands=[list(h) for h in self.hands],
                           center=list(zip(self.trick_seats, self.trick)),
                           piles=[len(p) for p in self.piles])

    def result(self):
        pts = [batch_points(p, VALUES, 4) for p in self.piles]
        return DealResult([p - 18 for p in pts], summary={"points": pts})


class ToyGame(Game):
    id = "toy"
    family = "toy"
    names = {"en": "Toy", "ja": "トイ"}
    player_counts = (4,)
    pack_id = "tarot78"
    option_specs = (OptionSpec("deals", 2, {"en": "Deals"}, {"en": "Deals in a match"}, minimum=1, maximum=9),)

    def new_deal(self, match):
        return ToyDeal(match.dealer, match.deck(), match.options)

    def match_over(self, match):
        return len(match.results) >= match.options["deals"]


GAME = ToyGame()


def games(game_id: str) -> Game:
    if game_id != "toy":
        raise KeyError(game_id)
    return GAME
