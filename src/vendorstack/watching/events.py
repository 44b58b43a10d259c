"""Which scan changes are worth telling an account, and what the event says. Pure."""

from __future__ import annotations

from typing import Any

# Told: vendors changed, the list moved, the list lost (pending or final). Not told: the
# first read, unchanged, reformatted, unreachable, or nothing to compare.
TOLD = frozenset({"changed", "disclosure_moved", "disclosure_lost"})


def event_for(scan: Any) -> tuple[str, dict[str, Any]] | None:
    """The event's kind and data (the `scan_history` item) for a scan row with its stored
    change, or None when not worth telling."""
    change = scan.change
    if change is None or change.get("kind") not in TOLD:
        return None
    item = {
        "scan_id": scan.id,
        "scanned_at": scan.finished_at.isoformat(),
        "outcome": scan.outcome,
        "disclosure_url": scan.disclosure_url,
    }
    return str(change["kind"]), {**item, **change}
