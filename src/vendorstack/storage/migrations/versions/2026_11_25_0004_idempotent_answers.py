"""answers kept under a client's Idempotency-Key

Revision ID: 20261125_0004
Revises: 20261124_0003
Create Date: 2026-11-25 06:00:00

A metered call sent with an `Idempotency-Key` stores its answer in the transaction that
charges for it; a retry with the same key within 24 hours gets that answer back and pays
nothing. Keys are unique per account only.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

from vendorstack.storage.base import UTCDateTime

revision: str = "20261125_0004"
down_revision: str | None = "20261124_0003"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "idempotent_answers",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("account_id", sa.Integer(), nullable=False),
        sa.Column("key", sa.String(length=255), nullable=False),
        sa.Column("fingerprint", sa.String(length=64), nullable=False),
        sa.Column("status", sa.Integer(), nullable=False),
        sa.Column("body", sa.LargeBinary(), nullable=False),
        sa.Column("credits_used", sa.Integer(), nullable=False),
        sa.Column("credit_balance", sa.Integer(), nullable=False),
        sa.Column("created_at", UTCDateTime(), nullable=False),
        sa.ForeignKeyConstraint(
            ["account_id"],
            ["accounts.id"],
            name=op.f("fk_idempotent_answers_account_id_accounts"),
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_idempotent_answers")),
        sa.UniqueConstraint("account_id", "key", name="uq_idempotent_answers_account_id_key"),
    )
    op.create_index("ix_idempotent_answers_created_at", "idempotent_answers", ["created_at"])


def downgrade() -> None:
    op.drop_index("ix_idempotent_answers_created_at", table_name="idempotent_answers")
    op.drop_table("idempotent_answers")
