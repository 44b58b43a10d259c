"""Spanish sites."""

from __future__ import annotations

from tests.scanning.negatives.tongue import Tongue

SPANISH = Tongue(
    code="es",
    tld="es",
    legal_forms=("S.L.", "S.A.", "S.L.U.", "SL"),
    nav={
        "home": "Inicio",
        "help": "Centro de ayuda",
        "docs": "Documentación",
        "blog": "Blog",
        "integrations": "Integraciones",
        "customers": "Clientes",
        "security": "Seguridad",
        "privacy": "Política de privacidad",
        "legal": "Aviso legal",
        "cookies": "Política de cookies",
        "dpa": "Acuerdo de encargo de tratamiento",
        "glossary": "Glosario",
        "templates": "Plantillas",
        "list": "Subencargados",
        "pricing": "Precios",
        "terms": "Términos y condiciones",
    },
    paths={
        "help": "ayuda",
        "docs": "documentacion",
        "blog": "blog",
        "integrations": "integraciones",
        "customers": "clientes",
        "security": "seguridad",
        "privacy": "privacidad",
        "legal": "aviso-legal",
        "cookies": "cookies",
        "dpa": "encargo-tratamiento",
        "glossary": "glosario",
        "templates": "plantillas",
        "list": "subencargados",
        "articles": "articulos",
    },
    list_word="subencargados del tratamiento",
    list_titles=(
        "Subencargados del tratamiento",
        "Lista de subencargados",
        "Subencargados de {brand}",
        "Nuestros subencargados",
    ),
    list_intros=(
        "{brand} recurre a los siguientes subencargados del tratamiento para prestar"
        " sus servicios. Avisamos antes de incorporar uno nuevo.",
        "Para operar {brand}, los proveedores siguientes tratan datos personales por"
        " cuenta nuestra.",
    ),
    list_headers=("Subencargado", "Finalidad", "Ubicación"),
    purposes={
        "hosting": "Alojamiento de la aplicación y las bases de datos",
        "payments": "Procesamiento de pagos y facturación",
        "email": "Envío de correos transaccionales",
        "support": "Atención al cliente por tickets y chat",
        "analytics": "Analítica de uso del producto",
        "monitoring": "Seguimiento de errores y monitorización",
        "crm": "Gestión de relaciones con clientes",
        "auth": "Inicio de sesión único (SSO)",
        "ai": "Funciones de IA: generación de texto",
        "productivity": "Comunicación interna sobre solicitudes de clientes",
    },
    countries=("España", "Estados Unidos", "Irlanda", "Alemania", "UE"),
    guide_titles=(
        "Cómo revisar los subencargados de tus proveedores",
        "¿Qué es un subencargado del tratamiento? Definición y ejemplos",
        "Subencargados y RGPD: lo que debe saber el responsable",
        "Lista de comprobación: gestionar tus subencargados",
        "Plantilla de lista de subencargados",
        "Los subencargados, explicados",
    ),
    guide_intros=(
        "Un subencargado es un tercero al que un encargado del tratamiento confía el"
        " tratamiento de datos personales. El artículo 28 del RGPD exige la"
        " autorización del responsable.",
        "Al firmar un acuerdo de encargo con un proveedor SaaS, sueles aceptar también"
        " sus subencargados.",
    ),
    guide_leads=(
        "Subencargados típicos de una empresa de software son, por ejemplo:",
        "Estos ejemplos aparecen en casi todas las listas:",
    ),
    guide_headers=("Ejemplo", "Servicio típico"),
    guide_headings=(
        "Subencargados habituales",
        "Subencargados típicos de una empresa SaaS",
        "Subencargados más frecuentes",
    ),
    guide_steps=(
        "Pide la lista actualizada a cada proveedor.",
        "Comprueba dónde se alojan los datos.",
        "Suscríbete a los avisos de cambios.",
        "Registra el resultado.",
    ),
    doc_titles=("Supervisión de subencargados", "Inventario de proveedores", "Subencargados"),
    doc_intros=(
        "{brand} vigila las listas de subencargados publicadas por tus proveedores y"
        " te avisa cuando cambian.",
        "La pestaña Subencargados de la ficha de un proveedor muestra los subencargados"
        " que declara. Fuentes compatibles:",
    ),
    doc_headers=("Proveedor", "Qué importa {brand}"),
    doc_row="Lista publicada de subencargados, revisada a diario",
    integ_titles=("Integraciones", "Marketplace", "Conecta {brand} con tus herramientas"),
    integ_intros=(
        "Conecta {brand} con las herramientas de tu equipo. Al activar una"
        " integración, el proveedor trata los datos que le envías.",
    ),
    integ_rows={
        "hosting": "Guardar exportaciones",
        "payments": "Sincronizar facturas",
        "email": "Enviar campañas",
        "support": "Crear tickets",
        "analytics": "Analizar eventos",
        "monitoring": "Reenviar alertas",
        "crm": "Sincronizar contactos",
        "auth": "Acceso con tu IdP",
        "ai": "Redactar respuestas con IA",
        "productivity": "Publicar en canales",
    },
    integ_cta="Conectar",
    cookie_titles=("Política de cookies", "Cookies"),
    cookie_intro="Esta política explica qué cookies instala {brand} y qué terceros instalan"
    " cookies cuando visitas nuestra web.",
    cookie_headers=("Cookie", "Proveedor", "Finalidad", "Duración"),
    cookie_purposes=(
        "Medición de visitas",
        "Recuerda tu consentimiento",
        "Identificador de sesión",
        "Conversiones publicitarias",
        "Chat en vivo",
    ),
    durations=("1 año", "30 días", "Sesión", "2 años", "6 meses"),
    security_titles=("Seguridad en {brand}", "Centro de confianza", "Seguridad y cumplimiento"),
    security_intro="La seguridad es central en {brand}: cifrado en tránsito y en reposo, mínimo"
    " privilegio y pruebas de penetración periódicas.",
    cert_heading="Certificaciones",
    infra_heading="Infraestructura",
    infra_sentence="{brand} se aloja en {vendor}, en centros de datos con certificación ISO 27001.",
    dpa_titles=("Acuerdo de encargo de tratamiento", "Modelo de contrato de encargado"),
    dpa_clauses=(
        "El Encargado podrá recurrir a subencargados, como proveedores de alojamiento"
        " (por ejemplo {examples}), siempre que les imponga las mismas obligaciones.",
        "El Responsable otorga una autorización general. Son ejemplos de categorías los"
        " proveedores de infraestructura (p. ej. {examples}). La lista vigente se"
        " publica en la web del Encargado.",
    ),
    annex_heading="Anexo III – Lista de subencargados",
    annex_placeholder=("[Nombre del subencargado]", "[Descripción del tratamiento]", "[País]"),
    blog_titles=(
        "Por qué migramos nuestra infraestructura a {vendor}",
        "Los {n} subencargados detrás de un stack SaaS moderno",
        "Lo que aprendimos leyendo {n} listas de subencargados",
    ),
    blog_paras=(
        "El año pasado comparamos varios proveedores. Esto es lo que miramos.",
        "Toda empresa SaaS depende de otras. Estos nombres aparecían una y otra vez.",
    ),
    customers_titles=("Nuestros clientes", "Confían en nosotros", "Casos de éxito"),
    customers_intro="Más de {n} empresas trabajan con {brand}, desde startups hasta"
    " grandes grupos.",
    quote="«{brand} ahorra horas a nuestro equipo cada semana.»",
    tagline="{brand} ayuda a los equipos a avanzar más rápido.",
    privacy_title="Política de privacidad",
    privacy_body="Esta política explica cómo {brand} trata los datos personales. Compartimos"
    " datos con proveedores que nos ayudan a prestar el servicio.",
    privacy_pointer="Puedes consultar la lista de nuestros subencargados"
    ' <a href="{href}">aquí</a>.',
    legal_title="Aviso legal",
    legal_intro="Los documentos que regulan el uso de {brand}.",
)
