"""Installing the translations of the window's own texts for a language.

The window's texts go through Qt's translation functions; their translations are compiled
``tarotdesk_<lang>.qm`` files, and Qt's own (standard buttons) come with Qt. Installing or
removing a translator makes Qt send ``LanguageChange`` to every widget, which then calls its
``retranslate()``.

Where the ``.qm`` comes from: a wheel and a frozen build carry it beside the ``.ts`` (the
build compiles it). A checkout has only the ``.ts``: the first start compiles it with the
installed PySide6's ``lrelease`` into the user's cache folder, and compiles it again whenever
the ``.ts`` is newer. If that is impossible, :data:`last_problem` says why, and the window
shows it in English (the only language it can then speak).
"""

from __future__ import annotations

import hashlib
import os

import shutil
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from ...resources import translations_dir
from ...storage.paths import user_folder

_installed: list[QTranslator] = []
#: Why the last :func:`install_language` could not load the program's own translation ("" if it did).
last_problem = ""
#: Environment variable naming another cache folder for compiled translations (tests use it).
CACHE_ENV = "TAROTDESK_CACHE_DIR"


def cache_dir() -> Path:
    """The folder where translations compiled at run time are kept."""
    return user_folder("cache", CACHE_ENV)


def lrelease_program() -> str | None:
    """The ``lrelease`` of the installed PySide6 (or one on the PATH), or None."""
    import PySide6

    folder = Path(PySide6.__file__).resolve().parent
    for name in ("lrelease", "lrelease.exe", "Qt/libexec/lrelease"):
        candidate = folder / name
        if candidate.is_file():
            return str(candidate)
    for name in ("pyside6-lrelease", "lrelease"):
        found = shutil.which(name) or shutil.which(name, path=str(Path(sys.executable).parent))
        if found:
            return found
    return None


def compile_ts(ts: Path, qm: Path) -> str:
    """Compile ``ts`` into ``qm`` with lrelease; "" on success, else what went wrong."""
    program = lrelease_program()
    if program is None:
        return "lrelease was not found (it comes with PySide6)"
    # Written beside the target and renamed over it: another process loading the compiled file
    # meanwhile (a second window, a test run beside this one) never reads half of it.
    part = qm.with_name(f".{qm.name}.{os.getpid()}.part")
    try:
        qm.parent.mkdir(parents=True, exist_ok=True)
        done = subprocess.run([program, "-silent", str(ts), "-qm", str(part)], capture_output=True, text=True,
                              timeout=120)
        if done.returncode != 0 or not part.is_file():
            return f"lrelease failed: {(done.stderr or done.stdout).strip()[:300]}"
        os.replace(part, qm)
    except (OSError, subprocess.SubprocessError) as exc:
        return f"lrelease could not run: {exc}"
    finally:
        part.unlink(missing_ok=True)
    return ""


def _fresh(qm: Path, ts: Path) -> bool:
    return qm.is_file() and (not ts.is_file() or qm.stat().st_mtime >= ts.stat().st_mtime)


def qm_path(lang: str) -> tuple[Path | None, str]:
    """The compiled translation of ``lang`` (compiling it first if needed) and a problem text."""
    folder = translations_dir()
    ts = folder / f"tarotdesk_{lang}.ts"
    shipped = folder / f"tarotdesk_{lang}.qm"
    if _fresh(shipped, ts):
        return shipped, ""
    if not ts.is_file():
        if shipped.is_file():
            return shipped, ""
        return None, f"no translation file for {lang!r} in {folder}"
    # Named after the text it was compiled from: two checkouts of different versions on one
    # machine (or a checkout moved back in time) never read each other's compiled texts.
    digest = hashlib.sha256(ts.read_bytes()).hexdigest()[:16]
    cached = cache_dir() / "translations" / f"tarotdesk_{lang}-{digest}.qm"
    if cached.is_file():
        return cached, ""
    problem = compile_ts(ts, cached)
    if problem:
        return (shipped if shipped.is_file() else None), problem
    _prune(cached.parent, lang)
    return cached, ""


#: Compiled translations of earlier texts kept in the cache (other checkouts may still use them).
KEPT_COMPILED = 4


def _prune(folder: Path, lang: str) -> None:
    # The cache keeps the few latest compilations of a language and nothing older.
    found = sorted(folder.glob(f"tarotdesk_{lang}*.qm"), key=lambda p: p.stat().st_mtime, reverse=True)
    for old in found[KEPT_COMPILED:]:
        try:
            old.unlink()
        except OSError:
            pass  # in use or gone: a cache may keep it


#: The window's texts that count with ``%n``, in English: (one, several). Qt's source texts are
#: the English plural, and with no English translation file "%n deals" would read "1 deals".
ENGLISH_COUNTS: dict[str, tuple[str, str]] = {
    "Unfinished: %n deals played": ("Unfinished: %n deal played", "Unfinished: %n deals played"),
    "Found in %n section(s)": ("Found in %n section", "Found in %n sections"),
    "and %n more": ("and %n more", "and %n more"),
    "%1: %n cards": ("%1: %n card", "%1: %n cards"),
    "%n cards won": ("%n card won", "%n cards won"),
    "%n errors so far; the report shows the last one.": (
        "%n error so far; the report shows it.", "%n errors so far; the report shows the last one."),
    "Click the cards to choose %n of them, then confirm (keys: Enter on each card, then Enter again).": (
        "Click a card to choose it, then confirm (keys: Enter on the card, then Enter again).",
        "Click the cards to choose %n of them, then confirm (keys: Enter on each card, then Enter again)."),
    "A game of %1 was left unfinished (%2): deal %3, %n moves made.\nResume it where it stopped?": (
        "A game of %1 was left unfinished (%2): deal %3, %n move made.\nResume it where it stopped?",
        "A game of %1 was left unfinished (%2): deal %3, %n moves made.\nResume it where it stopped?"),
}


class EnglishCounts(QTranslator):
    """The singular or plural English form of the texts of :data:`ENGLISH_COUNTS`; every other
    text is left to the next translator (``None`` tells Qt that this one has none)."""

    def translate(self, context: str, source: str, disambiguation: str | None = None,  # type: ignore[override]
                  n: int = -1) -> str | None:
        forms = ENGLISH_COUNTS.get(source)
        if forms is None:
            return None
        return forms[0] if n in (1, -1) else forms[1]


def _install_english_counts(app: QCoreApplication) -> None:
    counts = EnglishCounts(app)
    app.installTranslator(counts)
    _installed.append(counts)


def install_language(lang: str) -> list[str]:
    """Use ``lang`` for the window's texts; return the translation files that were loaded."""
    global last_problem
    last_problem = ""
    app = QCoreApplication.instance()
    if app is None:
        return []
    for t in _installed:
        app.removeTranslator(t)
    _installed.clear()
    loaded: list[str] = []
    if lang == "en":
        QLocale.setDefault(QLocale(QLocale.Language.English))
        _install_english_counts(app)
        return loaded
    QLocale.setDefault(QLocale(lang))
    qt_own = QTranslator(app)
    if qt_own.load(f"qtbase_{lang}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(qt_own)
        _installed.append(qt_own)
        loaded.append(f"qtbase_{lang}")
    path, problem = qm_path(lang)
    ours = QTranslator(app)
    if path is not None and ours.load(str(path)):
        app.installTranslator(ours)
        _installed.append(ours)
        loaded.append(f"tarotdesk_{lang}")
    else:
        last_problem = problem or f"{path} could not be loaded"
        _install_english_counts(app)  # the window then speaks English
    return loaded

