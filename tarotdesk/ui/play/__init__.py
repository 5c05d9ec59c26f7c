"""Playing a game at the table: the session, the scores, the decision row, hints, the AI runner, keeping games."""
