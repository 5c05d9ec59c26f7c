"""The README's two commands: read as the fresh-system check reads them, and its apt line names the
package of every system library that the Qt parts the program and the wheel build use load directly."""

from __future__ import annotations

import shlex
import struct
import sys
from pathlib import Path

import PySide6
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from packaging_helpers import ROOT, load  # noqa: E402

from tarotdesk.system_libraries import ALWAYS_INSTALLED, PACKAGES  # noqa: E402

readme = load("tarotdesk_readme_fresh", "packaging/linux/readme_fresh.py")
PYSIDE = Path(PySide6.__file__).resolve().parent
#: What the window and the build load of the wheel: lrelease (the build), Qt's libraries, the
#: bindings, the xcb platform plugin with its OpenGL integrations, the SVG plugins.
USED = ["lrelease", "Qt/plugins/platforms/libqxcb.so", "Qt/plugins/xcbglintegrations/*.so",
        "Qt/plugins/imageformats/libqsvg.so", "Qt/plugins/iconengines/*.so", "Qt*.abi3.so", "libpyside6.abi3.so*",
        *(f"Qt/lib/libQt6{m}.so.6" for m in ("Core", "Gui", "Widgets", "Svg", "DBus", "XcbQpa", "OpenGL",
                                               "Network", "Qml"))]
#: What the README's line installs besides libraries: venv for the interpreter, a CJK font.
NOT_LIBRARIES = {"python3-venv", "fonts-noto-cjk"}


def needed(path: Path) -> list[str]:
    """The DT_NEEDED entries of a 64-bit little-endian ELF file (read from its section table)."""
    data = path.read_bytes()
    assert data[:4] == b"\x7fELF" and data[4] == 2 and data[5] == 1, path
    shoff, = struct.unpack_from("<Q", data, 0x28)
    shentsize, shnum = struct.unpack_from("<HH", data, 0x3A)
    sections = [struct.unpack_from("<IIQQQQIIQQ", data, shoff + i * shentsize) for i in range(shnum)]
    names = []
    for _name, kind, _flags, _addr, offset, size, link, _info, _align, _entsize in sections:
        if kind != 6:  # SHT_DYNAMIC
            continue
        strings = sections[link][4]
        for i in range(0, size, 16):
            tag, value = struct.unpack_from("<qQ", data, offset + i)
            if tag == 1:  # DT_NEEDED
                end = data.index(b"\0", strings + value)
                names.append(data[strings + value:end].decode())
    return names


def apt_packages(command: str) -> list[str]:
    """The packages of the ``apt-get install`` at the head of a README command."""
    words = shlex.split(command.split("&&")[0])
    assert words[:3] == ["apt-get", "install", "-y"], command
    return words[3:]


def test_the_readme_begins_with_the_two_commands_the_check_runs():
    start, tests = readme.readme_commands((ROOT / "README.md").read_text(encoding="utf-8"))
    assert start.endswith("&& .venv/bin/pip install . && .venv/bin/tarotdesk")
    assert tests.endswith("&& .venv/bin/pip install '.[test]' && .venv/bin/python -m pytest")
    assert apt_packages(start) == apt_packages(tests)  # one list of system packages for both
    with pytest.raises(readme.FreshSystemError, match="two indented commands, found 1"):
        readme.readme_commands("# x\n\n    apt-get install -y a && b\n\n## More\n\n    not this one\n")


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the system libraries of Linux")
def test_the_readme_installs_the_package_of_every_library_qt_loads_directly():
    start, _tests = readme.readme_commands((ROOT / "README.md").read_text(encoding="utf-8"))
    listed = set(apt_packages(start))
    files = sorted({p for pattern in USED for p in PYSIDE.glob(pattern)})
    assert len(files) >= 14, files
    shipped = {p.name for folder in (PYSIDE, PYSIDE / "Qt" / "lib", PYSIDE.parent / "shiboken6")
               for p in folder.glob("*.so*")}
    wanted: dict[str, set[str]] = {}
    for path in files:
        for name in needed(path):
            if name not in shipped and name != "libpython3.so" and not name.startswith("libshiboken6"):
                wanted.setdefault(name, set()).add(path.name)
    unknown = sorted(set(wanted) - set(PACKAGES))
    assert not unknown, f"no package known for {unknown} (add them to system_libraries.PACKAGES)"
    lacking = {PACKAGES[name]: sorted(users) for name, users in wanted.items()
               if PACKAGES[name] not in listed | ALWAYS_INSTALLED}
    assert not lacking, f"README.md's apt-get line lacks {lacking}"
    stale = listed - NOT_LIBRARIES - {PACKAGES[name] for name in wanted}
    assert not stale, f"README.md's apt-get line names packages nothing loads: {sorted(stale)}"


def test_ci_runs_the_readme_test_command_and_the_fresh_system_check():
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert "readme_fresh.py --command tests" in ci  # the README's own line, read from README.md
    assert "packaging/linux/readme_fresh.py" in ci.split("readme_fresh.py --command tests")[0]
