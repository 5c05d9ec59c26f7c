"""Search support of Porrazo."""

from __future__ import annotations

from ..families import FamilySupport
from . import kernel

SUPPORT = FamilySupport(
    family="porrazo",
    kernel=kernel.from_deal,  # type: ignore[arg-type]
    scale=lambda deal: kernel.SCALE,
)
