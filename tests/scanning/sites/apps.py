"""JavaScript-only disclosures, modelled on how hosted trust centres and single-page apps deliver
their lists: embedded JSON joined by id (with other companies' records as decoys), a Next.js
`__NEXT_DATA__` blob, a `fetch()` of a JSON file, a signed same-host API an app script calls,
rows behind a tab, a robots.txt that disallows the data endpoint, gated and empty portals.

Vendors are invented (`invented.py`), in several languages (`tongues*.py`); nothing here names a
real vendor, so nothing in the scanner can have been tuned to them.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass
from html import escape

from tests.scanning.sites import FixtureSite, RouteSpec
from tests.scanning.sites.invented import InventedVendor, brand, vendors, word
from tests.scanning.sites.tongues import Tongue
from tests.scanning.sites.tongues_romance import FRENCH, ITALIAN, PORTUGUESE, SPANISH
from tests.scanning.sites.tongues_western import DUTCH, ENGLISH, GERMAN
from tests.scanning.testweb import Hit, Route

JSON = "application/json"
JS = "application/javascript"
# The app's table: what a person sees once the rows arrive (one row per vendor).
TABLE_JS = """
function vsTable(title, columns, rows) {
  const box = document.createElement('section');
  const h = document.createElement('h2'); h.textContent = title; box.append(h);
  const table = document.createElement('table');
  const head = table.createTHead().insertRow();
  for (const c of columns) {
    const th = document.createElement('th'); th.textContent = c; head.append(th);
  }
  const body = table.createTBody();
  for (const r of rows) {
    const tr = body.insertRow();
    for (const v of [r.name, r.purpose, r.location]) { tr.insertCell().textContent = v; }
  }
  box.append(table);
  document.getElementById('root').append(box);
}
"""


@dataclass(frozen=True)
class AppSite:
    """One JS-only site and what a scan must say without (`plain`) and with the renderer."""

    tongue: Tongue
    site: FixtureSite
    vendors: tuple[InventedVendor, ...]
    decoys: tuple[str, ...]  # names on the site that are no vendor of this company
    platform: str
    plain: tuple[str, str, str | None]  # (outcome, reason, read_via) with rendering off
    rendered: tuple[str, str, str | None]  # the same with rendering on
    access_url: str | None = None

    @property
    def domain(self) -> str:
        return self.site.domain


def _rows(t: Tongue, vendors_: tuple[InventedVendor, ...]) -> list[dict[str, str]]:
    return [
        {"name": v.name, "purpose": v.purpose, "location": t.countries[i % len(t.countries)]}
        for i, v in enumerate(vendors_)
    ]


def _plan(t: Tongue, layout: str) -> tuple[str, str, tuple[InventedVendor, ...], tuple[str, ...]]:
    seed = f"app:{layout}:{t.code}"
    name = brand(seed)
    made = vendors(seed, t.purposes, t.legal_forms)
    decoy_rng = random.Random(f"decoy:{seed}")
    decoys = tuple(f"{word(decoy_rng)} {t.legal_forms[0]}" for _ in range(3))
    return name, f"{name.lower()}.{t.tld}", made, decoys


def _home(t: Tongue, name: str, links: list[tuple[str, str]] | None = None) -> str:
    footer = "".join(f'<a href="{href}">{escape(text)}</a> ' for href, text in links or [])
    return (
        f'<!doctype html><html lang="{t.code}"><head><title>{escape(name)}</title></head><body>'
        f"<header><a href='/'>{escape(name)}</a></header><main><h1>{escape(name)}</h1>"
        f"<p>{escape(t.home_blurb)}</p></main><footer>{footer}</footer></body></html>"
    )


def _shell(t: Tongue, title: str, head: str = "", body: str = "") -> str:
    """A 4-5 KB app shell: a mount point, the app's scripts, no rows."""
    filler = "/* app bootstrap */" + " " * 3000
    return (
        f'<!doctype html><html lang="{t.code}"><head><meta charset="utf-8">'
        f"<title>{escape(title)}</title>{head}</head><body>"
        f'<noscript>You need to enable JavaScript to run this app.</noscript><div id="root"></div>'
        f"{body}<script>{filler}</script></body></html>"
    )


def _script(code: str) -> str:
    return f"<script>{code}</script>"


def _json_literal(value: object) -> str:
    """JSON safe inside a <script> element."""
    return json.dumps(value, ensure_ascii=False).replace("</", "<\\/")


def _reference(index: int, row: dict[str, str]) -> dict[str, str]:
    """A subprocessor entry that names its company only by id."""
    return {
        "id": f"s-{index}",
        "companyId": f"c-{40 + index}",
        "purpose": row["purpose"],
        "dataLocation": row["location"],
    }


def embedded_joined(t: Tongue, label: str = "trust") -> AppSite:
    """A hosted trust centre (SafeBase-style) at `label.<domain>`: the portal state in
    `window.__PORTAL_STATE__`, subprocessors joined to company records by id; unreferenced
    companies are decoys. Every path of the portal serves the same shell. No link from the
    main site names it."""
    name, domain, made, decoys = _plan(t, f"embedded_joined_{label}")
    trust = f"{label}.{domain}"
    companies = [{"id": f"c-{40 + i}", "name": v.name} for i, v in enumerate(made)]
    companies += [{"id": f"c-{90 + i}", "name": d} for i, d in enumerate(decoys)]
    rows = _rows(t, made)
    state = {
        "portal": {"id": "p-1", "name": name, "theme": {"color": "#123456"}},
        "subprocessors": [
            {
                "id": f"s-{i}",
                "companyId": f"c-{40 + i}",
                "purpose": r["purpose"],
                "dataLocation": r["location"],
            }
            for i, r in enumerate(rows)
        ],
        "companies": companies,
        "customers": [{"id": f"cu-{i}", "name": d} for i, d in enumerate(decoys)],
    }
    render = (
        TABLE_JS + "const s = window.__PORTAL_STATE__;"
        "const byId = Object.fromEntries(s.companies.map(c => [c.id, c]));"
        f"vsTable({json.dumps(t.list_title)}, {json.dumps(list(t.columns))},"
        " s.subprocessors.map(x => ({name: byId[x.companyId].name, purpose: x.purpose,"
        " location: x.dataLocation})));"
    )
    shell = _shell(
        t,
        f"{name} Trust Center",
        head='<script src="https://cdn.safebase.io/portal/app.js" defer></script>',
        body=_script(f"window.__PORTAL_STATE__ = {_json_literal(state)};") + _script(render),
    )
    hosts = {domain: {"/": _home(t, name)}, trust: {"/": shell}}
    site = FixtureSite(domain, "embedded_joined", hosts, "parsed", "parsed", f"https://{trust}/",
                       needs_extractor=True, not_found={trust: Route(shell)})  # fmt: skip
    embedded = ("parsed", "parsed", "embedded_json")
    return AppSite(t, site, made, decoys, "safebase", embedded, embedded)


def next_data(t: Tongue) -> AppSite:
    """A Next.js page on the main site, linked from the footer: the rows in `__NEXT_DATA__`,
    beside the related articles' records (decoys)."""
    name, domain, made, decoys = _plan(t, "next_data")
    path = f"/legal/{t.list_slug}"
    data = {
        "props": {
            "pageProps": {
                "page": {
                    "subProcessors": {"title": t.list_title, "items": _rows(t, made)},
                    "relatedArticles": [{"id": i, "name": d} for i, d in enumerate(decoys)],
                }
            }
        },
        "page": path,
        "buildId": "b8f3a",
    }
    render = (
        TABLE_JS + "const d = JSON.parse(document.getElementById('__NEXT_DATA__').textContent);"
        "const l = d.props.pageProps.page.subProcessors;"
        f"vsTable(l.title, {json.dumps(list(t.columns))}, l.items);"
    )
    body = (
        f'<script id="__NEXT_DATA__" type="application/json">{_json_literal(data)}</script>'
        + _script(render)
    )
    page = _shell(t, f"{t.list_title} | {name}", body=body)
    hosts = {domain: {"/": _home(t, name, [(path, t.list_link)]), path: page}}
    site = FixtureSite(domain, "next_data", hosts, "parsed", "parsed", f"https://{domain}{path}",
                       needs_extractor=True)  # fmt: skip
    embedded = ("parsed", "parsed", "embedded_json")
    return AppSite(t, site, made, decoys, "other_js", embedded, embedded)


def _fetching_portal(t: Tongue, name: str, endpoint: str, generator: str) -> str:
    fetch = (
        TABLE_JS + f"fetch({json.dumps(endpoint)}).then(r => r.json()).then(d =>"
        f" vsTable({json.dumps(t.list_title)}, {json.dumps(list(t.columns))},"
        " d.data.subprocessors.map(x => ({name: x.vendor.name, purpose: x.description,"
        " location: x.countries.join(', ')}))));"
    )
    head = f'<meta name="generator" content="{generator}">'
    return _shell(t, f"{name} — Trust", head=head, body=_script(fetch))


def _endpoint_body(t: Tongue, made: tuple[InventedVendor, ...]) -> str:
    rows = _rows(t, made)
    items = [
        {"vendor": {"name": r["name"], "website": "https://example.invalid/"},
         "description": r["purpose"], "countries": [r["location"]]}
        for r in rows
    ]  # fmt: skip
    return json.dumps({"data": {"subprocessors": items}, "meta": {"count": len(items)}})


def json_fetch(t: Tongue) -> AppSite:
    """A trust portal (Conveyor-style) whose inline script fetches a same-host JSON file."""
    name, domain, made, _decoys = _plan(t, "json_fetch")
    trust, endpoint = f"trust.{domain}", "/api/portal/subprocessors.json"
    portal = _fetching_portal(t, name, endpoint, "Conveyor Trust Portal")
    hosts: dict[str, dict[str, RouteSpec]] = {
        domain: {"/": _home(t, name, [(f"https://{trust}/", "Trust")])},
        trust: {"/": portal, endpoint: Route(_endpoint_body(t, made), content_type=JSON)},
    }
    site = FixtureSite(domain, "json_fetch", hosts, "parsed", "parsed", f"https://{trust}/",
                       needs_extractor=True)  # fmt: skip
    endpoint_read = ("parsed", "parsed", "json_endpoint")
    return AppSite(t, site, made, (), "conveyor", endpoint_read, endpoint_read)


def robots_blocked(t: Tongue) -> AppSite:
    """The same delivery, but robots.txt disallows the data endpoint: never fetched by us; the
    browser (a person's view of the page) reads it."""
    name, domain, made, _ = _plan(t, "robots_blocked")
    trust, endpoint = f"trust.{domain}", "/api/portal/subprocessors.json"
    portal = _fetching_portal(t, name, endpoint, "Conveyor Trust Portal")
    robots = Route.text("User-agent: *\nDisallow: /api/\n")
    hosts: dict[str, dict[str, RouteSpec]] = {
        domain: {"/": _home(t, name)},
        trust: {
            "/": portal,
            "/robots.txt": robots,
            endpoint: Route(_endpoint_body(t, made), content_type=JSON),
        },
    }
    site = FixtureSite(domain, "robots_blocked", hosts, "unreadable", "needs_render",
                       f"https://{trust}/", needs_extractor=True)  # fmt: skip
    plain = ("unreadable", "needs_render", None)
    return AppSite(t, site, made, (), "conveyor", plain, ("parsed", "parsed", "rendered"))


def signature(path: str) -> str:
    """The app's request signature (the same sum as `SIGNED_JS`)."""
    value = 7
    for char in path:
        value = (value * 31 + ord(char)) & 0xFFFFFFFF
    return format(value, "x")


SIGNED_JS = """
const p = '/api/trust/v2/subprocessors';
let h = 7; for (const c of p) { h = (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0; }
fetch(p + '?sig=' + h.toString(16), {headers: {'X-Portal': '1'}}).then(r => r.json())
  .then(d => vsTable(TITLE, COLUMNS, d.items));
"""


def signed_api(t: Tongue) -> AppSite:
    """A Vanta-style portal: its external app script signs each API call; the page names no
    endpoint. Only a browser reads it; an unsigned call is refused."""
    name, domain, made, _ = _plan(t, "signed_api")
    trust, path = f"trust.{domain}", "/api/trust/v2/subprocessors"
    rows = json.dumps({"items": _rows(t, made)})

    def api(hit: Hit) -> Route:
        signed = hit.path.endswith(f"?sig={signature(path)}")
        return Route(rows, content_type=JSON) if signed else Route("{}", 403, JSON)

    app = (
        TABLE_JS
        + f"const TITLE = {json.dumps(t.list_title)};"
        + (f"const COLUMNS = {json.dumps(list(t.columns))};" + SIGNED_JS)
    )
    head = '<link rel="stylesheet" href="https://assets.vanta.com/trust/v2.css">'
    shell = _shell(t, f"{name} Trust", head=head, body='<script src="/assets/app.js"></script>')
    routes: dict[str, RouteSpec] = {"/": shell, "/assets/app.js": Route(app, content_type=JS)}
    routes[path] = api
    hosts: dict[str, dict[str, RouteSpec]] = {domain: {"/": _home(t, name)}, trust: routes}
    site = FixtureSite(domain, "signed_api", hosts, "unreadable", "needs_render",
                       f"https://{trust}/", needs_extractor=True)  # fmt: skip
    plain = ("unreadable", "needs_render", None)
    return AppSite(t, site, made, (), "vanta", plain, ("parsed", "parsed", "rendered"))


def behind_tab(t: Tongue) -> AppSite:
    """A trust page whose rows appear only once its list tab is clicked; the rows are a
    JavaScript literal (not JSON), so only a browser reads them."""
    name, domain, made, _ = _plan(t, "behind_tab")
    trust = f"trust.{domain}"
    literal = ",".join(
        f"{{name: {json.dumps(r['name'])}, purpose: {json.dumps(r['purpose'])},"
        f" location: {json.dumps(r['location'])}}}"
        for r in _rows(t, made)
    )
    app = (
        TABLE_JS + f"const rows = [{literal}];"
        "const tabs = document.createElement('nav');"
        "for (const [label, show] of [['Overview', () => {}],"
        f" [{json.dumps(t.list_title)}, () => vsTable({json.dumps(t.list_title)},"
        f" {json.dumps(list(t.columns))}, rows)]]) {{"
        " const b = document.createElement('button'); b.setAttribute('role', 'tab');"
        " b.textContent = label; b.onclick = show; tabs.append(b); }"
        "document.getElementById('root').append(tabs);"
        "const o = document.createElement('p'); o.textContent = 'Security overview';"
        "document.getElementById('root').append(o);"
    )
    shell = _shell(t, f"{name} Trust", body=_script(app))
    hosts = {domain: {"/": _home(t, name)}, trust: {"/": shell}}
    site = FixtureSite(domain, "behind_tab", hosts, "unreadable", "needs_render",
                       f"https://{trust}/", needs_extractor=True)  # fmt: skip
    plain = ("unreadable", "needs_render", None)
    return AppSite(t, site, made, (), "other_js", plain, ("parsed", "parsed", "rendered"))


def gated_data(t: Tongue) -> AppSite:
    """A Whistic-style profile: the list is named, held behind an NDA, with a request link."""
    name, domain, _, _ = _plan(t, "gated_data")
    trust = f"trust.{domain}"
    ask = f"https://{trust}/request-access"
    state = {
        "profile": {"id": "pr-1", "name": name},
        "subprocessors": {"accessLevel": "nda", "requestAccessUrl": ask, "count": 14},
    }
    head = '<script src="https://cdn.whistic.com/profile/app.js" defer></script>'
    body = _script(f"window.__PROFILE__ = {_json_literal(state)};")
    shell = _shell(t, f"{name} Security Profile", head=head, body=body)
    hosts = {domain: {"/": _home(t, name)}, trust: {"/": shell}}
    site = FixtureSite(domain, "gated_data", hosts, "gated", "request_access", f"https://{trust}/")
    gated = ("gated", "request_access", None)
    return AppSite(t, site, (), (), "whistic", gated, gated, access_url=ask)


def gated_rendered(t: Tongue) -> AppSite:
    """A portal whose app shows the list's heading and a request-access button, no rows."""
    name, domain, _, _ = _plan(t, "gated_rendered")
    trust = f"trust.{domain}"
    app = (
        "const r = document.getElementById('root');"
        f"r.innerHTML = '<h1>{escape(name)} Trust Center</h1><h2>{escape(t.list_title)}</h2>"
        f'<p>{escape(t.login_text)}</p><a href="/request-access">{escape(t.login_button)}</a>\';'
    )
    shell = _shell(t, f"{name} Trust Center", body=_script(app))
    hosts = {domain: {"/": _home(t, name)}, trust: {"/": shell}}
    site = FixtureSite(domain, "gated_rendered", hosts, "unreadable", "needs_render",
                       f"https://{trust}/")  # fmt: skip
    plain = ("unreadable", "needs_render", None)
    rendered = ("gated", "request_access", None)  # nothing was read: no `read_via`
    return AppSite(
        t, site, (), (), "other_js", plain, rendered, access_url=f"https://{trust}/request-access"
    )


def empty_portal(t: Tongue) -> AppSite:
    """A Drata-style portal that lists certifications and no sub-processors at all."""
    name, domain, _, decoys = _plan(t, "empty_portal")
    trust = f"trust.{domain}"
    state = {"certifications": [{"id": "soc2", "name": "SOC 2 Type II"}], "documents": []}
    app = (
        f"window.__TRUST__ = {_json_literal(state)};"
        "document.getElementById('root').innerHTML = '<h1>Trust Center</h1><ul>' +"
        " window.__TRUST__.certifications.map(c => '<li>' + c.name + '</li>').join('') + '</ul>'"
    )
    head = '<link rel="stylesheet" href="https://static.drata.com/trust/app.css">'
    shell = _shell(t, f"{name} Trust Center", head=head, body=_script(app))
    hosts = {domain: {"/": _home(t, name)}, trust: {"/": shell}}
    site = FixtureSite(domain, "empty_portal", hosts, "unreadable", "needs_render",
                       f"https://{trust}/")  # fmt: skip
    plain = ("unreadable", "needs_render", None)
    return AppSite(t, site, (), decoys, "drata", plain, ("not_found", "no_disclosure", None))


def app_sites() -> list[AppSite]:
    """Every delivery, each in its own language."""
    return [
        embedded_joined(GERMAN),
        embedded_joined(ENGLISH, "security"),
        next_data(FRENCH),
        json_fetch(SPANISH),
        robots_blocked(ENGLISH),
        signed_api(DUTCH),
        behind_tab(ITALIAN),
        gated_data(PORTUGUESE),
        gated_rendered(ENGLISH),
        empty_portal(GERMAN),
    ]
