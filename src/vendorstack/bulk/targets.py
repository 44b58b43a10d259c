"""The input of `vendorstack index`: one domain or URL per line, comments and blanks skipped.

A line that is not a public domain is reported with its line number and the reason, never
fatal: one typo must not stop a list of thousands. Domains are reduced to their registrable
domain (as lookups are) and each is indexed once, however often it is listed.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from vendorstack.domains import normalize_domain
from vendorstack.errors import InvalidDomain


@dataclass(frozen=True, slots=True)
class BadLine:
    number: int
    text: str
    reason: str


@dataclass(slots=True)
class Targets:
    domains: list[str] = field(default_factory=list)
    bad: list[BadLine] = field(default_factory=list)


def read_targets(lines: Iterable[str]) -> Targets:
    """The unique domains of `lines` in first-seen order, and the lines that are not domains."""
    targets = Targets()
    seen: set[str] = set()
    for number, raw in enumerate(lines, start=1):
        text = raw.partition("#")[0].strip()
        if not text:
            continue
        try:
            domain = normalize_domain(text)
        except InvalidDomain as error:
            targets.bad.append(BadLine(number, text, error.message))
            continue
        if domain not in seen:
            seen.add(domain)
            targets.domains.append(domain)
    return targets
