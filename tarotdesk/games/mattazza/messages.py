"""Mattazza's words: reasons, events, phases, score lines, actions, prompts, notes, groups.

Templates use the parameters of the refusal, event, line or prompt. Combination and suit
names travel as ``{"en": …, "ja": …}`` and are picked with ``{name[en]}`` / ``{name[ja]}``.
The texts are data: ``resources/messages/mattazza.toml``.
"""

from __future__ import annotations

from ...core.messages import Texts, load_messages
from ...resources import resource_path

MESSAGES: Texts = load_messages(resource_path("messages", "mattazza.toml"))
