"""Where tarotdesk keeps its data: the autosave, saved games, recent files and statistics.

The folder is ``platformdirs.user_data_dir("tarotdesk")``. ``TAROTDESK_DATA_DIR`` names another
one; when only ``TAROTDESK_CONFIG_DIR`` is set (a private profile, as tests and the screenshot
tool use), the data go into its ``data`` subfolder, so such runs never touch a real profile.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from ..core.safe_files import remove_stale_temporaries

DATA_ENV = "TAROTDESK_DATA_DIR"
#: The settings' folder (``tarotdesk.ui.model.settings`` reads it here); a private profile keeps its data beside them.
CONFIG_ENV = "TAROTDESK_CONFIG_DIR"
#: The extension of record files.
RECORD_SUFFIX = ".tarotdesk"


def user_folder(kind: str, env: str) -> Path:
    """The folder named by the environment variable ``env``, else the user's folder of ``kind`` for
    tarotdesk (``data``, ``config`` or ``cache``: platformdirs' ``user_<kind>_dir``)."""
    override = os.environ.get(env)
    if override:
        return Path(override)
    import platformdirs  # not needed (nor loaded) when the environment names the folder

    return Path(getattr(platformdirs, f"user_{kind}_dir")("tarotdesk", appauthor=False))


def data_dir() -> Path:
    """The folder that holds the data files (see the module documentation)."""
    config = os.environ.get(CONFIG_ENV)
    if config and not os.environ.get(DATA_ENV):
        return Path(config) / "data"
    return user_folder("data", DATA_ENV)


class _Entry:
    """A file or folder of a :class:`DataFolder`, read as its path: the entry's name below the root."""

    def __init__(self, name: str) -> None:
        self.name = name

    def __get__(self, folder: "DataFolder | None", owner: type | None = None) -> Path:
        if folder is None:  # read on the class (help(), documentation tools)
            return self  # type: ignore[return-value]
        return folder.root / self.name


@dataclass(frozen=True)
class DataFolder:
    """The files of one data folder."""

    root: Path

    @classmethod
    def default(cls) -> "DataFolder":
        """The user's data folder."""
        return cls(data_dir())

    #: The game in progress, rewritten after every action.
    autosave = _Entry("autosave" + RECORD_SUFFIX)
    #: Held by the running copy of the program that keeps the autosave (see ``instance_lock``).
    autosave_lock = _Entry("autosave.lock")
    #: The saved games: every game played here, finished or left unfinished.
    games = _Entry("games")
    #: What the saved-games list knows about each file (so it need not read them all again).
    games_index = _Entry("games-index.json")
    #: Files recently opened or saved.
    recent = _Entry("recent.json")
    #: The statistics of the games played.
    statistics = _Entry("statistics.json")

    def remove_stale_temporary_files(self) -> list[Path]:
        """Remove the temporary files that interrupted writes left in the folder and its saved
        games (only the writer's own names, only stale ones); the files removed."""
        return remove_stale_temporaries(self.root) + remove_stale_temporaries(self.games)
