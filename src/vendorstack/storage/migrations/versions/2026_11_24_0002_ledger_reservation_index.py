"""index only the ledger's live-scan holds

Revision ID: 20261124_0002
Revises: 20261122_0001
Create Date: 2026-11-24 03:10:00

Every metered lookup appends a charge row to `ledger_entries`; the only hot-path read of the
ledger is the free plan's daily scan cap, which counts one account's `reservation` rows since
midnight. A partial index on those rows serves it, and charge rows no longer pay for an index
entry they never use.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "20261124_0002"
down_revision: str | None = "20261122_0001"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

RESERVATIONS_ONLY = "kind = 'reservation'"


def upgrade() -> None:
    with op.batch_alter_table("ledger_entries", schema=None) as batch_op:
        batch_op.drop_index("ix_ledger_entries_account_kind_created")
        batch_op.create_index(
            "ix_ledger_entries_reservations",
            ["account_id", "created_at"],
            unique=False,
            sqlite_where=sa.text(RESERVATIONS_ONLY),
            postgresql_where=sa.text(RESERVATIONS_ONLY),
        )


def downgrade() -> None:
    with op.batch_alter_table("ledger_entries", schema=None) as batch_op:
        batch_op.drop_index("ix_ledger_entries_reservations")
        batch_op.create_index(
            "ix_ledger_entries_account_kind_created",
            ["account_id", "kind", "created_at"],
            unique=False,
        )
