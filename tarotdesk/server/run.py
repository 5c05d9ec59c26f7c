"""Running the table server: headless (``tarotdesk-cli serve``) or as the window's child process.

:func:`serve_forever` runs a :class:`~.server.TableServer` until SIGTERM or SIGINT (or, for a
child, until its parent is gone), then tells every table's people, closes their connections and
stops the AI processes. :class:`ChildServer` starts one in a ``spawn`` process for the window
that hosts a table: the child watches its parent as the AI worker does
(:func:`tarotdesk.ai.worker.watch_parent`) and ends within a quarter of a second of it, so it
never outlives the window, however the window ends.
"""

from __future__ import annotations

import asyncio
import multiprocessing as mp
import signal
from typing import Any, Callable

from .server import ServerConfig, TableServer

#: Seconds the window waits for its child server to listen.
CHILD_START = 30.0


async def _serve(config: ServerConfig, on_listening: Callable[[TableServer], None]) -> None:
    server = TableServer(config)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGTERM, signal.SIGINT):
        try:
            loop.add_signal_handler(sig, stop.set)
        except (NotImplementedError, RuntimeError):  # Windows: Ctrl+C still raises KeyboardInterrupt
            pass
    await server.start()
    try:
        on_listening(server)
        await stop.wait()
    finally:
        await server.stop()


def serve_forever(config: ServerConfig, on_listening: Callable[[TableServer], None]) -> int:
    """Run the server until a stop signal; 0 once it stopped cleanly."""
    try:
        asyncio.run(_serve(config, on_listening))
    except KeyboardInterrupt:
        pass
    return 0


def _child_main(config: ServerConfig, report: Any) -> None:
    # The child: ends with its parent; tells the parent its port (or why it could not listen).
    from ..ai.worker import watch_parent

    watch_parent()
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl+C in a terminal is the window's to handle
    try:
        serve_forever(config, lambda server: report.send(("listening", server.port)))
    except OSError as exc:
        report.send(("failed", str(exc)))


class ChildServer:
    """A table server in a child process of the window (see the module documentation)."""

    def __init__(self, config: ServerConfig) -> None:
        ctx = mp.get_context("spawn")
        self._reader, writer = ctx.Pipe(duplex=False)
        self.process = ctx.Process(target=_child_main, args=(config, writer), name="tarotdesk-table-server")
        # Not a daemon: a daemon process may not start the AI processes the server needs.
        self.port = 0
        self.config = config

    def start(self, timeout: float = CHILD_START) -> int:
        """Start the child and wait until it listens; its port (OSError with the child's reason if
        it could not listen)."""
        self.process.start()
        if not self._reader.poll(timeout):
            self.stop()
            raise OSError("the table server did not start in time")
        try:
            kind, value = self._reader.recv()
        except EOFError:
            raise OSError("the table server ended as it started") from None
        if kind != "listening":
            self.stop()
            raise OSError(value)
        self.port = int(value)
        return self.port

    @property
    def alive(self) -> bool:
        """True while the child runs."""
        return self.process.is_alive()

    def stop(self, wait: float = 5.0) -> None:
        """Ask the child to stop (SIGTERM: it tells the tables' people), then make sure it did."""
        if self.process.pid is None:
            return
        if self.process.is_alive():
            self.process.terminate()
            self.process.join(wait)
        if self.process.is_alive():
            self.process.kill()
            self.process.join(wait)
