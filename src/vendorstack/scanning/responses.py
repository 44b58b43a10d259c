"""One HTTP response as a `Reply`: a redirect to follow, or a typed body read under caps."""

from __future__ import annotations

from dataclasses import dataclass

import httpx

from vendorstack.scanning.content import SNIFFED_TYPES, media_type, read_body, sniff
from vendorstack.scanning.errors import TooLarge, UnsupportedContent
from vendorstack.scanning.policy import ScanPolicy

REDIRECT_STATUSES = frozenset({301, 302, 303, 307, 308})


@dataclass(frozen=True)
class Wanted:
    """What a fetch accepts: `types` (None: any, as served) and `keep`, a quiet truncation point."""

    types: frozenset[str] | None
    keep: int | None = None


@dataclass(frozen=True)
class Reply:
    status: int
    content_type: str = ""
    body: bytes = b""
    charset: str | None = None
    location: str | None = None


async def read_reply(
    url: str, response: httpx.Response, policy: ScanPolicy, wanted: Wanted
) -> Reply:
    """Redirects carry only their Location; other bodies are read if they are of a wanted type."""
    status, location = response.status_code, response.headers.get("location")
    if status in REDIRECT_STATUSES and location:
        return Reply(status, location=location)
    kind, charset = media_type(response.headers.get("content-type"))
    if not _worth_reading(url, status, kind, wanted):
        return Reply(status, kind, charset=charset)
    _check_declared_length(url, response, policy.max_body_bytes)
    encoding = response.headers.get("content-encoding", "")
    body = await read_body(url, response.aiter_raw(), encoding, policy, wanted.keep)
    return _typed(url, Reply(status, kind, body, charset), wanted)


def _worth_reading(url: str, status: int, kind: str, wanted: Wanted) -> bool:
    if wanted.types is None or kind in wanted.types or kind in SNIFFED_TYPES:
        return True
    if 200 <= status < 300:
        raise UnsupportedContent(url, f"{kind} is not processed")
    return False


def _typed(url: str, reply: Reply, wanted: Wanted) -> Reply:
    """Sniff bodies served without a useful type; a 2xx body of no wanted type is refused."""
    if wanted.types is None or reply.content_type not in SNIFFED_TYPES:
        return reply
    kind = sniff(reply.body)
    if kind in wanted.types:
        return Reply(reply.status, kind, reply.body, reply.charset)
    if 200 <= reply.status < 300:
        raise UnsupportedContent(url, "the body is neither HTML nor PDF")
    return Reply(reply.status, kind, b"", reply.charset)


def _check_declared_length(url: str, response: httpx.Response, cap: int) -> None:
    declared = response.headers.get("content-length", "")
    if declared.isdigit() and int(declared) > cap:
        raise TooLarge(url, f"Content-Length {declared} exceeds {cap} bytes")
