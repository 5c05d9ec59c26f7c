"""Contact sheets of the card art: one PNG per pack showing every card, its back and the felt.

``python tools/contact_sheet.py --out DIR [--width PX] [--dpr R] [--four-colour]
[--point-marks] [--french-tarot] [--high-contrast] [--plain] [--pack ID ...]`` renders through the same
:class:`~tarotdesk.ui.scene.card_renderer.CardRenderer` the table uses, so what the sheet shows is
what players see (``--plain``: the plain cards drawn when the art is missing). Used to review the
art at small (60 px) and large (600 px) sizes.
"""

from __future__ import annotations

import argparse
import math
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tarotdesk.core.packs import PACKS, pack  # noqa: E402


def render_sheet(renderer: "object", pack_id: str, width: int, dpr: float, columns: int,
                 out: Path) -> Path:
    """Draw every card of ``pack_id`` and its back on the felt, ``columns`` per row; save a PNG."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage, QPainter

    codes = [c.code for c in pack(pack_id).cards] + ["back"]
    gap = max(4, width // 12)
    height = round(width * renderer.aspect(pack_id))  # type: ignore[attr-defined]
    rows = math.ceil(len(codes) / columns)
    sheet_w = columns * (width + gap) + gap
    sheet_h = rows * (height + gap) + gap
    image = QImage(round(sheet_w * dpr), round(sheet_h * dpr), QImage.Format.Format_ARGB32)
    image.setDevicePixelRatio(dpr)
    painter = QPainter(image)
    painter.drawPixmap(QRectF(0, 0, sheet_w, sheet_h), renderer.felt(sheet_w, sheet_h, dpr),  # type: ignore[attr-defined]
                       QRectF(0, 0, round(sheet_w * dpr), round(sheet_h * dpr)))
    for i, code in enumerate(codes):
        x = gap + (i % columns) * (width + gap)
        y = gap + (i // columns) * (height + gap)
        pm = renderer.pixmap(pack_id, code, width, dpr)  # type: ignore[attr-defined]
        painter.drawPixmap(x, y, pm)
    painter.end()
    out.parent.mkdir(parents=True, exist_ok=True)
    image.save(str(out))
    return out


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point; returns the exit status."""
    parser = argparse.ArgumentParser(prog="python tools/contact_sheet.py",
                                     description="Render contact sheets of the card art.")
    parser.add_argument("--out", type=Path, required=True, help="folder for the PNG files")
    parser.add_argument("--width", type=int, default=120, help="card width in pixels")
    parser.add_argument("--dpr", type=float, default=1.0, help="device pixel ratio")
    parser.add_argument("--columns", type=int, default=0, help="cards per row (default: by pack)")
    parser.add_argument("--four-colour", action="store_true")
    parser.add_argument("--point-marks", action="store_true")
    parser.add_argument("--french-tarot", action="store_true")
    parser.add_argument("--high-contrast", action="store_true")
    parser.add_argument("--plain", action="store_true", help="the plain cards instead of the art")
    parser.add_argument("--pack", action="append", choices=sorted(PACKS), help="only these packs")
    args = parser.parse_args(argv)

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    from tarotdesk.ui.scene import card_renderer, plain_cards

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    kind = plain_cards.PlainCardRenderer if args.plain else card_renderer.CardRenderer
    style_of = plain_cards.CardStyle if args.plain else card_renderer.CardStyle
    renderer = kind(None, style_of(args.four_colour, args.point_marks, args.french_tarot, args.high_contrast))
    suffix = "".join(f"-{name}" for name, on in (("4c", args.four_colour), ("points", args.point_marks),
                                                  ("french", args.french_tarot), ("hc", args.high_contrast),
                                                  ("plain", args.plain)) if on)
    for pack_id in args.pack or list(PACKS):
        columns = args.columns or (13 if len(pack(pack_id).cards) in (52, 53) else 11 if pack_id == "tarot78" else 10)
        out = args.out / f"{pack_id}{suffix}-{args.width}px.png"
        render_sheet(renderer, pack_id, args.width, args.dpr, columns, out)
        print(out)
    # The renderer goes before the application object it was created under.
    if not args.plain:
        renderer.wait_for_prefetch()
    del renderer
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
