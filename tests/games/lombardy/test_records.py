"""Records: random matches saved, read back and replayed give the same states and summaries;
the command line simulates and replays the Lombard games."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from contract import fingerprint
from lombardy_testkit import IDS, MIN_MATCHES, checked_matches
from tarotdesk.core.records import PlayerInfo, parse_record, record_from_match, replay, summary
from tarotdesk.games.registry import get_game

ROOT = Path(__file__).resolve().parents[3]


@pytest.mark.parametrize("game_id", IDS)
def test_saved_matches_replay_identically(game_id):
    matches = checked_matches(game_id)[:MIN_MATCHES]
    assert len(matches) == MIN_MATCHES
    for match in matches:
        players = [PlayerInfo(f"P{s}") for s in range(match.n_players)]
        text = record_from_match(match, players).to_text()
        again = replay(parse_record(text, get_game), games=get_game)
        assert fingerprint(again.deal) == fingerprint(match.deal)
        assert again.scores == match.scores and again.carry == match.carry
        assert summary(again) == summary(match)
        assert [r.to_json() for r in again.results] == [r.to_json() for r in match.results]


def test_cli_simulate_and_replay(tmp_path):
    out = subprocess.run(
        [sys.executable, "-m", "tarotdesk.cli", "simulate", "--game", "reseghino", "--players", "3",
         "--deals", "12", "--seed", "1", "--record-dir", str(tmp_path), "--json"],
        cwd=ROOT, capture_output=True, text=True, timeout=120, check=True)
    info = json.loads(out.stdout)
    assert info["game"] == "reseghino" and info["deals"] == 12 and info["matches"] == 4
    records = sorted(tmp_path.glob("*.tarotdesk"))
    assert len(records) == 4
    out = subprocess.run([sys.executable, "-m", "tarotdesk.cli", "replay", str(records[0]), "--summary-json"],
                         cwd=ROOT, capture_output=True, text=True, timeout=120, check=True)
    replayed = json.loads(out.stdout)
    saved = json.loads(records[0].read_text(encoding="utf-8"))["result"]
    assert replayed == saved
    assert replayed["over"] and len(replayed["deals"]) == 3 and sum(replayed["match_score"]) == 0
