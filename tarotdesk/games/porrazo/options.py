"""Porrazo's rule options and the match's typed rules built from them.

The options are data (``resources/options/porrazo.toml``): their defaults (the spec's reading of
the seed), labels and one-line help in both languages, choices, limits and player counts.
"""

from __future__ import annotations

from typing import Any, Mapping

from ...core.game import OptionSpec
from ...core.rules_options import build_rules, load_option_specs
from ...resources import resource_path
from .rules import PorrazoRules

OPTION_SPECS: tuple[OptionSpec, ...] = load_option_specs(resource_path("options", "porrazo.toml"))
#: The player counts that may play in teams: those of the team option.
TEAM_COUNTS: tuple[int, ...] = next(o.players or () for o in OPTION_SPECS if o.name == "teams")


def rules_of(options: Mapping[str, Any]) -> PorrazoRules:
    """The typed rules of a match with these resolved options (equal options: the same object)."""
    return build_rules(PorrazoRules, OPTION_SPECS, options)


def uses_teams(n_players: int, rules: PorrazoRules) -> bool:
    """True when the match is played in two teams (an option for some player counts only)."""
    return rules.teams and n_players in TEAM_COUNTS
