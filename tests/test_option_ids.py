"""No option's name in the code reaches a player: not in a rule text, not in the new-game
dialog's labels and help, not in any message a summary, a hint or a log line is made from.

An option is named by its label (``resources/options/<family>.toml``) wherever a player reads
about it; its id (``old_discard``, ``ace_full_capture``) and the ids of its choices
(``all_diamonds``, ``sweep_only``) are words of the code only.
"""

from __future__ import annotations

import re
import tomllib
from functools import cache
from pathlib import Path

import pytest

from tarotdesk import rules_text
from tarotdesk.games.registry import GAME_PACKAGES, get_game
from tarotdesk.resources import resource_path

GAMES = list(GAME_PACKAGES)


@cache
def identifiers() -> frozenset[str]:
    """Every option id and choice id of every game that reads as code (an underscore, a digit
    inside a word), plus every option id: the ids a player must never see."""
    ids: set[str] = set()
    for gid in GAMES:
        for spec in get_game(gid).option_specs:
            ids.add(spec.name)
            for choice in spec.choices or ():
                if isinstance(choice, str) and re.search(r"_|[a-z]\d", choice):
                    ids.add(choice)
    return frozenset(ids)


def coded_ids(text: str) -> list[str]:
    """The ids in ``text`` that can only be code: an id with an underscore or digit anywhere, any
    other id in a code span (`surrender`); a plain word ("surrender") is the language's own."""
    found = [t for t in re.findall(r"`([^`]*)`", text)]
    for ident in identifiers():
        if re.search(r"_|\d", ident) and re.search(rf"(?<![\w]){re.escape(ident)}(?![\w])", text):
            found.append(ident)
    return found


def rule_files() -> list[Path]:
    folder = rules_text.rules_dir()
    return sorted(p for p in folder.rglob("*.md") if p.name != "README.md")


@pytest.mark.parametrize("path", rule_files(), ids=lambda p: p.name)
def test_no_rule_text_prints_an_option_id(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    assert coded_ids(text) == [], path.name


def test_the_check_sees_an_id_in_a_rule_text() -> None:
    assert coded_ids("With the option `old_discard`, tarokks may go.") == ["old_discard", "old_discard"]
    assert coded_ids("オプション old_discard を使うと") == ["old_discard"]
    assert coded_ids("(see the option `surrender`)") == ["surrender"]
    assert coded_ids("The declarer may surrender before play.") == []


@pytest.mark.parametrize("gid", GAMES)
def test_option_labels_and_help_name_no_option_id(gid: str) -> None:
    bad = []
    for spec in get_game(gid).option_specs:
        texts = [*spec.label.values(), *spec.help.values()]
        texts += [t for labels in spec.choice_labels.values() for t in labels.values()]
        bad += [(spec.name, t) for t in texts if coded_ids(t)]
    assert bad == []


def _message_texts() -> list[tuple[str, str, str]]:
    found = []
    for path in sorted(resource_path("messages").glob("*.toml")):
        if path.name == "records.toml":
            continue  # why a record file is refused names the file's own fields (docs/record-format.md)
        for key, langs in tomllib.loads(path.read_text(encoding="utf-8")).items():
            for lang, template in langs.items():
                found.append((path.name, f"{key} [{lang}]", template))
    return found


def test_no_message_names_an_option_id() -> None:
    # Summaries, hints, reasons and log lines are made from these tables.
    bad = [(f, k, t) for f, k, t in _message_texts() if coded_ids(t)]
    assert bad == []
