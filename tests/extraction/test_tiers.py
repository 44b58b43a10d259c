"""Keywords, categories and tiers; product families."""

from __future__ import annotations

from vendorstack.extraction.dictionary import VendorDictionary
from vendorstack.extraction.keywords import Hit, categories_in, keyword_hits, keyword_table
from vendorstack.extraction.model import CATEGORIES
from vendorstack.extraction.tiers import (
    category_and_tier,
    open_category,
    refine,
    without_parents,
)


def test_every_category_has_keywords() -> None:
    assert set(keyword_table()) == set(CATEGORIES)
    assert all(keyword_table()[c] for c in CATEGORIES)


def test_keywords_match_at_word_starts_longest_first() -> None:
    assert categories_in("Transactional email delivery") == ["email"]
    assert keyword_hits("Email hosting") == ["productivity"]
    assert categories_in("SMS one-time codes") == ["sms_messaging"]
    assert categories_in("cashmere") == []


def _hits(*categories: str, strong: bool = True) -> list[Hit]:
    return [Hit(i, i + 1, c, strong) for i, c in enumerate(categories)]


def test_category_and_tier(test_dictionary: VendorDictionary) -> None:
    twilio = test_dictionary.get("twilio")
    assert twilio is not None
    assert category_and_tier(twilio, _hits("email")) == ("email", "vendor_keyword")
    assert category_and_tier(twilio, _hits("email", "sms_messaging")) == (
        "sms_messaging",
        "vendor_keyword",
    )
    assert category_and_tier(twilio, _hits("payments", strong=False)) == ("sms_messaging", "vendor")


def test_a_strong_function_moves_a_multi_category_vendor_off_its_primary(
    test_dictionary: VendorDictionary,
) -> None:
    google = test_dictionary.get("google")
    stripe = test_dictionary.get("stripe")
    assert google is not None
    assert stripe is not None
    assert category_and_tier(google, _hits("auth_identity")) == ("auth_identity", "vendor_keyword")
    assert category_and_tier(google, _hits("auth_identity", strong=False))[1] == "vendor"
    assert category_and_tier(stripe, _hits("auth_identity")) == ("payments", "vendor")


def test_an_unknown_vendor_takes_the_function_its_row_weighs_most() -> None:
    """Strong words count double; a tie goes to the function named first."""
    payments_once = [Hit(0, 1, "payments", True), Hit(2, 3, "analytics_data", True)]
    analytics_twice = [*payments_once, Hit(4, 5, "analytics_data", False)]
    assert open_category(payments_once) == "payments"
    assert open_category(analytics_twice) == "analytics_data"
    weak_twice = [Hit(0, 1, "support_cx", False), Hit(2, 3, "support_cx", False)]
    assert open_category([*weak_twice, Hit(4, 5, "email", True)]) == "support_cx"


def test_an_unknown_vendor_takes_the_first_strong_function_else_the_first_weak() -> None:
    weak_then_strong = [Hit(0, 1, "support_cx", False), Hit(2, 3, "payments", True)]
    assert open_category(weak_then_strong) == "payments"
    assert open_category(_hits("support_cx", strong=False)) == "support_cx"
    assert open_category([]) is None


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
