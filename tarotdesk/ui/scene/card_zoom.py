"""One card enlarged over the table, for people who cannot read the cards at their size.

A face-up card (in the hand, on the table, in the last trick, shown beside a hand) is shown
``size`` percent as large as the hand's cards, never larger than nine tenths of the table, beside
the card itself: above it in the lower half of the table, below it in the upper half, so that the
card and the pointer stay in sight. It is shown

* on a right-click on the card (a right-click also opens the table's menu where it has one: the
  enlarged card stays beside the menu);
* with Z for the card under the keyboard cursor, which it then follows along the hand (Z again or
  Esc puts it away);
* when the pointer rests on a card for :data:`HOVER_MS`, if the settings ask for it.

It goes away with the next click, when the pointer leaves the card, when the card leaves the
table, or when the table is still and the pointer moves to another card (which then takes its
place if hovering enlarges). The enlarged card takes no clicks: the table works as before under it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ...core.cards import Card
from .table_items import CardItem

if TYPE_CHECKING:
    from ..model.table_frame import Frame
    from .table_view import TableView

#: How long the pointer rests on a card before it is enlarged (milliseconds), when it is asked for.
HOVER_MS = 600
#: The gap between a card and its enlarged picture (logical pixels).
GAP = 10


class ZoomItem(QGraphicsItem):
    """The enlarged picture: the card with a strong edge and a shadow, taking no input."""

    def __init__(self) -> None:
        super().__init__()
        self.pixmap = QPixmap()
        self.w = self.h = 1.0
        self.setZValue(5000)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)

    def set_picture(self, pixmap: QPixmap, w: float, h: float) -> None:
        """Show ``pixmap`` ``w`` x ``h`` logical pixels large."""
        self.prepareGeometryChange()
        self.pixmap, self.w, self.h = pixmap, w, h
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return QRectF(-4, -4, self.w + 12, self.h + 12)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        radius = self.w * 0.07
        shadow = QPainterPath()
        shadow.addRoundedRect(QRectF(6, 7, self.w, self.h), radius, radius)
        painter.fillPath(shadow, QColor(0, 0, 0, 110))
        painter.drawPixmap(QRectF(0, 0, self.w, self.h), self.pixmap,
                           QRectF(0, 0, self.pixmap.width(), self.pixmap.height()))
        edge = QPainterPath()
        edge.addRoundedRect(QRectF(-1.5, -1.5, self.w + 3, self.h + 3), radius + 1.5, radius + 1.5)
        painter.setPen(QPen(QColor("#101010"), 3.0))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(edge)


class CardZoom(QObject):
    """The enlarged card of one table (see the module documentation)."""

    def __init__(self, view: "TableView") -> None:
        super().__init__(view)
        self.view = view
        self.hover = False
        self.size = 300
        self._item: ZoomItem | None = None
        self._card: Card | None = None
        self._resting: Card | None = None
        self._by_key = False  # shown with Z: it follows the keyboard cursor
        self._rest = QTimer(self)
        self._rest.setSingleShot(True)
        self._rest.setInterval(HOVER_MS)
        self._rest.timeout.connect(self._rested)
        view.viewport().installEventFilter(self)
        view.frameApplied.connect(self._frame_shown)
        view.cursorMoved.connect(self._cursor_moved)

    # -- public ------------------------------------------------------------------------------------
    def configure(self, hover: bool, size: int) -> None:
        """Enlarge a card the pointer rests on (``hover``) or not; ``size``: percent of the hand's cards."""
        self.hover = hover
        self.size = max(100, int(size))
        if not hover:
            self._rest.stop()
        if self._card is not None:
            self.show_card(self._card)

    @property
    def card(self) -> Card | None:
        """The card enlarged now (None: none)."""
        return self._card if self._item is not None and self._item.isVisible() else None

    def picture_rect(self) -> QRectF:
        """Where the enlarged card lies in the scene (empty: none shown)."""
        if self.card is None or self._item is None:
            return QRectF()
        return QRectF(self._item.pos(), QPointF(self._item.pos().x() + self._item.w,
                                               self._item.pos().y() + self._item.h))

    def toggle(self, c: Card | None) -> bool:
        """Z: enlarge ``c`` (the card under the cursor), or put it away if it is enlarged; True if shown."""
        if c is None or self.card is c:
            self.hide_zoom()
            return False
        shown = self.show_card(c)
        self._by_key = shown
        return shown

    def show_card(self, c: Card) -> bool:
        """Enlarge card ``c`` where the table shows it face up; False if it does not."""
        item = self.view.card_item(c)
        geo = self.view.geometry_model()
        if item is None or geo is None or not item.code or item.code == "?":
            self.hide_zoom()
            return False
        w, h = self._zoom_size(item, geo.m.card_w)
        dpr = self.view.devicePixelRatioF()
        pixmap = self.view.renderer.pixmap(item.pack_id, item.code, max(8, round(w)), dpr)
        if self._item is None:
            self._item = ZoomItem()
        if self._item.scene() is not self.view.scene():
            self.view.scene().addItem(self._item)
        self._item.set_picture(pixmap, w, h)
        self._item.setPos(self._place(item, w, h))
        self._item.setVisible(True)
        self._card = c
        return True

    def hide_zoom(self) -> bool:
        """Put the enlarged card away; True if one was shown."""
        self._rest.stop()
        shown = self.card is not None
        if self._item is not None:
            self._item.setVisible(False)
        self._card = None
        self._by_key = False
        return shown

    # -- where and how large ----------------------------------------------------------------------------
    def _zoom_size(self, item: CardItem, hand_w: float) -> tuple[float, float]:
        vp = self.view.viewport()
        aspect = item.h / item.w if item.w else 1.6
        w = hand_w * self.size / 100
        w = min(w, vp.width() * 0.9, vp.height() * 0.9 / aspect)
        return w, w * aspect

    def _place(self, item: CardItem, w: float, h: float) -> QPointF:
        rect = item.mapRectToScene(QRectF(0, 0, item.w, item.h))
        area = self.view.sceneRect()
        x = rect.center().x() - w / 2
        if rect.center().y() > area.center().y():
            y = rect.top() - GAP - h  # a card low on the table: its picture above it
        else:
            y = rect.bottom() + GAP
        x = max(area.left() + 4, min(x, area.right() - w - 8))
        y = max(area.top() + 4, min(y, area.bottom() - h - 8))
        return QPointF(x, y)

    # -- following the table and the pointer -----------------------------------------------------------
    def _frame_shown(self, _frame: "Frame") -> None:
        if self._card is not None and not self.show_card(self._card):
            self.hide_zoom()

    def _cursor_moved(self, c: Card | None) -> None:
        if self._by_key:
            if c is None or not self.show_card(c):
                self.hide_zoom()

    def _card_at(self, pos: QPointF) -> Card | None:
        for it in self.view.items(pos.toPoint()):
            if isinstance(it, CardItem) and it.isVisible():
                return it.key if isinstance(it.key, Card) and it.code and it.code != "?" else None
        return None

    def _rested(self) -> None:
        if self._resting is not None and self.hover:
            self.show_card(self._resting)

    def eventFilter(self, obj: Any, event: QEvent) -> bool:  # noqa: N802 - Qt API
        kind = event.type()
        if kind == QEvent.Type.MouseButtonPress and isinstance(event, QMouseEvent):
            if event.button() == Qt.MouseButton.RightButton:
                c = self._card_at(event.position())
                if c is not None:
                    self._resting = c
                    self.show_card(c)
                return False  # the table's menu opens too, where it has one
            self.hide_zoom()
        elif kind == QEvent.Type.MouseMove and isinstance(event, QMouseEvent):
            self._moved(self._card_at(event.position()))
        elif kind in (QEvent.Type.Leave, QEvent.Type.Wheel):
            self._resting = None
            self.hide_zoom()
        return False

    def _moved(self, c: Card | None) -> None:
        if c is self._resting:
            return
        self._resting = c
        if self._card is not None and not self._by_key:
            self.hide_zoom()
        if c is not None and self.hover:
            self._rest.start()
