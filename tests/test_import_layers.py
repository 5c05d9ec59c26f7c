"""The package's imports point downwards and never go round in a circle.

Every ``import`` of every module of ``tarotdesk`` counts, at the top of a module or inside a
function (both run), except those under ``if TYPE_CHECKING:`` (they never run). The layers, lowest
first: ``core``; ``storage`` and ``games`` on core; ``ai`` on games; ``table`` (the Qt-free table
and its seat channels) on those; ``net`` (the wire format, the protocol and the client of a
seat elsewhere) on the table; ``server`` (the table server) on net; ``ui`` on all of them. The card-art generator stands on core
alone. Only the program's entry points (``__main__``, the self-test) start the window. Nothing in
the package imports the developer scripts of the top-level ``tools/``.

The window sees a game only through a seat's channel: no module of ``ui`` imports the match or
the replay timeline (not even for its types), and the Qt-free part of the window (``ui/model``),
the table layer, the network layer and the server import no Qt.
"""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "tarotdesk"

#: What each layer may import (besides itself and the standard library or third parties).
ALLOWED = {
    "core": {"core", "top"},
    "storage": {"core", "storage", "top"},
    "games": {"core", "games", "top"},
    "ai": {"core", "games", "ai", "top"},
    "cardart": {"core", "cardart", "top"},
    "table": {"core", "storage", "games", "ai", "table", "top"},
    "net": {"core", "storage", "games", "ai", "table", "net", "top"},
    "server": {"core", "storage", "games", "ai", "table", "net", "server", "top"},
    "ui": {"core", "storage", "games", "ai", "table", "net", "server", "ui", "cardart", "top"},
    "top": {"core", "storage", "games", "ai", "table", "net", "server", "cardart", "top"},
}
#: The entry points, which start the window.
ENTRY_POINTS = {"tarotdesk.__main__", "tarotdesk.selftest"}


def _name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


MODULES = {_name(p): p for p in PACKAGE.rglob("*.py")}


def _layer(module: str) -> str:
    parts = module.split(".")
    return parts[1] if len(parts) > 1 and parts[1] in ALLOWED and parts[1] != "top" else "top"


def _type_checking_nodes(tree: ast.AST) -> set[int]:
    skipped: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            for child in node.body:
                skipped.update(id(n) for n in ast.walk(child))
    return skipped


def _targets(module: str, is_package: bool, node: ast.Import | ast.ImportFrom) -> list[str]:
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    if node.level:
        base = module.split(".")
        if not is_package:
            base.pop()
        base = base[: len(base) - (node.level - 1)]
        prefix = ".".join(base + ([node.module] if node.module else []))
    else:
        prefix = node.module or ""
    return [f"{prefix}.{a.name}" if f"{prefix}.{a.name}" in MODULES else prefix for a in node.names]


def _imports() -> dict[str, set[str]]:
    """Each module of the package -> the modules it imports (top-level name ``tools`` kept as is)."""
    graph: dict[str, set[str]] = {}
    for module, path in MODULES.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        skipped = _type_checking_nodes(tree)
        found: set[str] = set()
        for node in ast.walk(tree):
            if id(node) in skipped or not isinstance(node, (ast.Import, ast.ImportFrom)):
                continue
            for target in _targets(module, path.name == "__init__.py", node):
                if target == "tools" or target.startswith("tools."):
                    found.add("tools")
                    continue
                while target and target not in MODULES:
                    target = target.rpartition(".")[0]
                if target and target != module and target != "tarotdesk":
                    found.add(target)
        graph[module] = found
    return graph


GRAPH = _imports()


def test_imports_point_downwards():
    wrong = []
    for module, targets in GRAPH.items():
        layer = _layer(module)
        for target in targets:
            if target == "tools":
                wrong.append(f"{module} imports the developer scripts in tools/")
            elif _layer(target) == "ui" and layer != "ui" and module not in ENTRY_POINTS:
                wrong.append(f"{module} imports the window ({target})")
            elif _layer(target) not in ALLOWED[layer] and _layer(target) != "ui":
                wrong.append(f"{module} ({layer}) imports {target} ({_layer(target)})")
    assert wrong == []


def _circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan, iteratively)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []
    for root in graph:
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph.get(child, ())))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                group = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    group.append(member)
                    if member == node:
                        break
                if len(group) > 1:
                    groups.append(sorted(group))
    return groups


def test_no_import_circle():
    assert _circles(GRAPH) == []


def test_the_checks_see_a_circle_and_an_upward_import():
    assert _circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert _layer("tarotdesk.core.records") == "core" and _layer("tarotdesk.ui") == "ui"
    assert _layer("tarotdesk.cli") == "top" and _layer("tarotdesk.games.lombardy.deal") == "games"
    assert "tarotdesk.core.cards" in GRAPH["tarotdesk.core.packs"]


#: What the window may not import: the match and the timeline of replayed matches (the window sees
#: a game through seat channels and replays of the table layer).
WINDOW_MUST_NOT_IMPORT = ("tarotdesk.core.match", "tarotdesk.storage.timeline")
QT = ("PySide6", "shiboken6")


def _all_imports(path: Path, module: str) -> set[str]:
    """Every module ``module`` imports, TYPE_CHECKING imports included."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            found.update(_targets(module, path.name == "__init__.py", node))
    return found


def test_the_window_imports_no_match_and_its_model_no_qt():
    wrong = []
    for module, path in MODULES.items():
        imports = _all_imports(path, module)
        if module.startswith("tarotdesk.ui"):
            wrong += [f"{module} imports {t}" for t in imports if t.startswith(WINDOW_MUST_NOT_IMPORT)]
        if module.startswith(("tarotdesk.ui.model", "tarotdesk.table", "tarotdesk.net", "tarotdesk.server")):
            wrong += [f"{module} imports Qt ({t})" for t in imports if t.split(".")[0] in QT]
    assert wrong == []


def test_the_window_has_its_wings_and_few_modules_at_its_top():
    top = [p for p in (PACKAGE / "ui").glob("*.py") if p.name != "__init__.py"]
    assert len(top) <= 10, sorted(p.name for p in top)
    assert {"model", "scene", "play", "replay", "dialogs", "window", "kit", "shell"} <= {
        p.name for p in (PACKAGE / "ui").iterdir() if (p / "__init__.py").is_file()}


#: Attributes through which a window module could reach a match or a record behind a seat's back.
BEHIND_THE_CHANNEL = {"match", "_match", "_table", "_record", "_timeline", "deal_start", "early_history"}


def test_the_window_reads_no_match_behind_the_seat_channels():
    wrong = []
    for module, path in MODULES.items():
        if not module.startswith("tarotdesk.ui"):
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            regex = isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "re"
            if isinstance(node, ast.Attribute) and node.attr in BEHIND_THE_CHANNEL and not regex:
                wrong.append(f"{module}:{node.lineno} reads .{node.attr}")
    assert wrong == []
