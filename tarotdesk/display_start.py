"""Starting Qt's display, and saying in one message why it cannot start.

When the system lacks a library Qt needs, Qt either cannot be imported at all (Qt Core needs
GLib, Qt GUI fontconfig, EGL, GL, X11 ...) or, once imported, cannot load its platform plugin:
it then prints that the plugin "could not be loaded" (Qt 6.5 and later blame
``libxcb-cursor0`` whatever is missing) and aborts the process, which the next start would
report as a crash. Here:

* :func:`qt_import_problem` imports Qt's modules and, if a library is missing, returns the
  message that names every missing library (of Qt and of its xcb plugin, found with
  :func:`tarotdesk.system_libraries.missing_libraries`) and the ``apt-get install`` line;
* :func:`open_application` makes the ``QApplication`` while Qt's messages are held back: if Qt
  gives up (a fatal message), the program prints the same kind of message instead of Qt's,
  runs ``before_exit`` (the fault log is removed: nothing crashed) and exits with
  :data:`DISPLAY_EXIT_STATUS` before Qt can abort. Otherwise the held messages are printed as
  Qt would have printed them.

The message is in English, or Japanese when that is the program's language.
"""

from __future__ import annotations

import os
import re
import sys
from pathlib import Path
from typing import Any, Callable, Sequence

from .core.messages import Texts, load_messages, text
from .resources import resource_path
from .system_libraries import ALWAYS_INSTALLED, install_command, libraries_named, missing_libraries, packages_for

#: The exit status when the window cannot be opened (BSD's EX_UNAVAILABLE).
DISPLAY_EXIT_STATUS = 69
MESSAGES: Texts = load_messages(resource_path("messages", "system.toml"))
#: The plugin Qt names when it cannot load one: ``... platform plugin "xcb" in "" ...``.
_PLUGIN_NAMED = re.compile(r'platform plugin "([\w-]+)"')
_CURSOR_HINT = re.compile(r"xcb-cursor0 or libxcb-cursor0 is needed")
#: The Qt modules the window imports first (their libraries are the first a missing one stops;
#: Qt SVG, imported once the window is shown, needs no system library that Qt GUI does not).
QT_MODULES = ("PySide6.QtCore", "PySide6.QtGui", "PySide6.QtWidgets")


def _say(key: str, lang: str, **params: Any) -> str:
    return text(key, lang, params, (MESSAGES,))


def libraries_message(key: str, libraries: Sequence[str], lang: str, plugin: str = "") -> str:
    """The message of ``key`` for the missing ``libraries``: which they are, and the command that
    installs the packages that provide them (and which ones no package is known for)."""
    packages, unknown = packages_for(libraries)
    packages = [p for p in packages if p not in ALWAYS_INSTALLED] or packages
    lines = [_say(key, lang, plugin=plugin, libraries=", ".join(libraries))]
    if packages:
        lines.append(_say("display.install", lang, command=install_command(packages)))
    if unknown:
        lines.append(_say("display.unknown-libraries", lang, libraries=", ".join(unknown)))
    return "\n".join(lines)


def plugin_folders() -> list[Path]:
    """Where the platform plugins may be: the installed PySide6's ``Qt/plugins/platforms`` (found
    without importing Qt Core, which may be what cannot load), and Qt's own plugin paths."""
    folders: list[Path] = []
    if os.environ.get("QT_QPA_PLATFORM_PLUGIN_PATH"):  # where Qt itself looks first
        folders.append(Path(os.environ["QT_QPA_PLATFORM_PLUGIN_PATH"]))
    try:
        import PySide6

        folders.append(Path(PySide6.__file__).resolve().parent / "Qt" / "plugins" / "platforms")
    except ImportError:
        pass
    if "PySide6.QtCore" in sys.modules:
        from PySide6.QtCore import QCoreApplication, QLibraryInfo

        folders += [Path(p) / "platforms" for p in QCoreApplication.libraryPaths()]
        folders.append(Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath)) / "platforms")
    return list(dict.fromkeys(folders))


def plugin_files(names: Sequence[str]) -> list[Path]:
    """The library files of the platform plugins ``names`` (``xcb`` -> ``libqxcb.so``) found."""
    files: list[Path] = []
    for name in names:
        for folder in plugin_folders():
            if (folder / f"libq{name}.so").is_file():
                files.append(folder / f"libq{name}.so")
                break
    return files


def qt_import_problem(lang: str, modules: Sequence[str] = QT_MODULES) -> str | None:
    """Import the Qt modules the window needs; None if they load, else the message that names
    every missing system library (Qt's own and its xcb plugin's) and how to install them. An
    import error that is not about a missing library is raised as it is."""
    try:
        for name in modules:
            __import__(name)
    except ImportError as exc:
        named = libraries_named(str(exc))
        if not named:
            raise
        files = _module_files(modules) + plugin_files(["xcb"])
        return libraries_message("qt.missing-libraries", missing_libraries(files) or named, lang)
    return None


def _module_files(modules: Sequence[str]) -> list[Path]:
    # The extension modules' files, found without importing them (which is what failed).
    import importlib.util

    found: list[Path] = []
    for name in modules:
        try:
            spec = importlib.util.find_spec(name)
        except (ImportError, ValueError):
            continue
        if spec is not None and spec.origin:
            found.append(Path(spec.origin))
    return found


class DisplayStart:
    """Qt's messages while the application is made (see the module documentation)."""

    def __init__(self, lang: str, before_exit: Callable[[], None] = lambda: None) -> None:
        self.lang = lang
        self.before_exit = before_exit
        self.held: list[tuple[Any, str, str]] = []  # (kind, category, message)

    def handle(self, kind: Any, context: Any, message: str) -> None:
        """Qt's message handler: hold the message; on a fatal one, say why and exit."""
        from PySide6.QtCore import QtMsgType

        category = getattr(context, "category", None) or ""
        if kind != QtMsgType.QtFatalMsg:
            self.held.append((kind, category, message))
            return
        self.held.append((kind, category, message))
        self.fail()

    def explanation(self) -> str:
        """Why the display could not start, from the plugins Qt named and what they lack."""
        said = "\n".join(message for _, _, message in self.held)
        plugins = list(dict.fromkeys(_PLUGIN_NAMED.findall(said))) or [os.environ.get("QT_QPA_PLATFORM") or "xcb"]
        plugin = ", ".join(plugins)
        missing = missing_libraries(plugin_files(plugins))
        if missing:
            return libraries_message("display.missing-libraries", missing, self.lang, plugin)
        # Qt 6.5 and later add that xcb-cursor0 "is needed" whatever failed: not said when the
        # libraries are all there.
        qt = "\n".join(f"{category}: {message}" if category and category != "default" else message
                       for _, category, message in self.held if not _CURSOR_HINT.search(message))
        return _say("display.no-display", self.lang, plugin=plugin, qt=qt.rstrip())

    def fail(self) -> None:
        """Print the explanation, clean up, and end the process before Qt aborts it."""
        try:
            message = self.explanation()
        except Exception as exc:  # noqa: BLE001 - whatever happens, the process must not abort
            message = f"tarotdesk cannot open its window ({exc})"
        stream = sys.stderr or sys.__stderr__
        if stream is not None:
            stream.write(message.rstrip("\n") + "\n")
            stream.flush()
        try:
            self.before_exit()
        finally:
            os._exit(DISPLAY_EXIT_STATUS)

    def print_held(self) -> None:
        """Print the messages held back, as Qt's own handler would have (the application started)."""
        stream = sys.stderr or sys.__stderr__
        if stream is None:
            return
        for _, category, message in self.held:
            stream.write(f"{category}: {message}\n" if category and category != "default" else f"{message}\n")
        stream.flush()
        self.held.clear()


def open_application(argv: list[str], lang: str, before_exit: Callable[[], None] = lambda: None) -> Any:
    """The ``QApplication`` for ``argv``; if Qt cannot start a display, the process prints why and
    exits with :data:`DISPLAY_EXIT_STATUS` (see :class:`DisplayStart`)."""
    from PySide6.QtCore import qInstallMessageHandler
    from PySide6.QtWidgets import QApplication

    start = DisplayStart(lang, before_exit)
    previous = qInstallMessageHandler(start.handle)
    try:
        app = QApplication(argv)
    finally:
        qInstallMessageHandler(previous)
    start.print_held()
    return app
