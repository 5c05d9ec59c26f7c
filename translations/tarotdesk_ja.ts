<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="ja_JP">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../tarotdesk/ui/dialogs/about_dialog.py" line="+53" />
        <source>About tarotdesk</source>
        <translation>tarotdesk について</translation>
    </message>
    <message>
        <location line="+1" />
        <source>About</source>
        <translation>概要</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Licences</source>
        <translation>ライセンス</translation>
    </message>
    <message>
        <location line="+2" />
        <source>tarotdesk %1
Historical tarot and fishing card games against computer players.

tarotdesk is free software under the GNU General Public License, version 3 or later.</source>
        <translation>tarotdesk %1
コンピューターを相手に、歴史あるタロットゲームと釣りゲームを遊べます。

tarotdesk は GNU 一般公衆利用許諾書（GPL）バージョン 3 以降のもとで配布される自由ソフトウェアです。</translation>
    </message>
    <message>
        <location line="+5" />
        <source>This copy of tarotdesk contains the components listed below, each under its own licence. Qt is used under the GNU LGPL version 3; the text explains how to replace it.</source>
        <translation>この tarotdesk には以下の部品が含まれており、それぞれ固有のライセンスに従います。Qt は GNU LGPL バージョン 3 のもとで使用しています。Qt を差し替える方法も本文に記載しています。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>This copy of tarotdesk runs on Python libraries installed beside it; each keeps its own licence, given below after tarotdesk's.</source>
        <translation>この tarotdesk は別途インストールされた Python ライブラリの上で動いています。各ライブラリのライセンスを、tarotdesk 自身のライセンスに続けて以下に示します。</translation>
    </message>
</context>
<context>
    <name>CardPickerDialog</name>
    <message>
        <location filename="../tarotdesk/ui/dialogs/card_picker.py" line="+76" />
        <source>Choose a card, then press OK (or double-click it).</source>
        <translation>札を選んで OK を押してください（ダブルクリックでも選べます）。</translation>
    </message>
</context>
<context>
    <name>CoachPanel</name>
    <message>
        <location filename="../tarotdesk/ui/window/guided.py" line="+117" />
        <location line="+93" />
        <source>Coach</source>
        <extracomment>The coach column's width beside the table (logical pixels).</extracomment>
        <translation>コーチ</translation>
    </message>
    <message>
        <location line="-91" />
        <source>Play on along the guided line: its move is marked on the table.</source>
        <translation>ガイドの手順どおりに進めましょう。出す手はテーブルに印で示しています。</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Your move: %1</source>
        <translation>あなたの手：%1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Next</source>
        <translation>次へ</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Hint</source>
        <translation>ヒント</translation>
    </message>
    <message>
        <location line="+7" />
        <source>This deal has no guided line: the computer players decide for themselves.</source>
        <translation>このディールにはガイドの手順がありません。コンピューターの相手が自分で考えて出します。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>You left the guided line, which is fine: from here the computer players decide for themselves.</source>
        <translation>ガイドの手順から外れました。それでもかまいません。ここからはコンピューターの相手が自分で考えて出します。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The deal is over. The summary shows how it was scored; the rule below explains every line of it.</source>
        <translation>ディールが終わりました。まとめの表に得点の内訳があり、下のルールでその一行一行を説明しています。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>If a move is refused, the note above the table says which rule forbids it. Read the rule of this moment below, or ask for a hint to hear which moves the computer would consider and why.</source>
        <translation>出せない手を選ぶと、テーブルの上の注意書きが、どのルールで出せないのかを示します。下のリンクで今の場面のルールを読むか、ヒントを頼むと、コンピューターならどの手をなぜ考えるかがわかります。</translation>
    </message>
    <message>
        <location line="+15" />
        <source>Rule: %1</source>
        <translation>ルール：%1</translation>
    </message>
</context>
<context>
    <name>CrashDialog</name>
    <message>
        <location filename="../tarotdesk/ui/shell/crash_handler.py" line="+114" />
        <source>tarotdesk stopped unexpectedly</source>
        <extracomment>The exit status after Quit in the crash dialog (BSD's EX_SOFTWARE: an internal error).</extracomment>
        <translation>tarotdesk が予期せず終了しました</translation>
    </message>
    <message>
        <location line="+1" />
        <source>tarotdesk: an unexpected error</source>
        <translation>tarotdesk：予期しないエラー</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Copy the report</source>
        <translation>レポートをコピー(&amp;C)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <location line="+0" />
        <source>C&amp;ontinue</source>
        <translation>続ける(&amp;O)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The report is on the clipboard: paste it into a message, with a few words on what you were doing.</source>
        <translation>レポートをクリップボードにコピーしました。メッセージに貼り付け、何をしていたかを一言添えて送ってください。</translation>
    </message>
    <message>
        <location line="+6" />
        <source>tarotdesk stopped unexpectedly the last time it ran (a fault in the program or in a library it uses). The game then in progress was kept by the autosave up to its last move. What the program wrote as it stopped is below.</source>
        <translation>前回、tarotdesk は予期せず終了しました（プログラムか、プログラムが使っているライブラリーの不具合です）。そのとき遊んでいたゲームは、最後の手まで自動保存に残っています。終了時にプログラムが書き残した内容を下に示します。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>tarotdesk stopped unexpectedly the last time it ran (a fault in the program or in a library it uses). What the program wrote as it stopped is below.</source>
        <translation>前回、tarotdesk は予期せず終了しました（プログラムか、プログラムが使っているライブラリーの不具合です）。終了時にプログラムが書き残した内容を下に示します。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>It is also kept in %1.</source>
        <translation>この内容は %1 にも保存してあります。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Something went wrong inside tarotdesk: %1

Your game is kept: the autosave holds it up to the last move, and the next start offers it. You can go on playing (the window may not behave as it should) or quit. The report below helps to find the cause: copy it and send it with a few words on what you were doing.</source>
        <translation>tarotdesk の内部で問題が起きました：%1

ゲームは失われていません。最後の手まで自動保存されていて、次に起動したときに再開できます。このまま続けることも（ウィンドウが正しく動かないことがあります）、終了することもできます。下のレポートは原因を探す手がかりになります。コピーして、何をしていたかを一言添えて送ってください。</translation>
    </message>
    <message numerus="yes">
        <location line="+6" />
        <source>%n errors so far; the report shows the last one.</source>
        <translation>
            <numerusform>これまでに %n 件のエラーが起きました。レポートには最後のものを示しています。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DealEditor</name>
    <message>
        <location filename="../tarotdesk/ui/dialogs/deal_editor.py" line="+243" />
        <source>Deal editor</source>
        <extracomment>How many cards the place holds (the list asks for room to show them all); 0: as many as come. How the cards are drawn: the window's renderer of the moment (it changes once the art is loaded).</extracomment>
        <translation>ディールエディター</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Game:</source>
        <translation>ゲーム(&amp;G)：</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Players:</source>
        <translation>人数(&amp;P)：</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Dealer:</source>
        <translation>配り手(&amp;D)：</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Your seat:</source>
        <translation>あなたの席(&amp;Y)：</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Cards not placed yet (drag them to a place)</source>
        <translation>まだ置いていないカード（置き場所へドラッグします）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Move to</source>
        <translation>移動(&amp;M)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Deal the &amp;rest at random</source>
        <translation>残りを無作為に配る(&amp;R)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Start again</source>
        <translation>やり直す(&amp;S)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Paste a re&amp;cord…</source>
        <translation>記録を貼り付ける(&amp;C)…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Play against the computer</source>
        <translation>コンピューターと対戦(&amp;P)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Play as a &amp;guided game</source>
        <translation>ガイド付きゲームで遊ぶ(&amp;G)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <location line="+24" />
        <source>Hand of seat %1</source>
        <translation>席%1の手札</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Talon</source>
        <translation>タロン</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Opening table</source>
        <translation>最初の場札</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Stock (top card first)</source>
        <translation>山札（上のカードから）</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Cards left out of the deal</source>
        <translation>配られないカード</translation>
    </message>
    <message>
        <location line="+8" />
        <source>%1: %2 of %3 cards</source>
        <translation>%1：%3枚中%2枚</translation>
    </message>
    <message>
        <location line="+8" />
        <location line="+22" />
        <source>Seat %1</source>
        <translation>席%1</translation>
    </message>
    <message>
        <location line="+93" />
        <source>Paste a record</source>
        <translation>記録を貼り付ける</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The text of a tarotdesk record:</source>
        <translation>tarotdesk の記録のテキスト：</translation>
    </message>
    <message>
        <location line="+12" />
        <source>This record cannot be used: %1</source>
        <translation>この記録は使えません：%1</translation>
    </message>
    <message numerus="yes">
        <location line="+20" />
        <source>and %n more</source>
        <translation>
            <numerusform>ほか%n枚</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1" />
        <source>Not in any place: %1.</source>
        <translation>どこにも置かれていないカード：%1。</translation>
    </message>
    <message>
        <location line="+7" />
        <source>%1 is not a card of this game's pack.</source>
        <translation>%1はこのゲームのパックのカードではありません。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 is placed %2 times.</source>
        <translation>%1が%2回置かれています。</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 holds %2 cards; it must hold %3.</source>
        <translation>%1は%2枚です。%3枚でなければなりません。</translation>
    </message>
    <message>
        <location line="+9" />
        <source>This deal cannot be played yet:</source>
        <translation>このディールはまだ遊べません：</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Every card is in its place: the deal can be played.</source>
        <translation>すべてのカードが置かれました。このディールで遊べます。</translation>
    </message>
    <message>
        <location line="+16" />
        <source>Computer %1</source>
        <translation>コンピューター%1</translation>
    </message>
</context>
<context>
    <name>DealSummary</name>
    <message>
        <location filename="../tarotdesk/ui/play/scores.py" line="+335" />
        <source>Play this deal again</source>
        <extracomment>"Play this deal again": a new game dealt the same cards. "Review this deal": the game review of the person's decisions in this deal. A result was filled in: the panel's wanted height changed (the window places it again). A verdict's rule link was clicked: the anchor of the rule that decided the deal. The key that presses Continue where the window gives it one (shown on the button).</extracomment>
        <translation>このディールをもう一度</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Review this deal</source>
        <translation>このディールを振り返る</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Go over your decisions in this deal: the mistakes, the better moves and what they cost</source>
        <translation>このディールでのあなたの判断を振り返ります：悪手、より良い手、その損失</translation>
    </message>
    <message>
        <location line="+10" />
        <source>This deal</source>
        <translation>このディール</translation>
    </message>
    <message>
        <location line="+0" />
        <source>This %1</source>
        <translation>この%1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Game points, this %1</source>
        <translation>ゲーム点（この%1）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Game points, this deal</source>
        <translation>ゲーム点（このディール）</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Game points, total</source>
        <translation>ゲーム点（合計）</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Rule: %1</source>
        <translation>ルール：%1</translation>
    </message>
    <message>
        <location line="+11" />
        <source>%1 (%2)</source>
        <comment>a button's text and its key</comment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Press %1 to go on</source>
        <translation>%1キーで先へ進みます</translation>
    </message>
</context>
<context>
    <name>FileActions</name>
    <message>
        <location filename="../tarotdesk/ui/window/file_actions.py" line="+95" />
        <source>&amp;Open…</source>
        <extracomment>Makes the runner of a viewer's game review (None: each viewer starts a worker of its own).</extracomment>
        <translation>開く(&amp;O)…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Open a saved game or any record (Ctrl+O)</source>
        <translation>保存したゲームや記録ファイルを開く（Ctrl+O）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Open &amp;recent</source>
        <translation>最近使ったファイル(&amp;R)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Saved &amp;games…</source>
        <translation>保存したゲーム(&amp;G)…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Save &amp;as…</source>
        <translation>名前を付けて保存(&amp;A)…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Copy the record</source>
        <translation>記録をコピー(&amp;C)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Put this game's record on the clipboard, to share a deal or report a move</source>
        <translation>このゲームの記録をクリップボードに入れます。ディールを人に見せたり、気になる手を報告したりするときに使います</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Open a record from the clip&amp;board</source>
        <translation>クリップボードの記録を開く(&amp;B)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Re&amp;play this game</source>
        <translation>このゲームをリプレイ(&amp;P)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Replay a record &amp;file…</source>
        <translation>記録ファイルを再生(&amp;F)…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>S&amp;tatistics…</source>
        <translation>成績(&amp;T)…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Undo</source>
        <translation>待った(&amp;U)</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Back to the start of your previous decision (Ctrl+Z)</source>
        <translation>一つ前の自分の手番の最初まで戻す（Ctrl+Z）</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Undo is off: turn it on in Settings for practice games</source>
        <translation>「待った」は無効です。練習として遊ぶなら設定で有効にしてください</translation>
    </message>
    <message>
        <location line="+21" />
        <source>No recent files</source>
        <translation>最近使ったファイルはありません</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Clear the list</source>
        <translation>一覧を消去</translation>
    </message>
    <message>
        <location line="+27" />
        <source>%1 could not be written (%2).</source>
        <translation>%1 に書き込めませんでした（%2）。</translation>
    </message>
    <message>
        <location line="+7" />
        <source>%1 cannot be opened:
%2</source>
        <translation>%1 を開けません：
%2</translation>
    </message>
    <message>
        <location line="+32" />
        <source>Continued: %1</source>
        <translation>続きから：%1</translation>
    </message>
    <message>
        <location line="+7" />
        <location line="+85" />
        <location line="+5" />
        <location line="+46" />
        <location line="+16" />
        <source>This record cannot be opened</source>
        <translation>この記録は開けません</translation>
    </message>
    <message>
        <location line="-142" />
        <source>Open a record</source>
        <translation>記録を開く</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Replay a record</source>
        <translation>記録を再生</translation>
    </message>
    <message>
        <location line="+5" />
        <source>tarotdesk records (*%1);;All files (*)</source>
        <translation>tarotdesk の記録 (*%1);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location line="+24" />
        <source>Save the game as</source>
        <translation>ゲームに名前を付けて保存</translation>
    </message>
    <message>
        <location line="+15" />
        <source>The game could not be saved</source>
        <translation>ゲームを保存できませんでした</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Saved to %1</source>
        <translation>%1 に保存しました</translation>
    </message>
    <message>
        <location line="+11" />
        <source>The record of this game is on the clipboard.</source>
        <translation>このゲームの記録をクリップボードに入れました。</translation>
    </message>
    <message>
        <location line="+9" />
        <source>The clipboard</source>
        <translation>クリップボード</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The clipboard holds no text.</source>
        <translation>クリップボードに文字列がありません。</translation>
    </message>
    <message>
        <location line="+18" />
        <location line="+11" />
        <source>this game</source>
        <translation>このゲーム</translation>
    </message>
    <message>
        <location line="+41" />
        <source>A new game from move %1 of a replay, with the same cards.</source>
        <translation>再生の %1 手目から、同じ札で新しいゲームを始めました。</translation>
    </message>
    <message>
        <location line="+20" />
        <source>Undo</source>
        <translation>待った</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Taken back to move %1.</source>
        <translation>%1 手目まで戻しました。</translation>
    </message>
    <message>
        <location line="+48" />
        <source>The autosave %1 cannot be used (%2): it is left as it is, and the game in progress is not kept automatically.</source>
        <translation>自動保存 %1 は使えません（%2）。そのままにしておきます。対局中のゲームは自動保存されません。</translation>
    </message>
    <message>
        <location line="+21" />
        <source>Resume the game?</source>
        <translation>ゲームを再開しますか？</translation>
    </message>
    <message numerus="yes">
        <location line="-2" />
        <source>A game of %1 was left unfinished (%2): deal %3, %n moves made.
Resume it where it stopped?</source>
        <translation>
            <numerusform>%1のゲームが途中のままです（%2、第%3ディール、%n手まで）。
中断したところから再開しますか？</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3" />
        <source>Resume</source>
        <translation>再開する</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Keep it among the saved games</source>
        <translation>保存したゲームに残しておく</translation>
    </message>
    <message>
        <location line="+13" />
        <source>The unfinished game cannot be resumed</source>
        <translation>途中のゲームを再開できません</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The game left unfinished could not be read:
%1
The file was kept as %2.</source>
        <translation>途中のゲームを読み込めませんでした：
%1
ファイルは %2 として残してあります。</translation>
    </message>
    <message>
        <location line="+11" />
        <source>The game left unfinished was resumed where it stopped.</source>
        <translation>途中のゲームを、中断したところから再開しました。</translation>
    </message>
</context>
<context>
    <name>Friends</name>
    <message>
        <location filename="../tarotdesk/ui/window/friends.py" line="+55" />
        <source>Play with &amp;friends…</source>
        <extracomment>How often the connection's messages are read (milliseconds). Seconds to wait for the seat's first snapshot. tr.translate("Friends", ...) written out, so that lupdate finds the texts.</extracomment>
        <translation>友人と遊ぶ(&amp;F)…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Host a table on this network: friends join with an invite</source>
        <translation>このネットワークに卓を開きます。友人は招待で参加します</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Join a table…</source>
        <translation>卓に参加(&amp;J)…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Sit down at a friend's table with an invite</source>
        <translation>招待を使って友人の卓に着きます</translation>
    </message>
    <message>
        <location line="+46" />
        <source>Play with friends</source>
        <translation>友人と遊ぶ</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The table could not be started: %1</source>
        <translation>卓を開けませんでした：%1</translation>
    </message>
    <message>
        <location line="+56" />
        <source>no answer</source>
        <translation>応答がありません</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Join a table</source>
        <translation>卓に参加</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The table could not be joined: %1</source>
        <translation>卓に参加できませんでした：%1</translation>
    </message>
    <message>
        <location line="+47" />
        <source>A computer player keeps %1's seat until they come back.</source>
        <translation>%1が戻るまで、コンピューターが席を預かります。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1 is at the table.</source>
        <translation>%1が卓に着きました。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 left the table.</source>
        <translation>%1が卓を離れました。</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The game is over: its record is kept among your saved games.</source>
        <translation>ゲーム終了：記録は保存したゲームに入れました。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The connection to the table has ended.</source>
        <translation>卓との接続が終わりました。</translation>
    </message>
    <message>
        <location line="+1" />
        <source>This seat was taken by another connection (another window with the same invite).</source>
        <translation>この席は別の接続（同じ招待を使った別のウィンドウ）に引き継がれました。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The table has been closed by its host.</source>
        <translation>卓はホストによって閉じられました。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The table sent something that could not be read.</source>
        <translation>卓から読み取れないデータが届きました。</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Invites</source>
        <translation>招待</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Give each friend their invite. They choose Game → Join a table… and paste the link (or type the code and choose this table from the list).</source>
        <translation>友人それぞれに招待を渡してください。友人は ゲーム → 卓に参加… を選び、リンクを貼り付けます（またはコードを入力して一覧からこの卓を選びます）。</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Seat %1 (%2)</source>
        <translation>席%1（%2）</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Copy the link</source>
        <translation>リンクをコピー</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
</context>
<context>
    <name>GameKeeper</name>
    <message>
        <location filename="../tarotdesk/ui/play/game_keeper.py" line="+194" />
        <source>Saving works again: the game is kept automatically.</source>
        <translation>保存できるようになりました。ゲームはまた自動で保存されます。</translation>
    </message>
    <message>
        <location line="+13" />
        <source>The statistics could not be saved to %1 (%2).</source>
        <translation>成績を %1 に保存できませんでした（%2）。</translation>
    </message>
    <message>
        <location line="+27" />
        <source>Another tarotdesk window is already playing with this data folder and keeps its autosave. This window plays on without one: its games are put among the saved games when they end, when you start another one and when you close the window.</source>
        <translation>同じデータフォルダーで、別の tarotdesk のウィンドウがすでに遊んでいて、自動保存はそちらが使っています。このウィンドウは自動保存なしで続けます。ここで遊んだゲームは、終わったとき、別のゲームを始めたとき、ウィンドウを閉じたときに「保存したゲーム」に入ります。</translation>
    </message>
    <message>
        <location line="-4" />
        <source>The data folder %1 cannot be written (%2): games will not be kept, neither automatically nor among the saved games, and the statistics will not be counted. The game goes on; Save as… can keep a game elsewhere.</source>
        <translation>データフォルダー %1 に書き込めません（%2）。ゲームは保存されません。自動保存も「保存したゲーム」への保存もできず、成績も記録されません。ゲームはこのまま続けられます。「名前を付けて保存…」なら別の場所に保存できます。</translation>
    </message>
    <message>
        <location line="+11" />
        <source>The game could not be saved: %1 cannot be written (%2). The game goes on; Save as… can keep it elsewhere.</source>
        <translation>ゲームを保存できませんでした。%1 に書き込めません（%2）。ゲームはこのまま続きます。「名前を付けて保存…」で別の場所に保存できます。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The game could not be saved: the disk is full (%2, %1). The game goes on; free some space or use Save as… to keep it elsewhere.</source>
        <translation>ディスクがいっぱいでゲームを保存できませんでした（%2、%1）。ゲームはこのまま続きます。空き容量を作るか、「名前を付けて保存…」で別の場所に保存してください。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The game could not be saved to %1 (%2). The game goes on.</source>
        <translation>ゲームを %1 に保存できませんでした（%2）。ゲームはこのまま続きます。</translation>
    </message>
</context>
<context>
    <name>HintBar</name>
    <message>
        <location filename="../tarotdesk/ui/play/hint_bar.py" line="+113" />
        <source>Hide the hints</source>
        <extracomment>The first hint's button: the green of the card mark (table_items.HINT_COLOUR).</extracomment>
        <translation>ヒントを閉じる</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Details</source>
        <translation>詳細</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Show or hide the search's figures behind each reason</source>
        <translation>理由の裏づけになる探索の数値を表示する/隠す</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Looking for the best moves…</source>
        <translation>よい手を探しています…</translation>
    </message>
    <message>
        <location line="+2" />
        <source>No hint could be computed (%1).</source>
        <translation>ヒントを出せませんでした（%1）。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>There is nothing to suggest: it is not your turn.</source>
        <translation>今はあなたの番ではないので、ヒントはありません。</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Rule: %1</source>
        <translation>ルール：%1</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Hint</source>
        <translation>ヒント</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <location filename="../tarotdesk/ui/dialogs/host_dialog.py" line="+80" />
        <location line="+27" />
        <source>Play with friends</source>
        <extracomment>The seat kind of a friend invited to the table.</extracomment>
        <translation>友人と遊ぶ</translation>
    </message>
    <message>
        <location line="-24" />
        <source>The table on the network</source>
        <translation>ネットワーク上の卓</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Players may ask for hints</source>
        <translation>プレイヤーはヒントを使える</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Friends reach this computer at</source>
        <translation>友人がこのコンピューターに接続するアドレス</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Port</source>
        <translation>ポート</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 (this computer only)</source>
        <translation>%1（このコンピューターのみ）</translation>
    </message>
    <message>
        <location line="+4" />
        <source>You (at this computer)</source>
        <translation>あなた（このコンピューター）</translation>
    </message>
    <message>
        <location line="+0" />
        <source>A friend (invited)</source>
        <translation>友人（招待）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Computer</source>
        <translation>コンピューター</translation>
    </message>
    <message>
        <location line="+15" />
        <source>Choose one seat for you and at least one seat for a friend.</source>
        <translation>あなたの席を一つ、友人の席を一つ以上選んでください。</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <location filename="../tarotdesk/ui/dialogs/join_dialog.py" line="+90" />
        <location line="+80" />
        <source>Join a table</source>
        <translation>卓に参加</translation>
    </message>
    <message>
        <location line="-79" />
        <source>Invite (link or code)</source>
        <translation>招待（リンクまたはコード）</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Table's address (for a code)</source>
        <translation>卓のアドレス（コードの場合）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>host:port, or choose a table below</source>
        <translation>ホスト:ポート、または下の卓を選択</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Your name</source>
        <translation>あなたの名前</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Look again</source>
        <translation>もう一度探す</translation>
    </message>
    <message>
        <location line="+31" />
        <source>Looking for tables on this network…</source>
        <translation>このネットワークで卓を探しています…</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Tables on this network with free seats:</source>
        <translation>このネットワークの空席のある卓：</translation>
    </message>
    <message>
        <location line="+1" />
        <source>No table with a free seat answered on this network.</source>
        <translation>このネットワークには空席のある卓が見つかりませんでした。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1 — %2 players, %3 free — %4 (%5:%6)</source>
        <translation>%1 — %2人、空席%3 — %4（%5:%6）</translation>
    </message>
    <message>
        <location line="+28" />
        <source>A code alone needs the table's address: choose a table or type host:port.</source>
        <translation>コードだけの場合は卓のアドレスが必要です。卓を選ぶか、ホスト:ポートを入力してください。</translation>
    </message>
    <message>
        <location line="+8" />
        <source>This invite cannot be used: %1</source>
        <translation>この招待は使えません：%1</translation>
    </message>
</context>
<context>
    <name>Keys</name>
    <message>
        <location filename="../tarotdesk/ui/dialogs/keys.py" line="+45" />
        <source>Left / Right, Home / End</source>
        <translation>← / →、Home / End</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Move the cursor along your hand</source>
        <translation>手札の中でカーソルを動かす</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Space or Up</source>
        <translation>スペースまたは ↑</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Lift the card under the cursor, or choose it / leave it out</source>
        <translation>カーソルの札を持ち上げる、または選ぶ/選択を外す</translation>
    </message>
    <message>
        <location line="+1" />
        <source>1 … 9</source>
        <translation>1～9</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Put a lifted card back; forget a half-made choice</source>
        <translation>持ち上げた札を戻す、途中の選択を取り消す</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Drag or double-click</source>
        <translation>ドラッグまたはダブルクリック</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Play a card with the mouse; click twice to play a lifted card</source>
        <translation>マウスで札を出す（持ち上げた札はもう一度クリックすると出ます）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>C</source>
        <translation>C</translation>
    </message>
    <message>
        <location line="+2" />
        <source>L</source>
        <translation>L</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Show or hide the last trick</source>
        <translation>直前のトリックを表示する/隠す</translation>
    </message>
    <message>
        <location line="+1" />
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Hint: the three best moves, with their reasons</source>
        <translation>ヒント：よい手を三つ、理由とともに表示</translation>
    </message>
    <message>
        <location line="+1" />
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Why did it play that? The computer's last move (or the log line chosen) explained; right-click a log line or a card on the table for any move</source>
        <translation>なぜその手？ コンピューターの直前の手（または選んだログの行）を説明します。どの手でも、ログの行か場のカードを右クリックすると説明が見られます</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Undo: back to your previous decision</source>
        <translation>待った：自分のひとつ前の判断まで戻す</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Z, or right-click</source>
        <translation>Z または右クリック</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Enlarge the card under the cursor (or the pointer); it follows the cursor, Z or Esc puts it away</source>
        <translation>カーソル（またはポインタ）の下の札を拡大します。拡大した札はカーソルについて動き、Z か Esc で閉じます</translation>
    </message>
    <message>
        <location line="+2" />
        <source>T</source>
        <translation>T</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Say the cards on the table and whose turn it is (with a screen reader)</source>
        <translation>場の札と手番を読み上げます（スクリーンリーダー使用時）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Say the scores (with a screen reader)</source>
        <translation>得点を読み上げます（スクリーンリーダー使用時）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>E</source>
        <translation>E</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Say the last event again (with a screen reader)</source>
        <translation>最後の出来事をもう一度読み上げます（スクリーンリーダー使用時）</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Games and files</source>
        <translation>ゲームとファイル</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Open a saved game or a record file</source>
        <translation>保存したゲームや記録ファイルを開く</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The list of saved games</source>
        <translation>保存したゲームの一覧</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Save this game as a file</source>
        <translation>このゲームをファイルに保存する</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Copy this game's record to the clipboard</source>
        <translation>このゲームの記録をクリップボードにコピーする</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Open a record from the clipboard</source>
        <translation>クリップボードの記録を開く</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Replay this game from the start</source>
        <translation>このゲームを最初から再生する</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Statistics</source>
        <translation>成績</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Alt + underlined letter</source>
        <translation>Alt＋下線の付いた文字</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Open a menu and choose any command, also those without a key</source>
        <translation>メニューを開いてコマンドを選ぶ（専用のキーがないものも）</translation>
    </message>
    <message>
        <location line="+2" />
        <source>In the replay viewer</source>
        <translation>再生画面</translation>
    </message>
    <message>
        <location line="+1" />
        <source>One move back / forward</source>
        <translation>1手戻る／1手進む</translation>
    </message>
    <message>
        <location line="+2" />
        <source>To the end of the previous / current trick</source>
        <translation>前のトリックの終わりへ／今のトリックの終わりへ</translation>
    </message>
    <message>
        <location line="+2" />
        <source>To the start / the end of the deal (again: the deal before / after)</source>
        <translation>ディールの始め／終わりへ（もう一度押すと前／次のディールへ）</translation>
    </message>
    <message>
        <location line="+2" />
        <source>To the start / the end of the game</source>
        <translation>ゲームの最初／最後へ</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Space</source>
        <translation>スペース</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Play the moves one after another, or pause</source>
        <translation>自動で1手ずつ再生する／一時停止する</translation>
    </message>
    <message>
        <location line="-25" />
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <location line="-34" />
        <source>At the table</source>
        <translation>テーブルで</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Play the card under the cursor (or choose it, when cards are being chosen; Enter on a chosen card, once all are chosen, confirms)</source>
        <translation>カーソルの札を出す（札を選ぶ場面では選ぶ。すべて選んだあと、選んだ札の上で Enter を押すと確定）</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Press the button under the table that shows the digit (bids, confirm, captures…); a bid keeps its digit from round to round</source>
        <translation>テーブルの下の、その数字が書かれたボタンを押す(ビッド、確定、取り方など)。ビッドの数字は巡が変わっても同じ</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Continue after a deal's summary (Enter does not, so that it is not swept away by mistake)</source>
        <translation>ディールの集計のあと先へ進む(うっかり閉じないよう、Enterでは進みません)</translation>
    </message>
    <message>
        <location line="+29" />
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <location line="+1" />
        <source>This list of keys</source>
        <translation>このキー一覧</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Quit</source>
        <translation>終了</translation>
    </message>
    <message>
        <location line="+14" />
        <source>Esc or Ctrl+W</source>
        <translation>Esc または Ctrl+W</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Close the replay</source>
        <translation>リプレイを閉じる</translation>
    </message>
    <message>
        <location line="-18" />
        <source>Help: the rules of the game being played, where it is now</source>
        <translation>ヘルプ：プレイ中のゲームのルールを、いまの場面の箇所で開く</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Show or hide the rule pane</source>
        <translation>ルール欄を表示する／隠す</translation>
    </message>
</context>
<context>
    <name>KeysDialog</name>
    <message>
        <location line="+48" />
        <source>Keys</source>
        <translation>キー操作</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Key</source>
        <translation>キー</translation>
    </message>
    <message>
        <location line="+0" />
        <source>What it does</source>
        <translation>はたらき</translation>
    </message>
</context>
<context>
    <name>LearnPage</name>
    <message>
        <location filename="../tarotdesk/ui/dialogs/learn_page.py" line="+35" />
        <source>Learn to play</source>
        <translation>遊び方を覚える</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Most of these games are almost forgotten. Play a first deal with a coach who explains every step: the cards are dealt the same way each time, and you may leave the guided line whenever you like.</source>
        <translation>ここにあるゲームの多くは、ほとんど忘れられています。最初のディールを、一手ずつ説明してくれるコーチと一緒に遊んでみましょう。カードは毎回同じように配られ、ガイドの手順からはいつでも外れてかまいません。</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Play</source>
        <translation>遊ぶ</translation>
    </message>
    <message>
        <location line="+17" />
        <source>Not now</source>
        <translation>今はしない</translation>
    </message>
</context>
<context>
    <name>LeaveGame</name>
    <message>
        <location filename="../tarotdesk/ui/window/leave_game.py" line="+35" />
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The game in progress is not finished. Start a new game?</source>
        <translation>進行中のゲームはまだ終わっていません。新しいゲームを始めますか？</translation>
    </message>
    <message>
        <location line="-6" />
        <source>The unfinished game is kept in Game → Saved games…, where you can play it on from where you left it.</source>
        <translation>終わっていないゲームは「ゲーム → 保存したゲーム…」に残り、やめたところから続けられます。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>This window keeps no games: the unfinished game will be lost.</source>
        <translation>このウィンドウはゲームを保存しません。終わっていないゲームは失われます。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Start a new game</source>
        <translation>新しいゲームを始める</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Keep playing</source>
        <translation>このゲームを続ける</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../tarotdesk/ui/window/main_window.py" line="+249" />
        <source>&amp;New game…</source>
        <extracomment>The key that goes on from a deal summary (Play → Continue; shown on the summary's button). Width of the rule pane when it opens beside the table. Where a log line keeps the rule it links to: (game id, anchor). The table of the game being played: the window is its owner (it saves, undoes and branches it) and shows it through the people's seat channels only (``session.seats``).</extracomment>
        <translation>新しいゲーム(&amp;N)…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Start a new game (Ctrl+N)</source>
        <translation>新しいゲームを始める（Ctrl+N）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Watch a game…</source>
        <translation>ゲームを観戦(&amp;W)…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A game where the computer plays every seat</source>
        <translation>すべての席をコンピューターが受け持つゲーム</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Settings…</source>
        <translation>設定(&amp;S)…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>&amp;Continue</source>
        <translation>続ける(&amp;C)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Keys</source>
        <translation>キー操作(&amp;K)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;About tarotdesk</source>
        <translation>tarotdesk について(&amp;A)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Learn to play…</source>
        <translation>遊び方を覚える(&amp;L)…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Rules</source>
        <translation>ルール(&amp;R)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>&amp;Hint</source>
        <translation>ヒント(&amp;H)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Suggest the three best moves, with their reasons (H)</source>
        <translation>よい手を三つ、理由とともに示す（H）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <location filename="../tarotdesk/ui/window/menus.py" line="+82" />
        <source>&amp;Game</source>
        <translation>ゲーム(&amp;G)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Play</source>
        <translation>プレイ(&amp;P)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Toolbar</source>
        <translation>ツールバー</translation>
    </message>
    <message>
        <location filename="../tarotdesk/ui/window/main_window.py" line="+2" />
        <source>Scores</source>
        <translation>得点</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Log</source>
        <translation>記録</translation>
    </message>
    <message>
        <location line="+4" />
        <source>thinking…</source>
        <translation>考え中…</translation>
    </message>
    <message>
        <location line="+2" />
        <source>D</source>
        <comment>dealer chip</comment>
        <translation>親</translation>
    </message>
    <message>
        <location line="+0" />
        <source>AB</source>
        <comment>team letters</comment>
        <translation>AB</translation>
    </message>
    <message>
        <location line="+68" />
        <source>The settings file %1 could not be read (%2). The default settings are used.</source>
        <translation>設定ファイル %1 を読み込めませんでした（%2）。初期設定を使います。</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The settings file %1 is damaged (%2). The default settings are used.</source>
        <translation>設定ファイル %1 が壊れています（%2）。初期設定を使います。</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The file %1 does not contain settings. The default settings are used.</source>
        <translation>ファイル %1 は設定ファイルではありません。初期設定を使います。</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Some settings in %1 were not valid (%2); their defaults are used.</source>
        <translation>%1 の設定の一部が正しくありませんでした（%2）。その項目は初期値を使います。</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The settings could not be saved to %1 (%2).</source>
        <translation>設定を %1 に保存できませんでした（%2）。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The damaged file was kept as %1.</source>
        <translation>壊れたファイルは %1 として残してあります。</translation>
    </message>
    <message>
        <location line="+170" />
        <source>Click to read the rule: %1</source>
        <translation>クリックでルールを表示：%1</translation>
    </message>
    <message>
        <location line="+159" />
        <source>%1 is thinking…</source>
        <translation>%1が考えています…</translation>
    </message>
    <message>
        <location line="-418" />
        <source>Show or hide the rules (F2)</source>
        <translation>ルールを表示する／隠す（F2）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Rules of this game</source>
        <translation>このゲームのルール(&amp;R)</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../tarotdesk/ui/dialogs/deal_editor.py" line="-1" />
        <location filename="../tarotdesk/ui/dialogs/new_game_dialog.py" line="+178" />
        <location line="+50" />
        <location line="+127" />
        <location filename="../tarotdesk/ui/shell/app.py" line="+199" />
        <location filename="../tarotdesk/ui/window/guided.py" line="+54" />
        <source>You</source>
        <extracomment>Set to 1: as ``--quit-after-show``.</extracomment>
        <translation>あなた</translation>
    </message>
    <message>
        <location filename="../tarotdesk/ui/dialogs/new_game_dialog.py" line="-273" />
        <source>Anna</source>
        <translation>アンナ</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Bruno</source>
        <translation>ブルーノ</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Carla</source>
        <translation>カルラ</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Dario</source>
        <translation>ダリオ</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Elena</source>
        <translation>エレナ</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Fabio</source>
        <translation>ファビオ</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Gina</source>
        <translation>ジーナ</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Ivo</source>
        <translation>イーヴォ</translation>
    </message>
    <message>
        <location line="+79" />
        <source>New game</source>
        <extracomment>True once "Watch" was pressed: the computer plays every seat (see :meth:`setup`).</extracomment>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Play</source>
        <translation>プレイ</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Watch</source>
        <translation>観戦</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The computer plays every seat, at the levels chosen; you watch</source>
        <translation>選んだ強さのコンピューターがすべての席でプレイし、あなたは観戦します</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Players</source>
        <translation>人数</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Deal seed</source>
        <translation>ディールのシード</translation>
    </message>
    <message>
        <location line="+1" />
        <source>empty: new cards every game</source>
        <translation>空欄なら毎回ちがう配り方</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Seats (in playing order)</source>
        <translation>席（手番の順）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Rule options (the defaults are the rules' own)</source>
        <translation>ルールのオプション（初期値は本来のルール）</translation>
    </message>
    <message>
        <location line="+2" />
        <location line="+67" />
        <source>Seat %1</source>
        <translation>席%1</translation>
    </message>
    <message>
        <location line="-60" />
        <source>You (at this computer)</source>
        <translation>あなた（このコンピューターで操作）</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Computer</source>
        <translation>コンピューター</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Random</source>
        <translation>ランダム</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Easy</source>
        <translation>やさしい</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Standard</source>
        <translation>ふつう</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Strong</source>
        <translation>強い</translation>
    </message>
    <message>
        <location line="+95" />
        <source>This game has no rule options.</source>
        <translation>このゲームにはルールのオプションがありません。</translation>
    </message>
    <message>
        <location line="+105" />
        <source>Rule options</source>
        <translation>ルールのオプション</translation>
    </message>
    <message>
        <location line="+1" />
        <source>These rule options cannot be played together: %1</source>
        <translation>次のオプションは同時には使えません：%1</translation>
    </message>
</context>
<context>
    <name>PlaySession</name>
    <message>
        <location filename="../tarotdesk/ui/play/session.py" line="+143" />
        <source>New game: %1</source>
        <extracomment>Hints asked for: every action ranked, so that the choices on screen can be compared. Hints shown when no choice narrows them down. Longest wait (seconds) for the card pictures to be drawn before the first deal is shown. A change shown (a SeatStep): what follows the game (the "why" asker, the coach) hears it here. The person's half-made choice (the Qt-free part of taking their input).</extracomment>
        <translation>新しいゲーム：%1</translation>
    </message>
    <message>
        <location line="+180" />
        <source>Done for you by the rule options: %1</source>
        <translation>ルールの設定により自動で行いました：%1</translation>
    </message>
    <message>
        <location line="+5" />
        <source>The computer player failed (%1); a random legal move was played.</source>
        <translation>コンピューターが手を決められなかったため（%1）、出せる手の中から無作為に選びました。</translation>
    </message>
    <message>
        <location line="+77" />
        <source>%1 in hand</source>
        <translation>手札 %1 枚</translation>
    </message>
    <message>
        <location line="+17" />
        <source>Why: %1. Click the card to read that rule.</source>
        <translation>理由:%1。カードをクリックするとそのルールを読めます。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Why: %1 (see the rules, F1).</source>
        <translation>理由:%1(ルールはF1)。</translation>
    </message>
    <message numerus="yes">
        <location line="+132" />
        <source>Click the cards to choose %n of them, then confirm (keys: Enter on each card, then Enter again).</source>
        <translation>
            <numerusform>札を%n枚クリックして選び、確定してください（キーでは各札で Enter、最後にもう一度 Enter）。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2" />
        <source>Click the cards to choose them, then confirm (keys: Enter on each card, then Enter again).</source>
        <translation>札をクリックして選び、確定してください（キーでは各札で Enter、最後にもう一度 Enter）。</translation>
    </message>
    <message>
        <location filename="../tarotdesk/ui/play/status_text.py" line="+33" />
        <source>The game is over.</source>
        <translation>ゲームが終わりました。</translation>
    </message>
    <message>
        <location line="-13" />
        <source>Deal %1 is over.</source>
        <translation>第%1ディールが終わりました。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1 %2 is over.</source>
        <translation>第%2%1が終わりました。</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 %2 is over</source>
        <translation>第%2%1終了</translation>
    </message>
    <message>
        <location line="+17" />
        <source>%1 is deciding: %2</source>
        <translation>%1の番です：%2</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Your turn: %1</source>
        <translation>あなたの番です：%1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Your turn, %1: %2</source>
        <translation>%1の番です：%2</translation>
    </message>
    <message>
        <location filename="../tarotdesk/ui/play/session.py" line="-117" />
        <source>The game is over</source>
        <translation>ゲーム終了</translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>Winner: %1</source>
        <translation>
            <numerusform>勝者：%1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1" />
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <location filename="../tarotdesk/ui/play/status_text.py" line="-25" />
        <source>Deal %1 is over</source>
        <translation>第%1ディール終了</translation>
    </message>
    <message>
        <location filename="../tarotdesk/ui/play/session.py" line="+4" />
        <source>Continue</source>
        <translation>続ける</translation>
    </message>
    <message>
        <location filename="../tarotdesk/ui/play/person_input.py" line="+70" />
        <source>Cancel</source>
        <extracomment>Kinds of action that decide for the whole game, not the deal (Tarokk's "end after the Skiz circuit"): set apart from the deal's choices and confirmed before they are made.</extracomment>
        <translation>やめる</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Choose what %1 takes: click the marked table cards or a button.</source>
        <translation>%1で取る札を選んでください。印のついた場札か、ボタンをクリックします。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Choose how to play %1: click a button.</source>
        <translation>%1の出し方を選んでください。ボタンをクリックします。</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Play %1…</source>
        <translation>%1を出す…</translation>
    </message>
    <message>
        <location line="+26" />
        <source>Choose cards for: %1</source>
        <translation>札を選ぶ：%1</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Clear the selection</source>
        <translation>選択をやり直す</translation>
    </message>
    <message>
        <location line="+29" />
        <source>“%1” decides for the whole game and cannot be taken back. Declare it now?</source>
        <translation>「%1」はゲーム全体にかかわる宣言で、取り消せません。いま宣言しますか？</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Declare it</source>
        <translation>宣言する</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Not now</source>
        <translation>今はしない</translation>
    </message>
    <message>
        <location line="-57" />
        <source>Drag a card to the table, or click it twice (arrows and Enter work too).</source>
        <translation>札をテーブルへドラッグするか、2回クリックして出します（矢印キーと Enter でも操作できます）。</translation>
    </message>
    <message>
        <location filename="../tarotdesk/ui/play/session.py" line="+99" />
        <source>Why? Rule: %1</source>
        <translation>なぜ？ ルール：%1</translation>
    </message>
    <message>
        <location filename="../tarotdesk/ui/play/person_input.py" line="+85" />
        <source>No card is played now: %1</source>
        <translation>今は札を出す場面ではありません：%1</translation>
    </message>
    <message>
        <location filename="../tarotdesk/ui/play/session.py" line="-188" />
        <source>Click the table (or press a key) to collect the cards.</source>
        <translation>テーブルをクリックするか、キーを押すと、場の札を片付けます。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Click the table (or press a key) to collect the cards now.</source>
        <translation>テーブルをクリックするか、キーを押すと、場の札をすぐに片付けます。</translation>
    </message>
    <message>
        <location line="+56" />
        <source>%1: everybody at the table has seen this card of yours.</source>
        <translation>%1：あなたのこの札は、卓の全員が見ています。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1: face up, a card of %2's that everybody at the table has seen.</source>
        <translation>%1：表向きの札。卓の全員が見た %2 の札です。</translation>
    </message>
</context>
<context>
    <name>Practice</name>
    <message>
        <location filename="../tarotdesk/ui/window/practice.py" line="+50" />
        <source>&amp;Deal editor…</source>
        <translation>ディールエディター(&amp;D)…</translation>
    </message>
</context>
<context>
    <name>ReplayViewer</name>
    <message>
        <location filename="../tarotdesk/ui/replay/replay_viewer.py" line="+251" />
        <source>Replay: %1</source>
        <extracomment>Autoplay paces offered: seconds per step.</extracomment>
        <translation>再生：%1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>To the start (Home)</source>
        <translation>最初へ（Home）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Back one deal (Page Up)</source>
        <translation>1ディール戻る（Page Up）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Back one trick, capture or round (Up)</source>
        <translation>トリック・取り・一巡を一つ戻る（↑）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Back one move (Left)</source>
        <translation>1手戻る（←）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Play the moves one after another, or pause (Space)</source>
        <translation>手を順に自動で進める/一時停止（スペース）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Forward one move (Right)</source>
        <translation>1手進む（→）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Forward one trick, capture or round (Down)</source>
        <translation>トリック・取り・一巡を一つ進む（↓）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Forward one deal (Page Down)</source>
        <translation>1ディール進む（Page Down）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>To the end (End)</source>
        <translation>最後へ（End）</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Drag to any position of the game</source>
        <translation>ドラッグしてゲームの好きな場面へ</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 s per move</source>
        <translation>1手 %1 秒</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Speed of the autoplay</source>
        <translation>自動再生の速さ</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Seat:</source>
        <translation>席：</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The seat at the bottom of the table, and the one you play on from here</source>
        <translation>テーブルの手前に表示する席。ここから続けて遊ぶときにあなたが受け持つ席です</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Show all hands</source>
        <translation>全員の手札を表示</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Off: show only what the chosen seat could see</source>
        <translation>オフ：選んだ席から見えたものだけを表示</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Copy the record up to here</source>
        <translation>ここまでの記録をコピー</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Play on from here</source>
        <translation>ここから続けて遊ぶ</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Play this deal again</source>
        <translation>このディールをもう一度</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Start a new game from this position with the same cards, playing the chosen seat yourself</source>
        <translation>この場面から同じ札で新しいゲームを始め、選んだ席をあなたが受け持ちます</translation>
    </message>
    <message>
        <location line="+2" />
        <source>D</source>
        <comment>dealer chip</comment>
        <translation>親</translation>
    </message>
    <message>
        <location line="+0" />
        <source>AB</source>
        <comment>team letters</comment>
        <translation>AB</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Scores and log</source>
        <translation>得点と記録</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Review</source>
        <translation>振り返り</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The game review: one seat's decisions marked, with the better moves</source>
        <translation>ゲームの振り返り：一つの席の判断の評価と、より良い手</translation>
    </message>
    <message>
        <location line="+132" />
        <source>%1 in hand</source>
        <translation>手札 %1 枚</translation>
    </message>
    <message>
        <location line="+34" />
        <source>%1 %2</source>
        <comment>the game's word for a deal, then its number</comment>
        <translation>第%2%1</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Next %1</source>
        <translation>次の%1</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Move %1 of %2</source>
        <translation>%2 手中 %1 手目</translation>
    </message>
    <message>
        <location line="-10" />
        <source>deal %1</source>
        <translation>第%1ディール</translation>
    </message>
    <message>
        <location line="+16" />
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The game is over.</source>
        <translation>ゲームが終わりました。</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Next: %1</source>
        <translation>次：%1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Next: %1 (%2)</source>
        <translation>次は%1（%2）</translation>
    </message>
    <message>
        <location line="+9" />
        <source>The game is over</source>
        <translation>ゲーム終了</translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>Winner: %1</source>
        <translation>
            <numerusform>勝者：%1</numerusform>
        </translation>
    </message>
    <message>
        <location line="-34" />
        <source>Next deal</source>
        <translation>次のディール</translation>
    </message>
    <message>
        <location line="-178" />
        <location line="+218" />
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <location line="-32" />
        <source>this deal is still being played: shown as %1 sees it</source>
        <translation>このディールはまだ続いています：%1に見えていたとおりに表示</translation>
    </message>
    <message>
        <location line="+98" />
        <source>better</source>
        <translation>より良い手</translation>
    </message>
    <message>
        <location line="+2" />
        <source>played</source>
        <translation>選んだ手</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Played: %1</source>
        <translation>選んだ手：%1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Better: %1</source>
        <translation>より良い手：%1</translation>
    </message>
    <message>
        <location line="+29" />
        <source>The review could not be kept in %1 (%2).</source>
        <translation>振り返りを %1 に保存できませんでした（%2）。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The review is kept with the saved game.</source>
        <translation>振り返りを保存済みのゲームに記録しました。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The review is kept in this window only: Save with review… writes the record with it into a file.</source>
        <translation>振り返りはこのウィンドウの中だけにあります。「振り返り付きで保存…」で記録と一緒にファイルに書き込めます。</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Save the record with its review</source>
        <translation>振り返り付きで記録を保存</translation>
    </message>
    <message>
        <location line="+1" />
        <source>tarotdesk records (*%1);;All files (*)</source>
        <translation>tarotdesk の記録 (*%1);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location line="+7" />
        <source>The record could not be saved to %1 (%2).</source>
        <translation>記録を %1 に保存できませんでした（%2）。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Saved to %1</source>
        <translation>%1 に保存しました</translation>
    </message>
    <message>
        <location line="+12" />
        <source>The record up to move %1 is on the clipboard.</source>
        <translation>%1 手目までの記録をクリップボードに入れました。</translation>
    </message>
    <message>
        <location line="-368" />
        <source>Close the replay (Esc, Ctrl+W)</source>
        <translation>リプレイを閉じる（Esc、Ctrl+W）</translation>
    </message>
</context>
<context>
    <name>ReviewPanel</name>
    <message>
        <location filename="../tarotdesk/ui/replay/review_panel.py" line="+292" />
        <source>Seat:</source>
        <extracomment>Each mark's colour and sign: the sign says it without the colour (chess's ?!, ?, ??). The colours of the action taken and of the better one, on the table and in the panel. Alternatives listed besides the action taken.</extracomment>
        <translation>席：</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Review:</source>
        <translation>範囲：</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Whose decisions to review (only what that seat could see is read)</source>
        <translation>誰の判断を振り返るか（その席から見えたことだけを読みます）</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The whole game</source>
        <translation>ゲーム全体</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Review</source>
        <translation>振り返る</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Go over these decisions with a stronger search than the strong player's; the window stays usable meanwhile</source>
        <translation>「強い」より深い探索でこれらの判断を調べます。その間もウィンドウは使えます</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Save with review…</source>
        <translation>振り返り付きで保存…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Write this record, with its review, into a file</source>
        <translation>この記録を振り返りと一緒にファイルに書き込みます</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Details</source>
        <translation>詳細</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Show the review's figures: each move's expected result and its error</source>
        <translation>振り返りの数値(各手の見込みと誤差)を表示します</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The expected result of the seat after each decision: the line with the best move, a dot for the move made (its colour is its mark). Click a dot to see the decision.</source>
        <translation>各判断の後にその席が見込める結果：線は最善手、点は実際の手（色が評価）。点をクリックするとその判断を表示します。</translation>
    </message>
    <message>
        <location line="+147" />
        <source>%1 of %2 decisions</source>
        <translation>%2 手中 %1 手</translation>
    </message>
    <message>
        <location line="+27" />
        <source>%1, %2: %3</source>
        <translation>%1、%2：%3</translation>
    </message>
    <message>
        <location line="+18" />
        <source>Reviewing… the window stays usable meanwhile.</source>
        <translation>振り返り中… その間もウィンドウは使えます。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Review cancelled: %1 of %2 decisions reviewed.</source>
        <translation>振り返りを中止しました（%2 手中 %1 手を調べました）。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The review could not be made (%1).</source>
        <translation>振り返りができませんでした（%1）。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Not reviewed yet: press Review.</source>
        <translation>まだ振り返っていません。「振り返る」を押してください。</translation>
    </message>
    <message>
        <location line="-27" />
        <location line="+68" />
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+5" />
        <source>It was the only legal move.</source>
        <translation>これが唯一の合法手でした。</translation>
    </message>
    <message>
        <location line="+12" />
        <source>The review would have made the same move.</source>
        <translation>振り返りでも同じ手を選びます。</translation>
    </message>
    <message>
        <location line="+15" />
        <source>played</source>
        <translation>選んだ手</translation>
    </message>
    <message>
        <location line="+0" />
        <source>better</source>
        <translation>より良い手</translation>
    </message>
    <message>
        <location line="+9" />
        <source>The moves weighed, with the result each is expected to bring (%1):</source>
        <translation>検討した手と、それぞれの見込み結果（%1）：</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Rule: %1</source>
        <translation>ルール：%1</translation>
    </message>
</context>
<context>
    <name>RulePane</name>
    <message>
        <location filename="../tarotdesk/ui/window/rule_pane.py" line="+258" />
        <source>Search the rules…</source>
        <extracomment>Reading modes: one language, or Japanese and English side by side. Height of a card picture in the text (device-independent pixels; the HTML asks for it). How long after a section was opened a new layout of the pane scrolls back to it (seconds). Below this width the pane puts the game and the reading language on two rows. Pixels between the right edge of the text's layout and the view's (see RuleBrowser). The reading mode changed through the pane's own control ("ja", "en" or "both"). The game shown changed through the pane's own control.</extracomment>
        <translation>ルールを検索…</translation>
    </message>
    <message>
        <location line="+1" />
        <location line="+102" />
        <source>Contents</source>
        <translation>目次</translation>
    </message>
    <message>
        <location line="-101" />
        <source>The game whose rules are shown</source>
        <translation>表示するルールのゲーム</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The language of the rules (apart from the window's language)</source>
        <translation>ルールを読む言語（画面の言語とは別に選べます）</translation>
    </message>
    <message>
        <location line="+6" />
        <source>日本語 | English side by side</source>
        <translation>日本語と英語を並べて表示</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Choose a game…</source>
        <translation>ゲームを選んでください…</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Choose a game to read its rules.</source>
        <translation>ルールを読みたいゲームを選んでください。</translation>
    </message>
    <message numerus="yes">
        <location line="+81" />
        <source>Found in %n section(s)</source>
        <translation>
            <numerusform>%n 個の節で見つかりました</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8" />
        <source>Nothing found.</source>
        <translation>見つかりませんでした。</translation>
    </message>
</context>
<context>
    <name>SavedGamesDialog</name>
    <message>
        <location filename="../tarotdesk/ui/dialogs/saved_games.py" line="+111" />
        <source>Saved games</source>
        <extracomment>Longest path shown whole in the list (its tooltip has all of it).</extracomment>
        <translation>保存したゲーム</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Every game played here is kept, finished or not; files opened or saved elsewhere are listed too. Continue an unfinished game, or replay any of them.</source>
        <translation>ここで遊んだゲームは、終わったものも途中のものもすべて保存されています。別の場所で開いたり保存したりしたファイルも並びます。途中のゲームは続きから遊べ、どのゲームも再生できます。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Date</source>
        <translation>日時</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Score</source>
        <translation>得点</translation>
    </message>
    <message>
        <location line="+0" />
        <source>State</source>
        <translation>状態</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Continue</source>
        <translation>続きから遊ぶ</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Replay</source>
        <translation>再生</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Delete</source>
        <translation>削除</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Cannot be opened: %1</source>
        <translation>開けません：%1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Finished</source>
        <translation>終了</translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>Unfinished: %n deals played</source>
        <translation>
            <numerusform>途中（%nディール済み）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+74" />
        <location line="+6" />
        <source>Delete a saved game</source>
        <translation>保存したゲームの削除</translation>
    </message>
    <message>
        <location line="-5" />
        <source>Delete this saved game for good?
%1</source>
        <translation>この保存したゲームを完全に削除しますか？
%1</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1 could not be deleted (%2).</source>
        <translation>%1 を削除できませんでした（%2）。</translation>
    </message>
</context>
<context>
    <name>ScorePanel</name>
    <message>
        <location filename="../tarotdesk/ui/play/scores.py" line="-197" />
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <location line="+26" />
        <source>Click a deal's column to see how it was scored.</source>
        <translation>ディールの列をクリックすると、得点の内訳が見られます。</translation>
    </message>
    <message>
        <location line="-23" />
        <source>Game points</source>
        <translation>ゲーム点</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Now</source>
        <comment>the deal in progress</comment>
        <translation>進行中</translation>
    </message>
</context>
<context>
    <name>Scores</name>
    <message>
        <location line="-130" />
        <source>Deal points toward the margin, paid in game points at the end of the game (a team's points shown for each partner).</source>
        <translation>マージンを決めるディール点です。ゲームの終わりにゲーム点で精算します（チームの点はパートナーそれぞれに表示）。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Points toward %1, the target that wins the game; the hand in progress counts at once.</source>
        <translation>勝ちが決まる目標 %1 点までの得点です。進行中のハンドの得点もすぐに加わります。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Points toward %1, the target that wins the game.</source>
        <translation>勝ちが決まる目標 %1 点までの得点です。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Lost deals (fewer is better); units change hands only when the game ends.</source>
        <translation>負けたディールの数です（少ないほど良い）。ユニットの支払いはゲームの終わりにだけ行います。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Game points won or lost (a team's points shown for each partner).</source>
        <translation>得失したゲーム点です（チームの点はパートナーそれぞれに表示）。</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../tarotdesk/ui/dialogs/settings_dialog.py" line="+107" />
        <source>Settings</source>
        <extracomment>Each language named in itself, so that anyone can find their own. The settings shown as check boxes, in the dialog's order. The check boxes by the setting each one edits.</extracomment>
        <translation>設定</translation>
    </message>
    <message>
        <location line="+1" />
        <location line="+2" />
        <source>Volume</source>
        <translation>音量</translation>
    </message>
    <message>
        <location line="-1" />
        <source>Enlarged card</source>
        <translation>拡大した札</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 % of the hand's cards</source>
        <translation>手札の %1 %</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Language</source>
        <translation>言語</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Animation speed</source>
        <translation>アニメーションの速さ</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Hand order</source>
        <translation>手札の並べ方</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Instant</source>
        <translation>なし（即時）</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Fast</source>
        <translation>速い</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Normal</source>
        <translation>ふつう</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Slow</source>
        <translation>ゆっくり</translation>
    </message>
    <message>
        <location line="+3" />
        <source>As the system prefers (%1)</source>
        <translation>システムの設定に従う(%1)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>How fast the cards move. Instant places them at once; a completed trick still stays for the pause chosen below.</source>
        <translation>カードが動く速さ。「なし（即時）」ではすぐに置かれますが、終わったトリックは下で選んだ時間だけ残ります。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Trumps first, then the suits</source>
        <translation>切札を先に、次にスート</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The suits first, then the trumps</source>
        <translation>スートを先に、次に切札</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Highest cards first</source>
        <translation>強い札から並べる</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Dim the cards that cannot be played</source>
        <translation>出せない札を暗く表示する</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Show the last trick</source>
        <translation>直前のトリックを表示する</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Four-colour suits</source>
        <translation>スートを4色で表示する</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Mark the cards that score points</source>
        <translation>得点になる札に印をつける</translation>
    </message>
    <message>
        <location line="+1" />
        <source>French-style tarot faces</source>
        <translation>タロットの絵札をフランス式にする</translation>
    </message>
    <message>
        <location line="+1" />
        <source>High-contrast cards: large indices, four strong colours, strong outlines</source>
        <translation>高コントラストの札（大きな数字、はっきりした4色、太い縁取り）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Enlarge a card when the pointer rests on it (right-click or Z always does)</source>
        <translation>ポインタを置いた札を拡大する（右クリックか Z ではいつでも拡大）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Play sounds (a card played, a trick taken, your turn, a deal's end)</source>
        <translation>音を鳴らす（札を出したとき、トリックを取ったとき、手番、ディールの終わり）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Allow undo (practice: such games are marked in the statistics)</source>
        <translation>「待った」を許す（練習用：成績ではそのゲームに印がつきます）</translation>
    </message>
    <message>
        <location line="-31" />
        <source>Collect tricks</source>
        <translation>トリックの片付け</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Automatically, after</source>
        <translation>自動で片付ける（待ち時間）</translation>
    </message>
    <message>
        <location line="+0" />
        <source>On a click</source>
        <translation>クリックで片付ける</translation>
    </message>
    <message>
        <location line="+3" />
        <source> s</source>
        <comment>seconds</comment>
        <translation> 秒</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A completed trick (or a capture) stays on the table until then, so that every card of it can be read; a click on the table collects it at once.</source>
        <translation>出そろったトリック（または取った札）は、すべての札を読めるようにそれまで場に残ります。テーブルをクリックすればすぐに片付けます。</translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <location filename="../tarotdesk/ui/window/start_screen.py" line="+138" />
        <source>%1 players</source>
        <extracomment>The cards a tile fans out: the first three of these that the game's pack has. Width of a fanned card and of a tile's picture (logical pixels). The narrowest a tile may be before the tiles take fewer columns.</extracomment>
        <translation>%1人</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Learn to play</source>
        <translation>遊び方を覚える</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A first deal with a coach who explains every step</source>
        <translation>一つひとつの手を説明するコーチと最初のディールを遊びます</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Play…</source>
        <translation>プレイ…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Choose the players and the rule options, then sit down</source>
        <translation>プレイヤーとルールのオプションを選んで席に着きます</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Watch</source>
        <translation>観戦</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The computer plays every seat; you watch the game</source>
        <translation>コンピューターがすべての席でプレイし、あなたはゲームを観戦します</translation>
    </message>
    <message>
        <location line="+102" />
        <source>Ten historical card games from Lombardy, Bologna, Genoa, Hungary and Mexico, most of them almost forgotten: play one against the computer, learn it with a coach, or watch the computer play it.</source>
        <extracomment>True while the start screen stands in the table's place. The window's docks and toolbars as they were before the start screen put the side column away.</extracomment>
        <translation>ロンバルディア、ボローニャ、ジェノヴァ、ハンガリー、メキシコに伝わる10の歴史的なカードゲーム。その多くはほとんど忘れられています。コンピューターと対戦するも、コーチと覚えるも、コンピューター同士の対局を観るもご自由に。</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Learn to play…</source>
        <translation>遊び方を覚える…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Open a saved game…</source>
        <translation>保存したゲームを開く…</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <location filename="../tarotdesk/ui/dialogs/statistics_window.py" line="+162" />
        <source>Statistics</source>
        <translation>成績</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Totals</source>
        <translation>通算</translation>
    </message>
    <message>
        <location line="+1" />
        <location line="+9" />
        <source>Games</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <location line="-8" />
        <source>Count the games played with undo, hints or from a branch</source>
        <translation>「待った」やヒントを使ったゲーム、途中の場面から始めたゲームも数える</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Export CSV…</source>
        <translation>CSV に書き出す…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <location line="+6" />
        <location line="+24" />
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <location line="-24" />
        <location line="+24" />
        <source>Players</source>
        <translation>人数</translation>
    </message>
    <message>
        <location line="-24" />
        <source>Finished</source>
        <translation>終了したゲーム</translation>
    </message>
    <message>
        <location line="+0" />
        <location line="+32" />
        <source>Won</source>
        <translation>勝ったゲーム</translation>
    </message>
    <message>
        <location line="-31" />
        <location line="+23" />
        <source>Deals</source>
        <translation>ディール数</translation>
    </message>
    <message>
        <location line="-23" />
        <source>Deals won</source>
        <translation>勝ったディール</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Average per deal</source>
        <translation>1ディール平均</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Average per game</source>
        <translation>1ゲーム平均</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Best deal</source>
        <translation>最高のディール</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Best game</source>
        <translation>最高のゲーム</translation>
    </message>
    <message>
        <location line="+0" />
        <source>With help</source>
        <translation>手助けあり</translation>
    </message>
    <message>
        <location line="+19" />
        <source>undo</source>
        <translation>待った</translation>
    </message>
    <message>
        <location line="+0" />
        <source>hints</source>
        <translation>ヒント</translation>
    </message>
    <message>
        <location line="+0" />
        <source>branch</source>
        <translation>途中から</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Date</source>
        <translation>日時</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Seat</source>
        <translation>席</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Score</source>
        <translation>得点</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Help used</source>
        <translation>使った手助け</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Lost</source>
        <translation>負け</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Unfinished</source>
        <translation>途中</translation>
    </message>
    <message>
        <location line="+14" />
        <source>The statistics file %1 could not be used (%2).</source>
        <translation>成績ファイル %1 を使えませんでした（%2）。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>No deal has been finished yet: the statistics count each deal you finish, game by game.</source>
        <translation>まだ終えたディールがありません。成績は、終えたディールをゲームごとに数えます。</translation>
    </message>
    <message>
        <location line="+31" />
        <location line="+11" />
        <source>Export the statistics</source>
        <translation>成績を書き出す</translation>
    </message>
    <message>
        <location line="-10" />
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV ファイル (*.csv);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location line="+11" />
        <source>%1 could not be written (%2).</source>
        <translation>%1 に書き込めませんでした（%2）。</translation>
    </message>
    <message>
        <location line="-91" />
        <source>Deals counted in</source>
        <translation>ディールの数え方</translation>
    </message>
    <message>
        <location line="+3" />
        <source>game points</source>
        <translation>ゲーム点</translation>
    </message>
    <message>
        <location line="+0" />
        <source>deal points</source>
        <translation>ディール点</translation>
    </message>
    <message>
        <location line="+1" />
        <source>points toward the target</source>
        <translation>目標までの得点</translation>
    </message>
    <message>
        <location line="+0" />
        <source>lost deals</source>
        <translation>負けたディールの数</translation>
    </message>
    <message>
        <location line="+47" />
        <source>Deals count the figure each game's players keep (see "Deals counted in"; in lost deals fewer is better); a deal is won when your figure in it is the best at the table. Games count game points; a game is won when you are among its winners.</source>
        <translation>ディールは、そのゲームのプレイヤーがつける数字で数えます（「ディールの数え方」の列を参照。負けたディールの数は少ないほど良い）。その数字が卓でいちばん良かったディールを勝ちとします。ゲームはゲーム点で数え、勝者に入ったゲームを勝ちとします。</translation>
    </message>
</context>
<context>
    <name>TableAccess</name>
    <message>
        <location filename="../tarotdesk/ui/access/nodes.py" line="+200" />
        <source>Card table</source>
        <translation>カードテーブル</translation>
    </message>
    <message>
        <location filename="../tarotdesk/ui/access/table_tree.py" line="+66" />
        <source>, </source>
        <comment>between the parts of a name</comment>
        <translation>、</translation>
    </message>
    <message>
        <location line="+26" />
        <source>%1: none</source>
        <translation>%1：なし</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1: %n cards</source>
        <translation>%1：%n枚</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1, played by %2</source>
        <translation>%1、%2が出した札</translation>
    </message>
    <message>
        <location line="+13" />
        <location line="+25" />
        <source>chosen</source>
        <translation>選択中</translation>
    </message>
    <message>
        <location line="-23" />
        <source>playable</source>
        <translation>出せる</translation>
    </message>
    <message>
        <location line="+2" />
        <source>not playable</source>
        <translation>出せない</translation>
    </message>
    <message>
        <location line="+2" />
        <location line="+21" />
        <source>hint</source>
        <translation>ヒント</translation>
    </message>
    <message>
        <location line="-18" />
        <source>Your hand</source>
        <translation>あなたの手札</translation>
    </message>
    <message>
        <location line="+14" />
        <source>can be taken</source>
        <translation>取れる</translation>
    </message>
    <message>
        <location line="+7" />
        <source>The trick</source>
        <translation>場のトリック</translation>
    </message>
    <message>
        <location line="+0" />
        <source>The table</source>
        <translation>場</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Last trick</source>
        <translation>直前のトリック</translation>
    </message>
    <message>
        <location line="+15" />
        <source>thinking</source>
        <translation>考え中</translation>
    </message>
    <message>
        <location line="+2" />
        <source>to play</source>
        <translation>手番</translation>
    </message>
    <message>
        <location line="+2" />
        <source>side %1</source>
        <translation>%1チーム</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%n cards won</source>
        <translation>取った札%n枚</translation>
    </message>
    <message>
        <location line="+23" />
        <source>Stock</source>
        <translation>山札</translation>
    </message>
</context>
<context>
    <name>TableWords</name>
    <message>
        <location filename="../tarotdesk/ui/play/table_words.py" line="+19" />
        <source>Last capture</source>
        <translation>直前の取り</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Last trick</source>
        <translation>直前のトリック</translation>
    </message>
    <message>
        <location line="+7" />
        <source>&amp;Last capture</source>
        <translation>直前の取り(&amp;L)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Show or hide the last capture (L)</source>
        <translation>直前の取りを表示する/隠す（L）</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Last trick</source>
        <translation>直前のトリック(&amp;L)</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Show or hide the last trick (L)</source>
        <translation>直前のトリックを表示する/隠す（L）</translation>
    </message>
</context>
<context>
    <name>WhyAsker</name>
    <message>
        <location filename="../tarotdesk/ui/window/why_panel.py" line="+206" />
        <source>&amp;Why did it play that?</source>
        <translation>なぜその手？(&amp;W)</translation>
    </message>
    <message>
        <location line="+75" />
        <source>Reading %1's position before %2…</source>
        <translation>%2の前の%1の局面を読んでいます…</translation>
    </message>
    <message>
        <location line="+7" />
        <source>this move cannot be explained here</source>
        <translation>この手はここでは説明できません</translation>
    </message>
    <message>
        <location line="+15" />
        <source>The move could not be explained (%1).</source>
        <translation>この手を説明できませんでした（%1）。</translation>
    </message>
    <message>
        <location line="+27" />
        <source>Why did it play that?</source>
        <translation>なぜその手？</translation>
    </message>
</context>
<context>
    <name>WhyPanel</name>
    <message>
        <location line="-257" />
        <source>Why did it play that?</source>
        <extracomment>Alternatives listed besides the move made.</extracomment>
        <translation>なぜその手？</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Details</source>
        <translation>詳細</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Show or hide the search's figures: each move's expected game points</source>
        <translation>探索の数値(各手の見込みゲーム点)を表示する/隠す</translation>
    </message>
    <message>
        <location line="+11" />
        <source>%1's move: %2</source>
        <translation>%1の手：%2</translation>
    </message>
    <message>
        <location line="+7" />
        <source>It was the only legal move.</source>
        <translation>出せる手はこれだけでした。</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Any other card: %1</source>
        <translation>ほかのカードなら：%1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Its reason:</source>
        <translation>理由：</translation>
    </message>
    <message>
        <location line="+17" />
        <source>What everybody saw:</source>
        <translation>全員が見たこと：</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The other cards %1 could have played are still hidden in that hand. Once the deal is over, ask again to see the moves it weighed.</source>
        <translation>%1が他に出せた札は、まだその手札に伏せられています。ディールが終わってからもう一度尋ねると、比べた手が分かります。</translation>
    </message>
    <message>
        <location line="+16" />
        <source>played</source>
        <translation>選んだ手</translation>
    </message>
    <message>
        <location line="+7" />
        <source>The moves it weighed, with the game points each is expected to bring:</source>
        <translation>比べた手と、それぞれで見込まれるゲーム点：</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The moves it weighed, each against the move made:</source>
        <translation>検討した手と、実際の手との比較：</translation>
    </message>
    <message>
        <location line="+9" />
        <source>about the same</source>
        <translation>ほぼ同じ</translation>
    </message>
    <message>
        <location line="+1" />
        <source>about %1 points better</source>
        <translation>約%1点良い</translation>
    </message>
    <message>
        <location line="+0" />
        <source>about %1 points worse</source>
        <translation>約%1点悪い</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Searched again now, the strong player would rather play %1.</source>
        <translation>いま読み直すと、強いレベルは%1を選びます。</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 plays at the %2 level: these are the strong player's reasons for that position.</source>
        <translation>%1は「%2」レベルで打っています。ここに示すのは、その局面を強いレベルが読んだ理由です。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The strong player would have made the same move.</source>
        <translation>強いレベルも同じ手を選びます。</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The strong player would rather have played %1.</source>
        <translation>強いレベルなら%1を選びます。</translation>
    </message>
    <message>
        <location line="+5" />
        <source>random</source>
        <translation>ランダム</translation>
    </message>
    <message>
        <location line="+0" />
        <source>easy</source>
        <translation>やさしい</translation>
    </message>
    <message>
        <location line="+0" />
        <source>standard</source>
        <translation>ふつう</translation>
    </message>
    <message>
        <location line="+1" />
        <source>strong</source>
        <translation>強い</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Rule: %1</source>
        <translation>ルール：%1</translation>
    </message>
</context>
<context>
    <name>WindowAccess</name>
    <message>
        <location filename="../tarotdesk/ui/access/window_access.py" line="+76" />
        <source>Say the cards on the &amp;table</source>
        <translation>場の札を読み上げる(&amp;T)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Say the &amp;scores</source>
        <translation>得点を読み上げる(&amp;S)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Say the last &amp;event again</source>
        <translation>最後の出来事をもう一度読み上げる(&amp;E)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Card table</source>
        <translation>カードテーブル</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Log</source>
        <translation>記録</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Score sheet</source>
        <translation>得点表</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Decisions</source>
        <translation>選択肢</translation>
    </message>
    <message>
        <location line="+50" />
        <source>No sound: %1</source>
        <translation>音が出ません：%1</translation>
    </message>
    <message>
        <location line="+7" />
        <location line="+25" />
        <location line="+3" />
        <source>No game is being played.</source>
        <translation>ゲームをしていません。</translation>
    </message>
    <message>
        <location line="-20" />
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The trick: %1.</source>
        <translation>場のトリック：%1。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The trick is empty.</source>
        <translation>場のトリックに札はありません。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The table: %1.</source>
        <translation>場：%1。</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The table is empty.</source>
        <translation>場に札はありません。</translation>
    </message>
    <message>
        <location line="+26" />
        <source>Nothing has been said yet.</source>
        <translation>まだ何も読み上げていません。</translation>
    </message>
</context>
</TS>