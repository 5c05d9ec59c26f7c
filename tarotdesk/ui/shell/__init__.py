"""The application around the window: start-up, the crash handler, stop signals."""
