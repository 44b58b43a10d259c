"""`vendorstack company`'s scan history: one line per scan, what it changed, quoted rows."""

from __future__ import annotations

from rich.table import Table
from rich.text import Text

from vendorstack.schemas import responses as schemas

SAYS = {
    "first": "first list read",
    "unchanged": "no change",
    "reformatted": "page reworded, vendors unchanged",
    "changed": "vendors changed",
    "disclosure_moved": "list moved",
    "disclosure_lost": "list not found",
    "no_list": "no list",
    "unreachable": "site unreachable",
    "not_compared": "not compared",
}


def history_table(history: list[schemas.ScanChange]) -> Table:
    table = Table("Scanned", "Change", "Vendor", "Before", "After", title="Scan history")
    for scan in history:
        table.add_row(f"{scan.scanned_at:%Y-%m-%d %H:%M}", _summary(scan), "", "", "")
        for added in scan.added if scan.kind != "first" else []:
            table.add_row("", "+ added", added.vendor, "", added.quote)
        for removed in scan.removed:
            table.add_row("", "- removed", removed.vendor, removed.quote, "")
        for changed in scan.changed:
            fields = ", ".join(changed.fields)
            table.add_row(
                "", f"~ {fields}", changed.vendor, changed.before.quote, changed.after.quote
            )
    return table


def _summary(scan: schemas.ScanChange) -> Text:
    said = SAYS[scan.kind]
    if scan.kind == "disclosure_moved" or (scan.kind == "changed" and scan.moved_from):
        said += f" (from {scan.moved_from})"
    if scan.kind == "disclosure_lost":
        said += " (final)" if scan.final else f" ({scan.misses} in a row; last answer kept)"
    return Text(said, style="yellow" if scan.kind in ("changed", "disclosure_lost") else "")


def lost_note(profile: schemas.CompanyProfile | schemas.CheckResult) -> list[Text]:
    if profile.disclosure_lost_since is None or profile.last_confirmed_at is None:
        return []
    since, seen = profile.disclosure_lost_since, profile.last_confirmed_at
    return [
        Text(
            f"The list was not found since {since:%Y-%m-%d}; showing it as last confirmed "
            f"on {seen:%Y-%m-%d}.",
            style="yellow",
        )
    ]
