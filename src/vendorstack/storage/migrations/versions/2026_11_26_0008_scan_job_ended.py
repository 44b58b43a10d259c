"""a scan job's end wakes its waiters: a trigger on procrastinate_jobs, on PostgreSQL only

Revision ID: 20261126_0008_scan_job_ended
Revises: 20261126_0007_prospect_index
Create Date: 2026-11-26 10:10:00

A lookup waiting for a queued scan re-checks the scan table and the job's status when it is
notified on `vendorstack_scan_ended`. The worker notifies when it records a scan, but
procrastinate marks the job succeeded or failed afterwards, in a transaction of its own: a
job that ended without recording a scan (its question already answered by a newer scan, a
failure, a dead worker's job failed by recovery), or a waiter that joined a job between its
scan's commit and its status update, read the job as still running and was never woken
again (found by tests/cluster's worker-kill suite: a 502 `scan_timed_out` after the whole
ceiling for a job that ended in 0.1 s). This trigger notifies the job's domain (its `lock`,
the normalised domain we set) when the job's end commits, whoever ends it.
"""

from collections.abc import Sequence

from alembic import op

revision: str = "20261126_0008_scan_job_ended"
down_revision: str | None = "20261126_0007_prospect_index"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

# The task name and channel are `scans.queue.SCAN_TASK` and `scans.waits.SCAN_CHANNEL`
# (written out: a migration must not change when the code does).
CREATE = """
CREATE FUNCTION vendorstack_scan_job_ended() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'DELETE' THEN
        PERFORM pg_notify('vendorstack_scan_ended', OLD.lock);
        RETURN OLD;
    END IF;
    PERFORM pg_notify('vendorstack_scan_ended', NEW.lock);
    RETURN NEW;
END;
$$;

CREATE TRIGGER vendorstack_scan_job_ended
    AFTER UPDATE OF status ON procrastinate_jobs
    FOR EACH ROW WHEN (
        NEW.task_name = 'vendorstack.scan' AND NEW.lock IS NOT NULL
        AND NEW.status NOT IN ('todo', 'doing')
        AND OLD.status IS DISTINCT FROM NEW.status
    )
    EXECUTE FUNCTION vendorstack_scan_job_ended();

CREATE TRIGGER vendorstack_scan_job_deleted
    AFTER DELETE ON procrastinate_jobs
    FOR EACH ROW WHEN (OLD.task_name = 'vendorstack.scan' AND OLD.lock IS NOT NULL)
    EXECUTE FUNCTION vendorstack_scan_job_ended();
"""

DROP = """
DROP TRIGGER IF EXISTS vendorstack_scan_job_deleted ON procrastinate_jobs;
DROP TRIGGER IF EXISTS vendorstack_scan_job_ended ON procrastinate_jobs;
DROP FUNCTION IF EXISTS vendorstack_scan_job_ended();
"""


def upgrade() -> None:
    if op.get_bind().dialect.name == "postgresql":
        op.get_bind().exec_driver_sql(CREATE)


def downgrade() -> None:
    if op.get_bind().dialect.name == "postgresql":
        op.get_bind().exec_driver_sql(DROP)
