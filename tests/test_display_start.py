"""When Qt cannot start a display, the program says which system libraries are missing and how to
install them, in one message in the person's language, exits with its own status, and leaves no
fault log: the next start reports no crash."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tarotdesk.crash_report import FaultLog
from tarotdesk.display_start import DISPLAY_EXIT_STATUS, DisplayStart, libraries_message, qt_import_problem
from test_system_libraries import patched_plugin

ROOT = Path(__file__).resolve().parent.parent


def _start(tmp_path: Path, plugins: Path, *args: str) -> subprocess.CompletedProcess:
    # Qt tries the plugin of QT_QPA_PLATFORM_PLUGIN_PATH first, and when it cannot load it, the
    # installed one: without a display that one fails too, as it would where the libraries lack.
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env.update(QT_QPA_PLATFORM="xcb", QT_QPA_PLATFORM_PLUGIN_PATH=str(plugins),
               TAROTDESK_DATA_DIR=str(tmp_path / "data"), TAROTDESK_CONFIG_DIR=str(tmp_path / "config"))
    return subprocess.run([sys.executable, "-m", "tarotdesk", *args], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=120)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the xcb platform plugin is Linux's")
def test_a_library_missing_for_the_xcb_plugin_is_named_and_no_crash_is_left(tmp_path):
    plugin = patched_plugin(tmp_path / "qt", "libxcb-icccm.so.4", "libxcb-icccm.so.9")
    proc = _start(tmp_path, plugin.parent)
    assert proc.returncode == DISPLAY_EXIT_STATUS, proc.stderr
    assert "Qt's xcb display plugin needs system libraries that are missing (libxcb-icccm.so.9)" in proc.stderr
    assert "xcb-cursor0" not in proc.stderr  # Qt's own guess, which blames a library that is there
    assert proc.stderr.count("tarotdesk cannot open its window") == 1  # one message
    assert "Aborted" not in proc.stderr and "Traceback" not in proc.stderr
    data = tmp_path / "data"
    assert not list(data.glob("fault-*.log"))
    assert FaultLog(data).collect_earlier() is None  # the next start reports no crash

    japanese = _start(tmp_path, plugin.parent, "--lang", "ja")
    assert japanese.returncode == DISPLAY_EXIT_STATUS
    assert "必要なシステムのライブラリがありません(libxcb-icccm.so.9)" in japanese.stderr


def test_the_message_names_the_packages_in_english_and_japanese():
    libraries = ["libxcb-icccm.so.4", "libxcb-keysyms.so.1", "libstdc++.so.6", "libodd.so.2"]
    english = libraries_message("display.missing-libraries", libraries, "en", "xcb")
    assert english.startswith("tarotdesk cannot open its window: Qt's xcb display plugin needs system libraries")
    assert "    sudo apt-get install libxcb-icccm4 libxcb-keysyms1\n" in english  # libstdc++6: always there
    assert "No package is known here for libodd.so.2" in english
    japanese = libraries_message("display.missing-libraries", libraries[:2], "ja", "xcb")
    assert "ウィンドウを開けません" in japanese and "sudo apt-get install libxcb-icccm4 libxcb-keysyms1" in japanese


def test_without_a_missing_library_it_says_that_no_display_could_be_opened(monkeypatch):
    start = DisplayStart("en")
    start.held = [(1, "qt.qpa.xcb", "could not connect to display :77"),
                  (1, "qt.qpa.plugin", "From 6.5.0, xcb-cursor0 or libxcb-cursor0 is needed to load the Qt xcb "
                                       "platform plugin."),
                  (3, "default", 'Could not load the Qt platform plugin "xcb" in "" even though it was found.')]
    monkeypatch.setattr("tarotdesk.display_start.missing_libraries", lambda files: [])
    said = start.explanation()
    assert said.startswith("tarotdesk cannot open its window: Qt could not start its xcb display")
    assert "qt.qpa.xcb: could not connect to display :77" in said and "xcb-cursor0" not in said


def test_qt_that_cannot_be_imported_names_its_missing_libraries(tmp_path, monkeypatch):
    (tmp_path / "qt_standin.py").write_text(
        'raise ImportError("libglib-2.0.so.0: cannot open shared object file: No such file or directory")\n',
        encoding="utf-8")
    (tmp_path / "other_standin.py").write_text('raise ImportError("No module named nothing")\n', encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    said = qt_import_problem("en", ("qt_standin",))
    assert said is not None and "Qt needs system libraries that are missing (libglib-2.0.so.0)" in said
    assert "sudo apt-get install libglib2.0-0" in said
    with pytest.raises(ImportError, match="nothing"):
        qt_import_problem("en", ("other_standin",))
    assert qt_import_problem("en") is None  # this machine has Qt's libraries
