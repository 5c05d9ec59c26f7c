"""Records of Cirulla: save, parse and replay give the same match; the command line covers it."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from contract import fingerprint, random_match
from games.cirulla.helpers import GAME, match_with_deck, quiet_deck
from tarotdesk.core.cards import cards
from tarotdesk.core.match import DealSetup, Match
from tarotdesk.core.records import PlayerInfo, RecordError, parse_record, record_from_match, replay, summary
from tarotdesk.games.registry import get_game


@pytest.mark.parametrize("n, first_seed, count", [(2, 0, 70), (3, 1000, 65), (4, 2000, 65)])
def test_random_matches_survive_save_parse_and_replay(n, first_seed, count):
    """200 matches over the three player counts (the game id has one record format)."""
    players = [PlayerInfo(f"P{i}", "ai", "random") for i in range(n)]
    for seed in range(first_seed, first_seed + count):
        options = {"target": 31} if seed % 5 == 0 else {}
        m = random_match(Match(GAME, n, options, seed=seed), seed)
        text = record_from_match(m, players).to_text()
        again = replay(parse_record(text, get_game), games=get_game)
        assert fingerprint(again.deal) == fingerprint(m.deal)
        assert summary(again) == summary(m) and again.over
        assert again.scores == m.scores and again.winners() == m.winners()


def test_a_prearranged_redeal_replays():
    rest = [x for x in quiet_deck(2) if x not in cards("SA HA D6 C7")]
    voided = rest[:6] + cards("SA HA D6 C7") + rest[6:]
    m = match_with_deck(voided, 2, dealer=1, more=[DealSetup(0, tuple(quiet_deck(2)), 1, 1)])
    while not m.deal_over:
        m.apply(m.legal_actions()[-1])
    rec = record_from_match(m, [PlayerInfo("A"), PlayerInfo("B")])
    again = replay(parse_record(rec.to_text(), get_game), games=get_game)
    assert fingerprint(again.deal) == fingerprint(m.deal) and again.deal.redeals == [["SA", "HA", "D6", "C7"]]


def test_replay_names_an_illegal_capture():
    m = random_match(Match(GAME, 2, seed=5), 5)
    data = json.loads(record_from_match(m, [PlayerInfo("A"), PlayerInfo("B")]).to_text())
    index = next(i for i, (_, t) in enumerate(data["actions"]) if t.startswith("capture:"))
    seat, text = data["actions"][index]
    data["actions"][index] = [seat, "play:" + text.split(":")[1]]  # trailing a card that must capture
    with pytest.raises(RecordError) as err:
        replay(parse_record(json.dumps(data), get_game), games=get_game)
    assert f"action {index + 1}" in str(err.value) and "must-capture" in str(err.value)


def cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "tarotdesk.cli", *args], capture_output=True, text=True,
                          timeout=300)


def test_simulate_and_replay_summary_json(tmp_path):
    out = cli("simulate", "--game", "cirulla", "--players", "4", "--deals", "12", "--seed", "3",
              "--record-dir", str(tmp_path), "--json")
    assert out.returncode == 0, out.stderr
    result = json.loads(out.stdout)
    assert result["game"] == "cirulla" and result["deals"] == 12
    totals = [0, 0, 0, 0]
    records = sorted(tmp_path.glob("*.tarotdesk"))
    assert records
    for path in records:
        rep = cli("replay", str(path), "--summary-json")
        assert rep.returncode == 0, rep.stderr
        info = json.loads(rep.stdout)
        assert set(info) == {"game", "players", "over", "deals", "match_score", "winners"}
        assert info["game"] == "cirulla" and info["players"] == 4
        for deal in info["deals"]:
            assert deal["deal_score"][0] == deal["deal_score"][2] and deal["deal_score"][1] == deal["deal_score"][3]
        totals = [a + b for a, b in zip(totals, info["match_score"])]
    assert totals == result["score_totals"]
