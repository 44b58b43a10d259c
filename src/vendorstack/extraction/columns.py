"""Which table column names the entity and which says what it does, read from the header, in
every supported language. A header naming cookies or their expiry makes a cookie table."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from vendorstack.extraction.lexicon.naming import LEGAL_FORM
from vendorstack.extraction.lexicon.wording import COOKIE_HEADER

MAX_HEADER_CHARS = 40
MAX_HEADER_WORDS = 4

# Header words that name the entity outright: such a column comes before "Service" or "Tool".
_NAMES_ENTITY = re.compile(
    r"sub-?\s?processor|unter-?auftrag|auftragsverarbeiter|sous-?traitant|verwerker|encargad|"
    r"sub-?responsabil|suboperador|subcontratante|sub-?respons|subprocessador|"
    r"\bname\b|\bnom\b|\bnaam\b|\bnombre\b|\bnome\b|\bentit|raison sociale|razón social|"
    r"ragione sociale|denomina|"
    r"underbiträd|underdatabehandler|alihankkij|alikäsittelij|podprocesor|subprocesor|"
    r"subzpracovatel|podzpracovatel|\bnamn\b|\bnavn\b|\bnimi\b|\bnazwa\b|\bnázev\b",
    re.IGNORECASE,
)
# "Finalidad del tratamiento", "Name of the sub-processor": the head noun comes first.
_OF = re.compile(
    r"\s(?:of|del|de|des|du|della|dei|degli|do|da|dos|das|van|der|den|von)\s", re.IGNORECASE
)
_OTHER = re.compile(
    r"countr|locat|region|address|website|url|link|contact|dpa|transfer|safeguard|mechanism|"
    r"categor|type|data|date|added|status|certif|hq|headquarter|jurisdiction|privacy|terms|"
    r"subject|duration|notes?\b|details|legal basis|retention|third country|"
    r"\bland\b|standort|\bsitz\b|\bort\b|anschrift|adresse|kontakt|übermittlung|garantie|kategor|"
    r"\btyp\b|daten|datum|dauer|rechtsgrundlage|aufbewahrung|drittland|zertifi|\bort\b|"
    r"\bpays\b|\blieu\b|localisation|région|transfert|garanties|données|durée|base légale|"
    r"conservation|pays tiers|"
    r"vestiging|locatie|\badres\b|doorgifte|waarborg|gegevens|\bduur\b|grondslag|bewaartermijn|"
    r"derde land|"
    r"país|ubicaci|localizaci|dirección|domicilio|región|transferencia|garantía|datos|fecha|"
    r"duración|base jurídica|conservación|tercer país|"
    r"paese|ubicazione|\bsede\b|indirizzo|regione|trasferimento|garanzi|\bdati\b|durata|"
    r"base giuridica|conservazione|paese terzo|"
    r"localiza|endereço|morada|região|transferência|garantia|dados|duração|base legal|"
    r"conservação|país terceiro|\blugar\b|\bluogo\b|\blocal\b|"
    r"plats|placering|plassering|\bsted\b|sijainti|lokalizacj|lokalita|umístění|\bkraj\b|"
    r"państw|\bzemě|\bstát\b|sídlo|siedzib|\bmaa\b|adress|osoite|\badres\b|adresa|kategori|"
    r"tietoluok|överföring|overførsel|overføring|siirto|przekazywani|přenos|garanti|"
    r"zabezpiecze|záruk|\bdatum|päivämäärä|\bdata dodania|lagringstid|opbevaring|oppbevaring|"
    r"säilytys|przechowywan|uchování|webbplats|hjemmeside|nettside|verkkosivu|\bstrona www",
    re.IGNORECASE,
)
_PURPOSE = re.compile(
    r"purpose|function|activit|descri|nature|reason|role|used for|provided|processing|scope|"
    r"what|why|use\b|usage|"
    r"zweck|tätigkeit|leistung|beschreibung|funktion|verarbeitung|gegenstand|\bart\b|einsatz|"
    r"verwendung|aufgabe|"
    r"finalité|objet|activité|fonction|traitement|rôle|prestation|service fourni|"
    r"\bdoel|activiteit|beschrijving|functie|verwerking|\baard\b|"
    r"finalidad|propósito|objeto|actividad|descripción|función|tratamiento|naturaleza|"
    r"servicio prestado|"
    r"finalità|scopo|attività|descrizione|funzione|trattamento|oggetto|servizio fornito|"
    r"finalidade|objetivo|atividade|descrição|função|serviço prestado|natureza|"
    r"ändamål|syfte|beskrivning|behandling|formål|beskrivelse|käyttötarkoitus|tarkoitus|"
    r"kuvaus|käsittely|\bcel\b|\bcele\b|\bopis\b|zakres|funkcj|\búčel|popis|činnost|"
    r"zpracování|rozsah|"
    # the task a vendor performs, as German "Aufgabe" (at a word start: "personuppgifter" is
    # personal data, not a task)
    r"\buppgift|\bopgave|\boppgave|\btehtävä|\bzadani|\búkol|\búloh|\btasks?\b|\btaak\b|"
    r"\btaken\b|\btâches?\b|\btareas?\b|\bcompit[oi]\b|\btarefas?\b",
    re.IGNORECASE,
)
_ENTITY = re.compile(
    r"name|entit|sub-?\s?processor|vendor|provider|company|service|processor|party|parties|"
    r"organi[sz]ation|supplier|partner|tool|legal|who|"
    r"firma|unternehmen|anbieter|dienstleister|empfänger|gesellschaft|rechtsträger|auftragnehmer|"
    r"société|prestataire|fournisseur|partenaire|destinataire|organisme|"
    r"bedrijf|leverancier|dienstverlener|partij|organisatie|ontvanger|"
    r"empresa|proveedor|compañía|socio|destinatario|"
    r"società|azienda|fornitore|responsabile|"
    r"entidade|fornecedor|prestador|operador|destinatário|"
    r"auftragsverarbeiter|sous-?traitant|verwerker|encargad|responsabil|subcontratante|"
    r"\bdienst\b|werkzeug|outil|herramienta|strumento|ferramenta|servizio|serviço|servicio|"
    r"terceir|tercero|terz[ao]|\btiers\b|jurídica|ragione sociale|"
    r"\bnom\b|\bnaam\b|\bnombre\b|\bnome\b|denomina|"
    r"leverantör|företag|biträde|leverandør|virksomhed|selskab|selskap|databehandler|toimittaja|"
    r"yritys|palveluntarjoaja|käsittelijä|alihankkija|dostawc|\bpodmiot|odbiorc|usługodawc|"
    r"procesor|dodavatel|společnost|zpracovatel|příjemce|poskytovatel|tjänst|tjeneste|palvelu|"
    r"usług|služb|verktyg|værktøj|verktøy|työkalu|narzędzi|nástroj|tredje part|tredjepart|"
    r"osapuol|stron\w* trzeci|třetí stran|\bnamn\b|\bnavn\b|\bnimi\b|\bnazwa\b|\bnázev\b",
    re.IGNORECASE,
)


def entity_word(word: str) -> bool:
    """A word a header names the entity column with ("Sub-processor", "Dienstleisters")."""
    return bool(_ENTITY.search(word) or _NAMES_ENTITY.search(word))


def classify(header: str) -> str:
    """'entity', 'purpose', 'other' or 'unknown' for one header cell, read by its head noun."""
    head = _OF.split(header, maxsplit=1)[0]
    last = head.split()[-1] if head.split() else ""
    if _NAMES_ENTITY.search(last):  # "Underdatabehandler" holds "data" but names the entity
        return "entity"
    if _OTHER.search(last) and not _PURPOSE.search(last):
        return "other"
    if _PURPOSE.search(head):
        return "purpose"
    if _OTHER.search(head) and not re.search(r"\bname\b", head, re.IGNORECASE):
        return "other"
    return "entity" if _ENTITY.search(head) else "unknown"


def name_columns(header: Sequence[str]) -> list[int]:
    """Columns to look for the entity in, best first (a header that names the entity outright
    before "Service" or "Tool"); every column when there is no header."""
    kinds = [classify(h) for h in header]
    entity = [i for i, k in enumerate(kinds) if k == "entity"]
    entity.sort(key=lambda i: not _NAMES_ENTITY.search(header[i]))
    return entity or [i for i, k in enumerate(kinds) if k == "unknown"]


def purpose_columns(header: Sequence[str]) -> list[int]:
    """Columns that say what the entity does."""
    return [i for i, h in enumerate(header) if classify(h) == "purpose"]


def cookie_table(header: Sequence[str]) -> bool:
    """A header naming cookies or their expiry."""
    return any(COOKIE_HEADER.search(h.lower()) for h in header)


def looks_like_header(cells: Sequence[str]) -> bool:
    """A first row of short cells that mostly read as column titles; a cell naming a company
    by its legal form makes a row of data."""
    if len(cells) < 2 or any(len(c) > MAX_HEADER_CHARS for c in cells):
        return False
    if any(LEGAL_FORM.search(c) for c in cells):
        return False
    titled = sum(len(c.split()) <= MAX_HEADER_WORDS and classify(c) != "unknown" for c in cells)
    return titled * 2 > len(cells)


@dataclass(frozen=True, slots=True)
class Columns:
    """A table's reading of its header: the name columns (best first), the purpose columns,
    whether a header chose them, and whether the table lists cookies (no names at all)."""

    names: tuple[int, ...] = ()
    purposes: tuple[int, ...] = ()
    headed: bool = False
    cookies: bool = False

    @classmethod
    def of(cls, header: Sequence[str]) -> Columns:
        """The columns a header row picks; a table without header reads every cell as a name."""
        if not header:
            return cls()
        names = tuple(name_columns(header))
        return cls(names, tuple(purpose_columns(header)), bool(names), cookie_table(header))

    def read(self, cells: Sequence[str]) -> tuple[tuple[str, ...], tuple[str, ...]]:
        """The row's name cells (best first) and purpose cells."""
        if self.cookies:
            return (), ()
        order = self.names if self.headed else range(len(cells))
        names = tuple(cells[i] for i in order if i < len(cells) and cells[i])
        purposes = tuple(cells[i] for i in self.purposes if i < len(cells) and cells[i])
        return names, purposes
