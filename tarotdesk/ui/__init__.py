"""The Qt user interface: the only package of tarotdesk that imports PySide6.

Importing it first protects the interpreter from a reference-counting fault of some PySide6
builds on Python 3.11 (see :mod:`.qt_guard`).
"""

from . import qt_guard

qt_guard.protect_none()
