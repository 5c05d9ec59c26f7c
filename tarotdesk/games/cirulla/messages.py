"""Cirulla's words in English and Japanese: refusals, events, phases, score lines, actions, notes."""

from __future__ import annotations

from .rules import VALUE_WORD

_RANK_NAMES = {
    "A": ("Ace", "A"), "J": ("Jack", "J"), "Q": ("Queen", "Q"), "K": ("King", "K"),
}


def _designation_words() -> dict[str, dict[str, str]]:
    words = {}
    for word in VALUE_WORD.values():
        en, ja = _RANK_NAMES.get(word, (word, word))
        if word == "7":
            words["word.H7=7"] = {"en": "(the Matta stays a seven)", "ja": "(マッタは7のまま)"}
        else:
            words[f"word.H7={word}"] = {"en": f"(the Matta as {en})", "ja": f"(マッタを{ja}として)"}
    return words


MESSAGES: dict[str, dict[str, str]] = {
    # -- refusals ---------------------------------------------------------------------------------
    "reason.not-a-cirulla-action": {
        "en": "That is not a move of Cirulla ({action}).",
        "ja": "チルッラにはない行動です({action})。",
    },
    "reason.malformed-play": {
        "en": "A play names one card of your hand, and a capture also the table cards it takes.",
        "ja": "プレイでは手札を1枚、取るときは取る場札も指定してください。",
    },
    "reason.must-capture": {
        "en": "{card} can capture, so it cannot be left on the table: take what it captures "
              "({options:|way|ways} to choose from).",
        "ja": "{card}は場札を取れるので、場に置くことはできません。{options}通りの取り方から選んでください。",
    },
    "reason.not-on-table": {
        "en": "Not on the table: {cards}.",
        "ja": "場にないカードです:{cards}。",
    },
    "reason.nothing-to-capture": {
        "en": "{card} captures nothing here: lay it on the table.",
        "ja": "{card}で取れる場札はありません。場に置いてください。",
    },
    "reason.capture-order": {
        "en": "Write the table cards in pack order: {expected}.",
        "ja": "場札はカード順に書いてください:{expected}。",
    },
    "reason.ace-must-sweep": {
        "en": "With no Ace on the table, {card} takes the whole table.",
        "ja": "場にAがないので、{card}は場札を全部取らなければなりません。",
    },
    "reason.ace-blocks-sweep": {
        "en": "{ace} lies on the table, so {card} does not sweep it: take that Ace, or cards that make "
              "fifteen with yours.",
        "ja": "場に{ace}があるので、{card}で場札を全部取ることはできません。そのエースを取るか、"
              "出す札と合わせて15になる場札を取ってください。",
    },
    "reason.matta-ace-blocks-sweep": {
        "en": "The Matta on the table was played as an Ace, so {card} does not sweep: take the Matta, or cards "
              "that make fifteen with yours.",
        "ja": "場のマッタはエースとして出されたので、{card}で場札を全部取ることはできません。マッタを取るか、"
              "出す札と合わせて15になる場札を取ってください。",
    },
    "reason.ace-must-take-all": {
        "en": "{card} can take the whole table, so it must.",
        "ja": "{card}で場札を全部取れるので、全部取らなければなりません。",
    },
    "reason.equal-card-first": {
        "en": "{equal} has the same value as {card} and must be taken instead of a sum.",
        "ja": "{card}と同じ数の{equal}が場にあるので、合計ではなく{equal}を取ってください。",
    },
    "reason.capture-does-not-add-up": {
        "en": "Those cards total {total}: a capture must equal {value} or make fifteen with it "
              "(here {fifteen}).",
        "ja": "選んだ場札の合計は{total}です。取る場札の合計は、出したカードの数({value})と同じか、"
              "出したカードと合わせて15でなければなりません(今は{fifteen})。",
    },
    "reason.already-declared": {
        "en": "You have already declared this hand.",
        "ja": "この手札はもう宣言しています。",
    },
    "reason.declaration-too-late": {
        "en": "A hand is declared before its first card is played; that moment has passed.",
        "ja": "宣言は手札から最初の1枚を出す前だけです。もう宣言できません。",
    },
    "reason.malformed-declaration": {
        "en": "A declaration names a low hand, three of a kind or both, and the Matta's rank when you hold it.",
        "ja": "宣言では、バルセガ・デチーノ・その両方のどれかと、マッタを持っていればそのランクを指定します。",
    },
    "reason.hand-does-not-qualify": {
        "en": "This hand ({cards}) can be declared neither as a low hand nor as three of a kind.",
        "ja": "この手札({cards})はバルセガにもデチーノにもなりません。",
    },
    "reason.bad-designation": {
        "en": "The Matta can be played as an Ace, a 2 to a 7, a Jack, a Queen or a King, and nothing else.",
        "ja": "マッタにできるのは、エース、2〜7、ジャック、クイーン、キングのどれかだけです。",
    },
    "reason.matta-not-in-hand": {
        "en": "You do not hold the Matta, so there is no rank to choose for it.",
        "ja": "マッタを持っていないので、ランクは指定できません。",
    },
    "reason.designation-needed": {
        "en": "You hold the Matta: say which rank it plays as (it may also stay a seven).",
        "ja": "マッタがあるので、どのランクとして使うかを指定してください(7のままでもかまいません)。",
    },
    "reason.wrong-declaration-kind": {
        "en": "With that choice the hand is a {kind} worth {points}, not a {asked}.",
        "ja": "その指定だと、この手札は{asked}ではなく{kind}({points}点)です。",
    },
    "reason.matta-wild-only-for-decino": {
        "en": "Under this table's rules the Matta changes rank only to make three of a kind "
              "(as {rank_en} it does not).",
        "ja": "このルールでは、マッタのランクを変えられるのはデチーノになるときだけです({rank_ja}としてもなりません)。",
    },
    "reason.designation-does-not-qualify": {
        "en": "With the Matta as {rank_en} the hand qualifies for nothing.",
        "ja": "マッタを{rank_ja}にすると、何の宣言にもなりません。",
    },
    # -- events -----------------------------------------------------------------------------------
    "event.redeal": {
        "en": "Two Aces on the table ({cards}): seat {seat} shuffles and deals again.",
        "ja": "場札にAが2枚以上({cards})。席{seat}が配り直します。",
    },
    "event.hand_dealt": {
        "en": "Seat {seat} receives {cards}.",
        "ja": "席{seat}に{cards}が配られました。",
    },
    "event.table_dealt": {
        "en": "Seat {seat} lays {cards} face up on the table.",
        "ja": "席{seat}が場札{cards}を表向きに置きました。",
    },
    "event.table_bonus": {
        "en": "The opening table totals {total}: seat {seat} takes it and scores {points}.",
        "ja": "最初の場札の合計が{total}。席{seat}が場札を取って{points}点です。",
    },
    "event.declared_barsega": {
        "en": "Seat {seat} declares a low hand (bàrsega) and shows {cards}: {points:|point|points}.",
        "ja": "席{seat}がバルセガを宣言して{cards}を公開:{points}点。",
    },
    "event.declared_decino": {
        "en": "Seat {seat} declares three of a kind (decino) and shows {cards}: {points:|point|points}.",
        "ja": "席{seat}がデチーノを宣言して{cards}を公開:{points}点。",
    },
    "event.declared_both": {
        "en": "Seat {seat} declares a low three of a kind (bàrsega and decino) and shows {cards}: "
              "{points:|point|points}.",
        "ja": "席{seat}がバルセガとデチーノを宣言して{cards}を公開:{points}点。",
    },
    "event.trailed": {
        "en": "Seat {seat} lays {card} on the table.",
        "ja": "席{seat}が{card}を場に置きました。",
    },
    "event.capture_pair": {
        "en": "Seat {seat} takes {taken} with {card} (same value).",
        "ja": "席{seat}が{card}で{taken}を取りました(同じ数)。",
    },
    "event.capture_sum": {
        "en": "Seat {seat} takes {taken} with {card} (the sum).",
        "ja": "席{seat}が{card}で{taken}を取りました(合計)。",
    },
    "event.capture_fifteen": {
        "en": "Seat {seat} takes {taken} with {card} (fifteen).",
        "ja": "席{seat}が{card}で{taken}を取りました(15)。",
    },
    "event.capture_pair_matta": {
        "en": "Seat {seat} takes {taken} with {card} (same value, the Matta counting as {rank_en}).",
        "ja": "席{seat}が{card}で{taken}を取りました(同じ数。マッタは{rank_ja}として数えます)。",
    },
    "event.capture_sum_matta": {
        "en": "Seat {seat} takes {taken} with {card} (the sum, the Matta counting as {rank_en}).",
        "ja": "席{seat}が{card}で{taken}を取りました(合計。マッタは{rank_ja}として数えます)。",
    },
    "event.capture_fifteen_matta": {
        "en": "Seat {seat} takes {taken} with {card} (fifteen, the Matta counting as {rank_en}).",
        "ja": "席{seat}が{card}で{taken}を取りました(15。マッタは{rank_ja}として数えます)。",
    },
    "event.capture_sweep_matta": {
        "en": "Seat {seat} plays the Matta as an Ace and takes the whole table: {taken}.",
        "ja": "席{seat}がマッタをエースとして出し、場札を全部取りました:{taken}。",
    },
    "event.capture_sweep": {
        "en": "Seat {seat}'s Ace {card} takes the whole table: {taken}.",
        "ja": "席{seat}のA({card})が場札を全部取りました:{taken}。",
    },
    "event.scopa": {
        "en": "Scopa for seat {seat}! (+1)",
        "ja": "席{seat}のスコパ!(+1)",
    },
    "event.refill": {
        "en": "Seat {seat} deals three more cards to everyone (round {round}).",
        "ja": "席{seat}が全員に3枚ずつ配りました(第{round}ラウンド)。",
    },
    "event.leftovers": {
        "en": "Seat {seat} captured last and takes the {count:|card|cards} left on the table.",
        "ja": "残った場札{count}枚は、最後に取った席{seat}のものになります。",
    },
    "event.point_cards": {
        "en": "Most cards: seat {seat}'s side scores {points}.",
        "ja": "カード枚数:席{seat}側に{points}点。",
    },
    "event.point_diamonds": {
        "en": "Most diamonds: seat {seat}'s side scores {points}.",
        "ja": "デナリ(ダイヤの枚数):席{seat}側に{points}点。",
    },
    "event.point_settebello": {
        "en": "Settebello (seven of diamonds): seat {seat}'s side scores {points}.",
        "ja": "セッテベッロ(ダイヤの7):席{seat}側に{points}点。",
    },
    "event.point_primiera": {
        "en": "Primiera: seat {seat}'s side scores {points}.",
        "ja": "プリミエラ:席{seat}側に{points}点。",
    },
    "event.grande": {
        "en": "Grande (jack, queen and king of diamonds): seat {seat}'s side scores {points}.",
        "ja": "グランデ(ダイヤのJ・Q・K):席{seat}側に{points}点。",
    },
    "event.piccola": {
        "en": "Piccola (ace, two, three of diamonds and on): seat {seat}'s side scores {points}.",
        "ja": "ピッコラ(ダイヤのA・2・3から続く):席{seat}側に{points}点。",
    },
    "event.cappotto": {
        "en": "Cappotto! Seat {seat}'s side wins the game at once.",
        "ja": "カッポット!席{seat}側がその場でゲームに勝ちました。",
    },
    # -- phases, prompts ----------------------------------------------------------------------------
    "phase.play": {"en": "Play", "ja": "プレイ"},
    "phase.deal-over": {"en": "Deal over", "ja": "ディール終了"},
    "prompt.play": {
        "en": "Play a card (round {round} of {rounds}).",
        "ja": "カードを1枚出してください(第{round}ラウンド/全{rounds}ラウンド)。",
    },
    "prompt.declare_or_play": {
        "en": "Declare this hand before playing a card, or just play.",
        "ja": "カードを出す前にこの手札を宣言するか、そのまま出してください。",
    },
    # -- score lines --------------------------------------------------------------------------------
    "line.cards": {"en": "Most cards", "ja": "カード枚数"},
    "line.diamonds": {"en": "Most diamonds", "ja": "デナリ"},
    "line.settebello": {"en": "Settebello", "ja": "セッテベッロ"},
    "line.primiera": {"en": "Primiera", "ja": "プリミエラ"},
    "line.scope": {"en": "Scope ({count})", "ja": "スコパ({count}回)"},
    "line.table_bonus": {"en": "Dealer's opening table ({total})", "ja": "ディーラーの最初の場札({total})"},
    "line.declared_barsega": {"en": "Low hand (bàrsega)", "ja": "バルセガ"},
    "line.declared_decino": {"en": "Three of a kind (decino)", "ja": "デチーノ"},
    "line.declared_both": {"en": "Low three of a kind (bàrsega + decino)", "ja": "バルセガ+デチーノ"},
    "line.grande": {"en": "Grande", "ja": "グランデ"},
    "line.piccola": {"en": "Piccola", "ja": "ピッコラ"},
    "line.cappotto": {"en": "Cappotto: the game is won", "ja": "カッポット(即勝ち)"},
    # -- actions ------------------------------------------------------------------------------------
    "action.play": {"en": "Lay {cards} on the table", "ja": "{cards}を場に置く"},
    "action.capture": {"en": "Take {cards2} with {cards}", "ja": "{cards}で{cards2}を取る"},
    "action.declare": {"en": "Declare {word} {rest}", "ja": "{word}を宣言 {rest}"},
    "action.declare.barsega": {"en": "Declare a low hand (3) {rest}", "ja": "バルセガを宣言(3点){rest}"},
    "action.declare.decino": {"en": "Declare three of a kind (10) {rest}", "ja": "デチーノを宣言(10点){rest}"},
    "action.declare.both": {"en": "Declare a low three of a kind (13) {rest}",
                            "ja": "バルセガとデチーノを宣言(13点){rest}"},
    "word.barsega": {"en": "low hand", "ja": "バルセガ"},
    "word.decino": {"en": "three of a kind", "ja": "デチーノ"},
    "word.both": {"en": "low three of a kind", "ja": "バルセガとデチーノ"},
    **_designation_words(),
    # -- table notes and groups ---------------------------------------------------------------------
    "note.dealer": {"en": "Dealer", "ja": "ディーラー"},
    "note.team": {"en": "Team {team}", "ja": "チーム{team}"},
    "note.scope": {"en": "Scope: {count}", "ja": "スコパ {count}回"},
    "note.declared_barsega": {"en": "Low hand (+{points})", "ja": "バルセガ(+{points})"},
    "note.declared_decino": {"en": "Three of a kind (+{points})", "ja": "デチーノ(+{points})"},
    "note.declared_both": {"en": "Low three of a kind (+{points})", "ja": "バルセガ+デチーノ(+{points})"},
    "note.matta": {"en": "The Matta plays as {rank_en}", "ja": "マッタは{rank_ja}扱い"},
    "note.table_bonus": {"en": "Opening table (+{points})", "ja": "最初の場札(+{points})"},
    "group.table_bonus": {"en": "Dealer's opening table", "ja": "ディーラーが取った最初の場札"},
}
