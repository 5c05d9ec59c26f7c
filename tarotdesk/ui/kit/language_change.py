"""Widgets whose texts follow the language: Qt's ``LanguageChange`` calls their ``retranslate()``.

Installing or removing a translator (see :mod:`tarotdesk.ui.kit.i18n`) makes Qt send ``LanguageChange``
to every widget. A widget that sets its texts in ``retranslate()`` names :class:`FollowsLanguage`
before its Qt base class, so that the event reaches that method in one place.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent


class FollowsLanguage:
    """Mixin for a Qt widget with a ``retranslate()`` method; list it before the Qt class."""

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt API
        """Set the texts again when the language changed, then let Qt handle the event."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()  # type: ignore[attr-defined]
        super().changeEvent(event)  # type: ignore[misc]
