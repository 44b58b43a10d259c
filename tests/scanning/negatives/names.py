"""Vendor names for the negative sites: well-known companies and invented ones.

Invented names are random syllables plus a legal form of the site's language, so no dictionary
can hold them; the syllables are our own (not `tests/scanning/sites/invented.py`), so the two
generators do not share blind spots. Everything is drawn from a `random.Random` the caller seeds.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

ONSETS = ("b", "br", "d", "dr", "f", "g", "gl", "h", "k", "kl", "l", "m", "n", "p", "pr", "r",
          "s", "st", "t", "tr", "v", "w", "z", "sk", "fl", "qu")  # fmt: skip
VOWELS = ("a", "e", "i", "o", "u", "ai", "ei", "ou", "ia", "y")
CODAS = ("", "", "n", "r", "l", "s", "x", "m", "nd", "rk", "lt", "ss", "th")
SUFFIXES = ("", "", "", "ly", "io", "ix", "ware", "works", "labs", "data", "flow", "stack", "hub")


@dataclass(frozen=True, slots=True)
class Vendor:
    """A vendor as a page names it: display name, its own domain, and what it does (a category)."""

    name: str
    domain: str
    category: str
    known: bool


WELL_KNOWN: tuple[Vendor, ...] = tuple(
    Vendor(name, domain, category, True)
    for name, domain, category in (
        ("Amazon Web Services", "aws.amazon.com", "hosting"),
        ("Google Cloud", "cloud.google.com", "hosting"),
        ("Microsoft Azure", "azure.microsoft.com", "hosting"),
        ("Hetzner Online GmbH", "hetzner.com", "hosting"),
        ("OVHcloud", "ovhcloud.com", "hosting"),
        ("Cloudflare", "cloudflare.com", "hosting"),
        ("Stripe", "stripe.com", "payments"),
        ("Adyen N.V.", "adyen.com", "payments"),
        ("Mollie B.V.", "mollie.com", "payments"),
        ("Twilio", "twilio.com", "email"),
        ("SendGrid", "sendgrid.com", "email"),
        ("Mailchimp", "mailchimp.com", "email"),
        ("Brevo", "brevo.com", "email"),
        ("Zendesk", "zendesk.com", "support"),
        ("Intercom", "intercom.com", "support"),
        ("Freshdesk", "freshdesk.com", "support"),
        ("Google Analytics", "analytics.google.com", "analytics"),
        ("Hotjar", "hotjar.com", "analytics"),
        ("Mixpanel", "mixpanel.com", "analytics"),
        ("Segment", "segment.com", "analytics"),
        ("Datadog", "datadoghq.com", "monitoring"),
        ("Sentry", "sentry.io", "monitoring"),
        ("New Relic", "newrelic.com", "monitoring"),
        ("Salesforce", "salesforce.com", "crm"),
        ("HubSpot", "hubspot.com", "crm"),
        ("Pipedrive", "pipedrive.com", "crm"),
        ("Okta", "okta.com", "auth"),
        ("Auth0", "auth0.com", "auth"),
        ("OpenAI", "openai.com", "ai"),
        ("Anthropic", "anthropic.com", "ai"),
        ("Slack", "slack.com", "productivity"),
        ("Atlassian", "atlassian.com", "productivity"),
        ("Notion", "notion.so", "productivity"),
    )
)

CATEGORIES = ("hosting", "payments", "email", "support", "analytics", "monitoring", "crm", "auth",
              "ai", "productivity")  # fmt: skip


def _syllable(rng: random.Random) -> str:
    return rng.choice(ONSETS) + rng.choice(VOWELS) + rng.choice(CODAS)


def stem(rng: random.Random) -> str:
    """A pronounceable made-up brand: two or three syllables, sometimes a tech suffix."""
    word = "".join(_syllable(rng) for _ in range(rng.choice((2, 2, 3))))
    return (word + rng.choice(SUFFIXES)).capitalize()


def invented(rng: random.Random, legal_forms: tuple[str, ...], tld: str) -> Vendor:
    """A vendor nobody has heard of: "Brailox GmbH", its site "brailox.de", a random category."""
    brand = stem(rng)
    form = rng.choice(legal_forms)
    name = f"{brand} {form}" if form else brand
    return Vendor(name, f"{brand.lower()}.{tld}", rng.choice(CATEGORIES), False)


def mix(
    rng: random.Random, legal_forms: tuple[str, ...], tld: str, known: int, made_up: int
) -> list[Vendor]:
    """`known` well-known vendors and `made_up` invented ones, shuffled, no name twice."""
    chosen = rng.sample(WELL_KNOWN, known)
    seen = {v.name for v in chosen}
    while len(chosen) < known + made_up:
        vendor = invented(rng, legal_forms, tld)
        if vendor.name not in seen:
            seen.add(vendor.name)
            chosen.append(vendor)
    rng.shuffle(chosen)
    return chosen
