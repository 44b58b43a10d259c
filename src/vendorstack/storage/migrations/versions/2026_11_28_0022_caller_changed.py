"""a key's revocation, rotation or deletion is notified: a trigger on accounts, PostgreSQL only

Revision ID: 20261128_0022_caller_changed
Revises: 20261127_0021_web_sessions
Create Date: 2026-11-28 00:20:00

Each API process caches who holds a key (`accounts.callers.CallerCache`). Re-reading every
busy key every 100 ms cost nearly a database read per metered request with 64 busy keys; the
cache now trusts an entry until told the key changed. The trigger notifies
`vendorstack_callers` with the old key hash when `revoked_at` or `key_hash` changes, or the
account is deleted, whoever changes it (the API, the CLI, an operator's SQL). Balance updates
do not name those columns, so a charge never fires it.
"""

from collections.abc import Sequence

from alembic import op

revision: str = "20261128_0022_caller_changed"
down_revision: str | None = "20261127_0021_web_sessions"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

# The channel is `accounts.callers.CALLER_CHANNEL` (written out: a migration must not change
# when the code does).
CREATE = """
CREATE FUNCTION vendorstack_caller_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM pg_notify('vendorstack_callers', OLD.key_hash);
    RETURN NULL;
END;
$$;

CREATE TRIGGER vendorstack_caller_changed
    AFTER UPDATE OF key_hash, revoked_at ON accounts
    FOR EACH ROW WHEN (
        OLD.key_hash IS DISTINCT FROM NEW.key_hash
        OR OLD.revoked_at IS DISTINCT FROM NEW.revoked_at
    )
    EXECUTE FUNCTION vendorstack_caller_changed();

CREATE TRIGGER vendorstack_caller_deleted
    AFTER DELETE ON accounts
    FOR EACH ROW EXECUTE FUNCTION vendorstack_caller_changed();
"""

DROP = """
DROP TRIGGER IF EXISTS vendorstack_caller_deleted ON accounts;
DROP TRIGGER IF EXISTS vendorstack_caller_changed ON accounts;
DROP FUNCTION IF EXISTS vendorstack_caller_changed();
"""


def upgrade() -> None:
    if op.get_bind().dialect.name == "postgresql":
        op.get_bind().exec_driver_sql(CREATE)


def downgrade() -> None:
    if op.get_bind().dialect.name == "postgresql":
        op.get_bind().exec_driver_sql(DROP)
