"""The AI reads the games through their public entries only.

A rule-based player, a kernel or the search may read what a game publishes (the state contract,
a deal's ``rules``, its ``snapshot()``, the pure functions of a game package), never an
attribute whose name starts with an underscore on an object other than its own ``self`` or
``cls``: those are the engines' working parts, free to change without notice.
"""

from __future__ import annotations

import ast
from pathlib import Path

import tarotdesk.ai

AI = Path(tarotdesk.ai.__file__).resolve().parent
#: Underscored names that are public API of the standard library.
STANDARD = {("os", "_exit")}


def private_reads(source: str) -> list[tuple[int, str]]:
    """``(line, expression)`` of every read of an underscored attribute of another object."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Attribute) or not node.attr.startswith("_"):
            continue
        if node.attr.startswith("__") and node.attr.endswith("__"):
            continue  # dunder names are the language's own protocol
        base = node.value
        if isinstance(base, ast.Name) and (base.id in ("self", "cls") or (base.id, node.attr) in STANDARD):
            continue
        found.append((node.lineno, ast.unparse(node)))
    return found


def test_the_walk_finds_a_private_read_and_allows_self_cls_and_dunders() -> None:
    source = "def f(deal, self, cls):\n    return deal._hands, self._x, cls._y, deal.__class__, os._exit\n"
    assert private_reads(source) == [(2, "deal._hands")]


def test_no_module_of_the_ai_reads_private_attributes_of_other_objects() -> None:
    offences = [f"{path.relative_to(AI.parent)}:{line}: {expr}"
                for path in sorted(AI.rglob("*.py"))
                for line, expr in private_reads(path.read_text(encoding="utf-8"))]
    assert not offences, "\n".join(offences)
