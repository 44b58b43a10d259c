"""`GET /v1/export`: a metered, streamed download charged for the rows it delivers."""

from __future__ import annotations

import csv
import io
import json
from typing import Any

import httpx
import pytest
from bench.seed_index import seed
from jsonschema import Draft202012Validator
from sqlalchemy import select

from tests.api.conftest import api, bearer, create_key, db_url, runner, services, settings
from vendorstack.accounts.models import LedgerEntry
from vendorstack.accounts.pricing import PRICES
from vendorstack.accounts.service import FREE_CREDITS
from vendorstack.api.routes.exports import ROW_SCHEMA
from vendorstack.exports.formats import MEDIA_TYPES
from vendorstack.exports.metered import ExportQuery, price_of
from vendorstack.exports.rows import ExportFilter
from vendorstack.services import Services

__all__ = ["api", "db_url", "runner", "services", "settings"]
pytestmark = pytest.mark.anyio
COMPANIES = 700  # about 15 claims each: more than two batches of rows


@pytest.fixture
def seeded(db_url: str) -> dict[str, Any]:
    return seed(db_url, COMPANIES, 11)


async def _balance(api: httpx.AsyncClient, key: str) -> int:
    balance: int = (await api.get("/v1/balance", headers=bearer(key))).json()["credit_balance"]
    return balance


async def test_a_download_is_charged_per_1000_rows_sent(
    api: httpx.AsyncClient, seeded: dict[str, Any]
) -> None:
    key = await create_key(api)
    vendor = seeded["popular_vendor"]
    response = await api.get("/v1/export", params={"vendor": vendor}, headers=bearer(key))
    assert response.status_code == 200, response.text
    assert response.headers["content-type"] == MEDIA_TYPES["jsonl"]
    rows = [json.loads(line) for line in response.text.splitlines()]
    validator = Draft202012Validator(ROW_SCHEMA)
    for row in rows:
        validator.validate(row)
    assert {row["vendor"] for row in rows} == {vendor}
    price = price_of(len(rows))
    assert price == -(-len(rows) // 1000) * PRICES["export_rows"].credits
    assert int(response.headers["x-export-rows"]) == len(rows)
    assert int(response.headers["x-credits-held"]) == price
    assert await _balance(api, key) == FREE_CREDITS - price


async def test_csv_and_resuming_after_the_last_id(
    api: httpx.AsyncClient, seeded: dict[str, Any]
) -> None:
    key = await create_key(api)
    first = await api.get("/v1/export", params={"format": "csv", "limit": 10}, headers=bearer(key))
    assert first.status_code == 200, first.text
    assert first.headers["content-type"].startswith("text/csv")
    table = list(csv.reader(io.StringIO(first.text, newline="")))
    assert len(table) == 11  # the header and 10 rows
    nxt = await api.get(
        "/v1/export", params={"after": table[-1][0], "limit": 5}, headers=bearer(key)
    )
    ids = [json.loads(line)["id"] for line in nxt.text.splitlines()]
    assert len(ids) == 5
    assert min(ids) > int(table[-1][0])
    assert await _balance(api, key) == FREE_CREDITS - 2


async def test_an_empty_export_is_free_and_a_short_balance_is_refused_before_any_row(
    api: httpx.AsyncClient, seeded: dict[str, Any]
) -> None:
    key = await create_key(api)
    empty = await api.get(
        "/v1/export", params={"vendor": "no_such_vendor_slug"}, headers=bearer(key)
    )
    assert empty.status_code == 200
    assert empty.text == ""
    assert empty.headers["x-credits-held"] == "0"
    for _ in range(2):  # about 10,000 rows: 11 credits each
        assert (await api.get("/v1/export", headers=bearer(key))).status_code == 200
    balance = await _balance(api, key)
    assert balance < price_of(seeded["claims"])
    short = await api.get("/v1/export", headers=bearer(key))
    assert short.status_code == 402
    assert short.json()["error"] == "payment_required"
    assert await _balance(api, key) == balance


async def test_bad_parameters_are_400(api: httpx.AsyncClient) -> None:
    key = await create_key(api)
    for params in ({"format": "xml"}, {"limit": 0}, {"after": -1}, {"category": "nope"}):
        response = await api.get("/v1/export", params=params, headers=bearer(key))
        assert response.status_code == 400, params
    assert (await api.get("/v1/export")).status_code == 401


async def test_a_client_that_goes_away_pays_only_for_what_it_took(
    api: httpx.AsyncClient, services: Services, seeded: dict[str, Any]
) -> None:
    key = await create_key(api)
    caller = await services.callers.authenticate(key)
    download = await services.exports.start(
        caller, ExportQuery("jsonl", ExportFilter()), request_id="test-walk-away"
    )
    assert download.held == price_of(seeded["claims"])
    taken = [await anext(download.chunks), await anext(download.chunks)]  # asked for a 2nd
    await download.chunks.aclose()
    await services.exports.close()
    first_rows = len(taken[0].splitlines())
    assert await _balance(api, key) == FREE_CREDITS - price_of(first_rows)
    with services.engine.connect() as connection:
        closing = connection.execute(
            select(LedgerEntry.kind, LedgerEntry.delta).where(
                LedgerEntry.reference.like("close:%"), LedgerEntry.request_id == "test-walk-away"
            )
        ).all()
    assert [tuple(row) for row in closing] == [("release", download.held - price_of(first_rows))]
