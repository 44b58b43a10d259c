"""One served app for the command tests of this package (starting one takes seconds)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.served import Server, served_sites

LAYOUTS = ["footer_link", "no_disclosure", "connection_refused"]


@pytest.fixture(scope="package")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """`vendorstack serve` on a SQLite file whose live scans reach these fixture sites."""
    with served_sites(tmp_path_factory.mktemp("cli"), LAYOUTS) as server:
        yield server
