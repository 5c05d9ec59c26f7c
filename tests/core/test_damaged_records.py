"""Twenty-odd ways a record can be damaged or foreign: each gives a clear RecordError, in English
and in Japanese."""

import hashlib
import json
import pickle
import re

import pytest

from contract import random_match
from toygame import GAME, games
from tarotdesk.core.match import Match
from tarotdesk.core.records import (RECORD_MESSAGES, PlayerInfo, RecordError, parse_record, read_record,
                                    record_from_match, replay)
from tarotdesk.games.registry import get_game


def good() -> dict:
    m = random_match(Match(GAME, 4, seed=21), 21)
    return json.loads(record_from_match(m, [PlayerInfo(f"P{i}") for i in range(4)]).to_text())


def mutate(fn):
    data = good()
    fn(data)
    return json.dumps(data)


def set_action(i, value):
    def fn(d):
        d["actions"][i] = value
    return fn


def wrong_seat(d):
    seat, text = d["actions"][3]
    d["actions"][3] = [(seat + 1) % 4, text]


def swap_actions(d):
    d["actions"][10], d["actions"][11] = d["actions"][11], d["actions"][10]


def extra_action(d):
    d["actions"].append([0, "play:SK"])


def bad_deck(d):
    d["prearranged"] = [{"deal": 0, "deck": ["SK"] * 78}]


def long_deck(d):
    d["prearranged"] = [{"deal": 0, "deck": ["SK"] * 200_000}]


CASES = {
    "empty file": ("", None),
    "truncated": (json.dumps(good())[:500], "line"),
    "binary garbage": (b"\xff\xfe\x00\x81garbage", "UTF-8"),
    "json array": ("[1, 2, 3]", "JSON object"),
    "json string": ('"hello"', "JSON object"),
    "other format": (mutate(lambda d: d.update(format="pgn")), "not a tarotdesk record"),
    "missing version": (mutate(lambda d: d.pop("version")), "version"),
    "future version": (mutate(lambda d: d.update(version=7)), "newer"),
    "version as text": (mutate(lambda d: d.update(version="1")), "version"),
    "unknown game": (mutate(lambda d: d.update(game="chess")), "unknown game"),
    "players not a list": (mutate(lambda d: d.update(players="four")), "players"),
    "wrong number of players": (mutate(lambda d: d["players"].pop()), "played by"),
    "player without name": (mutate(lambda d: d["players"][1].pop("name")), "players[1]"),
    "bad player kind": (mutate(lambda d: d["players"][2].update(kind="robot")), "players[2]"),
    "unknown option": (mutate(lambda d: d["options"].update(colour="red")), "no rule option"),
    "bad option value": (mutate(lambda d: d["options"].update(deals=0)), "at least"),
    "seed is a list": (mutate(lambda d: d.update(seed=[1])), "seed"),
    "dealer out of range": (mutate(lambda d: d.update(first_dealer=9)), "first_dealer"),
    "seed of 5,000 digits": (json.dumps(good()).replace('"seed": 21', '"seed": ' + "7" * 5000),
                             "line 1, column "),
    "seed of 150 digits": (mutate(lambda d: d.update(seed=10 ** 149)), "seed: the seed is a number of 150 digits"),
    "seed text with a lone surrogate": (mutate(lambda d: d.update(seed="x\ud800")), "seed: the seed must be a text"),
    "unknown AI level": (mutate(lambda d: d["players"][1].update(kind="ai", level="godlike")),
                         "players[1]: unknown AI level 'godlike' (levels: random, easy, standard, strong)"),
    "markup for an AI level": (mutate(lambda d: d["players"][2].update(kind="ai", level="<b>x</b>")),
                               "players[2]: unknown AI level '<b>x</b>'"),
    "deck not the pack": (mutate(bad_deck), "prearranged[0]"),
    "deck of 200,000 cards": (mutate(long_deck), "prearranged[0]: the deck has 200,000 cards; the pack of toy has 78"),
    "actions not a list": (mutate(lambda d: d.update(actions={"a": 1})), "actions"),
    "action not a pair": (mutate(set_action(4, "play:SK")), "action 5"),
    "seat out of range": (mutate(set_action(4, [7, "play:SK"])), "action 5"),
    "garbled action text": (mutate(set_action(4, [0, "play:Q!"])), "action 5"),
}

REPLAY_CASES = {
    "action by the wrong seat": (mutate(wrong_seat), "action 4"),
    "actions out of order": (mutate(swap_actions), "action 1"),
    "action after the end": (mutate(extra_action), "already over"),
}


@pytest.mark.parametrize("name", CASES)
def test_damaged_record_is_refused_clearly(name):
    raw, needle = CASES[name]
    with pytest.raises(RecordError) as err:
        parse_record(raw, games)
    message = str(err.value)
    assert message and "Traceback" not in message
    if needle:
        assert needle in message


@pytest.mark.parametrize("name", REPLAY_CASES)
def test_bad_action_sequence_names_the_action(name):
    raw, needle = REPLAY_CASES[name]
    record = parse_record(raw, games)
    with pytest.raises(RecordError) as err:
        replay(record, games=games)
    assert needle in str(err.value)


def test_a_deck_is_refused_by_its_length_before_its_cards_are_counted():
    # Counting each card of a 200,000-card deck in the whole deck took minutes; the length comes first.
    with pytest.raises(RecordError) as err:
        parse_record(mutate(long_deck), games)
    assert err.value.reason.key == "record.deck-size"
    assert err.value.text("ja") == "[prearranged[0]] デッキのカードが 200000 枚あります。toy のパックは 78 枚です。"


def test_cards_left_out_of_a_refusal_are_shown_as_an_ellipsis():
    with pytest.raises(RecordError) as err:
        parse_record(mutate(bad_deck), games)
    message = str(err.value)
    missing = message.split("missing ", 1)[1].split(";", 1)[0]
    assert len(missing.split()) == 7 and missing.endswith(" …")  # six of the 77 cards, then "…"
    assert "repeated SK" in message and "repeated SK …" not in message


def test_a_5000_digit_number_is_refused_in_words_with_its_place():
    with pytest.raises(RecordError) as err:
        parse_record(CASES["seed of 5,000 digits"][0], games)
    assert str(err.value).endswith("the record holds a number of 5,000 digits; no number in a record has more "
                                   "than 4,300")
    assert "Exceeds the limit" not in str(err.value) and "set_int_max_str_digits" not in str(err.value)


def test_a_lone_surrogate_in_a_name_is_repaired_so_that_the_game_can_be_kept(tmp_path):
    from tarotdesk.storage.autosave import Autosave

    data = good()
    data["players"][0]["name"] = "You\ud800"
    data["flags"] = {"note\udc00": "a\ud83d"}
    text = json.dumps(data)  # the escapes of the JSON text, as another program may write them
    assert "\\ud800" in text
    record = parse_record(text, games)
    assert record.players[0].name == "You\ufffd" and record.flags == {"note\ufffd": "a\ufffd"}
    autosave = Autosave(tmp_path / "autosave.tarotdesk")
    autosave.save(record)  # every autosave of such a game used to fail: the text could not be encoded
    assert read_record(autosave.path, games).players[0].name == "You\ufffd"
    paired = parse_record(json.dumps(good()).replace('"P0"', '"P\\ud83d\\ude00"'), games)
    assert paired.players[0].name == "P\U0001f600"  # a whole pair is a character, kept as it is


def test_reading_never_changes_the_file(tmp_path):
    for i, (raw, _) in enumerate(CASES.values()):
        path = tmp_path / f"bad{i}.tarotdesk"
        path.write_bytes(raw if isinstance(raw, bytes) else raw.encode())
        before = hashlib.sha256(path.read_bytes()).hexdigest()
        with pytest.raises(RecordError):
            read_record(path, games)
        assert hashlib.sha256(path.read_bytes()).hexdigest() == before


def test_missing_file_and_folder(tmp_path):
    with pytest.raises(RecordError, match="cannot open"):
        read_record(tmp_path / "nope.tarotdesk", games)
    with pytest.raises(RecordError):
        read_record(tmp_path, games)


def test_huge_file_is_refused_without_reading(tmp_path):
    path = tmp_path / "huge.tarotdesk"
    with open(path, "wb") as fh:
        fh.truncate(17 * 1024 * 1024)
    with pytest.raises(RecordError, match="larger"):
        read_record(path, games)


# -- the reasons in Japanese ---------------------------------------------------------------------

JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")

#: A few refusals: the English word for word as the reader has always said it, and the Japanese.
SAID = {
    "empty file": ("the file is empty", "ファイルが空です。"),
    "truncated": ("line 1, column 501: not valid JSON: Expecting ',' delimiter",
                  "[1行目、501文字目] JSON の構文エラーです：Expecting ',' delimiter"),
    "unknown game": ("game: unknown game 'chess'", "[game] 'chess' というゲームはありません。"),
    "garbled action text": ("action 5: malformed action 'play:Q!': bad action word 'Q!'",
                            "[5番目の行動] 行動 'play:Q!' の書き方が正しくありません：bad action word 'Q!'"),
}


def refusal(raw) -> RecordError:
    with pytest.raises(RecordError) as err:
        replay(parse_record(raw, games), games=games)
    return err.value


@pytest.mark.parametrize("name", SAID)
def test_a_refusal_is_said_in_english_as_before_and_in_japanese(name):
    english, japanese = SAID[name]
    exc = refusal(CASES[name][0])
    assert str(exc) == exc.text("en") == english
    assert exc.text("ja") == japanese
    again = pickle.loads(pickle.dumps(exc))
    assert str(again) == english and again.text("ja") == japanese


@pytest.mark.parametrize("name", [*CASES, *REPLAY_CASES])
def test_every_refusal_has_a_japanese_sentence(name):
    exc = refusal({**CASES, **REPLAY_CASES}[name][0])
    assert exc.text("en") == str(exc)
    shown = exc.text("ja")
    assert JAPANESE.search(shown)
    if RECORD_MESSAGES[exc.reason.key]["en"] != "{detail}":  # not an English sentence handed on (an option's)
        assert exc.message not in shown


def test_an_illegal_action_is_said_with_the_game_s_own_words_in_japanese():
    game = get_game("tarocco-lombardo")
    data = json.loads(record_from_match(random_match(Match(game, 4, seed=5), 5),
                                        [PlayerInfo(f"P{i}") for i in range(4)]).to_text())
    # Seat 1's first card is one that seat 2 plays next: seat 1 does not hold it.
    data["actions"][8][1] = data["actions"][9][1]
    with pytest.raises(RecordError) as err:
        replay(parse_record(json.dumps(data), get_game), games=get_game)
    assert str(err.value) == ("action 9 ('play:C9' by seat 1): illegal action: "
                              "You do not hold the 9 of Batons. [card-not-in-hand]")
    assert err.value.text("ja") == ("[9番目の行動(席1の'play:C9')] できない行動です："
                                    "バトンの9は手札にありません。 [card-not-in-hand]")


def test_a_file_that_cannot_be_read_is_refused_in_japanese(tmp_path):
    with pytest.raises(RecordError) as err:
        read_record(tmp_path / "nope.tarotdesk", games)
    assert str(err.value).startswith("cannot open the file")
    assert err.value.text("ja") == "ファイルが見つかりません。"
    with pytest.raises(RecordError) as err:
        read_record(tmp_path, games)
    assert JAPANESE.search(err.value.text("ja")) and "folder" not in err.value.text("ja")


def test_a_hostile_value_stays_short_in_every_language():
    exc = refusal(mutate(lambda d: d.update(game="<b>" + "x" * 50_000)))
    for lang in ("en", "ja"):
        shown = exc.text(lang)
        assert len(shown) < 300 and "characters left out" in shown
