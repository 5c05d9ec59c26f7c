"""``tarotdesk --self-test``: check an installed or frozen application without a screen.

Loads every game, renders every card of every pack, plays one deal of each game with AI seats,
opens the rule pane in both languages, saves and reloads a record, starts the AI worker process
and has it take a standard-level decision, says which search kernels are in use (compiled or
Python; the compiled ones checked against the Python ones on one search), loads the Japanese translation of the window, and
on Linux reports which desktop platform plugins (xcb, Wayland) can load. Prints one line per
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
    from .ui.scene.card_renderer import CardRenderer

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
    from .ai.players import make_player
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
    from .ui.window.rule_pane import RulePane

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
    from .ai.players import make_player
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
        again = replay(read_record(path, get_game), games=get_game)
    if summary(again) != summary(match) or again.current_player != match.current_player:
        raise AssertionError("the reloaded record differs from the saved game")
    return f"record of {len(record.actions)} actions saved and replayed"


def _check_worker() -> str:
    from .ai.worker import AIWorker
    from .core.actions import Action
    from .core.match import Match
    from .games.registry import get_game

    # The window's computer players think in a separate process started from this same
    # program: a frozen build must be able to start it (multiprocessing.freeze_support).
    game = get_game("tarokk")
    match = Match(game, 4, seed="self-test-worker")
    seat = match.current_player
    assert seat is not None
    with AIWorker() as worker:
        rid = worker.request(match.view(seat), level="standard", seed=7)
        text = worker.wait(rid, timeout=120.0)
        if not worker.alive:
            raise AssertionError("the AI process stopped after answering")
    match.apply(Action.parse(text), seat)  # raises if the worker's choice is not legal
    return f"standard-level decision {text!r} from the AI process"


def _compiled_search_agrees() -> None:
    """Raise AssertionError unless the compiled kernel and tree walk search one Tarokk position
    exactly as the Python ones."""
    import random

    from .ai.search.ismcts import search
    from .ai.tarokk import kernel
    from .core.match import Match
    from .core.rng import SeededRNG
    from .games.registry import get_game

    for seed in range(50):
        match = Match(get_game("tarokk"), 4, seed=f"self-test-kernels-{seed}")
        rng = SeededRNG(seed)
        while not match.deal_over and kernel.python_kernel(match.deal) is None:
            match.apply(rng.choice(match.legal_actions()))
        if not match.deal_over:
            break
    seat = match.current_player
    assert seat is not None
    view = match.view(seat).deal
    worlds = [kernel.python_kernel(view.sample_world(seat, SeededRNG(i))) for i in range(4)]
    found = [search(ws, seat, 200, random.Random(3)).ranked()
             for ws in (worlds, [kernel.compiled(w) for w in worlds])]  # type: ignore[arg-type]
    python, compiled = ([(c.move, c.n, c.w) for c in ranked] for ranked in found)
    if python != compiled:
        raise AssertionError(f"the compiled search differs from the Python one: {compiled} against {python}")


def _check_kernels() -> str:
    from .ai import native

    line = native.describe()
    if native.ON:
        # The compiled search must decide as the Python one: compare them on one position.
        _compiled_search_agrees()
    return line


def _check_translation() -> str:
    from PySide6.QtCore import QCoreApplication

    from .ui.kit import i18n

    loaded = i18n.install_language("ja")
    try:
        if "tarotdesk_ja" not in loaded:
            raise AssertionError(f"the Japanese translation did not load: {i18n.last_problem}")
        text = QCoreApplication.translate("MainWindow", "&About tarotdesk")
        if text == "&About tarotdesk" or text.isascii():
            raise AssertionError("the Japanese translation loaded but does not translate the window's texts")
    finally:
        i18n.install_language("en")
    return f"Japanese loaded ({', '.join(loaded)}): {text.replace('&', '')!r}"


def platform_plugins() -> dict[str, str]:
    """For the xcb and Wayland platform plugins: ``""`` if the library loads, else why not.

    Loading the plugin library resolves every shared library it needs, so a missing system
    library shows here without a display.
    """
    from PySide6.QtCore import QCoreApplication, QLibraryInfo, QPluginLoader

    folders = [Path(p) / "platforms" for p in QCoreApplication.libraryPaths()]
    folders.append(Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath)) / "platforms")
    found: dict[str, str] = {}
    for name in ("xcb", "wayland"):
        candidates = [f / f"libq{name}.so" for f in folders if (f / f"libq{name}.so").is_file()]
        if not candidates:
            found[name] = "not installed"
            continue
        loader = QPluginLoader(str(candidates[0]))
        found[name] = "" if loader.load() else loader.errorString()
        loader.unload()
    return found


def _check_platforms() -> str:
    found = platform_plugins()
    text = "; ".join(f"{name}: loads" if not why else f"{name}: does not load ({why})" for name, why in found.items())
    if all(found.values()):
        raise AssertionError("no platform plugin for a desktop loads: " + text)
    return text


CHECKS: list[tuple[str, Callable[[], str]]] = [
    ("games", _check_games),
    ("card art", _check_cards),
    ("AI deals", _check_deals),
    ("rule pane", _check_rules),
    ("records", _check_records),
    ("AI process", _check_worker),
    ("search kernels", _check_kernels),
    ("Japanese", _check_translation),
]
if sys.platform.startswith("linux"):
    CHECKS.append(("platform plugins", _check_platforms))


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
