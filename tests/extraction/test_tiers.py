"""Keywords, categories and tiers; product families."""

from __future__ import annotations

from vendorstack.extraction.dictionary import VendorDictionary
from vendorstack.extraction.keywords import categories_in, keyword_hits, keyword_table
from vendorstack.extraction.model import CATEGORIES
from vendorstack.extraction.tiers import category_and_tier, refine, without_parents


def test_every_category_has_keywords() -> None:
    assert set(keyword_table()) == set(CATEGORIES)
    assert all(keyword_table()[c] for c in CATEGORIES)


def test_keywords_match_at_word_starts_longest_first() -> None:
    assert categories_in("Transactional email delivery") == ["email"]
    assert keyword_hits("Email hosting") == ["productivity"]
    assert categories_in("SMS one-time codes") == ["sms_messaging"]
    assert categories_in("cashmere") == []


def test_category_and_tier(test_dictionary: VendorDictionary) -> None:
    twilio = test_dictionary.get("twilio")
    assert twilio is not None
    assert category_and_tier(twilio, ["email"]) == ("email", "vendor_keyword")
    assert category_and_tier(twilio, ["email", "sms_messaging"]) == (
        "sms_messaging",
        "vendor_keyword",
    )
    assert category_and_tier(twilio, ["payments"]) == ("sms_messaging", "vendor")


def test_refine_parent_to_product(test_dictionary: VendorDictionary) -> None:
    d = test_dictionary
    assert refine("google", ["google_workspace"], [], d) == "google_workspace"
    assert refine("google", [], ["cloud_infra"], d) == "google_cloud"
    assert refine("google", [], ["cloud_infra", "analytics_data"], d) == "google"
    assert refine("google", [], ["ai_ml"], d) == "google"
    assert refine("stripe", [], ["payments"], d) == "stripe"


def test_without_parents(test_dictionary: VendorDictionary) -> None:
    assert without_parents(["google", "google_cloud", "stripe"], test_dictionary) == [
        "google_cloud",
        "stripe",
    ]
