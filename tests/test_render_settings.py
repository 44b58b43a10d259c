"""Rendering is off unless `VENDORSTACK_RENDER=1`; where it is on, one renderer (one bounded
pool of browsers) serves the process's scans. In queue mode API processes build no scan pool, so
only `vendorstack worker`s render."""

from __future__ import annotations

import pytest

from vendorstack.config import Settings
from vendorstack.scanning.hostmap import HostMap
from vendorstack.scanning.policy import ScanPolicy
from vendorstack.scans.parts import renderer_for


def test_rendering_is_off_by_default() -> None:
    settings = Settings()
    assert settings.render is False
    assert renderer_for(settings, ScanPolicy(), HostMap.parse("")) is None


def test_vendorstack_render_turns_on_one_bounded_renderer(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("VENDORSTACK_RENDER", "1")
    monkeypatch.setenv("VENDORSTACK_RENDER_POOL_SIZE", "3")
    monkeypatch.setenv("VENDORSTACK_RENDER_PAGE_SECONDS", "12")
    renderer = renderer_for(Settings(), ScanPolicy(), HostMap.parse(""))
    assert renderer is not None
    assert (renderer.settings.pool_size, renderer.settings.page_seconds) == (3, 12.0)
    assert renderer.settings.chromium == "/usr/bin/chromium"
