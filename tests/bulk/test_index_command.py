"""`vendorstack index` as a user runs it: a subprocess, stopped by SIGTERM, run again."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from tests.bulk.generated import generated, lines, serve
from tests.scanning.testweb import TestWeb

DEADLINE_SECONDS = 60


def _command(list_file: Path, state: Path) -> list[str]:
    return [sys.executable, "-m", "vendorstack.cli", "index", str(list_file),
            "--concurrency", "2", "--state-dir", str(state)]  # fmt: skip


def _progress_lines(state: Path) -> int:
    return sum(len(p.read_bytes().splitlines()) for p in state.glob("*.jsonl"))


def test_sigterm_stops_the_run_and_the_same_command_resumes_it(
    sqlite_url: str, tmp_path: Path
) -> None:
    sites = generated(12, prefix="cmdco")
    list_file, state = tmp_path / "domains.txt", tmp_path / "state"
    listed = [*lines(sites), "not a domain"]
    list_file.write_text("\n".join(listed) + "\n")
    with TestWeb() as web:
        env = {
            **os.environ,
            "VENDORSTACK_DATABASE_URL": sqlite_url,
            "VENDORSTACK_SCAN_HOST_MAP": serve(web, sites, slow_seconds=0.5),
            "VENDORSTACK_SCAN_HOST_DELAY_SECONDS": "0",
        }
        first = subprocess.Popen(
            _command(list_file, state), env=env, stdout=subprocess.PIPE,
            stderr=subprocess.PIPE, text=True,
        )  # fmt: skip
        deadline = time.monotonic() + DEADLINE_SECONDS
        while _progress_lines(state) < 2 and first.poll() is None:
            assert time.monotonic() < deadline, "no domain finished"
            time.sleep(0.05)  # polling the progress file for a condition, not waiting out work
        first.send_signal(signal.SIGTERM)
        _out, err = first.communicate(timeout=DEADLINE_SECONDS)
        assert first.returncode == 130, err
        assert "run the same command again to resume" in err
        assert f"line {len(listed)}: 'not a domain' skipped" in err
        done_first = _finished_domains(state)
        hits_before = len(web.hits_for())

        second = subprocess.run(
            _command(list_file, state), env=env, capture_output=True, text=True,
            timeout=DEADLINE_SECONDS * 2, check=False,
        )  # fmt: skip
        hosts_again = {hit.host for hit in web.hits_for()[hits_before:]}

    assert second.returncode == 1, second.stderr  # failed domains and a bad line
    assert "earlier run" in second.stdout
    assert "failed" in second.stdout
    assert len(done_first) >= 2
    assert not hosts_again & done_first
    assert _finished_domains(state) > done_first


def _finished_domains(state: Path) -> set[str]:
    return {
        json.loads(line)["domain"]
        for path in state.glob("*.jsonl")
        for line in path.read_text().splitlines()
    }
