"""Typed rules of a match: one frozen object per family, filled once from the resolved options.

A family declares its rules as a frozen dataclass with one field per option spec, named like
the option and without a default of its own: a default lives only in the :class:`OptionSpec`.
:func:`build_rules` fills it from the options :meth:`Game.resolve_options` returned, and the
deal, the scoring, the views and the AI read ``rules.<name>`` instead of an option dictionary.
This module is the one place that reads an option dictionary by name.

How options combine is decided in the rules class, once: its ``__post_init__`` either refuses an
impossible combination with :func:`refuse` (the new-game dialog and the headless tool say why in
the player's language) or defines what the combination means, and the options' help texts say so.
A family's ``Game.check_options`` builds its rules, so a refused combination never starts a match.
"""

from __future__ import annotations

import tomllib
from dataclasses import fields, is_dataclass
from pathlib import Path
from typing import Any, Iterable, Mapping, TypeVar

from . import messages
from .game import OptionError, OptionSpec

R = TypeVar("R")

#: Rules already built, by (class, base, options): every deal of a match and every copy a search
#: makes share one object instead of building it again.
_BUILT: dict[tuple[Any, ...], Any] = {}
_BUILT_LIMIT = 512


def build_rules(cls: type[R], specs: Iterable[OptionSpec], options: Mapping[str, Any],
                base: Any = None) -> R:
    """The typed rules ``cls`` of a match with these resolved ``options``.

    ``cls`` is a frozen dataclass. Each field named like one of ``specs`` holds that option's value
    from ``options``, or the spec's default when the option is absent (resolved options leave out
    the options of other player counts). Every other field is copied from ``base``, a frozen
    dataclass whose fields ``cls`` shares (Lombardy's rules are its game's :class:`Variant` and
    its options). A list option is held as a tuple, so the rules stay immutable.

    Raises :class:`TypeError` if ``cls`` and the specs do not match field for field (a programming
    error), and :class:`OptionsRefused` if ``cls`` refuses the combination (see :func:`refuse`).
    Equal options with the same ``base`` return the same object.
    """
    specs = tuple(specs)
    values = {s.name: _frozen(options.get(s.name, s.default)) for s in specs}
    key = (cls, id(base), tuple(values.items()))
    built = _BUILT.get(key)
    if built is not None and built[0] is base:
        return built[1]
    missing = rules_fields_mismatch(cls, specs, base)
    if missing:
        raise TypeError(f"{cls.__name__} and its option specs differ: {', '.join(missing)}")
    if base is not None:
        values = {f.name: getattr(base, f.name) for f in fields(base)} | values
    rules = cls(**values)
    if len(_BUILT) >= _BUILT_LIMIT:
        _BUILT.clear()
    _BUILT[key] = (base, rules)
    return rules


def rules_fields_mismatch(cls: type, specs: Iterable[OptionSpec], base: Any = None) -> list[str]:
    """What keeps ``cls`` from holding exactly these options (empty when it does).

    Names a spec without a field (``"spec x"``) and a field that is neither an option nor one of
    ``base``'s fields (``"field y"``): the family tests call this to keep both lists in step.
    """
    if not is_dataclass(cls):
        return [f"{cls.__name__} is not a dataclass"]
    own = {f.name for f in fields(cls)}
    names = [s.name for s in specs]
    inherited = {f.name for f in fields(base)} if base is not None else set()
    problems = [f"spec {n}" for n in names if n not in own]
    problems += [f"field {n}" for n in sorted(own - set(names) - inherited)]
    return problems


class OptionsRefused(OptionError):
    """Options that cannot be played together, with a text in each language.

    ``key`` names a text of the family's message table (``Game.messages``, ``option.<what>``) in
    English and Japanese, filled with ``params``; ``str()`` is the English message, for logs and
    callers without a language.
    """

    def __init__(self, key: str, message: str, **params: Any) -> None:
        super().__init__(message)
        self.key = key
        self.params = params

    def text(self, lang: str, tables: tuple[Mapping[str, Mapping[str, str]], ...] = ()) -> str:
        """The refusal in ``lang``, from the first of ``tables`` that has its key."""
        if not any(self.key in t for t in tables):
            return str(self)
        return messages.text(self.key, lang, self.params, tables)


def refuse(key: str, message: str, **params: Any) -> OptionsRefused:
    """The error a rules class raises for an impossible combination (see :class:`OptionsRefused`)."""
    return OptionsRefused(key, message, **params)


def load_option_specs(path: Path) -> tuple[OptionSpec, ...]:
    """A family's option specs, written as data: one TOML table per option, in the order shown.

    Each table is named after its option and holds ``default``, ``label`` and ``help`` (each with
    ``en`` and ``ja``), and where the option has them ``choices``, ``choice_labels``,
    ``minimum``, ``maximum`` and ``players`` (see :class:`OptionSpec`).
    """
    with path.open("rb") as f:
        table = tomllib.load(f)
    return tuple(_spec(name, dict(row)) for name, row in table.items())


def _spec(name: str, row: dict[str, Any]) -> OptionSpec:
    for key in ("choices", "players"):
        if key in row:
            row[key] = tuple(row[key])
    return OptionSpec(name, row.pop("default"), row.pop("label"), row.pop("help"), **row)


def _frozen(value: Any) -> Any:
    return tuple(value) if isinstance(value, list) else value
