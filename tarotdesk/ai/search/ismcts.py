"""Information-set Monte Carlo tree search over sampled worlds (single-observer ISMCTS).

Every iteration takes one world consistent with the searching seat's view (a determinization),
walks down one shared tree choosing among the moves legal *in that world* by UCB with
availability counts (a move's exploration term counts the iterations in which it was
available, not the visits of its parent), adds one node, finishes the deal with the family's
rule-based playout (or solves the last tricks exactly when that is cheap) and credits every
node on the path with the result of the seat that made its move. Opponents therefore choose
their moves in the tree by their own results, as the players they model would.

A node is keyed by ``(move, seat)``: after a trick the next leader may differ between worlds.
Moves that are forced in a world (a single legal move) are played without a node.

Where every world is a compiled kernel world (:mod:`tarotdesk.ai.native`) and the solver is
one of :mod:`.endgame`'s, the same walk runs in the extension: the same draws from ``rng``, the
same ties, the same tree (read back into :class:`Node` objects as they are asked for).
"""

from __future__ import annotations

import math
import random
import time
from bisect import bisect_right
from dataclasses import dataclass, field
from typing import Callable, Hashable, Sequence

from .. import native
from .endgame import solve, solve_margin
from .sim import Sim, margins

#: A leaf evaluator for the last tricks: (world, searching seat) -> values per seat.
Solver = Callable[[Sim, int], list[float]]


class Node:
    """Statistics of one move in the tree (from the view of the seat that made it)."""

    __slots__ = ("children", "n", "w", "w2", "avail", "seat", "move")

    def __init__(self, seat: int, move: Hashable) -> None:
        self.children: dict[Hashable, Node] = {}
        self.n = 0
        self.w = 0.0
        self.w2 = 0.0
        self.avail = 0
        self.seat = seat
        self.move = move

    @property
    def mean(self) -> float:
        """Average result of the seat that made this move, over the iterations through it."""
        return self.w / self.n if self.n else 0.0

    @property
    def variance(self) -> float:
        """Variance of those results (0 with fewer than two)."""
        if self.n < 2:
            return 0.0
        m = self.w / self.n
        return max(0.0, (self.w2 - self.n * m * m) / (self.n - 1))


@dataclass
class SearchResult:
    """The root of a finished search and what it cost."""

    root: Node
    iterations: int
    seconds: float
    stopped_by_clock: bool
    root_moves: list[Hashable] = field(default_factory=list)
    cpu_seconds: float = 0.0

    def ranked(self) -> list[Node]:
        """Root children, best first: most visited, then best mean (a stable, seed-free order)."""
        index = {m: i for i, m in enumerate(self.root_moves)}
        kids = list(self.root.children.values())
        kids.sort(key=lambda ch: (-ch.n, -ch.mean, index.get(ch.move, 0)))
        return kids


class _Grown(Node):
    """A node of a tree grown by the compiled walk: its children are read from the tree when
    first asked for (a search makes thousands of nodes; a decision reads a few)."""

    __slots__ = ("tree", "index")

    def __init__(self, tree: object, index: int, seat: int, move: Hashable) -> None:
        # Node's fields but its children, which the property below reads on demand.
        self.n = self.avail = 0
        self.w = self.w2 = 0.0
        self.seat = seat
        self.move = move
        self.tree = tree
        self.index = index

    @property  # type: ignore[override]
    def children(self) -> dict[Hashable, Node]:
        try:
            return _CHILDREN.__get__(self)
        except AttributeError:
            pass
        assert native.MODULE is not None
        kids: dict[Hashable, Node] = {}
        for key, seat, move, n, w, w2, avail, index in native.MODULE.tree_children(self.tree, self.index):
            ch = _Grown(self.tree, index, seat, move)
            ch.n, ch.w, ch.w2, ch.avail = n, w, w2, avail
            kids[key] = ch
        _CHILDREN.__set__(self, kids)
        return kids


#: The slot of :class:`Node` that holds the children (the property above fills it).
_CHILDREN = Node.__dict__["children"]


def _key(move: Hashable, seat: int) -> Hashable:
    # Kernel moves are small ints: pack the seat into the key without building a tuple.
    return move * 8 + seat if type(move) is int else (seat, move)  # type: ignore[operator]


def search(worlds: Sequence[Sim], root_seat: int, iterations: int, rng: random.Random, *,
           weights: Sequence[float] | None = None, exploration: float = 0.7,
           deadline: float | None = None, solver: Solver | None = None,
           solve_below: int = 0, check_every: int = 8, margin: bool = False,
           focus: Hashable | None = None, focus_share: float = 0.0, flat: bool = False) -> SearchResult:
    """Run ``iterations`` iterations of ISMCTS (fewer if ``deadline``, a ``perf_counter`` time,
    passes first) and return the root.

    ``weights`` (one per world) make likelier worlds come up more often (the inference from
    bids and play); ``solver`` replaces the playout once at most ``solve_below`` cards are left.
    The clock is read every ``check_every`` iterations (a power of two; 1 for slow iterations).
    With ``margin`` every seat is credited its result minus the mean of all seats' results (its
    lead), so that in games where every side scores, denying points counts like taking them.
    With ``focus`` (a root move), that move is taken at the root whenever fewer than
    ``focus_share`` of the iterations so far went through it: the game review values the move a
    player took on as many playouts as it needs, in the same tree and worlds as the best move,
    where UCB alone would leave a poor move a handful of playouts and a value that many.
    With ``flat`` the tree stops at the root's moves and every root move is followed by the
    playout alone: two root moves are then valued by the same play after them. (A tree grows
    deepest under the moves UCB favours, and the better play it finds there, rather than the
    move, can make a favoured move look points better than one it tried a few hundred times.)
    """
    start = time.perf_counter()
    cpu_start = time.process_time()
    root_moves = worlds[0].moves()
    solver_code = 0 if solver is None else 1 if solver is solve else 2 if solver is solve_margin else None
    # The compiled walk knows no solver but endgame's (1: max-n, 2: on margins).
    if solver_code is not None and native.MODULE is not None and all(map(native.is_compiled, worlds)):
        tree, done, by_clock = native.MODULE.search(
            worlds, root_seat, iterations, rng, list(weights) if weights is not None else None, exploration,
            deadline, time.perf_counter, solver_code, solve_below, check_every, margin, focus, focus_share, flat)
        return SearchResult(_Grown(tree, 0, root_seat, None), done, time.perf_counter() - start, bool(by_clock),
                            list(root_moves), time.process_time() - cpu_start)
    root = Node(root_seat, None)
    cumulative: list[float] | None = None
    if weights is not None:
        cumulative, total = [], 0.0
        for w in weights:
            total += w
            cumulative.append(total)
    n_worlds = len(worlds)
    rand = rng.random
    done = 0
    by_clock = False
    mask = check_every - 1
    # An exact solve depends only on the world and the moves played in it, and iterations come
    # back to the same endgames of the same worlds again and again: solve each one once.
    solved: dict[tuple[int, tuple[Hashable, ...]], list[float]] = {}
    focus_key = _key(focus, root_seat) if focus is not None else None
    for it in range(iterations):
        if deadline is not None and it & mask == mask and time.perf_counter() > deadline:
            by_clock = True
            break
        if cumulative is not None:
            wi = min(n_worlds - 1, bisect_right(cumulative, rand() * cumulative[-1]))
        else:
            wi = it % n_worlds
        path: list[Node] = []
        first = None
        if focus_key is not None:
            focused = root.children.get(focus_key)
            if (focused.n if focused is not None else 0) < focus_share * (it + 1):
                first = focus
        values = _descend(worlds[wi].copy(), wi, root, path, rng, exploration, solver, solve_below, solved,
                          root_seat, first, flat)
        if margin:
            values = margins(values)
        for ch in path:
            v = values[ch.seat]
            ch.n += 1
            ch.w += v
            ch.w2 += v * v
        done += 1
    return SearchResult(root, done, time.perf_counter() - start, by_clock, list(root_moves),
                        time.process_time() - cpu_start)


def _descend(world: Sim, wi: int, root: Node, path: list[Node], rng: random.Random, exploration: float,
             solver: Solver | None, solve_below: int, solved: dict[tuple[int, tuple[Hashable, ...]], list[float]],
             root_seat: int, first: Hashable | None = None, flat: bool = False) -> list[float]:
    """One iteration in ``world`` (world number ``wi``): walk down the tree from ``root`` by UCB
    (the root's move being ``first`` if given), add one node (none below the root's moves if
    ``flat``), finish the deal; append the nodes passed to ``path`` and return the values."""
    sqrt, log = math.sqrt, math.log
    rand = rng.random
    node = root
    trail: list[Hashable] = []  # every move played in this world, forced ones included
    while True:
        seat = world.to_move()
        if seat < 0:
            return world.values()
        if solver is not None and world.cards_left() <= solve_below:
            return _solved(solved, wi, trail, solver, world, root_seat)
        moves = world.moves()
        if len(moves) == 1:
            world.play(moves[0])
            trail.append(moves[0])
            continue
        children = node.children
        # A forced root move takes UCB's place: the existing node, or a new one as a fresh move.
        forced = first if first is not None and first in moves else None
        first = None
        fresh: list[tuple[Hashable, Hashable]] = []
        best: Node | None = None
        best_score = -1e300
        for m in moves:
            k = _key(m, seat)
            ch = children.get(k)
            if ch is None:
                fresh.append((k, m))
                continue
            ch.avail += 1
            if not fresh:
                score = ch.w / ch.n + exploration * sqrt(log(ch.avail) / ch.n)
                if score > best_score:
                    best_score, best = score, ch
        if forced is not None:
            k = _key(forced, seat)
            best = children.get(k)
            fresh = [] if best is not None else [(k, forced)]
        if fresh:
            k, m = fresh[int(rand() * len(fresh))] if forced is None else fresh[0]
            ch = children[k] = Node(seat, m)
            ch.avail = 1
            world.play(m)
            trail.append(m)
            path.append(ch)
            break
        assert best is not None
        world.play(best.move)
        trail.append(best.move)
        path.append(best)
        if flat:
            break
        node = best
    # The new node's move, or (flat) the root's move, is played: the rest of the deal.
    if solver is not None and world.cards_left() <= solve_below and world.to_move() >= 0:
        return _solved(solved, wi, trail, solver, world, root_seat)
    return world.rollout(rng)


def _solved(table: dict[tuple[int, tuple[Hashable, ...]], list[float]], world_index: int,
            trail: list[Hashable], solver: Solver, world: Sim, root_seat: int) -> list[float]:
    """The solver's values for ``world`` (reached by ``trail`` from world ``world_index``), once."""
    key = (world_index, tuple(trail))
    values = table.get(key)
    if values is None:
        values = table[key] = solver(world, root_seat)
    return values
