"""`vendorstack ARGS` as a new user runs it, against a served app."""

from __future__ import annotations

import os
import subprocess
import sys

from tests.served import Server


def vendorstack(server: Server, key: str | None, *args: str) -> subprocess.CompletedProcess[str]:
    """`vendorstack ARGS` with VENDORSTACK_API_URL (and the key, when given) set."""
    env = {**os.environ, "VENDORSTACK_API_URL": server.url, "COLUMNS": "200"}
    env.pop("VENDORSTACK_API_KEY", None)
    if key is not None:
        env["VENDORSTACK_API_KEY"] = key
    command = [sys.executable, "-m", "vendorstack.cli", *args]
    return subprocess.run(
        command, env=env, capture_output=True, text=True, timeout=150, check=False
    )
