"""A host whose front page fails with a server error, and whose next pages fail too, is down.

A failing site answered every one of a scan's ~35 probes (well-known paths, sitemaps) with
a 500 before this, each a request to a server already in trouble and a tenth of a second of
the scan: a bulk run spent most of its requests there (docs/benchmarks.md). Only a host whose
home page failed is watched, so a site that merely answers unknown paths with a 500 (a
broken 404 page) is still searched in full; and 503, a challenge's or a maintenance page's
status, is no failure here (`confirm.WALL_STATUSES` reads it as a wall).
"""

from __future__ import annotations

DOWN_AFTER = 3  # the home page's failure, then this many more in a row: the host is down


def server_error(status: int) -> bool:
    return 500 <= status < 600 and status != 503


class FailingHosts:
    """The streak of server errors of each host whose home page failed."""

    def __init__(self) -> None:
        self._streaks: dict[str, int] = {}

    def home(self, host: str, status: int) -> None:
        if server_error(status):
            self._streaks[host] = 0

    def answered(self, host: str, status: int) -> None:
        """A response from `host`; any answer but a server error clears it for good."""
        streak = self._streaks.get(host)
        if streak is None:
            return
        if server_error(status):
            self._streaks[host] = streak + 1
        else:
            del self._streaks[host]

    def down(self, host: str) -> bool:
        return self._streaks.get(host, 0) >= DOWN_AFTER
