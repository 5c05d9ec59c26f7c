"""One Japanese term per concept: no Japanese text of the program uses a variant that the
glossary (``resources/glossary/ja.toml``) refuses.

The texts are every Japanese text a player reads: the message tables, the rule texts (less
their glossary section, which gives the games' own foreign words with their readings), the rule
options' labels and help, the window's translations and the guided games' words.
"""

from __future__ import annotations

import json
import re
import tomllib
import xml.etree.ElementTree as ET
from functools import cache
from pathlib import Path
from typing import Iterator

import pytest

from tarotdesk.resources import resource_path

ROOT = Path(__file__).resolve().parent.parent
GLOSSARY = resource_path("glossary", "ja.toml")


@cache
def glossary() -> dict[str, dict]:
    return tomllib.loads(Path(GLOSSARY).read_text(encoding="utf-8"))


def _strings(value: object) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for v in value.values():
            yield from _strings(v)
    elif isinstance(value, list):
        for v in value:
            yield from _strings(v)


def _without_glossary_section(text: str) -> str:
    return re.sub(r"^## [^\n]*\{#glossary\}.*?(?=^## |\Z)", "", text, flags=re.S | re.M)


def japanese_texts() -> Iterator[tuple[str, str]]:
    """(where, text) for every Japanese text of the program."""
    for path in sorted(resource_path("messages").glob("*.toml")):
        for key, entry in tomllib.loads(path.read_text(encoding="utf-8")).items():
            if isinstance(entry, dict) and "ja" in entry:
                yield f"{path.name} {key}", entry["ja"]
    rules = resource_path("rules")
    for path in sorted(rules.glob("*.ja.md")) + sorted((rules / "families").glob("*.ja.md")):
        for number, line in enumerate(_without_glossary_section(path.read_text(encoding="utf-8")).splitlines(), 1):
            yield f"{path.name} line {number}", line
    for path in sorted(resource_path("options").glob("*.toml")):
        for name, spec in tomllib.loads(path.read_text(encoding="utf-8")).items():
            texts = [spec.get("label", {}).get("ja", ""), spec.get("help", {}).get("ja", "")]
            texts += [labels.get("ja", "") for labels in spec.get("choice_labels", {}).values()]
            for t in texts:
                yield f"{path.name} {name}", t
    for message in ET.parse(ROOT / "translations" / "tarotdesk_ja.ts").iter("message"):
        source, translation = message.find("source"), message.find("translation")
        if translation is not None:
            yield f"tarotdesk_ja.ts {source.text!r}", "".join(translation.itertext())
    for path in sorted(resource_path("guides").glob("*.ja.json")):
        for t in _strings(json.loads(path.read_text(encoding="utf-8"))):
            yield path.name, t


def variants_in(texts: Iterator[tuple[str, str]]) -> list[tuple[str, str, str]]:
    """(concept, where, variant) for every refused variant met."""
    found = []
    for where, text in texts:
        for concept, entry in glossary().items():
            for pattern in entry["refuse"]:
                m = re.search(pattern, text)
                if m:
                    found.append((concept, where, m.group(0)))
    return found


def test_every_concept_has_one_term_and_its_variants_compile():
    for concept, entry in glossary().items():
        assert set(entry) == {"en", "ja", "refuse"}, concept
        assert entry["ja"] and entry["en"], concept
        for pattern in entry["refuse"]:
            assert not re.search(pattern, entry["ja"]), (concept, pattern)


def test_every_term_is_the_one_the_texts_use():
    everything = "\n".join(t for _, t in japanese_texts())
    assert [c for c, e in glossary().items() if e["ja"] not in everything] == []


def test_no_japanese_text_uses_a_refused_variant():
    found = variants_in(japanese_texts())
    assert found == [], "\n".join(f"{c}: {w}: {v!r}" for c, w, v in found)


@pytest.mark.parametrize(("text", "concept"), [
    ("同じ配りでもう一度", "deal"), ("この配りを振り返る", "deal"), ("2ゲームポイントを払います", "game-point"), ("札の点数", "card-points"),
    ("パガットウルティモを宣言します", "announcement"), ("「ナインタロック」を宣言しましょう", "tarokk-declaration"),
    ("降伏", "surrender"), ("席1の陣営の勝ち", "side"), ("%1番席", "seat"), ("1つの金額", "points-total"),
])
def test_the_check_finds_a_planted_variant(text, concept):
    assert {c for c, _, _ in variants_in(iter([("planted", text)]))} == {concept}


def test_a_verb_of_dealing_is_not_a_variant():
    assert variants_in(iter([("fine", "5枚ずつ配ります。配り直しです。配り終えたら")])) == []
