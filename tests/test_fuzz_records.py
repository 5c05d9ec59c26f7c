"""A thousand damaged or foreign record files through the window's Open and through the CLI.

Each file is made from a real record of one of the games (or is not a record at all):
truncated, bytes damaged, wrong JSON, wrong version or format, unknown game, bad players,
options, seeds, decks or actions, an illegal action in the middle, actions after the end, and
a few files larger than any record. For every one of them the window's Open refuses it with a
message that names the file and says what is wrong, starts nothing and writes nothing; the
command line's ``replay`` prints one ``error:`` line with the same reason and exits with 2; no
traceback anywhere; and the file is byte for byte and to the nanosecond as it was.
"""

from __future__ import annotations

import contextlib
import gzip
import hashlib
import io
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any, Callable

import pytest

from tarotdesk import cli
from tarotdesk.ai.players import make_player
from tarotdesk.core.match import Match
from tarotdesk.core.records import PlayerInfo, RecordError, parse_record, record_from_match, replay
from tarotdesk.core.rng import SeededRNG
from tarotdesk.games.registry import available_ids, get_game
from tarotdesk.storage.files import open_record_file

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints")

COUNT = 1000
HUGE = 17 * 1024 * 1024


def _base(game_id: str, seed: str, actions: int | None) -> dict[str, Any]:
    game = get_game(game_id)
    n = game.player_counts[0]
    match = Match(game, n, seed=seed)
    players = [make_player("random", game, f"{seed}-{s}") for s in range(n)]
    while not match.over and (actions is None or len(match.actions) < actions):
        if match.deal_over:
            match.next_deal()
            continue
        seat = match.current_player
        match.apply(players[seat].choose(match.view(seat)), seat)
    infos = [PlayerInfo("You", "human")] + [PlayerInfo(f"AI {s}", "ai", "random") for s in range(1, n)]
    return json.loads(record_from_match(match, infos).to_text())


def _dump(data: Any) -> bytes:
    return json.dumps(data, ensure_ascii=False, indent=1).encode("utf-8")


def _illegal_middle(data: dict[str, Any], rng: SeededRNG) -> bytes:
    # Replace an action in the middle by one that reads well but is not legal there.
    record = parse_record(_dump(data), get_game)
    i = len(record.actions) // 2 + rng.below(max(1, len(record.actions) // 3))
    match = replay(record, upto=i, games=get_game)
    if match.deal_over:
        match.next_deal()
    legal = {a.text for a in match.legal_actions()}
    seat = record.actions[i][0]
    pack = [c.code for c in match.game.pack.cards]
    candidates = [f"play:{c}" for c in pack] + ["pass", "bid:nonsense", "discard:SK", "capture:SA:H2"]
    bad = [t for t in candidates if t not in legal]
    data["actions"][i] = [seat, bad[rng.below(len(bad))]]
    return _dump(data)


def _set(path: list[Any], value: Any) -> Callable[[dict[str, Any], SeededRNG], bytes]:
    def apply(data: dict[str, Any], _rng: SeededRNG) -> bytes:
        target = data
        for key in path[:-1]:
            target = target[key]
        if value is _DELETE:
            del target[path[-1]]
        else:
            target[path[-1]] = value
        return _dump(data)
    return apply


_DELETE = object()


def _wrong_turn(data: dict[str, Any], rng: SeededRNG) -> bytes:
    i = 1 + rng.below(len(data["actions"]) - 1)
    seat, text = data["actions"][i]
    data["actions"][i] = [(seat + 1) % len(data["players"]), text]
    return _dump(data)


def _after_the_end(data: dict[str, Any], _rng: SeededRNG) -> bytes:
    data["actions"].append([0, "pass"])
    return _dump(data)


def _bad_deck(kind: str) -> Callable[[dict[str, Any], SeededRNG], bytes]:
    def apply(data: dict[str, Any], rng: SeededRNG) -> bytes:
        deck = [c.code for c in get_game(data["game"]).pack.cards]
        rng.shuffle(deck)
        if kind == "missing":
            deck.pop()
        elif kind == "repeated":
            deck[0] = deck[1]
        else:
            deck[-1] = "ZZ"
        data["prearranged"] = [{"deal": 0, "attempt": 0, "dealer": 0, "deck": deck}]
        return _dump(data)
    return apply


# Structured damage: (name, damage, words the message must contain).
STRUCTURED: list[tuple[str, Callable[[dict[str, Any], SeededRNG], bytes], str]] = [
    ("illegal action", _illegal_middle, "illegal action"),
    ("wrong turn", _wrong_turn, "turn"),
    ("newer version", _set(["version"], 2), "newer tarotdesk"),
    ("version 99", _set(["version"], 99), "newer tarotdesk"),
    ("version zero", _set(["version"], 0), "version"),
    ("version text", _set(["version"], "1"), "version"),
    ("version missing", _set(["version"], _DELETE), "version"),
    ("other format", _set(["format"], "pgn"), "not a tarotdesk record"),
    ("no format", _set(["format"], _DELETE), "not a tarotdesk record"),
    ("unknown game", _set(["game"], "chess"), "unknown game"),
    ("game as number", _set(["game"], 42), "which game"),
    ("game in capitals", _set(["game"], "TAROKK"), "unknown game"),
    ("players not a list", _set(["players"], "four"), "players"),
    ("no players", _set(["players"], []), "players"),
    ("player kind", _set(["players", 0, "kind"], "robot"), "kind"),
    ("player name", _set(["players", 0, "name"], 7), "name"),
    ("unknown option", _set(["options", "no_such_rule"], True), "no rule option"),
    ("seed as list", _set(["seed"], [1, 2]), "seed"),
    ("seed as float", _set(["seed"], 1.5), "seed"),
    ("first dealer", _set(["first_dealer"], 99), "first_dealer"),
    ("deck missing a card", _bad_deck("missing"), "missing"),
    ("deck repeating a card", _bad_deck("repeated"), "repeated"),
    ("deck unknown card", _bad_deck("unknown"), "unknown card code"),
    ("actions not a list", _set(["actions"], {"0": "pass"}), "actions"),
    ("action not a pair", _set(["actions", 0], [0]), "pair"),
    ("seat out of range", _set(["actions", 0, 0], 11), "seat"),
    ("action as number", _set(["actions", 0, 1], 5), "text"),
    ("malformed action", _set(["actions", 0, 1], "play:@!"), "malformed"),
    ("flags not an object", _set(["flags"], [1]), "flags"),
    ("dates not text", _set(["created"], 20260101), "created"),
]

# Files that are not records at all: (name, bytes, words the message must contain).
FOREIGN: list[tuple[str, bytes, str]] = [
    ("empty", b"", "empty"),
    ("blank", b"   \n\t\n", "empty"),
    ("png", b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + bytes(range(256)), "UTF-8"),
    ("pdf", b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj", "UTF-8"),
    ("pgn", b'[Event "Casual"]\n1. e4 e5 2. Nf3 *\n', "JSON"),
    ("json list", b"[1, 2, 3]", "JSON object"),
    ("json text", b'"a record"', "JSON object"),
    ("json null", b"null", "JSON object"),
    ("number", b"1e999999", "JSON object"),
    ("settings file", b'{"language": "en", "animation": "fast"}', "not a tarotdesk record"),
    ("deep nesting", b"[" * 200_000 + b"]" * 200_000, "JSON"),
    ("utf-16", '{"format": "tarotdesk-record"}'.encode("utf-16"), "UTF-8"),
    ("html", b"<!doctype html><html><body>not a record</body></html>", "JSON"),
]


def _random_damage(text: bytes, rng: SeededRNG) -> bytes:
    b = bytearray(text)
    way = rng.below(4)
    if way == 0:  # truncated somewhere before the end
        return bytes(b[: rng.below(max(1, len(b) - 3))])
    if way == 1:  # a few bytes changed
        for _ in range(1 + rng.below(6)):
            b[rng.below(len(b))] = rng.below(256)
        return bytes(b)
    if way == 2:  # a span cut out
        start = rng.below(len(b))
        return bytes(b[:start] + b[start + 1 + rng.below(200):])
    junk = bytes(rng.below(256) for _ in range(1 + rng.below(40)))  # bytes inserted
    at = rng.below(len(b))
    return bytes(b[:at] + junk + b[at:])


def _refused(raw: bytes) -> bool:
    try:
        record = parse_record(raw, get_game)
        replay(record, games=get_game)
    except RecordError:
        return True
    return False


@pytest.fixture(scope="module")
def damaged(tmp_path_factory) -> list[tuple[Path, str, str]]:
    """COUNT files (path, kind of damage, words the message must contain), made once."""
    folder = tmp_path_factory.mktemp("damaged")
    rng = SeededRNG("fuzz-records")
    bases = [_base(g, f"fuzz-{g}", 60) for g in available_ids()]
    bases += [_base(g, f"fuzz-whole-{g}", None) for g in ("mattazza", "cirulla")]  # finished matches
    finished = bases[-2:]
    files: list[tuple[str, bytes, str]] = []
    for _ in range(3):  # larger than any record: refused before being read
        files.append(("huge", b"", f"{HUGE // 1024} KiB"))
    for name, raw, words in FOREIGN:
        files.append((name, raw, words))
    for base in finished:
        files.append(("after the end", _after_the_end(json.loads(json.dumps(base)), rng), "already over"))
        files.append(("gzip", gzip.compress(_dump(base)), "UTF-8"))
    k = 0
    while len(files) < COUNT:
        base = json.loads(json.dumps(bases[k % len(bases)]))
        if k % 3 == 2:
            raw = _random_damage(_dump(base), rng)
            if _refused(raw):
                files.append(("random damage", raw, ""))
        else:
            name, damage, words = STRUCTURED[(k // 3 * 2 + k % 3) % len(STRUCTURED)]
            files.append((name, damage(base, rng), words))
        k += 1
    out = []
    for i, (name, raw, words) in enumerate(files[:COUNT]):
        path = folder / f"{i:04d}-{name.replace(' ', '-')}.tarotdesk"
        if name == "huge":
            with open(path, "wb") as fh:  # sparse: no disk is used for the emptiness
                fh.write(b'{"format": "tarotdesk-record", "version": 1, "game": "tarokk", "x": "')
                fh.truncate(HUGE)
        else:
            path.write_bytes(raw)
        out.append((path, name, words))
    return out


def _stamp(path: Path) -> tuple[str, int, int]:
    st = path.stat()
    with open(path, "rb") as fh:
        digest = hashlib.sha256(fh.read()).hexdigest()
    return digest, st.st_size, st.st_mtime_ns


def test_the_files_are_all_damaged_in_many_ways(damaged):
    assert len(damaged) == COUNT
    kinds = {name for _, name, _ in damaged}
    assert len(kinds) >= len(STRUCTURED) + len(FOREIGN)
    assert sum(1 for _, name, _ in damaged if name == "random damage") > 200
    for path, name, words in damaged[::50]:
        with pytest.raises(RecordError):
            open_record_file(path, get_game)


def test_the_window_refuses_each_with_a_clear_message_and_changes_nothing(qtbot, damaged, tmp_path, monkeypatch):
    from tarotdesk.ui.window.main_window import MainWindow
    from tarotdesk.ui.model.settings import Settings

    data = tmp_path / "data"
    monkeypatch.setenv("TAROTDESK_DATA_DIR", str(data))
    monkeypatch.setenv("TAROTDESK_CONFIG_DIR", str(tmp_path / "config"))
    window = MainWindow(Settings(language="en", animation="instant", collect_seconds=0.0))
    qtbot.addWidget(window)
    said: list[tuple[str, str]] = []
    window.files.alert = lambda title, text: said.append((title, text))
    before = {path: _stamp(path) for path, _, _ in damaged}
    for i, (path, name, words) in enumerate(damaged):
        opener = [window.files.open_path, lambda p: window.files.open_path(p, replay=True)][i % 2]
        assert opener(path) is False, f"{path.name} was opened"
        assert len(said) == i + 1, f"{path.name}: no message"
        title, text = said[-1]
        assert title == "This record cannot be opened"
        assert text.startswith(f"{path} cannot be opened:\n"), text
        reason = text.split("\n", 1)[1]
        assert len(reason) > 10 and "Traceback" not in text, text
        assert words.lower() in reason.lower(), (path.name, reason)
    assert window.session is None and not window.files.viewers
    assert {path: _stamp(path) for path, _, _ in damaged} == before
    assert not data.exists() or not any(data.iterdir())  # nothing was written: no autosave, no recent file
    # The clipboard path gives the same refusals for the texts among them.
    for path, name, words in damaged[7::97]:
        if name == "huge":
            continue
        try:
            text = path.read_bytes().decode("utf-8")
        except UnicodeDecodeError:
            continue
        assert window.files.open_text(text) is False
        assert words.lower() in said[-1][1].lower()


def test_the_command_line_refuses_each_with_one_line(damaged):
    before = {path: _stamp(path) for path, _, _ in damaged}
    for path, name, words in damaged:
        out, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            status = cli.main(["replay", str(path), "--summary-json"])
        message = err.getvalue()
        assert status == 2, (path.name, out.getvalue())
        assert out.getvalue() == ""
        assert message.startswith(f"error: {path}: ") and message.count("\n") == 1, message
        assert "Traceback" not in message and words.lower() in message.lower(), (path.name, message)
    assert {path: _stamp(path) for path, _, _ in damaged} == before


def test_the_command_line_as_a_program(damaged):
    chosen = [d for d in damaged if d[1] in ("huge", "illegal action", "unknown game", "png", "random damage")]
    picked = {}
    for path, name, words in chosen:
        picked.setdefault(name, (path, words))
    env = dict(os.environ, PYTHONPATH=str(Path(__file__).resolve().parent.parent))
    for name, (path, words) in picked.items():
        before = _stamp(path)
        out = subprocess.run([sys.executable, "-m", "tarotdesk.cli", "replay", str(path), "--summary-json"],
                             capture_output=True, text=True, timeout=60, env=env)
        assert out.returncode == 2 and out.stdout == "", (name, out.stdout)
        assert out.stderr.startswith("error: ") and out.stderr.count("\n") == 1, out.stderr
        assert "Traceback" not in out.stderr and words.lower() in out.stderr.lower()
        assert _stamp(path) == before
