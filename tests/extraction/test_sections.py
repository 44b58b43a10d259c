"""Wording rules: leads, sentences, excluded sections, removed rows, column headers."""

from __future__ import annotations

import pytest

from vendorstack.extraction.columns import classify, looks_like_header, name_columns
from vendorstack.extraction.sections import (
    excluded_section,
    lead,
    sentences,
    skipped_row,
    speaks_of_processors,
)


@pytest.mark.parametrize(
    ("text", "head"),
    [
        ("Stripe. Payment processing.", "Stripe"),
        ("Stripe, Inc. Payment processing", "Stripe, Inc. Payment processing"),
        ("Amazon Web Services (AWS) - hosting", "Amazon Web Services (AWS)"),
        ("Hosting: Amazon Web Services", "Hosting"),
        ("Sentry — error monitoring", "Sentry"),
    ],
)
def test_lead_is_the_entity_part(text: str, head: str) -> None:
    assert lead(text)[0] == head


def test_sentences_do_not_break_after_legal_suffixes() -> None:
    text = "We engage Stripe Payments Europe, Ltd. (payments). Questions? Ask Acme Inc. Support."
    assert sentences(text) == [
        "We engage Stripe Payments Europe, Ltd. (payments).",
        "Questions?",
        "Ask Acme Inc. Support.",
    ]


@pytest.mark.parametrize(
    "heading",
    [
        "Affiliates",
        "Intra-Group Subprocessors",
        "Former sub-processors",
        "Removed subprocessors",
        "Changelog",
        "Changes",
        "Integrations",
        "Independent controllers",
    ],
)
def test_excluded_sections(heading: str) -> None:
    assert excluded_section(heading)


@pytest.mark.parametrize(
    "heading", ["Subprocessors", "Infrastructure", "Optional integrations subprocessors", "Support"]
)
def test_included_sections(heading: str) -> None:
    assert not excluded_section(heading)


@pytest.mark.parametrize(
    ("row", "skipped"),
    [
        ("Sentry (removed March 2025)", True),
        ("2025-11-01: Removed Mailgun", True),
        ("Mailgun was replaced by Postmark", True),
        ("Better Stack (formerly Logtail) - logs", False),
        ("Stripe - data is deleted after 30 days", False),
        ("Trust center powered by SafeBase", True),
        ("Payment providers you choose act as independent controllers", True),
    ],
)
def test_skipped_rows(row: str, skipped: bool) -> None:
    assert skipped_row(row) is skipped


def test_processor_context() -> None:
    assert speaks_of_processors("Acme engages the following sub-processors: Stripe")
    assert speaks_of_processors("Stripe processes payments on our behalf.")
    assert not speaks_of_processors("Follow us on Slack for updates.")


# Sentences of privacy policies in the six languages read since issue 16, written for this test:
# (one that says a provider processes for the company, one that only mentions a brand).
NORDIC_AND_CENTRAL: dict[str, tuple[str, str]] = {
    "sv": (
        "Vi använder Stripe som personuppgiftsbiträde för betalningar.",
        "Följ oss på Slack för nyheter.",
    ),
    "da": (
        "Vi bruger Stripe som databehandler til betalinger.",
        "Følg os på Slack for nyheder.",
    ),
    "nb": (
        "Betalinger håndteres av Stripe på våre vegne.",
        "Følg oss på Slack for nyheter.",
    ),
    "fi": (
        "Käytämme maksujen käsittelyyn palveluntarjoajaa Stripe.",
        "Seuraa meitä Slackissa.",
    ),
    "pl": (
        "Korzystamy z usług dostawcy Stripe do obsługi płatności.",
        "Obserwuj nas na Slacku.",
    ),
    "cs": (
        "Platby za nás zpracovává poskytovatel Stripe.",
        "Sledujte nás na Slacku.",
    ),
}


@pytest.mark.parametrize("lang", sorted(NORDIC_AND_CENTRAL))
def test_processor_context_in_nordic_and_central_european_languages(lang: str) -> None:
    says, mentions = NORDIC_AND_CENTRAL[lang]
    assert speaks_of_processors(says)
    assert not speaks_of_processors(mentions)


@pytest.mark.parametrize(
    ("header", "kind"),
    [
        ("Subprocessor Name", "entity"),
        ("Entity", "entity"),
        ("Service", "entity"),
        ("Subprocessing Activities", "purpose"),
        ("Purpose", "purpose"),
        ("Entity Country", "other"),
        ("Location", "other"),
        ("Category", "other"),
        ("Website", "other"),
    ],
)
def test_header_cells(header: str, kind: str) -> None:
    assert classify(header) == kind


def test_name_columns_and_header_rows() -> None:
    assert name_columns(["Category", "Subprocessor Name", "Purpose", "Website"]) == [1]
    assert name_columns(["Name", "Service", "Role", "Purpose"]) == [0, 1]
    assert looks_like_header(["Name", "Purpose", "Location"])
    assert not looks_like_header(["Stripe", "Payments", "USA"])
