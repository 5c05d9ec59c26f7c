"""What a seat channel delivers, as JSON, and read back into the same types.

:func:`state_json` writes a :class:`~tarotdesk.table.state.TableState` (the seat's snapshot),
:func:`step_json` a :class:`~tarotdesk.table.channel.SeatStep` without its state, and
:func:`refusal_json`, :func:`event_json`, :func:`hint_json` the values inside them; the readers
(``read_state`` ...) check every field of what a stranger sent (:mod:`.strict`) and build the same
objects, so the window cannot tell a seat at a table elsewhere from its own.

Cards are their codes (``?`` a hidden card), actions their text, a game its id. Message
parameters keep their meaning: a seat, a list of seats, a count and seats written out as a text
(:mod:`tarotdesk.core.message_params`) are tagged objects (``{"$seat": 2}``) so that the words
show a player's name where the game said "seat"; any other parameter is plain JSON. An event
seen by only some seats says ``"private": true``; which other seats saw it is not sent.
"""

from __future__ import annotations

import math

from typing import Any, Callable

from ..core.actions import Action, ActionParseError
from ..core.cards import UNKNOWN, Card, card
from ..core.events import Event, Refusal
from ..core.game import STANDING_KINDS, Game, Standing
from ..core.message_params import Count, Seat, Seats, SeatsText
from ..core.state import PUBLIC, DealResult, ScoreLine, TableLayout, Verdict
from ..table.state import TableState
from . import strict
from .strict import WireError, boolean, integer, items, obj, optional_int, pair, text

#: The tags of typed message parameters, and the types they stand for.
_TAGS: dict[str, type] = {"$seat": Seat, "$seats": Seats, "$count": Count, "$seats_text": SeatsText}
#: The highest seat number a message may name (PUBLIC is the spectator's).
_SEAT_MAX = PUBLIC
Lookup = Callable[[str], Game]


# -- message parameters ---------------------------------------------------------------------------------

def param_json(value: Any) -> Any:
    """A message parameter (event data, a prompt's, a refusal's, a note's) as JSON."""
    if isinstance(value, Card):
        return value.code
    if isinstance(value, Seat):
        return {"$seat": int(value)}
    if isinstance(value, Count):
        return {"$count": int(value)}
    if isinstance(value, Seats):
        return {"$seats": [int(v) for v in value]}
    if isinstance(value, SeatsText):
        return {"$seats_text": str(value)}
    if isinstance(value, Action):
        return value.text
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if isinstance(value, dict):
        out = {}
        for k, v in value.items():
            key = str(k)
            if key.startswith("$"):
                raise ValueError(f"a parameter's key may not start with '$': {key!r}")
            out[key] = param_json(v)
        return out
    if isinstance(value, (list, tuple, set, frozenset)):
        return [param_json(v) for v in (sorted(value) if isinstance(value, (set, frozenset)) else value)]
    raise TypeError(f"a message parameter of type {type(value).__name__} has no JSON form")


def read_param(value: Any, where: str) -> Any:
    """A message parameter read back (typed parameters as their types)."""
    if value is None or isinstance(value, (bool, int, str)):
        return strict.text(value, where) if isinstance(value, str) else value
    if isinstance(value, float):
        return value
    if isinstance(value, list):
        return items(value, where, read_param)
    if isinstance(value, dict):
        if len(value) == 1 and next(iter(value)).startswith("$"):
            return _tagged(value, where)
        if len(value) > strict.MAX_ITEMS:
            raise WireError(where, f"more than {strict.MAX_ITEMS} fields")
        return {text(k, where, 200): read_param(v, f"{where}.{k}") for k, v in value.items()}
    raise WireError(where, "not a parameter")


def _tagged(value: dict[str, Any], where: str) -> Any:
    tag, inner = next(iter(value.items()))
    kind = _TAGS.get(tag)
    if kind is None:
        raise WireError(where, f"unknown tag {strict.shortened(tag)!r}")
    if kind is Seats:
        return Seats(items(inner, where, lambda v, w: integer(v, w, 0, _SEAT_MAX), 64))
    if kind is SeatsText:
        return SeatsText(text(inner, where, 400))
    return kind(integer(inner, where, 0, 1_000_000))


def _params(value: Any, where: str) -> dict[str, Any]:
    found = read_param(value, where)
    if not isinstance(found, dict):
        raise WireError(where, "expected an object of parameters")
    return found


# -- cards, actions, events, refusals ----------------------------------------------------------------------

def read_card(value: Any, where: str) -> Card:
    """A card code (``?`` for a hidden card)."""
    code = text(value, where, 8)
    if code == "?":
        return UNKNOWN
    try:
        return card(code)
    except KeyError:
        raise WireError(where, f"{strict.shortened(code)!r} is not a card code") from None


def read_action(value: Any, where: str) -> Action:
    """An action's text."""
    try:
        return Action.parse(text(value, where, 400, empty=False))
    except ActionParseError as exc:
        raise WireError(where, str(exc)) from None


def _seat(value: Any, where: str) -> int | None:
    return optional_int(value, where, 0, _SEAT_MAX)


def event_json(e: Event) -> dict[str, Any]:
    """An event as its seat saw it (who else could see a private one is left out)."""
    out: dict[str, Any] = {"kind": e.kind, "seat": e.seat, "data": param_json(e.data)}
    if e.points is not None:
        out["points"] = e.points
    if e.rule:
        out["rule"] = e.rule
    if e.private is not None:
        out["private"] = True
    return out


def read_event(value: Any, where: str, viewer: int) -> Event:
    """An event sent to ``viewer`` (a private one is made visible to it alone)."""
    j = obj(value, where, ("kind", "seat", "data"), ("points", "rule", "private"))
    private = boolean(j["private"], f"{where}.private") if "private" in j else False
    rule = text(j["rule"], f"{where}.rule", 200) if j.get("rule") is not None else None
    return Event(text(j["kind"], f"{where}.kind", 100, empty=False), _seat(j["seat"], f"{where}.seat"),
                 _params(j["data"], f"{where}.data"), frozenset({viewer}) if private else None,
                 optional_int(j.get("points"), f"{where}.points"), rule)


def refusal_json(r: Refusal) -> dict[str, Any]:
    """A refusal: its reason code, rule anchor and parameters."""
    return {"code": r.code, "rule": r.rule, "params": param_json(r.params)}


def read_refusal(value: Any, where: str, extra: tuple[str, ...] = ()) -> Refusal:
    """A refusal read back (``extra``: other fields its message may carry)."""
    j = obj(value, where, ("code", "rule", "params"), extra)
    return Refusal(text(j["code"], f"{where}.code", 100, empty=False), text(j["rule"], f"{where}.rule", 200),
                   _params(j["params"], f"{where}.params"))


# -- the layout ------------------------------------------------------------------------------------------

def _cards(value: Any, where: str) -> list[Card]:
    return items(value, where, read_card, 200)


def _notes_json(notes: list[list[tuple[str, dict[str, Any]]]]) -> list[Any]:
    return [[[key, param_json(params)] for key, params in seat] for seat in notes]


def _read_note(value: Any, where: str) -> tuple[str, dict[str, Any]]:
    key, params = pair(value, where)
    return text(key, where, 200), _params(params, where)


def layout_json(layout: TableLayout) -> dict[str, Any]:
    """A table's layout from its viewer's side (hidden cards as ``?``)."""
    codes = lambda cs: [c.code for c in cs]  # noqa: E731 - a small local reader
    return {
        "hands": [codes(h) for h in layout.hands],
        "center": [[s, c.code] for s, c in layout.center],
        "center_kind": layout.center_kind,
        "piles": list(layout.piles),
        "stock": layout.stock,
        "exposed": [codes(h) for h in layout.exposed],
        "groups": [[key, codes(cs)] for key, cs in layout.groups],
        "last_trick": [[s, c.code] for s, c in layout.last_trick],
        "notes": _notes_json(layout.notes),
        "active": list(layout.active),
        "card_marks": [[c.code, badge, key, param_json(params)]
                       for c, (badge, key, params) in layout.card_marks.items()],
        "card_rules": [[c.code, rule] for c, rule in layout.card_rules.items()],
    }


def _seat_card(value: Any, where: str) -> tuple[int | None, Card]:
    seat, code = pair(value, where)
    return _seat(seat, where), read_card(code, where)


def _played_card(value: Any, where: str) -> tuple[int, Card]:
    seat, code = pair(value, where)
    return integer(seat, where, 0, _SEAT_MAX), read_card(code, where)


def _mark(value: Any, where: str) -> tuple[Card, tuple[str, str, dict[str, Any]]]:
    if not isinstance(value, list) or len(value) != 4:
        raise WireError(where, "expected [card, badge, key, parameters]")
    mark = (text(value[1], where, 8), text(value[2], where, 200), _params(value[3], where))
    return read_card(value[0], where), mark


def _card_rule(value: Any, where: str) -> tuple[Card, str]:
    code, rule = pair(value, where)
    return read_card(code, where), text(rule, where, 200)


def read_layout(value: Any, where: str) -> TableLayout:
    """A layout read back."""
    fields = ("hands", "center", "center_kind", "piles", "stock", "exposed", "groups", "last_trick", "notes",
              "active", "card_marks", "card_rules")
    j = obj(value, where, fields)
    n = lambda v, w: integer(v, w, 0, 10_000)  # noqa: E731
    group = lambda v, w: (text(pair(v, w)[0], w, 200), _cards(v[1], w))  # noqa: E731
    return TableLayout(
        hands=items(j["hands"], f"{where}.hands", _cards, 16),
        center=items(j["center"], f"{where}.center", _seat_card, 200),
        center_kind=text(j["center_kind"], f"{where}.center_kind", 20),
        piles=items(j["piles"], f"{where}.piles", n, 16),
        stock=n(j["stock"], f"{where}.stock"),
        exposed=items(j["exposed"], f"{where}.exposed", _cards, 16),
        groups=items(j["groups"], f"{where}.groups", group, 40),
        last_trick=items(j["last_trick"], f"{where}.last_trick", _played_card, 16),
        notes=items(j["notes"], f"{where}.notes", lambda v, w: items(v, w, _read_note, 40), 16),
        active=items(j["active"], f"{where}.active", boolean, 16),
        card_marks=dict(items(j["card_marks"], f"{where}.card_marks", _mark, 200)),
        card_rules=dict(items(j["card_rules"], f"{where}.card_rules", _card_rule, 200)),
    )


# -- results and the standing ------------------------------------------------------------------------------

def result_json(r: DealResult) -> dict[str, Any]:
    """A settled deal's result (its score lines' data keep their typed parameters)."""
    return {"deal_score": list(r.deal_score),
            "lines": [{"kind": ln.kind, "seats": list(ln.seats), "points": ln.points, "data": param_json(ln.data),
                       "rule": ln.rule} for ln in r.lines],
            "summary": param_json(r.summary),
            "verdicts": [{"kind": v.kind, "seats": list(v.seats), "data": param_json(v.data), "rule": v.rule}
                         for v in r.verdicts]}


def _verdict(value: Any, where: str) -> Verdict:
    j = obj(value, where, ("kind", "seats", "data", "rule"))
    return Verdict(text(j["kind"], f"{where}.kind", 100), tuple(items(j["seats"], f"{where}.seats", _seat, 16)),
                   _params(j["data"], f"{where}.data"),
                   None if j["rule"] is None else text(j["rule"], f"{where}.rule", 200))


def _number(value: Any, where: str) -> float:
    # A finite number (a deal's value may be a fraction); true and false are not numbers here.
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
        raise WireError(where, "a finite number was expected")
    return float(value)


def _line(value: Any, where: str) -> ScoreLine:
    j = obj(value, where, ("kind", "seats", "points", "data", "rule"))
    return ScoreLine(text(j["kind"], f"{where}.kind", 100), tuple(items(j["seats"], f"{where}.seats", _seat, 16)),
                     integer(j["points"], f"{where}.points"), _params(j["data"], f"{where}.data"),
                     None if j["rule"] is None else text(j["rule"], f"{where}.rule", 200))


def read_result(value: Any, where: str) -> DealResult:
    """A deal's result read back."""
    j = obj(value, where, ("deal_score", "lines", "summary", "verdicts"))
    return DealResult(items(j["deal_score"], f"{where}.deal_score", integer, 16),
                      items(j["lines"], f"{where}.lines", _line, 400), _params(j["summary"], f"{where}.summary"),
                      items(j["verdicts"], f"{where}.verdicts", _verdict, 16))


def standing_json(s: Standing | None) -> dict[str, Any] | None:
    """The running figure of the score sheet."""
    if s is None:
        return None
    return {"kind": s.kind, "deals": [list(d) for d in s.deals], "totals": list(s.totals),
            "current": None if s.current is None else list(s.current), "target": s.target}


def read_standing(value: Any, where: str) -> Standing | None:
    """The running figure read back (null: none)."""
    if value is None:
        return None
    j = obj(value, where, ("kind", "deals", "totals", "current", "target"))
    kind = text(j["kind"], f"{where}.kind", 40)
    if kind not in STANDING_KINDS:
        raise WireError(f"{where}.kind", f"unknown standing {strict.shortened(kind)!r}")
    row = lambda v, w: items(v, w, integer, 16)  # noqa: E731
    return Standing(kind, items(j["deals"], f"{where}.deals", row, 2000), row(j["totals"], f"{where}.totals"),
                    None if j["current"] is None else row(j["current"], f"{where}.current"),
                    optional_int(j["target"], f"{where}.target"))


# -- the seat's snapshot ------------------------------------------------------------------------------------

def state_json(s: TableState, results_from: int = 0) -> dict[str, Any]:
    """A seat's snapshot of the table; of the settled deals' results only those from deal
    ``results_from`` on (the reader was sent the others already)."""
    results_from = max(0, min(results_from, len(s.results)))
    return {
        "game": s.game.id, "options": param_json(s.options), "n_players": s.n_players, "viewer": s.viewer,
        "deal_index": s.deal_index, "dealer": s.dealer, "phase": s.phase, "current_player": s.current_player,
        "over": s.over, "deal_over": s.deal_over, "actions": s.actions, "layout": layout_json(s.layout),
        "legal": [a.text for a in s.legal], "prompt": [s.prompt[0], param_json(s.prompt[1])],
        "scores": list(s.scores), "results_from": results_from,
        "results": [result_json(r) for r in s.results[results_from:]],
        "standing": standing_json(s.standing), "teams": s.teams, "winners": list(s.winners),
        "deal_values": list(s.deal_values),
    }


_STATE_FIELDS = ("game", "options", "n_players", "viewer", "deal_index", "dealer", "phase", "current_player",
                 "over", "deal_over", "actions", "layout", "legal", "prompt", "scores", "results_from", "results",
                 "standing", "teams", "winners", "deal_values")


def read_state(value: Any, where: str, games: Lookup, known: tuple[DealResult, ...] = ()) -> TableState:
    """A seat's snapshot read back; ``games`` finds the game by its id (WireError if unknown);
    ``known``: the results of settled deals read before (the snapshot sends those after them)."""
    j = obj(value, where, _STATE_FIELDS)
    results_from = integer(j["results_from"], f"{where}.results_from", 0, len(known))
    game_id = text(j["game"], f"{where}.game", 40)
    try:
        game = games(game_id)
    except KeyError:
        raise WireError(f"{where}.game", f"unknown game {strict.shortened(game_id)!r}") from None
    n = integer(j["n_players"], f"{where}.n_players", 1, 16)
    seat = lambda v, w: integer(v, w, 0, n - 1)  # noqa: E731
    key, params = pair(j["prompt"], f"{where}.prompt")
    options = _params(j["options"], f"{where}.options")
    side = lambda v, w: items(v, w, seat, 16)  # noqa: E731
    teams = None if j["teams"] is None else items(j["teams"], f"{where}.teams", side, 16)
    return TableState(
        game=game, options=options, n_players=n, viewer=optional_int(j["viewer"], f"{where}.viewer", 0, _SEAT_MAX),
        deal_index=integer(j["deal_index"], f"{where}.deal_index", 0, 100_000),
        dealer=seat(j["dealer"], f"{where}.dealer"), phase=text(j["phase"], f"{where}.phase", 100),
        current_player=None if j["current_player"] is None else seat(j["current_player"], f"{where}.current_player"),
        over=boolean(j["over"], f"{where}.over"), deal_over=boolean(j["deal_over"], f"{where}.deal_over"),
        actions=integer(j["actions"], f"{where}.actions", 0, 10_000_000),
        layout=read_layout(j["layout"], f"{where}.layout"),
        legal=tuple(items(j["legal"], f"{where}.legal", read_action, 2000)),
        prompt=(text(key, f"{where}.prompt", 200), _params(params, f"{where}.prompt")),
        scores=tuple(items(j["scores"], f"{where}.scores", integer, 16)),
        results=known[:results_from] + tuple(items(j["results"], f"{where}.results", read_result, 2000)),
        standing=read_standing(j["standing"], f"{where}.standing"), teams=teams,
        winners=tuple(items(j["winners"], f"{where}.winners", seat, 16)),
        deal_values=tuple(items(j["deal_values"], f"{where}.deal_values", _number, 16)),
    )


# -- a change as the seat saw it ----------------------------------------------------------------------------

def step_json(seat: int | None, action: Action | None, move: int | None, events: list[Event], how: str,
              note: str) -> dict[str, Any]:
    """A change as its seat saw it (the action only if it saw it, the events it may see)."""
    return {"seat": seat, "action": None if action is None else action.text, "move": move,
            "events": [event_json(e) for e in events], "how": how, "note": note}


Step = tuple[int | None, Action | None, int | None, list[Event], str, str]


def read_step(value: Any, where: str, viewer: int) -> Step:
    """A change read back: seat, action, move, events, how, note."""
    j = obj(value, where, ("seat", "action", "move", "events", "how", "note"))
    action = None if j["action"] is None else read_action(j["action"], f"{where}.action")
    return (_seat(j["seat"], f"{where}.seat"), action,
            optional_int(j["move"], f"{where}.move", 0, 10_000_000),
            items(j["events"], f"{where}.events", lambda v, w: read_event(v, w, viewer), 2000),
            text(j["how"], f"{where}.how", 20), text(j["note"], f"{where}.note", 400))


# -- hints ----------------------------------------------------------------------------------------------------

def hint_json(h: Any) -> dict[str, Any]:
    """A hint (:class:`tarotdesk.ai.hints.Hint`)."""
    return {"action": h.action.text, "value": float(h.value), "reason": h.reason, "params": param_json(h.params),
            "rule": h.rule, "visits": h.visits}


def read_hint(value: Any, where: str) -> Any:
    """A hint read back."""
    from ..ai.hints import Hint

    j = obj(value, where, ("action", "value", "reason", "params", "rule", "visits"))
    number = j["value"]
    if isinstance(number, bool) or not isinstance(number, (int, float)):
        raise WireError(f"{where}.value", "expected a number")
    return Hint(read_action(j["action"], f"{where}.action"), float(number), text(j["reason"], f"{where}.reason", 100),
                _params(j["params"], f"{where}.params"),
                None if j["rule"] is None else text(j["rule"], f"{where}.rule", 200),
                integer(j["visits"], f"{where}.visits", 0, 10**9))
