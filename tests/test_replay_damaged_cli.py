"""``python -m tarotdesk.cli replay`` on 200 damaged variants of real records, special files among them.

The records are made by the command line itself (``simulate --record-dir``) for several games;
each variant is one record damaged in one way (cut short, bytes changed, spans cut out or put
in, fields of the wrong kind, an illegal or out-of-turn action, a 60 KB action text, control
characters, another encoding) or something that is not a file at all (a named pipe, a link to
``/dev/zero``, a folder, an unreadable file, a 50 MB file, a socket, links that lead nowhere).
Every run is a program of its own with 10 s to finish. The figures asked: 0 tracebacks, 0 runs
that did not finish, 0 files changed; every run either prints the summary JSON (a change that
left a valid record) or one short ``error:`` line naming the file once, with status 2.

Slow (a few hundred programs): ``pytest -m slow tests/test_replay_damaged_cli.py``; as a
script (``python tests/test_replay_damaged_cli.py``) it prints the figures.
"""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path
from typing import Callable

import pytest

sys.path.insert(0, str(Path(__file__).parent))
from hostile_kit import KINDS, make, state, unreadable_possible  # noqa: E402

from tarotdesk.core.rng import SeededRNG  # noqa: E402

COUNT = 200
TIMEOUT = 10.0
GAMES = ("tarocco-lombardo", "taroccombre", "porrazo", "cirulla", "mattazza", "tarokk")
ROOT = Path(__file__).resolve().parent.parent


def _env() -> dict[str, str]:
    return dict(os.environ, PYTHONPATH=str(ROOT))


def make_records(folder: Path) -> list[Path]:
    """Real records, written by ``simulate --record-dir`` (a few matches of each game)."""
    for i, game in enumerate(GAMES):
        done = subprocess.run([sys.executable, "-m", "tarotdesk.cli", "simulate", "--game", game, "--deals", "3",
                               "--seed", str(40 + i), "--record-dir", str(folder)],
                              capture_output=True, text=True, timeout=300, env=_env())
        assert done.returncode == 0, done.stderr
    return sorted(folder.glob("*.tarotdesk"))


# -- the ways of damaging a record ----------------------------------------------------------------

def _edit(change: Callable[[dict, SeededRNG], None]) -> Callable[[bytes, SeededRNG], bytes]:
    def apply(raw: bytes, rng: SeededRNG) -> bytes:
        data = json.loads(raw)
        change(data, rng)
        return json.dumps(data, ensure_ascii=False, indent=1).encode("utf-8")
    return apply


def _set(key: str, value: object) -> Callable[[dict, SeededRNG], None]:
    return lambda data, _rng: data.__setitem__(key, value)


def _action(value: object) -> Callable[[dict, SeededRNG], None]:
    def change(data: dict, rng: SeededRNG) -> None:
        data["actions"][rng.below(len(data["actions"]))] = value if isinstance(value, list) else \
            [data["actions"][0][0], value]
    return change


def _swap_actions(data: dict, rng: SeededRNG) -> None:
    i = 1 + rng.below(len(data["actions"]) - 2)
    data["actions"][i], data["actions"][i + 1] = data["actions"][i + 1], data["actions"][i]


def _other_seat(data: dict, rng: SeededRNG) -> None:
    i = rng.below(len(data["actions"]))
    seat, text = data["actions"][i]
    data["actions"][i] = [(seat + 1) % len(data["players"]), text]


def _truncate(raw: bytes, rng: SeededRNG) -> bytes:
    return raw[: rng.below(len(raw) - 2)]


def _flip(raw: bytes, rng: SeededRNG) -> bytes:
    b = bytearray(raw)
    for _ in range(1 + rng.below(8)):
        b[rng.below(len(b))] = rng.below(256)
    return bytes(b)


def _cut(raw: bytes, rng: SeededRNG) -> bytes:
    start = rng.below(len(raw))
    return raw[:start] + raw[start + 1 + rng.below(300):]


def _insert(raw: bytes, rng: SeededRNG) -> bytes:
    at = rng.below(len(raw))
    return raw[:at] + bytes(rng.below(256) for _ in range(1 + rng.below(60))) + raw[at:]


DAMAGE: list[tuple[str, Callable[[bytes, SeededRNG], bytes]]] = [
    ("cut short", _truncate),
    ("bytes changed", _flip),
    ("span cut out", _cut),
    ("bytes put in", _insert),
    ("60 KB action", _edit(_action("play:" + "X" * 60_000))),
    ("60 KB word", _edit(_action("bid:" + "y" * 60_000))),
    ("control characters", _edit(_action("play:\x00\x1b[31m\n\r\u202e"))),
    ("action not a pair", _edit(_action([0]))),
    ("actions swapped", _edit(_swap_actions)),
    ("out of turn", _edit(_other_seat)),
    ("illegal card", _edit(_action("play:T22"))),
    ("unknown game", _edit(_set("game", "chess"))),
    ("10,000-character game", _edit(_set("game", "g" * 10_000))),
    ("html name", _edit(lambda d, _r: d["players"][0].__setitem__("name", '<img src="/dev/zero">'))),
    ("players null", _edit(_set("players", None))),
    ("seed a list", _edit(_set("seed", [1, 2, 3]))),
    ("huge number", _edit(_set("first_dealer", 10 ** 30))),
    ("newer version", _edit(_set("version", 99))),
    ("deep nesting", lambda _raw, _rng: b"[" * 100_000 + b"]" * 100_000),
    ("utf-16", lambda raw, _rng: raw.decode("utf-8").encode("utf-16")),
    ("nul bytes", lambda raw, _rng: raw.replace(b"\n", b"\x00")),
]


SPECIAL = set(KINDS) | {"socket", "dangling link", "link loop", "link to a folder", "empty name",
                       "line break in the name"}


def make_variants(records: list[Path], folder: Path) -> list[tuple[str, str]]:
    """COUNT (name, path) pairs: special things first, then records damaged in turn by each way."""
    rng = SeededRNG("replay-damaged-cli")
    out: list[tuple[str, str]] = []
    for kind in KINDS:
        if kind == "unreadable" and not unreadable_possible():
            continue  # said in the figures: fewer special files
        path = folder / f"special-{kind.replace(' ', '-')}.tarotdesk"
        make(kind, path)
        out.append((kind, str(path)))
    sock_path = folder / "socket.tarotdesk"
    if hasattr(socket, "AF_UNIX") and len(str(sock_path)) < 100:
        sock = socket.socket(socket.AF_UNIX)
        sock.bind(str(sock_path))
        sock.close()  # the socket file stays; nobody listens
        out.append(("socket", str(sock_path)))
    (folder / "dangling.tarotdesk").symlink_to(folder / "nowhere.tarotdesk")
    (folder / "loop.tarotdesk").symlink_to(folder / "loop.tarotdesk")
    (folder / "to-a-folder.tarotdesk").symlink_to(folder)
    out += [("dangling link", str(folder / "dangling.tarotdesk")), ("link loop", str(folder / "loop.tarotdesk")),
            ("link to a folder", str(folder / "to-a-folder.tarotdesk")), ("empty name", "")]
    odd = folder / "two\nlines.tarotdesk"
    odd.write_bytes(records[0].read_bytes()[:100])
    out.append(("line break in the name", str(odd)))
    k = 0
    while len(out) < COUNT:
        source = records[k % len(records)]
        name, damage = DAMAGE[k % len(DAMAGE)]
        path = folder / f"{len(out):03d}-{name.replace(' ', '-').replace(',', '')}.tarotdesk"
        path.write_bytes(damage(source.read_bytes(), rng))
        out.append((name, str(path)))
        k += 1
    return out


def run_all(variants: list[tuple[str, str]]) -> tuple[Counter, list[str]]:
    """Replay each variant as a program of its own; the figures and what went wrong."""
    figures: Counter = Counter({"tracebacks": 0, "hangs": 0, "other outcomes": 0})
    wrong: list[str] = []
    before = {path: state(Path(path)) for _, path in variants if path}
    for name, path in variants:
        try:
            done = subprocess.run([sys.executable, "-m", "tarotdesk.cli", "replay", path, "--summary-json"],
                                  capture_output=True, text=True, timeout=TIMEOUT, env=_env())
        except subprocess.TimeoutExpired:
            figures["hangs"] += 1
            wrong.append(f"{name}: did not finish in {TIMEOUT:.0f} s")
            continue
        figures["runs"] += 1
        if "Traceback" in done.stderr or "Traceback" in done.stdout:
            figures["tracebacks"] += 1
            wrong.append(f"{name}: traceback\n{done.stderr}")
        elif done.returncode == 0:
            json.loads(done.stdout)  # a change that left a valid record: its summary
            figures["replayed"] += 1
        elif done.returncode == 2 and done.stdout == "" and done.stderr.startswith("error: ") \
                and done.stderr.count("\n") == 1 and len(done.stderr) < 1000 and _named_once(path, done.stderr):
            figures["refused in one line"] += 1
        else:
            figures["other outcomes"] += 1
            wrong.append(f"{name}: status {done.returncode}, {done.stdout[:200]!r}, {done.stderr[:300]!r}")
    after = {path: state(Path(path)) for _, path in variants if path}
    figures["files changed"] = sum(1 for p in before if before[p] != after[p])
    wrong += [f"{p} changed" for p in before if before[p] != after[p]]
    figures["special files"] = sum(1 for name, _ in variants if name in SPECIAL)
    return figures, wrong


def _named_once(path: str, message: str) -> bool:
    # A name with a line break in it is shown escaped, so that the message stays one line.
    return not path or not path.isprintable() or message.count(path) == 1


@pytest.mark.slow
@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes and /dev/zero are POSIX")
def test_replay_of_200_damaged_records_never_hangs_never_crashes_never_writes(tmp_path):
    records = make_records(tmp_path / "records")
    variants = make_variants(records, tmp_path / "variants")
    assert len(variants) == COUNT
    listing = sorted(os.listdir(tmp_path / "variants"))
    figures, wrong = run_all(variants)
    print("\n" + ", ".join(f"{k}: {v}" for k, v in sorted(figures.items())))
    assert not wrong, "\n".join(wrong[:10])
    assert figures["hangs"] == figures["tracebacks"] == figures["files changed"] == figures["other outcomes"] == 0
    assert figures["refused in one line"] + figures["replayed"] == COUNT
    assert figures["refused in one line"] >= COUNT * 3 // 4
    assert sorted(os.listdir(tmp_path / "variants")) == listing  # nothing written beside them


if __name__ == "__main__":
    with tempfile.TemporaryDirectory() as tmp:
        records = make_records(Path(tmp) / "records")
        variants = make_variants(records, Path(tmp) / "variants")
        figures, wrong = run_all(variants)
        print(f"{len(variants)} variants of {len(records)} records")
        for key, value in sorted(figures.items()):
            print(f"  {key}: {value}")
        for line in wrong:
            print("  " + line)
        sys.exit(1 if wrong else 0)
