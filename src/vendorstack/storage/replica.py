"""Reads that may be served by a read replica (`VENDORSTACK_DATABASE_READ_URL`).

Only index reads go here (records, scan histories, prospect pages): credits, keys and stored
answers are always read from the primary. A replica lags its primary; callers decide when
that is acceptable (docs/deploy.md, "Read replica"), and read the primary otherwise.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import TypeVar

from sqlalchemy import Engine
from sqlalchemy.exc import DBAPIError
from sqlalchemy.exc import TimeoutError as PoolTimeout
from sqlalchemy.ext.asyncio import AsyncEngine

from vendorstack.storage.database import Database, Operation
from vendorstack.storage.engine import is_sqlite_url, make_async_engine, make_engine
from vendorstack.storage.writer import unavailable

T = TypeVar("T")


class IndexReads:
    """Index reads on the replica when one is configured, else on the primary."""

    def __init__(self, primary: Database, replica_url: str | None = None) -> None:
        self.primary = primary
        self._sqlite: Engine | None = None
        self._server: AsyncEngine | None = None
        if replica_url is not None and is_sqlite_url(replica_url):
            self._sqlite = make_engine(replica_url)
        elif replica_url is not None:
            self._server = make_async_engine(replica_url)

    @property
    def has_replica(self) -> bool:
        return self._sqlite is not None or self._server is not None

    async def read(self, query: Operation[T]) -> T:
        """`query` on the replica (possibly behind the primary), or the primary without one."""
        if self._server is not None:
            with unreachable_is_503():
                async with self._server.connect() as connection:
                    return await connection.run_sync(query)
        if self._sqlite is not None:
            with unreachable_is_503(), self._sqlite.connect() as connection:
                return query(connection)
        return await self.primary.read(query)

    async def close(self) -> None:
        if self._server is not None:
            await self._server.dispose()
        if self._sqlite is not None:
            self._sqlite.dispose()


@contextmanager
def unreachable_is_503() -> Iterator[None]:
    """A replica that cannot be reached is a 503 for that request, as the primary is."""
    try:
        yield
    except (DBAPIError, PoolTimeout) as error:
        raise unavailable(error) or error from None
