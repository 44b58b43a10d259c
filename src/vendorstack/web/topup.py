"""The top-up page a 402's `topup_url` points a human at."""

from __future__ import annotations

from html import escape

from fastapi import APIRouter, Query
from fastapi.responses import HTMLResponse

from vendorstack.accounts.pricing import CREDIT_PACKS

router = APIRouter(include_in_schema=False)

_PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Top up credits · VendorStack</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><main>
<h1>Top up VendorStack credits</h1>
<p>Account <code>{account}</code>. Your API key keeps working after the top-up; you do not
need a new one.</p>
<ul>{packs}</ul>
<p>Card payment is being connected. Until then, email billing@vendorstack.dev with your
account id and the pack you want; credits are applied once per payment reference.</p>
</main></body></html>"""


@router.get("/topup", response_class=HTMLResponse)
async def topup_page(account: str = Query("", max_length=64)) -> HTMLResponse:
    packs = "".join(
        f"<li>{credits:,} credits for ${usd:,.0f}</li>" for usd, credits in CREDIT_PACKS
    )
    return HTMLResponse(_PAGE.format(account=escape(account), packs=packs))
