"""Wording rules: which sections and rows are not vendor lists, and where a row names its entity."""

from __future__ import annotations

import re

from vendorstack.extraction.keywords import hits
from vendorstack.extraction.lexicon.naming import LEGAL_FORM
from vendorstack.extraction.lexicon.renames import FORMER_NAME
from vendorstack.extraction.lexicon.wording import (
    AFFILIATE_ROW,
    DISCLOSURE,
    EXCLUDED_SECTION,
    NOT_PROCESSOR_ROW,
    REMOVED_ROW,
)

# Prose names vendors as sub-processors only in sentences that say so.
PROSE_CONTEXT = re.compile(
    r"sub-?\s?processor|processors?\b|service providers?|third[- ]part(?:y|ies)|vendors?\b|"
    r"engage[sd]?\b|host(?:ed|ing)? (?:on|by|with)|provided by|we use\b|"
    r"on (?:our|its|their) behalf|process(?:es)? (?:\w+ )?(?:data|payments)|"
    r"auftragsverarbeiter|dienstleister|drittanbieter|(?:setzen|nutzen|verwenden) wir|"
    r"wir (?:setzen|nutzen|verwenden)|gehostet|betrieben von|bereitgestellt von|in unserem auftrag|"
    r"sous-?traitant|prestataire|fournisseur|nous (?:utilisons|faisons appel)|hébergé|fourni par|"
    r"pour (?:notre|son) compte|"
    r"verwerker|dienstverlener|leverancier|w(?:ij|e) gebruiken|maken gebruik|gehost|namens ons|"
    r"encargad|proveedor|utilizamos|recurrimos|alojad|proporcionad[oa] por|por cuenta|"
    r"responsabil|fornitor|utilizziamo|ci avvaliamo|ospitat|fornit[oa] da|per (?:nostro|conto)|"
    r"operador|subcontratante|fornecedor|prestador|hospedad|fornecid[oa] p|em nosso nome|"
    # sv, da, nb
    r"biträde|leverantör|vi använder|använder vi|tredje part|tillhandahålls av|för vår räkning|"
    r"databehandler|leverandør|tjenesteudbyder|tjenesteleverandør|vi (?:bruger|anvender|bruker)|"
    r"(?:bruger|anvender|bruker) vi|tredjepart|leveret af|levert av|på vegne av|på vores vegne|"
    r"på våre vegne|"
    # fi, pl, cs
    r"alihankkij|käsittelij|palveluntarjoaj|toimittaj|käytämme|kolmas osapuoli|kolmannen osapuolen|"
    r"puolestamme|podprocesor|podmiot\w* przetwarzając|dostawc|usługodawc|korzystamy z|używamy|"
    r"stron\w* trzeci|w naszym imieniu|zpracovatel|dodavatel|poskytovatel|používáme|využíváme|"
    r"třetí stran|naším jménem",
)
_LEAD_END = re.compile(r"\s{2,}|\t|\s[-–—|]\s|:\s|\.\s|\s\.\s|,\s(?=[a-z])|;\s|\s[–—]|[–—]\s")
_ABBREVIATIONS = frozenset(
    [
        "inc",
        "co",
        "corp",
        "ltd",
        "llc",
        "s.a",
        "b.v",
        "n.v",
        "plc",
        "pty",
        "gmbh",
        "ag",
        "sa",
        "bv",
        "nv",
        "st",
        "dr",
        "z.b",
        "bzw",
        "ca",
        "usw",
        "etc",
        "p.ex",
        "p.ej",
        "ecc",
        "vgl",
        "nr",
        "lda",
        "s.l",
        "s.p.a",
        "s.r.l",
        # example markers: "e.g. Stripe" goes on the sentence that gives the example
        *("e.g", "eg", "i.e", "ie", "bspw", "bijv", "ex", "ej", "es", "cf"),
    ]
)


def excluded_section(heading: str) -> bool:
    """A heading over rows that are not current third-party sub-processors: affiliates,
    former or removed vendors, change logs, independent controllers, vendors said not to be
    sub-processors, examples, integrations, cookies (not a function such as "Cookie consent
    management")."""
    low = heading.lower()
    if "cookie" in low and not DISCLOSURE.search(low):
        functions = [h for h in hits(low) if low[h.start : h.end] != "cookie"]
        if not functions:
            return True
    return bool(EXCLUDED_SECTION.search(low))


# Substrings without which the row rules cannot match: cheap tests that spare most rows the
# regular expressions (measured: they were a sixth of the extraction time).
_REMOVAL_HINTS = (
    *("remov", "delet", "discontinu", "retire", "deprecat", "former", "no longer", "replac"),
    *("entfernt", "gestrichen", "ehemalig", "nicht mehr", "retiré", "supprimé", "ancien"),
    *("n'est plus", "verwijderd", "voormalig", "niet meer", "eliminado", "antiguo", "ya no"),
    *("rimosso", "(ex", "più", "removido", "antigo", "já não", "deixou"),
)
_NOT_PROCESSOR_HINTS = (
    *("powered by", "rights reserved", "©", "(c)", "independent", "not ", "discretion"),
    *("kein", "eigenständig", "pas ", "geen", "no son", "no es", "non sono", "non è", "não"),
)


def skipped_row(text: str) -> bool:
    """Boilerplate, an affiliate, a vendor named as removed or as no sub-processor; a renamed
    vendor ("Norvale (anciennement Billco)") is no removed one."""
    low = text.lower()
    if AFFILIATE_ROW.search(low):
        return True
    if any(hint in low for hint in _REMOVAL_HINTS) and REMOVED_ROW.search(low):
        return bool(REMOVED_ROW.search(FORMER_NAME.sub(" ", low)))
    return any(hint in low for hint in _NOT_PROCESSOR_HINTS) and bool(NOT_PROCESSOR_ROW.search(low))


_SENTENCE_END = re.compile(r"(?<=[.!?;])\s+(?=[\"“‘'«¿¡]?[A-Z0-9À-ÖØ-Þ])")


def speaks_of_processors(text: str) -> bool:
    """Prose that names vendors as processors ("we engage", "service providers", ...)."""
    return bool(PROSE_CONTEXT.search(text.lower()))


def sentences(text: str) -> list[str]:
    """Split prose at sentence ends, not after abbreviations ("Inc.", "Ltd.")."""
    out: list[str] = []
    start = 0
    for end in _SENTENCE_END.finditer(text):
        last = text[start : end.start()].rsplit(" ", 1)[-1].lstrip("([\"'“‘«")
        last = last[:-1] if last.endswith(".") else last
        if not _abbreviation(last) and len(last) > 1:
            out.append(text[start : end.start()])
            start = end.end()
    return [*out, text[start:]]


def lead(text: str) -> tuple[str, str]:
    """Split a list row into the entity it names and the rest ("Stripe. Payments" -> Stripe)."""
    for sep in _LEAD_END.finditer(text):
        head = text[: sep.start()].rstrip()
        last = head.rsplit(" ", 1)[-1]
        if sep.group().strip() == "." and (_abbreviation(last) or _inside_legal_form(text, sep)):
            continue
        if head:
            return head, text[sep.end() :]
    return text, ""


LEGAL_FORM_REACH = 12  # the longest legal form a period may sit inside ("spol. s r.o.")


def _inside_legal_form(text: str, sep: re.Match[str]) -> bool:
    """The period belongs to a legal form of several words ("sp. z o.o.", "spol. s r.o.")."""
    start = max(0, sep.start() - LEGAL_FORM_REACH)
    window = text[start : sep.start() + LEGAL_FORM_REACH]
    at = sep.start() - start
    return any(m.start() < at < m.end() for m in LEGAL_FORM.finditer(window))


def _abbreviation(word: str) -> bool:
    """A word a period does not end a sentence after: "Inc", "z.B", a legal form."""
    return word.lower().rstrip(".") in _ABBREVIATIONS or bool(LEGAL_FORM.fullmatch(word + "."))


MAX_LABEL_WORDS = 12  # "Envío de códigos de un solo uso por SMS: Norvale S.L."


def label_lead(text: str) -> tuple[str, str] | None:
    """The text before a row's first colon and the rest ("Hosting: AWS", "Cloud hosting,
    hosted in the EU: Norvale GmbH"), when that text is short enough to be a label or the
    entity ("Norvale: hosting"; `rows` tells which); None when the row has no such colon."""
    head, colon, rest = text.partition(": ")
    if not colon or not rest.strip() or len(head.split()) > MAX_LABEL_WORDS:
        return None
    return head.rstrip(), rest


def has_suffix(text: str) -> bool:
    """A legal-entity suffix (Inc., LLC, GmbH ...) right at the start of `text`."""
    return bool(LEGAL_FORM.match(text.lstrip(", ")))
