"""Response bodies: media types, sniffing, and reading under size and decompression caps."""

from __future__ import annotations

import zlib
from collections.abc import AsyncIterator

from vendorstack.scanning.errors import DecompressionBomb, TooLarge, UnsupportedContent
from vendorstack.scanning.policy import ScanPolicy

SNIFFED_TYPES = frozenset(
    {"", "application/octet-stream", "binary/octet-stream", "application/x-download"}
)
GZIP_WBITS = 16 + zlib.MAX_WBITS
ZLIB_WBITS = zlib.MAX_WBITS
RAW_DEFLATE_WBITS = -zlib.MAX_WBITS


def media_type(content_type: str | None) -> tuple[str, str | None]:
    """`Text/HTML; charset="UTF-8"` → (`text/html`, `utf-8`)."""
    kind, *params = (content_type or "").split(";")
    charset = None
    for param in params:
        name, _, value = param.partition("=")
        if name.strip().lower() == "charset" and value.strip(' "'):
            charset = value.strip(' "').lower()
    return kind.strip().lower(), charset


def sniff(body: bytes) -> str:
    """The media type of a body served without a useful Content-Type: PDF, HTML, or unknown."""
    head = body[:1024].lstrip(b"\xef\xbb\xbf \t\r\n")
    if head.startswith(b"%PDF-"):
        return "application/pdf"
    if head[:1] == b"<":
        return "text/html"
    return "application/octet-stream"


class Decoder:
    """Undoes one Content-Encoding, refusing output past the decompressed-size and ratio caps."""

    def __init__(self, url: str, encoding: str, policy: ScanPolicy) -> None:
        self.url = url
        self.policy = policy
        self.consumed = 0
        self.produced = 0
        self._wbits = _wbits(url, encoding)
        self._zlib = zlib.decompressobj(self._wbits) if self._wbits is not None else None

    def feed(self, chunk: bytes) -> bytes:
        self.consumed += len(chunk)
        if self._zlib is None:
            self.produced += len(chunk)
            return chunk
        room = self.policy.max_decompressed_bytes - self.produced
        try:
            data = self._zlib.decompress(chunk, room + 1)
        except zlib.error:
            data = self._retry_as_raw_deflate(chunk, room)
        return self._count(data)

    def flush(self) -> bytes:
        return self._count(self._zlib.flush()) if self._zlib is not None else b""

    def _retry_as_raw_deflate(self, chunk: bytes, room: int) -> bytes:
        """Servers often send raw deflate streams as `deflate`; try once, on the first chunk."""
        corrupt = UnsupportedContent(self.url, "the compressed body is corrupt")
        if self._wbits != ZLIB_WBITS or self.produced or self.consumed != len(chunk):
            raise corrupt
        self._wbits = RAW_DEFLATE_WBITS
        self._zlib = zlib.decompressobj(RAW_DEFLATE_WBITS)
        try:
            return self._zlib.decompress(chunk, room + 1)
        except zlib.error:
            raise corrupt from None

    def _count(self, data: bytes) -> bytes:
        self.produced += len(data)
        if self.produced > self.policy.max_decompressed_bytes:
            raise DecompressionBomb(self.url, "decompressed body exceeds the size cap")
        ratio = self.produced / max(self.consumed, 1)
        if self.produced > self.policy.ratio_check_after_bytes and (
            ratio > self.policy.max_compression_ratio
        ):
            raise DecompressionBomb(self.url, f"compression ratio {ratio:.0f}:1 exceeds the cap")
        return data


def _wbits(url: str, encoding: str) -> int | None:
    encoding = encoding.strip().lower()
    if encoding in ("", "identity"):
        return None
    if encoding in ("gzip", "x-gzip"):
        return GZIP_WBITS
    if encoding == "deflate":
        return ZLIB_WBITS
    raise UnsupportedContent(url, f"unsupported Content-Encoding {encoding!r}")


async def read_body(
    url: str,
    chunks: AsyncIterator[bytes],
    encoding: str,
    policy: ScanPolicy,
    keep: int | None = None,
) -> bytes:
    """Read raw chunks under the body cap, decoding as they stream; abort past any cap."""
    decoder = Decoder(url, encoding, policy)
    parts: list[bytes] = []
    async for chunk in chunks:
        if decoder.consumed + len(chunk) > policy.max_body_bytes:
            raise TooLarge(url, f"body exceeds {policy.max_body_bytes} bytes")
        parts.append(decoder.feed(chunk))
        if keep is not None and decoder.produced >= keep:
            return b"".join(parts)[:keep]
    parts.append(decoder.flush())
    return b"".join(parts)
