"""The strength benchmark resumes only rows played by the same build."""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
import ai_strength  # noqa: E402


def test_a_row_of_another_build_is_played_again(tmp_path, capsys):
    out = tmp_path / "strength.jsonl"
    first = ai_strength.run("mattazza", 3, "random", "random", 1, 1, out, ai_strength.SEED)
    assert first["deals"] == 1
    row = json.loads(out.read_text())
    assert row["build"] == ai_strength.build_id()
    # The same build resumes: nothing is played again.
    ai_strength.run("mattazza", 3, "random", "random", 1, 1, out, ai_strength.SEED)
    assert len(out.read_text().splitlines()) == 1
    # A row from another build is reported and played again, not summarised.
    row.update(build="0" * 12, diff=99.0)
    out.write_text(json.dumps(row) + "\n")
    again = ai_strength.run("mattazza", 3, "random", "random", 1, 1, out, ai_strength.SEED)
    assert "another build" in capsys.readouterr().err
    assert again["diff"][0] != 99.0 and len(out.read_text().splitlines()) == 2


def test_the_build_id_follows_the_source(tmp_path, monkeypatch):
    package = tmp_path / "tarotdesk"
    (package / "ai").mkdir(parents=True)
    source = package / "ai" / "levels.py"
    source.write_text("WORK = 150_000\n")
    monkeypatch.setattr(ai_strength, "PACKAGE", package)
    ai_strength.build_id.cache_clear()
    try:
        before = ai_strength.build_id()
        source.write_text("WORK = 300_000\n")
        ai_strength.build_id.cache_clear()
        assert ai_strength.build_id() != before
    finally:
        ai_strength.build_id.cache_clear()
