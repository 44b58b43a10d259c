"""watchlists, their events and signed webhooks

Revision ID: 20261127_0019_watches
Revises: 20261127_0018_scan_changes
Create Date: 2026-11-27 18:20:00

`watches`: an account's watched domains, when each was last re-scanned and changed, and the
newest scan already reported. `watch_events`: the changes told to the account, in id order
(`GET /v1/events` pages by id). `webhook_endpoints`, `webhook_deliveries` (one per endpoint
and event) and `webhook_attempts` (one per POST); `feed_tokens` (an account's Atom feed token,
hashed).
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
    _create_webhooks()
    op.create_table(
        "feed_tokens",
        sa.Column("account_id", sa.Integer(), nullable=False),
        sa.Column("token_hash", sa.String(length=64), nullable=False),
        sa.Column("created_at", UTCDateTime(), nullable=False),
        sa.ForeignKeyConstraint(
            ["account_id"], ["accounts.id"], name=op.f("fk_feed_tokens_account_id_accounts")
        ),
        sa.PrimaryKeyConstraint("account_id", name=op.f("pk_feed_tokens")),
        sa.UniqueConstraint("token_hash", name=op.f("uq_feed_tokens_token_hash")),
    )


def _create_webhooks() -> None:
    op.create_table(
        "webhook_endpoints",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("account_id", sa.Integer(), nullable=False),
        sa.Column("url", sa.Text(), nullable=False),
        sa.Column("secret", sa.String(length=80), nullable=False),
        sa.Column("created_at", UTCDateTime(), nullable=False),
        sa.Column("disabled_at", UTCDateTime(), nullable=True),
        sa.ForeignKeyConstraint(
            ["account_id"], ["accounts.id"], name=op.f("fk_webhook_endpoints_account_id_accounts")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_webhook_endpoints")),
    )
    op.create_index("ix_webhook_endpoints_account_id", "webhook_endpoints", ["account_id"])
    op.create_table(
        "webhook_deliveries",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("endpoint_id", sa.Integer(), nullable=False),
        sa.Column("event_id", sa.Integer(), nullable=False),
        sa.Column("status", sa.String(length=12), nullable=False),
        sa.Column("attempts", sa.Integer(), nullable=False),
        sa.Column("next_attempt_at", UTCDateTime(), nullable=True),
        sa.Column("delivered_at", UTCDateTime(), nullable=True),
        sa.ForeignKeyConstraint(
            ["endpoint_id"],
            ["webhook_endpoints.id"],
            name=op.f("fk_webhook_deliveries_endpoint_id_webhook_endpoints"),
        ),
        sa.ForeignKeyConstraint(
            ["event_id"],
            ["watch_events.id"],
            name=op.f("fk_webhook_deliveries_event_id_watch_events"),
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_webhook_deliveries")),
    )
    op.create_index(
        "ix_webhook_deliveries_endpoint_event",
        "webhook_deliveries",
        ["endpoint_id", "event_id"],
        unique=True,
    )
    op.create_index(
        "ix_webhook_deliveries_due", "webhook_deliveries", ["status", "next_attempt_at"]
    )
    op.create_table(
        "webhook_attempts",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("delivery_id", sa.Integer(), nullable=False),
        sa.Column("attempted_at", UTCDateTime(), nullable=False),
        sa.Column("status_code", sa.Integer(), nullable=True),
        sa.Column("error", sa.String(length=40), nullable=True),
        sa.ForeignKeyConstraint(
            ["delivery_id"],
            ["webhook_deliveries.id"],
            name=op.f("fk_webhook_attempts_delivery_id_webhook_deliveries"),
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_webhook_attempts")),
    )
    op.create_index(op.f("ix_webhook_attempts_delivery_id"), "webhook_attempts", ["delivery_id"])


def downgrade() -> None:
    op.drop_table("feed_tokens")
    op.drop_index(op.f("ix_webhook_attempts_delivery_id"), table_name="webhook_attempts")
    op.drop_table("webhook_attempts")
    op.drop_index("ix_webhook_deliveries_due", table_name="webhook_deliveries")
    op.drop_index("ix_webhook_deliveries_endpoint_event", table_name="webhook_deliveries")
    op.drop_table("webhook_deliveries")
    op.drop_index("ix_webhook_endpoints_account_id", table_name="webhook_endpoints")
    op.drop_table("webhook_endpoints")
    op.drop_index("ix_watch_events_account_id", table_name="watch_events")
    op.drop_table("watch_events")
    op.drop_index("ix_watches_checked_at", table_name="watches")
    op.drop_index("ix_watches_account_domain", table_name="watches")
    op.drop_table("watches")
