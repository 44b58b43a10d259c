"""Bulk writers for `bench.seed_index`: executemany on SQLite, COPY on PostgreSQL.

Both drop the loaded tables' secondary indexes for the load and build them again at the end
(one sort per index instead of millions of random inserts), and skip foreign-key checks the
generator's ids satisfy by construction.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Any, Protocol

from sqlalchemy import Engine, Index, Table
from sqlalchemy.types import JSON

from vendorstack.storage.base import UTCDateTime


class Loader(Protocol):
    def load(
        self,
        table: Table,
        columns: Sequence[str],
        rows: Sequence[tuple[Any, ...]],
        constants: dict[str, Any],
    ) -> None: ...


@contextmanager
def loader_for(engine: Engine, tables: Sequence[Table]) -> Iterator[Loader]:
    indexes = [index for table in tables for index in sorted(table.indexes, key=_name)]
    with engine.begin() as connection:
        for index in indexes:
            index.drop(connection)
    try:
        if engine.dialect.name == "postgresql":
            with _postgres(engine) as loader:
                yield loader
        else:
            with _sqlite(engine) as loader:
                yield loader
    finally:
        with engine.begin() as connection:
            for index in indexes:
                index.create(connection)
            if engine.dialect.name == "postgresql":
                for table in tables:
                    _reset_sequence(connection, table)
            else:
                connection.exec_driver_sql("ANALYZE")
        if engine.dialect.name == "postgresql":
            _vacuum(engine, tables)


def _vacuum(engine: Engine, tables: Sequence[Table]) -> None:
    """Statistics, and the visibility map an index-only scan needs (rows just copied in are
    not yet known to be visible to all, so each would be read from the table)."""
    with engine.connect().execution_options(isolation_level="AUTOCOMMIT") as connection:
        for table in tables:
            connection.exec_driver_sql(f"VACUUM ANALYZE {table.name}")


def _name(index: Index) -> str:
    return str(index.name)


def _reset_sequence(connection: Any, table: Table) -> None:
    """Explicit ids do not move a serial sequence: move it past them."""
    if "id" not in table.c:
        return
    connection.exec_driver_sql(
        f"SELECT setval(pg_get_serial_sequence('{table.name}', 'id'), "
        f"(SELECT COALESCE(MAX(id), 1) FROM {table.name}))"
    )


def _constant(table: Table, name: str, value: Any, dialect: Any) -> Any:
    """A constant column's value as the driver takes it."""
    column_type = table.c[name].type
    if isinstance(column_type, JSON):
        return None if value is None else json.dumps(value)
    processor = column_type.bind_processor(dialect)
    return processor(value) if processor is not None else value


class _SqliteLoader:
    def __init__(self, connection: Any, dialect: Any) -> None:
        self._connection = connection
        self._dialect = dialect

    def load(
        self,
        table: Table,
        columns: Sequence[str],
        rows: Sequence[tuple[Any, ...]],
        constants: dict[str, Any],
    ) -> None:
        fixed = tuple(_constant(table, k, v, self._dialect) for k, v in constants.items())
        names = [*columns, *constants]
        statement = (
            f"INSERT INTO {table.name} ({', '.join(names)}) "
            f"VALUES ({', '.join('?' for _ in names)})"
        )
        processors = [_row_processor(table, name, self._dialect) for name in columns]
        converted = (_convert(row, processors) + fixed for row in rows)
        self._connection.executemany(statement, converted)
        self._connection.commit()


def _row_processor(table: Table, name: str, dialect: Any) -> Any:
    """Datetimes need the column's own storage format on SQLite; the rest pass as they are."""
    if isinstance(table.c[name].type, UTCDateTime):
        return table.c[name].type.bind_processor(dialect) or _same
    return None


def _same(value: Any) -> Any:
    return value


def _convert(row: tuple[Any, ...], processors: list[Any]) -> tuple[Any, ...]:
    if not any(processors):
        return row
    return tuple(p(v) if p else v for p, v in zip(processors, row, strict=True))


@contextmanager
def _sqlite(engine: Engine) -> Iterator[Loader]:
    raw = engine.raw_connection()
    try:
        connection = raw.driver_connection
        assert connection is not None
        connection.execute("PRAGMA foreign_keys=OFF")
        connection.execute("PRAGMA synchronous=OFF")  # a seed is rebuilt, never recovered
        connection.execute("PRAGMA cache_size=-1000000")
        yield _SqliteLoader(connection, engine.dialect)
    finally:
        raw.close()


class _PostgresLoader:
    def __init__(self, connection: Any) -> None:
        self._connection = connection

    def load(
        self,
        table: Table,
        columns: Sequence[str],
        rows: Sequence[tuple[Any, ...]],
        constants: dict[str, Any],
    ) -> None:
        fixed = tuple(
            json.dumps(value)
            if isinstance(table.c[name].type, JSON) and value is not None
            else value
            for name, value in constants.items()
        )
        names = ", ".join([*columns, *constants])
        statement = f"COPY {table.name} ({names}) FROM STDIN"
        with self._connection.cursor() as cursor, cursor.copy(statement) as copy:
            for row in rows:
                copy.write_row(row + fixed)
        self._connection.commit()


@contextmanager
def _postgres(engine: Engine) -> Iterator[Loader]:
    raw = engine.raw_connection()
    connection: Any = raw.driver_connection
    try:
        # Foreign-key triggers off for this session: the generator's ids are consistent.
        connection.execute("SET session_replication_role = replica")
        connection.commit()
        yield _PostgresLoader(connection)
    finally:
        connection.execute("SET session_replication_role = DEFAULT")
        connection.commit()
        raw.close()
