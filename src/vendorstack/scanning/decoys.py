"""Pages *about* sub-processors that are not a company's list of them.

A help-centre article ("How to manage your subprocessors"), a list template, an integration
page, a security overview or a cookie policy can carry the words and rows of a disclosure. They
are told apart by what the page says it is, in this order (see docs/scanning.md, "Decoys"):

1. its title or main heading is *about* the list (a how-to, "your subprocessors", a template,
   "Subprocessor monitoring"); its rows are given as examples ("Typical sub-processors are, for
   example:", an "Example" column); or every row says the same sentence (a catalogue);
2. rows under a heading that names the list: it is the list, whatever else the page holds;
3. product steps ("click", "go to Settings >") throughout: a help article;
4. its title or main heading names the list: it is the list;
5. its main heading names another document (cookies, security, integrations, a help centre),
   or it holds a cookie table: that document. (Not its title: "Subprocessors | Acme Docs" and
   "Legal | Acme Help Center" name the site section, not the page.)
"""

from __future__ import annotations

from vendorstack.scanning import words
from vendorstack.scanning.signals import Signals
from vendorstack.scanning.words import fold

MIN_LIST_ROWS = 2
MIN_INSTRUCTIONS = 3


def decoy_reason(signals: Signals) -> str | None:
    """`guide`, `cookie_policy` or `other_document` when the page is not the list; else None."""
    about = _about_the_list(signals)
    if about is not None or signals.list_rows >= MIN_LIST_ROWS:
        return about
    if signals.instructions >= MIN_INSTRUCTIONS:
        return "guide"
    if signals.presents_list:
        return None
    return _other_document(signals)


def _about_the_list(signals: Signals) -> str | None:
    """What makes a page a decoy whatever rows it holds: a guide's heading, rows that a lead-in
    gives as examples ("for example:"), or a catalogue whose rows all say the same thing."""
    if signals.guide_heading:
        return "guide"
    if signals.example_rows >= MIN_LIST_ROWS and signals.list_rows < MIN_LIST_ROWS:
        return "guide"
    return "other_document" if signals.catalogue else None


def _other_document(signals: Signals) -> str | None:
    head = fold(signals.main_heading)
    if signals.cookie_table or words.COOKIE.search(head):
        return "cookie_policy"
    return "other_document" if words.OTHER_DOCUMENT.search(head) else None
