"""A second wording of every purpose, written after the extractor's vocabulary was frozen
(2026-11-24) and measured, never tuned to: how well the reading generalises to phrasing it has
not seen. Same shape as `purposes.PURPOSES`."""

from __future__ import annotations

from tests.extraction.synthetic.purposes import Purposes

FRESH: Purposes = {
    "en": {
        "sms_messaging": (
            "Two-factor codes sent via text message",
            "{name} texts login codes to users' phones.",
        ),
        "email": (
            "Outbound email for receipts and alerts",
            "Receipts and alerts leave our systems through {name}'s email relay.",
        ),
        "payments": (
            "Online card acceptance",
            "When a customer pays, the card is charged by {name}.",
        ),
        "cloud_infra": (
            "Virtual servers and object storage",
            "The platform runs on virtual machines rented from {name}.",
        ),
        "analytics_data": (
            "Web analytics for the marketing site",
            "{name} counts page views and visits on our website.",
        ),
        "support_cx": (
            "Helpdesk for customer enquiries",
            "Customer enquiries are answered through {name}.",
        ),
        "crm_sales": (
            "Sales pipeline and CRM",
            "Our account executives track opportunities in {name}.",
        ),
        "auth_identity": (
            "Identity provider for customer logins",
            "Customers sign in through {name}, our identity provider.",
        ),
        "observability": (
            "Uptime and performance monitoring",
            "{name} watches our uptime and pages the on-call engineer.",
        ),
        "productivity": (
            "Team chat and video meetings",
            "Employees talk to each other in {name}'s chat and video meetings.",
        ),
        "ai_ml": (
            "Machine learning model hosting for summaries",
            "Summaries are produced by a large language model from {name}.",
        ),
        "privacy_compliance": (
            "Handling of data subject requests",
            "{name} helps us answer GDPR access and deletion requests.",
        ),
        "hr_payroll": (
            "Recruiting and applicant tracking",
            "Job applications are managed in {name}.",
        ),
        "ecommerce_pos": (
            "Point of sale in our stores",
            "In-store sales are rung up on {name} terminals.",
        ),
        "database_infra": (
            "Hosted Redis cache and database",
            "Session data lives in a database run by {name}.",
        ),
        "finance_accounting": (
            "Accounting software and invoicing",
            "Our finance team keeps the books in {name}.",
        ),
        "esignature_contracts": (
            "Digital signing of order forms",
            "Order forms are signed with {name}'s e-signature service.",
        ),
        "integration_etl": (
            "ETL from the product database to the warehouse",
            "{name} runs the ETL jobs that feed our reporting.",
        ),
        "search_discovery": (
            "Site search on the help center",
            "Visitors search the help center with {name}.",
        ),
        "media_cdn": (
            "Video hosting and streaming",
            "Tutorial videos are streamed from {name}'s CDN.",
        ),
        "realtime_infra": (
            "Push notifications to mobile apps",
            "{name} delivers push notifications to our mobile apps.",
        ),
        "marketing_ads": (
            "Retargeting ads",
            "{name} shows our ads to people who visited the site.",
        ),
        "security_fraud": (
            "CAPTCHA on sign-up forms",
            "Sign-up forms are protected by {name}'s CAPTCHA.",
        ),
        "data_enrichment": (
            "Firmographic data for leads",
            "{name} enriches new leads with firmographic data.",
        ),
    },
    "de": {
        "sms_messaging": (
            "SMS-Versand für Anmeldecodes",
            "{name} schickt Anmeldecodes als SMS an die Nutzer.",
        ),
        "email": (
            "E-Mail-Zustellung für Rechnungen und Hinweise",
            "Rechnungen und Hinweise verschicken wir per E-Mail über {name}.",
        ),
        "payments": (
            "Zahlungsabwicklung im Onlineshop",
            "Wenn ein Kunde bezahlt, belastet {name} die Karte.",
        ),
        "cloud_infra": (
            "Virtuelle Server und Objektspeicher",
            "Die Plattform läuft auf virtuellen Servern von {name}.",
        ),
        "analytics_data": (
            "Reichweitenmessung der Website",
            "{name} zählt Seitenaufrufe und Besuche auf unserer Website.",
        ),
        "support_cx": (
            "Helpdesk für Kundenanfragen",
            "Kundenanfragen beantworten wir über den Helpdesk von {name}.",
        ),
        "crm_sales": (
            "Vertriebspipeline und CRM",
            "Unsere Vertriebsmitarbeiter pflegen Verkaufschancen im CRM von {name}.",
        ),
        "auth_identity": (
            "Identitätsanbieter für Kundenkonten",
            "Kunden melden sich über {name} an, unseren Identitätsanbieter.",
        ),
        "observability": (
            "Überwachung von Verfügbarkeit und Leistung",
            "{name} überwacht die Verfügbarkeit und alarmiert die Rufbereitschaft.",
        ),
        "productivity": (
            "Team-Chat und Videokonferenzen",
            "Die Mitarbeitenden kommunizieren über Chat und Videokonferenzen von {name}.",
        ),
        "ai_ml": (
            "Maschinelles Lernen für Zusammenfassungen",
            "Zusammenfassungen erzeugt ein großes Sprachmodell von {name}.",
        ),
        "privacy_compliance": (
            "Bearbeitung von Betroffenenanfragen",
            "{name} unterstützt uns bei Auskunfts- und Löschanfragen nach der DSGVO.",
        ),
        "hr_payroll": ("Bewerbermanagement", "Bewerbungen verwalten wir in {name}."),
        "ecommerce_pos": (
            "Kassensystem in unseren Filialen",
            "Verkäufe in den Filialen werden über Kassen von {name} abgerechnet.",
        ),
        "database_infra": (
            "Gehostete Datenbank und Cache",
            "Sitzungsdaten liegen in einer Datenbank, die {name} betreibt.",
        ),
        "finance_accounting": (
            "Finanzbuchhaltung und Rechnungsstellung",
            "Unsere Buchhaltung arbeitet mit {name}.",
        ),
        "esignature_contracts": (
            "Digitale Unterzeichnung von Auftragsformularen",
            "Aufträge werden digital mit der Signaturlösung von {name} unterzeichnet.",
        ),
        "integration_etl": (
            "ETL-Strecken zum Data Warehouse",
            "{name} führt die ETL-Jobs aus, die unser Reporting speisen.",
        ),
        "search_discovery": (
            "Suche im Hilfe-Center",
            "Besucher durchsuchen das Hilfe-Center mit {name}.",
        ),
        "media_cdn": (
            "Videohosting und Streaming",
            "Anleitungsvideos werden über das CDN von {name} gestreamt.",
        ),
        "realtime_infra": (
            "Push-Benachrichtigungen für mobile Apps",
            "{name} stellt Push-Benachrichtigungen an unsere Apps zu.",
        ),
        "marketing_ads": (
            "Retargeting-Anzeigen",
            "{name} zeigt Besuchern unserer Website Werbung an.",
        ),
        "security_fraud": (
            "CAPTCHA bei der Registrierung",
            "Registrierungsformulare schützt ein CAPTCHA von {name}.",
        ),
        "data_enrichment": (
            "Firmendaten zu Leads",
            "{name} reichert neue Leads mit Firmendaten an.",
        ),
    },
    "fr": {
        "sms_messaging": (
            "Codes de connexion envoyés par texto",
            "{name} envoie les codes de connexion par SMS aux utilisateurs.",
        ),
        "email": (
            "Envoi des courriels de facturation et d'alerte",
            "Les factures et alertes sont expédiées par courriel via {name}.",
        ),
        "payments": (
            "Encaissement des paiements en ligne",
            "Lorsqu'un client paie, sa carte est débitée par {name}.",
        ),
        "cloud_infra": (
            "Serveurs virtuels et stockage objet",
            "La plateforme fonctionne sur des machines virtuelles louées à {name}.",
        ),
        "analytics_data": (
            "Statistiques de fréquentation du site",
            "{name} mesure les pages vues et les visites de notre site.",
        ),
        "support_cx": (
            "Centre d'assistance pour les demandes clients",
            "Les demandes des clients sont traitées dans le helpdesk de {name}.",
        ),
        "crm_sales": (
            "Suivi commercial et CRM",
            "Nos commerciaux suivent les opportunités dans le CRM de {name}.",
        ),
        "auth_identity": (
            "Fournisseur d'identité pour les comptes clients",
            "Les clients se connectent via {name}, notre fournisseur d'identité.",
        ),
        "observability": (
            "Surveillance de la disponibilité et des performances",
            "{name} surveille la disponibilité du service et alerte l'astreinte.",
        ),
        "productivity": (
            "Messagerie d'équipe et visioconférence",
            "Les salariés échangent via la messagerie et les visioconférences de {name}.",
        ),
        "ai_ml": (
            "Apprentissage automatique pour les résumés",
            "Les résumés sont produits par un grand modèle de langage de {name}.",
        ),
        "privacy_compliance": (
            "Traitement des demandes d'exercice de droits",
            "{name} nous aide à répondre aux demandes d'accès et d'effacement RGPD.",
        ),
        "hr_payroll": (
            "Gestion des candidatures",
            "Les candidatures sont gérées dans {name}, notre outil de recrutement.",
        ),
        "ecommerce_pos": (
            "Caisse enregistreuse en magasin",
            "Les ventes en magasin sont encaissées sur les caisses {name}.",
        ),
        "database_infra": (
            "Base de données et cache hébergés",
            "Les données de session sont stockées dans une base de données exploitée par {name}.",
        ),
        "finance_accounting": (
            "Logiciel de comptabilité et de facturation",
            "Notre service financier tient la comptabilité dans {name}.",
        ),
        "esignature_contracts": (
            "Signature numérique des bons de commande",
            "Les bons de commande sont signés avec la signature électronique de {name}.",
        ),
        "integration_etl": (
            "Flux ETL vers l'entrepôt de données",
            "{name} exécute les traitements ETL qui alimentent nos tableaux de bord.",
        ),
        "search_discovery": (
            "Recherche dans le centre d'aide",
            "Les visiteurs effectuent leurs recherches dans le centre d'aide avec {name}.",
        ),
        "media_cdn": (
            "Hébergement et diffusion de vidéos",
            "Les vidéos tutoriels sont diffusées depuis le CDN de {name}.",
        ),
        "realtime_infra": (
            "Notifications push vers les applications mobiles",
            "{name} envoie les notifications push à nos applications.",
        ),
        "marketing_ads": (
            "Publicités de reciblage",
            "{name} affiche nos publicités aux personnes ayant visité le site.",
        ),
        "security_fraud": (
            "CAPTCHA sur les formulaires d'inscription",
            "Les formulaires d'inscription sont protégés par le CAPTCHA de {name}.",
        ),
        "data_enrichment": (
            "Données d'entreprise sur les prospects",
            "{name} enrichit les nouveaux prospects avec des données d'entreprise.",
        ),
    },
    "nl": {
        "sms_messaging": (
            "Inlogcodes per sms",
            "{name} stuurt inlogcodes per sms naar gebruikers.",
        ),
        "email": (
            "E-mailverzending van facturen en meldingen",
            "Facturen en meldingen versturen we per e-mail via {name}.",
        ),
        "payments": (
            "Online betalingen accepteren",
            "Als een klant betaalt, wordt de kaart belast door {name}.",
        ),
        "cloud_infra": (
            "Virtuele servers en objectopslag",
            "Het platform draait op virtuele machines van {name}.",
        ),
        "analytics_data": (
            "Bezoekersstatistieken van de website",
            "{name} telt paginaweergaven en bezoeken op onze website.",
        ),
        "support_cx": (
            "Helpdesk voor klantvragen",
            "Klantvragen beantwoorden we via de helpdesk van {name}.",
        ),
        "crm_sales": (
            "Verkooppijplijn en CRM",
            "Onze accountmanagers volgen kansen in het CRM van {name}.",
        ),
        "auth_identity": (
            "Identiteitsprovider voor klantaccounts",
            "Klanten loggen in via {name}, onze identiteitsprovider.",
        ),
        "observability": (
            "Monitoring van beschikbaarheid en prestaties",
            "{name} bewaakt de beschikbaarheid en waarschuwt de dienstdoende engineer.",
        ),
        "productivity": (
            "Teamchat en videovergaderingen",
            "Medewerkers overleggen via de chat en videovergaderingen van {name}.",
        ),
        "ai_ml": (
            "Machine learning voor samenvattingen",
            "Samenvattingen worden gemaakt door een groot taalmodel van {name}.",
        ),
        "privacy_compliance": (
            "Afhandeling van verzoeken van betrokkenen",
            "{name} helpt ons AVG-inzage- en verwijderverzoeken af te handelen.",
        ),
        "hr_payroll": ("Werving en sollicitatiebeheer", "Sollicitaties beheren we in {name}."),
        "ecommerce_pos": (
            "Kassasysteem in onze winkels",
            "Verkopen in de winkel worden afgerekend op kassa's van {name}.",
        ),
        "database_infra": (
            "Gehoste database en cache",
            "Sessiegegevens staan in een database die {name} beheert.",
        ),
        "finance_accounting": (
            "Boekhoudsoftware en facturatie",
            "Onze financiële afdeling voert de boekhouding in {name}.",
        ),
        "esignature_contracts": (
            "Digitaal ondertekenen van orderformulieren",
            "Orderformulieren worden ondertekend met de e-handtekening van {name}.",
        ),
        "integration_etl": (
            "ETL-processen naar het datawarehouse",
            "{name} draait de ETL-taken die onze rapportages voeden.",
        ),
        "search_discovery": (
            "Zoeken in het helpcentrum",
            "Bezoekers doorzoeken het helpcentrum met {name}.",
        ),
        "media_cdn": (
            "Videohosting en streaming",
            "Instructievideo's worden gestreamd via het CDN van {name}.",
        ),
        "realtime_infra": (
            "Pushmeldingen naar mobiele apps",
            "{name} levert pushmeldingen aan onze mobiele apps.",
        ),
        "marketing_ads": (
            "Retargetingadvertenties",
            "{name} toont onze advertenties aan bezoekers van de website.",
        ),
        "security_fraud": (
            "CAPTCHA op aanmeldformulieren",
            "Aanmeldformulieren worden beschermd door de CAPTCHA van {name}.",
        ),
        "data_enrichment": (
            "Bedrijfsgegevens bij leads",
            "{name} verrijkt nieuwe leads met bedrijfsgegevens.",
        ),
    },
    "es": {
        "sms_messaging": (
            "Códigos de acceso por mensaje de texto",
            "{name} envía por SMS los códigos de acceso a los usuarios.",
        ),
        "email": (
            "Envío de correos de facturas y avisos",
            "Las facturas y los avisos salen por correo electrónico a través de {name}.",
        ),
        "payments": (
            "Cobro de pagos en línea",
            "Cuando un cliente paga, {name} realiza el cargo en la tarjeta.",
        ),
        "cloud_infra": (
            "Servidores virtuales y almacenamiento de objetos",
            "La plataforma funciona en máquinas virtuales alquiladas a {name}.",
        ),
        "analytics_data": (
            "Estadísticas de visitas del sitio web",
            "{name} cuenta las páginas vistas y las visitas de nuestro sitio.",
        ),
        "support_cx": (
            "Centro de ayuda para consultas de clientes",
            "Las consultas de los clientes se responden en el helpdesk de {name}.",
        ),
        "crm_sales": (
            "Embudo de ventas y CRM",
            "Nuestros comerciales siguen las oportunidades en el CRM de {name}.",
        ),
        "auth_identity": (
            "Proveedor de identidad para cuentas de clientes",
            "Los clientes inician sesión a través de {name}, nuestro proveedor de identidad.",
        ),
        "observability": (
            "Monitorización de disponibilidad y rendimiento",
            "{name} vigila la disponibilidad y avisa al equipo de guardia.",
        ),
        "productivity": (
            "Chat de equipo y videollamadas",
            "Los empleados se comunican con el chat y las videollamadas de {name}.",
        ),
        "ai_ml": (
            "Aprendizaje automático para resúmenes",
            "Los resúmenes los genera un gran modelo de lenguaje de {name}.",
        ),
        "privacy_compliance": (
            "Gestión de solicitudes de derechos de los interesados",
            "{name} nos ayuda a atender las solicitudes de acceso y supresión del RGPD.",
        ),
        "hr_payroll": (
            "Selección y gestión de candidaturas",
            "Las candidaturas se gestionan en {name}.",
        ),
        "ecommerce_pos": (
            "Terminal punto de venta en tiendas",
            "Las ventas en tienda se cobran en los terminales de {name}.",
        ),
        "database_infra": (
            "Base de datos y caché alojadas",
            "Los datos de sesión se guardan en una base de datos operada por {name}.",
        ),
        "finance_accounting": (
            "Software de contabilidad y facturación",
            "Nuestro departamento financiero lleva la contabilidad en {name}.",
        ),
        "esignature_contracts": (
            "Firma digital de pedidos",
            "Los pedidos se firman con la firma electrónica de {name}.",
        ),
        "integration_etl": (
            "Procesos ETL hacia el almacén de datos",
            "{name} ejecuta los procesos ETL que alimentan nuestros informes.",
        ),
        "search_discovery": (
            "Búsqueda en el centro de ayuda",
            "Los visitantes buscan en el centro de ayuda con {name}.",
        ),
        "media_cdn": (
            "Alojamiento y streaming de vídeo",
            "Los vídeos tutoriales se emiten desde la CDN de {name}.",
        ),
        "realtime_infra": (
            "Notificaciones push a las apps móviles",
            "{name} entrega las notificaciones push a nuestras apps.",
        ),
        "marketing_ads": (
            "Anuncios de retargeting",
            "{name} muestra nuestros anuncios a quienes visitaron el sitio.",
        ),
        "security_fraud": (
            "CAPTCHA en los formularios de registro",
            "Los formularios de registro están protegidos por el CAPTCHA de {name}.",
        ),
        "data_enrichment": (
            "Datos de empresa sobre contactos comerciales",
            "{name} enriquece los nuevos contactos comerciales con datos de la empresa.",
        ),
    },
    "it": {
        "sms_messaging": (
            "Codici di accesso via SMS",
            "{name} invia via SMS i codici di accesso agli utenti.",
        ),
        "email": (
            "Invio di email per fatture e avvisi",
            "Fatture e avvisi partono via email tramite {name}.",
        ),
        "payments": (
            "Incasso dei pagamenti online",
            "Quando un cliente paga, l'addebito sulla carta è eseguito da {name}.",
        ),
        "cloud_infra": (
            "Server virtuali e archiviazione a oggetti",
            "La piattaforma gira su macchine virtuali noleggiate da {name}.",
        ),
        "analytics_data": (
            "Statistiche di visita del sito",
            "{name} conta le pagine viste e le visite del nostro sito.",
        ),
        "support_cx": (
            "Helpdesk per le richieste dei clienti",
            "Le richieste dei clienti ricevono risposta tramite l'helpdesk di {name}.",
        ),
        "crm_sales": (
            "Pipeline di vendita e CRM",
            "I nostri commerciali seguono le opportunità nel CRM di {name}.",
        ),
        "auth_identity": (
            "Provider di identità per gli account cliente",
            "I clienti accedono tramite {name}, il nostro provider di identità.",
        ),
        "observability": (
            "Monitoraggio di disponibilità e prestazioni",
            "{name} controlla la disponibilità e avvisa il reperibile.",
        ),
        "productivity": (
            "Chat di team e videoconferenze",
            "I dipendenti comunicano con la chat e le videoconferenze di {name}.",
        ),
        "ai_ml": (
            "Apprendimento automatico per i riassunti",
            "I riassunti sono prodotti da un grande modello linguistico di {name}.",
        ),
        "privacy_compliance": (
            "Gestione delle richieste degli interessati",
            "{name} ci aiuta a evadere le richieste di accesso e cancellazione GDPR.",
        ),
        "hr_payroll": (
            "Selezione e gestione delle candidature",
            "Le candidature sono gestite in {name}.",
        ),
        "ecommerce_pos": (
            "Cassa nei punti vendita",
            "Le vendite in negozio sono battute sulle casse di {name}.",
        ),
        "database_infra": (
            "Database e cache ospitati",
            "I dati di sessione risiedono in un database gestito da {name}.",
        ),
        "finance_accounting": (
            "Software di contabilità e fatturazione",
            "Il nostro ufficio amministrativo tiene la contabilità in {name}.",
        ),
        "esignature_contracts": (
            "Firma digitale degli ordini",
            "Gli ordini sono firmati con la firma elettronica di {name}.",
        ),
        "integration_etl": (
            "Processi ETL verso il data warehouse",
            "{name} esegue i processi ETL che alimentano la nostra reportistica.",
        ),
        "search_discovery": (
            "Ricerca nel centro assistenza",
            "I visitatori cercano nel centro assistenza con {name}.",
        ),
        "media_cdn": (
            "Hosting e streaming video",
            "I video tutorial sono trasmessi dalla CDN di {name}.",
        ),
        "realtime_infra": (
            "Notifiche push alle app mobili",
            "{name} recapita le notifiche push alle nostre app.",
        ),
        "marketing_ads": (
            "Annunci di retargeting",
            "{name} mostra i nostri annunci a chi ha visitato il sito.",
        ),
        "security_fraud": (
            "CAPTCHA sui moduli di registrazione",
            "I moduli di registrazione sono protetti dal CAPTCHA di {name}.",
        ),
        "data_enrichment": (
            "Dati aziendali sui contatti commerciali",
            "{name} arricchisce i nuovi contatti con dati aziendali.",
        ),
    },
    "pt": {
        "sms_messaging": (
            "Códigos de acesso por SMS",
            "A {name} envia por SMS os códigos de acesso aos utilizadores.",
        ),
        "email": (
            "Envio de e-mails de faturas e alertas",
            "As faturas e os alertas saem por e-mail através da {name}.",
        ),
        "payments": (
            "Cobrança de pagamentos online",
            "Quando um cliente paga, o cartão é debitado pela {name}.",
        ),
        "cloud_infra": (
            "Servidores virtuais e armazenamento de objetos",
            "A plataforma corre em máquinas virtuais alugadas à {name}.",
        ),
        "analytics_data": (
            "Estatísticas de visitas do site",
            "A {name} conta as visualizações de página e as visitas do nosso site.",
        ),
        "support_cx": (
            "Helpdesk para pedidos de clientes",
            "Os pedidos dos clientes são respondidos no helpdesk da {name}.",
        ),
        "crm_sales": (
            "Pipeline de vendas e CRM",
            "Os nossos comerciais acompanham oportunidades no CRM da {name}.",
        ),
        "auth_identity": (
            "Fornecedor de identidade para contas de clientes",
            "Os clientes iniciam sessão através da {name}, o nosso fornecedor de identidade.",
        ),
        "observability": (
            "Monitorização de disponibilidade e desempenho",
            "A {name} vigia a disponibilidade e alerta a equipa de prevenção.",
        ),
        "productivity": (
            "Chat de equipa e videochamadas",
            "Os colaboradores comunicam pelo chat e pelas videochamadas da {name}.",
        ),
        "ai_ml": (
            "Aprendizagem automática para resumos",
            "Os resumos são produzidos por um grande modelo de linguagem da {name}.",
        ),
        "privacy_compliance": (
            "Gestão de pedidos dos titulares dos dados",
            "A {name} ajuda-nos a responder a pedidos de acesso e apagamento do RGPD.",
        ),
        "hr_payroll": (
            "Recrutamento e gestão de candidaturas",
            "As candidaturas são geridas na {name}.",
        ),
        "ecommerce_pos": (
            "Terminais de ponto de venda nas lojas",
            "As vendas nas lojas são registadas nos terminais da {name}.",
        ),
        "database_infra": (
            "Base de dados e cache alojadas",
            "Os dados de sessão ficam numa base de dados operada pela {name}.",
        ),
        "finance_accounting": (
            "Software de contabilidade e faturação",
            "O nosso departamento financeiro faz a contabilidade na {name}.",
        ),
        "esignature_contracts": (
            "Assinatura digital de encomendas",
            "As encomendas são assinadas com a assinatura eletrónica da {name}.",
        ),
        "integration_etl": (
            "Processos ETL para o armazém de dados",
            "A {name} executa os processos ETL que alimentam os nossos relatórios.",
        ),
        "search_discovery": (
            "Pesquisa no centro de ajuda",
            "Os visitantes pesquisam no centro de ajuda com a {name}.",
        ),
        "media_cdn": (
            "Alojamento e streaming de vídeo",
            "Os vídeos tutoriais são transmitidos a partir da CDN da {name}.",
        ),
        "realtime_infra": (
            "Notificações push para as apps móveis",
            "A {name} entrega as notificações push às nossas apps.",
        ),
        "marketing_ads": (
            "Anúncios de retargeting",
            "A {name} mostra os nossos anúncios a quem visitou o site.",
        ),
        "security_fraud": (
            "CAPTCHA nos formulários de registo",
            "Os formulários de registo são protegidos pelo CAPTCHA da {name}.",
        ),
        "data_enrichment": (
            "Dados de empresa sobre contactos comerciais",
            "A {name} enriquece os novos contactos comerciais com dados da empresa.",
        ),
    },
}
