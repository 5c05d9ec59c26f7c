"""Names of Mattazza's combinations in English and Japanese.

Events and score lines carry the name of a cricca or sequence as ``{"en": …, "ja": …}`` so
that one template per language (``{name[en]}``, ``{name[ja]}``) can say which one it is.
"""

from __future__ import annotations

COMBINATION_NAMES: dict[str, dict[str, str]] = {
    "tarocchi": {"en": "tarocchi", "ja": "タロッキ"},
    "kings": {"en": "Kings", "ja": "キング"},
    "queens": {"en": "Queens", "ja": "クイーン"},
    "cavaliers": {"en": "Cavaliers", "ja": "カバロ"},
    "jacks": {"en": "Jacks", "ja": "ジャック"},
    "grande": {"en": "the Grande", "ja": "グランデ"},
    "suit-S": {"en": "Swords", "ja": "ソード"},
    "suit-C": {"en": "Batons", "ja": "バトン"},
    "suit-H": {"en": "Cups", "ja": "カップ"},
    "suit-D": {"en": "Coins", "ja": "コイン"},
    "moors": {"en": "Moors", "ja": "ムーア人"},
    "aces": {"en": "Aces", "ja": "エース"},
}

TRUMPS_NAME: dict[str, str] = {"en": "trumps", "ja": "切札"}
