"""localstripe, with Checkout Sessions: the local Stripe-compatible server the card top-up
tests run as a subprocess (`python -m tests.stripe_local --port N`).

localstripe 1.15 serves Stripe's core objects (payment intents, charges, refunds, events)
and signs its webhooks as Stripe does, but has no Checkout. This adds the one resource we
use, `checkout.session`, on localstripe's own store, event and webhook machinery, plus the
hosted payment page a Checkout Session's `url` points at (under `/_config/`, the one prefix
localstripe serves without a secret key, as a browser carries none). Paying there creates a
real localstripe PaymentIntent and sends `checkout.session.completed` to the registered
webhooks.
"""

from __future__ import annotations

import argparse
import html
import socket
from typing import Any

from aiohttp import web
from localstripe import server
from localstripe.resources import Event, PaymentIntent, StripeObject
from localstripe.webhooks import schedule_webhook


def _items(value: Any) -> list[dict[str, Any]]:
    """Form-encoded `line_items[0][...]` arrives as a dict keyed by index, JSON as a list."""
    if isinstance(value, dict):
        return [value[key] for key in sorted(value, key=int)]
    return list(value or [])


class CheckoutSession(StripeObject):  # type: ignore[misc]
    object = "checkout.session"
    _id_prefix = "cs_test_"
    _public_base = "http://127.0.0.1:8420"  # set by `main` to the port it serves on

    def __init__(
        self,
        mode: str = "payment",
        line_items: Any = None,
        success_url: str = "",
        cancel_url: str = "",
        client_reference_id: str | None = None,
        metadata: dict[str, str] | None = None,
        **_: Any,
    ) -> None:
        super().__init__()
        items = _items(line_items)
        self.mode = mode
        self.currency = "usd"
        self.amount_total = sum(
            int(item["price_data"]["unit_amount"]) * int(item.get("quantity", 1)) for item in items
        )
        self.success_url = success_url
        self.cancel_url = cancel_url
        self.client_reference_id = client_reference_id
        self.metadata = metadata or {}
        self.payment_status = "unpaid"
        self.status = "open"
        self.payment_intent = None
        self.url = f"{CheckoutSession._public_base}/_config/checkout/{self.id}"
        self._description = items[0]["price_data"]["product_data"]["name"] if items else ""


async def pay_page(request: web.Request) -> web.Response:
    session = CheckoutSession._api_retrieve(request.match_info["id"])
    body = f"""<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>Pay · local Stripe Checkout</title></head><body><main>
<h1>Local Stripe Checkout</h1><p>{html.escape(session._description)}:
<strong>${session.amount_total / 100:,.2f}</strong></p>
<form method="post"><label for="card">Card number</label>
<input id="card" name="card" value="4242 4242 4242 4242">
<button type="submit">Pay</button></form></main></body></html>"""
    return web.Response(text=body, content_type="text/html")


async def pay(request: web.Request) -> web.Response:
    session = CheckoutSession._api_retrieve(request.match_info["id"])
    if session.payment_status != "paid":
        intent = PaymentIntent(amount=session.amount_total, currency="usd")
        session.payment_intent = intent.id
        session.payment_status = "paid"
        session.status = "complete"
        schedule_webhook(Event("checkout.session.completed", session))
    target = session.success_url.replace("{CHECKOUT_SESSION_ID}", session.id)
    raise web.HTTPSeeOther(target)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--port", type=int, required=True)
    port = parser.parse_args().port
    CheckoutSession._public_base = f"http://127.0.0.1:{port}"
    url = "/v1/checkout/sessions"
    app = server.app
    app.router.add_post(url, server.api_create(CheckoutSession, url))
    app.router.add_get(url + "/{id}", server.api_retrieve(CheckoutSession, url))
    app.router.add_get("/_config/checkout/{id}", pay_page)
    app.router.add_post("/_config/checkout/{id}", pay)
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind(("127.0.0.1", port))
    web.run_app(app, sock=sock, print=None, access_log=None)


if __name__ == "__main__":
    main()
