"""The shapes of the API's text parameters, as the regular expressions OpenAPI publishes.

FastAPI enforces the same expressions it publishes, so the description and the server cannot
disagree: a value that fails one fails the other, with a 400. They are written in what
ECMA-262 (OpenAPI's dialect), Python's `re` (schemathesis, jsonschema) and Rust's `regex`
(pydantic) read alike: ASCII classes, no look-around, no flags.

A host name here is what `domains.normalize_domain` accepts as a public name, ASCII only:
labels of letters, digits and hyphens (none at either end, no `--` in the 3rd and 4th places,
which IDNA keeps for punycode), ending in a top-level domain of the public suffix list
(in any letter case, as DNS compares names), at most 253 characters. Internationalised
names are refused: a regular expression cannot tell a valid IDNA label from an invalid
one (docs/api.md).
"""

from __future__ import annotations

from vendorstack.domains import top_level_domains

_ALNUM = "[A-Za-z0-9]"
_LDH = "[A-Za-z0-9-]"


def label(longest: int) -> str:
    """One DNS label of 1 to `longest` characters (4 or more) that IDNA accepts."""
    middle = f"{_LDH}(?:{_ALNUM}{_LDH}|-{_ALNUM}){_LDH}{{0,{longest - 5}}}"
    return f"{_ALNUM}(?:{_LDH}{{0,2}}{_ALNUM}|{middle}{_ALNUM})?"


def _top_level_domain() -> str:
    """Every top-level domain, in any letter case, as a trie of character classes (`c[oO]...`).

    The flat alternation of 1,444 lowercase names made schemathesis draw a URL in 5.4 ms, and
    its case-insensitive form was ~3x slower, enough to fail the too-slow health check; the
    trie shares prefixes and draws in 3.1 ms with every case (measured with hypothesis'
    `from_regex`, 300 draws, docs/benchmarks.md)."""
    return _alternatives(_trie(top_level_domains()))


_Trie = dict[str, "_Trie"]
_END = ""  # the key that marks a name ending at this node


def _trie(names: tuple[str, ...]) -> _Trie:
    root: _Trie = {}
    for name in names:
        node = root
        for char in name:
            node = node.setdefault(char, {})
        node[_END] = {}
    return root


def _alternatives(node: _Trie) -> str:
    branches = [_char(char) + _alternatives(child) for char, child in sorted(node.items()) if char]
    if not branches:
        return ""
    body = branches[0] if len(branches) == 1 else "(?:" + "|".join(branches) + ")"
    return f"(?:{body})?" if _END in node else body


def _char(char: str) -> str:
    return f"[{char}{char.upper()}]" if char.isalpha() else char  # digits and `-` only


TOP_LEVEL_DOMAIN = f"(?:{_top_level_domain()})"
# Up to 3 labels of 63 or 5 of 40 before the top-level domain (24 at most): never over the
# 253 characters of a DNS name, and room for `www.shop.example.co.uk`.
HOST = rf"(?:(?:{label(63)}\.){{1,3}}|(?:{label(40)}\.){{4,5}}){TOP_LEVEL_DOMAIN}\.?"
DOMAIN = f"^{HOST}$"
_SCHEME = r"[A-Za-z][A-Za-z0-9+.-]*://"
# After the host: a port, then a path, query or fragment of printable ASCII (URL-encoded).
URL = f"^(?:{_SCHEME})?{HOST}(?::[0-9]{{1,5}})?(?:[/?#][!-~]*)?$"
# A webhook receiver: an http(s) URL on a public host name, the port 1 to 65535 if given.
_PORT = "(?:6553[0-5]|655[0-2][0-9]|65[0-4][0-9]{2}|6[0-4][0-9]{3}|[1-5][0-9]{4}|[1-9][0-9]{0,3})"
WEBHOOK_URL = f"^[Hh][Tt][Tt][Pp][Ss]?://{HOST}(?::{_PORT})?(?:[/?][!-~]*)?$"
SUFFIX = rf"^(?:{label(63)}\.){{0,3}}{TOP_LEVEL_DOMAIN}$"
# Slugs are lowercase; a `vendor` in any case is accepted and lowercased (`Stripe` is `stripe`).
VENDOR_SLUG = "^[a-z0-9]+(?:_[a-z0-9]+)*$"
VENDOR_SLUG_ANY_CASE = "^[A-Za-z0-9]+(?:_[A-Za-z0-9]+)*$"
SLUG_PREFIX = "^[a-z0-9_]*$"
