"""``tarotdesk --self-test``: check an installed or frozen application without a screen.

Loads every game, renders every card of every pack, plays one deal of each game with AI seats,
opens the rule pane in both languages, and saves and reloads a record. Prints one line per
check and returns 0 only if all of them passed. Used after installing a package, and by the
packaging test.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
import traceback
from pathlib import Path
from typing import Callable

EXPECTED_GAMES = 10


def _check_games() -> str:
    from .games.registry import GAME_PACKAGES, all_games

    games = all_games()
    missing = sorted(set(GAME_PACKAGES) - {g.id for g in games})
    if missing:
        raise AssertionError("games missing: " + ", ".join(missing))
    return f"{len(games)} games"


def _check_cards() -> str:
    from .core.packs import PACKS, pack
    from .ui.card_renderer import CardRenderer

    renderer = CardRenderer()
    count = 0
    for pack_id in PACKS:
        for card in [*pack(pack_id).cards, None]:
            code = card.code if card is not None else "back"
            pm = renderer.pixmap(pack_id, code, 80, 2.0)
            if pm.isNull() or pm.width() < 100:
                raise AssertionError(f"{pack_id}/{code} did not render")
            image = pm.toImage()
            centre = image.pixelColor(image.width() // 2, image.height() // 2)
            if centre.alpha() == 0:
                raise AssertionError(f"{pack_id}/{code} rendered empty")
            count += 1
    return f"{count} card images"


def _check_deals() -> str:
    from .ai.registry import make_player
    from .core.match import Match
    from .games.registry import all_games

    actions = 0
    for game in all_games():
        for n in (game.player_counts[0], game.player_counts[-1]):
            match = Match(game, n, seed=f"self-test-{game.id}-{n}")
            players = [make_player("easy", game, seed) for seed in range(n)]
            while not match.deal_over:
                seat = match.current_player
                assert seat is not None
                match.apply(players[seat].choose(match.view(seat)), seat)
                actions += 1
            if len(match.results) != 1 or len(match.results[0].deal_score) != n:
                raise AssertionError(f"{game.id}: the deal did not settle")
    return f"one deal of each game and player-count extreme ({actions} actions)"


def _check_rules() -> str:
    from .games.registry import available_ids
    from .ui.rule_pane import RulePane

    pane = RulePane()
    opened = 0
    for lang in ("ja", "en"):
        pane.set_reading_language(lang)
        for game_id in available_ids():
            pane.show_game(game_id)
            if len(pane.current_text()) < 200:
                raise AssertionError(f"rule text of {game_id} ({lang}) is missing")
            opened += 1
    pane.deleteLater()
    return f"rule pane opened {opened} texts"


def _check_records() -> str:
    from .ai.registry import make_player
    from .core.match import Match
    from .core.records import PlayerInfo, read_record, record_from_match, replay, summary, write_atomic
    from .games.registry import get_game

    game = get_game("tarokk")
    match = Match(game, 4, seed="self-test-record")
    players = [make_player("easy", game, s) for s in range(4)]
    for _ in range(40):
        if match.deal_over:
            break
        seat = match.current_player
        assert seat is not None
        match.apply(players[seat].choose(match.view(seat)), seat)
    record = record_from_match(match, [PlayerInfo(f"P{i}") for i in range(4)])
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "self-test.tarotdesk"
        write_atomic(path, record.to_text())
        again = replay(read_record(path))
    if summary(again) != summary(match) or again.current_player != match.current_player:
        raise AssertionError("the reloaded record differs from the saved game")
    return f"record of {len(record.actions)} actions saved and replayed"


CHECKS: list[tuple[str, Callable[[], str]]] = [
    ("games", _check_games),
    ("card art", _check_cards),
    ("AI deals", _check_deals),
    ("rule pane", _check_rules),
    ("records", _check_records),
]


def run() -> int:
    """Run every check; print a line each; 0 if all passed."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from . import __version__

    app = QApplication.instance() or QApplication([sys.argv[0], "-platform", os.environ["QT_QPA_PLATFORM"]])
    print(f"tarotdesk {__version__} self-test")
    failures = 0
    for name, check in CHECKS:
        start = time.perf_counter()
        try:
            detail = check()
        except Exception as exc:  # report every failure, then go on with the other checks
            failures += 1
            print(f"FAIL  {name}: {exc}")
            traceback.print_exc(file=sys.stdout)
        else:
            print(f"ok    {name}: {detail} ({time.perf_counter() - start:.1f} s)")
    app.processEvents()
    print("self-test passed" if not failures else f"self-test FAILED ({failures} of {len(CHECKS)} checks)")
    return 1 if failures else 0
