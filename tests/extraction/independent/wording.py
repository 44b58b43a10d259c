# ruff: noqa: E501  (wordings are data: one paraphrase a line reads better than wrapped)
"""Page furniture per language, written as European disclosures word it: titles, intros,
column headers, group headings, prose sentences, trap sections and look-alike pages."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Wording:
    """One language's page furniture. `{brand}`, `{name}`, `{purpose}`, `{terms}` and
    `{date}` are filled in by the generator."""

    titles: tuple[str, ...]
    intros: tuple[str, ...]
    entity: tuple[str, ...]
    purpose: tuple[str, ...]
    location: tuple[str, ...]
    website: str
    countries: tuple[str, ...]
    groups: tuple[str, ...]
    prose_with_purpose: tuple[str, ...]
    prose_plain: tuple[str, ...]
    terms: str
    location_label: str
    purpose_label: str
    legal_forms: tuple[str, ...]
    service: tuple[str, ...]  # a column naming the service by its brand
    legal_entity: str  # a column naming the legal entity behind it
    trading_as: tuple[str, ...]  # "{legal}" and "{brand}": a legal entity that hides the brand
    former: tuple[str, ...]
    removed_row: str
    not_processors_heading: tuple[str, ...]
    not_processors_intro: str
    affiliates: tuple[str, ...]
    changelog: tuple[str, ...]
    hosted_on: str  # a passing mention of another vendor inside a row: "{other}"
    guide_title: str
    guide_text: str  # "{name}" given as an example
    integrations_title: str
    cookie_title: str
    cookie_head: tuple[str, str, str]
    months: tuple[str, ...]


EN = Wording(
    titles=(
        "Sub-processors",
        "Our subprocessors",
        "List of sub-processors",
        "Third-party sub-processors",
    ),
    intros=(
        "To provide {brand}, we engage the following sub-processors that may process personal data on our behalf.",
        "Below is the list of third parties {brand} uses to process customer data. Last updated: {date}.",
    ),
    entity=("Sub-processor", "Entity", "Vendor", "Provider", "Company"),
    purpose=("Purpose", "Service provided", "Processing activity", "Nature of processing"),
    location=("Location", "Country", "Data location", "Where data is processed"),
    website="Website",
    countries=("United States", "Ireland", "Germany", "EU", "United Kingdom"),
    groups=("Core services", "Additional services", "Customer-specific services"),
    prose_with_purpose=("We use {name} for {purpose}.", "{name} provides {purpose} for {brand}."),
    prose_plain=(
        "In this area we work with {name}; see their {terms}.",
        "This is handled by {name}, which acts as our sub-processor.",
    ),
    terms="privacy policy",
    location_label="Location",
    purpose_label="Purpose",
    service=("Service", "Tool", "Third party"),
    legal_entity="Legal entity",
    legal_forms=("Ltd", "Ltd.", "Limited", "Inc.", "LLC", "Corp.", "PLC", "LLP"),
    trading_as=("{legal} (trading as {brand})", "{legal} d/b/a {brand}"),
    former=("Former sub-processors", "Sub-processors no longer used"),
    removed_row="{name} (removed on {date})",
    not_processors_heading=("Other service providers", "Tools we use that are not sub-processors"),
    not_processors_intro="The providers below do not process customer personal data and are therefore not sub-processors.",
    affiliates=("Affiliates", "{brand} group companies"),
    changelog=("Change log", "Updates to this list"),
    hosted_on="hosted on {other}",
    guide_title="What is a sub-processor? A practical guide",
    guide_text="A sub-processor is any third party that processes personal data for a processor. Common examples are hosting providers such as {name}, or support tools like {name2}.",
    integrations_title="Integrations",
    cookie_title="Cookie policy",
    cookie_head=("Cookie", "Provider", "Expiry"),
    months=("January", "March", "June", "September"),
)

DE = Wording(
    titles=(
        "Unterauftragsverarbeiter",
        "Liste der Unterauftragsverarbeiter",
        "Unsere Subunternehmer",
    ),
    intros=(
        "{brand} setzt die folgenden Unterauftragsverarbeiter ein, die personenbezogene Daten in unserem Auftrag verarbeiten.",
        "Nachfolgend finden Sie die Dienstleister, die für {brand} Kundendaten verarbeiten. Stand: {date}.",
    ),
    entity=("Unterauftragsverarbeiter", "Dienstleister", "Anbieter", "Unternehmen", "Empfänger"),
    purpose=("Zweck", "Leistung", "Art der Verarbeitung", "Tätigkeit"),
    location=("Standort", "Land", "Ort der Verarbeitung"),
    website="Webseite",
    countries=("Deutschland", "USA", "Irland", "EU", "Niederlande"),
    groups=("Kerndienste", "Weitere Dienste", "Optionale Dienste"),
    prose_with_purpose=("Für {purpose} nutzen wir {name}.", "{name} übernimmt für uns: {purpose}."),
    prose_plain=(
        "Hierfür arbeiten wir mit {name} zusammen; siehe deren {terms}.",
        "Diese Leistung erbringt {name} als Unterauftragsverarbeiter.",
    ),
    terms="Datenschutzerklärung",
    location_label="Standort",
    purpose_label="Zweck",
    service=("Dienst", "Werkzeug", "Drittanbieter"),
    legal_entity="Rechtsträger",
    legal_forms=("GmbH", "AG", "GmbH & Co. KG", "UG (haftungsbeschränkt)", "KG", "SE"),
    trading_as=("{legal} (Marke: {brand})", "{legal} (Handelsname: {brand})"),
    former=("Ehemalige Unterauftragsverarbeiter", "Nicht mehr eingesetzte Dienstleister"),
    removed_row="{name} (entfernt am {date})",
    not_processors_heading=("Weitere Dienstleister", "Sonstige Werkzeuge"),
    not_processors_intro="Die folgenden Anbieter verarbeiten keine Kundendaten und sind daher keine Unterauftragsverarbeiter.",
    affiliates=("Konzerngesellschaften", "Verbundene Unternehmen"),
    changelog=("Änderungsprotokoll", "Änderungen"),
    hosted_on="gehostet bei {other}",
    guide_title="Was ist ein Unterauftragsverarbeiter? Ein Leitfaden",
    guide_text="Ein Unterauftragsverarbeiter ist ein Dritter, der personenbezogene Daten für einen Auftragsverarbeiter verarbeitet. Typische Beispiele sind Hoster wie {name} oder Support-Werkzeuge wie {name2}.",
    integrations_title="Integrationen",
    cookie_title="Cookie-Richtlinie",
    cookie_head=("Cookie", "Anbieter", "Laufzeit"),
    months=("Januar", "März", "Juni", "September"),
)

FR = Wording(
    titles=("Sous-traitants ultérieurs", "Liste des sous-traitants", "Nos sous-traitants"),
    intros=(
        "{brand} fait appel aux sous-traitants ultérieurs suivants, qui peuvent traiter des données personnelles pour notre compte.",
        "Vous trouverez ci-dessous la liste des prestataires qui traitent des données pour {brand}. Mise à jour : {date}.",
    ),
    entity=("Sous-traitant", "Prestataire", "Société", "Entité", "Fournisseur"),
    purpose=("Finalité", "Service fourni", "Nature du traitement", "Activité"),
    location=("Localisation", "Pays", "Lieu de traitement"),
    website="Site web",
    countries=("France", "États-Unis", "Allemagne", "UE", "Irlande"),
    groups=("Services principaux", "Services complémentaires", "Services optionnels"),
    prose_with_purpose=(
        "Nous utilisons {name} pour : {purpose}.",
        "{name} assure pour {brand} : {purpose}.",
    ),
    prose_plain=(
        "Nous travaillons ici avec {name} ; voir sa {terms}.",
        "Ce service est assuré par {name}, en tant que sous-traitant.",
    ),
    terms="politique de confidentialité",
    location_label="Localisation",
    purpose_label="Finalité",
    service=("Service", "Outil", "Tiers"),
    legal_entity="Entité juridique",
    legal_forms=("SAS", "SARL", "SA", "SASU", "EURL"),
    trading_as=("{legal} (nom commercial : {brand})", "{legal} (marque {brand})"),
    former=("Anciens sous-traitants", "Sous-traitants retirés"),
    removed_row="{name} (retiré le {date})",
    not_processors_heading=("Autres prestataires", "Outils qui ne sont pas des sous-traitants"),
    not_processors_intro="Les prestataires ci-dessous ne traitent pas de données personnelles de nos clients et ne sont donc pas des sous-traitants ultérieurs.",
    affiliates=("Sociétés affiliées", "Sociétés du groupe"),
    changelog=("Historique des modifications", "Modifications de la liste"),
    hosted_on="hébergé chez {other}",
    guide_title="Qu'est-ce qu'un sous-traitant ultérieur ? Guide pratique",
    guide_text="Un sous-traitant ultérieur est un tiers qui traite des données personnelles pour le compte d'un sous-traitant. Par exemple un hébergeur comme {name} ou un outil de support comme {name2}.",
    integrations_title="Intégrations",
    cookie_title="Politique relative aux cookies",
    cookie_head=("Cookie", "Fournisseur", "Durée"),
    months=("janvier", "mars", "juin", "septembre"),
)

NL = Wording(
    titles=("Subverwerkers", "Lijst van subverwerkers", "Onze subverwerkers"),
    intros=(
        "{brand} maakt gebruik van de volgende subverwerkers die namens ons persoonsgegevens kunnen verwerken.",
        "Hieronder staan de derde partijen die klantgegevens verwerken voor {brand}. Laatst bijgewerkt: {date}.",
    ),
    entity=("Subverwerker", "Leverancier", "Partij", "Dienstverlener", "Bedrijf"),
    purpose=("Doel", "Dienst", "Aard van de verwerking", "Activiteit"),
    location=("Locatie", "Land", "Vestigingsland"),
    website="Website",
    countries=("Nederland", "Verenigde Staten", "Duitsland", "EU", "België"),
    groups=("Kerndiensten", "Aanvullende diensten", "Optionele diensten"),
    prose_with_purpose=(
        "Voor {purpose} gebruiken we {name}.",
        "{name} verzorgt voor ons: {purpose}.",
    ),
    prose_plain=(
        "Hiervoor werken we samen met {name}; zie hun {terms}.",
        "Dit wordt verzorgd door {name}, als subverwerker.",
    ),
    terms="privacyverklaring",
    location_label="Locatie",
    purpose_label="Doel",
    service=("Dienst", "Tool", "Derde partij"),
    legal_entity="Juridische entiteit",
    legal_forms=("B.V.", "N.V.", "BV", "V.O.F."),
    trading_as=("{legal} (handelsnaam: {brand})", "{legal} h.o.d.n. {brand}"),
    former=("Voormalige subverwerkers", "Verwijderde subverwerkers"),
    removed_row="{name} (verwijderd op {date})",
    not_processors_heading=("Overige dienstverleners", "Tools die geen subverwerkers zijn"),
    not_processors_intro="De onderstaande leveranciers verwerken geen persoonsgegevens van klanten en zijn daarom geen subverwerkers.",
    affiliates=("Groepsmaatschappijen", "Gelieerde ondernemingen"),
    changelog=("Wijzigingen", "Wijzigingslogboek"),
    hosted_on="gehost bij {other}",
    guide_title="Wat is een subverwerker? Een praktische gids",
    guide_text="Een subverwerker is een derde die persoonsgegevens verwerkt voor een verwerker. Voorbeelden zijn hostingpartijen zoals {name} of supporttools zoals {name2}.",
    integrations_title="Integraties",
    cookie_title="Cookiebeleid",
    cookie_head=("Cookie", "Aanbieder", "Bewaartermijn"),
    months=("januari", "maart", "juni", "september"),
)

ES = Wording(
    titles=("Subencargados del tratamiento", "Lista de subencargados", "Nuestros subencargados"),
    intros=(
        "{brand} recurre a los siguientes subencargados, que pueden tratar datos personales por cuenta nuestra.",
        "A continuación figuran los terceros que tratan datos de clientes para {brand}. Última actualización: {date}.",
    ),
    entity=("Subencargado", "Proveedor", "Entidad", "Empresa", "Subencargado del tratamiento"),
    purpose=("Finalidad", "Servicio prestado", "Actividad de tratamiento", "Función"),
    location=("Ubicación", "País", "Lugar del tratamiento"),
    website="Sitio web",
    countries=("España", "Estados Unidos", "Alemania", "UE", "Irlanda"),
    groups=("Servicios principales", "Servicios adicionales", "Servicios opcionales"),
    prose_with_purpose=("Utilizamos {name} para {purpose}.", "{name} presta a {brand}: {purpose}."),
    prose_plain=(
        "Para ello trabajamos con {name}; consulte su {terms}.",
        "Este servicio lo presta {name} como subencargado.",
    ),
    terms="política de privacidad",
    location_label="Ubicación",
    purpose_label="Finalidad",
    service=("Servicio", "Herramienta", "Tercero"),
    legal_entity="Entidad jurídica",
    legal_forms=("S.L.", "S.A.", "S.L.U.", "SL"),
    trading_as=("{legal} (nombre comercial: {brand})", "{legal} (marca {brand})"),
    former=("Subencargados anteriores", "Subencargados eliminados"),
    removed_row="{name} (eliminado el {date})",
    not_processors_heading=("Otros proveedores", "Herramientas que no son subencargados"),
    not_processors_intro="Los proveedores siguientes no tratan datos personales de clientes y, por tanto, no son subencargados.",
    affiliates=("Empresas del grupo", "Sociedades vinculadas"),
    changelog=("Historial de cambios", "Cambios en la lista"),
    hosted_on="alojado en {other}",
    guide_title="¿Qué es un subencargado del tratamiento? Guía práctica",
    guide_text="Un subencargado es un tercero que trata datos personales por cuenta de un encargado. Por ejemplo, proveedores de alojamiento como {name} o herramientas de soporte como {name2}.",
    integrations_title="Integraciones",
    cookie_title="Política de cookies",
    cookie_head=("Cookie", "Proveedor", "Duración"),
    months=("enero", "marzo", "junio", "septiembre"),
)

IT = Wording(
    titles=(
        "Sub-responsabili del trattamento",
        "Elenco dei sub-responsabili",
        "I nostri sub-responsabili",
    ),
    intros=(
        "{brand} si avvale dei seguenti sub-responsabili, che possono trattare dati personali per nostro conto.",
        "Di seguito l'elenco dei terzi che trattano dati dei clienti per {brand}. Ultimo aggiornamento: {date}.",
    ),
    entity=(
        "Sub-responsabile",
        "Fornitore",
        "Società",
        "Entità",
        "Sub-responsabile del trattamento",
    ),
    purpose=("Finalità", "Servizio fornito", "Attività di trattamento", "Funzione"),
    location=("Sede", "Paese", "Luogo del trattamento"),
    website="Sito web",
    countries=("Italia", "Stati Uniti", "Germania", "UE", "Irlanda"),
    groups=("Servizi principali", "Servizi aggiuntivi", "Servizi opzionali"),
    prose_with_purpose=(
        "Utilizziamo {name} per {purpose}.",
        "{name} fornisce a {brand}: {purpose}.",
    ),
    prose_plain=(
        "A tal fine collaboriamo con {name}; si veda la sua {terms}.",
        "Il servizio è fornito da {name} in qualità di sub-responsabile.",
    ),
    terms="informativa sulla privacy",
    location_label="Sede",
    purpose_label="Finalità",
    service=("Servizio", "Strumento", "Terza parte"),
    legal_entity="Ragione sociale",
    legal_forms=("S.p.A.", "S.r.l.", "Srl", "S.r.l.s."),
    trading_as=("{legal} (marchio {brand})", "{legal} (nome commerciale: {brand})"),
    former=("Sub-responsabili precedenti", "Sub-responsabili rimossi"),
    removed_row="{name} (rimosso il {date})",
    not_processors_heading=("Altri fornitori", "Strumenti che non sono sub-responsabili"),
    not_processors_intro="I fornitori seguenti non trattano dati personali dei clienti e pertanto non sono sub-responsabili.",
    affiliates=("Società del gruppo", "Società affiliate"),
    changelog=("Registro delle modifiche", "Modifiche all'elenco"),
    hosted_on="ospitato su {other}",
    guide_title="Che cos'è un sub-responsabile? Guida pratica",
    guide_text="Un sub-responsabile è un terzo che tratta dati personali per conto di un responsabile. Ad esempio fornitori di hosting come {name} o strumenti di assistenza come {name2}.",
    integrations_title="Integrazioni",
    cookie_title="Cookie policy",
    cookie_head=("Cookie", "Fornitore", "Durata"),
    months=("gennaio", "marzo", "giugno", "settembre"),
)

PT = Wording(
    titles=("Subcontratantes", "Lista de subcontratantes", "Sub-responsáveis pelo tratamento"),
    intros=(
        "A {brand} recorre aos seguintes subcontratantes, que podem tratar dados pessoais em nosso nome.",
        "Abaixo encontra a lista de terceiros que tratam dados de clientes para a {brand}. Última atualização: {date}.",
    ),
    entity=("Subcontratante", "Fornecedor", "Entidade", "Empresa", "Sub-responsável"),
    purpose=("Finalidade", "Serviço prestado", "Atividade de tratamento", "Função"),
    location=("Localização", "País", "Local do tratamento"),
    website="Site",
    countries=("Portugal", "Estados Unidos", "Alemanha", "UE", "Brasil"),
    groups=("Serviços principais", "Serviços adicionais", "Serviços opcionais"),
    prose_with_purpose=(
        "Utilizamos {name} para {purpose}.",
        "{name} assegura para a {brand}: {purpose}.",
    ),
    prose_plain=(
        "Para isso trabalhamos com {name}; consulte a sua {terms}.",
        "Este serviço é prestado por {name} como subcontratante.",
    ),
    terms="política de privacidade",
    location_label="Localização",
    purpose_label="Finalidade",
    service=("Serviço", "Ferramenta", "Terceiro"),
    legal_entity="Entidade jurídica",
    legal_forms=("Lda", "Lda.", "S.A.", "Unipessoal Lda"),
    trading_as=("{legal} (nome comercial: {brand})", "{legal} (marca {brand})"),
    former=("Subcontratantes anteriores", "Subcontratantes removidos"),
    removed_row="{name} (removido em {date})",
    not_processors_heading=("Outros prestadores", "Ferramentas que não são subcontratantes"),
    not_processors_intro="Os fornecedores abaixo não tratam dados pessoais de clientes e, por isso, não são subcontratantes.",
    affiliates=("Empresas do grupo", "Entidades afiliadas"),
    changelog=("Histórico de alterações", "Alterações à lista"),
    hosted_on="alojado na {other}",
    guide_title="O que é um subcontratante? Guia prático",
    guide_text="Um subcontratante é um terceiro que trata dados pessoais por conta de um subcontratante principal. Por exemplo, fornecedores de alojamento como {name} ou ferramentas de apoio como {name2}.",
    integrations_title="Integrações",
    cookie_title="Política de cookies",
    cookie_head=("Cookie", "Fornecedor", "Validade"),
    months=("janeiro", "março", "junho", "setembro"),
)

WORDINGS: dict[str, Wording] = {
    "en": EN,
    "de": DE,
    "fr": FR,
    "nl": NL,
    "es": ES,
    "it": IT,
    "pt": PT,
}
