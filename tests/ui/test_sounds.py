"""The table's sounds: played through the system's player under ALSA's null device, silent and
harmless without an audio device, at the volume of the settings; which sound goes with what.

The null-device test needs ALSA's ``aplay`` (Debian package ``alsa-utils``, which ``.ci/run``
installs): without it the test fails, as a sound that cannot be played is not a sound tested.
"""

from __future__ import annotations

import gc
import io
import os
import shutil
import sys
import wave
from dataclasses import replace
from pathlib import Path

import pytest

from tarotdesk.core.cards import UNKNOWN, card
from tarotdesk.core.state import TableLayout
from tarotdesk.ui.kit.sound import SoundPlayer
from tarotdesk.ui.model.sound_cues import (
    CUES,
    deal_cue,
    gain,
    player_commands,
    scaled_wav,
    sound_file,
    table_cues,
)
from tarotdesk.ui.model.table_frame import Frame, SeatInfo


def _aplay() -> str:
    path = shutil.which("aplay")
    assert path is not None, "ALSA's aplay is needed for this test (Debian: apt-get install alsa-utils)"
    return path


def test_every_sound_plays_to_its_end_on_the_null_device(qtbot) -> None:
    player = SoundPlayer(commands=[[_aplay(), "-q", "-D", "null"]], volume=80)
    try:
        heard: list[str] = []
        player.played.connect(heard.append)
        for i, cue in enumerate(CUES):
            assert player.play(cue)
            qtbot.waitUntil(lambda i=i: len(heard) == i + 1, timeout=5000)
        assert heard == list(CUES) and player.available and player.running() == 0
    finally:
        player.close()


def test_without_an_audio_device_the_sounds_go_quiet_once_and_play_goes_on(qtbot) -> None:
    # ALSA's default device does not exist where there is no sound card; a named device that
    # does not exist fails the same way everywhere.
    player = SoundPlayer(commands=[[_aplay(), "-q", "-D", "tarotdesk-no-such-device"]])
    try:
        said: list[str] = []
        player.unavailable.connect(said.append)
        assert player.play("card")
        qtbot.waitUntil(lambda: bool(said), timeout=5000)
        assert not player.available and "aplay" in player.reason
        assert not player.play("take") and not player.play("turn")
        assert said == [player.reason]  # said once
    finally:
        player.close()


def test_a_player_that_cannot_play_is_replaced_by_the_next(qtbot, tmp_path) -> None:
    missing = str(tmp_path / "no-such-player")
    player = SoundPlayer(commands=[[missing], [_aplay(), "-q", "-D", "null"]])
    try:
        player.play("card")  # the missing program fails to start: the next one is taken
        qtbot.waitUntil(lambda: player.command is not None and player.command[0] != missing, timeout=5000)
        heard: list[str] = []
        player.played.connect(heard.append)
        assert player.play("turn")
        qtbot.waitUntil(lambda: heard == ["turn"], timeout=5000)
        assert player.available
    finally:
        player.close()


def test_no_player_program_at_all_means_silence(qtbot) -> None:
    player = SoundPlayer(commands=[])
    said = []
    player.unavailable.connect(said.append)
    assert not player.play("card") and not player.available
    assert said == ["no program to play sounds was found"] and player.running() == 0
    player.close()


def test_close_ends_the_sounds_still_playing_and_removes_their_files(qtbot) -> None:
    # A shell that becomes ``sleep`` stands in for a player busy with a long sound.
    sh = shutil.which("sh")
    assert sh is not None
    player = SoundPlayer(commands=[[sh, "-c", "exec sleep 30", "sh"]])
    assert player.play("won") and player.play("lost") and player.play("card")
    assert not player.play("take")  # three play already
    qtbot.wait(300)
    assert player.running() == 3
    pids = [p.processId() for p in player._running]  # noqa: SLF001 - the test looks at its processes
    folder = Path(player._folder.name)  # noqa: SLF001 - and at the files it leaves
    assert sorted(f.name for f in folder.iterdir()) == ["card-60.wav", "lost-60.wav", "won-60.wav"]
    player.close()
    assert player.running() == 0 and not folder.exists()
    for pid in pids:
        with pytest.raises(ProcessLookupError):
            os.kill(pid, 0)


def test_a_player_without_a_parent_is_deleted_once(qtbot) -> None:
    # Its processes' signals go to its own methods: a lambda holding the player kept it alive
    # through its processes, and deleting them deleted the player, which deleted them again.
    sh = shutil.which("sh")
    assert sh is not None
    player = SoundPlayer(commands=[[sh, "-c", "exec sleep 30", "sh"]])
    player.play("card")
    player.play("take")
    qtbot.wait(100)
    player.close()
    del player
    gc.collect()
    qtbot.wait(300)  # the processes' deferred deletion runs here (it crashed the program)
    heard: list[str] = []
    other = SoundPlayer(commands=[[_aplay(), "-q", "-D", "null"]])
    other.played.connect(heard.append)
    other.play("card")
    qtbot.waitUntil(lambda: heard == ["card"], timeout=5000)
    other.close()


def _samples(data: bytes) -> list[int]:
    with wave.open(io.BytesIO(data), "rb") as w:
        frames = w.readframes(w.getnframes())
    return list(memoryview(frames).cast("h"))


def test_the_volume_scales_the_samples_by_its_square() -> None:
    data = sound_file("turn").read_bytes()
    full, half, silent = _samples(data), _samples(scaled_wav(data, 50)), _samples(scaled_wav(data, 0))
    assert gain(50) == 0.25 and gain(100) == 1.0 and gain(150) == 1.0 and gain(-3) == 0.0
    peak = max(abs(s) for s in full)
    assert abs(max(abs(s) for s in half) - peak * 0.25) <= 1
    assert not any(silent) and len(half) == len(full)
    assert _samples(scaled_wav(data, 100)) == full


def test_a_quiet_volume_plays_nothing(qtbot) -> None:
    player = SoundPlayer(commands=[[_aplay(), "-q", "-D", "null"]], volume=0)
    assert not player.play("card") and player.running() == 0 and player.available
    player.close()


def test_the_player_programs_of_each_system() -> None:
    have = {"paplay": "/usr/bin/paplay", "aplay": "/usr/bin/aplay", "afplay": "/usr/bin/afplay"}
    assert player_commands("linux", have.get) == [["/usr/bin/paplay"], ["/usr/bin/aplay", "-q"]]
    assert player_commands("linux", {}.get) == []
    assert player_commands("darwin", have.get) == [["/usr/bin/afplay"]]
    assert player_commands("win32", have.get) == [["winsound"]]
    assert player_commands(sys.platform, lambda name: None) == []


def _frame(center: list, sink: int | None = None, dealing: bool = False) -> Frame:
    layout = TableLayout(hands=[[], []], center=center, piles=[0, 0])
    return Frame(pack_id="tarot78", n=2, viewer=0, direction="ccw", layout=layout,
                 seats=[SeatInfo("You"), SeatInfo("Anna")], sink=sink, dealing=dealing)


def test_which_sound_goes_with_what_the_table_shows() -> None:
    empty = _frame([])
    one = _frame([(1, card("T21"))])
    full = _frame([(1, card("T21")), (0, card("H10"))])
    swept = replace(_frame([]), sink=1)
    assert table_cues(None, one) == []
    assert table_cues(empty, one) == ["card"]
    assert table_cues(one, one) == []  # the same frame again (a redraw) is silent
    assert table_cues(one, full) == ["card"]
    assert table_cues(full, swept) == ["take"]
    assert table_cues(full, _frame([])) == []  # cards that vanish to no pile (a new deal's table)
    assert table_cues(empty, _frame([(1, UNKNOWN)])) == []
    assert table_cues(empty, _frame([(None, card("D7"))], dealing=True)) == []


@pytest.mark.parametrize("values, seat, cue", [
    ([8.0, -24.0, 8.0, 8.0], 0, "won"), ([8.0, -24.0, 8.0, 8.0], 1, "lost"),
    ([-1.0, 0.0, 0.0], 1, "won"), ([4.0, 18.0], 0, "lost"), ([0.0, 0.0, 0.0, 0.0], 2, None), ([], 0, None),
])
def test_a_deal_sounds_won_or_lost_against_the_table_mean(values, seat, cue) -> None:
    assert deal_cue(values, seat) == cue


def test_the_window_starts_and_plays_a_deal_with_no_audio_device(qtbot, shared_worker, monkeypatch) -> None:
    from ui_driver import play_deal, shown_window

    from tarotdesk.core.records import PlayerInfo
    from tarotdesk.table.setup import GameSetup

    # The system's player as it is where there is no sound card: it cannot open its device.
    monkeypatch.setattr("tarotdesk.ui.kit.sound.player_commands",
                        lambda: [[_aplay(), "-q", "-D", "tarotdesk-no-such-device"]])
    window = shown_window(qtbot, shared_worker)
    try:
        assert window.settings.sound and window.access.sounds.available
        players = [PlayerInfo("You", "human"), PlayerInfo("Anna", "ai", "easy"), PlayerInfo("Bruno", "ai", "easy")]
        window.start_game(GameSetup("mattazza", players, {}, 4))
        play_deal(qtbot, window, seed=1)
        qtbot.waitUntil(lambda: not window.access.sounds.available, timeout=5000)
        message = window.statusBar().currentMessage()
        assert message.startswith("No sound: aplay: ") and window.access.sounds.reason in message
        assert window.game_table.match.deal_over and window.access.sounds.running() == 0
    finally:
        window.close()
