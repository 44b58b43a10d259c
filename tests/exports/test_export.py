"""`vendorstack export` and the rows it streams, on a seeded index (SQLite and PostgreSQL)."""

from __future__ import annotations

import csv
import io
import json
from typing import Any

import pytest
from bench.seed_index import seed
from click.testing import CliRunner
from sqlalchemy import func, select

from vendorstack.cli.main import main
from vendorstack.config import get_settings
from vendorstack.exports.rows import BATCH, COLUMNS
from vendorstack.index.models import Claim, Entity
from vendorstack.storage.engine import make_engine


@pytest.fixture
def seeded(database_url: str) -> tuple[str, dict[str, Any]]:
    return database_url, seed(database_url, 40, 7)


def _export(database_url: str, *args: str) -> str:
    get_settings.cache_clear()  # the command reads the settings this environment gives
    result = CliRunner().invoke(
        main, ["export", *args], env={"VENDORSTACK_DATABASE_URL": database_url}
    )
    assert result.exit_code == 0, result.output
    return result.stdout


def _current_claims(database_url: str, vendor: str | None = None) -> int:
    engine = make_engine(database_url)
    query = (
        select(func.count()).select_from(Claim).join(Entity, Entity.latest_scan_id == Claim.scan_id)
    )
    if vendor is not None:
        query = query.where(Claim.vendor == vendor)
    try:
        with engine.connect() as connection:
            count: int = connection.execute(query).scalar_one()
            return count
    finally:
        engine.dispose()


def test_jsonl_has_every_current_claim_once_in_id_order(seeded: tuple[str, dict[str, Any]]) -> None:
    url, summary = seeded
    rows = [json.loads(line) for line in _export(url, "--format", "jsonl").splitlines()]
    assert len(rows) == summary["claims"] == _current_claims(url)
    assert all(tuple(row) == COLUMNS for row in rows)
    ids = [row["id"] for row in rows]
    assert ids == sorted(set(ids))
    first = rows[0]
    assert first["scanned_at"].endswith("Z")
    assert isinstance(first["locations"], list)
    assert isinstance(first["reviewed"], bool)
    assert first["tier"]


def test_csv_holds_the_same_rows(seeded: tuple[str, dict[str, Any]]) -> None:
    url, _ = seeded
    jsonl = [json.loads(line) for line in _export(url).splitlines()]
    table = list(csv.reader(io.StringIO(_export(url, "--format", "csv"), newline="")))
    assert tuple(table[0]) == COLUMNS
    assert len(table) - 1 == len(jsonl)
    for row, record in zip(table[1:], jsonl, strict=True):
        assert row[1] == record["company"]
        assert row[11] == record["quote"]
        assert row[10] == ";".join(record["locations"])
        assert row[6] == ("true" if record["reviewed"] else "false")


def test_filters_and_resuming_after_an_id(seeded: tuple[str, dict[str, Any]]) -> None:
    url, summary = seeded
    vendor = summary["popular_vendor"]
    rows = [json.loads(line) for line in _export(url, "--vendor", vendor).splitlines()]
    assert rows
    assert {row["vendor"] for row in rows} == {vendor}
    assert len(rows) == _current_claims(url, vendor=vendor)
    category = rows[0]["category"]
    both = _export(url, "--vendor", vendor, "--category", category).splitlines()
    assert {(json.loads(r)["vendor"], json.loads(r)["category"]) for r in both} == {
        (vendor, category)
    }
    everything = [json.loads(line) for line in _export(url).splitlines()]
    middle = everything[len(everything) // 2]["id"]
    rest = [json.loads(line) for line in _export(url, "--after", str(middle)).splitlines()]
    assert rest == [row for row in everything if row["id"] > middle]


def test_an_export_larger_than_a_batch_is_complete(sqlite_url: str) -> None:
    summary = seed(sqlite_url, BATCH // 10, 3)  # about 15 claims a company: several batches
    assert summary["claims"] > BATCH
    lines = _export(sqlite_url).splitlines()
    assert len(lines) == summary["claims"]
    assert len({json.loads(line)["id"] for line in lines}) == len(lines)
