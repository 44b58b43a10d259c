"""Confirmation by content: our own signals, soft 404s, home redirects, shells and walls."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.scanning.sites import html as h
from tests.scanning.sites.corpus import read_entries
from tests.scanning.sites.pdf import make_pdf
from vendorstack.scanning.confirm import judge
from vendorstack.scanning.fetch import FetchedPage
from vendorstack.scanning.signals import read_signals

HOME = "https://acme.com/"
# Pages our own reading cannot confirm (only the title says "Subprocessors"): the extractor can.
EXTRACTOR_ONLY = {"paymenthood.com"}


def page(
    body: str | bytes,
    *,
    url: str = "https://acme.com/x",
    status: int = 200,
    content_type: str = "text/html",
    redirects: tuple[str, ...] = (),
) -> FetchedPage:
    data = body.encode() if isinstance(body, str) else body
    return FetchedPage(url, status, content_type, data, redirects)


def verdict(fetched: FetchedPage, *, worded: bool = True) -> tuple[str, str]:
    judgement = judge(fetched, domain="acme.com", worded=worded, home_url=HOME)
    return judgement.verdict, judgement.reason


@pytest.mark.corpus
def test_own_signals_confirm_every_corpus_disclosure_and_no_negative(corpus_dir: Path) -> None:
    for entry in read_entries(corpus_dir):
        signals = read_signals(entry.page, "text/html")
        expected = entry.kind == "disclosure" and entry.domain not in EXTRACTOR_ONLY
        assert signals.reads_like_disclosure == expected, entry.domain


def test_a_disclosure_table_is_confirmed() -> None:
    assert verdict(page(h.disclosure("Acme")))[0] in ("disclosure", "unreadable")
    assert verdict(page(h.disclosure("Acme")))[1] in ("parsed", "no_rows")


def test_a_privacy_policy_is_not_a_disclosure() -> None:
    assert verdict(page(h.privacy_policy("Acme"))) == ("rejected", "not_disclosure")


def test_a_pdf_annex_is_read() -> None:
    lines = ["Annex 3 - List of Sub-processors", *(f"{n} - {p}" for n, p, _ in h.VENDORS)]
    pdf = page(make_pdf(lines), content_type="application/pdf")
    assert verdict(pdf)[0] in ("disclosure", "unreadable")
    assert read_signals(pdf.body, "application/pdf").reads_like_disclosure


def test_soft_404_wording_is_rejected() -> None:
    assert verdict(page(h.not_found_page("Acme"))) == ("rejected", "soft_404")


def test_a_redirect_to_the_home_page_is_rejected() -> None:
    landed = page(h.disclosure("Acme"), url=HOME, redirects=("https://acme.com/subprocessors",))
    assert verdict(landed) == ("rejected", "home_redirect")


def test_shells_walls_and_challenges_are_unreadable_when_we_were_pointed_there() -> None:
    assert verdict(page(h.javascript_shell("Acme"))) == ("unreadable", "javascript_shell")
    assert verdict(page(h.login_wall("Acme"))) == ("unreadable", "login_wall")
    assert verdict(page(h.bot_challenge(), status=403)) == ("unreadable", "bot_challenge")
    assert verdict(page("<h1>Unauthorized</h1>", status=401)) == ("unreadable", "login_wall")


def test_a_shell_nobody_pointed_at_is_just_rejected() -> None:
    assert verdict(page(h.javascript_shell("Acme")), worded=False)[0] == "rejected"
    assert verdict(page("gone", status=404)) == ("rejected", "http_404")


def test_non_page_types_are_rejected() -> None:
    assert verdict(page(b"<urlset/>", content_type="application/xml")) == ("rejected", "not_a_page")


def test_an_extractor_crash_is_noted_not_raised(monkeypatch: pytest.MonkeyPatch) -> None:
    def crash(*args: object, **kwargs: object) -> None:
        raise ValueError("boom")

    monkeypatch.setattr("vendorstack.scanning.confirm.extract", crash)
    judgement = judge(page(h.disclosure("Acme")), domain="acme.com", worded=True, home_url=HOME)
    assert (judgement.verdict, judgement.reason) == ("unreadable", "no_rows")
    assert judgement.extraction is not None
    assert judgement.extraction.notes[0].startswith("extractor_error: ValueError")


DPA_CLAUSE = """<html><head><title>Data Processing Addendum</title></head><body>
<h1>Data Processing Addendum</h1>
<h2>5. Sub-processors</h2>
<p>5.1 Customer authorises Acme to engage Sub-processors. 5.2 Acme will notify Customer of any
new Sub-processor 30 days in advance and remains liable for its Sub-processors.</p>
</body></html>"""
EMPTY_LIST = """<html><head><title>Subprocessors | Acme</title></head><body>
<h1>Subprocessors</h1><p>Acme uses the following sub-processors.</p>
<div id="subprocessor-list"></div></body></html>"""


def test_a_sub_processor_clause_without_a_list_is_not_a_disclosure() -> None:
    assert verdict(page(DPA_CLAUSE), worded=False) == ("rejected", "clause_without_list")


def test_a_page_named_as_the_list_but_without_rows_is_unreadable() -> None:
    assert verdict(page(EMPTY_LIST), worded=False) == ("unreadable", "no_rows")
    assert verdict(page(DPA_CLAUSE), worded=True) == ("unreadable", "no_rows")


# A privacy policy whose <title> says "Subprocessors" (a template's leftover): the page shows
# "Privacy Policy", links out to the list and lists only kinds of data.
MISTITLED_POLICY = """<html><head><title>Subprocessors | Acme</title></head><body>
<h1>Privacy Policy</h1><p>This policy explains how Acme collects and uses personal data.</p>
<h2>What we collect</h2><ul><li>Account details</li><li>Usage data</li><li>Billing data</li></ul>
<h2>Who we share it with</h2><p>We use third-party subprocessors to run the service. You can
view the <a href="/subprocessors">third-party subprocessors we use</a>. Our subprocessors are
bound by contracts; we also use processors for other business functions.</p>
<ul><li>To provide the service</li><li>To answer your questions</li></ul></body></html>"""


def test_a_title_does_not_present_the_list_when_the_page_shows_another_document() -> None:
    assert not read_signals(MISTITLED_POLICY.encode(), "text/html").presents_list
    assert verdict(page(MISTITLED_POLICY), worded=False) == ("rejected", "clause_without_list")
    # Under a heading that names no other document, the title still presents it.
    retitled = MISTITLED_POLICY.replace("<h1>Privacy Policy</h1>", "<h1>Acme</h1>")
    assert read_signals(retitled.encode(), "text/html").presents_list
