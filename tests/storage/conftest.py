"""The storage tests share a small kit of played matches (``storage_kit.py``)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
