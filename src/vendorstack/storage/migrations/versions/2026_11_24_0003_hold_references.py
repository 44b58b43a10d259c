"""live-scan holds carry their own reference; closing rows reference the hold

Revision ID: 20261124_0003
Revises: 20261124_0002
Create Date: 2026-11-24 05:10:00

Settle and release rows used to carry `scan-settle:<request id>` as their unique reference,
and a client chooses its own request id: two tenants sending the same one collided, and the
second tenant's credit stayed held. A hold now carries a reference of its own
(`scan-hold:...`) and its one closing row `close:<hold reference>`. Rows written before this
revision are re-keyed: each hold gets `scan-hold:legacy-<row id>`, and each closing row is
paired with the earliest unpaired hold of the same account and request id.
"""

from collections import defaultdict
from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "20261124_0003"
down_revision: str | None = "20261124_0002"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

ledger = sa.table(
    "ledger_entries",
    sa.column("id", sa.Integer),
    sa.column("account_id", sa.Integer),
    sa.column("kind", sa.String),
    sa.column("request_id", sa.String),
    sa.column("reference", sa.String),
)
_OLD_PREFIXES = ("scan-settle:", "scan-release:")


def _set_reference(connection: sa.Connection, row_id: int, reference: str | None) -> None:
    connection.execute(sa.update(ledger).where(ledger.c.id == row_id).values(reference=reference))


def upgrade() -> None:
    connection = op.get_bind()
    holds = connection.execute(
        sa.select(ledger.c.id, ledger.c.account_id, ledger.c.request_id)
        .where(ledger.c.kind == "reservation", ledger.c.reference.is_(None))
        .order_by(ledger.c.id)
    ).all()
    unpaired: dict[tuple[int, str | None], list[int]] = defaultdict(list)
    for hold_id, account_id, request_id in holds:
        _set_reference(connection, hold_id, f"scan-hold:legacy-{hold_id}")
        unpaired[(account_id, request_id)].append(hold_id)
    closes = connection.execute(
        sa.select(ledger.c.id, ledger.c.account_id, ledger.c.request_id)
        .where(sa.or_(*(ledger.c.reference.startswith(p) for p in _OLD_PREFIXES)))
        .order_by(ledger.c.id)
    ).all()
    for close_id, account_id, request_id in closes:
        candidates = unpaired.get((account_id, request_id))
        if candidates:
            _set_reference(connection, close_id, f"close:scan-hold:legacy-{candidates.pop(0)}")


def downgrade() -> None:
    connection = op.get_bind()
    closes = connection.execute(
        sa.select(ledger.c.id, ledger.c.kind, ledger.c.request_id)
        .where(ledger.c.reference.startswith("close:"))
        .order_by(ledger.c.id)
    ).all()
    used: set[str] = set()
    for close_id, kind, request_id in closes:
        reference = f"scan-{kind}:{request_id or ''}"
        # The old scheme cannot hold two closes of one request id; later ones keep their row id.
        reference = reference if reference not in used else f"{reference}#{close_id}"
        used.add(reference)
        _set_reference(connection, close_id, reference)
    connection.execute(
        sa.update(ledger)
        .where(ledger.c.kind == "reservation", ledger.c.reference.startswith("scan-hold:"))
        .values(reference=None)
    )
