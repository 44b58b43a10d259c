"""Instructions per request, counted by valgrind: the hot path's cost without the machine's noise.

Throughput on the development machine drifts by ±5 % from one minute to the next, more than
most single changes to the hot path are worth. Instruction counts do not drift: callgrind
counts what the process executes (both its threads; not the kernel's work for it), and with
a fixed hash seed the same code gives the same count to within a few hundred instructions.

The app is driven over ASGI as in `asgi_bench` (64 concurrent requests, the writer thread
committing as in production). Each route runs twice under callgrind, for a short and a long
load, and the difference is divided by the extra requests, which cancels start-up, seeding
and warm-up. Instrumentation starts once the app is seeded and warm (`callgrind_control -i
on`), so start-up runs uninstrumented: the same figures, in about a third of the time.
Baseline, same run: `/v1/pricing`, the same app's free route.

Under callgrind one request takes about 25 ms, so the caller cache's 0.1 s window and the
record cache's 1 s window (wall-clock) end every few requests: the check re-reads its caller
about every fourth request instead of about every thousandth as served. "check, caches
held" is the check with both windows held open, the figure a served check pays
(docs/benchmarks.md, "Where a check's instructions go").

    .venv/bin/python -m bench instructions_bench     # about 5 minutes; needs valgrind
"""

from __future__ import annotations

import math
import os
import re
import shutil
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # not at run time: the app must load after `bench.fastapi_routes`
    from vendorstack.services import Services

# The short and long loads; INSTRUCTIONS_SHORT / INSTRUCTIONS_LONG make a quicker run on a
# busy machine (the per-request figure is their difference, so it stays comparable).
SHORT = int(os.environ.get("INSTRUCTIONS_SHORT", "500"))
LONG = int(os.environ.get("INSTRUCTIONS_LONG", "3000"))
ROUTES = {
    "GET /v1/pricing (free)": "pricing",
    "GET /v1/check (metered)": "check",
    "check, caches held": "check-held",
    "pricing, FastAPI routes": "pricing-fastapi",
    "check, FastAPI routes": "check-fastapi",
}
_COLLECTED = re.compile(r"Collected : (\d+)")


def _count(route: str, requests: int) -> int:
    """Instructions callgrind counted for a whole child run of `requests` requests."""
    command = [
        "valgrind",
        "--tool=callgrind",
        "--instr-atstart=no",
        "--callgrind-out-file=/dev/null",
    ]
    command += [sys.executable, "-m", "bench.instructions_bench", route, str(requests)]
    env = {**os.environ, "PYTHONHASHSEED": "0"}
    result = subprocess.run(command, capture_output=True, text=True, env=env, check=True)
    return int(_COLLECTED.findall(result.stderr)[-1])


def _per_request(route: str) -> float:
    with ThreadPoolExecutor(max_workers=2) as pool:
        short, long = pool.map(lambda n: _count(route, n), (SHORT, LONG))
    return (long - short) / (LONG - SHORT)


def main() -> None:
    if shutil.which("valgrind") is None:
        print("valgrind is not installed (apt-get install valgrind); skipped")
        return
    counts = {name: _per_request(route) for name, route in ROUTES.items()}
    print(f"{'route':<28}{'instructions/request':>22}")
    for name, count in counts.items():
        print(f"{name:<28}{count:>22,.0f}")
    pricing, check, held, plain_pricing, plain_check = counts.values()
    print(f"check / pricing instructions: {check / pricing:.3f}", end="")
    print(f" (their inverse, {pricing / check:.3f}, is the in-process throughput ratio if")
    print("  both routes ran at the same instructions per cycle; in practice check's is lower)")
    print(f"with the caches held (as served): check / pricing {held / pricing:.3f}")
    plain = plain_check / plain_pricing
    print(f"without DirectRoute (FastAPI's own route class): check / pricing {plain:.3f}")
    print(f"  check costs {plain_check / check:.3f}x, pricing {plain_pricing / pricing:.3f}x the")
    print("  instructions they cost with DirectRoute")


def _child(route: str, requests: int) -> None:
    """One load under callgrind: seed, start the app, warm up, then `requests` requests.
    A `-fastapi` route is served with FastAPI's own route class instead of DirectRoute; a
    `-held` one with the caches' windows held open."""
    route, _, variant = route.partition("-")
    if variant == "fastapi":
        import bench.fastapi_routes  # noqa: F401  (swaps the route class before the app loads)
    from bench.asgi_bench import _load, check_scope, pricing_scope, seeded_app

    with seeded_app("vs-instructions-") as (loop, app, key):
        if variant == "held":
            _hold_the_caches(app)
        template = check_scope(key) if route == "check" else pricing_scope(key)
        loop.run_until_complete(_load(app, template, SHORT))  # uninstrumented warm-up
        _instrument("on")
        loop.run_until_complete(_load(app, template, SHORT))  # warm-up, as in every run
        loop.run_until_complete(_load(app, template, requests))
        _instrument("off")


def _hold_the_caches(app: Any) -> None:
    """Hold the caller and record caches' windows open (a bench's reach into both)."""
    services: Services = app.state.services
    services.callers._revalidate_after = math.inf
    services.lookups._records._revalidate_after = math.inf


def _instrument(state: str) -> None:
    """Callgrind's instrumentation of this process on or off."""
    command = ["callgrind_control", "-i", state, str(os.getpid())]
    subprocess.run(command, capture_output=True, check=True)


if __name__ == "__main__":
    _child(sys.argv[1], int(sys.argv[2]))
