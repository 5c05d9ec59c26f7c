"""The "Play with friends" dialog: the new-game dialog's game, seats and rule options, where a
seat may also be a friend's (who comes with an invite), and how friends reach this computer.

Exactly one seat is the person at this computer; every friend's seat gets an invite once the
table is made. The address offered for the invites is one of this computer's own (or this
computer only, for two windows on it); the table listens on every network of the computer.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QGroupBox, QLabel, QSpinBox, QWidget

from ...core.game import Game
from ...net.discovery import local_addresses
from ...net.invites import DEFAULT_PORT
from ...net.protocol import SeatPlan
from ..kit.controls import offer_choices
from ..kit.message_box import warn
from .new_game_dialog import NewGameDialog

#: The seat kind of a friend invited to the table.
FRIEND = "friend"


@dataclass(frozen=True)
class HostPlan:
    """The table to host: its game, seats (``me`` is this computer's person), options, hints, and
    the address and port the invites name."""

    game: str
    seats: list[SeatPlan]
    options: dict[str, Any]
    me: int
    hints: bool
    address: str
    port: int

    @property
    def local_only(self) -> bool:
        """True when the table is for this computer only (two windows on it)."""
        return self.address.startswith("127.")


class HostDialog(NewGameDialog):
    """Choose the table to host (see the module documentation); :meth:`plan` gives the result."""

    def __init__(self, games: Sequence[Game], lang: str, previous: dict[str, Any] | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(games, lang, previous, parent)
        self.setObjectName("hostDialog")
        self.seed_edit.hide()
        self.seed_label.hide()  # the table draws its seed where nobody can see it
        self.watch_button.hide()  # a table to watch has no seat for its host
        self.network_group = QGroupBox(self)
        form = QFormLayout(self.network_group)
        self.hints_box = QCheckBox(self.network_group)
        self.hints_box.setObjectName("hostHints")
        self.address_box = QComboBox(self.network_group)
        self.address_box.setObjectName("hostAddress")
        self.port_box = QSpinBox(self.network_group)
        self.port_box.setObjectName("hostPort")
        self.port_box.setRange(1024, 65535)
        self.port_box.setValue(DEFAULT_PORT)
        self.address_label = QLabel(self.network_group)
        self.port_label = QLabel(self.network_group)
        form.addRow(self.hints_box)
        form.addRow(self.address_label, self.address_box)
        form.addRow(self.port_label, self.port_box)
        layout = self.layout()
        layout.insertWidget(layout.indexOf(self.buttons), self.network_group)
        self._addresses = local_addresses()
        self.retranslate()

    def retranslate(self) -> None:
        """Set the dialog's texts in the current language."""
        super().retranslate()
        self.setWindowTitle(self.tr("Play with friends"))
        if not hasattr(self, "network_group"):
            return  # the new-game dialog's part, while it is being built
        self.network_group.setTitle(self.tr("The table on the network"))
        self.hints_box.setText(self.tr("Players may ask for hints"))
        self.address_label.setText(self.tr("Friends reach this computer at"))
        self.port_label.setText(self.tr("Port"))
        offer_choices(self.address_box, ((a, a if not a.startswith("127.") else
                                          self.tr("%1 (this computer only)").replace("%1", a))
                                         for a in self._addresses), self.address_box.currentData())

    def _fill_kind(self, box: QComboBox) -> None:
        offer_choices(box, (("human", self.tr("You (at this computer)")), (FRIEND, self.tr("A friend (invited)")),
                            ("ai", self.tr("Computer"))), box.currentData())

    def plan(self) -> HostPlan:
        """The table as chosen."""
        setup = self.setup()
        seats = [SeatPlan("person", p.name) if p.kind in ("human", FRIEND) else SeatPlan("computer", p.name, p.level)
                 for p in setup.players]
        me = next(s for s, p in enumerate(setup.players) if p.kind == "human")
        return HostPlan(setup.game_id, seats, setup.options, me, self.hints_box.isChecked(),
                        str(self.address_box.currentData()), self.port_box.value())

    def accept(self) -> None:  # noqa: D102 - Qt API
        kinds = [k.currentData() for _label, k, _level, _name in self._seat_rows]
        if kinds.count("human") != 1 or FRIEND not in kinds:
            warn(self, self.tr("Play with friends"),
                 self.tr("Choose one seat for you and at least one seat for a friend."))
            return
        super().accept()
