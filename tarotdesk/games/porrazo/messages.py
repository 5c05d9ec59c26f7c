"""Porrazo's words: refusals, events, phases, score lines, actions, prompts and seat notes.

Templates take the refusal's or event's parameters (``{seat}``, ``{points}``, ``{rank}`` ...);
rank fields hold rank codes (A, 2 … 10, J, Q, K) because suits never matter in this game.
The texts are data: ``resources/messages/porrazo.toml``.
"""

from __future__ import annotations

from ...core.messages import Texts, load_messages
from ...resources import resource_path

MESSAGES: Texts = load_messages(resource_path("messages", "porrazo.toml"))
