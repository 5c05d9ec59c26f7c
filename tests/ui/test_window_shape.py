"""The window's narrow interface: its features use it only through the Shell protocol, every
widget follows the language through one mixin, and every message box is made by one helper."""

from __future__ import annotations

import ast
from pathlib import Path

from tarotdesk.ui.model.settings import Settings
from tarotdesk.ui.window.main_window import MainWindow
from tarotdesk.ui.window.shell import Shell

UI = Path(__file__).resolve().parents[2] / "tarotdesk" / "ui"
#: The features hung on the window, which receive it as a Shell.
FEATURES = ("window/file_actions.py", "window/practice.py", "window/why_panel.py", "window/guided.py",
            "access/window_access.py", "window/friends.py")
#: The names a feature gives the Shell it was handed.
SHELL_NAMES = {"window", "window_", "w"}


def shell_members() -> set[str]:
    """Every member the Shell protocol names (attributes and methods)."""
    names = set(getattr(Shell, "__annotations__", {}))
    names |= {n for n in vars(Shell) if not n.startswith("__") and not n.startswith("_abc")}
    return names - {"_is_protocol", "_is_runtime_protocol"}


def used_on_shell(source: str) -> set[str]:
    """The attributes read on ``self.window`` (or a local ``window``/``w``) in ``source``."""
    used: set[str] = set()
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Attribute):
            continue
        v = node.value
        if isinstance(v, ast.Attribute) and isinstance(v.value, ast.Name) and v.value.id == "self" \
                and v.attr in SHELL_NAMES:
            used.add(node.attr)
        elif isinstance(v, ast.Name) and v.id in SHELL_NAMES:
            used.add(node.attr)
    return used


def test_the_features_use_only_what_the_shell_names():
    members = shell_members()
    beyond = {f: sorted(used_on_shell((UI / f).read_text(encoding="utf-8")) - members) for f in FEATURES}
    assert {f: names for f, names in beyond.items() if names} == {}


def test_the_check_sees_a_feature_reaching_into_the_window():
    planted = "class F:\n    def go(self):\n        self.window.statusBar().showMessage('x')\n        self.window.tell('y')\n"
    assert used_on_shell(planted) - shell_members() == {"statusBar"}


def test_the_window_is_a_shell(qtbot):
    w = MainWindow(Settings(language="en"), save=False)
    qtbot.addWidget(w)
    missing = sorted(n for n in shell_members() if n != "ai" and not hasattr(w, n))
    assert missing == []
    assert isinstance(type(w).__dict__.get("ai"), property)  # made on first use, not here


def _python_files() -> list[Path]:
    return sorted(UI.rglob("*.py"))


def test_every_message_box_is_made_by_the_one_helper():
    makers = []
    for path in _python_files():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call):
                f = node.func
                name = f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else ""
                owner = f.value.id if isinstance(f, ast.Attribute) and isinstance(f.value, ast.Name) else ""
                if name == "QMessageBox" or (owner == "QMessageBox" and name in {
                        "about", "information", "critical", "warning", "question"}):
                    makers.append(str(path.relative_to(UI)))
    assert set(makers) == {"kit/message_box.py"}


def test_every_widget_follows_the_language_through_one_mixin():
    handlers = []
    for path in _python_files():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef) and node.name == "changeEvent":
                handlers.append(str(path.relative_to(UI)))
    assert handlers == ["kit/language_change.py"]
