"""credit leases: blocks of an account's credits one API process charges from

Revision ID: 20261127_0010_credit_leases
Revises: 20261127_0009_claim_facts

(Written against 20261126_0008; `20261127_0009_claim_facts` landed first, so this revision
follows it: one head.)
Create Date: 2026-11-27 15:40:00

A lease is taken by a `lease` ledger row and closed once by its `lease_end` row; this table
holds what is spent from it meanwhile, so a balance read and the sweep know what is unspent
(docs/guarantees.md, "Credit leases").
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

from vendorstack.storage.base import UTCDateTime

revision: str = "20261127_0010_credit_leases"
down_revision: str | None = "20261127_0009_claim_facts"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "credit_leases",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("account_id", sa.Integer(), nullable=False),
        sa.Column("reference", sa.String(length=80), nullable=False),
        sa.Column("credits", sa.Integer(), nullable=False),
        sa.Column("spent", sa.Integer(), nullable=False),
        sa.Column("created_at", UTCDateTime(), nullable=False),
        sa.Column("expires_at", UTCDateTime(), nullable=False),
        sa.Column("closed_at", UTCDateTime(), nullable=True),
        sa.ForeignKeyConstraint(
            ["account_id"], ["accounts.id"], name=op.f("fk_credit_leases_account_id_accounts")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_credit_leases")),
        sa.UniqueConstraint("reference", name=op.f("uq_credit_leases_reference")),
    )
    op.create_index("ix_credit_leases_account_id", "credit_leases", ["account_id"])


def downgrade() -> None:
    op.drop_index("ix_credit_leases_account_id", table_name="credit_leases")
    op.drop_table("credit_leases")
