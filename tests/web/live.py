"""The walk a person takes, over real HTTP: `vendorstack serve` as a subprocess whose live
scans reach the local test web, beside localstripe (`tests.stripe_local`) as its Stripe,
with the webhook registered so a payment comes back signed as Stripe signs it."""

from __future__ import annotations

import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import httpx

from tests.scanning.sites import host_map_spec, install
from tests.scanning.sites.layouts import site
from tests.scanning.testweb import TestWeb
from tests.served import Server, free_port, served

WEBHOOK_SECRET = "whsec_local_walk"
LAYOUTS = ("footer_link", "legal_hub")
READY_SECONDS = 30


@dataclass(frozen=True)
class Walk:
    app: Server
    stripe_url: str


@contextmanager
def local_stripe() -> Iterator[str]:
    """localstripe with Checkout on a free port, until the block ends."""
    port = free_port()
    command = [sys.executable, "-m", "tests.stripe_local", "--port", str(port)]
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    url = f"http://127.0.0.1:{port}"
    try:
        _wait_until_up(url)
        yield url
    finally:
        process.terminate()
        process.wait(timeout=10)


def _wait_until_up(url: str) -> None:
    deadline = time.monotonic() + READY_SECONDS
    while time.monotonic() < deadline:
        try:
            httpx.get(f"{url}/js.stripe.com/v3/")  # served without a key
            return
        except httpx.TransportError:
            time.sleep(0.1)  # polling a condition (the port answers), with a deadline
    raise AssertionError("localstripe did not start")


@contextmanager
def walk(folder: Path) -> Iterator[Walk]:
    sites = [site(layout) for layout in LAYOUTS]
    with local_stripe() as stripe_url, TestWeb() as web:
        install(web, sites)
        env = {
            "VENDORSTACK_SCAN_HOST_MAP": host_map_spec(web, sites),
            "VENDORSTACK_SCAN_HOST_DELAY_SECONDS": "0",
            "VENDORSTACK_STRIPE_SECRET_KEY": "sk_test_localwalk",
            "VENDORSTACK_STRIPE_WEBHOOK_SECRET": WEBHOOK_SECRET,
            "VENDORSTACK_STRIPE_API_BASE": stripe_url,
            "VENDORSTACK_SECURE_COOKIES": "false",
        }
        with served(f"sqlite:///{folder}/walk.db", env) as app:
            hook = {"url": f"{app.url}/webhooks/stripe", "secret": WEBHOOK_SECRET}
            httpx.post(f"{stripe_url}/_config/webhooks/vendorstack", data=hook).raise_for_status()
            yield Walk(app, stripe_url)
