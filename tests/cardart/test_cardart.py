"""The card-art generator: reproducible files, one per card, SVG Tiny only, safe substitutions."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

from tarotdesk.core.packs import PACKS, pack
from tarotdesk.resources import resource_path
from tarotdesk.cardart import ART, art_files, differences, palette, variants
from tarotdesk.cardart.emblems import BOLOGNESE_SUBJECTS
from tarotdesk.cardart.faces import BOLOGNESE_MARKS
from tarotdesk.cardart.glyphs import lettering, text_width

CARDS = resource_path("cards")
SVG_NS = "{http://www.w3.org/2000/svg}"


@pytest.fixture(scope="module")
def files() -> dict[str, str]:
    return art_files()


def test_committed_art_is_exactly_what_the_generator_writes() -> None:
    assert differences(CARDS) == []


def test_generation_is_deterministic(files: dict[str, str]) -> None:
    assert art_files() == files


def test_every_art_set_has_one_file_per_card_plus_back(files: dict[str, str]) -> None:
    assert set(ART) == set(variants.ART_SETS)
    for art in ART.values():
        names = {rel.split("/", 1)[1][:-4] for rel in files if rel.startswith(art.id + "/")}
        assert names == {c.code for c in pack(art.pack_id).cards} | {"back"}, art.id
    assert "felt.svg" in files


def test_every_pack_has_art_and_an_aspect() -> None:
    for pack_id in PACKS:
        assert variants.art_set(pack_id) == pack_id
        assert 1.35 <= variants.aspect(pack_id) <= 1.9
    assert variants.art_set("tarot78", french_tarot=True) == "tarot78-french"
    assert variants.art_set("ombre54", french_tarot=True) == "ombre54"
    assert variants.aspect("tarot78") > 1.75 > 1.45 > variants.aspect("french52")


def test_svg_tiny_subset_only(files: dict[str, str]) -> None:
    allowed = {"svg", "title", "defs", "g", "path", "rect", "radialGradient", "linearGradient", "stop"}
    for rel, text in files.items():
        root = ET.fromstring(text.encode("utf-8"))
        assert root.get("baseProfile") == "tiny" and root.get("version") == "1.2", rel
        tags = {el.tag.removeprefix(SVG_NS) for el in root.iter()}
        assert tags <= allowed, (rel, tags - allowed)
        for el in root.iter(SVG_NS + "path"):
            d = el.get("d", "")
            assert re.fullmatch(r"[MLCZ0-9.,\- ]+", d), (rel, d[:60])


def test_viewbox_matches_the_pack_aspect(files: dict[str, str]) -> None:
    for art in ART.values():
        root = ET.fromstring(files[f"{art.id}/SK.svg" if "SK" in art.codes else f"{art.id}/back.svg"])
        _, _, w, h = (float(v) for v in root.get("viewBox", "").split())
        assert h / w == pytest.approx(art.aspect)


def test_suit_inks_are_used_only_for_their_own_suit(files: dict[str, str]) -> None:
    inks = set(palette.INK_TWO.values())
    others = {v for k, v in vars(palette).items() if isinstance(v, str) and v.startswith("#")
              and not k.startswith("INK")}
    assert not inks & others, "a picture colour collides with a suit ink"
    assert len(inks) == 4
    for rel, text in files.items():
        code = rel.rsplit("/", 1)[-1][:-4]
        for suit, ink in palette.INK_TWO.items():
            if code[0] == suit and code not in ("SKIZ",):
                assert ink in text, rel
            elif ink in text:
                pytest.fail(f"{rel} contains the {suit} ink")


def test_four_colour_substitution_recolours_only_the_suit(files: dict[str, str]) -> None:
    subs = variants.substitutions("french52", four_colour=True, point_marks=False)
    club = variants.apply_substitutions(files["french52/C7.svg"], subs)
    spade = variants.apply_substitutions(files["french52/S7.svg"], subs)
    assert palette.INK_FOUR["french"]["C"] in club and palette.INK_TWO["C"] not in club
    assert spade == files["french52/S7.svg"]  # spades stay black


def test_point_badges_exactly_on_counting_cards(files: dict[str, str]) -> None:
    for art in ART.values():
        for code in art.codes:
            text = files[f"{art.id}/{code}.svg"]
            assert (variants.POINTS_GROUP_HIDDEN in text) == (code in art.points), (art.id, code)
    shown = variants.apply_substitutions(files["tarot78/SK.svg"],
                                         variants.substitutions("tarot78", False, True))
    assert variants.POINTS_GROUP_SHOWN in shown and variants.POINTS_GROUP_HIDDEN not in shown


def test_point_values_follow_the_rules() -> None:
    lombard = ART["tarot78"].points
    assert sum(int(v) for k, v in lombard.items() if k != "T21") + 5 == 71  # 72 with the World at 6
    assert sum(int(v) for v in ART["bolognese62"].points.values()) == 56
    hungarian = ART["hungarian42"].points
    assert sum(int(v) for v in hungarian.values()) + (42 - len(hungarian)) == 94
    assert ART["genoese40"].points == {"D7": "1"}


def test_bolognese_and_hungarian_specials_are_drawn(files: dict[str, str]) -> None:
    # Bolognese numbering: 16 down to 5 carry numerals; Angel, World, Sun, Moon, the Moors,
    # the Bagatto and the Matto carry a sign instead, and every one has a picture.
    trumps = {c.code for c in pack("bolognese62").cards if c.is_trump or c.is_fool}
    assert set(BOLOGNESE_MARKS) | {f"T{n}" for n in range(5, 17)} == trumps
    assert {f"T{n}" for n in range(5, 17)} | {"T21", "T20", "T19", "T18", "T1"} == set(BOLOGNESE_SUBJECTS)
    assert BOLOGNESE_SUBJECTS["T21"] == "angel" and BOLOGNESE_SUBJECTS["T18"] == "moon"
    # The Hungarian honours have crimson bands; an ordinary trump has not.
    for code in ("SKIZ", "T21", "T1"):
        assert palette.BAND_HONOUR in files[f"hungarian42/{code}.svg"], code
    assert palette.BAND_HONOUR not in files["hungarian42/T20.svg"]
    # The Genoese Matta is framed in gold; the other sevens are not.
    assert palette.GOLD in files["genoese40/H7.svg"]
    assert palette.GOLD not in files["genoese40/S7.svg"]


def test_lettering_covers_every_index() -> None:
    labels = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "C", "Q", "K", "5-6"]
    labels += ["I", "II", "IV", "XVIII", "XXI"]
    for label in labels:
        assert text_width(label, 10) > 0 or label == "I"
        assert lettering(label, "#000", 0, 0, 10, 1).startswith("<path")
