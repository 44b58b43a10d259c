"""The schema package stands alone: the published categories are the extractor's, and the
client reads answers without importing anything of the server."""

from __future__ import annotations

import subprocess
import sys

from vendorstack.extraction.model import CATEGORIES as EXTRACTED
from vendorstack.schemas.categories import CATEGORIES as PUBLISHED
from vendorstack.schemas.categories import CATEGORY_LABELS


def test_the_published_categories_are_the_extractors() -> None:
    assert PUBLISHED == EXTRACTED


def test_every_category_has_one_label_of_its_own_for_people() -> None:
    assert tuple(CATEGORY_LABELS) == PUBLISHED
    assert len(set(CATEGORY_LABELS.values())) == len(PUBLISHED)


def _ours_after_importing(module: str) -> list[str]:
    probe = (
        f"import sys, {module};print(sorted(m for m in sys.modules if m.startswith('vendorstack')))"
    )
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    loaded: list[str] = eval(done.stdout)  # a list literal printed by the probe above
    return loaded


def test_the_client_imports_only_itself_and_the_schemas() -> None:
    loaded = _ours_after_importing("vendorstack.client")
    assert [
        m for m in loaded if not m.startswith(("vendorstack.client", "vendorstack.schemas"))
    ] == ["vendorstack"]
