"""A card top-up end to end over HTTP: the top-up page creates a Checkout Session on the
local Stripe server (the SDK, not a mock), the payer pays there, the signed webhook comes
back and the new balance shows once, even when the webhook is delivered again."""

from __future__ import annotations

import re
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
import stripe

from tests.served import new_key
from tests.web.live import WEBHOOK_SECRET, Walk, walk

LANDING_SECONDS = 20


@pytest.fixture(scope="module")
def live(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Walk]:
    with walk(Path(tmp_path_factory.mktemp("checkout"))) as running:
        yield running


def csrf_of(html: str) -> str:
    found = re.search(r'name="csrf" value="([^"]+)"', html)
    assert found is not None
    return found.group(1)


def sign_in(client: httpx.Client, key: str) -> None:
    form = client.get("/signin")
    response = client.post("/signin", data={"api_key": key, "csrf": csrf_of(form.text)})
    assert response.status_code == 303, response.text


def balance(live: Walk, key: str) -> int:
    headers = {"Authorization": f"Bearer {key}"}
    body = httpx.get(f"{live.app.url}/v1/balance", headers=headers).json()
    return int(body["credit_balance"])


def test_a_checkout_on_the_local_stripe_credits_the_pack_once(live: Walk) -> None:
    key = new_key(live.app)
    with httpx.Client(base_url=live.app.url) as person:
        sign_in(person, key)
        page = person.get("/topup")
        assert "6,000 credits for $50" in page.text
        started = person.post("/topup", data={"csrf": csrf_of(page.text), "pack": "1100"})
        assert started.status_code == 303
        checkout = started.headers["location"]
        assert checkout.startswith(live.stripe_url)
        again = person.post("/topup", data={"csrf": csrf_of(page.text), "pack": "1100"})
        paid = httpx.post(checkout, data={"card": "4242424242424242"})
        assert paid.status_code == 303
        done = paid.headers["location"]
        assert again.status_code == 303
        deadline = time.monotonic() + LANDING_SECONDS
        while "Payment received" not in (landing := person.get(done)).text:
            assert time.monotonic() < deadline, "the webhook never landed"
            time.sleep(0.2)  # polling a condition (the webhook landed), with a deadline
        assert "1,125 credits" in landing.text
    assert balance(live, key) == 25 + 1100
    session_id = done.rsplit("session_id=", 1)[1]
    stored = httpx.get(
        f"{live.stripe_url}/v1/checkout/sessions/{session_id}",
        headers={"Authorization": "Bearer sk_test_localwalk"},
    ).json()
    assert stored["client_reference_id"] in balance_url(live, key)
    assert stored["metadata"]["pack"] == "1100"
    redelivered = resend(live, session_id, stored)
    assert redelivered.json()["result"] == "already_applied"
    assert balance(live, key) == 25 + 1100


def balance_url(live: Walk, key: str) -> str:
    headers = {"Authorization": f"Bearer {key}"}
    return str(httpx.get(f"{live.app.url}/v1/balance", headers=headers).json()["topup_url"])


def resend(live: Walk, session_id: str, stored: dict[str, object]) -> httpx.Response:
    """The completed event again, as localstripe recorded it (Stripe retries deliveries)."""
    events = httpx.get(
        f"{live.stripe_url}/v1/events",
        params={"type": "checkout.session.completed"},
        headers={"Authorization": "Bearer sk_test_localwalk"},
    ).json()["data"]
    event = next(item for item in events if item["data"]["object"]["id"] == session_id)
    payload = httpx.Response(200, json=event).text
    header = stripe.WebhookSignature.generate_signature_header(payload, WEBHOOK_SECRET)
    return httpx.post(
        f"{live.app.url}/webhooks/stripe",
        content=payload,
        headers={"Stripe-Signature": header, "Content-Type": "application/json"},
    )
