"""The shared builder of typed rules: defaults from the specs, one object per options, refusals."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from tarotdesk.core.game import OptionError, OptionSpec
from tarotdesk.core.rules_options import OptionsRefused, build_rules, refuse, rules_fields_mismatch

SPECS = (
    OptionSpec("double", True, {"en": "Double"}, {"en": "Doubles."}),
    OptionSpec("limit", 5, {"en": "Limit"}, {"en": "A limit."}, minimum=0, maximum=9),
    OptionSpec("order", ["a", "b"], {"en": "Order"}, {"en": "An order."}),
)


@dataclass(frozen=True)
class _Rules:
    double: bool
    limit: int
    order: tuple[str, ...]

    def __post_init__(self) -> None:
        if self.limit > 7 and not self.double:
            raise refuse("option.limit-needs-double", "a limit above 7 needs the double", limit=self.limit)


@dataclass(frozen=True)
class _Base:
    name: str


@dataclass(frozen=True)
class _BasedRules(_Base):
    double: bool
    limit: int
    order: tuple[str, ...]


def test_absent_options_take_the_spec_defaults() -> None:
    rules = build_rules(_Rules, SPECS, {"limit": 3})
    assert rules == _Rules(double=True, limit=3, order=("a", "b"))


def test_equal_options_share_one_object() -> None:
    assert build_rules(_Rules, SPECS, {"limit": 2}) is build_rules(_Rules, SPECS, {"limit": 2, "double": True})


def test_the_base_gives_the_other_fields() -> None:
    base = _Base("lombardy4")
    rules = build_rules(_BasedRules, SPECS, {}, base)
    assert (rules.name, rules.limit) == ("lombardy4", 5)
    assert rules_fields_mismatch(_BasedRules, SPECS, base) == []


def test_a_spec_without_its_field_is_named() -> None:
    extra = SPECS + (OptionSpec("more", False, {"en": "More"}, {"en": "More."}),)
    assert rules_fields_mismatch(_Rules, extra) == ["spec more"]
    assert rules_fields_mismatch(_Rules, SPECS[:2]) == ["field order"]
    with pytest.raises(TypeError, match="spec more"):
        build_rules(_Rules, extra, {})


def test_a_refused_combination_says_why_in_each_language() -> None:
    table = {"option.limit-needs-double": {"en": "Limit {limit} needs the double.", "ja": "上限{limit}にはダブルが必要です。"}}
    with pytest.raises(OptionsRefused) as caught:
        build_rules(_Rules, SPECS, {"limit": 8, "double": False})
    assert isinstance(caught.value, OptionError)
    assert caught.value.text("ja", (table,)) == "上限8にはダブルが必要です。"
    assert caught.value.text("en", (table,)) == "Limit 8 needs the double."
    assert caught.value.text("ja") == "a limit above 7 needs the double"
