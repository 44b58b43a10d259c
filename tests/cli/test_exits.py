"""Each error class of the client has its own documented exit code, and the message says
what to do next."""

from __future__ import annotations

import pytest

from vendorstack.cli.exits import MEANINGS, ExitCode, exit_code, fail
from vendorstack.client import errors

ERRORS = [
    (errors.InvalidRequest(400, {"error": "validation_error"}), ExitCode.USAGE),
    (errors.Unauthorized(401, {"error": "unauthorized"}), ExitCode.UNAUTHORIZED),
    (errors.PaymentRequired(402, {"error": "payment_required"}), ExitCode.PAYMENT_REQUIRED),
    (errors.RateLimited(429, {"error": "rate_limited"}), ExitCode.RATE_LIMITED),
    (errors.RateLimited(429, {"error": "daily_scan_limit"}), ExitCode.RATE_LIMITED),
    (errors.NotFound(404, {"error": "not_found"}), ExitCode.NOT_FOUND),
    (errors.ScanFailed(502, {"error": "scan_failed"}), ExitCode.SCAN_FAILED),
    (errors.ServerError(500, {"error": "internal_error"}), ExitCode.SERVER_FAILURE),
    (errors.ServerError(503, {"error": "http_503"}), ExitCode.SERVER_FAILURE),
    (errors.ServiceUnreachable("connection refused"), ExitCode.SERVER_FAILURE),
    (errors.ApiError(413, {"error": "payload_too_large"}), ExitCode.FAILURE),
]


@pytest.mark.parametrize(("error", "code"), ERRORS)
def test_each_error_class_has_its_exit_code(error: errors.VendorStackError, code: int) -> None:
    assert exit_code(error) == code


def test_the_codes_are_distinct_and_documented() -> None:
    pinned = {code.name: code.value for code in ExitCode}  # scripts depend on these numbers

    assert pinned == {
        "OK": 0,
        "FAILURE": 1,
        "USAGE": 2,
        "UNAUTHORIZED": 3,
        "PAYMENT_REQUIRED": 4,
        "RATE_LIMITED": 5,
        "NOT_FOUND": 6,
        "SCAN_FAILED": 7,
        "SERVER_FAILURE": 8,
    }
    assert set(MEANINGS) == set(ExitCode)


def test_a_rate_limit_says_how_long_to_wait(capsys: pytest.CaptureFixture[str]) -> None:
    error = errors.RateLimited(
        429, {"error": "rate_limited", "message": "Slow down.", "retry_after": 17}
    )

    with pytest.raises(SystemExit) as exited:
        fail(error, as_json=False)

    assert exited.value.code == ExitCode.RATE_LIMITED
    assert "Retry after 17 s." in capsys.readouterr().err
