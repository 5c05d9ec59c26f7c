"""A real accessibility client walks the window during a Tarokk deal, as a screen reader does.

The window runs on a virtual X screen (``Xvfb``) with Qt's AT-SPI bridge, in a D-Bus session of
its own with the accessibility bus (``dbus-run-session``; ``at-spi2-core`` starts the bus and its
registry); the client is Debian's ``pyatspi`` in the system's Python (``python3-pyatspi``),
which nobody here wrote: ``atspi_client.py`` presses Pass through AT-SPI, reads your hand, moves
along it with key events and plays a playable card, and listens to the announcements of the
trick. ``.ci/run`` installs those packages; where one is missing this test fails and says which.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
SYSTEM_PYTHON = "/usr/bin/python3"


def _needed() -> list[str]:
    missing = [f"{tool} (Debian: {package})" for tool, package in (("Xvfb", "xvfb"),
               ("dbus-run-session", "dbus-daemon"), ("xauth", "xauth")) if shutil.which(tool) is None]
    if not Path("/usr/libexec/at-spi-bus-launcher").exists():
        missing.append("the accessibility bus (Debian: at-spi2-core)")
    has_pyatspi = Path(SYSTEM_PYTHON).exists() and subprocess.run(
        [SYSTEM_PYTHON, "-c", "import pyatspi"], capture_output=True).returncode == 0
    if not has_pyatspi:
        missing.append("pyatspi for the system's Python (Debian: python3-pyatspi)")
    return missing


@pytest.fixture(scope="module")
def walk(tmp_path_factory) -> dict:
    """What the AT-SPI client found in one walk of the window (a module's tests share it)."""
    missing = _needed()
    assert not missing, "the screen-reader test needs " + ", ".join(missing)
    tmp = tmp_path_factory.mktemp("atspi")
    server = subprocess.Popen(["Xvfb", "-displayfd", "1", "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        display = server.stdout.readline().strip()
        assert display.isdigit(), "Xvfb did not start"
        # The X display is known before the D-Bus session starts, so that the accessibility
        # registry it starts can make key events on that screen.
        env = dict(os.environ, DISPLAY=f":{display}", QT_QPA_PLATFORM="xcb", QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1",
                   TAROTDESK_CONFIG_DIR=str(tmp / "config"))
        env.pop("QT_SCALE_FACTOR", None)
        state, quit_file, out = tmp / "state.json", tmp / "quit", tmp / "result.json"
        app = [sys.executable, str(HERE / "atspi_app.py"), "--seed", "3", "--lang", "en", "--state", str(state),
               "--quit", str(quit_file)]
        client = [SYSTEM_PYTHON, str(HERE / "atspi_client.py"), "--state", str(state), "--quit", str(quit_file),
                  "--out", str(out), "--", *app]
        done = subprocess.run(["dbus-run-session", "--", *client], env=env, capture_output=True, text=True,
                              timeout=240)
        assert out.exists(), f"the client wrote nothing:\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}"
        result = json.loads(out.read_text(encoding="utf-8"))
        assert "failed" not in result, f"{result['failed']}\nheard: {result['heard'][-20:]}\n{done.stderr[-3000:]}"
        return result
    finally:
        server.terminate()
        server.wait(10)


def test_the_hand_is_there_named_and_focusable(walk) -> None:
    hand = walk["hand"]
    assert walk["hand_list"] == f"Your hand: {len(hand)} cards" and len(hand) == 9
    # Each card by its name in the window's language, in the order the hand shows, with what it can do.
    assert [name.split(", ")[0] for name in hand] == walk["window_hand"]
    assert all(name.endswith((", playable", ", not playable")) for name in hand)
    assert any(name.endswith(", playable") for name in hand)
    assert walk["hand_roles"] == ["list item"] and walk["hand_focusable"]


def test_the_decision_buttons_are_named_and_pressed_through_at_spi(walk) -> None:
    assert walk["bid_buttons"] == walk["window_buttons"] and any(b.endswith("Pass") for b in walk["bid_buttons"])
    assert walk["passes"] >= 1
    said = [e.get("text", "") for e in walk["heard"]]
    assert "You pass." in " ".join(said)


def test_the_focus_follows_the_arrow_keys_to_the_card_played(walk) -> None:
    hand = walk["hand"]
    assert walk["focus"] == hand[:len(walk["focus"])]  # one card further at each Right
    assert walk["focus"][-1] == walk["focused_state"][0] and walk["focused_state"][0].endswith(", playable")


def test_the_played_card_and_the_trick_are_announced(walk) -> None:
    said = [line for line in walk["trick"] if not line.startswith("[focus]")]
    assert f"You play {walk['played']}." in " ".join(said)
    assert said[0].startswith("Anna passes.") or "play begins" in said[0]
    assert any("wins the trick" in line for line in said)
    # Each of the four cards of the trick is announced.
    assert sum(" plays " in line or line.startswith("You play") for line in " ".join(said).split(". ")) >= 4


def test_the_reading_keys_say_the_table_the_scores_and_the_last_event(walk) -> None:
    assert walk["say_table"].startswith("The trick: ") and f"You: {walk['played']}" in walk["say_table"]
    assert walk["say_scores"].startswith("Game points") and "You 0" in walk["say_scores"]
    assert walk["say_again"] == [line for line in walk["trick"] if not line.startswith("[focus]")][-1]


def test_the_seats_are_named_with_their_plates(walk) -> None:
    seats = walk["seats"]
    assert [s.split(",")[0] for s in seats] == ["You", "Anna", "Bruno", "Carla"]
    assert "to play" in seats[0] and any("Dealer" in s for s in seats)
    assert walk["window_exit"] == 0
