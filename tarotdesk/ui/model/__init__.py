"""The window's presentation without Qt: words, geometry, table frames, the person's input, settings."""
