"""watchlists and their events

Revision ID: 20261127_0019_watches
Revises: 20261127_0018_scan_changes
Create Date: 2026-11-27 18:20:00

`watches`: an account's watched domains, when each was last re-scanned and changed, and the
newest scan already reported. `watch_events`: the changes told to the account, in id order
(`GET /v1/events` pages by id).
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

from vendorstack.storage.base import UTCDateTime

revision: str = "20261127_0019_watches"
down_revision: str | None = "20261127_0018_scan_changes"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "watches",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("account_id", sa.Integer(), nullable=False),
        sa.Column("domain", sa.String(length=253), nullable=False),
        sa.Column("created_at", UTCDateTime(), nullable=False),
        sa.Column("checked_at", UTCDateTime(), nullable=True),
        sa.Column("seen_scan_id", sa.Integer(), nullable=True),
        sa.Column("changed_at", UTCDateTime(), nullable=True),
        sa.ForeignKeyConstraint(
            ["account_id"], ["accounts.id"], name=op.f("fk_watches_account_id_accounts")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_watches")),
    )
    op.create_index("ix_watches_account_domain", "watches", ["account_id", "domain"], unique=True)
    op.create_index("ix_watches_checked_at", "watches", ["checked_at"])
    op.create_table(
        "watch_events",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("account_id", sa.Integer(), nullable=False),
        sa.Column("watch_id", sa.Integer(), nullable=True),
        sa.Column("domain", sa.String(length=253), nullable=False),
        sa.Column("kind", sa.String(length=32), nullable=False),
        sa.Column("scan_id", sa.Integer(), nullable=True),
        sa.Column("created_at", UTCDateTime(), nullable=False),
        sa.Column("data", sa.JSON(), nullable=False),
        sa.ForeignKeyConstraint(
            ["account_id"], ["accounts.id"], name=op.f("fk_watch_events_account_id_accounts")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_watch_events")),
    )
    op.create_index("ix_watch_events_account_id", "watch_events", ["account_id", "id"])


def downgrade() -> None:
    op.drop_index("ix_watch_events_account_id", table_name="watch_events")
    op.drop_table("watch_events")
    op.drop_index("ix_watches_checked_at", table_name="watches")
    op.drop_index("ix_watches_account_domain", table_name="watches")
    op.drop_table("watches")
