"""One generated company site: a home page, hubs, two to four pages that name vendors without
being the list, and (on half the sites) the company's own list somewhere else.

How the pieces are linked is drawn at random too: a decoy may take the footer's "Subprocessors"
label, sit on a `help.`/`docs.`/`trust.` subdomain or at a path that names the list, while the
real list hides behind the legal hub or a sentence of the privacy policy.
"""

from __future__ import annotations

import random
import re
import unicodedata
from dataclasses import dataclass, field
from html import escape

from tests.scanning.negatives.kinds import BUILDERS, Page
from tests.scanning.negatives.listing import listing
from tests.scanning.negatives.names import Vendor, mix, stem
from tests.scanning.negatives.tongue import Tongue
from tests.scanning.sites import FixtureSite

LinkSpec = tuple[str, str]
WORDED = ("guide", "doc")  # kinds whose very subject is sub-processors


def slug(text: str) -> str:
    folded = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode().lower()
    return re.sub(r"[^a-z0-9]+", "-", folded).strip("-")


@dataclass
class Draft:
    """The site as it is being built: pages per host, links per place on the home page."""

    tongue: Tongue
    rng: random.Random
    brand: str
    domain: str
    lang: str
    part: str
    pages: dict[str, dict[str, tuple[str, str]]] = field(default_factory=dict)
    footer: list[LinkSpec] = field(default_factory=list)
    nav: list[LinkSpec] = field(default_factory=list)
    legal: list[LinkSpec] = field(default_factory=list)
    decoys: list[str] = field(default_factory=list)

    def url(self, host: str, path: str) -> str:
        return f"https://{host}{path}"

    def href(self, host: str, path: str) -> str:
        return path if host == self.domain else self.url(host, path)

    def put(self, host: str, path: str, title: str, main: str) -> None:
        self.pages.setdefault(host, {})[path] = (title, main)

    def hosts(self) -> dict[str, dict[str, str]]:
        """Every page in its final shell (the nav and footer are known only at the end)."""
        return {
            host: {path: self.shell(*page) for path, page in pages.items()}
            for host, pages in self.pages.items()
        }

    def shell(self, title: str, main: str) -> str:
        nav = "".join(f'<li><a href="{escape(h)}">{escape(t)}</a></li>' for h, t in self.nav)
        foot = "".join(f'<li><a href="{escape(h)}">{escape(t)}</a></li>' for h, t in self.footer)
        home = f'<a href="https://{self.domain}/">{escape(self.brand)}</a>'
        return (f"<!doctype html><html lang={self.lang}><head><meta charset=utf-8>"
                f"<title>{escape(title)} | {escape(self.brand)}</title></head><body><header>"
                f"{home}<nav><ul>{nav}</ul></nav></header><main>{main}</main><footer><ul>{foot}"
                f"</ul><p>© 2026 {escape(self.brand)}</p></footer></body></html>")  # fmt: skip


@dataclass(frozen=True)
class NegativeSite:
    """A generated site and its truth: the list's URL (None: the site has none), the vendors it
    names, the decoys' URLs and kinds."""

    site: FixtureSite
    part: str
    tongue: Tongue
    kinds: tuple[str, ...]
    decoy_urls: tuple[str, ...]
    listed: tuple[Vendor, ...]
    route: str  # how the list is linked: footer, legal, privacy; "none" without a list


def build(rng: random.Random, tongue: Tongue, part: str, taken: set[str]) -> NegativeSite:
    brand = _brand(rng, taken)
    tld = tongue.tld if rng.random() < 0.75 else "com"
    draft = Draft(tongue, rng, brand, f"{brand.lower()}.{tld}", tongue.code, part)
    kinds = _kinds(rng)
    has_list = rng.random() < 0.5
    route = rng.choice(("footer", "legal", "privacy")) if has_list else "none"
    list_url, listed = _list(draft, route) if has_list else (None, ())
    for kind in kinds:
        _decoy(draft, kind, list_url)
    _hubs(draft, route, list_url)
    site = FixtureSite(
        domain=draft.domain,
        layout=f"negatives-{part}",
        hosts=draft.hosts(),
        outcome="parsed" if has_list else "not_found",
        reason="parsed" if has_list else "no_disclosure",
        disclosure_url=list_url,
        needs_extractor=True,
    )
    return NegativeSite(site, part, tongue, kinds, tuple(draft.decoys), listed, route)


def _brand(rng: random.Random, taken: set[str]) -> str:
    while True:
        brand = stem(rng)
        if brand.lower() not in taken and len(brand) >= 5:
            taken.add(brand.lower())
            return brand


def _kinds(rng: random.Random) -> tuple[str, ...]:
    """Two to four kinds of decoy; most sites have one whose subject is sub-processors."""
    kinds = rng.sample(sorted(BUILDERS), rng.randint(2, 4))
    if not set(kinds) & set(WORDED) and rng.random() < 0.7:
        kinds[0] = rng.choice(WORDED)
    return tuple(dict.fromkeys(kinds))


def _vendors(draft: Draft, known: tuple[int, int], made_up: tuple[int, int]) -> list[Vendor]:
    rng, t = draft.rng, draft.tongue
    return mix(rng, t.legal_forms, t.tld, rng.randint(*known), rng.randint(*made_up))


def _list(draft: Draft, route: str) -> tuple[str, tuple[Vendor, ...]]:
    """The real list at a path of the main site, or on a `trust.` subdomain."""
    t, rng = draft.tongue, draft.rng
    word = t.paths["list"]
    host = f"trust.{draft.domain}" if rng.random() < 0.15 else draft.domain
    path = rng.choice((f"/{t.paths['legal']}/{word}", f"/{word}", f"/{t.paths['privacy']}/{word}",
                       f"/{t.paths['legal']}/{slug(t.list_word)}"))  # fmt: skip
    vendors = _vendors(draft, (2, 4), (2, 4))
    title, main = listing(Page(t, rng, draft.brand, vendors, None, draft.part))
    draft.put(host, path, title, main)
    if host != draft.domain:
        draft.put(host, "/", t.nav["security"], f"<h1>{escape(t.nav['security'])}</h1>"
                  f'<p><a href="{path}">{escape(title)}</a></p>')  # fmt: skip
    href = draft.href(host, path)
    if route == "footer":
        draft.footer.append((href, t.nav["list"]))
    elif route == "legal":
        draft.legal.append((href, title))
    return draft.url(host, path), tuple(vendors)


def _decoy(draft: Draft, kind: str, list_url: str | None) -> None:
    """One decoy page: where it lives, what it says, how the home page links to it."""
    t, rng = draft.tongue, draft.rng
    vendors = _vendors(draft, (2, 4), (1, 3))
    title, main = BUILDERS[kind](Page(t, rng, draft.brand, vendors, list_url, draft.part))
    host, path = _place(draft, kind, title)
    draft.put(host, path, title, main)
    draft.decoys.append(draft.url(host, path))
    href = draft.href(host, path)
    worded = (
        kind in WORDED
        and rng.random() < 0.4
        and all(lbl != t.nav["list"] for _, lbl in draft.footer)
    )
    label = t.nav["list"] if worded else (title if kind in ("guide", "blog") else t.nav[_NAV[kind]])
    (draft.nav if rng.random() < 0.3 else draft.footer).append((href, label))


_NAV = {"guide": "help", "doc": "docs", "integrations": "integrations", "cookies": "cookies",
        "security": "security", "dpa": "dpa", "blog": "blog", "customers": "customers"}  # fmt: skip


def _place(draft: Draft, kind: str, title: str) -> tuple[str, str]:
    t, rng, d = draft.tongue, draft.rng, draft.domain
    word, p = slug(t.list_word), t.paths
    n = rng.randint(100, 99999)
    options: dict[str, list[tuple[str, str]]] = {
        "guide": [(d, f"/{p['help']}/{p['articles']}/{n}-{word}"),
                  (d, f"/{p['glossary']}/{word}"), (d, f"/{p['templates']}/{word}"),
                  (f"help.{d}", f"/{p['articles']}/{n}-{slug(title)}"),
                  (d, f"/{p['blog']}/{slug(title)}"), (d, f"/{p['help']}/{word}")],
        "doc": [(d, f"/{p['docs']}/{word}"), (f"docs.{d}", f"/{word}"),
                (d, f"/{p['docs']}/vendors/{p['list']}"), (d, f"/docs/{p['list']}")],
        "integrations": [(d, f"/{p['integrations']}")],
        "cookies": [(d, f"/{p['cookies']}"), (d, f"/{p['legal']}/{p['cookies']}")],
        "security": [(d, f"/{p['security']}"), (f"trust.{d}", "/")],
        "dpa": [(d, f"/{p['legal']}/{p['dpa']}"), (d, f"/{p['dpa']}")],
        "blog": [(d, f"/{p['blog']}/{slug(title)}")],
        "customers": [(d, f"/{p['customers']}")],
    }  # fmt: skip
    taken = {(h, q) for h, paths in draft.pages.items() for q in paths}
    free = [o for o in options[kind] if o not in taken] or [(d, f"/{kind}-{n}")]
    return rng.choice(free)


def _hubs(draft: Draft, route: str, list_url: str | None) -> None:
    """Home, privacy policy, legal hub and terms; the privacy policy points at the list when the
    list is linked from there (and sometimes anyway)."""
    t, rng, d = draft.tongue, draft.rng, draft.domain
    privacy, legal = f"/{t.paths['privacy']}", f"/{t.paths['legal']}"
    draft.footer += [
        (privacy, t.nav["privacy"]),
        (legal, t.nav["legal"]),
        ("/terms", t.nav["terms"]),
    ]
    pointer = ""
    if list_url and (route == "privacy" or rng.random() < 0.3):
        href = list_url.removeprefix(f"https://{d}")
        pointer = "<p>" + t.privacy_pointer.format(href=escape(href)) + "</p>"
    body = escape(t.privacy_body.format(brand=draft.brand))
    draft.put(
        d, privacy, t.privacy_title, f"<h1>{escape(t.privacy_title)}</h1><p>{body}</p>{pointer}"
    )
    items = [(privacy, t.nav["privacy"]), ("/terms", t.nav["terms"]), *draft.legal]
    links = "".join(f'<li><a href="{escape(h)}">{escape(x)}</a></li>' for h, x in items)
    intro = escape(t.legal_intro.format(brand=draft.brand))
    draft.put(
        d, legal, t.legal_title, f"<h1>{escape(t.legal_title)}</h1><p>{intro}</p><ul>{links}</ul>"
    )
    draft.put(d, "/terms", t.nav["terms"], f"<h1>{escape(t.nav['terms'])}</h1><p>{body}</p>")
    tagline = escape(t.tagline.format(brand=draft.brand))
    draft.put(d, "/", draft.brand, f"<h1>{escape(draft.brand)}</h1><p>{tagline}</p>")
