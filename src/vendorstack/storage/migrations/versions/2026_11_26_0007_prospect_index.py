"""prospect as index lookups; claims keep `reviewed` and `name`

Revision ID: 20261126_0007_prospect_index
Revises: 20261126_0006_scan_queue

(Written against 20261125_0004; `20261126_0006_scan_queue` landed first, so this revision
follows it: one head.)
Create Date: 2026-11-26 06:00:00

`current_claims` holds one row per entity x vendor x category of each entity's latest
answering scan, `prospect_counts` the exact number of companies per listing (vendor,
category, pair) and domain bucket, `indexed_vendors` every vendor the index names. All three
are back-filled here from the existing scans, with the same rules the recorder applies
(strongest row: best tier, then first in page order). Claims gain `reviewed` and `name`;
rows recorded before this revision read as reviewed, with no name.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "20261126_0007_prospect_index"
down_revision: str | None = "20261126_0006_scan_queue"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

ORDERED_TEXT = sa.String(253).with_variant(sa.String(253, collation="C"), "postgresql")
BUCKET = sa.String(2).with_variant(sa.String(2, collation="C"), "postgresql")
SLUG = sa.String(80).with_variant(sa.String(80, collation="C"), "postgresql")

# Strongest first: the tier order of `index.records.TIER_RANK`, then page order.
_STRONGEST = (
    "CASE c.confidence WHEN 'vendor_keyword' THEN 0 WHEN 'vendor' THEN 1 ELSE 2 END, c.position"
)
_BACKFILL_CURRENT = f"""
INSERT INTO current_claims
    (entity_id, vendor, category, domain, claim_id, vendor_best, category_best)
SELECT entity_id, vendor, category, domain, id, vendor_rank = 1, category_rank = 1
FROM (
    SELECT c.entity_id, c.vendor, c.category, e.domain, c.id,
        ROW_NUMBER() OVER (PARTITION BY c.entity_id, c.vendor, c.category
                           ORDER BY {_STRONGEST}) AS pair_rank,
        ROW_NUMBER() OVER (PARTITION BY c.entity_id, c.vendor ORDER BY {_STRONGEST})
            AS vendor_rank,
        ROW_NUMBER() OVER (PARTITION BY c.entity_id, c.category ORDER BY {_STRONGEST})
            AS category_rank
    FROM claims c JOIN entities e ON e.latest_scan_id = c.scan_id
) ranked
WHERE pair_rank = 1
"""
_BACKFILL_COUNTS = """
INSERT INTO prospect_counts (kind, vendor, category, bucket, companies)
SELECT 'p', vendor, category, SUBSTR(domain, 1, 2), COUNT(*)
    FROM current_claims GROUP BY vendor, category, SUBSTR(domain, 1, 2)
UNION ALL
SELECT 'v', vendor, '', SUBSTR(domain, 1, 2), COUNT(*)
    FROM current_claims WHERE vendor_best GROUP BY vendor, SUBSTR(domain, 1, 2)
UNION ALL
SELECT 'c', '', category, SUBSTR(domain, 1, 2), COUNT(*)
    FROM current_claims WHERE category_best GROUP BY category, SUBSTR(domain, 1, 2)
"""
_BACKFILL_VENDORS = """
INSERT INTO indexed_vendors (vendor, reviewed, name, companies)
SELECT vendor, true, '', COUNT(*) FROM current_claims WHERE vendor_best GROUP BY vendor
"""


# claim_id last: a page's range is read from the index alone.
CURRENT_INDEXES = {
    "ix_current_claims_pair": ("vendor", "category"),
    "ix_current_claims_vendor": ("vendor", "vendor_best"),
    "ix_current_claims_category": ("category", "category_best"),
}


def upgrade() -> None:
    with op.batch_alter_table("claims") as batch:
        batch.add_column(
            sa.Column("reviewed", sa.Boolean(), server_default=sa.true(), nullable=False)
        )
        batch.add_column(sa.Column("name", sa.Text(), server_default="", nullable=False))
    _create_current_claims()
    _create_prospect_counts()
    _create_indexed_vendors()
    op.execute(_BACKFILL_CURRENT)
    op.execute(_BACKFILL_COUNTS)
    op.execute(_BACKFILL_VENDORS)


def _create_current_claims() -> None:
    op.create_table(
        "current_claims",
        sa.Column("entity_id", sa.Integer(), nullable=False),
        sa.Column("vendor", sa.String(length=80), nullable=False),
        sa.Column("category", sa.String(length=40), nullable=False),
        sa.Column("domain", ORDERED_TEXT, nullable=False),
        sa.Column("claim_id", sa.Integer(), nullable=False),
        sa.Column("vendor_best", sa.Boolean(), nullable=False),
        sa.Column("category_best", sa.Boolean(), nullable=False),
        sa.ForeignKeyConstraint(
            ["claim_id"], ["claims.id"], name=op.f("fk_current_claims_claim_id_claims")
        ),
        sa.ForeignKeyConstraint(
            ["entity_id"], ["entities.id"], name=op.f("fk_current_claims_entity_id_entities")
        ),
        sa.PrimaryKeyConstraint("entity_id", "vendor", "category", name=op.f("pk_current_claims")),
    )
    for name, columns in CURRENT_INDEXES.items():
        op.create_index(name, "current_claims", [*columns, "domain", "claim_id"])


def _create_prospect_counts() -> None:
    op.create_table(
        "prospect_counts",
        sa.Column("kind", sa.String(length=1), nullable=False),
        sa.Column("vendor", sa.String(length=80), nullable=False),
        sa.Column("category", sa.String(length=40), nullable=False),
        sa.Column("bucket", BUCKET, nullable=False),
        sa.Column("companies", sa.Integer(), nullable=False),
        sa.PrimaryKeyConstraint(
            "kind", "vendor", "category", "bucket", name=op.f("pk_prospect_counts")
        ),
    )


def _create_indexed_vendors() -> None:
    op.create_table(
        "indexed_vendors",
        sa.Column("vendor", SLUG, nullable=False),
        sa.Column("reviewed", sa.Boolean(), nullable=False),
        sa.Column("name", sa.Text(), nullable=False),
        sa.Column("companies", sa.Integer(), nullable=False),
        sa.PrimaryKeyConstraint("vendor", name=op.f("pk_indexed_vendors")),
    )
    op.create_index("ix_indexed_vendors_reviewed_vendor", "indexed_vendors", ["reviewed", "vendor"])


def downgrade() -> None:
    op.drop_index("ix_indexed_vendors_reviewed_vendor", table_name="indexed_vendors")
    op.drop_table("indexed_vendors")
    op.drop_table("prospect_counts")
    for name in (
        "ix_current_claims_category",
        "ix_current_claims_vendor",
        "ix_current_claims_pair",
    ):
        op.drop_index(name, table_name="current_claims")
    op.drop_table("current_claims")
    with op.batch_alter_table("claims") as batch:
        batch.drop_column("name")
        batch.drop_column("reviewed")
