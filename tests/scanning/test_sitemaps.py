"""Sitemaps: urlsets, indexes, gzip, caps, and robots.txt `Sitemap:` lines."""

from __future__ import annotations

import gzip

import pytest

from tests.scanning.sites import html as h
from vendorstack.scanning.sitemaps import (
    SitemapTooLarge,
    parse_sitemap,
    robots_sitemaps,
)


def test_a_urlset_lists_its_pages() -> None:
    body = h.sitemap(["https://acme.com/", "https://acme.com/legal?a=1&b=2"]).encode()
    sitemap = parse_sitemap(body, 10_000)
    assert sitemap.urls == ("https://acme.com/", "https://acme.com/legal?a=1&b=2")
    assert not sitemap.is_index


def test_an_index_lists_sitemaps() -> None:
    body = h.sitemap_index(["https://acme.com/pages.xml.gz"]).encode()
    assert parse_sitemap(body, 10_000).is_index


def test_gzipped_sitemaps_are_inflated_under_a_cap() -> None:
    body = gzip.compress(h.sitemap(["https://acme.com/subprocessors"]).encode())
    assert parse_sitemap(body, 10_000).urls == ("https://acme.com/subprocessors",)
    bomb = gzip.compress(b"<urlset>" + b" " * 100_000)
    with pytest.raises(SitemapTooLarge):
        parse_sitemap(bomb, 10_000)


def test_only_http_urls_are_kept() -> None:
    body = b"<urlset><url><loc>javascript:alert(1)</loc></url><url><loc>ftp://x</loc></url>"
    assert parse_sitemap(body, 10_000).urls == ()


def test_robots_sitemap_lines() -> None:
    robots = b"User-agent: *\nDisallow: /admin\nSitemap: https://acme.com/a.xml\nsitemap:/rel\n"
    assert robots_sitemaps(robots) == ["https://acme.com/a.xml"]
