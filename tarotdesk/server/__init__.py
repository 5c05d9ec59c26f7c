"""The table server for playing with friends, on a local network or the internet (no Qt here).

:mod:`.server` listens (WebSocket, optionally TLS with a pinned certificate from :mod:`.certs`),
:mod:`.room` runs one table per task, :mod:`.frames` writes what a seat is sent, :mod:`.links`
keeps each connection's queue, :mod:`.ai_pool` decides for the computer seats in other
processes, :mod:`.run` runs it until a stop signal and :mod:`.command` is its command line
(``tarotdesk-server``, ``python -m tarotdesk.server`` and ``tarotdesk-cli serve`` are the same).
``docs/protocol.md`` describes the messages and ``docs/server.md`` running one.
"""
