"""Site text in Swedish, Danish, Norwegian and Finnish."""

from __future__ import annotations

from tests.scanning.sites.tongues import Tongue

SWEDISH = Tongue(
    code="sv",
    tld="se",
    home_blurb="{brand} hjälper team att hantera fakturor snabbare.",
    list_title="Underbiträden",
    list_link="Underbiträden",
    list_slug="underbitraden",
    list_intro=(
        "{brand} anlitar följande underbiträden för att leverera tjänsten."
        " Senast uppdaterad: mars 2026."
    ),
    columns=("Underbiträde", "Ändamål", "Plats"),
    legal=("Juridisk information", "juridiskt"),
    legal_intro="Dokumenten som gäller för din användning av {brand}.",
    hub_list_link="Förteckning över underbiträden",
    privacy=("Integritetspolicy", "integritetspolicy"),
    privacy_title="Integritetspolicy",
    privacy_text=(
        "Här beskriver vi hur {brand} behandlar personuppgifter. Vi delar bara uppgifter med"
        " leverantörer som hjälper oss att driva tjänsten."
    ),
    privacy_pointer='En aktuell lista över våra underbiträden finns <a href="{href}">här</a>.',
    dpa=("Personuppgiftsbiträdesavtal", "personuppgiftsbitradesavtal"),
    dpa_clause_heading="7. Underbiträden",
    dpa_clause=(
        "7.1 Kunden ger {brand} ett allmänt tillstånd att anlita underbiträden.",
        "7.2 {brand} informerar Kunden om nya underbiträden minst 30 dagar i förväg.",
        "7.3 Kunden får invända av sakliga skäl.",
    ),
    not_found_title="Sidan kunde inte hittas",
    not_found_text="Sidan du letar efter finns inte längre. Gå till startsidan.",
    login_text="Logga in för att se listan över våra underbiträden.",
    login_button="Logga in med SSO",
    help=("Hjälpcenter", "hjalp"),
    guide_title="Så hanterar du dina underbiträden",
    guide_steps=(
        "Öppna Inställningar > Integritet.",
        "Klicka på ”Lägg till underbiträde”.",
        "Välj leverantören i listan och spara.",
        "Dina kunder får automatiskt ett e-postmeddelande.",
    ),
    security=("Säkerhet", "sakerhet"),
    security_title="Säkerhet",
    security_points=(
        "Kryptering av all data under överföring och i vila",
        "Dagliga säkerhetskopior i två datacenter",
        "Årliga penetrationstester av extern part",
    ),
    security_note="Varje underbiträde granskas innan det anlitas och binds av avtal.",
    cookie_link="Kakor och tredje part",
    cookie_title="Cookiepolicy",
    cookie_columns=("Kaka", "Leverantör", "Ändamål", "Lagringstid"),
    cookie_cells=(("Statistik", "2 år"), ("Bedrägeriskydd", "1 år"), ("Chatt", "7 dagar")),
    integration_title="Integration med Vanta",
    integration_text="Med Vanta-integrationen synkas dina underbiträden automatiskt.",
    integration_points=(
        "Import av underbiträden från {brand}",
        "Aviseringar vid ändringar",
        "Rapporter inför revision",
    ),
    purposes=(
        ("Drift och lagring av data", "cloud_infra"),
        ("Utskick av transaktionella e-postmeddelanden", "email"),
        ("Betalningshantering", "payments"),
        ("Kundsupport via chatt", "support_cx"),
        ("Övervakning av fel och prestanda", "observability"),
    ),
    sms_purpose="Utskick av verifieringskoder via sms",
    countries=("Sverige", "Irland", "USA"),
    legal_forms=("AB",),
)

DANISH = Tongue(
    code="da",
    tld="dk",
    home_blurb="{brand} hjælper teams med at behandle fakturaer hurtigere.",
    list_title="Underdatabehandlere",
    list_link="Underdatabehandlere",
    list_slug="underdatabehandlere",
    list_intro=(
        "{brand} benytter følgende underdatabehandlere til at levere tjenesten."
        " Senest opdateret: marts 2026."
    ),
    columns=("Underdatabehandler", "Formål", "Placering"),
    legal=("Juridisk", "juridisk"),
    legal_intro="De dokumenter, der gælder for din brug af {brand}.",
    hub_list_link="Oversigt over underdatabehandlere",
    privacy=("Privatlivspolitik", "privatlivspolitik"),
    privacy_title="Privatlivspolitik",
    privacy_text=(
        "Her beskriver vi, hvordan {brand} behandler personoplysninger. Vi deler kun oplysninger"
        " med leverandører, der hjælper os med at drive tjenesten."
    ),
    privacy_pointer=(
        'Den aktuelle liste over vores underdatabehandlere finder du <a href="{href}">her</a>.'
    ),
    dpa=("Databehandleraftale", "databehandleraftale"),
    dpa_clause_heading="7. Underdatabehandlere",
    dpa_clause=(
        "7.1 Kunden giver {brand} generel tilladelse til at anvende underdatabehandlere.",
        "7.2 {brand} underretter Kunden om nye underdatabehandlere mindst 30 dage i forvejen.",
        "7.3 Kunden kan gøre indsigelse af saglige grunde.",
    ),
    not_found_title="Siden blev ikke fundet",
    not_found_text="Siden, du leder efter, findes ikke længere. Gå til forsiden.",
    login_text="Log ind for at se listen over vores underdatabehandlere.",
    login_button="Log ind med SSO",
    help=("Hjælpecenter", "hjaelp"),
    guide_title="Sådan administrerer du dine underdatabehandlere",
    guide_steps=(
        "Åbn Indstillinger > Privatliv.",
        "Klik på »Tilføj underdatabehandler«.",
        "Vælg leverandøren på listen, og gem.",
        "Dine kunder får automatisk besked pr. e-mail.",
    ),
    security=("Sikkerhed", "sikkerhed"),
    security_title="Sikkerhed",
    security_points=(
        "Kryptering af alle data under overførsel og i hvile",
        "Daglige sikkerhedskopier i to datacentre",
        "Årlige penetrationstest udført af en ekstern part",
    ),
    security_note="Hver underdatabehandler vurderes, før den tages i brug, og bindes af en aftale.",
    cookie_link="Cookies og tredjeparter",
    cookie_title="Cookiepolitik",
    cookie_columns=("Cookie", "Udbyder", "Formål", "Udløb"),
    cookie_cells=(("Statistik", "2 år"), ("Svindelforebyggelse", "1 år"), ("Chat", "7 dage")),
    integration_title="Integration med Vanta",
    integration_text="Med Vanta-integrationen synkroniseres dine underdatabehandlere automatisk.",
    integration_points=(
        "Import af underdatabehandlere fra {brand}",
        "Besked ved ændringer",
        "Rapporter til revision",
    ),
    purposes=(
        ("Hosting og lagring af data", "cloud_infra"),
        ("Afsendelse af transaktionelle e-mails", "email"),
        ("Betalingshåndtering", "payments"),
        ("Kundesupport via chat", "support_cx"),
        ("Overvågning af fejl og ydeevne", "observability"),
    ),
    sms_purpose="Afsendelse af bekræftelseskoder via sms",
    countries=("Danmark", "Irland", "USA"),
    legal_forms=("ApS", "A/S"),
)

NORWEGIAN = Tongue(
    code="nb",
    tld="no",
    home_blurb="{brand} hjelper team med å behandle fakturaer raskere.",
    list_title="Underdatabehandlere",
    list_link="Underdatabehandlere",
    list_slug="underdatabehandlere",
    list_intro=(
        "{brand} bruker følgende underdatabehandlere for å levere tjenesten."
        " Sist oppdatert: mars 2026."
    ),
    columns=("Underdatabehandler", "Formål", "Plassering"),
    legal=("Juridisk informasjon", "juridisk"),
    legal_intro="Dokumentene som gjelder for din bruk av {brand}.",
    hub_list_link="Oversikt over underdatabehandlere",
    privacy=("Personvern", "personvern"),
    privacy_title="Personvernerklæring",
    privacy_text=(
        "Her forklarer vi hvordan {brand} behandler personopplysninger. Vi deler bare"
        " opplysninger med leverandører som hjelper oss å drive tjenesten."
    ),
    privacy_pointer=(
        'Den oppdaterte listen over våre underdatabehandlere finner du <a href="{href}">her</a>.'
    ),
    dpa=("Databehandleravtale", "databehandleravtale"),
    dpa_clause_heading="7. Underdatabehandlere",
    dpa_clause=(
        "7.1 Kunden gir {brand} generell tillatelse til å bruke underdatabehandlere.",
        "7.2 {brand} varsler Kunden om nye underdatabehandlere minst 30 dager i forveien.",
        "7.3 Kunden kan protestere av saklige grunner.",
    ),
    not_found_title="Siden ble ikke funnet",
    not_found_text="Siden du leter etter finnes ikke lenger. Gå til forsiden.",
    login_text="Logg inn for å se listen over våre underdatabehandlere.",
    login_button="Logg inn med SSO",
    help=("Hjelpesenter", "hjelp"),
    guide_title="Slik administrerer du underdatabehandlerne dine",
    guide_steps=(
        "Åpne Innstillinger > Personvern.",
        "Klikk på «Legg til underdatabehandler».",
        "Velg leverandøren i listen og lagre.",
        "Kundene dine får automatisk beskjed på e-post.",
    ),
    security=("Sikkerhet", "sikkerhet"),
    security_title="Sikkerhet",
    security_points=(
        "Kryptering av alle data under overføring og lagring",
        "Daglige sikkerhetskopier i to datasentre",
        "Årlige penetrasjonstester utført av en ekstern part",
    ),
    security_note="Hver underdatabehandler vurderes før den tas i bruk og bindes av en avtale.",
    cookie_link="Informasjonskapsler og tredjeparter",
    cookie_title="Erklæring om informasjonskapsler",
    cookie_columns=("Informasjonskapsel", "Leverandør", "Formål", "Varighet"),
    cookie_cells=(("Statistikk", "2 år"), ("Svindelforebygging", "1 år"), ("Chat", "7 dager")),
    integration_title="Integrasjon med Vanta",
    integration_text="Med Vanta-integrasjonen synkroniseres underdatabehandlerne dine automatisk.",
    integration_points=(
        "Import av underdatabehandlere fra {brand}",
        "Varsler ved endringer",
        "Rapporter til revisjon",
    ),
    purposes=(
        ("Drift og lagring av data", "cloud_infra"),
        ("Utsending av transaksjonelle e-poster", "email"),
        ("Betalingsbehandling", "payments"),
        ("Kundestøtte via chat", "support_cx"),
        ("Overvåking av feil og ytelse", "observability"),
    ),
    sms_purpose="Utsending av bekreftelseskoder på SMS",
    countries=("Norge", "Irland", "USA"),
    legal_forms=("AS",),
)

FINNISH = Tongue(
    code="fi",
    tld="fi",
    home_blurb="{brand} auttaa tiimejä käsittelemään laskut nopeammin.",
    list_title="Alihankkijat",
    list_link="Alihankkijat",
    list_slug="alihankkijat",
    list_intro=(
        "{brand} käyttää palvelun tuottamiseen seuraavia alihankkijoita."
        " Päivitetty viimeksi: maaliskuu 2026."
    ),
    columns=("Alihankkija", "Käyttötarkoitus", "Sijainti"),
    legal=("Oikeudelliset tiedot", "oikeudelliset-tiedot"),
    legal_intro="Asiakirjat, jotka koskevat {brand}-palvelun käyttöä.",
    hub_list_link="Luettelo alikäsittelijöistä",
    privacy=("Tietosuoja", "tietosuoja"),
    privacy_title="Tietosuojaseloste",
    privacy_text=(
        "Tässä kerromme, miten {brand} käsittelee henkilötietoja. Jaamme tietoja vain"
        " toimittajille, jotka auttavat meitä palvelun ylläpidossa."
    ),
    privacy_pointer='Ajantasainen luettelo alihankkijoistamme on <a href="{href}">täällä</a>.',
    dpa=("Tietojenkäsittelysopimus", "tietojenkasittelysopimus"),
    dpa_clause_heading="7. Alihankkijat",
    dpa_clause=(
        "7.1 Asiakas antaa {brand}-palvelulle yleisen luvan käyttää alihankkijoita.",
        "7.2 {brand} ilmoittaa Asiakkaalle uusista alihankkijoista vähintään 30 päivää etukäteen.",
        "7.3 Asiakas voi vastustaa perustellusta syystä.",
    ),
    not_found_title="Sivua ei löytynyt",
    not_found_text="Etsimääsi sivua ei ole olemassa. Palaa etusivulle.",
    login_text="Kirjaudu sisään nähdäksesi luettelon alihankkijoistamme.",
    login_button="Kirjaudu kertakirjautumisella",
    help=("Tukikeskus", "tuki"),
    guide_title="Näin hallinnoit alihankkijoita",
    guide_steps=(
        "Avaa Asetukset > Tietosuoja.",
        "Napsauta ”Lisää alihankkija”.",
        "Valitse toimittaja luettelosta ja tallenna.",
        "Asiakkaasi saavat automaattisesti sähköpostin.",
    ),
    security=("Tietoturva", "tietoturva"),
    security_title="Tietoturva",
    security_points=(
        "Kaikki tiedot salataan siirron aikana ja levossa",
        "Päivittäiset varmuuskopiot kahdessa konesalissa",
        "Vuosittaiset tunkeutumistestaukset ulkopuolisen tekemänä",
    ),
    security_note="Jokainen alihankkija arvioidaan ennen käyttöönottoa ja sidotaan sopimuksella.",
    cookie_link="Evästeet ja kolmannet osapuolet",
    cookie_title="Evästekäytäntö",
    cookie_columns=("Eväste", "Toimittaja", "Käyttötarkoitus", "Voimassaoloaika"),
    cookie_cells=(("Tilastot", "2 vuotta"), ("Petosten esto", "1 vuosi"), ("Chat", "7 päivää")),
    integration_title="Vanta-integraatio",
    integration_text="Vanta-integraation avulla alihankkijasi synkronoituvat automaattisesti.",
    integration_points=(
        "Alihankkijoiden tuonti {brand}-palvelusta",
        "Ilmoitukset muutoksista",
        "Raportit auditointia varten",
    ),
    purposes=(
        ("Palvelimet ja tietojen tallennus", "cloud_infra"),
        ("Tapahtumasähköpostien lähetys", "email"),
        ("Maksujen käsittely", "payments"),
        ("Asiakastuki chatissa", "support_cx"),
        ("Virheiden ja suorituskyvyn seuranta", "observability"),
    ),
    sms_purpose="Vahvistuskoodien lähetys tekstiviestillä",
    countries=("Suomi", "Irlanti", "Yhdysvallat"),
    legal_forms=("Oy", "Oyj"),
)

TONGUES = (SWEDISH, DANISH, NORWEGIAN, FINNISH)
