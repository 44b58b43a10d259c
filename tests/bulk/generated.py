"""Generated fixture domains for bulk indexing: many hosts on one local test web.

Kinds, in turn: a readable disclosure linked from the footer, no disclosure, a slow site (its
disclosure served after `slow_seconds`), a server answering 500 on every page, and a domain
whose connections are refused. Every domain is a real-looking registrable `.com` name.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from tests.scanning.sites import CLOSED_ORIGIN
from tests.scanning.sites import html as h
from tests.scanning.testweb import Route, TestWeb

KINDS = ("disclosure", "none", "slow", "error", "refused")
EXPECTED = {  # the verdict `vendorstack index` must report for each kind
    "disclosure": "found",
    "none": "not_found",
    "slow": "found",
    "error": "failed",
    "refused": "failed",
}
FOOTER = (("/privacy", "Privacy"), ("/legal/subprocessors", "Subprocessors"))


@dataclass(frozen=True)
class Generated:
    domain: str
    kind: str


def generated(count: int, prefix: str = "bulkco") -> list[Generated]:
    return [Generated(f"{prefix}{n:05d}.com", KINDS[n % len(KINDS)]) for n in range(count)]


def serve(web: TestWeb, sites: list[Generated], *, slow_seconds: float = 0.3) -> str:
    """Serve `sites` from `web`; the VENDORSTACK_SCAN_HOST_MAP value that reaches them."""
    for site in sites:
        brand = site.domain.removesuffix(".com").title()
        if site.kind in ("disclosure", "slow"):
            delay = slow_seconds if site.kind == "slow" else 0.0
            web.add_site(
                site.domain,
                {
                    "/": h.home(brand, footer=FOOTER),
                    "/privacy": h.privacy_policy(brand),
                    "/legal/subprocessors": Route(h.disclosure(brand), delay=delay),
                },
            )
        elif site.kind == "none":
            web.add_site(
                site.domain,
                {"/": h.home(brand, footer=FOOTER[:1]), "/privacy": h.privacy_policy(brand)},
            )
        elif site.kind == "error":
            # robots.txt answers (a 5xx there means "disallow all", RFC 9309), the pages fail
            robots = {"/robots.txt": Route.text("User-agent: *\nAllow: /\n")}
            web.add_site(site.domain, robots, not_found=Route("<h1>oops</h1>", status=500))
    refused = [s.domain for s in sites if s.kind == "refused"]
    dead = ",".join(f"{d}={CLOSED_ORIGIN},*.{d}={CLOSED_ORIGIN}" for d in refused)
    return ",".join(filter(None, [web.host_map_spec(), dead]))


def lines(sites: list[Generated]) -> Iterator[str]:
    yield "# generated for vendorstack index"
    for n, site in enumerate(sites):
        yield f"https://www.{site.domain}/" if n % 7 == 0 else site.domain
        if n % 11 == 0:
            yield ""
