"""The wheel (pip and pipx): it carries the compiled translations, the card art, the rule texts and words,
the desktop entry and the licence, and its metadata is what PyPI shows."""

from __future__ import annotations

import shutil
import subprocess
import sys
import sysconfig
import zipfile
from email.parser import Parser
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.slow  # builds the wheel (and fetches the build requirements)


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("wheel")
    proc = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(out), str(ROOT)],
                          capture_output=True, text=True, timeout=900)
    assert proc.returncode == 0, proc.stdout[-2000:] + proc.stderr[-2000:]
    (found,) = out.glob("tarotdesk-*.whl")
    return found


def test_wheel_carries_translations_art_rules_desktop_entry_and_licence(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    assert "tarotdesk/_translations/tarotdesk_ja.qm" in names
    assert sum(n.startswith("tarotdesk/_resources/cards/") and n.endswith(".svg") for n in names) > 300
    assert sum(n.startswith("tarotdesk/_resources/rules/") and n.endswith(".md") for n in names) >= 20
    assert "tarotdesk/_resources/icons/tarotdesk.svg" in names
    tables = ("core", "hints", "lombardy", "tarokk", "mattazza", "porrazo", "cirulla")
    assert {f"tarotdesk/_resources/messages/{t}.toml" for t in tables} <= names
    assert "tarotdesk/_desktop/io.github.tarotdesk.tarotdesk.desktop" in names
    assert "tarotdesk/_desktop/tarotdesk-mime.xml" in names
    assert any(n.endswith(".dist-info/licenses/LICENSE.txt") for n in names)
    assert not any(n.startswith(("tests/", "packaging/", "benchmarks/")) for n in names)


def test_wheel_metadata(wheel):
    archive = zipfile.ZipFile(wheel)
    (meta_name,) = [n for n in archive.namelist() if n.endswith(".dist-info/METADATA")]
    meta = Parser().parsestr(archive.read(meta_name).decode())
    assert meta["License-Expression"] == "GPL-3.0-or-later"
    assert any("github.com/tarotdesk/tarotdesk/issues" in url for url in meta.get_all("Project-URL"))
    requires = meta.get_all("Requires-Dist")
    assert any(r.startswith("PySide6-Essentials") for r in requires) and any(r.startswith("platformdirs") for r in requires)


def test_wheel_carries_the_compiled_kernels_and_a_clean_venv_imports_them(wheel, tmp_path):
    # Where a C compiler exists the wheel has the kernels, built for the limited API (one binary
    # for every Python from 3.11 on); without one it is built anyway, without them.
    compiler = (sysconfig.get_config_var("CC") or "cc").split()[0]
    names = [n for n in zipfile.ZipFile(wheel).namelist() if n.startswith("tarotdesk/ai/_native")]
    if shutil.which(compiler) is None:
        assert names == []
        return
    assert len(names) == 1 and (".abi3." in names[0] or names[0].endswith(".pyd")), names
    assert "-abi3-" in wheel.name
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    python = venv / ("Scripts/python.exe" if sys.platform == "win32" else "bin/python")
    subprocess.run([str(python), "-m", "pip", "install", "-q", "--no-deps", str(wheel)], check=True, timeout=600)
    code = ("import random; from tarotdesk.ai import native; assert native.ON, native.describe(); "
            "a, b = random.Random(3), random.Random(3); "
            "assert native.MODULE.draw(a, 0, 5) == [b.random() for _ in range(5)]")
    out = subprocess.run([str(python), "-c", code], capture_output=True, text=True, timeout=120, cwd=tmp_path)
    assert out.returncode == 0, out.stderr[-2000:]
