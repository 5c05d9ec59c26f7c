"""The art sets as data: which cards each set holds, how its trumps are numbered and pictured,
and which cards carry a learner's point badge.

Point badges show the card's value in the games that use the pack: the Lombard values
(Kings 5, Queens 4, Cavaliers 3, Jacks 2, the Bagatto and the Fool 5, the World 5 or 6
depending on the game, hence ``5-6``); the Bolognese standard values (the four tarocchi and
the Kings 4, Queens 3, Cavaliers 2, Jacks 1); the Hungarian values above the 1 point that
every other card is worth (the three honours and the Kings 5, Queens 4, Cavaliers 3, Jacks 2);
Porrazo's ronda values above 1 (King 4, Queen 3, Jack 2); and Cirulla's settebello (the
seven of diamonds, 1 point).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tarotdesk.core.packs import pack
from .variants import ASPECT, SUIT_STYLE


@dataclass(frozen=True)
class ArtSet:
    """One generated set of card faces."""

    id: str
    pack_id: str
    trump_style: str  # "roman", "arabic", "bolognese", "hungarian" or "" (no trumps)
    points: dict[str, str] = field(default_factory=dict)

    @property
    def suit_style(self) -> str:
        """"french" or "italian"."""
        return SUIT_STYLE[self.id]

    @property
    def aspect(self) -> float:
        """Height / width of the cards."""
        return ASPECT[self.pack_id]

    @property
    def codes(self) -> list[str]:
        """Every card code of the pack, in the pack's order."""
        return [c.code for c in pack(self.pack_id).cards]


def _courts(values: dict[str, str]) -> dict[str, str]:
    return {s + r: v for s in "SCHD" for r, v in values.items()}


LOMBARD_POINTS = {"T21": "5-6", "T1": "5", "FOOL": "5", **_courts({"K": "5", "Q": "4", "N": "3", "J": "2"})}
BOLOGNESE_POINTS = {"T21": "4", "T20": "4", "T1": "4", "FOOL": "4",
                    **_courts({"K": "4", "Q": "3", "N": "2", "J": "1"})}
HUNGARIAN_POINTS = {"SKIZ": "5", "T21": "5", "T1": "5", **_courts({"K": "5", "Q": "4", "N": "3", "J": "2"})}
PORRAZO_POINTS = _courts({"K": "4", "Q": "3", "J": "2"})
CIRULLA_POINTS = {"D7": "1"}

ART: dict[str, ArtSet] = {
    "tarot78": ArtSet("tarot78", "tarot78", "roman", LOMBARD_POINTS),
    "tarot78-french": ArtSet("tarot78-french", "tarot78", "arabic", LOMBARD_POINTS),
    "ombre54": ArtSet("ombre54", "ombre54", "roman", LOMBARD_POINTS),
    "bolognese62": ArtSet("bolognese62", "bolognese62", "bolognese", BOLOGNESE_POINTS),
    "hungarian42": ArtSet("hungarian42", "hungarian42", "hungarian", HUNGARIAN_POINTS),
    "french52": ArtSet("french52", "french52", "", PORRAZO_POINTS),
    "genoese40": ArtSet("genoese40", "genoese40", "", CIRULLA_POINTS),
}
