"""What a screen reader finds on the card table, kept in step with every frame it shows.

The table's objects, in this order:

* **your hand**, a list named "Your hand: 9 cards" whose items are your cards in the order shown,
  each named "Queen of Cups, playable" while you are to play (", not playable" for the others;
  ", chosen" for a lifted or chosen card, ", hint" for the card the hint suggests), and
  focusable: the focus is on the card under the keyboard cursor, and moves with the arrow keys;
* **the trick** ("Anna's Trump 21" is named "Trump 21, played by Anna") or, in the fishing games,
  **the table** (", can be taken" for the cards the lifted card can take);
* **the last trick**, and the other groups the game shows (discards, the called card);
* **the seats**, each named with everything its plate shows: "Anna, to play, side A, 9 in
  hand, 12 cards won, Declarer: Three, Dealer", with the cards of that seat everybody has seen
  as its items;
* **the stock**, while it holds cards.

Names are in the window's language: card names as the pack names them (the same as the log's),
the rest from the window's translation. The tree is made when a screen reader first asks for the
table (nothing is spent without one) and updated whenever the table places a frame; each change
tells the screen reader what changed (objects made and gone, names, states, the focus).
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QObject, QRect, QRectF, QTimer
from PySide6.QtGui import QAccessible, QAccessibleEvent, QAccessibleStateChangeEvent

from ...core.cards import UNKNOWN, Card
from ...core.packs import Pack, pack
from .nodes import AccessNode, NodeAccessible, TableViewAccessible

if TYPE_CHECKING:
    from ..model.table_frame import Frame
    from ..scene.table_view import TableView

Role = QAccessible.Role


@dataclass
class Spec:
    """What one object of the table is and says (see the module documentation)."""

    key: tuple[Any, ...]
    role: QAccessible.Role
    name: str
    description: str = ""
    card: Card | None = None  # the card whose picture it is (its place on the screen)
    seat: int | None = None  # the seat whose plate it is
    focusable: bool = False
    selectable: bool = False
    selected: bool = False
    children: list["Spec"] = field(default_factory=list)


# Written out as tr.translate("TableAccess", ...) so that lupdate finds every text.
tr = QCoreApplication


def joined(parts: list[str]) -> str:
    """The parts of an object's name, one after another ("Queen of Cups, playable")."""
    return tr.translate("TableAccess", ", ", "between the parts of a name").join(p for p in parts if p)


def language() -> str:
    """The window's language as the card names know it (``ja`` or ``en``)."""
    return "ja" if QLocale().language() == QLocale.Language.Japanese else "en"


_PACKS: dict[str, Pack] = {}


def card_name(pack_id: str, c: Card) -> str:
    """Card ``c``'s name in pack ``pack_id``, in the window's language."""
    found = _PACKS.get(pack_id)
    if found is None:
        found = _PACKS[pack_id] = pack(pack_id)
    return found.name(c, language())


def _plain(tip: str) -> str:
    # The tooltips are escaped rich text: their words, one sentence after another.
    return html.unescape(re.sub(r"<br\s*/?>", " ", re.sub(r"</?p>", "", tip))).strip()


def _counted(label: str, n: int) -> str:
    if not n:
        return tr.translate("TableAccess", "%1: none").replace("%1", label)
    return tr.translate("TableAccess", "%1: %n cards", "", n).replace("%1", label)


def _played_by(card: str, seat: int | None, frame: "Frame") -> str:
    if seat is None or not 0 <= seat < len(frame.seats):
        return card
    return tr.translate("TableAccess", "%1, played by %2").replace("%1", card).replace("%2", frame.seats[seat].name)


def _group(key: str, label: str, items: list[Spec]) -> Spec:
    return Spec((key,), Role.List, _counted(label, len(items)), children=items)


def hand_specs(frame: "Frame", hinted: set[Card]) -> Spec:
    """Your hand and its cards."""
    items = []
    for c in frame.hand:
        parts = [card_name(frame.pack_id, c)]
        if c in frame.selected:
            parts.append(tr.translate("TableAccess", "chosen"))
        if frame.usable is not None and c in frame.usable:
            parts.append(tr.translate("TableAccess", "playable"))
        elif frame.usable is not None:
            parts.append(tr.translate("TableAccess", "not playable"))
        if c in hinted:
            parts.append(tr.translate("TableAccess", "hint"))
        items.append(Spec(("hand", c), Role.ListItem, joined(parts), _plain(frame.card_tips.get(c, "")),
                          card=c, focusable=True, selectable=True, selected=c in frame.selected))
    return _group("hand", tr.translate("TableAccess", "Your hand"), items)


def centre_specs(frame: "Frame", hinted: set[Card]) -> Spec:
    """The trick, or the table of a fishing game."""
    lay = frame.layout
    trick = lay.center_kind == "trick"
    items = []
    for seat, c in lay.center:
        if c is UNKNOWN:
            continue
        name = card_name(frame.pack_id, c)
        parts = [_played_by(name, seat, frame) if trick else name]
        if c in frame.table_marked:
            parts.append(tr.translate("TableAccess", "can be taken"))
        if c in frame.table_picked:
            parts.append(tr.translate("TableAccess", "chosen"))
        if c in hinted:
            parts.append(tr.translate("TableAccess", "hint"))
        items.append(Spec(("centre", c), Role.ListItem, joined(parts), _plain(frame.card_tips.get(c, "")),
                          card=c, selectable=c in frame.table_marked, selected=c in frame.table_picked))
    label = tr.translate("TableAccess", "The trick") if trick else tr.translate("TableAccess", "The table")
    return _group("centre", label, items)


def strip_specs(frame: "Frame") -> list[Spec]:
    """The last trick and the game's other groups of cards (discards, a called card...)."""
    out = []
    lay = frame.layout
    if frame.show_last_trick and lay.last_trick:
        items = [Spec(("last", c), Role.ListItem, _played_by(card_name(frame.pack_id, c), s, frame), card=c)
                 for s, c in lay.last_trick if c is not UNKNOWN]
        out.append(_group("last", frame.last_trick_label or tr.translate("TableAccess", "Last trick"), items))
    for gi, (_, cards) in enumerate(lay.groups):
        label = frame.group_labels[gi] if gi < len(frame.group_labels) else ""
        items = [Spec(("group", gi, c), Role.ListItem, card_name(frame.pack_id, c), card=c)
                 for c in cards if c is not UNKNOWN]
        spec = _group("group", label, items)
        spec.key = ("group", gi)
        out.append(spec)
    return out


def _seat_name(frame: "Frame", s: int, team_letters: str) -> str:
    info = frame.seats[s]
    parts = [info.name]
    if info.current and info.thinking:
        parts.append(tr.translate("TableAccess", "thinking"))
    elif info.current:
        parts.append(tr.translate("TableAccess", "to play"))
    if info.team is not None and team_letters:
        parts.append(tr.translate("TableAccess", "side %1").replace("%1", team_letters[info.team % len(team_letters)]))
    if info.count_text:
        parts.append(info.count_text)
    won = frame.layout.piles[s] if s < len(frame.layout.piles) else 0
    if won:
        parts.append(tr.translate("TableAccess", "%n cards won", "", won))
    return joined([*parts, *info.notes])


def seat_specs(frame: "Frame", team_letters: str) -> list[Spec]:
    """Each seat with what its plate says, and the cards of its hand everybody has seen."""
    out = []
    lay = frame.layout
    for s in range(len(frame.seats)):
        seen = list(lay.exposed[s]) if s < len(lay.exposed) else []
        if s != frame.viewer and s < len(lay.hands):
            seen += [c for c in lay.hands[s] if c is not UNKNOWN and c not in seen]
        items = [Spec(("seen", s, c), Role.ListItem, card_name(frame.pack_id, c), _plain(frame.card_tips.get(c, "")),
                      card=c) for c in seen if c is not UNKNOWN]
        out.append(Spec(("seat", s), Role.Grouping, _seat_name(frame, s, team_letters), seat=s, children=items))
    return out


def table_specs(frame: "Frame", hinted: set[Card], team_letters: str) -> list[Spec]:
    """Every object of the table for ``frame`` (see the module documentation)."""
    specs = [hand_specs(frame, hinted), centre_specs(frame, hinted), *strip_specs(frame),
             *seat_specs(frame, team_letters)]
    if frame.layout.stock:
        stock = _counted(tr.translate("TableAccess", "Stock"), frame.layout.stock)
        specs.append(Spec(("stock",), Role.StaticText, stock))
    return specs


class TableTree(QObject):
    """The screen reader's objects of one table view, made on the first question and then kept
    in step with the frames the view places and with its keyboard cursor."""

    def __init__(self, view: "TableView") -> None:
        super().__init__(view)
        self.setObjectName("tableAccessTree")
        self.view = view
        self._nodes: dict[tuple[Any, ...], AccessNode] = {}
        self._top: list[AccessNode] = []
        self._focused: AccessNode | None = None
        view.frameApplied.connect(self.sync)
        view.marksChanged.connect(lambda: self.sync(view.frame) if view.frame is not None else None)
        view.cursorMoved.connect(lambda _c: self._follow_focus())
        view.installEventFilter(self)
        if view.frame is not None:
            self.sync(view.frame, announce=False)

    @staticmethod
    def of(view: "TableView") -> "TableTree":
        """The tree of ``view`` (made now if it has none)."""
        found = view.findChild(TableTree, "tableAccessTree")
        return found if found is not None else TableTree(view)

    # -- what the view's interface asks -------------------------------------------------------------
    def top_nodes(self) -> list[AccessNode]:
        """The table's objects, in their order."""
        return list(self._top)

    def focused_node(self) -> AccessNode | None:
        """The card under the keyboard cursor, while the table has the focus."""
        return self._focused

    def node(self, key: tuple[Any, ...]) -> AccessNode | None:
        """The object of this key (``("hand", card)``, ``("seat", 2)``...), if the table shows it."""
        return self._nodes.get(key)

    # -- keeping in step ----------------------------------------------------------------------------
    def sync(self, frame: "Frame", announce: bool = True) -> None:
        """Make the objects say what ``frame`` shows; tell the screen reader what changed."""
        hinted = {c for c in frame.hand if self._hinted(c)} | {c for _, c in frame.layout.center if self._hinted(c)}
        specs = table_specs(frame, hinted, self.view.labels.get("teams", "AB"))
        events: list[QAccessibleEvent] = []
        seen: set[tuple[Any, ...]] = set()
        old_top = list(self._top)
        self._top = [self._update(spec, None, seen, events) for spec in specs]
        gone = [node for key, node in self._nodes.items() if key not in seen]
        if self._top != old_top:
            events.append(QAccessibleEvent(self.view, QAccessible.Event.ObjectReorder))
        send = announce and QAccessible.isActive()
        for node in gone:
            if send:
                QAccessible.updateAccessibility(QAccessibleEvent(node, QAccessible.Event.ObjectDestroyed))
            del self._nodes[node.key]
            node.alive = False
            node.deleteLater()
        if send:
            for event in events:
                QAccessible.updateAccessibility(event)
        self._follow_focus(announce)

    def _hinted(self, c: Card) -> bool:
        item = self.view.card_item(c)
        return item is not None and item.hinted

    def _update(self, spec: Spec, parent: AccessNode | None, seen: set[tuple[Any, ...]],
                events: list[QAccessibleEvent]) -> AccessNode:
        node = self._nodes.get(spec.key)  # a key keeps its role: a card in the hand is always an item
        created = node is None
        if created:
            node = AccessNode(self, spec.key, spec.role)
            node.view = self.view
            self._nodes[spec.key] = node
        assert node is not None
        seen.add(spec.key)
        node.parent_node = parent
        node.rect_of = self._rect_of(spec, node)
        if not created and node.name != spec.name:
            events.append(QAccessibleEvent(node, QAccessible.Event.NameChanged))
        if not created and node.description != spec.description:
            events.append(QAccessibleEvent(node, QAccessible.Event.DescriptionChanged))
        before = node.states()
        node.name, node.description = spec.name, spec.description
        node.focusable, node.selectable, node.selected = spec.focusable, spec.selectable, spec.selected
        if not created and before != node.states():
            changed = QAccessible.State()
            changed.selected = before[3] != node.selected
            changed.selectable = before[2] != node.selectable
            events.append(QAccessibleStateChangeEvent(node, changed))
        old_children = list(node.children)
        node.children = [self._update(child, node, seen, events) for child in spec.children]
        if created:
            events.append(QAccessibleEvent(node, QAccessible.Event.ObjectCreated))
        elif node.children != old_children:
            events.append(QAccessibleEvent(node, QAccessible.Event.ObjectReorder))
        return node

    def _rect_of(self, spec: Spec, node: AccessNode) -> Any:
        view = self.view

        def to_screen(rect: QRectF) -> QRect:
            box = view.mapFromScene(rect).boundingRect()
            return QRect(view.viewport().mapToGlobal(box.topLeft()), box.size())

        if spec.card is not None:
            c = spec.card

            def card_rect() -> QRect:
                item = view.card_item(c)
                return to_screen(item.mapRectToScene(QRectF(0, 0, item.w, item.h))) if item is not None else QRect()
            return card_rect
        if spec.seat is not None:
            s = spec.seat

            def plate_rect() -> QRect:
                plate = view.plate_item(s)
                return to_screen(plate.mapRectToScene(plate.boundingRect())) if plate is not None else QRect()
            return plate_rect

        def group_rect() -> QRect:
            rect = QRect()
            for child in node.children:
                if child.rect_of is not None:
                    rect = rect.united(child.rect_of())
            return rect
        return group_rect

    # -- the focus ----------------------------------------------------------------------------------
    def _follow_focus(self, announce: bool = True) -> None:
        # The focus is on the hand card under the cursor while the table has the keyboard focus.
        card = self.view.focused_card()
        node = self._nodes.get(("hand", card)) if card is not None and self.view.hasFocus() else None
        if node is self._focused:
            return
        old, self._focused = self._focused, node
        if old is not None:
            old.focused = False
        if node is not None:
            node.focused = True
            if announce and QAccessible.isActive():
                # In the next turn of the event loop, after the announcement of the move that
                # brought the focus here ("You play the King", then the card now under the cursor).
                QTimer.singleShot(0, self, lambda n=node: self._send_focus(n))

    def _send_focus(self, node: AccessNode) -> None:
        # Qt's bridge turns a focus event into the focus changes of both objects.
        if node is self._focused and node.alive:
            QAccessible.updateAccessibility(QAccessibleEvent(node, QAccessible.Event.Focus))

    def eventFilter(self, obj: Any, event: QEvent) -> bool:  # noqa: N802 - Qt API
        if obj is self.view and event.type() in (QEvent.Type.FocusIn, QEvent.Type.FocusOut):
            # After the view's own focus event: then the card under the cursor takes the focus.
            QTimer.singleShot(0, self, self._refocus)
        return False

    def _refocus(self) -> None:
        old = self._focused
        self._focused = None
        if old is not None:
            old.focused = False
        self._follow_focus()


def _factory(key: str, obj: QObject) -> Any:
    from ..scene.table_view import TableView

    if isinstance(obj, AccessNode):
        return NodeAccessible(obj)
    if isinstance(obj, TableView):
        return TableViewAccessible(obj, TableTree.of(obj))
    return None


_installed = False


def install() -> None:
    """Give the table views and their objects their interfaces (once per program)."""
    global _installed
    if not _installed:
        QAccessible.installFactory(_factory)
        _installed = True
