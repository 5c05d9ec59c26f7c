"""Game texts for the table in the player's language (no Qt).

Everything a game says comes from the message tables of :mod:`tarotdesk.core.messages` (the
core's and the game's ``Game.messages``). The table adds two things a printed log cannot:
seats become the players' names (the word "seat" in front of them is dropped, so "seat 2
deals" reads "Anna deals"), and card codes become card names of the game's pack. A parameter
is a seat when it is made as one (:mod:`tarotdesk.core.message_params`); a plain number stays
a number.
Several seats read as a list ("Anna and Bruno", 「アンナとブルーノ」); a list of one person
reads as that person alone ("3 for each of seats 2" becomes "3 for Carla", 「席2がそれぞれ」
becomes 「カルラが」, "seats 2 score" becomes "Carla scores").

A person who kept the default name "You" (「あなた」) is addressed as such in every language,
and English sentences about them are made grammatical: "You plays" becomes "You play",
"You's side" "Your side", "gives to You" "gives to you".
"""

from __future__ import annotations

import re
from typing import Any, Iterable, Mapping, Sequence

from ...core.actions import Action
from ...core.cards import Card
from ...core.events import Event, Refusal
from ...core.game import Game
from ...core.message_params import Seat, Seats, SeatsText
from ...core.messages import action_text, card_list, card_names, event_params, text, tidy
from ...core.state import ScoreLine, Verdict
from .plain_text import display_name

#: The default name of a person at the table, per language; a seat with one of these names is
#: shown with the current language's word and gets second-person grammar in English.
YOU = {"en": "You", "ja": "あなた"}
#: English verbs whose second-person form is not the third-person one less its "s".
_IRREGULAR = {"is": "are", "was": "were", "has": "have", "does": "do", "goes": "go"}
#: Words that may stand between the subject and its verb ("You never take ...").
_ADVERBS = {"never", "also", "still", "already", "only", "then", "now", "always", "again"}
_WORD_VALUE = re.compile(r"[a-z][a-z0-9-]*")
#: Verbs a sentence about "You" may continue with after "and" ("You play the Matto and keep it").
_AND_VERBS = {"keeps", "takes", "gives", "wins", "scores", "loses", "receives", "plays", "shows", "declares",
              "leads", "passes", "holds", "has", "is"}
_YOU_RE = re.compile(r"\x00Y\x00('s\b)?(\s+)?([A-Za-z]+)?")

_MARK = "\x00S{}\x00"
_MARK_RE = re.compile(r"(?:\b[Ss]eats? |席)?\x00S(\d+)\x00")
_LIST_MARK = "\x00L{}\x00"
_LIST_RE = re.compile(r"(?:\b[Ss]eats? |席)?\x00L(\d+(?:,\d+)*)\x00")
#: A list of one seat: "for each of" and 「それぞれ」 go, and a plural verb after it agrees.
_EACH_OF_ONE = re.compile(r"\beach of ((?:[Ss]eats? )?\x00L\d+\x00)")
_ONE_EACH_JA = re.compile(r"(\x00L\d+\x00が)それぞれ")
_ONE_RE = re.compile(r"\x00L(\d+)\x00( ([a-z]+)\b)?")
#: Plural verbs that may follow a list of seats, with their third person singular.
_SINGULAR = {"score": "scores", "win": "wins", "take": "takes", "lose": "loses", "get": "gets", "pay": "pays",
             "receive": "receives", "keep": "keeps", "play": "plays", "have": "has", "are": "is", "were": "was"}


class Words:
    """Texts of one game for one language, with seat names and card names filled in."""

    def __init__(self, game: Game, lang: str, seat_names: Sequence[str]) -> None:
        self.game = game
        self.lang = lang
        self.seat_names = list(seat_names)
        self._shown_names = [display_name(name) for name in self.seat_names]  # asked for on every log line
        self.tables = (game.messages,) if game.messages else ()

    # -- pieces -----------------------------------------------------------------------------
    def card(self, c: Card) -> str:
        """A card's name in this game's pack."""
        return self.game.pack.name(c, self.lang)

    def cards(self, cs: Iterable[Card]) -> str:
        """Card names joined by commas."""
        return card_list(self.lang, [self.card(c) for c in cs])

    def _param(self, key: str, value: Any) -> Any:
        # Seats are typed where the message is made (core.message_params): a plain number stays one.
        n = len(self.seat_names)
        if isinstance(value, Seat):
            return _MARK.format(value) if 0 <= value < n else value
        seats = value.seats if isinstance(value, SeatsText) else value
        if isinstance(seats, Seats):
            if seats and all(0 <= v < n for v in seats):
                return _LIST_MARK.format(",".join(str(v) for v in seats))
            return value
        named = card_names(value, self.lang, self.game.pack)
        if named is not value:
            return named
        if isinstance(value, str) and _WORD_VALUE.fullmatch(value) and any(
                ("word." + value) in t for t in self.tables):
            # A word of the game ("monte", "all-pass") given as a parameter: its text.
            return self.text("word." + value)
        if key == "action" and isinstance(value, str) and value:
            # The action in words ("Play VIII"), as its button says, not its record text.
            try:
                return self.action(Action.parse(value))
            except (ValueError, KeyError, LookupError):
                return value
        return value

    def is_you(self, s: int) -> bool:
        """True if seat ``s`` is a person who kept the default name (You / あなた)."""
        return 0 <= s < len(self.seat_names) and self.seat_names[s] in YOU.values()

    def _finish(self, s: str) -> str:
        if "\x00L" in s:
            s = self._lists(s)
        if self.lang != "en":
            return _MARK_RE.sub(lambda m: self.seat(int(m.group(1))), s)
        s = _MARK_RE.sub(lambda m: "\x00Y\x00" if self.is_you(int(m.group(1))) else self.seat(int(m.group(1))), s)
        s = _second_person(s) if "\x00Y\x00" in s else s
        return tidy(s, self.lang)

    def _lists(self, s: str) -> str:
        """Write the lists of seats: a list of one becomes that seat's own mark (so that "You"
        gets its grammar), longer lists their names joined as the language joins them."""
        if self.lang == "ja":
            s = _ONE_EACH_JA.sub(r"\1", s)
        else:
            s = _EACH_OF_ONE.sub(r"\1", s)

        def one(m: re.Match[str]) -> str:
            seat = int(m.group(1))
            verb = m.group(3)
            if verb and self.lang == "en" and not self.is_you(seat):
                verb = _SINGULAR.get(verb, verb)
            return _MARK.format(seat) + (" " + verb if verb else "")

        s = _ONE_RE.sub(one, s)
        return _LIST_RE.sub(lambda m: self._joined([int(v) for v in m.group(1).split(",")],
                                                   _sentence_start(s[:m.start()])), s)

    def _joined(self, seats: list[int], starts_sentence: bool) -> str:
        """Several seats' names as one phrase: "Anna, Bruno and you", 「アンナ、ブルーノとあなた」."""
        if self.lang == "ja":
            names = [self.seat(v) for v in seats]
            return "、".join(names[:-1]) + "と" + names[-1]
        # The person comes last in English ("Anna and you"), as one says it.
        ordered = [v for v in seats if not self.is_you(v)] + [v for v in seats if self.is_you(v)]
        names = ["you" if self.is_you(v) else self.seat(v) for v in ordered]
        if starts_sentence:
            names[0] = names[0][:1].upper() + names[0][1:]
        return ", ".join(names[:-1]) + " and " + names[-1]

    def seat(self, s: int) -> str:
        """A seat's player name (the default name "You" in the current language), as the window
        shows a name from a record: on one line, cut to a length that fits (see :mod:`.plain_text`)."""
        if 0 <= s < len(self.seat_names):
            name = self.seat_names[s]
            return YOU.get(self.lang, name) if name in YOU.values() else self._shown_names[s]
        return str(s)

    def rule_title(self, anchor: str | None) -> str:
        """The title of the rule section that explains ``anchor``, in this language ("" if the
        game has no rule text)."""
        return rule_title(self.game.id, anchor, self.lang)

    def hint(self, reason: str, params: Mapping[str, Any]) -> str:
        """A hint's reason in words (texts of :mod:`tarotdesk.ai.messages`)."""
        from ...ai.messages import MESSAGES as HINTS

        shown = {k: self._param(k, v) for k, v in params.items()}
        return self._finish(text("hint." + reason, self.lang, shown, (HINTS,) + self.tables))

    def hint_details(self, reason: str, params: Mapping[str, Any], value: float | None = None,
                     visits: int = 0) -> str:
        """The engine's figures behind a hint's reason, for the person who opens "details": the
        sampled estimate the reason rests on (``hint.<code>.details``, where it has one) and the
        search's own expectation of the move (``value`` game points after ``visits`` playouts;
        nothing when no search weighed it). Empty when there are none."""
        from ...ai.messages import MESSAGES as HINTS

        parts = []
        if f"hint.{reason}.details" in HINTS:
            parts.append(self.hint(f"{reason}.details", params))
        if value is not None and visits:
            parts.append(self.hint("figures", {"value": value, "visits": visits}))
        return ("" if self.lang == "ja" else " ").join(parts)

    def text(self, key: str, params: Mapping[str, Any] | None = None) -> str:
        """The message ``key`` with its parameters filled in."""
        shown = {k: self._param(k, v) for k, v in (params or {}).items()}
        return self._finish(text(key, self.lang, shown, self.tables))

    # -- what the table shows -----------------------------------------------------------------
    def event(self, event: Event) -> str:
        """An event in words."""
        return self.text("event." + event.kind, typed_event_params(event))

    def refusal(self, refusal: Refusal) -> str:
        """Why an action was refused."""
        return self.text("reason." + refusal.code, refusal.params)

    def action(self, action: Action) -> str:
        """An action as a button label."""
        return self._finish(action_text(action, self.lang, self.tables, self.game.pack.name))

    def action_kind(self, kind: str) -> str:
        """A label for a kind of card action before the card is chosen (``Call …``)."""
        return self.text("action." + kind, {"cards": "…", "word": ""}).strip()

    def prompt(self, key: str, params: Mapping[str, Any]) -> str:
        """The status line's description of the decision."""
        return self.text(key, params)

    def deal_unit(self) -> str | None:
        """The game's own word for its deal ("hand" in Porrazo, whose deals are rounds of three
        cards), or None where the window's word "deal" fits."""
        if any("word.deal-unit" in t for t in self.tables):
            return text("word.deal-unit", self.lang, None, self.tables)
        return None

    def continued(self, sentence: str) -> str:
        """``sentence`` continuing another after a colon: in English its first word loses the
        capital a sentence start gave it ("Your turn: play a card."); a name, a card's name or a
        word in capitals keeps it."""
        if self.lang != "en" or not sentence:
            return sentence
        first = re.match(r"[A-Za-z]+", sentence)
        if first is None:
            return sentence
        word = first.group(0)
        names = {self.seat(s).split(" ")[0] for s in range(len(self.seat_names))}
        all_capitals = len(word) > 1 and not word[1:].islower()  # "XXI", "OK"
        if word == "I" or all_capitals or word in names or word in self._card_words():
            return sentence
        return sentence[0].lower() + sentence[1:]

    def _card_words(self) -> set[str]:
        # The first words of the pack's card names ("Matto", "Skiz"): names, kept capitalised.
        words = getattr(self, "_card_word_cache", None)
        if words is None:
            words = set()
            for c in self.game.pack.cards:
                name = self.card(c)
                m = re.match(r"[A-Za-z]+", name)
                if m and m.group(0) not in ("The", "A", "An"):
                    words.add(m.group(0))
            self._card_word_cache = words
        return words

    def note(self, key: str, params: Mapping[str, Any]) -> str:
        """A per-seat label (role, bid, team)."""
        return self.text(key, params)

    def line(self, line: ScoreLine) -> str:
        """A score line's description (without its points)."""
        params: dict[str, Any] = dict(line.data)
        params["points"] = line.points  # the line's score, not card points kept in its data
        params.setdefault("seats", Seats(line.seats))
        # A line may name a variant of its kind ("announced-failed", "silent") with words of its own.
        variant = line.data.get("variant")
        if isinstance(variant, str) and any(f"line.{line.kind}.{variant}" in t for t in self.tables):
            return self.text(f"line.{line.kind}.{variant}", params)
        return self.text("line." + line.kind, params)

    def verdict(self, verdict: Verdict) -> str:
        """Who won a deal and why (``verdict.<kind>``), its subject the verdict's seats."""
        params: dict[str, Any] = dict(verdict.data)
        params.setdefault("seats", Seats(verdict.seats))
        return self.text("verdict." + verdict.kind, params)

    def game_name(self) -> str:
        """The game's name."""
        return self.game.name(self.lang)


def typed_event_params(event: Event) -> dict[str, Any]:
    """An event's template parameters (:func:`~tarotdesk.core.messages.event_params`) with the
    seat it concerns typed as a :class:`Seat`: the event's own field says it is one, and events
    are made on every playout action, where wrapping it would cost."""
    params = event_params(event)
    if event.seat is not None:
        params["seat"] = Seat(event.seat)
    return params


def rule_title(game_id: str, anchor: str | None, lang: str) -> str:
    """The title of ``game_id``'s rule section that explains ``anchor`` ("" without a rule text)."""
    from ... import rules_text

    try:
        section = rules_text.resolve_anchor(game_id, anchor, lang)
        return rules_text.load(game_id, lang).section(section).title
    except rules_text.RulesTextError:
        return ""


def _sentence_start(before: str) -> bool:
    """True if a word after ``before`` begins a sentence."""
    before = before.rstrip()
    return not before or before[-1] in ".!?:(\n"


def _verb_for_you(word: str) -> str:
    """The second-person form of an English verb in the third person singular."""
    if word in _IRREGULAR:
        return _IRREGULAR[word]
    if len(word) > 3 and word.endswith("ies"):
        return word[:-3] + "y"
    if word.endswith(("sses", "shes", "ches", "xes", "zes")):
        return word[:-2]
    if len(word) > 2 and word.endswith("s") and not word.endswith("ss"):
        return word[:-1]
    return word


def _second_person(s: str) -> str:
    """Replace each "You" mark by "You"/"you"/"Your"/"your" and give the verb after it the
    second person (``\x00Y\x00`` marks where the person's name goes)."""
    out: list[str] = []
    pos = 0
    for m in _YOU_RE.finditer(s):
        out.append(s[pos:m.start()])
        before = "".join(out).rstrip()
        sentence_start = _sentence_start(before)
        possessive, space, word = m.group(1), m.group(2) or "", m.group(3) or ""
        pronoun = "your" if possessive else "you"
        if sentence_start:
            pronoun = pronoun.capitalize()
        out.append(pronoun)
        if possessive or not word:
            out.append(space + word)
        elif word.islower() and word not in _ADVERBS and not before.endswith((" to", " for", " by", " from", " with")):
            out.append(space + _verb_for_you(word))
        elif word in _ADVERBS:
            out.append(space + word)
            rest = s[m.end():]
            v = re.match(r"(\s+)([a-z]+)", rest)
            if v:
                out.append(v.group(1) + _verb_for_you(v.group(2)))
                pos = m.end() + v.end()
                continue
        else:
            out.append(space + word)
        pos = m.end()
        if not possessive and (sentence_start or word):
            # The same sentence may go on with a second verb: "... and keeps it".
            end = re.search(r"[.!?;]|\x00Y\x00", s[pos:])
            stop = pos + end.start() if end else len(s)
            rest = re.sub(r"\band ([a-z]+)\b",
                          lambda v: "and " + (_verb_for_you(v.group(1)) if v.group(1) in _AND_VERBS
                                              else v.group(1)), s[pos:stop])
            out.append(re.sub(r"\btheir\b", "your", rest))  # "You choose a card of their pile"
            pos = stop
    out.append(s[pos:])
    return "".join(out)
