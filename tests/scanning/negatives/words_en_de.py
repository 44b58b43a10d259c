"""English and German sites."""

from __future__ import annotations

from tests.scanning.negatives.tongue import Tongue

ENGLISH = Tongue(
    code="en",
    tld="com",
    legal_forms=("Inc.", "Ltd", "LLC", "Ltd.", "Limited", "Corp.", ""),
    nav={
        "home": "Home",
        "help": "Help Center",
        "docs": "Documentation",
        "blog": "Blog",
        "integrations": "Integrations",
        "customers": "Customers",
        "security": "Security",
        "privacy": "Privacy Policy",
        "legal": "Legal",
        "cookies": "Cookie Policy",
        "dpa": "Data Processing Agreement",
        "glossary": "Glossary",
        "templates": "Templates",
        "list": "Subprocessors",
        "pricing": "Pricing",
        "terms": "Terms of Service",
    },
    paths={
        "help": "help",
        "docs": "docs",
        "blog": "blog",
        "integrations": "integrations",
        "customers": "customers",
        "security": "security",
        "privacy": "privacy",
        "legal": "legal",
        "cookies": "cookie-policy",
        "dpa": "dpa",
        "glossary": "glossary",
        "templates": "templates",
        "list": "subprocessors",
        "articles": "articles",
    },
    list_word="sub-processors",
    list_titles=(
        "Subprocessors",
        "List of Sub-processors",
        "{brand} Subprocessors",
        "Third-party sub-processors",
    ),
    list_intros=(
        "{brand} engages the following sub-processors to deliver its services."
        " We update this list before a new sub-processor starts processing personal"
        " data.",
        "To provide the {brand} platform we rely on the third parties below, which may"
        " process customer personal data on our behalf.",
    ),
    list_headers=("Sub-processor", "Purpose", "Location"),
    purposes={
        "hosting": "Cloud hosting of the application and its databases",
        "payments": "Payment processing and invoicing",
        "email": "Sending transactional emails and notifications",
        "support": "Customer support tickets and live chat",
        "analytics": "Product usage analytics",
        "monitoring": "Error tracking and application monitoring",
        "crm": "Customer relationship management",
        "auth": "Single sign-on and user authentication",
        "ai": "AI features: text generation and summaries",
        "productivity": "Internal communication about customer requests",
    },
    countries=("United States", "Germany", "Ireland", "Netherlands", "France", "EU"),
    guide_titles=(
        "How to review your vendors' subprocessors",
        "What is a sub-processor? Definition and examples",
        "Sub-processors under the GDPR: what every controller should know",
        "Managing subprocessors: a checklist for vendor reviews",
        "Subprocessor list template (free download)",
        "Sub-processors explained",
    ),
    guide_intros=(
        "A sub-processor is a third party that a processor engages to process"
        " personal data on behalf of a controller. Under Article 28 GDPR you must"
        " authorise them and be told about changes.",
        "When you sign a data processing agreement with a SaaS vendor, that vendor"
        " usually relies on its own sub-processors. Knowing who they are is part of"
        " any vendor review.",
    ),
    guide_leads=(
        "Typical sub-processors of a software company include, for example:",
        "Here are some common examples you will find on most vendors' lists:",
    ),
    guide_headers=("Example", "Typical service"),
    guide_headings=(
        "Common sub-processors",
        "Typical subprocessors of a SaaS company",
        "Popular sub-processors",
    ),
    guide_steps=(
        "Ask each vendor for its current sub-processor list.",
        "Check where each sub-processor stores data.",
        "Subscribe to change notifications.",
        "Record the result in your vendor register.",
    ),
    doc_titles=(
        "Subprocessor monitoring",
        "Vendor inventory: tracking sub-processors",
        "Sub-processors",
    ),
    doc_intros=(
        "{brand} watches the public sub-processor lists of the vendors you use and"
        " alerts you when one changes. Add a vendor and we import its list.",
        "The Sub-processors tab of a vendor profile shows the sub-processors that"
        " vendor discloses. {brand} supports these sources out of the box:",
    ),
    doc_headers=("Vendor", "What {brand} imports"),
    doc_row="Published sub-processor list, checked every day",
    integ_titles=("Integrations", "App Marketplace", "Connect {brand} with your tools"),
    integ_intros=(
        "Connect {brand} to the tools your team already uses. When you enable an"
        " integration, that provider processes the data you choose to send it.",
    ),
    integ_rows={
        "hosting": "Deploy and store exports",
        "payments": "Sync invoices and payments",
        "email": "Send campaign emails",
        "support": "Create tickets from conversations",
        "analytics": "Send events for analysis",
        "monitoring": "Forward alerts",
        "crm": "Sync contacts and deals",
        "auth": "Sign in with your identity provider",
        "ai": "Draft replies with AI",
        "productivity": "Post updates to channels",
    },
    integ_cta="Connect",
    cookie_titles=("Cookie Policy", "Cookies"),
    cookie_intro="This policy explains which cookies {brand} sets and which third parties set"
    " cookies when you visit our website.",
    cookie_headers=("Cookie", "Provider", "Purpose", "Expiry"),
    cookie_purposes=(
        "Measures visits",
        "Remembers your consent",
        "Session identifier",
        "Advertising conversion",
        "Live chat widget",
    ),
    durations=("1 year", "30 days", "Session", "2 years", "6 months"),
    security_titles=("Security at {brand}", "Trust Center", "Security & Compliance"),
    security_intro="Security is at the core of {brand}. We protect customer data with"
    " encryption in transit and at rest, least-privilege access and regular penetration tests.",
    cert_heading="Certifications",
    infra_heading="Infrastructure",
    infra_sentence="{brand} is hosted on {vendor}, whose data centres are certified to ISO 27001.",
    dpa_titles=("Data Processing Agreement", "Data Processing Addendum template"),
    dpa_clauses=(
        "The Processor may engage sub-processors, such as providers of cloud hosting"
        " (for example {examples}), provided it imposes the same data protection"
        " obligations on them.",
        "Customer gives general authorisation to engage sub-processors. Examples of"
        " categories of sub-processors are infrastructure providers (e.g. {examples})."
        " The current list is published on the Processor's website.",
    ),
    annex_heading="Annex III – List of sub-processors",
    annex_placeholder=("[Name of sub-processor]", "[Description of processing]", "[Country]"),
    blog_titles=(
        "Why we moved our infrastructure to {vendor}",
        "The {n} sub-processors behind a modern SaaS stack",
        "What we learned reviewing {n} vendors' subprocessor lists",
    ),
    blog_paras=(
        "Last year our team compared several providers before settling on a new stack."
        " Here is what we looked at and why.",
        "Every SaaS company relies on other companies. We read dozens of published"
        " lists and these names came up again and again.",
    ),
    customers_titles=("Our customers", "Trusted by teams everywhere", "Customer stories"),
    customers_intro="More than {n} companies run on {brand}, from startups to enterprises.",
    quote="“{brand} saved our team hours every week.”",
    tagline="{brand} helps teams ship faster with less busywork.",
    privacy_title="Privacy Policy",
    privacy_body="This policy explains how {brand} collects and uses personal data. We share"
    " data with service providers who help us run the service, under contracts that protect it.",
    privacy_pointer='Our current sub-processors are listed <a href="{href}">on this page</a>.',
    legal_title="Legal",
    legal_intro="The documents that govern your use of {brand}.",
)

GERMAN = Tongue(
    code="de",
    tld="de",
    legal_forms=("GmbH", "AG", "GmbH & Co. KG", "UG (haftungsbeschränkt)", "SE", "KG"),
    nav={
        "home": "Startseite",
        "help": "Hilfe-Center",
        "docs": "Dokumentation",
        "blog": "Blog",
        "integrations": "Integrationen",
        "customers": "Kunden",
        "security": "Sicherheit",
        "privacy": "Datenschutzerklärung",
        "legal": "Rechtliches",
        "cookies": "Cookie-Richtlinie",
        "dpa": "Auftragsverarbeitungsvertrag",
        "glossary": "Glossar",
        "templates": "Vorlagen",
        "list": "Unterauftragsverarbeiter",
        "pricing": "Preise",
        "terms": "AGB",
    },
    paths={
        "help": "hilfe",
        "docs": "doku",
        "blog": "blog",
        "integrations": "integrationen",
        "customers": "kunden",
        "security": "sicherheit",
        "privacy": "datenschutz",
        "legal": "rechtliches",
        "cookies": "cookies",
        "dpa": "avv",
        "glossary": "glossar",
        "templates": "vorlagen",
        "list": "unterauftragsverarbeiter",
        "articles": "artikel",
    },
    list_word="Unterauftragsverarbeiter",
    list_titles=(
        "Unterauftragsverarbeiter",
        "Liste der Unterauftragsverarbeiter",
        "Unterauftragsverarbeiter von {brand}",
        "Eingesetzte Subunternehmer",
    ),
    list_intros=(
        "{brand} setzt die folgenden Unterauftragsverarbeiter ein, um seine Leistungen"
        " zu erbringen. Über neue Unterauftragsverarbeiter informieren wir vorab.",
        "Für den Betrieb von {brand} verarbeiten die unten genannten Dienstleister"
        " personenbezogene Daten in unserem Auftrag.",
    ),
    list_headers=("Unterauftragsverarbeiter", "Zweck", "Standort"),
    purposes={
        "hosting": "Hosting der Anwendung und der Datenbanken",
        "payments": "Zahlungsabwicklung und Rechnungsstellung",
        "email": "Versand von Transaktions-E-Mails",
        "support": "Kundensupport per Ticket und Chat",
        "analytics": "Analyse der Produktnutzung",
        "monitoring": "Fehlerüberwachung und Monitoring",
        "crm": "Kundenbeziehungsmanagement (CRM)",
        "auth": "Single Sign-on und Anmeldung",
        "ai": "KI-Funktionen: Textgenerierung",
        "productivity": "Interne Kommunikation zu Kundenanfragen",
    },
    countries=("Deutschland", "USA", "Irland", "Niederlande", "EU"),
    guide_titles=(
        "Wie prüfen Sie die Unterauftragsverarbeiter Ihrer Dienstleister?",
        "Was ist ein Unterauftragsverarbeiter? Definition und Beispiele",
        "Unterauftragsverarbeiter nach DSGVO: Das müssen Verantwortliche wissen",
        "Checkliste: Unterauftragsverarbeiter richtig verwalten",
        "Muster: Liste der Unterauftragsverarbeiter",
        "Unterauftragsverarbeiter einfach erklärt",
    ),
    guide_intros=(
        "Ein Unterauftragsverarbeiter ist ein Dritter, den ein Auftragsverarbeiter"
        " mit der Verarbeitung personenbezogener Daten beauftragt. Nach Art. 28"
        " DSGVO muss der Verantwortliche zustimmen.",
        "Wer einen Auftragsverarbeitungsvertrag mit einem SaaS-Anbieter schließt,"
        " akzeptiert meist auch dessen Unterauftragsverarbeiter.",
    ),
    guide_leads=(
        "Typische Unterauftragsverarbeiter eines Softwareanbieters sind zum Beispiel:",
        "Diese Beispiele finden Sie auf fast jeder Liste:",
    ),
    guide_headers=("Beispiel", "Typische Leistung"),
    guide_headings=(
        "Häufige Unterauftragsverarbeiter",
        "Typische Unterauftragsverarbeiter",
        "Verbreitete Subunternehmer",
    ),
    guide_steps=(
        "Fordern Sie die aktuelle Liste bei jedem Anbieter an.",
        "Prüfen Sie den Speicherort der Daten.",
        "Abonnieren Sie Änderungsmitteilungen.",
        "Dokumentieren Sie das Ergebnis im Verzeichnis.",
    ),
    doc_titles=(
        "Überwachung von Unterauftragsverarbeitern",
        "Lieferanteninventar",
        "Unterauftragsverarbeiter",
    ),
    doc_intros=(
        "{brand} beobachtet die veröffentlichten Listen der Unterauftragsverarbeiter"
        " Ihrer Dienstleister und meldet Änderungen.",
        "Der Reiter „Unterauftragsverarbeiter“ im Lieferantenprofil zeigt, welche"
        " Unterauftragsverarbeiter ein Anbieter nennt. Unterstützte Quellen:",
    ),
    doc_headers=("Anbieter", "Was {brand} importiert"),
    doc_row="Veröffentlichte Liste der Unterauftragsverarbeiter, täglich geprüft",
    integ_titles=("Integrationen", "Marktplatz", "{brand} mit Ihren Tools verbinden"),
    integ_intros=(
        "Verbinden Sie {brand} mit den Werkzeugen Ihres Teams. Aktivieren Sie eine"
        " Integration, verarbeitet der Anbieter die Daten, die Sie ihm senden.",
    ),
    integ_rows={
        "hosting": "Exporte speichern",
        "payments": "Rechnungen synchronisieren",
        "email": "Newsletter versenden",
        "support": "Tickets aus Chats erstellen",
        "analytics": "Ereignisse auswerten",
        "monitoring": "Alarme weiterleiten",
        "crm": "Kontakte und Deals abgleichen",
        "auth": "Anmeldung über Ihren IdP",
        "ai": "Antworten mit KI entwerfen",
        "productivity": "Updates in Kanäle posten",
    },
    integ_cta="Verbinden",
    cookie_titles=("Cookie-Richtlinie", "Cookies"),
    cookie_intro="Hier erfahren Sie, welche Cookies {brand} setzt und welche Drittanbieter"
    " beim Besuch unserer Website Cookies setzen.",
    cookie_headers=("Cookie", "Anbieter", "Zweck", "Laufzeit"),
    cookie_purposes=(
        "Reichweitenmessung",
        "Speichert Ihre Einwilligung",
        "Sitzungskennung",
        "Conversion-Messung",
        "Chat-Widget",
    ),
    durations=("1 Jahr", "30 Tage", "Sitzung", "2 Jahre", "6 Monate"),
    security_titles=("Sicherheit bei {brand}", "Trust Center", "Sicherheit & Compliance"),
    security_intro="Sicherheit steht bei {brand} an erster Stelle: Verschlüsselung bei der"
    " Übertragung und Speicherung, minimale Zugriffsrechte und regelmäßige Penetrationstests.",
    cert_heading="Zertifizierungen",
    infra_heading="Infrastruktur",
    infra_sentence="{brand} wird bei {vendor} in ISO-27001-zertifizierten Rechenzentren betrieben.",
    dpa_titles=("Auftragsverarbeitungsvertrag", "Muster-AVV nach Art. 28 DSGVO"),
    dpa_clauses=(
        "Der Auftragsverarbeiter darf Unterauftragsverarbeiter, etwa Anbieter von"
        " Cloud-Hosting (zum Beispiel {examples}), einsetzen, sofern er ihnen dieselben"
        " Datenschutzpflichten auferlegt.",
        "Der Auftraggeber erteilt eine allgemeine Genehmigung. Beispiele für Kategorien"
        " von Unterauftragsverarbeitern sind Infrastrukturanbieter (z. B. {examples})."
        " Die aktuelle Liste ist auf der Website des Auftragsverarbeiters abrufbar.",
    ),
    annex_heading="Anlage 3 – Unterauftragsverarbeiter",
    annex_placeholder=("[Name des Unterauftragsverarbeiters]", "[Art der Verarbeitung]", "[Land]"),
    blog_titles=(
        "Warum wir unsere Infrastruktur zu {vendor} umgezogen haben",
        "{n} Unterauftragsverarbeiter hinter einem modernen SaaS-Stack",
        "Was wir aus {n} Listen von Unterauftragsverarbeitern gelernt haben",
    ),
    blog_paras=(
        "Im letzten Jahr haben wir mehrere Anbieter verglichen. Hier steht, worauf wir"
        " geachtet haben und warum.",
        "Jedes SaaS-Unternehmen baut auf anderen auf. Diese Namen tauchten in fast"
        " allen Listen auf.",
    ),
    customers_titles=("Unsere Kunden", "Diese Teams vertrauen uns", "Kundengeschichten"),
    customers_intro="Mehr als {n} Unternehmen arbeiten mit {brand}, vom Start-up bis zum Konzern.",
    quote="„{brand} spart unserem Team jede Woche Stunden.“",
    tagline="{brand} hilft Teams, schneller und mit weniger Aufwand zu arbeiten.",
    privacy_title="Datenschutzerklärung",
    privacy_body="Diese Erklärung beschreibt, wie {brand} personenbezogene Daten verarbeitet."
    " Wir geben Daten an Dienstleister weiter, die uns beim Betrieb helfen.",
    privacy_pointer="Die aktuelle Liste unserer Unterauftragsverarbeiter finden Sie"
    ' <a href="{href}">hier</a>.',
    legal_title="Rechtliches",
    legal_intro="Die Dokumente, die Ihre Nutzung von {brand} regeln.",
)
