"""The main window's menu bar and toolbar, built in one place from the commands of the window,
its file actions and its practice commands, in the order players expect.

* **Game**: starting and keeping games — New game, Watch a game, Play with friends, Join a table,
  Open, Open recent, Saved games, Save as, the record on the clipboard, Replay, Statistics,
  Settings, and Quit last.
* **Play**: what is done at the table — Continue, Undo, Hint, Last trick, "Why did it play
  that?", and the deal editor for practice.
* **View**: the side column's panes. **Help**: Learn to play, the rules, the keys, About.

The toolbar carries New game, Undo, Settings, Hint, Rules, Last trick and Quit.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QToolBar

if TYPE_CHECKING:
    from .main_window import MainWindow

# A separator in a list of menu entries.
SEPARATOR = None


def _fill(menu: QMenu, entries: Sequence[QAction | QMenu | None]) -> None:
    for entry in entries:
        if entry is None:
            menu.addSeparator()
        elif isinstance(entry, QMenu):
            menu.addMenu(entry)
        else:
            menu.addAction(entry)


def _friends(window: "MainWindow") -> tuple[QAction, QAction]:
    # Playing over the network has its own module; its two actions live on the window.
    from .friends import friends_actions

    window.friends_actions = friends_actions(window)
    return window.friends_actions


def build_menus(window: "MainWindow") -> None:
    """Make the window's menus (``menu_game``, ``menu_play``, ``menu_view``, ``menu_help``) and
    its toolbar (``toolbar``); their titles come from :func:`retranslate_menus`."""
    w, f, p = window, window.files, window.practice
    bar = w.menuBar()
    w.menu_game = bar.addMenu("")
    w.menu_game.setObjectName("menuGame")
    _fill(w.menu_game, (w.act_new, w.act_watch, *_friends(w), SEPARATOR, f.act_open, f.menu_recent, f.act_saved,
                        f.act_save_as, SEPARATOR, f.act_copy, f.act_paste, SEPARATOR, f.act_replay, f.act_replay_file,
                        f.act_statistics, SEPARATOR, w.act_settings, SEPARATOR, w.act_quit))
    w.menu_play = bar.addMenu("")
    w.menu_play.setObjectName("menuPlay")
    _fill(w.menu_play, (w.act_continue, f.act_undo, w.act_hint, w.act_last, p.why.action, SEPARATOR,
                        p.act_editor))
    w.menu_view = bar.addMenu("")
    w.menu_view.setObjectName("menuView")
    _fill(w.menu_view, (w.scores_dock.toggleViewAction(), w.log_dock.toggleViewAction(),
                        w.rules_dock.toggleViewAction()))
    w.menu_help = bar.addMenu("")
    w.menu_help.setObjectName("menuHelp")
    _fill(w.menu_help, (w.act_learn, w.act_help_rules, w.act_keys, SEPARATOR, w.act_about))

    w.toolbar = QToolBar(w)
    w.toolbar.setObjectName("mainToolbar")
    w.toolbar.setMovable(False)
    w.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
    for a in (w.act_new, f.act_undo, w.act_settings, w.act_hint, w.act_rules, w.act_last, w.act_quit):
        w.toolbar.addAction(a)
    w.addToolBar(w.toolbar)


def retranslate_menus(window: "MainWindow") -> None:
    """Set the menus' titles in the current language."""
    # Written out as translate("MainWindow", ...) so that lupdate finds every text.
    tr = QCoreApplication
    window.menu_game.setTitle(tr.translate("MainWindow", "&Game"))
    window.menu_play.setTitle(tr.translate("MainWindow", "&Play"))
    window.menu_view.setTitle(tr.translate("MainWindow", "&View"))
    window.menu_help.setTitle(tr.translate("MainWindow", "&Help"))
    window.toolbar.setWindowTitle(tr.translate("MainWindow", "Toolbar"))
    from .friends import retranslate_friends

    retranslate_friends(*window.friends_actions)
