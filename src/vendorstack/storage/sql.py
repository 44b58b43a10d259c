"""Plain DBAPI access for the hot path, where SQLAlchemy's per-statement overhead shows.

Statements are written once with `?` placeholders and adapted to the driver's paramstyle.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from sqlalchemy import Connection, Engine

Row = tuple[Any, ...]


class Dialect:
    """What hot-path SQL needs to know about the backend."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.is_sqlite = name == "sqlite"

    def sql(self, statement: str) -> str:
        return statement if self.is_sqlite else statement.replace("?", "%s")

    def timestamp(self, moment: datetime) -> Any:
        """SQLite stores SQLAlchemy's naive ISO text; PostgreSQL takes the aware datetime."""
        if self.is_sqlite:
            # The same text as strftime("%Y-%m-%d %H:%M:%S.%f"), at less than half the cost.
            return moment.replace(tzinfo=None).isoformat(" ", "microseconds")
        return moment

    def parse_timestamp(self, value: Any) -> datetime | None:
        """The inverse of `timestamp`, always timezone-aware UTC."""
        if value is None:
            return None
        moment = datetime.fromisoformat(value) if isinstance(value, str) else value
        assert isinstance(moment, datetime)
        return moment.replace(tzinfo=UTC) if moment.tzinfo is None else moment.astimezone(UTC)


def cursor_of(connection: Connection) -> Any:
    """A DBAPI cursor on the same connection, so raw statements share its transaction."""
    return connection.connection.cursor()


class FastReader:
    """Autocommit reads on one dedicated connection, used only from the event loop thread."""

    def __init__(self, engine: Engine) -> None:
        self.dialect = Dialect(engine.dialect.name)
        self._raw = engine.raw_connection()
        if not self.dialect.is_sqlite:
            self._raw.driver_connection.autocommit = True  # type: ignore[union-attr]
        self._cursor = self._raw.cursor()

    def one(self, statement: str, params: tuple[Any, ...]) -> Row | None:
        self._cursor.execute(self.dialect.sql(statement), params)
        row: Row | None = self._cursor.fetchone()
        return row

    def close(self) -> None:
        self._cursor.close()
        self._raw.close()
