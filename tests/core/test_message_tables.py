"""Message tables are data: every file under ``resources/messages`` loads, and a damaged one is
refused with the file and the key named."""

from __future__ import annotations

from pathlib import Path

import string

import pytest

from tarotdesk.core.messages import CORE_MESSAGES, LANGS, MessageTableError, load_messages
from tarotdesk.core.records import RECORD_MESSAGES
from tarotdesk.resources import resource_path

FILES = sorted(resource_path("messages").glob("*.toml"))


def test_every_family_has_a_message_file():
    names = {p.stem for p in FILES}
    assert {"core", "records", "hints", "lombardy", "tarokk", "mattazza", "porrazo", "cirulla"} <= names


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_message_file_loads_with_a_text_in_every_language(path: Path):
    table = load_messages(path)
    assert table
    assert all(set(entry) == set(LANGS) and all(entry.values()) for entry in table.values())


def test_core_messages_come_from_the_data_file():
    assert CORE_MESSAGES == load_messages(resource_path("messages", "core.toml"))
    assert CORE_MESSAGES["action.pass"] == {"en": "Pass", "ja": "パス"}
    assert RECORD_MESSAGES == load_messages(resource_path("messages", "records.toml"))


def _fields(template: str) -> set[str]:
    return {f.split("[")[0].split(".")[0] for _, f, _, _ in string.Formatter().parse(template) if f}


@pytest.mark.parametrize("table", [CORE_MESSAGES, RECORD_MESSAGES], ids=["core", "records"])
def test_the_shared_tables_fill_the_same_fields_in_every_language(table):
    # A family's table may word a text with other fields (a card named in one language only);
    # the tables every game shares may not. The one exception: a refusal whose English is a
    # sentence handed on whole (the file reader's), said in Japanese by its kind alone.
    for key, entry in table.items():
        english = _fields(entry["en"])
        for lang in LANGS:
            if entry["en"] == "{detail}":
                assert _fields(entry[lang]) <= english, (key, lang)
            else:
                assert _fields(entry[lang]) == english, (key, lang)


def test_every_way_a_file_is_refused_has_its_record_words():
    # The kinds of core.safe_files.FileRefused, each said by the record reader.
    for kind in ("no-name", "missing", "not-a-file", "too-large", "unreadable"):
        assert "record.file." + kind in RECORD_MESSAGES


@pytest.mark.parametrize("body, named", [
    ('["event.x"]\nen = "X"\n', '["event.x"] needs exactly en, ja'),
    ('["event.x"]\nen = "X"\nja = "X"\nfr = "X"\n', '["event.x"] needs exactly en, ja'),
    ('["event.x"]\nen = ""\nja = "X"\n', '["event.x"] en must be a text'),
    ('["event.x"]\nen = "X"\nja = 3\n', '["event.x"] ja must be a text'),
    ('"event.x" = "X"\n', '["event.x"] needs exactly en, ja'),
    ('["event.x"]\nen = "X\n', "bad.toml: "),
])
def test_a_damaged_message_file_is_refused_naming_file_and_key(tmp_path: Path, body: str, named: str):
    path = tmp_path / "bad.toml"
    path.write_text(body, encoding="utf-8")
    with pytest.raises(MessageTableError) as err:
        load_messages(path)
    assert str(path) in str(err.value)
    assert named in str(err.value)
