"""Where one request's CPU goes: user and kernel time and context switches per request of
the free `/v1/pricing` and the metered `/v1/check`, read from `/proc` around a `wrk` run.

The server is `api_bench`'s (pinned to core 0, SQLite, group commit). The kernel's share
(the network path) is the same for both routes, so it dilutes the check's extra user-space
work in the throughput ratio; on a machine whose user-space work is slower relative to its
kernel path, the ratio tends to the user-time ratio and then to the instruction ratio
(`bench.instructions_bench`). docs/benchmarks.md ("On a slower machine") reads it so.

    .venv/bin/python -m bench request_cpu
"""

from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path

from bench import api_bench

SECONDS = 8
CLOCK_TICKS = os.sysconf("SC_CLK_TCK")


def switches(pid: int) -> tuple[int, int]:
    """Voluntary and involuntary context switches of every thread of `pid`."""
    counts = [0, 0]
    for status in Path(f"/proc/{pid}/task").glob("*/status"):
        for line in status.read_text().splitlines():
            if line.startswith("voluntary_ctxt_switches"):
                counts[0] += int(line.split()[1])
            elif line.startswith("nonvoluntary_ctxt_switches"):
                counts[1] += int(line.split()[1])
    return counts[0], counts[1]


def cpu_seconds(pid: int) -> tuple[float, float]:
    """User and kernel CPU seconds of every thread of `pid`."""
    user = kernel = 0
    for stat in Path(f"/proc/{pid}/task").glob("*/stat"):
        fields = stat.read_text().rsplit(")", 1)[1].split()
        user, kernel = user + int(fields[11]), kernel + int(fields[12])
    return user / CLOCK_TICKS, kernel / CLOCK_TICKS


def main() -> None:
    workdir = Path(tempfile.mkdtemp(prefix="vs-cpu-"))
    database_url = f"sqlite:///{workdir / 'bench.db'}"
    key = api_bench.seed(database_url)
    port = api_bench.free_port()
    server = api_bench.start_server(database_url, port)  # taskset execs: the server's own pid
    routes = {"pricing": "/v1/pricing", "check": f"/v1/check?url={api_bench.DOMAIN}"}
    base = f"http://127.0.0.1:{port}"
    print(f"{'route':<9}{'req/s':>8}{'user us':>9}{'kernel us':>11}{'switches':>10}  per request")
    try:
        for path in routes.values():
            api_bench.wrk(base + path, key, duration="2s")  # warm-up
        for name, path in list(routes.items()) * 2:
            before, cpu_before = switches(server.pid), cpu_seconds(server.pid)
            rps, _, _ = api_bench.wrk(base + path, key, duration=f"{SECONDS}s")
            after, cpu_after = switches(server.pid), cpu_seconds(server.pid)
            requests = rps * SECONDS
            user = (cpu_after[0] - cpu_before[0]) / requests * 1e6
            kernel = (cpu_after[1] - cpu_before[1]) / requests * 1e6
            switched = (after[0] - before[0] + after[1] - before[1]) / requests
            print(f"{name:<9}{rps:>8.0f}{user:>9.1f}{kernel:>11.1f}{switched:>10.2f}")
    finally:
        server.terminate()
        server.wait()
        shutil.rmtree(workdir, ignore_errors=True)


if __name__ == "__main__":
    main()
