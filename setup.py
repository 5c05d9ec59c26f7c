"""Packaging glue that pyproject.toml cannot express: ship ``resources/`` and ``translations/``,
and build the optional compiled kernels.

They live at the top of the repository (beside the package, where the tools and the frozen
build find them); in a wheel they become ``tarotdesk/_resources`` and
``tarotdesk/_translations``, which :mod:`tarotdesk.resources` looks for first.

The build also compiles every ``translations/*.ts`` into the ``.qm`` file Qt loads, with the
``lrelease`` of PySide6 (a build requirement); a build without it stops with a clear message
rather than producing a wheel that can only speak English.

The compiled playout kernels and tree walk (``native/*.c`` -> ``tarotdesk.ai._native``, one
binary for every Python from 3.11 on: the limited API) are optional: where no C compiler is found,
or the compile fails, the build goes on without them and the program uses its Python kernels,
which decide the same. ``TAROTDESK_BUILD_NATIVE=0`` leaves them out on purpose.
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys
from pathlib import Path

from setuptools import Extension, find_packages, setup
from setuptools.command.build_ext import build_ext
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent


def _lrelease() -> str:
    try:
        import PySide6
    except ImportError:
        PySide6 = None
    if PySide6 is not None:
        folder = Path(PySide6.__file__).resolve().parent
        for name in ("lrelease", "lrelease.exe"):
            if (folder / name).is_file():
                return str(folder / name)
    found = shutil.which("pyside6-lrelease") or shutil.which("pyside6-lrelease", path=str(Path(sys.executable).parent))
    if found:
        return found
    raise SystemExit("building tarotdesk needs pyside6-lrelease (PySide6-Essentials) to compile the translations")


#: The desktop entry and MIME type that ``tarotdesk --install-desktop-entry`` installs (Linux).
DESKTOP_FILES = ("packaging/linux/io.github.tarotdesk.tarotdesk.desktop", "packaging/linux/tarotdesk-mime.xml")


class BuildWithTranslations(build_py):
    """``build_py`` that also writes ``tarotdesk/_translations/*.qm`` from ``translations/*.ts``
    and copies the desktop entry into ``tarotdesk/_desktop``."""

    def run(self) -> None:
        super().run()
        desktop = Path(self.build_lib) / "tarotdesk" / "_desktop"
        desktop.mkdir(parents=True, exist_ok=True)
        for name in DESKTOP_FILES:
            shutil.copyfile(ROOT / name, desktop / Path(name).name)
        sources = sorted((ROOT / "translations").glob("*.ts"))
        if not sources:
            return
        target = Path(self.build_lib) / "tarotdesk" / "_translations"
        target.mkdir(parents=True, exist_ok=True)
        program = _lrelease()
        for ts in sources:
            qm = target / (ts.stem + ".qm")
            proc = subprocess.run([program, "-silent", str(ts), "-qm", str(qm)], capture_output=True, text=True)
            if proc.returncode != 0:
                raise SystemExit(_lrelease_failure(program, proc))
            if not qm.is_file():
                raise SystemExit(f"lrelease did not write {qm}")


def _lrelease_failure(program: str, proc: subprocess.CompletedProcess) -> str:
    """Why lrelease failed; when system libraries are missing (a minimal system), which ones and
    the packages to install (``tarotdesk/system_libraries.py``, loaded by its path: the package
    itself is not importable while it is being built)."""
    said = (proc.stdout + proc.stderr).strip()
    spec = importlib.util.spec_from_file_location("tarotdesk_system_libraries",
                                                  ROOT / "tarotdesk" / "system_libraries.py")
    libraries = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(libraries)
    if not libraries.libraries_named(said):
        return f"lrelease failed ({proc.returncode}) compiling the translations:\n{said}"
    missing = libraries.missing_libraries([program]) or libraries.libraries_named(said)
    packages, unknown = libraries.packages_for(missing)
    return (f"PySide6's lrelease, which compiles the translations, cannot run: the system lacks "
            f"{', '.join(missing)}.\nOn Debian or Ubuntu: {libraries.install_command(packages)}"
            + (f"\n(no package known for {', '.join(unknown)})" if unknown else ""))


#: The limited API the compiled module keeps to (3.11), so that one wheel serves later Pythons.
LIMITED_API = "0x030B0000"


class BuildOptionalNative(build_ext):
    """``build_ext`` with each compiler's flags for the kernels: floating point exactly as
    written (no fused multiply-add, which would round differently from the Python kernels)."""

    def build_extensions(self) -> None:
        if self.compiler.compiler_type == "msvc":
            flags = ["/O2", "/fp:precise"]
        else:
            flags = ["-O2", "-ffp-contract=off", "-fno-strict-aliasing", "-std=c99"]
        for ext in self.extensions:
            ext.extra_compile_args = flags + list(ext.extra_compile_args or [])
        super().build_extensions()


def _native_extensions() -> list[Extension]:
    if os.environ.get("TAROTDESK_BUILD_NATIVE", "1") == "0":
        return []
    sources = sorted(str(p.relative_to(ROOT)).replace("\\", "/") for p in (ROOT / "native").glob("*.c"))
    return [Extension("tarotdesk.ai._native", sources=sources, depends=["native/native.h"],
                      define_macros=[("Py_LIMITED_API", LIMITED_API)], py_limited_api=True, optional=True)]


setup(
    ext_modules=_native_extensions(),
    options={"bdist_wheel": {"py_limited_api": "cp311"}},
    packages=find_packages(include=["tarotdesk", "tarotdesk.*"])
    + ["tarotdesk._resources", "tarotdesk._translations"],
    package_dir={"tarotdesk._resources": "resources", "tarotdesk._translations": "translations"},
    package_data={"tarotdesk._resources": ["**/*"], "tarotdesk._translations": ["*.qm", "*.ts", "*.md"]},
    cmdclass={"build_py": BuildWithTranslations, "build_ext": BuildOptionalNative},
)
