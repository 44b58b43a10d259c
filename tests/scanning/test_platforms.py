"""Platforms are recognised by what serves them (host, generator, asset hosts, config globals),
never by a page that only talks about them; a bare app mount point is `other_js`."""

from __future__ import annotations

import pytest

from vendorstack.scanning.endpoints import MAX_ENDPOINTS, json_endpoints
from vendorstack.scanning.platforms import PLATFORM_HOSTS, platform_of
from vendorstack.scanning.render.reveal import list_controls, show_all_controls
from vendorstack.scanning.signals import read_signals


def _platform(url: str, html: str) -> str | None:
    body = html.encode()
    return platform_of(url, body, read_signals(body, "text/html"))


@pytest.mark.parametrize("platform", sorted(PLATFORM_HOSTS))
def test_a_portal_on_the_platforms_own_domain(platform: str) -> None:
    host = f"quenvar.{PLATFORM_HOSTS[platform][0]}"
    assert _platform(f"https://{host}/", "<html><body><p>Hi</p></body></html>") == platform


def test_a_custom_host_is_told_by_its_assets_generator_or_config() -> None:
    url = "https://trust.quenvar.com/"
    assets = '<script src="https://static.safebase.io/app.js"></script><div id=root></div>'
    assert _platform(url, assets) == "safebase"
    generator = '<meta name="generator" content="Conveyor">'
    assert _platform(url, generator) == "conveyor"
    config = "<script>window.secureframeTrust = {};</script>"
    assert _platform(url, config) == "secureframe"


def test_a_page_about_a_platform_is_not_served_by_it() -> None:
    about = "<title>Vanta integration</title><main><h1>Vanta</h1>" + "<p>words</p>" * 80
    assert _platform("https://quenvar.com/integrations/vanta", about + "</main>") is None


def test_an_unknown_app_shell_is_other_js() -> None:
    assert _platform("https://quenvar.com/x", '<div id="__next"></div>') == "other_js"
    assert _platform("https://quenvar.com/x", "<main><p>Plain page</p></main>") is None


def test_same_site_json_endpoints_the_page_names_list_words_first() -> None:
    html = (
        b"<script>fetch('/api/config.json'); fetch(\"/api/trust/subprocessors\");"
        b"fetch('https://other.example/api/x.json'); const a = '/about';</script>"
        b'<link rel="preload" as="fetch" href="/data/docs.json">'
    )
    urls = json_endpoints(html, "https://trust.quenvar.com/")
    assert urls[0] == "https://trust.quenvar.com/api/trust/subprocessors"
    assert len(urls) == MAX_ENDPOINTS
    assert all(url.startswith("https://trust.quenvar.com/") for url in urls)


def test_controls_that_reveal_the_list_in_several_languages() -> None:
    labels = ["Overview", "Sous-traitants ultérieurs", "Documents", "x" * 200]
    assert list_controls(labels) == [1]
    assert show_all_controls(["Alle anzeigen", "Mostrar todos", "Load more", "Contact"]) == [
        0,
        1,
        2,
    ]


def test_the_api_publishes_every_platform_and_way_of_reading() -> None:
    from typing import get_args

    from vendorstack.scanning.platforms import PLATFORMS
    from vendorstack.scanning.report import READ_VIA
    from vendorstack.schemas.responses import Platform, ScanStatus

    assert set(get_args(Platform)) == set(PLATFORMS)
    read_via = ScanStatus.model_fields["read_via"].annotation
    assert set(READ_VIA) == set(get_args(get_args(read_via)[0]))
