"""Seeded random Mattazza matches give exactly the traces recorded from the engine before it was
tuned for speed: legal actions in the engine's order, refusals, prompts, events, the deal
attributes other code reads, table layouts of the full state, of the acting seat's view and of a
sampled world, every deal's result and the record summary. The scorer's public functions are
pinned the same way on seeded random piles."""

from __future__ import annotations

import hashlib
import json
from typing import Any

import pytest
from contract import fingerprint
from games.mattazza.helpers import GAME

from tarotdesk.core.actions import Action
from tarotdesk.core.match import Match
from tarotdesk.core.records import summary
from tarotdesk.core.rng import SeededRNG
from tarotdesk.games.mattazza import scoring
from tarotdesk.games.mattazza.rules import PACK

#: Deal attributes read by the AI players, the hints and the tests (and the contract's properties).
FIELDS = (
    "n_players", "dealer", "options", "losses_before", "hands", "unused", "trick", "leader", "trick_no",
    "piles", "tricks_won", "history", "voids", "matto_owner", "matto_recipient", "matto_trick", "gift", "last_winner", "outcome", "current_player", "phase", "is_over", "viewer",
)


def _digest(trace: Any) -> str:
    text = json.dumps(trace, sort_keys=True, separators=(",", ":"), default=repr)
    return hashlib.sha256(text.encode()).hexdigest()


def _event(e: Any) -> Any:
    return [e.kind, e.seat, fingerprint(e.data), None if e.private is None else sorted(e.private), e.points, e.rule]


def _layout(layout: Any) -> Any:
    # As in tests/playout_trace.py: the card marks came after the traces were recorded and follow
    # from the Matto and Matta attributes the traces record; the rules of face-up cards came later
    # still, and Mattazza names none.
    return {type(layout).__name__: fingerprint({k: v for k, v in vars(layout).items()
                                                 if k not in ("card_marks", "card_rules")})}


def _refusal(r: Any) -> Any:
    return None if r is None else [r.code, r.rule, fingerprint(r.params)]


def _state(deal: Any) -> Any:
    return {name: fingerprint(getattr(deal, name, "<absent>")) for name in FIELDS} | {
        "trick_seats": deal.trick_seats()}


def _illegal_tries(deal: Any) -> list[Action]:
    """A few refused actions: an unplayable card of the hand, a card elsewhere, the other phase's kind."""
    legal = set(deal.legal_actions())
    hand = deal.hands[deal.current_player]
    tries = [Action("play", c) for c in hand if Action("play", c) not in legal][:1]
    tries += [Action("play", PACK.cards[0]), Action("give", PACK.cards[-1]), Action("pass")]
    return tries


def match_trace(n: int, seed: int, options: dict[str, Any] | None, every: int = 4) -> list[Any]:
    """Everything observable along one random match (the action chosen among sorted texts)."""
    match = Match(GAME, n, options, seed=seed)
    rng = SeededRNG(f"pinned-mattazza-{n}-{seed}")
    out: list[Any] = [_layout(match.deal.layout())]
    step = 0
    while not match.over:
        if match.deal_over:
            out.append(["next", [_event(e) for e in match.next_deal()], _layout(match.deal.layout())])
            continue
        deal = match.deal
        seat = match.current_player
        actions = match.legal_actions()
        texts = [a.text for a in actions]
        row: list[Any] = [step, match.phase, seat, fingerprint(deal.prompt()), texts,
                          [_refusal(match.check(a)) for a in _illegal_tries(deal)],
                          _refusal(match.check(actions[0], (seat + 1) % n))]
        if step % every == 0:
            row.append(_layout(deal.layout()))
            view = deal.view(seat)
            row.append(_layout(view.layout()))
            row.append([a.text for a in view.legal_actions()])
            row.append(_state(view))
            world = deal.sample_world(seat, SeededRNG(f"world-{seed}-{step}"))
            row.append(_state(world))
        choice = sorted(texts)[rng.below(len(texts))]
        events = match.apply(actions[texts.index(choice)])
        row += [choice, [_event(e) for e in events], _state(deal)]
        if deal.is_over:
            row += [_layout(deal.layout()), deal.result().to_json()]
        out.append(row)
        step += 1
    # The verdicts (who won each deal and why) came after the traces were recorded and are said
    # from the results the traces record.
    results = [{k: v for k, v in r.to_json().items() if k != "verdicts"} for r in match.results]
    out.append(["end", summary(match), results, list(match.scores),
                fingerprint(match.carry), match.winners()])
    return out


# The match's results give the breakdown part by part, with each player's total and the one loss
# a lost deal adds (MattazzaGame.settle): the end of every trace was recorded again then, every
# row before it unchanged.
CASES = [
    (3, 1, None,
     "bc6f3dabf6f01bf9cd9e4f2fb8f9a966898ff47fb1504a5f4031a9e7dd24bec8"),
    (3, 2, {"local_count_display": True},
     "926733c61374f88cdc892e0178ba9f8f0829f3d9bb037089e661c469e4a5dbb1"),
    (3, 3, None,
     "3f490a560e140a51ed7190c608180342bf8b742450f41cb301fe80e6499e0415"),
    (4, 1, None,
     "741999e37336dcf1973089690793ef3c29999d42625b56bc4f2330906af64976"),
    (4, 2, {"contatori_single_use": True},
     "d800c51f0a81703e430bfe9689e367dcd959957595f713cecd4b299c30e4cf69"),
    (4, 3, None,
     "9746302d3aa334075878aa7d0abca9bcff23aa757a812029c5d5834aa83dc214"),
    (5, 1, None,
     "ad5dbe4797a8fbbe6134770abb2d63a0c27e229a3f1abf7ad42cd58bf27843a0"),
    (5, 2, {"matto_gift_blank_first": True},
     "1b9dc1d1239f143d0fad48f6635ef933c819d64e47f4e10a199a25fd2c5da63b"),
    (5, 3, None,
     "17ef10c47b57d60f38552aa59af2e3e2b8f742b5a8b4f3bd546fb55214028c9a"),
    (6, 1, None,
     "d0c664c22768ba48ee8287dcb959f4f2083580f04f6756d8c84bb64921ba02cf"),
    (6, 2, {"first_dealer": 4, "contatori_single_use": True, "matto_gift_blank_first": True},
     "77ba3e4392cde4c223800a9c25d78dee1761915bbb9190e3c8291c9c346c5e04"),
    (6, 3, None,
     "5308c7336bde4f012b77a5dc05818bc6ff450fc6fc084bcd8ea27515c88ffc86"),
]


@pytest.mark.parametrize("n, seed, options, digest", CASES)
def test_random_match_trace_is_unchanged(n, seed, options, digest):
    assert _digest(match_trace(n, seed, options)) == digest


def scorer_trace(single_use: bool, piles: int = 400) -> list[Any]:
    """The scorer's public functions on seeded random piles of 0 to 40 cards."""
    rng = SeededRNG(f"pinned-mattazza-scorer-{single_use}")
    cards = list(PACK.cards)
    out: list[Any] = []
    for k in range(piles):
        rng.shuffle(cards)
        n = 3 + k % 4
        pile = cards[:n * rng.below(1 + 40 // n)]
        m = scoring.mask_of(pile)
        out.append([
            fingerprint(scoring.score_pile(pile, n, k % 3 == 0, single_use)),
            scoring.deal_total(pile, n, k % 3 == 0, single_use),
            scoring.points_of(m, single_use),
            scoring.combination_points(pile, single_use),
            scoring.card_points(pile),
            [c.to_json() for c in scoring.find_cricche(pile)],
            [c.to_json() for c in scoring.find_sequences(pile, single_use)],
            [fingerprint(scoring.sequence_by_kind(pile, kind, w)) for kind in scoring.SEQUENCE_KINDS
             for w in range(3)],
            fingerprint(scoring.local_batches(pile, n)),
            m == sum(scoring.card_bit(c) for c in pile),
        ])
    for losses in ([0, 1, 2], [2, 2, 0, 1], [4, 1, 1, 1], [5, 0, 1], [1, 1, 3, 3, 2], [0, 0, 0, 0, 0, 4],
                   [2, 1, 1, 2, 2, 2]):
        out.append(fingerprint(scoring.end_check(losses, len(losses))))
    for totals in ([5, 9, 9], [0, 12, 40, 0], [7, 7, 7, 7, 7], [30, 2, 1, 4, 5, 6]):
        out.append(scoring.deal_losers(totals))
    return out


@pytest.mark.parametrize("single_use, digest", [(False, "279ced42ad87a171ec12454f2f52c61ea1543d15e1ba586e4bf42b9ba3c08272"), (True, "0aad04bb769168c630fe0eec3f5337dcf482877d6b3dab60723613396181d060")])
def test_scorer_results_are_unchanged(single_use, digest):
    assert _digest(scorer_trace(single_use)) == digest
