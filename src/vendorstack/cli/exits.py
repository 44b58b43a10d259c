"""One exit code per error class, so scripts can tell a payment problem from an outage."""

from __future__ import annotations

import json
from enum import IntEnum

import click

from vendorstack.client import errors


class ExitCode(IntEnum):
    """What `vendorstack check|company|prospect|balance|pricing|vendors` exit with."""

    OK = 0
    FAILURE = 1
    USAGE = 2
    UNAUTHORIZED = 3
    PAYMENT_REQUIRED = 4
    RATE_LIMITED = 5
    NOT_FOUND = 6
    SCAN_FAILED = 7
    SERVER_FAILURE = 8


MEANINGS = {
    ExitCode.OK: "The answer was printed.",
    ExitCode.FAILURE: "Any other error the API answered with (e.g. 405, 413).",
    ExitCode.USAGE: "A bad option or argument, refused here or by the API "
    "(400 `validation_error`).",
    ExitCode.UNAUTHORIZED: "401 `unauthorized`: VENDORSTACK_API_KEY is missing, malformed, "
    "unknown or revoked.",
    ExitCode.PAYMENT_REQUIRED: "402 `payment_required`: credits exhausted; `topup_url` is "
    "printed. The same key keeps working after a top-up.",
    ExitCode.RATE_LIMITED: "429 `rate_limited` or `daily_scan_limit`; `retry_after` is printed.",
    ExitCode.NOT_FOUND: "404 `not_found`: e.g. a company never scanned (check scans it).",
    ExitCode.SCAN_FAILED: "502 `scan_failed`: the live scan could not reach the site; "
    "nothing was charged.",
    ExitCode.SERVER_FAILURE: "Any other 5xx, or no answer from VENDORSTACK_API_URL.",
}


_CODES: tuple[tuple[type[errors.VendorStackError], ExitCode], ...] = (
    (errors.InvalidRequest, ExitCode.USAGE),
    (errors.Unauthorized, ExitCode.UNAUTHORIZED),
    (errors.PaymentRequired, ExitCode.PAYMENT_REQUIRED),
    (errors.RateLimited, ExitCode.RATE_LIMITED),
    (errors.NotFound, ExitCode.NOT_FOUND),
    (errors.ScanFailed, ExitCode.SCAN_FAILED),
    (errors.ServerError, ExitCode.SERVER_FAILURE),
    (errors.ServiceUnreachable, ExitCode.SERVER_FAILURE),
)


def exit_code(error: errors.VendorStackError) -> int:
    """The documented code for `error`; an error the table does not name (405, 413) is 1."""
    return next((code for kind, code in _CODES if isinstance(error, kind)), ExitCode.FAILURE)


# What the commonest reasons of a failed live scan mean; any other is shown as its code.
SCAN_FAILURES = {
    "dns_failed": "its name does not resolve (DNS)",
    "connect_failed": "the connection to it was refused",
    "timeout": "it did not answer in time",
    "tls_error": "its TLS certificate or handshake failed",
    "blocked_address": "it resolves to a private address",
    "http_error": "it answered with an HTTP error",
    "too_many_redirects": "it redirected too many times",
}


def scan_failure(error: errors.ApiError) -> str:
    """Why the live scan failed, in words, with the API's `reason` code."""
    reason = str(error.body.get("reason", "unknown"))
    domain = error.body.get("domain", "the site")
    why = SCAN_FAILURES.get(reason, "see the reason code")
    return f"Why: {domain} could not be scanned: {why} (`{reason}`)."


def advice(error: errors.VendorStackError) -> str | None:
    """What a person should do next, when there is more to say than the API's message."""
    if isinstance(error, errors.ScanFailed):
        return scan_failure(error)
    if isinstance(error, errors.PaymentRequired):
        return f"Top up at {error.topup_url} (the same key keeps working; do not create a new one)."
    if isinstance(error, errors.RateLimited) and error.retry_after is not None:
        return f"Retry after {error.retry_after} s."
    if isinstance(error, errors.Unauthorized):
        return "Set VENDORSTACK_API_KEY to a valid key (POST /v1/keys creates one)."
    if isinstance(error, errors.ApiError) and error.request_id:
        return f"Request id: {error.request_id}"
    return None


def fail(error: errors.VendorStackError, *, as_json: bool) -> None:
    """Report `error` (the API's JSON body on stdout with --json, a message on stderr) and exit."""
    if as_json and isinstance(error, errors.ApiError):
        click.echo(json.dumps(error.body, indent=2, ensure_ascii=False))
    click.echo(f"error: {error}", err=True)
    hint = advice(error)
    if hint:
        click.echo(hint, err=True)
    raise SystemExit(exit_code(error))
