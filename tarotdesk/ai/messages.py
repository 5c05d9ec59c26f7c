"""Words for the hints' reason codes (``hint.<code>``), in English and Japanese.

The same key scheme and ``str.format`` templates as :mod:`tarotdesk.core.messages`: the UI shows
a hint with ``text("hint." + hint.reason, lang, hint.params, (MESSAGES,))``. Card parameters
are card codes (the UI may turn them into names), ``points`` and ``count`` are numbers.
"""

from __future__ import annotations

MESSAGES: dict[str, dict[str, str]] = {
    # -- any game ------------------------------------------------------------------------------
    "hint.only-move": {"en": "The only legal move.", "ja": "出せるのはこれだけです。"},
    "hint.best-value": {
        "en": "Gives the best expected result of the options searched.",
        "ja": "読んだ手の中で、期待される結果がいちばん良い手です。",
    },
    # -- trick play ----------------------------------------------------------------------------
    "hint.takes-trick": {
        "en": "Takes the trick with {card} ({points:|point|points} in it).",
        "ja": "{card}でトリックを取ります(中の得点は{points}点)。",
    },
    "hint.takes-lead": {
        "en": "Takes the lead in the trick with {card}.",
        "ja": "{card}でこのトリックの先頭に立ちます。",
    },
    "hint.feeds-partner": {
        "en": "Adds {card} to the partner's trick.",
        "ja": "味方が取るトリックに{card}を乗せます。",
    },
    "hint.ducks": {
        "en": "Lets the trick go and keeps the stronger cards.",
        "ja": "このトリックは見送り、強い札を温存します。",
    },
    "hint.throws-points": {
        "en": "Unloads {card} on a trick someone else will take.",
        "ja": "他の人が取るトリックに{card}を捨てます。",
    },
    "hint.avoids-trick": {
        "en": "Stays out of the trick: every point taken counts against you.",
        "ja": "このトリックは取りません。取った点はすべて自分の負担になります。",
    },
    "hint.first-trick": {
        "en": "Secures a trick: a player who takes none loses the deal.",
        "ja": "トリックを一つ確保します。一つも取れないとこのディールの負けです。",
    },
    "hint.avoids-combination": {
        "en": "Avoids completing a cricca or a sequence in your own pile.",
        "ja": "自分の取り札にクリッケやシークエンスができるのを避けます。",
    },
    "hint.keeps-pagat": {
        "en": "Keeps the Pagat for the last trick.",
        "ja": "パガットを最後のトリックまで残しておきます。",
    },
    "hint.pagat-ultimo": {
        "en": "Plays the Pagat in the last trick.",
        "ja": "最後のトリックでパガットを出します。",
    },
    "hint.catches-xxi": {
        "en": "The Skiz captures the XXI.",
        "ja": "スキッツでタロック21を捕まえます。",
    },
    "hint.fool-escape": {
        "en": "Plays the Fool to stay out of a costly trick.",
        "ja": "マットを出して、高くつくトリックを避けます。",
    },
    "hint.keeps-fool": {
        "en": "Keeps the Fool for a worse trick later.",
        "ja": "マットは、もっと苦しいトリックのために残しておきます。",
    },
    "hint.leads-trump": {
        "en": "Leads a trump to draw the opponents' trumps.",
        "ja": "切札を打ち出して、相手の切札を引き出します。",
    },
    "hint.leads-short-suit": {
        "en": "Leads from a short suit to run out of it and trump later.",
        "ja": "短いスートから出して早く切らし、あとで切札で取れるようにします。",
    },
    "hint.leads-winner": {
        "en": "Leads {card}, which should win the trick.",
        "ja": "トリックを取れそうな{card}を打ち出します。",
    },
    "hint.leads-low": {
        "en": "Leads a low card that is unlikely to win.",
        "ja": "取れそうにない低い札を打ち出します。",
    },
    "hint.fool-card": {
        "en": "Gives {card}, the least valuable card of your pile, for the Fool.",
        "ja": "マットの代わりに、取り札の中でいちばん価値の低い{card}を渡します。",
    },
    "hint.gift-card": {
        "en": "Hands over {card}, the card that hurts you least.",
        "ja": "いちばん痛手の少ない{card}を渡します。",
    },
    # -- before the play -----------------------------------------------------------------------
    "hint.discard": {
        "en": "Puts {card} aside: a card that would be hard to bring home.",
        "ja": "持ち帰りにくい{card}を伏せます。",
    },
    "hint.discard-void": {
        "en": "Puts {card} aside to empty a suit.",
        "ja": "{card}を伏せて、そのスートを切らします。",
    },
    "hint.bid": {
        "en": "The hand is worth this bid.",
        "ja": "この手ならこのビッドに見合います。",
    },
    "hint.pass": {
        "en": "The hand is not strong enough to bid higher.",
        "ja": "これ以上ビッドするには手が弱すぎます。",
    },
    "hint.announce": {
        "en": "Announces it: the hand should make it.",
        "ja": "宣言します。この手なら達成できそうです。",
    },
    "hint.contra": {
        "en": "Doubles: the other side is unlikely to make it.",
        "ja": "コントラします。相手側は達成できそうにありません。",
    },
    "hint.silent": {
        "en": "Nothing here is worth announcing.",
        "ja": "宣言する価値のあるものはありません。",
    },
    "hint.announce-value": {
        "en": "{action}: made in {chance}% of {worlds} sampled deals; {gain:+.1f} ± {se:.1f} game points "
              "against keeping silent.",
        "ja": "{action}:読んだ{worlds}通りの配りのうち{chance}%で達成できます。黙っている場合と比べて"
              "{gain:+.1f} ± {se:.1f}点です。",
    },
    "hint.contra-value": {
        "en": "{action}: the side it belongs to makes it in {chance}% of {worlds} sampled deals; "
              "{gain:+.1f} ± {se:.1f} game points against passing.",
        "ja": "{action}:読んだ{worlds}通りの配りのうち{chance}%で、その項目の側が達成します。パスと比べて"
              "{gain:+.1f} ± {se:.1f}点です。",
    },
    "hint.declare-value": {
        "en": "{action}: {gain:+.1f} game points, paid at once.",
        "ja": "{action}:その場で{gain:+.1f}点が入ります。",
    },
    "hint.silent-value": {
        "en": "Passes: nothing gains clearly on {worlds} sampled deals (the best, {action}: "
              "{gain:+.1f} ± {se:.1f} game points).",
        "ja": "パスします。読んだ{worlds}通りの配りで、はっきり得になるものはありません"
              "(いちばん良い{action}でも{gain:+.1f} ± {se:.1f}点)。",
    },
    "hint.pass-value": {
        "en": "Passes, though {action} gains {gain:+.1f} ± {se:.1f} game points on {worlds} sampled deals.",
        "ja": "パスします。ただし読んだ{worlds}通りの配りでは、{action}で{gain:+.1f} ± {se:.1f}点の得になります。",
    },
    "hint.surrender-value": {
        "en": "Concedes: playing on averages {played:+.1f} game points on {worlds} sampled deals, "
              "conceding costs {cost:+.1f} ({gain:+.1f} ± {se:.1f}).",
        "ja": "降ります。読んだ{worlds}通りの配りで、続けた場合の平均は{played:+.1f}点、降りれば"
              "{cost:+.1f}点です({gain:+.1f} ± {se:.1f})。",
    },
    "hint.play-on-value": {
        "en": "Plays on: it averages {played:+.1f} game points on {worlds} sampled deals; conceding "
              "would cost {cost:+.1f}.",
        "ja": "続けます。読んだ{worlds}通りの配りでの平均は{played:+.1f}点で、降りると{cost:+.1f}点に"
              "なります。",
    },
    "hint.alone-value": {
        "en": "Plays alone: {alone:+.1f} game points on {worlds} sampled deals against {called:+.1f} "
              "with the partner ({gain:+.1f} ± {se:.1f}).",
        "ja": "一人で戦います。読んだ{worlds}通りの配りで{alone:+.1f}点、パートナーを呼ぶと{called:+.1f}点"
              "です({gain:+.1f} ± {se:.1f})。",
    },
    "hint.call-value": {
        "en": "Calls a partner: {called:+.1f} game points on {worlds} sampled deals; alone "
              "{alone:+.1f} ({gain:+.1f} ± {se:.1f}).",
        "ja": "パートナーを呼びます。読んだ{worlds}通りの配りで{called:+.1f}点、一人なら{alone:+.1f}点"
              "です({gain:+.1f} ± {se:.1f})。",
    },
    "hint.surrender": {
        "en": "Concedes: the contract is out of reach.",
        "ja": "降ります。この契約は達成できそうにありません。",
    },
    "hint.play-on": {
        "en": "Plays on: the contract can still be made.",
        "ja": "続けます。まだ契約を達成できます。",
    },
    "hint.call": {
        "en": "Calls {card}: the partner it brings helps most.",
        "ja": "{card}を呼びます。その持ち主がいちばん頼りになる味方です。",
    },
    "hint.alone": {
        "en": "Plays alone: the hand needs no partner.",
        "ja": "一人で戦います。この手なら味方はいりません。",
    },
    "hint.name-card": {
        "en": "Asks for {card}, the card that strengthens the hand most.",
        "ja": "手をいちばん強くする{card}を求めます。",
    },
    "hint.give-back": {
        "en": "Gives back {card}, the least useful card.",
        "ja": "いちばん役に立たない{card}を返します。",
    },
    "hint.monte": {
        "en": "The hand is too weak: a new deal is better.",
        "ja": "手が弱すぎるので、配り直しのほうが得です。",
    },
    "hint.no-monte": {
        "en": "The hand is good enough to play.",
        "ja": "この手なら十分に戦えます。",
    },
    "hint.annul": {
        "en": "Annuls the deal: the hand is too weak for this contract.",
        "ja": "ディールを無効にします。この契約には手が弱すぎます。",
    },
    # -- fishing games -------------------------------------------------------------------------
    "hint.captures": {
        "en": "Captures {count:|card|cards}.",
        "ja": "{count}枚を取ります。",
    },
    "hint.sweeps": {
        "en": "Clears the table and scores for it.",
        "ja": "場を空にして得点します(スコパ・リンピア)。",
    },
    "hint.settebello": {
        "en": "Takes the settebello (seven of coins).",
        "ja": "セッテベッロ(金貨の7)を取ります。",
    },
    "hint.trail-safe": {
        "en": "Lays {card}, which leaves the next player little to take.",
        "ja": "{card}を場に置きます。次の人に取られるものがほとんどありません。",
    },
    "hint.declares": {
        "en": "Declares the hand for its points.",
        "ja": "手役を宣言して得点します。",
    },
    "hint.porrazo": {
        "en": "Makes a porrazo on the card just laid.",
        "ja": "置かれたばかりの札でポラーソを決めます。",
    },
    "hint.counter-porrazo": {
        "en": "Answers the porrazo with a counter-porrazo.",
        "ja": "ポラーソにカウンター・ポラーソで返します。",
    },
    "hint.san-benito": {
        "en": "Plays a San Benito and wins the game.",
        "ja": "サン・ベニートでゲームに勝ちます。",
    },
    "hint.en-su-lugar": {
        "en": "Lays {card} en su lugar (its own place on the table) and scores for it.",
        "ja": "{card}をエン・ス・ルガールで場に置いて得点します。",
    },
    "hint.lays-tendido": {
        "en": "Lays the tendido now.",
        "ja": "今テンディドを出します。",
    },
    "hint.waits-tendido": {
        "en": "Keeps the tendido back for a later deal.",
        "ja": "テンディドは後の配りまで待ちます。",
    },
}
