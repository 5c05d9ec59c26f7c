"""Cirulla's rule options as data: the spec's defaults, labels and one-line helps (en, ja), and
the match's typed rules built from them."""

from __future__ import annotations

from typing import Any, Mapping

from ...core.game import OptionSpec
from ...core.rules_options import build_rules
from .rules import CirullaRules

OPTION_SPECS: tuple[OptionSpec, ...] = (
    OptionSpec(
        "target", 51,
        {"en": "Winning score", "ja": "勝利点"},
        {"en": "The first side to reach this total at the end of a deal wins the game.",
         "ja": "ディール終了時にこの点数に届いた側が勝ちになります。"},
        minimum=1, maximum=999,
    ),
    OptionSpec(
        "direction", "clockwise",
        {"en": "Direction of play", "ja": "進行方向"},
        {"en": "Which way dealing and play go round the table; only the seating is drawn differently.",
         "ja": "配りと手番が回る向きです。変わるのは席の並び方だけです。"},
        choices=("clockwise", "anticlockwise"),
        choice_labels={"clockwise": {"en": "Clockwise", "ja": "時計回り"},
                       "anticlockwise": {"en": "Anticlockwise", "ja": "反時計回り"}},
    ),
    OptionSpec(
        "matta_wild_for_barsega", True,
        {"en": "Matta wild for the low hand", "ja": "バルセガでもマッタをワイルドに"},
        {"en": "The seven of hearts may take any rank for a low-hand declaration too, not only for "
               "three of a kind.",
         "ja": "ハートの7をデチーノだけでなく、バルセガの宣言でも好きなランクとして扱えます。"},
    ),
    OptionSpec(
        "cappotto", "all_diamonds",
        {"en": "Instant win (cappotto)", "ja": "即勝ち(カッポット)"},
        {"en": "What wins the game at once, whatever the totals.",
         "ja": "累計点に関係なく、その場でゲームに勝つ条件です。"},
        choices=("all_diamonds", "all_cards", "off"),
        choice_labels={
            "all_diamonds": {"en": "All ten diamonds in one deal", "ja": "1ディールでダイアモンド10枚全部"},
            "all_cards": {"en": "All 40 cards in one deal", "ja": "1ディールで40枚全部"},
            "off": {"en": "No instant win", "ja": "即勝ちなし"},
        },
    ),
    OptionSpec(
        "dealer_bonus_before_ace_redeal", False,
        {"en": "Dealer's bonus before the Ace redeal", "ja": "A2枚でもディーラーの役を優先"},
        {"en": "A scoring opening table is taken by the dealer even when it holds two Aces.",
         "ja": "場札にAが2枚あっても、得点になる場札ならディーラーが取ります(配り直しません)。"},
    ),
    OptionSpec(
        "dealer_low_table_bonus", False,
        {"en": "Dealer's low table", "ja": "ディーラーの9以下の場札"},
        {"en": "An opening table totalling 9 or less (Matta wild) gives the dealer 3 points and "
               "its cards.",
         "ja": "最初の場札が合計9以下(マッタはワイルド)なら、ディーラーが場札を取って3点を得ます。"},
    ),
    OptionSpec(
        "ace_full_capture", "forced",
        {"en": "Ace taking everything", "ja": "Aで全部取れるとき"},
        {"en": "When a played Ace must take the whole table.",
         "ja": "出したAで場札を全部取らなければならない場合です。"},
        choices=("forced", "sweep_only"),
        choice_labels={
            "forced": {"en": "Whenever it can", "ja": "全部取れるなら必ず"},
            "sweep_only": {"en": "Only when no Ace lies on the table",
                           "ja": "場にAがないときだけ"},
        },
    ),
    OptionSpec(
        "equal_card_priority", False,
        {"en": "Equal card first", "ja": "同じ数のカードを優先"},
        {"en": "If a table card equals the played card, it must be taken instead of a sum.",
         "ja": "出したカードと同じ数の場札があれば、合計で取る代わりにその1枚を取らなければなりません。"},
    ),
    OptionSpec(
        "primiera_requires_all_suits", False,
        {"en": "Primiera needs all suits", "ja": "プリミエラは4スート必要"},
        {"en": "A side without a card of every suit cannot win the primiera.",
         "ja": "4つのスートを全部取っていない側はプリミエラを得点できません。"},
    ),
    OptionSpec(
        "auto_declare", False,
        {"en": "Declare for me", "ja": "宣言を自動で"},
        {"en": "Your qualifying hands are declared for you with the best choice.",
         "ja": "宣言できる手札は、いちばん得な形で自動的に宣言します。"},
    ),
)


def rules_of(options: Mapping[str, Any]) -> CirullaRules:
    """The typed rules of a match with these resolved options (equal options: the same object)."""
    return build_rules(CirullaRules, OPTION_SPECS, options)
