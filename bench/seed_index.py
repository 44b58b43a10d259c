"""Fill an index with N synthetic companies for prospect at scale (contract: DESIGN.md).

    VENDORSTACK_DATABASE_URL=sqlite:///var/big.db .venv/bin/python -m bench.seed_index \\
        --entities 1000000 [--seed 7]

The database must already be migrated (`vendorstack migrate`). Each company gets one parsed
scan of one page and about 15 claims; vendors are drawn from a Zipf distribution (weight
1/rank) over the reviewed dictionary and 30,000 invented (discovered) vendors, so a few
vendors are named by hundreds of thousands of companies and most by a handful. Some vendors
are claimed in two categories. Same seed, same index. The last line printed is JSON:
`entities`, `claims`, `popular_vendor`, `popular_total`, `rare_vendor`, `rare_total`.

Rows are written in bulk, not through the recorder: executemany in one transaction on
SQLite (secondary indexes dropped during the load and rebuilt after), COPY on PostgreSQL.
`current_claims` rows come from the recorder's own rule (`index.listings.current_rows`) and
the counters are counted from those rows and added with the recorder's own upserts
(`index.listings.add_counts`, `add_vendors`), so they are exactly what recording the same
scans one by one would leave, on an empty index or one that already holds companies.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import string
import sys
import time
from bisect import bisect_left
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from itertools import accumulate
from typing import Any

from sqlalchemy import Engine, Table, false, func, select

from bench.seed_loaders import Loader, loader_for
from vendorstack.extraction import CATEGORIES
from vendorstack.extraction.dictionary import load_dictionary
from vendorstack.index.listings import (
    CountKey,
    StoredClaim,
    add_counts,
    add_vendors,
    count_keys,
    current_rows,
)
from vendorstack.index.models import Claim, CurrentClaim, Entity, IndexedVendor, Scan, ScanPage
from vendorstack.storage.engine import make_engine

INVENTED_VENDORS = 30_000
CHUNK = 20_000  # entities generated and written per batch
TLDS = ("com",) * 12 + ("io", "io", "de", "de", "co.uk", "fr", "nl", "net", "es", "it")
LEGAL_FORMS = ("GmbH", "Ltd", "Inc.", "SAS", "B.V.", "S.L.", "AB", "")
_CONSONANTS = "bcdfghjklmnprstvwz"
_VOWELS = "aeiou"


@dataclass(frozen=True, slots=True)
class SeedVendor:
    slug: str
    name: str
    reviewed: bool
    categories: tuple[str, ...]


def _syllables(rng: random.Random, count: int) -> str:
    return "".join(rng.choice(_CONSONANTS) + rng.choice(_VOWELS) for _ in range(count))


def vendor_universe(rng: random.Random) -> list[SeedVendor]:
    """Dictionary vendors and invented ones, in Zipf rank order; rank 1 is reviewed."""
    dictionary = load_dictionary()
    vendors = [SeedVendor(v.slug, v.name, True, v.categories) for v in dictionary]
    taken = {vendor.slug for vendor in vendors}
    while len(vendors) < len(dictionary) + INVENTED_VENDORS:
        core = _syllables(rng, rng.randint(2, 4))
        slug = f"{core}_{rng.choice(('labs', 'cloud', 'data', 'systems', 'io', 'tech'))}"
        if slug in taken:
            continue
        taken.add(slug)
        name = f"{slug.replace('_', ' ').title()} {rng.choice(LEGAL_FORMS)}".strip()
        categories = tuple(rng.sample(CATEGORIES, 2 if rng.random() < 0.2 else 1))
        vendors.append(SeedVendor(slug, name, False, categories))
    vendors.sort(key=lambda vendor: vendor.slug)
    rng.shuffle(vendors)
    first_reviewed = next(i for i, vendor in enumerate(vendors) if vendor.reviewed)
    vendors[0], vendors[first_reviewed] = vendors[first_reviewed], vendors[0]
    return vendors


class Draws:
    """Vendor ranks drawn with weight 1/rank."""

    def __init__(self, count: int) -> None:
        self._cumulative = list(accumulate(1.0 / rank for rank in range(1, count + 1)))

    def draw(self, rng: random.Random, k: int) -> list[int]:
        top = self._cumulative[-1]
        return [bisect_left(self._cumulative, rng.random() * top) for _ in range(k)]


def domain_name(rng: random.Random, entity_id: int) -> str:
    """A unique, pronounceable domain: the id in base 36 keeps it unique."""
    digits, n = [], entity_id
    while n:
        n, digit = divmod(n, 36)
        digits.append((string.digits + string.ascii_lowercase)[digit])
    lead = rng.choice(string.ascii_lowercase)  # any letter first: about 470 domain buckets
    name = f"{lead}{_syllables(rng, rng.randint(1, 2))}{''.join(reversed(digits))}"
    return f"{name}.{rng.choice(TLDS)}"


@dataclass
class Batch:
    entities: list[tuple[Any, ...]]
    scans: list[tuple[Any, ...]]
    pages: list[tuple[Any, ...]]
    claims: list[tuple[Any, ...]]
    current: list[tuple[Any, ...]]


@dataclass
class Ids:
    entity: int
    scan: int
    page: int
    claim: int


def company_claims(
    rng: random.Random, universe: Sequence[SeedVendor], draws: Draws
) -> list[tuple[SeedVendor, str, str]]:
    """About 15 (vendor, category, confidence) for one company, in page order."""
    picked: dict[str, tuple[SeedVendor, str, str]] = {}
    rows: list[tuple[SeedVendor, str, str]] = []
    for rank in draws.draw(rng, rng.randint(12, 21)):
        vendor = universe[rank]
        if vendor.slug in picked:
            continue
        category = vendor.categories[0]
        if len(vendor.categories) > 1 and rng.random() < 0.3:
            category = rng.choice(vendor.categories[1:])
        confidence = "vendor_keyword" if rng.random() < 0.6 else "vendor"
        picked[vendor.slug] = (vendor, category, confidence)
        rows.append(picked[vendor.slug])
        if len(vendor.categories) > 1 and rng.random() < 0.1:  # one vendor, two purposes
            rows.append((vendor, vendor.categories[-1], "vendor"))
    return rows


@dataclass
class Tally:
    """The counters the generated companies add: per listing bucket, and per vendor."""

    counts: Counter[CountKey] = field(default_factory=Counter)
    vendors: Counter[str] = field(default_factory=Counter)


def generate(
    rng: random.Random,
    universe: Sequence[SeedVendor],
    count: int,
    ids: Ids,
    now: Any,
    tally: Tally,
) -> Batch:
    """`count` companies from `ids` on, each with one parsed scan, one page and its claims."""
    batch = Batch([], [], [], [], [])
    counts, vendors = tally.counts, tally.vendors
    draws = Draws(len(universe))
    for _ in range(count):
        ids.entity += 1
        ids.scan += 1
        ids.page += 1
        domain = domain_name(rng, ids.entity)
        source = f"https://{domain}/subprocessors"
        batch.entities.append((ids.entity, domain, now, ids.scan))
        batch.scans.append((ids.scan, ids.entity, now, now, source))
        batch.pages.append((ids.page, ids.scan, source))
        stored: list[StoredClaim] = []
        for position, (vendor, category, confidence) in enumerate(
            company_claims(rng, universe, draws)
        ):
            ids.claim += 1
            quote = f"{vendor.name} | {category.replace('_', ' ')} | European Union"
            batch.claims.append(
                (
                    ids.claim,
                    ids.scan,
                    ids.entity,
                    position,
                    vendor.slug,
                    category,
                    confidence,
                    quote,
                    source,
                    vendor.reviewed,
                    vendor.name,
                )
            )
            stored.append(
                StoredClaim(ids.claim, vendor.slug, category, confidence, vendor.reviewed, "")
            )
        for row in current_rows(ids.entity, domain, stored):
            batch.current.append(tuple(row[name] for name in CURRENT_COLUMNS))
            counts.update(count_keys(row))
            if row["vendor_best"]:
                vendors[row["vendor"]] += 1
    return batch


ENTITY_COLUMNS = ("id", "domain", "first_seen_at", "latest_scan_id")
SCAN_COLUMNS = ("id", "entity_id", "started_at", "finished_at", "disclosure_url")
PAGE_COLUMNS = ("id", "scan_id", "url")
CLAIM_COLUMNS = (
    "id",
    "scan_id",
    "entity_id",
    "position",
    "vendor",
    "category",
    "confidence",
    "quote",
    "source",
    "reviewed",
    "name",
)
CURRENT_COLUMNS = (
    "entity_id",
    "vendor",
    "category",
    "domain",
    "claim_id",
    "vendor_best",
    "category_best",
)
# Columns every row of a table shares (a parsed scan of one page).
SCAN_CONSTANTS = {
    "outcome": "parsed",
    "reason": "parsed",
    "found": True,
    "sends_sms": False,
    "sms_evidence": None,
    "probed_urls": [],
    "unmatched_rows": [],
    "request_count": 3,
    "extractor_version": "seed",
}
PAGE_CONSTANTS = {"position": 0, "sha256": "0" * 64, "content_type": "text/html"}


def _table(model: Any) -> Table:
    table: Table = model.__table__
    return table


def write(loader: Loader, batch: Batch) -> None:
    loader.load(_table(Entity), ENTITY_COLUMNS, batch.entities, {})
    loader.load(_table(Scan), SCAN_COLUMNS, batch.scans, SCAN_CONSTANTS)
    loader.load(_table(ScanPage), PAGE_COLUMNS, batch.pages, PAGE_CONSTANTS)
    loader.load(_table(Claim), CLAIM_COLUMNS, batch.claims, {})
    loader.load(_table(CurrentClaim), CURRENT_COLUMNS, batch.current, {})


def _next_ids(engine: Engine) -> Ids:
    with engine.connect() as connection:
        top = [
            connection.execute(select(func.coalesce(func.max(column), 0))).scalar_one()
            for column in (Entity.id, Scan.id, ScanPage.id, Claim.id)
        ]
    return Ids(*top)


LOADED = tuple(_table(model) for model in (Entity, Scan, ScanPage, Claim, CurrentClaim))


def seed(database_url: str, entities: int, seed_value: int) -> dict[str, Any]:
    rng = random.Random(seed_value)
    universe = vendor_universe(rng)
    engine = make_engine(database_url)
    ids = _next_ids(engine)
    now = datetime(2026, 11, 20, 9, 0, tzinfo=UTC)
    claims, tally = 0, Tally()
    with loader_for(engine, LOADED) as loader:
        for start in range(0, entities, CHUNK):
            batch = generate(rng, universe, min(CHUNK, entities - start), ids, now, tally)
            write(loader, batch)
            claims += len(batch.claims)
            _progress(start + len(batch.entities), entities)
    names = {vendor.slug: (vendor.reviewed, vendor.name) for vendor in universe}
    with engine.begin() as connection:
        add_counts(connection, tally.counts)
        add_vendors(connection, tally.vendors, names)
    summary = {"entities": entities, "claims": claims, **_extremes(engine)}
    engine.dispose()
    return summary


def _extremes(engine: Engine) -> dict[str, Any]:
    """The vendor the most companies name, and the discovered one the fewest do."""
    vendor, companies = IndexedVendor.vendor, IndexedVendor.companies
    with engine.connect() as connection:
        popular = connection.execute(
            select(vendor, companies).order_by(companies.desc(), vendor).limit(1)
        ).one()
        rare = connection.execute(
            select(vendor, companies)
            .where(IndexedVendor.reviewed == false())
            .order_by(companies, vendor)
            .limit(1)
        ).one()
    return {
        "popular_vendor": popular.vendor,
        "popular_total": popular.companies,
        "rare_vendor": rare.vendor,
        "rare_total": rare.companies,
    }


def _progress(done: int, total: int) -> None:
    print(f"seeded {done}/{total} companies", file=sys.stderr, flush=True)


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.seed_index", description=__doc__)
    parser.add_argument("--entities", type=int, required=True)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    database_url = os.environ.get("VENDORSTACK_DATABASE_URL")
    if not database_url:
        parser.error("set VENDORSTACK_DATABASE_URL to a migrated database")
    started = time.monotonic()
    summary = seed(database_url, args.entities, args.seed)
    print(f"seeded in {time.monotonic() - started:.0f} s", file=sys.stderr)
    print(json.dumps(summary), flush=True)


if __name__ == "__main__":
    main()
