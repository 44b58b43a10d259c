"""Site text in French, Spanish, Italian and Portuguese."""

from __future__ import annotations

from tests.scanning.sites.tongues import Tongue

FRENCH = Tongue(
    code="fr",
    tld="fr",
    home_blurb="{brand} aide les équipes à traiter leurs factures plus vite.",
    list_title="Sous-traitants ultérieurs",
    list_link="Sous-traitants",
    list_slug="sous-traitants",
    list_intro=(
        "{brand} fait appel aux sous-traitants ultérieurs suivants pour fournir ses services."
        " Dernière mise à jour : mars 2026."
    ),
    columns=("Sous-traitant", "Finalité", "Localisation"),
    legal=("Mentions légales", "mentions-legales"),
    legal_intro="Les documents qui encadrent votre utilisation de {brand}.",
    hub_list_link="Liste des sous-traitants ultérieurs",
    privacy=("Confidentialité", "confidentialite"),
    privacy_title="Politique de confidentialité",
    privacy_text=(
        "Cette politique explique comment {brand} traite vos données personnelles. Nous ne"
        " partageons vos données qu'avec des prestataires qui nous aident à exploiter le service."
    ),
    privacy_pointer=(
        'La liste à jour de nos sous-traitants ultérieurs est disponible <a href="{href}">ici</a>.'
    ),
    dpa=("Accord de traitement des données", "accord-traitement-donnees"),
    dpa_clause_heading="7. Sous-traitance ultérieure",
    dpa_clause=(
        "7.1 Le Client autorise {brand} à faire appel à des sous-traitants ultérieurs.",
        "7.2 {brand} informe le Client de tout nouveau sous-traitant ultérieur au moins 30 jours"
        " à l'avance.",
        "7.3 Le Client peut s'y opposer pour un motif légitime.",
    ),
    not_found_title="Page introuvable",
    not_found_text="La page que vous cherchez n’existe pas ou a été déplacée.",
    login_text="Connectez-vous pour consulter la liste de nos sous-traitants.",
    login_button="Se connecter avec le SSO",
    help=("Centre d'aide", "aide"),
    guide_title="Comment gérer vos sous-traitants ultérieurs",
    guide_steps=(
        "Ouvrez Paramètres > Confidentialité.",
        "Cliquez sur « Ajouter un sous-traitant ».",
        "Sélectionnez le fournisseur dans la liste, puis enregistrez.",
        "Vos clients sont prévenus automatiquement par e-mail.",
    ),
    security=("Sécurité", "securite"),
    security_title="Sécurité",
    security_points=(
        "Chiffrement de toutes les données en transit et au repos",
        "Sauvegardes quotidiennes dans deux centres de données",
        "Tests d'intrusion annuels par un cabinet indépendant",
    ),
    security_note=(
        "Chaque sous-traitant ultérieur est évalué avant d'être retenu, puis lié par contrat."
    ),
    cookie_link="Cookies et tiers",
    cookie_title="Politique relative aux cookies",
    cookie_columns=("Cookie", "Fournisseur", "Finalité", "Durée de conservation"),
    cookie_cells=(
        ("Mesure d'audience", "2 ans"),
        ("Prévention de la fraude", "1 an"),
        ("Chat en direct", "7 jours"),
    ),
    integration_title="Intégration Vanta",
    integration_text=(
        "Avec l'intégration Vanta, vos sous-traitants ultérieurs sont synchronisés"
        " automatiquement avec votre programme de conformité."
    ),
    integration_points=(
        "Import des sous-traitants ultérieurs depuis {brand}",
        "Alertes en cas de changement",
        "Rapports prêts pour l'audit",
    ),
    purposes=(
        ("Hébergement et stockage des données", "cloud_infra"),
        ("Envoi des e-mails transactionnels", "email"),
        ("Traitement des paiements", "payments"),
        ("Support client par chat", "support_cx"),
        ("Surveillance des erreurs et des performances", "observability"),
    ),
    sms_purpose="Envoi des codes de vérification par SMS",
    countries=("France", "Irlande", "États-Unis"),
    legal_forms=("SAS", "SARL", "SA"),
)

SPANISH = Tongue(
    code="es",
    tld="es",
    home_blurb="{brand} ayuda a los equipos a gestionar sus facturas más rápido.",
    list_title="Subencargados del tratamiento",
    list_link="Subencargados",
    list_slug="subencargados",
    list_intro=(
        "{brand} recurre a los siguientes subencargados del tratamiento para prestar sus"
        " servicios. Última actualización: marzo de 2026."
    ),
    columns=("Subencargado", "Finalidad", "Ubicación"),
    legal=("Aviso legal", "aviso-legal"),
    legal_intro="Los documentos que regulan el uso de {brand}.",
    hub_list_link="Lista de subprocesadores",
    privacy=("Privacidad", "privacidad"),
    privacy_title="Política de privacidad",
    privacy_text=(
        "Esta política explica cómo {brand} trata los datos personales. Solo compartimos datos"
        " con proveedores que nos ayudan a prestar el servicio."
    ),
    privacy_pointer=(
        'Puede consultar la lista actualizada de nuestros subencargados <a href="{href}">aquí</a>.'
    ),
    dpa=("Acuerdo de encargo de tratamiento", "acuerdo-encargo-tratamiento"),
    dpa_clause_heading="7. Subencargados",
    dpa_clause=(
        "7.1 El Cliente autoriza a {brand} a recurrir a subencargados del tratamiento.",
        "7.2 {brand} informará al Cliente de cualquier nuevo subencargado con al menos 30 días"
        " de antelación.",
        "7.3 El Cliente podrá oponerse por motivos razonables.",
    ),
    not_found_title="Página no encontrada",
    not_found_text="La página que busca no existe o se ha movido.",
    login_text="Inicie sesión para ver la lista de nuestros subencargados.",
    login_button="Iniciar sesión con SSO",
    help=("Centro de ayuda", "ayuda"),
    guide_title="Cómo gestionar tus subencargados",
    guide_steps=(
        "Abre Configuración > Privacidad.",
        "Haz clic en «Añadir subencargado».",
        "Selecciona el proveedor en la lista y guarda los cambios.",
        "Tus clientes recibirán un aviso por correo electrónico.",
    ),
    security=("Seguridad", "seguridad"),
    security_title="Seguridad",
    security_points=(
        "Cifrado de todos los datos en tránsito y en reposo",
        "Copias de seguridad diarias en dos centros de datos",
        "Pruebas de penetración anuales realizadas por terceros",
    ),
    security_note=(
        "Cada subencargado se evalúa antes de su contratación y queda obligado por contrato."
    ),
    cookie_link="Cookies y terceros",
    cookie_title="Política de cookies",
    cookie_columns=("Cookie", "Proveedor", "Finalidad", "Duración"),
    cookie_cells=(
        ("Analítica", "2 años"),
        ("Prevención del fraude", "1 año"),
        ("Chat en vivo", "7 días"),
    ),
    integration_title="Integración con Vanta",
    integration_text=(
        "Con la integración de Vanta, sus subencargados se sincronizan automáticamente con su"
        " programa de cumplimiento."
    ),
    integration_points=(
        "Importación de subencargados desde {brand}",
        "Alertas ante cambios",
        "Informes para auditorías",
    ),
    purposes=(
        ("Alojamiento y almacenamiento de datos", "cloud_infra"),
        ("Envío de correos electrónicos transaccionales", "email"),
        ("Procesamiento de pagos", "payments"),
        ("Atención al cliente por chat", "support_cx"),
        ("Supervisión de errores y rendimiento", "observability"),
    ),
    sms_purpose="Envío de códigos de verificación por SMS",
    countries=("España", "Irlanda", "Estados Unidos"),
    legal_forms=("S.L.", "S.A."),
)

ITALIAN = Tongue(
    code="it",
    tld="it",
    home_blurb="{brand} aiuta i team a gestire le fatture più in fretta.",
    list_title="Sub-responsabili del trattamento",
    list_link="Sub-responsabili",
    list_slug="sub-responsabili",
    list_intro=(
        "{brand} si avvale dei seguenti sub-responsabili del trattamento per fornire i propri"
        " servizi. Ultimo aggiornamento: marzo 2026."
    ),
    columns=("Sub-responsabile", "Finalità", "Sede"),
    legal=("Note legali", "note-legali"),
    legal_intro="I documenti che regolano l'uso di {brand}.",
    hub_list_link="Elenco dei subresponsabili del trattamento",
    privacy=("Privacy", "privacy"),
    privacy_title="Informativa sulla privacy",
    privacy_text=(
        "Questa informativa spiega come {brand} tratta i dati personali. Condividiamo i dati solo"
        " con fornitori che ci aiutano a erogare il servizio."
    ),
    privacy_pointer=(
        'L\'elenco aggiornato dei nostri sub-responsabili è disponibile <a href="{href}">qui</a>.'
    ),
    dpa=("Accordo sul trattamento dei dati", "accordo-trattamento-dati"),
    dpa_clause_heading="7. Sub-responsabili",
    dpa_clause=(
        "7.1 Il Cliente autorizza {brand} ad avvalersi di sub-responsabili del trattamento.",
        "7.2 {brand} informa il Cliente di ogni nuovo sub-responsabile con almeno 30 giorni di"
        " preavviso.",
        "7.3 Il Cliente può opporsi per motivi ragionevoli.",
    ),
    not_found_title="Pagina non trovata",
    not_found_text="La pagina che cerchi non esiste o è stata spostata.",
    login_text="Accedi per consultare l'elenco dei nostri sub-responsabili.",
    login_button="Accedi con SSO",
    help=("Centro assistenza", "assistenza"),
    guide_title="Come gestire i tuoi sub-responsabili",
    guide_steps=(
        "Apri Impostazioni > Privacy.",
        "Fai clic su «Aggiungi sub-responsabile».",
        "Seleziona il fornitore dall'elenco e salva.",
        "I tuoi clienti ricevono un avviso via e-mail.",
    ),
    security=("Sicurezza", "sicurezza"),
    security_title="Sicurezza",
    security_points=(
        "Crittografia di tutti i dati in transito e a riposo",
        "Backup giornalieri in due data center",
        "Penetration test annuali eseguiti da terzi",
    ),
    security_note=(
        "Ogni sub-responsabile viene valutato prima della nomina e vincolato per contratto."
    ),
    cookie_link="Cookie e terze parti",
    cookie_title="Informativa sui cookie",
    cookie_columns=("Cookie", "Fornitore", "Finalità", "Durata"),
    cookie_cells=(
        ("Statistiche", "2 anni"),
        ("Prevenzione delle frodi", "1 anno"),
        ("Chat dal vivo", "7 giorni"),
    ),
    integration_title="Integrazione con Vanta",
    integration_text=(
        "Con l'integrazione Vanta i tuoi sub-responsabili vengono sincronizzati automaticamente"
        " con il tuo programma di conformità."
    ),
    integration_points=(
        "Importazione dei sub-responsabili da {brand}",
        "Avvisi in caso di modifiche",
        "Report per gli audit",
    ),
    purposes=(
        ("Hosting e archiviazione dei dati", "cloud_infra"),
        ("Invio di e-mail transazionali", "email"),
        ("Elaborazione dei pagamenti", "payments"),
        ("Assistenza clienti via chat", "support_cx"),
        ("Monitoraggio di errori e prestazioni", "observability"),
    ),
    sms_purpose="Invio di codici di verifica via SMS",
    countries=("Italia", "Irlanda", "Stati Uniti"),
    legal_forms=("S.r.l.", "S.p.A."),
)

PORTUGUESE = Tongue(
    code="pt",
    tld="pt",
    home_blurb="A {brand} ajuda as equipas a tratar faturas mais depressa.",
    list_title="Subcontratantes ulteriores",
    list_link="Subprocessadores",
    list_slug="subprocessadores",
    list_intro=(
        "A {brand} recorre aos seguintes subcontratantes ulteriores para prestar os seus"
        " serviços. Última atualização: março de 2026."
    ),
    columns=("Subprocessador", "Finalidade", "Localização"),
    legal=("Informações legais", "informacoes-legais"),
    legal_intro="Os documentos que regem a utilização da {brand}.",
    hub_list_link="Lista de suboperadores",
    privacy=("Privacidade", "privacidade"),
    privacy_title="Política de privacidade",
    privacy_text=(
        "Esta política explica como a {brand} trata dados pessoais. Só partilhamos dados com"
        " fornecedores que nos ajudam a prestar o serviço."
    ),
    privacy_pointer=(
        'A lista atualizada dos nossos subprocessadores está disponível <a href="{href}">aqui</a>.'
    ),
    dpa=("Acordo de tratamento de dados", "acordo-tratamento-dados"),
    dpa_clause_heading="7. Subcontratação",
    dpa_clause=(
        "7.1 O Cliente autoriza a {brand} a recorrer a subcontratantes ulteriores.",
        "7.2 A {brand} informa o Cliente de qualquer novo subcontratante ulterior com pelo menos"
        " 30 dias de antecedência.",
        "7.3 O Cliente pode opor-se por motivos razoáveis.",
    ),
    not_found_title="Página não encontrada",
    not_found_text="A página que procura não existe ou foi movida.",
    login_text="Inicie sessão para ver a lista dos nossos subprocessadores.",
    login_button="Iniciar sessão com SSO",
    help=("Central de ajuda", "ajuda"),
    guide_title="Como gerenciar seus subprocessadores",
    guide_steps=(
        "Abra Configurações > Privacidade.",
        "Clique em “Adicionar subprocessador”.",
        "Selecione o fornecedor na lista e salve.",
        "Seus clientes são avisados por e-mail automaticamente.",
    ),
    security=("Segurança", "seguranca"),
    security_title="Segurança",
    security_points=(
        "Criptografia de todos os dados em trânsito e em repouso",
        "Cópias de segurança diárias em dois centros de dados",
        "Testes de intrusão anuais feitos por terceiros",
    ),
    security_note="Cada subprocessador é avaliado antes da contratação e vinculado por contrato.",
    cookie_link="Cookies e terceiros",
    cookie_title="Política de cookies",
    cookie_columns=("Cookie", "Fornecedor", "Finalidade", "Duração"),
    cookie_cells=(
        ("Estatísticas", "2 anos"),
        ("Prevenção de fraude", "1 ano"),
        ("Chat ao vivo", "7 dias"),
    ),
    integration_title="Integração com a Vanta",
    integration_text=(
        "Com a integração Vanta, os seus subprocessadores são sincronizados automaticamente com"
        " o seu programa de conformidade."
    ),
    integration_points=(
        "Importação dos subprocessadores da {brand}",
        "Alertas quando algo muda",
        "Relatórios para auditorias",
    ),
    purposes=(
        ("Alojamento e armazenamento de dados", "cloud_infra"),
        ("Envio de e-mails transacionais", "email"),
        ("Processamento de pagamentos", "payments"),
        ("Apoio ao cliente por chat", "support_cx"),
        ("Monitorização de erros e desempenho", "observability"),
    ),
    sms_purpose="Envio de códigos de verificação por SMS",
    countries=("Portugal", "Irlanda", "Estados Unidos"),
    legal_forms=("Lda.", "S.A."),
)

TONGUES = (FRENCH, SPANISH, ITALIAN, PORTUGUESE)
