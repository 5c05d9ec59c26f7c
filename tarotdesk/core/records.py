"""Records: one JSON format for save, resume, replay, bug reports and tests.

See ``docs/record-format.md`` for the format. :func:`parse_record` checks a text completely
and raises :class:`RecordError` with a message that says where and what is wrong; it never
lets an exception of another kind escape. :func:`replay` rebuilds the match action by action
and names the first action that cannot be applied.
"""

from __future__ import annotations

import datetime as _dt
import json
import os
import re
import secrets
from collections import Counter
from json.encoder import encode_basestring
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Mapping

from .actions import Action, ActionParseError
from .cards import Card, card, is_card_code
from .events import IllegalAction
from .game import Game, OptionError
from .match import DealSetup, Match
from .messages import LANGS, Texts, load_messages
from .messages import text as said
from ..resources import resource_path
from .safe_files import FileRefused, read_bounded
from .safe_files import write_atomic  # noqa: F401  (records are written with it; callers import it from here)
from .short_text import MESSAGE_LIMIT, quoted, shorten

FORMAT = "tarotdesk-record"
VERSION = 1
MAX_BYTES = 16 * 1024 * 1024
MAX_ACTIONS = 200_000
PLAYER_KINDS = ("human", "ai")
#: The computer players' levels a record may name (``tarotdesk.ai.players`` makes them).
AI_LEVELS = ("random", "easy", "standard", "strong")
#: Longest seed: a whole number of this many digits (new games draw 64 bits: 20 digits), or a text
#: of ``MAX_SEED_TEXT`` characters.
MAX_SEED_DIGITS = 100
MAX_SEED_TEXT = 200
#: Longest whole number in a record: the longest Python reads from a text by default.
MAX_NUMBER_DIGITS = 4300
#: A character no text can be written with: half of a UTF-16 pair, alone (a JSON ``\ud800``).
_LONE_SURROGATE = re.compile("[\ud800-\udfff]")
#: The JSON escape that can make one; a text without it holds none.
_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")
_ACTION_ENCODER = json.JSONEncoder(ensure_ascii=False)
#: The words of record errors (``resources/messages/records.toml``).
RECORD_MESSAGES: Texts = load_messages(resource_path("messages", "records.toml"))

if TYPE_CHECKING:
    from .packs import Pack


def _action_line(action: list[Any] | tuple[Any, ...]) -> str:
    # The text json.dumps(action, ensure_ascii=False) gives, written directly for the usual
    # [seat, text] pair: the autosave writes every line of a match after every action.
    seat, text = action
    if type(seat) is int and type(text) is str:
        return f"  [{seat}, {encode_basestring(text)}]"
    return "  " + _ACTION_ENCODER.encode(action)


@dataclass(frozen=True)
class Phrase:
    """A text of a message table said in the language asked for: a record error's reason, its
    place, or a part of either. Parameters may themselves be phrases (or lists of phrases)."""

    key: str
    params: Mapping[str, Any] = field(default_factory=dict)
    tables: tuple[Mapping[str, Mapping[str, str]], ...] = (RECORD_MESSAGES,)
    pack: "Pack | None" = None

    def text(self, lang: str = "en") -> str:
        """The phrase in ``lang`` (``en`` or ``ja``)."""
        params = {k: _in_language(v, lang) for k, v in self.params.items()}
        return said(self.key, lang, params, self.tables, self.pack)


def _in_language(value: Any, lang: str) -> Any:
    # A phrase inside a phrase is said in the same language; a list of them is joined as the
    # language joins clauses.
    if isinstance(value, Phrase):
        return value.text(lang)
    if isinstance(value, list) and value and all(isinstance(v, Phrase) for v in value):
        return ("、" if lang == "ja" else "; ").join(v.text(lang) for v in value)
    return value


class RecordError(ValueError):
    """A record that cannot be read or replayed: a message key of ``records.toml`` and its
    parameters, and ``where``, the part of the record (a field name, kept as it is, or a
    :class:`Phrase` such as "line 3, column 5").

    ``str()`` is the English sentence; :meth:`text` says it in another language. ``message``
    and ``where`` are the two English parts. Both are kept short
    (:func:`~tarotdesk.core.short_text.shorten`): a value of any length quoted from a damaged
    file must not make the message unreadable.
    """

    def __init__(self, key: str, params: Mapping[str, Any] | None = None,
                 where: "str | Phrase | None" = None) -> None:
        self.reason = Phrase(key, dict(params or {}))
        self.place = where
        self.message, self.where = self._parts("en")
        super().__init__(self.text("en"))

    def __reduce__(self) -> tuple[Any, ...]:
        # Copied or pickled with its key, not rebuilt from the English sentence in ``args``.
        return type(self), (self.reason.key, self.reason.params, self.place)

    def _parts(self, lang: str) -> tuple[str, str | None]:
        message = shorten(self.reason.text(lang), MESSAGE_LIMIT)
        where = self.place.text(lang) if isinstance(self.place, Phrase) else self.place
        return message, None if where is None else shorten(where, MESSAGE_LIMIT // 2)

    def text(self, lang: str = "en") -> str:
        """Why the record is refused, in ``lang`` (one of :data:`~tarotdesk.core.messages.LANGS`)."""
        message, where = self._parts(lang if lang in LANGS else "en")
        if not where:
            return message
        return said("record.at", lang, {"where": where, "message": message}, (RECORD_MESSAGES,))


@dataclass
class PlayerInfo:
    """A seat's player: a name, ``human`` or ``ai``, and the AI level."""

    name: str
    kind: str = "ai"
    level: str | None = None

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"name": self.name, "kind": self.kind}
        if self.level is not None:
            out["level"] = self.level
        return out


@dataclass
class Record:
    """A match as data: header plus the ordered (seat, action) list."""

    game: str
    players: list[PlayerInfo]
    options: dict[str, Any] = field(default_factory=dict)
    seed: int | str = 0
    first_dealer: int | None = None
    prearranged: list[DealSetup] = field(default_factory=list)
    actions: list[tuple[int, str]] = field(default_factory=list)
    app_version: str = ""
    created: str = ""
    updated: str = ""
    flags: dict[str, Any] = field(default_factory=dict)
    result: dict[str, Any] | None = None
    #: Game reviews computed for this record (objects kept as read; the review module checks them).
    reviews: list[dict[str, Any]] = field(default_factory=list)

    @property
    def n_players(self) -> int:
        return len(self.players)

    def to_json(self) -> dict[str, Any]:
        """The JSON object of this record."""
        out: dict[str, Any] = {
            "format": FORMAT,
            "version": VERSION,
            "game": self.game,
            "options": self.options,
            "players": [p.to_json() for p in self.players],
            "seed": self.seed,
            "first_dealer": self.first_dealer,
            "app_version": self.app_version,
            "created": self.created,
            "updated": self.updated,
        }
        if self.prearranged:
            out["prearranged"] = [
                {"deal": d.deal, "attempt": d.attempt, "dealer": d.dealer, "deck": [c.code for c in d.deck]}
                for d in self.prearranged
            ]
        if self.flags:
            out["flags"] = self.flags
        out["actions"] = [[seat, text] for seat, text in self.actions]
        if self.result is not None:
            out["result"] = self.result
        if self.reviews:
            out["reviews"] = self.reviews
        return out

    def to_text(self) -> str:
        """The record as JSON text (one action per line, so diffs and bug reports stay readable)."""
        data = self.to_json()
        actions = data.pop("actions")
        result = data.pop("result", None)
        reviews = data.pop("reviews", None)
        head = json.dumps(data, ensure_ascii=False, indent=1)[:-2]
        body = ",\n".join(_action_line(a) for a in actions)
        tail = ""
        if result is not None:
            tail = ',\n "result": ' + json.dumps(result, ensure_ascii=False)
        if reviews:
            tail += ',\n "reviews": ' + reviews_text(reviews)
        return head + ',\n "actions": [\n' + body + ("\n" if body else "") + " ]" + tail + "\n}\n"


def reviews_text(reviews: list[dict[str, Any]]) -> str:
    """The JSON text of a record's ``reviews`` list as records write it (one review a line)."""
    return "[\n" + ",\n".join(json.dumps(r, ensure_ascii=False) for r in reviews) + "\n ]"


def new_seed() -> int:
    """A new game's seed: 64 bits from the system's secure source (never 0, which reads as "none")."""
    return secrets.randbits(64) or 1


def typed_seed(text: str) -> int | str | None:
    """The seed a person typed: a whole number when it is one of at most :data:`MAX_SEED_DIGITS`
    digits, else the text itself (cut to :data:`MAX_SEED_TEXT` characters); None for nothing typed."""
    text = _LONE_SURROGATE.sub("\ufffd", text.strip())[:MAX_SEED_TEXT]
    if not text:
        return None
    digits = text[1:] if text.startswith("-") else text
    if digits.isascii() and digits.isdigit() and len(digits) <= MAX_SEED_DIGITS:
        return int(text)
    return text


def now_iso() -> str:
    """The current UTC time in ISO 8601 form (record dates)."""
    return _dt.datetime.now(_dt.timezone.utc).replace(microsecond=0).isoformat()


def record_from_match(match: Match, players: list[PlayerInfo], created: str | None = None,
                      flags: dict[str, Any] | None = None) -> Record:
    """A record of ``match`` so far."""
    from .. import __version__

    stamp = now_iso()
    return Record(
        game=match.game.id,
        players=list(players),
        options=dict(match.options),
        seed=match.seed,
        first_dealer=match.first_dealer,
        prearranged=sorted(match.prearranged.values(), key=lambda d: (d.deal, d.attempt)),
        actions=[(seat, a.text) for seat, a in match.actions],
        app_version=__version__,
        created=created or stamp,
        updated=stamp,
        flags=dict(flags or {}),
        result=summary(match),
    )


# -- reading -------------------------------------------------------------------------------------

def read_record(path: str | os.PathLike[str], games: Callable[[str], Game]) -> Record:
    """Read and check a record file; :class:`RecordError` if it cannot be used.

    ``games`` looks up a game id, as for :func:`parse_record`. Anything that is not a regular
    file (a folder, a named pipe, a device) is refused without waiting, and at most
    :data:`MAX_BYTES` are read. The message does not repeat the path: whoever asked for the
    file names it.
    """
    try:
        raw = read_bounded(path, MAX_BYTES, "a record")
    except FileRefused as exc:
        raise RecordError("record.file." + exc.kind, {"detail": exc.message}) from None
    return parse_record(raw, games)


def parse_record(raw: bytes | str, games: Callable[[str], Game]) -> Record:
    """Check a record's text completely and return it; :class:`RecordError` says what is wrong.

    ``games`` looks up the record's game id (the caller passes the game registry's
    ``get_game``, or a lookup of its own) and raises KeyError for an unknown id.
    """
    try:
        return _parse(raw, games)
    except RecordError:
        raise
    except Exception as exc:  # defensive: a damaged file must never escape as a traceback
        raise RecordError("record.unreadable", {"error": type(exc).__name__, "detail": shorten(str(exc))}) from None


def _parse(raw: bytes | str, games: Callable[[str], Game]) -> Record:
    data = _json_object(raw)
    _check_format(data)
    game_id, game = _game(data, games)
    players = _players(data, game, game_id)
    n = len(players)
    options = data.get("options", {})
    if not isinstance(options, dict):
        raise RecordError("record.options-not-object", None, "options")
    try:
        options = game.resolve_options(n, options)
    except OptionError as exc:
        raise RecordError("record.bad-option", {"detail": shorten(str(exc), MESSAGE_LIMIT // 2)}, "options") from None
    seed = _seed(data)
    first_dealer = data.get("first_dealer")
    if first_dealer is not None and not _is_seat(first_dealer, n):
        raise RecordError("record.bad-first-dealer", {"last": n - 1}, "first_dealer")
    prearranged = _prearranged(data, game, game_id, n)
    actions = _actions(data, n)
    flags = data.get("flags", {})
    if not isinstance(flags, dict):
        raise RecordError("record.flags-not-object", None, "flags")
    dates = _dates(data)
    result = data.get("result")
    if result is not None and not isinstance(result, dict):
        result = None  # a cached summary only; recomputed on replay
    reviews = data.get("reviews", [])
    # Computed reviews only: whatever is not a list of objects is dropped (and computed again).
    reviews = [r for r in reviews if isinstance(r, dict)] if isinstance(reviews, list) else []
    return Record(game=game_id, players=players, options=options, seed=seed, first_dealer=first_dealer,
                  prearranged=prearranged, actions=actions, flags=flags, result=result, reviews=reviews, **dates)


def _seed(data: dict[str, Any]) -> int | str:
    # A whole number or a text, of a sensible length, that can be written back as it was read.
    seed = data.get("seed", 0)
    if isinstance(seed, bool) or not isinstance(seed, (int, str)):
        raise RecordError("record.bad-seed", None, "seed")
    if isinstance(seed, int) and len(str(abs(seed))) > MAX_SEED_DIGITS:
        raise RecordError("record.long-seed", {"digits": len(str(abs(seed))), "most": MAX_SEED_DIGITS}, "seed")
    if isinstance(seed, str) and (len(seed) > MAX_SEED_TEXT or _LONE_SURROGATE.search(seed)):
        raise RecordError("record.seed-text", {"most": MAX_SEED_TEXT}, "seed")
    return seed


def _is_seat(value: Any, n: int) -> bool:
    # bool is an int to Python, never a seat in a record.
    return not isinstance(value, bool) and isinstance(value, int) and 0 <= value < n


def _json_object(raw: bytes | str) -> dict[str, Any]:
    # The text as a JSON object, refused early when too large, not UTF-8 or not JSON.
    if isinstance(raw, bytes):
        if len(raw) > MAX_BYTES:
            raise RecordError("record.too-large")
        try:
            raw = raw.decode("utf-8-sig")
        except UnicodeDecodeError as exc:
            raise RecordError("record.not-utf8", {"byte": exc.start}) from None
    if len(raw) > MAX_BYTES:
        raise RecordError("record.too-large")
    if not raw.strip():
        raise RecordError("record.empty")
    try:
        data = _loads(raw)
    except json.JSONDecodeError as exc:
        raise RecordError("record.bad-json", {"detail": exc.msg},
                          Phrase("where.line", {"line": exc.lineno, "column": exc.colno})) from None
    except RecursionError:
        raise RecordError("record.json-too-deep") from None
    if not isinstance(data, dict):
        raise RecordError("record.not-object", {"kind": type(data).__name__})
    if _SURROGATE_ESCAPE.search(raw):
        seed = data.get("seed")
        if isinstance(seed, str) and _LONE_SURROGATE.search(seed):
            raise RecordError("record.seed-text", {"most": MAX_SEED_TEXT}, "seed")  # the cards hang on it
        data = _repaired(data)
    return data


def _loads(raw: str) -> Any:
    try:
        return json.loads(raw)
    except json.JSONDecodeError:
        raise
    except ValueError:
        # Python's refusal of a whole number too long to convert, which names its internals: read
        # again, with a hook on every number (too slow for every reading) that says it in words.
        return json.loads(raw, parse_int=lambda digits: _whole_number(digits, raw))  # type: ignore[arg-type]


def _whole_number(digits: str, raw: str) -> int:
    # JSON's whole numbers, refused in words beyond a length no record needs (Python's own
    # refusal, past 4,300 digits, would name its internals); the place is looked for only then.
    if len(digits) > MAX_NUMBER_DIGITS:
        at = raw.find(digits)
        place = Phrase("where.line", {"line": raw.count("\n", 0, at) + 1, "column": at - raw.rfind("\n", 0, at)})
        raise RecordError("record.long-number", {"digits": len(digits.lstrip("-")), "most": MAX_NUMBER_DIGITS}, place)
    return int(digits)


def _repaired(value: Any) -> Any:
    """``value`` with every lone surrogate of its texts (keys too) replaced by U+FFFD, the
    replacement character: such a text could be read but never written again (a name with one
    made every autosave of its game fail), and a name or a date loses nothing that could be shown."""
    if isinstance(value, str):
        return _LONE_SURROGATE.sub("\ufffd", value)
    if isinstance(value, list):
        return [_repaired(v) for v in value]
    if isinstance(value, dict):
        return {_repaired(k): _repaired(v) for k, v in value.items()}
    return value


def _check_format(data: dict[str, Any]) -> None:
    fmt = data.get("format")
    if fmt != FORMAT:
        raise RecordError("record.not-tarotdesk", {"found": quoted(fmt), "expected": repr(FORMAT)}, "format")
    version = data.get("version")
    if isinstance(version, bool) or not isinstance(version, int):
        raise RecordError("record.no-version", None, "version")
    if version > VERSION:
        raise RecordError("record.newer-version", {"version": version, "supported": VERSION}, "version")
    if version < 1:
        raise RecordError("record.unknown-version", {"version": version}, "version")


def _game(data: dict[str, Any], games: Callable[[str], Game]) -> tuple[str, Game]:
    game_id = data.get("game")
    if not isinstance(game_id, str):
        raise RecordError("record.no-game", None, "game")
    try:
        return game_id, games(game_id)
    except KeyError:
        raise RecordError("record.unknown-game", {"game": quoted(game_id)}, "game") from None


def _players(data: dict[str, Any], game: Game, game_id: str) -> list[PlayerInfo]:
    players_raw = data.get("players")
    if not isinstance(players_raw, list) or not players_raw:
        raise RecordError("record.no-players", None, "players")
    if len(players_raw) not in game.player_counts:  # before any seat is read: the list may be of any length
        counts = ", ".join(map(str, game.player_counts))
        raise RecordError("record.player-count", {"game": game_id, "counts": counts, "count": len(players_raw)},
                          "players")
    players: list[PlayerInfo] = []
    for i, p in enumerate(players_raw):
        where = f"players[{i}]"
        if not isinstance(p, dict):
            raise RecordError("record.player-not-object", None, where)
        name, kind, level = p.get("name"), p.get("kind", "ai"), p.get("level")
        if not isinstance(name, str) or len(name) > 200:
            raise RecordError("record.player-name", None, where)
        if kind not in PLAYER_KINDS:
            raise RecordError("record.player-kind", {"kind": quoted(kind)}, where)
        if level is not None and not isinstance(level, str):
            raise RecordError("record.ai-level", None, where)
        if level is not None and kind == "ai" and level not in AI_LEVELS:
            raise RecordError("record.unknown-level", {"level": quoted(level), "levels": ", ".join(AI_LEVELS)}, where)
        players.append(PlayerInfo(name, kind, level))
    return players


def _prearranged(data: dict[str, Any], game: Game, game_id: str, n: int) -> list[DealSetup]:
    pre = data.get("prearranged", [])
    if not isinstance(pre, list):
        raise RecordError("record.prearranged-not-list", None, "prearranged")
    pack_cards = sorted(game.pack.cards)
    prearranged: list[DealSetup] = []
    seen_keys: set[tuple[int, int]] = set()
    for i, d in enumerate(pre):
        where = f"prearranged[{i}]"
        if not isinstance(d, dict):
            raise RecordError("record.deal-not-object", None, where)
        deal_no, attempt, dealer, deck = d.get("deal", 0), d.get("attempt", 0), d.get("dealer"), d.get("deck")
        for label, value in (("deal", deal_no), ("attempt", attempt)):
            if isinstance(value, bool) or not isinstance(value, int) or value < 0:
                raise RecordError("record.deal-number", {"field": label}, where)
        if dealer is not None and not _is_seat(dealer, n):
            raise RecordError("record.bad-dealer", {"last": n - 1}, where)
        cards = _deck(deck, pack_cards, game, game_id, where)
        if (deal_no, attempt) in seen_keys:
            raise RecordError("record.deal-twice", {"deal": deal_no, "attempt": attempt}, where)
        seen_keys.add((deal_no, attempt))
        prearranged.append(DealSetup(deal_no, tuple(cards), attempt, dealer))
    return prearranged


def _deck(deck: Any, pack_cards: list[Card], game: Game, game_id: str, where: str) -> list[Card]:
    # A prearranged deck must be the game's whole pack, each card once. A longer deck is refused
    # by its length first and every later check is one pass, so that any deck is refused at once.
    if not isinstance(deck, list):
        raise RecordError("record.deck-not-codes", None, where)
    if len(deck) > len(pack_cards):
        raise RecordError("record.deck-size", {"count": len(deck), "size": len(pack_cards), "game": game_id}, where)
    if not all(isinstance(c, str) for c in deck):
        raise RecordError("record.deck-not-codes", None, where)
    bad = [c for c in deck if not is_card_code(c)]
    if bad:
        raise RecordError("record.unknown-card", {"code": quoted(bad[0])}, where)
    cards: list[Card] = [card(c) for c in deck]
    counts = Counter(cards)
    if len(deck) != len(pack_cards) or len(counts) != len(pack_cards) or not all(c in counts for c in pack_cards):
        in_pack = set(pack_cards)
        missing = [c for c in pack_cards if c not in counts]
        dup = sorted(c for c, k in counts.items() if k > 1)
        extra = sorted(c for c in counts if c not in in_pack)
        detail = [Phrase(key, {"cards": card_list(found), "pack": game.pack_id})
                  for key, found in (("record.deck.missing", missing), ("record.deck.repeated", dup),
                                     ("record.deck.foreign", extra)) if found]
        raise RecordError("record.wrong-deck", {"size": len(pack_cards), "game": game_id, "detail": detail}, where)
    return cards


#: Cards named in one clause of a refusal; more are shown as "…".
LISTED_CARDS = 6


def card_list(found: list[Card]) -> str:
    """The codes of ``found`` for a message: the first :data:`LISTED_CARDS`, then "…" if there are more."""
    shown = " ".join(c.code for c in found[:LISTED_CARDS])
    return shown + " …" if len(found) > LISTED_CARDS else shown


def _actions(data: dict[str, Any], n: int) -> list[tuple[int, str]]:
    actions_raw = data.get("actions", [])
    if not isinstance(actions_raw, list):
        raise RecordError("record.actions-not-list", None, "actions")
    if len(actions_raw) > MAX_ACTIONS:
        raise RecordError("record.too-many-actions", {"count": len(actions_raw)}, "actions")
    actions: list[tuple[int, str]] = []
    for i, item in enumerate(actions_raw):
        if not (isinstance(item, list) and len(item) == 2):
            raise RecordError("record.action-not-pair", None, _action_at(i))
        seat, text = item
        if not _is_seat(seat, n):
            raise RecordError("record.action-seat", {"last": n - 1, "seat": quoted(seat)}, _action_at(i))
        if not isinstance(text, str):
            raise RecordError("record.action-not-text", None, _action_at(i))
        try:
            Action.parse(text)
        except ActionParseError as exc:
            raise RecordError("record.malformed-action", {"action": quoted(text), "detail": shorten(str(exc))},
                              _action_at(i)) from None
        actions.append((seat, text))
    return actions


def _action_at(index: int) -> Phrase:
    # The place of a refused action (from 0), made only when one is refused.
    return Phrase("where.action", {"number": index + 1})


def _dates(data: dict[str, Any]) -> dict[str, str]:
    # The program version and the dates: text, missing or null read as empty.
    strings = {}
    for key in ("app_version", "created", "updated"):
        value = data.get(key, "")
        if value is None:
            value = ""
        if not isinstance(value, str):
            raise RecordError("record.not-text", {"field": key}, key)
        strings[key] = value
    return strings


# -- replaying ----------------------------------------------------------------------------------

def new_match(record: Record, games: Callable[[str], Game]) -> Match:
    """The match a record starts from, before any action (``games`` looks up its game)."""
    game = games(record.game)
    try:
        return Match(game, record.n_players, record.options, record.seed, record.first_dealer,
                     record.prearranged)
    except (OptionError, ValueError) as exc:
        raise RecordError("record.bad-header", {"detail": str(exc)}, "header") from None


def replay(record: Record, upto: int | None = None, *, games: Callable[[str], Game],
           on_events: Callable[[int, list], None] | None = None) -> Match:
    """Rebuild the match of ``record`` (its first ``upto`` actions if given).

    Raises :class:`RecordError` naming the first action that cannot be applied and why.
    ``on_events(i, events)`` is called after each action (the UI uses it to rebuild its log).
    """
    match = new_match(record, games)
    count = len(record.actions) if upto is None else min(upto, len(record.actions))
    for i in range(count):
        seat, text = record.actions[i]
        events = apply_recorded(match, i, seat, text)
        if on_events is not None:
            on_events(i, events)
    return match


def apply_recorded(match: Match, index: int, seat: int, text: str,
                   on_new_deal: Callable[[list], None] | None = None) -> list:
    """Apply a record's action number ``index`` (from 0) to ``match``, checked as :func:`replay` does.

    A settled deal is followed by the next one first (``on_new_deal(events)`` is then called
    before the action, with the new deal dealt: the replay viewer keeps that position). Returns
    the events, the new deal's first; :class:`RecordError` names the action that cannot be applied.
    """
    events: list = []
    if match.deal_over and not match.over:
        started = match.next_deal()
        if on_new_deal is not None:
            on_new_deal(started)
        events.extend(started)
    if match.over:
        raise RecordError("record.already-over", None, _action_place(index, seat, text))
    current = match.current_player
    if seat != current:
        raise RecordError("record.not-their-turn", {"current": current, "seat": seat},
                          _action_place(index, seat, text))
    action = Action.parse(text)
    try:
        events.extend(match.apply(action, seat))
    except IllegalAction as exc:
        refusal = exc.refusal
        reason = Phrase("reason." + refusal.code, refusal.params, (match.game.messages,), match.game.pack)
        raise RecordError("record.illegal-action", {"reason": reason, "code": refusal.code},
                          _action_place(index, seat, text)) from None
    return events


def _action_place(index: int, seat: int, text: str) -> Phrase:
    # Made only when an action is refused: replaying a long record must not pay for it.
    return Phrase("where.action-by", {"number": index + 1, "action": quoted(text), "seat": seat})


def summary(match: Match) -> dict[str, Any]:
    """The ``replay --summary-json`` object of the design notes."""
    scores = [0] * match.n_players
    deals = []
    for r in match.results:
        deals.append({"deal_score": list(r.deal_score)})
        for s, v in enumerate(r.deal_score):
            scores[s] += v
    return {
        "game": match.game.id,
        "players": match.n_players,
        "over": match.over,
        "deals": deals,
        "match_score": scores,
        "winners": match.winners() if match.over else [],
    }
