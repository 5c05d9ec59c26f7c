"""The scripts beside the package (tools, benchmarks, packaging) and the tests import only modules
that exist: the suite does not run most scripts, so a module moved or gone would leave them broken
without a test failing."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FOLDERS = ("tools", "benchmarks", "packaging", "tests", "tarotdesk")


def missing_modules(source: str) -> list[str]:
    """The ``tarotdesk`` modules ``source`` imports (absolutely) that the checkout does not have."""
    missing = []
    for node in ast.walk(ast.parse(source)):
        names: list[str] = []
        if isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names = [node.module]
        elif isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        for name in names:
            if name.split(".")[0] != "tarotdesk":
                continue
            path = ROOT.joinpath(*name.split("."))
            if not (path.with_suffix(".py").exists() or (path / "__init__.py").exists()
                    or any(path.parent.glob(path.name + ".*.so"))):
                missing.append(name)
    return missing


def test_every_import_of_the_package_names_a_module_it_has():
    found = {}
    for folder in FOLDERS:
        for path in sorted((ROOT / folder).rglob("*.py")):
            gone = missing_modules(path.read_text(encoding="utf-8"))
            if gone:
                found[str(path.relative_to(ROOT))] = gone
    assert found == {}


def test_the_check_sees_a_module_that_is_gone():
    assert missing_modules("from tarotdesk.ui.play.controller import GameSetup\nimport tarotdesk.core.match\n") == [
        "tarotdesk.ui.play.controller"]
