"""Keeping games: the autosave, saved games and their list, recent files, statistics, replays.

Pure Python (no Qt), so the window, the tests and tools share it. Every file is written
through a temporary file and a rename (:func:`.files.write_text`), and every failure comes back
as a :class:`.files.StorageError` (writing) or a :class:`~tarotdesk.core.records.RecordError`
(reading a record) that the window can put into words: nothing here ever lets a damaged file
or a full disk stop a game.
"""
