"""Requests uvicorn refuses before the app (a URL past its limits, a request line that is not
HTTP) still get a JSON error body with an `X-Request-Id`, from a real `vendorstack serve`."""

from __future__ import annotations

import socket
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlsplit

import orjson
import pytest

from tests.served import Server, served


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    folder: Path = tmp_path_factory.mktemp("rejections")
    with served(f"sqlite:///{folder}/vs.db", {}) as running:
        yield running


def raw_exchange(server: Server, request: bytes) -> tuple[str, dict[str, str], bytes]:
    """Send bytes as they are (no client would send these) and read the whole answer."""
    parts = urlsplit(server.url)
    with socket.create_connection((parts.hostname, parts.port), timeout=10) as sock:
        sock.sendall(request)
        chunks = []
        while chunk := sock.recv(65536):
            chunks.append(chunk)
    head, _, body = b"".join(chunks).partition(b"\r\n\r\n")
    status, *lines = head.decode("latin-1").split("\r\n")
    headers = {k.lower(): v.strip() for k, _, v in (line.partition(":") for line in lines)}
    return status, headers, body


@pytest.mark.parametrize(
    "request_bytes",
    [
        b"GET /v1/pricing?" + b"a" * 100_000 + b" HTTP/1.1\r\nHost: x\r\n\r\n",
        b"NOT HTTP AT ALL\r\n\r\n",
        b"GET /v1/pricing HTTP/1.1\r\nHost: x\r\nBad Header Name: y\r\n\r\n",
    ],
    ids=["100 KB URL", "not HTTP", "malformed header"],
)
def test_a_request_the_server_cannot_read_gets_a_json_400_with_an_id(
    server: Server, request_bytes: bytes
) -> None:
    status, headers, body = raw_exchange(server, request_bytes)

    assert status.startswith("HTTP/1.1 400")
    assert headers["content-type"] == "application/json"
    document = orjson.loads(body)
    assert document["error"] == "validation_error"
    assert document["request_id"] == headers["x-request-id"]
    assert "nothing was done" in document["message"]
