"""Search support of Hungarian Tarokk."""

from __future__ import annotations

from ..families import FamilySupport
from ..kernels import tarokk as kernel

SUPPORT = FamilySupport(
    family="tarokk",
    kernel=kernel.from_deal,  # type: ignore[arg-type]
    scale=lambda deal: kernel.SCALE,
    model_phases=frozenset({"bidding", "contract", "annulment", "surrender", "announcements"}),
)
