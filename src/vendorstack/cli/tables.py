"""Readable answers: each API result as `rich` tables (vendor, category, tier, purpose,
where, quote)."""

from __future__ import annotations

from collections.abc import Iterable

from rich.console import Console, Group, RenderableType
from rich.table import Table
from rich.text import Text

from vendorstack.api import schemas


def _facts(rows: Iterable[tuple[str, object]]) -> Table:
    table = Table.grid(padding=(0, 2))
    table.add_column(style="bold")
    table.add_column(overflow="fold")
    for name, value in rows:
        table.add_row(name, "" if value is None else str(value))
    return table


def vendor_table(stack: dict[str, list[schemas.VendorMatch]]) -> Table:
    table = Table("Vendor", "Category", "Tier", "Purpose", "Where", "Quote", show_lines=False)
    for category, matches in stack.items():
        for match in matches:
            row = (match.vendor, category, match.confidence, match.purpose or "")
            table.add_row(*row, _where(match.locations), match.evidence.quote)
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
    return vendor_table(answer.vendor_stack)


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
    return Group(facts, _vendors_or_why(answer), *probed)


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
    return Group(facts, _vendors_or_why(profile))


def prospect_view(result: schemas.ProspectResult) -> RenderableType:
    pages = max(1, -(-result.total // result.per_page))
    heading = Text(f"{result.total} companies, page {result.page} of {pages}", style="bold")
    table = Table("Domain", "Vendor", "Category", "Tier", "Purpose", "Where", "Quote")
    for company in result.companies:
        table.add_row(
            company.domain,
            company.vendor,
            company.category,
            company.confidence,
            company.purpose or "",
            _where(company.locations),
            company.evidence.quote,
        )
    credits = Text(f"Credits: {_credits(result.credits_used, result.credit_balance)}")
    return Group(heading, table, credits)


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
