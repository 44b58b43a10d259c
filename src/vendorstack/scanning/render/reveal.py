"""Which controls of a rendered page reveal the list: a tab or link naming it, then "Show all".

Pure: the visible texts of the page's clickable elements in, the indices to click out.
"""

from __future__ import annotations

import re

from vendorstack.scanning import words
from vendorstack.scanning.words import fold

MAX_TEXT = 80  # a control's label is short; a long text is a paragraph that happens to be a link
# "Show all" / "Load more" in every supported language (folded: no accents).
SHOW_ALL = re.compile(
    r"\b(?:(?:show|view|see|load)\s+(?:all|more)|expand\s+all"
    r"|alle\s+(?:anzeigen|zeigen)|mehr\s+(?:anzeigen|laden)"
    r"|(?:tout|tous)\s+afficher|afficher\s+(?:tout|plus)|voir\s+(?:tout|tous|plus)"
    r"|alles\s+(?:tonen|weergeven)|toon\s+alles|meer\s+(?:tonen|laden)"
    r"|(?:mostrar|ver)\s+(?:todo|todos|mas)|cargar\s+mas"
    r"|mostra\s+(?:tutto|tutti|altro)|(?:vedi|visualizza)\s+tutt[io]|carica\s+altr[io]"
    r"|(?:mostrar|ver)\s+(?:tudo|todos|mais)|carregar\s+mais"
    r"|visa\s+(?:alla|fler)|(?:vis|se)\s+(?:alle|flere)|nayta\s+(?:kaikki|lisaa)"
    r"|pokaz\s+(?:wszystk\w*|wiecej)|zobrazit\s+(?:vse|vice))\b"
)


def list_controls(texts: list[str]) -> list[int]:
    """Controls whose label names the list ("Subprocessors", "Unterauftragsverarbeiter")."""
    return [i for i, text in enumerate(texts) if _short(text) and words.names_list(fold(text))]


def show_all_controls(texts: list[str]) -> list[int]:
    return [i for i, text in enumerate(texts) if _short(text) and SHOW_ALL.search(fold(text))]


def _short(text: str) -> bool:
    return 0 < len(text.strip()) <= MAX_TEXT
