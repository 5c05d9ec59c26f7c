"""Search support of Cirulla."""

from __future__ import annotations

from ..families import FamilySupport
from . import kernel

SUPPORT = FamilySupport(
    family="cirulla",
    kernel=kernel.from_deal,  # type: ignore[arg-type]
    scale=lambda deal: kernel.SCALE,
)
