"""Playing over a network: the wire format of the seat channels, the protocol's messages, invites,
finding tables on the local network, and the client of a seat at a table elsewhere. No Qt here.

A table played with friends is the same :class:`~tarotdesk.table.table.Table` with the same seat
channels; what a channel delivers (:class:`~tarotdesk.table.state.TableState`,
:class:`~tarotdesk.table.channel.SeatStep`, :class:`~tarotdesk.core.events.Refusal`) is written as
JSON by :mod:`.wire` and read back into the same types, so that the window draws a seat at a
table elsewhere as it draws its own. ``docs/protocol.md`` describes every message.
"""
