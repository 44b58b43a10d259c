"""Sites built from every real disclosure in ../shared/corpus: each list found where it lives."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.scanning.sites import FixtureSite, fast_policy, scan_all
from tests.scanning.sites.corpus import LAYOUTS, corpus_sites, read_entries
from tests.scanning.testweb import TestWeb
from vendorstack.scanning.report import ScanReport

pytestmark = pytest.mark.corpus


@pytest.fixture(scope="module")
def sites(corpus_dir: Path) -> list[FixtureSite]:
    return corpus_sites(corpus_dir)


@pytest.fixture(scope="module")
def reports(sites: list[FixtureSite]) -> Iterator[dict[str, ScanReport]]:
    with TestWeb() as web:
        yield scan_all(web, sites, fast_policy())


def test_every_layout_is_exercised(sites: list[FixtureSite]) -> None:
    assert {site.layout for site in sites} == {name for name, _ in LAYOUTS} | {"negative"}


def test_every_entry_becomes_a_site(corpus_dir: Path, sites: list[FixtureSite]) -> None:
    assert [site.domain for site in sites] == [entry.domain for entry in read_entries(corpus_dir)]


def test_disclosures_are_found_at_their_public_url(
    sites: list[FixtureSite], reports: dict[str, ScanReport]
) -> None:
    expected = {s.domain: s.disclosure_url for s in sites if s.disclosure_url}
    found = {d: reports[d].disclosure_url for d in expected}
    assert found == expected


def test_negatives_are_not_found(sites: list[FixtureSite], reports: dict[str, ScanReport]) -> None:
    for site in sites:
        if site.layout == "negative":
            report = reports[site.domain]
            assert (report.outcome, report.reason, report.disclosure_url) == (
                "not_found",
                "no_disclosure",
                None,
            )
            assert report.probed_urls


def test_disclosures_are_parsed(sites: list[FixtureSite], reports: dict[str, ScanReport]) -> None:
    outcomes = {s.domain: reports[s.domain].outcome for s in sites if s.disclosure_url}
    assert set(outcomes.values()) == {"parsed"}, outcomes
    assert all(reports[domain].claims for domain in outcomes)


def test_requests_per_scan_stay_low(
    sites: list[FixtureSite], reports: dict[str, ScanReport]
) -> None:
    counts = sorted(reports[s.domain].request_count for s in sites if s.disclosure_url)
    assert counts[len(counts) // 2] <= 12
