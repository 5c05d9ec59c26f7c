"""Where the notes over the table go: a refusal and the hints, floating just above the hand.

They are as tall as their text needs (never more than half the table: the hint box's text wraps
and scrolls inside it), as wide as :data:`NOTES_WIDTH`, and narrowed (to no less than
:data:`NOTES_MIN_WIDTH`) to keep clear of the seats beside them
(:meth:`~tarotdesk.ui.model.table_geometry.TableGeometry.notes_band`). The table never moves
for them: its cards keep their places and sizes whether a note is shown or not.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from PySide6.QtWidgets import QWidget

if TYPE_CHECKING:
    from ..scene.table_view import TableView

#: The widest and (where seats leave less room) the narrowest the notes over the table may be.
NOTES_WIDTH = 900
NOTES_MIN_WIDTH = 300


def _height_for(notes: QWidget, width: int) -> int:
    layout = notes.layout()
    wanted = layout.totalHeightForWidth(width) if layout.hasHeightForWidth() else layout.sizeHint().height()
    return max(wanted, layout.minimumSize().height())


def place_notes(table: "TableView", notes: QWidget, boxes: Sequence[QWidget]) -> None:
    """Put ``notes`` (a child of ``table`` holding ``boxes``) where it goes now; with no box shown
    it stays, empty of height, so that its layout follows its boxes."""
    w, h = table.width(), table.height()
    notes.layout().activate()
    visible = any(box.isVisibleTo(notes) for box in boxes)
    widest = max(10, min(w - 16, NOTES_WIDTH))
    narrowest = min(widest, NOTES_MIN_WIDTH)
    nw, nh = widest, _height_for(notes, widest)
    band = None
    for _ in range(3):  # a narrower band wraps the text higher: place it again
        band = table.notes_band(min(nh, h // 2), widest, narrowest)
        if band is None or round(band.width()) == nw:
            break
        nw = max(10, round(band.width()))
        nh = _height_for(notes, nw)
    shown = min(nh, h // 2) if visible else 0
    if band is None:  # no frame yet: at the top
        x, bottom = (w - nw) // 2, 4 + shown
    else:
        x, bottom = round(band.x()), round(band.bottom())
    notes.setGeometry(x, max(4, bottom - shown), nw, shown)
    notes.raise_()
