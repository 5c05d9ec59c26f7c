"""Words for the hints' reason codes (``hint.<code>``), in English and Japanese.

The same key scheme and ``str.format`` templates as :mod:`tarotdesk.core.messages`: the UI shows
a hint with ``text("hint." + hint.reason, lang, hint.params, (MESSAGES,))``. Card parameters
are card codes (the UI may turn them into names), ``points`` and ``count`` are numbers.
The texts are data: ``resources/messages/hints.toml``.
"""

from __future__ import annotations

from ..core.messages import Texts, load_messages
from ..resources import resource_path

MESSAGES: Texts = load_messages(resource_path("messages", "hints.toml"))

#: Words of the game review (``review.<key>``): the marks, the units of its costs, its summary.
REVIEW_MESSAGES: Texts = load_messages(resource_path("messages", "review.toml"))
