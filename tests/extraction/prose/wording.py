"""Running-text wording in the 13 supported languages, written for this set (not taken from
the extractor's lexicon nor from any page): sentences that name vendors with their purposes,
sentences that name a vendor but no function (the section heading gives it), a sentence that
refers back to a vendor already named, sentences naming a vendor that is NOT used, FAQ
questions, and the word each language puts before a former name. Title, intro, headings,
purposes and legal forms come from the layouts set's wording."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Prose:
    """One language's running text. `{names}`: one or more vendors joined by `and_`;
    `{purpose}`: a purpose as the layouts wording writes it, first letter lowered where the
    language lowers it; `{a}`: one vendor; `{country}`: a country."""

    use: str  # "We use {names} for {purpose}" (no final stop: clauses are joined)
    and_: str  # " and "
    clause_join: str  # ", and " between two `use` clauses
    neutral: tuple[str, ...]  # name a vendor, no function
    again: str  # refer back to {a} by its plain name, with {country}
    negated: tuple[str, ...]  # a vendor that is not used
    parens: str  # "We use sub-processors for {list}."
    question: str  # FAQ: "Who handles {purpose}?"
    answer: str  # FAQ answer naming {names}
    formerly: str
    lowers: bool = True  # purposes start lower case inside a sentence


PROSE: dict[str, Prose] = {
    "en": Prose(
        "We use {names} for {purpose}",
        " and ",
        ", and ",
        ("We work with {a} for this.", "This part of the service is provided by {a}."),
        "{a} keeps this data in {country}.",
        ("We no longer use {a}.", "We do not share any personal data with {a}."),
        "We rely on service providers for {list}.",
        "Who handles {purpose}?",
        "That is done by {names}.",
        "formerly",
    ),
    "de": Prose(
        "Wir nutzen {names} für {purpose}",
        " und ",
        " sowie ",
        (
            "Hierfür arbeiten wir mit {a} zusammen.",
            "Dieser Teil des Dienstes wird von {a} erbracht.",
        ),
        "{a} speichert diese Daten in {country}.",
        ("Wir setzen {a} nicht mehr ein.", "Mit {a} teilen wir keine personenbezogenen Daten."),
        "Wir greifen auf Dienstleister zurück für {list}.",
        "Wer übernimmt {purpose}?",
        "Das übernimmt {names}.",
        "vormals",
        lowers=False,
    ),
    "fr": Prose(
        "Nous utilisons {names} pour {purpose}",
        " et ",
        ", et ",
        ("Nous travaillons avec {a} à cet effet.", "Cette partie du service est assurée par {a}."),
        "{a} conserve ces données en {country}.",
        ("Nous n'utilisons plus {a}.", "Nous ne partageons aucune donnée personnelle avec {a}."),
        "Nous faisons appel à des prestataires pour {list}.",
        "Qui se charge de : {purpose} ?",
        "C'est assuré par {names}.",
        "anciennement",
    ),
    "nl": Prose(
        "We gebruiken {names} voor {purpose}",
        " en ",
        ", en ",
        ("Hiervoor werken we samen met {a}.", "Dit deel van de dienst wordt geleverd door {a}."),
        "{a} bewaart deze gegevens in {country}.",
        ("We gebruiken {a} niet meer.", "We delen geen persoonsgegevens met {a}."),
        "We doen een beroep op dienstverleners voor {list}.",
        "Wie verzorgt {purpose}?",
        "Dat doet {names}.",
        "voorheen",
    ),
    "es": Prose(
        "Utilizamos {names} para {purpose}",
        " y ",
        ", y ",
        ("Para ello trabajamos con {a}.", "Esta parte del servicio la presta {a}."),
        "{a} conserva estos datos en {country}.",
        ("Ya no utilizamos {a}.", "No compartimos ningún dato personal con {a}."),
        "Recurrimos a proveedores de servicios para {list}.",
        "¿Quién se encarga de {purpose}?",
        "De ello se encarga {names}.",
        "anteriormente",
    ),
    "it": Prose(
        "Utilizziamo {names} per {purpose}",
        " e ",
        ", e ",
        ("A tal fine collaboriamo con {a}.", "Questa parte del servizio è fornita da {a}."),
        "{a} conserva questi dati in {country}.",
        ("Non utilizziamo più {a}.", "Non condividiamo alcun dato personale con {a}."),
        "Ci affidiamo a fornitori di servizi per {list}.",
        "Chi si occupa di {purpose}?",
        "Se ne occupa {names}.",
        "precedentemente",
    ),
    "pt": Prose(
        "Utilizamos {names} para {purpose}",
        " e ",
        ", e ",
        ("Para isso trabalhamos com {a}.", "Esta parte do serviço é prestada por {a}."),
        "{a} guarda estes dados em {country}.",
        ("Já não utilizamos {a}.", "Não partilhamos quaisquer dados pessoais com {a}."),
        "Recorremos a prestadores de serviços para {list}.",
        "Quem trata de {purpose}?",
        "Isso é feito por {names}.",
        "anteriormente",
    ),
    "sv": Prose(
        "Vi använder {names} för {purpose}",
        " och ",
        ", och ",
        ("För detta samarbetar vi med {a}.", "Denna del av tjänsten tillhandahålls av {a}."),
        "{a} lagrar dessa uppgifter i {country}.",
        ("Vi använder inte längre {a}.", "Vi delar inga personuppgifter med {a}."),
        "Vi anlitar tjänsteleverantörer för {list}.",
        "Vem sköter {purpose}?",
        "Det sköts av {names}.",
        "tidigare",
    ),
    "da": Prose(
        "Vi bruger {names} til {purpose}",
        " og ",
        ", og ",
        ("Til dette samarbejder vi med {a}.", "Denne del af tjenesten leveres af {a}."),
        "{a} opbevarer disse oplysninger i {country}.",
        ("Vi bruger ikke længere {a}.", "Vi deler ingen personoplysninger med {a}."),
        "Vi benytter tjenesteudbydere til {list}.",
        "Hvem står for {purpose}?",
        "Det varetages af {names}.",
        "tidligere",
    ),
    "nb": Prose(
        "Vi bruker {names} til {purpose}",
        " og ",
        ", og ",
        ("Til dette samarbeider vi med {a}.", "Denne delen av tjenesten leveres av {a}."),
        "{a} lagrer disse opplysningene i {country}.",
        ("Vi bruker ikke lenger {a}.", "Vi deler ingen personopplysninger med {a}."),
        "Vi benytter tjenesteleverandører til {list}.",
        "Hvem står for {purpose}?",
        "Det ivaretas av {names}.",
        "tidligere",
    ),
    "fi": Prose(
        "Käytämme palveluntarjoajia {names} seuraavaan: {purpose}",
        " ja ",
        ", ja ",
        ("Tässä teemme yhteistyötä yrityksen {a} kanssa.", "Tämän osan palvelusta tuottaa {a}."),
        "{a} säilyttää nämä tiedot maassa {country}.",
        ("Emme enää käytä palvelua {a}.", "Emme jaa henkilötietoja yrityksen {a} kanssa."),
        "Käytämme palveluntarjoajia seuraaviin: {list}.",
        "Kuka hoitaa tämän: {purpose}?",
        "Sen hoitaa {names}.",
        "aiemmin",
    ),
    "pl": Prose(
        "Korzystamy z {names} w zakresie: {purpose}",
        " i ",
        ", a ",
        ("W tym zakresie współpracujemy z {a}.", "Tę część usługi świadczy {a}."),
        "{a} przechowuje te dane w kraju: {country}.",
        ("Nie korzystamy już z {a}.", "Nie udostępniamy żadnych danych osobowych {a}."),
        "Korzystamy z usługodawców w zakresie: {list}.",
        "Kto zajmuje się tym: {purpose}?",
        "Zajmuje się tym {names}.",
        "dawniej",
    ),
    "cs": Prose(
        "Využíváme {names} pro: {purpose}",
        " a ",
        ", a ",
        ("V této oblasti spolupracujeme s {a}.", "Tuto část služby poskytuje {a}."),
        "{a} uchovává tyto údaje v zemi {country}.",
        ("Již nevyužíváme {a}.", "S {a} nesdílíme žádné osobní údaje."),
        "Využíváme poskytovatele služeb pro: {list}.",
        "Kdo zajišťuje: {purpose}?",
        "Zajišťuje to {names}.",
        "dříve",
    ),
}

# Words a company puts between its name and its legal form ("Functional Software, Inc."):
# written the same in most languages' company registers.
DESIGNATORS = ("Software", "Technologies", "Systems", "Labs", "Solutions")
