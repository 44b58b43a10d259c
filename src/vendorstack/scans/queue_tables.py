"""Every read of procrastinate's own tables, in one place, for the versions we test.

procrastinate's public API has no "the active job of this lock" or "jobs running too long"
query, so these three statements read its tables (`procrastinate_jobs`, `procrastinate_events`)
directly. Their columns are not a public contract: `SUPPORTED` is the range pyproject.toml
pins, and tests/scans/test_queue_tables.py checks the installed version against it and runs
each statement on a migrated PostgreSQL.
"""

from __future__ import annotations

from sqlalchemy import Connection, text

SUPPORTED = (">=3.10", "<3.11")  # the pin in pyproject.toml; widen both together
SCAN_TASK = "vendorstack.scan"

_ACTIVE_JOB = text(
    "SELECT id FROM procrastinate_jobs WHERE lock = :domain AND task_name = :task"
    " AND status IN ('todo', 'doing') ORDER BY id LIMIT 1"
)
# The newest of the domain's jobs since the waited-for one: a dead worker's job that could
# not be re-queued is failed while a newer job of the domain answers the same question.
_LATEST_STATUS = text(
    "SELECT status FROM procrastinate_jobs WHERE lock = :domain AND task_name = :task"
    " AND id >= :job ORDER BY id DESC LIMIT 1"
)
_OVERDUE = text(
    "SELECT j.id, j.args ->> 'domain' AS domain FROM procrastinate_jobs j"
    " WHERE j.status = 'doing' AND j.task_name = :task AND NOT EXISTS ("
    "  SELECT 1 FROM procrastinate_events e WHERE e.job_id = j.id AND e.type = 'started'"
    "  AND e.at > now() - make_interval(secs => :seconds))"
)


def active_job_id(connection: Connection, domain: str) -> int | None:
    """The id of the domain's queued or running scan job, or None."""
    job: int | None = connection.execute(
        _ACTIVE_JOB, {"domain": domain, "task": SCAN_TASK}
    ).scalar()
    return job


def latest_status(connection: Connection, domain: str, job: int) -> str | None:
    """The status of the domain's newest scan job since `job` (None: no such job any more)."""
    status: str | None = connection.execute(
        _LATEST_STATUS, {"domain": domain, "task": SCAN_TASK, "job": job}
    ).scalar()
    return status


def overdue_jobs(connection: Connection, seconds: float) -> list[tuple[int, str | None]]:
    """Scan jobs running with no `started` event in the last `seconds`: (id, domain)."""
    rows = connection.execute(_OVERDUE, {"task": SCAN_TASK, "seconds": seconds})
    return [(row.id, row.domain) for row in rows]
