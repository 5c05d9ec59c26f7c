"""Which match a record is: the same match keeps its key through autosaves, resumes and undos.

A match is known by its game, its seed and the moment it was created: a resumed game keeps
its record's ``created`` date, a branch or a new game gets a new one.
"""

from __future__ import annotations

import hashlib
import re

from ..core.records import Record, now_iso
from .paths import RECORD_SUFFIX


def match_key(record: Record) -> str:
    """A text that is the same for every record of one match."""
    return f"{record.created}|{record.game}|{record.seed}"


def file_name(record: Record) -> str:
    """The saved-games file name of the match: its date, its game and a short check of its key."""
    created = record.created or now_iso()
    stamp = re.sub(r"[^0-9]", "", created)[:14]
    stamp = f"{stamp[:8]}-{stamp[8:14]}" if len(stamp) == 14 else (stamp or "game")
    check = hashlib.sha1(match_key(record).encode("utf-8")).hexdigest()[:6]
    return f"{stamp}-{record.game}-{check}{RECORD_SUFFIX}"
