"""One list of real vendors, laid out the ways disclosures lay them out, read with the real
dictionary: every row yields its vendor, and every quote names the vendor it is evidence for."""

from __future__ import annotations

import re

import pytest

from vendorstack.extraction import Extraction, extract
from vendorstack.extraction.dictionary import load_dictionary

ROWS = [
    ("Amazon Web Services, Inc.", "Cloud hosting"),
    ("Google Cloud Platform", "Cloud infrastructure"),
    ("Microsoft Azure", "Cloud hosting"),
    ("Cloudflare, Inc.", "CDN and DDoS protection"),
    ("Fastly", "Content delivery"),
    ("Akamai Technologies", "CDN"),
    ("Snowflake Inc.", "Data warehouse"),
    ("MongoDB, Inc. (Atlas)", "Database hosting"),
    ("Redis Ltd.", "Caching"),
    ("Elastic N.V.", "Search and logging"),
    ("Datadog, Inc.", "Monitoring"),
    ("Sentry", "Error tracking"),
    ("PagerDuty, Inc.", "Incident alerting"),
    ("New Relic, Inc.", "Application monitoring"),
    ("Honeycomb.io", "Observability"),
    ("Grafana Labs", "Dashboards"),
    ("Twilio Inc.", "SMS notifications"),
    ("SendGrid", "Transactional email"),
    ("Mailgun Technologies", "Email delivery"),
    ("Postmark", "Email"),
    ("Intercom, Inc.", "Customer support chat"),
    ("Zendesk, Inc.", "Customer support"),
    ("Freshworks Inc.", "Helpdesk"),
    ("HubSpot, Inc.", "CRM and marketing"),
    ("Salesforce, Inc.", "CRM"),
    ("Segment.io (Twilio Segment)", "Customer data platform"),
    ("Mixpanel, Inc.", "Product analytics"),
    ("Amplitude, Inc.", "Product analytics"),
    ("Heap Inc.", "Analytics"),
    ("Hotjar Ltd.", "Session recordings"),
    ("FullStory, Inc.", "Session replay"),
    ("Okta, Inc.", "Single sign-on"),
    ("Auth0", "Authentication"),
    ("Stripe, Inc.", "Payment processing"),
    ("Adyen N.V.", "Payments"),
    ("PayPal (Braintree)", "Payments"),
    ("Chargebee Inc.", "Subscription billing"),
    ("Paddle.com Market Ltd", "Merchant of record"),
    ("Avalara, Inc.", "Sales tax calculation"),
    ("Plaid Inc.", "Bank account verification"),
    ("Persona Identities, Inc.", "Identity verification"),
    ("Onfido Ltd", "Identity verification"),
    ("Sift Science, Inc.", "Fraud prevention"),
    ("Slack Technologies, LLC", "Internal communication"),
    ("Atlassian Pty Ltd (Jira, Confluence)", "Project management"),
    ("Google LLC (Google Workspace)", "Email and documents"),
    ("Microsoft Corporation (Microsoft 365)", "Productivity"),
    ("Zoom Video Communications, Inc.", "Video meetings"),
    ("Notion Labs, Inc.", "Documentation"),
    ("DocuSign, Inc.", "E-signatures"),
    ("Dropbox Sign", "E-signature"),
    ("PandaDoc Inc.", "Contracts"),
    ("Gusto", "Payroll"),
    ("Rippling People Center Inc.", "HR and payroll"),
    ("Deel, Inc.", "Contractor payments"),
    ("BambooHR LLC", "HR information system"),
    ("Greenhouse Software, Inc.", "Applicant tracking"),
    ("Checkr, Inc.", "Background checks"),
    ("Brex Inc.", "Corporate cards"),
    ("Expensify, Inc.", "Expense management"),
    ("Oracle NetSuite", "Accounting"),
    ("Intuit QuickBooks", "Accounting"),
    ("Xero Limited", "Accounting"),
    ("OpenAI, L.L.C.", "AI features"),
    ("Anthropic, PBC", "AI assistant"),
    ("Cohere Inc.", "Language models"),
    ("Pinecone Systems, Inc.", "Vector database"),
    ("Hugging Face, Inc.", "Model hosting"),
    ("Algolia SAS", "Search"),
    ("Mapbox, Inc.", "Maps"),
    ("Pusher Ltd", "Realtime messaging"),
    ("Ably Realtime Ltd", "Websockets"),
    ("Mux, Inc.", "Video streaming"),
    ("Cloudinary Ltd.", "Image processing"),
    ("Fivetran Inc.", "Data pipelines"),
    ("Zapier, Inc.", "Workflow automation"),
    ("Workato, Inc.", "Integrations"),
    ("Clearbit", "Data enrichment"),
    ("ZoomInfo Technologies LLC", "B2B data"),
    ("OneTrust LLC", "Consent management"),
    ("Vanta Inc.", "Compliance automation"),
    ("Drata Inc.", "Compliance"),
    ("Google Analytics", "Web analytics"),
    ("Meta Platforms, Inc.", "Advertising"),
    ("LinkedIn Corporation", "Advertising"),
    ("Hetzner Online GmbH", "Hosting"),
    ("OVH SAS", "Hosting"),
    ("DigitalOcean, LLC", "Cloud hosting"),
    ("Vercel Inc.", "Frontend hosting"),
    ("Netlify, Inc.", "Web hosting"),
    ("Heroku (Salesforce)", "Application hosting"),
    ("Render Services, Inc.", "Application hosting"),
    ("Fly.io", "Application hosting"),
    ("Supabase Inc.", "Database"),
    ("PlanetScale, Inc.", "Database"),
    ("Neon, Inc.", "Serverless Postgres"),
    ("Customer.io", "Messaging"),
    ("Braze, Inc.", "Customer engagement"),
    ("Iterable, Inc.", "Email marketing"),
    ("Klaviyo, Inc.", "Email marketing"),
    ("Mailchimp", "Newsletters"),
    ("Calendly LLC", "Scheduling"),
    ("Loom, Inc.", "Video messaging"),
    ("Figma, Inc.", "Design"),
    ("GitHub, Inc.", "Source code hosting"),
    ("GitLab Inc.", "Source code hosting"),
    ("CircleCI", "Continuous integration"),
    ("1Password (AgileBits Inc.)", "Password management"),
    ("Cloudflare Zero Trust", "Access control"),
    ("Vonage Holdings Corp.", "Voice and SMS"),
    ("MessageBird B.V.", "SMS"),
    ("Sinch AB", "SMS"),
    ("Plivo Inc.", "SMS"),
    ("Telnyx LLC", "Voice"),
    ("Bandwidth Inc.", "Telephony"),
    ("Aircall SAS", "Phone system"),
    ("Gong.io Ltd", "Call recording"),
    ("Outreach Corporation", "Sales engagement"),
    ("Pipedrive OÜ", "CRM"),
    ("Typeform SL", "Surveys"),
    ("SurveyMonkey (Momentive)", "Surveys"),
    ("Qualtrics LLC", "Experience management"),
    ("Hubstaff", "Time tracking"),
    ("Lokalise", "Translation management"),
    ("DeepL SE", "Translation"),
    ("Smartling, Inc.", "Translation"),
]
LAYOUTS = {
    "table": lambda rows: (
        "<table><tr><th>Name</th><th>Purpose</th><th>Location</th></tr>"
        + "".join(f"<tr><td>{n}</td><td>{p}</td><td>United States</td></tr>" for n, p in rows)
        + "</table>"
    ),
    "dash_list": lambda rows: (
        "<ul>" + "".join(f"<li><strong>{n}</strong> – {p}</li>" for n, p in rows) + "</ul>"
    ),
    "definition_list": lambda rows: (
        "<dl>" + "".join(f"<dt>{n}</dt><dd>{p}</dd>" for n, p in rows) + "</dl>"
    ),
    "headings": lambda rows: "".join(
        f"<h3>{n}</h3><p>{p}. Data location: EU.</p>" for n, p in rows
    ),
}


def read(layout: str) -> Extraction:
    body = LAYOUTS[layout](ROWS)
    html = f"<html><head><title>Subprocessors</title></head><body><h1>Subprocessors</h1>{body}"
    return extract(
        (html + "</body></html>").encode(),
        content_type="text/html",
        source_url="https://example-co.com/subprocessors",
        company_domain="example-co.com",
    )


def names_vendor(quote: str, slug: str) -> bool:
    vendor = load_dictionary().get(slug)
    assert vendor is not None
    names = (vendor.name, *vendor.aliases, *vendor.strict_aliases)
    return any(
        re.search(rf"(?<!\w){re.escape(name.split(maxsplit=1)[0])}", quote, re.IGNORECASE)
        for name in names
    )


@pytest.mark.parametrize("layout", sorted(LAYOUTS))
def test_every_row_yields_a_vendor_whose_name_its_quote_holds(layout: str) -> None:
    result = read(layout)

    assert not result.unmatched_rows
    assert len({claim.quote for claim in result.claims}) == len(ROWS)
    assert [c.vendor for c in result.claims if not names_vendor(c.quote, c.vendor)] == []
