"""Every game text, in both languages, reads as a sentence a player can use.

Every template of every family (reasons, events, prompts, score lines, seat notes, card groups,
phases, actions, words and the hints' reasons) is rendered for every game, in English and in
Japanese, with the parameters the engines really give (gathered by playing and probing a deal
at each table size) and, for templates no deal reached, with parameters made from their field
names. Each sample is varied: every count as 1 and as 2, every card parameter as each kind of
card of the game's pack, every seat (the person's seat "You" among them). A text fails on a
raw card code, an internal identifier, a doubled word ("the The"), a plural noun after 1 or a
singular one after 2, a prompt that names the player twice on the status line, or a Japanese
text that is empty, left in English or unfinished.

The texts of the headless tool and of record errors are rendered by the same card-name renderer
(:func:`tarotdesk.core.messages.text` with a pack) and are checked for card codes the same way.
"""

from __future__ import annotations

import re
import string
from dataclasses import dataclass, field
from functools import cache
from typing import Any, Iterator

import pytest

from tarotdesk.ai.messages import MESSAGES as HINTS
from tarotdesk.ai.players import make_player
from tarotdesk.core.actions import Action
from tarotdesk.core.cards import Card, card, is_card_code
from tarotdesk.core.events import Refusal
from tarotdesk.core.game import Game
from tarotdesk.core.match import Match
from tarotdesk.core.message_params import Seat, Seats
from tarotdesk.core.messages import CORE_MESSAGES, refusal_text, text
from tarotdesk.core.state import ScoreLine
from tarotdesk.games.registry import GAME_PACKAGES, get_game
from tarotdesk.ui.model.words import Words, typed_event_params

LANGS = ("en", "ja")
NAMES = {"en": ["You", "Bruno", "Carla", "Dario", "Elsa", "Franz", "Greta", "Hugo"],
         "ja": ["あなた", "ブルーノ", "カルラ", "ダリオ", "エルザ", "フランツ", "グレタ", "ウーゴ"]}
#: Key families a player reads (``group`` labels card groups on the table).
FAMILIES = ("reason", "event", "prompt", "line", "note", "group", "phase", "action", "word", "hint", "verdict")


@dataclass
class Samples:
    """Parameters seen per message key, and the actions offered, while playing one game."""

    params: dict[str, list[dict[str, Any]]] = field(default_factory=dict)
    lines: dict[str, list[ScoreLine]] = field(default_factory=dict)
    actions: dict[str, list[Action]] = field(default_factory=dict)
    prompts: dict[str, list[tuple[dict[str, Any], int]]] = field(default_factory=dict)

    def add(self, key: str, params: dict[str, Any]) -> None:
        seen = self.params.setdefault(key, [])
        shape = sorted(params)
        if len(seen) < 3 and all(sorted(p) != shape or p == params for p in seen) and params not in seen:
            seen.append(dict(params))

    def add_action(self, action: Action) -> None:
        key = f"action.{action.kind}" + (f".{action.word}" if action.word else "")
        seen = self.actions.setdefault(key, [])
        if len(seen) < 2 and action not in seen:
            seen.append(action)


def _probe(match: Match, samples: Samples) -> None:
    """Refusals of the current decision: other cards of the kinds offered, and a move out of turn."""
    seat = match.current_player
    n = match.n_players
    legal = match.legal_actions()
    kinds = sorted({a.kind for a in legal if a.card is not None} | {"play"})
    probes = [Action(kind, c) for kind in kinds for c in match.game.pack.cards[::3]]
    probes += [Action.parse(t) for t in ("pass", "bid:nonsense", "play:T1", "give:SK")]
    for action in probes + legal[:1]:
        for who in (seat, (seat + 1) % n):
            refusal = match.check(action, who)
            if refusal is not None:
                samples.add("reason." + refusal.code, refusal.params)


@cache
def samples(game_id: str) -> Samples:
    """Play one deal at each table size of ``game_id`` with random players, gathering the
    parameters of every text the deal produced."""
    game = get_game(game_id)
    found = Samples()
    for n in game.player_counts:
        match = Match(game, n, seed=f"words-{n}")
        players = [make_player("random", game, s) for s in range(n)]
        steps = 0
        while not match.deal_over and steps < 600:
            seat = match.current_player
            view = match.deal.view(seat)
            key, params = view.prompt()
            found.add(key, params)
            asked = found.prompts.setdefault(key, [])
            if len(asked) < 4 and (params, seat) not in asked:
                asked.append((dict(params), seat))
            layout = view.layout()
            for notes in layout.notes:
                for note_key, note_params in notes:
                    found.add(note_key, note_params)
            for group_key, _ in layout.groups:
                found.add(group_key, {})
            found.add("phase." + match.phase, {})
            if steps % 3 == 0:
                _probe(match, found)
            legal = view.legal_actions()
            for action in legal:
                found.add_action(action)
            for event in match.apply(players[seat].choose(view), seat):
                found.add("event." + event.kind, typed_event_params(event))
            steps += 1
        found.add("phase." + match.phase, {})
        for result in match.results:
            for verdict in result.verdicts:
                found.add("verdict." + verdict.kind, {**verdict.data, "seats": Seats(verdict.seats)})
            for line in result.lines:
                found.lines.setdefault(line.kind, [])
                if len(found.lines[line.kind]) < 2:
                    found.lines[line.kind].append(line)
    return found


def _tables(game: Game) -> dict[str, dict[str, str]]:
    merged: dict[str, dict[str, str]] = {**CORE_MESSAGES, **HINTS}
    merged.update(game.messages or {})
    return merged


def _fields(template: str) -> set[str]:
    return {f.split("[")[0].split(".")[0] for _, f, _, _ in string.Formatter().parse(template) if f}


def _sample_cards(game: Game) -> list[Card]:
    """One card of each kind in the game's pack: an Ace, a pip, each court, the lowest and
    highest trumps, the Fool, the Skiz, a Moor."""
    pack = game.pack.cards
    chosen: list[Card] = []

    def first(test) -> None:
        for c in pack:
            if test(c) and c not in chosen:
                chosen.append(c)
                return

    first(lambda c: c.is_suit_card and c.rank == 1)
    first(lambda c: c.is_suit_card and 2 <= c.rank <= 10)
    for rank in (11, 12, 13, 14):
        first(lambda c, r=rank: c.is_suit_card and c.rank == r)
    trumps = [c for c in pack if c.is_trump]
    if trumps:
        chosen.append(min(trumps, key=lambda c: c.rank))
        chosen.append(max(trumps, key=lambda c: c.rank))
    first(lambda c: c.is_fool)
    first(lambda c: c.code.startswith("M"))
    return chosen


#: Field names that, in a text no deal reached, are given a seat (a list of seats) to fill them.
_SEAT_FIELDS = frozenset({
    "seat", "dealer", "current", "winner", "declarer", "partner", "player", "caller", "holder",
    "leader", "by", "to", "from", "target", "giver", "receiver", "taker", "capturer", "opponent",
    "with", "recipient", "who",
})
_SEAT_LIST_FIELDS = frozenset({"seats", "winners", "players", "partners", "side", "defenders", "declarers", "others",
                               "highest", "lowest"})


def _field_default(game: Game, name: str) -> Any:
    """A plausible value for a field no deal reached: a value the deals gave the same field
    in another text, else one made from its name."""
    for seen in samples(game.id).params.values():
        for params in seen:
            if params.get(name) is not None:
                return params[name]
    if name in _SEAT_FIELDS:
        return Seat(1)
    if name in _SEAT_LIST_FIELDS:
        return Seats([1, 2])
    if name in ("card", "lead", "equal"):
        return _sample_cards(game)[0].code
    if name in ("cards", "taken", "list"):
        return [c.code for c in _sample_cards(game)[:2]]
    if name.endswith("_en") or name.endswith("_ja"):
        return "Ace of Swords" if name.endswith("_en") else "剣のエース"
    if name in ("name", "suit_name"):
        return {"en": "Swords", "ja": "剣"}
    words = [k.split(".", 1)[1] for k in (game.messages or {}) if k.startswith("word.")]
    if name in ("kind", "asked", "condition", "now", "from") and words:
        return next((w for w in words if w.startswith(name)), words[0])
    if name in ("team", "reading", "word", "rank", "reason", "choices", "expected",
                "action", "high", "minimum", "contract", "rest"):
        return "A"
    return 2


def _base_params(game: Game, key: str, template_fields: set[str]) -> list[dict[str, Any]]:
    found = samples(game.id).params.get(key)
    if found:
        return found
    # A field written as a decimal ("{gain:+.1f}") is an estimate: give it a fraction.
    decimals = {f for lang in LANGS for _, f, spec, _ in string.Formatter().parse(_tables(game)[key].get(lang, ""))
                if f and spec and spec.endswith("f")}
    return [{f: 1.5 if f in decimals else _field_default(game, f) for f in template_fields}]


def _is_seat(value: Any) -> bool:
    return isinstance(value, Seat)


def _is_card(value: Any) -> bool:
    return isinstance(value, Card) or (isinstance(value, str) and is_card_code(value))


def _variants(game: Game, n: int, params: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """``params`` as given, then with each count as 1 and 2, each card as each kind of card,
    each seat as every seat."""
    yield params
    pack = game.pack
    for name, value in params.items():
        if _is_seat(value) and 0 <= value < n:
            for s in range(n):
                yield {**params, name: Seat(s)}
        elif isinstance(value, int) and not isinstance(value, bool):
            for count in (1, 2):
                yield {**params, name: count}
        elif _is_card(value):
            for c in _sample_cards(game):
                varied = {**params, name: c.code}
                for lang in LANGS:  # the names a refusal gives beside the code
                    if f"{name}_{lang}" in params:
                        varied[f"{name}_{lang}"] = pack.name(c, lang)
                yield varied
        elif isinstance(value, Seats) and value:
            for seats in ([0], [1], [0, 1], [1, 2 % n]):
                yield {**params, name: Seats(seats)}


def _actions(game: Game, key: str) -> list[Action]:
    """Actions whose label is the template ``key`` (those offered in play, else made up)."""
    found = list(samples(game.id).actions.get(key, []))
    parts = key.split(".")
    kind = parts[1]
    if len(parts) > 2:
        return found or [Action.parse(f"{kind}:{parts[2]}")]
    cards = _sample_cards(game)
    if kind == "capture":
        return found + [Action.parse(f"capture:{cards[1].code}:{cards[0].code}+{cards[2].code}")]
    if found and not any(a.card is not None for a in found):
        return found  # an action of words only
    return found + [Action(kind, c) for c in cards]  # each kind of card in the label


# -- what a text must not contain -----------------------------------------------------------------
CARD_CODE = re.compile(r"(?<![\w=-])(?:[SCHD](?:10|[2-9AJNQK])|T(?:[1-9]|1\d|2[0-2])|FOOL|SKIZ|M[1-4])(?![\w=])")
INTERNAL = re.compile(r"\b[a-z]+:[a-z0-9]|\b[a-z]+_[a-z_]+\b|\b\w+=\w+|[{}]|\x00|\bseats? \d|席\d")
DOUBLED = re.compile(r"\b(\w+) \1\b", re.IGNORECASE)
_NOUNS = ("card", "deal", "trick", "point", "place", "capture", "exchange", "unit", "loss", "tarokk", "round",
          "step", "honour", "sequence", "time", "game", "section", "cricca", "scopa", "option", "tarocco")
_PLURALS = {"loss": "losses", "cricca": "cricche", "scopa": "scope", "tarocco": "tarocchi"}
_MODIFIERS = r"(?:(?:more|other|table|suit|leftover|new|plain|won|counting|game|card|face-down) ){0,2}?"
PLURAL_AFTER_ONE = re.compile(
    r"(?<![\d.,+-])\b1 " + _MODIFIERS + r"(" + "|".join(_PLURALS.get(w, w + "s") for w in _NOUNS) + r")\b")
SINGULAR_AFTER_TWO = re.compile(
    r"(?<![\d.,+-])\b2 " + _MODIFIERS + r"(" + "|".join(_NOUNS) + r")\b(?! points?\b| of\b)")
LATIN_WORD = re.compile(r"(?<![A-Za-z])[a-z]{2,}(?![A-Za-z])")
JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")


def problems_of(shown: str, lang: str, params: dict[str, Any], tables: dict[str, dict[str, str]] | None = None
                ) -> list[str]:
    """What is wrong with one rendered text (empty if nothing); ``tables`` give the game's words,
    whose keys must never show through."""
    found = []
    if not shown.strip():
        return ["empty"]
    for value in params.values():
        word = (tables or {}).get(f"word.{value}") if isinstance(value, str) else None
        if word and value not in word.get(lang, "") and re.search(rf"\b{re.escape(value)}\b", shown):
            found.append(f"word key {value!r} instead of its words")
    if CARD_CODE.search(shown):
        found.append(f"card code {CARD_CODE.search(shown).group(0)!r}")
    if INTERNAL.search(shown):
        found.append(f"internal identifier {INTERNAL.search(shown).group(0)!r}")
    for value in params.values():
        if isinstance(value, str) and re.fullmatch(r"[A-Za-z][A-Za-z0-9]*(?:[-_][A-Za-z0-9]+)+", value) \
                and re.search(rf"\b{re.escape(value)}\b", shown):
            found.append(f"internal word {value!r}")
    if lang == "en":
        doubled = DOUBLED.search(shown)
        if doubled and not re.fullmatch(r"\d+", doubled.group(1)):
            found.append(f"doubled word {doubled.group(0)!r}")
        you = re.search(r"\b[Yy]ou (is|was|has|does|[a-z]+[^s\W]s)\b", shown)
        if you:
            found.append(f"third person after You: {you.group(0)!r}")
        for pattern, what in ((PLURAL_AFTER_ONE, "plural after 1"), (SINGULAR_AFTER_TWO, "singular after 2")):
            m = pattern.search(shown)
            if m:
                found.append(f"{what}: {m.group(0)!r}")
    else:
        if not JAPANESE.search(shown):
            found.append("no Japanese in the Japanese text")
        m = LATIN_WORD.search(shown)
        if m:
            found.append(f"English word {m.group(0)!r} in the Japanese text")
        if shown.rstrip().endswith(("…", "...", "、", "(", "(")):
            found.append("unfinished")
    return found


def render_all(game_id: str) -> Iterator[tuple[str, str, str, dict[str, Any], list[str]]]:
    """Every template of ``game_id`` rendered with every variant: (key, lang, text, params, names)."""
    game = get_game(game_id)
    tables = _tables(game)
    n = max(game.player_counts)
    for key in sorted(tables):
        family = key.split(".", 1)[0]
        if family not in FAMILIES:
            continue
        for lang in LANGS:
            names = NAMES[lang][:n]
            words = Words(game, lang, names)
            if family == "action":
                for action in _actions(game, key):
                    yield key, lang, words.action(action), {"action": action.text}, names
                continue
            if family == "line":
                lines = samples(game_id).lines.get(key.split(".", 1)[1])
                if lines:
                    for ln in lines:
                        for data in _variants(game, n, ln.data):
                            for pts in (ln.points, 1, 2):
                                line = ScoreLine(ln.kind, ln.seats, pts, data, ln.rule)
                                yield key, lang, words.line(line), data, names
                    continue
            fields = _fields(tables[key].get(lang, ""))
            for base in _base_params(game, key, fields):
                for params in _variants(game, n, base):
                    if family == "hint":
                        yield key, lang, words.hint(key.split(".", 1)[1], params), params, names
                    else:
                        yield key, lang, words.text(key, params), params, names


GAMES = list(GAME_PACKAGES)


@pytest.mark.parametrize("game_id", GAMES)
def test_every_text_reads_well_in_both_languages(game_id):
    bad: dict[str, str] = {}
    tables = _tables(get_game(game_id))
    for key, lang, shown, params, names in render_all(game_id):
        for problem in problems_of(shown, lang, params, tables):
            bad.setdefault(f"{key} [{lang}] {problem}", shown)
    assert not bad, f"{len(bad)} problems:\n" + "\n".join(f"{k}: {v!r}" for k, v in sorted(bad.items()))


@pytest.mark.parametrize(("shown", "lang", "params"), [
    ("Your turn, You: The last 1 table cards go to Bruno.", "en", {}),
    ("Unfinished: 1 deals played", "en", {}),
    ("You still have 2 suit cards other than Kings for 1 places.", "en", {}),
    ("You do not hold the The Fool (Matto).", "en", {}),
    ("Choose one of its 1 captures.", "en", {}),
    ("'play:T1' is not one of the choices here.", "en", {}),
    ("A trump was led (T1).", "en", {}),
    ("H6 was led.", "en", {}),
    ("With that choice the hand is a both worth 13, not a barsega.", "en", {"kind": "both", "asked": "barsega"}),
    ("その指定だと、この手札はbarsegaではなくboth(13点)です。", "ja", {}),
    ("テンディドの位置(ABCD-left)", "ja", {}),
    ("Tendido in place (ABCD-left): +2", "en", {"reading": "ABCD-left"}),
    ("You have 2 trick.", "en", {}),
    ("You plays the Fool.", "en", {}),
    ("", "ja", {}),
    ("Play a card", "ja", {}),
])
def test_the_checks_catch_the_faults_seen_at_the_table(shown, lang, params):
    tables = _tables(get_game("cirulla"))
    assert problems_of(shown, lang, params, tables), shown


STATUS = {"en": ("Your turn, {name}: {prompt}", "{name} is deciding: {prompt}"),
          "ja": ("{name}の番です：{prompt}", "{name}の番です：{prompt}")}


@pytest.mark.parametrize("game_id", GAMES)
def test_the_status_line_names_the_player_once(game_id):
    # A line that names the deciding player before the prompt ("Bruno is deciding: …") must not
    # meet a prompt that names that player again ("Bruno is deciding: Bruno …"). The window's own
    # status line (ui/status_text.py) is rendered at the table in tests/ui/test_status_line.py;
    # this checks the message tables' prompts themselves against a line that names the player.
    game = get_game(game_id)
    n = max(game.player_counts)
    bad = {}
    for key, asked in samples(game_id).prompts.items():
        for params, seat in asked:
            for lang in LANGS:
                for person in (True, False):
                    names = list(NAMES[lang][:n])
                    if not person:  # the same seat played by the program, under another name
                        names[0], names[seat] = names[seat], names[0]
                    prompt = Words(game, lang, names).prompt(key, params)
                    name = Words(game, lang, names).seat(seat)
                    line = STATUS[lang][0 if names[seat] == NAMES[lang][0] else 1].format(name=name, prompt=prompt)
                    again = re.search(rf"(?:: |：){re.escape(name)}(?![a-z])", line)
                    if again or (lang == "en" and len(re.findall(rf"\b{re.escape(name)}\b", line)) > 1):
                        bad[f"{key} [{lang}]"] = line
    assert not bad, "\n".join(f"{k}: {v!r}" for k, v in sorted(bad.items()))


@pytest.mark.parametrize("game_id", GAMES)
def test_the_headless_texts_name_cards_as_the_window_does(game_id):
    # The headless tool and record errors render without seat names, through the same card-name
    # renderer: no card code may remain there either, nor a doubled article.
    game = get_game(game_id)
    tables = (game.messages,)
    n = max(game.player_counts)
    bad = {}
    for key in sorted(_tables(game)):
        if not key.startswith(("reason.", "event.")):
            continue
        for lang in LANGS:
            fields = _fields(_tables(game)[key].get(lang, ""))
            for base in _base_params(game, key, fields):
                for params in _variants(game, n, base):
                    shown = text(key, lang, params, tables, game.pack)
                    found = CARD_CODE.search(shown) or (lang == "en" and DOUBLED.search(shown))
                    if found and not re.fullmatch(r"\d+ \d+", found.group(0)):
                        bad[f"{key} [{lang}] {found.group(0)!r}"] = shown
    assert not bad, "\n".join(f"{k}: {v!r}" for k, v in sorted(bad.items()))


def test_a_record_error_names_the_cards():
    # The reader of records says "A trump was led (the Bagatto)", as the window would, not "(T1)".
    game = get_game("mattazza")
    refusal = Refusal("must-follow-trump", "play", {"lead": "T1", "card": "H6"})
    for lang in LANGS:
        shown = refusal_text(refusal, lang, (game.messages,), game.pack)
        assert "T1" not in shown and game.pack.name(card("T1"), lang) in shown
    lombard = get_game("tarocco-lombardo")
    fool = lombard.pack.name(card("FOOL"), "en")
    assert fool.startswith("The ")
    shown = refusal_text(Refusal("card-not-in-hand", "play", {"card": "FOOL", "card_en": fool}), "en",
                         (lombard.messages,), lombard.pack)
    assert "the The" not in shown and "the Fool" in shown
    action = refusal_text(Refusal("unknown-choice", "auction", {"action": "play:T1", "choices": "due"}), "en",
                          (lombard.messages,), lombard.pack)
    assert "play:T1" not in action and "T1" not in action


# -- refusals and prompts that teach ---------------------------------------------------------------

def _play_until(game_id: str, n: int, reached, seeds: range = range(300)) -> Match:
    """A match of random play stopped at the first decision where ``reached(match)`` holds."""
    game = get_game(game_id)
    for seed in seeds:
        match = Match(game, n, seed=f"teach-{seed}")
        players = [make_player("random", game, s) for s in range(n)]
        while not match.deal_over:
            if reached(match):
                return match
            seat = match.current_player
            match.apply(players[seat].choose(match.view(seat)), seat)
    raise AssertionError("no deal reached the position")


def test_an_ace_refused_a_sweep_is_told_which_ace_bars_it():
    from games.cirulla.helpers import position

    game = get_game("cirulla")
    deal = position({0: "SA HQ", 1: "C2 C3"}, "DA H4 C7", stock="S2 S3 S4 S5", turn=0, dealer=1)
    refusal = deal.check(Action.parse("capture:SA:DA+H4+C7"))
    assert refusal is not None and refusal.code == "ace-blocks-sweep" and refusal.rule == "play"
    en = Words(game, "en", ["You", "Bruno"]).refusal(refusal)
    assert en.startswith("Ace of Diamonds lies on the table, so Ace of Spades does not sweep"), en
    assert "エース" in Words(game, "ja", ["あなた", "ブルーノ"]).refusal(refusal)
    # The Matta played as an Ace bars the sweep the same way.
    deal.table, deal.table_values, deal.matta, deal.matta_seat = [card("H7"), card("H4"), card("C7")], (1, 4, 7), 1, 1
    deal._legal_cache = None
    refusal = deal.check(Action.parse("capture:SA:H7+H4+C7"))
    assert refusal is not None and refusal.code == "matta-ace-blocks-sweep"
    assert "The Matta on the table was played as an Ace" in Words(game, "en", ["You", "Bruno"]).refusal(refusal)


def test_a_capture_with_a_designated_matta_says_what_it_counted_as():
    from games.cirulla.helpers import position

    game = get_game("cirulla")
    deal = position({0: "H7 SQ", 1: "C2 C3"}, "D4 C5", stock="S2 S3 S4 S5", turn=0, dealer=1)
    deal.matta, deal.matta_seat = 4, 0
    deal._legal_cache = None
    events = deal.apply(Action.parse("capture:H7:D4"))
    assert events[0].kind == "capture_pair_matta"
    line = Words(game, "en", ["You", "Bruno"]).event(events[0])
    assert line == "You take 4 of Diamonds with Seven of Hearts (Matta) (same value, the Matta counting as a 4).", line


def test_a_card_played_during_the_matto_gift_says_what_is_decided():
    game = get_game("mattazza")
    match = _play_until("mattazza", 4, lambda m: m.phase == "matto-gift")
    deal = match.deal
    owner = deal.matto_owner
    refusal = deal.check(Action("play", deal.piles[owner][0]))
    assert refusal is not None and refusal.code == "wrong-phase" and refusal.rule == "matto"
    en = Words(game, "en", NAMES["en"][:4]).refusal(refusal)
    assert "the Matto is paid for" in en and "another phase" not in en, en
    assert "マットの精算" in Words(game, "ja", NAMES["ja"][:4]).refusal(refusal)


def test_the_lombard_exchange_warns_of_cards_known_to_lie_in_the_discard():
    game = get_game("taroccombre")
    match = _play_until("taroccombre", 3, lambda m: m.phase == "exchange" and m.deal.discard)
    deal = match.deal
    deal.exchanges_left = 2  # a contract with two exchanges (random bidders seldom reach one)
    decl = deal.declarer
    assert deal.prompt()[0] == "prompt.name"
    buried = deal.discard[0]
    match.apply(Action("name", buried), decl)  # found in the discard: everyone now knows it lies there
    assert deal.phase == "exchange"
    key, params = deal.view(decl).prompt()
    assert key == "prompt.name-warn" and params["cards"] == [buried.code]
    for lang, start in (("en", "Known to lie in the discard: "), ("ja", "捨て札にあると分かっている札:")):
        shown = Words(game, lang, NAMES[lang][:3]).prompt(key, params)
        assert start + game.pack.name(buried, lang) in shown, shown


def test_porrazo_says_when_a_card_would_counter_a_porrazo():
    from tarotdesk.games.porrazo.capture import PORRAZO_MADE

    game = get_game("porrazo")
    match = _play_until("porrazo", 2, lambda m: m.phase == "play" and m.deal.chain == PORRAZO_MADE
                        and m.deal.chain_undo)
    key, params = match.deal.prompt()
    assert key == "prompt.play_counter" and params["gain"] > 0 and params["lost"] >= 0
    shown = Words(game, "en", ["You", "Bruno"]).prompt(key, params)
    assert "counter-porrazo" in shown and "San Benito" in shown, shown


def test_a_bonus_announced_and_a_bonus_caught_silently_are_two_rows():
    # Tarokk: the declarer's side announced the XXI catch and failed, the defenders caught the
    # XXI without announcing it: two lines of one kind that must not read alike.
    game = get_game("tarokk")
    words = Words(game, "en", NAMES["en"][:4])
    failed = ScoreLine("xxi", (0, 2), -84, {"bonus": "xxi", "announced": True, "variant": "announced-failed"}, "bonuses")
    silent = ScoreLine("xxi", (1, 3), 42, {"bonus": "xxi", "announced": False, "variant": "silent"}, "bonuses")
    assert words.line(failed) == "XXI catch (announced, failed)"
    assert words.line(silent) == "XXI catch (not announced)"
    ja = Words(game, "ja", NAMES["ja"][:4])
    assert ja.line(failed) != ja.line(silent)
    # In finished deals, one text never stands for two different items.
    for seed in range(40):
        match = Match(game, 4, seed=f"rows-{seed}")
        players = [make_player("random", game, s) for s in range(4)]
        while not match.deal_over:
            seat = match.current_player
            match.apply(players[seat].choose(match.view(seat)), seat)
        items: dict[str, set] = {}
        for line in match.results[-1].lines:
            items.setdefault(words.line(line), set()).add((line.kind, line.data.get("variant")))
        assert all(len(v) == 1 for v in items.values()), items


@pytest.mark.parametrize("game_id", GAMES)
def test_every_decision_has_a_prompt_line(game_id):
    # What a deal's prompt() names must be a text of the tables (never the fallback made from the
    # key), in both languages: the status line always says what is being decided.
    tables = _tables(get_game(game_id))
    asked = samples(game_id).prompts
    assert asked
    missing = [f"{key} ({lang})" for key in asked for lang in LANGS if not tables.get(key, {}).get(lang)]
    assert not missing, missing


def test_the_headless_summary_counts_in_words(capsys):
    from tarotdesk.cli import main

    assert main(["simulate", "--game", "cirulla", "--players", "2", "--deals", "1", "--seed", "3",
                 "--ai", "random"]) == 0
    out = capsys.readouterr().out
    assert "1 deal in 1 match " in out, out
    assert not PLURAL_AFTER_ONE.search(out), out
