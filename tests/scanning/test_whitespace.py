"""Whitespace between tags changes nothing: every fixture page (../shared/corpus, corpus2, the
generated disclosures and look-alikes of every language and markup, the hand-made pages)
served minified and pretty-printed gives byte-identical answers (quotes, tiers, categories).
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

import orjson
import pytest
from bench.accuracy import visible_text

from tests.conftest import SHARED_DIR
from tests.extraction.independent.pages import FORMATS as INDEPENDENT_FORMATS
from tests.extraction.independent.pages import LANGUAGES as INDEPENDENT_LANGUAGES
from tests.extraction.independent.pages import Generator as IndependentGenerator
from tests.extraction.independent.pages import Page as IndependentPage
from tests.extraction.reformat import minified, pretty
from tests.extraction.synthetic.pages import FORMATS, LANGUAGES, NEGATIVES, Generator
from tests.extraction.synthetic.pages import Page as SyntheticPage
from tests.scanning.sites import FixtureSite, fast_policy, scan_all
from tests.scanning.sites.corpus import Entry, corpus_site, read_entries
from tests.scanning.testweb import TestWeb
from vendorstack.extraction.dictionary import load_dictionary
from vendorstack.scanning.report import ScanReport

PAGES = Path(__file__).parents[1] / "extraction" / "pages"
CORPORA = ("corpus", "corpus2")


def _html(fmt: str) -> bool:
    return fmt.startswith("html")


def generated() -> list[Entry]:
    """Generated HTML disclosures and look-alikes in every language, plus the hand-made pages,
    each as a corpus-style entry served at its company's /legal/subprocessors."""
    synthetic = Generator(5, load_dictionary())
    independent = IndependentGenerator(7005, load_dictionary(), 0)
    pages: list[SyntheticPage | IndependentPage] = [
        synthetic.page(lang, fmt) for lang in LANGUAGES for fmt in FORMATS if _html(fmt)
    ]
    pages += [synthetic.negative(lang, kind) for lang in LANGUAGES for kind in NEGATIVES]
    pages += [
        independent.page(lang, fmt)
        for lang in INDEPENDENT_LANGUAGES
        for fmt in INDEPENDENT_FORMATS
        if _html(fmt)
    ]
    entries = [
        Entry(f"{p.lang}-{p.fmt}", p.company, _kind(p.fmt), p.body, _url(p.company)) for p in pages
    ]
    hand = sorted(PAGES.glob("*.html"))
    return entries + [
        Entry(f.name, f"{f.stem}.example", "disclosure", f.read_bytes(), _url(f"{f.stem}.example"))
        for f in hand
    ]


def _kind(fmt: str) -> str:
    return "negative" if fmt in NEGATIVES else "disclosure"


def _url(domain: str) -> str:
    return f"https://{domain}/legal/subprocessors"


@pytest.fixture(scope="module")
def entries() -> list[Entry]:
    found = [e for name in CORPORA for e in _corpus(SHARED_DIR / name)]
    return found + generated()


def _corpus(folder: Path) -> list[Entry]:
    return read_entries(folder) if folder.is_dir() else []


def _sites(entries: list[Entry], form: str) -> list[FixtureSite]:
    change = minified if form == "minified" else pretty
    return [
        corpus_site(dataclasses.replace(e, page=change(e.page.decode()).encode()), i)
        for i, e in enumerate(entries)
    ]


def answer(report: ScanReport) -> bytes:
    """A scan's answer as JSON: what a lookup serves of it."""
    fields = {
        "outcome": report.outcome,
        "reason": report.reason,
        "disclosure_url": report.disclosure_url,
        "claims": report.claims,
        "unmatched_rows": report.unmatched_rows,
        "sends_sms": report.sends_sms,
        "sms_evidence": report.sms_evidence,
    }
    return orjson.dumps(fields, option=orjson.OPT_SORT_KEYS)


@pytest.fixture(scope="module")
def answers(entries: list[Entry]) -> dict[str, dict[str, bytes]]:
    out: dict[str, dict[str, bytes]] = {}
    for form in ("minified", "pretty"):
        with TestWeb() as web:
            reports = scan_all(web, _sites(entries, form), fast_policy())
        out[form] = {domain: answer(report) for domain, report in reports.items()}
    return out


def test_every_fixture_page_is_served(entries: list[Entry]) -> None:
    names = {e.name for e in entries}
    assert any(n.startswith("sv-") or n.startswith("fr-") for n in names)
    assert {"cards.html", "big_table.html"} <= names
    if (SHARED_DIR / "corpus2").is_dir():
        assert "github.com" in names


def test_reformatting_keeps_what_a_reader_sees(entries: list[Entry]) -> None:
    for entry in entries:
        html = entry.page.decode()
        assert visible_text(minified(html)) == visible_text(pretty(html)), entry.name
        assert minified(html) != pretty(html), entry.name


def test_minified_and_pretty_printed_sites_give_identical_answers(
    entries: list[Entry], answers: dict[str, dict[str, bytes]]
) -> None:
    differ = [
        e.name for e in entries if answers["minified"][e.domain] != answers["pretty"][e.domain]
    ]
    assert differ == []


def test_the_comparison_reads_real_answers(
    entries: list[Entry], answers: dict[str, dict[str, bytes]]
) -> None:
    parsed = [e for e in entries if b'"outcome":"parsed"' in answers["pretty"][e.domain]]
    with_claims = [e for e in parsed if b'"claims":[]' not in answers["pretty"][e.domain]]
    disclosures = [e for e in entries if e.kind == "disclosure"]
    assert len(with_claims) >= 0.8 * len(disclosures)
