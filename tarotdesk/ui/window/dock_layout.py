"""The window's first size and its two dock layouts, and the docks' state the settings keep.

Wide screens have the rule pane beside the table; narrow ones (less than
:data:`~tarotdesk.ui.kit.screen_fit.NARROW_WIDTH` logical pixels) put the score sheet, the log
and the rule pane in one side column, as tabs. The docks' state is saved with the version of
the layout it was saved in (:data:`LAYOUT_VERSIONS`), and each layout restores only its own: a
wide screen's state restored on a narrow one and then tabified crashed Qt.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QSize, Qt

from ..kit.screen_fit import clamp_to_screen, is_narrow, size_window

if TYPE_CHECKING:
    from ..model.settings import Settings
    from .main_window import MainWindow

#: The window's size where the screen has room for it (logical pixels).
DEFAULT_SIZE = (1280, 800)
#: Width of the side column (scores, log, rules as tabs) on a narrow screen.
SIDE_WIDTH_NARROW = 250
#: The version of the docks' saved state in each layout (narrow: True); Qt's own is 0, which
#: neither layout takes (a state kept by earlier versions says nothing of its layout).
LAYOUT_VERSIONS = {False: 1, True: 2}


def fit_to_screen(w: MainWindow, settings: Settings) -> None:
    """Size ``w`` for its screen, take back what the settings remember of this layout, and lay
    its docks out for the layout."""
    # The first size comes from the screen the window opens on (maximised where the default does
    # not fit); a remembered geometry is kept only as far as this screen allows.
    w.narrow = is_narrow(w)
    size_window(w, QSize(*DEFAULT_SIZE))
    if settings.geometry:
        w.restoreGeometry(QByteArray.fromBase64(settings.geometry.encode()))
        clamp_to_screen(w)
    if settings.window_state:
        # Qt refuses a state of another version: the docks are then laid out afresh below.
        w.restoreState(QByteArray.fromBase64(settings.window_state.encode()), layout_version(w))
    if w.narrow:
        # No room for the rule pane beside the table: it becomes a tab of the side column, and
        # the score sheet and the log share that column as tabs too.
        w.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, w.rules_dock)
        w.tabifyDockWidget(w.scores_dock, w.log_dock)
        w.tabifyDockWidget(w.log_dock, w.rules_dock)
        w.scores_dock.raise_()
        w.resizeDocks([w.scores_dock], [SIDE_WIDTH_NARROW], Qt.Orientation.Horizontal)
    else:
        w.resizeDocks([w.scores_dock, w.log_dock], [300, 300], Qt.Orientation.Horizontal)
        w.resizeDocks([w.scores_dock, w.log_dock], [330, 330], Qt.Orientation.Vertical)


def layout_version(w: MainWindow) -> int:
    """The version the docks' state is saved with in ``w``'s layout (narrow or wide)."""
    return LAYOUT_VERSIONS[w.narrow]


def layout_state(w: MainWindow) -> str:
    """The docks and toolbars as the settings keep them (base64, of this layout's version)."""
    # On the start screen the side column is put away: what is kept is how it was before.
    state = w.start_screen.state_before if w.start_screen.is_up else w.saveState(layout_version(w))
    return bytes(state.toBase64()).decode()
