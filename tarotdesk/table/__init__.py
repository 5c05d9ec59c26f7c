"""A table: the one holder of a match, its record and its seats, and a channel to each seat.

A :class:`~tarotdesk.table.table.Table` applies the actions of its seats one at a time, asks
the AI for its computer seats, and gives every seat (and a spectator) a
:class:`~tarotdesk.table.channel.SeatChannel` that delivers only what that seat may know: its
view of the table, its legal actions and prompt, the events it saw, refusals with their rule,
answers to its questions (hints, "why", a review) and replays. The window is a client of one
channel; so is a friend at another computer. No Qt here.
"""
