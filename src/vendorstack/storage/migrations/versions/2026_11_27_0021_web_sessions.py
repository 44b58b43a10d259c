"""web sessions and card payments: the people's pages and Stripe Checkout top-ups

Revision ID: 20261127_0021_web_sessions
Revises: 20261127_0019_watches
Create Date: 2026-11-27 18:10:00

A signed-in browser's session (its token's hash, its CSRF token), each paid Checkout
Session with the credits it bought and those refunds or disputes took back, and each ledger
row's subject (the company or vendor it was for) for the usage history.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

from vendorstack.storage.base import UTCDateTime

revision: str = "20261127_0021_web_sessions"
down_revision: str | None = "20261127_0019_watches"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("ledger_entries") as batch:
        batch.add_column(sa.Column("subject", sa.String(length=255), nullable=True))
    op.create_table(
        "web_sessions",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("token_hash", sa.String(length=64), nullable=False),
        sa.Column("csrf_token", sa.String(length=64), nullable=False),
        sa.Column("account_id", sa.Integer(), nullable=False),
        sa.Column("created_at", UTCDateTime(), nullable=False),
        sa.Column("expires_at", UTCDateTime(), nullable=False),
        sa.ForeignKeyConstraint(
            ["account_id"], ["accounts.id"], name=op.f("fk_web_sessions_account_id_accounts")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_web_sessions")),
        sa.UniqueConstraint("token_hash", name=op.f("uq_web_sessions_token_hash")),
    )
    op.create_index("ix_web_sessions_account_id", "web_sessions", ["account_id"])
    op.create_table(
        "card_payments",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("checkout_session", sa.String(length=255), nullable=False),
        sa.Column("payment_intent", sa.String(length=255), nullable=True),
        sa.Column("account_id", sa.Integer(), nullable=False),
        sa.Column("amount_cents", sa.Integer(), nullable=False),
        sa.Column("credits", sa.Integer(), nullable=False),
        sa.Column("credits_reversed", sa.Integer(), nullable=False),
        sa.Column("created_at", UTCDateTime(), nullable=False),
        sa.ForeignKeyConstraint(
            ["account_id"], ["accounts.id"], name=op.f("fk_card_payments_account_id_accounts")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_card_payments")),
        sa.UniqueConstraint("checkout_session", name=op.f("uq_card_payments_checkout_session")),
        sa.UniqueConstraint("payment_intent", name=op.f("uq_card_payments_payment_intent")),
    )


def downgrade() -> None:
    op.drop_table("card_payments")
    op.drop_index("ix_web_sessions_account_id", table_name="web_sessions")
    op.drop_table("web_sessions")
    with op.batch_alter_table("ledger_entries") as batch:
        batch.drop_column("subject")
