"""The screen reader's side of the screen-reader test: an AT-SPI client walking the window.

Run with the system's Python, which has Debian's ``python3-pyatspi`` (the client library Orca
uses), inside the D-Bus session of the accessibility bus; it starts the window itself (the
command after ``--``, ``atspi_app.py`` in the project's Python) and ends it at the end::

    /usr/bin/python3 tests/ui/atspi_client.py --state STATE.json --quit QUIT --out RESULT.json -- APP...

It finds the application, presses the Pass button through AT-SPI's action interface while you
are to bid, and once you are to play a card it reads your hand, moves along it with the arrow
keys (key events made by AT-SPI's device controller, as Orca makes them) until the focus is on a
playable card, plays it with Enter, and listens until the trick is won. Then it presses T, S and
E. Everything it found, every announcement and every focus change goes to ``RESULT.json``, with
``trick``: what a screen-reader user heard from the start of the card play to the first trick won.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import time
from pathlib import Path
from typing import Any, Callable

import pyatspi
from gi.repository import GLib

KEY_RIGHT, KEY_RETURN = 0xFF53, 0xFF0D
KEY_T, KEY_S, KEY_E = 0x74, 0x73, 0x65

heard: list[dict[str, Any]] = []


def _listen(event: Any) -> None:
    try:
        source = event.source
        entry = {"type": event.type, "detail": event.detail1, "name": source.name if source else "",
                 "role": source.getRoleName() if source else "", "t": time.monotonic()}
        if event.type.startswith("object:announcement"):
            entry["text"] = str(event.any_data)
        heard.append(entry)
    except Exception as exc:  # an object gone meanwhile: note it, go on
        heard.append({"type": event.type, "error": str(exc), "t": time.monotonic()})


def wait_for(condition: Callable[[], Any], seconds: float, what: str) -> Any:
    """Run the client's event loop until ``condition()`` gives something true."""
    context = GLib.MainContext.default()
    deadline = time.monotonic() + seconds
    while True:
        while context.pending():
            context.iteration(False)
        try:
            found = condition()
        except Exception:  # the tree changes while it is read: ask again
            found = None
        if found:
            return found
        if time.monotonic() > deadline:
            raise TimeoutError(f"waited {seconds} s for {what}")
        time.sleep(0.03)


def find(root: Any, test: Callable[[Any], bool], depth: int = 12) -> Any:
    """The first object under ``root`` (breadth first) that passes ``test``."""
    level = [root]
    for _ in range(depth):
        following = []
        for acc in level:
            for i in range(acc.childCount):
                child = acc.getChildAtIndex(i)
                if child is None:
                    continue
                if test(child):
                    return child
                following.append(child)
        level = following
    return None


def states(acc: Any) -> list[str]:
    """The state names of ``acc``."""
    return [pyatspi.stateToString(s) for s in acc.getState().getStates()]


def children(acc: Any) -> list[Any]:
    """The children of ``acc``."""
    return [acc.getChildAtIndex(i) for i in range(acc.childCount)]


def press(keysym: int) -> None:
    """Press and release a key, as a screen reader's user does."""
    pyatspi.Registry.generateKeyboardEvent(keysym, None, pyatspi.KEY_SYM)


def announcements(since: int = 0) -> list[str]:
    """The announcements heard since event number ``since``."""
    return [e["text"] for e in heard[since:] if "text" in e]


def focus_after(since: int) -> dict[str, Any] | None:
    """The last focus change to a list item since event number ``since``."""
    moves = [e for e in heard[since:] if e["type"].startswith("object:state-changed:focused")
             and e.get("detail") == 1 and e.get("role") == "list item"]
    return moves[-1] if moves else None


def run(state_file: Path) -> dict[str, Any]:
    """Do the walk of the module documentation; what was found."""
    result: dict[str, Any] = {}
    desktop = pyatspi.Registry.getDesktop(0)
    app = wait_for(lambda: next((a for a in children(desktop) if a is not None and a.name == "tarotdesk"), None),
                   60, "the tarotdesk application")
    table = wait_for(lambda: find(app, lambda a: a.getRoleName() == "panel" and a.name == "Card table"), 60,
                     "the card table")
    # Bidding: the decision row's buttons, and Pass pressed through AT-SPI.
    passes = 0
    while True:
        state = wait_for(lambda: _state(state_file), 90, "the window's state")
        if state["phase"] == "bidding":
            buttons = wait_for(lambda: [b for b in _buttons(app) if b.name in state["buttons"]] or None, 30,
                               "the decision buttons")
            result.setdefault("bid_buttons", [b.name for b in buttons])
            result.setdefault("window_buttons", state["buttons"])
            next(b for b in buttons if b.name.endswith("Pass")).queryAction().doAction(0)
            passes += 1
            wait_for(lambda: _state(state_file) != state, 60, "the pass to be made")
            continue
        if state["phase"] == "play" and _playable(table):
            break
        wait_for(lambda: _state(state_file) != state or (state["phase"] == "play" and _playable(table)), 90,
                 "the game to reach the cards")
    result["passes"] = passes
    hand_list = find(table, lambda a: a.getRoleName() == "list" and a.name.startswith("Your hand"))
    items = children(hand_list)
    result["hand_list"] = hand_list.name
    result["hand"] = [i.name for i in items]
    result["hand_roles"] = sorted({i.getRoleName() for i in items})
    result["hand_focusable"] = all("focusable" in states(i) for i in items)
    result["window_hand"] = json.loads(state_file.read_text(encoding="utf-8"))["hand"]
    result["seats"] = [c.name for c in children(table) if c.getRoleName() == "panel"]
    # Along the hand with the arrow keys to a playable card, then Enter.
    start = len(heard)
    played = None
    for _ in range(len(items) + 1):
        mark = len(heard)
        press(KEY_RIGHT)
        moved = wait_for(lambda: focus_after(mark), 10, "the focus to move to a card")
        result.setdefault("focus", []).append(moved["name"])
        if moved["name"].endswith(", playable"):
            played = moved["name"].split(",")[0]
            break
    assert played is not None, "no playable card under the cursor"
    focused = [i.name for i in children(hand_list) if "focused" in states(i)]
    result["focused_state"] = focused
    result["played"] = played
    press(KEY_RETURN)
    wait_for(lambda: any(played in a for a in announcements(start)), 20, "the played card's announcement")
    wait_for(lambda: any("wins the trick" in a for a in announcements(start)), 60, "the trick to be won")
    begins = max((i for i, e in enumerate(heard[:start]) if "play begins" in e.get("text", "")), default=start)
    result["trick"] = [e.get("text") or f"[focus] {e['name']}" for e in heard[begins:]
                       if "text" in e or (e["type"].startswith("object:state-changed:focused") and e.get("detail") == 1)]
    for key, name in ((KEY_T, "say_table"), (KEY_S, "say_scores"), (KEY_E, "say_again")):
        mark = len(heard)
        press(key)
        result[name] = wait_for(lambda: announcements(mark), 10, f"the {name} announcement")[-1]
    return result


def _buttons(app: Any) -> list[Any]:
    panel = find(app, lambda a: a.name == "Decisions")
    return [b for b in _all(panel) if b.getRoleName() == "push button"] if panel is not None else []


def _all(root: Any) -> list[Any]:
    out = []
    for child in children(root):
        if child is not None:
            out.append(child)
            out += _all(child)
    return out


def _state(state_file: Path) -> dict[str, Any] | None:
    return json.loads(state_file.read_text(encoding="utf-8")) if state_file.exists() else None


def _playable(table: Any) -> bool:
    hand = find(table, lambda a: a.getRoleName() == "list" and a.name.startswith("Your hand"))
    return hand is not None and any(c.name.endswith(", playable") for c in children(hand))


def main() -> int:
    """Start the window, walk it, end it; write what was found (or where it failed) as JSON."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--state", type=Path, required=True)
    parser.add_argument("--quit", type=Path, required=True)
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("app", nargs="+", help="the window's command (after --)")
    args = parser.parse_args()
    pyatspi.Registry.registerEventListener(_listen, "object:announcement", "object:state-changed:focused", "focus:")
    window = subprocess.Popen(args.app)
    try:
        result = run(args.state)
        status = 0
    except (AssertionError, TimeoutError) as exc:
        result = {"failed": str(exc)}
        status = 1
    finally:
        args.quit.touch()
        try:
            result_code = window.wait(30)
        except subprocess.TimeoutExpired:
            window.kill()
            result_code = window.wait()
    result["window_exit"] = result_code
    result["heard"] = [{k: v for k, v in e.items() if k != "t"} for e in heard]
    args.out.write_text(json.dumps(result, ensure_ascii=False, indent=1), encoding="utf-8")
    return status


if __name__ == "__main__":
    raise SystemExit(main())
