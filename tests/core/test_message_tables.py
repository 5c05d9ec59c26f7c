"""Message tables are data: every file under ``resources/messages`` loads, and a damaged one is
refused with the file and the key named."""

from __future__ import annotations

from pathlib import Path

import pytest

from tarotdesk.core.messages import CORE_MESSAGES, LANGS, MessageTableError, load_messages
from tarotdesk.resources import resource_path

FILES = sorted(resource_path("messages").glob("*.toml"))


def test_every_family_has_a_message_file():
    names = {p.stem for p in FILES}
    assert {"core", "hints", "lombardy", "tarokk", "mattazza", "porrazo", "cirulla"} <= names


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_message_file_loads_with_a_text_in_every_language(path: Path):
    table = load_messages(path)
    assert table
    assert all(set(entry) == set(LANGS) and all(entry.values()) for entry in table.values())


def test_core_messages_come_from_the_data_file():
    assert CORE_MESSAGES == load_messages(resource_path("messages", "core.toml"))
    assert CORE_MESSAGES["action.pass"] == {"en": "Pass", "ja": "パス"}


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
