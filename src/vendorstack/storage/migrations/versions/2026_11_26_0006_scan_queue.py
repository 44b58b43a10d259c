"""the scan queue: procrastinate's schema, on PostgreSQL only

Revision ID: 20261126_0006_scan_queue
Revises: 20261125_0004
Create Date: 2026-11-26 06:00:00

`VENDORSTACK_SCAN_MODE=queue` keeps scans in procrastinate's tables in the same PostgreSQL
database. Its schema is applied here, by our one migrate step, rather than by procrastinate's
`SchemaManager.apply_schema()` at start-up: that call is not idempotent (it fails on a second
run), keeps no record of what it applied, and could not be rolled back with ours. The SQL is
the installed procrastinate's own `schema.sql` (its version is pinned to one minor release in
pyproject.toml); a procrastinate upgrade that ships SQL migrations gets an alembic revision
applying them. SQLite has no queue (queue mode requires PostgreSQL): nothing to do there.
"""

from collections.abc import Sequence

from alembic import op
from procrastinate.schema import SchemaManager

revision: str = "20261126_0006_scan_queue"
down_revision: str | None = "20261125_0004"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

# Every object procrastinate's schema.sql creates is named procrastinate_*.
DROP_ALL = """
DO $$
DECLARE item record;
BEGIN
    FOR item IN SELECT tablename FROM pg_tables
                WHERE schemaname = current_schema() AND tablename LIKE 'procrastinate\\_%'
    LOOP
        EXECUTE format('DROP TABLE IF EXISTS %I CASCADE', item.tablename);
    END LOOP;
    FOR item IN SELECT p.oid::regprocedure AS signature FROM pg_proc p
                JOIN pg_namespace n ON n.oid = p.pronamespace
                WHERE n.nspname = current_schema() AND p.proname LIKE 'procrastinate\\_%'
    LOOP
        EXECUTE format('DROP FUNCTION IF EXISTS %s CASCADE', item.signature);
    END LOOP;
    FOR item IN SELECT t.typname FROM pg_type t
                JOIN pg_namespace n ON n.oid = t.typnamespace
                WHERE n.nspname = current_schema() AND t.typname LIKE 'procrastinate\\_%'
                  AND t.typtype IN ('e', 'c')
    LOOP
        EXECUTE format('DROP TYPE IF EXISTS %I CASCADE', item.typname);
    END LOOP;
END $$;
"""


def upgrade() -> None:
    if op.get_bind().dialect.name != "postgresql":
        return
    # exec_driver_sql: the schema holds `%` signs that must reach PostgreSQL unescaped.
    op.get_bind().exec_driver_sql(SchemaManager.get_schema().replace("%", "%%"))


def downgrade() -> None:
    if op.get_bind().dialect.name != "postgresql":
        return
    op.get_bind().exec_driver_sql(DROP_ALL.replace("%", "%%"))
