"""How a row says a vendor was renamed, in every supported language: "Ledgerly (formerly
Billco)", "Norvale GmbH, vormals Quillbox GmbH". The name after the marker is the old one; the
vendor is the name before it."""

from __future__ import annotations

import re

_MARKERS = (
    # en
    r"formerly(?: known as)?|previously(?: known as)?|f/k/a|fka|renamed from|once known as|"
    # de
    r"ehemals|vormals|früher|ehemalige?[rs]?|zuvor|"
    # fr
    r"anciennement(?: connue? sous le nom(?: de)?)?|précédemment|auparavant|"
    # nl
    r"voorheen|vroeger|eerder bekend als|"
    # es, pt
    r"anteriormente(?: conocid[ao] como| conhecid[ao] como)?|antiguamente|antigamente|"
    # it
    r"precedentemente(?: not[ao] come)?|in precedenza|già|"
    # sv, da, nb
    r"tidigare|f\.d\.|före detta|tidligere|forhenværende|"
    # fi, pl, cs
    r"aiemmin|entinen|dawniej|wcześniej|poprzednio|dříve(?: známá jako| známý jako)?"
)
FORMER_NAME = re.compile(
    rf"(?:\(\s*|,\s*|\s)(?:{_MARKERS})\s+(?P<old>[^()\[\];:|–—,]{{1,60}}?)\s*(?:\)|$|[;:,|–—]|\s-\s)",
    re.IGNORECASE,
)


def former_names(text: str) -> list[tuple[int, int]]:
    """The spans of the old names a text gives ("Billco" in "Ledgerly (formerly Billco)")."""
    return [m.span("old") for m in FORMER_NAME.finditer(text)]
