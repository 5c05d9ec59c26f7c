"""``review --store`` keeps the file: every byte of what it does not rewrite (unknown fields
included), its permissions, owner and hard links; a read-only file is refused; a write that
fails says why in one line and the review computed is printed rather than lost."""

from __future__ import annotations

import errno
import json
import os
import stat
from pathlib import Path

import pytest

from hostile_kit import state
from tarotdesk.ai.review import kept_review, review_record
from tarotdesk.cli import main
from tarotdesk.core import safe_files
from tarotdesk.core.json_members import top_level_members
from tarotdesk.core.records import parse_record, replay
from tarotdesk.games.registry import get_game
from tests.ai.review.test_kept_reviews import TINY, played

def foreign_text() -> str:
    """A record as another program or a later version may write it: its own spacing, a comment,
    a top-level field this version does not know and a player's avatar."""
    data = json.loads(played("cirulla").to_text())
    data["players"][0]["avatar"] = "owl.png"
    lines = [f'  "{key}":  {json.dumps(value, ensure_ascii=True)}' for key, value in data.items()]
    lines.insert(1, '  "comment": "caf\\u00e9 \\u2014 a friendly game"')
    lines.insert(4, '  "tournament": {"round": 3, "table": "B", "scores": [1.50, 2e3]}')
    return "{\n" + ",\n".join(lines) + "\n}\n"


@pytest.fixture
def quick(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    import tarotdesk.cli_review as cli_review

    calls: list[int] = []

    def counted(*a, **k):  # type: ignore[no-untyped-def]
        calls.append(1)
        return review_record(*a, **{**k, "config": TINY})

    monkeypatch.setattr(cli_review, "review_record", counted)
    return calls


def record_file(tmp_path: Path) -> Path:
    path = tmp_path / "friendly.tarotdesk"
    path.write_text(foreign_text(), encoding="utf-8")
    return path


def test_the_review_is_the_only_thing_written_and_every_other_byte_is_kept(tmp_path, quick, capsys):
    path = record_file(tmp_path)
    original = path.read_bytes()
    assert main(["review", str(path), "--store", "--json"]) == 0
    written = path.read_bytes()
    assert written[:len(original) - 3] == original[:-3] and written.endswith(b"\n}\n")  # '\n}\n' ends both
    members, _ = top_level_members(written.decode())
    assert [name for name, _, _ in members][-1] == "reviews"
    _, start, _ = members[-1]
    assert written.decode()[len(original) - 3:start] == ',\n "reviews": '
    review = json.loads(capsys.readouterr().out)
    assert json.loads(written)["reviews"] == [review]
    # A second review (another seat) rewrites that member alone; the unknown fields stay as they were.
    assert main(["review", str(path), "--store", "--json", "--seat", "1"]) == 0
    again = path.read_bytes()
    assert again[:len(original) - 3] == original[:-3]
    data = json.loads(again)
    assert [r["seat"] for r in data["reviews"]] == [0, 1] and data["tournament"]["scores"] == [1.5, 2000.0]
    assert data["players"][0]["avatar"] == "owl.png" and b'"comment": "caf\\u00e9 \\u2014' in again


def test_the_file_keeps_its_permissions_owner_and_hard_links(tmp_path, quick, capsys):
    path = record_file(tmp_path)
    path.chmod(0o600)
    if os.geteuid() == 0:
        os.chown(path, 1234, 4321)
    other = tmp_path / "the same game.tarotdesk"
    os.link(path, other)
    before = os.stat(path)
    assert main(["review", str(path), "--store", "--json"]) == 0
    after = os.stat(path)
    assert stat.S_IMODE(after.st_mode) == 0o600 and (after.st_uid, after.st_gid) == (before.st_uid, before.st_gid)
    assert after.st_ino == before.st_ino and after.st_nlink == 2
    assert json.loads(other.read_bytes())["reviews"] == [json.loads(capsys.readouterr().out)]


def test_a_file_of_one_name_is_replaced_keeping_its_permissions(tmp_path, quick, capsys):
    path = record_file(tmp_path)
    path.chmod(0o640)
    assert main(["review", str(path), "--store", "--json"]) == 0
    assert stat.S_IMODE(os.stat(path).st_mode) == 0o640 and sorted(os.listdir(tmp_path)) == [path.name]


def failed_store(capsys, path: Path, *extra: str) -> tuple[dict, str]:
    """Run ``review --store``, which must fail to store: the review printed, and the one error line."""
    assert main(["review", str(path), "--store", *extra]) == 2
    out, err = capsys.readouterr()
    lines = [line for line in err.splitlines() if line.strip() and "reviewing:" not in line]
    assert len(lines) == 1 and "Traceback" not in err
    return json.loads(out.splitlines()[-1]), lines[0]


def test_a_read_only_file_is_refused_not_replaced_and_the_review_is_printed(tmp_path, quick, capsys):
    path = record_file(tmp_path)
    path.chmod(0o444)
    before = state(path)
    review, line = failed_store(capsys, path)
    assert line == (f"error: {path}: the review was not stored: the file is read-only; nothing was written to it; "
                    'it is printed above as JSON (an element of the record\'s "reviews" list)')
    assert state(path) == before and review["seat"] == 0 and review["decisions"]


@pytest.mark.parametrize("error, says", [
    (OSError(errno.ENOSPC, "No space left on device"), "No space left on device"),
    (OSError(errno.EROFS, "Read-only file system"), "Read-only file system"),
    (UnicodeEncodeError("utf-8", "\ud800", 0, 1, "surrogates not allowed"), "the system cannot write a file of that name"),
])
def test_a_write_that_fails_says_why_in_one_line_and_the_review_is_not_lost(tmp_path, quick, capsys, monkeypatch,
                                                                            error, says):
    path = record_file(tmp_path)
    before = state(path)

    def fails(*args, **kwargs):  # type: ignore[no-untyped-def]
        raise error

    monkeypatch.setattr(safe_files, "write_atomic", fails)
    review, line = failed_store(capsys, path, "--json")
    assert line.startswith(f"error: {path}: the review was not stored: {says}; it is printed above as JSON")
    assert state(path) == before
    kept = parse_record(path.read_text(encoding="utf-8"), get_game)
    kept.reviews = [review]  # what was printed is the review the record would keep
    assert kept_review(kept, 0, None, replay(kept, games=get_game)).review is not None


def test_a_record_replaced_while_it_was_reviewed_is_not_written_over(tmp_path, quick, capsys, monkeypatch):
    path = record_file(tmp_path)
    import tarotdesk.cli_review as cli_review

    saved = []

    def meanwhile(*a, **k):  # type: ignore[no-untyped-def]
        review = review_record(*a, **{**k, "config": TINY})
        path.write_text(played("cirulla", seed=9).to_text(), encoding="utf-8")  # another game saved there
        saved.append(state(path))
        return review

    monkeypatch.setattr(cli_review, "review_record", meanwhile)
    _, line = failed_store(capsys, path)
    assert "the file holds another record now than the one reviewed" in line and [state(path)] == saved
