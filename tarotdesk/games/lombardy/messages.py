"""Words of the Lombard games in English and Japanese.

Keys follow ``docs/architecture.md``: ``reason.<code>``, ``event.<kind>``, ``phase.<name>``,
``line.<kind>``, ``action.<kind>[.<word>]``, ``word.<word>``, ``prompt.<name>``, ``note.<name>``
and ``group.<name>`` for the labelled card groups of the table. Refusals carry card and suit
names in both languages (``card_en``/``card_ja``, ``suit_en``/``suit_ja``); events carry card
codes, which the table turns into pictures. The texts are data: ``resources/messages/lombardy.toml``.
"""

from __future__ import annotations

from ...core.messages import Texts, load_messages
from ...resources import resource_path

MESSAGES: Texts = load_messages(resource_path("messages", "lombardy.toml"))
