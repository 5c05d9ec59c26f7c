"""The accessibility interfaces of the card table.

Qt exposes widgets to screen readers, but the table's cards are items of a ``QGraphicsScene``,
which it does not expose: without these interfaces a screen reader finds one nameless pane where
the cards are. Each object a screen reader should find on the table (a card, a group of cards, a
seat) is an :class:`AccessNode`, a small ``QObject`` that holds what it says; a factory installed
with ``QAccessible.installFactory`` gives every node a :class:`NodeAccessible` and the table view a
:class:`TableViewAccessible` whose children are the nodes (then the widgets that float over the
table, such as the deal summary). Qt caches an interface per object and drops it when the object
is deleted, so the interfaces live exactly as long as their nodes, which :mod:`.table_tree` makes
and deletes as cards come and go (``docs/accessibility.md`` says why nodes rather than hidden
widgets).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, QPoint, QRect
from PySide6.QtGui import QAccessible, QAccessibleInterface, QAccessibleObject
from PySide6.QtWidgets import QAccessibleWidget, QWidget

if TYPE_CHECKING:
    from ..scene.table_view import TableView


class AccessNode(QObject):
    """One object of the table for a screen reader: its role, name, description, state flags and
    children; ``rect`` gives where it is on the screen. The table's :mod:`.table_tree` sets them."""

    def __init__(self, parent: QObject, key: tuple[Any, ...], role: QAccessible.Role) -> None:
        super().__init__(parent)
        self.key = key
        self.role = role
        self.name = ""
        self.description = ""
        self.focusable = False
        self.focused = False
        self.selectable = False
        self.selected = False
        self.alive = True
        self.parent_node: AccessNode | None = None
        self.children: list[AccessNode] = []
        self.view: TableView | None = None
        self.rect_of: Any = None  # () -> QRect in global coordinates

    def states(self) -> tuple[bool, bool, bool, bool]:
        """The state flags that change as the game goes on (focusable, focused, selectable, selected)."""
        return self.focusable, self.focused, self.selectable, self.selected


def _valid(obj: Any) -> bool:
    return obj is not None and shiboken6.isValid(obj)


def _interface(obj: QObject | None) -> QAccessibleInterface | None:
    return QAccessible.queryAccessibleInterface(obj) if _valid(obj) else None


def _child_at(children: list[QAccessibleInterface], x: int, y: int) -> QAccessibleInterface | None:
    # The last one drawn is on top: a fanned hand's later cards cover the earlier ones.
    for iface in reversed(children):
        if iface is not None and iface.isValid() and iface.rect().contains(QPoint(x, y)):
            return iface
    return None


class NodeAccessible(QAccessibleObject):
    """The interface of an :class:`AccessNode`: everything it says comes from the node."""

    def __init__(self, node: AccessNode) -> None:
        super().__init__(node)
        self._node = node

    def isValid(self) -> bool:  # noqa: N802 - Qt API
        node = self._node
        return _valid(node) and node.alive and _valid(node.view)

    def window(self) -> Any:
        view = self._node.view if self.isValid() else None
        return view.window().windowHandle() if view is not None else None

    def parent(self) -> QAccessibleInterface | None:
        if not self.isValid():
            return None
        node = self._node
        return _interface(node.parent_node if node.parent_node is not None else node.view)

    def childCount(self) -> int:  # noqa: N802 - Qt API
        return len(self._node.children) if self.isValid() else 0

    def child(self, index: int) -> QAccessibleInterface | None:
        children = self._node.children if self.isValid() else []
        return _interface(children[index]) if 0 <= index < len(children) else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:  # noqa: N802 - Qt API
        obj = child.object() if child is not None else None
        for i, node in enumerate(self._node.children if self.isValid() else []):
            if node is obj:
                return i
        return -1

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # noqa: N802 - Qt API
        return _child_at([self.child(i) for i in range(self.childCount())], x, y)

    def focusChild(self) -> QAccessibleInterface | None:  # noqa: N802 - Qt API
        for node in self._node.children if self.isValid() else []:
            if node.focused:
                return _interface(node)
        return None

    def relations(self, match: Any = None) -> list[Any]:
        return []

    def text(self, t: QAccessible.Text) -> str:
        if not self.isValid():
            return ""
        if t == QAccessible.Text.Name:
            return self._node.name
        if t == QAccessible.Text.Description:
            return self._node.description
        return ""

    def setText(self, t: QAccessible.Text, text: str) -> None:  # noqa: N802 - Qt API
        """The texts are the table's: a screen reader cannot change them."""

    def role(self) -> QAccessible.Role:
        return self._node.role if self.isValid() else QAccessible.Role.NoRole

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        if not self.isValid():
            state.invalid = True
            return state
        node = self._node
        state.focusable, state.focused, state.selectable, state.selected = node.states()
        state.readOnly = True
        return state

    def rect(self) -> QRect:
        if not self.isValid() or self._node.rect_of is None:
            return QRect()
        return self._node.rect_of()


class TableTreeLike(Protocol):
    """What :class:`TableViewAccessible` asks of the table's tree (:class:`.table_tree.TableTree`)."""

    def top_nodes(self) -> list[AccessNode]: ...

    def focused_node(self) -> AccessNode | None: ...


class TableViewAccessible(QAccessibleWidget):
    """The table view: a pane named "Card table" whose children are the table's nodes, then the
    widgets that float over it (the deal summary, the notes): not its viewport or scroll bars."""

    def __init__(self, view: QWidget, tree: TableTreeLike) -> None:
        super().__init__(view, QAccessible.Role.Pane, "")
        self._view = view
        self._tree = tree

    def _widgets(self) -> list[QWidget]:
        view = self._view
        if not _valid(view):
            return []
        skip = {view.viewport()}
        return [w for w in view.children() if isinstance(w, QWidget) and w not in skip and not w.isWindow()
                and w.isVisible() and not w.objectName().startswith("qt_scrollarea")]

    def _children(self) -> list[QObject]:
        if not _valid(self._view):
            return []
        return [*self._tree.top_nodes(), *self._widgets()]

    def childCount(self) -> int:  # noqa: N802 - Qt API
        return len(self._children())

    def child(self, index: int) -> QAccessibleInterface | None:
        children = self._children()
        return _interface(children[index]) if 0 <= index < len(children) else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:  # noqa: N802 - Qt API
        obj = child.object() if child is not None else None
        for i, c in enumerate(self._children()):
            if c is obj:
                return i
        return -1

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # noqa: N802 - Qt API
        return _child_at([self.child(i) for i in range(self.childCount())], x, y)

    def focusChild(self) -> QAccessibleInterface | None:  # noqa: N802 - Qt API
        node = self._tree.focused_node() if _valid(self._view) and self._view.hasFocus() else None
        return _interface(node) if node is not None else super().focusChild()

    def text(self, t: QAccessible.Text) -> str:
        if t == QAccessible.Text.Name and _valid(self._view) and not self._view.accessibleName():
            return QCoreApplication.translate("TableAccess", "Card table")
        return super().text(t)
