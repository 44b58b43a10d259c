"""Export: `vendorstack export` of an index of about 1,000,000 claims, time and peak RSS.

Seeds a SQLite index with `bench.seed_index` (BENCH_EXPORT_ENTITIES companies, default 67,000:
about 15 claims each), then runs `vendorstack export --format F --output /dev/null` as a
subprocess for jsonl and csv, reading its peak RSS (ru_maxrss of the child). Baselines in the
same run: the same command exporting a one-vendor slice (the rare vendor: a few rows), whose
peak RSS is the process's floor, so "flat memory" reads as the ratio of the two peaks; and a
bare `sqlite3` walk over the same rows (the cost of reading them at all), so the time reads
as a ratio too. Targets: <= 60 s, peak RSS ratio close to 1.

    .venv/bin/python -m bench export_bench
    BENCH_EXPORT_DB=/tmp/big.db .venv/bin/python -m bench export_bench   # reuse a seed
"""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from bench.seed_index import seed
from vendorstack.storage.migrate import upgrade

ENTITIES = int(os.environ.get("BENCH_EXPORT_ENTITIES", "67000"))
SAMPLE_SECONDS = 0.1  # how often the export's peak RSS is read
WALK = (
    "SELECT c.id, e.domain, s.disclosure_url, s.finished_at, c.vendor, c.name, c.reviewed,"
    " c.category, c.confidence, c.purpose, c.locations, c.quote, c.source FROM claims c"
    " JOIN entities e ON e.latest_scan_id = c.scan_id JOIN scans s ON s.id = c.scan_id"
    " ORDER BY c.id"
)


def _export(url: str, *args: str) -> tuple[float, int]:
    """Seconds and peak RSS (KiB) of one `vendorstack export` to /dev/null.

    The peak is the child's own VmHWM, sampled from /proc while it runs: Linux carries a
    forking parent's peak into the child's `ru_maxrss` across exec, and this parent holds
    the seeded index's generator."""
    env = {**os.environ, "VENDORSTACK_DATABASE_URL": url}
    command = [sys.executable, "-m", "vendorstack.cli", "export", "--output", "/dev/null", *args]
    started = time.perf_counter()
    child = subprocess.Popen(command, env=env)
    peak = 0
    while child.poll() is None:
        peak = max(peak, _hwm(child.pid))
        time.sleep(SAMPLE_SECONDS)
    seconds = time.perf_counter() - started
    assert child.returncode == 0, f"export exited {child.returncode}"
    return seconds, peak


def _hwm(pid: int) -> int:
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return 0  # it has just exited
    line = next((x for x in status.splitlines() if x.startswith("VmHWM:")), "VmHWM: 0 kB")
    return int(line.split()[1])


def _walk(path: Path) -> tuple[float, int]:
    started = time.perf_counter()
    rows = sum(1 for _ in sqlite3.connect(path).execute(WALK))
    return time.perf_counter() - started, rows


def main() -> None:
    reused = os.environ.get("BENCH_EXPORT_DB")
    if reused:
        path = Path(reused)
        rare = sqlite3.connect(path).execute(
            "SELECT vendor FROM claims GROUP BY vendor ORDER BY count(*), vendor LIMIT 1"
        )
        summary: dict[str, Any] = {"rare_vendor": rare.fetchone()[0]}
    else:
        path = Path(tempfile.mkdtemp(prefix="export-bench-")) / "bench.db"
        upgrade(f"sqlite:///{path}")
        summary = seed(f"sqlite:///{path}", ENTITIES, 19)
    url = f"sqlite:///{path}"
    small_seconds, small_rss = _export(url, "--vendor", summary["rare_vendor"])
    walk_seconds, rows = _walk(path)
    results = {}
    for fmt in ("jsonl", "csv"):
        seconds, rss = _export(url, "--format", fmt)
        results[fmt] = (seconds, rss)
    print(f"index: {rows:,} claims ({summary.get('entities', '?')} companies), SQLite")
    print(
        f"baseline: sqlite3 walk of the rows {walk_seconds:.1f} s; "
        f"one-vendor export peak RSS {small_rss / 1024:.0f} MiB ({small_seconds:.1f} s)"
    )
    for fmt, (seconds, rss) in results.items():
        print(
            f"{fmt}: {seconds:.1f} s ({rows / seconds:,.0f} rows/s, {seconds / walk_seconds:.1f}x "
            f"the walk; target <= 60 s: {'met' if seconds <= 60 else 'NOT met'}); peak RSS "
            f"{rss / 1024:.0f} MiB ({rss / small_rss:.2f}x the one-vendor export)"
        )
    print(
        json.dumps(
            {
                "rows": rows,
                **{f: {"seconds": round(s, 1), "rss_kib": r} for f, (s, r) in results.items()},
            }
        )
    )


if __name__ == "__main__":
    main()
