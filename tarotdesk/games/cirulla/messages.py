"""Cirulla's words in English and Japanese: refusals, events, phases, score lines, actions, notes.

The texts are data (``resources/messages/cirulla.toml``); the words of the Matta's designations
are built here from the values it may take.
"""

from __future__ import annotations

from ...core.messages import Texts, load_messages
from ...resources import resource_path
from .rules import VALUE_WORD

_RANK_NAMES = {
    "A": ("Ace", "A"), "J": ("Jack", "J"), "Q": ("Queen", "Q"), "K": ("King", "K"),
}


def _designation_words() -> Texts:
    words: Texts = {}
    for word in VALUE_WORD.values():
        en, ja = _RANK_NAMES.get(word, (word, word))
        if word == "7":
            words["word.H7=7"] = {"en": "(the Matta stays a seven)", "ja": "(マッタは7のまま)"}
        else:
            words[f"word.H7={word}"] = {"en": f"(the Matta as {en})", "ja": f"(マッタを{ja}として)"}
    return words


MESSAGES: Texts = {**load_messages(resource_path("messages", "cirulla.toml")), **_designation_words()}
