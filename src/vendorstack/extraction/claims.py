"""Which dictionary vendors one row names, and the claims a row's namings yield."""

from __future__ import annotations

import dataclasses
import itertools
import re
from dataclasses import dataclass

from vendorstack.extraction.company import Company
from vendorstack.extraction.dictionary import VendorDictionary
from vendorstack.extraction.facts import locations_of, purpose_of
from vendorstack.extraction.keywords import Hit, hits
from vendorstack.extraction.lexicon.naming import CONNECTORS, DESIGNATORS, LEGAL_FORM
from vendorstack.extraction.lexicon.renames import former_names
from vendorstack.extraction.matcher import Match, Matcher
from vendorstack.extraction.model import Confidence, VendorClaim
from vendorstack.extraction.names import generic_word, name_in, parenthesised_brand, verdict
from vendorstack.extraction.placeholders import placeholder
from vendorstack.extraction.prose import example, not_used
from vendorstack.extraction.rows import Row
from vendorstack.extraction.sections import (
    has_suffix,
    lead,
    sentences,
    skipped_row,
    speaks_of_processors,
)
from vendorstack.extraction.text import clean
from vendorstack.extraction.tiers import (
    MIN_FAMILY,
    category_and_tier,
    open_category,
    refine,
    without_parents,
)

MAX_STRICT_WORDS = 6
_NOT_AFTER_NAMES = frozenset(
    (
        *("your", "the", "a", "an", "our", "this", "that", "these", "those", "my", "their"),
        *("its", "all", "any", "some", "each", "every", "it", "them", "you", "up", "out", "off"),
    )
)
LEAD_WORDS = 6  # "Stripe, Inc. – payments" opens with the entity; a longer lead is a sentence
PROSE_WORDS = 12  # a list item this long is a clause of prose


@dataclass(frozen=True, slots=True)
class Naming:
    """One vendor a row names: its slug, the row's text naming it (`surface`), its name as
    written, whether the dictionary holds it, and the keyword hits that decide its category
    (the row's own wording, else its section heading's)."""

    slug: str
    surface: str
    name: str
    reviewed: bool
    hits: tuple[Hit, ...]


@dataclass(frozen=True, slots=True)
class RowResult:
    """A row and the vendors it names (none: unmatched or skipped); `in_prose` when they were
    found in running prose; `reason` why a row in a naming position names none."""

    row: Row
    namings: tuple[Naming, ...] = ()
    skipped: bool = False
    in_prose: bool = False
    reason: str = ""

    @property
    def slugs(self) -> tuple[str, ...]:
        return tuple(n.slug for n in self.namings)


def masked(text: str, spans: list[tuple[int, int]]) -> str:
    """`text` with the spans blanked, indexes kept."""
    chars = list(text)
    for start, end in spans:
        chars[start:end] = " " * (end - start)
    return "".join(chars)


class ClaimMaker:
    """Matches rows against the dictionary for one page of one company."""

    def __init__(self, dictionary: VendorDictionary, matcher: Matcher, company: Company) -> None:
        self.dictionary = dictionary
        self.matcher = matcher
        self.company = company
        self._found: dict[tuple[str, bool], list[Match]] = {}
        self._paragraphs: dict[str, tuple[tuple[str, bool], ...]] = {}

    def find(self, text: str, *, entity: bool) -> list[Match]:
        """The matcher's answer, kept for the page: a row's texts are searched several times
        (as names, as purposes, as the quote)."""
        key = (text, entity)
        if key not in self._found:
            self._found[key] = self.matcher.find(text, entity=entity)
        return list(self._found[key])

    def wording(self, text: str) -> tuple[Hit, ...]:
        """The keyword hits of `text` with every vendor name blanked ("Google Analytics" is
        no analytics keyword)."""
        found = self.find(text, entity=True)
        return self.function_hits(text, [(m.start, m.end) for m in found])

    def unknown_wording(self, text: str, own: list[tuple[int, int]]) -> tuple[Hit, ...]:
        """The keyword hits naming the function of a vendor the dictionary lacks, its own
        names at `own`: dictionary vendors the text mentions are blanked, and so is the
        hosting word that only says where it runs ("..., hosted on Amazon Web Services")."""
        others = [(m.start, m.end) for m in self.find(text, entity=True)]
        found = self.function_hits(text, [*own, *others])
        return tuple(h for h in found if not _hosted_on(text, h, others))

    def function_hits(self, text: str, names: list[tuple[int, int]]) -> tuple[Hit, ...]:
        """The keyword hits of `text` outside the `names` spans and the company's own name."""
        return tuple(hits(masked(text, [*names, *self.company.spans(text)])))

    def names_vendor(self, text: str) -> bool:
        """True when `text`, read as an entity name, opens with a vendor other than the
        company ("Stripe, Inc.", not "Hosted Redis cache")."""
        found = self.own(self.entity_matches(clean(text)))
        return bool(found) and found[0].start == 0

    def match(self, row: Row) -> RowResult:
        """The dictionary vendors a row names; skipped rows (removed, affiliate, boilerplate,
        a template's placeholder, the company itself) name none."""
        if skipped_row(row.quote) or (row.names and placeholder(row.names[0])):
            return RowResult(row, skipped=True)
        if row.names and self.company.names_self(clean(row.names[0])):
            return RowResult(row, skipped=True)
        found, in_prose = self._row_matches(row)
        matches = self.own(found)
        if not matches:
            return RowResult(row)
        if row.parent and self._onward(row.parent, matches):
            return RowResult(row, skipped=True)
        text = clean(row.quote)
        everything = self.find(text, entity=True)
        said = (
            self.row_wording(row, text, everything)
            or self.heading_wording(row)
            or self.paragraph_wording(row)
        )
        categories = [h.category for h in said]
        named = self._named(row, everything)
        refined = [refine(m.slug, named, categories, self.dictionary) for m in matches]
        surfaces = dict(
            zip(refined, (_surface(m.slug, text, everything) for m in matches), strict=True)
        )
        mentioned = [m.slug for m in everything]
        namings = [
            Naming(
                slug,
                surfaces.get(slug, ""),
                self._name(slug),
                True,
                (*self._products_said(slug, mentioned), *said),
            )
            for slug in without_parents(refined, self.dictionary)
        ]
        return RowResult(row, tuple(namings), in_prose=in_prose)

    def row_wording(self, row: Row, text: str, names: list[Match]) -> tuple[Hit, ...]:
        """The row's keyword hits: its purpose cells when a header names them, else its text
        with vendor names blanked."""
        if row.purposes:
            return self.wording(clean(" ".join(row.purposes)))
        return self.function_hits(text, [(m.start, m.end) for m in names])

    def paragraph_wording(self, row: Row) -> tuple[Hit, ...]:
        """The keyword hits of a prose sentence's paragraph: what the vendor does, when
        neither its sentence nor its heading says. Sentences naming another vendor speak of
        that one ("For the e-mail subscriptions, Mailgun is used") and are left out."""
        if not row.paragraph:
            return ()
        own = clean(row.quote)
        about = [text for text, other in self._sentences(row.paragraph) if text == own or not other]
        return self.wording(" ".join(about))

    def _sentences(self, paragraph: str) -> tuple[tuple[str, bool], ...]:
        """A paragraph's sentences, each with whether it names a vendor (once per paragraph:
        every sentence of it asks)."""
        if paragraph not in self._paragraphs:
            self._paragraphs[paragraph] = tuple(
                (text, bool(self.find(text, entity=True)))
                for text in (clean(sentence) for sentence in sentences(paragraph))
            )
        return self._paragraphs[paragraph]

    def heading_wording(self, row: Row) -> tuple[Hit, ...]:
        """The keyword hits of what heads the row: the list item it is nested under ("Hosting"
        over its vendors' items), else its section heading; the purpose of the rows under it,
        unless the row has a purpose cell of its own."""
        if row.purposes:
            return ()
        parent = self.wording(clean(row.parent)) if self._heads(row.parent) else ()
        return parent or (self.wording(clean(row.section)) if row.section else ())

    def _heads(self, parent: str) -> bool:
        """A list item over a nested list heads it like a heading when it is one phrase
        ("Payments"), not a row of its own: no lead and wording ("Norvale – hosting"), no
        legal form, no vendor. Items nested under a vendor's are its onward processors and
        take nothing from it."""
        if not parent or lead(parent)[1] or LEGAL_FORM.search(parent):
            return False
        return not self.entity_matches(clean(parent))

    def claims(self, result: RowResult, source: str) -> list[VendorClaim]:
        """One claim per vendor of the row, quoting the whole row as a person reads it. The
        row's wording decides the category; the tier is `vendor_keyword` only when the quote
        holds a keyword of it (see `_claim`)."""
        out = []
        purpose, places = purpose_of(result.row), locations_of(result.row)
        for naming in result.namings:
            claim = self._claim(naming, result.row.cited, source)
            out.append(dataclasses.replace(claim, purpose=purpose, locations=places))
        return out

    def _named(self, row: Row, everything: list[Match]) -> list[str]:
        """The vendors the row names where it names its entity ("Google LLC | Google
        Analytics", "Microsoft (Azure)") or as the very thing its purpose describes
        ("Microsoft Corporation | Office 365 email"); a product its purpose mentions in passing
        ("if you import Google Analytics data") is not what the row's vendor provides."""
        if not row.names:
            return [m.slug for m in everything]
        texts = [clean(name) for name in row.names]
        texts += [_opening(clean(purpose)) for purpose in row.purposes]
        return [m.slug for text in texts for m in self.find(text, entity=True)]

    def _products_said(self, slug: str, mentioned: list[str]) -> tuple[Hit, ...]:
        """A parent brand's product the row mentions without naming it as the vendor ("Google:
        if you import Google Analytics data") says what the parent provides there: a strong
        word of the product's primary category."""
        children = self.dictionary.children(slug)
        return tuple(
            Hit(0, 0, vendor.primary, strong=True)
            for child in dict.fromkeys(mentioned)
            if child in children and (vendor := self.dictionary.get(child)) is not None
        )

    def _claim(self, naming: Naming, quote: str, source: str) -> VendorClaim:
        """The spec's tiers: `vendor_keyword` when the quote holds the vendor and a keyword of
        its category; `vendor` when the category comes from elsewhere: a reviewed vendor's
        classification, or, for a discovered vendor, its section heading (the page's own
        classification of the rows under it, outside the quote)."""
        vendor = self.dictionary.get(naming.slug) if naming.reviewed else None
        if vendor is None:
            category = open_category(naming.hits) or ""
            tier = self._quoted_tier(category, quote)
            return VendorClaim(naming.slug, category, tier, quote, source, False, naming.name)
        products = [
            c
            for child in self.dictionary.children(vendor.slug)
            for c in getattr(self.dictionary.get(child), "categories", ())
        ]
        category, tier = category_and_tier(vendor, naming.hits, products)
        if tier == "vendor_keyword":
            tier = self._quoted_tier(category, quote)
        return VendorClaim(naming.slug, category, tier, quote, source, True, vendor.name)

    def _quoted_tier(self, category: str, quote: str) -> Confidence:
        said = {h.category for h in self.wording(clean(quote))}
        return "vendor_keyword" if category in said else "vendor"

    def _name(self, slug: str) -> str:
        vendor = self.dictionary.get(slug)
        return vendor.name if vendor is not None else slug

    def _row_matches(self, row: Row) -> tuple[list[Match], bool]:
        """Matches in the row's entity texts, else in prose that speaks of processors (flagged
        True unless the sentence opens with the vendor, as a row would)."""
        if row.headed:
            return self._headed_matches(row.names), False
        for name in row.names:
            text = clean(name)
            found = self.entity_matches(text)
            if found:
                return ([] if self._passing(text) else found), False
            if row.kind == "item" and _reads_as_name(text):
                break  # the item names a vendor the dictionary lacks; the rest is wording
        if row.kind == "prose":
            head = lead(row.quote)[0]
            found = self.entity_matches(clean(head)) if len(head.split()) <= LEAD_WORDS else []
            if found and found[0].start == 0:
                return found, False
        words = len(row.quote.split())
        if row.context or (words > PROSE_WORDS and speaks_of_processors(row.quote)):
            text = clean(row.quote)
            found = self._without_qualifiers(text, current(text, self.find(text, entity=False)))
            # "for example AWS", "we no longer use AWS"
            found = [
                m
                for m in found
                if not example(text, m.start) and not not_used(text, (m.start, m.end))
            ]
            return found, not (found and found[0].start == 0)
        return [], False

    def _onward(self, parent: str, matches: list[Match]) -> bool:
        """Vendors nested under another vendor's item are its onward processors, unless they
        are its own products ("Google LLC" > "Google Cloud Platform")."""
        owners = [m.slug for m in self.own(self.entity_matches(clean(lead(parent)[0])))]
        family = {s for o in owners for s in (o, *self.dictionary.children(o))}
        return bool(owners) and any(m.slug not in family for m in matches)

    def _headed_matches(self, names: tuple[str, ...]) -> list[Match]:
        """The first name column that names a vendor; a conglomerate there gives way to the
        product another name column names ("Google LLC" | "YouTube" is YouTube). Later name
        columns are not read otherwise: "Heroku | Hosting on AWS" is Heroku alone. A vendor
        named only after another company's name ("Norvale GmbH (hosted on AWS)") is a
        passing mention."""
        cells = []
        for i, name in enumerate(names):
            text = clean(name)
            found = self.own(self.entity_matches(text))
            if found and i and found[0].start and not _reads_as_name(text):
                continue  # a later column's description mentions a vendor ("..., hosted on AWS")
            if found and self._passing(text):
                return []
            if found:
                cells.append(found)
        if not cells:
            return []
        first, *others = cells
        if all(self._conglomerate(m.slug) for m in first):
            plain = [m for c in others for m in c if not self._conglomerate(m.slug)]
            return plain or first
        return first

    def _passing(self, text: str) -> bool:
        """The entity text opens with another company's name and mentions vendors only after
        it ("Norvale GmbH (hosted on AWS)"); not when the mention is the brand a legal entity
        gives in parentheses ("Norvale Ltd (Postmark)", see `_brand_of_entity`)."""
        name = name_in(text)
        if name is None or not text.startswith(name.text) or verdict(name) is not None:
            return False
        if parenthesised_brand(text) is not None:
            return False
        return all(m.start >= len(name.text) for m in self.find(text, entity=True))

    def _conglomerate(self, slug: str) -> bool:
        return len(self.dictionary.children(slug)) >= MIN_FAMILY

    def entity_matches(self, text: str) -> list[Match]:
        """Dictionary vendors in a text read as an entity name (strict aliases allowed); an
        alias that closes a longer name is not one ("Vulquiolo Software AG")."""
        found = current(text, self.find(text, entity=True))
        found = [m for m in found if (not m.strict or _strict_ok(text, m)) and _starts(text, m)]
        return _brand_of_entity(text, self._without_qualifiers(text, found))

    def _without_qualifiers(self, text: str, found: list[Match]) -> list[Match]:
        """ "X (Y)" names one vendor: Y when it is X's product ("AWS (Amazon SES)"), else X
        ("SendGrid (Twilio)": the parenthesis names the owner)."""
        drop: set[int] = set()
        for i, (outer, inner) in enumerate(itertools.pairwise(found)):
            if text[outer.end : inner.start].strip() in ("(", "[", "- (", ", ("):
                drop.add(i if self._narrower(inner.slug, outer.slug) else i + 1)
        return [m for i, m in enumerate(found) if i not in drop]

    def _narrower(self, inner: str, outer: str) -> bool:
        """Within one family (same site), the product with fewer categories is the one meant;
        across families the parenthesis names an owner, so the outer name is meant."""
        a, b = self.dictionary.get(inner), self.dictionary.get(outer)
        if a is None or b is None or _site(a.domain) != _site(b.domain):
            return False
        return len(a.categories) <= len(b.categories)

    def own(self, matches: list[Match]) -> list[Match]:
        """Drop the company itself."""
        out = []
        for match in matches:
            vendor = self.dictionary.get(match.slug)
            if vendor is not None and not self.company.is_self(vendor):
                out.append(match)
        return out


HOSTED_REACH = 12  # " hosted on ", " gehostet bei ", " hébergé chez "
_HOSTED_ON = re.compile(
    r"^(?:hosted|gehostet|gehost|hébergée?s?|alojad[oa]s?|ospitat[oi]|hospedad[oa]s?)\s+"
    r"(?:on|at|by|with|in|bei|auf|in der|chez|sur|par|bij|op|en|por|su|presso|em|na|no)\s+$",
    re.IGNORECASE,
)


def _hosted_on(text: str, hit: Hit, others: list[tuple[int, int]]) -> bool:
    """A hosting participle right before another vendor's name: where the vendor runs."""
    if hit.category != "cloud_infra":
        return False
    return any(
        0 < start - hit.start <= len(text[hit.start : hit.end]) + HOSTED_REACH
        and _HOSTED_ON.match(text[hit.start : start])
        for start, _ in others
    )


def _reads_as_name(text: str) -> bool:
    name = name_in(text)
    return name is not None and verdict(name) is None


def _brand_of_entity(text: str, found: list[Match]) -> list[Match]:
    """A legal entity with a dictionary brand in parentheses names the brand: "ActiveCampaign,
    LLC. (Postmark)" is Postmark. A brand the dictionary lacks there may be the entity's
    product ("Amazon Web Services, Inc. (S3)"): the entity stays the vendor."""
    brand = parenthesised_brand(text) if found else None
    if brand is None:
        return found
    inside = [m for m in found if m.start >= brand[0]]
    return inside or found


def current(text: str, found: list[Match]) -> list[Match]:
    """The matches that are not a vendor's old name ("Ledgerly (formerly Billco)" names
    Ledgerly, not Billco)."""
    old = former_names(text) if found else []
    return [m for m in found if not any(a <= m.start < b for a, b in old)]


def _starts(text: str, match: Match) -> bool:
    """The alias starts a name: at the start, or after a separator or a joining word, not
    right after a capitalised word of an unknown name."""
    before = text[: match.start]
    if not before.strip() or not before.endswith(" "):
        return True
    word = before.split()[-1]
    return not word[:1].isupper() or generic_word(word) or word.lower() in CONNECTORS


def _surface(slug: str, text: str, everything: list[Match]) -> str:
    """How the row's text writes the vendor (its first alias found there)."""
    return next((text[m.start : m.end] for m in everything if m.slug == slug), "")


def _site(domain: str) -> str:
    """The last two labels of a domain's host ("aws.amazon.com" -> "amazon.com")."""
    host = domain.lower().split("/")[0]
    return ".".join(host.split(".")[-2:])


def _strict_ok(text: str, match: Match) -> bool:
    """A strict alias counts in a short entity text, or right before a legal suffix; never
    as the verb of an instruction ("Close your account", "Front the costs of ...") nor as the
    first word of a longer name ("Mercury Übersetzungen GmbH" is not Mercury)."""
    after = text[match.end :].split(maxsplit=1)
    if after and after[0] in _NOT_AFTER_NAMES:
        return False
    if after and _continues_name(after[0]):
        return False
    return len(text.split()) <= MAX_STRICT_WORDS or has_suffix(text[match.end :])


def _continues_name(word: str) -> bool:
    """A capitalised word that is neither generic, a designator nor a legal form; a word in
    parentheses qualifies the name ("Segment (Twilio)"), it does not continue it."""
    if word.startswith(("(", "[")):
        return False
    bare = word.strip(",.;:()")
    if not bare[:1].isupper() or has_suffix(bare) or generic_word(bare):
        return False
    return bare.lower() not in DESIGNATORS


_DESCRIPTION_WORDS = 3  # a product that opens a purpose cell names what the row uses


def _opening(purpose: str) -> str:
    """The first words of a purpose cell, where a product named is the service itself."""
    return " ".join(purpose.split()[:_DESCRIPTION_WORDS])
