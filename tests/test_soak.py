"""The soak's short version (bench/soak.py, 60 s): mixed traffic at 80 % of the measured
maximum, live scans of plain and hostile sites among it, against a real `vendorstack serve`.
Every answer must be the expected one (no 5xx, no transport error). Its latency and memory
figures are printed for the record; the 10-minute run's are in docs/benchmarks.md."""

from __future__ import annotations

import asyncio

from bench.soak import run

SOAK_SECONDS = 60.0


def test_a_minute_of_mixed_traffic_at_80_percent_answers_everything() -> None:
    figures = asyncio.run(run(SOAK_SECONDS))

    assert figures["errors"] == 0
    assert figures["requests"] > SOAK_SECONDS  # the load really ran
