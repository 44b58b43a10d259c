"""The decoy rules one by one, on small hand-written pages: rows given as examples, catalogues,
headings about monitoring the list, vendors named after "for example" in a clause, a template's
placeholder rows, and a second page taken only from the list's own content.

The wording comes from the negative sites' tongues (`tests/scanning/negatives/`), written for
the fixtures, never from the scanner's lexicons.
"""

from __future__ import annotations

from html import escape

import pytest

from tests.scanning.negatives import TONGUES
from tests.scanning.negatives.tongue import Tongue
from tests.scanning.sites import fast_policy
from tests.scanning.testweb import TestWeb
from vendorstack.scanning.confirm import judge
from vendorstack.scanning.decoys import decoy_reason
from vendorstack.scanning.fetch import FetchedPage
from vendorstack.scanning.resolver import StaticResolver
from vendorstack.scanning.scanner import scan_domain
from vendorstack.scanning.signals import html_signals

VENDORS = (("Amazon Web Services", "hosting"), ("Stripe", "payments"), ("Zendesk", "support"),
           ("Datadog", "monitoring"))  # fmt: skip


def doc(title: str, main: str) -> str:
    head = f"<head><title>{escape(title)}</title></head>"
    return f"<!doctype html><html>{head}<body><main>{main}</main></body></html>"


def table(t: Tongue, header: tuple[str, str]) -> str:
    head = f"<tr><th>{escape(header[0])}</th><th>{escape(header[1])}</th></tr>"
    rows = "".join(f"<tr><td>{n}</td><td>{escape(t.purposes[c])}</td></tr>" for n, c in VENDORS)
    return f"<table>{head}{rows}</table>"


def verdict(body: str, *, worded: bool = True) -> tuple[str, str]:
    fetched = FetchedPage("https://acme.com/x", 200, "text/html", body.encode(), ())
    judgement = judge(fetched, domain="acme.com", worded=worded, home_url="https://acme.com/")
    return judgement.verdict, judgement.reason


def the_list(t: Tongue) -> str:
    title = t.list_titles[0].format(brand="Acme")
    intro = t.list_intros[0].format(brand="Acme")
    return doc(
        title, f"<h1>{escape(title)}</h1><p>{escape(intro)}</p>{table(t, t.list_headers[:2])}"
    )


@pytest.mark.parametrize("t", TONGUES, ids=lambda t: t.code)
def test_the_list_is_no_decoy(t: Tongue) -> None:
    signals = html_signals(the_list(t).encode())
    assert decoy_reason(signals) is None
    assert (signals.example_rows, signals.catalogue) == (0, False)
    assert verdict(the_list(t)) == ("disclosure", "parsed")


@pytest.mark.parametrize("t", TONGUES, ids=lambda t: t.code)
def test_rows_a_lead_in_gives_as_examples_are_a_guide(t: Tongue) -> None:
    """The title names the list plainly ("Subprocessors"), but the rows are illustrations."""
    title = t.list_titles[0].format(brand="Acme")
    for lead in t.guide_leads:
        main = f"<h1>{escape(title)}</h1><p>{escape(t.guide_intros[0])}</p><p>{escape(lead)}</p>"
        page = doc(title, main + table(t, t.list_headers[:2]))
        assert decoy_reason(html_signals(page.encode())) == "guide", lead
        assert verdict(page) == ("rejected", "guide"), lead


@pytest.mark.parametrize("t", TONGUES, ids=lambda t: t.code)
def test_an_example_column_is_a_guide(t: Tongue) -> None:
    title = t.list_titles[0].format(brand="Acme")
    page = doc(title, f"<h1>{escape(title)}</h1>{table(t, t.guide_headers)}")
    assert html_signals(page.encode()).example_rows == len(VENDORS)
    assert verdict(page)[0] == "rejected"


@pytest.mark.parametrize("t", TONGUES, ids=lambda t: t.code)
def test_rows_that_all_say_the_same_sentence_are_a_catalogue(t: Tongue) -> None:
    """A product page listing the sources it imports: every row repeats one description."""
    title = t.list_titles[0].format(brand="Acme")
    shapes = (
        "".join(f"<tr><td>{n}</td><td>{escape(t.doc_row)}</td></tr>" for n, _ in VENDORS),
        "".join(f"<p><strong>{n}</strong>: {escape(t.doc_row)}.</p>" for n, _ in VENDORS),
        "<ul>"
        + "".join(f"<li><b>{n}</b> – {escape(t.doc_row)}</li>" for n, _ in VENDORS)
        + "</ul>",
    )
    for rows in shapes:
        body = f"<table>{rows}</table>" if rows.startswith("<tr>") else rows
        page = doc(title, f"<h1>{escape(title)}</h1>{body}")
        assert html_signals(page.encode()).catalogue, rows[:40]
        assert verdict(page)[0] == "rejected", rows[:40]


def test_a_shared_short_purpose_or_one_varying_column_is_still_a_list() -> None:
    rows = "".join(f"<tr><td>{n}</td><td>Hosting</td><td>EU</td></tr>" for n, _ in VENDORS)
    varied = "".join(
        f"<tr><td>{n}</td><td>{c}</td><td>Processes customer data for the service</td></tr>"
        for n, c in VENDORS
    )
    for body in (rows, varied):
        page = doc("Subprocessors", f"<h1>Subprocessors</h1><table>{body}</table>")
        assert not html_signals(page.encode()).catalogue


@pytest.mark.parametrize("t", TONGUES, ids=lambda t: t.code)
def test_a_heading_about_monitoring_the_list_is_a_guide(t: Tongue) -> None:
    title = t.doc_titles[0]
    page = doc(title, f"<h1>{escape(title)}</h1>{table(t, t.list_headers[:2])}")
    assert html_signals(page.encode()).guide_heading


@pytest.mark.parametrize("t", TONGUES, ids=lambda t: t.code)
def test_vendors_named_as_examples_in_a_clause_are_no_disclosure(t: Tongue) -> None:
    examples = "Amazon Web Services, Google Cloud / Stripe"
    for clause in t.dpa_clauses:
        text = escape(clause.format(examples=examples, brand="Acme"))
        heading = escape(t.annex_heading)
        page = doc(t.dpa_titles[0], f"<h1>{escape(t.dpa_titles[0])}</h1><h2>7.</h2><p>{text}</p>"
                   f"<h2>{heading}</h2>")  # fmt: skip
        assert verdict(page, worded=False)[0] == "rejected", clause


def test_a_clause_naming_the_companys_own_vendors_stays_a_disclosure() -> None:
    clause = (
        "<h1>Data Processing Agreement</h1><h2>4. Sub-processors</h2><p>The Client consents that"
        " Acme engages Amazon Web Services, Inc., Seattle, WA - USA and Stripe, Inc., San"
        " Francisco, CA - USA as sub-processors for cloud storage and payments.</p>"
    )
    assert verdict(doc("Data Processing Agreement", clause), worded=False)[0] == "disclosure"


@pytest.mark.parametrize("t", TONGUES, ids=lambda t: t.code)
def test_a_templates_placeholder_row_is_no_row(t: Tongue) -> None:
    head = "".join(f"<th>{escape(h)}</th>" for h in t.list_headers)
    blank = "".join(f"<td>{escape(c)}</td>" for c in t.annex_placeholder)
    main = f"<h1>{escape(t.dpa_titles[0])}</h1><h2>{escape(t.annex_heading)}</h2>"
    page = doc(t.dpa_titles[0], main + f"<table><tr>{head}</tr><tr>{blank}</tr></table>")
    assert verdict(page, worded=False) == ("rejected", "clause_without_list")


@pytest.mark.anyio
async def test_a_second_page_comes_from_the_lists_content_not_the_footer(testweb: TestWeb) -> None:
    """The footer of every page links the product docs "Subprocessors" page; the list's own
    text links its AI annex. Only the annex joins the report."""
    footer = '<footer><a href="/docs/subprocessors">Subprocessors</a></footer>'
    listing = (
        the_list(TONGUES[0])
        .replace(
            "</main>",
            '<p>See also our <a href="/ai-subprocessors">AI subprocessors</a>.</p></main>',
        )
        .replace("</body>", footer + "</body>")
    )
    annex = the_list(TONGUES[0]).replace("Stripe", "OpenAI")
    product = doc("Subprocessors", "<h1>Subprocessors</h1>" + table(TONGUES[0], ("Vendor", "Use")))
    home_footer = footer.replace("/docs/subprocessors", "/subprocessors")
    home = doc("Acme", "<h1>Acme</h1>").replace("</body>", home_footer + "</body>")
    routes = {"/": home, "/subprocessors": listing, "/ai-subprocessors": annex,
              "/docs/subprocessors": product}  # fmt: skip
    testweb.add_site("acme-neg.com", routes)
    report = await scan_domain("acme-neg.com", policy=fast_policy(), host_map=testweb.host_map(),
                               resolver=StaticResolver({}))  # fmt: skip
    assert [p.url for p in report.pages] == [
        "https://acme-neg.com/subprocessors",
        "https://acme-neg.com/ai-subprocessors",
    ]


def test_a_list_that_mentions_examples_in_passing_stays_a_list() -> None:
    """Only a lead-in ending in a colon opens examples; "for example" inside a sentence or a
    short note about examples does not."""
    t = TONGUES[0]
    notes = (
        "<p>Examples of the data each sub-processor handles are in our DPA.</p>",
        "<p>We use sub-processors, for example for hosting, as listed below.</p>",
    )
    for note in notes:
        page = the_list(t).replace("<table>", note + "<table>")
        assert verdict(page) == ("disclosure", "parsed"), note
