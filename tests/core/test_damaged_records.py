"""Twenty-odd ways a record can be damaged or foreign: each gives a clear RecordError."""

import hashlib
import json

import pytest

from contract import random_match
from toygame import GAME, games
from tarotdesk.core.match import Match
from tarotdesk.core.records import PlayerInfo, RecordError, parse_record, read_record, record_from_match, replay


def good() -> dict:
    m = random_match(Match(GAME, 4, seed=21), 21)
    return json.loads(record_from_match(m, [PlayerInfo(f"P{i}") for i in range(4)]).to_text())


def mutate(fn):
    data = good()
    fn(data)
    return json.dumps(data)


def set_action(i, value):
    def fn(d):
        d["actions"][i] = value
    return fn


def wrong_seat(d):
    seat, text = d["actions"][3]
    d["actions"][3] = [(seat + 1) % 4, text]


def swap_actions(d):
    d["actions"][10], d["actions"][11] = d["actions"][11], d["actions"][10]


def extra_action(d):
    d["actions"].append([0, "play:SK"])


def bad_deck(d):
    d["prearranged"] = [{"deal": 0, "deck": ["SK"] * 78}]


CASES = {
    "empty file": ("", None),
    "truncated": (json.dumps(good())[:500], "line"),
    "binary garbage": (b"\xff\xfe\x00\x81garbage", "UTF-8"),
    "json array": ("[1, 2, 3]", "JSON object"),
    "json string": ('"hello"', "JSON object"),
    "other format": (mutate(lambda d: d.update(format="pgn")), "not a tarotdesk record"),
    "missing version": (mutate(lambda d: d.pop("version")), "version"),
    "future version": (mutate(lambda d: d.update(version=7)), "newer"),
    "version as text": (mutate(lambda d: d.update(version="1")), "version"),
    "unknown game": (mutate(lambda d: d.update(game="chess")), "unknown game"),
    "players not a list": (mutate(lambda d: d.update(players="four")), "players"),
    "wrong number of players": (mutate(lambda d: d["players"].pop()), "played by"),
    "player without name": (mutate(lambda d: d["players"][1].pop("name")), "players[1]"),
    "bad player kind": (mutate(lambda d: d["players"][2].update(kind="robot")), "players[2]"),
    "unknown option": (mutate(lambda d: d["options"].update(colour="red")), "no rule option"),
    "bad option value": (mutate(lambda d: d["options"].update(deals=0)), "at least"),
    "seed is a list": (mutate(lambda d: d.update(seed=[1])), "seed"),
    "dealer out of range": (mutate(lambda d: d.update(first_dealer=9)), "first_dealer"),
    "deck not the pack": (mutate(bad_deck), "prearranged[0]"),
    "actions not a list": (mutate(lambda d: d.update(actions={"a": 1})), "actions"),
    "action not a pair": (mutate(set_action(4, "play:SK")), "action 5"),
    "seat out of range": (mutate(set_action(4, [7, "play:SK"])), "action 5"),
    "garbled action text": (mutate(set_action(4, [0, "play:Q!"])), "action 5"),
}

REPLAY_CASES = {
    "action by the wrong seat": (mutate(wrong_seat), "action 4"),
    "actions out of order": (mutate(swap_actions), "action 1"),
    "action after the end": (mutate(extra_action), "already over"),
}


@pytest.mark.parametrize("name", CASES)
def test_damaged_record_is_refused_clearly(name):
    raw, needle = CASES[name]
    with pytest.raises(RecordError) as err:
        parse_record(raw, games)
    message = str(err.value)
    assert message and "Traceback" not in message
    if needle:
        assert needle in message


@pytest.mark.parametrize("name", REPLAY_CASES)
def test_bad_action_sequence_names_the_action(name):
    raw, needle = REPLAY_CASES[name]
    record = parse_record(raw, games)
    with pytest.raises(RecordError) as err:
        replay(record, games=games)
    assert needle in str(err.value)


def test_reading_never_changes_the_file(tmp_path):
    for i, (raw, _) in enumerate(CASES.values()):
        path = tmp_path / f"bad{i}.tarotdesk"
        path.write_bytes(raw if isinstance(raw, bytes) else raw.encode())
        before = hashlib.sha256(path.read_bytes()).hexdigest()
        with pytest.raises(RecordError):
            read_record(path, games)
        assert hashlib.sha256(path.read_bytes()).hexdigest() == before


def test_missing_file_and_folder(tmp_path):
    with pytest.raises(RecordError, match="cannot open"):
        read_record(tmp_path / "nope.tarotdesk", games)
    with pytest.raises(RecordError):
        read_record(tmp_path, games)


def test_huge_file_is_refused_without_reading(tmp_path):
    path = tmp_path / "huge.tarotdesk"
    with open(path, "wb") as fh:
        fh.truncate(17 * 1024 * 1024)
    with pytest.raises(RecordError, match="larger"):
        read_record(path, games)
