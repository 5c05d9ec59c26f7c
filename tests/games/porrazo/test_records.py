"""Records of Porrazo matches: saved, parsed and replayed to identical states; the CLI."""

from __future__ import annotations

import json
import subprocess
import sys

from contract import fingerprint, random_match
from porrazo_helpers import CONFIGS
from tarotdesk.core.match import Match
from tarotdesk.core.records import PlayerInfo, parse_record, record_from_match, replay, summary
from tarotdesk.games.porrazo import GAME
from tarotdesk.games.registry import get_game

OPTION_SETS = [{}, {"claims": "manual"}, {"porrazo_provisional": True}, {"limpia_value": "last_of_run"}]


def test_200_matches_round_trip_through_records():
    for i in range(200):
        n, teams = CONFIGS[i % len(CONFIGS)]
        options = dict(OPTION_SETS[i % len(OPTION_SETS)])
        if teams:
            options["teams"] = True
        match = random_match(Match(GAME, n, options, seed=9000 + i), 9000 + i)
        players = [PlayerInfo(f"P{s}", "ai", "random") for s in range(n)]
        text = record_from_match(match, players).to_text()
        again = replay(parse_record(text, get_game), games=get_game)
        assert fingerprint(again.deal) == fingerprint(match.deal)
        assert summary(again) == summary(match) and again.over
        assert again.carry == match.carry and again.scores == match.scores


def test_summary_counts_team_points_for_each_member():
    match = random_match(Match(GAME, 4, {"teams": True}, seed=3), 3)
    info = summary(match)
    for deal in info["deals"]:
        assert deal["deal_score"][0] == deal["deal_score"][2] and deal["deal_score"][1] == deal["deal_score"][3]
    assert sorted(info["winners"]) in ([0, 2], [1, 3])


def cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "tarotdesk.cli", *args], capture_output=True, text=True,
                          timeout=300)


def test_cli_simulate_and_replay_summary(tmp_path):
    out = cli("simulate", "--game", "porrazo", "--players", "4", "--option", "teams=true", "--deals", "6",
              "--seed", "2", "--record-dir", str(tmp_path), "--json")
    assert out.returncode == 0, out.stderr
    result = json.loads(out.stdout)
    assert result["game"] == "porrazo" and result["deals"] == 6
    totals = [0] * 4
    for path in sorted(tmp_path.glob("*.tarotdesk")):
        rep = cli("replay", str(path), "--summary-json")
        assert rep.returncode == 0, rep.stderr
        info = json.loads(rep.stdout)
        assert info["game"] == "porrazo" and info["players"] == 4
        totals = [t + v for t, v in zip(totals, info["match_score"])]
    assert totals == result["score_totals"]
