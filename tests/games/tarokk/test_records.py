"""Records: random matches saved, read back and replayed give identical states and summaries;
the command line simulates and replays tarokk with four and five players."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from contract import fingerprint, random_match
from tarokk_helpers import GAME

from tarotdesk.core.match import Match
from tarotdesk.core.records import PlayerInfo, parse_record, record_from_match, replay, summary
from tarotdesk.games.registry import get_game

ROOT = Path(__file__).resolve().parents[3]


@pytest.mark.parametrize("n", [4, 5])
def test_two_hundred_random_matches_round_trip(n):
    """200 matches of the game id ``tarokk``: 100 with four players and 100 with five."""
    players = [PlayerInfo(f"P{i}") for i in range(n)]
    finished = 0
    for seed in range(100):
        match = random_match(Match(GAME, n, seed=f"rec-{n}-{seed}"), f"rec-play-{n}-{seed}")
        finished += match.over
        text = record_from_match(match, players).to_text()
        again = replay(parse_record(text, get_game), games=get_game)
        assert fingerprint(again.deal) == fingerprint(match.deal)
        assert again.carry == match.carry and again.scores == match.scores
        assert summary(again) == summary(match)
    assert finished == 100


def _cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "tarotdesk.cli", *args], cwd=ROOT, capture_output=True,
                          text=True, timeout=300)


@pytest.mark.parametrize("n", [4, 5])
def test_cli_simulate_and_replay_summary(n, tmp_path):
    done = _cli("simulate", "--game", "tarokk", "--players", str(n), "--deals", "6", "--seed", "3",
                "--record-dir", str(tmp_path), "--json")
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert result["game"] == "tarokk" and result["players"] == n and result["deals"] == 6
    assert sum(result["score_totals"]) == 0
    records = sorted(tmp_path.glob("tarokk-*.tarotdesk"))
    assert records
    shown = _cli("replay", str(records[0]), "--summary-json")
    assert shown.returncode == 0, shown.stderr
    info = json.loads(shown.stdout)
    assert info["game"] == "tarokk" and info["players"] == n
    assert info == summary(replay(parse_record(records[0].read_text(encoding="utf-8"), get_game), games=get_game))
    assert len(info["match_score"]) == n and sum(info["match_score"]) == 0
