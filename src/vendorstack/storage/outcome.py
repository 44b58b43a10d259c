"""Whether a transaction whose COMMIT lost its reply committed, asked of PostgreSQL.

A connection that drops after COMMIT was sent (a server restart, a network cut, the
watchdog shutting a stalled server's connections) leaves the outcome unknown to us: the
server may have made the transaction durable and lost only the reply. Running the batch
again would then write it twice: every charge of the batch taken a second time. PostgreSQL
keeps each transaction's fate by its id (`pg_xact_status`, made for exactly this), and the
fate of a transaction whose session died uncommitted is `aborted`, across a restart too.

SQLite needs none of this: its connection is a file, and a commit either returns or raises.
"""

from __future__ import annotations

import time

from sqlalchemy import Connection

from vendorstack.errors import ServiceUnavailable

# While the dropped session's backend has not yet noticed its client is gone, its transaction
# is still `in progress`: asked again after these waits (2.3 s in all) before giving up.
_SETTLING_WAITS = (0.0, 0.05, 0.1, 0.2, 0.4, 0.6, 1.0)
RETRY_AFTER_SECONDS = 2


class CommitInDoubt(ServiceUnavailable):
    """A batch's commit went out and its reply never came back, and the database could not
    be asked what became of it: its requests may or may not have been recorded."""

    message = (
        "The database stopped answering while your request was being recorded, so we cannot "
        "tell whether it was charged. Check GET /v1/balance before you retry, or retry with "
        "the same Idempotency-Key, which never charges twice."
    )

    def __init__(self) -> None:
        super().__init__(retry_after=RETRY_AFTER_SECONDS)


def transaction_id(connection: Connection) -> int | None:
    """The id of the transaction `connection` is in (assigned now if it had none), on
    PostgreSQL; None on a database whose commits are never in doubt."""
    if connection.dialect.name != "postgresql":
        return None
    return int(connection.exec_driver_sql("SELECT pg_current_xact_id()::text").scalar_one())


def committed(connection: Connection, xid: int) -> bool:
    """Whether transaction `xid` committed, asked on `connection` (which reconnects: the one
    the transaction ran on has dropped). Raises `CommitInDoubt` when the server cannot say:
    unreachable, or the transaction still running after the waits above."""
    for wait in _SETTLING_WAITS:
        time.sleep(wait)
        try:
            with connection.begin():
                status = connection.exec_driver_sql(
                    "SELECT pg_xact_status(%(xid)s::text::xid8)", {"xid": str(xid)}
                ).scalar_one()
        except Exception as error:
            raise CommitInDoubt() from error
        if status != "in progress":
            return bool(status == "committed")
    raise CommitInDoubt()
