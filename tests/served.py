"""`vendorstack serve` as a subprocess on a free port: the path a new user takes.

`served(env)` starts it with settings from the environment, waits for uvicorn's start-up
line (an event, not a sleep) and stops it afterwards. Live scans go to the local test web
through VENDORSTACK_SCAN_HOST_MAP.
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import threading
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import httpx

from tests.scanning.sites import host_map_spec, install
from tests.scanning.sites.layouts import site
from tests.scanning.testweb import TestWeb

START_TIMEOUT_SECONDS = 30


@dataclass(frozen=True)
class Server:
    url: str
    env: dict[str, str]
    pid: int = 0  # the server process, for benchmarks that read its RSS


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


def _watch_start_up(server: subprocess.Popen[str]) -> tuple[threading.Event, threading.Thread]:
    """An event set once uvicorn reports start-up complete, and the thread draining stderr."""
    started = threading.Event()

    def read() -> None:
        assert server.stderr is not None
        for line in server.stderr:
            # uvicorn binds its socket after the app's start-up: "Application startup
            # complete" comes before a connection can be accepted, this line after.
            if "Uvicorn running on" in line:
                started.set()

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    return started, reader


@contextmanager
def served(database_url: str, env: Mapping[str, str], *, base_url: bool = True) -> Iterator[Server]:
    """`vendorstack serve` on a free port with these settings, until the block ends; its
    VENDORSTACK_BASE_URL is its own address unless `base_url` is false (then it is unset)."""
    port = free_port()
    url = f"http://127.0.0.1:{port}"
    full_env = {**os.environ, "VENDORSTACK_DATABASE_URL": database_url}
    full_env.pop("VENDORSTACK_BASE_URL", None)
    if base_url:
        full_env["VENDORSTACK_BASE_URL"] = url
    full_env.update(env)
    command = [sys.executable, "-m", "vendorstack.cli", "serve", "--port", str(port)]
    process = subprocess.Popen(command, env=full_env, stderr=subprocess.PIPE, text=True)
    started, reader = _watch_start_up(process)
    try:
        assert started.wait(START_TIMEOUT_SECONDS), "vendorstack serve did not start"
        assert httpx.get(f"{url}/healthz").json() == {"ok": True}
        yield Server(url, full_env, process.pid)
    finally:
        process.terminate()
        process.wait(timeout=10)
        reader.join(timeout=10)  # the pipe ends with the process
        if process.stderr is not None:
            process.stderr.close()


def new_key(server: Server, email: str = "ops@example.com") -> str:
    response = httpx.post(f"{server.url}/v1/keys", json={"email": email})
    assert response.status_code == 201, response.text
    key: str = response.json()["api_key"]
    return key


@contextmanager
def served_sites(folder: Path, layouts: Sequence[str]) -> Iterator[Server]:
    """A served app on a fresh SQLite file whose live scans reach these fixture sites."""
    sites = [site(layout) for layout in layouts]
    with TestWeb() as web:
        install(web, sites)
        env = {
            "VENDORSTACK_SCAN_HOST_MAP": host_map_spec(web, sites),
            "VENDORSTACK_SCAN_HOST_DELAY_SECONDS": "0",
        }
        with served(f"sqlite:///{folder}/vs.db", env) as server:
            yield server


def spent_key(server: Server, domain: str) -> str:
    """A new key whose free credits all went on checks of `domain` (which must name vendors)."""
    key = new_key(server, "spent@example.com")
    headers = {"Authorization": f"Bearer {key}"}
    while True:
        response = httpx.get(
            f"{server.url}/v1/check", params={"url": domain}, headers=headers, timeout=90
        )
        assert response.status_code == 200, response.text
        if response.json()["credit_balance"] == 0:
            return key
