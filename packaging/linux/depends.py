"""The Debian dependencies of a frozen bundle, read from its ELF files.

Every ELF file of the bundle names the shared libraries it needs (``DT_NEEDED``). The ones the
bundle does not carry itself must come from the system: each is found with ``ldconfig -p``,
mapped to the Debian package that owns it with ``dpkg-query -S``, and given a version floor
from that package's ``symbols`` file (the newest version that introduced a symbol the bundle
uses) or, lacking one, its ``shlibs`` file. ``libc6`` gets the highest ``GLIBC_x.y`` symbol
version any bundled file asks for. Libraries needed only by optional plugins (the GTK theme)
become Recommends: Qt loads such a plugin only when it finds them.

Run it alone to see what a bundle needs::

    python packaging/linux/depends.py build/linux/dist/tarotdesk
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from dataclasses import dataclass, field
from functools import cmp_to_key
from pathlib import Path

#: Bundle files whose own needs are only recommended: Qt loads them when their libraries exist
#: and carries on without them. The value says what the user would miss.
OPTIONAL_FILES = {
    "platformthemes/libqgtk3.so": "the GTK file dialogs and colours on GTK desktops",
}

_GLIBC = re.compile(r"@GLIBC_(\d+(?:\.\d+)+)")


@dataclass
class ElfInfo:
    """What one ELF file asks of the dynamic linker."""

    path: Path
    needed: list[str]
    undefined: set[str]  # symbol names without their version
    glibc: list[tuple[int, ...]]  # GLIBC versions of its versioned undefined symbols


@dataclass
class Dependencies:
    """The computed Depends and Recommends, with the reasons."""

    depends: list[str]
    recommends: list[str]
    glibc: str
    #: soname -> (package, floor or "", bundle files that need it)
    libraries: dict[str, tuple[str, str, list[str]]] = field(default_factory=dict)
    unresolved: dict[str, list[str]] = field(default_factory=dict)


def is_elf(path: Path) -> bool:
    """Whether ``path`` is a regular file that starts with the ELF magic number."""
    try:
        with path.open("rb") as f:
            return f.read(4) == b"\x7fELF"
    except OSError:
        return False


def read_elf(path: Path) -> ElfInfo:
    """NEEDED entries and undefined dynamic symbols of one ELF file (``readelf``, binutils)."""
    out = subprocess.run(["readelf", "-d", "--dyn-syms", "-W", str(path)], capture_output=True, text=True,
                         check=True).stdout
    needed = re.findall(r"\(NEEDED\)\s+Shared library: \[([^\]]+)\]", out)
    undefined: set[str] = set()
    glibc: list[tuple[int, ...]] = []
    for line in out.splitlines():
        cols = line.split()
        # Num: Value Size Type Bind Vis Ndx Name
        if len(cols) >= 8 and cols[6] == "UND" and cols[7]:
            name = cols[7]
            for m in _GLIBC.finditer(name):
                glibc.append(tuple(int(x) for x in m.group(1).split(".")))
            undefined.add(name.split("@", 1)[0])
    # A file that only *defines* versioned symbols also pins the C library through its
    # version needs, which readelf -V lists; the undefined symbols above cover the same ground.
    return ElfInfo(path, needed, undefined, glibc)


def bundle_elves(root: Path) -> list[Path]:
    """The ELF files of a bundle (symbolic links are followed once, by their target)."""
    return sorted(p for p in root.rglob("*") if p.is_file() and not p.is_symlink() and is_elf(p))


def _ldconfig() -> dict[str, str]:
    out = subprocess.run(["/sbin/ldconfig", "-p"], capture_output=True, text=True, check=True).stdout
    arch = "x86-64" if os.uname().machine == "x86_64" else ""
    found: dict[str, str] = {}
    for line in out.splitlines()[1:]:
        m = re.match(r"\s*(\S+) \(([^)]*)\) => (\S+)", line)
        if m and (not arch or arch in m.group(2)):
            found.setdefault(m.group(1), m.group(3))
    return found


def _owners(paths: list[str]) -> dict[str, str]:
    """Path -> owning package (``dpkg-query -S``; /lib and /usr/lib are tried both ways)."""
    asked: dict[str, str] = {}
    for path in paths:
        real = os.path.realpath(path)
        for variant in (path, real, real.removeprefix("/usr") if real.startswith("/usr/") else "/usr" + real):
            asked.setdefault(variant, path)
    proc = subprocess.run(["dpkg-query", "-S", *asked], capture_output=True, text=True)
    owners: dict[str, str] = {}
    for line in proc.stdout.splitlines():
        if line.startswith("diversion "):
            continue
        pkgs, _, found = line.partition(": ")
        if found in asked:
            owners.setdefault(asked[found], pkgs.split(",")[0].strip().split(":")[0])
    return owners


def _dpkg_info(package: str, suffix: str) -> Path | None:
    for name in (f"{package}:{_arch()}.{suffix}", f"{package}.{suffix}"):
        path = Path("/var/lib/dpkg/info") / name
        if path.is_file():
            return path
    return None


def _arch() -> str:
    return subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True, check=True).stdout.strip()


def _symbols(package: str, soname: str) -> dict[str, str] | None:
    """symbol name -> minimal package version, from the package's symbols file (None: no file)."""
    path = _dpkg_info(package, "symbols")
    if path is None:
        return None
    table: dict[str, str] = {}
    current = False
    for line in path.read_text(encoding="utf-8", errors="replace").splitlines():
        if not line.startswith((" ", "|", "*", "#")):
            current = line.split(" ", 1)[0] == soname
            continue
        if current and line.startswith(" "):
            parts = line.split()
            if len(parts) >= 2:
                table[parts[0].split("@", 1)[0]] = parts[1]
    return table or None


def _shlibs_floor(package: str, soname: str) -> str:
    path = _dpkg_info(package, "shlibs")
    if path is None:
        return ""
    name, _, version = soname.partition(".so.")
    for line in path.read_text(encoding="utf-8").splitlines():
        cols = line.split(None, 2)
        if len(cols) == 3 and not line.startswith("udeb:") and cols[0] == name and cols[1] == version:
            m = re.search(r"\(>= ([^)]+)\)", cols[2])
            return m.group(1) if m else ""
    return ""


def _compare(a: str, b: str) -> int:
    if a == b:
        return 0
    lower = subprocess.run(["dpkg", "--compare-versions", a, "lt", b]).returncode == 0
    return -1 if lower else 1


def _newest(versions: set[str]) -> str:
    versions -= {"", "0"}  # "0" in a symbols file: present in every version
    return max(versions, key=cmp_to_key(_compare)) if versions else ""


def compute(root: Path) -> Dependencies:
    """Depends and Recommends of the bundle at ``root``."""
    elves = [read_elf(p) for p in bundle_elves(root)]
    bundled = {p.name for p in root.rglob("*")}
    need_by: dict[str, list[ElfInfo]] = {}
    for info in elves:
        for soname in info.needed:
            if soname not in bundled:
                need_by.setdefault(soname, []).append(info)
    where = _ldconfig()
    owners = _owners([where[s] for s in need_by if s in where])
    glibc = max((v for info in elves for v in info.glibc), default=(2, 17))
    glibc_text = ".".join(str(x) for x in glibc)

    required: dict[str, set[str]] = {}
    optional: dict[str, set[str]] = {}
    result = Dependencies([], [], glibc_text)
    for soname, users in sorted(need_by.items()):
        path = where.get(soname)
        package = owners.get(path) if path else None
        rel = sorted(str(u.path.relative_to(root)) for u in users)
        if package is None:
            result.unresolved[soname] = rel
            continue
        if package == "libc6":
            floor = glibc_text
        else:
            table = _symbols(package, soname)
            if table is None:
                floor = _shlibs_floor(package, soname)
            else:
                used = set().union(*(u.undefined for u in users))
                floor = _newest({table[s] for s in used if s in table})
        all_optional = all(any(str(u.path).endswith(o) for o in OPTIONAL_FILES) for u in users)
        target = optional if all_optional else required
        target.setdefault(package, set()).add(floor)
        result.libraries[soname] = (package, floor, rel)
    required.setdefault("libc6", set()).add(glibc_text)

    def render(table: dict[str, set[str]]) -> list[str]:
        out = []
        for package in sorted(table):
            floor = _newest(set(table[package]))
            out.append(f"{package} (>= {floor})" if floor else package)
        return out

    result.depends = render(required)
    result.recommends = render({p: v for p, v in optional.items() if p not in required})
    return result


def main(argv: list[str] | None = None) -> int:
    """Print the Depends and Recommends of a bundle folder."""
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1 or not Path(args[0]).is_dir():
        print("usage: depends.py BUNDLE_FOLDER", file=sys.stderr)
        return 2
    deps = compute(Path(args[0]))
    print("Depends: " + ", ".join(deps.depends))
    print("Recommends: " + ", ".join(deps.recommends))
    for soname, (package, floor, users) in sorted(deps.libraries.items()):
        print(f"  {soname}: {package}{' >= ' + floor if floor else ''} ({len(users)} files, e.g. {users[0]})")
    for soname, users in deps.unresolved.items():
        print(f"  UNRESOLVED {soname}: needed by {', '.join(users)}")
    return 1 if deps.unresolved else 0


if __name__ == "__main__":
    sys.exit(main())
