"""Read: where a set of companies stands in the index, and every claim each one answers with.

Two statements in one read, whatever the number of domains (at most 1,000): the companies'
latest scans, then the claims of their answering scans (the kept readable scan's while a
list gone missing is not final, as `repository.load_record` answers). Never N lookups.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from sqlalchemy import Connection, select

from vendorstack.index.models import Claim, Entity, Scan


@dataclass(frozen=True, slots=True)
class Standing:
    """A company's latest scan: what it found, and whether its answer is a kept one."""

    found: bool
    outcome: str
    reason: str
    answering_scan_id: int
    list_lost: bool  # the latest scan read no list; the last readable one still answers


@dataclass(frozen=True, slots=True)
class PortfolioRows:
    standings: dict[str, Standing]  # indexed domains only; the rest were never scanned
    claims: list[tuple[Any, ...]]  # (domain, vendor, name, category, tier, purpose,
    #                                 locations, quote, source), by domain then page order


@dataclass(frozen=True, slots=True)
class PortfolioRead:
    domains: tuple[str, ...]

    def __call__(self, connection: Connection) -> PortfolioRows:
        latest = connection.execute(
            select(Entity.domain, Scan.id, Scan.kept_scan_id, Scan.found, Scan.outcome, Scan.reason)
            .join(Scan, Scan.id == Entity.latest_scan_id)
            .where(Entity.domain.in_(self.domains))
        ).all()
        standings: dict[str, Standing] = {}
        for domain, scan_id, kept, found, outcome, reason in latest:
            answering = kept if kept is not None else scan_id
            standings[domain] = Standing(found, outcome, reason, answering, kept is not None)
        domain_of = {standing.answering_scan_id: d for d, standing in standings.items()}
        if not domain_of:
            return PortfolioRows(standings, [])
        claims = connection.execute(
            select(
                Claim.scan_id,
                Claim.vendor,
                Claim.name,
                Claim.category,
                Claim.confidence,
                Claim.purpose,
                Claim.locations,
                Claim.quote,
                Claim.source,
            )
            .where(Claim.scan_id.in_(list(domain_of)))
            .order_by(Claim.scan_id, Claim.position)
        ).all()
        rows = [(domain_of[row[0]], *row[1:]) for row in claims]
        return PortfolioRows(standings, rows)
