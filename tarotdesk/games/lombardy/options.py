"""The rule options of spec §11.4 as data, with the spec's defaults and texts in both languages.

Each game lists only the options that can change something in it (``leftover_rule`` matters
only where piles can leave cards over a batch; the auction options only in the Ombre family).
The spec's list option ``surrender_variants`` becomes one switch per game, ``surrender``,
whose default is on exactly for the games the spec's default list names.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any, Mapping

from ...core.game import OptionSpec
from ...core.rules_options import build_rules
from .rules import LombardyRules, Variant

DEAL_PACKET = OptionSpec(
    "deal_packet_size", 1,
    {"en": "Cards per packet when dealing", "ja": "配るときの枚数"},
    {"en": "How many cards each player receives at a time during the deal (the rules deal one by one).",
     "ja": "1回に何枚ずつ配るか。標準は1枚ずつです。"},
    minimum=1, maximum=5,
)

EXPOSURE_IN_RESEGHINO = OptionSpec(
    "exposure_in_reseghino", False,
    {"en": "Exposure in Reseghino", "ja": "レセギーノでも表向きにする"},
    {"en": "Turn up the last card of each hand and the dealer's extras, as in Lombardy Tarot.",
     "ja": "ロンバルディア・タロットと同じく、配り終えた札の一部を表向きにします。"},
)

MONTE_IN_RESEGHINO = OptionSpec(
    "monte_in_reseghino", False,
    {"en": "Monte in Reseghino", "ja": "レセギーノでもモンテを使う"},
    {"en": "Any player may propose to annul the deal before the discard; all others must agree.",
     "ja": "捨て札の前に誰でもディールの取りやめを提案でき、全員が賛成すれば流れます。"},
)

FOOL_CARD = OptionSpec(
    "fool_exchange_card", "any",
    {"en": "Card given for the Fool", "ja": "マットと交換に渡す札"},
    {"en": "Which card of his won pile the Fool's player may give to recover it.",
     "ja": "マットを取り戻すとき、自分の取り札のどれを渡せるか。"},
    choices=("any", "blank_if_possible"),
    choice_labels={
        "any": {"en": "Any card of his pile", "ja": "取り札のどれでもよい"},
        "blank_if_possible": {"en": "A blank card if he has one", "ja": "点のない札があればそれを渡す"},
    },
)

ALL_PASS = OptionSpec(
    "all_pass", "annul",
    {"en": "When everybody passes", "ja": "全員がパスしたとき"},
    {"en": "A passed-out deal counts as a deal and the next player deals, or it is dealt again.",
     "ja": "流れたディールを1回と数えて次の人が配るか、同じディーラーが配り直すか。"},
    choices=("annul", "redeal"),
    choice_labels={
        "annul": {"en": "Annul; it counts as a deal", "ja": "流れ(1ディールと数える)"},
        "redeal": {"en": "Same dealer deals again", "ja": "同じディーラーが配り直す"},
    },
)

NAMED_IN_DISCARD = OptionSpec(
    "named_card_in_discard", "exchange_lost",
    {"en": "Named card in the discard", "ja": "指定した札が捨て札にあったとき"},
    {"en": "If nobody holds the card the declarer names, that exchange is lost or he names another.",
     "ja": "誰も持っていない札を指定した場合、その交換は失われるか、別の札を指定し直せるか。"},
    choices=("exchange_lost", "rename"),
    choice_labels={
        "exchange_lost": {"en": "The exchange is lost", "ja": "その交換は無効"},
        "rename": {"en": "Name another card", "ja": "別の札を指定し直す"},
    },
)

WIN_MIN_57 = OptionSpec(
    "ombre57_win_min", 36,
    {"en": "Points the declarer's side needs", "ja": "デクレアラー側の勝ちに必要な点"},
    {"en": "The seed contradicts itself (35 or 36); the declarer's side wins with at least this.",
     "ja": "原文は35点と36点で食い違っています。この点数以上でデクレアラー側の勝ちです。"},
    choices=(36, 35),
    choice_labels={"36": {"en": "36 or more", "ja": "36点以上"}, "35": {"en": "35 or more", "ja": "35点以上"}},
)

CAPOT_SCOPE = OptionSpec(
    "capot_scope", "side",
    {"en": "Who must take every trick for capot", "ja": "カポットの条件"},
    {"en": "Capot needs every trick taken by the declarer's side, or by the declarer himself.",
     "ja": "デクレアラー側で全トリックを取ればよいか、デクレアラー1人で取る必要があるか。"},
    choices=("side", "declarer"),
    choice_labels={
        "side": {"en": "The declarer's side", "ja": "デクレアラー側"},
        "declarer": {"en": "The declarer alone", "ja": "デクレアラー本人"},
    },
)

LEFTOVER = OptionSpec(
    "leftover_rule", "net_value",
    {"en": "Cards left over a batch", "ja": "組にならない余りの札"},
    {"en": "Count left-over cards at net value (keeps the totals) or, literally, unadjusted.",
     "ja": "余りの札を組と同じく修正して数えるか、原文どおり修正せずに数えるか。"},
    choices=("net_value", "literal"),
    choice_labels={
        "net_value": {"en": "Net value (totals stay fixed)", "ja": "修正して数える(合計は一定)"},
        "literal": {"en": "Unadjusted when no blank is left", "ja": "点のない札が足りなければ修正しない"},
    },
)

ROUNDS = OptionSpec(
    "ombre_rounds", 2,
    {"en": "Rounds", "ja": "周回数"},
    {"en": "The game ends after every player has dealt this many times.",
     "ja": "全員がこの回数ずつディーラーを務めたらゲーム終了です。"},
    minimum=1, maximum=10,
)


def _surrender(default: bool) -> OptionSpec:
    return OptionSpec(
        "surrender", default,
        {"en": "Surrender allowed", "ja": "降参を認める"},
        {"en": "After a bid by the dealer, another declarer may concede before play and pay only the base.",
         "ja": "ディーラーがビッドした後で他の人がデクレアラーになったとき、基本点だけ払って降参できます。"},
    )


def option_specs(v: Variant) -> tuple[OptionSpec, ...]:
    """The options that apply to variant ``v``, with its defaults."""
    specs: list[OptionSpec] = [DEAL_PACKET]
    if v.key == "reseghino3":
        specs += [EXPOSURE_IN_RESEGHINO, MONTE_IN_RESEGHINO]
    specs.append(FOOL_CARD)
    if v.auction:
        specs += [ALL_PASS, NAMED_IN_DISCARD, _surrender(v.surrender_default)]
    if v.called_partner:
        specs += [WIN_MIN_57, CAPOT_SCOPE]
    if v.batch == 4:
        specs.append(LEFTOVER)
    if v.auction:
        specs.append(ROUNDS)
    return tuple(specs)


#: Every option of the family, once (a game that does not offer one plays by its default).
_FAMILY_SPECS: tuple[OptionSpec, ...] = (DEAL_PACKET, EXPOSURE_IN_RESEGHINO, MONTE_IN_RESEGHINO, FOOL_CARD,
                                         ALL_PASS, NAMED_IN_DISCARD, _surrender(False), WIN_MIN_57,
                                         CAPOT_SCOPE, LEFTOVER, ROUNDS)


def lombardy_rules(v: Variant, options: Mapping[str, Any]) -> LombardyRules:
    """The rules of a match of ``v`` with these resolved options (one object for equal options).

    The options ``v`` does not offer keep the defaults of the family's specs.
    """
    return build_rules(LombardyRules, _rules_specs(v), options, v)


@lru_cache(maxsize=None)
def _rules_specs(v: Variant) -> tuple[OptionSpec, ...]:
    offered = option_specs(v)
    names = {s.name for s in offered}
    return offered + tuple(s for s in _FAMILY_SPECS if s.name not in names)
