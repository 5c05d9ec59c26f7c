"""The card-art generator: every card face, back and the felt of ``resources/cards``.

Run ``python -m tarotdesk.cardart`` to (re)write the SVG files, or with ``--check`` to
verify that the committed files are exactly what the generator produces. Everything is drawn
by this package from numbers alone (no fonts, no images, no network), so the output is the
same on every machine. See :mod:`.variants` for the folder layout and the display options.
"""

from __future__ import annotations

from pathlib import Path

from .backs import back_svg, felt_svg
from .decks import ART, ArtSet
from .faces import card_svg
from .variants import BACK_CODE, FELT_FILE


def art_files() -> dict[str, str]:
    """Every generated file as ``{relative path: SVG text}`` (paths use ``/``)."""
    files: dict[str, str] = {FELT_FILE: felt_svg()}
    for art in ART.values():
        for code in art.codes:
            files[f"{art.id}/{code}.svg"] = card_svg(art, code)
        files[f"{art.id}/{BACK_CODE}.svg"] = back_svg(art.pack_id, art.aspect)
    return files


def generate(out_dir: Path) -> list[Path]:
    """Write every file under ``out_dir``; return the paths whose content changed."""
    changed = []
    for rel, text in art_files().items():
        path = out_dir / rel
        data = text.encode("utf-8")
        if path.is_file() and path.read_bytes() == data:
            continue
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        changed.append(path)
    return changed


def differences(out_dir: Path) -> list[str]:
    """Relative paths under ``out_dir`` that are missing, different, or not generated."""
    files = art_files()
    diff = [rel for rel, text in files.items()
            if not (out_dir / rel).is_file() or (out_dir / rel).read_bytes() != text.encode("utf-8")]
    if out_dir.is_dir():
        for p in out_dir.rglob("*.svg"):
            rel = p.relative_to(out_dir).as_posix()
            if rel not in files:
                diff.append(rel)
    return sorted(diff)


__all__ = ["ART", "ArtSet", "art_files", "card_svg", "differences", "generate"]
