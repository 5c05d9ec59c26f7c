"""Cirulla's rule options and the match's typed rules built from them.

The options are data (``resources/options/cirulla.toml``): their defaults (the spec's), labels
and one-line help in both languages, choices and limits.
"""

from __future__ import annotations

from typing import Any, Mapping

from ...core.game import OptionSpec
from ...core.rules_options import build_rules, load_option_specs
from ...resources import resource_path
from .rules import CirullaRules

OPTION_SPECS: tuple[OptionSpec, ...] = load_option_specs(resource_path("options", "cirulla.toml"))


def rules_of(options: Mapping[str, Any]) -> CirullaRules:
    """The typed rules of a match with these resolved options (equal options: the same object)."""
    return build_rules(CirullaRules, OPTION_SPECS, options)
