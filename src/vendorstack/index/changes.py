"""What changed between two scans of one company: a pure comparison, no I/O, no clock.

A scan that reads a list is compared with the company's previous scan that read one
(`readable_change`): vendors `added`, `removed` and `changed` (categories, tier, purpose or
locations), each with the quoted row before and after. Same vendors and facts with other page
bytes is `reformatted`; the same bytes `unchanged`; the list read at another URL is
`disclosure_moved` (unless vendors changed too, then `changed`, with `moved_from` set either
way). A scan that reads no list after one that did is `disclosure_lost` (`lost_change`): the
last good answer keeps being served until the loss is final (`loss_is_final`).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from vendorstack.index.records import TIER_RANK, ClaimRow

# A loss is final after this many consecutive scans without the list, the first of them at
# least this long after the list was last seen: one bad day (a deploy, a moved page being
# fixed) never drops a company's answer, and three daily re-scans over a week do.
LOSS_FINAL_AFTER_MISSES = 3
LOSS_FINAL_AFTER = timedelta(days=7)
COMPARED_FIELDS = ("categories", "confidence", "purpose", "locations")

Change = dict[str, Any]
# A scan recorded before changes were tracked compares with nothing.
NO_CHANGE: Change = {
    "compared_with_scan_id": None,
    "moved_from": None,
    "added": [],
    "removed": [],
    "changed": [],
}


@dataclass(frozen=True, slots=True)
class Snapshot:
    """One scan as the comparison sees it: where its list was, its pages' hashes, its rows."""

    scan_id: int
    finished_at: datetime
    disclosure_url: str | None
    page_hashes: tuple[str, ...]
    claims: tuple[ClaimRow, ...]


def readable_change(before: Snapshot | None, after: Snapshot) -> Change:
    """The change a scan that read a list makes to the company's previous readable scan."""
    if before is None:
        return _change("first", None, added=[_facts(v) for v in _by_vendor(after.claims)])
    old, new = _index(before.claims), _index(after.claims)
    added = [_facts(new[v]) for v in new if v not in old]
    removed = [_facts(old[v]) for v in old if v not in new]
    changed = [c for v in new if v in old and (c := _compare(old[v], new[v])) is not None]
    moved_from = before.disclosure_url if before.disclosure_url != after.disclosure_url else None
    kind = _kind(added or removed or changed, moved_from, before, after)
    return _change(kind, before, added=added, removed=removed, changed=changed, moved=moved_from)


def lost_change(kept: Snapshot, misses: int, lost_since: datetime, now: datetime) -> Change:
    """A scan that read no list after `kept` did: still pending, or final (`loss_is_final`)."""
    change = _change("disclosure_lost", kept)
    change["misses"] = misses
    change["lost_since"] = lost_since.isoformat()
    change["final"] = loss_is_final(misses, kept.finished_at, now)
    return change


def unread_change(kind: str) -> Change:
    """A scan compared with nothing: `no_list` (none now, none kept) or `unreachable`."""
    return _change(kind, None)


def loss_is_final(misses: int, last_confirmed_at: datetime, now: datetime) -> bool:
    return misses >= LOSS_FINAL_AFTER_MISSES and now - last_confirmed_at >= LOSS_FINAL_AFTER


def _kind(
    vendors_changed: object, moved_from: str | None, before: Snapshot, after: Snapshot
) -> str:
    if vendors_changed:
        return "changed"
    if moved_from is not None:
        return "disclosure_moved"
    return "unchanged" if before.page_hashes == after.page_hashes else "reformatted"


def _change(
    kind: str,
    before: Snapshot | None,
    *,
    added: list[Change] | None = None,
    removed: list[Change] | None = None,
    changed: list[Change] | None = None,
    moved: str | None = None,
) -> Change:
    return {
        "kind": kind,
        "compared_with_scan_id": before.scan_id if before is not None else None,
        "moved_from": moved,
        "added": added or [],
        "removed": removed or [],
        "changed": changed or [],
    }


@dataclass(frozen=True, slots=True)
class _Vendor:
    """Every row of one vendor in one scan, in page order."""

    rows: tuple[ClaimRow, ...]

    @property
    def first(self) -> ClaimRow:
        return self.rows[0]


def _by_vendor(claims: Iterable[ClaimRow]) -> list[_Vendor]:
    return list(_index(claims).values())


def _index(claims: Iterable[ClaimRow]) -> dict[str, _Vendor]:
    grouped: dict[str, list[ClaimRow]] = {}
    for claim in claims:
        grouped.setdefault(claim.vendor, []).append(claim)
    return {vendor: _Vendor(tuple(rows)) for vendor, rows in grouped.items()}


def _compared(vendor: _Vendor) -> dict[str, Any]:
    """The facts a change is about; quotes and sources are evidence, not facts."""
    rows = vendor.rows
    return {
        "categories": sorted({r.category for r in rows}),
        "confidence": min((r.confidence for r in rows), key=lambda t: TIER_RANK.get(t, 9)),
        "purpose": next((r.purpose for r in rows if r.purpose), None),
        "locations": sorted({place for r in rows for place in r.locations or ()}),
    }


def _facts(vendor: _Vendor) -> Change:
    first = vendor.first
    return {
        "vendor": first.vendor,
        "name": first.name or first.vendor,
        **_compared(vendor),
        "quote": first.quote,
        "source": first.source,
    }


def _compare(old: _Vendor, new: _Vendor) -> Change | None:
    before, after = _compared(old), _compared(new)
    fields = [name for name in COMPARED_FIELDS if before[name] != after[name]]
    if not fields:
        return None
    return {
        "vendor": new.first.vendor,
        "fields": fields,
        "before": _facts(old),
        "after": _facts(new),
    }


def snapshot(
    scan_id: int,
    finished_at: datetime,
    disclosure_url: str | None,
    page_hashes: Sequence[str],
    claims: Iterable[ClaimRow],
) -> Snapshot:
    return Snapshot(scan_id, finished_at, disclosure_url, tuple(page_hashes), tuple(claims))
