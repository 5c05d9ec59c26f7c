"""The status line and the end-of-deal texts as the window composes them: the person who kept the
name "You" is not named twice ("Your turn: play a card.", never "Your turn, You: Play a card."),
and a game with its own word for a deal (Porrazo's hand) is spoken of in that word."""

from __future__ import annotations

import re

import pytest

from tarotdesk.ai.players import make_player
from tarotdesk.core.match import Match
from tarotdesk.games.registry import GAME_PACKAGES, get_game
from tarotdesk.ui.kit import i18n
from tarotdesk.table.state import state_of
from tarotdesk.ui.play.status_text import deal_over_text, status_line
from tarotdesk.ui.model.words import Words

NAMES = {"en": ["You", "Bruno", "Carla", "Dario", "Elsa", "Franz", "Greta", "Hugo"],
         "ja": ["あなた", "ブルーノ", "カルラ", "ダリオ", "エルザ", "フランツ", "グレタ", "ウーゴ"]}


@pytest.fixture(params=["en", "ja"])
def lang(request, qapp):
    loaded = i18n.install_language(request.param)
    if request.param == "ja":
        assert "tarotdesk_ja" in loaded
    yield request.param
    i18n.install_language("en")


def _persons_first_decision(game_id: str, n: int, seed: int) -> Match:
    """A match in which the others (random players) have moved until the person (seat 0) decides."""
    game = get_game(game_id)
    match = Match(game, n, seed=seed)
    players = [make_player("random", game, f"{seed}-{s}") for s in range(n)]
    while match.current_player != 0:
        assert not match.deal_over, "the deal ended before the person had anything to decide"
        seat = match.current_player
        match.apply(players[seat].choose(match.deal.view(seat)), seat)
    return match


@pytest.mark.parametrize("game_id", list(GAME_PACKAGES))
def test_the_person_called_you_is_named_once_on_the_status_line(game_id, lang):
    game = get_game(game_id)
    for n in game.player_counts:
        match = _persons_first_decision(game_id, n, seed=3)
        words = Words(game, lang, NAMES[lang][:n])
        line = status_line(state_of(match, 0), words, lambda s: s == 0)
        prompt = words.prompt(*match.deal.view(0).prompt())
        if lang == "en":
            assert line.startswith("Your turn: "), line
            assert not re.search(r"\bYou\b", line), line
            # The prompt continues the sentence: its first word loses its capital (a name keeps
            # it), and nothing else changes.
            rest = line[len("Your turn: "):]
            assert rest[1:] == prompt[1:] and rest[:1].lower() == prompt[:1].lower(), line
            first = re.match(r"\w+", prompt).group(0)
            assert rest[:1].islower() or first in NAMES["en"] or first.isupper(), line
        else:
            assert line == f"あなたの番です：{prompt}", line
            assert line.count("あなた") == prompt.count("あなた") + 1, line


def test_a_person_with_a_name_and_the_program_are_named(lang):
    game = get_game("tarocco-lombardo")
    match = _persons_first_decision("tarocco-lombardo", 4, seed=3)
    names = ["Anna", "Bruno", "Carla", "Dario"]
    words = Words(game, lang, names)
    prompt = words.prompt(*match.deal.view(0).prompt())
    person = status_line(state_of(match, 0), words, lambda s: s == 0)
    program = status_line(state_of(match, 0), words, lambda s: False)
    if lang == "en":
        assert person == f"Your turn, Anna: {prompt}"
        assert program == f"Anna is deciding: {prompt}"
    else:
        assert person == program == f"Annaの番です：{prompt}"


def test_a_prompt_that_starts_with_a_name_keeps_its_capital():
    words = Words(get_game("tarocco-lombardo"), "en", ["You", "Bruno", "Carla", "Dario"])
    assert words.continued("Play a card.") == "play a card."
    assert words.continued("Bruno's porrazo loses its 2 points.") == "Bruno's porrazo loses its 2 points."
    assert words.continued("XXI or pass?") == "XXI or pass?"
    assert words.continued("I think") == "I think"


def test_porrazo_ends_a_hand_and_the_other_games_a_deal(lang):
    porrazo = Words(get_game("porrazo"), lang, NAMES[lang][:2])
    lombard = Words(get_game("tarocco-lombardo"), lang, NAMES[lang][:4])
    if lang == "en":
        assert deal_over_text(porrazo, 2) == "Hand 3 is over."
        assert deal_over_text(porrazo, 2, sentence=False) == "Hand 3 is over"
        assert deal_over_text(lombard, 2) == "Deal 3 is over."
    else:
        assert deal_over_text(porrazo, 2) == "第3ハンドが終わりました。"
        assert deal_over_text(porrazo, 2, sentence=False) == "第3ハンド終了"
        assert deal_over_text(lombard, 2) == "第3ディールが終わりました。"
