"""Playing with friends in the window: a seat at a table elsewhere is played by drag and click as
one's own; a refusal that comes back from the table is shown; the record released at the end is
kept among the saved games; hosting starts a child server that ends with the game; the join
dialog reads links and codes."""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from tarotdesk.core.rng import SeededRNG
from tarotdesk.net.bot import Bot
from tarotdesk.net.invites import Invite, new_secret
from tarotdesk.net.protocol import SeatPlan
from tarotdesk.server.ai_pool import PooledAIService
from tarotdesk.ui.dialogs.host_dialog import HostPlan
from tarotdesk.ui.dialogs.join_dialog import JoinDialog
from tarotdesk.ui.window.friends import host_plan, sit_down
from tests.server.harness import ServerThread
from ui_driver import button, drag_to_table, shown_window


@pytest.fixture(scope="module")
def ai_pool():
    pool = PooledAIService(1)
    yield pool
    pool.close()


def _ready(window) -> bool:
    s = window.session
    st = s.state
    return st.current_player == s.seats.seat and not window.table.busy and s.input.decisions is not None \
        and not s._arriving


def _make(qtbot, window, action) -> None:
    """Make ``action`` through the window's controls and wait until the table has it."""
    s = window.session
    before = s.seats.seq
    d = s.input.decisions
    card = action.card
    if card is not None and card in d.plays:
        options = d.play_options(card)
        drag_to_table(qtbot, window, card)
        if len(options) > 1:
            qtbot.waitUntil(lambda: s.input.capture is not None, timeout=2000)
            qtbot.mouseClick(button(window, action.text), Qt.MouseButton.LeftButton)
    else:
        qtbot.mouseClick(button(window, action.text), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: s.seats.seq > before, timeout=5000)


def _play_match(qtbot, window, seed: int) -> None:
    s = window.session
    rng = SeededRNG(seed)
    while not s.state.over:
        qtbot.waitUntil(lambda: s.state.over or s.summary.isVisible() or _ready(window), timeout=20_000)
        if s.state.over:
            break
        if s.summary.isVisible():
            deal = s.state.deal_index
            qtbot.mouseClick(s.summary.button, Qt.MouseButton.LeftButton)
            qtbot.waitUntil(lambda: s.state.over or s.state.deal_index > deal, timeout=20_000)
            continue
        _make(qtbot, window, rng.choice(list(s.state.legal)))


def test_a_match_at_a_table_elsewhere_is_played_in_the_window_and_kept(qtbot, shared_worker, ai_pool):
    window = shown_window(qtbot, shared_worker, save=True)
    with ServerThread(ai_pool) as server:
        mine, other = server.new_table("cirulla", "pp", {"target": 4})
        bot = Bot(other, "random", seed=5)
        done: list = []
        thread = threading.Thread(target=lambda: done.append(bot.play(timeout=120)), daemon=True)
        thread.start()
        friends = sit_down(window, mine, "Ann")
        assert friends is not None and window.game_table is None
        s = window.session
        assert s.seats is friends.seats and s.words.seat(s.seats.seat) == "Ann"
        assert window.act_hint.isEnabled()  # this table allows hints
        # An illegal card dropped on the table: the window says so at once, and the table says why.
        qtbot.waitUntil(lambda: _ready(window), timeout=20_000)
        _play_match(qtbot, window, seed=3)
        qtbot.waitUntil(s.summary.isVisible, timeout=5000)
        # The table is not this window's: no "Play this deal again" or "Review this deal".
        assert s.summary.again_button.isHidden() and s.summary.review_button.isHidden()
        thread.join(60)
        assert done and friends.seats.record is not None
        assert friends.seats.record.to_text() == done[0].to_text()
        kept = window.files.keeper.library.files()
        assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == done[0].to_text()
        lines = [window.log.item(i).text() for i in range(window.log.count())]
        assert any("record is kept among your saved games" in line for line in lines)
        window.close()


def test_a_refusal_from_the_table_is_shown_as_a_local_one(qtbot, shared_worker, ai_pool):
    from tarotdesk.core.actions import Action

    window = shown_window(qtbot, shared_worker)
    with ServerThread(ai_pool) as server:
        invites = server.new_table("tarokk", "pppp", hints=False)
        room = server.room(invites[0])
        first = server.call(lambda: room.table.match.current_player)
        friends = sit_down(window, invites[first], "Ann")
        s = window.session
        assert not window.act_hint.isEnabled()  # the table allows no hints: Hint is off
        qtbot.waitUntil(lambda: _ready(window), timeout=10_000)
        # A card played while the table bids: the window cannot tell why from its legal actions;
        # it says the generic reason at once and the table's reason, with its rule, when it comes.
        card = s.state.hand()[0]
        assert s.seats.check(Action("play", (card,))).code == "unknown-action"
        qtbot.waitUntil(lambda: window.panel.notice.text().startswith("Not now."), timeout=5000)
        assert s.state.actions == 0
        friends.stop()
    window.close()


def test_hosting_starts_a_child_server_shows_the_invites_and_stops_with_the_game(qtbot, shared_worker):
    window = shown_window(qtbot, shared_worker)
    plan = HostPlan("cirulla", [SeatPlan("person", "Host"), SeatPlan("person", "Friend")], {"target": 4}, 0, True,
                    "127.0.0.1", 0)
    friends = host_plan(window, plan)
    assert friends is not None and friends.child is not None and friends.child.alive
    dialog = friends.invites_dialog
    link = dialog.findChild(QLabel, "inviteLink1").text()
    code = dialog.findChild(QLabel, "inviteCode1").text()
    assert link.startswith("tarotdesk://127.0.0.1:") and code.replace("-", "") in link
    bot = Bot(Invite(link.rsplit("/", 1)[1], "127.0.0.1", friends.child.port), "random")
    bot.connection.start()
    qtbot.waitUntil(lambda: friends.seats.connected(1), timeout=10_000)
    child = friends.child
    window.close()  # leaving the window stops the table's server
    assert not child.alive
    bot.connection.close()


def test_the_join_dialog_reads_a_link_or_a_code_with_an_address(qtbot):
    dialog = JoinDialog("Ann", prober=lambda: [])
    qtbot.addWidget(dialog)
    code = new_secret()
    dialog.invite_edit.setText(f"tarotdesk://192.0.2.7:5000/{code}")
    assert dialog.read_invite() == Invite(code, "192.0.2.7", 5000)
    dialog.invite_edit.setText(code.lower()[:4] + "-" + code.lower()[4:])
    with pytest.raises(ValueError, match="needs the table's address"):
        dialog.read_invite()
    dialog.address_edit.setText("192.0.2.8")
    assert dialog.read_invite() == Invite(code, "192.0.2.8", 47340)
    dialog.invite_edit.setText("tarotdesk://host/short")
    with pytest.raises(ValueError, match="26 letters"):
        dialog.read_invite()
    qtbot.waitUntil(lambda: "No table" in dialog.found_label.text(), timeout=2000)


def test_the_host_dialog_has_no_watch_button_and_plans_the_seats_chosen(qtbot):
    from tarotdesk.games.registry import all_games
    from tarotdesk.ui.dialogs.host_dialog import FRIEND, HostDialog

    dialog = HostDialog(all_games(), "en")
    qtbot.addWidget(dialog)
    # Watching (every seat the computer's) leaves no seat for the host: the button is not offered.
    assert dialog.watch_button.isHidden()
    dialog.select_game("cirulla", 2)
    dialog.set_seat(0, "human", name="Ann")
    dialog.set_seat(1, FRIEND, name="Bea")
    plan = dialog.plan()
    assert (plan.game, plan.me, [(s.kind, s.name) for s in plan.seats]) == (
        "cirulla", 0, [("person", "Ann"), ("person", "Bea")])
