"""The fast legal-action listings of bidding and announcements agree with the rule functions
that explain refusals (both are written out: one for speed, one for the reasons)."""

from __future__ import annotations

from contract import fingerprint
from tarokk_helpers import GAME

from tarotdesk.core.actions import PASS
from tarotdesk.core.match import Match
from tarotdesk.core.rng import SeededRNG
from tarotdesk.games.tarokk.actions import ANNOUNCE, BID, CONTRA, DECLARE

BIDDING = [PASS, *BID]
ANNOUNCING = [PASS, *ANNOUNCE.values(), *DECLARE.values(), *CONTRA.values()]


def test_listings_agree_with_the_refusal_rules():
    rng = SeededRNG("consistency")
    checked = {"bidding": 0, "announcements": 0}
    for n, options in [(4, {}), (5, {}), (4, {"max_contra": 3, "double_game": False})]:
        for seed in range(40):
            match = Match(GAME, n, options, seed=f"consistency-{n}-{seed}")
            while not match.deal_over and match.deal.phase != "play":
                deal = match.deal
                seat = deal.current_player
                legal = set(deal.legal_actions())
                if deal.phase == "bidding":
                    for action in BIDDING:
                        assert (action in legal) == (deal._bidding_explain(seat, action) is None), action
                    checked["bidding"] += 1
                elif deal.phase == "announcements":
                    for action in ANNOUNCING:
                        assert (action in legal) == (deal._announcements_explain(seat, action) is None), action
                    checked["announcements"] += 1
                match.apply(rng.choice(match.legal_actions()))
    assert checked["bidding"] > 300 and checked["announcements"] > 1000


def _containers(obj, seen: set[int], out: dict[int, str], path: str) -> None:
    if id(obj) in seen:
        return
    if isinstance(obj, (list, dict, set)):
        seen.add(id(obj))
        out[id(obj)] = path
        items = obj.items() if isinstance(obj, dict) else enumerate(obj)
        for k, v in items:
            _containers(v, seen, out, f"{path}[{k!r}]")
    elif isinstance(obj, tuple):
        for i, v in enumerate(obj):
            _containers(v, seen, out, f"{path}[{i}]")
    elif hasattr(obj, "__dict__") and not isinstance(obj, type) and path.count(".") < 3:
        seen.add(id(obj))
        if not isinstance(obj, (str, int)) and type(obj).__name__ not in ("Card", "Action", "TarokkRules"):
            out[id(obj)] = path
        for k, v in vars(obj).items():
            if k not in ("rules", "options", "final"):
                _containers(v, seen, out, f"{path}.{k}")


def test_clone_shares_no_container_and_plays_on_independently():
    rng = SeededRNG("clone")
    for n in (4, 5):
        for seed in range(3):
            match = Match(GAME, n, seed=f"clone-{n}-{seed}")
            while not match.deal_over:
                deal = match.deal
                copy = deal.clone()
                mine: dict[int, str] = {}
                theirs: dict[int, str] = {}
                _containers(deal, set(), mine, "deal")
                _containers(copy, set(), theirs, "copy")
                shared = set(mine) & set(theirs)
                assert not shared, [mine[i] for i in shared]
                if rng.below(4) == 0:
                    before = fingerprint(deal)
                    while not copy.is_over:
                        copy.apply(rng.choice(copy.legal_actions()))
                    assert fingerprint(deal) == before
                match.apply(rng.choice(match.legal_actions()))


def test_options_derived_after_a_sub_action_equal_a_fresh_listing():
    rng = SeededRNG("derived-options")
    derived = 0
    for n, options in [(4, {}), (5, {}), (4, {"max_contra": 2, "double_game": False})]:
        for seed in range(60):
            match = Match(GAME, n, options, seed=f"derived-{n}-{seed}")
            while not match.deal_over:
                match.apply(rng.choice(match.legal_actions()))
                deal = match.deal
                if deal._legal_cache is not None and not match.deal_over:
                    fresh = deal.clone()
                    fresh._legal_cache = None
                    assert deal.legal_actions() == fresh.legal_actions()
                    derived += 1
    assert derived > 1000
