"""`schemathesis run --checks all` against the served app finds no failure.

The app is served over real HTTP by uvicorn (in a thread), on a real SQLite database, with
the scan twin (a live scan answers from canned reports: no network) and a key holding plenty
of credits. The command is the one a reviewer runs against `vendorstack serve`; the seed is
fixed so CI is repeatable (docs/api.md gives the command to run with any seed).
"""

from __future__ import annotations

import asyncio
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest
import uvicorn

from tests.twins import TwinRunner, parsed
from vendorstack.accounts.service import grant_topup, new_account
from vendorstack.config import Settings
from vendorstack.server.app import create_app
from vendorstack.services import Services

SEED = "20261124"
MAX_EXAMPLES = "60"
SCHEMATHESIS = str(Path(sys.executable).with_name("schemathesis"))


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


def _key_with_credits(services: Services) -> str:
    now = datetime.now(UTC)
    key, store = new_account("fuzz@example.com", source_ip=None, request_id="fuzz", now=now)
    with services.engine.begin() as connection:
        store(connection)
        grant_topup(connection, key.api_key, credits=1_000_000, reference="fuzz", now=now)
    return key.api_key


@pytest.fixture
def served(settings: Settings) -> Iterator[tuple[str, str]]:
    """The app's base URL and a topped-up key; the server stops when the test ends."""
    runner = TwinRunner()
    runner.reports["stripe.com"] = parsed("stripe.com", ("aws", "cloud_infra", "AWS | Hosting"))
    limits = {"rate_limit": "1000000/minute", "key_creation_limit": "1000000/day"}
    services = Services.open(settings.model_copy(update=limits), runner=runner)
    port = _free_port()
    config = uvicorn.Config(create_app(services=services), port=port, log_level="warning")
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 30
    while not server.started:  # uvicorn offers no event to wait on
        assert thread.is_alive(), "the server stopped"
        assert time.monotonic() < deadline, "the server did not start"
        time.sleep(0.05)
    try:
        yield f"http://127.0.0.1:{port}", _key_with_credits(services)
    finally:
        server.should_exit = True
        thread.join(timeout=30)
        asyncio.run(services.close())  # the server's loop has ended with its thread


def test_schemathesis_with_every_check_finds_no_failure(
    served: tuple[str, str], tmp_path: Path
) -> None:
    base, key = served
    command = [SCHEMATHESIS, "run", f"{base}/openapi.json", "--checks", "all"]
    command += ["-H", f"Authorization: Bearer {key}", "--seed", SEED, "-n", MAX_EXAMPLES]
    command += ["--generation-database", "none", "--no-color"]

    result = subprocess.run(
        command, capture_output=True, text=True, timeout=600, cwd=tmp_path, check=False
    )

    assert result.returncode == 0, result.stdout[-12_000:] + result.stderr[-2_000:]
