"""The rule pane: a game's rule text with its contents, a search field and card pictures.

:class:`RulePane` is a plain widget (the main window puts it in a dock; the self-test uses it
alone). It shows one game's text from :mod:`tarotdesk.rules_text` in a reading mode chosen
apart from the window's language: Japanese, English, or both side by side, section by
section, for players who learn the terms of one language from the other. The contents list
jumps to a section, the search field lists the sections that contain every word typed, and
links inside the text move between sections. Card images in the texts (``card:pack/CODE``)
are drawn by the same renderer as the table.
"""

from __future__ import annotations

import time
from typing import Any, Sequence

from PySide6.QtCore import QSignalBlocker, Qt, QUrl, Signal
from PySide6.QtGui import QImage, QTextDocument
from PySide6.QtWidgets import (
    QBoxLayout,
    QComboBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QSplitter,
    QTextBrowser,
    QTextEdit,
    QVBoxLayout,
    QWidget,
)

from ... import rules_text
from ..kit.language_change import FollowsLanguage

#: Reading modes: one language, or Japanese and English side by side.
MODES = ("ja", "en", "both")
#: Height of a card picture in the text (device-independent pixels; the HTML asks for it).
CARD_HEIGHT = 54
ANCHOR_ROLE = Qt.ItemDataRole.UserRole
#: How long after a section was opened a new layout of the pane scrolls back to it (seconds).
SETTLE_SECONDS = 1.0


#: Below this width the pane puts the game and the reading language on two rows.
NARROW_PANE = 320
#: Pixels between the right edge of the text's layout and the view's (see RuleBrowser).
WRAP_MARGIN = 8


class RuleBrowser(QTextBrowser):
    """A text browser that draws ``card:pack/CODE`` images with the card renderer."""

    resized = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ruleBrowser")
        self.setOpenLinks(True)
        self.setOpenExternalLinks(False)
        # A rule text is always longer than the pane: with the vertical bar always there, the text
        # is laid out once for the width it is read in, never for a width the bar then takes 14
        # pixels of (which left a horizontal bar under a table as wide as the pane).
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        # Laid out a few pixels narrower than the view: a table's columns, rounded to whole
        # pixels, would otherwise end a pixel past the edge and call for a horizontal bar.
        self.setLineWrapMode(QTextEdit.LineWrapMode.FixedPixelWidth)
        self._renderer: Any = None

    def renderer(self) -> Any:
        """The card renderer (made on first use: the art, or plain cards without it)."""
        if self._renderer is None:
            from ..scene.card_source import make_renderer

            self._renderer = make_renderer(self)
        return self._renderer

    def resizeEvent(self, event: Any) -> None:  # noqa: N802 - Qt API
        self.setLineWrapColumnOrWidth(max(60, self.viewport().width() - WRAP_MARGIN))
        super().resizeEvent(event)
        self.resized.emit()

    def loadResource(self, kind: int, url: QUrl) -> Any:  # noqa: N802 - Qt API
        if url.scheme() == "card" and kind == int(QTextDocument.ResourceType.ImageResource.value):
            pack_id, _, code = url.path().partition("/")
            try:
                r = self.renderer()
                width = max(8, round(CARD_HEIGHT / r.aspect(pack_id)))
                dpr = self.devicePixelRatioF()
                image: QImage = r.pixmap(pack_id, code, width, dpr).toImage()
                image.setDevicePixelRatio(dpr)
                return image
            except (KeyError, LookupError, OSError, ValueError):
                return QImage()  # an unknown card shows as nothing rather than stopping the text
        return super().loadResource(kind, url)


def _game_names(lang: str) -> list[tuple[str, str]]:
    """(game id, name in ``lang``) of every game that has a rule text."""
    from ...games.registry import all_games

    have = set(rules_text.game_ids())
    return [(g.id, g.name(lang)) for g in all_games() if g.id in have]


class RulePane(FollowsLanguage, QWidget):
    """Contents, search and the rule text of one game (see the module documentation).

    ``linkToRule`` elsewhere in the program opens a section with :meth:`show_game`.
    """

    #: The reading mode changed through the pane's own control ("ja", "en" or "both").
    readingModeChanged = Signal(str)
    #: The game shown changed through the pane's own control.
    gameChanged = Signal(str)

    def __init__(self, parent: QWidget | None = None, ui_lang: str | None = None,
                 reading: str | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rulePane")
        self._ui_lang = ui_lang or _ui_language()
        self._mode = reading if reading in MODES else self._ui_lang
        self._game: str | None = None
        self._anchor: str | None = None
        self._hits: Sequence[rules_text.SearchHit] = ()

        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.setSpacing(4)
        top = self._top = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        self.game_box = QComboBox(self)
        self.game_box.setObjectName("ruleGame")
        self.mode_box = QComboBox(self)
        self.mode_box.setObjectName("ruleMode")
        top.addWidget(self.game_box, 1)
        top.addWidget(self.mode_box)
        layout.addLayout(top)
        self.search_edit = QLineEdit(self)
        self.search_edit.setObjectName("ruleSearch")
        self.search_edit.setClearButtonEnabled(True)
        layout.addWidget(self.search_edit)

        self.splitter = QSplitter(Qt.Orientation.Vertical, self)
        side = QWidget(self.splitter)
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(0, 0, 0, 0)
        self.list_label = QLabel(side)
        self.contents = QListWidget(side)
        self.contents.setObjectName("ruleContents")
        self.results = QListWidget(side)
        self.results.setObjectName("ruleResults")
        self.results.setWordWrap(True)
        self.results.hide()
        side_layout.addWidget(self.list_label)
        side_layout.addWidget(self.contents)
        side_layout.addWidget(self.results)
        self.browser = RuleBrowser(self.splitter)
        self.splitter.addWidget(side)
        self.splitter.addWidget(self.browser)
        self.splitter.setStretchFactor(0, 1)
        self.splitter.setStretchFactor(1, 4)
        layout.addWidget(self.splitter, 1)

        self.game_box.currentIndexChanged.connect(self._game_chosen)
        self.mode_box.currentIndexChanged.connect(self._mode_chosen)
        self.search_edit.textChanged.connect(self._search)
        self.contents.itemActivated.connect(self._item_chosen)
        self.contents.itemClicked.connect(self._item_chosen)
        self.results.itemActivated.connect(self._item_chosen)
        self.results.itemClicked.connect(self._item_chosen)
        self._anchor_set_at = 0.0
        self.browser.resized.connect(self._browser_resized)
        self.retranslate()

    # -- the public interface ----------------------------------------------------------------------
    def set_reading_language(self, lang: str) -> None:
        """Read the rules in ``lang`` ("ja" or "en"), or side by side with "both"."""
        if lang not in MODES:
            raise ValueError(f"no rule texts in {lang!r} (choose one of {', '.join(MODES)})")
        if lang == self._mode:
            return
        self._mode = lang
        with QSignalBlocker(self.mode_box):
            self.mode_box.setCurrentIndex(MODES.index(lang))
        self._reload()

    def set_side_by_side(self, on: bool) -> None:
        """Show Japanese and English next to each other (or go back to the window's language)."""
        self.set_reading_language("both" if on else (self._ui_lang if self._mode == "both" else self._mode))

    @property
    def reading_mode(self) -> str:
        """"ja", "en" or "both"."""
        return self._mode

    @property
    def game_id(self) -> str | None:
        """The game whose rules are shown (None before the first)."""
        return self._game

    @property
    def anchor(self) -> str | None:
        """The section last opened."""
        return self._anchor

    def resizeEvent(self, event: Any) -> None:  # noqa: N802 - Qt API
        # In a narrow pane (a tab of the side column) the game's name and the reading language
        # each take a row: side by side the name would be cut.
        narrow = self.width() < NARROW_PANE
        self._top.setDirection(QBoxLayout.Direction.TopToBottom if narrow else QBoxLayout.Direction.LeftToRight)
        super().resizeEvent(event)

    def show_game(self, game_id: str, anchor: str | None = None) -> None:
        """Show ``game_id``'s rules, opened at ``anchor`` (a section, an alias or a phase name)."""
        if game_id not in rules_text.game_ids():
            raise KeyError(f"no rule text for game {game_id!r}")
        if game_id != self._game:
            self._game = game_id
            self._select_game_in_box()
            self._reload()
        if anchor is not None:
            self.show_section(anchor)
        elif self._anchor is None:
            self.browser.verticalScrollBar().setValue(0)

    def show_section(self, anchor: str) -> str:
        """Scroll to the section explaining ``anchor``; return the section anchor used."""
        if self._game is None:
            raise RuntimeError("no game is shown")
        section = rules_text.resolve_anchor(self._game, anchor, self._text_lang())
        self._anchor = section
        self._anchor_set_at = time.monotonic()
        self.browser.scrollToAnchor(section)
        for i in range(self.contents.count()):
            item = self.contents.item(i)
            if item.data(ANCHOR_ROLE) == section:
                with QSignalBlocker(self.contents):
                    self.contents.setCurrentItem(item)
        return section

    def current_text(self) -> str:
        """The plain text now shown."""
        return self.browser.toPlainText()

    def search(self, query: str) -> list[rules_text.SearchHit]:
        """Type ``query`` into the search field; the hits listed."""
        self.search_edit.setText(query)
        return list(self._hits)

    def set_ui_language(self, lang: str) -> None:
        """The window's language changed (the game names and the controls follow it)."""
        self._ui_lang = lang
        self.retranslate()

    # -- texts ----------------------------------------------------------------------------------------
    def retranslate(self) -> None:
        """Set the pane's own texts in the current language."""
        self.search_edit.setPlaceholderText(self.tr("Search the rules…"))
        self.list_label.setText(self.tr("Contents"))
        self.game_box.setToolTip(self.tr("The game whose rules are shown"))
        self.mode_box.setToolTip(self.tr("The language of the rules (apart from the window's language)"))
        with QSignalBlocker(self.mode_box):
            self.mode_box.clear()
            # Each language named in itself, like the language setting.
            self.mode_box.addItem("日本語", "ja")
            self.mode_box.addItem("English", "en")
            self.mode_box.addItem(self.tr("日本語 | English side by side"), "both")
            self.mode_box.setCurrentIndex(MODES.index(self._mode))
        with QSignalBlocker(self.game_box):
            self.game_box.clear()
            for gid, name in _game_names(self._ui_lang):
                self.game_box.addItem(name, gid)
            if self._game is None:
                self.game_box.insertItem(0, self.tr("Choose a game…"), None)
                self.game_box.setCurrentIndex(0)
            else:
                self._select_game_in_box()
        if self._game is None:
            self.browser.setHtml("<p>" + self.tr("Choose a game to read its rules.") + "</p>")
        self._search(self.search_edit.text())

    # -- inner workings -------------------------------------------------------------------------------
    def _text_lang(self) -> str:
        """The language whose titles and search the pane uses ("both" reads the Japanese first)."""
        return "ja" if self._mode == "both" else self._mode

    def _select_game_in_box(self) -> None:
        with QSignalBlocker(self.game_box):
            none_index = self.game_box.findData(None)
            if none_index >= 0 and self._game is not None:
                self.game_box.removeItem(none_index)
            self.game_box.setCurrentIndex(max(0, self.game_box.findData(self._game)))

    def _reload(self) -> None:
        if self._game is None:
            return
        bar = self.browser.verticalScrollBar()
        if self._mode == "both":
            html = rules_text.side_by_side_html(self._game)
        else:
            html = rules_text.document_html(self._game, self._mode)
        self.browser.document().setDefaultStyleSheet(
            "h1 { font-size: x-large; } h2 { margin-top: 14px; } blockquote { margin-left: 12px; }"
            " td, th { padding: 3px; }")
        self.browser.setHtml(html)
        with QSignalBlocker(self.contents):
            self.contents.clear()
            for section in rules_text.sections(self._game, self._text_lang()):
                title = section.title
                if self._mode == "both":
                    title += " / " + rules_text.load(self._game, "en").section(section.anchor).title
                item = QListWidgetItem(title)
                item.setData(ANCHOR_ROLE, section.anchor)
                self.contents.addItem(item)
        if self._anchor is not None:
            self.show_section(self._anchor)
        else:
            bar.setValue(0)
        self._search(self.search_edit.text())

    def _game_chosen(self, index: int) -> None:
        gid = self.game_box.itemData(index)
        if gid and gid != self._game:
            self._anchor = None
            self.show_game(gid)
            self.gameChanged.emit(gid)

    def _mode_chosen(self, index: int) -> None:
        mode = self.mode_box.itemData(index)
        if mode in MODES and mode != self._mode:
            self._mode = mode
            self._reload()
            self.readingModeChanged.emit(mode)

    def _browser_resized(self) -> None:
        # A section opened while the pane was being laid out moves when the text is wrapped
        # anew: go back to it (only just after opening, never away from where the reader went).
        if self._anchor is not None and time.monotonic() - self._anchor_set_at < SETTLE_SECONDS:
            self.browser.scrollToAnchor(self._anchor)

    def _item_chosen(self, item: QListWidgetItem) -> None:
        anchor = item.data(ANCHOR_ROLE)
        if anchor:
            self.show_section(anchor)

    def _search(self, query: str) -> None:
        hits: list[rules_text.SearchHit] = []
        if self._game is not None and query.strip():
            langs = ("ja", "en") if self._mode == "both" else (self._mode,)
            seen: set[str] = set()
            for lang in langs:
                for hit in rules_text.search(self._game, lang, query):
                    if hit.anchor not in seen:
                        seen.add(hit.anchor)
                        hits.append(hit)
        self._hits = hits
        searching = bool(query.strip())
        self.contents.setVisible(not searching)
        self.results.setVisible(searching)
        self.list_label.setText(self.tr("Found in %n section(s)", "", len(hits)) if searching
                                else self.tr("Contents"))
        self.results.clear()
        for hit in hits:
            item = QListWidgetItem(f"{hit.title}\n{hit.snippet}")
            item.setData(ANCHOR_ROLE, hit.anchor)
            self.results.addItem(item)
        if searching and not hits:
            item = QListWidgetItem(self.tr("Nothing found."))
            item.setFlags(Qt.ItemFlag.NoItemFlags)
            self.results.addItem(item)


def _ui_language() -> str:
    from PySide6.QtCore import QLocale

    return "ja" if QLocale().language() == QLocale.Language.Japanese else "en"
