"""The furniture of a disclosure page in every language: titles, introductions, column
headers, countries, legal forms, and the wording of the traps (removed vendors, vendors that
are not sub-processors, affiliates, cookie tables, change logs) and of the pages that only
look like disclosures (guides, integration pages, security pages).

Written as real pages word them, not from the extractor's tables.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Frame:
    """One language's page wording; `{brand}` is the company, `{names}` a list of names."""

    titles: tuple[str, ...]
    intros: tuple[str, ...]
    entity_headers: tuple[str, ...]
    purpose_headers: tuple[str, ...]
    location_headers: tuple[str, ...]
    countries: tuple[str, ...]
    legal_forms: tuple[str, ...]
    removed_headings: tuple[str, ...]
    not_processors: str
    affiliates_heading: str
    affiliate_purpose: str
    cookie_heading: str
    cookie_headers: tuple[str, str, str, str]
    cookie_purpose: str
    changelog_heading: str
    changelog_removed: str
    guide_title: str
    guide_text: str
    integrations_title: str
    integrations_text: str
    security_title: str
    security_text: str
    website: str


FRAMES: dict[str, Frame] = {
    "en": Frame(
        titles=("Sub-processors", "Subprocessor list", "Our sub-processors"),
        intros=(
            "{brand} uses the following sub-processors to provide its services.",
            "To deliver the service, {brand} engages the third-party sub-processors below.",
        ),
        entity_headers=("Sub-processor", "Entity name", "Vendor", "Provider"),
        purpose_headers=("Purpose", "Nature of processing", "Service provided"),
        location_headers=("Location", "Country", "Processing location"),
        countries=("United States", "Ireland", "Germany", "United Kingdom"),
        legal_forms=("Inc.", "Ltd", "LLC", "Limited", "Corp."),
        removed_headings=("Former sub-processors", "Removed sub-processors"),
        not_processors=(
            "The following providers are not sub-processors, because they never process "
            "customer personal data:"
        ),
        affiliates_heading="{brand} affiliates",
        affiliate_purpose="Customer support in Europe",
        cookie_heading="Cookies used on this website",
        cookie_headers=("Cookie", "Provider", "Purpose", "Expiry"),
        cookie_purpose="Remembers the visitor's language",
        changelog_heading="Change log",
        changelog_removed="3 March 2025: removed {name}",
        guide_title="What is a sub-processor? A guide with examples",
        guide_text=(
            "A sub-processor is a third party that processes personal data on behalf of a "
            "processor. For example, a company might rely on {names} to run parts of its "
            "service. Your sub-processor list should name each vendor and its purpose."
        ),
        integrations_title="Integrations",
        integrations_text="Connect {brand} with the tools your team already uses.",
        security_title="Security at {brand}",
        security_text=(
            "Our infrastructure runs in audited data centers and all data is encrypted at "
            "rest. We review the security of every provider, including {names}. The list of "
            "sub-processors is published on a separate page."
        ),
        website="Website",
    ),
    "de": Frame(
        titles=("Unterauftragsverarbeiter", "Liste der Unterauftragsverarbeiter"),
        intros=(
            "{brand} setzt die folgenden Unterauftragsverarbeiter ein, um den Dienst "
            "bereitzustellen.",
            "Für die Erbringung unserer Leistungen beauftragen wir die nachstehenden "
            "Unterauftragsverarbeiter.",
        ),
        entity_headers=("Unterauftragsverarbeiter", "Name", "Dienstleister", "Firma"),
        purpose_headers=("Zweck", "Zweck der Verarbeitung", "Tätigkeit"),
        location_headers=("Sitz", "Land", "Ort der Verarbeitung"),
        countries=("Deutschland", "Österreich", "Irland", "Vereinigte Staaten"),
        legal_forms=("GmbH", "AG", "GmbH & Co. KG", "SE", "UG (haftungsbeschränkt)"),
        removed_headings=("Ehemalige Unterauftragsverarbeiter", "Entfernte Dienstleister"),
        not_processors=(
            "Die folgenden Dienstleister sind keine Unterauftragsverarbeiter, da sie keine "
            "personenbezogenen Daten unserer Kunden verarbeiten:"
        ),
        affiliates_heading="Verbundene Unternehmen",
        affiliate_purpose="Kundenbetreuung im deutschsprachigen Raum",
        cookie_heading="Auf dieser Website verwendete Cookies",
        cookie_headers=("Cookie", "Anbieter", "Zweck", "Ablauf"),
        cookie_purpose="Speichert die gewählte Sprache",
        changelog_heading="Änderungshistorie",
        changelog_removed="03.03.2025: {name} entfernt",
        guide_title="Was ist ein Unterauftragsverarbeiter? Ein Leitfaden mit Beispielen",
        guide_text=(
            "Ein Unterauftragsverarbeiter verarbeitet personenbezogene Daten im Auftrag eines "
            "Auftragsverarbeiters. Ein Unternehmen setzt zum Beispiel {names} ein. Ihre Liste "
            "der Unterauftragsverarbeiter sollte jeden Anbieter mit Zweck nennen."
        ),
        integrations_title="Integrationen",
        integrations_text="Verbinden Sie {brand} mit den Werkzeugen, die Ihr Team bereits nutzt.",
        security_title="Sicherheit bei {brand}",
        security_text=(
            "Unsere Infrastruktur läuft in zertifizierten Rechenzentren, alle Daten sind "
            "verschlüsselt. Wir prüfen die Sicherheit jedes Anbieters, etwa {names}. Die Liste "
            "der Unterauftragsverarbeiter finden Sie auf einer eigenen Seite."
        ),
        website="Webseite",
    ),
    "fr": Frame(
        titles=("Sous-traitants ultérieurs", "Liste des sous-traitants"),
        intros=(
            "{brand} fait appel aux sous-traitants ultérieurs suivants pour fournir ses services.",
            "Pour fournir le service, {brand} recourt aux sous-traitants listés ci-dessous.",
        ),
        entity_headers=("Sous-traitant", "Nom", "Prestataire", "Société"),
        purpose_headers=("Finalité", "Finalité du traitement", "Activité"),
        location_headers=("Pays", "Localisation", "Lieu de traitement"),
        countries=("France", "Allemagne", "Irlande", "États-Unis"),
        legal_forms=("SAS", "SARL", "SA", "SASU"),
        removed_headings=("Anciens sous-traitants", "Sous-traitants retirés"),
        not_processors=(
            "Les prestataires suivants ne sont pas des sous-traitants ultérieurs, car ils ne "
            "traitent aucune donnée personnelle de nos clients :"
        ),
        affiliates_heading="Sociétés affiliées",
        affiliate_purpose="Support client en Europe",
        cookie_heading="Cookies utilisés sur ce site",
        cookie_headers=("Cookie", "Fournisseur", "Finalité", "Durée de vie"),
        cookie_purpose="Mémorise la langue du visiteur",
        changelog_heading="Historique des modifications",
        changelog_removed="03/03/2025 : retrait de {name}",
        guide_title="Qu'est-ce qu'un sous-traitant ultérieur ? Guide et exemples",
        guide_text=(
            "Un sous-traitant ultérieur traite des données personnelles pour le compte d'un "
            "sous-traitant. Par exemple, une entreprise peut recourir à {names}. Votre liste "
            "de sous-traitants doit indiquer chaque prestataire et sa finalité."
        ),
        integrations_title="Intégrations",
        integrations_text="Connectez {brand} aux outils que votre équipe utilise déjà.",
        security_title="Sécurité chez {brand}",
        security_text=(
            "Notre infrastructure fonctionne dans des centres de données certifiés et toutes "
            "les données sont chiffrées. Nous évaluons la sécurité de chaque prestataire, "
            "notamment {names}. La liste des sous-traitants est publiée sur une page dédiée."
        ),
        website="Site web",
    ),
    "nl": Frame(
        titles=("Subverwerkers", "Lijst van subverwerkers"),
        intros=(
            "{brand} maakt gebruik van de volgende subverwerkers om de dienst te leveren.",
            "Voor het leveren van onze diensten schakelen wij de onderstaande subverwerkers in.",
        ),
        entity_headers=("Subverwerker", "Naam", "Leverancier", "Dienstverlener"),
        purpose_headers=("Doel", "Doel van de verwerking", "Activiteit"),
        location_headers=("Land", "Locatie", "Vestiging"),
        countries=("Nederland", "België", "Duitsland", "Verenigde Staten"),
        legal_forms=("B.V.", "N.V.", "BV"),
        removed_headings=("Voormalige subverwerkers", "Verwijderde subverwerkers"),
        not_processors=(
            "De volgende leveranciers zijn geen subverwerkers, omdat zij geen persoonsgegevens "
            "van klanten verwerken:"
        ),
        affiliates_heading="Gelieerde ondernemingen",
        affiliate_purpose="Klantenservice in de Benelux",
        cookie_heading="Cookies op deze website",
        cookie_headers=("Cookie", "Aanbieder", "Doel", "Looptijd"),
        cookie_purpose="Onthoudt de taal van de bezoeker",
        changelog_heading="Wijzigingen",
        changelog_removed="3 maart 2025: {name} verwijderd",
        guide_title="Wat is een subverwerker? Een handleiding met voorbeelden",
        guide_text=(
            "Een subverwerker verwerkt persoonsgegevens namens een verwerker. Een bedrijf "
            "gebruikt bijvoorbeeld {names}. Uw lijst van subverwerkers moet elke leverancier "
            "en het doel vermelden."
        ),
        integrations_title="Integraties",
        integrations_text="Koppel {brand} aan de tools die uw team al gebruikt.",
        security_title="Beveiliging bij {brand}",
        security_text=(
            "Onze infrastructuur draait in gecertificeerde datacenters en alle gegevens zijn "
            "versleuteld. We beoordelen de beveiliging van elke leverancier, zoals {names}. "
            "De lijst van subverwerkers staat op een aparte pagina."
        ),
        website="Website",
    ),
    "es": Frame(
        titles=("Subencargados del tratamiento", "Lista de subencargados"),
        intros=(
            "{brand} utiliza los siguientes subencargados del tratamiento para prestar sus "
            "servicios.",
            "Para prestar el servicio, {brand} recurre a los subencargados que se indican a "
            "continuación.",
        ),
        entity_headers=("Subencargado", "Nombre", "Proveedor", "Razón social"),
        purpose_headers=("Finalidad", "Finalidad del tratamiento", "Actividad"),
        location_headers=("País", "Ubicación", "Lugar del tratamiento"),
        countries=("España", "Irlanda", "Alemania", "Estados Unidos"),
        legal_forms=("S.L.", "S.A.", "S.L.U."),
        removed_headings=("Antiguos subencargados", "Subencargados eliminados"),
        not_processors=(
            "Los siguientes proveedores no son subencargados, ya que no tratan datos "
            "personales de nuestros clientes:"
        ),
        affiliates_heading="Empresas del grupo",
        affiliate_purpose="Atención al cliente en Latinoamérica",
        cookie_heading="Cookies utilizadas en este sitio web",
        cookie_headers=("Cookie", "Proveedor", "Finalidad", "Caducidad"),
        cookie_purpose="Recuerda el idioma del visitante",
        changelog_heading="Historial de cambios",
        changelog_removed="03/03/2025: se eliminó {name}",
        guide_title="¿Qué es un subencargado del tratamiento? Guía con ejemplos",
        guide_text=(
            "Un subencargado trata datos personales por cuenta de un encargado. Por ejemplo, "
            "una empresa puede recurrir a {names}. Su lista de subencargados debe indicar "
            "cada proveedor y su finalidad."
        ),
        integrations_title="Integraciones",
        integrations_text="Conecte {brand} con las herramientas que su equipo ya utiliza.",
        security_title="Seguridad en {brand}",
        security_text=(
            "Nuestra infraestructura funciona en centros de datos certificados y todos los "
            "datos están cifrados. Evaluamos la seguridad de cada proveedor, como {names}. La "
            "lista de subencargados se publica en una página aparte."
        ),
        website="Sitio web",
    ),
    "it": Frame(
        titles=("Sub-responsabili del trattamento", "Elenco dei sub-responsabili"),
        intros=(
            "{brand} si avvale dei seguenti sub-responsabili del trattamento per fornire i "
            "propri servizi.",
            "Per erogare il servizio, {brand} utilizza i sub-responsabili elencati di seguito.",
        ),
        entity_headers=("Sub-responsabile", "Nome", "Fornitore", "Ragione sociale"),
        purpose_headers=("Finalità", "Finalità del trattamento", "Attività"),
        location_headers=("Paese", "Sede", "Luogo del trattamento"),
        countries=("Italia", "Irlanda", "Germania", "Stati Uniti"),
        legal_forms=("S.p.A.", "S.r.l.", "Srl"),
        removed_headings=("Ex sub-responsabili", "Sub-responsabili rimossi"),
        not_processors=(
            "I seguenti fornitori non sono sub-responsabili, poiché non trattano dati personali "
            "dei clienti:"
        ),
        affiliates_heading="Società del gruppo",
        affiliate_purpose="Assistenza clienti in Europa",
        cookie_heading="Cookie utilizzati su questo sito",
        cookie_headers=("Cookie", "Fornitore", "Finalità", "Scadenza"),
        cookie_purpose="Ricorda la lingua del visitatore",
        changelog_heading="Registro delle modifiche",
        changelog_removed="03/03/2025: rimosso {name}",
        guide_title="Cos'è un sub-responsabile del trattamento? Guida con esempi",
        guide_text=(
            "Un sub-responsabile tratta dati personali per conto di un responsabile. Ad "
            "esempio, un'azienda può avvalersi di {names}. Il vostro elenco dei "
            "sub-responsabili deve indicare ogni fornitore e la finalità."
        ),
        integrations_title="Integrazioni",
        integrations_text="Collega {brand} agli strumenti che il tuo team usa già.",
        security_title="Sicurezza in {brand}",
        security_text=(
            "La nostra infrastruttura opera in data center certificati e tutti i dati sono "
            "cifrati. Valutiamo la sicurezza di ogni fornitore, come {names}. L'elenco dei "
            "sub-responsabili è pubblicato in una pagina dedicata."
        ),
        website="Sito web",
    ),
    "pt": Frame(
        titles=("Subcontratantes", "Lista de subcontratantes ulteriores", "Suboperadores"),
        intros=(
            "A {brand} recorre aos seguintes subcontratantes para prestar os seus serviços.",
            "Para prestar o serviço, a {brand} utiliza os subcontratantes indicados abaixo.",
        ),
        entity_headers=("Subcontratante", "Nome", "Fornecedor", "Denominação"),
        purpose_headers=("Finalidade", "Finalidade do tratamento", "Atividade"),
        location_headers=("País", "Localização", "Local do tratamento"),
        countries=("Portugal", "Irlanda", "Alemanha", "Estados Unidos"),
        legal_forms=("Lda.", "S.A.", "Unipessoal Lda."),
        removed_headings=("Antigos subcontratantes", "Subcontratantes removidos"),
        not_processors=(
            "Os seguintes fornecedores não são subcontratantes, pois não tratam dados pessoais "
            "de clientes:"
        ),
        affiliates_heading="Empresas do grupo",
        affiliate_purpose="Apoio ao cliente em Portugal",
        cookie_heading="Cookies utilizados neste site",
        cookie_headers=("Cookie", "Fornecedor", "Finalidade", "Validade"),
        cookie_purpose="Guarda o idioma do visitante",
        changelog_heading="Histórico de alterações",
        changelog_removed="03/03/2025: removido {name}",
        guide_title="O que é um subcontratante? Guia com exemplos",
        guide_text=(
            "Um subcontratante trata dados pessoais por conta de um operador. Por exemplo, uma "
            "empresa pode recorrer a {names}. A sua lista de subcontratantes deve indicar cada "
            "fornecedor e a finalidade."
        ),
        integrations_title="Integrações",
        integrations_text="Ligue a {brand} às ferramentas que a sua equipa já utiliza.",
        security_title="Segurança na {brand}",
        security_text=(
            "A nossa infraestrutura funciona em centros de dados certificados e todos os dados "
            "são cifrados. Avaliamos a segurança de cada fornecedor, como {names}. A lista de "
            "subcontratantes é publicada numa página própria."
        ),
        website="Sítio web",
    ),
}
