"""each scan's change from the company's previous readable scan, and the answer it keeps

Revision ID: 20261127_0018_scan_changes
Revises: 20261127_0017_scan_reading
Create Date: 2026-11-27 18:10:00

`change` holds what `index.changes` found (vendors added, removed and changed with their
quoted rows before and after; reformatted; moved; lost). `kept_scan_id` is set on a scan that
read no list while the company's last readable scan keeps answering (a loss not yet final).
Scans recorded before this revision read as null: not compared.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "20261127_0018_scan_changes"
down_revision: str | None = "20261127_0017_scan_reading"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("scans") as batch:
        batch.add_column(sa.Column("change", sa.JSON(), nullable=True))
        batch.add_column(sa.Column("kept_scan_id", sa.Integer(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("scans") as batch:
        batch.drop_column("kept_scan_id")
        batch.drop_column("change")
