"""credit leases are found among the open ones only: partial indexes by account and by expiry

Revision ID: 20261128_0023_open_leases
Revises: 20261128_0022_caller_changed
Create Date: 2026-11-28 00:30:00

What an account holds (`accounts.ledger.available_credits`, in every debit's and every lease
spend's answer) sums its open leases, and the sweep looks for open leases past their expiry.
A busy key closes a block every few seconds in each process, so its closed leases grow by tens
of thousands a day, and an index on `account_id` alone made both read every one of them.
Indexing the open leases only keeps them to the few a key has at any time.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "20261128_0023_open_leases"
down_revision: str | None = "20261128_0022_caller_changed"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

OPEN_ONLY = "closed_at IS NULL"  # `accounts.models.OPEN_LEASES_ONLY`, written out


def upgrade() -> None:
    op.drop_index("ix_credit_leases_account_id", table_name="credit_leases")
    for name, column in (
        ("ix_credit_leases_open", "account_id"),
        ("ix_credit_leases_expiry", "expires_at"),
    ):
        op.create_index(
            name,
            "credit_leases",
            [column],
            sqlite_where=sa.text(OPEN_ONLY),
            postgresql_where=sa.text(OPEN_ONLY),
        )


def downgrade() -> None:
    op.drop_index("ix_credit_leases_expiry", table_name="credit_leases")
    op.drop_index("ix_credit_leases_open", table_name="credit_leases")
    op.create_index("ix_credit_leases_account_id", "credit_leases", ["account_id"])
