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


def test_replay_names_the_file_once_and_an_empty_name_in_words(tmp_path):
    missing = tmp_path / "none.tarotdesk"
    out = cli("replay", str(missing))
    assert out.returncode == 2 and out.stderr.count(str(missing)) == 1
    assert out.stderr == f"error: {missing}: cannot open the file (No such file or directory)\n"
    out = cli("replay", "")
    assert out.returncode == 2
    assert out.stderr == "error: replay needs the name of a record file; the name given is empty\n"
    odd = tmp_path / "two\nlines.tarotdesk"
    out = cli("replay", str(odd))
    assert out.returncode == 2 and out.stderr.count("\n") == 1 and "two\\nlines" in out.stderr


def test_simulate_states_its_bound_on_deals():
    from tarotdesk.cli import MAX_DEALS

    for deals in ("0", str(MAX_DEALS + 1), "10000000000"):
        out = cli("simulate", "--game", "tarokk", "--deals", deals)
        assert out.returncode == 2 and "Traceback" not in out.stderr
        assert out.stderr.startswith(f"error: --deals must be from 1 to {MAX_DEALS:,}, not "), out.stderr


def test_a_long_action_text_is_shortened_in_the_one_line_error(tmp_path):
    out = cli("simulate", "--game", "cirulla", "--deals", "1", "--seed", "3", "--record-dir", str(tmp_path))
    assert out.returncode == 0, out.stderr
    path = next(tmp_path.glob("*.tarotdesk"))
    data = json.loads(path.read_text(encoding="utf-8"))
    data["actions"][2][1] = "play:" + "X" * 60_000
    path.write_text(json.dumps(data), encoding="utf-8")
    out = cli("replay", str(path), "--summary-json")
    assert out.returncode == 2 and out.stderr.count("\n") == 1 and "Traceback" not in out.stderr
    assert out.stderr.startswith(f"error: {path}: action 3: malformed action 'play:XXX")
    assert "characters left out" in out.stderr and len(out.stderr) < 600


def test_simulate_does_not_write_over_what_is_not_a_file(tmp_path):
    # The record's name taken by a folder: refused in words, the folder left as it was.
    (tmp_path / "tarokk-0-0001.tarotdesk").mkdir()
    out = cli("simulate", "--game", "tarokk", "--deals", "1", "--record-dir", str(tmp_path))
    assert out.returncode == 2 and out.stderr.count("\n") == 1
    assert "this is a folder, not a file; nothing was written over it" in out.stderr
    assert (tmp_path / "tarokk-0-0001.tarotdesk").is_dir()
