"""The window side of the screen-reader test: a Tarokk game on a real X screen, for an AT-SPI client.

Run by ``test_screen_reader.py`` inside a private D-Bus session under Xvfb::

    python tests/ui/atspi_app.py --seed S --lang en --state STATE.json --quit QUIT_FILE

The window opens as the program opens it (Qt's AT-SPI bridge on, as for any screen reader) with
you at seat 1 against three easy computer players. Your bids are left to the client, which
presses the decision buttons through AT-SPI; the cards are left to the client too, which plays
them with the keyboard. Your other decisions (the talon's discards, the announcements) are made
here, the first legal one (passing where one may), so that the client meets the trick play. While
the game goes on, ``STATE.json`` says what the window shows you (your cards' names in the order
shown, the decision buttons), for the client to compare with what AT-SPI gives. The program ends
when ``QUIT_FILE`` appears, as Game → Quit does.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))


def main() -> int:
    """Open the window, play the person's non-card decisions but the bids, write the state."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--lang", default="en")
    parser.add_argument("--state", type=Path, required=True)
    parser.add_argument("--quit", type=Path, required=True)
    args = parser.parse_args()
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from tarotdesk.core.records import PlayerInfo
    from tarotdesk.ui.kit.i18n import install_language
    from tarotdesk.ui.model.settings import Settings
    from tarotdesk.table.setup import GameSetup
    from tarotdesk.ui.window.main_window import MainWindow

    app = QApplication([sys.argv[0]])
    app.setApplicationName("tarotdesk")
    install_language(args.lang)
    settings = Settings(language=args.lang, animation="fast", collect_seconds=1.0, learn_offered=True)
    window = MainWindow(settings, save=False)
    window.resize(1200, 760)
    window.show()
    names = ["Anna", "Bruno", "Carla"]
    players = [PlayerInfo("You", "human")] + [PlayerInfo(n, "ai", "easy") for n in names]
    window.start_game(GameSetup("tarokk", players, {}, args.seed))
    shown: list[str] = []

    def step() -> None:
        if args.quit.exists():
            window.close()
            app.quit()
            return
        s = window.session
        m = window.game_table.match
        if m.deal_over and window.summary.isVisible():
            window.summary.continued.emit()  # a deal everybody passed: the next one
            return
        cp = m.current_player
        still = cp is not None and not s.is_computer(cp) and not window.table.busy and s.input.decisions is not None
        if not still:
            return
        frame = window.table.frame
        state = {"phase": m.phase, "hand": [s.words.card(c) for c in (frame.hand if frame else [])],
                 "buttons": [b.text().replace("&", "") for b in window.panel.buttons()]}
        text = json.dumps(state, ensure_ascii=False)
        if not shown or shown[-1] != text:
            shown.append(text)
            tmp = args.state.with_suffix(".tmp")
            tmp.write_text(text, encoding="utf-8")
            os.replace(tmp, args.state)
        legal = m.legal_actions()
        if m.phase == "bidding" or any(a.kind == "play" for a in legal):
            if not window.table.hasFocus() and m.phase != "bidding":
                window.activateWindow()
                window.table.setFocus()
            return  # the client's to decide
        passing = [a for a in legal if a.kind == "pass"]
        s.send(passing[0] if passing else next(a for a in legal if a.kind != "session"))

    timer = QTimer()
    timer.timeout.connect(step)
    timer.start(100)
    window.activateWindow()
    return int(app.exec())


if __name__ == "__main__":
    raise SystemExit(main())
