"""Which of a list of domains the index already answers recently enough to skip."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import Connection, select

from vendorstack.index.models import Entity, Scan

CHUNK = 500  # domains per IN (...): well under every backend's bound-parameter limit


@dataclass(frozen=True, slots=True)
class FreshAnswers:
    """Read: {domain: (outcome, reason)} of the domains whose answering scan is fresh.

    A company whose list was found is fresh when scanned after `found_since`; one where none
    was found after `missing_since` (lookups re-scan those sooner, `negative_ttl_seconds`).
    """

    domains: Sequence[str]
    found_since: datetime
    missing_since: datetime

    def __call__(self, connection: Connection) -> dict[str, tuple[str, str]]:
        fresh: dict[str, tuple[str, str]] = {}
        for start in range(0, len(self.domains), CHUNK):
            rows = connection.execute(
                select(Entity.domain, Scan.outcome, Scan.reason, Scan.found, Scan.finished_at)
                .join(Scan, Scan.id == Entity.latest_scan_id)
                .where(Entity.domain.in_(self.domains[start : start + CHUNK]))
            )
            for row in rows:
                since = self.found_since if row.found else self.missing_since
                if row.finished_at >= since:
                    fresh[row.domain] = (row.outcome, row.reason)
        return fresh


@dataclass(frozen=True, slots=True)
class LatestOutcome:
    """Read: the outcome and reason of the domain's newest scan (None: never scanned)."""

    domain: str

    def __call__(self, connection: Connection) -> tuple[str, str] | None:
        row = connection.execute(
            select(Scan.outcome, Scan.reason)
            .join(Entity, Entity.id == Scan.entity_id)
            .where(Entity.domain == self.domain)
            .order_by(Scan.id.desc())
            .limit(1)
        ).first()
        return (row.outcome, row.reason) if row is not None else None
