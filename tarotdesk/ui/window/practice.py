"""Practice at the window: "Why did it play that?", "Play this deal again" and the deal editor.

The deal summary's "Review this deal" opens the game in the replay viewer, reviewing the
person's decisions in that deal (:meth:`FileActions.review_current`).

"Play this deal again" (the deal summary's button, and the replay viewer's) starts a new game
dealt the same cards: the decks of that deal prearranged as the first deal
(:class:`~tarotdesk.table.opening.DealAgain`, given only once the deal is over), the same
dealer, options, seats and levels, the person in their seat. Play → Deal editor opens :class:`~tarotdesk.ui.dialogs.deal_editor.DealEditor`,
whose deal is played the same way. Leaving an unfinished game asks first, as a new game does.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction

from ...core.events import IllegalAction
from ...core.records import PlayerInfo
from ...core.rng import derive_seed
from ...table.again import DealAgain
from ...table.opening import dealt_again
from .why_panel import WhyAsker

if TYPE_CHECKING:
    from ...core.game import Game
    from ...core.deal_setup import DealSetup
    from .shell import Shell
    from ..play.session import PlaySession


class Practice(QObject):
    """The window's practice commands (see the module documentation)."""

    def __init__(self, window: "Shell") -> None:
        super().__init__(window)
        self.window = window
        self.why = WhyAsker(window)
        self.editor: Any = None
        window.summary.againRequested.connect(self.again_from_summary)
        window.summary.reviewRequested.connect(window.files.review_current)
        self.act_editor = QAction(window)
        self.act_editor.setObjectName("actionDealEditor")
        self.act_editor.triggered.connect(self.open_editor)

    def retranslate(self) -> None:
        """Set the texts in the current language (the window calls it with its own)."""
        self.act_editor.setText(self.tr("&Deal editor…"))
        self.why.retranslate()
        if self.editor is not None:
            self.editor.set_language(self.window.settings.language)

    # -- this deal again ------------------------------------------------------------------------------
    def again_from_summary(self) -> "PlaySession | None":
        """The deal summary's "Play this deal again"."""
        table = self.window.game_table
        if table is None:
            return None
        try:
            again = table.deal_again()
        except IllegalAction:
            return None  # the deal is not over: its cards are not to be dealt again yet
        return self.play_again(again)

    def play_again(self, again: DealAgain) -> "PlaySession | None":
        """A new game whose first deal is ``again``'s deal (None if the person chose to stay in
        the game in progress). A record without a person gets one in the seat of the table's
        first player after the dealer."""
        players = again.players
        if not any(p.kind == "human" for p in players):
            you = (again.dealer + 1) % len(players)
            players = [PlayerInfo(p.name, "human") if s == you else p for s, p in enumerate(players)]
        new_seed = derive_seed(again.seed, "again", again.deal_index)
        return self.play_deal(again.game, players, dict(again.options), again.setups, new_seed)

    def play_deal(self, game: "Game", players: list[PlayerInfo], options: dict[str, Any],
                  setups: "list[DealSetup]", seed: int | str) -> "PlaySession | None":
        """Start a game whose first deal is dealt from ``setups`` (asking first if a game is unfinished)."""
        from .leave_game import confirm_leaving

        w = self.window
        if not confirm_leaving(w, w.game_table, w.files.enabled):
            return None
        return w.start_table(dealt_again(game, players, options, setups, seed, w.ai.service))

    # -- the deal editor --------------------------------------------------------------------------------
    def open_editor(self) -> Any:
        """Play → Deal editor (one editor, shown again if open)."""
        from ..dialogs.deal_editor import DealEditor

        if self.editor is None:
            self.editor = DealEditor(self.window.games_provider(), self.window.settings.language, self.window,
                                     renderer_of=lambda: self.window.renderer)
            self.editor.playRequested.connect(self._play_edited)
        self.editor.show()
        return self.editor

    def redraw_cards(self) -> None:
        """The window's cards look different (the art came, another style): the editor's too."""
        if self.editor is not None:
            self.editor.redraw()

    def _play_edited(self, game: "Game", players: list[PlayerInfo], options: dict[str, Any],
                     setup: "DealSetup") -> None:
        if self.play_deal(game, players, options, [setup], derive_seed("edited", game.id, setup.deck)) is not None:
            self.editor.hide()
