"""A match: deals chained by a game's rules until its end condition, with seeded chance.

Chance is entirely in the deck orders (and the first dealer): deck ``k`` of deal ``i`` is a
shuffle seeded by ``(seed, i, k)``, or a prearranged order if the record gives one. Decisions
never consume randomness, so replaying the same actions rebuilds the same match, and a branch
from any position gets the same cards.

``Match`` implements the state contract at the match level: between deals ``current_player``
is None and ``deal_over`` is True until :meth:`next_deal` is called (the UI shows the deal's
score there; the replayer and the simulator call it at once).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from .actions import Action
from .cards import Card
from .deal_setup import DealSetup
from .events import GAME_OVER, Event, IllegalAction, Refusal
from .game import Game
from .message_params import Seat, Seats
from .rng import SeededRNG, derive_seed
from .state import DealResult, DealState


class Match:
    """A whole match of one game: the current deal, past results and running scores."""

    def __init__(
        self,
        game: Game,
        n_players: int,
        options: dict[str, Any] | None = None,
        seed: int | str = 0,
        first_dealer: int | None = None,
        prearranged: list[DealSetup] | None = None,
    ) -> None:
        self.game = game
        self.n_players = n_players
        self.options = game.resolve_options(n_players, options)
        self.seed = seed
        self.prearranged = {(d.deal, d.attempt): d for d in (prearranged or [])}
        first = self.prearranged.get((0, 0))
        if first_dealer is None and first is not None and first.dealer is not None:
            first_dealer = first.dealer
        if first_dealer is None:
            first_dealer = SeededRNG(derive_seed(seed, "first-dealer")).below(n_players)
        if not 0 <= first_dealer < n_players:
            raise ValueError(f"first dealer {first_dealer} is not a seat of {n_players} players")
        self.first_dealer = first_dealer
        self.dealer = first_dealer
        self.deal_index = 0
        self.scores = [0] * n_players
        self.results: list[DealResult] = []
        self.carry: dict[str, Any] = {}  # game-specific facts carried from deal to deal
        self.actions: list[tuple[int, Action]] = []  # every action of the match, in order
        self.deal_starts: list[int] = [0]  # index into ``actions`` where each deal began
        # ``over`` (the match has ended) and ``deal_over`` (the current deal has ended and been
        # settled) are plain attributes, not properties: every step of every simulation reads
        # them. Only _settle and next_deal change them.
        self.over = False
        self.deal_over = False
        self.deal: DealState = game.new_deal(self)
        self._settle_if_over()

    # -- chance ------------------------------------------------------------------------------
    def deck(self, attempt: int = 0) -> list[Card]:
        """The deck order for the current deal (attempt > 0: the same dealer deals again)."""
        return self.deck_of(self.deal_index, attempt)

    def deck_of(self, deal: int, attempt: int = 0) -> list[Card]:
        """The deck order of deal ``deal`` (0-based), attempt ``attempt``."""
        setup = self.prearranged.get((deal, attempt))
        if setup is not None:
            cards = list(setup.deck)
            expected = self.game.pack.cards
            if sorted(cards) != sorted(expected):
                raise ValueError(
                    f"prearranged deck of deal {deal + 1} is not the {self.game.pack_id} pack"
                )
            return cards
        cards = list(self.game.pack.cards)
        SeededRNG(derive_seed(self.seed, "deal", deal, attempt)).shuffle(cards)
        return cards

    def deal_again(self) -> list[DealSetup]:
        """The decks that deal the current deal again as the first deal of a new match: every
        deck it took (a redeal included), with its dealer."""
        attempts = self.game.deal_attempts(self.deal)
        return [DealSetup(0, tuple(self.deck_of(self.deal_index, a)), a, self.dealer) for a in range(attempts)]

    # -- the contract -----------------------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        """The seat to act, or None between deals and after the match."""
        return None if self.over else self.deal.current_player

    @property
    def phase(self) -> str:
        """The current deal's phase (``deal-over`` / ``match-over`` between deals)."""
        if self.over:
            return "match-over"
        if self.deal.is_over:
            return "deal-over"
        return self.deal.phase

    def legal_actions(self) -> list[Action]:
        """Legal actions of the current player."""
        return [] if self.over else self.deal.legal_actions()

    def check(self, action: Action, seat: int | None = None) -> Refusal | None:
        """None if legal, else the refusal (see :meth:`DealState.check`)."""
        if self.over:
            return Refusal(GAME_OVER, "end")
        return self.deal.check(action, seat)

    def apply(self, action: Action, seat: int | None = None) -> list[Event]:
        """Perform an action of the current player; settle the deal if it ends."""
        if self.over:
            raise IllegalAction(Refusal(GAME_OVER, "end"))
        deal = self.deal
        actor = deal.current_player
        events = deal.apply(action, seat)
        self.actions.append((actor, action))  # type: ignore[arg-type]  # apply() refused if None
        if deal.current_player is None:
            events.extend(self._settle())
        return events

    def _settle(self) -> list[Event]:
        result = self.game.settle(self, self.deal)
        self.results.append(result)
        for s, v in enumerate(result.deal_score):
            self.scores[s] += v
        self.deal_over = True
        self.over = self.game.match_over(self)
        # Said once the match knows whether the deal ended it (a verdict may say so), on a copy:
        # a deal may keep its own result.
        self.results[-1] = replace(result, verdicts=self.game.verdicts(self, self.deal, result))
        events = [Event("deal_over", None, {"deal": self.deal_index, "deal_score": list(result.deal_score),
                                            "scores": list(self.scores)})]
        if self.over:
            events.append(Event("match_over", None, {"scores": list(self.scores),
                                                     "winners": Seats(self.winners())}))
        return events

    def next_deal(self) -> list[Event]:
        """Start the next deal after a settled one."""
        if not self.deal.is_over or self.over:
            raise IllegalAction(Refusal(GAME_OVER if self.over else "deal-in-progress", "end"))
        self.dealer = self.game.next_dealer(self)
        self.deal_index += 1
        self.deal_starts.append(len(self.actions))
        self.deal = self.game.new_deal(self)
        self.deal_over = False
        events = [Event("deal_started", self.dealer, {"deal": self.deal_index, "dealer": Seat(self.dealer)})]
        return events + self._settle_if_over()

    def _settle_if_over(self) -> list[Event]:
        # A deal can end before anyone acts (e.g. a rule that annuls it on the deal itself).
        return self._settle() if self.deal.is_over else []

    def winners(self) -> list[int]:
        """Seats that won the match (only meaningful when it is over)."""
        return self.game.winners(self)

    def teams(self) -> list[list[int]] | None:
        """Partnerships as known now: fixed ones, or the current deal's public sides."""
        return self.game.fixed_teams(self.n_players, self.options) or self.deal.teams()

    # -- copies and views ---------------------------------------------------------------------
    def clone(self) -> "Match":
        """An independent copy (the deal cloned, the history copied)."""
        new = object.__new__(Match)
        new.__dict__.update(self.__dict__)
        new.scores = list(self.scores)
        new.results = list(self.results)
        new.carry = _deep(self.carry)
        new.actions = list(self.actions)
        new.deal_starts = list(self.deal_starts)
        new.deal = self.deal.clone()
        return new

    def view(self, seat: int) -> "MatchView":
        """What ``seat`` may know of the match now."""
        return MatchView(
            game=self.game, n_players=self.n_players, seat=seat, options=dict(self.options),
            deal_index=self.deal_index, dealer=self.dealer, scores=list(self.scores),
            results=list(self.results), carry=_deep(self.carry), deal=self.deal.view(seat),
            over=self.over, teams=self.teams(),
        )


@dataclass
class MatchView:
    """One seat's knowledge of a match: public match facts plus a view of the current deal."""

    game: Game
    n_players: int
    seat: int
    options: dict[str, Any]
    deal_index: int
    dealer: int
    scores: list[int]
    results: list[DealResult]
    carry: dict[str, Any]
    deal: DealState
    over: bool
    teams: list[list[int]] | None = field(default=None)

    def legal_actions(self) -> list[Action]:
        """The seat's legal actions (empty when it is not its turn)."""
        if self.over or self.deal.current_player != self.seat:
            return []
        return self.deal.legal_actions()


def _deep(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _deep(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_deep(v) for v in value]
    if isinstance(value, set):
        return set(value)
    return value
