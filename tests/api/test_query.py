"""GET parameters are read from the raw query string exactly as `parse_qsl` would read them."""

from __future__ import annotations

from urllib.parse import parse_qsl

from hypothesis import given
from hypothesis import strategies as st

from vendorstack.api.query import query_pairs

# Names and values as callers write them, escapes and stray separators included.
QUERY = st.text(alphabet="ab=&%+2041x.-_é", max_size=40)


@given(QUERY)
def test_the_query_reads_as_parse_qsl_reads_it(text: str) -> None:
    raw = text.encode("utf-8").decode("latin-1").encode("latin-1")
    expected = dict(parse_qsl(raw.decode("latin-1"), keep_blank_values=True))
    assert query_pairs(raw) == expected


def test_the_last_of_repeated_names_wins_and_blanks_are_kept() -> None:
    assert query_pairs(b"url=a.com&url=b.com&refresh&fresh=") == {
        "url": "b.com",
        "refresh": "",
        "fresh": "",
    }


def test_escapes_are_decoded() -> None:
    assert query_pairs(b"url=https%3A%2F%2Fexample.com%2Fx&segment=co+uk") == {
        "url": "https://example.com/x",
        "segment": "co uk",
    }


def test_an_empty_query_is_empty() -> None:
    assert query_pairs(b"") == {}
