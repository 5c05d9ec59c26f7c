"""The card art renders with QtSvg (no warnings: pytest-qt fails the test on any) and the
renderer caches, prefetches and applies the display options."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QByteArray
from PySide6.QtGui import QColor, QImage
from PySide6.QtSvg import QSvgRenderer

from tarotdesk.core.packs import PACKS, pack
from tarotdesk.cardart import ART, art_files, variants
from tarotdesk.ui.scene.card_renderer import CardRenderer, CardStyle, render_svg


def _opaque_fraction(image: QImage) -> float:
    step = max(1, image.width() // 16)
    total = hits = 0
    for y in range(0, image.height(), step):
        for x in range(0, image.width(), step):
            total += 1
            hits += QColor(image.pixel(x, y)).alpha() == 255
    return hits / total


@pytest.mark.parametrize("variant", [(False, False), (True, True)], ids=["base", "four-colour+points"])
def test_every_card_of_every_set_renders_cleanly(qapp, variant: tuple[bool, bool]) -> None:
    for rel, text in art_files().items():
        art = rel.split("/", 1)[0] if "/" in rel else None
        if art is not None:
            text = variants.apply_substitutions(text, variants.substitutions(art, *variant))
        data = text.encode("utf-8")
        assert QSvgRenderer(QByteArray(data)).isValid(), rel
        image = render_svg(data, 48, 84 if rel != "felt.svg" else 30)
        # A card is paper all over except the rounded corners.
        assert _opaque_fraction(image) > 0.9, rel


def test_pixmap_size_ratio_and_cache(qapp) -> None:
    r = CardRenderer()
    pm = r.pixmap("tarot78", "T21", 100, 2.0)
    assert (pm.width(), pm.height()) == (200, 360)
    assert pm.devicePixelRatio() == 2.0
    assert r.pixmap("tarot78", "T21", 100, 2.0).cacheKey() == pm.cacheKey()
    assert r.pixmap("tarot78", "T21", 100, 1.0).cacheKey() != pm.cacheKey()
    french = r.pixmap("french52", "SA", 70, 1.5)
    assert (french.width(), french.height()) == (105, 147)
    assert r.aspect("french52") == pytest.approx(1.4) and r.aspect("hungarian42") == pytest.approx(1.8)


def test_back_and_hidden_card_show_the_back(qapp) -> None:
    r = CardRenderer()
    back = r.pixmap("genoese40", "back", 60, 1.0)
    assert r.pixmap("genoese40", "?", 60, 1.0).cacheKey() == back.cacheKey()
    assert r.cache_key("genoese40", "?", 60, 1.0) == r.cache_key("genoese40", "back", 60, 1.0)


def test_unknown_card_is_refused(qapp) -> None:
    r = CardRenderer()
    with pytest.raises(KeyError):
        r.pixmap("genoese40", "S9", 60, 1.0)  # no nines in the Genoese pack
    with pytest.raises(KeyError):
        r.pixmap("nopack", "SA", 60, 1.0)
    with pytest.raises(KeyError):
        r.pixmap("french52", "../felt", 60, 1.0)


def test_every_pack_card_is_available(qapp) -> None:
    r = CardRenderer()
    for pack_id in PACKS:
        for c in pack(pack_id).cards:
            assert r._svg(pack_id, c.code)  # noqa: SLF001 - resolution without rendering


def test_prefetch_renders_off_thread_and_announces_each_key(qtbot) -> None:
    r = CardRenderer()
    codes = ["SK", "HQ", "DA", "C10", "back"]
    keys = [r.cache_key("french52", c, 80, 2.0) for c in codes]
    got: list[str] = []
    r.rendered.connect(got.append)
    r.prefetch("french52", codes, 80, 2.0)
    r.prefetch("french52", codes, 80, 2.0)  # already under way: not rendered twice
    qtbot.waitUntil(lambda: len(got) >= len(codes), timeout=10000)
    assert sorted(got) == sorted(keys)
    assert r.wait_for_prefetch(5000)
    pm = r.pixmap("french52", "SK", 80, 2.0)
    assert (pm.width(), pm.height()) == (160, 224)


def test_style_change_clears_cache_and_changes_pictures(qtbot) -> None:
    r = CardRenderer()
    plain = r.pixmap("french52", "C7", 80, 1.0).toImage()
    with qtbot.waitSignal(r.rendered, timeout=1000) as blocker:
        r.set_style(CardStyle(four_colour=True))
    assert blocker.args == [""]
    assert r.cached_bytes == 0
    four = r.pixmap("french52", "C7", 80, 1.0).toImage()
    assert four != plain
    assert r.pixmap("french52", "S7", 80, 1.0).toImage() == CardRenderer().pixmap("french52", "S7", 80, 1.0).toImage()


def test_point_marks_only_on_counting_cards(qapp) -> None:
    plain, marked = CardRenderer(), CardRenderer(style=CardStyle(point_marks=True))
    assert plain.pixmap("tarot78", "DK", 90, 1.0).toImage() != marked.pixmap("tarot78", "DK", 90, 1.0).toImage()
    assert plain.pixmap("tarot78", "D5", 90, 1.0).toImage() == marked.pixmap("tarot78", "D5", 90, 1.0).toImage()


def test_french_tarot_option_changes_only_the_tarot(qapp) -> None:
    plain, french = CardRenderer(), CardRenderer(style=CardStyle(french_tarot=True))
    assert plain.pixmap("tarot78", "S5", 90, 1.0).toImage() != french.pixmap("tarot78", "S5", 90, 1.0).toImage()
    assert plain.pixmap("ombre54", "SK", 90, 1.0).toImage() == french.pixmap("ombre54", "SK", 90, 1.0).toImage()
    assert set(ART["tarot78-french"].codes) == set(ART["tarot78"].codes)


def test_felt_fills_any_size(qapp) -> None:
    r = CardRenderer()
    felt = r.felt(300, 120, 2.0)
    assert (felt.width(), felt.height()) == (600, 240)
    image = felt.toImage()
    centre, corner = QColor(image.pixel(300, 110)), QColor(image.pixel(0, 0))
    assert centre.alpha() == corner.alpha() == 255
    assert centre.green() > corner.green()  # lighter in the middle


def test_cache_stays_within_its_budget(qapp) -> None:
    r = CardRenderer(cache_bytes=200 * 360 * 4 * 3)
    for code in ("T1", "T2", "T3", "T4", "T5"):
        r.pixmap("tarot78", code, 100, 2.0)
    assert r.cached_bytes <= 200 * 360 * 4 * 3
    assert r.pixmap("tarot78", "T5", 100, 2.0) is not None


def test_renderer_can_go_away_while_prefetching(qtbot) -> None:
    r = CardRenderer()
    r.prefetch("tarot78", [c.code for c in pack("tarot78").cards][:30], 120, 2.0)
    r.deleteLater()
    del r
    qtbot.wait(300)  # pending results arrive for nobody; nothing breaks
    fresh = CardRenderer()
    assert fresh.pixmap("tarot78", "T1", 50, 1.0).width() == 50
