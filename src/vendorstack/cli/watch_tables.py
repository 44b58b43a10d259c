"""Watches, events and portfolios as `rich` tables."""

from __future__ import annotations

from datetime import datetime

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from vendorstack.cli.changes import SAYS
from vendorstack.schemas import responses as schemas


def _when(moment: datetime | None) -> str:
    return "never" if moment is None else f"{moment:%Y-%m-%d %H:%M}"


def _more(next_after: int | None) -> list[Text]:
    """How to ask for the next page, when there is one."""
    if next_after is None:
        return []
    return [Text(f"More: --after {next_after}", style="dim")]


def watches_view(result: schemas.WatchList) -> RenderableType:
    if not result.watches:
        return Text("No watches. `vendorstack watch DOMAIN` adds one.")
    table = Table("Id", "Domain", "Watched since", "Last checked", "Last changed")
    for watch in result.watches:
        table.add_row(
            str(watch.id),
            watch.domain,
            f"{watch.created_at:%Y-%m-%d}",
            _when(watch.last_checked_at),
            _when(watch.last_changed_at),
        )
    return Group(table, *_more(result.next_after))


def _what_changed(event: schemas.WatchEvent) -> str:
    """ "vendors changed: +zendesk -datadog ~stripe (purpose)"; a notice names its endpoint."""
    if event.endpoint is not None:
        return f"webhook {event.endpoint.url} disabled after event {event.endpoint.failed_event_id}"
    change = event.change
    if change is None:
        return event.type
    parts = [f"+{v.vendor}" for v in change.added] + [f"-{v.vendor}" for v in change.removed]
    parts += [f"~{v.vendor} ({', '.join(v.fields)})" for v in change.changed]
    said = SAYS[change.kind]
    if change.moved_from:
        said += f" (from {change.moved_from})"
    return f"{said}: {' '.join(parts)}" if parts else said


def events_view(result: schemas.EventList, after: int = 0) -> RenderableType:
    if not result.events:
        return Text(f"No events after event {after}." if after else "No events yet.")
    table = Table("Id", "When", "Domain", "Type", "What changed")
    for event in result.events:
        table.add_row(
            str(event.id),
            f"{event.created_at:%Y-%m-%d %H:%M}",
            event.domain,
            event.type,
            _what_changed(event),
        )
    return Group(table, *_more(result.next_after))


def _parties(result: schemas.PortfolioResult) -> Table:
    table = Table("Fourth party", "Name", "Vendors", "Disclosed by", "Quote (first)")
    for party in result.fourth_parties:
        by = ", ".join(disclosure.domain for disclosure in party.disclosed_by)
        table.add_row(party.vendor, party.name, str(party.count), by, party.disclosed_by[0].quote)
    return table


def _totals(title: str, rows: list[tuple[str, int, int]]) -> Table:
    table = Table(title, "Fourth parties", "Vendors", title=f"By {title.lower()}")
    for name, parties, domains in rows:
        table.add_row(name, str(parties), str(domains))
    return table


def _standing(result: schemas.PortfolioResult) -> list[Text]:
    lines = [
        Text(
            f"{_count(result.domains, 'vendor')}: "
            f"{len(result.indexed)} with a list naming vendors, "
            f"{len(result.not_found)} without, {len(result.pending)} never scanned. "
            f"Credits: {result.credits_used} used, {result.credit_balance} left.",
            style="bold",
        )
    ]
    if result.pending:
        queued = "queued for a scan: ask again later" if result.queued else "not queued"
        lines.append(Text(f"Pending ({queued}): {', '.join(result.pending)}", style="yellow"))
    if result.disclosure_lost:
        lost = ", ".join(result.disclosure_lost)
        lines.append(Text(f"List lost (last good answer used): {lost}", style="yellow"))
    return lines


def portfolio_view(result: schemas.PortfolioResult) -> RenderableType:
    categories = [(t.category, t.fourth_parties, t.domains) for t in result.by_category]
    countries = [(t.location, t.fourth_parties, t.domains) for t in result.by_country]
    tables = [_parties(result)] if result.fourth_parties else []
    if categories:
        tables += [_totals("Category", categories), _totals("Country", countries)]
    return Group(*_standing(result), *tables)


def _count(number: int, noun: str) -> str:
    return f"{number} {noun}" if number == 1 else f"{number} {noun}s"
