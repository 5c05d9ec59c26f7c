"""The dialogs: new game, settings, the deal editor, saved games, statistics, keys, about, learning."""
