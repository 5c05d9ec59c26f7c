"""Words of Hungarian Tarokk in English and Japanese.

Templates that name a contract, a bonus or a contra step are built from the name tables
below, so every event kind (``bid_two``, ``announce_pagat``, ``recontra_game`` …) has its own
complete sentence in both languages.
"""

from __future__ import annotations

from .rules import BONUSES, CONTRA_ITEMS, CONTRA_STEPS, CONTRACTS, GAME_ANNOUNCEMENTS

Texts = dict[str, dict[str, str]]

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

REASONS: Texts = {
    "reason.inviter-must-pass": {
        "en": "You made an invitation with tarokk {number}: your next call in the bidding must be a pass.",
        "ja": "タロック{number}のインビテーションをしたので、次のビッドの番はパスしかできません。"},
    "reason.forced-three-only": {
        "en": "Without an honour, the last player may open with Three and nothing higher.",
        "ja": "オナーを持たない4番目のプレイヤーがビッドできるのはスリーだけです。"},
    "reason.no-honour": {
        "en": "You hold no honour (Skiz, XXI or Pagat), so you must pass.",
        "ja": "オナー(スキッツ・タロック21・パガット)がないので、パスしかできません。"},
    "reason.bid-too-low": {
        "en": "That bid does not beat the bid on the table: bid higher or pass.",
        "ja": "いまのビッドを上回っていません。より強いコントラクトをビッドするかパスしてください。"},
    "reason.invitation-not-qualified": {
        "en": "That jump would be an invitation promising tarokk {number} together with the Skiz or the XXI "
              "(or the Pagat); you do not hold them.",
        "ja": "このジャンプビッドはタロック{number}のインビテーションになります。タロック{number}と、"
              "スキッツかタロック21(またはパガット)がないとできません。"},
    "reason.xx-must-bid": {
        "en": "A pass here is the XX invitation, which needs tarokk XX with the Skiz or the XXI: you must bid.",
        "ja": "ここでのパスはタロック20のインビテーションになり、タロック20とスキッツかタロック21が必要です。"
              "ビッドしてください。"},
    "reason.unknown-contract": {
        "en": "There is no such contract: bid Three, Two, One or Solo.",
        "ja": "そのようなコントラクトはありません。スリー・ツー・ワン・ソロのどれかをビッドしてください。"},
    "reason.forced-three-cannot-change": {
        "en": "Under the chosen rules an honourless Three cannot be changed.",
        "ja": "このルール設定では、オナーなしでビッドしたスリーは変更できません。"},
    "reason.discard-one-card": {
        "en": "Choose your discards one card at a time.",
        "ja": "捨て札は1枚ずつ選んでください。"},
    "reason.discard-honour": {
        "en": "An honour may never be discarded.",
        "ja": "オナーは捨て札にできません。"},
    "reason.discard-king": {
        "en": "A king may never be discarded.",
        "ja": "キングは捨て札にできません。"},
    "reason.discard-invitation-card": {
        "en": "You invited with tarokk {number}, so you must keep it.",
        "ja": "インビテーションに使ったタロック{number}は捨て札にできません。"},
    "reason.discard-tarokk-while-plain": {
        "en": "You still have enough suit cards other than kings: discard those, not a tarokk.",
        "ja": "キング以外のスートのカードが足りているうちは、タロックを捨て札にできません。"},
    "reason.unknown-word": {
        "en": "That is not one of the choices here.",
        "ja": "それはここでは選べません。"},
    "reason.annul-not-eligible": {
        "en": "Only {condition} may annul the deal; your hand does not qualify.",
        "ja": "ディールの無効を要請できるのは、{condition}だけです。この手札は当てはまりません。"},
    "reason.wrong-phase": {"en": "Not now. {now}", "ja": "今はその行動はできません。{now}"},
    "reason.surrender-not-eligible": {
        "en": "You may surrender only while holding exactly one honour (you hold {honours}).",
        "ja": "降伏できるのはオナーがちょうど1枚のときだけです(いまは{honours}枚)。"},
    "reason.call-one-card": {
        "en": "Name exactly one tarokk.",
        "ja": "指定するタロックは1枚です。"},
    "reason.call-honour": {
        "en": "An honour cannot be named as the partner card.",
        "ja": "オナーはパートナーのカードとして指定できません。"},
    "reason.call-not-tarokk": {
        "en": "Only tarokks II to XX can be named.",
        "ja": "指定できるのはタロック2からタロック20までです。"},
    "reason.call-must-invitation": {
        "en": "An invitation binds you: you must name tarokk {number}.",
        "ja": "インビテーションを受けているので、タロック{number}を指定しなければなりません。"},
    "reason.call-must-t20": {
        "en": "Nobody else discarded a tarokk and you lack the XX: you must name tarokk XX.",
        "ja": "ほかのプレイヤーはタロックを捨てておらず、あなたはタロック20を持っていないので、"
              "タロック20を指定しなければなりません。"},
    "reason.call-t20-or-highest": {
        "en": "Since you hold the XX, name either it or the highest tarokk you lack (tarokk {number}).",
        "ja": "タロック20を持っているので、タロック20か、持っていない中で最も強いタロック{number}を指定してください。"},
    "reason.declarer-side-only": {
        "en": "Only the declarer's side may announce a double game or a volat.",
        "ja": "ダブルゲームとボラットを予告できるのはデクレアラー側だけです。"},
    "reason.double-game-disabled": {
        "en": "These rules have no double game.",
        "ja": "このルール設定ではダブルゲームはありません。"},
    "reason.double-after-volat": {
        "en": "Your side has announced volat; a double game can no longer be announced.",
        "ja": "ボラットを予告したあとは、ダブルゲームを予告できません。"},
    "reason.already-announced": {
        "en": "Your side has already made that announcement.",
        "ja": "その予告はあなたの側がすでに行っています。"},
    "reason.defender-not-public": {
        "en": "A defender may announce only once the table knows his side (for example after saying contra).",
        "ja": "ディフェンダーが予告できるのは、自分の側が明らかになってからです(例えばコントラを宣言したあと)。"},
    "reason.undeclared-tarokks": {
        "en": "Holding eight or nine tarokks undeclared, you may neither announce Pagat ultimo nor contra it.",
        "ja": "エイトタロックかナインタロックを発表していないので、パガットウルティモの予告もそのコントラもできません。"},
    "reason.already-declared": {
        "en": "You have already declared your tarokks.",
        "ja": "手役はすでに発表しています。"},
    "reason.declare-wrong-count": {
        "en": "You do not hold exactly {count:|tarokk|tarokks}.",
        "ja": "タロックがちょうど{count}枚ではありません。"},
    "reason.contra-no-item": {
        "en": "There is no announcement that this step could answer.",
        "ja": "この宣言の対象になる予告がありません。"},
    "reason.contra-wrong-step": {
        "en": "That is not the next step of this contra chain.",
        "ja": "それはこのコントラの次の段階ではありません。"},
    "reason.contra-max": {
        "en": "Under the chosen rules the contra chain stops after {max:|step|steps}.",
        "ja": "このルール設定ではコントラは{max}段階までです。"},
    "reason.contra-not-entitled": {
        "en": "That step belongs to the other side.",
        "ja": "その宣言は相手側が行うものです。"},
    "reason.pagat-obligation": {
        "en": "You invited with the Pagat: announce Pagat ultimo before ending your first turn.",
        "ja": "パガットでインビテーションしたので、最初の番を終える前にパガットウルティモを予告してください。"},
    "reason.play-one-card": {
        "en": "Play exactly one card.",
        "ja": "出すカードは1枚です。"},
    "reason.pagat-must-wait": {
        "en": "Your side announced Pagat ultimo: keep the Pagat for the last trick while you can play another card.",
        "ja": "パガットウルティモを予告しているので、ほかに出せるカードがある間はパガットを最終トリックまで残してください。"},
    "reason.must-play-tarokk": {
        "en": "A tarokk was led: you must play a tarokk.",
        "ja": "タロックがリードされたので、タロックを出してください。"},
    "reason.must-follow": {
        "en": "You must follow the suit that was led.",
        "ja": "リードされたスートのカードを出してください。"},
    "reason.must-trump": {
        "en": "You have none of the suit led, so you must play a tarokk.",
        "ja": "リードされたスートがないので、タロックを出してください。"},
    "reason.circuit-pending": {
        "en": "The end of the session has already been declared.",
        "ja": "終了の宣言はすでに出ています。"},
    "reason.circuit-first-decision": {
        "en": "The end of the session can be declared only at your first decision in a deal.",
        "ja": "終了の宣言は、各ディールで最初に行動するときにだけできます。"},
}

EVENTS: Texts = {
    "event.session_end": {
        "en": "Seat {seat} declares that the session ends after the Skiz circuit.",
        "ja": "席{seat}が終了を宣言しました。スキッツを受け取った人がもう一度ディーラーをしたあと、"
              "残りの全員が1回ずつ配ったところで終わります。"},
    "event.pass": {"en": "Seat {seat} passes.", "ja": "席{seat}はパス。"},
    "event.passed_out": {
        "en": "All four passed: no score, and the deal moves on.",
        "ja": "4人ともパスしたので、得失点なしで次のディールに進みます。"},
    "event.contract_kept": {"en": "Seat {seat} keeps the Three.", "ja": "席{seat}はスリーのまま進めます。"},
    "event.talon_cards": {
        "en": "Seat {seat} receives from the talon: {list}.", "ja": "席{seat}がタロンから受け取ったカード: {list}"},
    "event.talon_taken": {
        "en": "Seat {seat} takes {count:|card|cards} from the talon.", "ja": "席{seat}がタロンから{count}枚取りました。"},
    "event.forced_failure": {
        "en": "Seat {seat} drew no honour: the contract fails at once.",
        "ja": "席{seat}はタロンからオナーを引けなかったので、コントラクトは直ちに失敗です。"},
    "event.discarded": {"en": "Seat {seat} discards {card}.", "ja": "席{seat}は{card}を捨てました。"},
    "event.declarer_shows": {
        "en": "The declarer (seat {seat}) discarded these tarokks: {list}.",
        "ja": "デクレアラー(席{seat})が捨てたタロック: {list}"},
    "event.tarokks_discarded": {
        "en": "Seat {seat} discarded {count:|tarokk|tarokks}.", "ja": "席{seat}が捨てたタロックは{count}枚です。"},
    "event.tarokks_discarded_total": {
        "en": "The dealer reports {count:|tarokk|tarokks} among the other players' discards.",
        "ja": "ディーラーの報告: デクレアラー以外の捨て札にタロックが{count}枚あります。"},
    "event.annulled": {
        "en": "Seat {seat} annuls the deal: nobody scores.", "ja": "席{seat}の要請でこのディールは無効です(得失点なし)。"},
    "event.no_annulment": {
        "en": "Seat {seat} does not annul.", "ja": "席{seat}はディールの無効を要請しません。"},
    "event.surrendered": {
        "en": "Seat {seat} surrenders and pays twice the contract to each player.",
        "ja": "席{seat}が降伏し、ほかの各プレイヤーにコントラクトの2倍を支払います。"},
    "event.plays_on": {"en": "Seat {seat} plays on.", "ja": "席{seat}は降伏せずにプレイします。"},
    "event.called": {
        "en": "Seat {seat} names tarokk {number} as the partner card.",
        "ja": "席{seat}がパートナーのカードとしてタロック{number}を指定しました。"},
    "event.declared_eight": {
        "en": "Seat {seat} declares eight tarokks.", "ja": "席{seat}がエイトタロックを発表しました。"},
    "event.declared_nine": {
        "en": "Seat {seat} declares nine tarokks.", "ja": "席{seat}がナインタロックを発表しました。"},
    "event.turn_over": {"en": "Seat {seat} ends the turn.", "ja": "席{seat}の番が終わりました。"},
    "event.announcements_over": {
        "en": "The announcements are over; play begins.", "ja": "宣言が終わりました。プレイを始めます。"},
    "event.joins_declarer": {
        "en": "Seat {seat} is now known to be on the declarer's side.",
        "ja": "席{seat}がデクレアラー側であることがわかりました。"},
    "event.joins_defenders": {
        "en": "Seat {seat} is now known to be a defender.", "ja": "席{seat}がディフェンダー側であることがわかりました。"},
    "event.card_played": {"en": "Seat {seat} plays {card}.", "ja": "席{seat}: {card}"},
    "event.trick_won": {
        "en": "Seat {seat} wins the trick ({points:|card point|card points}).",
        "ja": "席{seat}がトリックを取りました(カードの点数{points}点)。"},
}

LINES: Texts = {
    "line.game": {"en": "Game", "ja": "ゲーム"},
    "line.trull": {"en": "Trull", "ja": "オールスリー"},
    "line.kings": {"en": "Four kings", "ja": "オールフォー"},
    "line.pagat": {"en": "Pagat ultimo", "ja": "パガットウルティモ"},
    "line.xxi": {"en": "XXI catch", "ja": "タロック21の捕獲"},
    "line.eight": {"en": "Eight tarokks", "ja": "エイトタロック"},
    "line.nine": {"en": "Nine tarokks", "ja": "ナインタロック"},
    "line.dealer_fee": {"en": "Dealer's fee for an honour", "ja": "オナーの代金(ディーラーへ)"},
    "line.forced_failure": {"en": "Honourless Three failed", "ja": "オナーなしのスリーの失敗"},
    "line.surrender": {"en": "Surrender", "ja": "降伏"},
}

#: A bonus's line as announced and made, announced and failed, or scored without announcement.
_VARIANTS = {"announced-made": (" (announced, made)", "(予告して成功)"),
             "announced-failed": (" (announced, failed)", "(予告して失敗)"),
             "silent": (" (not announced)", "(予告なし)")}
LINE_VARIANTS: Texts = {
    f"{key}.{variant}": {"en": LINES[key]["en"] + en, "ja": LINES[key]["ja"] + ja}
    for key in ("line.trull", "line.kings", "line.pagat", "line.xxi") for variant, (en, ja) in _VARIANTS.items()}

PHASES: Texts = {
    "phase.bidding": {"en": "Bidding", "ja": "ビッド"},
    "phase.contract": {"en": "Contract change", "ja": "コントラクトの変更"},
    "phase.discard": {"en": "Talon and discards", "ja": "タロンと捨て札"},
    "phase.annulment": {"en": "Annulment", "ja": "ディールの無効"},
    "phase.surrender": {"en": "Surrender", "ja": "降伏"},
    "phase.call": {"en": "Partner call", "ja": "パートナーの指定"},
    "phase.announcements": {"en": "Announcements", "ja": "予告と宣言"},
    "phase.over": {"en": "Deal over", "ja": "ディール終了"},
}

PROMPTS: Texts = {
    "prompt.bid": {"en": "Bid or pass.", "ja": "ビッドするかパスしてください。"},
    "prompt.contract": {
        "en": "Keep the Three or change the contract.", "ja": "スリーのままにするか、コントラクトを変更してください。"},
    "prompt.discard": {"en": "Discard {count:|more card|more cards}.", "ja": "あと{count}枚捨ててください。"},
    "prompt.annulment": {
        "en": "Annul the deal, or pass.", "ja": "ディールの無効を要請するか、パスしてください。"},
    "prompt.annulment-pass": {
        "en": "Only {condition} may annul the deal; your hand does not qualify: pass.",
        "ja": "ディールの無効を要請できるのは、{condition}だけです。この手札は当てはまらないので、パスしてください。"},
    "prompt.surrender": {"en": "Surrender, or play on.", "ja": "降伏するか、そのままプレイするか選んでください。"},
    "prompt.call": {
        "en": "Name the tarokk whose holder will be your partner.",
        "ja": "パートナーにするタロックを指定してください。"},
    "prompt.announcements": {
        "en": "Announce, declare or contra as you wish, then pass to end your turn.",
        "ja": "予告・手役の発表・コントラを好きなだけ行い、パスで番を終えてください。"},
    "prompt.play": {"en": "Play a card.", "ja": "カードを1枚出してください。"},
}

NOTES: Texts = {
    "note.sitting_out": {"en": "Sits out", "ja": "休み"},
    "note.dealer": {"en": "Dealer", "ja": "ディーラー"},
    "note.passed": {"en": "Passed", "ja": "パス"},
    "note.invitation": {"en": "Invitation: tarokk {number}", "ja": "タロック{number}のインビテーション"},
    "note.called": {"en": "Called tarokk {number}", "ja": "タロック{number}を指定"},
    "note.partner": {"en": "Partner", "ja": "パートナー"},
    "note.defender": {"en": "Defender", "ja": "ディフェンダー"},
    "note.tarokks_discarded": {"en": "Discarded {count:|tarokk|tarokks}", "ja": "タロックを{count}枚捨て札"},
    "note.tarokks_discarded_total": {"en": "Tarokks in discards: {count}", "ja": "捨て札のタロック: {count}枚"},
    "note.declared": {"en": "Declared {count:|tarokk|tarokks}", "ja": "手役: タロック{count}枚"},
    "group.declarer_tarokks": {"en": "Declarer's discarded tarokks", "ja": "デクレアラーが捨てたタロック"},
    "group.talon": {"en": "Talon", "ja": "タロン"},
    "group.discards": {"en": "Discards", "ja": "捨て札"},
    "group.own_discards": {"en": "Your discards", "ja": "あなたの捨て札"},
}

ACTIONS: Texts = {
    "action.discard": {"en": "Discard {cards}", "ja": "{cards}を捨てる"},
    "action.call": {"en": "Name {cards}", "ja": "{cards}を指定する"},
    "action.annul": {"en": "Annul the deal", "ja": "ディールを無効にする"},
    "action.surrender": {"en": "Surrender", "ja": "降伏する"},
    "action.session.end": {"en": "End after the Skiz circuit", "ja": "スキッツ一巡で終了を宣言"},
    "action.declare.eight": {"en": "Declare eight tarokks", "ja": "エイトタロックを発表"},
    "action.declare.nine": {"en": "Declare nine tarokks", "ja": "ナインタロックを発表"},
    "word.eight": {"en": "eight tarokks", "ja": "エイトタロック"},
    "word.nine": {"en": "nine tarokks", "ja": "ナインタロック"},
    "word.end": {"en": "end of the session", "ja": "終了"},
    # who may annul a deal
    "word.annul-lone": {
        "en": "a player whose only tarokk is the XXI or the Pagat, with no tarokk discarded",
        "ja": "タロックを捨て札にしておらず、手元のタロックがタロック21かパガットの1枚だけのプレイヤー"},
    "word.annul-lone-extra": {
        "en": "a player with no tarokk discarded whose only tarokk is the XXI or the Pagat (or who holds no "
              "tarokk, just the XXI and the Pagat, or all four kings)",
        "ja": "タロックを捨て札にしておらず、タロックがタロック21かパガットの1枚だけ、タロックが1枚もない、"
              "タロック21とパガットの2枚だけ、またはキングを4枚とも持っているプレイヤー"},
    # what is being decided, for a move made at another moment
    "word.now-bidding": {
        "en": "This is the bidding: bid or pass (the cards are played later).",
        "ja": "ビッドの番です。ビッドするかパスしてください(カードを出すのはあとです)。"},
    "word.now-contract": {
        "en": "The declarer is choosing the contract now: keep the Three or change it.",
        "ja": "デクレアラーがコントラクトを決める場面です(スリーのままにするか変更するか)。"},
    "word.now-discard": {
        "en": "This is the discard: choose the cards to put away (the cards are played later).",
        "ja": "捨て札を選ぶ場面です(カードを出すのはあとです)。"},
    "word.now-annulment": {
        "en": "Each player in turn may now annul the deal, or pass.",
        "ja": "順番にディールの無効を要請するか、パスする場面です。"},
    "word.now-surrender": {
        "en": "The declarer is deciding now whether to surrender or play on.",
        "ja": "デクレアラーが降伏するかプレイを続けるかを決める場面です。"},
    "word.now-call": {
        "en": "The declarer is naming the tarokk that calls a partner now.",
        "ja": "デクレアラーがパートナーを呼ぶタロックを指定する場面です。"},
    "word.now-announcements": {
        "en": "These are the announcements: announce, declare or contra as you wish, then pass; the cards are "
              "played after them.",
        "ja": "予告と宣言の場面です。予告・手役の発表・コントラを済ませてパスしてください。"
              "カードを出すのはそのあとです。"},
    "word.now-play": {
        "en": "The cards are being played now: play a card.",
        "ja": "カードを出す場面です。カードを1枚出してください。"},
}

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
    for kind, (en, ja) in ((k, (v["en"], v["ja"])) for k, v in LINES.items()):
        name = kind.split(".", 1)[1]
        out[f"event.score_{name}"] = {"en": f"{en}: {{points}} for each of seats {{who}}.",
                                      "ja": f"{ja}: 席{{who}}がそれぞれ{{points}}点。"}
    return out


MESSAGES: Texts = {**REASONS, **EVENTS, **LINES, **LINE_VARIANTS, **PHASES, **PROMPTS, **NOTES, **ACTIONS, **_generated()}

assert all(set(v) == {"en", "ja"} for v in MESSAGES.values())
assert all(c in CONTRACT_NAMES for c in CONTRACTS)
