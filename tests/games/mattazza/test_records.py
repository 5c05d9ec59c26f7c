"""Records of Mattazza matches: save, parse, replay give the same states and summaries; CLI."""

from __future__ import annotations

import json
import subprocess
import sys

from contract import fingerprint, random_match
from games.mattazza.helpers import GAME

from tarotdesk.core.match import Match
from tarotdesk.core.records import (
    PlayerInfo,
    parse_record,
    record_from_match,
    replay,
    summary,
)
from tarotdesk.games.registry import get_game


def test_200_random_matches_round_trip_through_records():
    for k in range(200):
        n = 3 + k % 4
        options = {"contatori_single_use": k % 5 == 0, "matto_gift_blank_first": k % 7 == 0}
        match = random_match(Match(GAME, n, options, seed=f"rec-{k}"), f"play-{k}")
        players = [PlayerInfo(f"P{s}", "ai", "random") for s in range(n)]
        text = record_from_match(match, players).to_text()
        again = replay(parse_record(text, get_game), games=get_game)
        assert again.over and match.over
        assert fingerprint(again.deal) == fingerprint(match.deal)
        assert fingerprint(again.carry) == fingerprint(match.carry)
        assert summary(again) == summary(match)
        assert [r.summary for r in again.results] == [r.summary for r in match.results]


def test_a_record_cut_in_the_middle_of_a_deal_resumes_at_the_same_decision():
    match = random_match(Match(GAME, 5, seed="cut"), "cut-play")
    record = record_from_match(match, [PlayerInfo(f"P{s}") for s in range(5)])
    for upto in (1, 17, 49, 50, 51, len(record.actions) - 1):
        part = replay(record, upto=upto, games=get_game)
        assert len(part.actions) == upto
        assert part.current_player == record.actions[upto][0] or part.deal_over


def _cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "tarotdesk.cli", *args], capture_output=True, text=True,
                          timeout=300, check=False)


def test_cli_simulate_and_replay_summary_json(tmp_path):
    out = _cli("simulate", "--game", "mattazza", "--players", "5", "--deals", "12", "--seed", "3",
               "--record-dir", str(tmp_path), "--json")
    assert out.returncode == 0, out.stderr
    sim = json.loads(out.stdout)
    assert sim["game"] == "mattazza" and sim["deals"] == 12 and sim["players"] == 5
    records = sorted(tmp_path.glob("*.tarotdesk"))
    assert records
    totals = [0] * 5
    for path in records:
        rep = _cli("replay", str(path), "--summary-json")
        assert rep.returncode == 0, rep.stderr
        info = json.loads(rep.stdout)
        assert info["game"] == "mattazza" and info["players"] == 5
        assert sum(info["match_score"]) == 0
        for d in info["deals"]:
            assert sum(d["deal_score"]) == 0
        if info["over"]:
            assert info["winners"] == [s for s in range(5) if info["match_score"][s] > 0]
        totals = [a + b for a, b in zip(totals, info["match_score"])]
    assert totals == sim["score_totals"]
