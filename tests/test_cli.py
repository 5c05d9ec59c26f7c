"""The headless tool as a user runs it: exit codes, JSON shapes, one-line errors."""

import json
import subprocess
import sys

import pytest

from tarotdesk.games.registry import GAME_PACKAGES, available_ids


def cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "tarotdesk.cli", *args], capture_output=True, text=True,
                          timeout=300)


def test_games_json_lists_every_available_game():
    out = cli("games", "--json")
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    assert [g["id"] for g in data] == available_ids()
    for g in data:
        assert g["names"]["en"] and g["names"]["ja"] and g["players"]


def test_version():
    out = subprocess.run([sys.executable, "-m", "tarotdesk", "--version"], capture_output=True, text=True)
    assert out.returncode == 0 and out.stdout.startswith("tarotdesk ")


def test_unknown_game_is_a_clear_error():
    out = cli("simulate", "--game", "chess")
    assert out.returncode == 2
    assert "unknown game 'chess'" in out.stderr and "Traceback" not in out.stderr


def test_replay_of_missing_and_damaged_files(tmp_path):
    out = cli("replay", str(tmp_path / "none.tarotdesk"), "--summary-json")
    assert out.returncode == 2 and "cannot open" in out.stderr and "Traceback" not in out.stderr
    bad = tmp_path / "bad.tarotdesk"
    bad.write_text('{"format": "pgn", "version": 1}')
    out = cli("replay", str(bad))
    assert out.returncode == 2 and "not a tarotdesk record" in out.stderr and "Traceback" not in out.stderr
    assert bad.read_text().startswith('{"format"')


@pytest.mark.parametrize("game_id", available_ids())
def test_simulate_then_replay_gives_the_same_scores(game_id, tmp_path):
    from tarotdesk.games.registry import get_game

    n = get_game(game_id).player_counts[-1]
    out = cli("simulate", "--game", game_id, "--players", str(n), "--deals", "3", "--seed", "5",
              "--record-dir", str(tmp_path), "--json")
    assert out.returncode == 0, out.stderr
    summary = json.loads(out.stdout)
    assert summary["deals"] == 3 and summary["game"] == game_id
    totals = [0] * n
    for path in sorted(tmp_path.glob("*.tarotdesk")):
        rep = cli("replay", str(path), "--summary-json")
        assert rep.returncode == 0, rep.stderr
        info = json.loads(rep.stdout)
        assert set(info) == {"game", "players", "over", "deals", "match_score", "winners"}
        assert info["game"] == game_id and info["players"] == n
        for s in range(n):
            totals[s] += info["match_score"][s]
    assert totals == summary["score_totals"]


def test_registry_lists_the_ten_public_ids():
    assert list(GAME_PACKAGES) == ["tarocco-lombardo", "reseghino", "taroccombre", "ombra-arrabbiata",
                                   "taroccombre-5", "taroccombre-7", "tarokk", "mattazza", "porrazo",
                                   "cirulla"]
