"""The high-contrast deck: large indices on white plates in four strong colours and a black
outline, over the card art and over the plain cards alike, chosen in the settings and kept."""

from __future__ import annotations

import math

import pytest
from PySide6.QtGui import QColor, QImage, QPixmap

from tarotdesk.ui.scene import card_source
from tarotdesk.ui.scene.card_renderer import CardRenderer, CardStyle
from tarotdesk.ui.scene.contrast import SUIT_INKS, index_of
from tarotdesk.ui.scene.plain_cards import CardStyle as PlainStyle
from tarotdesk.ui.scene.plain_cards import PlainCardRenderer

WIDTH = 120


def _image(pixmap: QPixmap) -> QImage:
    return pixmap.toImage().convertToFormat(QImage.Format.Format_ARGB32)


def _near(colour: QColor, ink: str, tolerance: int = 60) -> bool:
    want = QColor(ink)
    return all(abs(a - b) <= tolerance for a, b in ((colour.red(), want.red()), (colour.green(), want.green()),
                                                    (colour.blue(), want.blue())))


def _share(image: QImage, x0: float, y0: float, x1: float, y1: float, ink: str, tolerance: int = 60) -> float:
    # The share of the pixels of a region (in card widths) that are near ``ink``.
    w = image.width()
    hits = total = 0
    for y in range(round(y0 * w), round(y1 * w)):
        for x in range(round(x0 * w), round(x1 * w)):
            total += 1
            hits += _near(QColor(image.pixel(x, y)), ink, tolerance)
    return hits / max(1, total)


def _edge_is_black(image: QImage) -> bool:
    # The middle of the left edge, just inside the card.
    c = QColor(image.pixel(1, image.height() // 2))
    return max(c.red(), c.green(), c.blue()) < 50 and c.alpha() > 200


RENDERERS = [
    pytest.param(lambda hc: CardRenderer(style=CardStyle(high_contrast=hc)), id="card-art"),
    pytest.param(lambda hc: PlainCardRenderer(style=PlainStyle(high_contrast=hc)), id="plain"),
]


@pytest.mark.parametrize("make", RENDERERS)
def test_the_index_is_large_in_its_suit_colour_on_a_white_plate(qapp, make) -> None:
    normal, contrast = make(False), make(True)
    for code, pack in (("CK", "tarot78"), ("D10", "french52"), ("HQ", "hungarian42"), ("S2", "genoese40")):
        ink = SUIT_INKS[code[0]]
        plain, strong = _image(normal.pixmap(pack, code, WIDTH, 1.0)), _image(contrast.pixmap(pack, code, WIDTH, 1.0))
        # The plate (top-left, as wide as a fanned card shows) is mostly white, and its index
        # takes a good part of it in the suit's own colour.
        assert _share(strong, 0.03, 0.03, 0.21, 0.63, "#ffffff") > 0.3, code
        assert _share(strong, 0.03, 0.03, 0.21, 0.63, ink) > 0.12, code
        assert _share(strong, 0.03, 0.03, 0.21, 0.63, ink) > 1.5 * _share(plain, 0.03, 0.03, 0.21, 0.63, ink), code
        assert _edge_is_black(strong) and not _edge_is_black(plain), code


@pytest.mark.parametrize("make", RENDERERS)
def test_trumps_show_arabic_numbers_and_backs_get_the_outline(qapp, make) -> None:
    contrast = make(True)
    trump = _image(contrast.pixmap("tarot78", "T18", WIDTH, 1.0))
    assert _share(trump, 0.03, 0.03, 0.37, 0.37, "#000000", tolerance=70) > 0.12
    assert _edge_is_black(_image(contrast.pixmap("tarot78", "back", WIDTH, 2.0)))


def test_every_card_has_an_index_that_names_it() -> None:
    assert index_of("CN") == ("C", "C", SUIT_INKS["C"])
    assert index_of("H10") == ("10", "H", SUIT_INKS["H"])
    assert index_of("T21")[0] == "21" and index_of("T1")[0] == "1"
    assert index_of("FOOL")[0] == index_of("SKIZ")[0] == "\u2605"
    assert index_of("M3")[0] == "M"
    # Four colours that differ in lightness too, so that they part even without colour vision.
    lightness = sorted(QColor(ink).lightness() for ink in SUIT_INKS.values())
    assert len(set(SUIT_INKS.values())) == 4 and lightness[-1] - lightness[0] > 40


def test_the_art_renders_the_same_high_contrast_card_on_a_thread(qapp) -> None:
    r = CardRenderer(style=CardStyle(high_contrast=True))
    r.prefetch("tarot78", ["SQ"], WIDTH, 1.0)
    assert r.wait_for_prefetch(10000)
    qapp.processEvents()
    threaded = _image(r.pixmap("tarot78", "SQ", WIDTH, 1.0))
    fresh = _image(CardRenderer(style=CardStyle(high_contrast=True)).pixmap("tarot78", "SQ", WIDTH, 1.0))
    assert threaded == fresh


def test_without_the_card_art_module_the_plain_cards_draw_high_contrast_too(qapp, monkeypatch) -> None:
    monkeypatch.setattr(card_source, "_art_module", lambda: None)
    renderer = card_source.make_renderer(None, **card_source.style_flags(PlainStyle(high_contrast=True)))
    assert isinstance(renderer, PlainCardRenderer)
    assert _edge_is_black(_image(renderer.pixmap("tarot78", "H3", WIDTH, 1.0)))
    assert isinstance(card_source.make_style(renderer, high_contrast=True), PlainStyle)


def test_the_window_switches_to_the_high_contrast_deck_and_keeps_it(qtbot, window) -> None:
    from dataclasses import replace

    from tarotdesk.ui.model.settings import load_settings

    from tarotdesk.core.records import PlayerInfo
    from tarotdesk.table.setup import GameSetup
    from ui_driver import ready

    window._save = True  # noqa: SLF001 - this test checks what is kept
    window.load_card_art()
    assert not window.renderer.style.high_contrast
    players = [PlayerInfo("You", "human"), PlayerInfo("Anna", "ai", "easy"), PlayerInfo("Bruno", "ai", "easy")]
    window.start_game(GameSetup("mattazza", players, {}, 4))
    qtbot.waitUntil(lambda: ready(window), timeout=60_000)
    table = window.table
    playable = next(c for c in table.frame.hand if c in window.session.input.decisions.plays)  # not dimmed
    item = table.card_item(playable)
    # A pixel wholly inside the card's left edge (the outline is two pixels wide there at least).
    edge = table.viewportTransform().map(item.mapToScene(1.0, item.h / 2))

    def edge_colour() -> QColor:
        image = table.viewport().grab().toImage()
        dpr = image.devicePixelRatio()
        return QColor(image.pixel(math.floor(edge.x() * dpr), math.floor(edge.y() * dpr)))

    before = edge_colour()
    window.apply_settings(replace(window.settings, high_contrast=True))
    assert window.renderer.style.high_contrast and window.renderer.style.four_colour is False
    # The cards already on the table are drawn again in the new style (each kept its picture).
    after = edge_colour()
    assert max(after.red(), after.green(), after.blue()) < 50 < max(before.red(), before.green(), before.blue())
    kept, problem = load_settings()
    assert problem is None and kept.high_contrast
