"""Properties of `extract` on arbitrary input: it never raises and it is deterministic (the
same bytes give the same extraction), on arbitrary bytes and on generated HTML, markdown and
PDF documents (valid ones, and valid ones cut short or with bytes flipped)."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.scanning.sites.pdf import make_pdf
from vendorstack.extraction import Extraction, extract

TYPES = ["text/html", "text/markdown", "text/plain", "application/pdf", "application/xhtml+xml"]
WORDS = st.sampled_from(
    [
        "Subprocessors", "Quorvex Analytics Ltd.", "Zentrix GmbH", "Stripe, Inc.", "hosting",
        "Purpose", "Location", "Ireland", "e.g.", "such as", "&amp;", "&#x0;", "\u202e", "é",
        "\x00", "<", ">", "|", "*", "#", "-", "\n", "  ", "AWS", "Twilio", "SMS",
    ]
)  # fmt: skip
TEXT = st.lists(WORDS, max_size=8).map(" ".join)
TAGS = st.sampled_from(
    ["table", "tr", "td", "th", "ul", "ol", "li", "dl", "dt", "dd", "h1", "h2", "h3", "p", "b",
     "strong", "a", "div", "section", "nav", "footer", "script", "style", "br", "title", "caption"]
)  # fmt: skip


@st.composite
def html_documents(draw: st.DrawFn, depth: int = 0) -> str:
    parts = []
    for _ in range(draw(st.integers(0, 4))):
        if depth < 4 and draw(st.booleans()):
            tag = draw(TAGS)
            inner = draw(html_documents(depth + 1))
            closing = draw(st.sampled_from([f"</{tag}>", "", f"</{tag}>"]))  # often unclosed
            parts.append(f"<{tag}>{inner}{closing}")
        else:
            parts.append(draw(TEXT))
    return "".join(parts)


MARKDOWN_LINE = st.builds(
    lambda lead, text: f"{lead}{text}",
    st.sampled_from(["", "# ", "## ", "- ", "* ", "1. ", "| ", "|---|---|", "> ", "    "]),
    TEXT,
)
markdown_documents = st.lists(MARKDOWN_LINE, max_size=30).map("\n".join)


@st.composite
def pdf_documents(draw: st.DrawFn) -> bytes:
    pdf = bytearray(make_pdf(draw(st.lists(TEXT, max_size=60))))
    for _ in range(draw(st.integers(0, 4))):
        at = draw(st.integers(0, len(pdf) - 1))
        pdf[at] = draw(st.integers(0, 255))
    cut = draw(st.integers(len(pdf) // 2, len(pdf)))
    return bytes(pdf[:cut])


def read(body: bytes, content_type: str) -> Extraction:
    return extract(
        body,
        content_type=content_type,
        source_url="https://quorvex.com/legal/subprocessors",
        company_domain="quorvex.com",
    )


def assert_never_raises_and_deterministic(body: bytes, content_type: str) -> None:
    first = read(body, content_type)
    assert read(body, content_type) == first
    for claim in first.claims:
        assert claim.quote  # every claim quotes its evidence


PROPERTY = settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@PROPERTY
@given(body=st.binary(max_size=4000), content_type=st.sampled_from(TYPES))
def test_arbitrary_bytes(body: bytes, content_type: str) -> None:
    assert_never_raises_and_deterministic(body, content_type)


@PROPERTY
@given(document=html_documents(), prefix=st.sampled_from(["", "<!doctype html><html><body>"]))
def test_generated_html(document: str, prefix: str) -> None:
    assert_never_raises_and_deterministic((prefix + document).encode(), "text/html")


@PROPERTY
@given(document=markdown_documents, content_type=st.sampled_from(["text/markdown", "text/plain"]))
def test_generated_markdown(document: str, content_type: str) -> None:
    assert_never_raises_and_deterministic(document.encode(), content_type)


@PROPERTY
@given(document=pdf_documents())
def test_generated_and_damaged_pdf(document: bytes) -> None:
    assert_never_raises_and_deterministic(document, "application/pdf")
