"""Hard negatives end to end: generated company sites whose guides, product docs, integration
pages, cookie tables, security pages, DPA clauses, blog posts and customer pages name vendors
without being the list (`tests/scanning/negatives/`), scanned through `scan_domain` over the
local test web.

Scores, per part and per language:
- sites without a list: `found: false` rate, and "no vendors" rate (found false, or no claim);
- sites with a list elsewhere: found rate, `disclosure_url` right rate, and claims that quote no
  vendor of the real list (a decoy's vendors leaking into the answer);
- requests per scan (median, max).

Deterministic. The dev part runs by default; the held-back part only when asked
(`VENDORSTACK_NEGATIVES_PARTS=dev,held`), a few times in all (docs/scanning.md says how many).

    .venv/bin/python -m bench negatives_bench
"""

from __future__ import annotations

import os
import statistics
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from tests.scanning.negatives import NegativeSite, negative_sites
from tests.scanning.sites import fast_policy, scan_all
from tests.scanning.testweb import TestWeb

from vendorstack.scanning.report import ScanReport


@dataclass(frozen=True, slots=True)
class Result:
    """One site's scan against its truth."""

    fixture: NegativeSite
    found: bool
    vendors: int
    url_right: bool
    stray: int  # claims quoting no vendor of the real list
    requests: int
    outcome: str
    disclosure_url: str | None

    @property
    def has_list(self) -> bool:
        return self.fixture.site.disclosure_url is not None

    @property
    def clean(self) -> bool:
        """A site without a list: nothing found, or at least no vendor named."""
        return not self.found or self.vendors == 0


@dataclass(frozen=True, slots=True)
class Figures:
    negatives: int
    not_found: float
    no_vendors: float
    positives: int
    found: float
    url_right: float
    stray_claims: int
    requests_with_list: float  # median, sites with a list
    requests_without: float  # median, sites without one (they spend the budget looking)
    max_requests: int


def _stray(fixture: NegativeSite, report: ScanReport) -> int:
    brands = [v.name.split()[0].lower() for v in fixture.listed]
    return sum(not any(b in c.quote.lower() for b in brands) for c in report.claims)


def _result(fixture: NegativeSite, report: ScanReport) -> Result:
    url_right = report.disclosure_url == fixture.site.disclosure_url
    return Result(fixture, report.found, len(report.claims), url_right,
                  _stray(fixture, report), report.request_count, report.outcome,
                  report.disclosure_url)  # fmt: skip


def scan_part(part: str) -> list[Result]:
    """Serve every site of the part and scan each once."""
    fixtures = negative_sites(part)
    with TestWeb() as web:
        reports = scan_all(web, [f.site for f in fixtures], fast_policy())
    return [_result(fixture, reports[fixture.site.domain]) for fixture in fixtures]


def figures(results: Sequence[Result]) -> Figures:
    neg = [r for r in results if not r.has_list]
    pos = [r for r in results if r.has_list]
    return Figures(
        negatives=len(neg),
        not_found=_rate(not r.found for r in neg),
        no_vendors=_rate(r.clean for r in neg),
        positives=len(pos),
        found=_rate(r.found for r in pos),
        url_right=_rate(r.url_right for r in pos),
        stray_claims=sum(r.stray for r in pos),
        requests_with_list=_median([r.requests for r in pos]),
        requests_without=_median([r.requests for r in neg]),
        max_requests=max((r.requests for r in results), default=0),
    )


def _median(values: list[int]) -> float:
    return float(statistics.median(values)) if values else 0.0


def _rate(values: Iterable[bool]) -> float:
    items = list(values)
    return sum(items) / len(items) if items else 1.0


def line(label: str, f: Figures) -> str:
    return (f"{label:10} negatives n={f.negatives:3} found:false {f.not_found:6.1%}  no vendors "
            f"{f.no_vendors:6.1%} | lists n={f.positives:3} found {f.found:6.1%}  url right "
            f"{f.url_right:6.1%}  stray claims {f.stray_claims:3} | requests median "
            f"{f.requests_with_list:4.1f} with a list, {f.requests_without:4.1f} without, "
            f"max {f.max_requests}")  # fmt: skip


def failures(results: Sequence[Result]) -> list[str]:
    """What went wrong, one line a site: the decoy taken for the list, the list missed."""
    lines = []
    for r in results:
        if (r.has_list and r.url_right and r.stray == 0) or (not r.has_list and r.clean):
            continue
        kinds = ",".join(r.fixture.kinds)
        lines.append(f"  {r.fixture.site.domain:28} [{kinds}] route={r.fixture.route} "
                     f"expected={r.fixture.site.disclosure_url} got={r.outcome} "
                     f"{r.disclosure_url} vendors={r.vendors} stray={r.stray}")  # fmt: skip
    return lines


def report(part: str) -> None:
    results = scan_part(part)
    print(line(part, figures(results)))
    for code in dict.fromkeys(r.fixture.tongue.code for r in results):
        print(line(f"  {code}", figures([r for r in results if r.fixture.tongue.code == code])))
    if part == "dev":
        print("\n".join(failures(results)))


def main() -> None:
    parts = os.environ.get("VENDORSTACK_NEGATIVES_PARTS", "dev").split(",")
    for part in parts:
        report(part.strip())
