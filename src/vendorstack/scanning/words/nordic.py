"""Swedish, Danish, Norwegian and Finnish discovery words (folded spelling: `ø` → `o`,
`å` → `a`, `ä` → `a`). Finnish inflects its nouns, so its terms are stems (`alihankkij\\w*`).
"""

from __future__ import annotations

from vendorstack.scanning.words.lexicon import Lexicon

SWEDISH = Lexicon(
    code="sv",
    list_terms=(r"\bunderbitrad\w*", r"\bunderpersonuppgiftsbitrad\w*"),
    processor_terms=(r"\bpersonuppgiftsbitraden\b", r"\bunderleverantorer\b"),
    dpa_terms=(r"\b(?:personuppgifts)?bitradesavtal\w*", r"\bpub[\s-]?avtal\w*"),
    provider_terms=(r"\b(?:tjanste)?leverantorer\b", r"\btredje\s+part\w*"),
    hub_terms=(r"\bjuridisk\w*", r"\bintegritet\w*", r"\b(?:dataskydd|personuppgifter)\b"),
    minor_terms=(r"\b(?:sakerhet|villkor|anvandarvillkor)\b",),
    docs_terms=(r"\b(?:hjalp|dokumentation|foretaget)\b", r"\bom\s+oss\b"),
    not_found=(
        r"sidan\s+(?:kunde\s+inte\s+hittas|hittades\s+inte|finns\s+inte)",
        r"hittades\s+inte",
    ),
    login=(r"logga\s+in", r"\blosenord\b"),
    shell=(r"aktivera\s+javascript",),
    challenge=(r"ett\s+ogonblick",),
    guide_openings=(r"hur\b", r"sa\s+\w+\s+du\b", r"vad\s+ar\b", r"hantera\b"),
    possessives=(r"(?:dina|era)(?:\s+egna)?",),
    guide_words=(r"guide|mall|exempel|ordlista|overvakning",),
    guide_sections=(r"guider|mallar|integrationer|nyheter",),
    examples=(
        r"\bexempel\s+(?:pa|ar)\b",
        r"\b(?:till\s+exempel|t\.\s?ex\.)\s*:",
    ),
    example_markers=(
        r"\btill\s+exempel\b",
        r"\bt\.\s?ex\.",
        r"\bsasom\b",
    ),
    instructions=(
        r"\bklicka\s+pa\b",
        r"\bga\s+till\b",
        r"\bvalj\b",
        r"\binstallningar\s*>",
        r"\bsteg\s+\d",
    ),
    other_documents=(r"\b(?:sakerhet|integrationer|hjalpcenter|dokumentation|nyheter|blogg)\b",),
    cookie_terms=(r"\bkak(?:a|or|orna)\b",),
    durations=(r"\b(?:varaktighet|lagringstid|giltighet\w*|utgang)\b",),
    paths=(("/underbitraden", 46), ("/legal/underbitraden", 43)),
    tlds=("se",),
)

DANISH = Lexicon(
    code="da",
    list_terms=(r"\bunderdatabehandler\w*",),
    processor_terms=(r"\bdatabehandlere\b", r"\bunderleverandorer\b"),
    dpa_terms=(r"\bdatabehandleraftale\w*",),
    provider_terms=(r"\b(?:leverandorer|tjenesteudbydere)\b", r"\btredjepart\w*"),
    hub_terms=(r"\bjuridisk\w*", r"\bprivatliv\w*", r"\bpersondata\w*", r"\bdatabeskyttelse\b"),
    minor_terms=(r"\b(?:sikkerhed|vilkar|betingelser)\b",),
    docs_terms=(r"\b(?:hjaelp|dokumentation)\b", r"\bom\s+os\b"),
    not_found=(
        r"siden\s+(?:blev\s+ikke\s+fundet|findes\s+ikke|kunne\s+ikke\s+findes)",
        r"ikke\s+fundet",
    ),
    login=(r"log\s+ind", r"\badgangskode\b"),
    shell=(r"aktiver\s+javascript", r"sla\s+javascript\s+til"),
    challenge=(r"et\s+ojeblik",),
    guide_openings=(r"hvordan\b", r"sadan\b", r"hvad\s+er\b"),
    possessives=(r"(?:dine|jeres)(?:\s+egne)?",),
    guide_words=(r"guide|vejledning|skabelon|eksempel|ordliste|overvagning",),
    guide_sections=(r"vejledninger|skabeloner|integrationer|nyheder",),
    examples=(
        r"\beksempler\b",
        r"\b(?:for\s+eksempel|f\.\s?eks\.|fx\.?)\s*:",
    ),
    example_markers=(
        r"\bfor\s+eksempel\b",
        r"\bf\.\s?eks\.",
        r"\bsasom\b",
    ),
    instructions=(
        r"\bklik\s+pa\b",
        r"\bga\s+til\b",
        r"\bvaelg\b",
        r"\bindstillinger\s*>",
        r"\btrin\s+\d",
    ),
    other_documents=(r"\b(?:sikkerhed|integrationer|hjaelpecenter|dokumentation|nyheder)\b",),
    durations=(r"\b(?:varighed|udlob|opbevaring\w*)\b",),
    paths=(("/underdatabehandlere", 46), ("/legal/underdatabehandlere", 43)),
    tlds=("dk",),
)

NORWEGIAN = Lexicon(
    code="no",
    list_terms=(r"\bunderdatabehandler\w*",),
    processor_terms=(r"\bdatabehandlere\b", r"\bunderleverandorer\b"),
    dpa_terms=(r"\bdatabehandleravtale\w*",),
    provider_terms=(r"\b(?:tjeneste)?leverandorer\b", r"\btredjepart\w*"),
    hub_terms=(r"\bjuridisk\w*", r"\bpersonvern\w*"),
    minor_terms=(r"\b(?:sikkerhet|vilkar)\b",),
    docs_terms=(r"\b(?:hjelp|dokumentasjon)\b", r"\bom\s+oss\b"),
    not_found=(
        r"siden\s+(?:ble\s+ikke\s+funnet|finnes\s+ikke)",
        r"finner\s+ikke\s+siden",
        r"ikke\s+funnet",
    ),
    login=(r"logg\s+inn", r"\bpassord\b"),
    shell=(r"aktiver\s+javascript", r"sla\s+pa\s+javascript"),
    challenge=(r"et\s+oyeblikk",),
    guide_openings=(r"hvordan\b", r"slik\b", r"hva\s+er\b"),
    guide_words=(r"veiledning|mal|eksempel|ordliste|overvaking",),
    guide_sections=(r"veiledninger|maler|integrasjoner|nyheter",),
    examples=(
        r"\beksempler\b",
        r"\b(?:for\s+eksempel|f\.\s?eks\.)\s*:",
    ),
    example_markers=(
        r"\bfor\s+eksempel\b",
        r"\bf\.\s?eks\.",
        r"\bslik\s+som\b",
    ),
    instructions=(
        r"\bklikk\s+pa\b",
        r"\bga\s+til\b",
        r"\bvelg\b",
        r"\binnstillinger\s*>",
        r"\btrinn\s+\d",
    ),
    other_documents=(r"\b(?:sikkerhet|integrasjon(?:er)?|hjelpesenter|dokumentasjon|nyheter)\b",),
    cookie_terms=(r"\binformasjonskaps\w*",),
    durations=(r"\b(?:varighet|utlop\w*|lagringstid)\b",),
    paths=(("/underdatabehandlere", 46), ("/legal/underdatabehandlere", 43)),
    tlds=("no",),
)

FINNISH = Lexicon(
    code="fi",
    list_terms=(r"\balihankkij\w*", r"\balikasittelij\w*", r"\baliprosessor\w*"),
    processor_terms=(r"\bhenkilotietojen\s+kasittelij\w*",),
    dpa_terms=(r"\b(?:henkilo)?tietojen\s*kasittelysopimu\w*", r"\bkasittelysopimu\w*"),
    provider_terms=(r"\bpalveluntarjoaj\w*", r"\btoimittaj\w*", r"\bkolmannet\s+osapuolet\b"),
    hub_terms=(r"\btietosuoj\w*", r"\byksityisyy\w*", r"\boikeudelliset\s+tiedot\b"),
    minor_terms=(r"\btietoturv\w*", r"\b(?:kayttoehdot|ehdot)\b"),
    docs_terms=(r"\b(?:ohjeet|tuki|dokumentaatio|yritys)\b", r"\bmeista\b"),
    not_found=(r"sivua\s+ei\s+(?:loytynyt|loydy)", r"ei\s+loytynyt"),
    login=(r"\bkirjaudu\w*", r"\bsalasana\w*"),
    shell=(r"ota\s+javascript\s+kayttoon",),
    challenge=(r"\bhetkinen\b",),
    guide_openings=(r"miten\b", r"nain\b", r"mika\s+on\b", r"mitka\s+ovat\b"),
    guide_words=(r"opas|ohje\w*|malli|esimerkki|sanasto|seuranta|valvonta",),
    guide_sections=(r"oppaat|mallit|integraatiot|uutiset|blogi",),
    examples=(
        r"\besimerkkej\w*",
        r"\b(?:esimerkiksi|esim\.)\s*:",
    ),
    example_markers=(
        r"\besimerkiksi\b",
        r"\besim\.",
        r"\bkuten\b",
    ),
    instructions=(
        r"\bnapsauta\b",
        r"\bsiirry\b",
        r"\bvalitse\b",
        r"\basetukset\s*>",
        r"\bvaihe\s+\d",
    ),
    other_documents=(r"\b(?:tietoturva|integraatio\w*|tukikeskus|ohjeet|dokumentaatio|uutiset)\b",),
    cookie_terms=(r"\bevaste\w*",),
    durations=(r"\b(?:voimassaolo\w*|kesto|sailytysaika)\b",),
    paths=(("/alihankkijat", 46), ("/legal/alihankkijat", 43)),
    tlds=("fi",),
)

LEXICONS = (SWEDISH, DANISH, NORWEGIAN, FINNISH)
