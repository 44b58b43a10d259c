"""A TCP relay in front of PostgreSQL that can stop delivering: what a client sees of a server
that was stopped (SIGSTOP) or of a path that still acknowledges TCP but delivers nothing.

The shared server on 5432 serves everyone and is never stopped; the relay freezes only the
service's own connections, which all go through it.
"""

from __future__ import annotations

import socket
import threading
from contextlib import suppress


class StallingRelay:
    """Relays 127.0.0.1:`port` to `target` until `freeze()`, and again after `thaw()`."""

    def __init__(self, target: tuple[str, int]) -> None:
        self._target = target
        self._listener = socket.create_server(("127.0.0.1", 0))
        self.port: int = self._listener.getsockname()[1]
        self._flowing = threading.Event()
        self._flowing.set()
        self._sockets: list[socket.socket] = []
        threading.Thread(target=self._accept, daemon=True).start()

    def freeze(self) -> None:
        """Bytes in flight stay held (connections open, nothing delivered either way)."""
        self._flowing.clear()

    def thaw(self) -> None:
        self._flowing.set()

    def close(self) -> None:
        self._listener.close()
        self.thaw()
        for sock in self._sockets:
            sock.close()

    def _accept(self) -> None:
        while True:
            try:
                client, _ = self._listener.accept()
            except OSError:  # closed
                return
            server = socket.create_connection(self._target)
            self._sockets += [client, server]
            for source, sink in ((client, server), (server, client)):
                threading.Thread(target=self._pump, args=(source, sink), daemon=True).start()

    def _pump(self, source: socket.socket, sink: socket.socket) -> None:
        with suppress(OSError):
            while data := source.recv(65536):
                self._flowing.wait()
                sink.sendall(data)
        with suppress(OSError):
            sink.shutdown(socket.SHUT_WR)  # the peer hears the close, as without the relay
