"""Guided first games: a prearranged deal played with a coach that explains it (no Qt).

A guide is three kinds of file in ``resources/guides/``:

* ``<id>.tarotdesk``: a real record with a prearranged deck; its actions are the scripted line
  (every seat's action, in order), rebuilt by ``tools/make_guides.py``;
* ``<id>.coach.json``: the steps, each keyed to a point of the deal (``at``: the number of
  actions made before it), with the person's expected action, the cards or buttons to
  highlight and the rule sections it links to (``coach.schema.json``);
* ``<id>.<lang>.json``: the texts in one language: the guide's title, the family's one-line
  character and the text of every step (``texts.schema.json``).

:func:`load_guide` reads and checks all of them; :class:`~tarotdesk.guides.coach.Coach`
follows a match along the script.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..core.records import Record, RecordError, read_record
from ..core.safe_files import FileRefused, read_bounded
from ..games.registry import get_game
from ..resources import resource_path

#: The guided games, in the order the start page offers them: the five families, with the
#: Ombre bidding games' follow-up after Lombardy Tarot.
GUIDE_IDS = ("tarocco-lombardo", "taroccombre", "tarokk", "mattazza", "porrazo", "cirulla")
LANGUAGES = ("en", "ja")
MAX_GUIDE_BYTES = 1024 * 1024


class GuideError(ValueError):
    """A guide file that is missing, damaged or inconsistent with its record."""


@dataclass(frozen=True)
class CoachStep:
    """One thing the coach says at a point of the deal.

    ``at``: the number of actions made before it (the length of the record at that point);
    ``expect``: the person's action the script makes there (None: the coach only talks);
    ``highlight``: card codes or decision-button codes to mark; ``rules``: rule anchors.
    """

    id: str
    at: int
    expect: str | None
    highlight: tuple[str, ...]
    rules: tuple[str, ...]


@dataclass(frozen=True)
class GuideTexts:
    """A guide's texts in one language."""

    lang: str
    title: str
    character: str
    texts: dict[str, str]


@dataclass(frozen=True)
class Guide:
    """A guided game: its record (the script), the person's seat, the steps and their texts."""

    id: str
    game: str
    seat: int
    record: Record
    steps: tuple[CoachStep, ...]
    languages: dict[str, GuideTexts]

    def text(self, step: CoachStep, lang: str) -> str:
        """The text of ``step`` in ``lang`` (English where a language is not known)."""
        return self.languages.get(lang, self.languages["en"]).texts[step.id]

    def title(self, lang: str) -> str:
        """The guide's title in ``lang``."""
        return self.languages.get(lang, self.languages["en"]).title

    def character(self, lang: str) -> str:
        """The family's one-line character in ``lang``."""
        return self.languages.get(lang, self.languages["en"]).character


def guides_dir() -> Path:
    """The folder of the guide files."""
    return resource_path("guides")


def _read_json(path: Path) -> Any:
    try:
        raw = read_bounded(path, MAX_GUIDE_BYTES, "a guide file")
        return json.loads(raw.decode("utf-8"))
    except FileRefused as exc:
        raise GuideError(f"{path.name}: {exc.message}") from None
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise GuideError(f"{path.name}: not JSON ({exc})") from None


def _require(cond: bool, where: str, what: str) -> None:
    if not cond:
        raise GuideError(f"{where}: {what}")


def _strings(value: Any, where: str) -> tuple[str, ...]:
    _require(isinstance(value, list) and all(isinstance(v, str) and v for v in value), where,
             "must be a list of non-empty strings")
    return tuple(value)


def _parse_step(raw: Any, where: str) -> CoachStep:
    # The same constraints as coach.schema.json, checked here so that the program needs no
    # schema library at run time (the tests check the files against the schema itself).
    _require(isinstance(raw, dict), where, "must be an object")
    unknown = set(raw) - {"id", "at", "expect", "highlight", "rules"}
    _require(not unknown, where, f"unknown keys {sorted(unknown)}")
    sid, at, expect = raw.get("id"), raw.get("at"), raw.get("expect")
    _require(isinstance(sid, str) and sid != "", where, "needs an id")
    _require(type(at) is int and at >= 0, where, "'at' must be a whole number from 0")
    _require(expect is None or (isinstance(expect, str) and expect != ""), where, "'expect' must be an action")
    return CoachStep(sid, at, expect, _strings(raw.get("highlight", []), where + ".highlight"),
                     _strings(raw.get("rules", []), where + ".rules"))


def parse_coach(data: Any, name: str) -> tuple[str, int, tuple[CoachStep, ...]]:
    """Check a coach file's content; its game, the person's seat and its steps in order."""
    _require(isinstance(data, dict), name, "must be an object")
    unknown = set(data) - {"game", "seat", "steps"}
    _require(not unknown, name, f"unknown keys {sorted(unknown)}")
    game, seat, steps = data.get("game"), data.get("seat"), data.get("steps")
    _require(isinstance(game, str) and game != "", name, "needs a game id")
    _require(type(seat) is int and seat >= 0, name, "'seat' must be a seat number")
    _require(isinstance(steps, list) and steps, name, "needs a list of steps")
    parsed = tuple(_parse_step(s, f"{name} step {i + 1}") for i, s in enumerate(steps))
    ids = [s.id for s in parsed]
    _require(len(set(ids)) == len(ids), name, "step ids must be unique")
    _require(all(a.at <= b.at for a, b in zip(parsed, parsed[1:])), name, "steps must be in the order of the deal")
    return game, seat, parsed


def parse_texts(data: Any, name: str, lang: str) -> GuideTexts:
    """Check a language file's content (title, character, texts by step id)."""
    _require(isinstance(data, dict), name, "must be an object")
    unknown = set(data) - {"title", "character", "texts"}
    _require(not unknown, name, f"unknown keys {sorted(unknown)}")
    title, character, texts = data.get("title"), data.get("character"), data.get("texts")
    _require(isinstance(title, str) and title.strip() != "", name, "needs a title")
    _require(isinstance(character, str) and character.strip() != "", name, "needs the family's character")
    _require(isinstance(texts, dict) and all(isinstance(v, str) and v.strip() for v in texts.values()),
             name, "'texts' must map step ids to texts")
    return GuideTexts(lang, title, character, dict(texts))


def _check_against_record(guide: Guide) -> None:
    actions = guide.record.actions
    where = f"{guide.id}.coach.json"
    _require(guide.record.game == guide.game, where, f"the record is of {guide.record.game}, not {guide.game}")
    _require(0 <= guide.seat < guide.record.n_players, where, "the person's seat is not a seat of the record")
    for step in guide.steps:
        _require(step.at <= len(actions), where, f"step {step.id} lies after the end of the record")
        if step.expect is not None:
            _require(step.at < len(actions) and actions[step.at] == (guide.seat, step.expect), where,
                     f"step {step.id} expects {step.expect}, which is not the person's action there")
    for lang, texts in guide.languages.items():
        missing = [s.id for s in guide.steps if s.id not in texts.texts]
        extra = set(texts.texts) - {s.id for s in guide.steps}
        _require(not missing and not extra, f"{guide.id}.{lang}.json",
                 f"texts missing {missing} or not of any step {sorted(extra)}")


def load_guide(guide_id: str, folder: Path | None = None) -> Guide:
    """Read and check a guide (its record, steps and texts in every language)."""
    folder = folder or guides_dir()
    try:
        record = read_record(folder / f"{guide_id}.tarotdesk", get_game)
    except RecordError as exc:
        raise GuideError(f"{guide_id}.tarotdesk: {exc}") from None
    game, seat, steps = parse_coach(_read_json(folder / f"{guide_id}.coach.json"), f"{guide_id}.coach.json")
    languages = {lang: parse_texts(_read_json(folder / f"{guide_id}.{lang}.json"), f"{guide_id}.{lang}.json", lang)
                 for lang in LANGUAGES}
    guide = Guide(guide_id, game, seat, record, steps, languages)
    _check_against_record(guide)
    return guide


def guide_summaries(lang: str, folder: Path | None = None) -> list[tuple[str, str, str]]:
    """(guide id, title, character) of every guide that can be read, for the start page."""
    out = []
    for gid in GUIDE_IDS:
        try:
            texts = parse_texts(_read_json((folder or guides_dir()) / f"{gid}.{lang}.json"), gid, lang)
        except GuideError:
            continue  # a damaged file costs only its own entry
        out.append((gid, texts.title, texts.character))
    return out
