"""Finding the data folders (``resources/``, ``translations/``) wherever tarotdesk runs.

They live beside the package in a checkout, inside it (``tarotdesk/_resources``,
``tarotdesk/_translations``) in an installed wheel, and under the bundle folder in a frozen
build. Pure Python: used by the UI, the tools and the tests alike.
"""

from __future__ import annotations

import sys
from functools import cache
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


@cache
def _root(name: str) -> Path:
    candidates = []
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        candidates.append(Path(bundle) / name)
    candidates.append(_PACKAGE / f"_{name}")  # installed wheel
    candidates.append(_PACKAGE.parent / name)  # checkout
    for c in candidates:
        if c.is_dir():
            return c
    return candidates[-1]


def resources_dir() -> Path:
    """The ``resources`` folder (card art, rule texts, icons)."""
    return _root("resources")


def translations_dir() -> Path:
    """The ``translations`` folder (Qt ``.ts`` sources and compiled ``.qm`` files)."""
    return _root("translations")


def resource_path(*parts: str) -> Path:
    """A path inside ``resources``."""
    return resources_dir().joinpath(*parts)
