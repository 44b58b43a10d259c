"""Site text in Polish and Czech."""

from __future__ import annotations

from tests.scanning.sites.tongues import Tongue

POLISH = Tongue(
    code="pl",
    tld="pl",
    home_blurb="{brand} pomaga zespołom szybciej obsługiwać faktury.",
    list_title="Podprocesorzy",
    list_link="Podprocesorzy",
    list_slug="podprocesorzy",
    list_intro=(
        "{brand} korzysta z usług następujących podprocesorów w celu świadczenia usług."
        " Ostatnia aktualizacja: marzec 2026."
    ),
    columns=("Podprocesor", "Cel przetwarzania", "Lokalizacja"),
    legal=("Informacje prawne", "informacje-prawne"),
    legal_intro="Dokumenty regulujące korzystanie z {brand}.",
    hub_list_link="Lista dalszych podmiotów przetwarzających",
    privacy=("Polityka prywatności", "polityka-prywatnosci"),
    privacy_title="Polityka prywatności",
    privacy_text=(
        "Wyjaśniamy tu, jak {brand} przetwarza dane osobowe. Udostępniamy dane wyłącznie"
        " dostawcom, którzy pomagają nam świadczyć usługę."
    ),
    privacy_pointer=(
        'Aktualna lista naszych podprocesorów jest dostępna <a href="{href}">tutaj</a>.'
    ),
    dpa=("Umowa powierzenia przetwarzania danych", "umowa-powierzenia"),
    dpa_clause_heading="7. Dalsze powierzenie",
    dpa_clause=(
        "7.1 Klient udziela {brand} ogólnej zgody na korzystanie z podprocesorów.",
        "7.2 {brand} informuje Klienta o nowych podprocesorach z co najmniej 30-dniowym"
        " wyprzedzeniem.",
        "7.3 Klient może wnieść sprzeciw z uzasadnionych powodów.",
    ),
    not_found_title="Nie znaleziono strony",
    not_found_text="Strona, której szukasz, nie istnieje. Wróć na stronę główną.",
    login_text="Zaloguj się, aby zobaczyć listę naszych podprocesorów.",
    login_button="Zaloguj się przez SSO",
    help=("Centrum pomocy", "pomoc"),
    guide_title="Jak zarządzać podprocesorami",
    guide_steps=(
        "Otwórz Ustawienia > Prywatność.",
        "Kliknij „Dodaj podprocesora”.",
        "Wybierz dostawcę z listy i zapisz.",
        "Twoi klienci automatycznie otrzymają e-mail.",
    ),
    security=("Bezpieczeństwo", "bezpieczenstwo"),
    security_title="Bezpieczeństwo",
    security_points=(
        "Szyfrowanie wszystkich danych w tranzycie i w spoczynku",
        "Codzienne kopie zapasowe w dwóch centrach danych",
        "Coroczne testy penetracyjne wykonywane przez firmę zewnętrzną",
    ),
    security_note="Każdy podprocesor jest oceniany przed powierzeniem mu danych i związany umową.",
    cookie_link="Pliki cookie i podmioty trzecie",
    cookie_title="Polityka plików cookie",
    cookie_columns=("Plik cookie", "Dostawca", "Cel", "Czas przechowywania"),
    cookie_cells=(
        ("Statystyki", "2 lata"),
        ("Zapobieganie oszustwom", "1 rok"),
        ("Czat na żywo", "7 dni"),
    ),
    integration_title="Integracja z Vanta",
    integration_text=(
        "Dzięki integracji z Vanta Twoi podprocesorzy synchronizują się automatycznie."
    ),
    integration_points=(
        "Import podprocesorów z {brand}",
        "Powiadomienia o zmianach",
        "Raporty do audytu",
    ),
    purposes=(
        ("Hosting i przechowywanie danych", "cloud_infra"),
        ("Wysyłka e-maili transakcyjnych", "email"),
        ("Obsługa płatności", "payments"),
        ("Obsługa klienta przez czat", "support_cx"),
        ("Monitorowanie błędów i wydajności", "observability"),
    ),
    sms_purpose="Wysyłka kodów weryfikacyjnych SMS",
    countries=("Polska", "Irlandia", "Stany Zjednoczone"),
    legal_forms=("sp. z o.o.", "S.A."),
)

CZECH = Tongue(
    code="cs",
    tld="cz",
    home_blurb="{brand} pomáhá týmům rychleji zpracovávat faktury.",
    list_title="Subzpracovatelé",
    list_link="Subzpracovatelé",
    list_slug="subzpracovatele",
    list_intro=(
        "{brand} využívá k poskytování služeb tyto subzpracovatele."
        " Poslední aktualizace: březen 2026."
    ),
    columns=("Subzpracovatel", "Účel zpracování", "Umístění"),
    legal=("Právní informace", "pravni-informace"),
    legal_intro="Dokumenty, které upravují používání {brand}.",
    hub_list_link="Seznam dalších zpracovatelů",
    privacy=("Ochrana osobních údajů", "ochrana-osobnich-udaju"),
    privacy_title="Zásady ochrany osobních údajů",
    privacy_text=(
        "Zde vysvětlujeme, jak {brand} zpracovává osobní údaje. Údaje sdílíme pouze s dodavateli,"
        " kteří nám pomáhají provozovat službu."
    ),
    privacy_pointer='Aktuální seznam našich subzpracovatelů najdete <a href="{href}">zde</a>.',
    dpa=("Smlouva o zpracování osobních údajů", "smlouva-o-zpracovani"),
    dpa_clause_heading="7. Další zpracovatelé",
    dpa_clause=(
        "7.1 Zákazník uděluje {brand} obecné povolení zapojit subzpracovatele.",
        "7.2 {brand} informuje Zákazníka o nových subzpracovatelích nejméně 30 dní předem.",
        "7.3 Zákazník může z oprávněných důvodů vznést námitku.",
    ),
    not_found_title="Stránka nenalezena",
    not_found_text="Stránka, kterou hledáte, neexistuje. Přejděte na úvodní stránku.",
    login_text="Pro zobrazení seznamu našich subzpracovatelů se přihlaste.",
    login_button="Přihlásit se přes SSO",
    help=("Centrum nápovědy", "napoveda"),
    guide_title="Jak spravovat subzpracovatele",
    guide_steps=(
        "Otevřete Nastavení > Soukromí.",
        "Klikněte na „Přidat subzpracovatele“.",
        "Vyberte dodavatele ze seznamu a uložte.",
        "Vaši zákazníci dostanou automaticky e-mail.",
    ),
    security=("Bezpečnost", "bezpecnost"),
    security_title="Bezpečnost",
    security_points=(
        "Šifrování všech dat při přenosu i v klidu",
        "Denní zálohy ve dvou datových centrech",
        "Každoroční penetrační testy externí firmou",
    ),
    security_note="Každý subzpracovatel je před zapojením prověřen a vázán smlouvou.",
    cookie_link="Cookies a třetí strany",
    cookie_title="Zásady používání souborů cookie",
    cookie_columns=("Cookie", "Poskytovatel", "Účel", "Doba platnosti"),
    cookie_cells=(("Statistika", "2 roky"), ("Prevence podvodů", "1 rok"), ("Chat", "7 dní")),
    integration_title="Integrace s Vantou",
    integration_text="Díky integraci s Vantou se vaši subzpracovatelé synchronizují automaticky.",
    integration_points=(
        "Import subzpracovatelů z {brand}",
        "Upozornění na změny",
        "Přehledy pro audit",
    ),
    purposes=(
        ("Hosting a ukládání dat", "cloud_infra"),
        ("Odesílání transakčních e-mailů", "email"),
        ("Zpracování plateb", "payments"),
        ("Zákaznická podpora přes chat", "support_cx"),
        ("Sledování chyb a výkonu", "observability"),
    ),
    sms_purpose="Odesílání ověřovacích kódů SMS",
    countries=("Česko", "Irsko", "Spojené státy"),
    legal_forms=("s.r.o.", "a.s."),
)

TONGUES = (POLISH, CZECH)
