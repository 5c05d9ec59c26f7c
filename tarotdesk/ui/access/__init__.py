"""Everyone at the table: the screen reader's view of the table, spoken events, sounds and keys.

* :mod:`.nodes`: the accessibility interfaces Qt hands to a screen reader (AT-SPI on Linux,
  UI Automation on Windows, NSAccessibility on macOS) for the card table, whose cards are
  graphics items that Qt does not expose by itself;
* :mod:`.table_tree`: what those objects are and say (your hand, the trick, the last trick, the
  seats), kept in step with every frame the table shows;
* :mod:`.announcer`: events spoken by the screen reader as they happen;
* :mod:`.window_access`: the window's side (what is announced, the sounds, the reading keys).

``docs/accessibility.md`` says why the table is built this way and what a screen-reader user hears.
"""
