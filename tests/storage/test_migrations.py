"""Migrating an empty database gives exactly the models, on every backend."""

from __future__ import annotations

from alembic import command
from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from sqlalchemy import inspect

from vendorstack.storage.engine import make_engine
from vendorstack.storage.migrate import alembic_config, upgrade
from vendorstack.storage.models import Base


def test_migrations_equal_the_models(database_url: str) -> None:
    engine = make_engine(database_url)
    with engine.connect() as connection:
        context = MigrationContext.configure(connection, opts={"compare_type": True})
        differences = compare_metadata(context, Base.metadata)
        tables = set(inspect(connection).get_table_names())
    engine.dispose()

    assert differences == []
    assert tables == {*Base.metadata.tables, "alembic_version"}


def test_sqlite_runs_in_wal_mode_with_full_sync(sqlite_url: str) -> None:
    engine = make_engine(sqlite_url)
    with engine.connect() as connection:
        mode = connection.exec_driver_sql("PRAGMA journal_mode").scalar()
        sync = connection.exec_driver_sql("PRAGMA synchronous").scalar()
    engine.dispose()

    assert (mode, sync) == ("wal", 2)


def _ledger_indexes(database_url: str) -> set[str]:
    engine = make_engine(database_url)
    with engine.connect() as connection:
        names = {str(index["name"]) for index in inspect(connection).get_indexes("ledger_entries")}
    engine.dispose()
    return names


def test_the_reservations_index_migration_goes_down_and_up(database_url: str) -> None:
    try:
        command.downgrade(alembic_config(database_url), "20261122_0001")
        assert "ix_ledger_entries_account_kind_created" in _ledger_indexes(database_url)
        assert "ix_ledger_entries_reservations" not in _ledger_indexes(database_url)
    finally:
        upgrade(database_url)
    assert "ix_ledger_entries_reservations" in _ledger_indexes(database_url)
    assert "ix_ledger_entries_account_kind_created" not in _ledger_indexes(database_url)
