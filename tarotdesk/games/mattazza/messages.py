"""Mattazza's words: reasons, events, phases, score lines, actions, prompts, notes, groups.

Templates use the parameters of the refusal, event, line or prompt. Combination and suit
names travel as ``{"en": …, "ja": …}`` and are picked with ``{name[en]}`` / ``{name[ja]}``.
"""

from __future__ import annotations

MESSAGES: dict[str, dict[str, str]] = {
    # -- refusals -----------------------------------------------------------------------------
    "reason.must-follow-suit": {
        "en": "You must follow suit: {lead} was led and you hold {suit_name[en]} "
              "(the Matto may always be played).",
        "ja": "{lead}がリードされ、あなたは{suit_name[ja]}を持っているので、同じスートを出してください"
              "(マットはいつでも出せます)。",
    },
    "reason.must-follow-trump": {
        "en": "A trump was led ({lead}): you must play a trump (or the Matto).",
        "ja": "切札({lead})がリードされたので、切札を出してください(マットも出せます)。",
    },
    "reason.must-trump": {
        "en": "You have no {suit_name[en]}, so you must play a trump (or the Matto).",
        "ja": "{suit_name[ja]}を持っていないので、切札を出してください(マットも出せます)。",
    },
    "reason.card-not-in-pile": {
        "en": "{card} is not among the cards you have won.",
        "ja": "{card}はあなたの取り札の中にありません。",
    },
    "reason.must-give-blank": {
        "en": "With the blank-first rule you must hand over a card worth no points.",
        "ja": "0点札優先のルールなので、点数のない札を渡してください。",
    },
    "reason.wrong-phase": {"en": "Not now. {now}", "ja": "今はその行動はできません。{now}"},
    "word.now-matto-gift": {
        "en": "First the Matto is paid for: its player gives a card of the won pile in exchange, and then the "
              "play goes on.",
        "ja": "先にマットの精算です。マットを出した人が取り札から1枚を代わりに渡してから、プレイが続きます。",
    },
    "word.now-play": {
        "en": "Nothing is owed for the Matto now: play a card to the trick.",
        "ja": "マットの精算はありません。トリックに札を出してください。",
    },
    # -- events -------------------------------------------------------------------------------
    "event.card_played": {"en": "Seat {seat} plays {card}.", "ja": "席{seat}が{card}を出しました。"},
    "event.trick_won": {"en": "Seat {seat} wins trick {trick}.", "ja": "席{seat}が第{trick}トリックを取りました。"},
    "event.matto_kept": {
        "en": "Seat {seat} played the Matto and keeps it; seat {recipient} will receive a card for it.",
        "ja": "席{seat}はマットを自分の取り札に残します。あとで席{recipient}に代わりの1枚を渡します。",
    },
    "event.last_trick": {
        "en": "Seat {seat} takes the last trick: +{points}.",
        "ja": "席{seat}が最後のトリックを取りました(+{points}点)。",
    },
    "event.matto_given": {
        "en": "Seat {seat} hands {card} to seat {recipient}.",
        "ja": "席{seat}が席{recipient}に{card}を渡しました。",
    },
    "event.cricca": {
        "en": "Seat {seat}: cricca of {name[en]}, {points:|point|points}.",
        "ja": "席{seat}:{name[ja]}のクリッケで{points}点。",
    },
    "event.sequence": {
        "en": "Seat {seat}: sequence of {name[en]}, {length:|card|cards}, {points:|point|points}.",
        "ja": "席{seat}:{name[ja]}のシークエンス({length}枚)で{points}点。",
    },
    "event.deal_total": {"en": "Seat {seat} totals {total:|point|points}.", "ja": "席{seat}の合計は{total}点です。"},
    "event.lost_trickless": {
        "en": "Seat {seat} took no trick and loses the deal (losses so far: {losses}).",
        "ja": "席{seat}はトリックを1つも取れなかったので、このディールの負けです(負け数{losses})。",
    },
    "event.lost_highest": {
        "en": "Seat {seat} has the highest total ({total}) and loses the deal (losses so far: {losses}).",
        "ja": "席{seat}は最高点({total}点)なので、このディールの負けです(負け数{losses})。",
    },
    "event.game_end_two_losers": {
        "en": "Two players have lost at least twice: the game is over.",
        "ja": "負け数が2以上のプレイヤーが2人以上になったので、ゲーム終了です。",
    },
    "event.game_end_one_loser": {
        "en": "A player has reached the loss limit: the game is over.",
        "ja": "1人の負け数が上限に達したので、ゲーム終了です。",
    },
    "event.units": {"en": "Seat {seat}: {units:+d|unit|units}.", "ja": "席{seat}:{units:+d}単位。"},
    # -- phases, actions, prompts ------------------------------------------------------------------
    "phase.matto-gift": {"en": "Matto settlement", "ja": "マットの精算"},
    "action.give": {"en": "Give {cards}", "ja": "{cards}を渡す"},
    "prompt.lead": {
        "en": "Lead to trick {trick}.",
        "ja": "第{trick}トリックのリードをしてください。",
    },
    "prompt.follow": {
        "en": "Play a card to trick {trick}.",
        "ja": "第{trick}トリックに札を1枚出してください。",
    },
    "prompt.matto_gift": {
        "en": "For the Matto kept, choose a card of the won pile to give to seat {recipient}.",
        "ja": "残したマットの代わりに、取り札から席{recipient}に渡す1枚を選んでください。",
    },
    # -- score lines ----------------------------------------------------------------------------
    "line.card_points": {"en": "Card points", "ja": "札の点数"},
    "line.tricks": {"en": "Tricks ({tricks})", "ja": "トリック({tricks}回)"},
    "line.last_trick": {"en": "Last trick", "ja": "最後のトリック"},
    "line.cricca": {"en": "Cricca of {name[en]}", "ja": "{name[ja]}のクリッケ"},
    "line.cricche_doubled": {"en": "Cricche doubled ({count:|cricca|cricche})", "ja": "クリッケ{count}つで2倍"},
    "line.sequence": {"en": "Sequence of {name[en]} ({length:|card|cards})", "ja": "{name[ja]}のシークエンス({length}枚)"},
    "line.sequences_doubled": {"en": "Sequences doubled ({count:|sequence|sequences})",
                               "ja": "シークエンス{count}つで2倍"},
    "line.local_batch": {"en": "Batch ({counting:|counting card|counting cards})", "ja": "1組(点札{counting}枚)"},
    "line.deal_lost": {"en": "Loses the deal (losses so far: {losses})", "ja": "このディールの負け(負け数{losses})"},
    "line.payment": {"en": "Payment: {units:+d|unit|units}", "ja": "精算:{units:+d}単位"},
    # -- table notes and groups --------------------------------------------------------------------
    "note.dealer": {"en": "Dealer", "ja": "ディーラー"},
    "note.losses": {"en": "{count:|loss|losses}", "ja": "負け数{count}"},
    "note.matto_owner": {"en": "Played the Matto", "ja": "マットを出した"},
    "group.unused": {"en": "Cards not dealt", "ja": "使わない札"},
    "group.matto_gift": {"en": "Card given for the Matto", "ja": "マットの代わりに渡された札"},
    # -- rule options refused together -------------------------------------------------------------
    "option.first-dealer-seat": {
        "en": "The first dealer must be one of the seats 0 to {last}; there is no seat {seat} at this table.",
        "ja": "最初のディーラーは席0〜{last}から選んでください。この人数では席{seat}はありません。",
    },
}
