"""`make test` finds the local PostgreSQL and Redis itself, as `.ci/run` names them; with
neither running, their tests skip saying how to start them."""

from __future__ import annotations

import socket

import pytest

from tests.databases import admin_url
from tests.local_servers import (
    POSTGRES,
    REDIS,
    LocalServer,
    find,
    postgres_answers,
    reason,
    redis_answers,
)
from tests.servers import PrivateRedis


def _closed_port() -> int:
    with socket.socket() as probe:  # nothing listens on it once it is closed
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


def test_an_absent_variable_is_pointed_at_a_local_server_that_answers(
    private_redis: PrivateRedis,
) -> None:
    local = REDIS._replace(default=f"redis://127.0.0.1:{private_redis.port}/0")
    environ: dict[str, str] = {}

    used = find(local, environ, redis_answers)

    assert environ == {REDIS.variable: local.default}
    assert used.startswith(f"{local.default} (found locally")


@pytest.mark.parametrize(
    ("server", "answers", "scheme"),
    [(POSTGRES, postgres_answers, "postgresql://postgres@"), (REDIS, redis_answers, "redis://")],
)
def test_with_no_server_the_variable_stays_unset_and_the_skip_says_how(
    server: LocalServer, answers: object, scheme: str
) -> None:
    local = server._replace(default=f"{scheme}127.0.0.1:{_closed_port()}/test")
    environ: dict[str, str] = {}

    used = find(local, environ, answers)  # type: ignore[arg-type]

    assert environ == {}
    assert used.startswith(f"{server.variable} is not set and no server answers at {local.default}")
    assert "bash .ci/run" in used


def test_a_variable_that_is_given_is_kept_and_an_empty_one_turns_the_tests_off(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    named = {POSTGRES.variable: "postgresql://postgres@db.internal:5432/ci"}
    assert find(POSTGRES, named, postgres_answers).endswith(f"(from {POSTGRES.variable})")
    assert named[POSTGRES.variable] == "postgresql://postgres@db.internal:5432/ci"

    monkeypatch.setenv(REDIS.variable, "")
    off = {REDIS.variable: ""}
    assert find(REDIS, off, redis_answers) == reason(REDIS)
    assert "set empty" in reason(REDIS)


def test_the_postgres_probe_answers_for_the_test_server() -> None:
    url = admin_url()
    if url is None:
        pytest.skip(reason(POSTGRES))
    assert postgres_answers(url)
