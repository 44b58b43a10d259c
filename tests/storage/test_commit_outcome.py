"""A batch whose connection drops around its COMMIT is written exactly once.

The writer reaches PostgreSQL through a real TCP relay that cuts both sides of the
connection once the client sends COMMIT: after relaying it and the server's reply is back
(the transaction committed, its reply lost) or before relaying it (the transaction never
committed). Before the writer asked the server what became of the transaction, it ran the
batch again in both cases: the first case wrote every row twice (every charge of a batch
taken twice).
"""

from __future__ import annotations

import asyncio
import contextlib
import socket
import threading
from collections.abc import Callable, Iterator
from typing import Literal

import pytest
from sqlalchemy import Connection, Engine, make_url, text

from vendorstack.storage.engine import make_engine
from vendorstack.storage.outcome import CommitInDoubt
from vendorstack.storage.writer import GroupCommitWriter

pytestmark = [pytest.mark.anyio, pytest.mark.postgres]

Cut = Literal["after_reply", "before_commit", "after_reply_then_gone"]


class CommitCutter:
    """A TCP relay to PostgreSQL that, once armed, cuts the first connection that sends
    COMMIT (simple query protocol: a `Q` message holding it)."""

    def __init__(self, host: str, port: int) -> None:
        self._target = (host, port)
        self._server = socket.create_server(("127.0.0.1", 0))
        self.port = self._server.getsockname()[1]
        self.cut: Cut | None = None
        self.cuts = 0
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self) -> None:
        while True:
            try:
                client, _ = self._server.accept()
            except OSError:
                return
            upstream = socket.create_connection(self._target)
            replies = _Replies(upstream, client)
            threading.Thread(
                target=self._relay, args=(client, upstream, replies), daemon=True
            ).start()
            threading.Thread(target=replies.run, daemon=True).start()

    def _relay(self, client: socket.socket, upstream: socket.socket, replies: _Replies) -> None:
        while data := _recv(client):
            if self.cut is not None and b"Q" in data and b"COMMIT" in data.upper():
                cut, self.cut = self.cut, None
                if cut == "after_reply_then_gone":
                    self.close()  # the server cannot be reached again to ask
                if cut != "before_commit":
                    replies.muted.set()  # the client has no reply outstanding: nothing lost
                    upstream.sendall(data)
                    replies.swallowed.wait(5)  # COMMIT's reply: the server has committed
                self.cuts += 1
                _close(client, upstream)
                return
            upstream.sendall(data)
        _close(client, upstream)

    def close(self) -> None:
        """Stop listening (shut first: a bare close leaves the blocked accept accepting)."""
        _close(self._server)


def _recv(sock: socket.socket) -> bytes:
    try:
        return sock.recv(65536)
    except OSError:
        return b""


class _Replies:
    """The server's replies relayed to the client, until muted: then swallowed."""

    def __init__(self, upstream: socket.socket, client: socket.socket) -> None:
        self._upstream, self._client = upstream, client
        self.muted = threading.Event()
        self.swallowed = threading.Event()

    def run(self) -> None:
        while data := _recv(self._upstream):
            if self.muted.is_set():
                self.swallowed.set()
                continue
            try:
                self._client.sendall(data)
            except OSError:
                break
        _close(self._upstream, self._client)


def _close(*socks: socket.socket) -> None:
    for sock in socks:
        with contextlib.suppress(OSError):
            sock.shutdown(socket.SHUT_RDWR)
        sock.close()


@pytest.fixture
def cutter(postgres_database: str) -> Iterator[tuple[CommitCutter, str]]:
    url = make_url(postgres_database)
    relay = CommitCutter(url.host or "127.0.0.1", url.port or 5432)
    yield relay, url.set(host="127.0.0.1", port=relay.port).render_as_string(False)
    relay.close()


@pytest.fixture
def probe_table(postgres_database: str) -> Iterator[Engine]:
    engine = make_engine(postgres_database)
    with engine.begin() as connection:
        connection.execute(text("DROP TABLE IF EXISTS commit_probe"))
        connection.execute(text("CREATE TABLE commit_probe (n int NOT NULL)"))
    yield engine
    with engine.begin() as connection:
        connection.execute(text("DROP TABLE commit_probe"))
    engine.dispose()


def write(n: int) -> Callable[[Connection], int]:
    def op(connection: Connection) -> int:
        connection.execute(text("INSERT INTO commit_probe (n) VALUES (:n)"), {"n": n})
        return n

    return op


async def _batch_through(url: str, cutter: CommitCutter, cut: Cut) -> list[object]:
    engine = make_engine(url)
    writer = GroupCommitWriter(engine)
    writer.start()
    try:
        await writer.run(write(0))  # a connection made and pooled before the cut is armed
        cutter.cut = cut
        results = await asyncio.gather(
            *(writer.run(write(n)) for n in (1, 2, 3)), return_exceptions=True
        )
    finally:
        writer.stop()
        engine.dispose()
    return list(results)


@pytest.mark.parametrize("cut", ["after_reply", "before_commit"])
async def test_a_batch_whose_commit_lost_its_connection_is_written_once(
    cutter: tuple[CommitCutter, str], probe_table: Engine, cut: Cut
) -> None:
    relay, url = cutter
    results = await _batch_through(url, relay, cut)
    with probe_table.connect() as connection:
        stored = sorted(connection.execute(text("SELECT n FROM commit_probe")).scalars())

    assert relay.cuts == 1
    assert results == [1, 2, 3]
    assert stored == [0, 1, 2, 3]


async def test_a_commit_whose_outcome_cannot_be_learned_is_not_called_uncharged(
    cutter: tuple[CommitCutter, str], probe_table: Engine
) -> None:
    """The reply to COMMIT is lost and the server cannot be reached to ask: the batch is not
    run again, and its callers hear that the outcome is unknown (a 503 whose message does not
    say that nothing was charged), not a false "nothing was charged"."""
    relay, url = cutter
    results = await _batch_through(url, relay, "after_reply_then_gone")
    with probe_table.connect() as connection:
        stored = sorted(connection.execute(text("SELECT n FROM commit_probe")).scalars())

    assert relay.cuts == 1
    assert stored == [0, 1, 2, 3]
    assert all(isinstance(result, CommitInDoubt) for result in results)
    assert all("nothing was charged" not in str(result) for result in results)
