"""The game and the number of players a dialog offers in two choice lists (new game, deal editor)."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox

from ...core.game import Game


class ChoosesGame:
    """Mixin for a dialog that lists ``games`` in ``game_box`` and their player counts (as item
    data) in ``players_box``: what is chosen in them."""

    games: list[Game]
    game_box: QComboBox
    players_box: QComboBox

    @property
    def game(self) -> Game:
        """The chosen game (the first while none is)."""
        return self.games[max(0, self.game_box.currentIndex())]

    @property
    def n_players(self) -> int:
        """The chosen number of players (the game's first count while none is)."""
        return int(self.players_box.currentData() or self.game.player_counts[0])
