from tarotdesk.games.cirulla import GAMES


def test_the_direction_option_mirrors_the_seating():
    game = GAMES["cirulla"]
    assert game.effective_direction(game.default_options(2)) == "cw"
    assert game.effective_direction({**game.default_options(2), "direction": "anticlockwise"}) == "ccw"
