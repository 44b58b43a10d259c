"""The API commands and the client load none of the server: they start quickly and install
nothing a caller of the API does not need at run time."""

from __future__ import annotations

import subprocess
import sys
from importlib import metadata

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

SERVER_MODULES = ("sqlalchemy", "fastapi", "uvicorn", "mcp", "vendorstack.services")


def test_the_api_commands_import_no_server_module() -> None:
    probe = (
        "import sys, vendorstack.cli.lookups, vendorstack.cli.watches, vendorstack.cli.portfolio,"
        " vendorstack.cli.download, vendorstack.client;"
        f"print([m for m in {SERVER_MODULES!r} if m in sys.modules])"
    )
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)

    assert done.stdout.strip() == "[]"


def _distribution(requirement: str) -> tuple[str, str]:
    """(the distribution's normalised name, its marker) of a `Requires-Dist` line."""
    name = Requirement(requirement)
    return canonicalize_name(name.name), str(name.marker or "")


def _needed_here(requirement: str) -> bool:
    """Required on this Python without any extra (`tomli; python_version < "3.11"` is not)."""
    marker = Requirement(requirement).marker
    return marker is None or marker.evaluate({"extra": ""})


def _installed_closure(roots: set[str]) -> set[str]:
    """The distributions `roots` install, with everything they require (extras aside)."""
    seen: set[str] = set()
    todo = list(roots)
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        seen.add(name)
        for requirement in metadata.requires(name) or []:
            if _needed_here(requirement):
                todo.append(_distribution(requirement)[0])
    return seen


def _base_and_server() -> tuple[set[str], set[str]]:
    base, server = set(), set()
    for requirement in metadata.requires("vendorstack") or []:
        name, marker = _distribution(requirement)
        if not marker:
            base.add(name)
        elif '"server"' in marker:
            server.add(name)
    return base, server


def _run(probe: str) -> set[str]:
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    return set(done.stdout.split())


def _modules_of(distributions: set[str]) -> set[str]:
    return {
        module
        for module, owners in metadata.packages_distributions().items()
        if {canonicalize_name(owner) for owner in owners} & distributions
    }


def test_the_client_and_the_api_commands_need_only_the_base_installation() -> None:
    """`pip install vendorstack` (no extra) is enough for the client and the API commands:
    every package they import comes with the base dependencies."""
    probe = (
        "import sys, vendorstack.client, vendorstack.cli.lookups, vendorstack.cli.main,"
        " vendorstack.cli.watches, vendorstack.cli.portfolio, vendorstack.cli.download;"
        "print(' '.join(sorted({m.partition('.')[0] for m in sys.modules})))"
    )
    bare = "import sys; print(' '.join({m.partition('.')[0] for m in sys.modules}))"
    at_start = _run(bare)  # the interpreter's own (site hooks such as setuptools')
    imported = _run(probe) - at_start - set(sys.stdlib_module_names) - {"vendorstack"}
    imported = {m for m in imported if not m.startswith("_sysconfigdata")}  # sysconfig's data
    base, server = _base_and_server()
    assert base, "the package's metadata names its base dependencies"
    assert server, "the package's metadata names its server extra"
    installed = _installed_closure(base)
    outside = imported - _modules_of(installed)
    assert not outside, f"imported without being a base dependency: {sorted(outside)}"


def test_a_server_command_without_the_server_packages_says_how_to_install_them() -> None:
    base, server = _base_and_server()
    missing = sorted(_modules_of(_installed_closure(server) - _installed_closure(base)))
    assert {"sqlalchemy", "fastapi"} <= set(missing)
    probe = f"""
import sys
from importlib.abc import MetaPathFinder

class WithoutServer(MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name.partition(".")[0] in {missing!r}:
            raise ModuleNotFoundError(f"No module named {{name!r}}", name=name)
        return None

sys.meta_path.insert(0, WithoutServer())
from vendorstack.cli.main import main
main(sys.argv[1:], prog_name="vendorstack")
"""
    command = [sys.executable, "-c", probe]
    served = subprocess.run([*command, "serve"], check=False, capture_output=True, text=True)
    assert served.returncode == 1, served.stderr
    assert "pip install 'vendorstack[server]'" in served.stderr
    assert "Traceback" not in served.stderr
    lookup = subprocess.run(
        [*command, "pricing", "--help"], check=False, capture_output=True, text=True
    )
    assert lookup.returncode == 0, lookup.stderr
