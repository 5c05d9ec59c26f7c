"""The replay viewer and the game review."""
