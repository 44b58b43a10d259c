"""initial schema

Revision ID: 20261122_0001
Revises:
Create Date: 2026-11-22 07:47:34.281463
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "20261122_0001"
down_revision: str | None = None
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:

    op.create_table(
        "accounts",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("public_id", sa.String(length=40), nullable=False),
        sa.Column("email", sa.String(length=320), nullable=False),
        sa.Column("key_hash", sa.String(length=64), nullable=False),
        sa.Column("key_hint", sa.String(length=24), nullable=False),
        sa.Column("free_tier", sa.Boolean(), nullable=False),
        sa.Column("credit_balance", sa.Integer(), nullable=False),
        sa.Column("lifetime_credits_used", sa.Integer(), nullable=False),
        sa.Column("created_ip", sa.String(length=64), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("last_used_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("revoked_at", sa.DateTime(timezone=True), nullable=True),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_accounts")),
        sa.UniqueConstraint("key_hash", name=op.f("uq_accounts_key_hash")),
        sa.UniqueConstraint("public_id", name=op.f("uq_accounts_public_id")),
    )
    op.create_table(
        "entities",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("domain", sa.String(length=253), nullable=False),
        sa.Column("first_seen_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("latest_scan_id", sa.Integer(), nullable=True),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_entities")),
        sa.UniqueConstraint("domain", name=op.f("uq_entities_domain")),
    )
    op.create_table(
        "scan_leases",
        sa.Column("domain", sa.String(length=253), nullable=False),
        sa.Column("owner", sa.String(length=64), nullable=False),
        sa.Column("expires_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("domain", name=op.f("pk_scan_leases")),
    )
    op.create_table(
        "ledger_entries",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("account_id", sa.Integer(), nullable=False),
        sa.Column("delta", sa.Integer(), nullable=False),
        sa.Column("kind", sa.String(length=16), nullable=False),
        sa.Column("reason", sa.String(length=64), nullable=False),
        sa.Column("request_id", sa.String(length=64), nullable=True),
        sa.Column("reference", sa.String(length=200), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["account_id"], ["accounts.id"], name=op.f("fk_ledger_entries_account_id_accounts")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_ledger_entries")),
        sa.UniqueConstraint("reference", name=op.f("uq_ledger_entries_reference")),
    )
    with op.batch_alter_table("ledger_entries", schema=None) as batch_op:
        batch_op.create_index(
            "ix_ledger_entries_account_kind_created",
            ["account_id", "kind", "created_at"],
            unique=False,
        )

    op.create_table(
        "scans",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("entity_id", sa.Integer(), nullable=False),
        sa.Column("started_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("finished_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("outcome", sa.String(length=16), nullable=False),
        sa.Column("reason", sa.String(length=40), nullable=False),
        sa.Column("found", sa.Boolean(), nullable=False),
        sa.Column("disclosure_url", sa.Text(), nullable=True),
        sa.Column("sends_sms", sa.Boolean(), nullable=False),
        sa.Column("sms_evidence", sa.JSON(), nullable=True),
        sa.Column("probed_urls", sa.JSON(), nullable=False),
        sa.Column("unmatched_rows", sa.JSON(), nullable=False),
        sa.Column("request_count", sa.Integer(), nullable=False),
        sa.Column("extractor_version", sa.String(length=32), nullable=False),
        sa.ForeignKeyConstraint(
            ["entity_id"], ["entities.id"], name=op.f("fk_scans_entity_id_entities")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_scans")),
    )
    with op.batch_alter_table("scans", schema=None) as batch_op:
        batch_op.create_index("ix_scans_entity_started", ["entity_id", "started_at"], unique=False)

    op.create_table(
        "claims",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("scan_id", sa.Integer(), nullable=False),
        sa.Column("entity_id", sa.Integer(), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("vendor", sa.String(length=80), nullable=False),
        sa.Column("category", sa.String(length=40), nullable=False),
        sa.Column("confidence", sa.String(length=24), nullable=False),
        sa.Column("quote", sa.Text(), nullable=False),
        sa.Column("source", sa.Text(), nullable=False),
        sa.ForeignKeyConstraint(
            ["entity_id"], ["entities.id"], name=op.f("fk_claims_entity_id_entities")
        ),
        sa.ForeignKeyConstraint(["scan_id"], ["scans.id"], name=op.f("fk_claims_scan_id_scans")),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_claims")),
    )
    with op.batch_alter_table("claims", schema=None) as batch_op:
        batch_op.create_index("ix_claims_category", ["category"], unique=False)
        batch_op.create_index(batch_op.f("ix_claims_scan_id"), ["scan_id"], unique=False)
        batch_op.create_index("ix_claims_vendor_category", ["vendor", "category"], unique=False)

    op.create_table(
        "scan_pages",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("scan_id", sa.Integer(), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("url", sa.Text(), nullable=False),
        sa.Column("sha256", sa.String(length=64), nullable=False),
        sa.Column("content_type", sa.String(length=100), nullable=False),
        sa.ForeignKeyConstraint(
            ["scan_id"], ["scans.id"], name=op.f("fk_scan_pages_scan_id_scans")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_scan_pages")),
    )
    with op.batch_alter_table("scan_pages", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_scan_pages_scan_id"), ["scan_id"], unique=False)


def downgrade() -> None:

    with op.batch_alter_table("scan_pages", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_scan_pages_scan_id"))

    op.drop_table("scan_pages")
    with op.batch_alter_table("claims", schema=None) as batch_op:
        batch_op.drop_index("ix_claims_vendor_category")
        batch_op.drop_index(batch_op.f("ix_claims_scan_id"))
        batch_op.drop_index("ix_claims_category")

    op.drop_table("claims")
    with op.batch_alter_table("scans", schema=None) as batch_op:
        batch_op.drop_index("ix_scans_entity_started")

    op.drop_table("scans")
    with op.batch_alter_table("ledger_entries", schema=None) as batch_op:
        batch_op.drop_index("ix_ledger_entries_account_kind_created")

    op.drop_table("ledger_entries")
    op.drop_table("scan_leases")
    op.drop_table("entities")
    op.drop_table("accounts")
