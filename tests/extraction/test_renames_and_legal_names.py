"""Who a row names when it gives a vendor's old name or its legal entity, on generated
disclosures in every language the synthetic frames cover, with invented vendors: "X (formerly
Y)" claims X; a legal entity resolves to its brand through the dictionary's legal names, the
link's domain, or the dictionary brand it gives in parentheses."""

from __future__ import annotations

import random
from html import escape

import pytest

from tests.extraction.synthetic.frames import FRAMES
from tests.extraction.synthetic.purposes import PURPOSES
from tests.extraction.synthetic.vendors import invent_base
from vendorstack.extraction import Extraction, extract
from vendorstack.extraction.dictionary import load_dictionary

# How each language says a vendor was renamed (written for this test from the languages'
# ordinary usage, not copied from a page).
MARKERS: dict[str, tuple[str, ...]] = {
    "en": ("formerly", "previously", "formerly known as"),
    "de": ("ehemals", "vormals"),
    "fr": ("anciennement",),
    "nl": ("voorheen",),
    "es": ("anteriormente",),
    "it": ("precedentemente", "già"),
    "pt": ("anteriormente",),
    "sv": ("tidigare",),
    "da": ("tidligere",),
    "nb": ("tidligere",),
    "fi": ("aiemmin",),
    "pl": ("dawniej",),
    "cs": ("dříve",),
}
LANGUAGES = tuple(lang for lang in FRAMES if lang in PURPOSES)


def disclosure(lang: str, items: list[str]) -> bytes:
    frame = FRAMES[lang]
    body = "".join(f"<li>{item}</li>" for item in items)
    return (
        f"<html><head><title>{frame.titles[0]}</title></head><body><h1>{frame.titles[0]}</h1>"
        f"<p>{escape(frame.intros[0].format(brand='Acme'))}</p><ul>{body}</ul></body></html>"
    ).encode()


def read(lang: str, items: list[str]) -> Extraction:
    return extract(
        disclosure(lang, items),
        content_type="text/html",
        source_url="https://acme.test/subprocessors",
        company_domain="acme.test",
    )


def purpose(lang: str, category: str) -> str:
    return PURPOSES[lang][category][0]


def invented(seed: int, count: int) -> list[str]:
    rng, taken = random.Random(seed), set[str]()
    return [invent_base(rng, load_dictionary(), taken) for _ in range(count)]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_renamed_vendor_is_claimed_by_its_new_name(lang: str) -> None:
    new, old, other = invented(len(lang) * 31 + ord(lang[0]), 3)
    marker = MARKERS[lang][0]
    items = [
        f"Stripe – {purpose(lang, 'payments')}",
        f"{new} ({marker} {old}) – {purpose(lang, 'email')}",
        f"{other} ({marker} Mailchimp) – {purpose(lang, 'analytics_data')}",
    ]
    claimed = [(c.vendor, c.category) for c in read(lang, items).claims]
    assert claimed == [
        ("stripe", "payments"),
        (new.lower(), "email"),
        (other.lower(), "analytics_data"),
    ], items


@pytest.mark.parametrize("lang", sorted(MARKERS))
def test_every_rename_marker_leaves_the_old_dictionary_name_unclaimed(lang: str) -> None:
    for marker in MARKERS[lang]:
        for row in (f"Quorvane Ltd ({marker} Mailchimp)", f"Quorvane Ltd, {marker} Mailchimp"):
            result = read("en", ["Stripe – card payments", f"{row} – email delivery"])
            assert [c.vendor for c in result.claims] == ["stripe", "quorvane"], row


def test_without_a_rename_marker_the_brand_in_parentheses_counts() -> None:
    result = read("en", ["Stripe – card payments", "Quorvane Ltd (Mailchimp) – email delivery"])
    assert [c.vendor for c in result.claims] == ["stripe", "mailchimp"]


def test_a_legal_name_resolves_to_its_brand_by_the_dictionary() -> None:
    result = read("en", ["Functional Software, Inc. – error monitoring", "Stripe – payments"])
    assert [(c.vendor, c.reviewed) for c in result.claims] == [("sentry", True), ("stripe", True)]


def test_a_legal_name_resolves_to_its_brand_by_its_links_domain() -> None:
    legal, brand = invented(7, 2)
    row = f'<a href="https://www.{brand.lower()}.io/">{legal} Holdings B.V.</a> – invoicing'
    result = read("en", ["Stripe – payments", row])
    assert [c.vendor for c in result.claims] == ["stripe", brand.lower()]
    assert result.claims[1].name == f"{legal} Holdings B.V."


def test_a_dictionary_brand_in_parentheses_after_a_legal_entity_is_the_vendor() -> None:
    legal = invented(8, 1)[0]
    rows = [
        "ActiveCampaign, LLC. (Postmark) – transactional email",
        f"{legal} Software Ltd (Sentry) – error monitoring",
        "Segment (Twilio) – customer data",  # a brand, then its owner: the brand
        "Stripe, Inc. (Ireland) – payments",  # a place, not a brand
    ]
    assert [c.vendor for c in read("en", rows).claims] == [
        "postmark",
        "sentry",
        "segment",
        "stripe",
    ]


def test_a_brand_spelled_as_only_a_brand_is_names_a_legal_entity_the_dictionary_lacks() -> None:
    legal, brand = invented(9, 2)
    camel = f"{brand}Desk"
    rows = [
        "Stripe – payments",
        f"{legal} Holdings Ltd ({camel}) – customer support tickets",
        f"{legal} GmbH (Eschborn) – payroll",  # a plain word in parentheses may be a place
    ]
    claimed = [(c.vendor, c.name) for c in read("en", rows).claims]
    # The brand gives the slug; the name is the row's, as written.
    assert claimed[:2] == [("stripe", "Stripe"), (camel.lower(), f"{legal} Holdings Ltd")]
    assert claimed[2][1] == f"{legal} GmbH"


def test_a_website_written_out_in_its_row_gives_the_vendors_slug() -> None:
    first, second = invented(11, 2)
    table = (
        "<table><tr><th>Vendor</th><th>Purpose</th><th>Website</th></tr>"
        "<tr><td>Stripe</td><td>Payments</td><td>https://stripe.com/</td></tr>"
        f"<tr><td>{first} Company</td><td>Recruiting and hiring</td>"
        f"<td><u>https://www.{first.lower()}company.com/</u></td></tr>"
        f"<tr><td>{second} Ltd</td><td>Payroll</td><td>https://www.example.org/</td></tr></table>"
    )
    html = f"<html><head><title>Subprocessors</title></head><body><h1>Subprocessors</h1>{table}"
    result = extract(
        html.encode(), content_type="text/html", source_url="u", company_domain="acme.test"
    )
    # A site named like the vendor gives its slug; one named otherwise is no evidence.
    assert [c.vendor for c in result.claims] == [
        "stripe",
        f"{first.lower()}company",
        second.lower(),
    ]
