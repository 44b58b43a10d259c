"""Which language a site speaks, and where a list in that language usually lives.

Read from the home page (`<html lang>`, `Content-Language`, a `/de/` or `/fr-fr/` landing path),
else from a country domain (`.de`). An English site gets no extra guesses, so its scans cost
what they always did; a German one also tries `/unterauftragsverarbeiter`, `/de/subprocessors`...
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from urllib.parse import urlsplit

from selectolax.lexbor import LexborHTMLParser

from vendorstack.scanning import words

LOCALE_PATH = re.compile(r"^/([a-z]{2})(?:[-_][a-z]{2})?/?$", re.IGNORECASE)
PREFIX_BONUS = 1  # under the site's own language prefix a path is likelier than at the root
PREFIXED_ENGLISH = (("/subprocessors", 46), ("/legal/subprocessors", 44))
ENGLISH_ALTERNATE = 40  # the English version of a foreign home page, where the list often is


@dataclass(frozen=True, slots=True)
class SiteLocale:
    """The site's language (a `words.BY_CODE` key, or None) and its path prefix (`/de`, `/fr-fr`
    or "")."""

    language: str | None = None
    prefix: str = ""

    @property
    def foreign(self) -> bool:
        return self.language not in (None, "en")


def site_locale(home_url: str | None, body: bytes, content_type: str, domain: str) -> SiteLocale:
    """The locale a home page declares; the country domain's language when it declares none."""
    path = urlsplit(home_url).path if home_url else ""
    landed = LOCALE_PATH.match(path)
    prefix = path.rstrip("/") if landed else ""
    declared = declared_language(body) if content_type.endswith("html") else None
    guessed = words.language_of(landed.group(1)) if landed else None
    return SiteLocale(declared or guessed or words.language_of_tld(domain), prefix)


def declared_language(body: bytes) -> str | None:
    """`<html lang>` or `<meta http-equiv=content-language>`, when it is a language we read."""
    tree = LexborHTMLParser(body[:200_000].decode("utf-8", errors="replace"))
    root = tree.css_first("html")
    tag = root.attributes.get("lang") if root is not None else None
    meta = tree.css_first('meta[http-equiv="content-language" i]')
    tag = tag or (meta.attributes.get("content") if meta is not None else None)
    return words.language_of(tag) if tag else None


def localized_paths(locale: SiteLocale) -> list[tuple[str, int]]:
    """The well-known paths of the site's language, and under its prefix (`/de/...`, `/en-us/`)
    the most common English ones too. An English site without a prefix gets none."""
    native = words.BY_CODE[locale.language].paths if locale.foreign and locale.language else ()
    paths = [(path, prior - PREFIX_BONUS * bool(locale.prefix)) for path, prior in native]
    if locale.prefix:
        under = [*native, *PREFIXED_ENGLISH]
        paths += [(locale.prefix + path, prior) for path, prior in under]
    return paths


def is_english_alternate(hreflang: str) -> bool:
    return hreflang.lower() == "x-default" or words.language_of(hreflang) == "en"
