"""The contact sheet tool renders one PNG per requested pack."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QImage

from tarotdesk.tools import contact_sheet


def test_contact_sheet_writes_a_png_per_pack(qapp, tmp_path: Path) -> None:
    status = contact_sheet.main(["--out", str(tmp_path), "--width", "40", "--pack", "genoese40",
                                 "--pack", "hungarian42", "--point-marks"])
    assert status == 0
    for name in ("genoese40-points-40px.png", "hungarian42-points-40px.png"):
        image = QImage(str(tmp_path / name))
        assert not image.isNull() and image.width() > 10 * 40
