"""Where the table gets its card pictures: the card art renderer, or plain drawn cards.

``tarotdesk.ui.scene.card_renderer`` (the project's card art) is used when it is installed and can
draw a card back; without it (or when its art files are missing) the table falls back to
:mod:`tarotdesk.ui.scene.plain_cards`, which has the same interface, so the window works either way.
"""

from __future__ import annotations

import importlib
import sys
from typing import Any

from PySide6.QtCore import QObject

_ART_MODULE = "tarotdesk.ui.scene.card_renderer"


def _art_module() -> Any | None:
    try:
        return importlib.import_module(_ART_MODULE)
    except ModuleNotFoundError as exc:
        if exc.name == _ART_MODULE:
            return None
        raise


#: The settings that choose how cards are drawn (the style flags of both renderers).
STYLE_SETTINGS = ("four_colour", "point_marks", "french_tarot", "high_contrast")


def style_flags(settings: Any) -> dict[str, bool]:
    """The style flags of these settings (see :data:`STYLE_SETTINGS`)."""
    return {name: bool(getattr(settings, name)) for name in STYLE_SETTINGS}


def make_renderer(parent: QObject | None = None, **style: bool) -> Any:
    """A card renderer with the given style flags (``four_colour``, ``point_marks``, ``french_tarot``,
    ``high_contrast``)."""
    module = _art_module()
    if module is not None:
        renderer = module.CardRenderer(parent, module.CardStyle(**style))
        try:
            renderer.pixmap("tarot78", "back", 16, 1.0)
        except (OSError, LookupError, ValueError) as exc:
            # The art files are not there (a partial installation): play with plain cards.
            print(f"tarotdesk: card art unavailable ({exc}); using plain cards", file=sys.stderr)
            renderer.deleteLater()
        else:
            return renderer
    from . import plain_cards

    return plain_cards.PlainCardRenderer(parent, plain_cards.CardStyle(**style))


def make_style(renderer: Any, **style: bool) -> Any:
    """A style object of the renderer's own kind."""
    module = importlib.import_module(type(renderer).__module__)
    return module.CardStyle(**style)
