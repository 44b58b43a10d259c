"""claims keep their row's `purpose` and `locations`

Revision ID: 20261127_0009_claim_facts
Revises: 20261126_0008_scan_job_ended
Create Date: 2026-11-27 15:00:00

Each claim records what its row says the vendor does (`purpose`, verbatim) and where it
processes data (`locations`: a JSON list of ISO 3166-1 alpha-2 codes, `EU`, `EEA`). Both are
NULL for claims recorded before this revision: the answer reads them as no purpose stated
and no place named, until the company is scanned again.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "20261127_0009_claim_facts"
down_revision: str | None = "20261126_0008_scan_job_ended"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("claims") as batch:
        batch.add_column(sa.Column("purpose", sa.Text(), nullable=True))
        batch.add_column(sa.Column("locations", sa.JSON(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("claims") as batch:
        batch.drop_column("locations")
        batch.drop_column("purpose")
