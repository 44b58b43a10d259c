"""Sitemaps and robots.txt `Sitemap:` lines, read with a regex (no XML parser, no entity bombs).

Handles `<urlset>`, `<sitemapindex>` and gzip-compressed `.xml.gz` files under a size cap.
"""

from __future__ import annotations

import html
import re
import zlib
from dataclasses import dataclass

LOC = re.compile(rb"<loc>\s*(.*?)\s*</loc>", re.IGNORECASE | re.DOTALL)
INDEX = re.compile(rb"<sitemapindex[\s>]", re.IGNORECASE)
ROBOTS_SITEMAP = re.compile(r"^\s*sitemap\s*:\s*(\S+)", re.IGNORECASE | re.MULTILINE)
GZIP_MAGIC = b"\x1f\x8b"
MAX_LOCS = 50_000
SITEMAP_TYPES = frozenset(
    {"application/xml", "text/xml", "application/gzip", "application/x-gzip",
     "application/octet-stream"}
)  # fmt: skip


class SitemapTooLarge(ValueError):
    """The sitemap expands past the decompressed-size cap."""


@dataclass(frozen=True, slots=True)
class Sitemap:
    """The URLs one sitemap file lists; `is_index` when they are further sitemaps."""

    urls: tuple[str, ...]
    is_index: bool


def parse_sitemap(body: bytes, max_bytes: int) -> Sitemap:
    """Read a (possibly gzipped) sitemap; raise `SitemapTooLarge` past `max_bytes` inflated."""
    if body.startswith(GZIP_MAGIC):
        body = gunzip(body, max_bytes)
    locs = (html.unescape(m.decode("utf-8", "replace")) for m in LOC.findall(body))
    urls = tuple(url for url in locs if url.startswith(("http://", "https://")))[:MAX_LOCS]
    return Sitemap(urls, INDEX.search(body[:4096]) is not None)


def gunzip(body: bytes, max_bytes: int) -> bytes:
    inflater = zlib.decompressobj(16 + zlib.MAX_WBITS)
    try:
        data = inflater.decompress(body, max_bytes + 1)
    except zlib.error:
        return b""
    if len(data) > max_bytes:
        raise SitemapTooLarge(f"sitemap inflates past {max_bytes} bytes")
    return data


def robots_sitemaps(body: bytes) -> list[str]:
    """The `Sitemap:` URLs a robots.txt names, in order."""
    text = body.decode("utf-8", errors="replace")
    return [url for url in ROBOTS_SITEMAP.findall(text) if url.startswith(("http://", "https://"))]
