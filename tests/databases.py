"""PostgreSQL databases of a test's (or a benchmark's) own, on the server CI provides.

Tests that start processes, or that must not see other tests' rows, create a database of
their own on the server named by `VENDORSTACK_TEST_POSTGRES_URL` and drop it when done.
"""

from __future__ import annotations

import os
import secrets
from collections.abc import Iterator
from contextlib import contextmanager

from sqlalchemy import make_url, text

from vendorstack.storage.engine import make_engine


def admin_url() -> str | None:
    """The URL of the test server's admin database, when one is configured."""
    return os.environ.get("VENDORSTACK_TEST_POSTGRES_URL") or None


@contextmanager
def private_database(server_url: str, prefix: str, *, keep: bool = False) -> Iterator[str]:
    """An empty database `<prefix>_<random>` on `server_url`'s server, dropped on exit even
    while processes still hold connections to it (`WITH (FORCE)`); `keep` leaves it there
    (a benchmark's large index, to run again without seeding)."""
    name = f"{prefix}_{secrets.token_hex(4)}"
    admin = make_engine(server_url).execution_options(isolation_level="AUTOCOMMIT")
    try:
        with admin.connect() as connection:
            connection.execute(text(f'CREATE DATABASE "{name}"'))
        try:
            yield make_url(server_url).set(database=name).render_as_string(hide_password=False)
        finally:
            if not keep:
                with admin.connect() as connection:
                    connection.execute(text(f'DROP DATABASE "{name}" WITH (FORCE)'))
    finally:
        admin.dispose()
