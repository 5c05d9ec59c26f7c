"""Texts with names and card names (seat numbers never show, lists of players read naturally); the
order of the hand."""

from __future__ import annotations

import re

import pytest

from tarotdesk.ai.players import make_player
from tarotdesk.core.cards import cards
from tarotdesk.core.events import Event, Refusal
from tarotdesk.core.match import Match
from tarotdesk.core.message_params import Seat, Seats, SeatsText
from tarotdesk.core.packs import tarot78
from tarotdesk.games.registry import all_games, get_game
from tarotdesk.ui.model.hand_order import sort_hand
from tarotdesk.ui.model.words import Words
from toygame import GAME


def test_seat_numbers_become_names_and_codes_become_card_names():
    w = Words(GAME, "en", ["Anna", "Bruno", "Carla", "Dario"])
    assert w.event(Event("deal_started", 2, {"dealer": Seat(2), "deal": 0})) == "New deal: Carla deals."
    assert w.refusal(Refusal("not-your-turn", "play", {"seat": Seat(0), "current": Seat(3)})) == \
        "It is not your turn: Dario is to act."
    assert w.refusal(Refusal("card-not-in-hand", "play", {"card": "T21"})) == "You do not hold The World (XXI)."
    ja = Words(GAME, "ja", ["アンナ", "ブルーノ", "カルラ", "ダリオ"])
    assert ja.event(Event("deal_started", 1, {"dealer": Seat(1), "deal": 0})) == "新しいディール：ブルーノが配ります。"


def test_cards_in_an_action_are_listed_as_the_language_lists_them():
    from tarotdesk.core.actions import Action

    cirulla = get_game("cirulla")
    capture = Action.parse("capture:S4:HA+D2")
    ja = Words(cirulla, "ja", ["あなた", "ブルーノ"]).action(capture)
    en = Words(cirulla, "en", ["You", "Bruno"]).action(capture)
    assert "、" in ja and ", " not in ja, ja
    assert ", " in en or " and " in en, en


def test_the_hand_is_sorted_as_chosen():
    pack = tarot78()
    hand = cards("SK H2 T21 FOOL HA S10 T1")
    assert [c.code for c in sort_hand(pack, hand)] == ["T21", "T1", "FOOL", "SK", "S10", "HA", "H2"]
    assert [c.code for c in sort_hand(pack, hand, "trumps-last")] == ["SK", "S10", "HA", "H2", "T21", "T1", "FOOL"]
    assert [c.code for c in sort_hand(pack, hand, "trumps-first", descending=False)] == \
        ["FOOL", "T1", "T21", "S10", "SK", "H2", "HA"]


SEAT_NUMBER = re.compile(r"\b[Ss]eats? \d|席\s?\d")


def _finished_deal(game_id: str, n: int, seed: int) -> tuple[Match, list[Event]]:
    game = get_game(game_id)
    match = Match(game, n, seed=seed)
    players = [make_player("random", game, f"{seed}-{s}") for s in range(n)]
    events: list[Event] = []
    while not match.deal_over:
        seat = match.current_player
        events += match.apply(players[seat].choose(match.view(seat)), seat)
    return match, events


@pytest.mark.parametrize("game_id", [g.id for g in all_games()])
def test_no_seat_number_is_left_in_any_line_of_a_deal(game_id):
    names = ["You", "Bruno", "Carla", "Dario", "Elsa", "Franz", "Greta", "Hugo"]
    for n in get_game(game_id).player_counts:
        for seed in (1, 2):
            match, events = _finished_deal(game_id, n, seed)
            for lang in ("en", "ja"):
                w = Words(match.game, lang, names[:n])
                texts = [w.event(e) for e in events] + [w.line(ln) for r in match.results for ln in r.lines]
                left = [t for t in texts if SEAT_NUMBER.search(t)]
                assert not left, f"{game_id} ({n} players, {lang}): {left[:3]}"


@pytest.mark.parametrize(("who", "en", "ja"), [
    ("2", "Trull: 3 for Carla.", "オールスリー: カルラが3点。"),
    ("0", "Trull: 3 for you.", "オールスリー: あなたが3点。"),
    ("2, 0", "Trull: 3 for each of Carla and you.", "オールスリー: カルラとあなたがそれぞれ3点。"),
    ("3, 1, 2", "Trull: 3 for each of Dario, Bruno and Carla.", "オールスリー: ダリオ、ブルーノとカルラがそれぞれ3点。"),
])
def test_score_lines_name_the_players_a_list_of_one_reads_as_one(who, en, ja):
    seats = Seats(int(v) for v in who.split(","))
    event = Event("score_trull", None, {"seats": seats, "who": SeatsText(who)}, points=3)
    assert Words(get_game("tarokk"), "en", ["You", "Bruno", "Carla", "Dario"]).event(event) == en
    assert Words(get_game("tarokk"), "ja", ["あなた", "ブルーノ", "カルラ", "ダリオ"]).event(event) == ja


def test_a_plural_verb_after_a_list_agrees_with_one_player():
    lombard = get_game("tarocco-lombardo")
    en = Words(lombard, "en", ["You", "Bruno", "Carla", "Dario"])
    assert en.event(Event("deal_points", None, {"seats": Seats([2])}, points=3)) == "Carla scores 3 for the deal."
    assert en.event(Event("deal_points", None, {"seats": Seats([0])}, points=3)) == "You score 3 for the deal."
    assert en.event(Event("deal_points", None, {"seats": Seats([0, 2])}, points=3)) == "Carla and you score 3 for the deal."
    assert en.event(Event("deal_points", None, {"seats": Seats([1, 3])}, points=3)) == "Bruno and Dario score 3 for the deal."
    ja = Words(lombard, "ja", ["あなた", "ブルーノ", "カルラ", "ダリオ"])
    assert ja.event(Event("deal_points", None, {"seats": Seats([0, 2])}, points=3)) == \
        "あなたとカルラがこのディールで3点を得点しました。"


def test_a_bonus_paid_and_charged_in_two_lines_shares_one_summary_row():
    from tarotdesk.core.state import DealResult, ScoreLine
    from tarotdesk.ui.play.scores import breakdown_rows

    w = Words(get_game("tarokk"), "en", ["You", "Bruno", "Carla", "Dario"])
    lines = [ScoreLine("trull", (2,), -48, {}), ScoreLine("trull", (0, 1, 3), 16, {}),
             ScoreLine("trull", (2,), 192, {}), ScoreLine("trull", (0, 1, 3), -64, {})]
    rows = breakdown_rows(DealResult([0, 0, 0, 0], lines), w, 4)
    assert [cells for _, cells in rows] == [["+16", "+16", "-48", "+16"], ["-64", "-64", "+192", "-64"]]
    assert rows[0][0] == rows[1][0]
