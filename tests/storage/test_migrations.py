"""Migrating an empty database gives exactly the models, on every backend."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from alembic import command
from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from sqlalchemy import Connection, insert, inspect, select, text

from vendorstack.accounts.ledger import release_abandoned_holds
from vendorstack.accounts.models import Account, LedgerEntry
from vendorstack.index.listings import rebuild_counters
from vendorstack.index.models import ProspectCount
from vendorstack.index.prospect import ProspectQuery, prospect
from vendorstack.schema import Base
from vendorstack.storage.engine import make_engine
from vendorstack.storage.migrate import QUEUE_TABLES, alembic_config, ours, upgrade


def test_migrations_equal_the_models(database_url: str) -> None:
    """Plus, on PostgreSQL only, the scan queue's tables (procrastinate's own schema)."""
    engine = make_engine(database_url)
    with engine.connect() as connection:
        options = {"compare_type": True, "include_name": ours}
        context = MigrationContext.configure(connection, opts=options)
        differences = compare_metadata(context, Base.metadata)
        tables = set(inspect(connection).get_table_names())
        queue = QUEUE_TABLES if connection.dialect.name == "postgresql" else frozenset()
    engine.dispose()

    assert differences == []
    assert tables == {*Base.metadata.tables, "alembic_version", *queue}


def test_the_scan_queue_migration_goes_down_and_up(database_url: str) -> None:
    """Down removes every procrastinate object (up again would fail on a leftover one)."""
    try:
        command.downgrade(alembic_config(database_url), "20261125_0004")
        engine = make_engine(database_url)
        with engine.connect() as connection:
            assert not QUEUE_TABLES & set(inspect(connection).get_table_names())
        engine.dispose()
    finally:
        upgrade(database_url)


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


def test_legacy_holds_are_rekeyed_so_the_sweep_finds_only_open_ones(database_url: str) -> None:
    """Rows from before 20261124_0003: a settled hold, and an open one sharing its request id
    in another account. After the upgrade the settled one is paired, the open one is not."""
    command.downgrade(alembic_config(database_url), "20261124_0002")
    engine = make_engine(database_url)
    long_ago = datetime.now(UTC) - timedelta(days=1)
    try:
        with engine.begin() as connection:
            first, second = (_legacy_account(connection, name) for name in ("a", "b"))
            _legacy_row(connection, first, -1, "reservation", None, long_ago)
            _legacy_row(connection, first, 0, "settle", "scan-settle:shared-id", long_ago)
            _legacy_row(connection, second, -1, "reservation", None, long_ago)
        upgrade(database_url)
        with engine.begin() as connection:
            released = release_abandoned_holds(
                connection, held_before=datetime.now(UTC), now=datetime.now(UTC)
            )
            balances = {
                row.id: row.credit_balance
                for row in connection.execute(select(Account.id, Account.credit_balance))
            }
    finally:
        engine.dispose()
        upgrade(database_url)

    assert released == 1
    assert balances == {first: -1, second: 0}


def _legacy_account(connection: Connection, name: str) -> int:
    account_id: int = connection.execute(
        insert(Account)
        .values(
            public_id=f"acct_{name}",
            email=f"{name}@example.com",
            key_hash=name * 64,
            key_hint="vs_live_…",
            free_tier=True,
            credit_balance=-1,
            lifetime_credits_used=1,
            created_at=datetime.now(UTC),
        )
        .returning(Account.id)
    ).scalar_one()
    return account_id


def _legacy_row(
    connection: Connection,
    account_id: int,
    delta: int,
    kind: str,
    reference: str | None,
    created_at: datetime,
) -> None:
    connection.execute(
        insert(LedgerEntry).values(
            account_id=account_id,
            delta=delta,
            kind=kind,
            reason="live_scan",
            request_id="shared-id",
            reference=reference,
            created_at=created_at,
        )
    )


_LEGACY_CLAIMS = [  # (domain, vendor, category, confidence), in page order
    ("acme.com", "google", "auth_identity", "vendor"),
    ("acme.com", "google", "productivity", "vendor_keyword"),
    ("acme.com", "stripe", "payments", "vendor"),
    ("beta.io", "stripe", "payments", "vendor_keyword"),
    ("beta.io", "stripe", "payments", "vendor"),
]


def _legacy_index(connection: Connection) -> None:
    """Entities, scans and claims as stored before 20261126_0007 (no reviewed, no name)."""
    now = datetime.now(UTC)
    for entity_id, domain in enumerate(("acme.com", "beta.io"), start=1):
        connection.execute(
            text(
                "INSERT INTO entities (id, domain, first_seen_at, latest_scan_id) "
                "VALUES (:id, :domain, :now, :id)"
            ),
            {"id": entity_id, "domain": domain, "now": now},
        )
        connection.execute(
            text(
                "INSERT INTO scans (id, entity_id, started_at, finished_at, outcome, reason,"
                " found, sends_sms, probed_urls, unmatched_rows, request_count,"
                " extractor_version) VALUES (:id, :id, :now, :now, 'parsed', 'parsed', true,"
                " false, '[]', '[]', 1, 'legacy')"
            ),
            {"id": entity_id, "now": now},
        )
    for position, (domain, vendor, category, confidence) in enumerate(_LEGACY_CLAIMS):
        entity_id = 1 if domain == "acme.com" else 2
        connection.execute(
            text(
                "INSERT INTO claims (scan_id, entity_id, position, vendor, category, confidence,"
                " quote, source) VALUES (:e, :e, :p, :v, :c, :t, :q, 'https://x/s')"
            ),
            {"e": entity_id, "p": position, "v": vendor, "c": category, "t": confidence,
             "q": f"{vendor} row {position}"},
        )  # fmt: skip


def test_the_prospect_index_is_back_filled_from_the_latest_scans(database_url: str) -> None:
    command.downgrade(alembic_config(database_url), "20261126_0006_scan_queue")
    engine = make_engine(database_url)
    try:
        with engine.begin() as connection:
            _legacy_index(connection)
        upgrade(database_url)
        with engine.connect() as connection:
            pages = {
                query: prospect(connection, query)
                for query in (
                    ProspectQuery("stripe", None, None, 1),
                    ProspectQuery("google", None, None, 1),
                    ProspectQuery(None, "auth_identity", None, 1),
                )
            }
            recounted = set(connection.execute(select(ProspectCount.__table__)).tuples())
        with engine.begin() as connection:
            rebuild_counters(connection)
            assert set(connection.execute(select(ProspectCount.__table__)).tuples()) == recounted
    finally:
        engine.dispose()

    quotes = {q.vendor or q.category: (n, [m.quote for m in ms]) for q, (n, ms) in pages.items()}
    assert quotes == {
        "stripe": (2, ["stripe row 2", "stripe row 3"]),  # beta: its keyword row, not its first
        "google": (1, ["google row 1"]),  # the keyword row, across both categories
        "auth_identity": (1, ["google row 0"]),
    }
    assert {(m.reviewed, m.name) for _, ms in pages.values() for m in ms} == {(True, "")}
