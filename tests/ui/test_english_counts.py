"""Window texts that count read right in English: "1 deal played", not "1 deals played"."""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from tarotdesk.ui.kit import i18n

UI = Path(i18n.__file__).resolve().parent.parent  # tarotdesk/ui (i18n is in its kit)


def test_a_count_of_one_takes_the_singular_in_english(qapp):
    i18n.install_language("en")
    say = QCoreApplication.translate
    assert say("SavedGamesDialog", "Unfinished: %n deals played", "", 1) == "Unfinished: 1 deal played"
    assert say("SavedGamesDialog", "Unfinished: %n deals played", "", 2) == "Unfinished: 2 deals played"
    assert say("RulePane", "Found in %n section(s)", "", 1) == "Found in 1 section"
    assert say("RulePane", "Found in %n section(s)", "", 3) == "Found in 3 sections"
    # Texts without a count are left alone.
    assert say("SavedGamesDialog", "Finished") == "Finished"
    resume = "A game of %1 was left unfinished (%2): deal %3, %n moves made.\nResume it where it stopped?"
    assert say("FileActions", resume, "", 1).startswith("A game of %1 was left unfinished (%2): deal %3, 1 move made.")
    assert "deal %3, 4 moves made." in say("FileActions", resume, "", 4)


def test_japanese_keeps_its_own_translation(qapp):
    try:
        loaded = i18n.install_language("ja")
        if "tarotdesk_ja" in loaded:
            assert QCoreApplication.translate("SavedGamesDialog", "Unfinished: %n deals played", "", 1) == \
                "途中（1ディール済み）"
    finally:
        i18n.install_language("en")


def test_every_counted_window_text_has_its_english_forms():
    counted = set()
    for module in UI.rglob("*.py"):
        source = module.read_text(encoding="utf-8")
        found = re.findall(r'tr\(\s*"([^"]*%n[^"]*)"', source)
        found += re.findall(r'translate\(\s*"[^"]*",\s*"([^"]*%n[^"]*)"', source)
        counted.update(text.replace("\\n", "\n") for text in found)  # a line break as Python reads it
    assert counted, "no counted text found: the scan is broken"
    assert counted <= set(i18n.ENGLISH_COUNTS), counted - set(i18n.ENGLISH_COUNTS)
