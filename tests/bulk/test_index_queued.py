"""`vendorstack index` in the distributed mode: each domain a procrastinate job that a
`vendorstack worker` subprocess scans, the command only enqueuing and waiting."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from tests.bulk.generated import EXPECTED, generated, serve
from tests.scanning.testweb import TestWeb
from tests.scans.queue_support import fresh_postgres, scan_jobs, scans_of
from vendorstack.cluster import start_cluster
from vendorstack.scans.recorder import FOUND_OUTCOMES

ANSWER_SECONDS = 180  # a bound on the command's run, never a measurement


def test_bulk_indexing_goes_through_the_queue_and_its_workers(tmp_path: Path) -> None:
    # answers only: a failing site's retries are the queue tests' subject (tests/scans)
    sites = [s for s in generated(10, prefix="queuedco") if s.kind in ("disclosure", "none")]
    list_file = tmp_path / "domains.txt"
    list_file.write_text("\n".join(s.domain for s in sites) + "\n")
    with fresh_postgres() as database, TestWeb() as web:
        env = {
            "VENDORSTACK_SCAN_HOST_MAP": serve(web, sites),
            "VENDORSTACK_SCAN_HOST_DELAY_SECONDS": "0",
            "VENDORSTACK_SCAN_RETRY_BACKOFF_SECONDS": "0",
        }
        with start_cluster(database_url=database, apis=0, workers=1, env=env) as cluster:
            done = subprocess.run(
                [sys.executable, "-m", "vendorstack.cli", "index", str(list_file),
                 "--state-dir", str(tmp_path / "state")],
                env={**os.environ, **cluster.env}, capture_output=True, text=True,
                timeout=ANSWER_SECONDS, check=False,
            )  # fmt: skip
        jobs = {s.domain: scan_jobs(database, s.domain) for s in sites}
        scans = {s.domain: scans_of(database, s.domain) for s in sites}

    assert done.returncode == 0, done.stderr
    for site in sites:
        assert jobs[site.domain], f"{site.domain} was not queued"
        assert len(scans[site.domain]) == 1  # scanned once, by the worker
        outcome = scans[site.domain][0][0]
        assert (outcome in FOUND_OUTCOMES) == (EXPECTED[site.kind] == "found")
        assert outcome == ("parsed" if EXPECTED[site.kind] == "found" else "not_found")
