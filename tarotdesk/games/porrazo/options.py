"""Porrazo's rule options as data (defaults = the spec's reading of the seed), and the match's
typed rules built from them."""

from __future__ import annotations

from typing import Any, Mapping

from ...core.game import OptionSpec
from ...core.rules_options import build_rules
from .rules import TEAM_COUNTS, PorrazoRules

OPTION_SPECS: tuple[OptionSpec, ...] = (
    OptionSpec(
        "teams", False,
        {"en": "Team play", "ja": "チーム戦"},
        {"en": "Two teams: partners sit opposite with 4 players, in every other seat with 6 or 8.",
         "ja": "2チームに分かれます。4人なら向かい合う2人、6人・8人なら1人おきの席が味方です。"},
        players=TEAM_COUNTS,
    ),
    OptionSpec(
        "target", 61,
        {"en": "Winning score", "ja": "勝利点"},
        {"en": "The first side to reach this score wins at once, even in the middle of a hand.",
         "ja": "この点数に最初に届いた陣営が、ハンドの途中でもその場で勝ちます。"},
        minimum=1, maximum=500,
    ),
    OptionSpec(
        "limpia_value", "highest",
        {"en": "Limpia value", "ja": "リンピアの点数"},
        {"en": "Which card prices a sweep whose run went from the King on to the Ace.",
         "ja": "続き札がKからAへ回って場を取り切ったとき、どのカードでリンピアの点数を決めるか。"},
        choices=("highest", "last_of_run"),
        choice_labels={
            "highest": {"en": "Highest card taken", "ja": "取った中で最も高いカード"},
            "last_of_run": {"en": "Last card of the run", "ja": "続き札の最後のカード"},
        },
    ),
    OptionSpec(
        "tendido_sets_scope", "with_tendido",
        {"en": "Tendido sets", "ja": "テンディドの組"},
        {"en": "Whether a pair already on the table scores with the tendido without a tendido card of its rank.",
         "ja": "テンディドに同じランクがなくても、場にもともとある組を点数に数えるかどうか。"},
        choices=("with_tendido", "all"),
        choice_labels={
            "with_tendido": {"en": "Only ranks in the tendido", "ja": "テンディドにあるランクだけ"},
            "all": {"en": "Every rank on the table", "ja": "場にあるすべてのランク"},
        },
    ),
    OptionSpec(
        "leftover_6p", "face_up",
        {"en": "Leftover cards (6 players)", "ja": "残りのカード(6人)"},
        {"en": "The 12 cards left after the last deal: face up onto the table, or set aside unseen.",
         "ja": "最後の配りのあとに残る12枚を、表向きで場に置くか、見せずに脇へよけるか。"},
        choices=("face_up", "dead"),
        choice_labels={
            "face_up": {"en": "Face up on the table", "ja": "表向きで場に置く"},
            "dead": {"en": "Set aside unseen", "ja": "見せずによける"},
        },
        players=(6,),
    ),
    OptionSpec(
        "porrazo_provisional", False,
        {"en": "Porrazo points held back", "ja": "ポラーソの得点を保留"},
        {"en": "A porrazo scores only once the next play is not a counter-porrazo, so it cannot win on the spot.",
         "ja": "次のプレイがカウンター・ポラーソでなかったときに初めて点が入ります。その場での勝ちはありません。"},
    ),
    OptionSpec(
        "claims", "auto",
        {"en": "Undeclared rondas", "ja": "宣言し忘れたロンダ"},
        {"en": "Who takes a ronda its holder did not declare: the first opponent in turn, or whoever claims it.",
         "ja": "宣言されなかったロンダを、順番で最初の相手が自動で取るか、相手に一人ずつ指摘するか尋ねるか。"},
        choices=("auto", "manual"),
        choice_labels={
            "auto": {"en": "Claimed automatically", "ja": "自動で指摘"},
            "manual": {"en": "Each opponent is asked", "ja": "一人ずつ尋ねる"},
        },
    ),
)


def rules_of(options: Mapping[str, Any]) -> PorrazoRules:
    """The typed rules of a match with these resolved options (equal options: the same object)."""
    return build_rules(PorrazoRules, OPTION_SPECS, options)
