"""Regular expressions over what a page or a section says about itself, one alternative group
per language (en, de, fr, nl, es, it, pt, sv, da/nb, fi, pl, cs). All are matched against
lower-cased text."""

from __future__ import annotations

import re


def _any(*parts: str) -> re.Pattern[str]:
    return re.compile("|".join(f"(?:{p})" for p in parts))


def _at_word_start(*parts: str) -> re.Pattern[str]:
    return re.compile(r"\b(?:" + "|".join(f"(?:{p})" for p in parts) + ")")


# Wording that names a list of sub-processors (a disclosure's own title or heading).
DISCLOSURE = _any(
    r"sub[- ]?\s?processor|sub[- ]?processing|third[- ]party (?:data )?processors|"
    r"data processing (?:vendors|partners)|(?:list of|following) (?:our )?(?:(?:third[- ]party )?"
    r"service providers|vendors|processors|third[- ]part(?:y|ies))|service providers? list",
    r"unter[- ]?auftrags[- ]?verarbeiter|sub[- ]?auftrags[- ]?verarbeiter|unterauftragnehmer|"
    r"subunternehmer|weitere[n]? auftragsverarbeiter|liste (?:der|unserer) (?:auftragsverarbeiter|"
    r"dienstleister|drittanbieter)|(?:eingesetzte|beauftragte)n? "
    r"(?:dienstleister|auftragsverarbeiter)",
    r"sous[- ]?traitants? ultérieurs?|sous[- ]?traitance ultérieure|sous[- ]?processeurs?|"
    r"(?:liste des|nos) sous[- ]?traitants",
    r"sub[- ]?verwerker|subverwerking|(?:lijst (?:van|met)|onze) (?:sub)?verwerkers",
    r"sub[- ]?encargad[oa]s?|sub[- ]?procesador|(?:lista de|nuestros) (?:sub)?encargados",
    r"sub[- ]?responsabili|sub[- ]?processor[ie]|(?:elenco dei|nostri) responsabili",
    r"sub[- ]?respons[aá]ve(?:l|is)|sub[- ]?processador|sub[- ]?operador|"
    r"subcontratantes? ulteriores?|(?:lista de|nossos) (?:sub)?(?:operadores|subcontratantes)",
    r"underbiträd\w*|underpersonuppgiftsbiträd\w*|(?:lista|förteckning) över (?:våra )?"
    r"(?:personuppgiftsbiträden|underleverantörer)",
    r"underdatabehandler\w*|(?:liste|oversigt|oversikt) over (?:vores |våre )?databehandlere",
    r"alihankkij\w*|alikäsittelij\w*|aliprosessor\w*",
    r"podprocesor\w*|subprocesor\w*|podmiot\w* podprzetwarzając\w*|"
    r"dalsz\w* podmiot\w* przetwarzając\w*",
    r"subzpracovatel\w*|podzpracovatel\w*|(?:další|dílčí)\w* zpracovatel\w*",
)
# Headings that name a vendor list without the word "sub-processor" ("Our service providers").
SOFT_DISCLOSURE = _any(
    r"service providers|third[- ]part(?:y|ies)|vendors|processors|data processing",
    r"dienstleister|drittanbieter|auftragsverarbeiter\b",
    r"prestataires|fournisseurs|sous[- ]?traitants|tiers\b",
    r"dienstverleners|leveranciers|verwerkers|derde partijen",
    r"proveedores|terceros|encargados",
    r"fornitori|terze parti|responsabili",
    r"prestadores|fornecedores|terceiros|operadores|subcontratantes",
    r"leverantörer|tredje part|personuppgiftsbiträd|underleverantörer",
    r"leverandører|tjenesteudbydere|tredjepart|databehandler[ne]",
    r"palveluntarjoaj|toimittaj|kolmannet osapuolet|käsittelij",
    r"dostawc|podmioty trzecie|podmiot\w* przetwarzając|odbiorcy danych",
    r"dodavatel|třetí strany|zpracovatel[éeůi]|poskytovatel\w* služeb",
)
# Section headings whose rows are not current third-party sub-processors.
EXCLUDED_SECTION = _any(
    r"\baffiliates\b|\baffiliated\b|affiliate (?:compan|entit)|intra[- ]?group|"
    r"group (?:compan|entit|member)|(?:our|corporate) (?:group|entities)|"
    r"\bformer\b|\bremoved|no longer (?:used|in use|engaged|active)|\bremovals?\b|"
    r"\bprevious|\bhistor|deprecat|discontinu|\barchived?\b|"
    r"change ?log|changes? (?:history|log)|\bchanges\b(?! to)|what.s changed|"
    r"revision|version history|recent (?:changes|updates)|"
    r"^\W*(?:\d+\.?\s*)?updates?\b(?! to)|independent controller|sub-sub|onward|"
    r"^\W*integrations?\W*$|"
    r"marketplace|contact (?:us|information)|not (?:a |our )?sub-?\s?processors|"
    r"\bexamples?\b|\bsample\b",
    r"verbundene unternehmen|konzern|unternehmensgruppe|gruppengesellschaft|tochtergesellschaft|"
    r"ehemalig|frühere|entfernt|nicht mehr|änderungs|\bänderungen\b(?! an)|\barchiv\b|"
    r"^\W*(?:\d+\.?\s*)?aktualisierungen|"
    r"versionshistorie|unabhängige verantwortliche|eigenständige verantwortliche|"
    r"keine (?:unter)?auftragsverarbeiter|\bbeispiele?\b|^\W*integrationen\W*$",
    r"sociétés? affiliées?|filiales|(?:entités|sociétés) du groupe|\banciens\b|retirés|supprimés|"
    r"historique|\bmodifications\b|^\W*(?:\d+\.?\s*)?mises? à jour|journal des|"
    r"responsables (?:de traitement )?"
    r"indépendants|ne sont pas des sous[- ]?traitants|\bexemples?\b|^\W*intégrations\W*$",
    r"gelieerde|groepsmaatschappij|dochteronderneming|voormalige|verwijderde|\beerdere\b|"
    r"wijzigingen|wijzigingslog|versiegeschiedenis|zelfstandige? verwerkingsverantwoordelijke|"
    r"geen (?:sub)?verwerkers|\bvoorbeelden?\b|^\W*integraties\W*$",
    r"(?:empresas|sociedades|entidades) (?:del grupo|vinculadas)|\bfiliales\b|afiliadas|"
    r"\bantiguos\b|"
    r"\banteriores\b|eliminados|retirados|historial|registro de cambios|\bcambios\b|"
    r"^\W*(?:\d+\.?\s*)?actualizaciones|responsables independientes|"
    r"no son (?:sub)?encargados|\bejemplos?\b|"
    r"^\W*integraciones\W*$",
    r"società del gruppo|(?:società|entità) affiliate|controllate|consociate|collegate|"
    r"\bex[- ]|precedenti|rimoss|cessati|"
    r"storico|\bmodifiche\b|^\W*(?:\d+\.?\s*)?aggiornamenti|titolari autonomi|"
    r"non sono (?:sub-?)?responsabili|"
    r"\besempi\b|\besempio\b|^\W*integrazioni\W*$",
    r"(?:empresas|entidades) do grupo|subsidiárias|\bfiliais\b|\bantigos\b|removidos|"
    r"histórico|alterações|^\W*(?:\d+\.?\s*)?atualizações|responsáveis independentes|"
    r"controladores independentes|"
    r"não são (?:sub)?(?:operadores|processadores|contratantes|responsáveis)|\bexemplos?\b|"
    r"^\W*integrações\W*$",
    r"koncernbolag|dotterbolag|närstående bolag|\btidigare\b|borttagna|ändringshistorik|"
    r"^\W*(?:\d+\.?\s*)?(?:ändringar|uppdateringar)\W*$|versionshistorik|"
    r"självständiga personuppgiftsansvariga|inte (?:är )?(?:under)?biträden|\bexempel\b|"
    r"^\W*integrationer\W*$",
    r"koncernselskaber|datterselskaber|tilknyttede selskaber|\btidligere\b|fjernede|"
    r"ændringshistorik|^\W*(?:\d+\.?\s*)?(?:ændringer|opdateringer)\W*$|versionshistorik|"
    r"selvstændige dataansvarlige|ikke (?:under)?databehandlere|\beksempler?\b|"
    r"^\W*integrationer\W*$",
    r"konsernselskaper|datterselskaper|tilknyttede selskaper|endringshistorikk|"
    r"^\W*(?:\d+\.?\s*)?(?:endringer|oppdateringer)\W*$|versjonshistorikk|"
    r"selvstendige behandlingsansvarlige|^\W*integrasjoner\W*$",
    r"konserniyhti|tytäryhti|\bentiset\b|\baiemmat\b|poistetut|muutoshistoria|"
    r"^\W*(?:\d+\.?\s*)?(?:muutokset|päivitykset)\W*$|versiohistoria|"
    r"itsenäiset rekisterinpitäjät|eivät ole (?:ali)?käsittelijöitä|\besimerkk|"
    r"^\W*integraatiot\W*$",
    r"podmioty powiązane|spółki zależne|grupa kapitałowa|spółki z grupy|\bbyli\b|\bdawni\b|"
    r"usunięt|historia zmian|rejestr zmian|^\W*(?:\d+\.?\s*)?(?:zmiany|aktualizacje)\W*$|"
    r"niezależni administratorzy|nie są (?:pod|sub)procesorami|\bprzykład\w*|"
    r"^\W*integracje\W*$",
    r"přidružené společnosti|dceřiné společnosti|společnosti ve skupině|\bbývalí\b|"
    r"\bdřívější\b|odstranění|historie změn|^\W*(?:\d+\.?\s*)?(?:změny|aktualizace)\W*$|"
    r"nezávislí správci|samostatní správci|nejsou (?:sub)?zpracovatel|\bpříklad\w*|"
    r"^\W*integrace\W*$",
)
# A paragraph introducing a list of vendors that are not (current) sub-processors. Searched in
# every paragraph, so the branches are tried only where a word starts.
EXCLUDING_INTRO = _at_word_start(
    r"(?:are|is) not (?:our |considered )?(?:sub-?\s?processors|processors)|"
    r"not (?:a |our )?sub-?\s?processors?|no longer (?:use|engage|work)|(?:have been|were) removed|"
    r"independent (?:data )?controllers",
    r"keine (?:unter)?auftragsverarbeiter|nicht (?:mehr )?als (?:unter)?auftragsverarbeiter|"
    r"nicht mehr (?:eingesetzt|genutzt|verwendet)|wurden entfernt|eigenständige verantwortliche|"
    r"unabhängige verantwortliche",
    r"ne sont (?:\w+ )?pas des sous[- ]?traitants|ne sont plus (?:utilisés|des sous)|"
    r"ont été retirés|"
    r"responsables (?:de traitement )?indépendants",
    r"(?:zijn|is) (?:\w+ )?geen (?:sub)?verwerker|niet langer|"
    r"niet meer (?:gebruikt|ingeschakeld)|"
    r"zijn verwijderd|zelfstandige? verwerkingsverantwoordelijke",
    r"no (?:son|es|se consideran) (?:sub)?(?:encargados|procesadores)|ya no (?:se )?utiliza|"
    r"han sido eliminados|responsables independientes",
    r"non (?:sono|è) (?:sub-?)?(?:responsabili|processori)|non (?:sono )?più utilizzat|"
    r"sono stati rimossi|titolari autonomi",
    r"não (?:são|é) (?:sub)?(?:operadores|processadores|contratantes|responsáveis)|"
    r"já não (?:são )?utilizad|foram removidos|responsáveis independentes",
    r"är inte (?:\w+ )?(?:under)?biträden|används inte längre|har tagits bort|"
    r"självständiga personuppgiftsansvariga",
    r"er ikke (?:\w+ )?(?:under)?databehandlere|(?:bruges|anvendes|brukes) ikke (?:længere|lenger)|"
    r"er (?:blevet|blitt) fjernet|selvstændige dataansvarlige|"
    r"selvstendige behandlingsansvarlige",
    r"eivät ole (?:\w+ )?(?:ali)?(?:käsittelijöitä|hankkijoita)|ei enää käytetä|on poistettu|"
    r"itsenäisiä rekisterinpitäjiä|itsenäiset rekisterinpitäjät",
    r"nie (?:są|jest) (?:\w+ )?(?:pod|sub)procesor|nie (?:są już|jest już) wykorzystywan|"
    r"nie korzystamy już|zostały usunięte|niezależn\w* administrator",
    r"nejsou (?:\w+ )?(?:sub|pod)?zpracovatel|již nepoužíváme|byly odstraněny|"
    r"samostatn\w* správc|nezávisl\w* správc",
)
# A paragraph announcing the list below it ("We use the following sub-processors:").
LIST_INTRO = _at_word_start(
    r"(?:the )?following|listed below|below",
    r"folgende|nachstehend|nachfolgend|unten",
    r"suivant|ci-dessous|ci-après",
    r"volgende|hieronder",
    r"siguientes|a continuación",
    r"seguenti|di seguito|qui sotto",
    r"seguintes|abaixo|a seguir",
    r"följande|nedan|følgende|nedenfor|herunder",
    r"seuraav\w*|alla olev\w*|alla luetel\w*",
    r"następując\w*|poniżej|poniższ\w*",
    r"následující\w*|níže",
)
# A row saying its vendor is gone.
REMOVED_ROW = _any(
    r"(?:^\W*|:\s*)(?:removed|removal of|deleted|discontinued|retired|deprecated)\b|"
    r"\b(?:was|were|has been|have been|is being|will be) (?:removed|discontinued|retired|replaced)|"
    r"\((?:removed|former\b|discontinued|deprecated|retired)[^)]*\)|\bno longer (?:used|a sub)",
    r"(?:^\W*|:\s*)(?:entfernt|gestrichen|retiré|supprimé|verwijderd|eliminado|rimosso|removido)\b|"
    r"\((?:entfernt|ehemalig|retiré|ancien|verwijderd|voormalig|eliminado|antiguo|rimosso|"
    r"removido|antigo)[^)]*\)|\(ex[- ]?(?:sub|fornitor|responsabil|prestat|fournisseur)[^)]*\)",
    r"nicht mehr (?:genutzt|verwendet|eingesetzt|aktiv)|n'est plus (?:utilisé|un sous)|"
    r"niet meer (?:gebruikt|actief)|ya no (?:se utiliza|es)|non (?:è )?più (?:utilizzat|attiv)|"
    r"já não é (?:utilizad|usad)|deixou de ser",
    r"(?:^\W*|:\s*)(?:borttagen|borttagna|fjernet|poistettu|usunięt\w*|odstraněn\w*)(?!\w)|"
    r"\((?:borttagen|tidigare|fjernet|tidligere|poistettu|entinen|usunięt\w*|były|dawny|"
    r"odstraněn\w*|bývalý)[^)]*\)|används inte längre|(?:bruges|brukes) ikke (?:længere|lenger)|"
    r"ei (?:ole )?enää käytössä|nie jest już (?:używan|wykorzystywan)|již se nepoužívá",
)
# Rows and sentences saying the entity is not a sub-processor.
NOT_PROCESSOR_ROW = _any(
    r"^\W*(?:[\w-]+\W+){0,3}powered by|all rights reserved|©|\(c\) \d{4}|"
    r"\bindependent (?:data )?controller|"
    r"\bnot (?:a |our )?sub-?\s?processor|\bare not (?:our )?(?:sub-?\s?)?processors|"
    r"(?:at|in) (?:its|their|your) own discretion",
    r"keine? (?:unter)?auftragsverarbeiter|eigenständige[rn]? verantwortliche|"
    r"ne (?:sont|est) pas (?:des |un )?sous[- ]?traitants?|(?:zijn|is) geen (?:sub)?verwerker|"
    r"no (?:son|es) (?:sub)?encargad|non (?:sono|è) (?:un )?(?:sub-?)?responsabil|"
    r"não (?:são|é) (?:um )?(?:sub)?(?:operador|processador|contratante)",
    r"är inte (?:ett )?(?:under)?biträde|självständig personuppgiftsansvarig|"
    r"er ikke (?:en )?(?:under)?databehandler|selvstændig dataansvarlig|"
    r"selvstendig behandlingsansvarlig|ei ole (?:ali)?käsittelijä|itsenäinen rekisterinpitäjä|"
    r"nie jest (?:pod|sub)procesorem|niezależny administrator|není (?:sub)?zpracovatel|"
    r"samostatný správce",
)
# Rows whose category cell says the entity belongs to the company's group.
AFFILIATE_ROW = re.compile(
    r"^\W*(?:affiliates?|intra[- ]?group|group (?:company|entity|member)|konzern\w*|"
    r"verbundene[sn]? unternehmen|filiales?|sociétés? du groupe|société affiliée|"
    r"groepsmaatschappij\w*|empresas? del grupo|società del gruppo|empresas? do grupo|"
    r"koncernbolag\w*|dotterbolag\w*|koncernselskab\w*|datterselskab\w*|konsernselskap\w*|"
    r"datterselskap\w*|konserniyhtiö\w*|tytäryhtiö\w*|podmiot\w* powiązan\w*|spółk\w* zależn\w*|"
    r"přidružen\w* společnost\w*|dceřin\w* společnost\w*)\b"
)
# A page whose title or first heading reads as an explanation, a guide or a template.
GUIDE_TITLE = _any(
    r"\bwhat (?:is|are)\b|\bhow (?:to|do|does|you)\b|\bguide\b|\btemplate|\bchecklist|"
    r"best practices|explained|everything you need|\bunderstanding\b|\bexamples?\b|\btutorial",
    r"\bwas (?:ist|sind)\b|\bwie (?:sie|man|funktioniert)\b|leitfaden|ratgeber|vorlage|muster|"
    r"checkliste|anleitung",
    r"qu.est[- ]ce qu|\bcomment\b|\bguide\b|\bmodèle\b|\bexemple",
    r"\bwat (?:is|zijn)\b|\bhoe\b|handleiding|sjabloon|voorbeeld",
    r"qu[ée] (?:es|son)\b|\bc[óo]mo\b|\bgu[íi]a\b|plantilla|\bejemplo",
    r"cos.è|che cos|cosa sono|\bcome\b|\bguida\b|\bmodello\b|\besempio",
    r"o que (?:é|são)\b|\bcomo\b|\bguia\b|\bmodelo\b|\bexemplo",
    r"\bvad (?:är|betyder)\b|\bhur\b|\bså \w+ du\b|\bguide\b|\bmall\b|\bexempel\b|checklista",
    r"\bhvad er\b|\bhva er\b|\bhvordan\b|\bsådan\b|\bslik\b|vejledning|veiledning|skabelon|"
    r"\bmal\b|\beksempel|tjekliste|sjekkliste",
    r"\bmikä (?:on|ovat)\b|\bmitkä\b|\bmiten\b|\bopas\b|\bohje|\bmalli\b|esimerkk|tarkistuslista",
    r"\bczym (?:jest|są)\b|\bco to\b|\bjak\b|przewodnik|poradnik|szablon|\bwzór\b|przykład|"
    r"lista kontrolna",
    r"\bco (?:je|jsou)\b|\bjak\b|průvodce|návod|šablona|\bvzor\b|příklad|kontrolní seznam",
)
# Second-person talk of sub-processors: a guide or a product's documentation, not a list.
# Searched over a whole page: every branch starts a word, and the boundary is hoisted out of
# the alternation so the engine tries the branches only where a word starts (several times
# faster on a long page than a branch-by-branch `\b`).
YOUR_PROCESSORS = _at_word_start(
    r"your (?:sub-?\s?processors|vendors|service providers)",
    r"ihre[rn]? (?:unter)?auftragsverarbeiter",
    r"(?:vos|votre liste de) sous[- ]?traitants",
    r"uw (?:sub)?verwerkers",
    r"sus (?:sub)?encargados",
    r"i (?:tuoi|vostri) (?:sub-?)?responsabili",
    r"os (?:seus|teus) (?:sub)?(?:operadores|subcontratantes)",
    r"(?:dina|era) (?:underbiträden|personuppgiftsbiträden|leverantörer)",
    r"(?:dine|jeres|deres) (?:underdatabehandlere|databehandlere|leverandører)|"
    r"underdatabehandlerne dine",
    r"(?:alihankkijasi|alikäsittelijäsi|toimittajasi)\b",
    r"(?:twoi\w*|waszych|wasi) (?:pod|sub)procesor\w*|twoich dostawców",
    r"vaš\w* (?:sub|pod)zpracovatel\w*|vaš\w* dodavatel\w*",
)
OUR_PROCESSORS = _any(
    r"\b(?:our|we use|we engage)\b",
    r"\b(?:unsere?n?|wir setzen|wir nutzen|wir verwenden)\b",
    r"\b(?:nos|notre|nous faisons appel|nous utilisons)\b",
    r"\b(?:onze|wij gebruiken|we gebruiken|wij maken gebruik)\b",
    r"\b(?:nuestros|nuestras|utilizamos)\b",
    r"\b(?:nostri|nostre|utilizziamo|ci avvaliamo)\b",
    r"\b(?:nossos|nossas|utilizamos|recorremos)\b",
    r"\b(?:våra|vår|vi använder|vi anlitar|anlitar)\b",
    r"\b(?:vores|våre|vi bruger|vi benytter|vi bruker|benytter|anvender)\b",
    r"\b(?:käytämme|käyttää|meidän)\b",
    r"\b(?:nasi|naszych|nasze|korzystamy|wykorzystujemy|powierzamy)\b",
    r"\b(?:naši|našich|naše|využíváme|používáme|spolupracujeme)\b",
)
# Who the list an introducing sentence names is ("We share personal data with the following
# third parties:"). Processors act for the company: the processor nouns, "on our behalf", the
# verbs of engaging someone ("we use", "we engage") and "to provide the service" say so.
PROCESSOR_ROLE = _at_word_start(
    r"(?:sub-?\s?)?processors?\b|(?:service )?providers?\b|vendors?\b|suppliers?\b|on (?:our|its) "
    r"behalf|on behalf of|we (?:use|engage|rely on|work with|have engaged|utili[sz]e)\b|"
    r"help us\b|(?:provide|deliver|operate|run|host|support) (?:our|the) (?:services?|platform|"
    r"products?|apps?|applications?|websites?)",
    r"(?:unter)?auftragsverarbeiter|dienstleister|drittanbieter|in unserem (?:auftrag|namen)|"
    r"weisungsgebunden|(?:setzen|nutzen|verwenden|beauftragen) wir|wir (?:setzen|nutzen|"
    r"verwenden|beauftragen)\b|(?:erbringung|bereitstellung|betrieb) (?:des|unseres|unserer)",
    r"sous[- ]?traitants?|prestataires?|fournisseurs?|pour (?:notre|son) compte|en notre nom|"
    r"nous (?:utilisons|faisons appel|avons recours|recourons)",
    r"(?:sub)?verwerkers?\b|dienstverleners?|leveranciers?|aanbieders?|namens ons|in onze opdracht|"
    r"w(?:ij|e) (?:gebruiken|schakelen)|maken (?:wij |we )?gebruik",
    r"(?:sub)?encargad[oa]s?|proveedor(?:es)?\b|prestador(?:es)? de servicios?|"
    r"en nuestro nombre|por (?:nuestra )?cuenta|utilizamos|usamos|recurrimos|contratamos",
    r"(?:sub-?)?responsabili|fornitori|per (?:nostro )?conto|utilizziamo|ci avvaliamo|"
    r"ricorriamo",
    r"(?:sub)?operadores|subcontratantes|(?:sub)?processadores|fornecedores|provedores|"
    r"prestadores de servi[çc]os?|em nosso nome|por nossa conta|recorremos",
    r"(?:under)?biträd\w*|personuppgiftsbiträd\w*|(?:tjänste|under)?leverantör\w*|"
    r"för vår räkning|på vårt uppdrag|vi (?:använder|anlitar)|(?:använder|anlitar) vi",
    r"(?:under)?databehandler\w*|(?:tjeneste|under)?leverandør\w*|tjenesteudbyder\w*|"
    r"på (?:vores|våre) vegne|vi (?:bruger|anvender|benytter|bruker)|"
    r"(?:bruger|anvender|benytter|bruker) vi",
    r"(?:ali)?käsittelij\w*|alihankkij\w*|palveluntarjoaj\w*|toimittaj\w*|puolestamme|"
    r"lukuumme|käytämme|hyödynnämme",
    r"podmiot\w* przetwarzając\w*|(?:pod|sub)procesor\w*|dostawc\w*|usługodawc\w*|"
    r"w naszym imieniu|na nasze zlecenie|korzystamy|wykorzystujemy|powierzamy|używamy",
    r"(?:sub|pod)?zpracovatel\w*|dodavatel\w*|poskytovatel\w*|naším jménem|na náš pokyn|"
    r"využíváme|používáme",
)
# Recipients of data who are not the company's processors: partners, recipients, affiliates,
# authorities and advertisers, and the verbs of handing data over (share, disclose, sell).
# Searched only where `PROCESSOR_ROLE` did not match: "third parties, who process it on our
# behalf" are processors.
RECIPIENT_ROLE = _at_word_start(
    r"partner\w*|recipients?\b|affiliates?\b|authorities|regulators|law enforcement|"
    r"advertis\w*|shar(?:e[sd]?|ing)\b|disclos\w*|sell\b|sold\b",
    r"empfänger\w*|behörden|werbe\w*|weiterge\w*|weiterzugeben|(?:geben|gibt) (?:[\w-]+ ){0,8}?"
    r"weiter\b|offenleg\w*|verkauf\w*",
    r"partenaires?|destinataires?|autorités|annonceurs|publicitaires?|partag\w*|divulgu\w*|"
    r"vend(?:ons|ues?)\b",
    r"ontvangers?|autoriteiten|instanties|adverteerders|reclame\w*|delen\b|gedeeld|deelt\b|"
    r"verstrek\w*|verkop\w*",
    r"socios\b|destinatarios|autoridades|anunciantes|compart\w*|cedemos|cedid[oa]s",
    r"destinatari\b|autorità|inserzionisti|pubblicitar\w*|condivid\w*|comunichiamo|cediamo",
    r"parceiros|destinatários|anunciantes|publicitári\w*|compartilh\w*|partilh\w*|divulg\w*",
    r"mottagare|myndighet\w*|annonsör\w*|delar\b|delas\b|lämna[rs]? ut|säljer\b",
    r"modtager\w*|mottaker\w*|myndighed\w*|annoncør\w*|annonsør\w*|deler\b|videregi\w*|"
    r"udlever\w*|utlever\w*|gir videre|sælger\b|selger\b",
    r"kumppan\w*|vastaanottaj\w*|viranomai\w*|mainostaj\w*|jaamme|luovut\w*|myymme",
    r"odbiorc\w*|organ(?:om|y|ów|ami)\b|reklamodawc\w*|udostępnia\w*|przekazuj\w*|"
    r"sprzedaj\w*",
    r"příjemc\w*|orgán\w*|inzerent\w*|sdíl\w*|předáv\w*|zpřístupň\w*|prodáváme",
)
# Recipients who use the data for their own purposes (controllers in their own right): the
# list they head is not the company's, whoever else the sentence names.
OWN_PURPOSES = _at_word_start(
    r"(?:for|to serve) (?:their|its) own (?:purposes|use|marketing|business)|"
    r"(?:independent|separate) (?:data )?controllers?|(?:as|are) (?:data )?controllers\b|"
    r"on (?:their|its) own behalf",
    r"(?:für|zu) (?:ihre|eigene)n? (?:eigenen )?zwecke|eigenverantwortlich|"
    r"(?:eigenständige|unabhängige|gesonderte)n? verantwortliche",
    r"(?:pour|à) (?:leurs|ses) propres (?:fins|finalités|besoins|usages)|"
    r"responsables (?:de traitement )?(?:indépendants|distincts|autonomes)",
    r"voor (?:hun|zijn|haar) eigen (?:doeleinden|doelen|rekening)|"
    r"zelfstandige? verwerkingsverantwoordelijken?",
    r"para (?:sus|su) propi[oa]s? (?:fines|finalidades|propósitos)|responsables independientes",
    r"per (?:i |le )?(?:loro )?propri[ea]? (?:scopi|fini|finalità)|titolari autonomi",
    r"para (?:os |as )?(?:seus|suas) própri[oa]s (?:fins|finalidades|propósitos)|"
    r"(?:controladores|responsáveis) independentes",
    r"för (?:sina|deras) egna (?:ändamål|syften)|självständiga personuppgiftsansvariga",
    r"(?:til|for) (?:deres|sine|egne) (?:egne )?formål|selvstændige dataansvarlige|"
    r"selvstendige behandlingsansvarlige",
    r"omiin tarkoituksiinsa|omia tarkoituksiaan|itsenäisinä rekisterinpitäjinä|"
    r"itsenäiset rekisterinpitäjät",
    r"(?:do|we|w) (?:ich |swoich )?własnych cel\w*|(?:niezależn|odrębn)\w* administrator\w*",
    r"pro (?:své|jejich) vlastní účely|(?:samostatn|nezávisl)\w* správc\w*",
)
# Words that open an example rather than a claim: "such as Stripe", "z. B. Norvale".
EXAMPLE_MARKER = _any(
    r"\bsuch as|\be\.\s?g\.|\bfor (?:example|instance)|\blike\b",
    r"\bz\.\s?b\.|\bzum beispiel|\bbeispielsweise|\bbspw\.|\bwie etwa",
    r"\bpar exemple|\bpar ex\.|\btel(?:le)?s? que|\bp\.\s?ex\.|\bcomme\b",
    r"\bbijvoorbeeld|\bbijv\.|\bbv\.|\bzoals\b",
    r"\bpor ejemplo|\btal(?:es)? como|\bp\.\s?ej\.|\bcomo\b",
    r"\bad esempio|\bper esempio|\b(?:ad |per )?es\.|\bcome\b|\bquali\b",
    r"\bpor exemplo|\btais como|\bcomo\b",
    r"\btill exempel|\bt\.\s?ex\.|\bsåsom\b",
    r"\bfor eksempel|\bf\.\s?eks\.|\bfx\b|\bslik som\b",
    r"\besimerkiksi\b|\besim\.|\bkuten\b",
    r"\bna przykład|\bnp\.|\btaki\w* jak\b",
    r"\bnapříklad|\bnapř\.|\bjako (?:je|jsou)\b",
)
# The noun "example(s)" in a sentence introducing a list ("Examples of sub-processors:"): the
# list illustrates, it is not the company's.
EXAMPLE_NOUN = _at_word_start(
    r"examples?\b|beispiele?\b|exemples?\b|voorbeelden?\b|ejemplos?\b|esemp[io]\b|"
    r"exemplos?\b|exempel\b|eksemp\w*|esimerk\w*|przykład\w*|příklad\w*"
)
# A possessive right before a name marks the company's own product ("our Vault").
OWN_MARKER = re.compile(
    r"(?:\bour|\bunser\w*|\bnotre|\bnos|\bonze|\bons|\bnuestr\w+|\bnostr\w+|\bnoss\w+|"
    r"\bvår\w*|\bvores|\bmeidän|\bnasz\w*|\bnaš\w*)\W*$"
)
# A table header that makes a cookie table: its rows name cookies, not vendors.
COOKIE_HEADER = re.compile(
    r"cookie|expir|lifespan|max-age|ablauf|durée de vie|vervaldatum|looptijd|caducidad|scadenza|"
    r"validade|\bkak(?:a|or|orna)\b|informasjonskaps|eväste|ciasteczk|\budløb|\butløp|\butgång|"
    r"voimassaolo|wygaśni|expirace"
)
# A defined term of an agreement ("“Services” means"), not a name.
DEFINED_TERM = re.compile(
    r"^\W*[\"”’»]?\s*(?:means|shall mean|refers to|bezeichnet|bedeutet|désigne|signifie|betekent|"
    r"significa|indica|designa|avser|betyder|betyr|tarkoittaa|oznacza|znamená|označuje)\b"
)
# A clause in which the company says it does not (or no longer) use or share data with the
# vendor it names: "we no longer use X", "we do not share any personal data with Y", "Wir
# setzen X nicht mehr ein", "S X nesdílíme". Two kinds of wording, per language: a marker of
# discontinuation ("no longer", "nicht mehr", "ya no", "ei enää"), and a first-person verb
# under negation ("we do not share", "nous ne partageons", "no compartimos", "emme", "nie
# udostępniamy", "nesdílíme"): the company speaking of itself, never the vendor ("X does not
# store card data" is what X does).
NO_LONGER = _at_word_start(  # discontinuation: wherever it stands in the name's clause
    r"no longer|not any ?more|(?:we|i) (?:have stopped|stopped|ceased to) \w+",
    r"nicht mehr|kein\w* mehr",
    r"\bn['’]\w+ plus\b|ne \w+ plus\b",
    r"niet (?:meer|langer)|geen \w+ meer",
    r"ya no",
    r"non \w+ più|mai più",
    r"já não|deixámos de|deixamos de",
    r"inte längre",
    r"ikke (?:længere|lenger)",
    r"ei enää",
    r"już nie|nie \w+ już",
    r"již ne|už ne",
)
NOT_DOING = _at_word_start(  # a first-person verb under negation: before the name, or right after
    r"(?:we|i) (?:do not|don't|never|will not|won't) \w+|we have not \w+",
    r"wir (?:\S+ ){0,3}?(?:nicht|keine?\w*|niemals)(?!\w)|"
    r"(?:\w+) wir (?:\S+ ){0,2}?(?:nicht|keine?\w*|niemals)(?!\w)",
    r"nous (?:ne (?:\S+ )?|n['’])\w+",
    r"(?:we|wij) (?:\S+ ){0,3}?(?:niet|geen|nooit)(?!\w)|"
    r"\w+ (?:we|wij) (?:\S+ ){0,2}?(?:niet|geen|nooit)(?!\w)",
    r"no \w+(?:amos|emos|imos)(?!\w)|nunca \w+(?:amos|emos|imos)(?!\w)",
    r"non (?:\w+ )?\w+iamo(?!\w)",
    r"não \w+(?:amos|emos|imos)(?!\w)",
    r"vi (?:\S+ ){0,2}?(?:inte|inga|inget|aldrig)(?!\w)",
    r"vi (?:\S+ ){0,2}?(?:ikke|ingen|intet|aldrig|aldri)(?!\w)",
    r"emme(?!\w)",
    r"nie \w+my(?!\w)|nigdy nie",
    r"ne\w+me(?!\w)|nikdy",
)
