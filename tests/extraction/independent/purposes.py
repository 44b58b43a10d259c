"""What a row says a vendor does, per language and category: two paraphrases each, written
as disclosures phrase them. Index 0 is the dev part's wording, index 1 the held-back part's
(see `pages.PARTS`); neither was taken from the extractor's keyword tables."""

from __future__ import annotations

Wordings = dict[str, tuple[str, str]]

EN: Wordings = {
    "sms_messaging": (
        "SMS delivery of one-time passcodes",
        "text message notifications to end users",
    ),
    "email": ("transactional email delivery", "delivery of system emails"),
    "payments": ("payment processing for subscriptions", "card payments of our customers"),
    "cloud_infra": ("cloud hosting of the platform", "data centre and server infrastructure"),
    "analytics_data": ("product usage analytics", "web analytics and reporting on feature use"),
    "support_cx": ("customer support ticketing", "help desk and live chat with customers"),
    "crm_sales": ("customer relationship management", "sales pipeline and CRM"),
    "auth_identity": ("single sign-on and user authentication", "identity management and login"),
    "observability": (
        "error tracking and application monitoring",
        "log management and uptime alerts",
    ),
    "productivity": (
        "internal collaboration and document sharing",
        "video conferencing and team chat",
    ),
    "ai_ml": (
        "AI model inference for assistant features",
        "machine learning and large language model processing",
    ),
    "privacy_compliance": (
        "consent management and data subject requests",
        "privacy compliance tooling",
    ),
    "hr_payroll": ("payroll processing for our staff", "human resources and employee records"),
    "ecommerce_pos": (
        "online shop and point of sale",
        "e-commerce storefront and order management",
    ),
    "database_infra": ("managed database hosting", "database backups and managed PostgreSQL"),
    "finance_accounting": ("accounting and bookkeeping", "invoicing and tax advice"),
    "esignature_contracts": (
        "electronic signature of contracts",
        "e-signature and contract management",
    ),
    "integration_etl": (
        "data integration and ETL pipelines",
        "workflow automation between applications",
    ),
    "search_discovery": ("site search and indexing", "full-text search for the help centre"),
    "media_cdn": ("content delivery network", "image and video hosting and delivery"),
    "realtime_infra": (
        "real-time messaging over websockets",
        "realtime event streaming to browsers",
    ),
    "marketing_ads": (
        "marketing automation and advertising",
        "advertising campaigns and audience retargeting",
    ),
    "security_fraud": (
        "fraud detection and prevention",
        "vulnerability scanning and bot protection",
    ),
    "data_enrichment": ("enrichment of business contact data", "firmographic data enrichment"),
}

DE: Wordings = {
    "sms_messaging": ("SMS-Versand von Einmalpasswörtern", "Versand von Textnachrichten an Nutzer"),
    "email": ("Versand transaktionaler E-Mails", "Zustellung von System-E-Mails"),
    "payments": ("Zahlungsabwicklung für Abonnements", "Kreditkartenzahlungen unserer Kunden"),
    "cloud_infra": ("Hosting der Plattform in der Cloud", "Rechenzentrum und Serverinfrastruktur"),
    "analytics_data": ("Analyse der Produktnutzung", "Webanalyse und Auswertung der Nutzung"),
    "support_cx": ("Kundensupport und Ticketsystem", "Helpdesk und Live-Chat mit Kunden"),
    "crm_sales": ("Kundenbeziehungsmanagement (CRM)", "Vertriebssteuerung und Kundendatenbank"),
    "auth_identity": (
        "Single Sign-on und Authentifizierung der Nutzer",
        "Identitätsverwaltung und Anmeldung",
    ),
    "observability": (
        "Fehlerüberwachung und Anwendungsmonitoring",
        "Protokollverwaltung und Verfügbarkeitsüberwachung",
    ),
    "productivity": (
        "interne Zusammenarbeit und Dokumentenablage",
        "Videokonferenzen und Team-Chat",
    ),
    "ai_ml": (
        "KI-Modelle für Assistenzfunktionen",
        "maschinelles Lernen und Verarbeitung durch Sprachmodelle",
    ),
    "privacy_compliance": (
        "Einwilligungsverwaltung und Betroffenenanfragen",
        "Werkzeuge für den Datenschutz",
    ),
    "hr_payroll": (
        "Lohnabrechnung für unsere Mitarbeitenden",
        "Personalverwaltung und Bewerbermanagement",
    ),
    "ecommerce_pos": ("Onlineshop und Kassensystem", "Shopsystem und Bestellabwicklung"),
    "database_infra": (
        "Betrieb verwalteter Datenbanken",
        "Datenbanksicherung und verwaltetes PostgreSQL",
    ),
    "finance_accounting": (
        "Buchhaltung und Finanzbuchführung",
        "Rechnungsstellung und Steuerberatung",
    ),
    "esignature_contracts": (
        "elektronische Signatur von Verträgen",
        "digitale Vertragsunterzeichnung",
    ),
    "integration_etl": (
        "Datenintegration und ETL-Prozesse",
        "Automatisierung von Arbeitsabläufen zwischen Anwendungen",
    ),
    "search_discovery": ("Suchfunktion der Website", "Volltextsuche im Hilfecenter"),
    "media_cdn": ("Content Delivery Network (CDN)", "Auslieferung von Bildern und Videos"),
    "realtime_infra": ("Echtzeitkommunikation über Websockets", "Echtzeit-Ereignisse im Browser"),
    "marketing_ads": ("Marketingautomatisierung und Werbung", "Werbekampagnen und Retargeting"),
    "security_fraud": ("Betrugserkennung und -prävention", "Schwachstellenscans und Bot-Schutz"),
    "data_enrichment": ("Anreicherung von Firmenkontaktdaten", "Firmendaten zur Datenanreicherung"),
}

FR: Wordings = {
    "sms_messaging": (
        "envoi de codes à usage unique par SMS",
        "notifications par SMS aux utilisateurs",
    ),
    "email": ("envoi d'e-mails transactionnels", "distribution des courriels du système"),
    "payments": ("traitement des paiements des abonnements", "paiements par carte de nos clients"),
    "cloud_infra": (
        "hébergement de la plateforme dans le cloud",
        "centre de données et infrastructure serveur",
    ),
    "analytics_data": (
        "analyse de l'utilisation du produit",
        "mesure d'audience et statistiques d'usage",
    ),
    "support_cx": (
        "support client et gestion des tickets",
        "assistance aux clients et chat en direct",
    ),
    "crm_sales": ("gestion de la relation client (CRM)", "suivi commercial et prospects"),
    "auth_identity": (
        "authentification unique (SSO) des utilisateurs",
        "gestion des identités et connexion",
    ),
    "observability": (
        "suivi des erreurs et surveillance applicative",
        "gestion des journaux et supervision de la disponibilité",
    ),
    "productivity": (
        "collaboration interne et partage de documents",
        "visioconférence et messagerie d'équipe",
    ),
    "ai_ml": (
        "inférence de modèles d'IA pour l'assistant",
        "apprentissage automatique et traitement par modèles de langage",
    ),
    "privacy_compliance": (
        "gestion du consentement et des demandes d'exercice de droits",
        "outils de conformité RGPD",
    ),
    "hr_payroll": (
        "gestion de la paie de nos salariés",
        "gestion des ressources humaines et du recrutement",
    ),
    "ecommerce_pos": (
        "boutique en ligne et caisse",
        "plateforme e-commerce et gestion des commandes",
    ),
    "database_infra": (
        "hébergement de bases de données managées",
        "sauvegarde des bases de données et PostgreSQL managé",
    ),
    "finance_accounting": (
        "comptabilité et tenue des comptes",
        "facturation et expertise comptable",
    ),
    "esignature_contracts": (
        "signature électronique des contrats",
        "signature électronique et gestion contractuelle",
    ),
    "integration_etl": (
        "intégration de données et flux ETL",
        "automatisation des processus entre applications",
    ),
    "search_discovery": (
        "moteur de recherche du site",
        "recherche plein texte dans le centre d'aide",
    ),
    "media_cdn": (
        "réseau de diffusion de contenu (CDN)",
        "hébergement et diffusion d'images et de vidéos",
    ),
    "realtime_infra": (
        "messagerie en temps réel par websockets",
        "diffusion d'événements en temps réel",
    ),
    "marketing_ads": (
        "automatisation marketing et publicité",
        "campagnes publicitaires et reciblage",
    ),
    "security_fraud": (
        "détection et prévention de la fraude",
        "analyse de vulnérabilités et protection contre les bots",
    ),
    "data_enrichment": (
        "enrichissement des données de contacts professionnels",
        "données d'entreprises pour l'enrichissement",
    ),
}

NL: Wordings = {
    "sms_messaging": ("verzenden van eenmalige codes per sms", "sms-meldingen aan gebruikers"),
    "email": ("verzending van transactionele e-mails", "bezorging van systeemmails"),
    "payments": ("betalingsverwerking voor abonnementen", "kaartbetalingen van klanten"),
    "cloud_infra": ("cloudhosting van het platform", "datacenter en serverinfrastructuur"),
    "analytics_data": ("analyse van productgebruik", "webstatistieken en gebruiksrapportages"),
    "support_cx": ("klantenservice en ticketbeheer", "helpdesk en livechat met klanten"),
    "crm_sales": ("klantrelatiebeheer (CRM)", "verkoopbeheer en klantgegevens"),
    "auth_identity": (
        "single sign-on en authenticatie van gebruikers",
        "identiteitsbeheer en inloggen",
    ),
    "observability": (
        "foutopsporing en applicatiemonitoring",
        "logbeheer en beschikbaarheidsmonitoring",
    ),
    "productivity": ("interne samenwerking en delen van documenten", "videovergaderen en teamchat"),
    "ai_ml": (
        "AI-modellen voor assistentfuncties",
        "machine learning en verwerking door taalmodellen",
    ),
    "privacy_compliance": (
        "toestemmingsbeheer en verzoeken van betrokkenen",
        "privacy-compliance (AVG)",
    ),
    "hr_payroll": (
        "salarisadministratie voor onze medewerkers",
        "personeelsadministratie en werving",
    ),
    "ecommerce_pos": ("webwinkel en kassasysteem", "e-commerceplatform en orderbeheer"),
    "database_infra": ("beheerde databasehosting", "databaseback-ups en beheerde PostgreSQL"),
    "finance_accounting": (
        "boekhouding en financiële administratie",
        "facturatie en belastingadvies",
    ),
    "esignature_contracts": (
        "elektronisch ondertekenen van contracten",
        "digitale handtekening en contractbeheer",
    ),
    "integration_etl": (
        "data-integratie en ETL",
        "automatisering van workflows tussen applicaties",
    ),
    "search_discovery": ("zoekfunctie van de website", "volledige-tekstzoeken in het helpcentrum"),
    "media_cdn": (
        "content delivery network (CDN)",
        "opslag en levering van afbeeldingen en video's",
    ),
    "realtime_infra": (
        "realtime berichten via websockets",
        "realtime gebeurtenissen in de browser",
    ),
    "marketing_ads": (
        "marketingautomatisering en advertenties",
        "advertentiecampagnes en retargeting",
    ),
    "security_fraud": ("fraudedetectie en -preventie", "kwetsbaarheidsscans en botbescherming"),
    "data_enrichment": (
        "verrijking van zakelijke contactgegevens",
        "bedrijfsgegevens voor dataverrijking",
    ),
}

ES: Wordings = {
    "sms_messaging": (
        "envío de códigos de un solo uso por SMS",
        "notificaciones por SMS a los usuarios",
    ),
    "email": (
        "envío de correos electrónicos transaccionales",
        "entrega de los correos del sistema",
    ),
    "payments": ("procesamiento de pagos de suscripciones", "pagos con tarjeta de los clientes"),
    "cloud_infra": (
        "alojamiento de la plataforma en la nube",
        "centro de datos e infraestructura de servidores",
    ),
    "analytics_data": ("análisis del uso del producto", "analítica web e informes de uso"),
    "support_cx": (
        "atención al cliente y gestión de tickets",
        "servicio de ayuda y chat en vivo con clientes",
    ),
    "crm_sales": (
        "gestión de relaciones con clientes (CRM)",
        "gestión comercial y de clientes potenciales",
    ),
    "auth_identity": (
        "inicio de sesión único y autenticación de usuarios",
        "gestión de identidades y acceso",
    ),
    "observability": (
        "seguimiento de errores y monitorización de aplicaciones",
        "gestión de registros y supervisión de disponibilidad",
    ),
    "productivity": (
        "colaboración interna y gestión documental",
        "videoconferencias y chat del equipo",
    ),
    "ai_ml": (
        "inferencia de modelos de IA para el asistente",
        "aprendizaje automático y procesamiento con modelos de lenguaje",
    ),
    "privacy_compliance": (
        "gestión del consentimiento y de solicitudes de los interesados",
        "herramientas de cumplimiento del RGPD",
    ),
    "hr_payroll": (
        "gestión de nóminas de nuestros empleados",
        "gestión de recursos humanos y selección",
    ),
    "ecommerce_pos": (
        "tienda online y punto de venta",
        "plataforma de comercio electrónico y gestión de pedidos",
    ),
    "database_infra": (
        "alojamiento de bases de datos gestionadas",
        "copias de seguridad de bases de datos y PostgreSQL gestionado",
    ),
    "finance_accounting": ("contabilidad y gestión financiera", "facturación y asesoría fiscal"),
    "esignature_contracts": (
        "firma electrónica de contratos",
        "firma digital y gestión de contratos",
    ),
    "integration_etl": (
        "integración de datos y procesos ETL",
        "automatización de flujos de trabajo entre aplicaciones",
    ),
    "search_discovery": (
        "buscador del sitio web",
        "búsqueda de texto completo en el centro de ayuda",
    ),
    "media_cdn": (
        "red de distribución de contenidos (CDN)",
        "alojamiento y entrega de imágenes y vídeos",
    ),
    "realtime_infra": (
        "mensajería en tiempo real mediante websockets",
        "eventos en tiempo real en el navegador",
    ),
    "marketing_ads": (
        "automatización de marketing y publicidad",
        "campañas publicitarias y retargeting",
    ),
    "security_fraud": (
        "detección y prevención del fraude",
        "análisis de vulnerabilidades y protección contra bots",
    ),
    "data_enrichment": (
        "enriquecimiento de datos de contactos empresariales",
        "datos de empresas para enriquecimiento",
    ),
}

IT: Wordings = {
    "sms_messaging": ("invio di codici monouso tramite SMS", "notifiche via SMS agli utenti"),
    "email": ("invio di email transazionali", "consegna delle email di sistema"),
    "payments": ("elaborazione dei pagamenti degli abbonamenti", "pagamenti con carta dei clienti"),
    "cloud_infra": ("hosting della piattaforma in cloud", "data center e infrastruttura server"),
    "analytics_data": (
        "analisi dell'utilizzo del prodotto",
        "statistiche web e report di utilizzo",
    ),
    "support_cx": (
        "assistenza clienti e gestione dei ticket",
        "help desk e chat dal vivo con i clienti",
    ),
    "crm_sales": (
        "gestione delle relazioni con i clienti (CRM)",
        "gestione commerciale e dei contatti",
    ),
    "auth_identity": (
        "single sign-on e autenticazione degli utenti",
        "gestione delle identità e accesso",
    ),
    "observability": (
        "monitoraggio degli errori e delle applicazioni",
        "gestione dei log e monitoraggio della disponibilità",
    ),
    "productivity": (
        "collaborazione interna e condivisione di documenti",
        "videoconferenze e chat del team",
    ),
    "ai_ml": (
        "inferenza di modelli di IA per l'assistente",
        "apprendimento automatico ed elaborazione con modelli linguistici",
    ),
    "privacy_compliance": (
        "gestione del consenso e delle richieste degli interessati",
        "strumenti di conformità al GDPR",
    ),
    "hr_payroll": (
        "elaborazione delle buste paga del personale",
        "gestione delle risorse umane e selezione",
    ),
    "ecommerce_pos": (
        "negozio online e punto vendita",
        "piattaforma di e-commerce e gestione degli ordini",
    ),
    "database_infra": ("hosting di database gestiti", "backup dei database e PostgreSQL gestito"),
    "finance_accounting": (
        "contabilità e gestione amministrativa",
        "fatturazione e consulenza fiscale",
    ),
    "esignature_contracts": (
        "firma elettronica dei contratti",
        "firma digitale e gestione dei contratti",
    ),
    "integration_etl": (
        "integrazione dei dati e processi ETL",
        "automazione dei flussi di lavoro tra applicazioni",
    ),
    "search_discovery": ("motore di ricerca del sito", "ricerca full-text nel centro assistenza"),
    "media_cdn": (
        "rete di distribuzione dei contenuti (CDN)",
        "hosting e distribuzione di immagini e video",
    ),
    "realtime_infra": (
        "messaggistica in tempo reale tramite websocket",
        "eventi in tempo reale nel browser",
    ),
    "marketing_ads": ("marketing automation e pubblicità", "campagne pubblicitarie e retargeting"),
    "security_fraud": (
        "rilevamento e prevenzione delle frodi",
        "scansione delle vulnerabilità e protezione dai bot",
    ),
    "data_enrichment": (
        "arricchimento dei dati di contatto aziendali",
        "dati aziendali per l'arricchimento",
    ),
}

PT: Wordings = {
    "sms_messaging": (
        "envio de códigos de uso único por SMS",
        "notificações por SMS aos utilizadores",
    ),
    "email": ("envio de e-mails transacionais", "entrega dos e-mails do sistema"),
    "payments": (
        "processamento de pagamentos das subscrições",
        "pagamentos com cartão dos clientes",
    ),
    "cloud_infra": (
        "alojamento da plataforma na nuvem",
        "centro de dados e infraestrutura de servidores",
    ),
    "analytics_data": (
        "análise da utilização do produto",
        "estatísticas web e relatórios de utilização",
    ),
    "support_cx": (
        "apoio ao cliente e gestão de pedidos de suporte",
        "helpdesk e chat ao vivo com clientes",
    ),
    "crm_sales": ("gestão da relação com clientes (CRM)", "gestão comercial e de contactos"),
    "auth_identity": (
        "autenticação única (SSO) dos utilizadores",
        "gestão de identidades e acesso",
    ),
    "observability": (
        "monitorização de erros e de aplicações",
        "gestão de registos e monitorização da disponibilidade",
    ),
    "productivity": (
        "colaboração interna e partilha de documentos",
        "videoconferência e chat da equipa",
    ),
    "ai_ml": (
        "inferência de modelos de IA para o assistente",
        "aprendizagem automática e processamento por modelos de linguagem",
    ),
    "privacy_compliance": (
        "gestão do consentimento e dos pedidos dos titulares",
        "ferramentas de conformidade com o RGPD",
    ),
    "hr_payroll": (
        "processamento salarial dos nossos colaboradores",
        "gestão de recursos humanos e recrutamento",
    ),
    "ecommerce_pos": (
        "loja online e ponto de venda",
        "plataforma de comércio eletrónico e gestão de encomendas",
    ),
    "database_infra": (
        "alojamento de bases de dados geridas",
        "cópias de segurança das bases de dados e PostgreSQL gerido",
    ),
    "finance_accounting": ("contabilidade e gestão financeira", "faturação e consultoria fiscal"),
    "esignature_contracts": (
        "assinatura eletrónica de contratos",
        "assinatura digital e gestão de contratos",
    ),
    "integration_etl": (
        "integração de dados e processos ETL",
        "automatização de fluxos de trabalho entre aplicações",
    ),
    "search_discovery": (
        "motor de pesquisa do site",
        "pesquisa de texto integral no centro de ajuda",
    ),
    "media_cdn": (
        "rede de distribuição de conteúdos (CDN)",
        "alojamento e entrega de imagens e vídeos",
    ),
    "realtime_infra": (
        "mensagens em tempo real através de websockets",
        "eventos em tempo real no navegador",
    ),
    "marketing_ads": (
        "automação de marketing e publicidade",
        "campanhas publicitárias e retargeting",
    ),
    "security_fraud": (
        "deteção e prevenção de fraude",
        "análise de vulnerabilidades e proteção contra bots",
    ),
    "data_enrichment": (
        "enriquecimento de dados de contactos empresariais",
        "dados de empresas para enriquecimento",
    ),
}

PURPOSES: dict[str, Wordings] = {
    "en": EN,
    "de": DE,
    "fr": FR,
    "nl": NL,
    "es": ES,
    "it": IT,
    "pt": PT,
}
