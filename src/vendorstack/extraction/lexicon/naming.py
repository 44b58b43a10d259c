"""What company names are made of, and what a naming cell holds when it names no company."""

from __future__ import annotations

import re


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


def _phrases(text: str) -> frozenset[str]:
    return frozenset(" ".join(part.split()) for part in text.split(","))


# Legal forms, longest first within each family. Short all-capital forms ("AG", "AS", "SA")
# match in their own case only, so "as" and "sa" in running text are never legal forms.
_LEGAL_ANY_CASE = (
    r"GmbH\s*&\s*Co\.?\s*KGaA|GmbH\s*&\s*Co\.?\s*KG|AG\s*&\s*Co\.?\s*KG|gGmbH|GmbH|mbH|"
    r"S\.\s?à\s?r\.\s?l\.?|S\.à\.r\.l\.?|Sàrl|SARL|S\.A\.R\.L\.?|S\.A\.S\.U\.?|SASU|S\.A\.S\.?|EURL|"
    r"S\.C\.A\.?|S\.N\.C\.?|"
    r"B\.\s?V\.?|N\.\s?V\.?|V\.O\.F\.?|"
    r"S\.L\.U\.?|S\.L\.?|S\.A\.U\.?|Sociedad Limitada|Sociedad An[óo]nima|"
    r"S\.p\.A\.?|S\.r\.l\.s\.?|S\.r\.l\.?|S\.a\.s\.?|S\.n\.c\.?|Srl|"
    r"Unipessoal,? Lda\.?|Ltda\.?|Lda\.?|S\.A\.?|"
    r"Inc\.?|Incorporated|L\.?L\.?C\.?|Ltd\.?|Limited|Corp\.?|Corporation|P\.?L\.?C\.?|LLP|"
    r"Pty\.? Ltd\.?|Pte\.? Ltd\.?|Co\.,? Ltd\.?|Co\.|K\.K\.|"
    r"A/S|ApS|Oyj|sp\. z o\.o\.|s\.r\.o\.|a\.s\.|Kft\.?|e\.\s?K\.|e\.\s?V\.|eG\b|"
    # cleanco's other forms of the Nordic, Polish and Czech companies (termdata)
    r"[IKP]/S|sp\. z\.o\.o\.|sp\. ?j\.|sp\. ?k\.|spol\. s r\.o\.|v\.o\.s\."
)
_LEGAL_OWN_CASE = (
    r"UG\s*\(haftungsbeschränkt\)|KGaA|KG|OHG|GbR|UG|AG|SE|SAS|SA|SL|SLU|SAU|SpA|BV|NV|AB|AS|Oy|"
    r"LP|KK|SRL|LTD|INC|ASA|HB|Ky"
)
LEGAL_FORM = re.compile(rf"(?<![\w.&])(?:(?i:{_LEGAL_ANY_CASE})|(?:{_LEGAL_OWN_CASE}))(?![\w&])")
# Words after a brand that say where or how a company is organised ("Norvale Europe GmbH",
# "Norvale Technologies Inc."): dropped from a discovered vendor's slug, so the same company
# written two ways gets one slug.
DESIGNATORS = _words(
    """
    europe emea eu international global worldwide group holding holdings americas apac
    dach benelux iberia nordics nordic technologies technology labs software systems
    solutions services corporation company co
    deutschland germany france nederland netherlands holland espana españa spain italia
    italy portugal ireland uk us usa schweiz suisse switzerland austria osterreich österreich
    belgium belgique belgie belgië luxembourg polska poland sverige sweden danmark denmark
    norge norway suomi finland canada australia india singapore japan brasil brazil mexico
    gruppe groupe grupo gruppo groep
    """
)
# Words that join the parts of a name and may stay in lower case ("Bank of X", "Y & Z").
CONNECTORS = _words(
    "& + - – and of for the und für et de du des la le les van von der den het y e del "
    "della dei degli di da do dos das zu"
)
# Words a naming cell holds when it describes rather than names ("Hosting provider",
# "Zahlungsdienstleister", "Various"): no company is named.
GENERIC = _words(
    """
    provider providers service services vendor vendors supplier suppliers partner partners
    company companies platform platforms tool tools software solution solutions system systems
    app apps application applications cloud data database server servers web website online
    digital internet it management team department processor processors subprocessor
    subprocessors sub-processor sub-processors controller controllers affiliate affiliates
    third party parties internal external various other others misc miscellaneous n/a na none
    tbd all multiple several name entity purpose location country countries region
    description details category categories type function activity activities processing
    consultant consultants consulting consultancy advisor advisers adviser advisors agency
    agencies contractor contractors freelancer freelancers bank banks insurance insurer lawyer
    lawyers law firm attorney attorneys accountant accountants auditor auditors logistics
    shipping courier couriers printing print recruiter recruiters office offices staff
    employees customers customer users user account accounts personal information contact
    contacts address addresses number numbers identifiers identifier privacy policy policies
    terms conditions agreement agreements dpa here website site link links more learn read
    click page documentation docs note notes important updated last date effective version
    features feature product products api saas infrastructure business primary secondary
    additional optional main core general specific selected standard default new current
    list overview summary table annex appendix schedule exhibit section part chapter article
    clause open source open-source free premium pricing plans blog news home download
    community forum careers jobs press imprint legal credits about support help faq security
    trust status operations operation center centre
    datacenter datacentre provider's providers' network networks
    anbieter dienstleister dienst dienste unternehmen firma firmen plattform werkzeug werkzeuge
    lösung lösungen rechenzentrum partnerunternehmen sonstige diverse verschiedene keine
    empfänger auftragsverarbeiter unterauftragsverarbeiter berater steuerberater zusätzliche
    weitere optionale allgemein übersicht anhang anlage abschnitt impressum
    rechtsanwalt rechtsanwälte wirtschaftsprüfer bank versicherung agentur druckerei
    prestataire prestataires fournisseur fournisseurs hébergeur société sociétés entreprise
    entreprises outil outils plateforme logiciel solution partenaire partenaires
    sous-traitant sous-traitants banque cabinet expert-comptable avocat avocats divers autres
    supplémentaires optionnels principaux aperçu annexe article
    leverancier leveranciers dienstverlener dienstverleners aanbieder aanbieders bedrijf
    bedrijven platform hulpmiddel verwerker verwerkers subverwerker subverwerkers overige
    diversen accountant advocaat aanvullende optionele overzicht bijlage
    proveedor proveedores servicio servicios empresa empresas plataforma herramienta
    herramientas encargado encargados subencargado subencargados banco asesor asesoría
    gestoría abogado abogados otros varios adicionales opcionales principales resumen anexo
    sección artículo
    fornitore fornitori servizio servizi società azienda aziende piattaforma strumento
    strumenti responsabile responsabili banca consulente consulenti commercialista
    avvocato avvocati altri vari aggiuntivi opzionali principali panoramica allegato sezione
    articolo
    fornecedor fornecedores prestador prestadores serviço serviços plataforma ferramenta
    ferramentas operador operadores suboperador suboperadores subcontratante subcontratantes
    banco consultor contabilista advogado advogados outros diversos adicionais opcionais
    principais anexo secção seção artigo
    leverantör leverantörer tjänst tjänster företag plattform verktyg underbiträde
    underbiträden personuppgiftsbiträde personuppgiftsbiträden bank övriga diverse bilaga
    leverandør leverandører tjeneste tjenester virksomhed selskab selskap bedrift værktøj
    verktøy databehandler databehandlere underdatabehandler underdatabehandlere andre bilag
    vedlegg toimittaja toimittajat palvelu palvelut palveluntarjoaja yritys alusta työkalu
    alihankkija alihankkijat alikäsittelijä muut liite dostawca dostawcy usługa usługi
    spółka platforma narzędzie podprocesor podprocesorzy podmiot inne różne załącznik
    dodavatel dodavatelé služba služby společnost nástroj zpracovatel subzpracovatel
    subzpracovatelé ostatní různé příloha
    """
)
# Heads of compounds that make a word generic ("Zahlungsdienstleister", "Cloudanbieter").
GENERIC_HEADS = (
    "dienstleister",
    "anbieter",
    "provider",
    "verarbeiter",
    "plattform",
    "dienst",
    "dienste",
    "diensten",
    "leverancier",
    "verlener",
    "aanbieder",
    "verwerker",
    "berater",
    "leverantör",
    "leverantörer",
    "leverandør",
    "leverandører",
    "udbyder",
    "tarjoaja",
    "toimittaja",
)
COUNTRIES = _phrases(
    """
    eu, eea, ewr, eee, ue, ee, uk, usa, us, u.s., u.s.a., europe, europa, worldwide, global,
    weltweit, mondial, monde, wereldwijd, mundial, mundo, mondo, emea, apac, americas,
    germany, deutschland, allemagne, duitsland, alemania, germania, alemanha,
    france, frankreich, frankrijk, francia, frança,
    netherlands, the netherlands, niederlande, pays-bas, nederland, países bajos, paesi bassi,
    países baixos, holanda,
    belgium, belgien, belgique, belgië, bélgica, belgio,
    luxembourg, luxemburg, lussemburgo, luxemburgo,
    ireland, irland, irlande, ierland, irlanda,
    spain, spanien, espagne, spanje, españa, spagna, espanha,
    italy, italien, italie, italië, italia, itália,
    portugal, portogallo,
    austria, österreich, autriche, oostenrijk,
    switzerland, schweiz, suisse, zwitserland, suiza, svizzera, suíça,
    sweden, schweden, suède, zweden, suecia, svezia, suécia,
    denmark, dänemark, danemark, denemarken, dinamarca, danimarca,
    finland, finnland, finlande, finlandia, finlândia,
    norway, norwegen, norvège, noorwegen, noruega, norvegia,
    poland, polen, pologne, polonia, polónia, polônia,
    united kingdom, vereinigtes königreich, royaume-uni, verenigd koninkrijk, reino unido,
    regno unito,
    united states, vereinigte staaten, états-unis, verenigde staten, estados unidos, stati uniti,
    canada, kanada, canadá,
    australia, australien, australie, australië, austrália,
    india, indien, inde,
    japan, japon, japón, giappone, japão,
    singapore, singapur, singapour, singapura,
    israel, israël,
    brazil, brasilien, brésil, brazilië, brasil, brasile,
    mexico, mexiko, mexique, méxico, messico
    """
)
# The first word of a sentence or a phrase, never of a company's name.
SENTENCE_STARTS = _words(
    """
    we our your you this these those it its their all any each some various other others
    if when where how what why which who see please note for to in on at by with from about
    über à propos acerca sobre chi
    wir unser unsere unseren ihr ihre sie dieser diese alle andere weitere siehe bitte
    nous notre nos vous votre vos ce ces tous toutes autres voir
    wij we onze ons u uw deze alle andere zie
    nosotros nuestro nuestra nuestros nuestras su sus este estos todos otros ver
    noi nostro nostra nostri nostre questo questi tutti altri vedi
    nós nosso nossa nossos nossas seu sua este estes todos outros ver
    vi vår våra vårt ni denna dessa andra se vores jeres denne disse alle våre dere
    me meidän te tämä nämä kaikki muut katso my nasz nasza nasze nasi wy ten ta wszystkie
    zobacz náš naše naši vy tento tato tyto všechny další viz
    """
)
# Link texts that point to a document, not to a company ("see their terms").
DOCUMENT_LINK = re.compile(
    r"\b(?:privacy|policy|terms|conditions|dpa|agreement|contract|here|website|site|learn more|"
    r"read more|more info|details|link|datenschutz|bedingungen|hier|vertrag|confidentialité|"
    r"conditions|ici|voorwaarden|privacyverklaring|hier|privacidad|condiciones|aquí|privacy|"
    r"termini|qui|privacidade|termos|aqui|integritetspolicy|villkor|här|privatlivspolitik|"
    r"vilkår|personvern|tietosuoj\w*|ehdot|tästä|prywatności|regulamin|tutaj|soukromí|"
    r"podmínky|zde)\b",
    re.IGNORECASE,
)
# Hosts of documents and profiles: a link there says nothing about who a vendor is.
PLATFORM_SITES = _words(
    """
    google.com docs.google.com github.com github.io gitlab.com bitbucket.org notion.site
    notion.so dropbox.com box.com linkedin.com wikipedia.org twitter.com x.com facebook.com
    instagram.com youtube.com medium.com bit.ly amazonaws.com cloudfront.net
    azurewebsites.net windows.net herokuapp.com vercel.app netlify.app pages.dev webflow.io
    wixsite.com squarespace.com hubspot.com hs-sites.com safebase.io vanta.com drata.com
    trustarc.com onetrust.com dataprivacyframework.gov europa.eu ico.org.uk cnil.fr
    zefix.ch handelsregister.de unternehmensregister.de northdata.de northdata.com
    opencorporates.com service.gov.uk infogreffe.fr societe.com pappers.fr kvk.nl
    registroimprese.it
    archive.org sharepoint.com office.com microsoft.com apple.com
    """
)
# A legal entity's trade name, the brand it does business as ("Norvale Holdings Ltd. (trading
# as Quillbox)", "X GmbH (Marke: Y)", "X B.V. h.o.d.n. Y"): the brand is who the vendor is.
TRADE_NAME = re.compile(
    r"(?:\s*\(\s*|\s)(?:trading as|t/a|d/b/a|d\.b\.a\.?|dba|doing business as|operating as|"
    r"brand(?: name)?:|marke:?|handelsname:?|handelnd als|unter der marke|"
    r"nom commercial\s?:?|marque:?|sous le nom(?: commercial)?|"
    r"handelsnaam:?|h\.o\.d\.n\.?|handelend onder de naam|"
    r"nombre comercial:?|marca:?|marchio:?|nome commerciale:?|nome comercial:?)"
    r"\s+(?P<brand>[^()\[\];:,|–—]{2,60}?)\s*(?:\)|$|[;:,|–—]|\s-\s|\s\()",
    re.IGNORECASE,
)
