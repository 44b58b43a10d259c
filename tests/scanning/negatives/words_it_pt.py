"""Italian and Portuguese sites."""

from __future__ import annotations

from tests.scanning.negatives.tongue import Tongue

ITALIAN = Tongue(
    code="it",
    tld="it",
    legal_forms=("S.p.A.", "S.r.l.", "Srl", "S.r.l.s."),
    nav={
        "home": "Home",
        "help": "Centro assistenza",
        "docs": "Documentazione",
        "blog": "Blog",
        "integrations": "Integrazioni",
        "customers": "Clienti",
        "security": "Sicurezza",
        "privacy": "Informativa privacy",
        "legal": "Note legali",
        "cookies": "Cookie policy",
        "dpa": "Accordo sul trattamento dei dati",
        "glossary": "Glossario",
        "templates": "Modelli",
        "list": "Sub-responsabili del trattamento",
        "pricing": "Prezzi",
        "terms": "Termini di servizio",
    },
    paths={
        "help": "assistenza",
        "docs": "documentazione",
        "blog": "blog",
        "integrations": "integrazioni",
        "customers": "clienti",
        "security": "sicurezza",
        "privacy": "privacy",
        "legal": "note-legali",
        "cookies": "cookie-policy",
        "dpa": "dpa",
        "glossary": "glossario",
        "templates": "modelli",
        "list": "sub-responsabili",
        "articles": "articoli",
    },
    list_word="sub-responsabili del trattamento",
    list_titles=(
        "Sub-responsabili del trattamento",
        "Elenco dei sub-responsabili",
        "I sub-responsabili di {brand}",
        "Sub-fornitori",
    ),
    list_intros=(
        "{brand} si avvale dei seguenti sub-responsabili del trattamento per fornire i"
        " propri servizi. Comunichiamo in anticipo ogni nuovo sub-responsabile.",
        "Per far funzionare {brand}, i fornitori indicati di seguito trattano dati"
        " personali per nostro conto.",
    ),
    list_headers=("Sub-responsabile", "Finalità", "Sede"),
    purposes={
        "hosting": "Hosting dell'applicazione e dei database",
        "payments": "Elaborazione dei pagamenti e fatturazione",
        "email": "Invio di e-mail transazionali",
        "support": "Assistenza clienti tramite ticket e chat",
        "analytics": "Analisi dell'utilizzo del prodotto",
        "monitoring": "Monitoraggio degli errori",
        "crm": "Gestione delle relazioni con i clienti",
        "auth": "Single sign-on e autenticazione",
        "ai": "Funzioni di IA: generazione di testo",
        "productivity": "Comunicazione interna sulle richieste dei clienti",
    },
    countries=("Italia", "Stati Uniti", "Irlanda", "Germania", "UE"),
    guide_titles=(
        "Come verificare i sub-responsabili dei tuoi fornitori",
        "Che cos'è un sub-responsabile del trattamento? Definizione ed esempi",
        "Sub-responsabili e GDPR: cosa deve sapere il titolare",
        "Checklist: gestire i tuoi sub-responsabili",
        "Modello di elenco dei sub-responsabili",
        "I sub-responsabili spiegati in breve",
    ),
    guide_intros=(
        "Un sub-responsabile è un soggetto terzo a cui un responsabile del trattamento"
        " affida il trattamento di dati personali. L'articolo 28 del GDPR richiede"
        " l'autorizzazione del titolare.",
        "Firmando un accordo sul trattamento con un fornitore SaaS accetti spesso"
        " anche i suoi sub-responsabili.",
    ),
    guide_leads=(
        "Sub-responsabili tipici di un'azienda software sono, ad esempio:",
        "Questi esempi compaiono in quasi tutti gli elenchi:",
    ),
    guide_headers=("Esempio", "Servizio tipico"),
    guide_headings=(
        "Sub-responsabili più comuni",
        "Sub-responsabili tipici di un'azienda SaaS",
        "Sub-responsabili frequenti",
    ),
    guide_steps=(
        "Chiedi a ogni fornitore l'elenco aggiornato.",
        "Verifica dove sono conservati i dati.",
        "Iscriviti alle notifiche di modifica.",
        "Registra l'esito.",
    ),
    doc_titles=("Monitoraggio dei sub-responsabili", "Inventario fornitori", "Sub-responsabili"),
    doc_intros=(
        "{brand} controlla gli elenchi dei sub-responsabili pubblicati dai tuoi"
        " fornitori e ti avvisa quando cambiano.",
        "La scheda Sub-responsabili del profilo di un fornitore mostra i"
        " sub-responsabili che dichiara. Fonti supportate:",
    ),
    doc_headers=("Fornitore", "Cosa importa {brand}"),
    doc_row="Elenco pubblicato dei sub-responsabili, controllato ogni giorno",
    integ_titles=("Integrazioni", "Marketplace", "Collega {brand} ai tuoi strumenti"),
    integ_intros=(
        "Collega {brand} agli strumenti del tuo team. Attivando un'integrazione, il"
        " fornitore tratta i dati che gli invii.",
    ),
    integ_rows={
        "hosting": "Salvare le esportazioni",
        "payments": "Sincronizzare le fatture",
        "email": "Inviare campagne",
        "support": "Creare ticket",
        "analytics": "Analizzare eventi",
        "monitoring": "Inoltrare avvisi",
        "crm": "Sincronizzare contatti",
        "auth": "Accesso con il tuo IdP",
        "ai": "Scrivere risposte con l'IA",
        "productivity": "Pubblicare nei canali",
    },
    integ_cta="Collega",
    cookie_titles=("Cookie policy", "Informativa sui cookie"),
    cookie_intro="Questa informativa spiega quali cookie installa {brand} e quali terze parti"
    " installano cookie durante la tua visita.",
    cookie_headers=("Cookie", "Fornitore", "Finalità", "Durata"),
    cookie_purposes=(
        "Statistiche di visita",
        "Memorizza il consenso",
        "Identificativo di sessione",
        "Conversioni pubblicitarie",
        "Chat dal vivo",
    ),
    durations=("1 anno", "30 giorni", "Sessione", "2 anni", "6 mesi"),
    security_titles=("Sicurezza in {brand}", "Trust Center", "Sicurezza e conformità"),
    security_intro="La sicurezza è centrale per {brand}: cifratura in transito e a riposo,"
    " privilegi minimi e penetration test periodici.",
    cert_heading="Certificazioni",
    infra_heading="Infrastruttura",
    infra_sentence="{brand} è ospitato da {vendor} in data center certificati ISO 27001.",
    dpa_titles=("Accordo sul trattamento dei dati", "Modello di nomina a responsabile"),
    dpa_clauses=(
        "Il Responsabile può ricorrere a sub-responsabili, come fornitori di hosting"
        " (ad esempio {examples}), imponendo loro gli stessi obblighi.",
        "Il Titolare concede un'autorizzazione generale. Esempi di categorie sono i"
        " fornitori di infrastruttura (es. {examples}). L'elenco aggiornato è"
        " pubblicato sul sito del Responsabile.",
    ),
    annex_heading="Allegato 3 – Elenco dei sub-responsabili",
    annex_placeholder=("[Nome del sub-responsabile]", "[Descrizione del trattamento]", "[Paese]"),
    blog_titles=(
        "Perché abbiamo spostato la nostra infrastruttura su {vendor}",
        "I {n} sub-responsabili dietro uno stack SaaS moderno",
        "Cosa abbiamo imparato leggendo {n} elenchi di sub-responsabili",
    ),
    blog_paras=(
        "L'anno scorso abbiamo confrontato diversi fornitori. Ecco i nostri criteri.",
        "Ogni azienda SaaS si appoggia ad altre. Questi nomi tornano ovunque.",
    ),
    customers_titles=("I nostri clienti", "Si fidano di noi", "Storie dei clienti"),
    customers_intro="Oltre {n} aziende usano {brand}, dalle startup ai grandi gruppi.",
    quote="«{brand} fa risparmiare ore al nostro team ogni settimana.»",
    tagline="{brand} aiuta i team a lavorare più velocemente.",
    privacy_title="Informativa sulla privacy",
    privacy_body="Questa informativa spiega come {brand} tratta i dati personali. Condividiamo"
    " dati con fornitori che ci aiutano a erogare il servizio.",
    privacy_pointer='L\'elenco dei nostri sub-responsabili è disponibile <a href="{href}">qui</a>.',
    legal_title="Note legali",
    legal_intro="I documenti che regolano l'uso di {brand}.",
)

PORTUGUESE = Tongue(
    code="pt",
    tld="pt",
    legal_forms=("Lda.", "Lda", "S.A.", "Unipessoal Lda."),
    nav={
        "home": "Início",
        "help": "Central de ajuda",
        "docs": "Documentação",
        "blog": "Blog",
        "integrations": "Integrações",
        "customers": "Clientes",
        "security": "Segurança",
        "privacy": "Política de privacidade",
        "legal": "Informações legais",
        "cookies": "Política de cookies",
        "dpa": "Acordo de tratamento de dados",
        "glossary": "Glossário",
        "templates": "Modelos",
        "list": "Subprocessadores",
        "pricing": "Preços",
        "terms": "Termos de uso",
    },
    paths={
        "help": "ajuda",
        "docs": "documentacao",
        "blog": "blog",
        "integrations": "integracoes",
        "customers": "clientes",
        "security": "seguranca",
        "privacy": "privacidade",
        "legal": "legal",
        "cookies": "cookies",
        "dpa": "dpa",
        "glossary": "glossario",
        "templates": "modelos",
        "list": "subprocessadores",
        "articles": "artigos",
    },
    list_word="subprocessadores",
    list_titles=(
        "Subprocessadores",
        "Lista de subprocessadores",
        "Subprocessadores da {brand}",
        "Nossos suboperadores",
    ),
    list_intros=(
        "A {brand} recorre aos seguintes subprocessadores para prestar os seus"
        " serviços. Avisamos antes de incluir um novo subprocessador.",
        "Para operar a {brand}, os fornecedores abaixo tratam dados pessoais em nosso nome.",
    ),
    list_headers=("Subprocessador", "Finalidade", "Localização"),
    purposes={
        "hosting": "Alojamento da aplicação e das bases de dados",
        "payments": "Processamento de pagamentos e faturação",
        "email": "Envio de e-mails transacionais",
        "support": "Apoio ao cliente por tickets e chat",
        "analytics": "Análise de utilização do produto",
        "monitoring": "Monitorização de erros",
        "crm": "Gestão do relacionamento com clientes",
        "auth": "Início de sessão único (SSO)",
        "ai": "Funcionalidades de IA: geração de texto",
        "productivity": "Comunicação interna sobre pedidos de clientes",
    },
    countries=("Portugal", "Estados Unidos", "Irlanda", "Alemanha", "UE"),
    guide_titles=(
        "Como rever os subprocessadores dos seus fornecedores",
        "O que é um subprocessador? Definição e exemplos",
        "Subprocessadores e RGPD: o que o responsável precisa de saber",
        "Checklist: gerir os seus subprocessadores",
        "Modelo de lista de subprocessadores",
        "Subprocessadores explicados",
    ),
    guide_intros=(
        "Um subprocessador é um terceiro a quem um subcontratante confia o tratamento"
        " de dados pessoais. O artigo 28.º do RGPD exige a autorização do"
        " responsável pelo tratamento.",
        "Ao assinar um acordo de tratamento com um fornecedor SaaS, aceita normalmente"
        " também os seus subprocessadores.",
    ),
    guide_leads=(
        "Subprocessadores típicos de uma empresa de software são, por exemplo:",
        "Estes exemplos aparecem em quase todas as listas:",
    ),
    guide_headers=("Exemplo", "Serviço típico"),
    guide_headings=(
        "Subprocessadores comuns",
        "Subprocessadores típicos de uma empresa SaaS",
        "Subprocessadores mais frequentes",
    ),
    guide_steps=(
        "Peça a lista atualizada a cada fornecedor.",
        "Verifique onde os dados são alojados.",
        "Subscreva as notificações de alterações.",
        "Registe o resultado.",
    ),
    doc_titles=(
        "Monitorização de subprocessadores",
        "Inventário de fornecedores",
        "Subprocessadores",
    ),
    doc_intros=(
        "A {brand} acompanha as listas de subprocessadores publicadas pelos seus"
        " fornecedores e avisa quando mudam.",
        "O separador Subprocessadores no perfil de um fornecedor mostra os"
        " subprocessadores que ele declara. Fontes suportadas:",
    ),
    doc_headers=("Fornecedor", "O que a {brand} importa"),
    doc_row="Lista publicada de subprocessadores, verificada diariamente",
    integ_titles=("Integrações", "Marketplace", "Ligue a {brand} às suas ferramentas"),
    integ_intros=(
        "Ligue a {brand} às ferramentas da sua equipa. Ao ativar uma integração, o"
        " fornecedor trata os dados que lhe envia.",
    ),
    integ_rows={
        "hosting": "Guardar exportações",
        "payments": "Sincronizar faturas",
        "email": "Enviar campanhas",
        "support": "Criar tickets",
        "analytics": "Analisar eventos",
        "monitoring": "Reencaminhar alertas",
        "crm": "Sincronizar contactos",
        "auth": "Entrar com o seu IdP",
        "ai": "Redigir respostas com IA",
        "productivity": "Publicar em canais",
    },
    integ_cta="Ligar",
    cookie_titles=("Política de cookies", "Cookies"),
    cookie_intro="Esta política explica que cookies a {brand} utiliza e que terceiros instalam"
    " cookies quando visita o nosso site.",
    cookie_headers=("Cookie", "Fornecedor", "Finalidade", "Duração"),
    cookie_purposes=(
        "Estatísticas de visitas",
        "Guarda o seu consentimento",
        "ID de sessão",
        "Conversões de anúncios",
        "Chat ao vivo",
    ),
    durations=("1 ano", "30 dias", "Sessão", "2 anos", "6 meses"),
    security_titles=("Segurança na {brand}", "Centro de confiança", "Segurança e conformidade"),
    security_intro="A segurança está no centro da {brand}: cifragem em trânsito e em repouso,"
    " privilégio mínimo e testes de intrusão regulares.",
    cert_heading="Certificações",
    infra_heading="Infraestrutura",
    infra_sentence="A {brand} está alojada na {vendor}, em centros de dados com ISO 27001.",
    dpa_titles=("Acordo de tratamento de dados", "Modelo de contrato de subcontratação"),
    dpa_clauses=(
        "O Subcontratante pode recorrer a subprocessadores, como fornecedores de"
        " alojamento (por exemplo {examples}), impondo-lhes as mesmas obrigações.",
        "O Responsável concede uma autorização geral. São exemplos de categorias os"
        " fornecedores de infraestrutura (p. ex. {examples}). A lista atual está"
        " publicada no site do Subcontratante.",
    ),
    annex_heading="Anexo III – Lista de subprocessadores",
    annex_placeholder=("[Nome do subprocessador]", "[Descrição do tratamento]", "[País]"),
    blog_titles=(
        "Porque migrámos a nossa infraestrutura para {vendor}",
        "Os {n} subprocessadores por trás de uma stack SaaS moderna",
        "O que aprendemos ao ler {n} listas de subprocessadores",
    ),
    blog_paras=(
        "No ano passado comparámos vários fornecedores. Eis o que avaliámos.",
        "Todas as empresas SaaS dependem de outras. Estes nomes surgiam sempre.",
    ),
    customers_titles=("Os nossos clientes", "Confiam em nós", "Histórias de clientes"),
    customers_intro="Mais de {n} empresas usam a {brand}, de startups a grandes grupos.",
    quote="«A {brand} poupa horas à nossa equipa todas as semanas.»",
    tagline="A {brand} ajuda as equipas a avançar mais depressa.",
    privacy_title="Política de privacidade",
    privacy_body="Esta política explica como a {brand} trata dados pessoais. Partilhamos dados"
    " com fornecedores que nos ajudam a prestar o serviço.",
    privacy_pointer="A lista dos nossos subprocessadores está disponível"
    ' <a href="{href}">aqui</a>.',
    legal_title="Informações legais",
    legal_intro="Os documentos que regem a utilização da {brand}.",
)
