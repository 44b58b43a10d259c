"""Polish and Czech discovery words (folded spelling: `ł` → `l`, no accents).

Both languages inflect their nouns, so most terms are stems (`podprocesor\\w*` covers
podprocesorzy, podprocesorów, podprocesorami).
"""

from __future__ import annotations

from vendorstack.scanning.words.lexicon import Lexicon

POLISH = Lexicon(
    code="pl",
    list_terms=(
        r"\bpodprocesor\w*",
        r"\bsubprocesor\w*",
        r"\bpodmiot\w*\s+podprzetwarzajac\w*",
        r"\bdalsz\w*\s+podmiot\w*\s+przetwarzajac\w*",
    ),
    processor_terms=(r"\bpodmioty\s+przetwarzajace\b", r"\bpodwykonawc\w*"),
    dpa_terms=(r"\bumow\w*\s+powierzenia\w*", r"\brodo\b"),
    provider_terms=(r"\bdostawc\w*", r"\bpodmioty\s+trzecie\b", r"\bstron\w*\s+trzeci\w*"),
    hub_terms=(
        r"\bprywatnosc\w*",
        r"\bochrona\s+danych\b",
        r"\binformacje\s+prawne\b",
        r"\bnota\s+prawna\b",
    ),
    minor_terms=(r"\bbezpieczenstw\w*", r"\bregulamin\w*", r"\bzgodnosc\b"),
    docs_terms=(r"\b(?:pomoc|dokumentacja|firma)\b", r"\bo\s+nas\b"),
    not_found=(r"nie\s+znaleziono", r"strona\s+nie\s+(?:istnieje|zostala\s+znaleziona)"),
    login=(r"\bzaloguj\w*", r"\blogowanie\b", r"\bhaslo\b"),
    shell=(r"wlacz(?:yc)?\s+javascript",),
    challenge=(r"\bchwileczke\b", r"prosze\s+czekac"),
    guide_openings=(r"jak\b", r"co\s+to\b", r"czym\s+(?:jest|sa)\b"),
    possessives=(r"twoi\w*",),
    guide_words=(r"przewodnik|poradnik|szablon|wzor|przyklad\w*|slownik|instrukcja|monitorowanie",),
    guide_sections=(r"poradniki|szablony|integracje|aktualnosci",),
    examples=(
        r"\bprzyklady\b",
        r"\b(?:na\s+przyklad|np\.)\s*:",
    ),
    example_markers=(
        r"\bna\s+przyklad\b",
        r"\bnp\.",
        r"\btakie\s+jak\b",
    ),
    instructions=(
        r"\bkliknij\b",
        r"\bprzejdz\s+do\b",
        r"\bwybierz\b",
        r"\bustawienia\s*>",
        r"\bkrok\s+\d",
    ),
    other_documents=(
        r"\b(?:bezpieczenstwo|integracj\w*|pomoc|dokumentacja|aktualnosci)\b",
        r"\bcentrum\s+pomocy\b",
    ),
    cookie_terms=(r"\bciasteczk\w*",),
    durations=(r"\bczas\s+(?:przechowywania|trwania)\b", r"\b(?:wygasa\w*|waznosc\w*)"),
    paths=(("/podprocesorzy", 46), ("/legal/podprocesorzy", 43)),
    tlds=("pl",),
)

CZECH = Lexicon(
    code="cs",
    list_terms=(r"\bsubzpracovatel\w*", r"\bpodzpracovatel\w*", r"\bdalsi\w*\s+zpracovatel\w*"),
    processor_terms=(r"\bzpracovatele\b",),
    dpa_terms=(r"\bzpracovatelsk\w+\s+smlouv\w*", r"\bsmlouv\w*\s+o\s+zpracovani\b"),
    provider_terms=(r"\bdodavatel\w*", r"\btreti\w*\s+stran\w*", r"\bposkytovatel\w*\s+sluzeb\b"),
    hub_terms=(r"\bochrana\s+osobnich\s+udaju\b", r"\bsoukromi\b", r"\bpravni\b"),
    minor_terms=(r"\bbezpecnost\w*", r"\bobchodni\s+podminky\b", r"\bpodminky\b"),
    docs_terms=(r"\b(?:napoveda|dokumentace|spolecnost)\b", r"\bo\s+nas\b"),
    not_found=(
        r"stranka\s+(?:nebyla\s+)?nenalezena",
        r"nebyla\s+nalezena",
        r"stranka\s+neexistuje",
    ),
    login=(r"\bprihlas\w*", r"\bheslo\b"),
    shell=(r"(?:povolte|zapnete)\s+javascript",),
    challenge=(r"\bokamzik\b", r"chvilku\s+strpeni"),
    guide_openings=(r"jak\b", r"co\s+(?:je|jsou)\b"),
    possessives=(r"(?:vase|vasi|tvoje)",),
    guide_words=(r"pruvodce|navod|sablona|vzor|priklad|slovnik|monitorovani",),
    guide_sections=(r"navody|sablony|integrace|novinky",),
    examples=(
        r"\bpriklady\b",
        r"\b(?:napriklad|napr\.)\s*:",
    ),
    example_markers=(
        r"\bnapriklad\b",
        r"\bnapr\.",
        r"\bjako\s+je\b",
    ),
    instructions=(
        r"\b(?:kliknete|klepnete)\b",
        r"\bprejdete\s+(?:do|na)\b",
        r"\bvyberte\b",
        r"\bnastaveni\s*>",
        r"\bkrok\s+\d",
    ),
    other_documents=(
        r"\b(?:bezpecnost|integrace|napoveda|dokumentace|novinky)\b",
        r"\bcentrum\s+napovedy\b",
    ),
    durations=(r"\bdoba\s+(?:platnosti|uchovani|trvani)\b", r"\b(?:expirace|platnost)\b"),
    paths=(("/subzpracovatele", 46), ("/legal/subzpracovatele", 43)),
    tlds=("cz",),
)

LEXICONS = (POLISH, CZECH)
