"""The application's settings: a small JSON file in the user's configuration folder.

The file lives in ``platformdirs.user_config_dir("tarotdesk")`` (or in the folder named by the
``TAROTDESK_CONFIG_DIR`` environment variable, which tests and the screenshot tool use so they
never touch a real profile). A missing, unreadable or damaged file never stops the program:
:func:`load_settings` returns the defaults together with a :class:`SettingsProblem` saying
what was wrong, which the window reports once in the user's language. A damaged file (not
UTF-8, not JSON, not settings) is renamed ``settings-damaged-<date>.json`` beside it, as a
damaged autosave is, so that the next save does not replace it; a folder, a pipe, a file far
too large or one we may not read in its place is left where it is. The file is read and
written as the data files are (``tarotdesk.core.safe_files``, ``tarotdesk.storage.files``):
a folder, a pipe or a device in its place is refused at once, a write is atomic and synced.
Pure Python, no Qt.
"""

from __future__ import annotations

import json
import locale
import os
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from ...core.records import now_iso
from ...core.safe_files import FileRefused, read_bounded, remove_stale_temporaries
from ...storage.files import StorageError, write_text
from ...storage.paths import CONFIG_ENV, user_folder
from .motion import system_reduces_motion

FILE_NAME = "settings.json"
#: Largest settings file read (the program writes a few kilobytes).
MAX_SETTINGS_BYTES = 1024 * 1024

#: Animation speeds offered to the user: name -> milliseconds for one card movement.
ANIMATION_SPEEDS: dict[str, int] = {"instant": 0, "fast": 140, "normal": 280, "slow": 520}
#: The speed of a person who has not chosen one: cards move, as at a card table, unless the
#: system asks for reduced motion (then they are placed at once).
MOVING_SPEED = "normal"
STILL_SPEED = "instant"
#: Hand orders: trumps before or after the suits; suits high to low or low to high.
SORT_ORDERS = ("trumps-first", "trumps-last")
LANGUAGES = ("en", "ja")
#: The rule pane's reading modes ("" = the window's language, "both" = side by side).
RULES_LANGUAGES = ("", "en", "ja", "both")
#: How a completed trick (or a fishing capture) leaves the table: after a pause, or on a click.
COLLECT_MODES = ("auto", "click")
#: The pause before an automatic collection may be chosen in this range (seconds; 0: at once).
COLLECT_SECONDS_RANGE = (0.0, 10.0)
#: The loudness of the sounds may be chosen in this range (percent; 0 is silent).
SOUND_VOLUME_RANGE = (0, 100)
#: How large an enlarged card is, in percent of the hand's cards (it never outgrows the table).
ZOOM_SIZES = (200, 300, 400)


def system_language() -> str:
    """``ja`` when the system locale is Japanese, else ``en``."""
    for var in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        value = os.environ.get(var)
        if value:
            return "ja" if value.lower().startswith("ja") else "en"
    try:
        loc = locale.getlocale()[0] or ""
    except ValueError:
        loc = ""
    return "ja" if loc.lower().startswith("ja") else "en"


@dataclass
class Settings:
    """Every user setting with its default."""

    language: str = field(default_factory=system_language)
    # "" until the person chooses a speed: the system's preference decides (see animation_speed).
    animation: str = ""
    sort_order: str = "trumps-first"
    sort_descending: bool = True
    highlight_legal: bool = True
    four_colour: bool = False
    point_marks: bool = False
    french_tarot: bool = False
    show_last_trick: bool = True
    # A completed trick stays until a click, or until this many seconds have passed ("auto"):
    # long enough to read every card of it.
    collect_tricks: str = "auto"
    collect_seconds: float = 2.0
    allow_undo: bool = False  # practice: undo back to the start of one's previous decision
    rules_language: str = ""  # the rule pane's reading: "ja", "en", "both"; "" follows the language
    geometry: str = ""  # the main window's saved geometry (base64)
    window_state: str = ""  # docks and toolbars (base64)
    new_game: dict[str, Any] = field(default_factory=dict)  # the last new-game choices
    learn_offered: bool = False  # the "Learn to play" page was shown once (at the first start)
    # Short sounds for a card played, a trick taken, your turn and a deal's end; silent where the
    # system has no player or no audio device.
    sound: bool = True
    sound_volume: int = 60
    # Cards for poor sight: four strong colours, large indices and outlines; a card enlarged on a
    # right-click or Z (and, when asked, when the pointer rests on it).
    high_contrast: bool = False
    zoom_on_hover: bool = False
    zoom_size: int = 300

    @property
    def collect_ms(self) -> int | None:
        """How long a completed trick stays on the table in milliseconds; None: until a click.

        The pause is the one chosen whatever the animation speed: with cards placed at once a
        trick still needs its time to be read.
        """
        if self.collect_tricks == "click":
            return None
        return round(self.collect_seconds * 1000)

    @property
    def animation_speed(self) -> str:
        """The speed in use: the one the person chose, else the system's preference (cards move
        unless it asks for reduced motion)."""
        if self.animation in ANIMATION_SPEEDS:
            return self.animation
        return STILL_SPEED if system_reduces_motion() else MOVING_SPEED

    @property
    def animation_ms(self) -> int:
        """Duration of one card movement in milliseconds (0 = instant)."""
        return ANIMATION_SPEEDS[self.animation_speed]

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready dict."""
        return asdict(self)


def config_dir() -> Path:
    """The folder that holds the settings file."""
    return user_folder("config", CONFIG_ENV)


def settings_path() -> Path:
    """The settings file."""
    return config_dir() / FILE_NAME


@dataclass(frozen=True)
class SettingsProblem:
    """Why saved settings could not (all) be used, for the window to say in the user's language.

    ``kind``: ``unreadable``, ``damaged``, ``not-settings``, ``invalid-values`` or ``unsaved``;
    ``detail``: the system's message or the names of the rejected entries; ``kept``: where a
    damaged file was set aside (renamed, so that the next save does not replace it), if it was.
    """

    kind: str
    path: str
    detail: str = ""
    kept: str = ""


def _set_aside(path: Path) -> str:
    """Rename a damaged settings file of ours so that it is kept, not written over; the new name,
    or "" if it could not be renamed."""
    stamp = now_iso().replace(":", "").replace("-", "")[:15]
    for n in range(100):
        target = path.with_name(f"settings-damaged-{stamp}{f'-{n}' if n else ''}.json")
        if target.exists() or target.is_symlink():
            continue
        try:
            os.replace(path, target)
        except OSError:
            return ""
        return str(target)
    return ""


def _checked(defaults: Settings, data: dict[str, Any]) -> tuple[Settings, list[str]]:
    # Keep every valid value; drop (and name) the rest, so one bad entry costs only itself.
    values: dict[str, Any] = {}
    bad: list[str] = []
    for f in fields(Settings):
        if f.name not in data:
            continue
        value = data[f.name]
        default = getattr(defaults, f.name)
        ok = type(value) is type(default)
        if ok and f.name == "language":
            ok = value in LANGUAGES
        elif ok and f.name == "animation":
            ok = value == "" or value in ANIMATION_SPEEDS
        elif ok and f.name == "sort_order":
            ok = value in SORT_ORDERS
        elif ok and f.name == "rules_language":
            ok = value in RULES_LANGUAGES
        elif ok and f.name == "collect_tricks":
            ok = value in COLLECT_MODES
        elif ok and f.name == "sound_volume":
            ok = SOUND_VOLUME_RANGE[0] <= value <= SOUND_VOLUME_RANGE[1]
        elif ok and f.name == "zoom_size":
            ok = value in ZOOM_SIZES
        elif f.name == "collect_seconds":
            # JSON writes 2.0 as 2.0, but a hand-edited file may say 2.
            ok = isinstance(value, (int, float)) and not isinstance(value, bool) and \
                COLLECT_SECONDS_RANGE[0] <= value <= COLLECT_SECONDS_RANGE[1]
            value = float(value) if ok else value
        if ok:
            values[f.name] = value
        else:
            bad.append(f.name)
    return Settings(**{**asdict(defaults), **values}), bad


def load_settings(path: Path | None = None) -> tuple[Settings, SettingsProblem | None]:
    """The saved settings, or the defaults plus what prevented using them.

    Temporary files that an interrupted save left beside the file are removed first (only the
    writer's own, see :func:`tarotdesk.core.safe_files.remove_stale_temporaries`).
    """
    path = path or settings_path()
    defaults = Settings()
    remove_stale_temporaries(path.parent)
    try:
        raw = read_bounded(path, MAX_SETTINGS_BYTES, "a settings file").decode("utf-8")
    except FileRefused as exc:
        if exc.kind == "missing":
            return defaults, None
        return defaults, SettingsProblem("unreadable", str(path), exc.message)  # not ours to move
    except UnicodeDecodeError as exc:
        return defaults, SettingsProblem("damaged", str(path), f"not UTF-8 text (byte {exc.start})",
                                         _set_aside(path))
    try:
        data = json.loads(raw)
    except (json.JSONDecodeError, RecursionError, ValueError) as exc:
        detail = f"{exc.msg}, line {exc.lineno}" if isinstance(exc, json.JSONDecodeError) else type(exc).__name__
        return defaults, SettingsProblem("damaged", str(path), detail, _set_aside(path))
    if not isinstance(data, dict):
        return defaults, SettingsProblem("not-settings", str(path), "", _set_aside(path))
    settings, bad = _checked(defaults, data)
    if bad:
        return settings, SettingsProblem("invalid-values", str(path), ", ".join(bad))
    return settings, None


def save_settings(settings: Settings, path: Path | None = None) -> SettingsProblem | None:
    """Write the settings atomically; return None, or what went wrong."""
    path = path or settings_path()
    try:
        write_text(path, json.dumps(settings.to_json(), ensure_ascii=False, indent=1))
    except StorageError as exc:
        return SettingsProblem("unsaved", str(path), exc.detail)
    return None
