"""Windows and dialogs sized to the screen they open on.

Every top-level window of the program asks here for its first size instead of assuming a
large desktop: the wanted size when it fits in the screen's available geometry (the screen
minus panels and docks), otherwise the whole available area (a main window is then
maximised). A geometry remembered from an earlier run is clamped to the screen of this run,
which may be smaller or arranged differently.

:func:`available_geometry` is the one place that asks Qt for the screen, so that tests can
stand in a screen of any size for it.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtGui import QCursor, QGuiApplication, QScreen
from PySide6.QtWidgets import QWidget

#: Room kept for the window manager's frame (title bar and borders), which lies outside a
#: window's geometry but inside the screen's available area.
FRAME_ALLOWANCE = QSize(16, 40)
#: Below this available width the rule pane shares the side column with the score sheet and
#: the log (as a tab) instead of opening beside the table.
NARROW_WIDTH = 1200


def screen_for(widget: QWidget | None = None) -> QScreen | None:
    """The screen ``widget`` is on; before it is shown, the screen under the mouse pointer
    (where window managers open new windows), else the primary screen."""
    if widget is not None and widget.isVisible():
        screen = widget.screen()
        if screen is not None:
            return screen
    if widget is not None and widget.parentWidget() is not None and widget.parentWidget().isVisible():
        return widget.parentWidget().screen()
    return QGuiApplication.screenAt(QCursor.pos()) or QGuiApplication.primaryScreen()


def available_geometry(widget: QWidget | None = None) -> QRect:
    """The available geometry (logical pixels) of the screen ``widget`` opens or stands on."""
    screen = screen_for(widget)
    if screen is None:  # no screen at all: a size every supported screen has
        return QRect(0, 0, 1024, 640)
    return screen.availableGeometry()


def fitted_size(wanted: QSize, area: QRect) -> QSize:
    """``wanted``, made no larger than ``area`` less the window frame."""
    return QSize(max(200, min(wanted.width(), area.width() - FRAME_ALLOWANCE.width())),
                 max(150, min(wanted.height(), area.height() - FRAME_ALLOWANCE.height())))


def fits(wanted: QSize, area: QRect) -> bool:
    """True if a window of ``wanted`` size, with its frame, fits in ``area``."""
    return (wanted.width() + FRAME_ALLOWANCE.width() <= area.width()
            and wanted.height() + FRAME_ALLOWANCE.height() <= area.height())


def centred(size: QSize, area: QRect) -> QPoint:
    """The top-left point that centres a window of ``size`` (and its frame) in ``area``."""
    return QPoint(area.x() + max(0, (area.width() - size.width() - FRAME_ALLOWANCE.width()) // 2),
                  area.y() + max(0, (area.height() - size.height() - FRAME_ALLOWANCE.height()) // 2))


def size_window(window: QWidget, wanted: QSize, maximise: bool = True) -> None:
    """Give a top-level ``window`` its first size: ``wanted`` where it fits, otherwise the
    available area (maximised when ``maximise``)."""
    area = available_geometry(window)
    if fits(wanted, area):
        window.resize(wanted)
        window.move(centred(wanted, area))
        return
    size = fitted_size(wanted, area)
    window.resize(size)
    window.move(centred(size, area))
    if maximise:
        window.setWindowState(window.windowState() | Qt.WindowState.WindowMaximized)


def clamp_to_screen(window: QWidget) -> None:
    """Keep a restored ``window`` inside the available area of its screen: no larger than the
    area, and moved back onto it when it lies partly outside."""
    if window.windowState() & (Qt.WindowState.WindowMaximized | Qt.WindowState.WindowFullScreen):
        return
    area = available_geometry(window)
    size = fitted_size(window.size(), area)
    if size != window.size():
        window.resize(size)
    x = min(max(window.x(), area.x()), area.right() + 1 - size.width() - FRAME_ALLOWANCE.width())
    y = min(max(window.y(), area.y()), area.bottom() + 1 - size.height() - FRAME_ALLOWANCE.height())
    if (x, y) != (window.x(), window.y()):
        window.move(max(area.x(), x), max(area.y(), y))


def size_dialog(dialog: QWidget, wanted: QSize) -> None:
    """Give a dialog its first size: ``wanted`` (at least what its layout needs) within the
    available area of the screen it opens on; a dialog whose content is taller than the
    screen scrolls inside it."""
    area = available_geometry(dialog.parentWidget() or dialog)
    hint = dialog.sizeHint()
    want = QSize(max(wanted.width(), hint.width()), max(wanted.height(), hint.height()))
    size = fitted_size(want, area)
    # A layout's own minimum must not push the dialog past the screen's edge.
    minimum = dialog.minimumSize()
    if minimum.width() > size.width() or minimum.height() > size.height():
        dialog.setMinimumSize(min(minimum.width(), size.width()), min(minimum.height(), size.height()))
    dialog.resize(size)


def is_narrow(widget: QWidget | None = None) -> bool:
    """True on a screen whose available width leaves no room for the rule pane beside the table."""
    return available_geometry(widget).width() < NARROW_WIDTH
