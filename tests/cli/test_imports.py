"""The API commands and the client load none of the server: they start quickly and install
nothing a caller of the API does not need at run time."""

from __future__ import annotations

import subprocess
import sys

SERVER_MODULES = ("sqlalchemy", "fastapi", "uvicorn", "mcp", "vendorstack.services")


def test_the_lookup_commands_import_no_server_module() -> None:
    probe = (
        "import sys, vendorstack.cli.lookups, vendorstack.client;"
        f"print([m for m in {SERVER_MODULES!r} if m in sys.modules])"
    )
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)

    assert done.stdout.strip() == "[]"
