"""Vendors the dictionary lacks, read from a confirmed disclosure's naming positions.

A table's entity column, a list item's lead, a definition term, a heading over a block and a
marked name in a section's prose name a vendor when the text reads as a company's name (see
`names`). Its slug comes from its own site or its name (see `slugs`); its category from the
row's wording, else the section heading's; a row whose wording names no function stays
unmatched with the reason `no_category`.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import cached_property

from vendorstack.extraction.claims import ClaimMaker, Naming, RowResult
from vendorstack.extraction.keywords import Hit, hits
from vendorstack.extraction.lexicon.renames import former_names
from vendorstack.extraction.lexicon.wording import DEFINED_TERM
from vendorstack.extraction.names import Name, name_in, parenthesised_brand, trade_name, verdict
from vendorstack.extraction.prose import (
    bracket_purpose,
    capitalised_runs,
    clauses,
    coordinated,
    find,
    marked_names,
    passing,
)
from vendorstack.extraction.recognition import (
    Candidate,
    coined_form,
    everyday,
    lower_case_words,
    page_language,
    recognise,
)
from vendorstack.extraction.rows import Row
from vendorstack.extraction.slugs import (
    Identities,
    Identity,
    links_inward,
    site_of,
    vendor_site,
    written_site,
)
from vendorstack.extraction.text import clean
from vendorstack.extraction.tiers import open_category, refine

# Why a candidate the recogniser rejects is no name, as an unmatched row's reason.
_REASONS = {"casing": "not_entity_like", "no_words": "not_entity_like"}
_Found = tuple[tuple[int, int], str, Identity | None]  # span, name text, identity if known


MIN_PHRASE_WORDS = 3


def _coined_core(name: Name, lang: str) -> bool:
    """A plain name's words hold one no everyday list of the page's language holds
    ("Quellmarin" in "Quellmarin GmbH"; not "Card Payments Ltd"), and its legal form is written
    as one (`LEGAL_FORM`: "AS" is a legal form, the "As" opening a sentence is none)."""
    languages = ("en",) if lang in ("en", "") else ("en", lang)
    return any(not everyday(word, languages) for word in name.core.split())


def _phrase(core: str) -> bool:
    """Three words or more joined by a lower-case preposition: a phrase, as German nouns are
    capitalised ("Bearbeitung von Betroffenenanfragen")."""
    words = core.split()
    joining = [w for w in words[1:-1] if w.islower() and w not in ("&", "+", "-")]
    return len(words) >= MIN_PHRASE_WORDS and bool(joining)


_AFTER_NAME = re.compile(r"\s*\(([^()]{1,60})\)")  # "Google (G Suite)"


def _best(*candidates: tuple[Hit, ...]) -> tuple[Hit, ...]:
    """The first wording that names a function outright, else the first that names any: a
    row saying only "support" under a heading "Payments" is read by its heading."""
    return next((c for c in candidates if any(h.strong for h in c)), None) or next(
        (c for c in candidates if c), ()
    )


def _traded(name: Name, source: str, text: str, spans: list[tuple[int, int]]) -> Name:
    """Who the vendor is: a legal entity trading under a brand is the brand ("Norvale
    Holdings Ltd. (trading as Quillbox)" is Quillbox; the words saying so join `spans`, as
    they name no function)."""
    traded = trade_name(source) or trade_name(text, spans[0][1])
    if traded is None:
        return _bracketed(name, source)
    spans.append(find(text, traded[1]) or (0, 0))
    return traded[0]


def _bracketed(name: Name, source: str) -> Name:
    """The brand a legal entity gives in parentheses, when it is spelled as only a brand is
    ("Microsoft Corporation (HockeyApp)"); a plain word there may be a place ("(Eschborn)")."""
    brand = parenthesised_brand(source)
    if brand is None or not source.startswith(name.text) or not coined_form(brand[1].text):
        return name
    return brand[1]


class Discoverer:
    """Reads the unknown vendors of one page, with the page's claim maker."""

    def __init__(
        self,
        maker: ClaimMaker,
        identities: Identities,
        opening: str = "",
        texts: Sequence[str] = (),
    ) -> None:
        """`opening`: the page's first text, to tell its language by when a name must be
        recognised (most pages name only dictionary vendors and never ask); `texts`: the
        page's block texts, read for the words it writes in lower case when one must."""
        self.maker = maker
        self.identities = identities
        self.opening = opening
        self.texts = texts

    @cached_property
    def lang(self) -> str:
        """The page's language (see `recognition.page_language`)."""
        return page_language(self.opening)

    @cached_property
    def nouns(self) -> frozenset[str]:
        """The words the page writes in lower case (see `recognition.lower_case_words`)."""
        return lower_case_words(self.texts)

    def names_entity(self, text: str) -> bool:
        """A heading that reads as a company's name over a vendor's paragraph: not a
        function ("Interne Zusammenarbeit") nor a phrase ("Bearbeitung von Anfragen") unless
        a legal form makes it a company's; recognised as a name (see `recognition`)."""
        name = name_in(text)
        if name is None or verdict(name) is not None or self._self(name):
            return False
        if name.legal_form:
            return True
        if hits(name.core) or _phrase(name.core):
            return False
        return recognise(Candidate(name.text, text, lang=self.lang, page_nouns=self.nouns)).is_name

    def row(self, row: Row, in_list: bool = False) -> RowResult:
        """The vendor a table row, list item, definition or heading names by its lead;
        `in_list`: other rows of its table or list name dictionary vendors."""
        reasons = []
        for text in row.names[:2]:
            name = name_in(text)
            why = verdict(name) if name is not None else "not_entity_like"
            if name is not None and why is None:
                return self._named(row, name, text, in_list)
            reasons.append(why or "not_entity_like")
        reason = "generic_name" if "generic_name" in reasons else "not_entity_like"
        return RowResult(row, reason=reason)

    def _named(self, row: Row, name: Name, source: str, in_list: bool) -> RowResult:
        """The vendor a naming text (`source`) names, when it is recognised as a name."""
        if self._self(name) or links_inward(name, row.marks, self.maker.company.domain):
            return RowResult(row, skipped=True)
        text = clean(row.quote)
        spans = [find(text, clean(name.text)) or (0, 0)]
        who = _traded(name, clean(source), text, spans)
        site = vendor_site(who, row.marks, self.maker.company.domain) or self._cell_site(row)
        site = site or written_site(row.quote, who, self.maker.company.domain)
        candidate = Candidate(who.text, row.quote, site_of(site), self.lang, in_list, self.nouns)
        seen = recognise(candidate)
        if not seen.is_name:
            return RowResult(row, reason=_REASONS.get(seen.signal, "generic_name"))
        identity = self.identities.of(who, site, self.lang)
        if identity is None:
            return RowResult(row, reason="no_slug")
        said = _best(self._purpose(row, text, spans), self.maker.heading_wording(row))
        naming = self._naming(identity, name.text, said)
        return RowResult(row, (naming,)) if naming else RowResult(row, reason="no_category")

    def _cell_site(self, row: Row) -> str:
        """The site linked from another name column of a table row ("Quillbox" linked, next
        to "Norvale Holdings Ltd"): both cells name the vendor, the link says who it is."""
        if not row.headed:
            return ""
        for cell in row.names[1:]:
            name = name_in(cell)
            if name is not None and verdict(name) is None:
                site = vendor_site(name, row.marks, self.maker.company.domain)
                if site:
                    return site
        return ""

    def _purpose(self, row: Row, text: str, spans: list[tuple[int, int]]) -> tuple[Hit, ...]:
        if row.purposes:
            return self.maker.unknown_wording(clean(" ".join(row.purposes)), [])
        return self.maker.unknown_wording(text, spans)

    def _naming(self, identity: Identity, name: str, said: tuple[Hit, ...]) -> Naming | None:
        """A reviewed vendor is named whatever the wording; a discovered one needs a function."""
        if identity.reviewed:
            return Naming(identity.slug, name, name, True, said)
        if open_category(said) is None:
            return None
        return Naming(identity.slug, name, name, False, said)

    def prose(self, row: Row) -> RowResult | None:
        """The names a sentence marks (bold, linked) in a section of the disclosure, or, in a
        paragraph that marks none, the names it writes plainly (see `_unmarked`); None when
        it names none. A name whose sentence names no function is not reported: bold words
        in prose are too often terms, not vendors."""
        text = clean(row.quote)
        named = self._marked(row, text) if row.marked else self._unmarked(row, text)
        found = [f for f in named if not passing(text, f[0])]
        if not found:
            return None
        found.sort(key=lambda f: f[0])
        sentence = self._purpose(row, text, [f[0] for f in found])
        heading = self.maker.heading_wording(row)
        paragraph: tuple[Hit, ...] | None = None  # read only when nothing nearer names one
        namings: list[Naming] = []
        for (span, name, identity), own in zip(found, self._own_wording(text, found), strict=True):
            nearer = (own, sentence, heading)
            if paragraph is None and not any(h.strong for c in nearer for h in c):
                paragraph = self.maker.paragraph_wording(row)
            said = _best(*nearer, paragraph or ())
            naming = self._prose_naming(identity, name, said, self._bracketed_products(text, span))
            if naming is not None and naming.slug not in {n.slug for n in namings}:
                namings.append(naming)
        return RowResult(row, tuple(namings))

    def _own_wording(self, text: str, found: list[_Found]) -> list[tuple[Hit, ...]]:
        """Each name's own wording, in order: the purpose before the parenthesis it stands in
        ("payments (A, B)"), else its clause's (see `prose.clauses`); a name whose clause says
        nothing and is coordinated with the next ("We use A and B for email") shares the
        next one's."""
        spans = [f[0] for f in found]
        parts = clauses(text, spans)
        said = []
        for span, clause in zip(spans, parts, strict=True):
            before = bracket_purpose(text, span)
            bracketed = self.maker.unknown_wording(before, []) if before else ()
            said.append(bracketed or self._clause_wording(clause, found))
        for i in range(len(said) - 2, -1, -1):
            if not said[i] and coordinated(parts[i + 1]):
                said[i] = said[i + 1]
        return said

    def _clause_wording(self, clause: str, found: list[_Found]) -> tuple[Hit, ...]:
        spans = [s for _, name, _ in found if (s := find(clause, name))]
        return self.maker.unknown_wording(clause, spans)

    def _bracketed_products(self, text: str, span: tuple[int, int]) -> list[str]:
        """The vendors a parenthesis right after a marked name names: its product, as in a
        row ("by Google (G Suite)")."""
        bracket = _AFTER_NAME.match(text, span[1])
        if bracket is None:
            return []
        return [m.slug for m in self.maker.find(bracket.group(1), entity=True)]

    def _prose_naming(
        self,
        identity: Identity | None,
        name: str,
        said: tuple[Hit, ...],
        named: list[str] | None = None,
    ) -> Naming | None:
        if identity is None:
            return None
        if identity.reviewed:
            hits = [h.category for h in said]
            slug = refine(identity.slug, named or [], hits, self.maker.dictionary)
            return Naming(slug, name, name, True, said)
        return self._naming(identity, name, said)

    def _marked(self, row: Row, text: str) -> list[_Found]:
        """Each marked name with its span: a dictionary vendor, or a name that reads as a
        company's; not a defined term of an agreement, not the company itself."""
        out: list[_Found] = []
        for name in marked_names(row.marks):
            span = find(text, name)
            if span is None or DEFINED_TERM.search(text[span[1] :]):
                continue
            known = self.maker.own(self.maker.entity_matches(name))
            if known:
                out.append((span, name, Identity(known[0].slug, True)))
                continue
            parsed = name_in(name)
            if parsed is None or verdict(parsed) is not None or self._self(parsed):
                continue
            site = vendor_site(parsed, row.marks, self.maker.company.domain)
            candidate = Candidate(
                parsed.text, row.quote, site_of(site), self.lang, page_nouns=self.nouns
            )
            if not recognise(candidate).is_name:
                continue
            out.append((span, parsed.text, self.identities.of(parsed, site, self.lang)))
        return out

    def _unmarked(self, row: Row, text: str) -> list[_Found]:
        """The names a sentence writes without marking them ("We use Quellmarin GmbH for
        email"), in a paragraph that marks none: a run of capitalised words the recogniser
        takes for a name by its legal form or a word no everyday list holds (not by an
        abbreviation alone, nor by a column: a sentence has none), or a dictionary vendor's
        name. A renamed vendor's former name ("X, formerly Y") is none."""
        former = former_names(text)
        out: list[_Found] = []
        for start, end in capitalised_runs(text):
            if any(a <= start < b for a, b in former):
                continue
            name = name_in(text[start:end])
            if name is None or verdict(name) is not None or self._self(name):
                continue
            span = find(text, name.text, start) or (start, end)
            known = self.maker.own(self.maker.entity_matches(name.text))
            if known and known[0].start == 0:
                out.append((span, name.text, Identity(known[0].slug, True)))
                continue
            if name.legal_form and _coined_core(name, self.lang):
                out.append((span, name.text, self.identities.of(name, "", self.lang)))
        return out

    def _self(self, name: Name) -> bool:
        """The company itself: its brand opens the name, or the name is its own site."""
        company = self.maker.company
        return company.names_self(name.text) or site_of(name.core) == company.domain
