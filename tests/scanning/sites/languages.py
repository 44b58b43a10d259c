"""Company sites in every supported language, one per discovery layout, each listing invented
vendors: the list linked from the footer, a legal hub, a sentence in the privacy policy or the
DPA, found only at a well-known path (under `/de/`, or by the country domain alone), only in a
sitemap, or only in the English version named by `hreflang`; and sites whose only pages
*about* sub-processors are a DPA clause, a help-centre guide, a security page, a cookie table or
an integration, which must be `not_found` (or lose to the real list).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

from tests.scanning.sites import (
    FixtureSite,
    RouteSpec,
    invented,
    tongues_central,
    tongues_nordic,
    tongues_romance,
    tongues_western,
)
from tests.scanning.sites import html as h
from tests.scanning.sites import pages as p
from tests.scanning.sites.invented import InventedVendor
from tests.scanning.sites.tongues import Tongue
from tests.scanning.testweb import Route

TONGUES = (
    *tongues_western.TONGUES,  # English first: the control
    *tongues_romance.TONGUES,
    *tongues_nordic.TONGUES,
    *tongues_central.TONGUES,
)
Routes = dict[str, RouteSpec]


@dataclass(frozen=True)
class LanguageSite:
    """A fixture site plus what its list names; `within` bounds the list's place in the crawl
    (it must be among the first `within` requests)."""

    tongue: Tongue
    site: FixtureSite
    vendors: tuple[InventedVendor, ...] = ()
    within: int = 40
    decoy_urls: tuple[str, ...] = ()  # pages about sub-processors the scan must look at, and reject

    @property
    def layout(self) -> str:
        return self.site.layout

    @property
    def foreign_list(self) -> bool:
        """The list the scan should land on is in the site's own (non-English) language."""
        return bool(self.vendors) and self.tongue.code != "en"


@dataclass(frozen=True)
class Plan:
    """The shared parts of one layout's site: names, paths and its invented vendors."""

    t: Tongue
    layout: str

    @property
    def brand(self) -> str:
        return invented.brand(f"{self.t.code}-{self.layout}")

    @property
    def domain(self) -> str:
        return f"{self.brand.lower()}.{self.t.tld}"

    @property
    def vendors(self) -> tuple[InventedVendor, ...]:
        seed = f"{self.t.code}-{self.layout}"
        return invented.vendors(seed, self.t.purposes, self.t.legal_forms)

    def url(self, path: str) -> str:
        return f"https://{self.domain}{path}"

    def path(self, pair: tuple[str, str], *rest: str) -> str:
        return "/" + "/".join((pair[1], *rest))

    def listing(self) -> str:
        return p.disclosure(self.t, self.brand, self.vendors)

    def found(
        self, routes: Routes, list_path: str, within: int, decoys: tuple[str, ...] = ()
    ) -> LanguageSite:
        """A site whose list (of this plan's invented vendors) is at `list_path`."""
        site = FixtureSite(self.domain, self.layout, {self.domain: routes}, "parsed", "parsed",
                           self.url(list_path), needs_extractor=True)  # fmt: skip
        urls = tuple(self.url(d) for d in decoys)
        return LanguageSite(self.t, site, self.vendors, within, urls)

    def absent(self, routes: Routes, decoys: tuple[str, ...] = ()) -> LanguageSite:
        soft_404 = {self.domain: Route(p.not_found(self.t, self.brand))}
        site = FixtureSite(self.domain, self.layout, {self.domain: routes}, "not_found",
                           "no_disclosure", not_found=soft_404)  # fmt: skip
        return LanguageSite(self.t, site, decoy_urls=tuple(self.url(d) for d in decoys))


def footer(t: Tongue) -> LanguageSite:
    plan = Plan(t, "footer")
    target, privacy = plan.path(t.legal, t.list_slug), plan.path(t.privacy)
    routes: Routes = {
        "/": p.home(t, plan.brand, [(privacy, t.privacy[0]), (target, t.list_link)]),
        privacy: p.privacy(t, plan.brand),
        target: plan.listing(),
    }
    return plan.found(routes, target, within=3)


def legal_hub(t: Tongue) -> LanguageSite:
    plan = Plan(t, "legal_hub")
    hub, target, dpa = plan.path(t.legal), plan.path(t.legal, "d", "3"), plan.path(t.dpa)
    items = [(plan.path(t.privacy), t.privacy_title), (dpa, t.dpa_title), (target, t.hub_list_link)]
    routes: Routes = {
        "/": p.home(t, plan.brand, [(hub, t.legal[0]), (plan.path(t.privacy), t.privacy[0])]),
        hub: p.hub(t, plan.brand, t.legal[0], items),
        target: plan.listing(),
    }
    return plan.found(routes, target, within=10)


def privacy_pointer(t: Tongue) -> LanguageSite:
    """Only a sentence in the privacy policy ("... finden Sie <a>hier</a>") leads to the list."""
    plan = Plan(t, "privacy_pointer")
    privacy, target = plan.path(t.privacy), plan.path(t.privacy, "a3")
    routes: Routes = {
        "/": p.home(t, plan.brand, [(privacy, t.privacy[0])]),
        privacy: p.privacy(t, plan.brand, pointer_to=target),
        target: plan.listing(),
    }
    return plan.found(routes, target, within=10)


def dpa_link(t: Tongue) -> LanguageSite:
    """The DPA's sub-processor clause is no list; its annex link is."""
    plan = Plan(t, "dpa_link")
    dpa, target = plan.path(t.dpa), plan.path(t.dpa, "a3")
    routes: Routes = {
        "/": p.home(t, plan.brand, [(dpa, t.dpa[0])]),
        dpa: p.dpa(t, plan.brand, (target, t.hub_list_link)),
        target: plan.listing(),
    }
    return plan.found(routes, target, within=8)


def prefixed(t: Tongue) -> LanguageSite:
    """The site lives under `/de/`; the list at `/de/<native word>`, linked from nowhere."""
    plan = Plan(t, "prefixed")
    prefix = f"/{t.code}"
    target = f"{prefix}/{t.list_slug}"
    routes: Routes = {
        "/": Route.redirect(prefix + "/"),
        prefix + "/": p.home(t, plan.brand, [(prefix + plan.path(t.privacy), t.privacy[0])]),
        target: plan.listing(),
    }
    return plan.found(routes, target, within=10)


def well_known(t: Tongue, *, declare: bool = True) -> LanguageSite:
    """The list at the language's own well-known path; with `declare` False only the country
    domain says which language the site speaks."""
    plan = Plan(t, "well_known" if declare else "tld_only")
    target = f"/{t.list_slug}"
    home = p.home(t, plan.brand, [(plan.path(t.privacy), t.privacy[0])], declare=declare)
    return plan.found({"/": home, target: plan.listing()}, target, within=10)


def sitemap_only(t: Tongue) -> LanguageSite:
    plan = Plan(t, "sitemap")
    target = f"/{t.code}" + plan.path(t.legal, t.list_slug)
    urls = [*h.filler_urls(plan.url("")), plan.url(target)]
    routes: Routes = {
        "/": p.home(t, plan.brand, []),
        "/sitemap.xml": Route(h.sitemap(urls), content_type="application/xml"),
        target: plan.listing(),
    }
    return plan.found(routes, target, within=14)


def hreflang(t: Tongue) -> LanguageSite:
    """The site names no list in its language; its English version (`hreflang=en`) does."""
    plan = Plan(t, "hreflang")
    alternates = (
        f'<link rel="alternate" hreflang="{t.code}" href="{plan.url("/")}">'
        f'<link rel="alternate" hreflang="en" href="{plan.url("/en/")}">'
        f'<link rel="alternate" hreflang="x-default" href="{plan.url("/en/")}">'
    )
    privacy, target = plan.path(t.privacy), "/en/legal/subprocessors"
    english_home = h.home(
        plan.brand, footer=[("/en/privacy", "Privacy"), (target, "Subprocessors")]
    )
    routes: Routes = {
        "/": p.home(t, plan.brand, [(privacy, t.privacy[0])], head=alternates),
        privacy: p.privacy(t, plan.brand),
        "/en/": english_home,
        target: h.disclosure(plan.brand),
    }
    english = plan.found(routes, target, within=14)
    return LanguageSite(t, english.site, vendors=(), within=english.within)  # known vendors only


def _decoys(plan: Plan, *, pointer_to: str | None) -> tuple[Routes, str]:
    """A help centre whose article on managing sub-processors is linked as "Subprocessors",
    a security page, a cookie policy and an integration page; returns (routes, article path)."""
    t, brand = plan.t, plan.brand
    helpc, article = plan.path(t.help), plan.path(t.help, "articles", f"4471-{t.list_slug}")
    security, privacy = plan.path(t.security), plan.path(t.privacy)
    integration = f"/integrations/vanta-{t.list_slug}"
    footer = [(helpc, t.help[0]), (article, t.list_link), (security, t.security[0]),
              ("/cookies", t.cookie_link), (privacy, t.privacy[0])]  # fmt: skip
    routes: Routes = {
        "/": p.home(t, brand, footer, [(integration, t.integration_title)]),
        helpc: p.hub(t, brand, t.help[0], [(article, t.guide_title)]),
        article: p.guide(t, brand),
        security: p.security(t, brand),
        "/cookies": p.cookies(t, brand),
        integration: p.integration(t, brand),
        privacy: p.privacy(t, brand, pointer_to=pointer_to),
    }
    return routes, article


def decoys_and_list(t: Tongue) -> LanguageSite:
    plan = Plan(t, "decoys_and_list")
    target = plan.path(t.privacy, "a3")
    routes, article = _decoys(plan, pointer_to=target)
    routes[target] = plan.listing()
    return plan.found(routes, target, within=12, decoys=(article,))


def decoys_only(t: Tongue) -> LanguageSite:
    plan = Plan(t, "decoys_only")
    routes, article = _decoys(plan, pointer_to=None)
    return plan.absent(routes, decoys=(article, "/cookies", plan.path(t.security)))


def clause_only(t: Tongue) -> LanguageSite:
    """A DPA with a sub-processor clause, a privacy policy, a 200 "not found" everywhere else."""
    plan = Plan(t, "clause_only")
    hub, dpa, privacy = plan.path(t.legal), plan.path(t.dpa), plan.path(t.privacy)
    routes: Routes = {
        "/": p.home(t, plan.brand, [(hub, t.legal[0]), (dpa, t.dpa[0])]),
        hub: p.hub(t, plan.brand, t.legal[0], [(privacy, t.privacy_title), (dpa, t.dpa_title)]),
        dpa: p.dpa(t, plan.brand),
        privacy: p.privacy(t, plan.brand),
    }
    return plan.absent(routes, decoys=(dpa,))


def tld_only(t: Tongue) -> LanguageSite:
    return well_known(t, declare=False)


Layout = Callable[[Tongue], LanguageSite]
LAYOUTS: tuple[Layout, ...] = (
    footer, legal_hub, privacy_pointer, dpa_link, prefixed, well_known, tld_only, sitemap_only,
    hreflang, decoys_and_list, decoys_only, clause_only,
)  # fmt: skip
ENGLISH_SKIPS = frozenset({"hreflang"})  # an English home has no English version to point at


@cache
def language_sites() -> tuple[LanguageSite, ...]:
    """Every layout in every language (English: the control), built once per process."""
    built = (layout(t) for t in TONGUES for layout in LAYOUTS)
    return tuple(s for s in built if not (s.tongue.code == "en" and s.layout in ENGLISH_SKIPS))
