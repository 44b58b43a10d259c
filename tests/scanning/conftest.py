"""Fixtures for scanner tests: the local test web, a connection recorder, fetchers routed to it."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest

from tests.scanning.testweb import ConnectionRecorder, TestWeb
from vendorstack.scanning.fetch import Fetcher
from vendorstack.scanning.policy import ScanPolicy
from vendorstack.scanning.resolver import StaticResolver

FetcherFactory = Callable[..., Fetcher]


@pytest.fixture
def testweb() -> Iterator[TestWeb]:
    """A fresh local web (one loopback port, virtual hosts by `Host`), closed after the test."""
    with TestWeb() as web:
        yield web


@pytest.fixture
def recorder() -> Iterator[ConnectionRecorder]:
    """A loopback listener that records every connection attempt made to it."""
    with ConnectionRecorder() as rec:
        yield rec


@pytest.fixture
def fetcher_for(testweb: TestWeb) -> FetcherFactory:
    """`async with fetcher_for(max_requests=3) as fetcher:` — a Fetcher routed to the test web.

    Policy fields may be overridden; the per-host delay defaults to 0 to keep tests fast. Add the
    sites first: the host map is taken when the fetcher is made. No real DNS is ever asked.
    """

    def make(resolver: Any = None, **policy: Any) -> Fetcher:
        settings = ScanPolicy(**{"per_host_delay": 0.0, **policy})
        return Fetcher(settings, testweb.host_map(), resolver or StaticResolver({}))

    return make
