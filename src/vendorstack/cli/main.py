"""The `vendorstack` command. Each subcommand's module is imported only when it runs, so the
API client commands start without loading the server, its database drivers or the MCP SDK
(a third of the modules the server imports). The commands that run a front end live with it
(`server.serve`, `server.skill`, `mcp.command`), so the CLI imports no other adapter."""

from __future__ import annotations

from importlib import import_module

import click

COMMANDS = {
    "serve": "vendorstack.server.serve:serve",
    "worker": "vendorstack.cli.worker:worker",
    "migrate": "vendorstack.cli.admin:migrate",
    "keys": "vendorstack.cli.admin:keys",
    "credits": "vendorstack.cli.admin:credits",
    "check": "vendorstack.cli.lookups:check",
    "company": "vendorstack.cli.lookups:company",
    "prospect": "vendorstack.cli.lookups:prospect",
    "balance": "vendorstack.cli.lookups:balance",
    "pricing": "vendorstack.cli.lookups:pricing",
    "vendors": "vendorstack.cli.lookups:vendors",
    "watch": "vendorstack.cli.watches:watch",
    "watches": "vendorstack.cli.watches:watches",
    "unwatch": "vendorstack.cli.watches:unwatch",
    "events": "vendorstack.cli.watches:events",
    "portfolio": "vendorstack.cli.portfolio:portfolio",
    "download": "vendorstack.cli.download:download",
    "skill": "vendorstack.server.skill:skill",
    "mcp": "vendorstack.mcp.command:mcp",
    "index": "vendorstack.cli.bulk:index",
    "export": "vendorstack.cli.export:export",
}

# `pip install vendorstack` installs the client and the API commands; the rest need the extra.
SERVER_ONLY = (
    "`vendorstack {command}` runs the service's own code, which this installation does not "
    "include. Install it with: pip install 'vendorstack[server]'"
)


class LazyGroup(click.Group):
    """A group whose commands are named here and imported from their module on first use."""

    def list_commands(self, ctx: click.Context) -> list[str]:
        return list(COMMANDS)

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        target = COMMANDS.get(cmd_name)
        if target is None:
            return None
        module, _, name = target.partition(":")
        try:
            command = getattr(import_module(module), name)
        except ModuleNotFoundError as missing:
            if (missing.name or "vendorstack").partition(".")[0] == "vendorstack":
                raise
            raise click.ClickException(SERVER_ONLY.format(command=cmd_name)) from None
        assert isinstance(command, click.Command)
        return command


@click.group(cls=LazyGroup)
def main() -> None:
    """VendorStack: which vendors a company names in its subprocessor disclosure.

    Lookups (check, company, prospect, balance, pricing, vendors), watches (watch, watches,
    unwatch, events), portfolio and download call the API at VENDORSTACK_API_URL with the key in
    VENDORSTACK_API_KEY; serve and the admin commands read the server's VENDORSTACK_*
    settings. Exit codes: `vendorstack check --help`.
    """
