"""Hostile scans against a real `vendorstack serve`: time per scan and the server's memory.

The server runs as a subprocess (the path a user takes) with its live scans pointed at the
local test web, where each hostile fixture (tests/scanning/sites/hostile.py) sits under its
own invented domain. Figures:

1. per hostile kind (PDF bomb, 20,000 rows, 5 MB line, gzip bomb, slow PDF, slow drip): the
   scan's answer, its wall time against the budget plus one second, and the server's RSS growth;
2. a burst of 8 heavy scans at once: peak RSS, then RSS once idle, as a ratio of the warm
   baseline (the process must settle within 20 % of it);
3. the parser processes' RSS, reported apart: they are the memory the boundary spends.

    .venv/bin/python -m bench hostile_bench
"""

from __future__ import annotations

import tempfile
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import httpx
from tests.scanning.sites import FixtureSite, host_map_spec, install
from tests.scanning.sites.hostile import (
    MIB,
    Hostile,
    deflated_pdf,
    hostile_documents,
    hostile_site,
)
from tests.scanning.sites.layouts import site
from tests.scanning.testweb import Route, TestWeb
from tests.served import Server, new_key, served

BUDGET_SECONDS = 15.0
BURST = 8
CLIENT_TIMEOUT_SECONDS = 120.0
SETTLE_SECONDS = 5.0
WARM_SCANS = 4


def hostile_kinds() -> list[Hostile]:
    slow_pdf = Route(deflated_pdf(6 * MIB), content_type="application/pdf")
    drip = Route("<p>Quorvex Analytics Ltd.</p>", repeat=100_000, drip=0.2)
    return [
        *hostile_documents(),
        Hostile("slow-pdf", "/legal/subprocessors.pdf", slow_pdf, "parse_limit"),
        Hostile("slow-drip", "/legal/subprocessors", drip, "no_disclosure", "not_found"),
    ]


def rss_kib(pid: int) -> int:
    """Resident set size of one process, from /proc."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def children_rss_kib(pid: int) -> int:
    """The RSS of every child of `pid` (started from any of its threads)."""
    tasks = Path(f"/proc/{pid}/task").iterdir()
    children = [c for task in tasks for c in (task / "children").read_text().split()]
    total = 0
    for child in children:
        try:
            total += rss_kib(int(child))
        except FileNotFoundError:
            continue
    return total


class PeakSampler:
    """The highest RSS seen while the block runs, sampled every 20 ms."""

    def __init__(self, pid: int) -> None:
        self.pid, self.peak, self._stop = pid, 0, threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def _run(self) -> None:
        while not self._stop.wait(0.02):
            self.peak = max(self.peak, rss_kib(self.pid))

    @contextmanager
    def sampling(self) -> Iterator[None]:
        self._thread.start()
        yield
        self._stop.set()
        self._thread.join()


def check(server: Server, key: str, domain: str) -> tuple[float, dict[str, object]]:
    started = time.monotonic()
    try:
        response = httpx.get(
            f"{server.url}/v1/check",
            params={"url": domain},
            headers={"Authorization": f"Bearer {key}"},
            timeout=CLIENT_TIMEOUT_SECONDS,
        )
    except httpx.TimeoutException:  # the version before the parsing boundary could not answer
        return time.monotonic() - started, {"http": "no answer", "error": "client timeout"}
    body: dict[str, object] = response.json()
    body["http"] = response.status_code
    return time.monotonic() - started, body


def _reason(body: dict[str, object]) -> str:
    status = body.get("status")
    return str(status.get("reason")) if isinstance(status, dict) else str(body.get("error"))


def sites() -> tuple[list[FixtureSite], list[FixtureSite], list[FixtureSite]]:
    kinds = hostile_kinds()
    singles = [hostile_site(h) for h in kinds]
    heavy = [h for h in kinds if h.name in ("pdf-bomb", "many-rows", "one-line", "slow-pdf")]
    burst = [hostile_site(heavy[i % len(heavy)], f"burst-{i}-corp.com") for i in range(BURST)]
    warm = [site("footer_link")]
    return warm, singles, burst


def main() -> None:
    warm, singles, burst = sites()
    with TestWeb() as web, tempfile.TemporaryDirectory() as folder:
        everything = [*warm, *singles, *burst]
        install(web, everything)
        env = {
            "VENDORSTACK_SCAN_HOST_MAP": host_map_spec(web, everything),
            "VENDORSTACK_SCAN_HOST_DELAY_SECONDS": "0",
            "VENDORSTACK_SCAN_TIME_BUDGET_SECONDS": str(BUDGET_SECONDS),
            "VENDORSTACK_RATE_LIMIT": "100000/minute",
            "VENDORSTACK_FREE_SCANS_PER_DAY": "1000",
        }
        with served(f"sqlite:///{folder}/vs.db", env) as server:
            run(server, warm, singles, burst)


def run(
    server: Server, warm: list[FixtureSite], singles: list[FixtureSite], burst: list[FixtureSite]
) -> None:
    key = new_key(server)
    for _ in range(WARM_SCANS):
        check(server, key, warm[0].domain)
    baseline = rss_kib(server.pid)
    print(f"warm baseline RSS {baseline / 1024:.0f} MiB, budget {BUDGET_SECONDS:.0f} s")
    print(f"{'site':<12} {'answer':<30} {'seconds':>8} {'<= budget+1':>12} {'RSS growth':>11}")
    for fixture in singles:
        before = rss_kib(server.pid)
        sampler = PeakSampler(server.pid)
        with sampler.sampling():
            seconds, body = check(server, key, fixture.domain)
        answer = f"{body['http']} {_reason(body)} credits {body.get('credits_used')}"
        growth = (max(sampler.peak, rss_kib(server.pid)) - before) / 1024
        within = seconds <= BUDGET_SECONDS + 1
        print(f"{fixture.layout:<12} {answer:<30} {seconds:8.2f} {within!s:>12} {growth:9.1f} MiB")
    burst_figures(server, key, burst, baseline)


def burst_figures(server: Server, key: str, burst: list[FixtureSite], baseline: int) -> None:
    sampler = PeakSampler(server.pid)
    started = time.monotonic()
    with sampler.sampling():
        threads = [threading.Thread(target=check, args=(server, key, f.domain)) for f in burst]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
    wall = time.monotonic() - started
    time.sleep(SETTLE_SECONDS)  # a benchmark may wait: the figure is RSS once idle
    idle = rss_kib(server.pid)
    print(
        f"burst of {len(burst)} heavy scans: {wall:.1f} s, peak {sampler.peak / 1024:.0f} MiB "
        f"({sampler.peak / baseline:.2f}x baseline), idle after {SETTLE_SECONDS:.0f} s "
        f"{idle / 1024:.0f} MiB ({idle / baseline:.2f}x baseline; must be <= 1.20)"
    )
    print(
        f"parser processes (apart from the server): {children_rss_kib(server.pid) / 1024:.0f} MiB"
    )


if __name__ == "__main__":
    main()
