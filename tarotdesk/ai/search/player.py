"""The search player: sampled worlds from the seat's own view, then ISMCTS or an exact endgame.

One decision goes like this:

1. ``worlds`` complete deals are drawn with ``view.deal.sample_world`` (so hidden cards can
   only come from the sampler, never from the true deal), each from a generator derived from
   the player's seed and the decision, which makes the choice a function of seed and view;
2. with inference on, each world gets a weight: how well it explains the bids and the play;
3. in a phase the family's kernel covers, the worlds become kernel worlds; with few cards
   left every root move is solved exactly in every world (perfect-information Monte Carlo),
   otherwise ISMCTS runs for a budget of card plays;
4. in other phases (auctions, talon, announcements) the search runs on the rules engine and
   its statistics are blended with a prior: the hand-evaluation model's value of each bid or
   announcement, or, elsewhere, a bonus for the rule-based player's choice.

The budget is counted in iterations and in the kernels' estimate of playout work, so results do not depend on the machine;
``time_limit`` is a safety net against an overloaded machine (it ends the search early).
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass, replace
from typing import Hashable, Sequence

from ...core.actions import Action
from ...core.game import Game
from ...core.match import MatchView
from ...core.rng import SeededRNG, derive_seed
from ...core.state import DealState
from ...core.unknowns import Inconsistent
from ..families import FamilySupport, engine_sim, full_view, heuristic_factory, support_for
from .endgame import exact_values, solve, solve_margin
from .ismcts import search
from .sim import Sim, without_meta


#: Share of the time limit that sampling worlds may take before the search starts anyway.
SAMPLING_SHARE = 0.4


@dataclass(frozen=True)
class SearchConfig:
    """What one level computes (see ``tarotdesk.ai.levels``)."""

    name: str
    worlds: int  # complete deals sampled per decision
    iterations: int  # ISMCTS iterations at most
    work: int  # playout work per decision, in the kernels' cost unit (microseconds of CPU)
    engine_iterations: int  # iterations in phases searched on the rules engine
    #: Worlds in phases searched on the rules engine (0: ``worlds``). There a root action's value
    #: rests mostly on which hidden cards the worlds deal the others (a discard, a bid), so a
    #: level that must value every action evenly (the review) samples more of them.
    engine_worlds: int = 0
    #: Phases searched on the rules engine: no tree below the root's actions (``ismcts.search(
    #: flat=True)``), every action followed by the playouts' rule-based play, so that the action
    #: UCB favours is not valued on better play after it than the others.
    engine_flat: bool = False
    exploration: float = 0.7
    inference: bool = False
    solve_below: int = 0  # playouts end in an exact solve once at most this many cards are left
    exact_root: int = 0  # with at most this many cards left, every root move is solved in every world
    exact_worlds: int = 0  # worlds used by the exact root solve (0: all)
    model_search: bool = False  # search around the hand model's prior (else follow the model)
    engine_search: bool = True  # search phases without kernel or model (else follow the rules)
    prior_weight: float = 20.0  # pseudo-iterations the prior counts for
    rule_bonus: float = 0.25  # prior bonus of the rule-based choice (reward units)
    #: Play for the lead over the table (each seat's result minus the mean of all) instead of
    #: for one's own result; the same thing where results sum to zero.
    margin: bool = False
    #: With a focus action (the game review's move taken), the share of the iterations it gets at
    #: least, so that its value rests on enough playouts (see ``ismcts.search``).
    focus_share: float = 0.0
    deviation_z: float = 1.64  # engine phases: how sure the search must be to leave the rule-based choice
    time_limit: float | None = None  # wall-clock safety net, seconds


@dataclass
class Candidate:
    """One root action with what the search found."""

    action: Action
    value: float  # expected game points for the deciding seat
    visits: int
    score: float  # the ranking score (reward units)
    #: Standard error of ``value`` (game points) over the search's playouts or worlds; 0 where
    #: the value does not come from sampling (a model's estimate, a fallback).
    spread: float = 0.0


class SearchPlayer:
    """A player that searches from its own view (see the module docstring)."""

    def __init__(self, game: Game, seed: int | str, config: SearchConfig) -> None:
        self.game = game
        self.seed = seed
        self.config = config
        self.name = f"search-{config.name}"
        self.support: FamilySupport = support_for(game)
        factory = heuristic_factory(game)
        self.rules_player = factory(game, seed) if factory is not None else None
        self.last_stats: dict[str, object] = {}

    def choose(self, view: MatchView) -> Action:
        """The best action found for ``view.seat``."""
        legal = without_meta(view.legal_actions())
        if not legal:
            raise ValueError(f"seat {view.seat} has no legal action now")
        if len(legal) == 1:
            return legal[0]
        if view.deal.phase in self.support.unsearched_phases:
            # Decided without the search; only the hints need its values.
            plain = self._unsearched_choice(view, legal)
            if plain is not None:
                return plain
        return self.analyse(view)[0].action

    def _unsearched_choice(self, view: MatchView, legal: list[Action]) -> Action | None:
        """The choice of a phase decided without searching: the model's where the family has a
        model for the phase, else the rule-based player's (what the standard level chooses)."""
        priors = self._priors(view, legal)
        if priors:
            return self._model_choice(legal, priors)
        rule = self._rule_choice(view)
        return rule if rule in legal else None

    @staticmethod
    def _model_choice(legal: list[Action], priors: dict[Action, float]) -> Action:
        """The action of highest model value (the first of equals, as the standard level)."""
        return max(legal, key=lambda a: priors.get(a, -1e9))

    def _priors(self, view: MatchView, legal: Sequence[Action]) -> dict[Action, float] | None:
        """The hand-evaluation model's value of each action, in a phase the model decides."""
        if view.deal.phase in self.support.model_phases and self.support.priors is not None:
            priors = self.support.priors(view, legal)
            if priors and not self.config.model_search and self.support.refine is not None:
                # The level follows the model: where the family values options the model may
                # undervalue on sampled deals, it follows those estimates instead.
                priors = self.support.refine(view, legal, priors)
            return priors
        return None

    # -- the analysis (shared with hints) ---------------------------------------------------------
    def analyse(self, view: MatchView, focus: Action | None = None) -> list[Candidate]:
        """Every root action ranked, best first, with its estimated value; ``focus``, if given,
        gets at least the level's ``focus_share`` of the search's iterations."""
        cfg = self.config
        start = time.perf_counter()
        deadline = start + cfg.time_limit if cfg.time_limit is not None else None
        legal = without_meta(view.legal_actions())
        rng = random.Random(decision_seed(self.seed, view, legal))
        priors = self._priors(view, legal)
        if priors and (not cfg.model_search or view.deal.phase in self.support.estimated_phases):
            return self._from_priors(legal, priors, view)
        if not cfg.engine_search and not priors:
            probe = self._first_world(view, rng)
            if probe is None or self.support.kernel(probe) is None:
                return self._fallback(view, legal)
        base = rng.getrandbits(64)
        worlds = self._sample(view, base, start, 0, cfg.worlds)
        if not worlds:
            return self._fallback(view, legal)
        kernels = [self.support.kernel(w) for w in worlds]
        engine = not all(k is not None for k in kernels)
        if engine and cfg.engine_worlds > cfg.worlds:
            # Further worlds from the same stream, so the first ``worlds`` stay those of the level.
            worlds += self._sample(view, base, start, 2 * cfg.worlds, cfg.engine_worlds - len(worlds))
        weights = self._weights(view, worlds)
        if not engine:
            sims: list[Sim] = kernels  # type: ignore[assignment]
            ranked = self._search_kernel(sims, weights, view, rng, deadline, focus)
        else:
            sims = [engine_sim(self.game, w) for w in worlds]
            ranked = self._search_engine(sims, weights, view, legal, rng, deadline, priors or {}, focus)
        self.last_stats["seconds"] = time.perf_counter() - start
        return ranked

    def _sample(self, view: MatchView, base: int, start: float, first: int, count: int) -> list[DealState]:
        """Up to ``count`` worlds drawn from the seat's view, the i-th from ``derive_seed(base, i)``
        for i from ``first`` on (twice as many tries as worlds: a draw may prove inconsistent)."""
        cfg = self.config
        worlds: list[DealState] = []
        deal, seat = view.deal, view.seat
        # Sampling may use at most this share of the time limit (the search needs the rest).
        stop = start + cfg.time_limit * SAMPLING_SHARE if cfg.time_limit is not None else None
        for i in range(first, first + count * 2):
            if len(worlds) >= count:
                break
            if stop is not None and len(worlds) >= 2 and time.perf_counter() > stop:
                self.last_stats["worlds_cut"] = True
                break
            try:
                worlds.append(deal.sample_world(seat, SeededRNG(derive_seed(base, i))))
            except Inconsistent:
                continue
        return worlds

    def _weights(self, view: MatchView, worlds: list[DealState]) -> list[float] | None:
        """Each world's weight by inference from the bids and play, where the level infers."""
        if self.config.inference and self.support.weight is not None and worlds:
            return [max(1e-6, self.support.weight(view, w)) for w in worlds]
        return None

    def _first_world(self, view: MatchView, rng: random.Random) -> DealState | None:
        """One sampled world (from a copy of ``rng``, so the search's own draws are unchanged)."""
        probe_rng = random.Random()
        probe_rng.setstate(rng.getstate())
        try:
            return view.deal.sample_world(view.seat, SeededRNG(derive_seed(probe_rng.getrandbits(64), 0)))
        except Inconsistent:
            return None

    def _search_kernel(self, sims: list[Sim], weights: list[float] | None, view: MatchView,
                       rng: random.Random, deadline: float | None, focus: Action | None = None) -> list[Candidate]:
        cfg = self.config
        left = sims[0].cards_left()
        scale = self.support.scale(view.deal)
        moves = sims[0].moves()
        exact = solve_margin if cfg.margin else solve
        if cfg.exact_root and left <= cfg.exact_root:
            chosen = sims if not cfg.exact_worlds else sims[:cfg.exact_worlds]
            wts = weights[:len(chosen)] if weights is not None else [1.0] * len(chosen)
            totals = [0.0] * len(moves)
            squares = [0.0] * len(moves)
            norm = 0.0
            solved = 0
            for w, sim in zip(wts, chosen):
                if deadline is not None and norm and time.perf_counter() > deadline:
                    break
                for i, v in enumerate(exact_values(sim, view.seat, moves, exact)):  # type: ignore[arg-type]
                    totals[i] += w * v
                    squares[i] += w * v * v
                norm += w
                solved += 1
            out = [Candidate(sims[0].action(m), totals[i] / norm * scale, len(chosen), totals[i] / norm,
                             _standard_error(totals[i], squares[i], norm, solved) * scale)
                   for i, m in enumerate(moves)]
            out.sort(key=lambda c: -c.score)
            self.last_stats.update(mode="exact", worlds=len(chosen), iterations=len(chosen) * len(moves))
            return out
        iterations = max(1, min(cfg.iterations, cfg.work // max(1, sims[0].cost())))  # type: ignore[attr-defined]
        solver = exact if cfg.solve_below else None
        result = search(sims, view.seat, iterations, rng, weights=weights, exploration=cfg.exploration,
                        deadline=deadline, solver=solver, solve_below=cfg.solve_below,  # type: ignore[arg-type]
                        margin=cfg.margin, focus=_move_of(sims[0], moves, focus), focus_share=cfg.focus_share)
        self.last_stats.update(mode="ismcts", worlds=len(sims), iterations=result.iterations,
                               search_seconds=result.seconds, search_cpu=result.cpu_seconds,
                               stopped_by_clock=result.stopped_by_clock)
        return self._ranked(result.ranked(), sims[0], scale, moves, self._rule_choice(view))

    def _ranked(self, nodes: list, sim: Sim, scale: float, moves: Sequence[Hashable],
                rule: Action | None) -> list[Candidate]:
        """Root moves best first: among the well-tried ones (a quarter of the most visits or
        more) by mean result, the rule-based choice getting a bonus that fades with visits."""
        cfg = self.config
        top = max((ch.n for ch in nodes), default=0)
        out = []
        for ch in nodes:
            action = sim.action(ch.move)
            score = ch.mean
            if action == rule:
                score += cfg.rule_bonus * cfg.prior_weight / (ch.n + cfg.prior_weight)
            if ch.n * 4 < top:
                score -= 1000.0  # too few visits for its mean to be trusted
            out.append(Candidate(action, ch.mean * scale, ch.n, score, _node_error(ch) * scale))
        out.sort(key=lambda c: -c.score)
        seen = {ch.move for ch in nodes}
        out += [Candidate(sim.action(m), 0.0, 0, -2000.0) for m in moves if m not in seen]
        return out

    def _search_engine(self, sims: list[Sim], weights: list[float] | None, view: MatchView,
                       legal: list[Action], rng: random.Random, deadline: float | None,
                       priors: dict[Action, float], focus: Action | None = None) -> list[Candidate]:
        """A phase searched on the rules engine; ``priors`` are the model's values of the
        actions (empty where the model does not decide the phase)."""
        cfg = self.config
        scale = self.support.scale(view.deal)
        iterations = max(1, round(cfg.engine_iterations * self.support.engine_budget(view.deal)))
        result = search(sims, view.seat, iterations, rng, weights=weights,
                        exploration=cfg.exploration, deadline=deadline, check_every=1, margin=cfg.margin,
                        focus=_move_of(sims[0], sims[0].moves(), focus), focus_share=cfg.focus_share,
                        flat=cfg.engine_flat)
        self.last_stats.update(mode="engine", worlds=len(sims), iterations=result.iterations,
                               search_seconds=result.seconds, stopped_by_clock=result.stopped_by_clock)
        weight = cfg.prior_weight
        unsearched = view.deal.phase in self.support.unsearched_phases
        if not priors:
            return self._rules_unless_clearly_worse(view, legal, result.root, scale, keep_rules=unsearched)
        stats = {ch.move: ch for ch in result.root.children.values()}
        out = []
        for a in legal:
            ch = stats.get(a)
            n, mean = (ch.n, ch.mean) if ch is not None else (0, 0.0)
            prior = priors.get(a, 0.0)
            score = (n * mean + weight * prior) / (n + weight)
            spread = _node_error(ch) * n / (n + weight) if ch is not None else 0.0
            out.append(Candidate(a, score * scale, n, score, spread * scale))
        out.sort(key=lambda c: -c.score)
        if unsearched:
            # The player takes the model's choice here (``choose``); the hints show it first too.
            first = self._model_choice(legal, priors)
            return [c for c in out if c.action == first] + [c for c in out if c.action != first]
        if self.support.guard is not None:
            out = self._guarded(view, out, priors, stats)
        return out

    def _guarded(self, view: MatchView, ranked: list[Candidate], priors: dict[Action, float],
                 stats: dict) -> list[Candidate]:
        """Keep the model's choice first against every action the family guards it from, unless
        the search found that action better by ``deviation_z`` standard errors.

        Why: with few playouts per action, an action whose results spread widely (a bid) that
        draws a bad start gets few further visits and keeps its low mean, so a blended ranking
        turns such actions down too often; the guard asks for evidence before it does."""
        guard = self.support.guard
        assert guard is not None
        model = max(ranked, key=lambda c: priors.get(c.action, -1e9)).action
        base = stats.get(model)
        top = max((ch.n for ch in stats.values()), default=0)
        for i, cand in enumerate(ranked):
            if cand.action == model or not guard(view.deal, model, cand.action):
                break
            ch = stats.get(cand.action)
            if ch is not None and base is not None and ch.n >= max(5, top // 4) and base.n >= 2:
                se = (ch.variance / ch.n + base.variance / base.n) ** 0.5
                if ch.mean - base.mean > self.config.deviation_z * se:
                    break
        else:
            return ranked
        chosen = ranked[i]
        return [chosen] + [c for c in ranked if c is not chosen]

    def _rules_unless_clearly_worse(self, view: MatchView, legal: list[Action], root: object,
                                    scale: float, keep_rules: bool = False) -> list[Candidate]:
        """The rule-based choice first, unless another action was tried often enough and did
        better by ``deviation_z`` standard errors (few, noisy playouts: leave the rules only on
        evidence); the others by their means. With ``keep_rules`` (the family's
        ``unsearched_phases``) the rule-based choice stays first whatever the search found."""
        cfg = self.config
        rule = self._rule_choice(view)
        stats = {ch.move: ch for ch in root.children.values()}  # type: ignore[attr-defined]
        top = max((ch.n for ch in stats.values()), default=0)
        base = stats.get(rule)
        out = []
        for a in legal:
            ch = stats.get(a)
            n, mean = (ch.n, ch.mean) if ch is not None else (0, 0.0)
            score = mean if n else -1e9
            if a == rule:
                score = 1e9
            elif not keep_rules and ch is not None and base is not None and n >= max(5, top // 4) \
                    and base.n >= 2:
                se = (ch.variance / n + base.variance / base.n) ** 0.5
                if mean - base.mean > cfg.deviation_z * se:
                    score = 2e9 + mean
            out.append(Candidate(a, mean * scale, n, score, _node_error(ch) * scale if ch is not None else 0.0))
        out.sort(key=lambda c: -c.score)
        return out

    def _from_priors(self, legal: list[Action], priors: dict[Action, float], view: MatchView) -> list[Candidate]:
        scale = self.support.scale(view.deal)
        out = [Candidate(a, priors.get(a, -1e9) * scale, 0, priors.get(a, -1e9)) for a in legal]
        out.sort(key=lambda c: -c.score)
        self.last_stats.update(mode="model", worlds=0, iterations=0)
        return out

    def _rule_choice(self, view: MatchView) -> Action | None:
        if self.rules_player is None:
            return None
        return self.rules_player.choose(view)  # type: ignore[attr-defined]

    def _fallback(self, view: MatchView, legal: list[Action]) -> list[Candidate]:
        rule = self._rule_choice(view)
        first = rule if rule in legal else legal[0]
        self.last_stats.update(mode="fallback", worlds=0, iterations=0)
        return [Candidate(first, 0.0, 0, 0.0)] + [Candidate(a, 0.0, 0, -1.0) for a in legal if a != first]


def _move_of(sim: Sim, moves: Sequence[Hashable], action: Action | None) -> Hashable | None:
    """The search move of ``action`` among ``moves`` (None if it is none of them, or not given)."""
    if action is None:
        return None
    return next((m for m in moves if sim.action(m) == action), None)


def _node_error(node: object) -> float:
    """Standard error of a search node's mean result (reward units)."""
    n = node.n  # type: ignore[attr-defined]
    return (node.variance / n) ** 0.5 if n > 1 else 0.0  # type: ignore[attr-defined]


def _standard_error(total: float, squares: float, norm: float, count: int) -> float:
    """Standard error of a weighted mean over ``count`` worlds (weights summing to ``norm``)."""
    if count < 2 or norm <= 0:
        return 0.0
    mean = total / norm
    variance = max(0.0, squares / norm - mean * mean) * count / (count - 1)
    return (variance / count) ** 0.5


def decision_seed(seed: int | str, view: MatchView, legal: Sequence[Action]) -> int:
    """A generator seed for one decision: a function of the player's seed and of the view only."""
    deal = view.deal
    hand_sizes = getattr(deal, "hands", None)
    sizes = [len(h) for h in hand_sizes] if isinstance(hand_sizes, list) else []
    return derive_seed(seed, view.deal_index, view.seat, deal.phase, sizes, [a.text for a in legal])


def with_limit(config: SearchConfig, seconds: float | None) -> SearchConfig:
    """The same level with another wall-clock safety net (None: none)."""
    return replace(config, time_limit=seconds)


__all__ = ["Candidate", "SearchConfig", "SearchPlayer", "decision_seed", "full_view", "with_limit"]
