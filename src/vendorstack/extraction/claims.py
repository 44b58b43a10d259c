"""Which vendors one row names, and the claims it yields."""

from __future__ import annotations

import itertools
from dataclasses import dataclass

from vendorstack.extraction.company import Company
from vendorstack.extraction.dictionary import VendorDictionary
from vendorstack.extraction.keywords import keyword_hits
from vendorstack.extraction.matcher import Match, Matcher
from vendorstack.extraction.model import VendorClaim
from vendorstack.extraction.render import pick
from vendorstack.extraction.rows import Row
from vendorstack.extraction.sections import has_suffix, lead, skipped_row, speaks_of_processors
from vendorstack.extraction.text import clean
from vendorstack.extraction.tiers import MIN_FAMILY, category_and_tier, refine, without_parents

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
class RowResult:
    """A row, the vendor slugs it names (empty: unmatched or skipped), its keyword categories
    in order of first occurrence, whether the names were found in running prose, and the text
    naming each vendor (parallel to `slugs`)."""

    row: Row
    slugs: tuple[str, ...]
    skipped: bool = False
    categories: tuple[str, ...] = ()
    in_prose: bool = False
    surfaces: tuple[str, ...] = ()


class ClaimMaker:
    """Matches rows against the dictionary for one page of one company."""

    def __init__(self, dictionary: VendorDictionary, matcher: Matcher, company: Company) -> None:
        self.dictionary = dictionary
        self.matcher = matcher
        self.company = company

    def names_vendor(self, text: str) -> bool:
        """True when `text`, read as an entity name, names a vendor other than the company."""
        return bool(self._own(self._entity_matches(clean(text))))

    def match(self, row: Row) -> RowResult:
        """The vendors a row names; skipped rows (removed, affiliate, boilerplate) name none."""
        if skipped_row(row.quote):
            return RowResult(row, (), skipped=True)
        if row.names and self.company.names_self(clean(row.names[0])):
            return RowResult(row, (), skipped=True)
        found, in_prose = self._row_matches(row)
        matches = self._own(found)
        if not matches:
            return RowResult(row, ())
        if row.parent and self._onward(row.parent, matches):
            return RowResult(row, (), skipped=True)
        text = clean(row.quote)
        everything = self.matcher.find(text, entity=True)
        hits = keyword_hits(_masked(text, everything))
        named = [m.slug for m in everything]
        refined = [refine(m.slug, named, hits, self.dictionary) for m in matches]
        said = dict(
            zip(refined, (_surface(m.slug, text, everything) for m in matches), strict=True)
        )
        slugs = without_parents(refined, self.dictionary)
        categories = tuple(dict.fromkeys(hits))
        surfaces = tuple(said.get(s, "") for s in slugs)
        return RowResult(row, tuple(slugs), False, categories, in_prose, surfaces)

    def claims(self, result: RowResult, source: str) -> list[VendorClaim]:
        """One claim per vendor of the row, quoting the longest safe span that names it;
        category and tier by the quote's wording."""
        out = []
        for slug, surface in zip(result.slugs, result.surfaces, strict=True):
            vendor = self.dictionary.get(slug)
            if vendor is None:
                continue
            quote = pick(result.row.cited, result.row.pieces, surface or vendor.name)
            cats = list(result.categories) if quote == result.row.cited else self._cats(quote)
            category, tier = category_and_tier(vendor, cats)
            out.append(VendorClaim(slug, category, tier, quote, source))
        return out

    def _cats(self, quote: str) -> list[str]:
        text = clean(quote)
        return list(
            dict.fromkeys(keyword_hits(_masked(text, self.matcher.find(text, entity=True))))
        )

    def _row_matches(self, row: Row) -> tuple[list[Match], bool]:
        """Matches in the row's entity texts, else in prose that speaks of processors (flagged
        True unless the sentence opens with the vendor, as a row would)."""
        if row.headed:
            return self._headed_matches(row.names), False
        for name in row.names:
            found = self._entity_matches(clean(name))
            if found:
                return found, False
        if row.kind == "prose":
            head = lead(row.quote)[0]
            found = self._entity_matches(clean(head)) if len(head.split()) <= LEAD_WORDS else []
            if found and found[0].start == 0:
                return found, False
        words = len(row.quote.split())
        if row.context or (words > PROSE_WORDS and speaks_of_processors(row.quote)):
            text = clean(row.quote)
            found = self._without_qualifiers(text, self.matcher.find(text, entity=False))
            return found, not (found and found[0].start == 0)
        return [], False

    def _onward(self, parent: str, matches: list[Match]) -> bool:
        """Vendors nested under another vendor's item are its onward processors, unless they
        are its own products ("Google LLC" > "Google Cloud Platform")."""
        owners = [m.slug for m in self._own(self._entity_matches(clean(lead(parent)[0])))]
        family = {s for o in owners for s in (o, *self.dictionary.children(o))}
        return bool(owners) and any(m.slug not in family for m in matches)

    def _headed_matches(self, names: tuple[str, ...]) -> list[Match]:
        """The first name column that names a vendor; a conglomerate there gives way to the
        product another name column names ("Google LLC" | "YouTube" is YouTube). Later name
        columns are not read otherwise: "Heroku | Hosting on AWS" is Heroku alone."""
        cells = [c for c in (self._own(self._entity_matches(clean(n))) for n in names) if c]
        if not cells:
            return []
        first, *others = cells
        if all(self._conglomerate(m.slug) for m in first):
            plain = [m for c in others for m in c if not self._conglomerate(m.slug)]
            return plain or first
        return first

    def _conglomerate(self, slug: str) -> bool:
        return len(self.dictionary.children(slug)) >= MIN_FAMILY

    def _entity_matches(self, text: str) -> list[Match]:
        found = self.matcher.find(text, entity=True)
        found = [m for m in found if not m.strict or _strict_ok(text, m)]
        return self._without_qualifiers(text, found)

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

    def _own(self, matches: list[Match]) -> list[Match]:
        """Drop the company itself."""
        out = []
        for match in matches:
            vendor = self.dictionary.get(match.slug)
            if vendor is not None and not self.company.is_self(vendor):
                out.append(match)
        return out


def _surface(slug: str, text: str, everything: list[Match]) -> str:
    """How the row's text writes the vendor (its first alias found there)."""
    return next((text[m.start : m.end] for m in everything if m.slug == slug), "")


def _site(domain: str) -> str:
    """The last two labels of a domain's host ("aws.amazon.com" -> "amazon.com")."""
    host = domain.lower().split("/")[0]
    return ".".join(host.split(".")[-2:])


def _strict_ok(text: str, match: Match) -> bool:
    """A strict alias counts in a short entity text, or right before a legal suffix; never
    as the verb of an instruction ("Close your account", "Front the costs of ...")."""
    after = text[match.end :].split(maxsplit=1)
    if after and after[0] in _NOT_AFTER_NAMES:
        return False
    return len(text.split()) <= MAX_STRICT_WORDS or has_suffix(text[match.end :])


def _masked(text: str, matches: list[Match]) -> str:
    """The row's text with vendor names blanked, so "Google Analytics" is not a keyword."""
    chars = list(text)
    for match in matches:
        chars[match.start : match.end] = " " * (match.end - match.start)
    return "".join(chars)
