"""The licence list of frozen builds: every bundled file needs an entry with a text."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from packaging_helpers import load  # noqa: E402

licences = load("bundle_licences", "packaging/bundle_licences.py")

LINUX = [
    ("tarotdesk", "PyInstaller bootloader"),
    ("libpython3.11.so.1.0", "/opt/python/lib/libpython3.11.so.1.0"),
    ("python3.11/lib-dynload/_ctypes.cpython-311-x86_64-linux-gnu.so", "/opt/python/lib/python3.11/lib-dynload/x.so"),
    ("PySide6/Qt/lib/libQt6Core.so.6", "site-packages/PySide6/Qt/lib/libQt6Core.so.6"),
    ("PySide6/Qt/lib/libicuuc.so.73", "site-packages/PySide6/Qt/lib/libicuuc.so.73"),
    ("PySide6/Qt/plugins/platforms/libqxcb.so", "site-packages/PySide6/Qt/plugins/platforms/libqxcb.so"),
    ("PySide6/QtWidgets.abi3.so", "site-packages/PySide6/QtWidgets.abi3.so"),
    ("shiboken6/libshiboken6.abi3.so.6.11", "site-packages/shiboken6/libshiboken6.abi3.so.6.11"),
]
WINDOWS = [
    ("tarotdesk.exe", "PyInstaller bootloader"),
    ("python311.dll", "C:/Python311/python311.dll"),
    ("_ctypes.pyd", "C:/Python311/DLLs/_ctypes.pyd"),
    ("libffi-8.dll", "C:/Python311/DLLs/libffi-8.dll"),
    ("VCRUNTIME140.dll", "C:/Windows/System32/VCRUNTIME140.dll"),
    ("PySide6/Qt6Gui.dll", "site-packages/PySide6/Qt6Gui.dll"),
    ("PySide6/opengl32sw.dll", "site-packages/PySide6/opengl32sw.dll"),
    ("PySide6/plugins/platforms/qwindows.dll", "site-packages/PySide6/plugins/platforms/qwindows.dll"),
    ("shiboken6/shiboken6.abi3.dll", "site-packages/shiboken6/shiboken6.abi3.dll"),
]
MACOS = [
    ("PySide6/Qt/lib/QtCore.framework/Versions/A/QtCore", "site-packages/PySide6/Qt/lib/QtCore.framework/QtCore"),
    ("PySide6/Qt/plugins/platforms/libqcocoa.dylib", "site-packages/PySide6/Qt/plugins/platforms/libqcocoa.dylib"),
    ("Python", "/Library/Frameworks/Python.framework/Versions/3.11/Python"),
]
EXPECTED = {
    "tarotdesk": "pyinstaller", "tarotdesk.exe": "pyinstaller", "libpython3.11.so.1.0": "cpython",
    "python311.dll": "cpython", "_ctypes.pyd": "cpython", "libffi-8.dll": "cpython", "Python": "cpython",
    "python3.11/lib-dynload/_ctypes.cpython-311-x86_64-linux-gnu.so": "cpython",
    "VCRUNTIME140.dll": "msvc-runtime", "PySide6/opengl32sw.dll": "mesa", "PySide6/Qt/lib/libicuuc.so.73": "icu",
    "shiboken6/libshiboken6.abi3.so.6.11": "shiboken6", "shiboken6/shiboken6.abi3.dll": "shiboken6",
}


def owner(found, dest: str) -> str:
    return next(c.id for c in found if dest in c.found)


@pytest.mark.parametrize("files", [LINUX, WINDOWS, MACOS], ids=["linux", "windows", "macos"])
def test_every_file_of_each_platform_has_its_component(files):
    found = licences.assign(files, [("tarotdesk.cli", "/src/tarotdesk/cli.py"),
                                    ("platformdirs", "site-packages/platformdirs/__init__.py")])
    for dest, _ in files:
        assert owner(found, dest) == EXPECTED.get(dest, "pyside6"), dest


def test_a_library_without_an_entry_stops_the_build():
    with pytest.raises(licences.LicenceError, match=r"Python package yaml.*binary libfoo\.so\.1"):
        licences.assign(LINUX + [("libfoo.so.1", "/usr/lib/libfoo.so.1")],
                        [("yaml.reader", "site-packages/yaml/reader.py")])


def test_the_standard_library_belongs_to_python_by_where_it_comes_from():
    import json

    found = licences.assign([], [("json", json.__file__)])
    assert [c.id for c in found] == ["cpython"]


def test_every_text_of_every_component_exists():
    for component in licences.load_components():
        for ref in component.texts + [p.split("|")[2].strip() for p in component.parts]:
            paths = licences.text_files(ref)
            assert paths and all(p.stat().st_size > 200 for p in paths), ref


def test_the_licence_file_carries_the_lgpl_and_how_to_replace_qt():
    text = licences.render(licences.assign(LINUX, []))
    assert "GNU LESSER GENERAL PUBLIC LICENSE" in text and "Version 3, 29 June 2007" in text
    assert "Replacing the Qt libraries" in text and "PySide6/Qt/lib/libQt6*.so.6" in text
    assert "PSF" in text or "PYTHON SOFTWARE FOUNDATION" in text.upper()
    assert text.count("GNU LESSER GENERAL PUBLIC LICENSE\n") == 1  # each text once


def test_debian_copyright_names_a_licence_paragraph_for_every_licence_it_uses():
    found = licences.assign(LINUX, [("tarotdesk", "/src/tarotdesk/__init__.py")])
    text = licences.debian_copyright(found, "/usr/lib/tarotdesk")
    assert text.startswith("Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/")
    used = set()
    for value in re.findall(r"^License: (.+)$", text, re.M):
        used.update(part.strip() for part in value.split(" and "))
    paragraphs = {p.split("\n", 1)[0][len("License: "):] for p in text.split("\n\n") if p.startswith("License: ")}
    assert used <= paragraphs | {"GPL-3+"} and "GPL-3+" in paragraphs
    assert "usr/lib/tarotdesk/_internal/PySide6/Qt/lib/libQt6Core.so.6" in text
