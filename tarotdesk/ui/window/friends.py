"""Playing with friends: Game → Play with friends… hosts a table, Game → Join a table… sits down at one.

Hosting starts the table server as a child process of the window (it ends with the window,
however the window ends), creates the table there and shows an invite for each friend's seat;
the person at this computer then joins their own seat over loopback like everyone else. Joining
reads an invite and connects. Either way the window plays through a
:class:`~tarotdesk.net.remote.RemoteSeats` exactly as it plays a table of its own: the session
does not know the difference. A :class:`FriendsTable` keeps the connection polled, tells the log
who comes and goes (and when a computer player keeps a seat), keeps the record released at the end
among the saved games, and stops the child server when the game is left or the window closes.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer
from PySide6.QtGui import QAction, QGuiApplication
from PySide6.QtWidgets import QApplication, QDialog, QLabel, QPushButton, QVBoxLayout, QGridLayout

from ...net.client import Connection, create_table
from ...net.invites import Invite, format_code
from ...net.protocol import create
from ...net.remote import RemoteSeats
from ..kit.message_box import warn

if TYPE_CHECKING:
    from ...core.records import Record
    from ..dialogs.host_dialog import HostPlan
    from .main_window import MainWindow

#: How often the connection's messages are read (milliseconds).
POLL_MS = 15
#: Seconds to wait for the seat's first snapshot.
OPEN_WAIT = 15.0
#: tr.translate("Friends", ...) written out, so that lupdate finds the texts.
tr = QCoreApplication


def friends_actions(window: MainWindow) -> tuple[QAction, QAction]:
    """The Game menu's "Play with friends…" and "Join a table…" (the menus place them; their
    texts come from :func:`retranslate_friends`)."""
    host = QAction(window)
    host.setObjectName("actionPlayWithFriends")
    host.triggered.connect(lambda: host_table(window))
    join = QAction(window)
    join.setObjectName("actionJoinTable")
    join.triggered.connect(lambda: join_table(window))
    return host, join


def retranslate_friends(host: QAction, join: QAction) -> None:
    """Set the two actions' texts in the current language."""
    host.setText(tr.translate("Friends", "Play with &friends…"))
    host.setToolTip(tr.translate("Friends", "Host a table on this network: friends join with an invite"))
    join.setText(tr.translate("Friends", "&Join a table…"))
    join.setToolTip(tr.translate("Friends", "Sit down at a friend's table with an invite"))


# -- hosting --------------------------------------------------------------------------------------------

def host_table(window: MainWindow) -> FriendsTable | None:
    """Game → Play with friends…: choose the table, start it, show the invites, sit down."""
    from ..dialogs.host_dialog import HostDialog
    from .leave_game import confirm_leaving

    if not confirm_leaving(window, window.game_table, window.files.enabled):
        return None
    dialog = HostDialog(window.games_provider(), window.settings.language, window.settings.new_game, window)
    try:
        if not dialog.exec():
            return None
        plan = dialog.plan()
    finally:
        dialog.deleteLater()
    return host_plan(window, plan)


def host_plan(window: MainWindow, plan: HostPlan) -> FriendsTable | None:
    """Start the table ``plan`` describes on a child server and sit down at its host's seat."""
    from ...server.run import ChildServer
    from ...server.server import ServerConfig

    listen = "127.0.0.1" if plan.local_only else "0.0.0.0"
    name = plan.seats[plan.me].name
    child = None
    QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
    try:
        for port in (plan.port, 0):  # the port chosen, or any free one if it is taken
            child = ChildServer(ServerConfig(listen, port, discovery_port=0, name=name))
            try:
                child.start()
                break
            except OSError as exc:
                child, problem = None, str(exc)
        if child is None:
            raise OSError(problem)
        created = create_table("127.0.0.1", child.port, create(plan.game, plan.seats, plan.options, plan.hints))
    except (OSError, ConnectionError) as exc:
        QApplication.restoreOverrideCursor()
        if child is not None:
            child.stop()
        warn(window, tr.translate("Friends", "Play with friends"),
             tr.translate("Friends", "The table could not be started: %1").replace("%1", str(exc)))
        return None
    QApplication.restoreOverrideCursor()
    invites = {int(i["seat"]): str(i["code"]) for i in created["invites"]}
    mine = Invite(invites.pop(plan.me), "127.0.0.1", child.port)
    friends = {seat: Invite(code, plan.address, child.port) for seat, code in invites.items()}
    table = sit_down(window, mine, name, child)
    if table is not None:
        table.show_invites(friends, [s.name for s in plan.seats])
    return table


# -- joining --------------------------------------------------------------------------------------------

def join_table(window: MainWindow) -> FriendsTable | None:
    """Game → Join a table…: read an invite and sit down."""
    from ..dialogs.join_dialog import JoinDialog
    from .leave_game import confirm_leaving

    if not confirm_leaving(window, window.game_table, window.files.enabled):
        return None
    lookup = window.game_lookup

    def game_name(game_id: str) -> str:
        try:
            return lookup(game_id).name(window.settings.language)
        except KeyError:
            return game_id

    dialog = JoinDialog("", window, game_name=game_name)
    try:
        if not dialog.exec():
            return None
        invite, name = dialog.invite(), dialog.name()
    finally:
        dialog.deleteLater()
    assert invite is not None
    return sit_down(window, invite, name or None)


def sit_down(window: MainWindow, invite: Invite, name: str | None, child: Any = None) -> FriendsTable | None:
    """Connect to ``invite``'s seat and play it in ``window`` (None, with a message, if that fails)."""
    seats = RemoteSeats(Connection(invite, name).start(), window.game_lookup)
    problems: list[str] = []
    seats.failed.append(lambda code, message: problems.append(message or code))
    deadline = time.monotonic() + OPEN_WAIT
    QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
    try:
        while not seats.opened and time.monotonic() < deadline and seats.connection.alive:
            seats.poll(wait=0.05)
    finally:
        QApplication.restoreOverrideCursor()
    if not seats.opened:
        seats.connection.close()
        if child is not None:
            child.stop()
        why = problems[-1] if problems else tr.translate("Friends", "no answer")
        warn(window, tr.translate("Friends", "Join a table"),
             tr.translate("Friends", "The table could not be joined: %1").replace("%1", why))
        return None
    return FriendsTable(window, seats, child)


class FriendsTable(QObject):
    """The window's game at a table elsewhere (see the module documentation)."""

    def __init__(self, window: MainWindow, seats: RemoteSeats, child: Any = None) -> None:
        super().__init__(window)
        self.window = window
        self.seats = seats
        self.child = child
        self.invites_dialog: QDialog | None = None
        self._known = self._presence()
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._poll)
        seats.changed.append(self._changed)
        seats.chatted.append(self._chatted)
        seats.ended.append(self._ended)
        seats.failed.append(self._failed)
        self.session = window.start_seats(seats)
        window.act_hint.setEnabled(seats.hints_allowed)  # the host chose whether hints are asked
        window.sessionStarted.connect(self._replaced)
        window.closing.connect(self.stop)  # a hosted table's server never outlives the window
        window.friends_table = self
        self._timer.start()

    def _poll(self) -> None:
        self.seats.poll()

    # -- what the table says ----------------------------------------------------------------------------
    def _presence(self) -> list[tuple[bool, bool]]:
        return [(s["connected"], s["stand_in"]) for s in self.seats.info.get("seats", [])]

    def _name(self, seat: int) -> str:
        return self.session.words.seat(seat) if getattr(self, "session", None) is not None else str(seat)

    def _changed(self) -> None:
        now = self._presence()
        if not hasattr(self, "session"):
            return
        for seat, ((was_here, was_stood), (here, stood)) in enumerate(zip(self._known, now)):
            if seat == self.seats.seat or self.seats.info["seats"][seat]["kind"] != "person":
                continue
            if stood and not was_stood:
                self._note(tr.translate("Friends", "A computer player keeps %1's seat until they come back.").replace(
                    "%1", self._name(seat)))
            elif here and not was_here:
                self._note(tr.translate("Friends", "%1 is at the table.").replace("%1", self._name(seat)))
            elif was_here and not here:
                self._note(tr.translate("Friends", "%1 left the table.").replace("%1", self._name(seat)))
        self._known = now
        self.session.set_settings(self.window.settings)  # names, and who is a computer now

    def _chatted(self, seat: int, line: str) -> None:
        self._note(tr.translate("Friends", "%1: %2").replace("%1", self._name(seat)).replace("%2", line))

    def _ended(self, record: Record) -> None:
        self.window.files.keeper.keep(record)
        self._note(tr.translate("Friends", "The game is over: its record is kept among your saved games."))

    def _failed(self, code: str, message: str) -> None:
        texts = {"closed": tr.translate("Friends", "The connection to the table has ended."),
                 "replaced": tr.translate("Friends", "This seat was taken by another connection "
                                                     "(another window with the same invite)."),
                 "server-stopping": tr.translate("Friends", "The table has been closed by its host.")}
        if code in texts or code == "unreadable":
            self._note(texts.get(code, tr.translate("Friends", "The table sent something that could not be read.")))

    def _note(self, text: str) -> None:
        if getattr(self, "session", None) is not None:
            self.session.log_note(text)

    # -- invites ----------------------------------------------------------------------------------------
    def show_invites(self, invites: dict[int, Invite], names: list[str]) -> QDialog:
        """Show each friend's invite (a code and a link) with buttons to copy them."""
        dialog = QDialog(self.window)
        dialog.setObjectName("invitesDialog")
        dialog.setWindowTitle(tr.translate("Friends", "Invites"))
        layout = QVBoxLayout(dialog)
        intro = QLabel(tr.translate("Friends", "Give each friend their invite. They choose Game → Join a table… "
                                               "and paste the link "
                           "(or type the code and choose this table from the list)."), dialog)
        intro.setWordWrap(True)
        intro.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(intro)
        grid = QGridLayout()
        for row, (seat, invite) in enumerate(sorted(invites.items())):
            who = QLabel(tr.translate("Friends", "Seat %1 (%2)").replace("%1", str(seat + 1)).replace(
                "%2", names[seat]), dialog)
            code = QLabel(format_code(invite.code), dialog)
            link = QLabel(invite.link, dialog)
            for label in (who, code, link):
                label.setTextFormat(Qt.TextFormat.PlainText)
                label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            code.setObjectName(f"inviteCode{seat}")
            link.setObjectName(f"inviteLink{seat}")
            copy = QPushButton(tr.translate("Friends", "Copy the link"), dialog)
            copy.setObjectName(f"inviteCopy{seat}")
            copy.clicked.connect(lambda _c=False, text=invite.link: QGuiApplication.clipboard().setText(text))
            grid.addWidget(who, row * 2, 0)
            grid.addWidget(code, row * 2, 1)
            grid.addWidget(copy, row * 2, 2)
            grid.addWidget(link, row * 2 + 1, 1, 1, 2)
        layout.addLayout(grid)
        close = QPushButton(tr.translate("Friends", "Close"), dialog)
        close.clicked.connect(dialog.close)
        layout.addWidget(close)
        self.invites_dialog = dialog
        dialog.show()
        return dialog

    # -- the end ------------------------------------------------------------------------------------------
    def _replaced(self, session: Any) -> None:
        if session is not self.session:
            self.stop()

    def stop(self) -> None:
        """Leave the table: the connection closes and a hosted table's server stops."""
        self._timer.stop()
        try:
            self.window.sessionStarted.disconnect(self._replaced)
        except (RuntimeError, TypeError):
            pass
        try:
            self.window.closing.disconnect(self.stop)
        except (RuntimeError, TypeError):  # already disconnected: stop() ran once
            pass
        self.seats.connection.close()
        if self.child is not None:
            self.child.stop()
            self.child = None
        if self.invites_dialog is not None:
            self.invites_dialog.close()
            self.invites_dialog = None
        if self.window.friends_table is self:
            self.window.friends_table = None
