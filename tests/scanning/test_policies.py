"""Lists that live inside a long privacy policy (40-60 KB, not titled as a list, the list at
or near its end) are found and read end to end, in every language, over the local test web."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.scanning.sites import FixtureSite, fast_policy, scan_all
from tests.scanning.sites.invented import InventedVendor
from tests.scanning.sites.policies import policy_sites
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
