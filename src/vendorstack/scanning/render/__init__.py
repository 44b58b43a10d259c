"""The optional renderer: headless Chromium behind a guarding proxy (`VENDORSTACK_RENDER=1`)."""

from vendorstack.scanning.render.browser import CHROMIUM, Rendered, Renderer, RenderSettings
from vendorstack.scanning.render.proxy import GuardProxy, ProxyLimits, ProxyLog

__all__ = [
    "CHROMIUM",
    "GuardProxy",
    "ProxyLimits",
    "ProxyLog",
    "RenderSettings",
    "Rendered",
    "Renderer",
]
