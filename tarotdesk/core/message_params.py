"""Typed parameters of messages: what a value in an event, refusal, prompt, note, score line or
hint means, said where the message is built.

A seat number, a list of seats and a count are all whole numbers to a template; the words of
the table show them differently (a seat as the player's name, a list of seats as the names
joined, a count as the number of cards still to choose). The types below carry that meaning.
Each is a subclass of the plain type it wraps and changes nothing else: it formats, compares,
hashes, pickles and serialises to JSON exactly as the plain value, so records, logs, replays
and playout digests do not see it. Cards need no type: a card parameter is a card code, which
:func:`tarotdesk.core.messages.card_names` recognises by its value.
"""

from __future__ import annotations


class Seat(int):
    """A seat number as a message parameter (the words show the player's name)."""

    __slots__ = ()


class Seats(list):
    """Seat numbers as a message parameter (the words join the players' names). A list, as the
    seats of a message have always been given, so that it equals and serialises as one; its
    items stay plain numbers, as the type of the list already says what they are (and a score
    event made at every settlement then costs no more than the list did)."""

    __slots__ = ()


class Count(int):
    """How many cards a prompt still asks for (the table counts the person's choice down)."""

    __slots__ = ()


class SeatsText(str):
    """Seat numbers written out as a text (``SeatsText("0, 2")``), where a message has always
    given them so; the words join the players' names as for :class:`Seats`."""

    __slots__ = ()

    @property
    def seats(self) -> Seats:
        """The seats the text lists."""
        return Seats(int(v) for v in self.split(","))
