"""Plainly drawn cards: the table's fallback when the card art module is not installed.

:class:`PlainCardRenderer` has the interface of ``tarotdesk.ui.scene.card_renderer.CardRenderer``
(``aspect``, ``pixmap``, ``prefetch``, ``felt``, ``set_style`` and the ``rendered`` signal),
so the table uses whichever is present. Cards are drawn with QPainter: a white face with the
rank and a suit sign in two corners and a large sign in the middle; trumps show their number;
the back is a simple pattern. Pixmaps are cached per size and screen pixel ratio.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

from PySide6.QtCore import QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QLinearGradient, QPainter, QPainterPath, QPen, QPixmap, QRadialGradient

from ...core.cards import RANK_CODES, card, is_card_code
from ...core.packs import roman
from .contrast import SUIT_INKS, paint_high_contrast

SUIT_SIGNS = {"S": "\u2660", "C": "\u2663", "H": "\u2665", "D": "\u2666"}
TWO_COLOURS = {"S": "#1b1b1b", "C": "#1b1b1b", "H": "#c0141c", "D": "#c0141c"}
FOUR_COLOURS = {"S": "#1b1b1b", "C": "#17752d", "H": "#c0141c", "D": "#1f4fb8"}
#: Height / width of the cards of each pack (tarot cards are taller than French ones).
ASPECTS = {"tarot78": 1.75, "ombre54": 1.75, "bolognese62": 1.75, "hungarian42": 1.6,
           "french52": 1.4, "genoese40": 1.55}


@dataclass(frozen=True)
class CardStyle:
    """How cards are drawn: four-colour suits, point marks on counting cards, French-style tarot,
    the high-contrast deck (:mod:`.contrast`)."""

    four_colour: bool = False
    point_marks: bool = False
    french_tarot: bool = False
    high_contrast: bool = False


class PlainCardRenderer(QObject):
    """Draws cards, backs and the felt; see the module documentation."""

    rendered = Signal(str)

    def __init__(self, parent: QObject | None = None, style: CardStyle | None = None) -> None:
        super().__init__(parent)
        self._style = style or CardStyle()
        self._cache: dict[tuple[object, ...], QPixmap] = {}

    def aspect(self, pack_id: str) -> float:
        """Height divided by width of this pack's cards."""
        return ASPECTS.get(pack_id, 1.6)

    def set_style(self, style: CardStyle) -> None:
        """Change the style; cached faces are dropped and ``rendered`` announces the change."""
        if style != self._style:
            self._style = style
            self._cache.clear()
            self.rendered.emit("")

    def prefetch(self, pack_id: str, codes: Iterable[str], width: int, dpr: float) -> None:
        """Draw these cards now so that showing them later costs nothing."""
        for code in codes:
            self.pixmap(pack_id, code, width, dpr)

    def pixmap(self, pack_id: str, code: str, width: int, dpr: float) -> QPixmap:
        """The card ``code`` (``"back"`` for the back) ``width`` pixels wide at pixel ratio ``dpr``."""
        width = max(8, int(width))
        key = (pack_id, code, width, round(dpr, 3))
        pm = self._cache.get(key)
        if pm is None:
            height = round(width * self.aspect(pack_id))
            pm = QPixmap(round(width * dpr), round(height * dpr))
            pm.setDevicePixelRatio(dpr)
            pm.fill(Qt.GlobalColor.transparent)
            painter = QPainter(pm)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
            if code == "back" or not is_card_code(code):
                self._draw_back(painter, width, height)
            else:
                self._draw_face(painter, pack_id, code, width, height)
            if self._style.high_contrast:
                paint_high_contrast(painter, code, width, height)
            painter.end()
            if len(self._cache) > 2000:
                self._cache.clear()
            self._cache[key] = pm
        return pm

    def felt(self, width: int, height: int, dpr: float) -> QPixmap:
        """The table's cloth for a view of this size."""
        key = ("felt", int(width), int(height), round(dpr, 3))
        pm = self._cache.get(key)
        if pm is None:
            pm = QPixmap(max(1, round(width * dpr)), max(1, round(height * dpr)))
            pm.setDevicePixelRatio(dpr)
            painter = QPainter(pm)
            grad = QRadialGradient(QPointF(width / 2, height / 2), max(width, height) * 0.7)
            grad.setColorAt(0.0, QColor("#2f7a4b"))
            grad.setColorAt(1.0, QColor("#174a2c"))
            painter.fillRect(QRectF(0, 0, width, height), grad)
            painter.end()
            self._cache[key] = pm
        return pm

    # -- drawing ------------------------------------------------------------------------------
    @staticmethod
    def _outline(width: float, height: float) -> QPainterPath:
        path = QPainterPath()
        r = width * 0.07
        path.addRoundedRect(QRectF(0.5, 0.5, width - 1, height - 1), r, r)
        return path

    def _draw_back(self, p: QPainter, w: int, h: int) -> None:
        path = self._outline(w, h)
        p.fillPath(path, QColor("#f4f1e8"))
        inner = QRectF(w * 0.08, w * 0.08, w - w * 0.16, h - w * 0.16)
        grad = QLinearGradient(inner.topLeft(), inner.bottomRight())
        grad.setColorAt(0, QColor("#27408b"))
        grad.setColorAt(1, QColor("#142457"))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(grad)
        p.drawRoundedRect(inner, w * 0.04, w * 0.04)
        p.setPen(QPen(QColor(255, 255, 255, 70), max(1.0, w / 60)))
        step = max(4.0, w / 7)
        x = inner.left() - inner.height()
        p.setClipRect(inner)
        while x < inner.right():
            p.drawLine(QPointF(x, inner.bottom()), QPointF(x + inner.height(), inner.top()))
            p.drawLine(QPointF(x, inner.top()), QPointF(x + inner.height(), inner.bottom()))
            x += step
        p.setClipping(False)
        p.setPen(QPen(QColor("#7a7362"), 1))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawPath(path)

    def _colour(self, suit: str) -> QColor:
        if self._style.high_contrast:
            return QColor(SUIT_INKS.get(suit, "#000000"))
        table = FOUR_COLOURS if self._style.four_colour else TWO_COLOURS
        return QColor(table.get(suit, "#1b1b1b"))

    def _draw_face(self, p: QPainter, pack_id: str, code: str, w: int, h: int) -> None:
        c = card(code)
        path = self._outline(w, h)
        face = QColor("#fffdf6") if not c.is_trump and not c.is_fool else QColor("#fbf3dc")
        if self._style.high_contrast:
            face = QColor("#ffffff")
        p.fillPath(path, face)
        p.setPen(QPen(QColor("#7a7362"), 1))
        p.drawPath(path)
        if c.is_suit_card:
            index = RANK_CODES[c.rank - 1]
            if index == "N":
                index = "C"  # the Cavalier's usual corner letter
            sign = SUIT_SIGNS[c.suit]
            colour = self._colour(c.suit)
            centre = sign
        elif c.is_trump:
            number = c.trump if code[0] != "M" else 0
            index = roman(number) if number else "M"
            sign = ""
            colour = QColor("#5a3c0f")
            centre = roman(number) if number else "\u263e"  # a Moor: a crescent sign
        else:
            index, sign, colour, centre = "\u2605", "", QColor("#6a2c70"), "\u2605"
        if self._style.high_contrast:
            colour = QColor("#000000") if not c.is_suit_card else colour  # the plates give the index
        else:
            self._draw_corners(p, index, sign, colour, w, h)
        big = QFont()
        big.setPixelSize(max(8, round(w * (0.5 if len(centre) <= 2 else 0.3))))
        big.setBold(c.is_trump)
        p.setFont(big)
        p.drawText(QRectF(0, h * 0.2, w, h * 0.6), Qt.AlignmentFlag.AlignCenter, centre)
        if self._style.point_marks and (c.is_court or c.is_fool or code in ("T1", "T21", "SKIZ")):
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor("#d19a1e"))
            r = max(2.0, w * 0.05)
            p.drawEllipse(QPointF(w - w * 0.12, w * 0.12), r, r)

    @staticmethod
    def _draw_corners(p: QPainter, index: str, sign: str, colour: QColor, w: int, h: int) -> None:
        # The index and sign in the top-left corner, and the same upside down in the opposite one.
        corner = QFont()
        corner.setPixelSize(max(7, round(w * (0.2 if len(index) < 3 else 0.15))))
        corner.setBold(True)
        p.setFont(corner)
        p.setPen(colour)
        box = QRectF(w * 0.05, w * 0.04, w * 0.42, w * 0.26)
        p.drawText(box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, index)
        if sign:
            sbox = QRectF(w * 0.05, w * 0.04 + corner.pixelSize() * 1.05, w * 0.3, w * 0.26)
            p.drawText(sbox, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, sign)
        # The same index upside down in the opposite corner.
        p.save()
        p.translate(w, h)
        p.rotate(180)
        p.drawText(box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, index)
        if sign:
            p.drawText(sbox, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, sign)
        p.restore()
