"""Lists that live inside a long privacy policy (40-60 KB, not titled as a list, the list at
or near its end) are found and read end to end, in every language, over the local test web."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.scanning.sites import FixtureSite, fast_policy, scan_all
from tests.scanning.sites.invented import InventedVendor
from tests.scanning.sites.policies import guide_sites, policy_sites
from tests.scanning.testweb import TestWeb
from vendorstack.scanning.report import ScanReport

SITES = policy_sites()


def _id(entry: tuple[FixtureSite, tuple[InventedVendor, ...]]) -> str:
    return f"{entry[0].domain.rsplit('.', 1)[1]}-{entry[0].layout}"


@pytest.fixture(scope="module")
def reports() -> Iterator[dict[str, ScanReport]]:
    with TestWeb() as web:
        yield scan_all(web, [site for site, _ in SITES], fast_policy())


@pytest.mark.parametrize("entry", SITES, ids=_id)
def test_a_list_inside_a_long_policy_is_found_and_read(
    entry: tuple[FixtureSite, tuple[InventedVendor, ...]], reports: dict[str, ScanReport]
) -> None:
    site, vendors = entry
    report = reports[site.domain]
    assert (report.outcome, report.reason, report.disclosure_url) == (
        "parsed",
        "parsed",
        site.disclosure_url,
    )
    named = {claim.vendor for claim in report.claims}
    if site.layout != "long_policy_unknown":
        assert {"aws", "stripe", "twilio"} <= named
    for vendor in vendors:
        assert any(vendor.stem in slug for slug in named), vendor


GUIDES = guide_sites()


@pytest.fixture(scope="module")
def guide_reports() -> Iterator[dict[str, ScanReport]]:
    with TestWeb() as web:
        yield scan_all(web, [site for site, _ in GUIDES], fast_policy())


@pytest.mark.parametrize("entry", GUIDES, ids=lambda entry: entry[0].domain.rsplit(".", 1)[1])
def test_a_guide_naming_vendors_in_a_table_is_no_disclosure(
    entry: tuple[FixtureSite, str], guide_reports: dict[str, ScanReport]
) -> None:
    """Vendor names alone do not confirm a page titled as a guide ("How to manage your
    sub-processors") in any language; the scan looks at it and says not_found."""
    site, guide = entry
    report = guide_reports[site.domain]
    assert guide in report.probed_urls
    assert (report.outcome, report.reason, report.claims) == ("not_found", "no_disclosure", ())
