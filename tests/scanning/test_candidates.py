"""Candidate scoring and the queue: strong words first, hubs next, guesses after."""

from __future__ import annotations

from vendorstack.scanning.candidates import (
    STRONG,
    CandidateQueue,
    href_score,
    link_score,
    registrable,
    text_score,
    url_key,
)
from vendorstack.scanning.links import Link, html_links


def test_link_text_that_names_subprocessors_is_strong() -> None:
    for text in ("Subprocessors", "Sub-processors", "sub processor list", "Third-party processors"):
        assert text_score(text) >= STRONG, text
    assert text_score("DPA") < STRONG
    assert text_score("Legal") > text_score("Blog") == 0


def test_href_tokens_count_too() -> None:
    assert href_score("https://acme.com/legal/sub-processors/") >= STRONG
    assert href_score("https://acme.com/legal/dpa") < STRONG
    assert href_score("https://acme.com/blog/hello") == 0


def test_footer_links_beat_nav_links_and_depth_costs() -> None:
    footer = Link("https://acme.com/legal", "Legal", "footer")
    nav = Link("https://acme.com/legal", "Legal", "nav")
    assert link_score(footer, 1, same_site=True) > link_score(nav, 1, same_site=True)
    assert link_score(footer, 1, same_site=True) > link_score(footer, 2, same_site=True)


def test_off_site_links_only_when_strong() -> None:
    weak = Link("https://other.com/legal", "Legal", "footer")
    strong = Link("https://portal.other.com/acme/subprocessors", "Subprocessors", "footer")
    assert link_score(weak, 1, same_site=False) == 0
    assert link_score(strong, 1, same_site=False) >= STRONG


def test_assets_and_logins_are_skipped() -> None:
    for url in ("https://acme.com/subprocessors.png", "https://acme.com/login?next=/dpa"):
        assert link_score(Link(url, "Subprocessors", "main"), 1, same_site=True) == 0


def test_queue_orders_by_score_and_takes_each_url_once() -> None:
    queue = CandidateQueue()
    assert queue.push(30, "https://acme.com/a", "well_known")
    assert queue.push(50, "https://acme.com/b", "link")
    assert not queue.push(20, "https://acme.com/a/", "link")  # same page, lower score
    assert queue.push(60, "http://ACME.com/a", "link")  # same page, higher: moves up
    taken = [queue.pop(), queue.pop(), queue.pop()]
    assert [c.url if c else None for c in taken] == [
        "http://ACME.com/a",
        "https://acme.com/b",
        None,
    ]


def test_url_keys_ignore_scheme_case_and_trailing_slash() -> None:
    assert url_key("https://Acme.com/legal/") == url_key("http://acme.com/legal")
    assert url_key("https://acme.com/a?x=1") != url_key("https://acme.com/a")


def test_registrable_domains_offline() -> None:
    assert registrable("docs.acme.co.uk") == "acme.co.uk"
    assert registrable("trust.acme.com") == "acme.com"


def test_links_carry_text_region_and_absolute_urls() -> None:
    body = (
        b"<nav><a href='/pricing'>Pricing</a></nav><main><a href='sub'>x</a>"
        b"<a href='#top'>top</a><a href='mailto:a@b.c'>mail</a></main>"
        b"<footer><a href='/legal/subprocessors' aria-label='Subprocessors'><svg/></a></footer>"
    )
    links = html_links(body, "https://acme.com/legal/")
    assert [(link.url, link.region) for link in links] == [
        ("https://acme.com/pricing", "nav"),
        ("https://acme.com/legal/sub", "main"),
        ("https://acme.com/legal/subprocessors", "footer"),
    ]
    assert links[2].text == "Subprocessors"


def test_words_around_a_bare_link_count_for_less() -> None:
    body = b"<main><p>Our current sub-processors are listed <a href='/l/x'>here</a>.</p></main>"
    (link,) = html_links(body, "https://acme.com/")
    assert "sub-processors" in link.context
    score = link_score(link, 2, same_site=True)
    assert link_score(Link(link.url, "here", "main"), 2, same_site=True) < score < STRONG
