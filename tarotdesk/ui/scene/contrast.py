"""The high-contrast deck: large indices in four strong colours and a strong outline, drawn over
any card face (the card art's or the plain cards'), for people with poor sight.

Each face gets a white plate in its top-left corner (and, turned, in the bottom-right) with a large
bold index: a suit card's rank over its suit sign (the card art's own sign, Italian or French as
the pack is), in one of four colours that differ in lightness as well as hue (black spades or
swords, dark green clubs or batons, red hearts or cups, dark blue diamonds or coins); a trump's number in Arabic figures, which read at a glance where Roman
numerals do not; a star for the Fool and the Skiz, M for a Bolognese Moor. The plates are as wide
as the strip of a card the hand's fan leaves in sight (:func:`tarotdesk.ui.model.table_geometry.index_fraction`),
so every card of a fanned hand shows its whole index. Every card, backs too, gets a black
outline about three hundredths of its width thick, which parts it from the felt and from the
cards it overlaps.
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QByteArray, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtSvg import QSvgRenderer

from ...cardart.geometry import at
from ...cardart.suits import suit_sign
from ...core.cards import card, is_card_code
from ..model.table_geometry import INDEX_SUIT, INDEX_TRUMP

#: The four suit colours: far apart in lightness as well as in hue.
SUIT_INKS = {"S": "#000000", "C": "#00661c", "H": "#d00000", "D": "#0033c0"}
TRUMP_INK = "#000000"
OUTLINE = "#000000"


def index_of(code: str) -> tuple[str, str, str]:
    """The large index of card ``code``: (rank or number, suit or "", colour)."""
    c = card(code)
    if c.is_suit_card:
        rank = code[1:]
        return {"N": "C"}.get(rank, rank), c.suit, SUIT_INKS[c.suit]
    if c.is_fool or code == "SKIZ":
        return "\u2605", "", TRUMP_INK
    if code.startswith("M"):
        return "M", "", TRUMP_INK
    return str(c.trump), "", TRUMP_INK


def _fitted(painter: QPainter, text: str, box: QRectF, px: float) -> None:
    # Bold text ``px`` pixels high in ``box``, narrowed (never widened) to fit its width.
    font = QFont()
    font.setBold(True)
    font.setPixelSize(max(6, round(px)))
    fm = QFontMetricsF(font)
    width = fm.horizontalAdvance(text) or 1.0
    squeeze = min(1.0, box.width() / width)
    painter.save()
    painter.setFont(font)
    painter.translate(box.center().x(), box.top())
    painter.scale(squeeze, 1.0)
    painter.drawText(QRectF(-width / 2, 0, width, box.height()),
                     Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, text)
    painter.restore()


@cache
def _sign_svg(style: str, suit: str) -> QByteArray:
    # The card art's index sign, alone on a square of 100 units.
    body = suit_sign(style, suit, SUIT_INKS[suit], at(50, 50, 100))
    return QByteArray(f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">{body}</svg>'.encode())


def _plate(painter: QPainter, code: str, w: float, style: str) -> None:
    label, suit_code, ink = index_of(code)
    suit = bool(suit_code)
    pw = w * (INDEX_SUIT - 0.02 if suit else INDEX_TRUMP - 0.02)
    ph = w * (0.64 if suit else 0.36)
    pad = w * 0.02
    plate = QRectF(pad, pad, pw, ph)
    path = QPainterPath()
    path.addRoundedRect(plate, w * 0.03, w * 0.03)
    painter.fillPath(path, QColor("#ffffff"))
    painter.setPen(QPen(QColor(ink), max(1.0, w * 0.012)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(path)
    painter.setPen(QColor(ink))
    inner = plate.adjusted(w * 0.012, w * 0.01, -w * 0.012, 0)
    if suit:
        _fitted(painter, label, QRectF(inner.left(), inner.top(), inner.width(), w * 0.32), w * 0.3)
        side = min(inner.width() * 1.15, w * 0.27)
        sign = QRectF(inner.center().x() - side / 2, inner.top() + w * 0.335, side, side)
        QSvgRenderer(_sign_svg(style, suit_code)).render(painter, sign)
    else:
        _fitted(painter, label, QRectF(inner.left(), inner.top(), inner.width(), w * 0.34), w * 0.31)


def paint_outline(painter: QPainter, w: float, h: float) -> None:
    """The strong outline of a high-contrast card (face or back) ``w`` x ``h`` large."""
    thick = max(2.0, w * 0.03)
    path = QPainterPath()
    path.addRoundedRect(QRectF(thick / 2, thick / 2, w - thick, h - thick), w * 0.07, w * 0.07)
    painter.setPen(QPen(QColor(OUTLINE), thick))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(path)


def paint_high_contrast(painter: QPainter, code: str, w: float, h: float, style: str = "french") -> None:
    """Draw the high-contrast index plates and outline over the face of ``code`` (or only the
    outline over a back), ``w`` x ``h`` logical pixels large; ``style``: the pack's suit signs,
    ``"italian"`` or ``"french"``."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    if is_card_code(code) and code != "?":
        _plate(painter, code, w, style)
        painter.save()
        painter.translate(w, h)
        painter.rotate(180)
        _plate(painter, code, w, style)
        painter.restore()
    paint_outline(painter, w, h)
    painter.restore()
