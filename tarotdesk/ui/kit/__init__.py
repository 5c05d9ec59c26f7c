"""Small Qt tools every part of the window uses: controls, languages, screen fit, message boxes."""
