"""`AsyncClient` and `Client`: the VendorStack API over httpx, with typed results.

Both read `VENDORSTACK_API_URL` and `VENDORSTACK_API_KEY` unless given a URL and key. Check
waits up to 120 s (a live scan takes 15-90 s); 429 and passing 5xx answers are retried
with backoff, honouring `Retry-After` (`client.retry`); a 402 is never retried and raises
`PaymentRequired` carrying `topup_url`.
"""

from __future__ import annotations

import itertools
import os
from collections.abc import Awaitable, Callable, Coroutine, Sequence
from contextlib import AbstractContextManager
from functools import partial
from importlib.metadata import version
from types import TracebackType
from typing import Any, Concatenate, ParamSpec, TypedDict, TypeVar, Unpack

import anyio
import httpx
from anyio.from_thread import BlockingPortal, start_blocking_portal

from vendorstack.client import operations
from vendorstack.client.download import ExportReceipt, Write, stream_to
from vendorstack.client.errors import ServiceUnreachable, VendorStackError, error_for
from vendorstack.client.operations import Operation, ResultT
from vendorstack.client.retry import RetryPolicy
from vendorstack.schemas import responses as schemas

API_URL_VARIABLE = "VENDORSTACK_API_URL"
API_KEY_VARIABLE = "VENDORSTACK_API_KEY"
DEFAULT_API_URL = "http://127.0.0.1:8080"
"""Where `make serve` listens."""

Outcome = httpx.Response | httpx.TransportError
P = ParamSpec("P")
T = TypeVar("T")


def _headers(api_key: str | None) -> dict[str, str]:
    headers = {"User-Agent": f"vendorstack-python/{version('vendorstack')}"}
    if api_key:
        headers["Authorization"] = f"Bearer {api_key}"
    return headers


def answer_body(outcome: Outcome) -> dict[str, Any]:
    """The JSON body of a successful answer; anything else raises the matching error."""
    if isinstance(outcome, httpx.TransportError):
        raise unreachable(outcome) from outcome
    if outcome.status_code == 204:  # a deletion: nothing to say
        return {}
    body = _json(outcome)
    if outcome.is_success:
        return body
    raise error_for(outcome.status_code, body)


def refusal(outcome: Outcome) -> VendorStackError:
    """The error an outcome that is no answer raises (a refusal, or no answer at all)."""
    if isinstance(outcome, httpx.TransportError):
        return unreachable(outcome)
    return error_for(outcome.status_code, _json(outcome))


def unreachable(error: httpx.TransportError) -> ServiceUnreachable:
    """The failure in words that name the address tried, never just httpx's class name."""
    try:
        tried = f"{error.request.url.scheme}://{error.request.url.netloc.decode()}"
    except RuntimeError:  # an error raised before any request was made
        tried = "the VendorStack API"
    what = "did not answer in time" if isinstance(error, httpx.TimeoutException) else "refused"
    if not isinstance(error, httpx.TimeoutException | httpx.ConnectError):
        what = "failed"
    detail = f" ({error})" if str(error) else ""
    return ServiceUnreachable(
        f"Could not reach the VendorStack API at {tried}: the connection {what}{detail}. "
        f"Is the API running there? {API_URL_VARIABLE} sets the address to call."
    )


def _json(response: httpx.Response) -> dict[str, Any]:
    try:
        body = response.json()
    except ValueError:
        body = None
    if isinstance(body, dict):
        return body
    return {"error": f"http_{response.status_code}", "message": response.text[:200]}


class Options(TypedDict, total=False):
    """What both clients can be given besides the address and key."""

    retry: RetryPolicy | None
    """When to try again (`client.retry`); the default policy when absent."""
    transport: httpx.AsyncBaseTransport | None
    """httpx's transport, e.g. `httpx.ASGITransport(app)` to call an app in process."""
    base_url: str | None
    """Another name for `api_url` (httpx's), honoured the same."""


def _known_options(options: Options) -> None:
    """A misspelt option is a TypeError, never silently ignored."""
    unknown = sorted(set(options) - set(Options.__annotations__))
    if unknown:
        known = ", ".join(["api_url", "api_key", *Options.__annotations__])
        raise TypeError(f"unknown client option {', '.join(unknown)}; the options are {known}")


def _one_address(api_url: str | None, base_url: str | None) -> str | None:
    if api_url and base_url and api_url.rstrip("/") != base_url.rstrip("/"):
        raise TypeError(f"api_url {api_url!r} and base_url {base_url!r} disagree; give one")
    return api_url or base_url


class AsyncClient:
    """The API's operations as async methods returning the API's response schemas."""

    def __init__(
        self,
        api_url: str | None = None,
        api_key: str | None = None,
        *,
        sleep: Callable[[float], Awaitable[None]] = anyio.sleep,
        **options: Unpack[Options],
    ) -> None:
        _known_options(options)
        api_url = _one_address(api_url, options.get("base_url"))
        self.api_url = (api_url or os.environ.get(API_URL_VARIABLE) or DEFAULT_API_URL).rstrip("/")
        key = api_key if api_key is not None else os.environ.get(API_KEY_VARIABLE)
        transport = options.get("transport")
        self._http = httpx.AsyncClient(
            base_url=self.api_url, headers=_headers(key), transport=transport
        )
        self._retry = options.get("retry") or RetryPolicy()
        self._sleep = sleep

    async def send_json(self, operation: Operation[Any]) -> dict[str, Any]:
        """The API's JSON answer to `operation`, exactly as sent; errors raise `ApiError`s."""
        return answer_body(await self._retried(lambda: self._attempt(operation)))

    async def _retried(self, attempt: Callable[[], Awaitable[T]]) -> T:
        """`attempt`'s first outcome the retry policy does not retry: an answer, a lasting
        refusal, or the last transient one once the policy's retries are spent."""
        for retry in itertools.count(1):
            outcome = await attempt()
            wait = None
            if isinstance(outcome, httpx.Response | httpx.TransportError):  # not a receipt
                wait = self._retry.wait_after(retry, outcome)
            if wait is None:
                return outcome
            await self._sleep(wait)
        raise AssertionError("unreachable")  # pragma: no cover

    async def send(self, operation: Operation[ResultT]) -> ResultT:
        """The answer to `operation` as its typed result (fields added later are ignored)."""
        return operation.result.model_validate(await self.send_json(operation), extra="ignore")

    async def _attempt(self, operation: Operation[Any]) -> Outcome:
        try:
            return await self._http.request(
                operation.method,
                operation.path,
                params=operation.params,
                json=operation.body,
                timeout=operation.timeout,
            )
        except httpx.TransportError as error:
            return error

    async def check(
        self, url: str, *, category: str | None = None, refresh: bool = False
    ) -> schemas.CheckResult:
        return await self.send(operations.check(url, category=category, refresh=refresh))

    async def company(self, domain: str) -> schemas.CompanyProfile:
        return await self.send(operations.company(domain))

    async def prospect(
        self,
        *,
        vendor: str | None = None,
        category: str | None = None,
        segment: str | None = None,
        page: int = 1,
    ) -> schemas.ProspectResult:
        query = operations.prospect(vendor=vendor, category=category, segment=segment, page=page)
        return await self.send(query)

    async def balance(self) -> schemas.Balance:
        return await self.send(operations.balance())

    async def pricing(self) -> schemas.Pricing:
        return await self.send(operations.pricing())

    async def vendors(self) -> schemas.VendorCatalog:
        return await self.send(operations.vendors())

    async def create_key(self, email: str) -> schemas.KeyCreated:
        return await self.send(operations.create_key(email))

    async def export(
        self,
        write: Write,
        *,
        format: str = "jsonl",
        vendor: str | None = None,
        category: str | None = None,
        after: int = 0,
        limit: int | None = None,
    ) -> ExportReceipt:
        """GET /v1/export's rows (`jsonl` or `csv`) handed to `write` chunk by chunk as they
        arrive. A refusal before the first byte is retried like any call; a download cut
        off midway is not (resume with `after=` the last row's id)."""
        operation = operations.export(
            format=format, vendor=vendor, category=category, after=after, limit=limit
        )
        request = self._http.build_request(
            operation.method, operation.path, params=operation.params, timeout=operation.timeout
        )
        outcome = await self._retried(lambda: stream_to(self._http, request, write))
        if isinstance(outcome, ExportReceipt):
            return outcome
        raise refusal(outcome)

    async def watch(self, domains: Sequence[str]) -> schemas.WatchList:
        return await self.send(operations.watch(domains))

    async def watches(self, *, after: int = 0) -> schemas.WatchList:
        return await self.send(operations.watches(after=after))

    async def unwatch(self, watch_id: int) -> None:
        await self.send(operations.unwatch(watch_id))

    async def events(self, *, after: int = 0) -> schemas.EventList:
        return await self.send(operations.events(after=after))

    async def portfolio(self, domains: Sequence[str]) -> schemas.PortfolioResult:
        return await self.send(operations.portfolio(domains))

    async def aclose(self) -> None:
        await self._http.aclose()

    async def __aenter__(self) -> AsyncClient:
        return self

    async def __aexit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        await self.aclose()


def _blocking(
    method: Callable[Concatenate[AsyncClient, P], Coroutine[Any, Any, T]],
) -> Callable[Concatenate[Client, P], T]:
    """`AsyncClient.method` as a blocking `Client` method, run on the client's portal."""

    def run(client: Client, /, *args: P.args, **kwargs: P.kwargs) -> T:
        call: Callable[[], Awaitable[T]] = partial(method, client._async, *args, **kwargs)
        return client._portal.call(call)

    run.__name__ = method.__name__
    run.__doc__ = method.__doc__
    return run


class Client:
    """The blocking twin of `AsyncClient`: the same calls, each run on a private event-loop
    thread so the two cannot drift apart. Close it (or use `with`) to stop the thread."""

    def __init__(
        self, api_url: str | None = None, api_key: str | None = None, **options: Unpack[Options]
    ) -> None:
        self._async = AsyncClient(api_url, api_key, **options)
        self.api_url = self._async.api_url
        self._portal_context: AbstractContextManager[BlockingPortal] = start_blocking_portal()
        self._portal = self._portal_context.__enter__()

    send_json = _blocking(AsyncClient.send_json)
    check = _blocking(AsyncClient.check)
    company = _blocking(AsyncClient.company)
    prospect = _blocking(AsyncClient.prospect)
    balance = _blocking(AsyncClient.balance)
    pricing = _blocking(AsyncClient.pricing)
    vendors = _blocking(AsyncClient.vendors)
    create_key = _blocking(AsyncClient.create_key)
    export = _blocking(AsyncClient.export)
    watch = _blocking(AsyncClient.watch)
    watches = _blocking(AsyncClient.watches)
    unwatch = _blocking(AsyncClient.unwatch)
    events = _blocking(AsyncClient.events)
    portfolio = _blocking(AsyncClient.portfolio)

    def send(self, operation: Operation[ResultT]) -> ResultT:
        return self._portal.call(self._async.send, operation)

    def close(self) -> None:
        self._portal.call(self._async.aclose)
        self._portal_context.__exit__(None, None, None)

    def __enter__(self) -> Client:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        self.close()
