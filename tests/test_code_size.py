"""No function of the package is longer than 80 lines and no module longer than 800.

Past those sizes a function or a module holds more than one thing; split it by what it holds.
"""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "tarotdesk"
FUNCTION_LINES = 80
MODULE_LINES = 800


def _sizes() -> tuple[list[str], list[str]]:
    long_functions, long_modules = [], []
    for path in sorted(PACKAGE.rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        name = path.relative_to(PACKAGE.parent).as_posix()
        if text.count("\n") > MODULE_LINES:
            long_modules.append(f"{name}: {text.count(chr(10))} lines")
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                length = node.end_lineno - node.lineno + 1  # type: ignore[operator]
                if length > FUNCTION_LINES:
                    long_functions.append(f"{name}:{node.lineno} {node.name}: {length} lines")
    return long_functions, long_modules


def test_no_function_over_80_lines_and_no_module_over_800():
    long_functions, long_modules = _sizes()
    assert long_functions == [] and long_modules == []
