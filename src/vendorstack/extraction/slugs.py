"""Slugs for vendors the dictionary lacks, and the dictionary vendor a name or site is.

A discovered vendor's slug comes from its own site when the row links to it (the registrable
domain's name, "app.norvale.de" -> `norvale`), else from its name without legal form and
designators ("NORVALE Europe GmbH & Co. KG" -> `norvale`): lowercase ASCII, `[a-z0-9_]`. A site
or a name the dictionary holds is that dictionary vendor. A slug that equals a dictionary slug
of another company gets `_unreviewed` appended, so it never stands for the reviewed vendor.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache
from urllib.parse import urlsplit

import tldextract

from vendorstack.extraction.dictionary import Vendor, VendorDictionary
from vendorstack.extraction.lexicon.naming import DESIGNATORS, LEGAL_FORM, PLATFORM_SITES
from vendorstack.extraction.marks import Mark
from vendorstack.extraction.names import Name, domain_like
from vendorstack.extraction.recognition import everyday

COLLISION_SUFFIX = "_unreviewed"
MAX_SLUG = 60  # the claims table's vendor column holds 80 characters
MIN_AGREEMENT = 3  # a site and a name agree on at least this many leading characters
SHORT_WORD = 3  # "Pay", "Go", "One" after a brand name a product, not a trade
_NOT_SLUG = re.compile(r"[^a-z0-9]+")


def slugify(text: str) -> str:
    """Lowercase ASCII words joined by `_` ("Brévalo & Co" -> `brevalo_co`)."""
    folded = unicodedata.normalize("NFKD", text.replace("ß", "ss")).encode("ascii", "ignore")
    return _NOT_SLUG.sub("_", folded.decode().lower()).strip("_")[:MAX_SLUG].strip("_")


def compact(text: str) -> str:
    """Letters and digits only, for comparing names ("Norvale-Labs" == "norvale labs")."""
    return slugify(text).replace("_", "")


def name_slug(name: Name, languages: tuple[str, ...] = ("en",)) -> str:
    """The name without legal form, trailing designators ("Europe", "Labs") and dots; a legal
    name whose coined first word is followed only by everyday words of `languages` is that
    word, its brand ("Tessivo Automation Inc." -> `tessivo`)."""
    words = slugify(name.core.replace(".", " ")).split("_")
    while len(words) > 1 and words[-1] in DESIGNATORS:
        words.pop()
    if _described_brand(name, words, languages):
        return words[0]
    return "_".join(words)


def _described_brand(name: Name, words: list[str], languages: tuple[str, ...]) -> bool:
    """A company registered as its brand plus a description of its trade: a legal form, a
    first word no language uses, then everyday words only. Without a legal form the words may
    be the product's own name ("Fireworks AI"), so it stays whole; so does a name with initials
    or a short word after the brand ("Tessivo HR Ltd", "Kelvaro Pay GmbH"): those belong to
    the product's name, where a description of a trade is a noun of its own ("Automation")."""
    written = name.core.split()
    if not name.legal_form or len(words) < 2 or len(written) != len(words):
        return False
    if any(word.isupper() or len(word) <= SHORT_WORD for word in written[1:]):
        return False
    first, *rest = written
    return not everyday(first, languages) and all(everyday(w, languages) for w in rest)


@lru_cache(maxsize=1)
def _suffixes() -> tldextract.TLDExtract:
    return tldextract.TLDExtract(suffix_list_urls=(), cache_dir=None)


@lru_cache(maxsize=4096)
def site_of(host: str) -> str:
    """The registrable domain of a host or link ("app.norvale.co.uk" -> "norvale.co.uk")."""
    host = host_of(host) if "/" in host else host.lower()
    parts = _suffixes()(host)
    return parts.top_domain_under_public_suffix.lower() if parts.suffix else ""


def site_slug(site: str) -> str:
    """The site's own name, without its public suffix and trailing designators."""
    label = _suffixes()(site).domain
    words = slugify(label).split("_")
    while len(words) > 1 and words[-1] in DESIGNATORS:
        words.pop()
    return "_".join(words)


def agrees(site: str, name: Name) -> bool:
    """The site is named like the vendor ("norvale.de" for "Norvale Labs GmbH")."""
    label, core = compact(_suffixes()(site).domain), compact(name.core)
    first = compact(name.core.split()[0]) if name.core.split() else ""
    if min(len(label), len(core)) < MIN_AGREEMENT:
        return False
    return label == first or core.startswith(label) or label.startswith(core)


def host_of(href: str) -> str:
    """The host an absolute link points to, without "www." ("" for relative links and mail)."""
    if not href.lower().startswith(("http://", "https://", "www.")):
        return ""
    host = urlsplit(href if "//" in href else f"http://{href}").hostname or ""
    return host.lower().removeprefix("www.")


def vendor_site(name: Name, marks: tuple[Mark, ...], company: str) -> str:
    """The host of the vendor's own site among the row's links: one whose text is the name,
    else one named like the vendor; never the company's own site nor a document host."""
    usable = [(m, host_of(m.href)) for m in marks if m.href]
    usable = [(m, h) for m, h in usable if h and _independent(h, company)]
    core = compact(name.core)
    for mark, host in usable:
        text = compact(LEGAL_FORM.sub(" ", mark.text))
        if len(text) >= MIN_AGREEMENT and (text in core or core in text):
            return host
    agreeing = next((host for _, host in usable if agrees(site_of(host), name)), "")
    written = {site_of(h) for m, h in usable if _spelled_out(m, h)}
    return agreeing or (written.pop() if len(written) == 1 else "")


_WRITTEN_URL = re.compile(r"(?:https?://|www\.)[^\s|<>\"')]+", re.IGNORECASE)


def written_site(text: str, name: Name, company: str) -> str:
    """The host of a site the row writes out as text (a website column without a link:
    "Clear Company | ... | https://www.clearcompany.com/") when it is named like the vendor."""
    for url in _WRITTEN_URL.findall(text):
        host = host_of(url)
        if host and _independent(host, company) and agrees(site_of(host), name):
            return host
    return ""


def _spelled_out(mark: Mark, host: str) -> bool:
    """A link whose text is its own address ("https://www.norvale.de/", "norvale.de"): the
    row states a website, as a table's website column does."""
    text = mark.text.strip().lower()
    return site_of(host_of(text) or text.split("/")[0]) == site_of(host)


def links_inward(name: Name, marks: tuple[Mark, ...], company: str) -> bool:
    """The name is the text of a link into the company's own site (a relative link, or one to
    its own domain): navigation or a document of its own ("Liste" -> /avv/annex), no vendor."""
    core = compact(name.core)
    for mark in marks:
        if not mark.href or mark.href.lower().startswith(("mailto:", "tel:")):
            continue
        host = host_of(mark.href)
        if compact(LEGAL_FORM.sub(" ", mark.text)) == core and (
            not host or site_of(host) == company
        ):
            return True
    return False


def _independent(host: str, company: str) -> bool:
    site = site_of(host)
    return (
        bool(site) and site != company and site not in PLATFORM_SITES and host not in PLATFORM_SITES
    )


@dataclass(frozen=True, slots=True)
class Identity:
    """Who a discovered name is: a slug, and whether the dictionary holds it."""

    slug: str
    reviewed: bool


class Identities:
    """Resolves discovered names and sites against one dictionary."""

    def __init__(self, dictionary: VendorDictionary) -> None:
        self.dictionary = dictionary
        self._hosts: dict[str, list[str]] = {}
        self._sites: dict[str, list[str]] = {}
        self._names: dict[str, str] = {}
        for vendor in dictionary:
            self._index(vendor)
        for vendor in dictionary:
            self._index_bare(vendor)

    def _index(self, vendor: Vendor) -> None:
        host = vendor.domain.lower().split("/")[0].removeprefix("www.")
        if host:
            self._hosts.setdefault(host, []).append(vendor.slug)
            self._sites.setdefault(site_of(host), []).append(vendor.slug)
        for alias in (vendor.name, *vendor.aliases, *vendor.strict_aliases):
            key = compact(LEGAL_FORM.sub(" ", alias))
            if len(key) >= MIN_AGREEMENT:
                self._names.setdefault(key, vendor.slug)

    def _index_bare(self, vendor: Vendor) -> None:
        """A vendor named as its own site ("Tasklane.io") is also called by the site's name
        alone ("Tasklane"), when no other vendor has that name."""
        if domain_like(vendor.name) and site_of(vendor.name.lower()) == site_of(vendor.domain):
            key = compact(site_slug(site_of(vendor.name.lower())))
            if len(key) >= MIN_AGREEMENT:
                self._names.setdefault(key, vendor.slug)

    def of(self, name: Name, host: str, lang: str = "en") -> Identity | None:
        """The identity of a vendor the row names (`host`: its site, or "", `lang`: the
        page's language); None when no slug can be made."""
        if not host and domain_like(name.core):
            host = name.core.lower()  # "Tasklane.io": the name is its own site
        known = (self._by_site(host) if host else None) or self._names.get(compact(name.core))
        if known is not None:
            return Identity(known, True)
        slug = site_slug(site_of(host)) if host else name_slug(name, tuple({"en": 0, lang: 0}))
        if not slug:
            return None
        if slug in self.dictionary:
            return Identity(slug[: MAX_SLUG - len(COLLISION_SUFFIX)] + COLLISION_SUFFIX, False)
        return Identity(slug, False)

    def _by_site(self, host: str) -> str | None:
        """The only dictionary vendor at that host, else the only one on its registrable
        domain; None when several share it ("amazon.com" holds amazon, aws, ses...)."""
        slugs = self._hosts.get(host) or self._sites.get(site_of(host), [])
        return slugs[0] if len(slugs) == 1 else None


@lru_cache(maxsize=4)
def identities_for(dictionary: VendorDictionary) -> Identities:
    """One resolver per dictionary object (the packaged one is itself cached)."""
    return Identities(dictionary)
