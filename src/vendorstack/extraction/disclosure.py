"""Does the page read as a sub-processor disclosure? Decided by its wording and its rows, in
every supported language; guides, templates and product documentation about sub-processors
are not disclosures, nor are policies, security or integration pages without a real list."""

from __future__ import annotations

import re

from vendorstack.extraction.blocks import Block
from vendorstack.extraction.lexicon.wording import (
    DISCLOSURE,
    GUIDE_TITLE,
    OUR_PROCESSORS,
    SOFT_DISCLOSURE,
    YOUR_PROCESSORS,
)


def has_disclosure_wording(text: str) -> bool:
    """Sub-processor wording ("sub-processors", "Unterauftragsverarbeiter", ...)."""
    return bool(DISCLOSURE.search(text.lower()))


def names_a_list(text: str) -> bool:
    """Wording that names sub-processors or a vendor list ("Our service providers")."""
    low = text.lower()
    return bool(DISCLOSURE.search(low) or SOFT_DISCLOSURE.search(low))


MIN_TITLED_ROWS = 2  # a title alone needs a real vendor list under it
MIN_POLICY_ROWS = 3  # a policy, security or integration page counts only with a real list
MIN_SECOND_PERSON = 2  # "your sub-processors" this often, and never "our": a guide
_NOT_CONTENT = re.compile(
    r"\b(?:404|not found|page not found|sign in|log in|login|access denied|forbidden|"
    r"just a moment|enable javascript|session expired|seite nicht gefunden|page introuvable|"
    r"pagina niet gevonden|página no encontrada|pagina non trovata|página não encontrada|"
    r"sidan kunde inte hittas|siden blev ikke fundet|siden ble ikke funnet|sivua ei löytynyt|"
    r"nie znaleziono strony|stránka nenalezena|stránka nebyla nalezena)\b",
    re.IGNORECASE,
)
# Pages about something else that may hold a sub-processor list as one section.
_OTHER_TOPIC = re.compile(
    r"privacy (?:policy|notice|statement)|cookie|terms (?:of|and) (?:service|use)|security|"
    r"trust|integrations?\b|"
    r"datenschutz(?:erklärung|hinweise|richtlinie)|nutzungsbedingungen|\bagb\b|sicherheit|"
    r"integrationen|politique de (?:confidentialité|protection)|conditions générales|"
    r"mentions légales|sécurité|intégrations|privacyverklaring|privacybeleid|"
    r"algemene voorwaarden|beveiliging|integraties|política de privacidad|aviso de privacidad|"
    r"términos y condiciones|aviso legal|seguridad|integraciones|informativa|"
    r"termini e condizioni|sicurezza|integrazioni|política de privacidade|aviso de privacidade|"
    r"termos (?:e condições|de uso)|segurança|integrações|"
    r"integritetspolicy|användarvillkor|säkerhet|privatlivspolitik|sikkerhed|personvernerklæring|"
    r"sikkerhet|tietosuojaseloste|käyttöehdot|tietoturva|polityka prywatności|regulamin|"
    r"bezpieczeństwo|zásady ochrany osobních údajů|obchodní podmínky|bezpečnost",
    re.IGNORECASE,
)


def reads_as_disclosure(
    title: str,
    blocks: list[Block],
    vendor_rows: int,
    list_rows: int,
    named_rows: int = 0,
    section_rows: int = 0,
    introduced_rows: int = 0,
) -> bool:
    """Sub-processor wording in a heading, in the text with a vendor row, or in the title
    with two vendor rows; a list heading ("Service providers") with two. Never an error
    page, a login wall or a guide; a policy, security or integration page only with a headed
    list of three vendor rows. `vendor_rows` and `list_rows` (table, list and heading rows)
    count dictionary vendors; `named_rows` counts every vendor row, and only a title naming
    sub-processors or a main heading naming a vendor list lets the vendors the dictionary
    lacks confirm a page; `section_rows` counts the table and list rows naming any vendor
    under a heading that names sub-processors, so a policy's own list of vendors the
    dictionary lacks counts as much as one of known vendors. `introduced_rows` counts the
    table and list rows naming any vendor that a paragraph introduces as the company's own
    processors ("We use these processors:"): on a policy or terms page such a section is a
    list whatever its heading says ("Who helps us run Acme")."""
    headings = [b.text for b in blocks if b.kind == "heading" and b.level <= 6]
    first = headings[0] if headings else ""
    if _NOT_CONTENT.search(first) or (_NOT_CONTENT.search(title) and vendor_rows == 0):
        return False
    if reads_as_guide(title, first, blocks):
        return False
    headed = any(has_disclosure_wording(h) for h in headings)
    if any(_OTHER_TOPIC.search(t) and not has_disclosure_wording(t) for t in (first, title)):
        listed = max(list_rows, section_rows) if headed else 0
        return max(listed, introduced_rows) >= MIN_POLICY_ROWS
    introduced = introduced_rows >= MIN_POLICY_ROWS
    return headed or introduced or _listed(title, blocks, headings, vendor_rows, named_rows)


def _listed(
    title: str, blocks: list[Block], headings: list[str], vendor_rows: int, named_rows: int
) -> bool:
    """No heading names sub-processors: a list heading, the title or the text must, with
    vendor rows under them."""
    soft = any(SOFT_DISCLOSURE.search(h.lower()) for h in headings[:3])
    if vendor_rows >= MIN_TITLED_ROWS and soft:
        return True
    main = headings[0] if headings else title
    if named_rows >= MIN_TITLED_ROWS and (names_a_list(main) or names_a_list(title)):
        return True
    in_text = any(b.kind != "heading" and has_disclosure_wording(b.text) for b in blocks)
    return in_text and vendor_rows > 0


def reads_as_guide(title: str, first_heading: str, blocks: list[Block]) -> bool:
    """A page explaining sub-processors rather than listing its own: a question, a guide or a
    template in its title or first heading, or talk of "your sub-processors" and never of
    "our"."""
    for text in (title, first_heading):
        low = text.lower()
        if GUIDE_TITLE.search(low) and (has_disclosure_wording(low) or "?" in low):
            return True
    text = " ".join(b.text.lower() for b in blocks if b.kind != "heading")
    yours = len(YOUR_PROCESSORS.findall(text))
    return yours >= MIN_SECOND_PERSON and not OUR_PROCESSORS.search(text)
