"""Readable answers: each API result as `rich` tables (vendor, how it is known, category,
tier, purpose, where, quote)."""

from __future__ import annotations

from collections.abc import Iterable

from rich.console import Console, Group, RenderableType
from rich.table import Table
from rich.text import Text

from vendorstack.cli.changes import history_table, lost_note
from vendorstack.schemas import responses as schemas


def _facts(rows: Iterable[tuple[str, object]]) -> Table:
    table = Table.grid(padding=(0, 2))
    table.add_column(style="bold")
    table.add_column(overflow="fold")
    for name, value in rows:
        table.add_row(name, "" if value is None else str(value))
    return table


REVIEWED_NOTE = Text(
    "reviewed: in our vendor dictionary (vendorstack vendors); discovered: read from the "
    "disclosure's own wording, its slug not yet reviewed.",
    style="dim",
)


def kind(reviewed: bool) -> str:
    """How a vendor is known: from the reviewed dictionary, or discovered in the disclosure."""
    return "reviewed" if reviewed else "discovered"


def vendor_table(stack: dict[str, list[schemas.VendorMatch]]) -> Table:
    columns = ("Vendor", "Known as", "Category", "Tier", "Purpose", "Where", "Quote")
    table = Table(*columns, show_lines=False)
    for category, matches in stack.items():
        for match in matches:
            row = (match.vendor, kind(match.reviewed), category, match.confidence)
            where = _where(match.locations)
            table.add_row(*row, match.purpose or "", where, match.evidence.quote)
    return table


def _where(locations: list[str]) -> str:
    return ", ".join(locations)


def _credits(used: int, balance: int) -> str:
    return f"{used} used, {balance} left"


def _vendors_or_why(answer: schemas.CheckResult | schemas.CompanyProfile) -> RenderableType:
    if not answer.found:
        return Text(
            "No disclosure page was located. That is not evidence the company uses no vendors.",
            style="yellow",
        )
    if not answer.vendor_stack:
        return Text(
            f"Disclosure found but no vendors read ({answer.status.reason}).", style="yellow"
        )
    return Group(vendor_table(answer.vendor_stack), REVIEWED_NOTE)


def check_view(answer: schemas.CheckResult) -> RenderableType:
    facts = _facts(
        [
            ("Domain", answer.domain),
            ("Disclosure", answer.disclosure_url or "none found"),
            ("Scanned", f"{answer.scanned_at:%Y-%m-%d %H:%M} UTC ({answer.cache})"),
            ("Sends SMS", "yes" if answer.sends_sms else "no"),
            ("Credits", _credits(answer.credits_used, answer.credit_balance)),
        ]
    )
    probed = [Text(f"tried {url}", style="dim") for url in answer.probed_urls]
    return Group(facts, *lost_note(answer), _vendors_or_why(answer), *probed)


def company_view(profile: schemas.CompanyProfile) -> RenderableType:
    facts = _facts(
        [
            ("Domain", profile.domain),
            ("Sources", ", ".join(profile.disclosure_sources) or "none"),
            ("First seen", f"{profile.first_seen:%Y-%m-%d}"),
            ("Scanned", f"{profile.scanned_at:%Y-%m-%d %H:%M} UTC, {len(profile.scans)} scans"),
            ("Sends SMS", "yes" if profile.sends_sms else "no"),
            ("Credits", _credits(profile.credits_used, profile.credit_balance)),
        ]
    )
    history = [history_table(profile.scan_history)] if profile.scan_history else []
    return Group(facts, *lost_note(profile), _vendors_or_why(profile), *history)


def page_heading(total: int, page: int, per_page: int) -> str:
    """ "12 companies, page 1 of 2"; a page past the last says so instead of "page 3 of 2"."""
    pages = -(-total // per_page)
    if total == 0:
        return "No indexed company matches."
    if page > pages:
        return (
            f"{total} companies on {pages} page{'s' * (pages > 1)}; page {page} is past the last."
        )
    return f"{total} companies, page {page} of {pages}"


def prospect_view(result: schemas.ProspectResult) -> RenderableType:
    heading = Text(page_heading(result.total, result.page, result.per_page), style="bold")
    credits = Text(f"Credits: {_credits(result.credits_used, result.credit_balance)}")
    if not result.companies:
        return Group(heading, credits)
    columns = ("Domain", "Vendor", "Known as", "Category", "Tier", "Purpose", "Where", "Quote")
    table = Table(*columns)
    for company in result.companies:
        table.add_row(
            company.domain,
            company.vendor,
            kind(company.reviewed),
            company.category,
            company.confidence,
            company.purpose or "",
            _where(company.locations),
            company.evidence.quote,
        )
    return Group(heading, table, REVIEWED_NOTE, credits)


def key_view(created: schemas.KeyCreated) -> RenderableType:
    facts = _facts(
        [
            ("API key", created.api_key),
            ("Email", created.email),
            ("Credits", created.credit_balance),
            ("Plan", "free" if created.free_tier else "paid"),
        ]
    )
    use = Text(f"{created.note}\nUse it: export VENDORSTACK_API_KEY={created.api_key}")
    return Group(facts, use)


def balance_view(balance: schemas.Balance) -> RenderableType:
    return _facts(
        [
            ("Credits left", balance.credit_balance),
            ("Plan", "free" if balance.free_tier else "paid"),
            ("Credits used", balance.lifetime_credits_used),
            ("Top up at", balance.topup_url),
        ]
    )


def pricing_view(prices: schemas.Pricing) -> RenderableType:
    operations = Table("Operation", "Credits", "Note")
    for name, price in prices.operations.model_dump().items():
        operations.add_row(name, str(price["credits"]), price["note"])
    packs = Table("Pack (USD)", "Credits")
    for pack in prices.packs:
        packs.add_row(f"{pack.usd:,.2f}", f"{pack.credits:,}")
    free = prices.free_tier
    plan = Text(f"Free plan: {free.credits} credits; {free.live_scans_per_day} live scans a day.")
    return Group(operations, packs, plan)


def vendors_view(catalog: schemas.VendorCatalog, category: str | None) -> RenderableType:
    table = Table("Category", "Vendors", "Slugs")
    for slug, vendors in catalog.categories.items():
        if category is None or slug == category:
            table.add_row(slug, str(len(vendors)), ", ".join(vendors))
    return table


def show(view: RenderableType) -> None:
    Console(soft_wrap=False).print(view)
