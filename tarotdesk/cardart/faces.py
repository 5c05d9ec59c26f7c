"""Assembling a complete card face (an SVG document) from its parts.

Suit cards are white with the rank and suit sign in two corners; numeral cards carry pips,
court cards a figure in an arched niche. Trumps are on warmer paper with a dark title band at
the top and (turned) at the bottom holding the numeral, so a trump is recognisable from any
corner a fanned hand shows; the picture sits between the bands. Honours of the Hungarian
pack (Skiz, XXI, Pagat) have crimson bands, the Fool a green one.
"""

from __future__ import annotations

from tarotdesk.core.cards import card as card_of
from tarotdesk.core.packs import roman

from . import palette as P
from .decks import ArtSet
from .emblems import BOLOGNESE_SUBJECTS, LOMBARD_SUBJECTS, bagatto, scene, world
from .figures import Costume, Panel, figure, niche
from .geometry import IDENTITY, Path, at, star_points
from .glyphs import lettering, text_width
from .layout import (INDEX_HEIGHT, INDEX_RIGHT, INDEX_WEIGHT, INDEX_X, W, Card, badge_width, paper,
                     points_badge, rank_label, suit_index)
from .marks import mark
from .pips import french_pips, italian_pips
from .scenes import landscape
from .suits import french_sign
from .svg import document, line_art, outlined, rect, shape

ROLE = {"K": "king", "Q": "queen", "N": "cavalier", "J": "jack"}
ITALIAN_ATTRIBUTE = {"S": "sword", "C": "baton", "H": "cup", "D": "coin"}
FRENCH_ATTRIBUTE = {"K": "sceptre", "Q": "flower", "N": "sword", "J": "halberd"}
# Hair colours by rank and suit, for a little variety among the courts.
HAIR = {
    "K": {"S": P.HAIR_GREY, "C": P.HAIR, "H": "#7a4a22", "D": P.HAIR_GREY},
    "Q": {"S": P.HAIR, "C": "#7a4a22", "H": "#d9a441", "D": "#d9a441"},
    "N": {"S": "#7a4a22", "C": P.HAIR, "H": "#d9a441", "D": P.HAIR},
    "J": {"S": "#d9a441", "C": "#7a4a22", "H": P.HAIR, "D": "#7a4a22"},
}

BAND_H = 26.0  # height of a trump's title band
BAND_INSET = 3.4
LABEL_MAX = 30.0  # widest numeral in a band (card units)
ROMAN_HEIGHT, ROMAN_WEIGHT = 14.5, 2.5  # Roman numerals: a little smaller and lighter, so
# that XVIII stays within 30 % of the card's width and its strokes stay apart

# Unnumbered trumps: the index sign shown in the band instead of a numeral.
BOLOGNESE_MARKS = {"T21": "angel", "T20": "orb", "T19": "sun", "T18": "moon", "T1": "table",
                   "M1": "moor", "M2": "moor", "M3": "moor", "M4": "moor", "FOOL": "star"}
MOOR_COSTUMES = (
    Costume(P.BLUE, P.BLUE_DARK, under=P.WHITE, skin=P.SKIN_DARK, hair=P.BLACK),
    Costume(P.GREEN, P.GREEN_DARK, under=P.GOLD_LIGHT, skin=P.SKIN_DARK, hair=P.BLACK),
    Costume(P.RED, P.RED_DARK, under=P.WHITE, skin=P.SKIN_DARK, hair=P.BLACK),
    Costume(P.PURPLE, "#4a2a66", under=P.GOLD_LIGHT, skin=P.SKIN_DARK, hair=P.BLACK),
)


# -- suit cards --------------------------------------------------------------------------------
def _court(art: ArtSet, card: Card, suit: str, rank: str, ink: str) -> list[str]:
    h = card.height
    pn = Panel(INDEX_RIGHT + 1.5, 6.5, W - INDEX_RIGHT - 1.5, h - 6.5)
    out = [rect(pn.x0, pn.y0, pn.width, pn.height, fill=P.COURT_PAPER), niche(pn, P.TINT[suit], P.LINE)]
    robe, dark = P.COSTUME[suit]
    costume = Costume(robe, dark, hair=HAIR[rank][suit])
    if art.suit_style == "italian":
        attribute = ITALIAN_ATTRIBUTE[suit]
    else:
        attribute = FRENCH_ATTRIBUTE[rank]
    out.append(figure(pn, ROLE[rank], costume, attribute))
    if art.suit_style == "french":
        out.append(french_sign(suit, ink, at(pn.x1 - 7.5, pn.y0 + 8.5, 10.0)))
    out.append(rect(pn.x0, pn.y0, pn.width, pn.height, stroke=ink, width=1.1))
    return out


def _matta_mark(card: Card) -> list[str]:
    """The Genoese Matta (seven of hearts): a gold border and a gold star under each index."""
    h = card.height
    frame = Path().rect(3.0, 3.0, W - 6.0, h - 6.0)
    out = [line_art(frame, P.GOLD, 1.8), line_art(Path().rect(4.6, 4.6, W - 9.2, h - 9.2), P.GOLD_DARK, 0.4)]
    for t in (IDENTITY, card.turn):
        starp = Path().poly(star_points(INDEX_X, 49.0, 5, 7.0, 3.0))
        out.append(outlined(starp, P.GOLD, P.GOLD_DARK, 0.7, t))
    return out


def suit_card(art: ArtSet, code: str) -> list[str]:
    """The body of a suit card."""
    card = Card(W * art.aspect)
    suit, rank = code[0], code[1:]
    ink = P.INK_TWO[suit]
    out = [paper(card, P.PAPER)]
    if rank in ROLE:
        out += _court(art, card, suit, rank, ink)
    else:
        n = 1 if rank == "A" else int(rank)
        if art.suit_style == "french":
            out.append(french_pips(card, suit, n, ink))
        else:
            out.append(italian_pips(card, suit, n))
    if art.id == "genoese40" and code == "H7":
        out += _matta_mark(card)
    out.append(suit_index(card, art.suit_style, suit, rank_label(code), ink))
    return out


# -- trumps ------------------------------------------------------------------------------------
def _band(card: Card, colour: str, label: str, sign: str, honour: bool) -> list[str]:
    """The title band at the top and, turned, at the bottom."""
    out = []
    x0, y0, w = BAND_INSET, BAND_INSET, W - 2 * BAND_INSET
    for t in (IDENTITY, card.turn):
        box = Path().rect(x0, y0, w, BAND_H)
        out.append(shape(box, colour, P.BAND_LINE, 0.8, t))
        inner = Path().rect(x0 + 1.6, y0 + 1.6, w - 3.2, BAND_H - 3.2)
        out.append(line_art(inner, P.GOLD if honour else P.GOLD_DARK, 1.1 if honour else 0.6, t))
        mid = y0 + BAND_H / 2
        if label:
            # Long numerals are narrowed to stay in the strip a fanned hand shows.
            roman_numeral = label.isalpha()
            height = ROMAN_HEIGHT if roman_numeral else INDEX_HEIGHT
            weight = ROMAN_WEIGHT if roman_numeral else INDEX_WEIGHT
            condense = min(1.0, LABEL_MAX / text_width(label, height))
            out.append(lettering(label, P.BAND_TEXT, x0 + 2.4, y0 + (BAND_H - height) / 2, height,
                                 weight, condense=condense, t=t))
            end = x0 + 2.4 + text_width(label, height, condense) + 2.5
        else:
            out.append(mark(sign, P.BAND_TEXT, t @ at(x0 + 12.6, mid, 20.0)))
            end = x0 + 23.0
        # A gold rule with a lozenge in the middle fills the rest of the band.
        right = W - x0 - 4.5
        start = max(end + 3.0, 36.0)
        centre = (start + right) / 2
        rule = Path().move(start, mid).line(centre - 5.5, mid).move(centre + 5.5, mid).line(right, mid)
        out.append(line_art(rule, P.GOLD, 0.8, t))
        orn = Path().poly([(centre, mid - 4.2), (centre + 4.2, mid), (centre, mid + 4.2), (centre - 4.2, mid)])
        orn.poly([(start - 2.2, mid), (start, mid - 1.4), (start + 2.2, mid), (start, mid + 1.4)])
        orn.poly([(right - 2.2, mid), (right, mid - 1.4), (right + 2.2, mid), (right, mid + 1.4)])
        out.append(shape(orn, P.GOLD, t=t))
    return out


def _picture_box(card: Card) -> tuple[float, float, float, float]:
    top = BAND_INSET + BAND_H + 3.0
    return (7.0, top, W - 7.0, card.height - top)


def _figure_trump(card: Card, role: str, costume: Costume, attribute: str, ground: str) -> list[str]:
    x0, y0, x1, y1 = _picture_box(card)
    out = [outlined(Path().rect(x0, y0, x1 - x0, y1 - y0), ground, P.BAND_LINE, 0.8)]
    floor = Path().move(x0, y1 - 14).curve(x0 + 30, y1 - 18, x1 - 30, y1 - 10, x1, y1 - 15).line(x1, y1).line(x0, y1).close()
    out.append(shape(floor, P.GRASS))
    out.append(figure(Panel(x0 + 12, y0, x1 - 12, y1), role, costume, attribute))
    out.append(line_art(Path().rect(x0, y0, x1 - x0, y1 - y0), P.BAND_LINE, 0.8))
    return out


def _fool(card: Card, skiz: bool = False) -> list[str]:
    if skiz:
        costume = Costume(P.RED, P.GOLD, under=P.WHITE, trim=P.BLUE, hair=P.HAIR)
        return _figure_trump(card, "skiz", costume, "lute", "#f1e4c4")
    costume = Costume(P.GREEN, P.GOLD, under=P.CREAM, trim=P.RED, hair="#7a4a22")
    return _figure_trump(card, "fool", costume, "bauble", "#e7efd6")


def trump_card(art: ArtSet, code: str) -> list[str]:
    """The body of a trump (or the Fool)."""
    card = Card(W * art.aspect)
    out = [paper(card, P.TRUMP_PAPER)]
    honour = art.trump_style == "hungarian" and code in ("SKIZ", "T21", "T1")
    colour = P.BAND_HONOUR if honour else (P.BAND_FOOL if code == "FOOL" else P.BAND)
    x0, y0, x1, y1 = _picture_box(card)
    label, sign = "", ""
    if code in ("FOOL", "SKIZ"):
        sign = "star"
        out += _fool(card, skiz=code == "SKIZ")
    elif art.trump_style == "bolognese":
        sign = BOLOGNESE_MARKS.get(code, "")
        label = "" if sign else code[1:]
        if code.startswith("M"):
            out += _figure_trump(card, "moor", MOOR_COSTUMES[int(code[1]) - 1], "sword", "#f3e6cf")
        else:
            out.append(scene(BOLOGNESE_SUBJECTS[code], x0, y0, x1, y1, P.BAND_LINE))
    elif art.trump_style == "hungarian":
        n = int(code[1:])
        label = roman(n)
        subject = None
        if n == 1:
            subject = lambda t: bagatto(t @ at(0, -0.06, 0.56))  # noqa: E731 - the Pagat's juggler
        elif n == 21:
            subject = lambda t: world(t @ at(0, -0.04, 0.5))  # noqa: E731
        mid = (y0 + y1) / 2
        half = landscape(n, x0, y0, x1, mid - 1.2, P.BAND_LINE, subject)
        out += [half, _turned(card, half)]  # double-ended, as Hungarian trumps are
    else:
        n = int(code[1:])
        label = roman(n) if art.trump_style == "roman" else str(n)
        out.append(scene(LOMBARD_SUBJECTS[n - 1], x0, y0, x1, y1, P.BAND_LINE))
    out += _band(card, colour, label, sign, honour)
    frame = Path().rect(2.2, 2.2, W - 4.4, card.height - 4.4)
    out.append(line_art(frame, P.GOLD if honour else P.BAND_LINE, 0.9 if honour else 0.5))
    return out


def _turned(card: Card, element: str) -> str:
    """``element`` wrapped in a group turned half round about the card's centre."""
    return f'<g transform="rotate(180 {W / 2:g} {card.height / 2:g})">{element}</g>'


# -- the document ------------------------------------------------------------------------------
def card_svg(art: ArtSet, code: str) -> str:
    """The complete SVG of one card of ``art``."""
    c = card_of(code)
    body = trump_card(art, code) if (c.is_trump or c.is_fool) else suit_card(art, code)
    label = art.points.get(code)
    if label:
        cardbox = Card(W * art.aspect)
        if c.is_trump or c.is_fool:
            # Over the right end of the band's rule, inside its gold frame.
            x = W - BAND_INSET - 2.4 - badge_width(label) / 2
            body.append(points_badge(cardbox, label, x, BAND_INSET + BAND_H / 2))
        else:
            body.append(points_badge(cardbox, label, INDEX_X, 50.0 if art.suit_style == "italian" else 47.5))
    return document(W, W * art.aspect, body, title=f"{art.id} {code}")
