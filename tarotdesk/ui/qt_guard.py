"""A guard against a reference-counting fault of PySide6 6.12 on Python 3.11.

In that combination every call of a Qt method that returns nothing (``QLabel.setText``,
``QWidget.update`` ...) releases one reference to ``None`` that it never took, and some calls
do the same to ``True`` or ``False``. Those objects have a few thousand references in a running
program, so after that many calls the interpreter aborts with "Fatal Python error:
none_dealloc" (or ``bool_dealloc``). Python 3.12 made these objects immortal, which is why the
fault goes unnoticed there. On older interpreters this module gives them (and the other
objects 3.12 makes immortal: the small integers and the empty tuple) so many extra references
that no session can use them up, which is what "immortal" means in 3.12.
"""

from __future__ import annotations

import ctypes
import sys

#: Extra references given to None: 2**60 calls would take centuries.
_RESERVE = 1 << 60
#: PySide6 releases known to have the fault.
FAULTY_VERSIONS = frozenset({"6.12.0"})
_done = False


def _singletons() -> list[object]:
    return [None, True, False, (), Ellipsis, NotImplemented, *range(-5, 257)]


def protect_none() -> bool:
    """Make ``None``, the booleans and the other singletons effectively immortal on Python
    < 3.12; True if something was done."""
    global _done
    if _done or sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return False
    import PySide6

    # pyproject.toml excludes the faulty release; this protects an environment that has it anyway.
    if PySide6.__version__ not in FAULTY_VERSIONS:
        return False
    for obj in _singletons():
        refcnt = ctypes.c_ssize_t.from_address(id(obj))  # ob_refcnt is every object's first field
        if refcnt.value < _RESERVE:
            refcnt.value += _RESERVE
    _done = True
    return True
