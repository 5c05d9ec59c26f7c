"""The contact sheet tool renders one PNG per requested pack."""

from __future__ import annotations

import importlib.util
from pathlib import Path

from PySide6.QtGui import QImage

TOOL = Path(__file__).resolve().parents[2] / "tools" / "contact_sheet.py"


def _tool():
    spec = importlib.util.spec_from_file_location("contact_sheet", TOOL)
    module = importlib.util.module_from_spec(spec)
    assert spec.loader is not None
    spec.loader.exec_module(module)
    return module


def test_contact_sheet_writes_a_png_per_pack(qapp, tmp_path: Path) -> None:
    status = _tool().main(["--out", str(tmp_path), "--width", "40", "--pack", "genoese40",
                            "--pack", "hungarian42", "--point-marks"])
    assert status == 0
    for name in ("genoese40-points-40px.png", "hungarian42-points-40px.png"):
        image = QImage(str(tmp_path / name))
        assert not image.isNull() and image.width() > 10 * 40
