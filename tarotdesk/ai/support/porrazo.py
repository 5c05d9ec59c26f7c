"""Search support of Porrazo."""

from __future__ import annotations

from ..families import FamilySupport
from ..kernels import porrazo as kernel

SUPPORT = FamilySupport(
    family="porrazo",
    kernel=kernel.from_deal,  # type: ignore[arg-type]
    scale=lambda deal: kernel.SCALE,
)
