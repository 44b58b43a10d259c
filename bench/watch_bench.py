"""Watch benchmark: N watched domains re-checked and their changes delivered, one process.

A child process serves N fixture companies (a home page linking a five-vendor disclosure)
and one webhook receiver; every response waits `--latency` seconds (default 50 ms). The
bench indexes every company (pass 1), watches them all from one account with a webhook
endpoint, changes the list of `--changed` of them (one vendor added), then times one
scheduled round over all the watches (pass 2: `Watching.rescan_due`, then every due webhook
delivery): the real scanner, extractor, recorder, ledger and signed POSTs, on SQLite, with
the default scan pool of one process. It prints the round's rate and how long 10,000
watches take at that rate, against the 24-hour window.

    .venv/bin/python -m bench.watch_bench --domains 1000
"""

from __future__ import annotations

import argparse
import asyncio
import json
import multiprocessing
import tempfile
import time
from datetime import UTC, datetime, timedelta
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from multiprocessing.connection import Connection
from pathlib import Path
from threading import Thread
from typing import Any

from tests.scanning.sites import html as h
from tests.scanning.testweb import Hit, Route, TestWeb

from vendorstack.accounts.service import grant_topup
from vendorstack.config import Settings
from vendorstack.scans.runner import ScanCoordinator
from vendorstack.services import Services, migrate

HOOK_HOST = "hooks.bench-receiver.com"
DAY_SECONDS = 24 * 3600
TARGET = 10_000


def domain(n: int) -> str:
    return f"watched{n:05d}.com"


def serve(conn: Connection, domains: int, latency: float) -> None:
    """Child: the companies and a receiver that answers 200; `change` edits lists."""
    changed: set[str] = set()

    def page(hit: Hit) -> Route:
        rows = [*h.VENDORS[:5], h.VENDORS[5]] if hit.host in changed else h.VENDORS[:5]
        return Route(h.disclosure(hit.host, vendors=rows))

    received = [0]

    class Receiver(BaseHTTPRequestHandler):
        def do_POST(self) -> None:
            self.rfile.read(int(self.headers["Content-Length"]))
            received[0] += 1
            self.send_response(200)
            self.send_header("Content-Length", "0")
            self.end_headers()

        def log_message(self, *args: Any) -> None:
            pass

    hooks = ThreadingHTTPServer(("127.0.0.1", 0), Receiver)
    Thread(target=hooks.serve_forever, daemon=True).start()
    with TestWeb() as web:
        web.extra_delay = latency
        home = h.home("Watched", footer=[("/legal/subprocessors", "Subprocessors")])
        for n in range(domains):
            web.add_site(domain(n), {"/": home, "/legal/subprocessors": page})
        hook = f"{HOOK_HOST}=http://127.0.0.1:{hooks.server_address[1]}"
        conn.send(f"{web.host_map_spec()},{hook}")
        while (command := conn.recv()) != "stop":
            if command == "received":
                conn.send(received[0])
            else:
                changed.update(command)
                conn.send(True)
    hooks.shutdown()


async def measure(
    settings: Settings, conn: Connection, domains: int, changed: int
) -> dict[str, Any]:
    services = Services.open(settings)
    try:
        return await _measure(services, conn, domains, changed)
    finally:
        await services.close()


async def _measure(
    services: Services, conn: Connection, domains: int, changed: int
) -> dict[str, Any]:
    assert services.watching is not None
    assert services.webhooks is not None
    assert services.deliveries is not None
    names = [domain(n) for n in range(domains)]
    started = time.perf_counter()
    scans = ScanCoordinator(services.scan_parts.flight)
    await asyncio.gather(*(scans.scan(name) for name in names))
    indexed = time.perf_counter() - started
    key = (
        await services.free.create_key(
            "bench@example.test", address="127.0.0.1", request_id="bench"
        )
    )["api_key"]
    with services.engine.begin() as connection:
        grant_topup(connection, key, credits=domains * 2, reference="bench", now=datetime.now(UTC))
    caller = await services.callers.authenticate(key)
    await services.webhooks.create(caller, f"https://{HOOK_HOST}/in")
    await services.watching.watch(caller, names)
    conn.send(names[:changed])
    conn.recv()

    started = time.perf_counter()
    due_before = datetime.now(UTC) + timedelta(seconds=1)
    rescanned = await services.watching.rescan_due(checked_before=due_before, limit=domains)
    while await services.deliveries.deliver_due():
        pass
    round_seconds = time.perf_counter() - started
    conn.send("received")
    received = conn.recv()
    rate = rescanned / round_seconds
    return {
        "domains": domains,
        "changed": changed,
        "index_pass_seconds": round(indexed, 1),
        "round_seconds": round(round_seconds, 1),
        "rescanned": rescanned,
        "webhooks_received": received,
        "watches_per_second": round(rate, 1),
        "hours_for_10000": round(TARGET / rate / 3600, 2),
        "within_daily_window": TARGET / rate < DAY_SECONDS,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--domains", type=int, default=1000)
    parser.add_argument("--changed", type=int, default=100)
    parser.add_argument("--latency", type=float, default=0.05)
    args = parser.parse_args()
    parent, child = multiprocessing.Pipe()
    server = multiprocessing.Process(target=serve, args=(child, args.domains, args.latency))
    server.start()
    try:
        host_map = parent.recv()
        with tempfile.TemporaryDirectory() as directory:
            settings = Settings(
                database_url=f"sqlite:///{Path(directory) / 'watch.db'}",
                scan_host_map=host_map,
                scan_host_delay_seconds=0.0,
                rate_limit="1000000/minute",
            )
            migrate(settings)
            figures = asyncio.run(measure(settings, parent, args.domains, args.changed))
        print(json.dumps(figures))
    finally:
        parent.send("stop")
        server.join()


if __name__ == "__main__":
    main()
