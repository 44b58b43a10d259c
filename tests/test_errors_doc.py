"""Every error's message is product text: listed in docs/errors.md and free of our internals.

The messages are read from the code itself: each error class's `message`, and every string an
error is raised with anywhere in `src/` (a literal, an f-string, or a module constant), so a
new error or a new message that nobody reviewed fails here.
"""

from __future__ import annotations

import ast
import importlib
import pkgutil
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

import vendorstack
from vendorstack.errors import AppError
from vendorstack.problems import ACCEPTED, describe

ROOT = Path(__file__).resolve().parents[1]
SOURCE = ROOT / "src" / "vendorstack"
DOC = ROOT / "docs" / "errors.md"
# Words of the code, not of the product: a message holding one was written for us.
INTERNAL = re.compile(
    r"(?i:\b(debit\w*|hold|holds|held|ledger|traceback|exception|self|docstring|kwargs|"
    r"assert\w*|writer|coalesc\w*|procrastinate|sqlalchemy|pydantic)\b)"
    r"|\b(None|True|False)\b|__|\w+Error\b"  # Python's words, as Python spells them
)


def _every_module() -> None:
    for module in pkgutil.walk_packages(vendorstack.__path__, "vendorstack."):
        if not module.name.endswith("__main__"):  # running one would start a command
            importlib.import_module(module.name)


def error_classes() -> list[type[AppError]]:
    _every_module()
    found, pending = [], [AppError]
    while pending:
        kind = pending.pop()
        found.append(kind)
        pending.extend(kind.__subclasses__())
    return found


ERROR_CLASSES = error_classes()
CLASS_NAMES = {kind.__name__ for kind in ERROR_CLASSES}


def _constants(tree: ast.Module) -> dict[str, ast.expr]:
    """A module's top-level `NAME = <string>` assignments."""
    found: dict[str, ast.expr] = {}
    for node in tree.body:
        if isinstance(node, ast.Assign) and len(node.targets) == 1:
            target = node.targets[0]
            if isinstance(target, ast.Name):
                found[target.id] = node.value
    return found


def _text(node: ast.expr, constants: dict[str, ast.expr]) -> str | None:
    """A message argument as text, an f-string's fields as `{…}`; None when not a string."""
    if isinstance(node, ast.Name) and node.id in constants:
        node = constants[node.id]
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return "".join(
            str(part.value) if isinstance(part, ast.Constant) else "{…}" for part in node.values
        )
    return None


def _called_name(call: ast.Call) -> str | None:
    function = call.func
    if isinstance(function, ast.Name):
        return function.id
    return function.attr if isinstance(function, ast.Attribute) else None


def raised_messages() -> Iterator[tuple[str, str]]:
    """(where, message) for every string an error class is made with in `src/`; a message
    held in a module constant (of any module: they are imported) is read from it."""
    trees = {path: ast.parse(path.read_text(), filename=str(path)) for path in SOURCE.rglob("*.py")}
    constants = {name: node for tree in trees.values() for name, node in _constants(tree).items()}
    for path, tree in sorted(trees.items()):
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call) or _called_name(node) not in CLASS_NAMES:
                continue
            if node.args and (message := _text(node.args[0], constants)) is not None:
                yield f"{path.relative_to(ROOT)}:{node.lineno}", message


RAISED = list(raised_messages())
EVERY_MESSAGE = [(kind.__name__, kind.message) for kind in ERROR_CLASSES] + RAISED


def _documented(message: str, doc: str) -> bool:
    """Each literal stretch of the message (between f-string fields) is in the doc."""
    return all(piece.strip() in doc for piece in message.split("{…}") if piece.strip())


def test_the_raised_messages_are_found() -> None:
    """The collector itself works: it sees messages of several modules, f-strings included."""
    places = {where.split(":")[0] for where, _ in RAISED}
    assert len(places) >= 5
    assert any("{…}" in message for _, message in RAISED)


@pytest.mark.parametrize("kind", ERROR_CLASSES, ids=lambda kind: kind.__name__)
def test_every_error_class_is_documented_with_its_status_code_and_message(
    kind: type[AppError],
) -> None:
    doc = DOC.read_text()
    row = f"| `{kind.__name__}` | {kind.status} | `{kind.code}` |"
    assert row in doc, f"docs/errors.md has no row {row!r}"
    assert kind.message in doc


@pytest.mark.parametrize(("where", "message"), RAISED, ids=[where for where, _ in RAISED])
def test_every_raised_message_is_documented(where: str, message: str) -> None:
    assert _documented(message, DOC.read_text()), f"{where}: {message!r} is not in docs/errors.md"


@pytest.mark.parametrize(("where", "message"), EVERY_MESSAGE, ids=[w for w, _ in EVERY_MESSAGE])
def test_no_message_speaks_of_our_internals(where: str, message: str) -> None:
    internal = INTERNAL.search(message)
    assert internal is None, f"{where}: {message!r} says {internal.group()!r}"
    names = [name for name in CLASS_NAMES if re.search(rf"\b{name}\b", message)]
    assert not names, f"{where}: {message!r} names the class {names}"
    assert message.strip() == message


@pytest.mark.parametrize(
    "bad",
    [
        "The one 402 of the service: every refused debit (charge or live-scan hold) is this.",
        "OutOfCredits raised",
        "Traceback (most recent call last)",
        "value was None",
        "the ledger row is missing",
        "KeyError: 'x'",
    ],
)
def test_the_internal_words_check_catches_what_it_is_for(bad: str) -> None:
    found = INTERNAL.search(bad) or any(name in bad for name in CLASS_NAMES)
    assert found


@pytest.mark.parametrize(("parameter", "accepted"), sorted(ACCEPTED.items()))
def test_what_each_parameter_accepts_is_documented_and_product_text(
    parameter: str, accepted: str
) -> None:
    assert f"| {accepted} |" in DOC.read_text(), parameter
    assert INTERNAL.search(accepted) is None


@pytest.mark.parametrize(
    ("item", "message"),
    [
        (
            {"type": "string_too_short", "loc": ("query", "url"), "ctx": {"min_length": 1}},
            "`url` is required: give a domain such as stripe.com, or a URL such as "
            "https://www.example.co.uk/privacy.",
        ),
        (
            {"type": "missing", "loc": ("path", "domain")},
            "`domain` is required: give a domain such as stripe.com, or a URL such as "
            "https://stripe.com.",
        ),
        (
            {"type": "string_pattern_mismatch", "loc": ("query", "vendor"), "ctx": {}},
            "`vendor` is not valid: give a vendor slug such as stripe or google_cloud "
            "(GET /v1/vendors lists them).",
        ),
        (
            {"type": "less_than_equal", "loc": ("query", "page"), "ctx": {"le": 100000}},
            "`page` must be at most 100000: give a page number of 1 or more.",
        ),
    ],
)
def test_framework_problems_are_rewritten_naming_the_parameter(
    item: dict[str, object], message: str
) -> None:
    assert describe([item]) == message
