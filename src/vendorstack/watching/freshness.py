"""Keep the index fresh: re-scan companies whose answer is older than a setting.

A round re-scans at most `limit` companies (the bounded rate: `freshness_per_hour`, spread
over the rounds), the most watched first, then the oldest. Lookups are not counted per
company (a write on every read would cost the metered hot path), so the number of accounts
watching a company stands for how much it is looked up. These re-scans are the service's
own: nobody is charged, and the change tracking rules apply (a list gone missing keeps
answering until the loss is final).
"""

from __future__ import annotations

from datetime import datetime
from functools import partial

from sqlalchemy import Connection, func, select

from vendorstack.index.models import Entity, Scan
from vendorstack.scans.runner import ScanCoordinator
from vendorstack.storage.database import Database
from vendorstack.watching.models import Watch


def stale_domains(connection: Connection, scanned_before: datetime, limit: int) -> list[str]:
    watchers = (
        select(Watch.domain, func.count().label("watchers")).group_by(Watch.domain).subquery()
    )
    query = (
        select(Entity.domain)
        .join(Scan, Scan.id == Entity.latest_scan_id)
        .outerjoin(watchers, watchers.c.domain == Entity.domain)
        .where(Scan.finished_at < scanned_before)
        .order_by(func.coalesce(watchers.c.watchers, 0).desc(), Scan.finished_at, Entity.id)
        .limit(limit)
    )
    return list(connection.execute(query).scalars())


class Freshness:
    def __init__(self, database: Database, scans: ScanCoordinator) -> None:
        self._database = database
        self._scans = scans

    async def refresh_stale(self, *, scanned_before: datetime, limit: int) -> list[str]:
        """Re-scan up to `limit` companies last answered before `scanned_before`, in turn."""
        read = partial(stale_domains, scanned_before=scanned_before, limit=limit)
        domains = await self._database.read(read)
        for domain in domains:
            await self._scans.scan(domain)
        return domains
