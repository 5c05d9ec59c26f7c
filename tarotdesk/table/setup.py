"""What a new table is made of: the game, the seats and the rule options."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..core.records import PlayerInfo


@dataclass
class GameSetup:
    """What the new-game dialog chose: the game, the seats and the rule options."""

    game_id: str
    players: list[PlayerInfo]
    options: dict[str, Any] = field(default_factory=dict)
    seed: int | str = 0

    @property
    def n_players(self) -> int:
        """The number of seats."""
        return len(self.players)

    @property
    def person_seats(self) -> list[int]:
        """The seats played by people."""
        return [s for s, p in enumerate(self.players) if p.kind == "human"]
