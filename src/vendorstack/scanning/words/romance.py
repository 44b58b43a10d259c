"""French, Spanish, Italian and Portuguese discovery words (folded spelling: no accents)."""

from __future__ import annotations

from vendorstack.scanning.words.lexicon import Lexicon

# "Contrat de sous-traitance" is the DPA (GDPR art. 28 calls a processor a sous-traitant);
# the list is the "sous-traitants ultérieurs" or a bare "Sous-traitance"/"Sous-traitants" link.
_NOT_AFTER_CONTRACT = r"(?<!contrat de )(?<!accord de )(?<!avenant de )(?<!clauses de )"

FRENCH = Lexicon(
    code="fr",
    list_terms=(
        r"\bsous[\s-]?traitan(?:t|ts|ce)\s+ulterieur\w*",
        r"\bsous[\s-]?traitants?\s+secondaires?\b",
        r"\bsous[\s-]?processeurs?\b",
        r"\bliste\s+des\s+sous[\s-]?traitants\b",
    ),
    processor_terms=(_NOT_AFTER_CONTRACT + r"\bsous[\s-]?traitan(?:ts?|ce)\b",),
    dpa_terms=(
        r"\b(?:contrat|accord|avenant|convention)\s+de\s+sous[\s-]?traitance\b",
        r"\baccord\s+(?:relatif\s+au\s+|de\s+|sur\s+le\s+)?traitement\s+des\s+donnees",
        r"\brgpd\b",
    ),
    provider_terms=(r"\b(?:prestataires?|fournisseurs?|tiers)\b",),
    hub_terms=(
        r"\bmentions?\s+legales?\b",
        r"\bjuridiques?\b",
        r"\bconfidentialite\b",
        r"\bvie\s+privee\b",
        r"\bdonnees\s+personnelles\b",
        r"\bprotection\s+des\s+donnees\b",
    ),
    minor_terms=(
        r"\b(?:securite|conformite|cgu|cgv)\b",
        r"\bconditions\s+(?:generales|d'utilisation)\b",
    ),
    docs_terms=(r"\b(?:aide|entreprise)\b", r"\ba\s+propos\b"),
    not_found=(
        r"page\s+(?:introuvable|non\s+trouvee)",
        r"n'existe\s+(?:pas|plus)",
        r"\bintrouvable\b",
    ),
    login=(
        r"se\s+connecter",
        r"\bconnectez[\s-]vous\b",
        r"\bconnexion\b",
        r"mot\s+de\s+passe",
        r"demander\s+l'acces",
    ),
    shell=(
        r"activ(?:er|ez)\s+javascript",
        r"javascript\s+(?:est\s+)?(?:desactive|requis|necessaire)",
    ),
    challenge=(r"\bun\s+instant\b", r"verification\s+(?:de\s+votre|du)\s+navigateur"),
    guide_openings=(r"comment\b", r"gerer\b", r"ajouter\b", r"qu'est[\s-]ce\b", r"comprendre\b"),
    possessives=(r"(?:vos|votre|tes|ton)(?:\s+propres)?",),
    guide_words=(
        r"guide|tutoriel|modele|exemple|glossaire|definition|faq|suivi|surveillance|typiques?|courants|frequents|populaires|les\s+plus\s+utilises",
    ),
    guide_sections=(r"modeles|glossaire|tutoriels|actualites",),
    examples=(
        r"\bexemples\b",
        r"\b(?:par\s+exemple|p\.\s?ex\.)\s*:",
    ),
    example_markers=(
        r"\bpar\s+exemple\b",
        r"\bp\.\s?ex\.",
        r"\btel(?:le)?s?\s+que\b",
    ),
    instructions=(
        r"\bcliquez\b",
        r"\ballez\s+(?:dans|sur)\b",
        r"\baccedez\s+a\b",
        r"\bselectionnez\b",
        r"\bparametres\s*>",
        r"\betape\s+\d",
    ),
    other_documents=(
        r"\b(?:securite|integrations?|aide|documentation|actualites)\b",
        r"\bcentre\s+d'aide\b",
        r"\bbase\s+de\s+connaissances\b",
        r"\bnotes\s+de\s+version\b",
    ),
    durations=(r"\b(?:duree|expiration|conservation|validite)\b",),
    paths=(
        ("/sous-traitants", 46),
        ("/legal/sous-traitants", 44),
        ("/sous-traitants-ulterieurs", 43),
        ("/mentions-legales/sous-traitants", 41),
    ),
    tlds=("fr", "lu", "mc"),
)

SPANISH = Lexicon(
    code="es",
    list_terms=(
        r"\bsub[\s-]?encargad[oa]s?\b",
        r"\bsub[\s-]?procesador(?:es)?\b",
        r"\bsub[\s-]?procesamiento\b",
    ),
    processor_terms=(r"\bencargad[oa]s\s+del\s+tratamiento\b", r"\bsubcontratistas\b"),
    dpa_terms=(
        r"\bacuerdo\s+de\s+(?:encargo|procesamiento|tratamiento)\b",
        r"\bcontrato\s+de\s+(?:encargad[oa]\s+del\s+tratamiento|encargo|tratamiento)\b",
        r"\brgpd\b",
    ),
    provider_terms=(r"\b(?:proveedores|terceros)\b", r"\bprestadores\s+de\s+servicios\b"),
    hub_terms=(
        r"\baviso\s+legal\b",
        r"\bprivacidad\b",
        r"\bproteccion\s+de\s+datos\b",
        r"\blegales\b",
    ),
    minor_terms=(r"\b(?:seguridad|cumplimiento|terminos|condiciones)\b",),
    docs_terms=(
        r"\b(?:ayuda|documentacion|empresa|soporte)\b",
        r"\bsobre\s+nosotros\b",
        r"\bquienes\s+somos\b",
    ),
    not_found=(
        r"pagina\s+no\s+encontrada",
        r"no\s+se\s+(?:ha\s+)?encontr\w*",
        r"\bno\s+existe\b",
        r"no\s+encontrad[ao]",
    ),
    login=(r"inici(?:ar|e)\s+sesion", r"\b(?:contrasena|acceder)\b", r"solicitar\s+acceso"),
    shell=(r"(?:habilita|habilitar|activa|activar)\s+javascript",),
    challenge=(r"\bun\s+momento\b", r"verificando\s+(?:su|tu)\s+navegador"),
    guide_openings=(r"como\b", r"gestionar\b", r"que\s+(?:es|son)\b", r"guia\b"),
    possessives=(r"tus(?:\s+propios)?",),
    guide_words=(
        r"guia|tutorial|plantilla|ejemplo\w*|glosario|definicion|supervision|seguimiento|monitorizacion|tipicos|habituales|frecuentes|populares|mas\s+comunes",
    ),
    guide_sections=(r"plantillas|guias|glosario|integraciones|noticias",),
    examples=(
        r"\bejemplos\b",
        r"\b(?:por\s+ejemplo|p\.\s?ej\.)\s*:",
    ),
    example_markers=(
        r"\bpor\s+ejemplo\b",
        r"\bp\.\s?ej\.",
        r"\btales\s+como\b",
    ),
    instructions=(
        r"\bhaga?\s+clic\b",
        r"\bhaz\s+clic\b",
        r"\bvaya\s+a\b",
        r"\bselecciona\w*",
        r"\bconfiguracion\s*>",
        r"\bpaso\s+\d",
    ),
    other_documents=(
        r"\b(?:seguridad|integracion(?:es)?|ayuda|documentacion|noticias)\b",
        r"\bcentro\s+de\s+ayuda\b",
        r"\bbase\s+de\s+conocimientos?\b",
    ),
    durations=(r"\b(?:duracion|caducidad|expiracion|vigencia|plazo)\b",),
    paths=(
        ("/subencargados", 46),
        ("/legal/subencargados", 44),
        ("/subprocesadores", 43),
        ("/legal/subprocesadores", 41),
    ),
    tlds=("es", "mx", "ar", "cl", "pe", "uy"),  # not .co: English start-ups use it
)

ITALIAN = Lexicon(
    code="it",
    list_terms=(
        r"\bsub[\s-]?responsabil[ie]\b",
        r"\bsub[\s-]?processor[ei]\b",
        r"\b(?:altri|ulteriori)\s+responsabili\b",
    ),
    processor_terms=(
        r"\bresponsabili\s+(?:esterni\s+)?del\s+trattamento\b",
        r"\bsub[\s-]?fornitori\b",
    ),
    dpa_terms=(
        r"\baccordo\s+(?:sul|per\s+il|di)\s+trattamento\s+dei\s+dati\b",
        r"\bnomina\s+a?\s*responsabile\b",
    ),
    provider_terms=(r"\b(?:fornitori|terzi)\b", r"\bterze\s+parti\b"),
    hub_terms=(
        r"\bnote\s+legali\b",
        r"\blegale\b",
        r"\binformativa\b",
        r"\bprotezione\s+dei\s+dati\b",
    ),
    minor_terms=(r"\b(?:sicurezza|conformita|termini|condizioni)\b",),
    docs_terms=(r"\b(?:aiuto|assistenza|documentazione|azienda)\b", r"\bchi\s+siamo\b"),
    not_found=(
        r"pagina\s+non\s+trovata",
        r"non\s+trovat[ao]",
        r"\bnon\s+esiste\b",
        r"pagina\s+inesistente",
    ),
    login=(r"\baccedi\b", r"richiedi\s+l'accesso"),
    shell=(r"(?:abilita|abilitare|attiva|attivare)\s+javascript",),
    challenge=(r"\bun\s+momento\b", r"verifica\s+del\s+browser"),
    guide_openings=(r"come\b", r"gestire\b", r"(?:che\s+)?cos'e\b", r"cosa\s+sono\b", r"guida\b"),
    possessives=(r"(?:i\s+)?(?:tuoi|vostri)(?:\s+propri)?",),
    guide_words=(
        r"guida|tutorial|modello|esempio|glossario|definizione|monitoraggio|tipici|frequenti|popolari|piu\s+comuni|piu\s+diffusi",
    ),
    guide_sections=(r"guide|modelli|glossario|integrazioni|notizie",),
    examples=(
        r"\besempi\b",
        r"\b(?:ad\s+esempio|per\s+esempio|ad\s+es\.)\s*:",
    ),
    example_markers=(
        r"\b(?:ad|per)\s+esempio\b",
        r"\b(?:ad\s+)?es\.\s",
    ),
    instructions=(
        r"\bfai\s+clic\b",
        r"\bclicca\b",
        r"\bvai\s+(?:a|su|in)\b",
        r"\bseleziona\b",
        r"\bimpostazioni\s*>",
        r"\bpass(?:o|aggio)\s+\d",
    ),
    other_documents=(
        r"\b(?:sicurezza|integrazion[ei]|assistenza|documentazione|notizie)\b",
        r"\bcentro\s+assistenza\b",
    ),
    durations=(r"\b(?:durata|scadenza|conservazione)\b",),
    paths=(
        ("/sub-responsabili", 46),
        ("/subresponsabili", 44),
        ("/legal/sub-responsabili", 43),
        ("/privacy/sub-responsabili", 41),
    ),
    tlds=("it", "sm"),
)

PORTUGUESE = Lexicon(
    code="pt",
    list_terms=(
        r"\bsub[\s-]?processador(?:es)?\b",
        r"\bsub[\s-]?operador(?:es)?\b",
        r"\bsub[\s-]?responsaveis\b",
        r"\bsubcontratantes\s+ulteriores\b",
    ),
    processor_terms=(r"\bsubcontratantes?\b", r"\bsubcontratad[oa]s\b"),
    dpa_terms=(
        r"\b(?:acordo|contrato)\s+de\s+(?:processamento|tratamento)\s+de\s+dados\b",
        r"\b(?:lgpd|rgpd)\b",
    ),
    provider_terms=(r"\b(?:fornecedores|terceiros)\b", r"\bprestadores\s+de\s+servicos?\b"),
    hub_terms=(
        r"\baviso\s+legal\b",
        r"\binformacoes\s+legais\b",
        r"\bprivacidade\b",
        r"\bprotecao\s+de\s+dados\b",
        r"\bjuridico\b",
    ),
    minor_terms=(r"\b(?:seguranca|conformidade|termos|condicoes)\b",),
    docs_terms=(r"\b(?:ajuda|documentacao|empresa|suporte)\b", r"\bsobre\s+nos\b"),
    not_found=(r"pagina\s+nao\s+encontrada", r"nao\s+encontrad[ao]", r"\bnao\s+existe\b"),
    login=(r"inici(?:ar|e)\s+sessao", r"\b(?:entrar|senha)\b", r"palavra[\s-]passe"),
    shell=(r"(?:ative|ativar|habilite|habilitar)\s+(?:o\s+)?javascript",),
    challenge=(r"\bum\s+momento\b", r"verificando\s+(?:o\s+)?(?:seu\s+)?navegador"),
    guide_openings=(r"como\b", r"(?:gerenciar|gerir)\b", r"o\s+que\s+(?:e|sao)\b", r"guia\b"),
    possessives=(r"teus(?:\s+proprios)?",),
    guide_words=(
        r"guia|tutorial|modelo|exemplo|glossario|definicao|monitorizacao|monitoramento|acompanhamento|tipicos|frequentes|populares|mais\s+comuns|mais\s+usados",
    ),
    guide_sections=(r"guias|modelos|glossario|integracoes|noticias",),
    examples=(
        r"\bexemplos\b",
        r"\b(?:por\s+exemplo|p\.\s?ex\.)\s*:",
    ),
    example_markers=(
        r"\bpor\s+exemplo\b",
        r"\bp\.\s?ex\.",
        r"\btais\s+como\b",
    ),
    instructions=(
        r"\bclique\s+em\b",
        r"\bva\s+(?:para|ate)\b",
        r"\bacesse\b",
        r"\bselecione\b",
        r"\bconfiguracoes\s*>",
        r"\bpasso\s+\d",
    ),
    other_documents=(
        r"\b(?:seguranca|integrac(?:ao|oes)|ajuda|documentacao|noticias)\b",
        r"\b(?:central|centro)\s+de\s+ajuda\b",
    ),
    durations=(r"\b(?:duracao|validade|expiracao|prazo)\b",),
    paths=(
        ("/subprocessadores", 46),
        ("/legal/subprocessadores", 44),
        ("/suboperadores", 43),
        ("/sub-processadores", 41),
    ),
    tlds=("pt", "br", "ao", "mz"),
)

LEXICONS = (FRENCH, SPANISH, ITALIAN, PORTUGUESE)
