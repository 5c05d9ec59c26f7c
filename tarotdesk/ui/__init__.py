"""The Qt user interface: the only package of tarotdesk that imports PySide6.

Some of its modules hold the table's logic without Qt (:mod:`.decisions`, :mod:`.input_state`,
:mod:`.table_geometry`, :mod:`.controller`), so importing the package itself loads no Qt.
"""
