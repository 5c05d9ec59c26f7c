"""The compiled playout kernels, exact endgame solver and tree walk, where they are built.

``tarotdesk.ai._native`` is an optional C extension (``native/*.c``, built by ``pip install .``
where a compiler exists). Each family's kernel module turns its Python kernel world into the
compiled one (``from_deal``), and the search walks its tree and solves endgames there when every
world is compiled. The Python kernels stay the reference: the compiled ones take every table
from them (and so from the game packages), draw the same random numbers from the caller's
generator and break ties the same way, so that a seeded search decides the same with and
without the extension (``tests/ai/test_native.py`` holds them equal).

``TAROTDESK_NATIVE=0`` in the environment keeps the Python kernels even where the extension is
built (the test suite runs the AI tests both ways).
"""

from __future__ import annotations

import os
from types import ModuleType

#: The environment variable that turns the compiled kernels off ("0").
SWITCH = "TAROTDESK_NATIVE"


def _load() -> ModuleType | None:
    try:
        from . import _native  # type: ignore[attr-defined]
    except ImportError:
        return None
    return _native


#: The extension module, if it is built (whatever the switch says).
MODULE: ModuleType | None = _load()
#: Whether the kernels' ``from_deal`` give compiled worlds.
ON: bool = MODULE is not None and os.environ.get(SWITCH, "1").strip().lower() not in ("0", "off", "no", "false")

#: The families whose kernel modules have a compiled kernel (each adds itself on import).
FAMILIES: list[str] = []


def register(family: str) -> bool:
    """Note that ``family``'s kernel can be compiled; return whether its worlds will be."""
    if MODULE is not None and family not in FAMILIES:
        FAMILIES.append(family)
    return ON


def is_compiled(world: object) -> bool:
    """Whether ``world`` is a compiled kernel world."""
    return MODULE is not None and isinstance(world, MODULE.World)


def describe() -> str:
    """One line for the self-test: which kernels the search uses."""
    if MODULE is None:
        return "Python (the compiled kernels are not built)"
    if not ON:
        return f"Python ({SWITCH}=0; the compiled kernels are built)"
    from .families import FAMILIES as ALL, family_ai

    for family in ALL:  # every family's kernel module registers itself when imported
        package = family_ai(family)
        if package is not None:
            __import__(f"{package.__name__}.kernel")
    names = ", ".join(sorted(FAMILIES)) or "none"
    return f"compiled ({names}; tree walk and endgame solver)"

