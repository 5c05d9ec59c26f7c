"""Names of Mattazza's combinations in English and Japanese.

Events and score lines carry the name of a cricca or sequence as ``{"en": …, "ja": …}`` so
that one template per language (``{name[en]}``, ``{name[ja]}``) can say which one it is. The
names are data: ``resources/messages/mattazza-names.toml``.
"""

from __future__ import annotations

from ...core.messages import load_messages
from ...resources import resource_path

_NAMES = load_messages(resource_path("messages", "mattazza-names.toml"))

#: The word for the trumps, for the events that name them.
TRUMPS_NAME: dict[str, str] = _NAMES.pop("trumps")
#: Each combination's name (keyed as the combinations are: ``kings``, ``suit-S``, ``grande`` ...).
COMBINATION_NAMES: dict[str, dict[str, str]] = _NAMES
