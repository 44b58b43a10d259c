"""The account operations of the web pages: sign in with a key, the session that follows,
sign out, rotate the key, and the usage history (the account's ledger)."""

from __future__ import annotations

from datetime import UTC, datetime
from functools import partial

from vendorstack.accounts import keys
from vendorstack.accounts.signins import (
    Movement,
    NewSession,
    RotateKey,
    Session,
    SignIn,
    SignOut,
    session_for,
    usage_history,
)
from vendorstack.errors import Unauthorized
from vendorstack.storage.database import Database


class People:
    """Sessions of people signed in with their API key."""

    def __init__(self, database: Database) -> None:
        self._database = database

    async def sign_in(self, api_key: str) -> NewSession:
        """A new session for a live key; Unauthorized for any other text."""
        key_hash = keys.lookup_hash(api_key.strip())
        if key_hash is None:
            raise Unauthorized()
        return await self._database.write(SignIn(key_hash, datetime.now(UTC)))

    async def session(self, token: str | None) -> Session | None:
        """The session of a cookie's token, while it and its key are live."""
        if not token or len(token) > 128:
            return None
        return await self._database.read(partial(session_for, token=token, now=datetime.now(UTC)))

    async def sign_out(self, token: str) -> None:
        await self._database.write(SignOut(token))

    async def rotate_key(self, session: Session, token: str) -> str:
        """A new key for the session's account, shown once; the old one and every other
        session of the account stop working (`token` is this session's)."""
        caller = session.caller
        return await self._database.write(RotateKey(caller.account_id, caller.key_hash, token))

    async def history(self, session: Session) -> list[Movement]:
        return await self._database.read(
            partial(usage_history, account_id=session.caller.account_id)
        )
