"""A bot whose connection came back before the new connection's state: the move it sent on the
connection before is still marked as sent, so the seat refuses another; the bot waits for the
state instead of stopping with that refusal."""

from __future__ import annotations

import pytest

from tarotdesk.net.bot import Bot
from tests.server.harness import Raw, ServerThread


@pytest.fixture(scope="module")
def server(ai_pool):
    with ServerThread(ai_pool) as running:
        yield running


def test_a_bot_waits_for_the_new_connections_state_when_its_move_is_still_marked_as_sent(server):
    invites = server.new_table("cirulla", "pp")
    raws = [Raw(server.port) for _ in invites]
    seen = [(raw.hello(invite), raw.until("state")) for raw, invite in zip(raws, invites)]
    welcome, state = next((w, s) for w, s in seen if s["state"]["current_player"] == w["seat"])
    bot = Bot(invites[welcome["seat"]], "random")  # never started: the test gives it its messages
    bot.seats._take(welcome)
    bot.seats._take(state)
    bot.seats._sent = state["seq"]  # a move sent on the connection before, not answered yet
    bot.connection.opened += 1  # ... and a new connection, whose state has not come yet
    bot._turn()  # refused by the seat as "move-sent": no error, asked again at the next state
    assert bot._asked is None
    bot.seats._take(state)  # the new connection's state
    bot._turn()
    assert bot._asked == (state["seq"], bot.connection.opened)
    for raw in raws:
        raw.close()
