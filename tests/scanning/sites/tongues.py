"""How a company site reads in one language: the words its pages use, written as a native site
would write them, *not* taken from the scanner's vocabulary (that would test nothing).

`{brand}` in a string is the company's name; `{href}` in `privacy_pointer` is the list's URL.
"""

from __future__ import annotations

from dataclasses import dataclass

Pair = tuple[str, str]  # (link text, path slug)


@dataclass(frozen=True)
class Tongue:
    """One language's site text; `purposes` pair a row's purpose with the category it implies."""

    code: str
    tld: str
    home_blurb: str
    list_title: str
    list_link: str
    list_slug: str
    list_intro: str
    columns: tuple[str, str, str]
    legal: Pair
    legal_intro: str
    hub_list_link: str
    privacy: Pair
    privacy_title: str
    privacy_text: str
    privacy_pointer: str
    dpa: Pair
    dpa_clause_heading: str
    dpa_clause: tuple[str, ...]
    not_found_title: str
    not_found_text: str
    login_text: str
    login_button: str
    help: Pair
    guide_title: str
    guide_steps: tuple[str, ...]
    security: Pair
    security_title: str
    security_points: tuple[str, ...]
    security_note: str
    cookie_link: str
    cookie_title: str
    cookie_columns: tuple[str, str, str, str]
    cookie_cells: tuple[Pair, Pair, Pair]  # (purpose, lifetime) of three cookies
    integration_title: str
    integration_text: str
    integration_points: tuple[str, ...]
    purposes: tuple[Pair, ...]  # (purpose, category)
    sms_purpose: str
    countries: tuple[str, str, str]
    legal_forms: tuple[str, ...]

    @property
    def dpa_title(self) -> str:
        return self.dpa[0]
