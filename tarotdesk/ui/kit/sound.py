"""Playing the table's sounds through a program the system already has, never waiting for it.

A sound is a WAV file (:mod:`tarotdesk.ui.model.sound_cues`) scaled to the volume of the
settings and written once into a temporary folder of this run; the player program of the
system (PulseAudio's ``paplay``, PipeWire's ``pw-play``, ALSA's ``aplay``, macOS's ``afplay``)
plays it in a process of its own, or Windows' ``winsound`` does. Why not Qt Multimedia: it is a
separate wheel of 175 MB for pip users, and 1.3 MB (compressed) more in the ``.deb`` with a
Depends on PulseAudio's library, to play five short sounds (``docs/accessibility.md``).

Nothing waits: a process is started and its end is read by the event loop. A player that cannot
start, or that ends in failure before any sound ever played (no audio device, no sound server),
is replaced by the next program found; when none is left the sounds stay off for this run and
:attr:`SoundPlayer.unavailable` says why, once. At most :data:`MAX_RUNNING` sounds play at once
(a card played while three still sound is not heard). :meth:`SoundPlayer.close` ends the
players still running and removes the folder.
"""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import Sequence

from PySide6.QtCore import QObject, QProcess, Signal

from ..model.sound_cues import WINSOUND, player_commands, scaled_wav, sound_file

#: Sounds that may play at the same time.
MAX_RUNNING = 3
#: How long :meth:`SoundPlayer.close` waits for a killed player to end (milliseconds).
CLOSE_WAIT_MS = 300


class SoundPlayer(QObject):
    """See the module documentation. ``commands``: the player programs to try, best first
    (default: those the system has, :func:`~tarotdesk.ui.model.sound_cues.player_commands`)."""

    played = Signal(str)  # a sound the player program played to its end without a complaint
    unavailable = Signal(str)  # why the sounds stay off for this run (said once)

    def __init__(self, parent: QObject | None = None, commands: Sequence[Sequence[str]] | None = None,
                 volume: int = 60) -> None:
        super().__init__(parent)
        found = player_commands() if commands is None else [list(c) for c in commands]
        self._commands: list[list[str]] = found
        self._volume = volume
        self._folder: tempfile.TemporaryDirectory[str] | None = None
        self._files: dict[tuple[str, int], Path] = {}
        self._running: list[QProcess] = []
        self._succeeded = False
        self._off_reason = "" if self._commands else "no program to play sounds was found"
        self._said = False

    # -- public -----------------------------------------------------------------------------------
    @property
    def available(self) -> bool:
        """False once the sounds are off for this run (no player, no device)."""
        return not self._off_reason

    @property
    def reason(self) -> str:
        """Why the sounds are off ("" while they are not)."""
        return self._off_reason

    @property
    def command(self) -> list[str] | None:
        """The player program in use (None: none left)."""
        return list(self._commands[0]) if self._commands else None

    def set_volume(self, percent: int) -> None:
        """Play the following sounds at ``percent`` (0-100) of their loudness."""
        self._volume = max(0, min(100, int(percent)))

    def play(self, cue: str) -> bool:
        """Start playing ``cue``; False if it is not played (off, silent, or too many playing)."""
        if not self.available:
            self._say_off()
            return False
        if self._volume <= 0:
            return False
        if len(self._running) >= MAX_RUNNING:
            return False
        path = self._file(cue)
        command = self._commands[0]
        if command == [WINSOUND]:
            return self._play_winsound(cue, path)
        process = QProcess(self)
        process.setProcessChannelMode(QProcess.ProcessChannelMode.MergedChannels)
        process.setProperty("cue", cue)
        # Bound methods, not lambdas: a lambda would hold the player from its own process (a
        # cycle that a player without a parent could be deleted through twice).
        process.errorOccurred.connect(self._error)
        process.finished.connect(self._ended)
        self._running.append(process)
        process.start(command[0], [*command[1:], str(path)])
        return True

    def running(self) -> int:
        """How many sounds are playing now."""
        return len(self._running)

    def close(self) -> None:
        """End the sounds still playing and remove this run's sound files."""
        running, self._running = self._running, []
        for process in running:
            process.blockSignals(True)
            if process.state() != QProcess.ProcessState.NotRunning:
                process.kill()
                process.waitForFinished(CLOSE_WAIT_MS)
            process.deleteLater()
        if self._folder is not None:
            self._folder.cleanup()
            self._folder = None
            self._files.clear()

    # -- internals ----------------------------------------------------------------------------------
    def _file(self, cue: str) -> Path:
        # One file per sound and volume, written the first time it is played.
        key = (cue, self._volume)
        path = self._files.get(key)
        if path is None:
            if self._folder is None:
                self._folder = tempfile.TemporaryDirectory(prefix="tarotdesk-sounds-")
            path = Path(self._folder.name) / f"{cue}-{self._volume}.wav"
            path.write_bytes(scaled_wav(sound_file(cue).read_bytes(), self._volume))
            self._files[key] = path
        return path

    def _play_winsound(self, cue: str, path: Path) -> bool:
        import winsound  # type: ignore[import-not-found]  # Windows only

        try:
            winsound.PlaySound(str(path), winsound.SND_FILENAME | winsound.SND_ASYNC | winsound.SND_NODEFAULT)
        except RuntimeError as exc:  # no audio device
            self._give_up(str(exc))
            return False
        self.played.emit(cue)
        return True

    def _forget(self, process: QProcess) -> None:
        # A process that ended (or never started) is dropped at once: it is deleted later.
        if process in self._running:
            self._running.remove(process)
        process.deleteLater()

    def _error(self, error: QProcess.ProcessError) -> None:
        process = self.sender()
        if isinstance(process, QProcess) and error == QProcess.ProcessError.FailedToStart:
            self._forget(process)
            self._next_player(process, f"{Path(process.program()).name} could not be started")

    def _ended(self, code: int, status: QProcess.ExitStatus) -> None:
        process = self.sender()
        if isinstance(process, QProcess):
            self._finished(process, str(process.property("cue")), code, status)

    def _finished(self, process: QProcess, cue: str, code: int, status: QProcess.ExitStatus) -> None:
        output = bytes(process.readAll().data()).decode("utf-8", "replace").strip()
        self._forget(process)
        if status == QProcess.ExitStatus.NormalExit and code == 0:
            self._succeeded = True
            self.played.emit(cue)
            return
        if status == QProcess.ExitStatus.CrashExit:
            return  # killed (by close()) or crashed: that says nothing about the device
        if not self._succeeded:
            # It never played: no device or no sound server for this program; the next one may work.
            name = Path(process.program()).name
            last = output.splitlines()[-1] if output else f"exit status {code}"
            self._next_player(process, last if last.startswith(name + ":") else f"{name}: {last}")

    def _next_player(self, process: QProcess, why: str) -> None:
        # Only the program in use is given up (sounds of one given up already may still end).
        if not self._commands or process.program() != self._commands[0][0]:
            return
        self._commands.pop(0)
        if not self._commands:
            self._give_up(why)

    def _give_up(self, why: str) -> None:
        self._commands = []
        self._off_reason = why
        self._say_off()

    def _say_off(self) -> None:
        if not self._said and self._off_reason:
            self._said = True
            self.unavailable.emit(self._off_reason)
