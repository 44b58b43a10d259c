"""Live scanning. The fetch layer (`Fetcher`) is the only code in the service that talks to the
internet: SSRF guard, scan host map, robots.txt, politeness and caps. See docs/scanning.md."""

from vendorstack.scanning.errors import FetchError
from vendorstack.scanning.fetch import FetchedPage, Fetcher
from vendorstack.scanning.hostmap import HostMap, HostMapError
from vendorstack.scanning.policy import ScanPolicy
from vendorstack.scanning.resolver import Resolver, StaticResolver, SystemResolver

__all__ = [
    "FetchError",
    "FetchedPage",
    "Fetcher",
    "HostMap",
    "HostMapError",
    "Resolver",
    "ScanPolicy",
    "StaticResolver",
    "SystemResolver",
]
