"""Metered calls from many keys at once, spread over the API processes, and the audit of the
ledger they leave: what every guarantee under concurrency and crashes is checked against.

Every call carries its own `X-Request-Id`, which the service keeps on each ledger row, so
each charge can be matched to the call that asked for it (and each answer to its charge)
even when the answer never reached the client.
"""

from __future__ import annotations

import asyncio
import random
from collections import Counter
from collections.abc import Callable, Coroutine, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, TypeVar

import httpx
import uvloop
from sqlalchemy import Engine, TextClause, bindparam, text

STATUSES_UNDER_LOAD = {200, 402, 404, 429}  # 404: unknown company; 429: daily live-scan cap
T = TypeVar("T")
RECONNECT_DEADLINE_SECONDS = 30.0
RECONNECT_BACKOFF_SECONDS = 0.05


@dataclass(frozen=True)
class Call:
    key: str
    path: str
    request_id: str


@dataclass
class Outcome:
    """What the client saw of one call: its status and credits, or None if the call died (then
    `error` names the transport error; for an error status it holds the body's start)."""

    call: Call
    status: int | None = None
    credits_used: int = 0
    credit_balance: int | None = None
    error: str | None = None


@dataclass(frozen=True)
class Targets:
    """What the calls ask for: domains indexed with vendors, one indexed as found:false, one
    vendor those disclosures name, and a domain the index has never seen."""

    indexed: Sequence[str]
    not_found: str
    vendor: str
    unknown: str = "never-scanned-company.com"

    @property
    def scanned(self) -> list[str]:
        return [*self.indexed, self.not_found]

    def paths(self, *, live_scans: bool) -> list[tuple[str, int]]:
        """(path, weight): mostly indexed lookups, some free answers and, with `live_scans`,
        some live scans (`refresh=1`)."""
        paths = [(f"/v1/check?url={d}", 12) for d in self.indexed]
        paths += [(f"/v1/company/{d}", 4) for d in self.indexed]
        paths += [
            (f"/v1/prospect?vendor={self.vendor}", 10),
            (f"/v1/check?url={self.not_found}", 3),
            (f"/v1/company/{self.unknown}", 3),
        ]
        if live_scans:
            # ~3 % of calls: each scan costs the server what ~50 indexed lookups do
            paths += [(f"/v1/check?url={d}&refresh=1", 1) for d in self.indexed[:2]]
            paths += [(f"/v1/check?url={self.not_found}&refresh=1", 1)]
        return paths


def plan(
    keys: Sequence[str], per_key: int, targets: Targets, *, live_scans: bool = True, seed: int = 11
) -> list[Call]:
    """`per_key` calls for every key, shuffled together; request ids unique across the run."""
    chooser = random.Random(seed)
    paths, weights = zip(*targets.paths(live_scans=live_scans), strict=True)
    calls = [
        Call(key, chooser.choices(paths, weights)[0], f"load-{n:03d}-{i:03d}-{seed}")
        for n, key in enumerate(keys)
        for i in range(per_key)
    ]
    chooser.shuffle(calls)
    return calls


def drive(coroutine: Coroutine[Any, Any, T]) -> T:
    """Run the clients' side on uvloop, which costs them less CPU than asyncio's own loop."""
    return uvloop.run(coroutine)


@dataclass
class Load:
    """Sends `calls` with at most `concurrency` in flight, call i to API process i mod N."""

    urls: Sequence[str]
    concurrency: int
    on_outcome: Callable[[Outcome], None] | None = None
    outcomes: list[Outcome] = field(default_factory=list)

    async def run(self, calls: Sequence[Call]) -> list[Outcome]:
        # A connection per call: httpcore's pool spends ~3x the CPU per call picking among
        # 96 kept-alive connections, and the client shares 2 cores with the servers.
        limits = httpx.Limits(max_connections=self.concurrency, max_keepalive_connections=0)
        slots = asyncio.Semaphore(self.concurrency)
        async with httpx.AsyncClient(limits=limits, timeout=120) as client:
            await asyncio.gather(
                *(self._send(client, slots, n, call) for n, call in enumerate(calls))
            )
        return self.outcomes

    async def _send(
        self, client: httpx.AsyncClient, slots: asyncio.Semaphore, n: int, call: Call
    ) -> None:
        headers = {"Authorization": f"Bearer {call.key}", "X-Request-Id": call.request_id}
        outcome = Outcome(call)
        async with slots:
            try:
                response = await _get(client, self.urls[n % len(self.urls)] + call.path, headers)
            except httpx.TransportError as error:  # the process died under this call
                outcome.error = type(error).__name__
            else:
                outcome.status = response.status_code
                if response.status_code == 200:
                    body = response.json()
                    outcome.credits_used = body["credits_used"]
                    outcome.credit_balance = body["credit_balance"]
                else:  # the error body, for an audit's message
                    outcome.error = response.text[:200]
                assert response.headers["x-request-id"] == call.request_id
        self.outcomes.append(outcome)
        if self.on_outcome is not None:
            self.on_outcome(outcome)


async def _get(client: httpx.AsyncClient, url: str, headers: dict[str, str]) -> httpx.Response:
    """GET, trying again while the process refuses connections (it is restarting): a refused
    connection carried no request, so nothing can have been charged for it."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + RECONNECT_DEADLINE_SECONDS
    while True:
        try:
            return await client.get(url, headers=headers)
        except httpx.ConnectError:
            if loop.time() > deadline:
                raise
            await asyncio.sleep(RECONNECT_BACKOFF_SECONDS)  # a client's back-off


@dataclass(frozen=True)
class Ledger:
    """The given accounts as the database has them after the load."""

    balances: dict[str, int]  # key hash -> credit_balance
    sums: dict[str, int]  # key hash -> sum of its ledger rows
    kept: Counter[str]  # request id -> credits kept (charges, and settled holds)
    row_request_ids: set[str]  # the request id of every charge, hold, settle and release
    open_holds: int


_ACCOUNTS = "SELECT id FROM accounts WHERE key_hash IN :hashes"
LEDGER_BY_ACCOUNT = text(
    "SELECT a.key_hash, a.credit_balance, COALESCE(SUM(l.delta), 0)"
    " FROM accounts a LEFT JOIN ledger_entries l ON l.account_id = a.id"
    " WHERE a.key_hash IN :hashes GROUP BY a.key_hash, a.credit_balance"
)
KEPT = text(
    "SELECT l.request_id FROM ledger_entries l WHERE l.kind = 'charge'"
    f" AND l.account_id IN ({_ACCOUNTS}) UNION ALL"
    " SELECT h.request_id FROM ledger_entries h JOIN ledger_entries c"
    " ON c.reference = 'close:' || h.reference AND c.kind = 'settle'"
    f" WHERE h.kind = 'reservation' AND h.account_id IN ({_ACCOUNTS})"
)
MOVEMENTS = text(
    "SELECT request_id FROM ledger_entries"
    " WHERE kind IN ('charge', 'reservation', 'settle', 'release')"
    f" AND account_id IN ({_ACCOUNTS})"
)
OPEN_HOLDS = text(
    "SELECT count(*) FROM ledger_entries h WHERE h.kind = 'reservation' AND NOT EXISTS"
    " (SELECT 1 FROM ledger_entries c WHERE c.reference = 'close:' || h.reference)"
)


def read_ledger(engine: Engine, key_hashes: Iterable[str]) -> Ledger:
    """The ledger of these accounts; `open_holds` counts every account's."""
    hashes = {"hashes": tuple(key_hashes)}
    with engine.connect() as connection:
        rows = connection.execute(_expanding(LEDGER_BY_ACCOUNT), hashes).all()
        kept = Counter(str(row[0]) for row in connection.execute(_expanding(KEPT), hashes))
        movements = connection.execute(_expanding(MOVEMENTS), hashes)
        open_holds = int(connection.execute(OPEN_HOLDS).scalar_one())
        return Ledger(
            balances={row[0]: row[1] for row in rows},
            sums={row[0]: int(row[2]) for row in rows},
            kept=kept,
            row_request_ids={str(row[0]) for row in movements},
            open_holds=open_holds,
        )


def _expanding(statement: TextClause) -> TextClause:
    return statement.bindparams(bindparam("hashes", expanding=True))
