"""French and Dutch sites."""

from __future__ import annotations

from tests.scanning.negatives.tongue import Tongue

FRENCH = Tongue(
    code="fr",
    tld="fr",
    legal_forms=("SAS", "SARL", "SA", "SASU", "EURL"),
    nav={
        "home": "Accueil",
        "help": "Centre d'aide",
        "docs": "Documentation",
        "blog": "Blog",
        "integrations": "Intégrations",
        "customers": "Clients",
        "security": "Sécurité",
        "privacy": "Politique de confidentialité",
        "legal": "Mentions légales",
        "cookies": "Politique cookies",
        "dpa": "Accord de traitement des données",
        "glossary": "Glossaire",
        "templates": "Modèles",
        "list": "Sous-traitants ultérieurs",
        "pricing": "Tarifs",
        "terms": "CGU",
    },
    paths={
        "help": "aide",
        "docs": "documentation",
        "blog": "blog",
        "integrations": "integrations",
        "customers": "clients",
        "security": "securite",
        "privacy": "confidentialite",
        "legal": "mentions-legales",
        "cookies": "cookies",
        "dpa": "dpa",
        "glossary": "glossaire",
        "templates": "modeles",
        "list": "sous-traitants",
        "articles": "articles",
    },
    list_word="sous-traitants ultérieurs",
    list_titles=(
        "Sous-traitants ultérieurs",
        "Liste des sous-traitants",
        "Les sous-traitants de {brand}",
        "Nos sous-traitants ultérieurs",
    ),
    list_intros=(
        "{brand} fait appel aux sous-traitants ultérieurs suivants pour fournir ses"
        " services. Nous vous informons avant tout nouveau sous-traitant.",
        "Pour exploiter {brand}, les prestataires ci-dessous traitent des données"
        " personnelles pour notre compte.",
    ),
    list_headers=("Sous-traitant", "Finalité", "Localisation"),
    purposes={
        "hosting": "Hébergement de l'application et des bases de données",
        "payments": "Traitement des paiements et facturation",
        "email": "Envoi des e-mails transactionnels",
        "support": "Support client par ticket et chat",
        "analytics": "Mesure d'audience du produit",
        "monitoring": "Suivi des erreurs et supervision",
        "crm": "Gestion de la relation client",
        "auth": "Authentification unique (SSO)",
        "ai": "Fonctions d'IA : génération de texte",
        "productivity": "Communication interne sur les demandes clients",
    },
    countries=("France", "États-Unis", "Irlande", "Allemagne", "UE"),
    guide_titles=(
        "Comment vérifier les sous-traitants de vos fournisseurs ?",
        "Qu'est-ce qu'un sous-traitant ultérieur ? Définition et exemples",
        "Sous-traitants ultérieurs et RGPD : ce que le responsable doit savoir",
        "Check-list : gérer vos sous-traitants ultérieurs",
        "Modèle de liste des sous-traitants ultérieurs",
        "Les sous-traitants ultérieurs expliqués simplement",
    ),
    guide_intros=(
        "Un sous-traitant ultérieur est un tiers auquel un sous-traitant confie un"
        " traitement de données personnelles. L'article 28 du RGPD exige l'accord du"
        " responsable du traitement.",
        "En signant un accord de traitement avec un éditeur SaaS, vous acceptez"
        " souvent ses propres sous-traitants.",
    ),
    guide_leads=(
        "Les sous-traitants typiques d'un éditeur de logiciels sont par exemple :",
        "Voici des exemples que l'on retrouve sur presque toutes les listes :",
    ),
    guide_headers=("Exemple", "Service typique"),
    guide_headings=(
        "Sous-traitants ultérieurs courants",
        "Sous-traitants typiques d'un éditeur SaaS",
        "Les sous-traitants les plus fréquents",
    ),
    guide_steps=(
        "Demandez la liste à jour à chaque fournisseur.",
        "Vérifiez où les données sont hébergées.",
        "Abonnez-vous aux notifications de changement.",
        "Consignez le résultat dans votre registre.",
    ),
    doc_titles=(
        "Suivi des sous-traitants ultérieurs",
        "Inventaire des fournisseurs",
        "Sous-traitants",
    ),
    doc_intros=(
        "{brand} surveille les listes de sous-traitants publiées par vos fournisseurs"
        " et vous alerte à chaque changement.",
        "L'onglet « Sous-traitants » d'une fiche fournisseur affiche les sous-traitants"
        " qu'il déclare. Sources prises en charge :",
    ),
    doc_headers=("Fournisseur", "Ce que {brand} importe"),
    doc_row="Liste publiée des sous-traitants, vérifiée chaque jour",
    integ_titles=("Intégrations", "Marketplace", "Connectez {brand} à vos outils"),
    integ_intros=(
        "Connectez {brand} aux outils de votre équipe. Une fois l'intégration"
        " activée, le fournisseur traite les données que vous lui envoyez.",
    ),
    integ_rows={
        "hosting": "Stocker les exports",
        "payments": "Synchroniser les factures",
        "email": "Envoyer des campagnes",
        "support": "Créer des tickets",
        "analytics": "Analyser les événements",
        "monitoring": "Transférer les alertes",
        "crm": "Synchroniser les contacts",
        "auth": "Connexion via votre IdP",
        "ai": "Rédiger des réponses avec l'IA",
        "productivity": "Publier dans les canaux",
    },
    integ_cta="Connecter",
    cookie_titles=("Politique relative aux cookies", "Cookies"),
    cookie_intro="Cette politique explique quels cookies {brand} dépose et quels tiers déposent"
    " des cookies lors de votre visite.",
    cookie_headers=("Cookie", "Fournisseur", "Finalité", "Durée"),
    cookie_purposes=(
        "Mesure d'audience",
        "Mémorise votre consentement",
        "Identifiant de session",
        "Suivi des conversions",
        "Widget de chat",
    ),
    durations=("13 mois", "30 jours", "Session", "1 an", "6 mois"),
    security_titles=("La sécurité chez {brand}", "Centre de confiance", "Sécurité et conformité"),
    security_intro="La sécurité est au cœur de {brand} : chiffrement en transit et au repos,"
    " moindre privilège et tests d'intrusion réguliers.",
    cert_heading="Certifications",
    infra_heading="Infrastructure",
    infra_sentence="{brand} est hébergé chez {vendor}, dans des centres certifiés ISO 27001.",
    dpa_titles=("Accord de traitement des données", "Modèle d'accord de sous-traitance (RGPD)"),
    dpa_clauses=(
        "Le Sous-traitant peut recourir à des sous-traitants ultérieurs, tels que des"
        " hébergeurs (par exemple {examples}), à condition de leur imposer les mêmes"
        " obligations.",
        "Le Client donne une autorisation générale. Exemples de catégories : les"
        " fournisseurs d'infrastructure (p. ex. {examples}). La liste à jour est"
        " publiée sur le site du Sous-traitant.",
    ),
    annex_heading="Annexe 3 – Liste des sous-traitants ultérieurs",
    annex_placeholder=("[Nom du sous-traitant]", "[Description du traitement]", "[Pays]"),
    blog_titles=(
        "Pourquoi nous avons migré notre infrastructure vers {vendor}",
        "Les {n} sous-traitants derrière une pile SaaS moderne",
        "Ce que nous avons appris en lisant {n} listes de sous-traitants",
    ),
    blog_paras=(
        "L'an dernier, nous avons comparé plusieurs fournisseurs. Voici nos critères.",
        "Toute entreprise SaaS s'appuie sur d'autres. Ces noms reviennent partout.",
    ),
    customers_titles=("Nos clients", "Ils nous font confiance", "Témoignages clients"),
    customers_intro="Plus de {n} entreprises utilisent {brand}, des start-ups aux grands groupes.",
    quote="« {brand} fait gagner des heures à notre équipe chaque semaine. »",
    tagline="{brand} aide les équipes à avancer plus vite.",
    privacy_title="Politique de confidentialité",
    privacy_body="Cette politique décrit comment {brand} traite les données personnelles. Nous"
    " partageons des données avec des prestataires qui nous aident à fournir le service.",
    privacy_pointer="La liste de nos sous-traitants ultérieurs est disponible"
    ' <a href="{href}">ici</a>.',
    legal_title="Informations légales",
    legal_intro="Les documents qui encadrent l'utilisation de {brand}.",
)

DUTCH = Tongue(
    code="nl",
    tld="nl",
    legal_forms=("B.V.", "N.V.", "BV", "V.O.F."),
    nav={
        "home": "Home",
        "help": "Helpcentrum",
        "docs": "Documentatie",
        "blog": "Blog",
        "integrations": "Integraties",
        "customers": "Klanten",
        "security": "Beveiliging",
        "privacy": "Privacyverklaring",
        "legal": "Juridisch",
        "cookies": "Cookiebeleid",
        "dpa": "Verwerkersovereenkomst",
        "glossary": "Woordenlijst",
        "templates": "Sjablonen",
        "list": "Subverwerkers",
        "pricing": "Prijzen",
        "terms": "Algemene voorwaarden",
    },
    paths={
        "help": "help",
        "docs": "docs",
        "blog": "blog",
        "integrations": "integraties",
        "customers": "klanten",
        "security": "beveiliging",
        "privacy": "privacy",
        "legal": "juridisch",
        "cookies": "cookiebeleid",
        "dpa": "verwerkersovereenkomst",
        "glossary": "woordenlijst",
        "templates": "sjablonen",
        "list": "subverwerkers",
        "articles": "artikelen",
    },
    list_word="subverwerkers",
    list_titles=(
        "Subverwerkers",
        "Lijst van subverwerkers",
        "Subverwerkers van {brand}",
        "Onze subverwerkers",
    ),
    list_intros=(
        "{brand} schakelt de volgende subverwerkers in om de dienst te leveren. Bij een"
        " nieuwe subverwerker laten we het u vooraf weten.",
        "Voor {brand} verwerken de onderstaande partijen persoonsgegevens namens ons.",
    ),
    list_headers=("Subverwerker", "Doel", "Locatie"),
    purposes={
        "hosting": "Hosting van de applicatie en databases",
        "payments": "Betalingsverwerking en facturatie",
        "email": "Versturen van transactionele e-mails",
        "support": "Klantenservice via tickets en chat",
        "analytics": "Analyse van productgebruik",
        "monitoring": "Foutopsporing en monitoring",
        "crm": "Klantrelatiebeheer",
        "auth": "Single sign-on en inloggen",
        "ai": "AI-functies: tekstgeneratie",
        "productivity": "Interne communicatie over klantvragen",
    },
    countries=("Nederland", "Verenigde Staten", "Ierland", "Duitsland", "EU"),
    guide_titles=(
        "Hoe controleert u de subverwerkers van uw leveranciers?",
        "Wat is een subverwerker? Definitie en voorbeelden",
        "Subverwerkers en de AVG: wat elke verwerkingsverantwoordelijke moet weten",
        "Checklist: subverwerkers beheren",
        "Sjabloon: lijst van subverwerkers",
        "Subverwerkers uitgelegd",
    ),
    guide_intros=(
        "Een subverwerker is een derde die een verwerker inschakelt om"
        " persoonsgegevens te verwerken. Artikel 28 AVG vraagt toestemming van de"
        " verwerkingsverantwoordelijke.",
        "Wie een verwerkersovereenkomst sluit met een SaaS-leverancier, accepteert"
        " meestal ook diens subverwerkers.",
    ),
    guide_leads=(
        "Typische subverwerkers van een softwarebedrijf zijn bijvoorbeeld:",
        "Deze voorbeelden staan op bijna elke lijst:",
    ),
    guide_headers=("Voorbeeld", "Typische dienst"),
    guide_headings=(
        "Veelvoorkomende subverwerkers",
        "Typische subverwerkers",
        "Populaire subverwerkers",
    ),
    guide_steps=(
        "Vraag elke leverancier om de actuele lijst.",
        "Controleer waar de gegevens worden opgeslagen.",
        "Abonneer u op wijzigingsberichten.",
        "Leg het resultaat vast in uw register.",
    ),
    doc_titles=("Subverwerkers bewaken", "Leveranciersoverzicht", "Subverwerkers"),
    doc_intros=(
        "{brand} houdt de gepubliceerde lijsten van subverwerkers van uw leveranciers in"
        " de gaten en waarschuwt bij wijzigingen.",
        "Het tabblad Subverwerkers in een leveranciersprofiel toont welke subverwerkers"
        " die leverancier noemt. Ondersteunde bronnen:",
    ),
    doc_headers=("Leverancier", "Wat {brand} importeert"),
    doc_row="Gepubliceerde lijst van subverwerkers, dagelijks gecontroleerd",
    integ_titles=("Integraties", "Marktplaats", "Koppel {brand} aan uw tools"),
    integ_intros=(
        "Koppel {brand} aan de tools die uw team al gebruikt. Met een actieve"
        " integratie verwerkt de aanbieder de gegevens die u stuurt.",
    ),
    integ_rows={
        "hosting": "Exports opslaan",
        "payments": "Facturen synchroniseren",
        "email": "Nieuwsbrieven versturen",
        "support": "Tickets aanmaken",
        "analytics": "Gebeurtenissen analyseren",
        "monitoring": "Meldingen doorsturen",
        "crm": "Contacten synchroniseren",
        "auth": "Inloggen via uw IdP",
        "ai": "Antwoorden opstellen met AI",
        "productivity": "Updates in kanalen",
    },
    integ_cta="Koppelen",
    cookie_titles=("Cookiebeleid", "Cookies"),
    cookie_intro="Dit beleid legt uit welke cookies {brand} plaatst en welke derden cookies"
    " plaatsen wanneer u onze website bezoekt.",
    cookie_headers=("Cookie", "Aanbieder", "Doel", "Bewaartermijn"),
    cookie_purposes=(
        "Bezoekersstatistieken",
        "Onthoudt uw toestemming",
        "Sessie-ID",
        "Conversiemeting",
        "Chatwidget",
    ),
    durations=("1 jaar", "30 dagen", "Sessie", "2 jaar", "6 maanden"),
    security_titles=("Beveiliging bij {brand}", "Trust Center", "Beveiliging en compliance"),
    security_intro="Beveiliging staat bij {brand} voorop: versleuteling onderweg en in rust,"
    " minimale toegangsrechten en regelmatige pentests.",
    cert_heading="Certificeringen",
    infra_heading="Infrastructuur",
    infra_sentence="{brand} draait bij {vendor} in ISO 27001-gecertificeerde datacenters.",
    dpa_titles=("Verwerkersovereenkomst", "Model verwerkersovereenkomst"),
    dpa_clauses=(
        "Verwerker mag subverwerkers inschakelen, zoals aanbieders van cloudhosting"
        " (bijvoorbeeld {examples}), mits zij dezelfde verplichtingen krijgen.",
        "Verwerkingsverantwoordelijke geeft algemene toestemming. Voorbeelden van"
        " categorieën zijn infrastructuuraanbieders (bijv. {examples}). De actuele"
        " lijst staat op de website van Verwerker.",
    ),
    annex_heading="Bijlage 3 – Lijst van subverwerkers",
    annex_placeholder=("[Naam subverwerker]", "[Omschrijving verwerking]", "[Land]"),
    blog_titles=(
        "Waarom we onze infrastructuur naar {vendor} hebben verhuisd",
        "De {n} subverwerkers achter een moderne SaaS-stack",
        "Wat we leerden van {n} lijsten met subverwerkers",
    ),
    blog_paras=(
        "Vorig jaar vergeleken we verschillende aanbieders. Dit is waar we op letten.",
        "Elk SaaS-bedrijf bouwt op anderen. Deze namen kwamen steeds terug.",
    ),
    customers_titles=("Onze klanten", "Zij vertrouwen op ons", "Klantverhalen"),
    customers_intro="Meer dan {n} bedrijven werken met {brand}, van start-up tot multinational.",
    quote="“{brand} bespaart ons team elke week uren.”",
    tagline="{brand} helpt teams sneller te werken.",
    privacy_title="Privacyverklaring",
    privacy_body="Deze verklaring beschrijft hoe {brand} persoonsgegevens verwerkt. We delen"
    " gegevens met dienstverleners die ons helpen de dienst te leveren.",
    privacy_pointer='De actuele lijst van onze subverwerkers vindt u <a href="{href}">hier</a>.',
    legal_title="Juridisch",
    legal_intro="De documenten die uw gebruik van {brand} regelen.",
)
