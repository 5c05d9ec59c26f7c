"""Rule-based players, one module per game family (``make_player(game, seed)``)."""
