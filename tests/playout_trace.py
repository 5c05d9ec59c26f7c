"""Digests of seeded random matches, to pin an engine's behaviour across internal rewrites.

:func:`playout_digest` plays a match with random legal actions and hashes everything a player,
the log, a record or an AI player can observe along the way: the phase, the prompt, the legal
actions in the engine's order, the events, the deal's named attributes (the ones other code
reads), the table layouts of the full state and of the acting seat's view, a sampled world, and
at the end the results and the record summary. The action is chosen among the legal texts in
sorted order, so the path does not depend on the order in which an engine lists them (that
order is still part of the digest).
"""

from __future__ import annotations

import hashlib
import json
from typing import Any, Iterable

from contract import fingerprint
from tarotdesk.core.match import Match
from tarotdesk.core.records import summary
from tarotdesk.core.rng import SeededRNG
from tarotdesk.games.registry import get_game


def _event(e: Any) -> Any:
    private = sorted(e.private) if e.private is not None else None
    return [e.kind, e.seat, fingerprint(e.data), private, e.points, e.rule]


#: Layout fields that came after the traces were recorded and follow from what they record: the
#: card marks (a designated Matta's badge) from ``matta`` and ``matta_seat``, the rules that show
#: face-up cards from the layout's ``exposed``.
LATER_FIELDS = frozenset({"card_marks", "card_rules"})


def _layout(layout: Any) -> Any:
    return fingerprint({k: v for k, v in vars(layout).items() if k not in LATER_FIELDS})


def _fields(deal: Any, names: Iterable[str]) -> Any:
    d = vars(deal)
    return {name: fingerprint(d.get(name, "<absent>")) for name in names}


def playout_trace(game_id: str, n_players: int, seed: int, fields: Iterable[str],
                  options: dict[str, Any] | None = None, every: int = 5) -> list[Any]:
    """The observable trace of one random match (see the module docstring).

    ``fields`` are the deal attributes recorded after every action; layouts, views and a
    sampled world are recorded every ``every`` actions.
    """
    fields = tuple(fields)
    match = Match(get_game(game_id), n_players, options, seed=seed)
    rng = SeededRNG(f"trace-{game_id}-{n_players}-{seed}")
    out: list[Any] = []
    step = 0
    while not match.over:
        if match.deal_over:
            out.append(["next", [_event(e) for e in match.next_deal()]])
            continue
        deal = match.deal
        seat = match.current_player
        actions = match.legal_actions()
        legal = [a.text for a in actions]
        row: list[Any] = [step, match.phase, seat, fingerprint(deal.prompt()), legal]
        if step % every == 0:
            row.append(_layout(deal.layout()))
            view = deal.view(seat)
            row.append(_layout(view.layout()))
            row.append([a.text for a in view.legal_actions()])
            world = deal.sample_world(seat, SeededRNG(f"world-{seed}-{step}"))
            row.append(_layout(world.layout()))
        choice = sorted(legal)[rng.below(len(legal))]
        events = match.apply(actions[legal.index(choice)])
        row.append(choice)
        row.append([_event(e) for e in events])
        row.append(_fields(deal, fields))
        out.append(row)
        step += 1
        if step > 20_000:
            raise AssertionError("match did not end")
    # The verdicts (who won each deal and why) came after the traces were recorded and are said
    # from the results the traces record.
    results = [{k: v for k, v in r.to_json().items() if k != "verdicts"} for r in match.results]
    out.append(["end", summary(match), results, list(match.scores),
                fingerprint(match.carry)])
    return out


def playout_digest(game_id: str, n_players: int, seed: int, fields: Iterable[str],
                   options: dict[str, Any] | None = None) -> str:
    """SHA-256 of :func:`playout_trace` as canonical JSON."""
    trace = playout_trace(game_id, n_players, seed, fields, options)
    text = json.dumps(trace, sort_keys=True, separators=(",", ":"), default=repr)
    return hashlib.sha256(text.encode()).hexdigest()
