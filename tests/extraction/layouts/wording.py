# ruff: noqa: E501  (wordings are data: one language a block reads better than wrapped)
"""Page furniture in the 13 supported languages, written for this set (not taken from the
extractor's lexicon): title, intro, column headers, a location label, countries, a "new"
badge, and per category a short heading and a purpose."""

from __future__ import annotations

from dataclasses import dataclass

# The categories the set writes rows for, in the order of `Wording.headings` and `purposes`.
CATEGORIES = ("email", "payments", "cloud_infra", "analytics_data", "support_cx", "hr_payroll")


@dataclass(frozen=True, slots=True)
class Wording:
    """One language's furniture; `{brand}` is filled in by the generator."""

    title: str
    intro: str
    columns: tuple[str, str, str]  # name, purpose, location
    location_label: str
    countries: tuple[str, ...]
    new: str
    headings: tuple[str, ...]  # per category, a section heading
    purposes: tuple[str, ...]  # per category, a row's purpose
    legal_forms: tuple[str, ...]
    tld: str


WORDINGS: dict[str, Wording] = {
    "en": Wording(
        "Sub-processors",
        "{brand} uses the following sub-processors to process personal data on behalf of its customers.",
        ("Sub-processor", "Purpose", "Location"),
        "Location",
        ("United States", "Germany", "Ireland", "EU"),
        "New",
        ("Email delivery", "Payments", "Hosting", "Analytics", "Customer support", "Payroll"),
        (
            "Sending transactional email",
            "Payment processing",
            "Cloud hosting of the application",
            "Product usage analytics",
            "Customer support ticketing",
            "Payroll for our employees",
        ),
        ("Ltd", "Inc.", "LLC", "Limited"),
        "com",
    ),
    "de": Wording(
        "Unterauftragsverarbeiter",
        "{brand} setzt die folgenden Unterauftragsverarbeiter ein, die im Auftrag unserer Kunden personenbezogene Daten verarbeiten.",
        ("Unterauftragsverarbeiter", "Zweck", "Standort"),
        "Standort",
        ("USA", "Deutschland", "Irland", "EU"),
        "Neu",
        ("E-Mail-Versand", "Zahlungen", "Hosting", "Analyse", "Kundensupport", "Lohnabrechnung"),
        (
            "Versand von Transaktions-E-Mails",
            "Zahlungsabwicklung",
            "Cloud-Hosting der Anwendung",
            "Analyse der Produktnutzung",
            "Kundensupport und Ticketsystem",
            "Lohnabrechnung unserer Mitarbeitenden",
        ),
        ("GmbH", "AG", "GmbH & Co. KG", "SE"),
        "de",
    ),
    "fr": Wording(
        "Sous-traitants ultérieurs",
        "{brand} fait appel aux sous-traitants ultérieurs suivants pour traiter des données personnelles pour le compte de ses clients.",
        ("Sous-traitant", "Finalité", "Localisation"),
        "Localisation",
        ("États-Unis", "Allemagne", "Irlande", "UE"),
        "Nouveau",
        (
            "Envoi d'e-mails",
            "Paiements",
            "Hébergement",
            "Mesure d'audience",
            "Support client",
            "Paie",
        ),
        (
            "Envoi d'e-mails transactionnels",
            "Traitement des paiements",
            "Hébergement cloud de l'application",
            "Analyse de l'utilisation du produit",
            "Support client et gestion des tickets",
            "Gestion de la paie des salariés",
        ),
        ("SAS", "SARL", "S.A.", "SASU"),
        "fr",
    ),
    "nl": Wording(
        "Subverwerkers",
        "{brand} maakt gebruik van de volgende subverwerkers om persoonsgegevens te verwerken namens haar klanten.",
        ("Subverwerker", "Doel", "Locatie"),
        "Locatie",
        ("Verenigde Staten", "Duitsland", "Ierland", "EU"),
        "Nieuw",
        (
            "E-mailverzending",
            "Betalingen",
            "Hosting",
            "Analyse",
            "Klantenservice",
            "Salarisadministratie",
        ),
        (
            "Verzenden van transactionele e-mails",
            "Betalingsverwerking",
            "Cloudhosting van de applicatie",
            "Analyse van productgebruik",
            "Klantenondersteuning en tickets",
            "Salarisadministratie van onze medewerkers",
        ),
        ("B.V.", "N.V.", "BV"),
        "nl",
    ),
    "es": Wording(
        "Subencargados del tratamiento",
        "{brand} utiliza los siguientes subencargados para tratar datos personales en nombre de sus clientes.",
        ("Subencargado", "Finalidad", "Ubicación"),
        "Ubicación",
        ("Estados Unidos", "Alemania", "Irlanda", "UE"),
        "Nuevo",
        ("Envío de correo", "Pagos", "Alojamiento", "Analítica", "Atención al cliente", "Nóminas"),
        (
            "Envío de correos electrónicos transaccionales",
            "Procesamiento de pagos",
            "Alojamiento en la nube de la aplicación",
            "Análisis del uso del producto",
            "Atención al cliente y gestión de tickets",
            "Gestión de nóminas de los empleados",
        ),
        ("S.L.", "S.A.", "S.L.U."),
        "es",
    ),
    "it": Wording(
        "Sub-responsabili del trattamento",
        "{brand} si avvale dei seguenti sub-responsabili per trattare dati personali per conto dei propri clienti.",
        ("Sub-responsabile", "Finalità", "Sede"),
        "Sede",
        ("Stati Uniti", "Germania", "Irlanda", "UE"),
        "Nuovo",
        ("Invio e-mail", "Pagamenti", "Hosting", "Analisi", "Assistenza clienti", "Paghe"),
        (
            "Invio di e-mail transazionali",
            "Elaborazione dei pagamenti",
            "Hosting cloud dell'applicazione",
            "Analisi dell'utilizzo del prodotto",
            "Assistenza clienti e ticketing",
            "Elaborazione delle buste paga dei dipendenti",
        ),
        ("S.r.l.", "S.p.A.", "Srl"),
        "it",
    ),
    "pt": Wording(
        "Subcontratantes ulteriores",
        "A {brand} utiliza os seguintes subcontratantes para tratar dados pessoais em nome dos seus clientes.",
        ("Subcontratante", "Finalidade", "Localização"),
        "Localização",
        ("Estados Unidos", "Alemanha", "Irlanda", "UE"),
        "Novo",
        ("Envio de e-mail", "Pagamentos", "Alojamento", "Análise", "Apoio ao cliente", "Salários"),
        (
            "Envio de e-mails transacionais",
            "Processamento de pagamentos",
            "Alojamento na nuvem da aplicação",
            "Análise da utilização do produto",
            "Apoio ao cliente e gestão de pedidos",
            "Processamento de salários dos colaboradores",
        ),
        ("Lda.", "S.A.", "Unipessoal Lda."),
        "pt",
    ),
    "sv": Wording(
        "Underbiträden",
        "{brand} anlitar följande underbiträden för att behandla personuppgifter för våra kunders räkning.",
        ("Underbiträde", "Syfte", "Plats"),
        "Plats",
        ("USA", "Tyskland", "Irland", "EU"),
        "Ny",
        ("E-postutskick", "Betalningar", "Hosting", "Analys", "Kundsupport", "Lön"),
        (
            "Utskick av transaktionella e-postmeddelanden",
            "Betalningshantering",
            "Molnhosting av applikationen",
            "Analys av produktanvändning",
            "Kundsupport och ärendehantering",
            "Lönehantering för våra anställda",
        ),
        ("AB", "HB"),
        "se",
    ),
    "da": Wording(
        "Underdatabehandlere",
        "{brand} benytter følgende underdatabehandlere til at behandle personoplysninger på vegne af vores kunder.",
        ("Underdatabehandler", "Formål", "Placering"),
        "Placering",
        ("USA", "Tyskland", "Irland", "EU"),
        "Ny",
        ("E-mailudsendelse", "Betalinger", "Hosting", "Analyse", "Kundesupport", "Løn"),
        (
            "Afsendelse af transaktionelle e-mails",
            "Betalingshåndtering",
            "Cloud-hosting af applikationen",
            "Analyse af produktbrug",
            "Kundesupport og sagsstyring",
            "Lønbehandling for vores medarbejdere",
        ),
        ("ApS", "A/S"),
        "dk",
    ),
    "nb": Wording(
        "Underdatabehandlere",
        "{brand} benytter følgende underdatabehandlere for å behandle personopplysninger på vegne av våre kunder.",
        ("Underdatabehandler", "Formål", "Sted"),
        "Sted",
        ("USA", "Tyskland", "Irland", "EU"),
        "Ny",
        ("E-postutsending", "Betalinger", "Hosting", "Analyse", "Kundestøtte", "Lønn"),
        (
            "Utsending av transaksjonelle e-poster",
            "Betalingsbehandling",
            "Skyhosting av applikasjonen",
            "Analyse av produktbruk",
            "Kundestøtte og saksbehandling",
            "Lønnsbehandling for våre ansatte",
        ),
        ("AS", "ASA"),
        "no",
    ),
    "fi": Wording(
        "Alikäsittelijät",
        "{brand} käyttää seuraavia alikäsittelijöitä henkilötietojen käsittelyyn asiakkaidensa puolesta.",
        ("Alikäsittelijä", "Tarkoitus", "Sijainti"),
        "Sijainti",
        ("Yhdysvallat", "Saksa", "Irlanti", "EU"),
        "Uusi",
        (
            "Sähköpostin lähetys",
            "Maksut",
            "Palvelinympäristö",
            "Analytiikka",
            "Asiakastuki",
            "Palkanlaskenta",
        ),
        (
            "Tapahtumasähköpostien lähettäminen",
            "Maksujen käsittely",
            "Sovelluksen pilvipalvelinympäristö",
            "Tuotteen käytön analytiikka",
            "Asiakastuki ja tukipyyntöjen hallinta",
            "Työntekijöidemme palkanlaskenta",
        ),
        ("Oy", "Oyj"),
        "fi",
    ),
    "pl": Wording(
        "Podmioty podprzetwarzające",
        "{brand} korzysta z następujących podmiotów podprzetwarzających, które przetwarzają dane osobowe w imieniu naszych klientów.",
        ("Podmiot przetwarzający", "Cel", "Lokalizacja"),
        "Lokalizacja",
        ("Stany Zjednoczone", "Niemcy", "Irlandia", "UE"),
        "Nowy",
        ("Wysyłka e-maili", "Płatności", "Hosting", "Analityka", "Obsługa klienta", "Płace"),
        (
            "Wysyłka transakcyjnych wiadomości e-mail",
            "Przetwarzanie płatności",
            "Hosting aplikacji w chmurze",
            "Analityka korzystania z produktu",
            "Obsługa klienta i zgłoszeń",
            "Obsługa płac pracowników",
        ),
        ("Sp. z o.o.", "S.A."),
        "pl",
    ),
    "cs": Wording(
        "Seznam dílčích zpracovatelů",
        "{brand} využívá následující dílčí zpracovatele ke zpracování osobních údajů jménem svých zákazníků.",
        ("Dílčí zpracovatel", "Účel", "Umístění"),
        "Umístění",
        ("Spojené státy", "Německo", "Irsko", "EU"),
        "Nový",
        ("Rozesílání e-mailů", "Platby", "Hosting", "Analytika", "Zákaznická podpora", "Mzdy"),
        (
            "Odesílání transakčních e-mailů",
            "Zpracování plateb",
            "Cloudový hosting aplikace",
            "Analýza používání produktu",
            "Zákaznická podpora a správa požadavků",
            "Zpracování mezd zaměstnanců",
        ),
        ("s.r.o.", "a.s."),
        "cz",
    ),
}
