"""English, German and Dutch discovery words (folded spelling: no accents, `ß` → `ss`)."""

from __future__ import annotations

from vendorstack.scanning.words.lexicon import Lexicon

ENGLISH = Lexicon(
    code="en",
    list_terms=(
        r"sub[\s_-]?processor",
        r"sub[\s_-]?processing",
        r"third[\s-]part(?:y|ies)\s+(?:data\s+)?processors",
        r"processors?\s+list",
        r"list\s+of\s+(?:data\s+)?processors",
    ),
    dpa_terms=(
        r"\bdpa\b",
        r"data[\s_-]processing(?:[\s_-](?:agreement|addendum|terms))?",
        r"\bgdpr\b",
    ),
    provider_terms=(
        r"service[\s_-]providers",
        r"\bvendors?\b",
        r"third[\s_-]part(?:y|ies)",
        r"processors\b",
    ),
    hub_terms=(r"\b(?:legal|trust|privacy)\b",),
    minor_terms=(r"\b(?:security|compliance|policies|policy|terms|gdpr|data protection)\b",),
    docs_terms=(r"\b(?:docs|documentation|help|support|about|company)\b",),
    not_found=(
        r"\b(?:404|page not found|not found|no longer exists"
        r"|page (?:does not|doesn't|could not|cannot) (?:exist|be found)"
        r"|can(?:no|'|)t find (?:that|this|the) page)\b",
    ),
    login=(
        r"\b(?:sign|log)\s?in\b",
        r"\bpassword\b",
        r"\bsingle sign-on\b",
        r"request access",
        r"nda required",
    ),
    shell=(
        r"enable javascript|javascript (?:is )?(?:required|disabled)|requires javascript"
        r"|you need to enable javascript|turn on javascript",
    ),
    challenge=(
        r"checking (?:your|if the site connection is secure)|just a moment\.\.\.|attention required"
        r"|verify (?:you are|you're) (?:a )?human|captcha|ddos protection"
        r"|cf-chl|challenge-platform",
    ),
    guide_openings=(
        r"how\s+(?:to|do|can|does|should)\b",
        r"(?:manag|add|remov|configur|track|import|export|sync)(?:e|es|ing)?\b",
        r"set(?:ting)?\s+up\b",
        r"what\s+(?:is|are)\b",
        r"(?:understanding|introduction|a\s+guide|guide\s+to)\b",
    ),
    possessives=(r"your(?:\s+own)?",),
    guide_words=(
        r"guide|tutorial|template|example|sample|checklist|best\s+practices|faq|explained"
        r"|glossary|definition|monitoring|tracking|typical|popular|frequently\s+used|most\s+common|well[\s-]known",
    ),
    guide_sections=(
        r"blog|news|press|changelog|release\s+notes|integrations?|marketplace|templates?|glossary"
        r"|academy|learn|guides?|tutorials?|how\s+to|webinars?|podcasts?|events",
    ),
    examples=(
        r"\bexamples\b",
        r"\b(?:for\s+example|for\s+instance|e\.\s?g\.)\s*:",
    ),
    example_markers=(
        r"\bfor\s+(?:example|instance)\b",
        r"\be\.\s?g\.",
        r"\bsuch\s+as\b",
    ),
    instructions=(
        r"\bclick\b",
        r"\bgo\s+to\b",
        r"\bnavigate\s+to\b",
        r"\bselect\b",
        r"\bsettings\s*>",
        r"\bstep\s+\d",
    ),
    other_documents=(
        r"\b(?:security|integrations?|marketplace|help\s+cent(?:er|re)|knowledge\s+base"
        r"|support\s+cent(?:er|re)|documentation|api\s+reference|changelog|release\s+notes|blog)\b",
    ),
    cookie_terms=(r"\bcookie\w*",),
    durations=(r"\b(?:expir(?:y|ation|es)|duration|lifetime|lifespan|retention|max[\s-]?age)\b",),
)

GERMAN = Lexicon(
    code="de",
    list_terms=(
        r"\bunter[\s-]?auftrags[\s-]?verarbeit(?:er|ung)\w*",
        r"\bsub[\s-]?auftrags[\s-]?verarbeiter\w*",
        r"\bweiteren?\s+auftragsverarbeiter\w*",
        r"\bsub[\s-]?unternehmer\w*",
        r"\bunterauftragnehmer\w*",
    ),
    processor_terms=(r"\bauftragsverarbeiter(?!s?vertrag|s?vereinbarung|[\s-]vertrag)\w*",),
    dpa_terms=(
        r"\bauftragsverarbeitung\w*",
        r"\bauftragsverarbeiters?(?:vertrag|vereinbarung)",
        r"\b(?:avv|adv|dsgvo)\b",
        r"\bdatenverarbeitungs(?:vertrag|vereinbarung)",
    ),
    provider_terms=(
        r"\bdienstleister\w*",
        r"\bdrittanbieter\w*",
        r"\bdritte[n]?\b",
        r"\blieferanten\b",
    ),
    hub_terms=(r"\bimpressum\b", r"\brechtliche[sn]?\b", r"\bdatenschutz\w*"),
    minor_terms=(r"\b(?:sicherheit|agb|nutzungsbedingungen|geschaftsbedingungen|richtlinien)\b",),
    docs_terms=(r"\b(?:hilfe|dokumentation|unternehmen)\b", r"\buber\s+uns\b"),
    not_found=(
        r"seite\s+(?:wurde\s+)?nicht\s+gefunden",
        r"nicht\s+gefunden",
        r"existiert\s+nicht",
        r"fehler\s+404",
    ),
    login=(
        r"\b(?:anmelden|anmeldung|einloggen|passwort|kennwort)\b",
        r"\bmelden\s+sie\s+sich\s+an\b",
        r"zugang\s+anfordern",
    ),
    shell=(r"javascript\s+(?:aktivieren|einschalten)", r"aktivieren\s+sie\s+javascript"),
    challenge=(r"einen\s+moment,?\s+bitte", r"uberprufung\s+(?:ihres|des)\s+browsers"),
    guide_openings=(r"wie\b", r"so\s+\w+\s+(?:sie|du)\b", r"anleitung\b"),
    possessives=(r"(?:ihre|deine|eure)(?:\s+eigenen)?",),
    guide_words=(
        r"anleitung|leitfaden|vorlage|muster\w*|beispiel\w*|checkliste|glossar|definition|erklart|uberwachung|typische\w*|haufige\w*|verbreitete\w*|gangige\w*|bekannte\w*",
    ),
    guide_sections=(r"ratgeber|anleitungen|vorlagen|glossar|integrationen|neuigkeiten",),
    examples=(
        r"\bbeispiele\b",
        r"\b(?:zum\s+beispiel|z\.\s?b\.|beispielsweise)\s*:",
    ),
    example_markers=(
        r"\bzum\s+beispiel\b",
        r"\bz\.\s?b\.",
        r"\bbeispielsweise\b",
        r"\bwie\s+etwa\b",
    ),
    instructions=(
        r"\bklicken\s+sie\b",
        r"\bklicke\b",
        r"\bgehen\s+sie\s+(?:zu|auf)\b",
        r"\bwahlen\s+sie\b",
        r"\beinstellungen\s*>",
        r"\bschritt\s+\d",
    ),
    other_documents=(
        r"\b(?:sicherheit|integrationen|hilfe\w*|wissensdatenbank|dokumentation"
        r"|versionshinweise|neuigkeiten)\b",
    ),
    durations=(r"\b(?:laufzeit|speicherdauer|ablauf\w*|gultigkeit|dauer)\b",),
    paths=(
        ("/unterauftragsverarbeiter", 46),
        ("/rechtliches/unterauftragsverarbeiter", 44),
        ("/legal/unterauftragsverarbeiter", 43),
        ("/datenschutz/unterauftragsverarbeiter", 41),
    ),
    tlds=("de", "at", "ch", "li"),
)

DUTCH = Lexicon(
    code="nl",
    list_terms=(
        r"\bsub[\s-]?verwerk(?:er|ers|ing)\b",
        r"\bonder[\s-]?verwerkers?\b",
        r"\bsub[\s-]?bewerkers?\b",
    ),
    processor_terms=(r"\bverwerkers\b", r"\bonderaannemers\b"),
    dpa_terms=(r"\bverwerkers?overeenkomst\w*", r"\bverwerkingsovereenkomst\w*", r"\bavg\b"),
    provider_terms=(r"\b(?:dienstverleners|leveranciers|derden)\b", r"\bderde\s+partijen\b"),
    hub_terms=(r"\bjuridisch\w*", r"\bprivacy\w*", r"\bdisclaimer\b"),
    minor_terms=(r"\b(?:beveiliging|veiligheid|voorwaarden|naleving)\b",),
    docs_terms=(r"\b(?:hulp|documentatie|ondersteuning)\b", r"\bover\s+ons\b"),
    not_found=(r"pagina\s+niet\s+gevonden", r"niet\s+gevonden", r"bestaat\s+niet"),
    login=(r"\b(?:inloggen|aanmelden|wachtwoord)\b", r"toegang\s+aanvragen"),
    shell=(r"javascript\s+inschakelen", r"schakel\s+javascript\s+in"),
    challenge=(r"even\s+geduld", r"een\s+moment\s+geduld"),
    guide_openings=(r"hoe\b", r"wat\s+(?:is|zijn)\b", r"beheer\b"),
    possessives=(r"(?:uw|je|jouw)(?:\s+eigen)?",),
    guide_words=(
        r"handleiding|sjabloon|voorbeeld\w*|uitleg|woordenlijst|checklist|bewaken|bewaking|monitoring|veelvoorkomende|typische|populaire|gangbare|bekende",
    ),
    guide_sections=(r"handleidingen|sjablonen|integraties|nieuws",),
    examples=(
        r"\bvoorbeelden\b",
        r"\b(?:bijvoorbeeld|bijv\.|bv\.)\s*:",
    ),
    example_markers=(
        r"\bbijvoorbeeld\b",
        r"\bbijv\.",
        r"\bzoals\b",
    ),
    instructions=(
        r"\bklik\s+op\b",
        r"\bga\s+naar\b",
        r"\bselecteer\b",
        r"\binstellingen\s*>",
        r"\bstap\s+\d",
    ),
    other_documents=(
        r"\b(?:beveiliging|integraties?|helpcentrum|kennisbank|documentatie|nieuws)\b",
    ),
    durations=(r"\b(?:looptijd|bewaartermijn|vervaldatum|geldigheid|duur)\b",),
    paths=(
        ("/subverwerkers", 46),
        ("/sub-verwerkers", 44),
        ("/legal/subverwerkers", 43),
        ("/privacy/subverwerkers", 41),
    ),
    tlds=("nl",),
)

LEXICONS = (ENGLISH, GERMAN, DUTCH)
