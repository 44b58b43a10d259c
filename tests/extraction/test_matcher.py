"""Precise matching: word boundaries, case rules for ambiguous names, longest alias wins."""

from __future__ import annotations

import pytest

from vendorstack.extraction.dictionary import VendorDictionary
from vendorstack.extraction.matcher import Matcher


@pytest.fixture(scope="module")
def matcher(test_dictionary: VendorDictionary) -> Matcher:
    return Matcher(test_dictionary)


def slugs(matcher: Matcher, text: str, *, entity: bool = True) -> list[str]:
    return [m.slug for m in matcher.find(text, entity=entity)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Amazon SES", ["ses"]),
        ("Amazon Web Services (Amazon SES)", ["aws", "ses"]),
        ("Twilio SendGrid", ["sendgrid"]),
        ("Twilio", ["twilio"]),
        ("Oracle Cloud Infrastructure", ["oracle"]),
        ("Google Cloud Platform", ["google_cloud"]),
        ("Google LLC", ["google"]),
        ("Digital Realty + OpenMetal", ["digital_realty", "openmetal"]),
        ("Help Scout and Anthropic", ["help_scout", "anthropic"]),
    ],
)
def test_longest_alias_wins(matcher: Matcher, text: str, expected: list[str]) -> None:
    assert slugs(matcher, text) == expected


@pytest.mark.parametrize("text", ["AWSome", "Stripes", "subsentry", "gcpx", "Slacker"])
def test_aliases_match_whole_words_only(matcher: Matcher, text: str) -> None:
    assert slugs(matcher, text) == []


@pytest.mark.parametrize(
    ("entity", "prose"),
    [
        ("Box", "Put it in the box"),
        ("Segment", "each segment of users"),
        ("Front", "in front of the servers"),
        ("Close", "we close the account"),
        ("Notion", "the notion of personal data"),
        ("Slack", "some slack in capacity"),
        ("Linear", "linear growth"),
        ("Apple", "an apple a day"),
        ("Oracle", "the oracle said"),
    ],
)
def test_strict_aliases_match_exact_case_in_entity_position(
    matcher: Matcher, entity: str, prose: str
) -> None:
    assert slugs(matcher, entity) == [entity.lower()]
    assert slugs(matcher, entity.lower()) == []
    assert slugs(matcher, prose) == []
    assert slugs(matcher, f"We use {entity} for things", entity=False) == []


def test_strict_alias_oracle_cloud_is_plain(matcher: Matcher) -> None:
    assert slugs(matcher, "hosted on oracle cloud in Frankfurt", entity=False) == ["oracle"]


def test_plain_aliases_are_case_insensitive(matcher: Matcher) -> None:
    assert slugs(matcher, "amazon web services, inc.", entity=False) == ["aws"]
    assert slugs(matcher, "STRIPE", entity=False) == ["stripe"]


def test_common_words_listed_as_plain_aliases_are_treated_as_strict() -> None:
    from vendorstack.extraction.dictionary import parse_dictionary

    dictionary = parse_dictionary(
        '[[vendors]]\nslug = "default_co"\nname = "Default"\ndomain = "default.com"\n'
        'categories = ["crm_sales"]\naliases = ["Default"]\n'
    )
    matcher = Matcher(dictionary)
    assert slugs(matcher, "By default, data is hosted by us", entity=False) == []
    assert slugs(matcher, "Default") == ["default_co"]


def _strict_aliases() -> list[tuple[str, str]]:
    from vendorstack.extraction.dictionary import load_dictionary

    return [(v.slug, a) for v in load_dictionary() for a in v.strict_aliases]


@pytest.mark.parametrize(("slug", "alias"), _strict_aliases())
def test_every_strict_alias_of_the_dictionary(slug: str, alias: str) -> None:
    from vendorstack.extraction.dictionary import load_dictionary
    from vendorstack.extraction.matcher import matcher_for

    matcher = matcher_for(load_dictionary())
    assert slug in [m.slug for m in matcher.find(alias, entity=True)]
    prose = f"we looked at the {alias.lower()} and {alias} in passing"
    assert slug not in [m.slug for m in matcher.find(prose, entity=False)]
