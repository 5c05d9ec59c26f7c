"""Porrazo's words: refusals, events, phases, score lines, actions, prompts and seat notes.

Templates take the refusal's or event's parameters (``{seat}``, ``{points}``, ``{rank}`` ...);
rank fields hold rank codes (A, 2 … 10, J, Q, K) because suits never matter in this game.
"""

from __future__ import annotations

MESSAGES: dict[str, dict[str, str]] = {
    # -- refusals -------------------------------------------------------------------------------
    "reason.tendido-compulsory": {
        "en": "This is the last deal of the hand: the tendido must be laid now.",
        "ja": "このハンド最後の配りなので、ここでテンディドを出さなければなりません。",
    },
    "reason.tendido-choice": {
        "en": "Choose either to lay the tendido now or to wait.",
        "ja": "テンディドを今出すか、まだ待つかのどちらかを選んでください。",
    },
    "reason.tendido-first": {
        "en": "The dealer (seat {dealer}) must first decide whether to lay the tendido.",
        "ja": "まずディーラー(席{dealer})が、テンディドを出すかどうかを決めます。",
    },
    "reason.tendido-closed": {
        "en": "The tendido is laid only right after a deal, and only once per hand.",
        "ja": "テンディドを出せるのは配った直後だけで、1ハンドに1回までです。",
    },
    "reason.declare-wrong-kind": {
        "en": "You can only declare what your three new cards really make.",
        "ja": "宣言できるのは、配られた3枚で実際にできている役だけです。",
    },
    "reason.declarations-first": {
        "en": "Rondas are declared before play starts; seat {seat} is deciding now.",
        "ja": "ロンダの宣言はプレイの前に行います。いまは席{seat}が宣言するかどうかを決めています。",
    },
    "reason.declarations-closed": {
        "en": "A ronda can only be declared before the first card of the deal is played.",
        "ja": "ロンダの宣言は、その配りで最初のカードが出される前にしかできません。",
    },
    "reason.claim-wrong-kind": {
        "en": "You can only claim what seat {holder} was really dealt.",
        "ja": "指摘できるのは、席{holder}に実際に配られていた役だけです。",
    },
    "reason.claim-pending": {
        "en": "First decide whether to claim the holding seat {holder} did not declare.",
        "ja": "先に、席{holder}が宣言しなかった役を指摘するかどうかを決めてください。",
    },
    "reason.claims-after-play": {
        "en": "An undeclared ronda is claimed only after the last card of the deal.",
        "ja": "宣言されなかったロンダの指摘は、その配りのカードがすべて出てからです。",
    },
    "reason.play-a-card": {
        "en": "It is your turn to play one card from your hand.",
        "ja": "あなたの番です。手札から1枚出してください。",
    },
    "reason.inplace-rank": {
        "en": "Only an A, 2, 3 or 4 can score en su lugar; {card} cannot.",
        "ja": "エン・ス・ルガールになるのはA・2・3・4だけです。{card}ではできません。",
    },
    "reason.inplace-count": {
        "en": "{card} scores en su lugar only on a table of {needed:|card|cards}; it holds {table} now.",
        "ja": "{card}でエン・ス・ルガールになるのは場札が{needed}枚のときだけです(いまは{table}枚)。",
    },
    "reason.inplace-nothing-to-decline": {
        "en": "{card} takes nothing here: just play it, and en su lugar scores by itself.",
        "ja": "{card}はここでは何も取れません。普通に出せばエン・ス・ルガールの点は自動で入ります。",
    },
    "reason.san-benito-compulsory": {
        "en": "{card} makes a San Benito: it cannot be played as en su lugar instead.",
        "ja": "{card}はサン・ベニートになるので、エン・ス・ルガールとして出すことはできません。",
    },
    # -- events ---------------------------------------------------------------------------------
    "event.dealt": {
        "en": "Deal {deal} of {deals}: seat {seat} gives three cards to everyone.",
        "ja": "{deals}回中{deal}回目の配り:席{seat}が全員に3枚ずつ配りました。",
    },
    "event.hand": {"en": "Your three new cards.", "ja": "新しい手札3枚です。"},
    "event.tendido_wait": {
        "en": "Seat {seat} does not lay the tendido yet.",
        "ja": "席{seat}はまだテンディドを出しません。",
    },
    "event.tendido": {"en": "Seat {seat} lays the tendido.", "ja": "席{seat}がテンディドを並べました。"},
    "event.tendido_positions": {
        "en": "Tendido cards in their places, counted {from}: +{points}",
        "ja": "テンディドの札が定位置に({from}):+{points}点",
    },
    "event.tendido_set": {
        "en": "Tendido: {count:|card|cards} of rank {rank} together: +{points}",
        "ja": "テンディド:{rank}が{count}枚そろいました:+{points}点",
    },
    "event.leftover": {
        "en": "The leftover cards are turned face up on the table.",
        "ja": "配り残りのカードを表向きにして場に置きました。",
    },
    "event.set_aside": {
        "en": "{count:|leftover card is|leftover cards are} set aside unseen.",
        "ja": "配り残りの{count}枚は見せずに脇へよけました。",
    },
    "event.ronda_declared": {"en": "Seat {seat} declares a ronda.", "ja": "席{seat}が「ロンダ」と宣言しました。"},
    "event.rondine_declared": {
        "en": "Seat {seat} declares a rondine.",
        "ja": "席{seat}が「ロンディネ」と宣言しました。",
    },
    "event.placed": {"en": "Seat {seat} lays {card} on the table.", "ja": "席{seat}は{card}を場に置きました。"},
    "event.captured": {"en": "Seat {seat} captures with {card}.", "ja": "席{seat}が{card}で場札を取りました。"},
    "event.en_su_lugar": {
        "en": "Seat {seat}: en su lugar! +{points}",
        "ja": "席{seat}:エン・ス・ルガール!+{points}点",
    },
    "event.porrazo": {"en": "Seat {seat}: Porrazo! +{points}", "ja": "席{seat}:ポラーソ!+{points}点"},
    "event.porrazo_held": {
        "en": "Seat {seat}: Porrazo, worth {points} if it is not countered.",
        "ja": "席{seat}:ポラーソ。カウンターされなければ{points}点になります。",
    },
    "event.limpia_held": {
        "en": "Seat {seat}: limpia, worth {points} if the porrazo stands.",
        "ja": "席{seat}:リンピア。ポラーソが成立すれば{points}点になります。",
    },
    "event.porrazo_annulled": {
        "en": "Seat {seat}'s porrazo is cancelled ({points}).",
        "ja": "席{seat}のポラーソは取り消しになりました({points}点)。",
    },
    "event.counter_porrazo": {
        "en": "Seat {seat}: Counter-porrazo! +{points}",
        "ja": "席{seat}:カウンター・ポラーソ!+{points}点",
    },
    "event.san_benito": {
        "en": "Seat {seat}: San Benito! That wins the game outright.",
        "ja": "席{seat}:サン・ベニート!点数に関係なくゲームの勝ちです。",
    },
    "event.limpia": {"en": "Seat {seat}: Limpia! +{points}", "ja": "席{seat}:リンピア!+{points}点"},
    "event.ronda_claimed": {
        "en": "Seat {seat} claims the ronda seat {holder} did not declare.",
        "ja": "席{seat}が、席{holder}の宣言しなかったロンダを指摘して取りました。",
    },
    "event.rondine_claimed": {
        "en": "Seat {seat} claims the rondine seat {holder} did not declare.",
        "ja": "席{seat}が、席{holder}の宣言しなかったロンディネを指摘して取りました。",
    },
    "event.claim_passed": {
        "en": "Seat {seat} does not claim seat {holder}'s holding.",
        "ja": "席{seat}は席{holder}の役を指摘しませんでした。",
    },
    "event.ronda": {"en": "Seat {seat}: ronda of {rank}: +{points}", "ja": "席{seat}:{rank}のロンダ:+{points}点"},
    "event.rondine": {
        "en": "Seat {seat}: rondine of {rank}: +{points}",
        "ja": "席{seat}:{rank}のロンディネ:+{points}点",
    },
    "event.table_taken": {
        "en": "Seat {seat}, the last to capture, takes the cards left on the table.",
        "ja": "場に残ったカードは、最後に取った席{seat}のものになります。",
    },
    "event.majority": {
        "en": "Seat {seat}: most cards ({cards} against {second}): +{points}",
        "ja": "席{seat}:取り札が最多({cards}枚対{second}枚):+{points}点",
    },
    # A deal of Porrazo is a round of three cards; what the table calls a deal ends with the hand.
    "event.deal_over": {"en": "The hand is over.", "ja": "ハンド終了。"},
    "event.game_won": {
        "en": "Seat {seat}'s side wins the game.",
        "ja": "席{seat}の陣営の勝ちです。",
    },
    # -- phases -----------------------------------------------------------------------------------
    "phase.tendido": {"en": "Tendido", "ja": "テンディド"},
    "phase.declare": {"en": "Declarations", "ja": "ロンダの宣言"},
    "phase.play": {"en": "Play", "ja": "プレイ"},
    "phase.claim": {"en": "Claims", "ja": "ロンダの指摘"},
    "phase.over": {"en": "Hand over", "ja": "ハンド終了"},
    # -- score lines ------------------------------------------------------------------------------
    "line.tendido_positions": {"en": "Tendido cards in their places (counted {from})",
                               "ja": "テンディドの札が定位置に({from})"},
    "line.tendido_set": {"en": "Tendido set: {count} × {rank}", "ja": "テンディドの組:{rank}が{count}枚"},
    "line.en_su_lugar": {"en": "En su lugar", "ja": "エン・ス・ルガール"},
    "line.porrazo": {"en": "Porrazo", "ja": "ポラーソ"},
    "line.porrazo_annulled": {"en": "Porrazo cancelled", "ja": "ポラーソ取り消し"},
    "line.counter_porrazo": {"en": "Counter-porrazo", "ja": "カウンター・ポラーソ"},
    "line.limpia": {"en": "Limpia", "ja": "リンピア"},
    "line.ronda": {"en": "Ronda of {rank}", "ja": "{rank}のロンダ"},
    "line.rondine": {"en": "Rondine of {rank}", "ja": "{rank}のロンディネ"},
    "line.majority": {"en": "Most cards ({cards} against {second})", "ja": "取り札最多({cards}枚対{second}枚)"},
    # -- actions ----------------------------------------------------------------------------------
    "action.play": {"en": "Play {cards}", "ja": "{cards}を出す"},
    "action.inplace": {"en": "Play {cards} en su lugar (take nothing)", "ja": "{cards}をエン・ス・ルガールで出す(取らない)"},
    "action.tendido": {"en": "Tendido: {word}", "ja": "テンディド:{word}"},
    "action.tendido.lay": {"en": "Lay the tendido", "ja": "テンディドを出す"},
    "action.tendido.wait": {"en": "Wait", "ja": "まだ出さない"},
    "action.declare": {"en": "Declare: {word}", "ja": "宣言:{word}"},
    "action.declare.ronda": {"en": "Declare a ronda", "ja": "ロンダを宣言する"},
    "action.declare.rondine": {"en": "Declare a rondine", "ja": "ロンディネを宣言する"},
    "action.declare.silent": {"en": "Say nothing", "ja": "宣言しない"},
    "action.claim": {"en": "Claim: {word}", "ja": "指摘:{word}"},
    "action.claim.ronda": {"en": "Claim the ronda", "ja": "ロンダを指摘する"},
    "action.claim.rondine": {"en": "Claim the rondine", "ja": "ロンディネを指摘する"},
    "action.pass": {"en": "Let it go", "ja": "指摘しない"},
    # What the window calls a deal ("Hand 3 is over", "This hand"): Porrazo's word for it.
    "word.deal-unit": {"en": "hand", "ja": "ハンド"},
    "word.from-left": {"en": "from the left", "ja": "左から数えて"},
    "word.from-right": {"en": "from the right", "ja": "右から数えて"},
    "word.lay": {"en": "lay", "ja": "出す"},
    "word.wait": {"en": "wait", "ja": "待つ"},
    "word.ronda": {"en": "ronda", "ja": "ロンダ"},
    "word.rondine": {"en": "rondine", "ja": "ロンディネ"},
    "word.silent": {"en": "nothing", "ja": "宣言なし"},
    # -- prompts ----------------------------------------------------------------------------------
    "prompt.tendido": {
        "en": "Dealer: lay the tendido now, or wait? (deal {deal} of {deals})",
        "ja": "ディーラー:テンディドを今出しますか、それとも待ちますか?({deals}回中{deal}回目)",
    },
    "prompt.tendido_forced": {
        "en": "Last deal of the hand: the dealer lays the tendido now.",
        "ja": "このハンド最後の配りです。ディーラーはここでテンディドを出します。",
    },
    "prompt.declare": {
        "en": "Declare your ronda or rondine?",
        "ja": "ロンダ(ロンディネ)を宣言しますか?",
    },
    "prompt.claim": {
        "en": "Claim the holding seat {holder} did not declare?",
        "ja": "席{holder}が宣言しなかった役を指摘しますか?",
    },
    "prompt.play": {
        "en": "Play a card (deal {deal} of {deals}, round {round} of 3).",
        "ja": "カードを1枚出してください({deals}回中{deal}回目の配り、3巡中{round}巡目)。",
    },
    "prompt.play_counter": {
        "en": "Play a card (deal {deal} of {deals}, round {round} of 3). A card of rank {rank} now is a "
              "counter-porrazo (+{gain}), and seat {seat}'s porrazo loses its {lost:|point|points}; but a card of "
              "rank {rank} played right after it is a San Benito, which wins the game outright.",
        "ja": "カードを1枚出してください({deals}回中{deal}回目の配り、3巡中{round}巡目)。いま{rank}を出すと"
              "カウンター・ポラーソ(+{gain}点)になり、席{seat}のポラーソの{lost}点は取り消されます。ただし、"
              "その次に{rank}が出ると、出した側がサン・ベニートでその場で勝ちます。",
    },
    "prompt.play_san_benito": {
        "en": "Play a card (deal {deal} of {deals}, round {round} of 3). A card of rank {rank} now is a "
              "San Benito: it wins the game outright.",
        "ja": "カードを1枚出してください({deals}回中{deal}回目の配り、3巡中{round}巡目)。いま{rank}を出すと"
              "サン・ベニートで、その場でゲームに勝ちます。",
    },
    # -- seat notes and table groups --------------------------------------------------------------
    "note.dealer": {"en": "Dealer", "ja": "ディーラー"},
    "note.team": {"en": "Team {team}", "ja": "チーム{team}"},
    "note.score": {"en": "{points} pts", "ja": "{points}点"},
    "note.ronda": {"en": "Ronda declared", "ja": "ロンダ宣言"},
    "note.rondine": {"en": "Rondine declared", "ja": "ロンディネ宣言"},
    "note.porrazo_open": {"en": "Porrazo possible on a {rank}", "ja": "{rank}を出せばポラーソ"},
    "note.porrazo_made": {"en": "Porrazo on {rank}: a counter is possible", "ja": "{rank}のポラーソ(カウンターの可能性あり)"},
    "note.countered": {"en": "Counter-porrazo on {rank}: San Benito threat", "ja": "{rank}のカウンター・ポラーソ(サン・ベニートに注意)"},
    "group.set_aside": {"en": "Set aside", "ja": "よけたカード"},
}
