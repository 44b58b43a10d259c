"""What each invented vendor does, written as a disclosure would write it, in every language.

For each category: a short purpose (a table cell, a list item's tail, a section heading) and a
sentence naming the vendor (`{name}`) for prose sections. Written as natural disclosure
wording, independently of the extractor's keyword tables, so the synthetic test does not check
the code against itself. `PURPOSES` is the development set; `FRESH` (see `fresh.py`) was written
after the extractor's vocabulary was frozen and is only measured.
"""

from __future__ import annotations

Purposes = dict[str, dict[str, tuple[str, str]]]

PURPOSES: Purposes = {
    "en": {
        "sms_messaging": (
            "Sending verification codes by SMS",
            "Text messages with one-time codes are delivered through {name}.",
        ),
        "email": (
            "Delivery of transactional emails",
            "Account notifications and password reset emails are sent via {name}.",
        ),
        "payments": (
            "Processing card payments and subscriptions",
            "Customer payments are handled by {name}.",
        ),
        "cloud_infra": (
            "Cloud hosting of the application servers",
            "Our production servers are hosted by {name}.",
        ),
        "analytics_data": (
            "Product analytics and usage statistics",
            "We analyse how the product is used with {name}.",
        ),
        "support_cx": (
            "Customer support ticketing and help desk",
            "Support requests from customers are handled in the help desk of {name}.",
        ),
        "crm_sales": (
            "Customer relationship management for our sales team",
            "Our sales team manages leads and deals in {name}.",
        ),
        "auth_identity": (
            "User authentication and single sign-on",
            "Login and single sign-on for user accounts run on {name}.",
        ),
        "observability": (
            "Error tracking and application monitoring",
            "{name} collects application logs and alerts us about errors.",
        ),
        "productivity": (
            "Internal collaboration and document editing",
            "Our staff share documents and meeting notes in {name}.",
        ),
        "ai_ml": (
            "Large language model inference for AI features",
            "AI-assisted answers are generated with models hosted by {name}.",
        ),
        "privacy_compliance": (
            "Cookie consent management",
            "{name} records the consent choices of website visitors.",
        ),
        "hr_payroll": (
            "Payroll and HR administration for our employees",
            "Salaries of our employees are calculated by {name}.",
        ),
        "ecommerce_pos": (
            "Running the online shop and order management",
            "Orders from our web shop are processed in {name}.",
        ),
        "database_infra": (
            "Managed database hosting",
            "{name} operates our managed PostgreSQL databases.",
        ),
        "finance_accounting": (
            "Bookkeeping and tax filings",
            "Our accounts and annual tax returns are prepared by {name}.",
        ),
        "esignature_contracts": (
            "Electronic signature of contracts",
            "Customers sign their contracts electronically with {name}.",
        ),
        "integration_etl": (
            "Data pipelines and synchronisation between internal systems",
            "{name} moves data between our internal tools through automated workflows.",
        ),
        "search_discovery": (
            "Full-text search in the product",
            "Search results inside the app are powered by {name}.",
        ),
        "media_cdn": (
            "Content delivery network for images and static files",
            "Images and videos are delivered to users through the CDN of {name}.",
        ),
        "realtime_infra": (
            "Real-time messaging over WebSockets",
            "Live updates in the browser are pushed over WebSockets operated by {name}.",
        ),
        "marketing_ads": (
            "Advertising campaigns and conversion tracking",
            "We measure the success of our ad campaigns with {name}.",
        ),
        "security_fraud": (
            "Fraud detection and bot protection",
            "{name} screens sign-ups for fraud and abuse.",
        ),
        "data_enrichment": (
            "Enrichment of company and contact data",
            "{name} supplements our contact records with company details such as industry "
            "and headcount.",
        ),
    },
    "de": {
        "sms_messaging": (
            "Versand von Bestätigungscodes per SMS",
            "Einmalcodes per SMS werden über {name} zugestellt.",
        ),
        "email": (
            "Versand von System-E-Mails",
            "Benachrichtigungen und E-Mails zum Zurücksetzen des Passworts verschickt {name}.",
        ),
        "payments": (
            "Abwicklung von Kartenzahlungen und Abonnements",
            "Zahlungen unserer Kunden wickelt {name} ab.",
        ),
        "cloud_infra": (
            "Hosting der Anwendungsserver in der Cloud",
            "Unsere Produktivserver werden in einem Rechenzentrum von {name} betrieben.",
        ),
        "analytics_data": (
            "Auswertung der Produktnutzung (Webanalyse)",
            "Mit {name} werten wir die Nutzung unseres Produkts statistisch aus.",
        ),
        "support_cx": (
            "Kundensupport und Ticketsystem",
            "Supportanfragen unserer Kunden beantworten wir im Helpdesk von {name}.",
        ),
        "crm_sales": (
            "Kundenbeziehungsmanagement (CRM) für den Vertrieb",
            "Unser Vertriebsteam verwaltet Interessenten und Angebote in {name}.",
        ),
        "auth_identity": (
            "Benutzeranmeldung und Single Sign-on",
            "Die Anmeldung der Nutzer und die Zwei-Faktor-Authentifizierung laufen über {name}.",
        ),
        "observability": (
            "Fehlerüberwachung und Anwendungsmonitoring",
            "{name} sammelt Protokolle der Anwendung und alarmiert uns bei Fehlern.",
        ),
        "productivity": (
            "Interne Zusammenarbeit und Dokumentenbearbeitung",
            "Unsere Mitarbeitenden teilen Dokumente und Besprechungsnotizen in {name}.",
        ),
        "ai_ml": (
            "Sprachmodelle für KI-Funktionen",
            "Antworten des KI-Assistenten werden mit Modellen von {name} erzeugt.",
        ),
        "privacy_compliance": (
            "Verwaltung von Cookie-Einwilligungen",
            "{name} speichert die Einwilligungen der Websitebesucher.",
        ),
        "hr_payroll": (
            "Lohnabrechnung und Personalverwaltung",
            "Die Gehaltsabrechnung unserer Beschäftigten erstellt {name}.",
        ),
        "ecommerce_pos": (
            "Betrieb des Onlineshops und Bestellabwicklung",
            "Bestellungen aus unserem Webshop werden in {name} bearbeitet.",
        ),
        "database_infra": (
            "Betrieb verwalteter Datenbanken",
            "{name} betreibt unsere PostgreSQL-Datenbanken.",
        ),
        "finance_accounting": (
            "Buchhaltung und Steuererklärungen",
            "Unsere Finanzbuchhaltung und die Jahresabschlüsse erstellt {name}.",
        ),
        "esignature_contracts": (
            "Elektronische Unterschrift von Verträgen",
            "Kunden unterzeichnen Verträge elektronisch mit {name}.",
        ),
        "integration_etl": (
            "Datenintegration und Synchronisation zwischen internen Systemen",
            "{name} überträgt Daten zwischen unseren internen Werkzeugen mit automatisierten "
            "Workflows.",
        ),
        "search_discovery": (
            "Volltextsuche in der Anwendung",
            "Die Suchergebnisse in der App liefert {name}.",
        ),
        "media_cdn": (
            "Content Delivery Network für Bilder und statische Dateien",
            "Bilder und Videos werden über das CDN von {name} ausgeliefert.",
        ),
        "realtime_infra": (
            "Echtzeit-Kommunikation über WebSockets",
            "Live-Aktualisierungen im Browser übermittelt {name} per WebSocket.",
        ),
        "marketing_ads": (
            "Werbekampagnen und Conversion-Messung",
            "Den Erfolg unserer Anzeigenkampagnen messen wir mit {name}.",
        ),
        "security_fraud": (
            "Betrugserkennung und Schutz vor Bots",
            "{name} prüft Registrierungen auf Betrug und Missbrauch.",
        ),
        "data_enrichment": (
            "Anreicherung von Firmen- und Kontaktdaten",
            "{name} ergänzt unsere Kontaktdatensätze um Firmendaten wie Branche und "
            "Mitarbeiterzahl.",
        ),
    },
    "fr": {
        "sms_messaging": (
            "Envoi de codes de vérification par SMS",
            "Les codes à usage unique sont envoyés par SMS via {name}.",
        ),
        "email": (
            "Envoi des e-mails transactionnels",
            "Les notifications et les courriels de réinitialisation du mot de passe sont "
            "envoyés par {name}.",
        ),
        "payments": (
            "Traitement des paiements par carte et des abonnements",
            "Les paiements de nos clients sont traités par {name}.",
        ),
        "cloud_infra": (
            "Hébergement des serveurs de l'application",
            "Nos serveurs de production sont hébergés dans les centres de données de {name}.",
        ),
        "analytics_data": (
            "Mesure d'audience et statistiques d'utilisation",
            "Nous analysons l'utilisation du produit avec {name}.",
        ),
        "support_cx": (
            "Support client et gestion des tickets",
            "Les demandes d'assistance de nos clients sont traitées dans l'outil de support "
            "de {name}.",
        ),
        "crm_sales": (
            "Gestion de la relation client (CRM) pour l'équipe commerciale",
            "Notre équipe commerciale suit les prospects et les opportunités dans {name}.",
        ),
        "auth_identity": (
            "Authentification des utilisateurs et authentification unique (SSO)",
            "La connexion des utilisateurs et l'authentification à deux facteurs reposent "
            "sur {name}.",
        ),
        "observability": (
            "Suivi des erreurs et supervision de l'application",
            "{name} collecte les journaux de l'application et nous alerte en cas d'erreur.",
        ),
        "productivity": (
            "Collaboration interne et édition de documents",
            "Nos équipes partagent leurs documents et comptes rendus de réunion dans {name}.",
        ),
        "ai_ml": (
            "Inférence de modèles de langage pour les fonctionnalités d'IA",
            "Les réponses de l'assistant d'intelligence artificielle sont générées par les "
            "modèles de {name}.",
        ),
        "privacy_compliance": (
            "Gestion du consentement aux cookies",
            "{name} enregistre les choix de consentement des visiteurs du site.",
        ),
        "hr_payroll": (
            "Paie et gestion des ressources humaines",
            "Les bulletins de salaire de nos employés sont établis par {name}.",
        ),
        "ecommerce_pos": (
            "Boutique en ligne et gestion des commandes",
            "Les commandes de notre boutique en ligne sont gérées dans {name}.",
        ),
        "database_infra": (
            "Hébergement de bases de données managées",
            "{name} exploite nos bases de données PostgreSQL.",
        ),
        "finance_accounting": (
            "Comptabilité et déclarations fiscales",
            "Notre comptabilité et nos déclarations fiscales sont tenues par {name}.",
        ),
        "esignature_contracts": (
            "Signature électronique des contrats",
            "Nos clients signent leurs contrats électroniquement avec {name}.",
        ),
        "integration_etl": (
            "Synchronisation des données entre les systèmes internes",
            "{name} transfère les données entre nos outils internes grâce à des flux automatisés.",
        ),
        "search_discovery": (
            "Moteur de recherche plein texte dans l'application",
            "Les résultats de recherche dans l'application sont fournis par {name}.",
        ),
        "media_cdn": (
            "Réseau de diffusion de contenu (CDN) pour les images et fichiers statiques",
            "Les images et vidéos sont diffusées aux utilisateurs par le CDN de {name}.",
        ),
        "realtime_infra": (
            "Messagerie en temps réel via WebSockets",
            "Les mises à jour en direct dans le navigateur sont transmises par {name} en "
            "temps réel.",
        ),
        "marketing_ads": (
            "Campagnes publicitaires et suivi des conversions",
            "Nous mesurons l'efficacité de nos campagnes publicitaires avec {name}.",
        ),
        "security_fraud": (
            "Détection de la fraude et protection contre les robots",
            "{name} analyse les inscriptions pour détecter la fraude et les abus.",
        ),
        "data_enrichment": (
            "Enrichissement des données d'entreprises et de contacts",
            "{name} complète nos fiches contacts avec des informations sur l'entreprise, "
            "comme le secteur et la taille.",
        ),
    },
    "nl": {
        "sms_messaging": (
            "Versturen van verificatiecodes per sms",
            "Eenmalige codes worden per sms verstuurd via {name}.",
        ),
        "email": (
            "Verzending van transactionele e-mails",
            "Meldingen en e-mails om het wachtwoord te herstellen worden verstuurd door {name}.",
        ),
        "payments": (
            "Verwerking van kaartbetalingen en abonnementen",
            "Betalingen van onze klanten worden afgehandeld door {name}.",
        ),
        "cloud_infra": (
            "Hosting van de applicatieservers",
            "Onze productieservers draaien in een datacenter van {name}.",
        ),
        "analytics_data": (
            "Productanalyse en gebruiksstatistieken",
            "Met {name} analyseren we hoe het product wordt gebruikt.",
        ),
        "support_cx": (
            "Klantenondersteuning en ticketsysteem",
            "Supportvragen van klanten beantwoorden we in de helpdesk van {name}.",
        ),
        "crm_sales": (
            "Klantrelatiebeheer (CRM) voor het verkoopteam",
            "Ons verkoopteam beheert leads en offertes in {name}.",
        ),
        "auth_identity": (
            "Gebruikersauthenticatie en single sign-on",
            "Inloggen en tweestapsverificatie van gebruikers verlopen via {name}.",
        ),
        "observability": (
            "Foutopsporing en monitoring van de applicatie",
            "{name} verzamelt applicatielogs en waarschuwt ons bij fouten.",
        ),
        "productivity": (
            "Interne samenwerking en het bewerken van documenten",
            "Onze medewerkers delen documenten en vergadernotities in {name}.",
        ),
        "ai_ml": (
            "Taalmodellen voor AI-functies",
            "Antwoorden van de AI-assistent worden gegenereerd met modellen van {name}.",
        ),
        "privacy_compliance": (
            "Beheer van cookietoestemming",
            "{name} registreert de toestemmingskeuzes van websitebezoekers.",
        ),
        "hr_payroll": (
            "Salarisadministratie en personeelsbeheer",
            "De loonstroken van onze medewerkers worden opgesteld door {name}.",
        ),
        "ecommerce_pos": (
            "Webwinkel en orderbeheer",
            "Bestellingen uit onze webwinkel worden verwerkt in {name}.",
        ),
        "database_infra": (
            "Beheerde databases",
            "{name} beheert onze PostgreSQL-databases.",
        ),
        "finance_accounting": (
            "Boekhouding en belastingaangiften",
            "Onze boekhouding en belastingaangiften worden verzorgd door {name}.",
        ),
        "esignature_contracts": (
            "Elektronisch ondertekenen van contracten",
            "Klanten ondertekenen hun contracten elektronisch met {name}.",
        ),
        "integration_etl": (
            "Gegevensintegratie tussen interne systemen",
            "{name} synchroniseert gegevens tussen onze interne systemen met "
            "geautomatiseerde workflows.",
        ),
        "search_discovery": (
            "Zoekfunctie in de applicatie",
            "Zoekresultaten in de app worden geleverd door {name}.",
        ),
        "media_cdn": (
            "Content delivery network voor afbeeldingen en statische bestanden",
            "Afbeeldingen en video's worden via het CDN van {name} aan gebruikers geleverd.",
        ),
        "realtime_infra": (
            "Realtime berichten via WebSockets",
            "Live-updates in de browser worden in realtime doorgestuurd door {name}.",
        ),
        "marketing_ads": (
            "Advertentiecampagnes en conversiemeting",
            "We meten het resultaat van onze advertentiecampagnes met {name}.",
        ),
        "security_fraud": (
            "Fraudedetectie en bescherming tegen bots",
            "{name} controleert registraties op fraude en misbruik.",
        ),
        "data_enrichment": (
            "Verrijking van bedrijfs- en contactgegevens",
            "{name} vult onze contactgegevens aan met bedrijfsinformatie zoals branche en omvang.",
        ),
    },
    "es": {
        "sms_messaging": (
            "Envío de códigos de verificación por SMS",
            "Los códigos de un solo uso se envían por SMS a través de {name}.",
        ),
        "email": (
            "Envío de correos electrónicos transaccionales",
            "Las notificaciones y los correos para restablecer la contraseña los envía {name}.",
        ),
        "payments": (
            "Procesamiento de pagos con tarjeta y suscripciones",
            "Los pagos de nuestros clientes los gestiona {name}.",
        ),
        "cloud_infra": (
            "Alojamiento de los servidores de la aplicación en la nube",
            "Nuestros servidores de producción están alojados en los centros de datos de {name}.",
        ),
        "analytics_data": (
            "Analítica de producto y estadísticas de uso",
            "Con {name} analizamos cómo se utiliza el producto.",
        ),
        "support_cx": (
            "Atención al cliente y gestión de tickets",
            "Las solicitudes de soporte de los clientes se atienden en el servicio de "
            "asistencia de {name}.",
        ),
        "crm_sales": (
            "Gestión de relaciones con clientes (CRM) para el equipo comercial",
            "Nuestro equipo de ventas gestiona los contactos comerciales y las oportunidades "
            "en {name}.",
        ),
        "auth_identity": (
            "Autenticación de usuarios e inicio de sesión único",
            "El inicio de sesión y la verificación en dos pasos de los usuarios funcionan "
            "con {name}.",
        ),
        "observability": (
            "Seguimiento de errores y monitorización de la aplicación",
            "{name} recopila los registros de la aplicación y nos avisa de los errores.",
        ),
        "productivity": (
            "Colaboración interna y edición de documentos",
            "Nuestro personal comparte documentos y actas de reuniones en {name}.",
        ),
        "ai_ml": (
            "Modelos de lenguaje para funciones de inteligencia artificial",
            "Las respuestas del asistente de IA se generan con modelos de {name}.",
        ),
        "privacy_compliance": (
            "Gestión del consentimiento de cookies",
            "{name} registra las preferencias de consentimiento de los visitantes del sitio web.",
        ),
        "hr_payroll": (
            "Nóminas y gestión de recursos humanos",
            "Las nóminas de nuestros empleados las elabora {name}.",
        ),
        "ecommerce_pos": (
            "Tienda online y gestión de pedidos",
            "Los pedidos de nuestra tienda online se gestionan en {name}.",
        ),
        "database_infra": (
            "Bases de datos gestionadas",
            "{name} opera nuestras bases de datos PostgreSQL.",
        ),
        "finance_accounting": (
            "Contabilidad y declaraciones de impuestos",
            "Nuestra contabilidad y las declaraciones fiscales las lleva {name}.",
        ),
        "esignature_contracts": (
            "Firma electrónica de contratos",
            "Los clientes firman sus contratos electrónicamente con {name}.",
        ),
        "integration_etl": (
            "Integración y sincronización de datos entre sistemas internos",
            "{name} traslada datos entre nuestras herramientas internas mediante flujos "
            "automatizados.",
        ),
        "search_discovery": (
            "Búsqueda de texto completo en la aplicación",
            "Los resultados de búsqueda dentro de la aplicación los proporciona {name}.",
        ),
        "media_cdn": (
            "Red de distribución de contenidos (CDN) para imágenes y archivos estáticos",
            "Las imágenes y los vídeos se entregan a los usuarios mediante la CDN de {name}.",
        ),
        "realtime_infra": (
            "Mensajería en tiempo real mediante WebSockets",
            "Las actualizaciones en directo del navegador se transmiten en tiempo real con {name}.",
        ),
        "marketing_ads": (
            "Campañas publicitarias y medición de conversiones",
            "Medimos el rendimiento de nuestras campañas publicitarias con {name}.",
        ),
        "security_fraud": (
            "Detección de fraude y protección frente a bots",
            "{name} revisa los registros de usuarios para detectar fraude y abusos.",
        ),
        "data_enrichment": (
            "Enriquecimiento de datos de empresas y contactos",
            "{name} completa nuestros registros de contactos con datos de la empresa, como "
            "el sector y el tamaño.",
        ),
    },
    "it": {
        "sms_messaging": (
            "Invio di codici di verifica via SMS",
            "I codici monouso vengono inviati tramite SMS da {name}.",
        ),
        "email": (
            "Invio di email transazionali",
            "Le notifiche e le email per reimpostare la password sono inviate da {name}.",
        ),
        "payments": (
            "Elaborazione dei pagamenti con carta e degli abbonamenti",
            "I pagamenti dei nostri clienti sono gestiti da {name}.",
        ),
        "cloud_infra": (
            "Hosting dei server applicativi nel cloud",
            "I nostri server di produzione sono ospitati nei data center di {name}.",
        ),
        "analytics_data": (
            "Analisi dell'utilizzo del prodotto e statistiche",
            "Con {name} analizziamo come viene utilizzato il prodotto.",
        ),
        "support_cx": (
            "Assistenza clienti e gestione dei ticket",
            "Le richieste di assistenza dei clienti vengono gestite nell'helpdesk di {name}.",
        ),
        "crm_sales": (
            "Gestione delle relazioni con i clienti (CRM) per il team commerciale",
            "Il nostro team vendite gestisce contatti commerciali e trattative in {name}.",
        ),
        "auth_identity": (
            "Autenticazione degli utenti e single sign-on",
            "L'accesso degli utenti e l'autenticazione a due fattori passano da {name}.",
        ),
        "observability": (
            "Monitoraggio degli errori e dell'applicazione",
            "{name} raccoglie i log dell'applicazione e ci avvisa in caso di errori.",
        ),
        "productivity": (
            "Collaborazione interna e modifica di documenti",
            "Il nostro personale condivide documenti e verbali delle riunioni in {name}.",
        ),
        "ai_ml": (
            "Modelli linguistici per le funzionalità di intelligenza artificiale",
            "Le risposte dell'assistente IA sono generate con i modelli di {name}.",
        ),
        "privacy_compliance": (
            "Gestione del consenso ai cookie",
            "{name} registra le scelte di consenso dei visitatori del sito.",
        ),
        "hr_payroll": (
            "Elaborazione delle buste paga e gestione del personale",
            "Le buste paga dei nostri dipendenti sono predisposte da {name}.",
        ),
        "ecommerce_pos": (
            "Negozio online e gestione degli ordini",
            "Gli ordini del nostro negozio online sono gestiti in {name}.",
        ),
        "database_infra": (
            "Database gestiti",
            "{name} gestisce i nostri database PostgreSQL.",
        ),
        "finance_accounting": (
            "Contabilità e dichiarazioni fiscali",
            "La nostra contabilità e le dichiarazioni dei redditi sono curate da {name}.",
        ),
        "esignature_contracts": (
            "Firma elettronica dei contratti",
            "I clienti firmano i contratti elettronicamente con {name}.",
        ),
        "integration_etl": (
            "Integrazione e sincronizzazione dei dati tra sistemi interni",
            "{name} trasferisce i dati tra i nostri strumenti interni con flussi automatizzati.",
        ),
        "search_discovery": (
            "Ricerca full-text nell'applicazione",
            "I risultati di ricerca nell'app sono forniti da {name}.",
        ),
        "media_cdn": (
            "Rete di distribuzione dei contenuti (CDN) per immagini e file statici",
            "Immagini e video sono distribuiti agli utenti tramite la CDN di {name}.",
        ),
        "realtime_infra": (
            "Messaggistica in tempo reale tramite WebSocket",
            "Gli aggiornamenti dal vivo nel browser sono trasmessi in tempo reale da {name}.",
        ),
        "marketing_ads": (
            "Campagne pubblicitarie e misurazione delle conversioni",
            "Misuriamo i risultati delle nostre campagne pubblicitarie con {name}.",
        ),
        "security_fraud": (
            "Rilevamento delle frodi e protezione dai bot",
            "{name} controlla le registrazioni per individuare frodi e abusi.",
        ),
        "data_enrichment": (
            "Arricchimento dei dati aziendali e di contatto",
            "{name} integra le nostre schede contatto con informazioni aziendali come settore "
            "e dimensioni.",
        ),
    },
    "pt": {
        "sms_messaging": (
            "Envio de códigos de verificação por SMS",
            "Os códigos de utilização única são enviados por SMS através da {name}.",
        ),
        "email": (
            "Envio de e-mails transacionais",
            "As notificações e os e-mails de redefinição de senha são enviados pela {name}.",
        ),
        "payments": (
            "Processamento de pagamentos com cartão e assinaturas",
            "Os pagamentos dos nossos clientes são processados pela {name}.",
        ),
        "cloud_infra": (
            "Alojamento dos servidores da aplicação na nuvem",
            "Os nossos servidores de produção estão hospedados nos centros de dados da {name}.",
        ),
        "analytics_data": (
            "Análise de utilização do produto e estatísticas",
            "Com a {name} analisamos a forma como o produto é utilizado.",
        ),
        "support_cx": (
            "Apoio ao cliente e gestão de tickets",
            "Os pedidos de suporte dos clientes são tratados no helpdesk da {name}.",
        ),
        "crm_sales": (
            "Gestão do relacionamento com clientes (CRM) para a equipa comercial",
            "A nossa equipa de vendas gere contactos comerciais e oportunidades na {name}.",
        ),
        "auth_identity": (
            "Autenticação de utilizadores e início de sessão único",
            "O login e a autenticação de dois fatores dos utilizadores funcionam com a {name}.",
        ),
        "observability": (
            "Monitorização de erros e da aplicação",
            "A {name} recolhe os registos da aplicação e alerta-nos em caso de erros.",
        ),
        "productivity": (
            "Colaboração interna e edição de documentos",
            "A nossa equipa partilha documentos e atas de reuniões na {name}.",
        ),
        "ai_ml": (
            "Modelos de linguagem para funcionalidades de inteligência artificial",
            "As respostas do assistente de IA são geradas com modelos da {name}.",
        ),
        "privacy_compliance": (
            "Gestão do consentimento de cookies",
            "A {name} regista as escolhas de consentimento dos visitantes do site.",
        ),
        "hr_payroll": (
            "Processamento salarial e gestão de recursos humanos",
            "Os recibos de vencimento dos nossos colaboradores são elaborados pela {name}.",
        ),
        "ecommerce_pos": (
            "Loja online e gestão de encomendas",
            "As encomendas da nossa loja online são geridas na {name}.",
        ),
        "database_infra": (
            "Bases de dados geridas",
            "A {name} opera as nossas bases de dados PostgreSQL.",
        ),
        "finance_accounting": (
            "Contabilidade e declarações fiscais",
            "A nossa contabilidade e as declarações de impostos são tratadas pela {name}.",
        ),
        "esignature_contracts": (
            "Assinatura eletrónica de contratos",
            "Os clientes assinam os contratos eletronicamente com a {name}.",
        ),
        "integration_etl": (
            "Integração e sincronização de dados entre sistemas internos",
            "A {name} transfere dados entre as nossas ferramentas internas através de fluxos "
            "automatizados.",
        ),
        "search_discovery": (
            "Pesquisa de texto integral na aplicação",
            "Os resultados de pesquisa na aplicação são fornecidos pela {name}.",
        ),
        "media_cdn": (
            "Rede de distribuição de conteúdos (CDN) para imagens e ficheiros estáticos",
            "As imagens e os vídeos são entregues aos utilizadores através da CDN da {name}.",
        ),
        "realtime_infra": (
            "Mensagens em tempo real através de WebSockets",
            "As atualizações ao vivo no navegador são transmitidas em tempo real pela {name}.",
        ),
        "marketing_ads": (
            "Campanhas publicitárias e medição de conversões",
            "Medimos o desempenho das nossas campanhas publicitárias com a {name}.",
        ),
        "security_fraud": (
            "Deteção de fraude e proteção contra bots",
            "A {name} verifica os registos de novos utilizadores para detetar fraude e abusos.",
        ),
        "data_enrichment": (
            "Enriquecimento de dados de empresas e contactos",
            "A {name} completa as nossas fichas de contacto com dados da empresa, como o setor "
            "e a dimensão.",
        ),
    },
}
