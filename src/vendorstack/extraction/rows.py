"""Blocks to candidate vendor rows: sections tracked by heading, excluded sections dropped.

A short heading that names a vendor, with the paragraph under it, is one row ("Exoscale" +
"Exoscale is running the datacenters..."); its unknown siblings at the same level are rows too.
Each row knows the heading of its section (the purpose of the rows under it) and whether a
heading or an introducing paragraph announced it as part of a vendor list. A paragraph saying
the vendors below are not (or no longer) sub-processors excludes the list that follows it.
"""

from __future__ import annotations

import dataclasses
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal

from vendorstack.extraction.blocks import Block, BlockKind
from vendorstack.extraction.columns import classify
from vendorstack.extraction.disclosure import has_disclosure_wording, names_a_list
from vendorstack.extraction.keywords import hits
from vendorstack.extraction.lexicon.wording import (
    EXAMPLE_MARKER,
    EXAMPLE_NOUN,
    EXCLUDING_INTRO,
    LIST_INTRO,
    OWN_PURPOSES,
    PROCESSOR_ROLE,
    RECIPIENT_ROLE,
    YOUR_PROCESSORS,
)
from vendorstack.extraction.marks import Mark
from vendorstack.extraction.names import name_in, verdict
from vendorstack.extraction.prose import marked_names
from vendorstack.extraction.render import joined
from vendorstack.extraction.sections import (
    excluded_section,
    label_lead,
    lead,
    sentences,
    speaks_of_processors,
)
from vendorstack.extraction.text import clean, normalize

SHORT_PROSE_WORDS = 6  # a paragraph this short may be a card's entity name ("Stripe")
MIN_INTRO_WORDS = 2  # one word ending on a colon is a label ("Hosting:")
MAX_HEADING_WORDS = 8
MAX_SIBLING_WORDS = 4
MAX_COLUMN_WORDS = 2  # "Purpose", "Data location": a column word labelling a detail


@dataclass(frozen=True, slots=True)
class Row:
    """A candidate vendor row: its quote and the texts that may name its entity, best first.

    `headed`: the names are header-chosen columns, all read. `context`: a prose sentence whose
    paragraph speaks of (sub-)processors, so vendors it names count. `evidence`: what is
    quoted instead of `quote`: an HTML row's segments joined by a visible separator, or the
    verbatim stand-in of a text row not in the page as written. `parent`: the list item a
    nested item sits under. `marks`: its linked or bold spans. `purposes`: the cells a table
    header calls purposes. `section`: the heading it sits under. `announced`: a
    heading or paragraph above it says a vendor list follows. `disclosed`: a heading above it
    names sub-processors outright, or the page's main heading names a vendor list (or the
    page title does, and its section is about a function). `introduced`: the paragraph right
    above it introduces the company's own processors ("We use these processors to deliver
    the service:"), whatever its heading says. `exemplified`: that paragraph introduces it as
    an example ("Teams often pick processors such as the following:"). `paragraph`: a prose
    sentence's
    whole paragraph, whose wording says what a vendor does when its sentence and section
    heading do not ("We use X to convert IPs to places. This is a corner stone of fraud
    protection")."""

    kind: BlockKind
    quote: str
    names: tuple[str, ...]
    group: int
    headed: bool = False
    context: bool = False
    evidence: str = ""
    parent: str = ""
    marks: tuple[Mark, ...] = ()
    purposes: tuple[str, ...] = ()
    section: str = ""
    announced: bool = False
    disclosed: bool = False
    introduced: bool = False
    exemplified: bool = False
    marked: bool = False
    paragraph: str = ""

    @property
    def cited(self) -> str:
        """What a claim quotes: the row, or its verbatim stand-in (see `verbatim`)."""
        return self.evidence or self.quote


@dataclass(slots=True)
class _Section:
    level: int
    heading: str
    excluded: bool
    announced: bool
    disclosed: bool


class _Segmenter:
    """Walks the blocks once, keeping the open sections (one per heading level)."""

    def __init__(
        self,
        names_vendor: Callable[[str], bool],
        names_entity: Callable[[str], bool],
        titled: bool,
    ) -> None:
        self.titled = titled
        self.names_vendor = names_vendor
        self.names_entity = names_entity
        self.stack: list[_Section] = []
        self.rows: list[Row] = []
        self.vendor_level = 0
        self.intro_excludes = False
        self.intro_announces = False
        self.intro_introduces = False
        self.intro_exemplifies = False
        self.intro_level = 0  # the level of the section the introducing paragraph sits in

    @property
    def excluded(self) -> bool:
        return self.intro_excludes or any(s.excluded for s in self.stack)

    @property
    def announced(self) -> bool:
        intro = self.intro_announces or self.intro_introduces
        return intro or any(s.announced for s in self.stack)

    @property
    def disclosed(self) -> bool:
        """Under a heading naming sub-processors; or, on a page titled so, under any heading
        (a section per purpose: "Status updates") unless a main heading of another part of
        the page ("About us") is open, where only a heading naming a function counts."""
        if any(s.disclosed for s in self.stack):
            return True
        if not self.titled:
            return False
        other_part = any(s.level == 1 for s in self.stack)  # "About us" after the list
        return not other_part or not self.stack or bool(hits(self.stack[-1].heading))

    @property
    def section(self) -> str:
        return self.stack[-1].heading if self.stack else ""

    def run(self, blocks: list[Block]) -> list[Row]:
        i = 0
        while i < len(blocks):
            block = blocks[i]
            i += 1
            if block.kind != "heading":
                self._body(block)
                continue
            self._close(block.level)
            body = blocks[i] if i < len(blocks) and blocks[i].kind == "prose" else None
            if self._excluded_entry(block):
                i += body is not None  # one entry of an excluded list, its paragraph with it
            elif self._vendor_heading(block, blocks[i] if i < len(blocks) else None):
                i += body is not None
                self.rows.append(self._heading_row(block, body))
            else:
                self._open(block)
        return self.rows

    def _excluded_entry(self, block: Block) -> bool:
        """A heading naming an entry of the list a paragraph excluded ("We share personal data
        with the following third parties:" over "### Norvale Ltd"): deeper than that
        paragraph's section, it carries on the excluded list rather than opening a section."""
        if not self.intro_excludes or block.level <= self.intro_level:
            return False
        return self.names_vendor(block.text) or self.names_entity(block.text)

    def _body(self, block: Block) -> None:
        if block.kind == "prose" and _may_introduce(block.text):
            self.intro_level = self.stack[-1].level if self.stack else 0
            low = block.text.lower()
            self.intro_excludes = bool(EXCLUDING_INTRO.search(_unnamed(block).lower()))
            worded = bool(LIST_INTRO.search(low))
            announcing = worded or ":" in low
            self.intro_announces = worded and _lists(low)
            # Most paragraphs neither hold a colon nor "the following": no sentence of them
            # can introduce a list, and they are not split.
            role = _introduces(block.text) if announcing else None
            if role == "recipients" and self.disclosed:
                # Under a heading (or on a page) of sub-processors, "We share customer data
                # with the following companies:" hands over to that very list.
                role = "own"
            self.intro_introduces = role == "own"
            self.intro_exemplifies = role == "example"
            if role in ("recipients", "controllers"):
                # Other recipients' list: announced as no vendor list and read as none.
                self.intro_announces = False
                self.intro_excludes = True
        if not self.excluded:
            self.rows.extend(self._rows(block))

    def _close(self, level: int) -> None:
        """A heading closes the sections at its level and below, and the list a paragraph
        introduced unless it is deeper than that paragraph's section: a heading per vendor
        ("We use these processors:" over "### Norvale" and its purpose) may carry on the
        list (`_open` ends it when the heading names no vendor)."""
        self.stack = [s for s in self.stack if s.level < level]
        if level <= self.intro_level:
            self._end_intro()

    def _end_intro(self) -> None:
        self.intro_excludes = self.intro_announces = False
        self.intro_introduces = self.intro_exemplifies = False

    def _open(self, block: Block) -> None:
        """A heading that is no vendor's opens a section (and ends an introduced list)."""
        self._end_intro()
        if block.level <= self.vendor_level:
            self.vendor_level = 0
        low = block.text.lower()
        excluded = excluded_section(block.text)
        disclosed = has_disclosure_wording(low) or (block.level == 1 and _lists(low))
        self.stack.append(_Section(block.level, block.text, excluded, _lists(low), disclosed))

    def _vendor_heading(self, block: Block, after: Block | None) -> bool:
        """A short heading opening with a vendor's name, a short sibling of such a heading
        that reads as a name, or, under a vendor list, a short heading that reads as a
        company's name over its paragraph; never a heading whose paragraph marks another name
        (the heading is then that section's purpose)."""
        if not self._may_name(block, after):
            return False
        if self.names_vendor(block.text):
            self.vendor_level = block.level
            return True
        words = len(block.text.split())
        if block.level == self.vendor_level and words <= MAX_SIBLING_WORDS:
            return self.names_entity(block.text)
        prose_after = after is not None and after.kind == "prose"
        numbered = block.text.lstrip()[:1].isdigit()
        if self.announced and prose_after and not numbered and self.names_entity(block.text):
            self.vendor_level = block.level
            return True
        return False

    def _may_name(self, block: Block, after: Block | None) -> bool:
        """A heading short enough, outside excluded sections, not itself about
        sub-processors, and not over a paragraph that marks another name."""
        if block.level > 6 or len(block.text.split()) > MAX_HEADING_WORDS or self.excluded:
            return False
        if excluded_section(block.text) or has_disclosure_wording(block.text):
            return False
        return after is None or after.kind != "prose" or not _names_other(after, block)

    def _heading_row(self, block: Block, body: Block | None) -> Row:
        """The heading and its paragraph, quoted heading | paragraph."""
        level = -block.level
        if body is None:
            return self._placed(
                Row(
                    "heading",
                    block.text,
                    (block.text,),
                    level,
                    evidence=block.quote,
                    marks=block.marks,
                )
            )
        quote = normalize(f"{block.text} {body.text}")
        shown = joined((block.quote or block.text, body.quote or body.text))
        marks = (*block.marks, *body.marks)
        row = Row("heading", quote, (block.text,), level, evidence=shown, marks=marks)
        return self._placed(row)

    def _rows(self, block: Block) -> list[Row]:
        """Prose splits into sentences, each knowing whether its paragraph speaks of
        processors and carrying the paragraph's marks that fall inside it."""
        if block.kind != "prose" or len(block.text.split()) <= SHORT_PROSE_WORDS:
            return [self._block_row(block)]
        context = speaks_of_processors(block.text)
        marked = bool(marked_names(block.marks))
        return [
            self._placed(
                Row(
                    "prose",
                    sentence,
                    (),
                    0,
                    context=context,
                    marks=tuple(m for m in block.marks if clean(m.text) in clean(sentence)),
                    marked=marked,
                    paragraph=block.text,
                )
            )
            for sentence in sentences(block.text)
        ]

    def _block_row(self, block: Block) -> Row:
        names = block.names
        if block.kind == "item" and not names:
            text = unflagged(block.text)
            labelled = label_lead(text)
            if labelled is not None and _label(clean(labelled[0])):
                names = (lead(labelled[1])[0], labelled[0])
            else:
                names = (lead(text)[0],)
        row = Row(
            block.kind,
            block.text,
            names,
            block.group,
            headed=block.headed,
            parent=block.parent,
            evidence=block.quote if block.kind != "prose" else "",
            marks=block.marks,
            purposes=block.purposes,
            marked=block.kind == "prose" and bool(marked_names(block.marks)),
        )
        return self._placed(row)

    def _placed(self, row: Row) -> Row:
        """The row with its section heading and whether a vendor list was announced."""
        return dataclasses.replace(
            row,
            section=self.section,
            announced=self.announced,
            disclosed=self.disclosed,
            introduced=self.intro_introduces,
            exemplified=self.intro_exemplifies,
        )


def _unnamed(block: Block) -> str:
    """The paragraph's sentences that mark no name: "We no longer use **Zarly**." speaks of
    Zarly alone (see `prose.not_used`) and introduces no list of vendors that are not used;
    "The vendors below are no longer used." does."""
    names = marked_names(block.marks)
    if not names:
        return block.text
    said = sentences(block.text)
    return " ".join(s for s in said if not any(name in clean(s) for name in names))


def _may_introduce(text: str) -> bool:
    """A paragraph long enough not to be a card's entity name, or a short sentence handing
    over to what follows ("Seuraavat palveluntarjoajat käsittelevät henkilötietoja
    puolestamme:": five words of a language that inflects what others say with prepositions)."""
    words = len(text.split())
    return words > SHORT_PROSE_WORDS or (words >= MIN_INTRO_WORDS and text.rstrip().endswith(":"))


def _names_other(body: Block, heading: Block) -> bool:
    """The paragraph marks a name the heading does not hold: the heading is the section's
    purpose ("Logbeheer" over "... naar **Norvale**"), not a vendor."""
    return any(name.lower() not in heading.text.lower() for name in marked_names(body.marks))


def _label(head: str) -> bool:
    """A lead that labels the row ("Hosting: AWS", "Product usage analytics: Norvale")
    rather than names it ("Norvale: hosting"); a bare column word ("Purpose: hosting",
    "Location: EU") labels a detail, not a vendor."""
    functions = [h for h in hits(head) if h.strong]
    if len(head.split()) <= MAX_COLUMN_WORDS and classify(head) in ("purpose", "other"):
        return bool(functions)  # "Beheerde databasehosting: Torivo", not "Location: EU"
    name = name_in(head)
    if name is None or verdict(name) is not None:
        return True
    return not name.legal_form and len(name.core.split()) > 1 and bool(hits(name.core))


_BULLETS = frozenset("-*+•·")


def unflagged(text: str) -> str:
    """A list item without the symbols it opens with ("🇺🇸 Norvale Inc. – hosting", "✅
    Norvale"): a flag or an emoji marks the item, it is no part of the vendor's name."""
    start = 0
    while start < len(text) and (text[start].isspace() or text[start] in _BULLETS):
        start += 1  # a markdown or plain-text item keeps its bullet ("- 🇺🇸 Norvale")
    flagged = start
    while flagged < len(text) and (text[flagged].isspace() or _marker(text[flagged])):
        flagged += 1
    return text[flagged:] if flagged > start else text


def _marker(char: str) -> bool:
    """A symbol (flags are pairs of regional indicators, category So), or the joiners and
    variation selectors emoji are built with (Cf, Mn)."""
    return unicodedata.category(char) in ("So", "Sk", "Cf", "Mn")


# "recipients": data handed to others, which a section of sub-processors may still say of
# its own list; "controllers": recipients using it for their own purposes, never ours.
Role = Literal["own", "example", "recipients", "controllers"]


def _introduces(paragraph: str) -> Role | None:
    """What list one sentence of the paragraph says follows: the company's processors
    ("own"), examples, other recipients of data, or controllers using it for their own
    purposes ("independent controllers", "für eigene Zwecke", whoever else the sentence
    names); None when no sentence introduces a list.
    The sentence announces a list in words ("the following", "below") or by ending on a
    colon, which in every language we read hands over to what comes next, and names it. The
    sentence itself must name the list: "... third-party services to help us understand
    usage. We use:" introduces tools, not processors. Examples ("processors such as the
    following:", "Examples of sub-processors:") and the reader's own ("your vendors") are not
    the company's, and nor are recipients of data, named as a vendor list or not ("We
    disclose data to the following advertising partners:")."""
    for sentence in sentences(paragraph):
        low = sentence.lower().rstrip()
        if not (LIST_INTRO.search(low) or low.endswith(":")):
            continue
        if OWN_PURPOSES.search(low):
            return "controllers"
        if _recipients(low):
            return "recipients"
        if _lists(low):
            if EXAMPLE_MARKER.search(low) or EXAMPLE_NOUN.search(low):
                return "example"
            return None if YOUR_PROCESSORS.search(low) else "own"
    return None


def _recipients(low: str) -> bool:
    """The sentence names recipients of data and does not say they are processors
    ("sub-processors", "service providers", "on our behalf", "we use", "to provide the
    service"): the recipients it names or hands data over to ("partners", "authorities", "we
    share ... with", "weitergegeben an"). A bare "the following third parties:" says neither
    and stays the company's list, as it reads on a page of sub-processors."""
    return not PROCESSOR_ROLE.search(low) and bool(RECIPIENT_ROLE.search(low))


def _lists(low: str) -> bool:
    """Wording that names a list of vendors ("Sub-processors", "Our service providers")."""
    return names_a_list(low)


def segment(
    blocks: list[Block],
    names_vendor: Callable[[str], bool],
    names_entity: Callable[[str], bool] = lambda _: False,
    *,
    titled: bool = False,
) -> list[Row]:
    """Rows outside excluded sections, in page order. `names_vendor`: the text names a
    dictionary vendor; `names_entity`: it reads as a company's name; `titled`: the page's
    title names sub-processors."""
    return _Segmenter(names_vendor, names_entity, titled).run(blocks)
