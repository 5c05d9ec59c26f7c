"""What a game is: its identity, its rule options as data, and its match-level rules.

Each game id has one :class:`Game` object. The deal-by-deal rules live in the game's
:class:`~tarotdesk.core.state.DealState`; the ``Game`` says how deals are made and chained
into a match (who deals, how a deal is settled, when the match ends and who won).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .packs import Pack, pack
from .message_params import Seats
from .state import DealResult, DealState, Verdict

if TYPE_CHECKING:
    from .actions import Action
    from .deal_places import Place
    from .match import Match


class OptionError(ValueError):
    """An option name or value that the game does not accept."""


@dataclass(frozen=True)
class OptionSpec:
    """One rule option: a name, its default (the spec's), the values allowed and a one-line help.

    ``choices`` lists the allowed values for a choice option; ``minimum``/``maximum`` bound an
    integer option; a boolean option has neither. ``label`` and ``help`` map a language code to
    text; ``choice_labels`` maps each choice (as a string) to ``{lang: text}``.
    ``players``, when given, restricts the option to those player counts.
    """

    name: str
    default: Any
    label: dict[str, str]
    help: dict[str, str]
    choices: tuple[Any, ...] | None = None
    choice_labels: dict[str, dict[str, str]] = field(default_factory=dict)
    minimum: int | None = None
    maximum: int | None = None
    players: tuple[int, ...] | None = None

    @property
    def kind(self) -> str:
        """``bool``, ``int``, ``choice`` or ``list``."""
        if self.choices is not None:
            return "choice"
        if isinstance(self.default, bool):
            return "bool"
        if isinstance(self.default, int):
            return "int"
        if isinstance(self.default, (list, tuple)):
            return "list"
        return "choice"

    def validate(self, value: Any) -> Any:
        """The value, normalised, or :class:`OptionError` saying what is wrong."""
        kind = self.kind
        if kind == "bool":
            if not isinstance(value, bool):
                raise OptionError(f"option {self.name!r} must be true or false, not {value!r}")
            return value
        if kind == "int":
            if isinstance(value, bool) or not isinstance(value, int):
                raise OptionError(f"option {self.name!r} must be a whole number, not {value!r}")
            if self.minimum is not None and value < self.minimum:
                raise OptionError(f"option {self.name!r} must be at least {self.minimum}")
            if self.maximum is not None and value > self.maximum:
                raise OptionError(f"option {self.name!r} must be at most {self.maximum}")
            return value
        if kind == "list":
            if not isinstance(value, (list, tuple)):
                raise OptionError(f"option {self.name!r} must be a list")
            return list(value)
        if value not in (self.choices or ()):
            allowed = ", ".join(map(str, self.choices or ()))
            raise OptionError(f"option {self.name!r} must be one of {allowed}, not {value!r}")
        return value


#: What a :class:`Standing` counts (the score sheet's caption says it in words).
STANDING_KINDS = ("game-points", "deal-points", "points", "losses")


@dataclass(frozen=True)
class Standing:
    """The running figure a game's players keep, seat by seat: what the score sheet shows.

    ``kind`` is one of :data:`STANDING_KINDS`: net game points (the default), deal points that
    decide a margin paid at the end of the game (Lombardy Tarot), points toward a target
    (Porrazo, Cirulla), or lost deals (Mattazza, where fewer is better). ``deals`` holds what each
    finished deal added, seat by seat; ``totals`` the figure now. A game that scores during a deal
    counts the deal in progress in ``totals`` and gives what it added so far as ``current``.
    A side's figure is given for each of its members.
    """

    kind: str
    deals: list[list[int]]
    totals: list[int]
    current: list[int] | None = None
    target: int | None = None

    @property
    def lower_is_better(self) -> bool:
        """True when the best figure is the smallest (lost deals)."""
        return self.kind == "losses"


#: The package whose sub-packages are the game families.
GAMES_PACKAGE = __package__.rpartition(".")[0] + ".games"


class Game(ABC):
    """A game id with its names, player counts, pack, options and match rules."""

    #: The game's id; by default its family's name (a family of one game).
    id: str
    #: The package name under tarotdesk.games, also the rule text's family: by default the
    #: package the class is written in.
    family: str
    names: dict[str, str]  # {"en": ..., "ja": ...}
    player_counts: tuple[int, ...]
    pack_id: str
    option_specs: tuple[OptionSpec, ...] = ()
    #: "ccw": seat s+1 sits on the right of seat s (Italian and Hungarian games); "cw": on the left.
    direction: str = "ccw"
    #: The rule anchor for the deal's overview (the rule pane opens there by default).
    rule_anchor: str = "overview"
    #: Words for this game's reason codes, events, phases and score lines (see core.messages).
    messages: dict[str, dict[str, str]] = {}
    #: Kinds of score line that state a measure (card points, a contract's base) rather than a
    #: payment: the deal summary shows them without a sign.
    measure_lines: frozenset[str] = frozenset()

    def __init_subclass__(cls, **kwargs: Any) -> None:
        """Give a game class written in a family package its family, and that name as its id,
        unless it names them itself."""
        super().__init_subclass__(**kwargs)
        package, _, name = cls.__module__.rpartition(".")[0].rpartition(".")
        if package == GAMES_PACKAGE:
            if "family" not in cls.__dict__:
                cls.family = name
            if not hasattr(cls, "id"):
                cls.id = cls.family

    @property
    def pack(self) -> Pack:
        """The pack this game is played with."""
        return pack(self.pack_id)

    def default_options(self, n_players: int | None = None) -> dict[str, Any]:
        """The spec's defaults for every option (for ``n_players`` if given)."""
        return {
            o.name: (list(o.default) if isinstance(o.default, (list, tuple)) else o.default)
            for o in self.option_specs
            if n_players is None or o.players is None or n_players in o.players
        }

    def resolve_options(self, n_players: int, options: dict[str, Any] | None) -> dict[str, Any]:
        """Defaults overlaid with ``options``; unknown names and bad values raise OptionError."""
        if n_players not in self.player_counts:
            counts = ", ".join(map(str, self.player_counts))
            raise OptionError(f"{self.id} is played by {counts} players, not {n_players}")
        result = self.default_options(n_players)
        specs = {o.name: o for o in self.option_specs}
        for name, value in (options or {}).items():
            spec = specs.get(name)
            if spec is None:
                raise OptionError(f"{self.id} has no rule option {name!r}")
            if spec.players is not None and n_players not in spec.players:
                continue  # an option of another player count: ignore, as the UI does
            result[name] = spec.validate(value)
        self.check_options(n_players, result)
        return result

    def check_options(self, n_players: int, options: dict[str, Any]) -> None:
        """Cross-option checks (override to raise OptionError for impossible combinations)."""

    # -- the match rules --------------------------------------------------------------------
    @abstractmethod
    def new_deal(self, match: "Match") -> DealState:
        """Start the next deal: ``match.dealer`` deals ``match.deck()`` (call ``match.deck(k)``
        again with k = 1, 2 ... if the rules make the same dealer shuffle and deal again)."""

    def settle(self, match: "Match", deal: DealState) -> DealResult:
        """The deal's result for the match (may also update ``match.carry``)."""
        return deal.result()

    def verdicts(self, match: "Match", deal: DealState, result: DealResult) -> list[Verdict]:
        """Who won the settled ``deal`` and why, in the game's own figures (the deal summary
        says it first). ``match`` is settled: its scores count the deal and ``match.over`` says
        whether the deal ended the game. By default: the seats that gained most game points."""
        best = max(result.deal_score, default=0)
        if best <= 0:
            return []
        seats = tuple(s for s, v in enumerate(result.deal_score) if v == best)
        others = Seats(s for s in range(len(result.deal_score)) if s not in seats)
        return [Verdict("most-points", seats, {"points": best, "others": others})]

    def deal_values(self, deal: DealState) -> list[float]:
        """What the finished ``deal`` is worth to each seat, in game points, on its own.

        The search plays for it and the benchmarks measure it. By default it is the deal's
        ``deal_score``; a game that settles part of the result at the end of the match (a margin,
        a loss counted against a limit) counts the deal's share of that here, without the match.
        """
        return [float(v) for v in deal.result().deal_score]

    @abstractmethod
    def match_over(self, match: "Match") -> bool:
        """True when the match ends after the deals played so far."""

    def winners(self, match: "Match") -> list[int]:
        """Seats that won the match (default: the highest total score; ties share)."""
        best = max(match.scores)
        return [s for s, v in enumerate(match.scores) if v == best]

    def next_dealer(self, match: "Match") -> int:
        """The dealer of the next deal (default: the next seat in playing order)."""
        return (match.dealer + 1) % match.n_players

    def deal_places(self, n_players: int, dealer: int, options: dict[str, Any]) -> list["Place"]:
        """Where the deal puts each card of the deck (hands, talon, stock ...), for a deal by
        ``dealer`` with these (resolved) options: see :mod:`tarotdesk.core.deal_places`."""
        raise NotImplementedError(f"{self.id} does not say where its deal puts the cards")

    def deal_attempts(self, deal: DealState) -> int:
        """How many decks ``deal`` took (more than one where the rules made the dealer deal again)."""
        return 1

    def fixed_teams(self, n_players: int, options: dict[str, Any]) -> list[list[int]] | None:
        """Partnerships fixed for the whole match, if the game has them."""
        return None

    def standing(self, match: "Match") -> Standing:
        """The running figure the players of this game keep (default: the net game points)."""
        return Standing("game-points", [list(r.deal_score) for r in match.results], list(match.scores))

    def effective_direction(self, options: dict[str, Any]) -> str:
        """The seating direction with these options ("ccw" or "cw"): a rule option may mirror it."""
        return self.direction

    def automatic_action(self, match: "Match", seat: int) -> "Action | None":
        """An action a rule option makes on a person's behalf at this decision, or None.

        For options such as "declare for me": the window takes this action for a human seat
        without asking (it is recorded like any other). It must be one of the legal actions.
        """
        return None

    def layout_hint(self) -> dict[str, Any]:
        """What the table needs to know beyond the state (e.g. ``{"table": "fishing"}``)."""
        return {}

    def name(self, lang: str = "en") -> str:
        """The game's name in ``lang``."""
        return self.names.get(lang) or self.names["en"]
