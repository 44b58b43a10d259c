"""Score whole scans on ../shared/corpus: each company site served by the local test web,
found by `scan_domain` from its bare domain, and its claims compared with the labels.

This is the extractor's score as a user meets it: discovery must land on the disclosure (its
`disclosure_url` must be the public URL) before the rows can be read. Sites come from
`tests.scanning.sites.corpus`, which places each page at its `live_url_guess` and links it the
way real sites do (footer, legal hub, privacy policy, docs subdomain ...).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import anyio
from tests.scanning.sites import FixtureSite, fast_policy, host_map, install
from tests.scanning.sites.corpus import corpus_sites
from tests.scanning.testweb import TestWeb

from bench.accuracy import PageScore, renderings, scored
from vendorstack.extraction import Extraction
from vendorstack.scanning.report import ScanReport
from vendorstack.scanning.resolver import StaticResolver
from vendorstack.scanning.scanner import scan_domain


@dataclass(frozen=True, slots=True)
class ScanScore:
    """One site's whole scan: the claims scored like a page, plus where the scan landed."""

    page: PageScore
    expected_url: str | None
    disclosure_url: str | None
    outcome: str
    requests: int

    @property
    def url_ok(self) -> bool:
        return self.disclosure_url == self.expected_url


def score_scans(corpus: Path) -> list[ScanScore]:
    """Serve every corpus site, scan each from its bare domain, score the result."""
    sites = corpus_sites(corpus)
    with TestWeb() as web:
        install(web, sites)
        mapping = host_map(web, sites)

        async def run() -> list[ScanScore]:
            scores = []
            for site in sites:
                report = await scan_domain(
                    site.domain, policy=fast_policy(), host_map=mapping, resolver=StaticResolver({})
                )
                scores.append(_score(site, report, corpus / site.domain))
            return scores

        return anyio.run(run)


def _score(site: FixtureSite, report: ScanReport, folder: Path) -> ScanScore:
    """Claims against the folder's labels; quotes against the served page's renderings."""
    texts = renderings((folder / "page.html").read_text(encoding="utf-8"))
    kind = "negative" if site.layout == "negative" else "disclosure"
    result = Extraction(claims=report.claims, sms_evidence=report.sms_evidence)
    page = scored(site.domain, kind, folder, result, report.found, texts)
    return ScanScore(
        page, site.disclosure_url, report.disclosure_url, report.outcome, report.request_count
    )
