"""Which system libraries a file lacks, and the packages that provide them."""

from __future__ import annotations

from pathlib import Path

import PySide6

from tarotdesk.system_libraries import (
    PACKAGES,
    install_command,
    libraries_named,
    missing_libraries,
    packages_for,
)

QT = Path(PySide6.__file__).resolve().parent / "Qt"


def patched_plugin(folder: Path, old: str, new: str) -> Path:
    """A copy of Qt's xcb platform plugin that needs ``new`` instead of ``old`` (the name in its
    dynamic string table, as long or shorter), at ``folder/plugins/platforms``; ``folder/lib`` is
    Qt's library folder, where the plugin's own search path (``$ORIGIN/../../lib``) leads."""
    data = (QT / "plugins" / "platforms" / "libqxcb.so").read_bytes()
    before, after = old.encode() + b"\0", new.encode().ljust(len(old), b"\0") + b"\0"
    assert data.count(before) == 1 and len(after) == len(before)
    target = folder / "plugins" / "platforms" / "libqxcb.so"
    target.parent.mkdir(parents=True)
    target.write_bytes(data.replace(before, after))
    (folder / "lib").symlink_to(QT / "lib", target_is_directory=True)
    return target


def test_the_libraries_a_file_lacks_are_found_all_at_once(tmp_path):
    plugin = patched_plugin(tmp_path, "libxcb-icccm.so.4", "libxcb-icccm.so.9")
    assert missing_libraries([plugin]) == ["libxcb-icccm.so.9"]
    assert missing_libraries([QT / "plugins" / "platforms" / "libqxcb.so"]) == []  # this machine has them all


def test_a_loader_message_names_its_libraries():
    said = ("lrelease: error while loading shared libraries: libbrotlidec.so.1: cannot open shared object file: "
            "No such file or directory")
    assert libraries_named(said) == ["libbrotlidec.so.1"]
    assert libraries_named("libglib-2.0.so.0: cannot open shared object file") == ["libglib-2.0.so.0"]
    assert libraries_named("No module named 'PySide6'") == []


def test_libraries_map_to_their_packages_each_once():
    packages, unknown = packages_for(["libxcb-icccm.so.4", "libbrotlidec.so.1", "libbrotlicommon.so.1",
                                      "libxcb-keysyms.so.1", "libnothing.so.7"])
    assert packages == ["libxcb-icccm4", "libbrotli1", "libxcb-keysyms1"]
    assert unknown == ["libnothing.so.7"]
    assert install_command(packages) == "sudo apt-get install libxcb-icccm4 libbrotli1 libxcb-keysyms1"
    assert all(name.endswith(tuple(f".so.{n}" for n in range(10))) for name in PACKAGES)


def test_a_library_needed_twice_is_named_once(monkeypatch):
    import subprocess

    said = ("\tlibQt6XcbQpa.so.6 => /qt/lib/libQt6XcbQpa.so.6 (0x1)\n\tlibxcb-icccm.so.4 => not found\n"
            "\tlibxcb-keysyms.so.1 => not found\n\tlibxcb-icccm.so.4 => not found\n")
    monkeypatch.setattr(subprocess, "run", lambda *a, **k: subprocess.CompletedProcess(a, 0, said, ""))
    assert missing_libraries(["/qt/plugins/platforms/libqxcb.so"]) == ["libxcb-icccm.so.4", "libxcb-keysyms.so.1"]
