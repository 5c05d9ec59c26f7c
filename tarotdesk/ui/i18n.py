"""Installing the translations of the window's own texts for a language.

The window's texts go through Qt's translation functions; their translations are compiled
``tarotdesk_<lang>.qm`` files in the ``translations`` folder, and Qt's own (standard buttons)
come with Qt. Installing or removing a translator makes Qt send ``LanguageChange`` to every
widget, which then calls its ``retranslate()``.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from ..resources import translations_dir

_installed: list[QTranslator] = []


def install_language(lang: str) -> list[str]:
    """Use ``lang`` for the window's texts; return the translation files that were loaded."""
    app = QCoreApplication.instance()
    if app is None:
        return []
    for t in _installed:
        app.removeTranslator(t)
    _installed.clear()
    loaded: list[str] = []
    if lang == "en":
        QLocale.setDefault(QLocale(QLocale.Language.English))
        return loaded
    QLocale.setDefault(QLocale(lang))
    candidates = [
        (f"qtbase_{lang}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)),
        (f"tarotdesk_{lang}", str(translations_dir())),
    ]
    for name, folder in candidates:
        t = QTranslator(app)
        if t.load(name, folder):
            app.installTranslator(t)
            _installed.append(t)
            loaded.append(name)
    return loaded
