"""Fit the hand-evaluation models of the bids by self-play and write them as data.

Lombard Ombre games: for each deal of a fixed seed set and each contract, the first player to
speak is made the declarer of that contract (the others pass), the rule-based player does the
exchanges and the partner call, and the deal is played out several times by the search's
playout policy. The hand estimate the rule-based player bids by (its strength plus what the
contract's exchanges can bring) is the feature; the model is the chance of making the contract
and the mean result of a made and of a failed one.

Hungarian Tarokk: deals are bid by the rule-based players; the declarer's hand strength at his
last bid, the contract level and the played-out result (playout policy) give one sample each.

Usage::

    python benchmarks/ai_tune_models.py --deals 1500 --write

``--write`` rewrites ``tarotdesk/ai/lombardy/model_data.py`` and ``tarokk_data.py``.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tarotdesk.ai.families import full_view  # noqa: E402
from tarotdesk.ai.lombardy import player as lombard_rules
from tarotdesk.ai.tarokk import player as tarokk_rules
from tarotdesk.ai.lombardy import kernel as lombard_kernel
from tarotdesk.ai.tarokk import kernel as tarokk_kernel
from tarotdesk.ai.logistic import fit
from tarotdesk.core.actions import PASS  # noqa: E402
from tarotdesk.core.match import Match  # noqa: E402
from tarotdesk.games.lombardy.rules import CONTRACTS, EXCHANGES  # noqa: E402
from tarotdesk.games.registry import get_game  # noqa: E402

OMBRE_GAMES = ("taroccombre", "ombra-arrabbiata", "taroccombre-5", "taroccombre-7")
PLAYOUTS = 6
AI_DIR = Path(__file__).resolve().parent.parent / "tarotdesk" / "ai"


def _without_session(legal: list) -> list:
    return [a for a in legal if a.kind != "session"] or legal


def lombard_samples(game_id: str, deals: int, seed: str) -> dict[int, list[tuple[float, float, float]]]:
    """Per contract: (hand estimate, share of playouts made, mean result) of forced declarers."""
    game = get_game(game_id)
    n = game.player_counts[0]
    out: dict[int, list[tuple[float, float, float]]] = {c: [] for c in range(len(CONTRACTS))}
    rng = random.Random(seed)
    for d in range(deals):
        for contract in range(len(CONTRACTS)):
            match = Match(game, n, seed=f"{seed}:{game_id}:{d}")
            deal = match.deal
            while deal.phase not in ("auction", "end"):
                legal = deal.legal_actions()
                deal.apply(lombard_rules.choose_action(deal, deal.current_player, legal))
            if deal.phase != "auction":
                continue
            declarer = deal.current_player
            v = deal.rules
            hand = deal.hands[declarer]
            est = lombard_rules.hand_strength(v, hand) + lombard_rules.exchange_bonus(v, hand, EXCHANGES[contract])
            while deal.phase == "auction":
                seat = deal.current_player
                if seat == declarer:
                    bid = next((a for a in deal.legal_actions() if a.kind == "bid" and a.word == CONTRACTS[contract]),
                               None)
                    if bid is None:
                        break
                    deal.apply(bid)
                else:
                    deal.apply(PASS)
            if deal.declarer != declarer:
                continue
            while deal.phase not in ("play", "end"):
                legal = deal.legal_actions()
                if deal.phase == "surrender":
                    deal.apply(next(a for a in legal if a.text == "surrender:no"))
                    continue
                deal.apply(lombard_rules.choose_action(deal, deal.current_player, legal))
            kernel = lombard_kernel.from_deal(deal)
            if kernel is None:
                continue
            results = [kernel.copy().rollout(rng)[declarer] * kernel.spec.scale for _ in range(PLAYOUTS)]
            made = sum(1 for r in results if r > 0) / PLAYOUTS
            out[contract].append((est, made, sum(results) / PLAYOUTS))
    return out


def lombard_model(samples: dict[int, list[tuple[float, float, float]]]) -> dict[str, Any]:
    """The fitted model of one game from its samples."""
    win, won, lost = [], [], []
    for c in sorted(samples):
        rows = samples[c]
        win.append(fit([r[0] for r in rows], [r[1] for r in rows]))
        made = [r[2] for r in rows if r[2] > 0]
        failed = [r[2] for r in rows if r[2] <= 0]
        won.append(sum(made) / len(made) if made else 0.0)
        lost.append(sum(failed) / len(failed) if failed else 0.0)
    return {"win": [tuple(round(x, 4) for x in m) for m in win], "won": [round(x, 3) for x in won],
            "lost": [round(x, 3) for x in lost], "samples": sum(len(v) for v in samples.values())}


def tarokk_samples(deals: int, seed: str) -> dict[int, list[tuple[float, float, float]]]:
    """Per contract level: (declarer's strength at his last bid, share of playouts made, mean result)."""
    game = get_game("tarokk")
    out: dict[int, list[tuple[float, float, float]]] = {lv: [] for lv in range(4)}
    rng = random.Random(seed)
    player = tarokk_rules.make_player(game, 0)
    for d in range(deals):
        match = Match(game, 4, seed=f"{seed}:tarokk:{d}")
        deal = match.deal
        strength_at_bid: dict[int, float] = {}
        while deal.phase not in ("play", "over"):
            seat = deal.current_player
            legal = _without_session(deal.legal_actions())
            if deal.phase == "bidding":
                strength_at_bid[seat] = tarokk_rules.strength(deal.hands[seat])
            action = player.choose(full_view(game, deal))
            if action.kind == "session":
                action = legal[0]
            deal.apply(action)
        kernel = tarokk_kernel.from_deal(deal)
        if kernel is None or deal.declarer not in strength_at_bid:
            continue
        decl = deal.declarer
        results = [kernel.copy().rollout(rng)[decl] * tarokk_kernel.SCALE for _ in range(PLAYOUTS)]
        made = sum(1 for r in results if r > 0) / PLAYOUTS
        out[deal.contract].append((strength_at_bid[decl], made, sum(results) / PLAYOUTS))
    return out


def write_module(family: str, doc: str, variable: str, data: dict[str, Any]) -> None:
    """Rewrite ``tarotdesk/ai/<family>/model_data.py`` with ``data``."""
    lines = [f'"""{doc}"""', "", "from __future__ import annotations", "", f"{variable} = {{"]
    for key, value in data.items():
        lines.append(f"    {key!r}: {value!r},")
    lines.append("}")
    (AI_DIR / family / "model_data.py").write_text("\n".join(lines) + "\n")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=1500)
    parser.add_argument("--seed", default="tune-2026")
    parser.add_argument("--write", action="store_true")
    args = parser.parse_args()
    lombard: dict[str, Any] = {}
    for game_id in OMBRE_GAMES:
        start = time.perf_counter()
        key = get_game(game_id).variant.key  # type: ignore[attr-defined]
        lombard[key] = lombard_model(lombard_samples(game_id, args.deals, args.seed))
        print(f"{game_id}: {lombard[key]}  [{time.perf_counter() - start:.0f} s]", flush=True)
    start = time.perf_counter()
    t = tarokk_samples(args.deals * 3, args.seed)
    tarokk: dict[str, Any] = {"levels": {}}
    for level, rows in t.items():
        if len(rows) < 20:
            continue
        made = [r[2] for r in rows if r[2] > 0]
        failed = [r[2] for r in rows if r[2] <= 0]
        tarokk["levels"][level] = {"win": tuple(round(x, 4) for x in fit([r[0] for r in rows], [r[1] for r in rows])),
                                   "won": round(sum(made) / len(made), 3) if made else 0.0,
                                   "lost": round(sum(failed) / len(failed), 3) if failed else 0.0,
                                   "samples": len(rows)}
    print(f"tarokk: {tarokk}  [{time.perf_counter() - start:.0f} s]", flush=True)
    if args.write:
        write_module("lombardy", "Bid models of the Lombard Ombre games (written by benchmarks/ai_tune_models.py).",
                     "MODELS", lombard)
        write_module("tarokk", "Bid model of Hungarian Tarokk (written by benchmarks/ai_tune_models.py).",
                     "MODELS", tarokk)


if __name__ == "__main__":
    main()
