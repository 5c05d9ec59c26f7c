"""The deal editor: set every hand (and the talon, the opening table, the stock) and play the deal.

Each place the game's deal fills (:meth:`~tarotdesk.core.game.Game.deal_places`) shows its
cards as cards, drawn by the window's card renderer on the felt, in the order they are dealt
there (the order matters: the Lombard exposure turns up the last card dealt, the stock is
dealt from its first card); the cards not placed yet wait in the pack on the left. Cards move by dragging them from place to place
(several at once once chosen), or by choosing them (click, Shift/Ctrl+click, the arrow keys)
and pressing "Move to" (Enter) with a place chosen; "Deal the rest" puts the pack's remaining cards at random where
room is left. A record's text can be pasted: its first deal is shown, to be changed or played.

Under the lists the editor says why the cards cannot be dealt yet (a place with the wrong
number of cards, a card twice, a card not placed, a card not in this game's pack), in the
window's language; once they can, "Play against the computer" deals them as a prearranged deck
(:func:`~tarotdesk.core.deal_places.arrange`) and "Guided game" gives them to the coach.
"""

from __future__ import annotations

import html
from typing import Any, Callable, Sequence

from PySide6.QtCore import QSize, Qt, QTimer, Signal
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (QAbstractItemView, QComboBox, QDialog, QGridLayout, QGroupBox, QHBoxLayout,
                               QInputDialog, QLabel, QListView, QListWidget, QListWidgetItem, QScrollArea,
                               QVBoxLayout, QWidget)

from ...core.cards import Card, card, is_card_code
from ...core.deal_places import DealProblem, Place, arrange, deal_problems, split
from ...core.game import Game
from ...core.deal_setup import DealSetup
from ...table.opening import first_deal
from ...core.records import PlayerInfo, RecordError, parse_record
from ...core.rng import SeededRNG
from ..kit.controls import new_button
from .game_choice import ChoosesGame
from ..kit.language_change import FollowsLanguage
from ..kit.screen_fit import size_dialog

# Problems listed at most (the rest are counted).
PROBLEMS_SHOWN = 6
# The width of a card in the editor (logical pixels) and the felt under the cards.
CARD_W = 38
FELT = "#1d5a38"


class CardList(QListWidget):
    """One place's cards, shown as cards on the felt: dragged in and out, chosen with the mouse
    or the keys. Each item keeps its card's code; its name is its tooltip and accessible text."""

    def __init__(self, name: str, look: "CardLook", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.look = look
        # Cards flow left to right and wrap, like a hand laid out on the table.
        self.setViewMode(QListView.ViewMode.ListMode)
        self.setFlow(QListView.Flow.LeftToRight)
        self.setWrapping(True)
        self.setResizeMode(QListView.ResizeMode.Adjust)
        self.setUniformItemSizes(True)
        self.setIconSize(look.size)
        self.setGridSize(look.cell)
        #: How many cards the place holds (the list asks for room to show them all); 0: as many as come.
        self.capacity = 0
        self.setDragDropMode(QAbstractItemView.DragDropMode.DragDrop)
        self.setDefaultDropAction(Qt.DropAction.MoveAction)
        self.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.setStyleSheet(f"QListWidget {{ background: {FELT}; border-radius: 6px; }}"
                           "QListWidget::item:selected { background: #f6d32d; border-radius: 3px; }")
        policy = self.sizePolicy()
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self.setMinimumHeight(look.cell.height() + 8)

    def hasHeightForWidth(self) -> bool:  # noqa: N802 - Qt API
        return self.capacity > 0

    def heightForWidth(self, width: int) -> int:  # noqa: N802 - Qt API
        """Room for every card of the place, in as many rows as this width needs."""
        cell = self.look.cell
        inner = width - 2 * self.frameWidth() - 4
        per_row = max(1, inner // max(1, cell.width()))
        rows = max(1, -(-max(self.capacity, self.count()) // per_row))
        return rows * cell.height() + 2 * self.frameWidth() + 6

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt API
        hint = super().sizeHint()
        if self.capacity:
            hint.setHeight(self.heightForWidth(max(hint.width(), 200)))
        return hint

    def cards(self) -> list[Card]:
        """The cards shown, in order (a row a drop is still filling in is left out)."""
        codes = [self.item(i).data(Qt.ItemDataRole.UserRole) for i in range(self.count())]
        return [card(code) for code in codes if code is not None]

    def set_cards(self, cards: Sequence[Card], name_of: Any) -> None:
        """Show ``cards``, each named in the current language."""
        self.clear()
        for c in cards:
            self.add(c, name_of)

    def add(self, c: Card, name_of: Any) -> None:
        """Add one card."""
        item = QListWidgetItem(self.look.icon(c), "")
        item.setData(Qt.ItemDataRole.UserRole, c.code)
        self.name_item(item, name_of)
        # Only a move between places, never a copy into the same place's items.
        item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsDragEnabled)
        self.addItem(item)

    @staticmethod
    def name_item(item: QListWidgetItem, name_of: Any) -> None:
        """Name an item's card (tooltip and accessible text) in the current language."""
        name = name_of(card(item.data(Qt.ItemDataRole.UserRole)))
        item.setToolTip(name)
        item.setData(Qt.ItemDataRole.AccessibleTextRole, name)

    def redraw(self) -> None:
        """Draw every card again (the renderer or its style changed)."""
        self.setIconSize(self.look.size)
        self.setGridSize(self.look.cell)
        for i in range(self.count()):
            self.item(i).setIcon(self.look.icon(card(self.item(i).data(Qt.ItemDataRole.UserRole))))


class CardLook:
    """How the editor draws its cards: the renderer of the moment, the pack and the size."""

    def __init__(self, renderer_of: Callable[[], Any], widget: QWidget) -> None:
        self._renderer_of = renderer_of
        self._widget = widget
        self.pack_id = ""
        self.size = QSize(CARD_W, round(CARD_W * 1.75))

    def set_pack(self, pack_id: str) -> None:
        """Draw the cards of ``pack_id``."""
        self.pack_id = pack_id
        self.size = QSize(CARD_W, round(CARD_W * self._renderer_of().aspect(pack_id)))

    @property
    def cell(self) -> QSize:
        """The room of one card in a place (the card and a margin to see it chosen)."""
        return QSize(self.size.width() + 6, self.size.height() + 6)

    def icon(self, c: Card) -> QIcon:
        """The picture of ``c`` (a card of another pack is drawn as the renderer draws it)."""
        renderer = self._renderer_of()
        return QIcon(renderer.pixmap(self.pack_id, c.code, CARD_W, self._widget.devicePixelRatioF()))


class DealEditor(ChoosesGame, FollowsLanguage, QDialog):
    """The deal editor; ``playRequested(game, players, options, DealSetup)`` when a deal is played."""

    playRequested = Signal(object, list, dict, object)

    def __init__(self, games: Sequence[Game], lang: str, parent: QWidget | None = None,
                 renderer_of: Callable[[], Any] | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("dealEditor")
        self.games = [g for g in games if _has_places(g)]
        self.lang = lang
        if renderer_of is None:
            from ..scene.plain_cards import PlainCardRenderer

            plain = PlainCardRenderer(self)
            renderer_of = lambda: plain  # noqa: E731 - the cards drawn plainly
        #: How the cards are drawn: the window's renderer of the moment (it changes once the art is loaded).
        self.look = CardLook(renderer_of, self)
        self.places: list[Place] = []
        self._change_pending = False
        self.lists: list[CardList] = []
        self.boxes: list[QGroupBox] = []
        outer = QVBoxLayout(self)
        top = QHBoxLayout()
        self.game_label, self.count_label, self.dealer_label, self.seat_label = (QLabel(self) for _ in range(4))
        self.game_box, self.players_box, self.dealer_box, self.seat_box = (QComboBox(self) for _ in range(4))
        self.game_box.setObjectName("editorGame")
        self.players_box.setObjectName("editorPlayers")
        self.dealer_box.setObjectName("editorDealer")
        self.seat_box.setObjectName("editorSeat")
        for label, box in ((self.game_label, self.game_box), (self.count_label, self.players_box),
                           (self.dealer_label, self.dealer_box), (self.seat_label, self.seat_box)):
            label.setBuddy(box)
            top.addWidget(label)
            top.addWidget(box)
        top.addStretch(1)
        outer.addLayout(top)
        body = QHBoxLayout()
        pack_box = QVBoxLayout()
        self.pack_label = QLabel(self)
        self.pack = CardList("editorPack", self.look, self)
        pack_box.addWidget(self.pack_label)
        pack_box.addWidget(self.pack, 1)
        body.addLayout(pack_box, 1)
        self.grid_host = QWidget(self)
        self.grid = QGridLayout(self.grid_host)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.grid_host)
        body.addWidget(scroll, 2)
        outer.addLayout(body, 1)
        self._make_controls(outer)
        for g in self.games:
            self.game_box.addItem(g.name(lang), g.id)
        self.game_box.currentIndexChanged.connect(self._game_chosen)
        self.players_box.currentIndexChanged.connect(self._reset)
        self.dealer_box.currentIndexChanged.connect(self._reset)
        self.retranslate()
        self._game_chosen()
        size_dialog(self, QSize(1000, 680))

    def _make_controls(self, outer: QVBoxLayout) -> None:
        row = QHBoxLayout()
        self.move_box = QComboBox(self)
        self.move_box.setObjectName("editorTarget")
        self.move_button = new_button(self, "editorMove", self.move_selected)
        self.move_button.setDefault(True)
        self.rest_button = new_button(self, "editorRest", self.deal_rest)
        self.clear_button = new_button(self, "editorClear", self._reset)
        self.paste_button = new_button(self, "editorPaste", self._paste_dialog)
        for w in (self.move_box, self.move_button, self.rest_button, self.clear_button, self.paste_button):
            row.addWidget(w)
        row.addStretch(1)
        outer.addLayout(row)
        self.problems = QLabel(self)
        self.problems.setObjectName("editorProblems")
        self.problems.setWordWrap(True)
        self.problems.setTextFormat(Qt.TextFormat.RichText)  # every value in it is escaped
        outer.addWidget(self.problems)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.play_button = new_button(self, "editorPlay", self.play)
        self.guide_button = new_button(self, "editorGuided", self.play_guided)
        self.close_button = new_button(self, "editorClose", self.close)
        for b in (self.guide_button, self.play_button, self.close_button):
            buttons.addWidget(b)
        outer.addLayout(buttons)

    # -- words ---------------------------------------------------------------------------------------
    def retranslate(self) -> None:
        """Set every text in the current language."""
        self.setWindowTitle(self.tr("Deal editor"))
        self.game_label.setText(self.tr("&Game:"))
        self.count_label.setText(self.tr("&Players:"))
        self.dealer_label.setText(self.tr("&Dealer:"))
        self.seat_label.setText(self.tr("&Your seat:"))
        self.pack_label.setText(self.tr("Cards not placed yet (drag them to a place)"))
        self.move_button.setText(self.tr("&Move to"))
        self.rest_button.setText(self.tr("Deal the &rest at random"))
        self.clear_button.setText(self.tr("&Start again"))
        self.paste_button.setText(self.tr("Paste a re&cord…"))
        self.play_button.setText(self.tr("&Play against the computer"))
        self.guide_button.setText(self.tr("Play as a &guided game"))
        self.close_button.setText(self.tr("Close"))
        self._name_places()
        self._check()

    def set_language(self, lang: str) -> None:
        """Name the cards and the games in ``lang`` (the window's texts follow the translator)."""
        self.lang = lang
        for i, g in enumerate(self.games):
            self.game_box.setItemText(i, g.name(lang))
        for lst in [self.pack, *self.lists]:
            for i in range(lst.count()):
                lst.name_item(lst.item(i), self._card_name)
        self.retranslate()

    def redraw(self) -> None:
        """Draw the cards again with the window's renderer (the card art came, or its style changed)."""
        self.look.set_pack(self.game.pack_id)
        for lst in [self.pack, *self.lists]:
            lst.redraw()

    def place_name(self, i: int) -> str:
        """Place ``i`` in words ("Hand of seat 2", "Talon" ...)."""
        place = self.places[i]
        if place.kind == "hand":
            return self.tr("Hand of seat %1").replace("%1", str((place.seat or 0) + 1))
        return {"talon": self.tr("Talon"), "table": self.tr("Opening table"),
                "stock": self.tr("Stock (top card first)"), "unused": self.tr("Cards left out of the deal")}.get(
            place.kind, place.kind)

    def _name_places(self) -> None:
        current = self.move_box.currentIndex()
        self.move_box.clear()
        for i, box in enumerate(self.boxes):
            name = self.place_name(i)
            box.setTitle(self.tr("%1: %2 of %3 cards").replace("%1", name).replace(
                "%2", str(self.lists[i].count())).replace("%3", str(self.places[i].size)))
            self.move_box.addItem(name)
        self.move_box.setCurrentIndex(max(0, min(current, len(self.boxes) - 1)))
        for i in range(self.players_box.count()):
            self.players_box.setItemText(i, str(self.players_box.itemData(i)))
        for box in (self.dealer_box, self.seat_box):
            for i in range(box.count()):
                box.setItemText(i, self.tr("Seat %1").replace("%1", str(i + 1)))

    def _card_name(self, c: Card) -> str:
        return self.game.pack.name(c, self.lang) if c in set(self.game.pack.cards) else c.code

    # -- the game, its players and its places ----------------------------------------------------------
    def _game_chosen(self) -> None:
        for box in (self.players_box, self.dealer_box, self.seat_box):
            box.blockSignals(True)
        self.players_box.clear()
        for n in self.game.player_counts:
            self.players_box.addItem(str(n), n)
        for box in (self.players_box, self.dealer_box, self.seat_box):
            box.blockSignals(False)
        self._reset()

    def _seats(self) -> None:
        for box in (self.dealer_box, self.seat_box):
            keep = box.currentIndex()
            box.blockSignals(True)
            box.clear()
            for s in range(self.n_players):
                box.addItem(self.tr("Seat %1").replace("%1", str(s + 1)), s)
            box.setCurrentIndex(keep if 0 <= keep < self.n_players else 0)
            box.blockSignals(False)

    def _reset(self) -> None:
        """Every card back in the pack list, and the places of the game, count and dealer chosen."""
        self._seats()
        self.look.set_pack(self.game.pack_id)
        self.pack.setIconSize(self.look.size)
        self.pack.setGridSize(self.look.cell)
        self.set_deal([[] for _ in self._layout_places()], list(self.game.pack.cards))

    def _layout_places(self) -> list[Place]:
        g = self.game
        options = g.resolve_options(self.n_players, {})
        self.places = g.deal_places(self.n_players, int(self.dealer_box.currentData() or 0), options)
        return self.places

    def set_deal(self, contents: Sequence[Sequence[Card]], rest: Sequence[Card] = ()) -> None:
        """Show ``contents`` in the places (one list each) and ``rest`` in the pack list."""
        for box in self.boxes:
            box.setParent(None)
            box.deleteLater()
        self.boxes, self.lists = [], []
        # A place is a row of cards across the table; many places share the width two by two.
        columns = 1 if len(self.places) <= 5 else 2
        for i, place in enumerate(self.places):
            box = QGroupBox(self.grid_host)
            layout = QVBoxLayout(box)
            layout.setContentsMargins(6, 4, 6, 4)
            lst = CardList(f"editorPlace{i}", self.look, box)
            lst.capacity = place.size
            lst.set_cards(contents[i] if i < len(contents) else [], self._card_name)
            # A drop inserts the rows first and fills them in after: look once it is done.
            lst.model().rowsInserted.connect(self._changed_soon)
            lst.model().rowsRemoved.connect(self._changed_soon)
            layout.addWidget(lst)
            self.grid.addWidget(box, i // columns, i % columns)
            self.boxes.append(box)
            self.lists.append(lst)
        self.pack.set_cards(sorted(rest, key=self.game.pack.cards.index), self._card_name)
        self._name_places()
        self._check()

    def contents(self) -> list[list[Card]]:
        """The cards of every place, in order."""
        return [lst.cards() for lst in self.lists]

    def _changed(self, *_args: Any) -> None:
        self._name_places()
        self._check()

    def _changed_soon(self, *_args: Any) -> None:
        if not self._change_pending:
            self._change_pending = True
            QTimer.singleShot(0, self, self._changed_now)

    def _changed_now(self) -> None:
        self._change_pending = False
        for lst in self.lists:
            lst.updateGeometry()  # a place that grew asks for its rows
        self._changed()

    # -- moving cards ----------------------------------------------------------------------------------
    def move_selected(self) -> int:
        """Move the chosen cards (of every list) to the place chosen under the lists; how many moved."""
        target = self.lists[self.move_box.currentIndex()] if self.lists else None
        if target is None:
            return 0
        moved = 0
        for lst in [self.pack, *self.lists]:
            if lst is target:
                continue
            for item in lst.selectedItems():
                c = card(item.data(Qt.ItemDataRole.UserRole))
                lst.takeItem(lst.row(item))
                target.add(c, self._card_name)
                moved += 1
        self._changed()
        return moved

    def deal_rest(self) -> None:
        """Put the cards not placed yet at random where room is left."""
        rest = self.pack.cards()
        SeededRNG(len(rest) + sum(lst.count() for lst in self.lists)).shuffle(rest)
        for place, lst in zip(self.places, self.lists):
            while lst.count() < place.size and rest:
                lst.add(rest.pop(), self._card_name)
        self.pack.set_cards(rest, self._card_name)
        self._changed()

    # -- a record's deal -------------------------------------------------------------------------------
    def _paste_dialog(self) -> None:
        text, ok = QInputDialog.getMultiLineText(self, self.tr("Paste a record"),
                                                 self.tr("The text of a tarotdesk record:"))
        if ok:
            self.paste_record(text)

    def paste_record(self, text: str) -> bool:
        """Show the first deal of the record ``text``; False (and why, under the lists) if it cannot be read."""
        try:
            record = parse_record(text, lambda game_id: _game_of(self.games, game_id))
            game = _game_of(self.games, record.game)
            dealer, deck = first_deal(record, game)
        except (RecordError, KeyError, ValueError) as exc:
            reason = exc.text(self.lang) if isinstance(exc, RecordError) else str(exc)
            self.problems.setText(html.escape(self.tr("This record cannot be used: %1").replace("%1", reason)))
            return False
        self.game_box.setCurrentIndex(self.games.index(game))
        self.players_box.setCurrentIndex(game.player_counts.index(record.n_players))
        self.dealer_box.setCurrentIndex(dealer)
        humans = [s for s, p in enumerate(record.players) if p.kind == "human"]
        self.seat_box.setCurrentIndex(humans[0] if humans else 0)
        self.set_deal(split(self._layout_places(), deck))
        return True

    # -- checking and playing -------------------------------------------------------------------------
    def problem_texts(self) -> list[str]:
        """Why the cards cannot be dealt now (empty: they can), in the current language."""
        found = deal_problems(self.places, self.contents(), self.game.pack.cards)
        missing = [p.params["card"] for p in found if p.code == "card-missing"]
        out = [self._problem_text(p) for p in found if p.code != "card-missing"]
        if missing:
            names = ", ".join(self._card_name(card(code)) for code in missing[:PROBLEMS_SHOWN])
            more = len(missing) - PROBLEMS_SHOWN
            if more > 0:
                names += " " + self.tr("and %n more", "", more)
            out.append(self.tr("Not in any place: %1.").replace("%1", names))
        return out

    def _problem_text(self, p: DealProblem) -> str:
        c = card(p.params["card"]) if "card" in p.params and is_card_code(p.params["card"]) else None
        name = self._card_name(c) if c is not None else str(p.params.get("card", ""))
        if p.code == "card-foreign":
            return self.tr("%1 is not a card of this game's pack.").replace("%1", name)
        if p.code == "card-twice":
            return self.tr("%1 is placed %2 times.").replace("%1", name).replace("%2", str(p.params["count"]))
        return self.tr("%1 holds %2 cards; it must hold %3.").replace("%1", self.place_name(p.params["place"])).replace(
            "%2", str(p.params["count"])).replace("%3", str(p.params["size"]))

    def _check(self) -> bool:
        if not self.places:
            return False
        texts = self.problem_texts()
        shown = texts[:PROBLEMS_SHOWN]
        if texts:
            head = html.escape(self.tr("This deal cannot be played yet:"))
            rows = "".join(f"<li>{html.escape(t)}</li>" for t in shown)
            self.problems.setText(f"<span style='color:#a51d2d'>{head}</span><ul>{rows}</ul>")
        else:
            self.problems.setText(html.escape(self.tr("Every card is in its place: the deal can be played.")))
        self.play_button.setEnabled(not texts)
        self.guide_button.setEnabled(not texts)
        return not texts

    def deal_setup(self) -> DealSetup:
        """The deal as a prearranged deck (the cards must be dealable: see :meth:`problem_texts`)."""
        dealer = int(self.dealer_box.currentData() or 0)
        return DealSetup(0, tuple(arrange(self.places, self.contents())), 0, dealer)

    def players(self) -> list[PlayerInfo]:
        """The person at the chosen seat, the computer (standard level) at the others."""
        from PySide6.QtCore import QCoreApplication

        you = int(self.seat_box.currentData() or 0)
        name = QCoreApplication.translate("NewGameDialog", "You")
        return [PlayerInfo(name, "human") if s == you else PlayerInfo(self.tr("Computer %1").replace(
            "%1", str(s + 1)), "ai", "standard") for s in range(self.n_players)]

    def play(self) -> bool:
        """Play the deal against the computer; False if it cannot be dealt."""
        if not self._check():
            return False
        self.playRequested.emit(self.game, self.players(), {}, self.deal_setup())
        return True

    def play_guided(self) -> bool:
        """Give the deal to a guided game (the coach explains in general terms)."""
        if not self._check():
            return False
        from ...core.records import Record
        from ..window.guided import start_guided_game

        setup = self.deal_setup()
        record = Record(self.game.id, self.players(), {}, "edited", setup.dealer, [setup])
        start_guided_game(self.parentWidget(), record, None, int(self.seat_box.currentData() or 0))
        self.hide()
        return True


def _has_places(game: Game) -> bool:
    try:
        game.deal_places(game.player_counts[0], 0, game.resolve_options(game.player_counts[0], {}))
    except NotImplementedError:
        return False
    return True


def _game_of(games: Sequence[Game], game_id: str) -> Game:
    for g in games:
        if g.id == game_id:
            return g
    raise KeyError(game_id)
