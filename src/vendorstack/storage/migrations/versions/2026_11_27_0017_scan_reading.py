"""how a scan read its list: the platform, the way it was read, a gated list's access URL

Revision ID: 20261127_0017_scan_reading
Revises: 20261127_0009_claim_facts
Create Date: 2026-11-27 14:40:00

Scans of trust centres and single-page apps record the platform recognised (`safebase`,
`vanta`, ..., `other_js`), how the list was read (`html`, `embedded_json`, `json_endpoint`,
`rendered`) and, for a `gated` list, where a person asks for access. Older scans read as
null: read from plain HTML, or nothing read.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "20261127_0017_scan_reading"
down_revision: str | None = "20261127_0010_credit_leases"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("scans") as batch:
        batch.add_column(sa.Column("platform", sa.String(length=24), nullable=True))
        batch.add_column(sa.Column("read_via", sa.String(length=16), nullable=True))
        batch.add_column(sa.Column("access_url", sa.Text(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("scans") as batch:
        batch.drop_column("access_url")
        batch.drop_column("read_via")
        batch.drop_column("platform")
