"""The system libraries Qt loads on Linux, the Debian packages that provide them, and which are missing.

A pip install brings Qt inside the PySide6 wheel, but Qt's libraries and its platform plugins
load libraries of the system: X11 and xcb, EGL and GL, fontconfig and FreeType, GLib, D-Bus,
xkbcommon (and Qt Network, which PySide6's ``lrelease`` uses while a wheel is built, Brotli and
Kerberos). When one of them is missing, Qt only says that the platform plugin "could not be
loaded" (since Qt 6.5 it names ``libxcb-cursor0`` whatever is missing) and aborts.

:func:`missing_libraries` asks the dynamic loader (``ldd``) which libraries a file needs and
cannot find, all at once; :data:`PACKAGES` maps each library to the package of Debian and
Ubuntu that provides it (the same names on Debian 12 and 13 and Ubuntu 24.04: apt selects the
``t64`` package of the newer releases for the old name), so that the program can say in one
message what to install. No Qt here: the wheel build (``setup.py``) loads this file by its path
before Qt can run at all.
"""

from __future__ import annotations

import os
import re
import subprocess
from pathlib import Path
from typing import Iterable, Sequence

#: Library file (soname) -> the Debian/Ubuntu package that provides it.
PACKAGES: dict[str, str] = {
    # the C and C++ runtimes and compression: always installed (priority "required")
    "libc.so.6": "libc6", "libm.so.6": "libc6", "libresolv.so.2": "libc6", "libdl.so.2": "libc6",
    "libpthread.so.0": "libc6", "librt.so.1": "libc6", "ld-linux-x86-64.so.2": "libc6",
    "libstdc++.so.6": "libstdc++6", "libgcc_s.so.1": "libgcc-s1", "libz.so.1": "zlib1g",
    "libzstd.so.1": "libzstd1",
    # Qt Core and Qt Network
    "libglib-2.0.so.0": "libglib2.0-0", "libgthread-2.0.so.0": "libglib2.0-0",
    "libbrotlidec.so.1": "libbrotli1", "libbrotlicommon.so.1": "libbrotli1",
    "libgssapi_krb5.so.2": "libgssapi-krb5-2",
    # Qt GUI, D-Bus
    "libEGL.so.1": "libegl1", "libGL.so.1": "libgl1", "libfontconfig.so.1": "libfontconfig1",
    "libfreetype.so.6": "libfreetype6", "libX11.so.6": "libx11-6", "libxkbcommon.so.0": "libxkbcommon0",
    "libdbus-1.so.3": "libdbus-1-3",
    # the xcb platform plugin (X11) and its OpenGL integration
    "libX11-xcb.so.1": "libx11-xcb1", "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libxcb.so.1": "libxcb1", "libxcb-cursor.so.0": "libxcb-cursor0", "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-util.so.1": "libxcb-util1", "libxcb-image.so.0": "libxcb-image0",
    "libxcb-keysyms.so.1": "libxcb-keysyms1", "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-render.so.0": "libxcb-render0", "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-shape.so.0": "libxcb-shape0", "libxcb-shm.so.0": "libxcb-shm0", "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0", "libxcb-xkb.so.1": "libxcb-xkb1", "libxcb-glx.so.0": "libxcb-glx0",
    "libxcb-xinerama.so.0": "libxcb-xinerama0", "libxcb-xinput.so.0": "libxcb-xinput0",
    # the Wayland platform plugin
    "libwayland-client.so.0": "libwayland-client0", "libwayland-cursor.so.0": "libwayland-cursor0",
    "libwayland-egl.so.1": "libwayland-egl1",
}
#: Packages every Debian and Ubuntu system has (priority "required"): never worth naming.
ALWAYS_INSTALLED = frozenset({"libc6", "libstdc++6", "libgcc-s1", "zlib1g", "libzstd1"})

_NOT_FOUND = re.compile(r"^\s*(\S+)\s+=>\s+not found\s*$", re.M)
_CANNOT_OPEN = re.compile(r"([\w.+-]+\.so[\w.]*): cannot open shared object file")


def missing_libraries(paths: Iterable[str | Path], timeout: float = 30) -> list[str]:
    """The libraries the files at ``paths`` need (directly or through another library) that the
    dynamic loader cannot find, each once, in the order ``ldd`` names them. Without ``ldd``, the
    first one the loader names when the file is opened."""
    found: list[str] = []
    for path in paths:
        try:
            # The program's own environment (LD_LIBRARY_PATH counts), in the C locale ldd's words.
            proc = subprocess.run(["ldd", str(path)], capture_output=True, text=True, timeout=timeout,
                                  env=dict(os.environ, LC_ALL="C"))
            names = _NOT_FOUND.findall(proc.stdout)
        except (OSError, subprocess.TimeoutExpired):
            names = _first_missing(path)
        for name in names:  # ldd names a library once for each library that needs it
            if name not in found:
                found.append(name)
    return found


def _first_missing(path: str | Path) -> list[str]:
    import ctypes

    try:
        ctypes.CDLL(str(path))
    except OSError as exc:
        return libraries_named(str(exc))
    return []


def libraries_named(message: str) -> list[str]:
    """The libraries a loader's message says it could not open ("libX.so.1: cannot open shared
    object file"), as Python's ImportError or a program's "error while loading" repeat it."""
    return list(dict.fromkeys(_CANNOT_OPEN.findall(message)))


def packages_for(libraries: Sequence[str]) -> tuple[list[str], list[str]]:
    """The packages that provide ``libraries`` (each once, in order) and the libraries the table
    does not know."""
    packages: list[str] = []
    unknown: list[str] = []
    for name in libraries:
        package = PACKAGES.get(name)
        if package is None:
            unknown.append(name)
        elif package not in packages:
            packages.append(package)
    return packages, unknown


def install_command(packages: Sequence[str]) -> str:
    """The command that installs ``packages`` on Debian or Ubuntu."""
    return "sudo apt-get install " + " ".join(packages)
