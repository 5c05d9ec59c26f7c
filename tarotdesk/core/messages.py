"""Words for reason codes, events, phases and score lines, in English and Japanese.

Keys are ``reason.<code>``, ``event.<kind>``, ``phase.<name>``, ``line.<kind>`` and
``action.<kind>``; values map a language to a ``str.format`` template whose fields are the
parameters of the refusal or event. Each game family adds its own table as ``Game.messages``;
this module holds the ones every game shares. Unknown keys fall back to a readable form of the
key itself, so a missing text never hides what happened.
"""

from __future__ import annotations

import string
from typing import Any, Mapping, Sequence

from .actions import Action
from .events import Event, Refusal

LANGS = ("en", "ja")

CORE_MESSAGES: dict[str, dict[str, str]] = {
    "reason.not-your-turn": {
        "en": "It is not your turn: seat {current} is to act.",
        "ja": "あなたの番ではありません(手番は席{current}です)。",
    },
    "reason.deal-over": {"en": "The deal is over.", "ja": "このディールは終了しています。"},
    "reason.deal-in-progress": {"en": "The deal is still being played.", "ja": "ディールはまだ続いています。"},
    "reason.unknown-action": {
        "en": "That is not a possible action now ({action}).",
        "ja": "今はその行動はできません({action})。",
    },
    "reason.card-not-in-hand": {
        "en": "You do not hold {card}.",
        "ja": "{card}は手札にありません。",
    },
    "reason.wrong-phase": {
        "en": "That action belongs to another phase of the deal.",
        "ja": "その行動は今のフェーズではできません。",
    },
    "event.deal_over": {"en": "The deal is over.", "ja": "ディール終了。"},
    "event.match_over": {"en": "The game is over.", "ja": "ゲーム終了。"},
    "event.deal_started": {"en": "New deal: seat {dealer} deals.", "ja": "新しいディール：席{dealer}が配ります。"},
    "phase.deal-over": {"en": "Deal over", "ja": "ディール終了"},
    "phase.match-over": {"en": "Game over", "ja": "ゲーム終了"},
    "phase.play": {"en": "Play", "ja": "プレイ"},
    "action.pass": {"en": "Pass", "ja": "パス"},
    "action.play": {"en": "Play {cards}", "ja": "{cards}を出す"},
}


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
            shown = format(value, number_spec)
            single = isinstance(value, int) and not isinstance(value, bool) and abs(value) == 1
            return f"{shown} {one if single else many}"
        return format(value, format_spec)


_FORMATTER = _Formatter()


def text(key: str, lang: str = "en", params: Mapping[str, Any] | None = None,
         tables: tuple[Mapping[str, Mapping[str, str]], ...] = ()) -> str:
    """The text for ``key`` in ``lang`` with ``params`` filled in (first table that has it wins)."""
    for table in (*tables, CORE_MESSAGES):
        entry = table.get(key)
        if entry:
            template = entry.get(lang) or entry.get("en") or ""
            return _FORMATTER.vformat(template, (), params or {})
    return key.split(".", 1)[-1].replace("-", " ").replace("_", " ")


def has_text(key: str, lang: str, tables: tuple[Mapping[str, Mapping[str, str]], ...] = ()) -> bool:
    """True if some table has ``key`` in ``lang`` (used by the translation completeness tests)."""
    return any(key in t and lang in t[key] for t in (*tables, CORE_MESSAGES))


def refusal_text(refusal: Refusal, lang: str = "en",
                 tables: tuple[Mapping[str, Mapping[str, str]], ...] = ()) -> str:
    """A refusal in words."""
    return text("reason." + refusal.code, lang, refusal.params, tables)


def event_text(event: Event, lang: str = "en",
               tables: tuple[Mapping[str, Mapping[str, str]], ...] = ()) -> str:
    """An event in words (``seat`` and ``points`` are available to the template)."""
    return text("event." + event.kind, lang, event_params(event), tables)


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
        sep = "、" if lang == "ja" and card_name else ", "  # Japanese lists take the ideographic comma
        return sep.join(card_name(c, lang) if card_name else c.code for c in group)

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
