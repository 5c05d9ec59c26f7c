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
    # from the Matto and Matta attributes the traces record.
    return {type(layout).__name__: fingerprint({k: v for k, v in vars(layout).items() if k != "card_marks"})}


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
    out.append(["end", summary(match), [r.to_json() for r in match.results], list(match.scores),
                fingerprint(match.carry), match.winners()])
    return out


CASES = [
    (3, 1, None,
     "1eb8db5d6c17d0672c75b4943f5d9936dc05f5e76e8eb031a0c8b21e1d45a6ac"),
    (3, 2, {"local_count_display": True},
     "635f69c5a8e035684c2b4cfe92ba3f7028d11c6237b38fd600d2cc73f217a55f"),
    (3, 3, None,
     "c72e7d3505f5979eba65374f3bfb3adf13d44b367d1986d0b560874c0288cd9a"),
    (4, 1, None,
     "3d344fbd7eb83b930e931ef822cf5b8a5ea269f42ff954f05ab4f281dc188d39"),
    (4, 2, {"contatori_single_use": True},
     "2662e32e3d8ffd48238f890ba6b5f64ad16ae882b06942285a4ebf1cef93abda"),
    (4, 3, None,
     "4c1f0c249f8cbe7d8a4b68d1d8c8fefcde6376ca70fe10a6220151625fb661df"),
    (5, 1, None,
     "ed6f7ccec55dcea57f4e8ffc3da0b5913cfddc15e1ffc785740eadeeacae1723"),
    (5, 2, {"matto_gift_blank_first": True},
     "c7193b4a5bd277fb65580b332fb7c79409c816336eeb137b18e28dccfce04fd5"),
    (5, 3, None,
     "43e30e72aab7b1508e8b273b993980daf94c58fd06da8975d5995a30e192aaf3"),
    (6, 1, None,
     "9991fbe88de55b9d01c291723650fee8475d993afd183dcb9e3020d6c24f2701"),
    (6, 2, {"first_dealer": 4, "contatori_single_use": True, "matto_gift_blank_first": True},
     "d10d593f2ef96a342e1db78a6401c5a0e66c7fe32c0e0d23a639d5b5699866ac"),
    (6, 3, None,
     "948a807a651f7a92b6c9f2c5d94e07a1d4b74ef8d1e9004c36b21ff0489f27a5"),
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
