"""The dictionary loader (the data itself is tested in test_vendor_data.py)."""

from __future__ import annotations

import tomllib

import pytest

from vendorstack.extraction import CATEGORIES
from vendorstack.extraction.dictionary import VendorDictionary, load_dictionary, parse_dictionary


def test_loader_is_cached_and_serves_every_category() -> None:
    dictionary = load_dictionary()
    assert load_dictionary() is dictionary
    categories = dictionary.categories()
    assert list(categories) == list(CATEGORIES)
    assert all(slugs == sorted(slugs) for slugs in categories.values())


def test_get_contains_len_and_families(test_dictionary: VendorDictionary) -> None:
    assert "stripe" in test_dictionary
    assert "nope" not in test_dictionary
    vendor = test_dictionary.get("twilio")
    assert vendor is not None
    assert vendor.primary == "sms_messaging"
    assert test_dictionary.get("nope") is None
    assert len(test_dictionary) == 27
    assert test_dictionary.children("google") == (
        "google_cloud",
        "google_workspace",
        "google_analytics",
    )


def test_unknown_category_is_an_error() -> None:
    with pytest.raises(ValueError, match="bad categories"):
        parse_dictionary('[[vendors]]\nslug = "x"\ncategories = ["nope"]\n')


def test_fast_reader_agrees_with_tomllib_and_falls_back() -> None:
    from importlib import resources

    from vendorstack.extraction.dictionary import _fast_rows

    path = resources.files("vendorstack.extraction").joinpath("data/vendors.toml")
    if not path.is_file():
        pytest.skip("data/vendors.toml not written yet")
    text = path.read_text(encoding="utf-8")
    assert _fast_rows(text) == tomllib.loads(text)["vendors"]
    assert _fast_rows('[[vendors]]\nslug = "x" # note\n') is None
    odd = '[[vendors]]\nslug = "x" # note\ncategories = ["email"]\n'
    assert len(parse_dictionary(odd)) == 1
