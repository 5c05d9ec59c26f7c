"""The "Join a table" dialog: an invite's link or code, and the tables found on this network.

A link (``tarotdesk://HOST:PORT/CODE``) says everything. A code alone needs the table's address:
the tables that answer a probe on the local network (:mod:`tarotdesk.net.discovery`) are listed,
and choosing one fills the address in; it can also be typed. The probe runs in a thread of its
own, so the dialog never waits for the network.
"""

from __future__ import annotations

import threading
from typing import Any, Callable

from PySide6.QtCore import QSize, QTimer
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...net.discovery import FoundServer, probe
from ...net.invites import DEFAULT_PORT, Invite, parse_invite, server_url
from ...net.strict import WireError
from ..kit.language_change import FollowsLanguage
from ..kit.message_box import warn
from ..kit.screen_fit import size_dialog
from ..model.plain_text import NAME_LIMIT, one_line

Prober = Callable[[], list[FoundServer]]


class JoinDialog(FollowsLanguage, QDialog):
    """Ask for an invite (see the module documentation); :meth:`invite` gives it."""

    def __init__(self, name: str = "", parent: QWidget | None = None, prober: Prober = probe,
                 game_name: Callable[[str], str] = str) -> None:
        super().__init__(parent)
        self.setObjectName("joinDialog")
        self._prober = prober
        self._game_name = game_name
        self._found: list[FoundServer] | None = None
        self._chosen: Invite | None = None
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.invite_edit = QLineEdit(self)
        self.invite_edit.setObjectName("joinInvite")
        self.address_edit = QLineEdit(self)
        self.address_edit.setObjectName("joinAddress")
        self.name_edit = QLineEdit(self)
        self.name_edit.setObjectName("joinName")
        self.name_edit.setMaxLength(NAME_LIMIT)
        self.name_edit.setText(name)
        self.invite_label, self.address_label, self.name_label = QLabel(self), QLabel(self), QLabel(self)
        form.addRow(self.invite_label, self.invite_edit)
        form.addRow(self.address_label, self.address_edit)
        form.addRow(self.name_label, self.name_edit)
        layout.addLayout(form)
        self.found_label = QLabel(self)
        self.found_label.setWordWrap(True)
        self.found_list = QListWidget(self)
        self.found_list.setObjectName("joinFound")
        self.found_list.currentItemChanged.connect(self._picked)
        self.search_button = QPushButton(self)
        self.search_button.setObjectName("joinSearch")
        self.search_button.clicked.connect(self.search)
        layout.addWidget(self.found_label)
        layout.addWidget(self.found_list, 1)
        layout.addWidget(self.search_button)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel,
                                        parent=self)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self._timer = QTimer(self)
        self._timer.setInterval(50)
        self._timer.timeout.connect(self._probe_done)
        self.retranslate()
        size_dialog(self, QSize(520, 420))
        self.search()

    def retranslate(self) -> None:
        """Set the dialog's texts in the current language."""
        self.setWindowTitle(self.tr("Join a table"))
        self.invite_label.setText(self.tr("Invite (link or code)"))
        self.invite_edit.setPlaceholderText("tarotdesk://…")
        self.address_label.setText(self.tr("Table's address (for a code)"))
        self.address_edit.setPlaceholderText(self.tr("host:port, or choose a table below"))
        self.name_label.setText(self.tr("Your name"))
        self.search_button.setText(self.tr("Look again"))
        self._show_found()

    # -- the probe ---------------------------------------------------------------------------------
    def search(self) -> None:
        """Look for tables on this network (in a thread; the list fills when they answer)."""
        if self._timer.isActive():
            return
        self._found = None
        box: list[list[FoundServer]] = []
        self._box = box
        threading.Thread(target=lambda: box.append(self._run_probe()), daemon=True, name="tarotdesk-probe").start()
        self._timer.start()
        self._show_found()

    def _run_probe(self) -> list[FoundServer]:
        try:
            return self._prober()
        except OSError:
            return []

    def _probe_done(self) -> None:
        if not self._box:
            return
        self._timer.stop()
        self._found = self._box[0]
        self._show_found()

    def _show_found(self) -> None:
        self.found_list.clear()
        if self._found is None:
            self.found_label.setText(self.tr("Looking for tables on this network…"))
            return
        rows = [(server, table) for server in self._found for table in server.tables if table.free]
        self.found_label.setText(self.tr("Tables on this network with free seats:") if rows else
                                 self.tr("No table with a free seat answered on this network."))
        for server, table in rows:
            who = one_line(server.name) or server.host
            text = self.tr("%1 — %2 players, %3 free — %4 (%5:%6)")
            for mark, value in (("%1", self._game_name(table.game)), ("%2", str(table.players)),
                                ("%3", str(table.free)), ("%4", who), ("%5", server.host), ("%6", str(server.port))):
                text = text.replace(mark, value)
            item = QListWidgetItem(text)
            item.setData(256, f"{server.host}:{server.port}")
            self.found_list.addItem(item)

    def _picked(self, item: QListWidgetItem | None, _previous: Any = None) -> None:
        if item is not None:
            self.address_edit.setText(str(item.data(256)))

    # -- the answer ----------------------------------------------------------------------------------
    def invite(self) -> Invite | None:
        """The invite as given (None until the dialog was accepted)."""
        return self._chosen

    def name(self) -> str:
        """The name to sit down with."""
        return one_line(self.name_edit.text()).strip()

    def read_invite(self) -> Invite:
        """The invite the fields give (WireError or ValueError saying what is wrong)."""
        invite = parse_invite(self.invite_edit.text())
        if invite.host is not None:
            return invite
        address = self.address_edit.text().strip()
        if not address:
            raise ValueError(self.tr("A code alone needs the table's address: choose a table or type host:port."))
        host, port = server_url(address if ":" in address else f"{address}:{DEFAULT_PORT}")
        return Invite(invite.code, host, port)

    def accept(self) -> None:  # noqa: D102 - Qt API
        try:
            self._chosen = self.read_invite()
        except (WireError, ValueError) as exc:
            warn(self, self.tr("Join a table"), self.tr("This invite cannot be used: %1").replace("%1", str(exc)))
            return
        self._timer.stop()
        super().accept()
