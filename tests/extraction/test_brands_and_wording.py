"""Who a row names and what it says the vendor does, on generated disclosures with invented
vendors (issue 16, third pass):

- a legal name made of a coined brand and everyday words describing a trade is the brand
  ("Tessivo Automation Inc." is `tessivo`); initials or a short word after the brand stay
  ("Tessivo HR Ltd", "Kelvaro Pay GmbH");
- a dictionary vendor named as its own site ("Bunny.net") is found by its bare name;
- a parent brand becomes one of its products only when the row points at that one product,
  and a product its purpose mentions in passing says what the parent provides, without
  becoming the vendor;
- a vendor card whose first line is a long labelled detail is still one row;
- a prose vendor whose sentence and heading name no function is read by its paragraph's
  other sentences, leaving out the sentences about other vendors.

Pretty-printed and minified copies give the same answer.
"""

from __future__ import annotations

import dataclasses
import json
import random

import pytest

from tests.extraction.synthetic.frames import FRAMES
from tests.extraction.synthetic.purposes import PURPOSES
from tests.extraction.synthetic.vendors import invent_base
from vendorstack.extraction import Extraction, extract
from vendorstack.extraction.dictionary import load_dictionary
from vendorstack.extraction.names import name_in
from vendorstack.extraction.recognition import everyday
from vendorstack.extraction.slugs import MIN_AGREEMENT, Identity, identities_for, name_slug

# Everyday words describing a trade, one per language (checked against wordfreq's lists by
# `test_the_trade_words_are_everyday_words`), written for this test.
TRADES: dict[str, str] = {
    "en": "Automation",
    "de": "Beratung",
    "fr": "Conseil",
    "nl": "Advies",
    "es": "Consultoría",
    "it": "Consulenza",
    "pt": "Consultoria",
    "sv": "Konsult",
    "da": "Rådgivning",
    "nb": "Rådgivning",
    "fi": "Konsultointi",
    "pl": "Doradztwo",
    "cs": "Poradenství",
}
LEGAL_FORMS: dict[str, str] = {
    **{lang: frame.legal_forms[0] for lang, frame in FRAMES.items()},
    "sv": "AB",
    "da": "A/S",
    "nb": "AS",
    "fi": "Oy",
    "pl": "sp. z o.o.",
    "cs": "s.r.o.",
}
TABLE_LANGUAGES = tuple(lang for lang in FRAMES if lang in PURPOSES)


def invented(seed: int, count: int) -> list[str]:
    rng, taken = random.Random(seed), set[str]()
    return [invent_base(rng, load_dictionary(), taken) for _ in range(count)]


def read(html: str) -> Extraction:
    return extract(
        html.encode(),
        content_type="text/html",
        source_url="https://acme.test/subprocessors",
        company_domain="acme.test",
    )


def table_page(lang: str, rows: list[tuple[str, str]], *, pretty: bool) -> str:
    frame = FRAMES[lang]
    gap = "\n  " if pretty else ""
    header = f"<tr><th>{frame.entity_headers[0]}</th><th>{frame.purpose_headers[0]}</th></tr>"
    body = "".join(
        f"{gap}<tr>{gap}<td>{name}</td>{gap}<td>{what}</td>{gap}</tr>" for name, what in rows
    )
    return (
        f"<html><head><title>{frame.titles[0]}</title></head><body>{gap}<h1>{frame.titles[0]}</h1>"
        f"{gap}<p>{frame.intros[0].format(brand='Acme')}</p>{gap}<table>{header}{body}</table>"
        f"{gap}</body></html>"
    )


def answer(result: Extraction) -> str:
    return json.dumps([dataclasses.asdict(c) for c in result.claims], sort_keys=True)


def test_the_trade_words_are_everyday_words() -> None:
    assert all(everyday(word, ("en", lang)) for lang, word in TRADES.items())


@pytest.mark.parametrize("lang", sorted(TRADES))
def test_a_coined_brand_registered_with_its_trade_is_the_brand(lang: str) -> None:
    (base,) = invented(len(lang) * 17 + ord(lang[-1]), 1)
    name = name_in(f"{base} {TRADES[lang]} {LEGAL_FORMS[lang]}")
    assert name is not None
    assert name_slug(name, ("en", lang)) == base.lower()


@pytest.mark.parametrize("lang", TABLE_LANGUAGES)
def test_a_row_naming_a_coined_brand_with_its_trade_claims_the_brand(lang: str) -> None:
    first, second = invented(len(lang) * 41 + ord(lang[0]), 2)
    rows = [
        (f"{first} {TRADES[lang]} {LEGAL_FORMS[lang]}", PURPOSES[lang]["payments"][0]),
        (f"{second} {LEGAL_FORMS[lang]}", PURPOSES[lang]["email"][0]),
    ]
    pretty, minified = (read(table_page(lang, rows, pretty=p)) for p in (True, False))
    assert [(c.vendor, c.category, c.reviewed) for c in pretty.claims] == [
        (first.lower(), "payments", False),
        (second.lower(), "email", False),
    ]
    assert answer(pretty) == answer(minified)


@pytest.mark.parametrize(
    ("written", "slug"),
    [
        ("{base} HR Ltd", "{base}_hr"),  # initials belong to the product's name
        ("{base} Pay GmbH", "{base}_pay"),  # so does a short word
        ("{base} Automation", "{base}_automation"),  # no legal form: maybe the product's name
        ("Functional Workplace Inc.", "functional_workplace"),  # no coined brand to keep
    ],
)
def test_what_stays_part_of_the_name(written: str, slug: str) -> None:
    (base,) = invented(7, 1)
    name = name_in(written.format(base=base))
    assert name is not None
    assert name_slug(name) == slug.format(base=base.lower())


def test_a_vendor_named_as_its_site_is_known_by_its_bare_name() -> None:
    dictionary = load_dictionary()
    identities = identities_for(dictionary)
    sited = [
        v
        for v in dictionary
        if v.name.lower() == v.domain.lower()
        and v.name.count(".") == 1
        and len(v.name.split(".")[0]) >= MIN_AGREEMENT  # "CM.com" is too short to tell
    ]
    assert sited, "the dictionary names some vendors as their own site"
    for vendor in sited:
        bare = name_in(vendor.name.split(".")[0])
        assert bare is not None
        found = identities.of(bare, "")
        assert found is not None, vendor.name
        assert found.reviewed, vendor.name
    bunny = name_in("Bunny")
    assert bunny is not None
    assert identities.of(bunny, "") == Identity("bunny_net", True)


def list_page(items: list[str], *, pretty: bool = True) -> str:
    gap = "\n" if pretty else ""
    body = "".join(f"{gap}<li>{item}</li>" for item in items)
    return (
        "<html><head><title>Sub-processors</title></head><body><h1>Sub-processors</h1>"
        f"{gap}<p>Acme uses the following sub-processors.</p><ul>{body}</ul></body></html>"
    )


def test_a_parent_stays_itself_when_the_row_points_at_several_of_its_products() -> None:
    html = table_page(
        "en",
        [
            ("Google, Inc.", "Communication, File Storage, Analytics"),
            ("Google LLC", "Cloud hosting"),
            ("Microsoft Corporation", "Office 365 email"),
        ],
        pretty=True,
    )
    claims = [(c.vendor, c.category) for c in read(html).claims]
    assert claims == [
        ("google", "productivity"),
        ("google_cloud", "cloud_infra"),
        ("microsoft_365", "email"),
    ]


def test_a_product_mentioned_in_passing_says_what_the_parent_provides() -> None:
    items = [
        "<strong>Google</strong> (optional): if you import Google Analytics data, Google may"
        " share account data with us.",
        "<strong>Stripe</strong>: payment processing",
    ]
    claims = [(c.vendor, c.category) for c in read(list_page(items)).claims]
    assert claims == [("google", "analytics_data"), ("stripe", "payments")]


def card_page(names: list[tuple[str, str]], *, pretty: bool) -> str:
    gap = "\n\t\t" if pretty else ""
    cards = "".join(
        f'{gap}<div class="card">{gap}<h3>{name}</h3>{gap}<p>{gap}<strong>Nature of'
        f" Processing:</strong> {what}{gap}<br />{gap}<strong>Territories:</strong>United"
        f" States{gap}</p>{gap}</div>"
        for name, what in names
    )
    return (
        "<html><head><title>Subprocessors</title></head><body><h1>Subprocessors</h1>"
        f"{gap}<p>Last updated June 1, 2026</p>{cards}</body></html>"
    )


@pytest.mark.parametrize("pretty", [True, False])
def test_a_card_opening_with_a_long_labelled_detail_is_one_row(pretty: bool) -> None:
    cards = [
        ("Vercel", "hosting environment"),
        ("MongoDB Cloud", "storage of backups and archived data for the service"),
        ("Stripe", "payment processing"),
    ]
    result = read(card_page(cards, pretty=pretty))
    assert [c.vendor for c in result.claims] == ["vercel", "mongodb", "stripe"]
    assert answer(result) == answer(read(card_page(cards, pretty=not pretty)))


def prose_page(vendor: str) -> str:
    return (
        "<html><head><title>Sub-processors</title></head><body><h1>Sub-processors</h1>"
        "<p>Acme uses the following third-party service providers to process personal data.</p>"
        "<h2>Account meta data</h2>"
        f"<p>We store your IP address with your account. We use <strong>{vendor}</strong> to"
        " turn the IP address into a place that is stored with your account. This is a corner"
        " stone of our fraud and phishing protection. For the e-mail notifications about it"
        " <strong>Mailgun</strong> is used.</p></body></html>"
    )


def test_a_prose_vendor_is_read_by_its_paragraph_not_by_another_vendors_sentence() -> None:
    (base,) = invented(31, 1)
    claims = {c.vendor: c.category for c in read(prose_page(f"{base} Ltd")).claims}
    assert claims == {base.lower(): "security_fraud", "mailgun": "email"}


def test_a_product_in_brackets_after_a_parent_in_prose_is_the_vendor() -> None:
    html = (
        "<html><head><title>Sub-processors</title></head><body><h1>Sub-processors</h1>"
        "<p>Acme uses the following third-party service providers to process personal data.</p>"
        "<h2>Staff e-mail</h2><p>Our staff mail accounts are hosted by <strong>Google</strong>"
        " (G Suite). Messages you send us are stored there.</p>"
        "<h2>Payments</h2><p>Card payments are processed by <strong>Stripe</strong>.</p>"
        "</body></html>"
    )
    assert [c.vendor for c in read(html).claims] == ["google_workspace", "stripe"]
