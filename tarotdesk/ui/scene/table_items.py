"""The graphics items of the table: cards, name plates, stacks and labels."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ..model.plain_text import tooltip
from ..model.table_frame import SeatInfo

#: Colours of the sides (teams), in the order of ``teams()``.
TEAM_COLOURS = ("#e0a526", "#4aa3df", "#c061cb", "#5fbf6a")
OPTION_COLOURS = ("#ffd54a", "#5ad1ff", "#ff8a65", "#b388ff", "#7be07b", "#ff6fa8")
#: The mark of the first hint, on the table and on its button.
HINT_COLOUR = QColor("#1fbf5f")


class CardItem(QGraphicsObject):
    """One card on the table, face up or down, at a base size scaled by ``scale``.

    The picture is fetched from the renderer at the size the card actually has on the screen,
    so a card stays sharp when it shrinks into a trick or grows back. Flags drive the extra
    drawing: ``dim`` (not playable now), ``selected`` (lifted, chosen), ``focused`` (the
    keyboard cursor), ``marked`` (a colour: a table card offered for a capture), ``picked``,
    ``shown`` (a hand card every player has seen), ``hinted`` (the first hint's card). A card
    of a reviewed decision (:meth:`set_review`) carries an edge of its colour and a tag above it.
    """

    def __init__(self, key: Any, code: str | None, pack_id: str, renderer: Any, w: float, h: float) -> None:
        super().__init__()
        self.key = key
        self.code = code  # None: face down
        self.pack_id = pack_id
        self.renderer = renderer
        self.w = w
        self.h = h
        self.home: tuple[float, float, float] = (0.0, 0.0, 1.0)  # x, y, scale where it belongs
        self.interactive = False
        self.in_hand = False
        self.on_table = False
        self.dim = False
        self.selected = False
        self.focused = False
        self.marked: str | None = None
        self.picked = False
        self.shown = False
        self.hinted = False
        self.badge = ""  # what the card plays as, drawn in its corner (a designated Matta)
        self.review: tuple[str, str, int] | None = None  # colour, tag, tag row (see set_review)
        self.hovered = False
        self.setAcceptHoverEvents(True)
        # Moving a card then only blits its cached picture (flags and scale changes redraw it).
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        rect = QRectF(-3, -3, self.w + 6, self.h + 6)
        return rect.united(self._review_tag()) if self.review is not None else rect

    def set_review(self, mark: tuple[str, str, int] | None) -> None:
        """Mark the card as an action of a reviewed decision: ``(colour, tag, row)`` draws an edge
        of that colour and the tag above the card, in row ``row`` counted upwards (two marked
        cards side by side in a fan keep their tags apart); None: no mark."""
        if mark != self.review:
            self.prepareGeometryChange()
            self.review = mark
            self.update()

    def _tag_font(self) -> QFont:
        font = QFont()
        font.setBold(True)
        font.setPixelSize(max(10, round(self.w * 0.17)))
        return font

    def _review_tag(self) -> QRectF:
        # Above the card, where no other card of a fan covers it.
        if self.review is None:
            return QRectF()
        fm = QFontMetricsF(self._tag_font())
        h = fm.height() + 4
        w = fm.horizontalAdvance(self.review[1]) + 10
        return QRectF(0, -(self.review[2] + 1) * (h + 3) - 2, w, h)

    def shape(self) -> QPainterPath:
        """The card itself (the bounding rectangle has room for the glow around it): a click or
        a look at the fan finds the card that shows there."""
        path = QPainterPath()
        path.addRect(QRectF(0, 0, self.w, self.h))
        return path

    def set_size(self, w: float, h: float) -> None:
        """Change the base size."""
        if (w, h) != (self.w, self.h):
            self.prepareGeometryChange()
            self.w, self.h = w, h

    def set_flags(self, **flags: Any) -> None:
        """Change drawing flags; repaint only when something changed."""
        changed = False
        for k, v in flags.items():
            if getattr(self, k) != v:
                setattr(self, k, v)
                changed = True
        if changed:
            self.update()

    def _paint_badge(self, painter: QPainter) -> None:
        # A dark disc at the top right, clear of the card's own index at the top left, with the
        # rank the card plays as: it reads at every card size the table uses.
        d = max(14.0, self.w * 0.42)
        rect = QRectF(self.w - d - self.w * 0.04, self.w * 0.04, d, d)
        painter.setPen(QPen(QColor("#ffd54a"), 1.5))
        painter.setBrush(QColor(25, 25, 35, 230))
        painter.drawEllipse(rect)
        font = QFont()
        font.setBold(True)
        font.setPixelSize(max(9, round(d * 0.55)))
        painter.setFont(font)
        painter.setPen(QColor("#ffd54a"))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.badge)

    def _paint_review(self, painter: QPainter, edge: QPainterPath) -> None:
        colour = QColor(self.review[0]) if self.review is not None else QColor()
        painter.setPen(QPen(colour, 4.0))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(edge)
        tag = self._review_tag()
        painter.setPen(QPen(QColor(20, 20, 20), 1.0))
        painter.setBrush(colour)
        painter.drawRoundedRect(tag, 4, 4)
        painter.setFont(self._tag_font())
        painter.drawText(tag, Qt.AlignmentFlag.AlignCenter, self.review[1] if self.review is not None else "")

    def hoverEnterEvent(self, event: Any) -> None:  # noqa: N802 - Qt API
        if self.interactive:
            self.set_flags(hovered=True)
            self.setCursor(Qt.CursorShape.OpenHandCursor)
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event: Any) -> None:  # noqa: N802 - Qt API
        self.set_flags(hovered=False)
        self.unsetCursor()
        super().hoverLeaveEvent(event)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        dpr = painter.device().devicePixelRatioF() if painter.device() is not None else 1.0
        # The picture for the size the card has where it belongs: while it grows or shrinks
        # on its way there it is scaled, instead of being drawn anew at every step.
        px_w = max(8, round(self.w * self.home[2]))
        pm = self.renderer.pixmap(self.pack_id, self.code or "back", px_w, dpr)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        target = QRectF(0, 0, self.w, self.h)
        radius = self.w * 0.07
        if self.selected or self.picked:
            glow = QPainterPath()
            glow.addRoundedRect(target.adjusted(-2.5, -2.5, 2.5, 2.5), radius + 2, radius + 2)
            painter.fillPath(glow, QColor("#ffe27a") if self.selected else QColor("#7ee2ff"))
        painter.drawPixmap(target, pm, QRectF(0, 0, pm.width(), pm.height()))
        path = QPainterPath()
        path.addRoundedRect(target.adjusted(0.5, 0.5, -0.5, -0.5), radius, radius)
        if self.dim:
            # A grey wash: it darkens a light card and lightens a dark one (the black trumps of
            # some packs), so a card that cannot be played looks it whatever its colours.
            painter.fillPath(path, QColor(120, 124, 122, 165))
        elif self.hovered and self.interactive:
            painter.fillPath(path, QColor(255, 255, 255, 28))
        if self.hinted:
            # The first hint: a green tint over all of the card (a fanned card shows only its
            # left strip) and a green edge.
            painter.fillPath(path, QColor(HINT_COLOUR.red(), HINT_COLOUR.green(), HINT_COLOUR.blue(), 70))
            painter.setPen(QPen(HINT_COLOUR, 3.5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(path)
        if self.marked:
            painter.setPen(QPen(QColor(self.marked), 3.0))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(path)
        if self.badge:
            self._paint_badge(painter)
        if self.review is not None:
            self._paint_review(painter, path)
        if self.focused:
            pen = QPen(QColor("#ffffff"), 2.0, Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(target.adjusted(-1.5, -1.5, 1.5, 1.5), radius + 1, radius + 1)
        if self.shown:
            # A small eye-coloured tab: everyone at the table has seen this card. Bottom left: the
            # one corner without an index, and the part of a fanned card that stays in sight.
            tab = QRectF(self.w * 0.06, self.h - self.w * 0.16, self.w * 0.32, self.w * 0.12)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor("#2d6cdf"))
            painter.drawRoundedRect(tab, 3, 3)


class PlateItem(QGraphicsItem):
    """A seat's name plate: name, dealer chip, side colour, notes, cards in hand, thinking dots."""

    def __init__(self, w: float, h: float, font_px: int) -> None:
        super().__init__()
        self.w, self.h, self.font_px = w, h, font_px
        self.info = SeatInfo(name="\0")
        self.count_text = ""
        self.dealer_text = "D"
        self.team_letters = "AB"
        self.dots = 0
        self.team_label = ""
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return QRectF(-2, -2, self.w + 4, self.h + 4)

    def set_geometry(self, w: float, h: float, font_px: int) -> None:
        """Change size and text size."""
        if (w, h, font_px) != (self.w, self.h, self.font_px):
            self.prepareGeometryChange()
            self.w, self.h, self.font_px = w, h, font_px
            self.update()

    def set_info(self, info: SeatInfo, count_text: str, dealer_text: str, team_label: str) -> None:
        """Show a new state of the seat."""
        state = (info, count_text, dealer_text, team_label)
        if state == (self.info, self.count_text, self.dealer_text, self.team_label):
            return
        self.info = info
        self.count_text = count_text
        self.dealer_text = dealer_text
        self.team_label = team_label
        # A tooltip takes any text that looks like markup for markup: the name is given escaped.
        self.setToolTip(tooltip("\n".join([info.name, *info.notes])))
        self.update()

    def tick(self) -> None:
        """Advance the thinking dots."""
        self.dots = (self.dots + 1) % 4
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        info = self.info
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self.w, self.h)
        bg = QColor(10, 25, 18, 190) if info.active else QColor(40, 40, 40, 150)
        painter.setBrush(bg)
        if info.current:
            painter.setPen(QPen(QColor("#ffd54a"), 2.5))
        else:
            painter.setPen(QPen(QColor(255, 255, 255, 60), 1))
        painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 8, 8)
        pad = self.font_px * 0.6
        x = pad
        line_h = self.font_px * 1.3
        name_font = QFont()
        name_font.setPixelSize(self.font_px)
        name_font.setBold(True)
        small = QFont()
        small.setPixelSize(max(9, round(self.font_px * 0.86)))
        chip = self.font_px * 1.25
        # Side colour and dealer chip at the start of the first line.
        if info.team is not None:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(TEAM_COLOURS[info.team % len(TEAM_COLOURS)]))
            painter.drawEllipse(QRectF(x, pad, chip, chip))
            painter.setPen(QColor("#10241a"))
            painter.setFont(small)
            painter.drawText(QRectF(x, pad, chip, chip), Qt.AlignmentFlag.AlignCenter, self.team_label)
            x += chip + 4
        if info.dealer:
            painter.setPen(QPen(QColor("#10241a"), 1))
            painter.setBrush(QColor("#f5f0e1"))
            painter.drawEllipse(QRectF(x, pad, chip, chip))
            painter.setFont(small)
            painter.drawText(QRectF(x, pad, chip, chip), Qt.AlignmentFlag.AlignCenter, self.dealer_text)
            x += chip + 4
        painter.setFont(name_font)
        painter.setPen(QColor("#ffffff") if info.active else QColor("#b0b0b0"))
        fm = QFontMetricsF(name_font)
        count_w = QFontMetricsF(small).horizontalAdvance(self.count_text) + 6 if self.count_text else 0
        # The card count shares the name's line when both fit; otherwise it goes below.
        count_below = fm.horizontalAdvance(info.name) > self.w - x - pad - count_w
        room = self.w - x - pad - (0 if count_below else count_w)
        name = fm.elidedText(info.name, Qt.TextElideMode.ElideRight, room)
        painter.drawText(QRectF(x, pad - 1, self.w - x - pad, chip + 2),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, name)
        if self.count_text and not count_below:
            painter.setFont(small)
            painter.setPen(QColor("#cfe8d8"))
            painter.drawText(QRectF(0, pad - 1, self.w - pad, chip + 2),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, self.count_text)
        painter.setFont(small)
        sfm = QFontMetricsF(small)
        y = pad + chip + 2
        lines = list(info.notes)
        if self.count_text and count_below:
            lines.insert(0, self.count_text)
        if info.thinking:
            lines = ["\u25cf" * (self.dots + 1) + "\u25cb" * (3 - self.dots)] + lines
        max_lines = max(1, int((self.h - y - pad * 0.5) // line_h))
        lines = _wrap_into(lines, max_lines, sfm, self.w - 2 * pad)
        for i, note in enumerate(lines[:max_lines]):
            painter.setPen(QColor("#ffd54a") if info.thinking and i == 0 else QColor("#e8efe9"))
            text = sfm.elidedText(note, Qt.TextElideMode.ElideRight, self.w - 2 * pad)
            painter.drawText(QRectF(pad, y, self.w - 2 * pad, line_h),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)
            y += line_h


def _wrap_into(lines: list[str], max_lines: int, fm: QFontMetricsF, width: float) -> list[str]:
    """Notes too wide for the plate go on over a second line while the plate has lines to spare
    ("Invitation: tarokk 18" rather than "Invitation: taro…"); the rest are elided when drawn."""
    spare = max_lines - len(lines)
    out: list[str] = []
    for note in lines:
        if spare <= 0 or fm.horizontalAdvance(note) <= width:
            out.append(note)
            continue
        cut = len(note)
        while cut > 1 and fm.horizontalAdvance(note[:cut]) > width:
            cut -= 1
        space = note.rfind(" ", 0, cut + 1)
        if space > 0:  # break between words where there are spaces; anywhere in Japanese
            cut = space
        out += [note[:cut].rstrip(), note[cut:].lstrip()]
        spare -= 1
    return out


class StackItem(QGraphicsItem):
    """A face-down stack with its count (a pile of won cards, the stock)."""

    def __init__(self, renderer: Any, pack_id: str, w: float, h: float, font_px: int) -> None:
        super().__init__()
        self.renderer, self.pack_id = renderer, pack_id
        self.w, self.h, self.font_px = w, h, font_px
        self.count = 0
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return QRectF(-2, -6, self.w + 8, self.h + 10)

    def set_state(self, w: float, h: float, font_px: int, count: int, pack_id: str) -> None:
        """Change size, count and pack."""
        if (w, h, font_px, count, pack_id) == (self.w, self.h, self.font_px, self.count, self.pack_id):
            return
        self.prepareGeometryChange()
        self.w, self.h, self.font_px, self.count, self.pack_id = w, h, font_px, count, pack_id
        self.setVisible(count > 0)
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if self.count <= 0:
            return
        t = painter.worldTransform()
        dpr = painter.device().devicePixelRatioF() if painter.device() is not None else 1.0
        pm = self.renderer.pixmap(self.pack_id, "back", max(8, round(self.w * t.m11())), dpr)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        layers = min(4, 1 + self.count // 8)
        for i in range(layers):
            off = (layers - 1 - i) * 1.5
            painter.drawPixmap(QRectF(off, -off, self.w, self.h), pm, QRectF(0, 0, pm.width(), pm.height()))
        font = QFont()
        font.setPixelSize(max(9, round(self.font_px * 0.9)))
        font.setBold(True)
        painter.setFont(font)
        text = str(self.count)
        fm = QFontMetricsF(font)
        tw = fm.horizontalAdvance(text) + 8
        badge = QRectF((self.w - tw) / 2, self.h / 2 - fm.height() / 2 - 1, tw, fm.height() + 2)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(QColor(0, 0, 0, 170)))
        painter.drawRoundedRect(badge, 4, 4)
        painter.setPen(QColor("#ffffff"))
        painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, text)


class LabelItem(QGraphicsItem):
    """A short line of text on the felt (the names of the top strip's groups)."""

    def __init__(self) -> None:
        super().__init__()
        self.text = "\0"
        self.font_px = 12
        self.max_w = 200.0
        self.right_aligned = False

    def set_text(self, text: str, font_px: int, max_w: float, right_aligned: bool = False) -> None:
        """Show ``text`` (elided to ``max_w``)."""
        if (text, font_px, max_w, right_aligned) == (self.text, self.font_px, self.max_w, self.right_aligned):
            return
        self.prepareGeometryChange()
        self.text, self.font_px, self.max_w, self.right_aligned = text, font_px, max_w, right_aligned
        self.setVisible(bool(text))
        self.update()

    @staticmethod
    def label_font(font_px: int) -> QFont:
        """The labels' font for the table's font size ``font_px``."""
        f = QFont()
        f.setPixelSize(max(9, round(font_px * 0.9)))
        f.setBold(True)
        return f

    @staticmethod
    def text_width(text: str, font_px: int) -> float:
        """The width ``text`` takes as a label (0 for no text)."""
        return QFontMetricsF(LabelItem.label_font(font_px)).horizontalAdvance(text) if text else 0.0

    def _font(self) -> QFont:
        return self.label_font(self.font_px)

    def text_rect(self) -> QRectF:
        """Where the label's text is drawn, in the item's coordinates (empty without text)."""
        if not self.text or not self.isVisible():
            return QRectF()
        fm = QFontMetricsF(self._font())
        w = fm.horizontalAdvance(fm.elidedText(self.text, Qt.TextElideMode.ElideRight, self.max_w))
        x = -w if self.right_aligned else 0.0
        return QRectF(x, 0, w, fm.height() + 2)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        h = QFontMetricsF(self._font()).height()
        x = -self.max_w if self.right_aligned else 0
        return QRectF(x, 0, self.max_w, h + 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        font = self._font()
        painter.setFont(font)
        fm = QFontMetricsF(font)
        text = fm.elidedText(self.text, Qt.TextElideMode.ElideRight, self.max_w)
        painter.setPen(QColor("#e8f3ea"))
        align = Qt.AlignmentFlag.AlignRight if self.right_aligned else Qt.AlignmentFlag.AlignLeft
        painter.drawText(self.boundingRect(), align | Qt.AlignmentFlag.AlignVCenter, text)

