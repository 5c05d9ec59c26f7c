"""Words for reason codes, events, phases and score lines, in English and Japanese.

Keys are ``reason.<code>``, ``event.<kind>``, ``phase.<name>``, ``line.<kind>`` and
``action.<kind>``; values map a language to a ``str.format`` template whose fields are the
parameters of the refusal or event. The tables are data (``resources/messages/*.toml``, read
by :func:`load_messages`); each game family adds its own table as ``Game.messages``, and this
module holds the ones every game shares. Unknown keys fall back to a readable form of the
key itself, so a missing text never hides what happened.
"""

from __future__ import annotations

import re
import string
import tomllib
from pathlib import Path
from typing import TYPE_CHECKING, Any, Mapping, Sequence

from ..resources import resource_path
from .actions import Action
from .cards import Card, card, is_card_code
from .events import Event, Refusal

if TYPE_CHECKING:
    from .packs import Pack

LANGS = ("en", "ja")

#: A message table: key -> language -> ``str.format`` template.
Texts = dict[str, dict[str, str]]


class MessageTableError(ValueError):
    """A message file that cannot be read as a table of texts in every language."""


def load_messages(path: Path) -> Texts:
    """A message table written as data: one TOML table per key, with ``en`` and ``ja`` texts.

    Read once, when the module that owns the table is imported. Raises :class:`MessageTableError`
    naming the file (and the key) if the file is not TOML, or a key lacks one of :data:`LANGS`,
    has another entry, or has a text that is not a string or is empty.
    """
    try:
        with path.open("rb") as f:
            table = tomllib.load(f)
    except tomllib.TOMLDecodeError as e:
        raise MessageTableError(f"{path}: {e}") from e
    for key, entry in table.items():
        if not isinstance(entry, dict) or set(entry) != set(LANGS):
            got = sorted(entry) if isinstance(entry, dict) else type(entry).__name__
            raise MessageTableError(f'{path}: ["{key}"] needs exactly {", ".join(LANGS)}, has {got}')
        for lang, template in entry.items():
            if not isinstance(template, str) or not template:
                raise MessageTableError(f'{path}: ["{key}"] {lang} must be a text that is not empty')
    return table


CORE_MESSAGES: Texts = load_messages(resource_path("messages", "core.toml"))


class _Missing:
    """A parameter the caller did not give: shown as its placeholder, whatever its format."""

    __slots__ = ("key",)

    def __init__(self, key: str) -> None:
        self.key = key


class _Formatter(string.Formatter):
    """``str.format`` plus counted nouns for English: ``{count:|card|cards}`` gives "1 card" and
    "3 cards"; the part before the first bar formats the number (``{units:+d|unit|units}``
    gives "-1 unit")."""

    def get_value(self, key: int | str, args: Sequence[Any], kwargs: Mapping[str, Any]) -> Any:
        if isinstance(key, str):
            return kwargs[key] if key in kwargs else _Missing(key)
        return super().get_value(key, args, kwargs)

    def format_field(self, value: Any, format_spec: str) -> str:
        if isinstance(value, _Missing):
            return "{" + value.key + "}"
        if format_spec.count("|") == 2:
            number_spec, one, many = format_spec.split("|")
            return counted(value, one, many, number_spec)
        return format(value, format_spec)


_FORMATTER = _Formatter()


def counted(value: Any, one: str, many: str, number_spec: str = "") -> str:
    """A number and its English noun: "1 card", "3 cards", "-1 unit" (``number_spec`` formats
    the number, as ``{count:+d|unit|units}`` does in a template)."""
    single = isinstance(value, int) and not isinstance(value, bool) and abs(value) == 1
    return f"{format(value, number_spec)} {one if single else many}"


_CODE_LIST = re.compile(r"[\s+,]+")
_WORD_VALUE = re.compile(r"[a-z][a-z0-9-]*")
_DOUBLE_THE = re.compile(r"\b([Tt]he) The\b")
_DOUBLE_WORD = re.compile(r"\b([A-Z][a-z]+) \1\b")


def card_names(value: Any, lang: str, pack: "Pack") -> Any:
    """``value`` with its cards named as ``pack`` names them in ``lang``.

    This is the one place where a card in a text becomes words, for the window, the headless
    tool and the record reader alike: a card, a card code, a list of either, or a text of
    several codes ("DK H6 HJ", "C6+H4") become names; anything else is returned unchanged.
    """
    if isinstance(value, Card):
        return pack.name(value, lang)
    if isinstance(value, str) and value:
        if is_card_code(value):
            return pack.name(card(value), lang)
        codes = _CODE_LIST.split(value.strip())
        if len(codes) > 1 and all(is_card_code(c) for c in codes):
            return card_list(lang, [pack.name(card(c), lang) for c in codes])
        return value
    if isinstance(value, (list, tuple)) and value and all(
            isinstance(v, Card) or (isinstance(v, str) and is_card_code(v)) for v in value):
        return card_list(lang, [pack.name(v if isinstance(v, Card) else card(v), lang) for v in value])
    return value


def card_list(lang: str, names: Sequence[str]) -> str:
    """Card names joined as the language lists them (Japanese takes the ideographic comma)."""
    return ("、" if lang == "ja" else ", ").join(names)


def tidy(shown: str, lang: str) -> str:
    """A finished English text without the doubled words a card name can bring: a name that has
    its own article or rank word after the template's ("the The Fool", "Ace Ace of Coins")."""
    if lang != "en":
        return shown
    return _DOUBLE_WORD.sub(r"\1", _DOUBLE_THE.sub(r"\1", shown))


def text(key: str, lang: str = "en", params: Mapping[str, Any] | None = None,
         tables: tuple[Mapping[str, Mapping[str, str]], ...] = (), pack: "Pack | None" = None) -> str:
    """The text for ``key`` in ``lang`` with ``params`` filled in (first table that has it wins).

    With ``pack``, cards among the parameters are named (:func:`card_names`) and an ``action``
    parameter reads as its button does ("Play 6 of Hearts", not ``play:H6``): the texts of the
    headless tool and of record errors say what the window says."""
    for table in (*tables, CORE_MESSAGES):
        entry = table.get(key)
        if entry:
            template = entry.get(lang) or entry.get("en") or ""
            if pack is not None and params:
                params = named_params(params, lang, pack, tables)
            shown = _FORMATTER.vformat(template, (), params or {})
            return tidy(shown, lang) if pack is not None else shown
    return key.split(".", 1)[-1].replace("-", " ").replace("_", " ")


def named_params(params: Mapping[str, Any], lang: str, pack: "Pack",
                 tables: tuple[Mapping[str, Mapping[str, str]], ...] = ()) -> dict[str, Any]:
    """``params`` with cards named and an ``action`` given as its label (see :func:`text`)."""
    out: dict[str, Any] = {}
    for k, v in params.items():
        if k == "action" and isinstance(v, str) and v:
            try:
                out[k] = action_text(Action.parse(v), lang, tables, pack.name)
            except (ValueError, KeyError, LookupError):
                out[k] = v
        elif isinstance(v, str) and _WORD_VALUE.fullmatch(v) and any("word." + v in t for t in tables):
            out[k] = text("word." + v, lang, None, tables)  # a word of the game ("both", "all-pass")
        else:
            out[k] = card_names(v, lang, pack)
    return out


def has_text(key: str, lang: str, tables: tuple[Mapping[str, Mapping[str, str]], ...] = ()) -> bool:
    """True if some table has ``key`` in ``lang`` (used by the translation completeness tests)."""
    return any(key in t and lang in t[key] for t in (*tables, CORE_MESSAGES))


def refusal_text(refusal: Refusal, lang: str = "en",
                 tables: tuple[Mapping[str, Mapping[str, str]], ...] = (), pack: "Pack | None" = None) -> str:
    """A refusal in words (cards named when ``pack`` is given)."""
    return text("reason." + refusal.code, lang, refusal.params, tables, pack)


def event_text(event: Event, lang: str = "en",
               tables: tuple[Mapping[str, Mapping[str, str]], ...] = (), pack: "Pack | None" = None) -> str:
    """An event in words (``seat`` and ``points`` are available to the template; cards named
    when ``pack`` is given)."""
    return text("event." + event.kind, lang, event_params(event), tables, pack)


def event_params(event: Event) -> dict[str, Any]:
    """Template parameters of an event: its data, with the event's own seat and points on top
    (a ``points`` entry in the data, such as the card points behind a score, must not replace
    the points the event scores)."""
    params: dict[str, Any] = dict(event.data)
    if event.seat is not None or "seat" not in params:
        params["seat"] = event.seat
    if event.points is not None or "points" not in params:
        params["points"] = event.points
    return params


def action_text(action: Action, lang: str = "en",
                tables: tuple[Mapping[str, Mapping[str, str]], ...] = (),
                card_name: Any = None) -> str:
    """An action as a button label: ``action.<kind>.<word>`` if defined, else ``action.<kind>``.

    Template fields: ``{word}`` (the first word, itself translated through ``word.<word>`` when
    such a key exists), ``{cards}`` (card names joined, via ``card_name(card, lang)``),
    ``{cards2}`` (the same for the second card argument, e.g. the table cards of a capture) and
    ``{rest}`` (the words after the first, each translated like ``{word}``, joined by spaces).
    """
    word = action.word
    cards = action.cards
    card_args = action.card_args()

    def names(group: tuple) -> str:
        if card_name is None:
            return ", ".join(c.code for c in group)
        return card_list(lang, [card_name(c, lang) for c in group])

    def word_text(w: str) -> str:
        return text("word." + w, lang, None, tables) if has_text("word." + w, lang, tables) else w

    params = {"word": word_text(word) if word else "", "cards": names(cards),
              "cards2": names(card_args[1]) if len(card_args) > 1 else "",
              "rest": " ".join(word_text(w) for w in action.words()[1:])}
    if word:
        key = f"action.{action.kind}.{word}"
        if has_text(key, lang, tables):
            return text(key, lang, params, tables)
    return text("action." + action.kind, lang, params, tables)
