"""Words of Hungarian Tarokk in English and Japanese.

Templates that name a contract, a bonus or a contra step are built from the name tables
below, so every event kind (``bid_two``, ``announce_pagat``, ``recontra_game`` …) has its own
complete sentence in both languages. The other texts are data: ``resources/messages/tarokk.toml``.
"""

from __future__ import annotations

from ...core.messages import Texts, load_messages
from ...resources import resource_path
from .rules import BONUSES, CONTRA_ITEMS, CONTRA_STEPS, CONTRACTS, GAME_ANNOUNCEMENTS

CONTRACT_NAMES: dict[str, tuple[str, str]] = {
    "three": ("Three", "スリー"), "two": ("Two", "ツー"), "one": ("One", "ワン"), "solo": ("Solo", "ソロ"),
}
BONUS_NAMES: dict[str, tuple[str, str]] = {
    "trull": ("trull (all three honours)", "オールスリー"),
    "kings": ("four kings", "オールフォー"),
    "pagat": ("Pagat ultimo", "パガットウルティモ"),
    "xxi": ("the XXI catch", "タロック21の捕獲"),
    "double": ("double game", "ダブルゲーム"),
    "volat": ("volat", "ボラット"),
}
ITEM_NAMES: dict[str, tuple[str, str]] = {"game": ("the game", "ゲーム"), **BONUS_NAMES}
STEP_NAMES: dict[str, tuple[str, str]] = {
    "contra": ("Contra", "コントラ"), "recontra": ("Recontra", "リコントラ"),
    "subcontra": ("Subcontra", "スブコントラ"), "hirscontra": ("Hirscontra", "ヒルスコントラ"),
    "mordcontra": ("Mordcontra", "モルドコントラ"),
}

_STATIC: Texts = load_messages(resource_path("messages", "tarokk.toml"))

#: A bonus's line as announced and made, announced and failed, or scored without announcement.
_VARIANTS = {"announced-made": (" (announced, made)", "(予告して成功)"),
             "announced-failed": (" (announced, failed)", "(予告して失敗)"),
             "silent": (" (not announced)", "(予告なし)")}
LINE_VARIANTS: Texts = {
    f"{key}.{variant}": {"en": _STATIC[key]["en"] + en, "ja": _STATIC[key]["ja"] + ja}
    for key in ("line.trull", "line.kings", "line.pagat", "line.xxi") for variant, (en, ja) in _VARIANTS.items()}

_INVITATION_NAMES = {"xix": ("XIX", "19"), "xviii": ("XVIII", "18"), "xx": ("XX", "20")}


def _generated() -> Texts:
    out: Texts = {}
    for word, (en, ja) in CONTRACT_NAMES.items():
        out[f"event.bid_{word}"] = {"en": f"Seat {{seat}} bids {en}.", "ja": f"席{{seat}}は{ja}をビッド。"}
        out[f"event.hold_{word}"] = {"en": f"Seat {{seat}} holds {en}.", "ja": f"席{{seat}}は{ja}をホールド。"}
        out[f"event.declarer_{word}"] = {
            "en": f"Seat {{seat}} is the declarer, playing {en}.",
            "ja": f"席{{seat}}が{ja}のデクレアラーになりました。"}
        out[f"event.contract_{word}"] = {
            "en": f"Seat {{seat}} changes the contract to {en}.",
            "ja": f"席{{seat}}がコントラクトを{ja}に変更しました。"}
        out[f"action.bid.{word}"] = {"en": en, "ja": ja}
        out[f"action.contract.{word}"] = {"en": f"Play {en}", "ja": f"{ja}でプレイ"}
        out[f"word.{word}"] = {"en": en, "ja": ja}
        out[f"note.bid_{word}"] = {"en": en, "ja": ja}
        out[f"note.declarer_{word}"] = {"en": f"Declarer: {en}", "ja": f"デクレアラー: {ja}"}
    for kind, (roman, number) in _INVITATION_NAMES.items():
        how = "pass" if kind == "xx" else "bid"
        how_ja = "パス" if kind == "xx" else "ビッド"
        out[f"event.invitation_{kind}"] = {
            "en": f"Seat {{seat}}'s {how} is the {roman} invitation: it promises tarokk {roman}.",
            "ja": f"席{{seat}}の{how_ja}はタロック{number}のインビテーションです。"}
    for bonus in BONUSES + GAME_ANNOUNCEMENTS:
        en, ja = BONUS_NAMES[bonus]
        out[f"event.announce_{bonus}"] = {"en": f"Seat {{seat}} announces {en}.", "ja": f"席{{seat}}が{ja}を予告しました。"}
        out[f"action.announce.{bonus}"] = {"en": f"Announce {en}", "ja": f"{ja}を予告"}
        out[f"word.{bonus}"] = {"en": en, "ja": ja}
        out[f"note.announced_{bonus}"] = {"en": f"Announced {en}", "ja": f"{ja}を予告"}
    out["word.game"] = {"en": "the game", "ja": "ゲーム"}
    for step in CONTRA_STEPS:
        s_en, s_ja = STEP_NAMES[step]
        for item in CONTRA_ITEMS:
            i_en, i_ja = ITEM_NAMES[item]
            out[f"event.{step}_{item}"] = {"en": f"Seat {{seat}}: {s_en} on {i_en}.", "ja": f"席{{seat}}: {i_ja}に{s_ja}。"}
            out[f"action.{step}.{item}"] = {"en": f"{s_en} on {i_en}", "ja": f"{i_ja}に{s_ja}"}
            out[f"note.{step}_{item}"] = {"en": f"{s_en} on {i_en}", "ja": f"{i_ja}に{s_ja}"}
    for kind, line in _STATIC.items():
        if kind.startswith("line."):
            name = kind.split(".", 1)[1]
            out[f"event.score_{name}"] = {"en": f"{line['en']}: {{points}} for each of seats {{who}}.",
                                          "ja": f"{line['ja']}: 席{{who}}がそれぞれ{{points}}点。"}
    return out


MESSAGES: Texts = {**_STATIC, **LINE_VARIANTS, **_generated()}

assert all(c in CONTRACT_NAMES for c in CONTRACTS)
