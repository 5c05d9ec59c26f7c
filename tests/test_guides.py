"""The guided games' files: their schema, texts in both languages, rule links, and records that the
command line replays and the build script rebuilds identically."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import jsonschema
import pytest

from tarotdesk import rules_text
from tarotdesk.core.actions import Action
from tarotdesk.core.records import replay
from tarotdesk.games.registry import get_game
from tarotdesk.guides import GUIDE_IDS, LANGUAGES, GuideError, guides_dir, load_guide, parse_coach, parse_texts
from tarotdesk.guides.coach import Coach

ROOT = Path(__file__).resolve().parent.parent


def _json(name: str):
    return json.loads((guides_dir() / name).read_text(encoding="utf-8"))


@pytest.mark.parametrize("guide_id", GUIDE_IDS)
def test_files_follow_the_schemas(guide_id):
    jsonschema.validate(_json(f"{guide_id}.coach.json"), _json("coach.schema.json"))
    for lang in LANGUAGES:
        jsonschema.validate(_json(f"{guide_id}.{lang}.json"), _json("texts.schema.json"))


def test_schemas_are_valid_schemas():
    for name in ("coach.schema.json", "texts.schema.json"):
        jsonschema.Draft202012Validator.check_schema(_json(name))


@pytest.mark.parametrize("guide_id", GUIDE_IDS)
def test_every_step_has_its_text_in_both_languages_and_its_rules_exist(guide_id):
    guide = load_guide(guide_id)  # checks texts against steps and expected actions against the record
    assert guide.game == guide.record.game == guide_id.split(":")[0]
    for lang in LANGUAGES:
        assert guide.title(lang).strip() and guide.character(lang).strip()
        anchors = rules_text.load(guide.game, lang).anchors
        for step in guide.steps:
            assert guide.text(step, lang).strip(), (step.id, lang)
            for anchor in step.rules:
                assert anchor in anchors, (step.id, anchor, lang)
    ja = [guide.text(s, "ja") for s in guide.steps]
    assert all(any("\u3040" <= ch <= "\u30ff" or "\u4e00" <= ch <= "\u9fff" for ch in t) for t in ja)


@pytest.mark.parametrize("guide_id", GUIDE_IDS)
def test_steps_fit_the_script(guide_id):
    guide = load_guide(guide_id)
    n = len(guide.record.actions)
    match = replay(guide.record, games=get_game)
    assert match.deal_index == 0 and match.deal_over, "the script is exactly the first deal"
    assert any(s.at == n for s in guide.steps), "the scoring is explained at the end"
    person = [i for i, (seat, _) in enumerate(guide.record.actions) if seat == guide.seat]
    assert person, "the person has something to do"
    for step in guide.steps:
        for code in step.highlight:
            assert code, step.id
        if step.expect is not None:
            Action.parse(step.expect)


@pytest.mark.parametrize("guide_id", GUIDE_IDS)
def test_replay_summary_json(guide_id):
    path = guides_dir() / f"{guide_id}.tarotdesk"
    out = subprocess.run([sys.executable, "-m", "tarotdesk.cli", "replay", str(path), "--summary-json"],
                         capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert out.returncode == 0, out.stderr
    summary = json.loads(out.stdout)
    assert summary["game"] == load_guide(guide_id).game and len(summary["deals"]) == 1


def test_records_are_rebuilt_identically():
    out = subprocess.run([sys.executable, "tools/make_guides.py", "--check"], capture_output=True, text=True,
                         cwd=ROOT, timeout=300)
    assert out.returncode == 0, out.stdout + out.stderr


def test_coach_follows_and_leaves_the_script():
    guide = load_guide(GUIDE_IDS[-1])
    match = replay(guide.record, upto=0, games=get_game)
    coach = Coach(guide, guide.seat)
    while coach.holds(match):
        assert coach.next(match)
    while match.current_player != guide.seat:
        action = coach.scripted(match)
        assert action is not None
        match.apply(action)
        coach.follow(match)
        while coach.holds(match):
            coach.next(match)
    view = coach.view(match)
    assert view.expected == Action.parse(guide.record.actions[len(match.actions)][1])
    other = next(a for a in match.legal_actions() if a != view.expected)
    match.apply(other)
    coach.follow(match)
    assert not coach.on_script and coach.scripted(match) is None and not coach.holds(match)


@pytest.mark.parametrize("data, problem", [
    ({"game": "cirulla", "seat": 0, "steps": []}, "list of steps"),
    ({"game": "cirulla", "seat": 0, "steps": [{"id": "a", "at": -1}]}, "'at'"),
    ({"game": "cirulla", "seat": 0, "steps": [{"id": "a", "at": 2}, {"id": "b", "at": 1}]}, "order"),
    ({"game": "cirulla", "seat": 0, "steps": [{"id": "a", "at": 1}, {"id": "a", "at": 2}]}, "unique"),
    ({"game": "cirulla", "seat": 0, "steps": [{"id": "a", "at": 1, "colour": "red"}]}, "unknown"),
])
def test_loader_refuses_bad_coach_files(data, problem):
    with pytest.raises(GuideError, match=problem):
        parse_coach(data, "x.coach.json")


def test_loader_refuses_texts_without_character():
    with pytest.raises(GuideError, match="character"):
        parse_texts({"title": "T", "texts": {}}, "x.en.json", "en")
