"""The card table: a QGraphicsView that draws :class:`Frame`s and animates between them.

It knows nothing of any game. It places the cards of a frame (see :mod:`.table_geometry`),
moves every card that stays from where it was to where it now belongs, brings new cards in
from where they come from (the dealer, the seat that played them, the stock) and sends cards
that leave to the pile that grew. Input is reported as signals carrying cards:

* ``handCardClicked`` / ``handCardDoubleClicked``: a click on one of the viewer's cards;
* ``handCardDropped``: a hand card dragged onto the table (released above the hand);
* ``tableCardClicked``: a click on a face-up table card offered for a choice;
* ``feltClicked``: a click on the empty table above the hand (plays a card chosen by a click);
* ``cardRuleRequested``: a click on a face-up card the rules show (the anchor of that rule);
* ``handCardActivated`` (Enter) / ``handCardToggled`` (Space) on the keyboard cursor, which
  the arrow keys move; ``cancelRequested`` (Escape);
* ``settled``: the animations of the last :meth:`TableView.show_frames` call are over;
* ``frameApplied``: a frame was placed (at the start of its animation, or at once), for what
  follows the table without drawing it: the screen reader's objects (:mod:`tarotdesk.ui.access`)
  and the sounds; ``cursorMoved``: the keyboard cursor is on another card (or none);
  ``marksChanged``: the hint's or a review's marks changed.

A card is enlarged by :attr:`TableView.zoom` (:mod:`.card_zoom`): Z for the card under the
cursor, a right-click, or the pointer resting on it when the settings ask for that.

A card dragged and not dropped on the table, or refused, goes back with :meth:`snap_back`.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QParallelAnimationGroup,
    QPauseAnimation,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QKeyEvent, QMouseEvent, QPainter, QResizeEvent
from PySide6.QtWidgets import QApplication, QFrame, QGraphicsScene, QGraphicsView, QWidget

from ...core.cards import Card
from ..model.table_frame import Frame
from ..model.table_geometry import CardTarget, Metrics, Rect, TableGeometry, card_targets, index_fraction
from .table_items import OPTION_COLOURS, CardItem, LabelItem, PlateItem, StackItem

#: The smallest table (logical pixels) the window layout may give.
MIN_SIZE = (400, 280)


class TableView(QGraphicsView):
    """The table widget. See the module documentation."""

    handCardClicked = Signal(object)
    handCardDoubleClicked = Signal(object)
    handCardDropped = Signal(object)
    tableCardClicked = Signal(object)
    handCardActivated = Signal(object)
    handCardToggled = Signal(object)
    feltClicked = Signal()
    #: A face-up card shown for a rule was clicked: the anchor of that rule (``Frame.card_rules``).
    cardRuleRequested = Signal(str)
    cancelRequested = Signal()
    settled = Signal()
    frameApplied = Signal(object)  # the Frame just placed
    marksChanged = Signal()  # the hint's or the review's marks on the cards changed
    cursorMoved = Signal(object)  # the card under the keyboard cursor now (None: no card)

    def __init__(self, renderer: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.renderer = renderer
        self.setScene(QGraphicsScene(self))
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # Items set their own render hints; the cached pictures are copied at whole pixels.
        self.setRenderHints(QPainter.RenderHint.TextAntialiasing)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontSavePainterState)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        # Small enough for the table of a 960x540 logical screen (1920x1080 at twice the scale)
        # with the side column open: the cards scale to whatever room the window leaves.
        self.setMinimumSize(MIN_SIZE[0], MIN_SIZE[1])
        self.labels = {"dealer": "D", "last_trick": "", "teams": "ABCD"}
        self._frame: Frame | None = None
        self._geo: TableGeometry | None = None
        self._cards: dict[Any, CardItem] = {}
        self._plates: dict[int, PlateItem] = {}
        self._piles: dict[int, StackItem] = {}
        self._stock: StackItem | None = None
        self._labels: list[LabelItem] = []
        self._anim: QAbstractAnimation | None = None
        self._anim_quiet = False  # the running animation only puts cards back (no frame follows)
        self._final: list[tuple[CardItem, QPointF, float, float]] = []
        self._doomed: list[CardItem] = []
        self._queue: list[tuple[Frame, bool]] = []
        self._duration = 0
        self._press: tuple[CardItem, QPointF, QPointF] | None = None
        self._dragging = False
        self.focus_index = -1
        self._hinted: frozenset[Card] = frozenset()
        self._review_marks: dict[Card, tuple[str, str, int]] = {}
        # A band at the top of the view kept free of cards while notes float over it (a refusal,
        # the hints): the scene starts that far above the view's top, the view itself never moves.
        self._top_reserve = 0
        self._thinking = QTimer(self)
        self._thinking.setInterval(320)
        self._thinking.timeout.connect(self._tick)
        self._cursor_card: Card | None = None
        from .card_zoom import CardZoom

        self.zoom = CardZoom(self)

    # -- public ---------------------------------------------------------------------------------
    @property
    def frame(self) -> Frame | None:
        """The frame shown (or being animated to)."""
        return self._frame

    @property
    def busy(self) -> bool:
        """True while animations run or frames wait to be shown."""
        return self._anim is not None or bool(self._queue)

    @property
    def top_reserve(self) -> int:
        """The height of the band at the top of the view that no card lies in."""
        return self._top_reserve

    def set_top_reserve(self, height: int) -> None:
        """Keep the top ``height`` pixels of the view free of cards (0: the whole view is the
        table). The table is laid out again in the room below; the view keeps its geometry."""
        height = max(0, min(int(height), self.viewport().height() // 2))
        if height == self._top_reserve:
            return
        self._top_reserve = height
        self._fit_scene()
        if self._frame is not None and not self.busy:
            self._apply(self._frame, 0, quiet=True)

    def _room(self) -> tuple[int, int]:
        """The width and height the table is laid out in (the view less the band kept free)."""
        return self.viewport().width(), max(1, self.viewport().height() - self._top_reserve)

    def _fit_scene(self) -> None:
        # Scene y 0 is the top of the room below the band: the band lies at negative y.
        w, h = self.viewport().width(), self.viewport().height()
        self.scene().setSceneRect(0, -self._top_reserve, w, h)
        self.resetTransform()

    def show_frames(self, frames: list[tuple[Frame, bool]], duration: int) -> None:
        """Animate through ``frames`` (pausing on those marked True); ``settled`` at the end."""
        self._finish_animation()
        self._duration = max(0, int(duration))
        self._queue = list(frames)
        self._next_frame()

    def show_frame(self, frame: Frame, duration: int = 0) -> None:
        """Show one frame (animated if ``duration`` > 0)."""
        self.show_frames([(frame, False)], duration)

    def refresh(self, frame: Frame) -> None:
        """Show ``frame`` at once without ending a turn (a selection, a highlight changed).

        Ignored while an animation runs: the frame that ends it is rebuilt afterwards anyway.
        """
        if self._queue or (self._anim is not None and not self._anim_quiet):
            return
        self._apply(frame, 0, quiet=True)

    def redraw(self) -> None:
        """Re-place everything for the current frame at once (after a resize or a style change).

        Every card and stack is painted again: each keeps a cached picture of itself, which a
        new card style (four colours, high contrast) would otherwise leave as it was."""
        if self._frame is not None and not self.busy:
            self._apply(self._frame, 0)
        for item in [*self._cards.values(), *self._piles.values(), *([self._stock] if self._stock else [])]:
            item.update()

    def snap_back(self) -> None:
        """Send every card back to its place (after a refused or abandoned drag)."""
        self._press = None
        self._dragging = False
        if self._frame is not None:
            self._apply(self._frame, min(self._duration or 150, 200), quiet=True)

    def prefetch(self, pack_id: str, codes: list[str], n_seats: int) -> None:
        """Have the renderer draw these cards ahead, at every size the table uses now."""
        w, h = self._room()
        geo = TableGeometry(w, h, self.renderer.aspect(pack_id), n_seats, 0)
        dpr = self.devicePixelRatioF()
        for width in {round(geo.m.card_w), round(geo.m.centre_w), round(geo.m.small_w)}:
            self.renderer.prefetch(pack_id, [*codes, "back"], width, dpr)

    def prefetch_done(self) -> bool:
        """True when the renderer has no drawing left to do in the background."""
        wait = getattr(self.renderer, "wait_for_prefetch", None)
        return True if wait is None else bool(wait(0))

    def set_hint_mark(self, cards: frozenset[Card] | set[Card]) -> None:
        """Mark these hand or table cards as the first hint (empty: no mark); the mark stays
        through redraws until it is changed."""
        self._hinted = frozenset(cards)
        for key, item in self._cards.items():
            item.set_flags(hinted=key in self._hinted and (item.in_hand or item.on_table))
        self.marksChanged.emit()

    def set_review_marks(self, marks: dict[Card, tuple[str, str, int]]) -> None:
        """Mark hand or table cards as the actions of a reviewed decision (see
        :meth:`CardItem.set_review`; empty: no mark); the marks stay through redraws until changed."""
        self._review_marks = dict(marks)
        for key, item in self._cards.items():
            item.set_review(self._review_marks.get(key) if item.in_hand or item.on_table else None)
        self.marksChanged.emit()

    def review_marked(self) -> dict[Card, str]:
        """The cards that carry a review mark now, with their tags."""
        return {key: item.review[1] for key, item in self._cards.items()
                if item.review is not None and item.scene() is not None}

    def hint_marked(self) -> list[Card]:
        """The cards that carry the hint mark now."""
        return [key for key, item in self._cards.items() if item.hinted and item.scene() is not None]

    def set_focus_index(self, index: int) -> None:
        """Move the keyboard cursor to the viewer's ``index``-th card (-1: none)."""
        self.focus_index = index
        self._update_focus()

    def focused_card(self) -> Card | None:
        """The card under the keyboard cursor."""
        if self._frame is None or not 0 <= self.focus_index < len(self._frame.hand):
            return None
        return self._frame.hand[self.focus_index]

    def card_item(self, c: Card) -> CardItem | None:
        """The item showing card ``c`` (for tests and tools)."""
        item = self._cards.get(c)
        return item if item is not None and item.scene() is not None else None

    def plate_item(self, seat: int) -> PlateItem | None:
        """The name plate of ``seat`` (for the screen reader's objects, tests and tools)."""
        plate = self._plates.get(seat)
        return plate if plate is not None and plate.scene() is not None else None

    def card_view_point(self, c: Card) -> QPointF | None:
        """The centre of card ``c`` in viewport coordinates (for tests and tools)."""
        item = self.card_item(c)
        if item is None:
            return None
        rect = item.mapRectToScene(QRectF(0, 0, item.w, item.h))
        # The first point, left to right, where this card is the topmost card (hands overlap).
        for i in range(1, 20):
            p = self.mapFromScene(QPointF(rect.left() + rect.width() * i / 20, rect.top() + rect.height() * 0.3))
            top = next((it for it in self.items(p) if isinstance(it, CardItem)), None)
            if top is item:
                return QPointF(p)
        return None

    def table_drop_point(self) -> QPointF:
        """A viewport point in the middle of the table (where a dragged card is played)."""
        if self._geo is None:
            return QPointF(self.width() / 2, self.height() / 3)
        cx, cy = self._geo.centre
        return QPointF(self.mapFromScene(QPointF(cx, cy)))

    def notes_band(self, height: float, max_width: float, min_width: float = 0.0) -> QRectF | None:
        """Where notes of ``height`` floating over the table go, in viewport coordinates
        (:meth:`TableGeometry.notes_band`: just above the hand); None before the first frame."""
        if self._geo is None:
            return None
        r = self._geo.notes_band(height, max_width, min_width)
        return QRectF(r.x, r.y + self._top_reserve, r.w, r.h)

    def geometry_model(self) -> TableGeometry | None:
        """The current table geometry."""
        return self._geo

    # -- painting --------------------------------------------------------------------------------
    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:  # noqa: N802 - Qt API
        w, h = self.viewport().width(), self.viewport().height()
        felt = self.renderer.felt(w, h, self.devicePixelRatioF())
        painter.drawPixmap(QRectF(0, -self._top_reserve, w, h), felt, QRectF(0, 0, felt.width(), felt.height()))

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt API
        super().resizeEvent(event)
        self._fit_scene()
        if self._frame is not None:
            self._finish_animation()
            self._queue = []
            self._apply(self._frame, 0)

    # -- frames ------------------------------------------------------------------------------------
    def _next_frame(self) -> None:
        if not self._queue:
            self.settled.emit()
            return
        frame, hold = self._queue.pop(0)
        self._apply(frame, self._duration, hold=hold)

    def _finish_animation(self) -> None:
        anim, self._anim = self._anim, None
        if anim is not None:
            try:
                anim.finished.disconnect()
            except (RuntimeError, TypeError):
                pass
            anim.stop()
        for item, pos, scale, opacity in self._final:
            item.setPos(pos)
            item.setScale(scale)
            item.setOpacity(opacity)
        self._final = []
        for item in self._doomed:
            if item.scene() is not None:
                self.scene().removeItem(item)
        self._doomed = []

    def _apply(self, frame: Frame, duration: int, hold: bool = False, quiet: bool = False) -> None:
        """Place ``frame``; animate over ``duration`` ms; continue with the queue afterwards."""
        self._finish_animation()
        self._frame = frame
        w, h = self._room()
        geo = TableGeometry(w, h, self.renderer.aspect(frame.pack_id), frame.n, frame.viewer, frame.direction,
                            frame.layout.center_kind, hand=[index_fraction(c) for c in frame.hand])
        self._geo = geo
        targets = self._targets(frame, geo)
        group = QParallelAnimationGroup(self)
        finals: list[tuple[CardItem, QPointF, float, float]] = []
        # Dealing: cards leave one after another, the whole deal within about 0.7 s.
        stagger = min(28.0, duration / 9, 700.0 / max(1, len(targets))) if frame.dealing else 0.0
        for key, t in targets.items():  # cards that stay or arrive
            item, end, scale, is_new = self._place(key, t, frame, geo.m, duration)
            delay = t.order * stagger if is_new and frame.dealing else 0.0
            self._animate(group, item, end, scale, 1.0, duration, delay)
            finals.append((item, end, scale, 1.0))
        self._send_away([k for k in self._cards if k not in targets], frame, geo, duration, quiet, group, finals)
        self._place_furniture(frame, geo)
        self._update_focus()
        self.frameApplied.emit(frame)
        self._run(group, finals, duration, hold, quiet)

    def _place(self, key: Any, t: CardTarget, frame: Frame, m: Metrics,
               duration: int) -> tuple[CardItem, QPointF, float, bool]:
        # The item of a card that stays or arrives (a new one starts where the card comes from),
        # with its flags set; its end position, scale, and whether it is new.
        item = self._cards.get(key)
        scale = t.rect.w / m.card_w
        end = QPointF(t.rect.x, t.rect.y)
        is_new = item is None
        if item is None:
            item = CardItem(key, t.code, frame.pack_id, self.renderer, m.card_w, m.card_h)
            self.scene().addItem(item)
            self._cards[key] = item
            if t.origin is not None and duration > 0:
                ox, oy = t.origin
                item.setPos(QPointF(ox - t.rect.w / 2, oy - t.rect.h / 2))
                item.setScale(scale)
            else:
                item.setPos(end)
                item.setScale(scale)
                if duration > 0:
                    item.setOpacity(0.0)
        item.set_size(m.card_w, m.card_h)
        if (item.code, item.pack_id) != (t.code, frame.pack_id):
            item.code, item.pack_id = t.code, frame.pack_id
            item.update()
        item.home = (end.x(), end.y(), scale)
        if item.zValue() != t.z:
            item.setZValue(t.z)
        item.in_hand, item.on_table, item.interactive = t.in_hand, t.on_table, t.interactive
        item.setToolTip(frame.card_tips.get(key, "") if isinstance(key, Card) else "")
        item.set_flags(badge=frame.card_badges.get(key, "") if isinstance(key, Card) else "")
        marked = OPTION_COLOURS[t.marked % len(OPTION_COLOURS)] if t.marked is not None else None
        item.set_flags(dim=t.dim, selected=t.selected, shown=t.shown, marked=marked, picked=t.picked,
                       hinted=key in self._hinted and (t.in_hand or t.on_table))
        item.set_review(self._review_marks.get(key) if t.in_hand or t.on_table else None)
        return item, end, scale, is_new

    def _send_away(self, keys: list[Any], frame: Frame, geo: TableGeometry, duration: int, quiet: bool,
                   group: QParallelAnimationGroup, finals: list[tuple[CardItem, QPointF, float, float]]) -> None:
        # Cards that leave: to the pile of the seat that takes them, or fading where they are.
        for key in keys:
            item = self._cards.pop(key)
            hidden = isinstance(key, tuple) and key and key[0] == "h"
            if duration <= 0 or hidden or quiet:
                self.scene().removeItem(item)
                continue
            item.interactive = False
            item.setZValue(300)
            if frame.sink is not None:
                pile = geo.pile(frame.sink)
                end = QPointF(pile.cx - item.w * item.scale() / 2, pile.cy - item.h * item.scale() / 2)
                self._animate(group, item, end, item.scale(), 0.0, duration, 0.0)
                finals.append((item, end, item.scale(), 0.0))
            else:
                self._animate(group, item, item.pos(), item.scale(), 0.0, duration, 0.0)
                finals.append((item, item.pos(), item.scale(), 0.0))
            self._doomed.append(item)

    def _run(self, group: QParallelAnimationGroup, finals: list[tuple[CardItem, QPointF, float, float]],
             duration: int, hold: bool, quiet: bool) -> None:
        # Start the animation (a completed trick dwells after it), or go on at once without one.
        if duration <= 0 or group.animationCount() == 0:
            group.deleteLater()
            for item in self._doomed:
                self.scene().removeItem(item)
            self._doomed = []
            if quiet:
                return
            # The view is the timer's context: a view closed meanwhile (a replay) is not called.
            if hold and duration > 0:
                QTimer.singleShot(int(duration * 1.6), self, self._next_frame)
            else:
                QTimer.singleShot(0, self, self._next_frame)
            return
        self._final = finals
        if hold:
            seq = QSequentialAnimationGroup(self)
            seq.addAnimation(group)
            seq.addAnimation(QPauseAnimation(int(duration * 1.6), seq))
            anim: QAbstractAnimation = seq
        else:
            anim = group
        self._anim = anim
        self._anim_quiet = quiet
        anim.finished.connect(lambda: self._animation_done(quiet))
        anim.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)

    def _animation_done(self, quiet: bool) -> None:
        self._anim = None
        self._final = []
        for item in self._doomed:
            if item.scene() is not None:
                self.scene().removeItem(item)
        self._doomed = []
        if not quiet:
            self._next_frame()

    @staticmethod
    def _animate(group: QParallelAnimationGroup, item: CardItem, end: QPointF, scale: float, opacity: float,
                 duration: int, delay: float) -> None:
        if duration <= 0:
            item.setPos(end)
            item.setScale(scale)
            item.setOpacity(opacity)
            return
        # The size changes at once: a card whose size does not change while it moves is only
        # blitted from its cached picture, which keeps every animation frame cheap.
        if item.scale() != scale:
            item.setScale(scale)
        moves = []
        if (item.pos() - end).manhattanLength() > 0.5:
            moves.append((b"pos", item.pos(), end))
        if abs(item.opacity() - opacity) > 0.01:
            moves.append((b"opacity", item.opacity(), opacity))
        if not moves:
            return
        for prop, start, stop in moves:
            anim = QPropertyAnimation(item, prop)
            anim.setStartValue(start)
            anim.setEndValue(stop)
            anim.setDuration(duration)
            anim.setEasingCurve(QEasingCurve.Type.OutCubic)
            if delay > 0:
                seq = QSequentialAnimationGroup()
                seq.addAnimation(QPauseAnimation(int(delay)))
                seq.addAnimation(anim)
                group.addAnimation(seq)
            else:
                group.addAnimation(anim)

    def _targets(self, frame: Frame, geo: TableGeometry) -> dict[Any, CardTarget]:
        """Where every card of ``frame`` goes (the top strip's groups measured with their labels)."""
        return card_targets(frame, geo, [rects for _, _, rects in self._strip_groups(frame, geo)])

    @staticmethod
    def _group_label(frame: Frame, gi: int) -> str:
        return frame.group_labels[gi] if gi < len(frame.group_labels) else ""

    def _strip_groups(self, frame: Frame, geo: TableGeometry) -> list[tuple[float, float, list[Rect]]]:
        """The top strip's groups: label x, label room and cards (see ``TableGeometry.strip_groups``)."""
        groups = frame.layout.groups
        widths = [LabelItem.text_width(self._group_label(frame, gi), geo.m.font_px) for gi in range(len(groups))]
        return geo.strip_groups([len(cards) for _, cards in groups], widths, frame.show_last_trick)

    def _place_furniture(self, frame: Frame, geo: TableGeometry) -> None:
        """Name plates, piles, the stock and the strip's labels (no animation needed)."""
        m = geo.m
        lay = frame.layout
        scene = self.scene()
        for s in list(self._plates):
            if s >= frame.n:
                scene.removeItem(self._plates.pop(s))
        for s in list(self._piles):
            if s >= frame.n:
                scene.removeItem(self._piles.pop(s))
        teams = self.labels.get("teams", "ABCD")
        for s in range(frame.n):
            plate = self._plates.get(s)
            if plate is None:
                plate = self._plates[s] = PlateItem(m.plate_w, m.plate_h, m.font_px)
                scene.addItem(plate)
            r = geo.plate(s)
            plate.set_geometry(r.w, r.h, m.font_px)
            plate.setPos(r.x, r.y)
            plate.setZValue(10)
            info = frame.seats[s]
            letter = teams[info.team % len(teams)] if info.team is not None else ""
            plate.set_info(info, info.count_text, self.labels.get("dealer", "D"), letter)
            pile = self._piles.get(s)
            if pile is None:
                pile = self._piles[s] = StackItem(self.renderer, frame.pack_id, m.small_w, m.small_h, m.font_px)
                scene.addItem(pile)
            pr = geo.pile(s)
            count = lay.piles[s] if s < len(lay.piles) else 0
            pile.set_state(pr.w, pr.h, m.font_px, count, frame.pack_id)
            pile.setPos(pr.x, pr.y)
            pile.setZValue(4)
        if self._stock is None:
            self._stock = StackItem(self.renderer, frame.pack_id, m.small_w, m.small_h, m.font_px)
            scene.addItem(self._stock)
        sr = geo.stock(len(lay.center) if lay.center_kind == "table" else 0)
        self._stock.set_state(sr.w, sr.h, m.font_px, lay.stock, frame.pack_id)
        self._stock.setPos(sr.x, sr.y)
        self._stock.setZValue(4)
        # Labels of the top strip.
        texts: list[tuple[str, float, float, bool]] = []
        groups = self._strip_groups(frame, geo)
        for gi, (label_x, room, _) in enumerate(groups):
            texts.append((self._group_label(frame, gi), label_x, room, False))
        if frame.show_last_trick and lay.last_trick:
            # The last trick's label has the room above its own cards and what the groups leave.
            widths = [LabelItem.text_width(self._group_label(frame, gi), m.font_px) for gi in range(len(groups))]
            texts.append((frame.last_trick_label, m.width - 8, geo.last_trick_room(groups, widths), True))
        while len(self._labels) < len(texts):
            item = LabelItem()
            scene.addItem(item)
            self._labels.append(item)
        for i, item in enumerate(self._labels):
            if i < len(texts):
                text, lx, max_w, right = texts[i]
                item.set_text(text, m.font_px, max_w, right)
                item.setPos(lx, 2)
            else:
                item.set_text("", m.font_px, 10)
        thinking = any(info.thinking for info in frame.seats)
        if thinking and not self._thinking.isActive():
            self._thinking.start()
        elif not thinking:
            self._thinking.stop()

    def _tick(self) -> None:
        if self._frame is None:
            return
        for s, plate in self._plates.items():
            if s < len(self._frame.seats) and self._frame.seats[s].thinking:
                plate.tick()

    def set_thinking(self, seat: int | None) -> None:
        """Show the thinking dots on ``seat``'s plate (None: on nobody)."""
        if self._frame is None:
            return
        for s, info in enumerate(self._frame.seats):
            info.thinking = s == seat
            plate = self._plates.get(s)
            if plate is not None:
                plate.update()
        if seat is None:
            self._thinking.stop()
        elif not self._thinking.isActive():
            self._thinking.start()

    def _update_focus(self) -> None:
        focused = self.focused_card()
        for key, item in self._cards.items():
            item.set_flags(focused=item.in_hand and key is focused)
        if focused is not self._cursor_card:
            self._cursor_card = focused
            self.cursorMoved.emit(focused)

    # -- input ---------------------------------------------------------------------------------------
    def _card_at(self, pos: QPointF) -> CardItem | None:
        for item in self.items(pos.toPoint()):
            if isinstance(item, CardItem) and (item.in_hand or item.on_table) and item.interactive:
                return item
        return None

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt API
        if event.button() == Qt.MouseButton.LeftButton and not self.busy:
            item = self._card_at(event.position())
            if item is not None:
                scene_pos = self.mapToScene(event.position().toPoint())
                self._press = (item, event.position(), scene_pos - item.pos())
                self._dragging = False
                event.accept()
                return
            rule = self._rule_at(event.position())
            if rule:
                self.cardRuleRequested.emit(rule)
                event.accept()
                return
            if self._geo is not None and self.mapToScene(event.position().toPoint()).y() < self._geo.drop_line():
                self.feltClicked.emit()
                event.accept()
                return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt API
        if self._press is not None and event.buttons() & Qt.MouseButton.LeftButton:
            item, start, offset = self._press
            if item.in_hand:
                if not self._dragging and (event.position() - start).manhattanLength() >= \
                        QApplication.startDragDistance():
                    self._dragging = True
                    item.setZValue(1000)
                    item.setCursor(Qt.CursorShape.ClosedHandCursor)
                if self._dragging:
                    item.setPos(self.mapToScene(event.position().toPoint()) - offset)
            event.accept()
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt API
        if self._press is not None and event.button() == Qt.MouseButton.LeftButton:
            item, _, _ = self._press
            dragging = self._dragging
            self._press = None
            self._dragging = False
            c = self._card_of(item)
            if dragging:
                item.unsetCursor()
                above = self.mapToScene(event.position().toPoint()).y() < (
                    self._geo.drop_line() if self._geo else 0)
                if above and c is not None:
                    self.handCardDropped.emit(c)
                else:
                    self.snap_back()
            elif c is not None:
                (self.handCardClicked if item.in_hand else self.tableCardClicked).emit(c)
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt API
        if event.button() == Qt.MouseButton.LeftButton and not self.busy:
            item = self._card_at(event.position())
            c = self._card_of(item) if item is not None else None
            if item is not None and item.in_hand and c is not None:
                self._press = None
                self.handCardDoubleClicked.emit(c)
                event.accept()
                return
        super().mouseDoubleClickEvent(event)

    def _rule_at(self, pos: QPointF) -> str:
        # The rule of the topmost face-up card under ``pos`` that is shown for a rule ("": none).
        rules = self._frame.card_rules if self._frame is not None else {}
        for item in self.items(pos.toPoint()):
            if isinstance(item, CardItem):
                return rules.get(item.key, "") if isinstance(item.key, Card) else ""
        return ""

    def _card_of(self, item: CardItem) -> Card | None:
        return item.key if isinstance(item.key, Card) else None

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt API
        key = event.key()
        hand = self._frame.hand if self._frame is not None else []
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and hand:
            step = -1 if key == Qt.Key.Key_Left else 1
            if self.focus_index < 0:
                self.focus_index = 0 if step > 0 else len(hand) - 1
            else:
                self.focus_index = (self.focus_index + step) % len(hand)
            self._update_focus()
            event.accept()
            return
        if key in (Qt.Key.Key_Home, Qt.Key.Key_End) and hand:
            self.focus_index = 0 if key == Qt.Key.Key_Home else len(hand) - 1
            self._update_focus()
            event.accept()
            return
        c = self.focused_card()
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and c is not None and not self.busy:
            self.handCardActivated.emit(c)
            event.accept()
            return
        if key in (Qt.Key.Key_Space, Qt.Key.Key_Up) and c is not None and not self.busy:
            self.handCardToggled.emit(c)
            event.accept()
            return
        if key == Qt.Key.Key_Z and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            self.zoom.toggle(c)
            event.accept()
            return
        if key == Qt.Key.Key_Escape:
            if self.zoom.hide_zoom():
                event.accept()
                return
            self.cancelRequested.emit()
            event.accept()
            return
        super().keyPressEvent(event)

