"""Site text in English (the control), German and Dutch."""

from __future__ import annotations

from tests.scanning.sites.tongues import Tongue

ENGLISH = Tongue(
    code="en",
    tld="com",
    home_blurb="{brand} helps teams process invoices faster.",
    list_title="Subprocessors",
    list_link="Subprocessors",
    list_slug="subprocessors",
    list_intro=(
        "{brand} uses the following subprocessors to provide its services."
        " Last updated: March 2026."
    ),
    columns=("Subprocessor", "Purpose", "Location"),
    legal=("Legal", "legal"),
    legal_intro="The documents that govern your use of {brand}.",
    hub_list_link="List of sub-processors",
    privacy=("Privacy", "privacy"),
    privacy_title="Privacy Policy",
    privacy_text=(
        "This policy explains how {brand} processes personal data. We share data only with"
        " service providers that help us run the service."
    ),
    privacy_pointer=(
        'The current list of our sub-processors is available <a href="{href}">here</a>.'
    ),
    dpa=("Data Processing Addendum", "dpa"),
    dpa_clause_heading="7. Sub-processors",
    dpa_clause=(
        "7.1 Customer authorises {brand} to engage sub-processors.",
        "7.2 {brand} will notify Customer of any new sub-processor at least 30 days in advance.",
        "7.3 Customer may object on reasonable grounds.",
    ),
    not_found_title="Page not found",
    not_found_text="The page you are looking for does not exist or has moved.",
    login_text="Sign in to view our subprocessors.",
    login_button="Continue with SSO",
    help=("Help Center", "help"),
    guide_title="How to manage your subprocessors",
    guide_steps=(
        "Open Settings > Privacy.",
        "Click “Add subprocessor”.",
        "Select the vendor from the list and save.",
        "Your customers are notified by email automatically.",
    ),
    security=("Security", "security"),
    security_title="Security",
    security_points=(
        "Encryption of all data in transit and at rest",
        "Daily backups in two data centres",
        "Yearly penetration tests by an outside firm",
    ),
    security_note="Every subprocessor is reviewed before we engage it and bound by contract.",
    cookie_link="Cookies & third parties",
    cookie_title="Cookie Policy",
    cookie_columns=("Cookie", "Provider", "Purpose", "Expiry"),
    cookie_cells=(
        ("Analytics", "2 years"),
        ("Fraud prevention", "1 year"),
        ("Live chat", "7 days"),
    ),
    integration_title="Vanta integration",
    integration_text=(
        "With the Vanta integration your subprocessors sync automatically with your compliance"
        " program."
    ),
    integration_points=(
        "Import subprocessors from {brand}",
        "Alerts when something changes",
        "Audit-ready reports",
    ),
    purposes=(
        ("Hosting and data storage", "cloud_infra"),
        ("Transactional email delivery", "email"),
        ("Payment processing", "payments"),
        ("Customer support chat", "support_cx"),
        ("Error and performance monitoring", "observability"),
    ),
    sms_purpose="SMS verification codes",
    countries=("United States", "Ireland", "Germany"),
    legal_forms=("Inc.", "LLC", "Ltd"),
)

GERMAN = Tongue(
    code="de",
    tld="de",
    home_blurb="{brand} hilft Teams, Rechnungen schneller zu bearbeiten.",
    list_title="Unterauftragsverarbeiter",
    list_link="Unterauftragsverarbeiter",
    list_slug="unterauftragsverarbeiter",
    list_intro=(
        "{brand} setzt die folgenden Unterauftragsverarbeiter ein, um seine Dienste zu erbringen."
        " Stand: März 2026."
    ),
    columns=("Unterauftragsverarbeiter", "Zweck der Verarbeitung", "Standort"),
    legal=("Rechtliches", "rechtliches"),
    legal_intro="Die Dokumente, die Ihre Nutzung von {brand} regeln.",
    hub_list_link="Liste der Unterauftragsverarbeiter",
    privacy=("Datenschutz", "datenschutz"),
    privacy_title="Datenschutzerklärung",
    privacy_text=(
        "Diese Erklärung beschreibt, wie {brand} personenbezogene Daten verarbeitet. Wir geben"
        " Daten nur an Dienstleister weiter, die uns beim Betrieb des Dienstes unterstützen."
    ),
    privacy_pointer=(
        'Die aktuelle Liste unserer Unterauftragsverarbeiter finden Sie <a href="{href}">hier</a>.'
    ),
    dpa=("Auftragsverarbeitungsvertrag (AVV)", "avv"),
    dpa_clause_heading="7. Unterauftragsverarbeiter",
    dpa_clause=(
        "7.1 Der Kunde erteilt {brand} die allgemeine Genehmigung, Unterauftragsverarbeiter"
        " einzusetzen.",
        "7.2 {brand} informiert den Kunden mindestens 30 Tage im Voraus über neue"
        " Unterauftragsverarbeiter.",
        "7.3 Der Kunde kann der Beauftragung aus wichtigem Grund widersprechen.",
    ),
    not_found_title="Seite nicht gefunden",
    not_found_text="Die angeforderte Seite gibt es leider nicht. Zurück zur Startseite.",
    login_text="Bitte melden Sie sich an, um die Liste unserer Unterauftragsverarbeiter zu sehen.",
    login_button="Mit SSO anmelden",
    help=("Hilfe-Center", "hilfe"),
    guide_title="So verwalten Sie Ihre Unterauftragsverarbeiter",
    guide_steps=(
        "Öffnen Sie Einstellungen > Datenschutz.",
        "Klicken Sie auf „Unterauftragsverarbeiter hinzufügen“.",
        "Wählen Sie den Anbieter aus der Liste aus und speichern Sie.",
        "Ihre Kunden werden automatisch per E-Mail benachrichtigt.",
    ),
    security=("Sicherheit", "sicherheit"),
    security_title="Sicherheit",
    security_points=(
        "Verschlüsselung aller Daten bei der Übertragung und im Ruhezustand",
        "Tägliche Backups in zwei Rechenzentren in Frankfurt",
        "Jährliche Penetrationstests durch externe Prüfer",
    ),
    security_note=(
        "Jeder Unterauftragsverarbeiter wird vor der Beauftragung geprüft und vertraglich"
        " verpflichtet."
    ),
    cookie_link="Cookies & Drittanbieter",
    cookie_title="Cookie-Richtlinie",
    cookie_columns=("Cookie", "Anbieter", "Zweck", "Laufzeit"),
    cookie_cells=(
        ("Reichweitenmessung", "2 Jahre"),
        ("Betrugsprävention", "1 Jahr"),
        ("Live-Chat", "7 Tage"),
    ),
    integration_title="Vanta-Integration",
    integration_text=(
        "Mit der Vanta-Integration gleichen Sie Ihre Unterauftragsverarbeiter automatisch mit"
        " Ihrem Compliance-Programm ab."
    ),
    integration_points=(
        "Import der Unterauftragsverarbeiter aus {brand}",
        "Benachrichtigung bei Änderungen",
        "Berichte für Audits",
    ),
    purposes=(
        ("Hosting und Datenspeicherung", "cloud_infra"),
        ("Versand von Transaktions-E-Mails", "email"),
        ("Zahlungsabwicklung", "payments"),
        ("Kundensupport per Chat", "support_cx"),
        ("Fehler- und Leistungsüberwachung", "observability"),
    ),
    sms_purpose="Versand von SMS-Bestätigungscodes",
    countries=("Deutschland", "Irland", "Vereinigte Staaten"),
    legal_forms=("GmbH", "AG", "SE"),
)

DUTCH = Tongue(
    code="nl",
    tld="nl",
    home_blurb="{brand} helpt teams facturen sneller te verwerken.",
    list_title="Subverwerkers",
    list_link="Subverwerkers",
    list_slug="subverwerkers",
    list_intro=(
        "{brand} schakelt de volgende subverwerkers in om de dienst te leveren."
        " Laatst bijgewerkt: maart 2026."
    ),
    columns=("Subverwerker", "Doel", "Locatie"),
    legal=("Juridisch", "juridisch"),
    legal_intro="De documenten die uw gebruik van {brand} regelen.",
    hub_list_link="Overzicht van sub-verwerkers",
    privacy=("Privacy", "privacy"),
    privacy_title="Privacyverklaring",
    privacy_text=(
        "Deze verklaring legt uit hoe {brand} persoonsgegevens verwerkt. We delen gegevens alleen"
        " met dienstverleners die ons helpen de dienst te leveren."
    ),
    privacy_pointer='De actuele lijst van onze subverwerkers vindt u <a href="{href}">hier</a>.',
    dpa=("Verwerkersovereenkomst", "verwerkersovereenkomst"),
    dpa_clause_heading="7. Subverwerkers",
    dpa_clause=(
        "7.1 Klant geeft {brand} algemene toestemming om subverwerkers in te schakelen.",
        "7.2 {brand} informeert Klant ten minste 30 dagen vooraf over nieuwe subverwerkers.",
        "7.3 Klant kan op redelijke gronden bezwaar maken.",
    ),
    not_found_title="Pagina niet gevonden",
    not_found_text="De pagina die u zoekt bestaat niet (meer). Ga terug naar de homepage.",
    login_text="Log in om de lijst van onze subverwerkers te bekijken.",
    login_button="Inloggen met SSO",
    help=("Helpcentrum", "help"),
    guide_title="Hoe beheer je je subverwerkers?",
    guide_steps=(
        "Open Instellingen > Privacy.",
        "Klik op ‘Subverwerker toevoegen’.",
        "Selecteer de leverancier in de lijst en sla op.",
        "Je klanten krijgen automatisch een e-mail.",
    ),
    security=("Beveiliging", "beveiliging"),
    security_title="Beveiliging",
    security_points=(
        "Versleuteling van alle gegevens tijdens transport en opslag",
        "Dagelijkse back-ups in twee datacenters",
        "Jaarlijkse penetratietests door een externe partij",
    ),
    security_note="Elke subverwerker wordt vooraf beoordeeld en contractueel gebonden.",
    cookie_link="Cookies en derden",
    cookie_title="Cookiebeleid",
    cookie_columns=("Cookie", "Aanbieder", "Doel", "Bewaartermijn"),
    cookie_cells=(
        ("Statistieken", "2 jaar"),
        ("Fraudepreventie", "1 jaar"),
        ("Livechat", "7 dagen"),
    ),
    integration_title="Vanta-integratie",
    integration_text=(
        "Met de Vanta-integratie synchroniseert u uw subverwerkers automatisch met uw"
        " compliance-programma."
    ),
    integration_points=(
        "Import van subverwerkers uit {brand}",
        "Meldingen bij wijzigingen",
        "Rapporten voor audits",
    ),
    purposes=(
        ("Hosting en gegevensopslag", "cloud_infra"),
        ("Verzending van transactionele e-mails", "email"),
        ("Betalingsverwerking", "payments"),
        ("Klantenservice via chat", "support_cx"),
        ("Monitoring van fouten en prestaties", "observability"),
    ),
    sms_purpose="Verzending van verificatiecodes per sms",
    countries=("Nederland", "Ierland", "Verenigde Staten"),
    legal_forms=("B.V.", "N.V."),
)

TONGUES = (ENGLISH, GERMAN, DUTCH)
