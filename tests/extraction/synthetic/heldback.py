"""A third wording of every purpose, written after the vocabulary was extended from the fresh
wording's gaps (2026-11-24), and measured once, never tuned to. Terse table-cell style and
passive sentences. Same shape as `purposes.PURPOSES`."""

from __future__ import annotations

from tests.extraction.synthetic.purposes import Purposes

HELD_BACK: Purposes = {
    "en": {
        "sms_messaging": ("SMS gateway", "Order updates go out as SMS through {name}."),
        "email": ("Newsletter distribution", "Our monthly newsletter is distributed by {name}."),
        "payments": ("Payment service provider", "Subscriptions are billed through {name}."),
        "cloud_infra": (
            "IaaS provider (compute, storage)",
            "All customer data is stored on servers operated by {name}.",
        ),
        "analytics_data": ("Usage analytics", "Feature usage is measured with {name}."),
        "support_cx": ("Live chat and ticketing", "Our support team answers tickets in {name}."),
        "crm_sales": ("CRM", "Customer accounts and sales contacts are kept in {name}."),
        "auth_identity": (
            "SSO and MFA",
            "Employee access to internal tools is secured by {name} single sign-on.",
        ),
        "observability": ("Log management", "Application logs are shipped to {name}."),
        "productivity": ("Project management", "Engineering tasks are planned in {name}."),
        "ai_ml": (
            "Generative AI features",
            "The writing assistant calls {name}'s language models.",
        ),
        "privacy_compliance": (
            "Consent management platform",
            "{name} stores visitors' cookie preferences.",
        ),
        "hr_payroll": ("Payroll provider", "Employee salaries are processed by {name}."),
        "ecommerce_pos": ("E-commerce platform", "Our merchandise store runs on {name}."),
        "database_infra": (
            "Managed PostgreSQL",
            "The primary database is a managed instance at {name}.",
        ),
        "finance_accounting": (
            "Tax advisor",
            "Annual financial statements are prepared by {name}.",
        ),
        "esignature_contracts": ("E-signature", "Contracts are signed electronically via {name}."),
        "integration_etl": (
            "Data integration",
            "{name} syncs CRM records into the data warehouse.",
        ),
        "search_discovery": (
            "Search engine for documentation",
            "Documentation search is provided by {name}.",
        ),
        "media_cdn": ("CDN", "Static assets are cached at the edge by {name}."),
        "realtime_infra": (
            "WebSocket infrastructure",
            "Real-time collaboration runs over {name}'s WebSocket network.",
        ),
        "marketing_ads": ("Online advertising", "Paid social campaigns are managed with {name}."),
        "security_fraud": ("Fraud prevention", "Risky payments are flagged by {name}."),
        "data_enrichment": (
            "B2B data provider",
            "{name} supplies company and contact data for prospecting.",
        ),
    },
    "de": {
        "sms_messaging": (
            "SMS-Gateway",
            "Statusmeldungen zu Bestellungen verschicken wir per SMS über {name}.",
        ),
        "email": ("Newsletter-Versand", "Unser monatlicher Newsletter wird über {name} verteilt."),
        "payments": ("Zahlungsdienstleister", "Abonnements rechnen wir über {name} ab."),
        "cloud_infra": (
            "Infrastruktur (Rechenleistung, Speicher)",
            "Alle Kundendaten liegen auf Servern, die {name} betreibt.",
        ),
        "analytics_data": (
            "Nutzungsanalyse",
            "Die Nutzung einzelner Funktionen messen wir mit {name}.",
        ),
        "support_cx": ("Live-Chat und Tickets", "Unser Support beantwortet Tickets in {name}."),
        "crm_sales": ("CRM-System", "Kundenkonten und Vertriebskontakte pflegen wir in {name}."),
        "auth_identity": (
            "Single Sign-on und MFA",
            "Der Zugang der Mitarbeitenden zu internen Tools ist über {name} abgesichert (Single "
            "Sign-on).",
        ),
        "observability": ("Log-Management", "Anwendungsprotokolle werden an {name} übertragen."),
        "productivity": ("Projektmanagement", "Entwicklungsaufgaben planen wir in {name}."),
        "ai_ml": (
            "Generative KI-Funktionen",
            "Der Schreibassistent nutzt Sprachmodelle von {name}.",
        ),
        "privacy_compliance": (
            "Consent-Management-Plattform",
            "{name} speichert die Cookie-Einstellungen der Besucher.",
        ),
        "hr_payroll": ("Lohnbuchhaltung", "Die Gehälter der Beschäftigten rechnet {name} ab."),
        "ecommerce_pos": ("E-Commerce-Plattform", "Unser Merchandise-Shop läuft auf {name}."),
        "database_infra": (
            "Verwaltetes PostgreSQL",
            "Die Hauptdatenbank ist eine verwaltete Instanz bei {name}.",
        ),
        "finance_accounting": ("Steuerberatung", "Die Jahresabschlüsse erstellt {name}."),
        "esignature_contracts": (
            "Elektronische Signatur",
            "Verträge werden elektronisch über {name} unterschrieben.",
        ),
        "integration_etl": (
            "Datenintegration",
            "{name} synchronisiert CRM-Daten in das Data Warehouse.",
        ),
        "search_discovery": (
            "Suchmaschine für die Dokumentation",
            "Die Suche in der Dokumentation stellt {name} bereit.",
        ),
        "media_cdn": (
            "CDN",
            "Statische Dateien werden von {name} an der Edge zwischengespeichert.",
        ),
        "realtime_infra": (
            "WebSocket-Infrastruktur",
            "Die Echtzeit-Zusammenarbeit läuft über das WebSocket-Netz von {name}.",
        ),
        "marketing_ads": (
            "Online-Werbung",
            "Bezahlte Social-Media-Kampagnen steuern wir mit {name}.",
        ),
        "security_fraud": ("Betrugsprävention", "Riskante Zahlungen markiert {name}."),
        "data_enrichment": (
            "Anbieter von B2B-Daten",
            "{name} liefert Firmen- und Kontaktdaten für die Akquise.",
        ),
    },
    "fr": {
        "sms_messaging": (
            "Passerelle SMS",
            "Les informations de suivi de commande sont envoyées par SMS via {name}.",
        ),
        "email": (
            "Diffusion de la newsletter",
            "Notre newsletter mensuelle est diffusée par {name}.",
        ),
        "payments": (
            "Prestataire de services de paiement",
            "Les abonnements sont facturés via {name}.",
        ),
        "cloud_infra": (
            "Infrastructure cloud (calcul, stockage)",
            "Toutes les données clients sont stockées sur des serveurs exploités par {name}.",
        ),
        "analytics_data": (
            "Analyse de l'utilisation",
            "L'usage des fonctionnalités est mesuré avec {name}.",
        ),
        "support_cx": (
            "Chat en direct et tickets",
            "Notre équipe support répond aux tickets dans {name}.",
        ),
        "crm_sales": ("CRM", "Les comptes clients et contacts commerciaux sont gérés dans {name}."),
        "auth_identity": (
            "SSO et authentification multifacteur",
            "L'accès des salariés aux outils internes est protégé par l'authentification unique "
            "de {name}.",
        ),
        "observability": (
            "Gestion des journaux",
            "Les journaux applicatifs sont envoyés à {name}.",
        ),
        "productivity": (
            "Gestion de projet",
            "Les tâches de développement sont planifiées dans {name}.",
        ),
        "ai_ml": (
            "Fonctionnalités d'IA générative",
            "L'assistant de rédaction utilise les modèles de langage de {name}.",
        ),
        "privacy_compliance": (
            "Plateforme de gestion du consentement",
            "{name} conserve les préférences de cookies des visiteurs.",
        ),
        "hr_payroll": ("Gestion de la paie", "Les salaires des employés sont calculés par {name}."),
        "ecommerce_pos": (
            "Plateforme de commerce électronique",
            "Notre boutique de produits dérivés fonctionne sur {name}.",
        ),
        "database_infra": (
            "PostgreSQL managé",
            "La base de données principale est une instance managée chez {name}.",
        ),
        "finance_accounting": ("Expert-comptable", "Les comptes annuels sont établis par {name}."),
        "esignature_contracts": (
            "Signature électronique",
            "Les contrats sont signés électroniquement via {name}.",
        ),
        "integration_etl": (
            "Intégration de données",
            "{name} synchronise les données du CRM vers l'entrepôt de données.",
        ),
        "search_discovery": (
            "Moteur de recherche de la documentation",
            "La recherche dans la documentation est fournie par {name}.",
        ),
        "media_cdn": ("CDN", "Les fichiers statiques sont mis en cache en périphérie par {name}."),
        "realtime_infra": (
            "Infrastructure WebSocket",
            "La collaboration en temps réel passe par le réseau WebSocket de {name}.",
        ),
        "marketing_ads": (
            "Publicité en ligne",
            "Les campagnes payantes sur les réseaux sociaux sont gérées avec {name}.",
        ),
        "security_fraud": (
            "Prévention de la fraude",
            "Les paiements à risque sont signalés par {name}.",
        ),
        "data_enrichment": (
            "Fournisseur de données B2B",
            "{name} fournit des données d'entreprises et de contacts pour la prospection.",
        ),
    },
    "nl": {
        "sms_messaging": ("Sms-gateway", "Updates over bestellingen sturen we per sms via {name}."),
        "email": (
            "Verzending van de nieuwsbrief",
            "Onze maandelijkse nieuwsbrief wordt verspreid door {name}.",
        ),
        "payments": ("Betaaldienstverlener", "Abonnementen worden gefactureerd via {name}."),
        "cloud_infra": (
            "Cloudinfrastructuur (rekenkracht, opslag)",
            "Alle klantgegevens staan op servers die {name} beheert.",
        ),
        "analytics_data": ("Gebruiksanalyse", "Het gebruik van functies meten we met {name}."),
        "support_cx": ("Livechat en tickets", "Ons supportteam beantwoordt tickets in {name}."),
        "crm_sales": ("CRM", "Klantaccounts en verkoopcontacten beheren we in {name}."),
        "auth_identity": (
            "SSO en meervoudige authenticatie",
            "De toegang van medewerkers tot interne tools is beveiligd met single sign-on van "
            "{name}.",
        ),
        "observability": ("Logbeheer", "Applicatielogs worden naar {name} gestuurd."),
        "productivity": ("Projectbeheer", "Ontwikkeltaken plannen we in {name}."),
        "ai_ml": (
            "Generatieve AI-functies",
            "De schrijfassistent gebruikt taalmodellen van {name}.",
        ),
        "privacy_compliance": (
            "Platform voor toestemmingsbeheer",
            "{name} bewaart de cookievoorkeuren van bezoekers.",
        ),
        "hr_payroll": (
            "Salarisverwerking",
            "De salarissen van medewerkers worden berekend door {name}.",
        ),
        "ecommerce_pos": ("E-commerceplatform", "Onze merchandisewinkel draait op {name}."),
        "database_infra": (
            "Beheerde PostgreSQL",
            "De hoofddatabase is een beheerde instantie bij {name}.",
        ),
        "finance_accounting": ("Belastingadviseur", "De jaarrekening wordt opgesteld door {name}."),
        "esignature_contracts": (
            "Elektronische handtekening",
            "Contracten worden elektronisch ondertekend via {name}.",
        ),
        "integration_etl": (
            "Data-integratie",
            "{name} synchroniseert CRM-gegevens naar het datawarehouse.",
        ),
        "search_discovery": (
            "Zoekmachine voor de documentatie",
            "Zoeken in de documentatie wordt geleverd door {name}.",
        ),
        "media_cdn": (
            "CDN",
            "Statische bestanden worden aan de rand van het netwerk gecachet door {name}.",
        ),
        "realtime_infra": (
            "WebSocket-infrastructuur",
            "Realtime samenwerking loopt via het WebSocket-netwerk van {name}.",
        ),
        "marketing_ads": (
            "Online adverteren",
            "Betaalde campagnes op sociale media beheren we met {name}.",
        ),
        "security_fraud": (
            "Fraudepreventie",
            "Risicovolle betalingen worden gemarkeerd door {name}.",
        ),
        "data_enrichment": (
            "Leverancier van B2B-data",
            "{name} levert bedrijfs- en contactgegevens voor prospectie.",
        ),
    },
    "es": {
        "sms_messaging": (
            "Pasarela de SMS",
            "Las novedades de los pedidos se envían por SMS a través de {name}.",
        ),
        "email": ("Distribución del boletín", "Nuestro boletín mensual lo distribuye {name}."),
        "payments": (
            "Proveedor de servicios de pago",
            "Las suscripciones se facturan a través de {name}.",
        ),
        "cloud_infra": (
            "Infraestructura en la nube (cómputo, almacenamiento)",
            "Todos los datos de clientes se guardan en servidores operados por {name}.",
        ),
        "analytics_data": ("Analítica de uso", "El uso de las funciones se mide con {name}."),
        "support_cx": (
            "Chat en vivo y tickets",
            "Nuestro equipo de soporte responde los tickets en {name}.",
        ),
        "crm_sales": (
            "CRM",
            "Las cuentas de clientes y los contactos comerciales se gestionan en {name}.",
        ),
        "auth_identity": (
            "SSO y autenticación multifactor",
            "El acceso de los empleados a las herramientas internas está protegido por el inicio "
            "de sesión único de {name}.",
        ),
        "observability": (
            "Gestión de registros",
            "Los registros de la aplicación se envían a {name}.",
        ),
        "productivity": (
            "Gestión de proyectos",
            "Las tareas de desarrollo se planifican en {name}.",
        ),
        "ai_ml": (
            "Funciones de IA generativa",
            "El asistente de redacción utiliza los modelos de lenguaje de {name}.",
        ),
        "privacy_compliance": (
            "Plataforma de gestión del consentimiento",
            "{name} guarda las preferencias de cookies de los visitantes.",
        ),
        "hr_payroll": ("Gestión de nóminas", "Los salarios de los empleados los calcula {name}."),
        "ecommerce_pos": (
            "Plataforma de comercio electrónico",
            "Nuestra tienda de productos oficiales funciona con {name}.",
        ),
        "database_infra": (
            "PostgreSQL gestionado",
            "La base de datos principal es una instancia gestionada en {name}.",
        ),
        "finance_accounting": ("Asesor fiscal", "Las cuentas anuales las prepara {name}."),
        "esignature_contracts": (
            "Firma electrónica",
            "Los contratos se firman electrónicamente a través de {name}.",
        ),
        "integration_etl": (
            "Integración de datos",
            "{name} sincroniza los datos del CRM con el almacén de datos.",
        ),
        "search_discovery": (
            "Buscador de la documentación",
            "La búsqueda en la documentación la proporciona {name}.",
        ),
        "media_cdn": (
            "CDN",
            "Los archivos estáticos se almacenan en caché en el borde de la red de {name}.",
        ),
        "realtime_infra": (
            "Infraestructura WebSocket",
            "La colaboración en tiempo real funciona sobre la red WebSocket de {name}.",
        ),
        "marketing_ads": (
            "Publicidad en línea",
            "Las campañas de pago en redes sociales se gestionan con {name}.",
        ),
        "security_fraud": ("Prevención del fraude", "{name} marca los pagos de riesgo."),
        "data_enrichment": (
            "Proveedor de datos B2B",
            "{name} suministra datos de empresas y contactos para la prospección.",
        ),
    },
    "it": {
        "sms_messaging": (
            "Gateway SMS",
            "Gli aggiornamenti sugli ordini sono inviati via SMS tramite {name}.",
        ),
        "email": (
            "Distribuzione della newsletter",
            "La nostra newsletter mensile è distribuita da {name}.",
        ),
        "payments": (
            "Fornitore di servizi di pagamento",
            "Gli abbonamenti sono fatturati tramite {name}.",
        ),
        "cloud_infra": (
            "Infrastruttura cloud (calcolo, archiviazione)",
            "Tutti i dati dei clienti sono conservati su server gestiti da {name}.",
        ),
        "analytics_data": ("Analisi dell'uso", "L'uso delle funzionalità è misurato con {name}."),
        "support_cx": (
            "Chat dal vivo e ticket",
            "Il nostro team di supporto risponde ai ticket in {name}.",
        ),
        "crm_sales": (
            "CRM",
            "Gli account dei clienti e i contatti commerciali sono gestiti in {name}.",
        ),
        "auth_identity": (
            "SSO e autenticazione a più fattori",
            "L'accesso dei dipendenti agli strumenti interni è protetto dal single sign-on di "
            "{name}.",
        ),
        "observability": ("Gestione dei log", "I log applicativi sono inviati a {name}."),
        "productivity": (
            "Gestione dei progetti",
            "Le attività di sviluppo sono pianificate in {name}.",
        ),
        "ai_ml": (
            "Funzionalità di IA generativa",
            "L'assistente di scrittura usa i modelli linguistici di {name}.",
        ),
        "privacy_compliance": (
            "Piattaforma di gestione del consenso",
            "{name} conserva le preferenze sui cookie dei visitatori.",
        ),
        "hr_payroll": (
            "Elaborazione delle paghe",
            "Gli stipendi dei dipendenti sono calcolati da {name}.",
        ),
        "ecommerce_pos": (
            "Piattaforma di e-commerce",
            "Il nostro negozio di merchandising funziona su {name}.",
        ),
        "database_infra": (
            "PostgreSQL gestito",
            "Il database principale è un'istanza gestita presso {name}.",
        ),
        "finance_accounting": ("Commercialista", "Il bilancio annuale è redatto da {name}."),
        "esignature_contracts": (
            "Firma elettronica",
            "I contratti sono firmati elettronicamente tramite {name}.",
        ),
        "integration_etl": (
            "Integrazione dei dati",
            "{name} sincronizza i dati del CRM nel data warehouse.",
        ),
        "search_discovery": (
            "Motore di ricerca della documentazione",
            "La ricerca nella documentazione è fornita da {name}.",
        ),
        "media_cdn": ("CDN", "I file statici sono memorizzati nella cache sull'edge da {name}."),
        "realtime_infra": (
            "Infrastruttura WebSocket",
            "La collaborazione in tempo reale passa per la rete WebSocket di {name}.",
        ),
        "marketing_ads": (
            "Pubblicità online",
            "Le campagne a pagamento sui social sono gestite con {name}.",
        ),
        "security_fraud": (
            "Prevenzione delle frodi",
            "I pagamenti a rischio sono segnalati da {name}.",
        ),
        "data_enrichment": (
            "Fornitore di dati B2B",
            "{name} fornisce dati aziendali e di contatto per la prospezione.",
        ),
    },
    "pt": {
        "sms_messaging": (
            "Gateway de SMS",
            "As atualizações das encomendas são enviadas por SMS através da {name}.",
        ),
        "email": (
            "Distribuição da newsletter",
            "A nossa newsletter mensal é distribuída pela {name}.",
        ),
        "payments": (
            "Prestador de serviços de pagamento",
            "As assinaturas são faturadas através da {name}.",
        ),
        "cloud_infra": (
            "Infraestrutura na nuvem (computação, armazenamento)",
            "Todos os dados dos clientes são guardados em servidores operados pela {name}.",
        ),
        "analytics_data": (
            "Análise de utilização",
            "A utilização das funcionalidades é medida com a {name}.",
        ),
        "support_cx": (
            "Chat ao vivo e tickets",
            "A nossa equipa de suporte responde aos tickets na {name}.",
        ),
        "crm_sales": (
            "CRM",
            "As contas de clientes e os contactos comerciais são geridos na {name}.",
        ),
        "auth_identity": (
            "SSO e autenticação multifator",
            "O acesso dos colaboradores às ferramentas internas é protegido pelo início de "
            "sessão único da {name}.",
        ),
        "observability": (
            "Gestão de registos",
            "Os registos da aplicação são enviados para a {name}.",
        ),
        "productivity": (
            "Gestão de projetos",
            "As tarefas de desenvolvimento são planeadas na {name}.",
        ),
        "ai_ml": (
            "Funcionalidades de IA generativa",
            "O assistente de escrita usa os modelos de linguagem da {name}.",
        ),
        "privacy_compliance": (
            "Plataforma de gestão de consentimento",
            "A {name} guarda as preferências de cookies dos visitantes.",
        ),
        "hr_payroll": (
            "Processamento de salários",
            "Os salários dos colaboradores são calculados pela {name}.",
        ),
        "ecommerce_pos": (
            "Plataforma de comércio eletrónico",
            "A nossa loja de merchandising funciona na {name}.",
        ),
        "database_infra": (
            "PostgreSQL gerido",
            "A base de dados principal é uma instância gerida na {name}.",
        ),
        "finance_accounting": (
            "Contabilista certificado",
            "As contas anuais são preparadas pela {name}.",
        ),
        "esignature_contracts": (
            "Assinatura eletrónica",
            "Os contratos são assinados eletronicamente através da {name}.",
        ),
        "integration_etl": (
            "Integração de dados",
            "A {name} sincroniza os dados do CRM com o armazém de dados.",
        ),
        "search_discovery": (
            "Motor de pesquisa da documentação",
            "A pesquisa na documentação é fornecida pela {name}.",
        ),
        "media_cdn": (
            "CDN",
            "Os ficheiros estáticos são guardados em cache na periferia da rede pela {name}.",
        ),
        "realtime_infra": (
            "Infraestrutura WebSocket",
            "A colaboração em tempo real passa pela rede WebSocket da {name}.",
        ),
        "marketing_ads": (
            "Publicidade online",
            "As campanhas pagas nas redes sociais são geridas com a {name}.",
        ),
        "security_fraud": (
            "Prevenção de fraude",
            "Os pagamentos de risco são assinalados pela {name}.",
        ),
        "data_enrichment": (
            "Fornecedor de dados B2B",
            "A {name} fornece dados de empresas e contactos para prospeção.",
        ),
    },
}
