"""The main window and the features hung on it (files, practice, guided games, the rule pane, "why")."""
