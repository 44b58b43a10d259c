"""Watchlists: an account's watched domains, re-scanned on demand and on a schedule, and the
events their changes produce (`service.Watching`)."""
