"""TLS to a pinned address still verifies the public host name (SNI + certificate check)."""

from __future__ import annotations

import shutil
import ssl
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.scanning.testweb import TestWeb
from vendorstack.scanning.errors import TLSError
from vendorstack.scanning.fetch import Fetcher
from vendorstack.scanning.hostmap import HostMap
from vendorstack.scanning.policy import ScanPolicy

pytestmark = pytest.mark.anyio

POLICY = ScanPolicy(per_host_delay=0.0)


@pytest.fixture(scope="module")
def certificate(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """A self-signed certificate for acme-corp.com only (no IP address in it)."""
    if shutil.which("openssl") is None:
        pytest.skip("openssl is not installed")
    folder = tmp_path_factory.mktemp("tls")
    cert, key = folder / "cert.pem", folder / "key.pem"
    subprocess.run(
        ["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2",
         "-subj", "/CN=acme-corp.com", "-addext", "subjectAltName=DNS:acme-corp.com",
         "-keyout", str(key), "-out", str(cert)],
        check=True, capture_output=True,
    )  # fmt: skip
    return cert, key


@pytest.fixture
def secure_web(certificate: tuple[Path, Path]) -> Iterator[TestWeb]:
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(*certificate)
    with TestWeb(tls=context) as web:
        web.add_site("acme-corp.com", {"/": "secure home"})
        web.add_site("globex.io", {"/": "wrong certificate"})
        yield web


def trusting(certificate: tuple[Path, Path]) -> ssl.SSLContext:
    return ssl.create_default_context(cafile=str(certificate[0]))


async def test_the_certificate_is_checked_against_the_public_name(
    secure_web: TestWeb, certificate: tuple[Path, Path]
) -> None:
    host_map = secure_web.host_map()
    async with Fetcher(POLICY, host_map, ssl_context=trusting(certificate)) as fetcher:
        page = await fetcher.fetch("https://acme-corp.com/")
    assert (page.url, page.body) == ("https://acme-corp.com/", b"secure home")
    assert secure_web.origin.startswith("https://127.0.0.1:")


async def test_a_certificate_for_another_name_is_a_tls_error(
    secure_web: TestWeb, certificate: tuple[Path, Path]
) -> None:
    host_map = secure_web.host_map()
    async with Fetcher(POLICY, host_map, ssl_context=trusting(certificate)) as fetcher:
        with pytest.raises(TLSError) as refused:
            await fetcher.fetch("https://globex.io/")
    assert refused.value.reason == "tls_error"
    assert secure_web.paths("globex.io") == []


async def test_an_untrusted_certificate_is_a_tls_error(secure_web: TestWeb) -> None:
    async with Fetcher(POLICY, secure_web.host_map()) as fetcher:
        with pytest.raises(TLSError):
            await fetcher.fetch("https://acme-corp.com/")


async def test_tls_to_a_plain_http_server_is_a_tls_error(testweb: TestWeb) -> None:
    testweb.add_site("acme-corp.com", {"/": "plain"})
    host_map = HostMap.parse(f"acme-corp.com=https://127.0.0.1:{testweb.port}")
    async with Fetcher(POLICY, host_map) as fetcher:
        with pytest.raises(TLSError):
            await fetcher.fetch("https://acme-corp.com/")
