"""Extraction throughput on both corpora, for comparing two checkouts of the extractor in one
sitting: run it once per checkout, alternating, on the same machine.

    PYTHONPATH=/tmp/base/src .venv/bin/python -m bench.extraction_ab   # the code before
    .venv/bin/python -m bench.extraction_ab                             # this checkout

Prints the median pages/s (7 rounds of 50 calls, CPU time) on the median-size labelled page of
../shared/corpus and ../shared/corpus2, and pages/s over all of them (5 rounds).
"""

from __future__ import annotations

import statistics
import time
from pathlib import Path

import vendorstack.extraction
from vendorstack.extraction import extract

SHARED = Path(__file__).resolve().parents[2] / "shared"


def pages() -> list[bytes]:
    """Every labelled disclosure page of both corpora."""
    folders = [
        d for c in ("corpus", "corpus2") if (SHARED / c).is_dir() for d in (SHARED / c).iterdir()
    ]
    return [
        (d / "page.html").read_bytes()
        for d in sorted(folders)
        if (d / "page.html").exists() and (d / "labels.json").exists()
    ]


def run(body: bytes) -> None:
    extract(body, content_type="text/html", source_url="https://x.test/", company_domain="x.test")


def main() -> None:
    bodies = pages()
    for body in bodies:
        run(body)  # warm every cache and lazy table
    median = sorted(bodies, key=len)[len(bodies) // 2]
    rates = []
    for _ in range(7):
        start = time.process_time()
        for _ in range(50):
            run(median)
        rates.append(50 / (time.process_time() - start))
    start = time.process_time()
    for _ in range(5):
        for body in bodies:
            run(body)
    whole = 5 * len(bodies) / (time.process_time() - start)
    print(
        f"{vendorstack.extraction.__file__}: median page {len(median) / 1000:.1f} KB "
        f"{statistics.median(rates):.0f} pages/s; all {len(bodies)} pages {whole:.0f} pages/s"
    )


if __name__ == "__main__":
    main()
