"""The rule options of Hungarian Tarokk (spec §8.2), with labels and one-line help in both languages."""

from __future__ import annotations

from typing import Any, Mapping

from ...core.game import OptionSpec
from ...core.rules_options import build_rules
from .rules import TarokkRules

OPTION_SPECS: tuple[OptionSpec, ...] = (
    OptionSpec(
        "double_game", True,
        {"en": "Double game", "ja": "ダブルゲーム"},
        {"en": "71 card points or more pay the game twice, and a double game may be announced "
               "(off: no double game for the defenders either).",
         "ja": "カードの点数が71点以上ならゲームの得点を2倍にし、ダブルゲームの予告も認めます"
               "(オフならディフェンダー側のダブルゲームもありません)。"},
    ),
    OptionSpec(
        "pagat_partner_penalty", False,
        {"en": "Pagat lost to the partner", "ja": "パートナーに取られたパガット"},
        {"en": "An unannounced Pagat taken by its player's partner in the last trick costs 5.",
         "ja": "予告なしのパガットが最終トリックで味方に取られた場合も5点の罰点にします。"},
    ),
    OptionSpec(
        "old_discard", False,
        {"en": "Old discard rule", "ja": "古い捨て札ルール"},
        {"en": "Tarokks other than honours may be discarded freely.",
         "ja": "オナー以外のタロックを自由に捨て札できます。"},
    ),
    OptionSpec(
        "old_free_call", False,
        {"en": "Old partner call", "ja": "古いパートナー指定"},
        {"en": "Without an invitation the declarer may always name any tarokk from II to XX.",
         "ja": "インビテーションがなければ、いつでもタロック2〜20から自由に指定できます。"},
    ),
    OptionSpec(
        "forced_three_may_change", True,
        {"en": "Honourless Three may change", "ja": "オナーなしのスリーの変更"},
        {"en": "The fourth player's honourless Three may still be raised to Two, One or Solo.",
         "ja": "4番目のプレイヤーがオナーなしでビッドしたスリーも、ツー・ワン・ソロに変更できます。"},
    ),
    OptionSpec(
        "defender_double_volat", False,
        {"en": "Defenders' double game and volat", "ja": "ディフェンダー側のダブルゲームとボラット"},
        {"en": "The declarer's side pays 2 or 3 times the game at 23 points or less, or with no trick "
               "(only 3 times without the double game).",
         "ja": "デクレアラー側が23点以下なら2倍、1トリックも取れなければ3倍を支払います"
               "(ダブルゲームなしのときは3倍だけ)。"},
    ),
    OptionSpec(
        "max_contra", 5,
        {"en": "Highest contra", "ja": "コントラの上限"},
        {"en": "How far the contra chain may go (5 = mordcontra, ×32).",
         "ja": "コントラを何段階まで重ねられるか(5 = モルドコントラ、32倍)。"},
        choices=(0, 1, 2, 3, 4, 5),
        choice_labels={
            "0": {"en": "No contra", "ja": "コントラなし"},
            "1": {"en": "Contra (×2)", "ja": "コントラ(2倍)"},
            "2": {"en": "Recontra (×4)", "ja": "リコントラ(4倍)"},
            "3": {"en": "Subcontra (×8)", "ja": "スブコントラ(8倍)"},
            "4": {"en": "Hirscontra (×16)", "ja": "ヒルスコントラ(16倍)"},
            "5": {"en": "Mordcontra (×32)", "ja": "モルドコントラ(32倍)"},
        },
    ),
    OptionSpec(
        "dealer_handles_talon", True,
        {"en": "Dealer hands out the talon", "ja": "ディーラーがタロンを手渡す"},
        {"en": "With five players the dealer sees the talon, is paid for honours and reports tarokk discards.",
         "ja": "5人のとき、ディーラーがタロンを見て手渡し、オナーの代金を受け取り、捨てたタロックの数を伝えます。"},
        players=(5,),
    ),
    OptionSpec(
        "annul_extra", False,
        {"en": "More reasons to annul", "ja": "ディール無効の追加条件"},
        {"en": "Also annul with no tarokk, with only XXI and Pagat, or with four kings.",
         "ja": "タロックなし、タロック21とパガットだけ、キング4枚の場合もディールを無効にできます。"},
    ),
)


def tarokk_rules(options: Mapping[str, Any]) -> TarokkRules:
    """The typed rules of a match with these resolved options (one object for equal options)."""
    return build_rules(TarokkRules, OPTION_SPECS, options)
