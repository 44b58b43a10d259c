"""Keep the prospect listings of one entity in step with its latest answering scan.

Run inside the transaction that records the scan (`recorder.RecordScan`): the entity's
`current_claims` rows are replaced, and the exact counters (`prospect_counts` per listing and
domain bucket, `indexed_vendors` per vendor) move by the difference between the old rows and
the new ones, so a re-scan that changes nothing writes no counter at all.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from sqlalchemy import (
    Connection,
    bindparam,
    case,
    delete,
    func,
    insert,
    literal_column,
    select,
    true,
    union_all,
)
from sqlalchemy.dialects import postgresql, sqlite

from vendorstack.index.models import Claim, CurrentClaim, IndexedVendor, ProspectCount
from vendorstack.index.records import TIER_RANK

CountKey = tuple[str, str, str, str]  # kind, vendor, category, bucket


@dataclass(frozen=True, slots=True)
class StoredClaim:
    """A claim as recorded: its id, and what decides which row a listing shows."""

    claim_id: int
    vendor: str
    category: str
    confidence: str
    reviewed: bool
    name: str

    @property
    def rank(self) -> int:
        return TIER_RANK.get(self.confidence, len(TIER_RANK))


def bucket(domain: str) -> str:
    """A domain's counter bucket: its first two characters (a prefix keeps domain order)."""
    return domain[:2]


def current_rows(
    entity_id: int, domain: str, claims: Sequence[StoredClaim]
) -> list[dict[str, Any]]:
    """The entity's `current_claims` rows: each pair's strongest claim (best tier, then page
    order), flagged when it is also the strongest for its vendor or for its category."""
    pairs: dict[tuple[str, str], StoredClaim] = {}
    for claim in claims:  # page order: a later row wins only with a better tier
        held = pairs.get((claim.vendor, claim.category))
        if held is None or claim.rank < held.rank:
            pairs[(claim.vendor, claim.category)] = claim
    order = {claim.claim_id: position for position, claim in enumerate(claims)}
    ranked = sorted(pairs.values(), key=lambda claim: (claim.rank, order[claim.claim_id]))
    vendor_best = _firsts(ranked, lambda claim: claim.vendor)
    category_best = _firsts(ranked, lambda claim: claim.category)
    return [
        {
            "entity_id": entity_id,
            "vendor": claim.vendor,
            "category": claim.category,
            "domain": domain,
            "claim_id": claim.claim_id,
            "vendor_best": claim.claim_id in vendor_best,
            "category_best": claim.claim_id in category_best,
        }
        for claim in ranked
    ]


def _firsts(ranked: Iterable[StoredClaim], key: Any) -> set[int]:
    seen: dict[str, int] = {}
    for claim in ranked:
        seen.setdefault(key(claim), claim.claim_id)
    return set(seen.values())


def count_keys(row: dict[str, Any]) -> list[CountKey]:
    """The listings one `current_claims` row counts in."""
    vendor, category, where = row["vendor"], row["category"], bucket(row["domain"])
    keys = [("p", vendor, category, where)]
    if row["vendor_best"]:
        keys.append(("v", vendor, "", where))
    if row["category_best"]:
        keys.append(("c", "", category, where))
    return keys


@dataclass(frozen=True, slots=True)
class RefreshListings:
    """Replace the entity's listing rows with those of its new latest scan's claims."""

    entity_id: int
    domain: str
    claims: Sequence[StoredClaim]

    def __call__(self, connection: Connection) -> None:
        old = _current(connection, self.entity_id, self.domain)
        new = current_rows(self.entity_id, self.domain, self.claims)
        connection.execute(delete(CurrentClaim).where(CurrentClaim.entity_id == self.entity_id))
        if new:
            connection.execute(insert(CurrentClaim), new)
        counts = Counter(key for row in new for key in count_keys(row))
        counts.subtract(key for row in old for key in count_keys(row))
        add_counts(connection, counts)
        vendors = Counter(row["vendor"] for row in new if row["vendor_best"])
        vendors.subtract(row["vendor"] for row in old if row["vendor_best"])
        add_vendors(connection, vendors, _names(self.claims))


def _current(connection: Connection, entity_id: int, domain: str) -> list[dict[str, Any]]:
    rows = connection.execute(
        select(CurrentClaim.vendor, CurrentClaim.category, *_FLAGS).where(
            CurrentClaim.entity_id == entity_id
        )
    )
    return [{**row._asdict(), "domain": domain} for row in rows]


_FLAGS = (CurrentClaim.vendor_best, CurrentClaim.category_best)


def _names(claims: Iterable[StoredClaim]) -> dict[str, tuple[bool, str]]:
    names: dict[str, tuple[bool, str]] = {}
    for claim in claims:
        names.setdefault(claim.vendor, (claim.reviewed, claim.name))
    return names


def _insert(connection: Connection) -> Any:
    """The dialect's INSERT, which has ON CONFLICT DO UPDATE on both backends."""
    return postgresql.insert if connection.dialect.name == "postgresql" else sqlite.insert


def add_counts(connection: Connection, deltas: Counter[CountKey]) -> None:
    """Move each listing bucket's counter by its delta; a bucket that reaches 0 goes.

    Keys are applied in sorted order, so two transactions lock shared rows in one order."""
    changed = sorted((key, delta) for key, delta in deltas.items() if delta)
    if not changed:
        return
    table = ProspectCount.__table__
    statement = _insert(connection)(table)
    connection.execute(
        statement.on_conflict_do_update(
            index_elements=list(_KEY),
            set_={"companies": table.c.companies + statement.excluded.companies},
        ),
        [_count_row(key, delta) for key, delta in changed],
    )
    emptied = [dict(zip(_KEY, key, strict=True)) for key, delta in changed if delta < 0]
    if emptied:
        connection.execute(_DELETE_EMPTIED, emptied)


_KEY = ("kind", "vendor", "category", "bucket")
_DELETE_EMPTIED = delete(ProspectCount).where(
    *(getattr(ProspectCount, name) == bindparam(name) for name in _KEY),
    ProspectCount.companies <= 0,
)


def _count_row(key: CountKey, delta: int) -> dict[str, Any]:
    return {**dict(zip(_KEY, key, strict=True)), "companies": delta}


def add_vendors(
    connection: Connection, deltas: Counter[str], names: dict[str, tuple[bool, str]]
) -> None:
    """Move each vendor's company count; a vendor no company names any more goes."""
    changed = sorted((vendor, delta) for vendor, delta in deltas.items() if delta)
    if not changed:
        return
    table = IndexedVendor.__table__
    statement = _insert(connection)(table)
    rows = [
        {"vendor": vendor, "reviewed": reviewed, "name": name, "companies": delta}
        for vendor, delta in changed
        for reviewed, name in [names.get(vendor, (True, ""))]
    ]
    connection.execute(
        statement.on_conflict_do_update(
            index_elements=["vendor"],
            set_={"companies": table.c.companies + statement.excluded.companies},
        ),
        rows,
    )
    gone = [vendor for vendor, delta in changed if delta < 0]
    if gone:
        connection.execute(
            delete(IndexedVendor).where(
                IndexedVendor.vendor.in_(gone), IndexedVendor.companies <= 0
            )
        )


def rebuild_counters(connection: Connection) -> None:
    """Recount every listing and vendor from `current_claims` (after a bulk load, which
    writes `current_claims` directly: `bench/seed_index.py`)."""
    connection.execute(delete(ProspectCount))
    connection.execute(delete(IndexedVendor))
    # Literal positions: bound ones would make each SUBSTR a different expression to GROUP BY.
    where = func.substr(CurrentClaim.domain, literal_column("1"), literal_column("2"))
    vendor, category = CurrentClaim.vendor, CurrentClaim.category
    listings = union_all(
        select(literal_column("'p'"), vendor, category, where, func.count()).group_by(
            vendor, category, where
        ),
        select(literal_column("'v'"), vendor, literal_column("''"), where, func.count())
        .where(CurrentClaim.vendor_best == true())
        .group_by(vendor, where),
        select(literal_column("'c'"), literal_column("''"), category, where, func.count())
        .where(CurrentClaim.category_best == true())
        .group_by(category, where),
    )
    connection.execute(insert(ProspectCount).from_select([*_KEY, "companies"], listings))
    reviewed = func.max(case((Claim.reviewed == true(), 1), else_=0)) == 1
    vendors = (
        select(vendor, reviewed, func.min(Claim.name), func.count())
        .join(Claim, Claim.id == CurrentClaim.claim_id)
        .where(CurrentClaim.vendor_best == true())
        .group_by(vendor)
    )
    connection.execute(
        insert(IndexedVendor).from_select(["vendor", "reviewed", "name", "companies"], vendors)
    )
