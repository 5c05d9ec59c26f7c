"""Search support of the six Lombard games."""

from __future__ import annotations

from ...games.lombardy.deal import LombardDeal
from ..families import FamilySupport
from ..kernels import lombardy as kernel


def _scale(deal: LombardDeal) -> float:
    return kernel.SCALE[deal.rules.key]


SUPPORT = FamilySupport(
    family="lombardy",
    kernel=kernel.from_deal,  # type: ignore[arg-type]
    scale=_scale,  # type: ignore[arg-type]
    model_phases=frozenset({"auction", "surrender", "partner-call", "monte", "monte-answer"}),
)
