"""The licences of what a frozen build contains, worked out from the build itself.

``packaging/tarotdesk.spec`` calls :func:`licence_report` with PyInstaller's lists of the
binaries and Python modules it is about to collect; every one of them is assigned to a
component of ``packaging/licences/components.toml`` and the licence texts of the components
that occur are written into one file that travels inside the bundle
(``licences/THIRD-PARTY-LICENSES.txt``, shown by Help → About → Licences). A binary or a Python
package that belongs to no component is an error: nothing is shipped without its licence.

The same assignment gives the Debian package its machine-readable ``copyright`` file
(:func:`debian_copyright`). Pure standard library, so that the spec, the Linux build script
and the tests can all load it by path (``packaging`` is not an importable package: the name
belongs to a library on PyPI).
"""

from __future__ import annotations

import fnmatch
import re
import importlib.metadata
import sys
import sysconfig
import tomllib
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
COMPONENTS_FILE = HERE / "licences" / "components.toml"
TEXTS = HERE / "licences" / "texts"
#: Where the combined licence file sits inside the bundle (a data path, like ``resources``).
BUNDLE_PATH = "licences/THIRD-PARTY-LICENSES.txt"


class LicenceError(RuntimeError):
    """A bundled file without a licence entry, or a licence text that cannot be found."""


@dataclass
class Component:
    """One entry of ``components.toml`` and the bundled files found to belong to it."""

    id: str
    name: str
    licence: str
    copyright: str
    texts: list[str]
    files: list[str] = field(default_factory=list)
    modules: list[str] = field(default_factory=list)
    parts: list[str] = field(default_factory=list)
    version: str = ""
    found: list[str] = field(default_factory=list)  # bundle paths of its binaries
    found_modules: set[str] = field(default_factory=set)

    def matches_file(self, dest: str) -> bool:
        """Whether a bundle path (``/``-separated) belongs to this component."""
        path = PurePosixPath(dest.replace("\\", "/"))
        for pattern in self.files:
            if "/" in pattern:
                if fnmatch.fnmatch(str(path).lower(), "*" + pattern.lower()) or fnmatch.fnmatch(
                        str(path).lower(), pattern.lower() + "/*") or ("/" + pattern.lower().rstrip("*")) in (
                        "/" + str(path).lower()):
                    return True
            elif fnmatch.fnmatch(path.name.lower(), pattern.lower()):
                return True
        return False

    def matches_module(self, top: str) -> bool:
        """Whether a top-level module name belongs to this component."""
        return any(fnmatch.fnmatchcase(top, pattern) for pattern in self.modules)


def load_components(path: Path = COMPONENTS_FILE) -> list[Component]:
    """The components, in the order the file gives them (the first match wins)."""
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    return [Component(**entry) for entry in data["component"]]


def _stdlib_dirs() -> list[Path]:
    paths = sysconfig.get_paths()
    dirs = {Path(paths["stdlib"]).resolve(), Path(paths["platstdlib"]).resolve()}
    return sorted(dirs)


def _is_stdlib(source: str | None) -> bool:
    if not source:
        return False
    try:
        resolved = Path(source).resolve()
    except OSError:
        return False
    if "site-packages" in resolved.parts or "dist-packages" in resolved.parts:
        return False
    return any(resolved.is_relative_to(d) for d in _stdlib_dirs())


def assign(binaries: list[tuple[str, str]], modules: list[tuple[str, str | None]],
           components: list[Component] | None = None) -> list[Component]:
    """Give every binary ``(bundle path, source)`` and module ``(name, source)`` its component.

    Returns the components that occur, in file order. Raises :class:`LicenceError` naming
    every binary and package that matches none.
    """
    components = load_components() if components is None else components
    by_id = {c.id: c for c in components}
    unmatched: list[str] = []
    for dest, _source in binaries:
        owner = next((c for c in components if c.matches_file(dest)), None)
        if owner is None:
            unmatched.append(f"binary {dest}")
        else:
            owner.found.append(dest.replace("\\", "/"))
    for name, source in modules:
        top = name.split(".", 1)[0]
        if _is_stdlib(source) or top in sys.builtin_module_names:
            by_id["cpython"].found_modules.add(top)
            continue
        owner = next((c for c in components if c.matches_module(top)), None)
        if owner is None:
            unmatched.append(f"Python package {top} ({source})")
        else:
            owner.found_modules.add(top)
    if unmatched:
        raise LicenceError("no licence entry in packaging/licences/components.toml for: "
                           + "; ".join(sorted(set(unmatched))))
    return [c for c in components if c.found or c.found_modules]


def _python_licence() -> Path:
    base = Path(sys.base_prefix)
    version = f"python{sys.version_info.major}.{sys.version_info.minor}"
    for candidate in (base / "LICENSE.txt", base / "lib" / version / "LICENSE.txt",
                      Path(sysconfig.get_paths()["stdlib"]) / "LICENSE.txt",
                      base / "share" / "doc" / version / "copyright", Path("/usr/share/doc") / version / "copyright"):
        if candidate.is_file():
            return candidate
    raise LicenceError(f"the licence file of the building Python was not found under {base}")


def _dist_licences(name: str) -> list[Path]:
    try:
        dist = importlib.metadata.distribution(name)
    except importlib.metadata.PackageNotFoundError as exc:
        raise LicenceError(f"the Python distribution {name} is not installed") from exc
    found = []
    for entry in dist.files or []:
        leaf = entry.name.upper()
        if ".dist-info" in str(entry) and leaf.startswith(("LICENSE", "LICENCE", "COPYING", "NOTICE")):
            found.append(Path(str(dist.locate_file(entry))))
    if not found:
        raise LicenceError(f"the Python distribution {name} carries no licence file")
    return sorted(found)


def text_files(ref: str) -> list[Path]:
    """The files a text reference of ``components.toml`` stands for."""
    kind, _, name = ref.partition(":")
    if kind == "file":
        paths = [TEXTS / name]
    elif kind == "root":
        paths = [ROOT / name]
    elif kind == "python":
        paths = [_python_licence()]
    elif kind == "dist":
        paths = _dist_licences(name)
    else:
        raise LicenceError(f"unknown licence text reference {ref!r}")
    for p in paths:
        if not p.is_file():
            raise LicenceError(f"licence text {ref} ({p}) is missing")
    return paths


def component_version(component: Component) -> str:
    """The version of a component, as far as the build can tell."""
    if component.version == "python":
        return sys.version.split()[0]
    if component.version.startswith("dist:"):
        try:
            return importlib.metadata.version(component.version[5:])
        except importlib.metadata.PackageNotFoundError:
            return ""
    return component.version


def _split_part(part: str) -> tuple[str, str, str]:
    name, licence, ref = (s.strip() for s in part.split("|"))
    return name, licence, ref


def render(found: list[Component]) -> str:
    """The combined licence file: a summary of the components, then every text once."""
    lines = [
        "Licences of the components of this tarotdesk build",
        "=" * 52,
        "",
        "This file is written by the build from the files the build contains. Each component",
        "below is followed by where its files are; the licence texts come after the list,",
        "each text once.",
        "",
    ]
    texts: dict[str, list[Path]] = {}
    for c in found:
        version = component_version(c)
        lines.append(f"* {c.name}{' ' + version if version else ''}")
        lines.append(f"  Licence: {c.licence}")
        lines.append(f"  Copyright: {c.copyright}")
        if c.found:
            shown = sorted(c.found)
            more = f" and {len(shown) - 6} more" if len(shown) > 6 else ""
            lines.append("  Files: " + ", ".join(shown[:6]) + more)
        if c.found_modules and c.id != "cpython":
            lines.append("  Python packages: " + ", ".join(sorted(c.found_modules)))
        lines.append("  Texts: " + ", ".join(c.texts))
        for ref in c.texts:
            texts.setdefault(ref, text_files(ref))
        for part in c.parts:
            name, licence, ref = _split_part(part)
            lines.append(f"  Includes {name}: {licence} ({ref})")
            texts.setdefault(ref, text_files(ref))
        lines.append("")
    for ref, paths in texts.items():
        for path in paths:
            lines += ["", "-" * 78, f"{ref}" + (f" ({path.name})" if ref.startswith("dist:") else ""), "-" * 78, ""]
            lines.append(path.read_text(encoding="utf-8", errors="replace").rstrip("\n"))
    return "\n".join(lines) + "\n"


def licence_report(binaries: list[tuple[str, str]], modules: list[tuple[str, str | None]],
                   out: Path) -> list[Component]:
    """Assign, render and write the combined licence file to ``out``; return the components."""
    found = assign(binaries, modules)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(render(found), encoding="utf-8")
    return found


# -- the Debian copyright file ------------------------------------------------------------------

_DEBIAN_LICENCE_NAMES = {
    "GPL-3.0-or-later": "GPL-3+",
    "LGPL-3.0-only": "LGPL-3",
    "GPL-2.0-or-later WITH Bootloader-exception": "GPL-2+ with Bootloader exception",
    "PSF-2.0": "PSF-2.0",
    "ICU": "ICU",
    "MIT": "Expat",
}

_FULL_COMMON_TEXT = re.compile(r"GNU GENERAL PUBLIC LICENSE\s+Version \d|Apache License\s+Version 2\.0,? January 2004")

_COMMON = {
    "GPL-3+": "/usr/share/common-licenses/GPL-3",
    "LGPL-3": "/usr/share/common-licenses/LGPL-3",
}


def _dep5_text(text: str) -> str:
    out = []
    for line in text.rstrip("\n").splitlines():
        out.append(" " + line if line.strip() else " .")
    return "\n".join(out)


def debian_copyright(found: list[Component], prefix: str) -> str:
    """A DEP-5 ``copyright`` file for the bundled components installed under ``prefix``.

    Licences Debian keeps in ``/usr/share/common-licenses`` are referred to there; the others
    are written out in full, as the format asks.
    """
    blocks = [
        "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\n"
        "Upstream-Name: tarotdesk\n"
        "Upstream-Contact: https://github.com/tarotdesk/tarotdesk/issues\n"
        "Source: https://github.com/tarotdesk/tarotdesk\n"
        "Comment: The program folder is a frozen build: it carries the components below.\n"
        f" Their full licence texts are also in {prefix}/_internal/{BUNDLE_PATH}.",
        "Files: *\n"
        "Copyright: 2026 The tarotdesk developers\n"
        "License: GPL-3+",
    ]
    licences: dict[str, dict[str, str]] = {"GPL-3+": {}}  # short name -> text reference -> text

    def add(short: str, ref: str) -> None:
        texts = licences.setdefault(short, {})
        if ref not in texts and short not in _COMMON:
            texts[ref] = "\n\n".join(p.read_text(encoding="utf-8", errors="replace") for p in text_files(ref))

    # The executable is PyInstaller's bootloader with the archive of every pure Python module
    # appended: its paragraph names the licences of those modules too.
    exe_shorts = [_DEBIAN_LICENCE_NAMES.get(c.licence, c.licence) for c in found if c.id == "pyinstaller"]
    exe_names = [c.name for c in found if c.found_modules and c.id not in ("pyinstaller",)]
    for c in found:
        short = _DEBIAN_LICENCE_NAMES.get(c.licence, c.licence)
        if c.found_modules and c.id != "pyinstaller" and short not in exe_shorts:
            exe_shorts.append(short)
            for ref in c.texts:
                if not ref.startswith(("file:Qt-LGPL", "file:GPL-3.0", "file:LGPL-3.0", "root:")):
                    add(short, ref)
            licences.setdefault(short, {})
    for c in found:
        if c.id == "tarotdesk" or not c.found:
            continue
        shorts = [_DEBIAN_LICENCE_NAMES.get(c.licence, c.licence)]
        comment = c.name
        if c.id == "pyinstaller":
            shorts = exe_shorts
            comment += "; the Python modules of " + ", ".join(exe_names) + " are appended to it"
        for ref in c.texts:
            if not ref.startswith(("file:Qt-LGPL", "file:GPL-3.0", "file:LGPL-3.0")):
                add(shorts[0], ref)
        licences.setdefault(shorts[0], {})
        for part in c.parts:
            _name, licence, ref = _split_part(part)
            short = _DEBIAN_LICENCE_NAMES.get(licence, licence)
            add(short, ref)
            if short not in shorts:
                shorts.append(short)
        paths = sorted({f"{prefix}/{p}" if p in ("tarotdesk", "tarotdesk.exe") else f"{prefix}/_internal/{p}"
                        for p in c.found})
        files = "\n ".join(p.lstrip("/") for p in paths)
        version = component_version(c)
        blocks.append(f"Files: {files}\nCopyright: {c.copyright}\nLicense: {' and '.join(shorts)}\n"
                      f"Comment: {comment}" + (f" (version {version})" if version else ""))
    for short, texts in licences.items():
        text = "\n\n".join(texts.values())
        if short in _COMMON:
            body = f" On Debian systems, the full text of the licence is in {_COMMON[short]}."
        elif _FULL_COMMON_TEXT.search(text):
            # Texts that embed a whole GPL or Apache licence (PyInstaller's COPYING, Debian's
            # statements for HarfBuzz and libpng) are kept in the bundle's licence file; Debian
            # policy asks to point to common-licenses instead of repeating those licences here.
            body = (f" The full statement is in {prefix}/_internal/{BUNDLE_PATH}. The GNU General Public\n"
                    " License and the Apache License it refers to are in /usr/share/common-licenses/.")
        else:
            body = _dep5_text(text)
        blocks.append(f"License: {short}\n{body}")
    return "\n\n".join(blocks) + "\n"
