"""The disclosing company: never reported as its own vendor, nor are its affiliates."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from vendorstack.extraction.dictionary import Vendor

MIN_PREFIX_BRAND = 5


@dataclass(frozen=True, slots=True)
class Company:
    """Built from the registrable domain ("weaviate.io" -> brand "weaviate")."""

    domain: str
    brand: str

    @classmethod
    def from_domain(cls, domain: str) -> Company:
        """Lower-case the domain and take its first label as the brand."""
        domain = domain.strip().lower().removeprefix("www.")
        return cls(domain, domain.split(".")[0] if domain else "")

    def is_self(self, vendor: Vendor) -> bool:
        """The vendor entry is the company itself (same slug, brand or domain)."""
        own = {self.brand, self.brand.replace("-", ""), self.brand.replace("-", "_")}
        host = vendor.domain.lower().removeprefix("www.").split("/")[0]
        same_domain = bool(self.domain) and (
            host == self.domain or host.endswith("." + self.domain)
        )
        return vendor.slug in own or same_domain

    def names_self(self, text: str) -> bool:
        """The entity text starts with the company's brand ("Weaviate B.V."); a brand of five
        letters or more may also open a longer word ("QFieldCloud GmbH" for qfield)."""
        if len(self.brand) < 3:
            return False
        words = [w.strip(",.()") for w in text.lower().replace("-", " ").split()]
        compact = self.brand.replace("-", "")
        if len(compact) >= MIN_PREFIX_BRAND and words and words[0].startswith(compact):
            return True
        return any("".join(words[:n]) == compact for n in (1, 2, 3))

    def spans(self, text: str) -> list[tuple[int, int]]:
        """Where the text writes the company's brand, whole words ("PaymentHood" for
        paymenthood.com): its name is no function word ("payment")."""
        if len(self.brand) < MIN_PREFIX_BRAND - 1:
            return []
        if self.brand not in text.lower():
            return []
        return [(m.start(), m.end()) for m in _brand_words(self.brand).finditer(text)]


@lru_cache(maxsize=64)
def _brand_words(brand: str) -> re.Pattern[str]:
    return re.compile(rf"\w*{re.escape(brand)}\w*", re.IGNORECASE)
