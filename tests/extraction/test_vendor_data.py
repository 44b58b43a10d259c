"""The vendor dictionary data file keeps its rules: shape, coverage, unique aliases, corpus slugs.

These tests read `vendors.toml` directly, not through the loader, so a broken data file fails
here with a message that names the offending vendor or alias.
"""

from __future__ import annotations

import json
import re
import tomllib
from collections import Counter
from functools import cache
from pathlib import Path
from typing import Any, TypedDict

import pytest

from vendorstack.extraction.model import CATEGORIES

DATA_FILE = Path(__file__).resolve().parents[2] / "src/vendorstack/extraction/data/vendors.toml"
CORPUS_DIR = Path(__file__).resolve().parents[3] / "shared" / "corpus"

MIN_VENDORS = 1000
MIN_PER_CATEGORY = 15
SLUG_PATTERN = re.compile(r"[a-z0-9][a-z0-9_]*")
SPEC_SLUGS: dict[str, str] = {
    "twilio": "sms_messaging",
    "sinch": "sms_messaging",
    "messagebird": "sms_messaging",
    "vonage": "sms_messaging",
    "plivo": "sms_messaging",
    "sendgrid": "email",
    "mailgun": "email",
    "postmark": "email",
    "ses": "email",
    "iterable": "email",
    "stripe": "payments",
    "adyen": "payments",
    "braintree": "payments",
    "checkout_com": "payments",
    "aws": "cloud_infra",
}
# Parent companies and their product slugs. A bare company name ("Google LLC") names the parent and
# the corpus labels the row with the product its purpose points to; a row naming both a product and
# its parent ("Google Analytics (Google Ireland Limited)") resolves to the product.
FAMILIES: dict[str, frozenset[str]] = {
    "google": frozenset({"youtube", "firebase", "looker"}),
    "microsoft": frozenset({"azure_openai", "github", "linkedin", "bing_search"}),
    "amazon": frozenset({"aws", "ses"}),
}
# Words a disclosure uses as prose: never a case-insensitive alias, only a strict one.
PROSE_WORDS = (
    "Cloud",
    "Mail",
    "Email",
    "Analytics",
    "Stream",
    "Daily",
    "Ramp",
    "Make",
    "Front",
    "Box",
    "Close",
    "Segment",
    "Notion",
    "Linear",
    "Render",
    "Stitch",
    "Convert",
    "Merge",
    "Remote",
    "Whereby",
    "Entrust",
    "Affirm",
    "Clickwrap",
    "Workable",
    "Plain",
    "Default",
    "Census",
    "Mode",
    "Split",
    "Sift",
    "Glean",
    "Indeed",
    "Sender",
    "Circle",
    "Dynamic",
    "Gem",
    "Persona",
)
# Names as disclosures write them -> the slug the conventions give (product beats parent).
RESOLUTIONS: dict[str, str] = {
    "Amazon SES": "ses",
    "Amazon Simple Email Service": "ses",
    "Amazon CloudFront": "aws",
    "Amazon Web Services (Amazon Bedrock)": "aws",
    "Twilio SendGrid": "sendgrid",
    "Twilio Segment": "segment",
    "Google Analytics": "google_analytics",
    "Google Cloud Platform (GCP)": "google_cloud",
    "Google Workspace (Gmail)": "google_workspace",
    "Google Analytics (Google Ireland Limited)": "google_analytics",
    "Microsoft Azure": "microsoft_azure",
    "Azure OpenAI Service": "azure_openai",
    "Microsoft Corporation": "microsoft",
    "Functional Software, Inc. (Sentry)": "sentry",
    "The Rocket Science Group LLC": "mailchimp",
    "Sendinblue": "brevo",
    "Nexmo": "vonage",
    "HelloSign": "dropbox_sign",
    "SFDC Ireland Limited": "salesforce",
    "Wildbit, LLC": "postmark",
}
KEYS = frozenset({"slug", "name", "domain", "categories", "aliases", "strict_aliases"})
REQUIRED_KEYS = KEYS - {"strict_aliases"}


class Label(TypedDict):
    name: str
    purpose: str
    canonical: str
    category: str


@cache
def load_vendors() -> tuple[dict[str, Any], ...]:
    with DATA_FILE.open("rb") as handle:
        data = tomllib.load(handle)
    return tuple(data["vendors"])


def by_slug() -> dict[str, dict[str, Any]]:
    return {vendor["slug"]: vendor for vendor in load_vendors()}


def strict_aliases(vendor: dict[str, Any]) -> list[str]:
    return list(vendor.get("strict_aliases", []))


def all_aliases(vendor: dict[str, Any]) -> list[str]:
    return list(vendor["aliases"]) + strict_aliases(vendor)


def corpus_labels() -> list[tuple[str, Label]]:
    if not CORPUS_DIR.is_dir():
        pytest.skip(f"{CORPUS_DIR} is absent")
    labels: list[tuple[str, Label]] = []
    for path in sorted(CORPUS_DIR.glob("*/labels.json")):
        rows: list[Label] = json.loads(path.read_text(encoding="utf-8"))
        labels.extend((path.parent.name, row) for row in rows)
    return labels


def alias_pattern(alias: str) -> str:
    return rf"(?<!\w){re.escape(alias)}(?!\w)"


@cache
def alias_matchers() -> tuple[tuple[re.Pattern[str], str, int], ...]:
    """Every alias as (pattern, slug, length): strict ones case-sensitive, the rest not."""
    matchers: list[tuple[re.Pattern[str], str, int]] = []
    for vendor in load_vendors():
        for alias in vendor["aliases"]:
            pattern = re.compile(alias_pattern(alias), re.IGNORECASE)
            matchers.append((pattern, vendor["slug"], len(alias)))
        for alias in strict_aliases(vendor):
            matchers.append((re.compile(alias_pattern(alias)), vendor["slug"], len(alias)))
    return tuple(matchers)


def in_family(parent: str, slug: str) -> bool:
    return parent in FAMILIES and (slug.startswith(f"{parent}_") or slug in FAMILIES[parent])


def longest_match(text: str) -> str | None:
    """The slug of the longest alias found in `text` (a parent yields to its products there)."""
    found = sorted(
        (length, slug) for pattern, slug, length in alias_matchers() if pattern.search(text)
    )
    if not found:
        return None
    best = found[-1][1]
    children = [slug for _, slug in found if in_family(best, slug)]
    return children[-1] if children else best


def test_file_parses_with_known_keys() -> None:
    for vendor in load_vendors():
        assert REQUIRED_KEYS <= vendor.keys() <= KEYS, vendor.get("slug")
        assert isinstance(vendor["name"], str), vendor["slug"]
        assert vendor["name"], vendor["slug"]
        assert isinstance(vendor["domain"], str), vendor["slug"]
        assert "." in vendor["domain"], vendor["slug"]
        assert all(
            isinstance(alias, str) and alias.strip() == alias for alias in all_aliases(vendor)
        )
        assert all_aliases(vendor), f"{vendor['slug']} has no alias"


def test_enough_vendors() -> None:
    assert len(load_vendors()) >= MIN_VENDORS


def test_every_category_has_enough_vendors() -> None:
    counts = Counter(category for vendor in load_vendors() for category in vendor["categories"])
    thin = {
        category: counts[category] for category in CATEGORIES if counts[category] < MIN_PER_CATEGORY
    }
    assert not thin, f"categories under {MIN_PER_CATEGORY} vendors: {thin}"


def test_slugs_are_unique_and_well_formed() -> None:
    slugs = [vendor["slug"] for vendor in load_vendors()]
    duplicates = [slug for slug, count in Counter(slugs).items() if count > 1]
    assert not duplicates, f"duplicate slugs: {duplicates}"
    malformed = [slug for slug in slugs if not SLUG_PATTERN.fullmatch(slug)]
    assert not malformed, f"malformed slugs: {malformed}"


def test_categories_are_known_and_not_repeated() -> None:
    for vendor in load_vendors():
        categories = vendor["categories"]
        assert categories, f"{vendor['slug']} has no category"
        assert set(categories) <= set(CATEGORIES), vendor["slug"]
        assert len(set(categories)) == len(categories), vendor["slug"]


def test_aliases_are_unique_across_the_file() -> None:
    owners: dict[str, list[str]] = {}
    for vendor in load_vendors():
        for alias in all_aliases(vendor):
            owners.setdefault(alias.casefold(), []).append(vendor["slug"])
    shared = {alias: slugs for alias, slugs in owners.items() if len(slugs) > 1}
    assert not shared, f"aliases listed more than once: {shared}"


def test_no_alias_is_in_both_lists() -> None:
    for vendor in load_vendors():
        loose = {alias.casefold() for alias in vendor["aliases"]}
        both = [alias for alias in strict_aliases(vendor) if alias.casefold() in loose]
        assert not both, f"{vendor['slug']}: {both}"


def test_groups_follow_primary_category_then_slug() -> None:
    order = [
        (CATEGORIES.index(vendor["categories"][0]), vendor["slug"]) for vendor in load_vendors()
    ]
    assert order == sorted(order)


def test_prose_words_are_only_strict_aliases() -> None:
    words = {word.casefold() for word in PROSE_WORDS}
    loose = [
        (vendor["slug"], alias)
        for vendor in load_vendors()
        for alias in vendor["aliases"]
        if alias.casefold() in words
    ]
    assert not loose, f"prose words in case-insensitive aliases: {loose}"


def test_family_products_exist() -> None:
    vendors = by_slug()
    missing = [slug for slugs in FAMILIES.values() for slug in slugs if slug not in vendors]
    assert not missing + [parent for parent in FAMILIES if parent not in vendors]


@pytest.mark.parametrize(("name", "slug"), sorted(RESOLUTIONS.items()))
def test_names_resolve_by_the_conventions(name: str, slug: str) -> None:
    assert longest_match(name) == slug


@pytest.mark.parametrize(("slug", "category"), sorted(SPEC_SLUGS.items()))
def test_spec_slugs_are_present(slug: str, category: str) -> None:
    vendor = by_slug().get(slug)
    assert vendor is not None, f"spec slug {slug} is missing"
    assert vendor["categories"][0] == category


@pytest.mark.corpus
def test_corpus_canonicals_are_present_with_their_category() -> None:
    vendors = by_slug()
    problems = []
    for domain, label in corpus_labels():
        vendor = vendors.get(label["canonical"])
        if vendor is None:
            problems.append(f"{domain}: missing slug {label['canonical']}")
        elif label["category"] not in vendor["categories"]:
            problems.append(f"{domain}: {label['canonical']} lacks {label['category']}")
    assert not problems, problems


@pytest.mark.corpus
def test_primary_category_is_the_corpus_majority() -> None:
    given: dict[str, Counter[str]] = {}
    for _, label in corpus_labels():
        given.setdefault(label["canonical"], Counter())[label["category"]] += 1
    vendors = by_slug()
    problems = []
    for slug, counts in given.items():
        top = max(counts.values())
        primary = vendors[slug]["categories"][0] if slug in vendors else None
        if counts[primary or ""] != top:
            problems.append(f"{slug}: primary {primary}, corpus {dict(counts)}")
    assert not problems, problems


@pytest.mark.corpus
def test_corpus_names_match_their_canonical() -> None:
    problems = []
    for domain, label in corpus_labels():
        found = longest_match(label["name"])
        canonical = label["canonical"]
        if found != canonical and not (found and in_family(found, canonical)):
            problems.append(f"{domain}: {label['name']!r} -> {found}, want {canonical}")
    assert not problems, problems
