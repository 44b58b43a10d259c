"""An MCP tool call is metered exactly like the JSON API call: the same sequence of calls,
made once over the JSON API and once through the MCP server (the SDK's client, streamable
HTTP), leaves the same ledger, the same balance and the same answers."""

from __future__ import annotations

import shutil
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import select

from tests.apps import CLIENT, bearer, create_key, settings_for
from tests.mcp.sessions import body, in_process
from tests.twins import TwinRunner, parsed, unreachable
from vendorstack.accounts.models import Account, LedgerEntry
from vendorstack.client import operations
from vendorstack.server.app import create_app
from vendorstack.services import Services

pytestmark = pytest.mark.anyio

STRIPE_ROW = ("stripe", "payments", "Stripe, Inc. | Payment processing | United States")
TWILIO_ROW = ("twilio", "sms_messaging", "Twilio Inc. | SMS notifications | United States")
SENDGRID_ROW = ("sendgrid", "email", "Twilio SendGrid | Transactional email | United States")

SEQUENCE: list[tuple[str, dict[str, Any]]] = [
    ("pricing", {}),
    ("vendors", {}),
    ("balance", {}),
    ("check", {"url": "acme-pay.com"}),  # live scan that names vendors: its hold is kept
    ("check", {"url": "https://www.acme-pay.com/legal"}),  # indexed: one charge
    ("check", {"url": "acme-pay.com", "category": "sms_messaging"}),
    ("check", {"url": "plain-bakery.com"}),  # live scan, no disclosure: hold released
    ("check", {"url": "down-site.com"}),  # unreachable: 502, released, not one of the day's 5
    ("check", {"url": "localhost"}),  # 400: nothing written
    ("company", {"domain": "acme-pay.com"}),
    ("company", {"domain": "never-seen.com"}),  # 404: free
    ("prospect", {"vendor": "stripe"}),  # a page with a company: one charge
    ("prospect", {"vendor": "stripe", "page": 2}),  # empty page: free
    ("prospect", {"category": "email", "segment": "de"}),  # no match: free
    ("portfolio", {"domains": ["acme-pay.com", "never-seen.com"]}),  # one vendor charged
    ("check", {"url": "acme-pay.com", "refresh": True}),  # forced live scan
    ("check", {"url": "mailer-co.com"}),  # the free plan's fourth live scan today
    ("check", {"url": "fifth-co.com"}),  # the fifth (no disclosure: free, but counted)
    ("check", {"url": "sixth-co.com"}),  # the sixth: 429 daily_scan_limit
    ("balance", {}),
]
DRAIN = ("check", {"url": "acme-pay.com"})
VOLATILE = {
    "request_id",
    "scanned_at",
    "first_seen",
    "started_at",
    "finished_at",
    "last_confirmed_at",
}


def reports(runner: TwinRunner) -> TwinRunner:
    runner.reports["acme-pay.com"] = parsed("acme-pay.com", STRIPE_ROW, TWILIO_ROW)
    runner.reports["down-site.com"] = unreachable("down-site.com")
    runner.reports["mailer-co.com"] = parsed("mailer-co.com", SENDGRID_ROW)
    return runner


def _steady(key: str, value: Any) -> Any:
    if key == "topup_url":
        return value.split("=")[0]
    if key == "retry_after":  # seconds to midnight, read a moment apart
        return value > 0
    return normal(value)


def normal(value: Any) -> Any:
    """An answer without what differs between two runs: request ids, times, account ids."""
    if isinstance(value, dict):
        return {key: _steady(key, item) for key, item in value.items() if key not in VOLATILE}
    if isinstance(value, list):
        return [normal(item) for item in value]
    return value


@dataclass
class World:
    """One fresh database with its app, and the calls made in it."""

    services: Services
    app: FastAPI
    api: httpx.AsyncClient

    def ledger(self) -> list[tuple[str, int, str, str | None]]:
        with self.services.engine.connect() as connection:
            rows = connection.execute(
                select(
                    LedgerEntry.kind,
                    LedgerEntry.delta,
                    LedgerEntry.reason,
                    LedgerEntry.reference,
                    LedgerEntry.request_id,
                ).order_by(LedgerEntry.id)
            ).all()
        for row in rows[1:]:
            assert row.request_id
            assert row.request_id.startswith("req_")
        return [(row.kind, row.delta, row.reason, _reference_kind(row.reference)) for row in rows]

    def account(self) -> tuple[int, int, bool]:
        with self.services.engine.connect() as connection:
            balance, used, free = connection.execute(
                select(Account.credit_balance, Account.lifetime_credits_used, Account.free_tier)
            ).one()
        return balance, used, free


def _reference_kind(reference: str | None) -> str | None:
    return reference.split(":", 1)[0] if reference else None


@asynccontextmanager
async def world(template: Path, folder: Path) -> AsyncIterator[World]:
    database = folder / "vendorstack.db"
    shutil.copyfile(template, database)
    services = Services.open(settings_for(f"sqlite:///{database}"), runner=reports(TwinRunner()))
    app = create_app(services=services)
    transport = httpx.ASGITransport(app=app, client=CLIENT)
    try:
        api = httpx.AsyncClient(transport=transport, base_url="http://test")
        async with app.router.lifespan_context(app), api:
            yield World(services, app, api)
    finally:
        await services.close()


Call = Callable[[str, dict[str, Any]], Any]


async def over_the_json_api(json_world: World) -> list[tuple[bool, dict[str, Any]]]:
    key = await create_key(json_world.api)

    async def call(tool: str, arguments: dict[str, Any]) -> tuple[bool, dict[str, Any]]:
        operation = getattr(operations, tool)(**arguments)
        response = await json_world.api.request(
            operation.method,
            operation.path,
            params=operation.params,
            json=operation.body,
            headers=bearer(key),
        )
        return response.is_error, response.json()

    return await run_sequence(call)


async def through_mcp(mcp_world: World) -> list[tuple[bool, dict[str, Any]]]:
    key = await create_key(mcp_world.api)
    async with in_process(mcp_world.app, key) as client:

        async def call(tool: str, arguments: dict[str, Any]) -> tuple[bool, dict[str, Any]]:
            result = await client.call_tool(tool, arguments)
            return bool(result.is_error), body(result)

        return await run_sequence(call)


async def run_sequence(call: Any) -> list[tuple[bool, dict[str, Any]]]:
    """The sequence, then lookups until the balance runs out (the 402 ends it)."""
    outcomes = [await call(tool, arguments) for tool, arguments in SEQUENCE]
    for _ in range(30):
        outcome = await call(*DRAIN)
        outcomes.append(outcome)
        if outcome[0]:
            break
    return outcomes


async def test_mcp_calls_write_the_same_ledger_as_json_api_calls(
    sqlite_template: Path, tmp_path: Path
) -> None:
    (tmp_path / "json").mkdir()
    (tmp_path / "mcp").mkdir()
    async with world(sqlite_template, tmp_path / "json") as json_world:
        over_http = await over_the_json_api(json_world)
        json_ledger, json_account = json_world.ledger(), json_world.account()
    async with world(sqlite_template, tmp_path / "mcp") as mcp_world:
        over_mcp = await through_mcp(mcp_world)
        mcp_ledger, mcp_account = mcp_world.ledger(), mcp_world.account()

    assert mcp_ledger == json_ledger
    assert mcp_account == json_account
    assert [(failed, normal(answer)) for failed, answer in over_mcp] == [
        (failed, normal(answer)) for failed, answer in over_http
    ]
    assert ("charge", -1, "portfolio") in [row[:3] for row in json_ledger]
    kinds = {kind for kind, *_ in json_ledger}
    assert kinds == {"grant", "charge", "reservation", "settle", "release"}  # every movement
    errors = [answer["error"] for failed, answer in over_http if failed]
    assert errors == [
        "scan_failed",
        "validation_error",
        "not_found",
        "daily_scan_limit",
        "payment_required",
    ]
    assert json_account[0] == 0 == sum(delta for _, delta, *_ in json_ledger)
