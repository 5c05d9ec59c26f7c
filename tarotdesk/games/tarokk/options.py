"""The rule options of Hungarian Tarokk (spec §8.2) and the match's typed rules built from them.

The options are data (``resources/options/tarokk.toml``): their defaults, labels and one-line
help in both languages.
"""

from __future__ import annotations

from typing import Any, Mapping

from ...core.game import OptionSpec
from ...core.rules_options import build_rules, load_option_specs
from ...resources import resource_path
from .rules import TarokkRules

OPTION_SPECS: tuple[OptionSpec, ...] = load_option_specs(resource_path("options", "tarokk.toml"))


def tarokk_rules(options: Mapping[str, Any]) -> TarokkRules:
    """The typed rules of a match with these resolved options (one object for equal options)."""
    return build_rules(TarokkRules, OPTION_SPECS, options)
