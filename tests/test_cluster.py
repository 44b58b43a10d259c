"""`make cluster` (`python -m vendorstack.cluster`): 2 API processes and 2 workers in the
foreground, their URLs printed, all stopped by one Ctrl-C (SIGINT to the process group)."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys

import httpx
import pytest

from tests.scans.queue_support import fresh_postgres
from vendorstack.cluster import free_port

pytestmark = pytest.mark.postgres


def _listening(port: int) -> bool:
    with socket.socket() as sock:
        return sock.connect_ex(("127.0.0.1", port)) == 0


def test_the_cluster_runs_until_ctrl_c_and_then_stops_every_process() -> None:
    ports = [free_port(), free_port()]
    with fresh_postgres() as database:
        command = [sys.executable, "-m", "vendorstack.cluster", "--database-url", database]
        command += ["--redis-url", "", "--ports", ",".join(map(str, ports)), "--workers", "2"]
        launcher = subprocess.Popen(
            command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
            start_new_session=True,
        )  # fmt: skip
        assert launcher.stdout is not None
        announced = launcher.stdout.readline()  # printed once every process is ready
        answers = [httpx.get(f"http://127.0.0.1:{port}/v1/pricing") for port in ports]

        os.killpg(launcher.pid, signal.SIGINT)  # what Ctrl-C in a terminal does
        code = launcher.wait(timeout=60)
        launcher.stdout.close()

    assert announced.startswith("VendorStack cluster: API at http://127.0.0.1:")
    assert [answer.status_code for answer in answers] == [200, 200]
    assert code == 0
    assert not any(_listening(port) for port in ports)
