"""The rule options of spec §11.4, which of them each game offers, and the match's typed rules.

The options are data (``resources/options/lombardy.toml``): their defaults, labels and one-line
help in both languages. Each game lists only the options that can change something in it
(``leftover_rule`` matters only where piles can leave cards over a batch; the auction options
only in the Ombre family). The spec's list option ``surrender_variants`` becomes one switch per
game, ``surrender``, whose default is on exactly for the games the spec's default list names.
"""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache
from typing import Any, Mapping

from ...core.game import OptionSpec
from ...core.rules_options import build_rules, load_option_specs
from ...resources import resource_path
from .rules import LombardyRules, Variant

#: Every option of the family as data (``resources/options/lombardy.toml``), in the order shown.
FAMILY_SPECS: tuple[OptionSpec, ...] = load_option_specs(resource_path("options", "lombardy.toml"))


def option_specs(v: Variant) -> tuple[OptionSpec, ...]:
    """The options that apply to variant ``v``, with its defaults."""
    offered = {"deal_packet_size", "fool_exchange_card"}
    if v.key == "reseghino3":
        offered |= {"exposure_in_reseghino", "monte_in_reseghino"}
    if v.auction:
        offered |= {"all_pass", "named_card_in_discard", "surrender", "ombre_rounds"}
    if v.called_partner:
        offered |= {"ombre57_win_min", "capot_scope"}
    if v.batch == 4:
        offered.add("leftover_rule")
    return tuple(replace(s, default=v.surrender_default) if s.name == "surrender" else s
                 for s in FAMILY_SPECS if s.name in offered)


def lombardy_rules(v: Variant, options: Mapping[str, Any]) -> LombardyRules:
    """The rules of a match of ``v`` with these resolved options (one object for equal options).

    The options ``v`` does not offer keep the defaults of the family's specs.
    """
    return build_rules(LombardyRules, _rules_specs(v), options, v)


@lru_cache(maxsize=None)
def _rules_specs(v: Variant) -> tuple[OptionSpec, ...]:
    offered = option_specs(v)
    names = {s.name for s in offered}
    return offered + tuple(s for s in FAMILY_SPECS if s.name not in names)
