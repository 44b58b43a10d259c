"""What a site in one language says on each kind of page, written for these fixtures.

Placeholders: `{brand}` the company, `{list}` the language's word for the list, `{vendor}` a
vendor's name, `{examples}` a run of vendor names, `{n}` a number. Each tuple holds variants the
generator picks from, so no two sites read the same.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass


@dataclass(frozen=True)
class Tongue:
    code: str
    tld: str
    legal_forms: tuple[str, ...]
    nav: Mapping[str, str]  # link labels: home, help, docs, blog, integrations, customers, ...
    paths: Mapping[str, str]  # path words for the same keys
    list_word: str  # "sub-processors", "Unterauftragsverarbeiter"
    # the company's own list
    list_titles: tuple[str, ...]
    list_intros: tuple[str, ...]
    list_headers: tuple[str, str, str]  # name, purpose, location
    purposes: Mapping[str, str]  # category -> what the vendor does for the company
    countries: tuple[str, ...]
    # a guide or help-centre article about sub-processors
    guide_titles: tuple[str, ...]
    guide_intros: tuple[str, ...]
    guide_leads: tuple[str, ...]  # "Typical sub-processors of a software company are, e.g.:"
    guide_headers: tuple[str, str]  # example, typical service
    guide_headings: tuple[str, ...]  # a heading over the examples: "Common sub-processors"
    guide_steps: tuple[str, ...]
    # product documentation of a feature that tracks sub-processors or vendors
    doc_titles: tuple[str, ...]
    doc_intros: tuple[str, ...]
    doc_headers: tuple[str, str]  # source, what is imported
    doc_row: str  # "{vendor}'s public list, checked daily"
    # integrations / marketplace
    integ_titles: tuple[str, ...]
    integ_intros: tuple[str, ...]
    integ_rows: Mapping[str, str]  # category -> what the integration does
    integ_cta: str
    # cookie policy
    cookie_titles: tuple[str, ...]
    cookie_intro: str
    cookie_headers: tuple[str, str, str, str]  # cookie, provider, purpose, expiry
    cookie_purposes: tuple[str, ...]
    durations: tuple[str, ...]
    # security / trust page
    security_titles: tuple[str, ...]
    security_intro: str
    cert_heading: str
    infra_heading: str
    infra_sentence: str  # "{brand} runs on {vendor} in data centres certified to ISO 27001."
    # a DPA (template or the company's own) naming vendors as examples only
    dpa_titles: tuple[str, ...]
    dpa_clauses: tuple[str, ...]
    annex_heading: str
    annex_placeholder: tuple[str, str, str]
    # blog
    blog_titles: tuple[str, ...]
    blog_paras: tuple[str, ...]
    # customers
    customers_titles: tuple[str, ...]
    customers_intro: str
    quote: str
    # the rest of the site
    tagline: str
    privacy_title: str
    privacy_body: str
    privacy_pointer: str  # "<a href={href}>...</a>" sentence pointing at the list
    legal_title: str
    legal_intro: str
