"""The sounds in resources/sounds are exactly what their recipes make, and each is short."""

from __future__ import annotations

import importlib.util
from pathlib import Path

TOOL = Path(__file__).resolve().parents[2] / "tools" / "make_sounds.py"


def _tool():
    spec = importlib.util.spec_from_file_location("make_sounds", TOOL)
    module = importlib.util.module_from_spec(spec)
    assert spec.loader is not None
    spec.loader.exec_module(module)
    return module


def test_the_committed_sounds_are_what_the_recipes_make() -> None:
    assert _tool().differences() == []


def test_a_changed_sound_is_found(tmp_path: Path) -> None:
    tool = _tool()
    assert tool.main(["--out", str(tmp_path)]) == 0
    samples = tool.read_wav(tmp_path / "turn.wav")
    samples[100] += 40
    tool.write_wav(tmp_path / "turn.wav", samples)
    (tmp_path / "lost.wav").unlink()
    assert tool.differences(tmp_path) == ["turn.wav is not what the recipe makes", "lost.wav is missing"]


def test_every_sound_is_short_loud_enough_and_never_clips() -> None:
    tool = _tool()
    for name in tool.SOUNDS:
        samples = tool.read_wav(tool.OUT / f"{name}.wav")
        assert 0.05 < len(samples) / tool.RATE <= 1.0, name
        peak = max(abs(s) for s in samples)
        assert 0.45 * 32767 < peak < 0.75 * 32767, name
        # No click: the first and last samples are (nearly) silent.
        assert abs(samples[0]) < 200 and abs(samples[-1]) < 200, name
