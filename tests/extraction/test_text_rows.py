"""Markdown, MDX, plain text and PDF sources."""

from __future__ import annotations

from tests.extraction.conftest import Extract, vendors

MARKDOWN = """---
title: Subprocessors
---
import Header from '@site/src/Header';

<Header/>

# Sub-processors

We use the following subprocessors.

| Subprocessor | Purpose | Location |
|--------------|---------|----------|
| **Stripe, Inc.** | Payment processing | USA |
| [Amazon Web Services](https://aws.amazon.com) | Cloud hosting | EU |

## Support tools

- [Intercom](https://intercom.com) - customer support chat
- Help Scout and Anthropic: support inbox with AI drafts
* Notion. Internal wiki

## Former sub-processors

- HubSpot
"""


def test_markdown_tables_lists_and_mdx(run: Extract) -> None:
    result = run(MARKDOWN, "text/markdown")
    assert vendors(result) == ["stripe", "aws", "intercom", "help_scout", "anthropic", "notion"]
    assert result.claims[0].quote == "**Stripe, Inc.** | Payment processing | USA"
    assert result.claims[3].quote == result.claims[4].quote


def test_plain_text_lines_are_rows(run: Extract) -> None:
    text = """Acme Subprocessor List

Entity                 Function              Country
Stripe, Inc.           Payments              US
Amazon Web Services    Hosting               IE
Lettermint B.V.        Transactional email   NL
"""
    result = run(text, "text/plain")
    assert vendors(result) == ["stripe", "aws", "lettermint"]
    assert result.claims[2].quote == "Lettermint B.V. Transactional email NL"
    assert result.unmatched_rows == ()


def _pdf(lines: list[str]) -> bytes:
    """A one-page PDF built by hand: Helvetica, one text line per entry."""
    ops = ["BT /F1 11 Tf 14 TL 50 780 Td"]
    for line in lines:
        escaped = line.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)")
        ops.append(f"({escaped}) Tj T*")
    ops.append("ET")
    stream = "\n".join(ops).encode()
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 842] "
        b"/Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
        b"<< /Length %d >>\nstream\n" % len(stream) + stream + b"\nendstream",
    ]
    out = bytearray(b"%PDF-1.4\n")
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % number + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    out += b"".join(b"%010d 00000 n \n" % o for o in offsets)
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (
        len(objects) + 1,
        xref,
    )
    return bytes(out)


def test_pdf_text(run: Extract) -> None:
    body = _pdf(
        [
            "Annex 3 - List of Sub-processors",
            "",
            "Stripe, Inc. - payment processing (US)",
            "Twilio Inc. - SMS one-time codes (US)",
            "Amazon Web Services EMEA SARL - hosting (LU)",
        ]
    )
    result = run(body, "application/pdf")
    assert vendors(result) == ["stripe", "twilio", "aws"]
    assert result.sends_sms
    assert result.sms_evidence is not None
    assert result.sms_evidence.vendor == "twilio"


def test_unreadable_pdf_is_noted_not_raised(run: Extract) -> None:
    result = run(b"%PDF-1.4 garbage", "application/pdf")
    assert result.claims == ()
    assert not result.is_disclosure


def test_pipe_tables_without_outer_pipes(run: Extract) -> None:
    text = "# Subprocessors\n\nName | Purpose\n--- | ---\nStripe | Payments\nSentry | Errors\n"
    assert vendors(run(text, "text/markdown")) == ["stripe", "sentry"]


def test_titles_of_markdown_and_pdf(run: Extract) -> None:
    assert run(MARKDOWN, "text/markdown").title == "Sub-processors"
    pdf = run(_pdf(["List of Sub-processors", "", "Stripe, Inc. - payments"]), "application/pdf")
    assert pdf.title == "List of Sub-processors"


def test_onward_processors_nested_under_a_vendor_are_not_claimed(run: Extract) -> None:
    text = """# Sub-processors

- Infrastructure
  - Amazon Web Services - hosting
- Intercom - support chat
  - Onward sub-processor: Anthropic
- Google LLC
  - Google Workspace - email
"""
    assert vendors(run(text, "text/markdown")) == ["aws", "intercom", "google", "google_workspace"]
    html = """<h1>Sub-processors</h1><ul><li>Intercom - support<ul><li>Anthropic (AI)</li></ul>
    </li><li>Infrastructure<ul><li>Stripe</li></ul></li></ul>"""
    assert vendors(run(html)) == ["intercom", "stripe"]


def test_yaml_and_json_served_as_text(run: Extract) -> None:
    yaml = """# Sub-processors
- name: Stripe, Inc.
  purpose: Payments, with fraud checks by Sift
- name: Sentry
  description: Error monitoring hosted on Amazon Web Services
"""
    assert vendors(run(yaml, "text/plain")) == ["stripe", "sentry"]
    json_text = '{"subprocessors": [\n  {"name": "Intercom", "purpose": "Chat via Slack"}\n]}'
    assert vendors(run("Sub-processors\n\n" + json_text, "text/plain")) == ["intercom"]
